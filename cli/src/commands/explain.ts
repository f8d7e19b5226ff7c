import * as readline from 'node:readline';
import { MASK, checkDocument, explainLinted, type Explanation } from '../../../engine/src';
import type { CliOptions } from '../args';
import { describeErrors, type RunConfigs } from '../config/load';
import { escapeControls } from '../format/escape';
import type { Output } from '../output';

/**
 * `urlsmith explain`: the hover as text, or with --json one line per URL:
 * `{"url", "valid", "parts", "diagnostics": [{"code", "severity", "message", "range", "production"?}]}`. `url` is printed with its
 * password and credential query values masked, and every offset (parts, ranges, the text's columns) indexes that printed string.
 * With "-" it reads one URL per line and answers as it reads, so it can sit in a pipeline over 100k URLs.
 * The config nearest the working folder applies (severities, ignore patterns), so `valid` agrees with what a check
 * would report there; an invalid one is exit 2 with its problems, as `urlsmith` check says them.
 */
export async function runExplain(options: CliOptions, configs: RunConfigs, out: Output, warn: (m: string) => void): Promise<number> {
  const { config, file } = configs.forWorkingFolder();
  if (file && file.errors.length > 0) {
    warn(`invalid config\n${describeErrors(file)}`);
    return 2;
  }
  let invalid = false;
  const explainOne = (raw: string) => {
    const url = raw.trim();
    if (url === '') return;
    const checked = checkDocument(url, { documentType: 'plaintext', config, oneUrl: true });
    const ex = asPrinted(explainLinted(checked.urls[0]!, checked.visible));
    invalid ||= !ex.valid;
    out.write(options.json ? `${JSON.stringify(toJson(ex))}\n` : `${toText(ex)}\n`);
  };
  for (const target of options.targets) {
    if (target !== '-') {
      explainOne(target);
      continue;
    }
    for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      if (out.closed) break; // the reader went away: nothing more to answer
      explainOne(line);
      await out.flush();
    }
  }
  await out.flush(true);
  return invalid ? 1 : 0;
}

/**
 * The explanation with its offsets moved from the URL as written to the URL as printed, where each secret (password,
 * credential query value) is replaced by a mask of another length: an offset after a secret moves by the difference,
 * and an offset inside one goes to its mask's start (a start) or end (an end), so a range over a secret covers its mask.
 */
function asPrinted(ex: Explanation): Explanation {
  if (ex.masks.length === 0) return ex;
  const move = (o: number, end: boolean): number => {
    let shift = 0;
    for (const m of ex.masks) {
      if (o <= m.start) break;
      if (o < m.end) return m.start + shift + (end ? MASK.length : 0);
      shift += MASK.length - (m.end - m.start);
    }
    return o + shift;
  };
  return {
    ...ex,
    parts: ex.parts.map((p) => (p.implied ? p : { ...p, start: move(p.start, false), end: move(p.end, true) })),
    diagnostics: ex.diagnostics.map((d) => ({ ...d, start: move(d.start, false), end: move(d.end, true) })),
  };
}

function toJson(ex: Explanation) {
  return {
    url: ex.url,
    valid: ex.valid,
    parts: ex.parts,
    diagnostics: ex.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      range: { start: d.start, end: d.end },
      ...(d.production ? { production: d.production } : {}),
    })),
  };
}

/** The hover's content in plain text: the URL, its grammar, a table of parts, then its problems with a caret line. */
function toText(ex: Explanation): string {
  const lines = [ex.url, `  ${ex.scheme || '(no scheme)'} URL, RFC 1738 section ${ex.section}, ${ex.valid ? 'valid' : 'not valid'}`];
  const width = Math.max(0, ...ex.parts.map((p) => p.name.length));
  for (const p of ex.parts) {
    const name = p.name.padEnd(width);
    if (p.implied) lines.push(`  ${name}  ${p.value} (implied default)`);
    else lines.push(`  ${name}  ${p.raw}${p.value !== p.raw ? `  → ${JSON.stringify(p.value)}` : ''}`);
  }
  for (const d of ex.diagnostics) {
    const at = d.end - d.start > 1 ? `${d.start + 1}-${d.end}` : `${d.start + 1}`;
    // The section 5 production the text breaks, named as the BNF spells it (docs/rfc1738.md lists them).
    lines.push(`  ${d.severity} ${d.code} at ${at}${d.production ? ` (${d.production})` : ''}: ${d.message}`);
  }
  return lines.map(escapeControls).join('\n') + '\n';
}
