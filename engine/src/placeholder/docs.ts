import type { Where } from './scan';
import { PLACEHOLDER_ROWS, type PlaceholderRow } from './table';

const WHERE_TEXT: Record<Where, string> = {
  anywhere: 'anywhere after the scheme',
  authority: 'the host or port',
  'authority and userinfo': 'the authority, userinfo too',
  'host start': 'where the host starts',
  'outside the query': 'before the query',
  'not after a name': 'anywhere, not right after a name',
  'whole host': 'the whole host',
  "in curl's reach": 'anywhere, in a document that names curl or is a curl test case',
  'in a Go string': 'anywhere, in a Go string literal',
  'in a LaTeX command': 'anywhere, in the argument of `\\url{}`, `\\href{}` and their kin',
  'in reStructuredText': "anywhere, in a reStructuredText document's running text (not a literal block)",
};

/**
 * The table's rows as the url-template rule's documentation shows them (docs/rules.md, `npm run build:docs`): one
 * line per syntax, in the order the finder tries them, so the reference cannot drift from what is recognised.
 */
export function placeholderTable(): string {
  const lines = ['| Syntax | Example | Where | Ends | Hides | Not taken |', '| --- | --- | --- | --- | --- | --- |'];
  for (const row of PLACEHOLDER_ROWS) {
    const cells = [row.kind, `\`${row.example}\``, WHERE_TEXT[row.where], row.ends, reachText(row), row.not ?? ''];
    // A "|" in a cell, even in code, ends the cell in a GitHub table unless escaped.
    lines.push(`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
  }
  return lines.join('\n');
}

function reachText(row: PlaceholderRow): string {
  switch (row.reach) {
    case 'itself':
      return 'itself';
    case 'host labels':
      return 'itself; in the host, the labels it touches (host rules)';
    case 'port':
      return 'the port it is';
    case 'rest of part':
      return 'its part of the URL and all after';
  }
}
