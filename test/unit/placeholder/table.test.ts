/**
 * The placeholder table (engine/src/placeholder/table.ts) holds itself to what each row claims: its example is found
 * by that row, its fixture line holds a URL the row recognises, the fast path lets every row's example through to the
 * scan, and the rule reference lists every row. Adding a syntax is a row and a fixture line; this file checks both.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { documentTypeOf, lintText } from '../../../engine/src';
import { charsSeen, Seen, seenFlags } from '../../../engine/src/parse/char-scan';
import { findPlaceholders, PLACEHOLDER_ROWS, type PlaceholderRow } from '../../../engine/src/placeholder';
import type { Dialect, Scan, Where } from '../../../engine/src/placeholder/scan';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** Where the scan of a URL starts: just past its scheme's ":". */
const afterScheme = (url: string): number => url.indexOf(':') + 1;

/** Whether `row`'s recogniser matches at some character of `url` it may start at, wherever that is in the URL. */
function recognisedAnywhere(row: PlaceholderRow, url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    if (!row.starts.includes(url[i]!) || (row.next !== undefined && !row.next.includes(url[i + 1] ?? ''))) continue;
    const s: Scan = { url, authority: -1, host: i, inAuthority: true, inQuery: false, optionalParts: true, last: -1, partStart: 0, start: i, resume: -1, curl: true, go: true, latex: true, rst: true };
    if (row.find(s, i) > i) return true;
  }
  return false;
}

/** The URLs a fixture file's reader finds on its line `line` (1-based), each with the host the parser found. */
function urlsOnLine(file: string, line: number): { url: string; host: { start: number; end: number } | undefined; dialect: Dialect }[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lines = text.split('\n');
  assert.ok(line >= 1 && line <= lines.length, `${file}:${line} is past the file's end`);
  const start = lines.slice(0, line - 1).join('\n').length + (line > 1 ? 1 : 0);
  const end = start + lines[line - 1]!.length;
  return lintText(text, { documentType: documentTypeOf(file), checkCode: true })
    .urls.filter((u) => u.locator.start >= start && u.locator.start <= end)
    .map((u) => ({ url: u.locator.url, host: u.parsed.parts.find((p) => p.name === 'host'), dialect: u.locator }));
}

/** The dialect in which a row of `where` applies. */
function dialectOf(where: Where): Dialect {
  return { curl: where === "in curl's reach", goString: where === 'in a Go string', latex: where === 'in a LaTeX command', rst: where === 'in reStructuredText' };
}

describe('the placeholder table', () => {
  for (const row of PLACEHOLDER_ROWS) {
    test(`${row.kind}: its example is found by it`, () => {
      // A row of one dialect (curl's reach, a Go string, ...) is looked for as where that dialect is spoken.
      const found = findPlaceholders(row.example, afterScheme(row.example), undefined, dialectOf(row.where));
      if (row.pattern) {
        assert.equal(found.pattern, true, row.example);
        assert.equal(found.rows[found.rows.length - 1], row, row.example);
      } else {
        assert.ok(found.rows.includes(row), `${row.example}: ${found.rows.map((r) => r.kind).join(', ')}`);
      }
    });

    test(`${row.kind}: its fixture line ${row.fixture} holds one`, () => {
      const [file, line] = row.fixture.split(':');
      const urls = urlsOnLine(file!, Number(line));
      assert.ok(urls.length > 0, `no URL found on ${row.fixture}`);
      const holds = urls.some(({ url, host, dialect }) => {
        const found = findPlaceholders(url, afterScheme(url), host, dialect);
        // A pattern's first sign names it; a later sign of the same URL is this row's only if it is recognised there.
        return row.pattern ? found.pattern && recognisedAnywhere(row, url) : found.rows.includes(row);
      });
      assert.ok(holds, `${row.fixture}: ${urls.map((u) => u.url).join(' ')}`);
    });

    test(`${row.kind}: the fast path lets its example through to the scan`, () => {
      const url = row.example;
      if (row.where === 'whole host') return; // a role word holds no start character: the lint step asks by the host
      assert.notEqual(seenFlags(charsSeen(url, afterScheme(url))) & Seen.Placeholder, 0, url);
    });
  }

  test('the url-template rule reference lists every row, in order', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
    const entry = doc.slice(doc.indexOf('## url-template\n')).split('\n## ')[0]!;
    let at = 0;
    for (const row of PLACEHOLDER_ROWS) {
      const found = entry.indexOf(`| ${row.kind.replaceAll('|', '\\|')} |`, at);
      assert.ok(found >= 0, row.kind);
      at = found;
    }
  });
});
