import * as fs from 'node:fs';
import * as path from 'node:path';
import { documentTypeOf, findInDocument, readingOf } from '../../../engine/src';
import type { CliOptions } from '../args';
import type { RunConfigs } from '../config/load';
import { fileEncoding, fileText, type FileEncoding } from '../files/binary';
import { expandTargets, failsRun, type WalkProblem } from '../files/walk';
import { readChunks, wholeOrChunks } from '../input/chunks';
import { openFile, reason, targetName, type OpenFile } from '../input/open';
import { DocumentPositions } from '../input/positions';
import { escapeControls } from '../format/escape';
import { OutputError, type Output } from '../output';

/**
 * Whether the targets may be several files, so each URL needs its file's name, as `grep -o` decides: a folder (the
 * default `.` included), a glob or more than one target; not one file or standard input alone.
 */
function severalFiles(targets: readonly string[]): boolean {
  if (targets.length !== 1) return true;
  const only = targets[0]!;
  return only !== '-' && fs.statSync(only, { throwIfNoEntry: false })?.isFile() !== true;
}

/**
 * `urlsmith find`: every URL in the text, one per line, wrapped ones joined: a `grep -o` that understands RFC 1738's
 * wrappers and hyphen breaks; with several files each line starts `path:line:col: ` (1-based, as stylish counts). URLs are printed verbatim, passwords included (a link checker needs them as written; `explain` masks them).
 * A file that cannot be read is reported, and the others are still read (exit 2 at the end). `--format` (FindFormat):
 * `json` (as --json), one `{"file", "url", "range"}` per line, range LSP-style; `ranges`, one
 * `path:line:col:endLine:endCol` per URL (1-based, the end column past the last character, columns in UTF-16 code
 * units as LSP counts them), for a tool that skips ranges; `cspell`, one cspell configuration for every file read.
 */
export async function runFind(options: CliOptions, configs: RunConfigs, out: Output, warn: (m: string) => void): Promise<number> {
  const problems: WalkProblem[] = [];
  let failed = false;
  const withFilename = options.withFilename ?? severalFiles(options.targets);
  const format = options.findFormat;
  // --format cspell: each URL's text as written, once, in the order found (see cspellConfig).
  const ignored = new Set<string>();
  for await (const target of expandTargets(options.targets, configs, problems, { followSymlinks: options.followSymlinks })) {
    if (out.closed) break; // the reader went away (`| head`): no more to print, and nothing else depends on it
    const name = targetName(target, options.stdinFilename);
    const governing = configs.forFile(target.kind === 'file' ? target.path : path.resolve(options.stdinFilename));
    const invalid = configs.invalidConfig(governing);
    if (invalid !== undefined) {
      if (invalid) warn(invalid);
      failed = true;
      continue;
    }
    const { config } = governing;
    let file: OpenFile | undefined;
    let encoding: FileEncoding = 'utf-8';
    try {
      if (target.kind === 'file') {
        file = openFile(target.real);
        encoding = fileEncoding(file);
        if (encoding === 'binary') continue;
      }
      const documentType = documentTypeOf(name, config.documentTypes);
      const engineOptions = { extraSchemes: config.extraSchemes, documentType };
      const positions = new DocumentPositions();
      for await (const { text } of readChunks(file ? fileText(file, encoding) : process.stdin, false, wholeOrChunks(documentType), documentType)) {
        positions.next(text);
        for (const l of findInDocument(text, engineOptions)) {
          // At a hyphen break, the reading a reader most likely means (find/reading.ts says which and why).
          const url = readingOf(l, text);
          if (format === 'json') out.write(`${JSON.stringify({ file: name, url, range: positions.range(l) })}\n`);
          else if (format === 'ranges') {
            const { start, end } = positions.range(l);
            out.write(`${escapeControls(name)}:${start.line + 1}:${start.character + 1}:${end.line + 1}:${end.character + 1}\n`);
          } else if (format === 'cspell') ignored.add(text.slice(l.start, l.end));
          else if (!withFilename) out.write(`${escapeControls(url)}\n`);
          else {
            const { start } = positions.range(l);
            out.write(`${escapeControls(name)}:${start.line + 1}:${start.character + 1}: ${escapeControls(url)}\n`);
          }
        }
        await out.flush();
      }
    } catch (e) {
      if (e instanceof OutputError) throw e;
      failed = true;
      warn(`${escapeControls(name)}: ${reason(e)}`);
    } finally {
      file?.close();
    }
  }
  if (format === 'cspell') out.write(cspellConfig(ignored));
  await out.flush(true);
  for (const p of problems) warn(`${escapeControls(p.target)}: ${p.message}`);
  return failed || failsRun(problems) ? 2 : 0;
}

/**
 * A cspell configuration (cspell.org, "Configuration": `version` 0.2, `ignoreRegExpList`) that makes cspell skip
 * each URL exactly as the document writes it, a wrapped URL's line break and indentation included (cspell matches
 * its patterns against the whole document, so a pattern may cross lines). Its own regular-expression URL pattern
 * cuts a URL at a line break or a space that RFC 1738's wrappers and Markdown's `<...>` destinations allow, and
 * then checks the rest as words. Import it from the project's cspell configuration (docs/cli.md, "Spell checkers").
 */
function cspellConfig(texts: ReadonlySet<string>): string {
  const config = {
    version: '0.2',
    ignoreRegExpList: [...texts].map((text) => `/${escapeRegExp(text)}/g`),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** `text` as a regular expression that matches it literally: syntax characters escaped, line breaks and controls named. */
function escapeRegExp(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c < 0x20 || c === 0x7f || c === 0x2028 || c === 0x2029) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else if (REGEXP_SYNTAX.includes(text[i]!)) out += `\\${text[i]}`;
    else out += text[i];
  }
  return out;
}

/** The characters a regular expression gives a meaning to, and "/", which ends cspell's `/pattern/flags` form. */
const REGEXP_SYNTAX = '\\^$.*+?()[]{}|/';
