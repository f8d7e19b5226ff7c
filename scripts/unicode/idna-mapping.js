#!/usr/bin/env node
/**
 * Writes engine/src/unicode/idna-mapping-table.ts, UTS #46's IDNA Mapping Table as compact ranges, from one of:
 * - Unicode's IdnaMappingTable.txt (https://www.unicode.org/Public/idna/<version>/IdnaMappingTable.txt);
 * - the Python idna package's idna/uts46data.py, generated from that file by the package's tools/idna-data.
 * Usage: node scripts/unicode/idna-mapping.js SOURCE [--check]
 *   --check: only compare with the file in the tree (exit 1 when it differs).
 * The table's rows: status V (valid), D (deviation: valid in nontransitional processing, as WHATWG URL uses it),
 * I (ignored), M (mapped, with its mapping), X (disallowed). Encoding (see idna-mapping.ts, which reads it):
 * rows joined by ",", each `<start - previous start, base 36><kind><payload>`, kinds
 *   V valid, D deviation, I ignored, X disallowed: no payload;
 *   S shifted: every code point of the row maps to itself plus <payload> (signed base 36);
 *   A alternating: code points at even offsets map to themselves plus <payload>, odd ones are valid
 *     (upper and lower case letters in pairs);
 *   M mapped: every code point of the row maps to <payload>, code points in base 36 joined by ".".
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [source, flag] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/unicode/idna-mapping.js IdnaMappingTable.txt|uts46data.py [--check]');
  process.exit(2);
}
const text = fs.readFileSync(source, 'utf8');

/** [start, status, mapping code points | undefined] per row, status one of V D I M X; rows cover 0..0x10FFFF. */
function readRows() {
  const rows = [];
  let version;
  if (source.endsWith('.py')) {
    version = /__version__\s*=\s*["']([0-9.]+)["']/.exec(text)?.[1];
    // Python string literals: "..." or '...' (the mapping of U+FF02 is '"'), with \x, \u and \U escapes.
    for (const m of text.matchAll(/\(0x([0-9A-Fa-f]+), ["']([VDIMX3])["'](?:, (?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'))?\)/g)) {
      const literal = m[3] ?? m[4];
      // "3": disallowed under UseSTD3ASCIIRules, which WHATWG URL does not use: valid, or mapped when it has a mapping.
      const status = m[2] === '3' ? (literal === undefined ? 'V' : 'M') : m[2];
      const mapping = literal === undefined ? undefined : Array.from(pythonString(literal), (c) => c.codePointAt(0));
      rows.push([parseInt(m[1], 16), status, mapping]);
    }
  } else {
    version = /IdnaMappingTable-([0-9.]+)\.txt/.exec(text)?.[1];
    const ranges = [];
    for (const line of text.split('\n')) {
      const body = line.replace(/#.*/, '').trim();
      if (!body) continue;
      const [range, status, mapping] = body.split(';').map((s) => s.trim());
      const [a, b] = range.split('..').map((h) => parseInt(h, 16));
      const kind = { valid: 'V', deviation: 'D', ignored: 'I', mapped: 'M', disallowed: 'X', disallowed_STD3_valid: 'V', disallowed_STD3_mapped: 'M' }[status];
      ranges.push([a, b ?? a, kind, mapping ? mapping.split(/\s+/).map((h) => parseInt(h, 16)) : undefined]);
    }
    // Mapped ranges map every code point to the same text; split none: rows are range starts.
    for (const [a, , kind, mapping] of ranges) rows.push([a, kind, kind === 'D' ? undefined : mapping]);
  }
  if (!version) throw new Error('no Unicode version found in ' + source);
  rows.sort((x, y) => x[0] - y[0]);
  return { rows, version };
}

/** The text of a Python string literal's body. */
function pythonString(body) {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (_, e) =>
    /^[xuU]/.test(e) ? String.fromCodePoint(parseInt(e.slice(1), 16)) : { n: '\n', t: '\t', '\\': '\\', '"': '"', "'": "'" }[e] ?? e,
  );
}

/** Rows as code point runs, merged where one encoding covers several. */
function compact(rows) {
  const out = []; // { start, kind, payload }
  const length = (i) => (i + 1 < rows.length ? rows[i + 1][0] : 0x110000) - rows[i][0];
  for (let i = 0; i < rows.length; i++) {
    const [start, status, mapping] = rows[i];
    const last = out[out.length - 1];
    let kind = status;
    let payload = '';
    if (kind === 'M') {
      if (mapping.length === 1 && length(i) === 1) {
        kind = 'S';
        payload = (mapping[0] - start).toString(36);
      } else payload = mapping.map((c) => c.toString(36)).join('.');
    }
    if (last) {
      const end = start; // this row starts where the last one ends
      // Shifted runs of single code points with one shift merge.
      if (kind === 'S' && last.kind === 'S' && last.payload === payload) continue;
      // A valid code point after a shifted one by +1, then a shifted one, and so on: an alternating run.
      if (kind === 'V' && length(i) === 1 && last.kind === 'S' && last.payload === '1' && end - last.start === 1) {
        last.kind = 'A';
        continue;
      }
      if (last.kind === 'A' && last.payload === '1') {
        const offset = end - last.start;
        if (offset % 2 === 0 && kind === 'S' && payload === '1') continue;
        if (offset % 2 === 1 && kind === 'V' && length(i) === 1) continue;
      }
      if ((kind === 'V' || kind === 'I' || kind === 'X') && last.kind === kind) continue;
    }
    out.push({ start, kind, payload });
  }
  return out;
}

/** The source as named in the header: the Python idna package's file, or Unicode's. */
function sourceName() {
  const python = /(?:^|\/)(idna\/uts46data\.py)$/.exec(source.replace(/\\/g, '/'));
  if (!python) return path.basename(source);
  const versionFile = path.join(path.dirname(source), 'package_data.py');
  const idna = fs.existsSync(versionFile) ? /__version__\s*=\s*["']([^"']+)["']/.exec(fs.readFileSync(versionFile, 'utf8'))?.[1] : undefined;
  return `the Python idna package${idna ? ` ${idna}` : ''}'s ${python[1]}`;
}

const { rows, version } = readRows();
const runs = compact(rows);
let previous = 0;
const encoded = runs.map((r) => {
  const s = (r.start - previous).toString(36) + r.kind + r.payload;
  previous = r.start;
  return s;
}).join(',');

const lines = [];
for (let i = 0; i < encoded.length; i += 110) lines.push(`  '${encoded.slice(i, i + 110)}' +`);
lines[lines.length - 1] = lines[lines.length - 1].replace(/ \+$/, ';');
const out = `// Generated by scripts/unicode/idna-mapping.js from UTS #46's IDNA Mapping Table, Unicode ${version}: the table of
// https://www.unicode.org/Public/idna/${version}/IdnaMappingTable.txt, read from ${sourceName()}.
// Do not edit: run the script on another table instead. ${rows.length} rows as ${runs.length} runs (see the script).

/** The Unicode version of the table. */
export const IDNA_UNICODE_VERSION = '${version}';

export const IDNA_MAPPING_TABLE =
${lines.join('\n')}
`;
const target = path.join(__dirname, '..', '..', 'engine', 'src', 'unicode', 'idna-mapping-table.ts');
if (flag === '--check') {
  const same = fs.existsSync(target) && fs.readFileSync(target, 'utf8') === out;
  console.log(same ? 'idna-mapping-table.ts is up to date' : 'idna-mapping-table.ts differs from the table');
  process.exit(same ? 0 : 1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, out);
console.log(`wrote ${path.relative(process.cwd(), target)}: Unicode ${version}, ${rows.length} rows, ${runs.length} runs, ${out.length} bytes`);
