import * as readline from 'node:readline';
import { MASK, applyEdits, checkDocument, explainLinted, fixAllEdits, partLabel, showInvisible, type Explanation, t } from '../../../engine/src';
import type { CliOptions } from '../args';
import { describeErrors, type RunConfigs } from '../config/load';
import { colourWanted, type Paint, painter, SEVERITY_STYLE } from '../format/colour';
import { escapeControls } from '../format/escape';
import { displayWidth, severityLabel } from '../../../project/src';
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
    warn(`${t('invalid config')}\n${describeErrors(file)}`);
    return 2;
  }
  let invalid = false;
  const paint = painter(!options.json && colourWanted(process.env, process.stdout.isTTY === true));
  const explainOne = (raw: string) => {
    const url = raw.trim();
    if (url === '') return;
    const explain = (text: string) => {
      const checked = checkDocument(text, { documentType: 'plaintext', config, oneUrl: true });
      return { checked, ex: asPrinted(explainLinted(checked.urls[0]!, checked.visible)) };
    };
    const { checked, ex } = explain(url);
    // What --fix would write for this URL in a plain-text file (one pass of every safe fix the config lets through),
    // shown as the URL is (secrets masked).
    const fixedText = applyEdits(url, fixAllEdits(checked.visible));
    const fixed = fixedText !== url ? explain(fixedText).ex.url : undefined;
    invalid ||= !ex.valid;
    out.write(options.json ? `${JSON.stringify(toJson(ex, fixed))}\n` : `${toText(ex, fixed, paint)}\n`);
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

function toJson(ex: Explanation, fixed: string | undefined) {
  return {
    url: ex.url,
    valid: ex.valid,
    ...(fixed !== undefined ? { fixed } : {}),
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

/**
 * The hover's content in plain text: the URL, its grammar, a table of parts, its problems, then what --fix would write.
 * Coloured as stylish is (colour.ts says when): the URL underlined as a file name, severities in their colours, codes,
 * positions and productions dim. Every piece is escaped before it is painted, so only urlsmith's own escapes reach the terminal.
 */
function toText(ex: Explanation, fixed: string | undefined, paint: Paint): string {
  // An invisible character (a no-break or zero-width space, a bidirectional control) is shown as `<U+00A0>`.
  const e = (s: string): string => escapeControls(showInvisible(s));
  const validity = ex.valid ? t('valid') : paint(t('not valid'), 'red');
  const heading = t('{scheme} URL, RFC 1738 section {section}, {validity}', { scheme: e(ex.scheme) || t('(no scheme)'), section: ex.section, validity });
  const lines = [paint(e(ex.url), 'underline'), `  ${heading}`];
  // Part names are padded by terminal columns (project/src/l10n/width.ts), so a translated name keeps the values aligned.
  // The hover's words for them (partLabel), so the terminal and the editor name a part alike in either language.
  const width = Math.max(0, ...ex.parts.map((p) => displayWidth(partLabel(p.name))));
  for (const p of ex.parts) {
    const label = partLabel(p.name);
    const name = paint(label, 'dim') + ' '.repeat(width - displayWidth(label));
    if (p.implied) lines.push(`  ${name}  ${e(p.value)} ${paint(t('(implied default)'), 'dim')}`);
    else lines.push(`  ${name}  ${e(p.raw)}${p.value !== p.raw ? `  → ${e(JSON.stringify(p.value))}` : ''}`);
  }
  for (const d of ex.diagnostics) {
    const position = d.end - d.start > 1 ? `${d.start + 1}-${d.end}` : `${d.start + 1}`;
    // The section 5 production the text breaks, named as the BNF spells it (docs/rfc1738.md lists them).
    const at = t('at {position}', { position });
    const where = paint(d.production ? t('{at} ({production})', { at, production: d.production }) : at, 'dim');
    const problem = t('{where}: {message}', { where, message: e(d.message) });
    lines.push(`  ${paint(severityLabel(d.severity), SEVERITY_STYLE[d.severity])} ${paint(d.code, 'dim')} ${problem}`);
  }
  if (fixed !== undefined) lines.push(`  ${t('--fix writes')}  ${paint(e(fixed), 'bold')}`);
  return lines.join('\n') + '\n';
}
