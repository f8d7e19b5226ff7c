import type { Range } from 'vscode-languageserver-protocol';

/** A range from zero-based line/character pairs, as LSP counts them (UTF-16 code units). */
export function range(l1: number, c1: number, l2: number, c2: number): Range {
  return { start: { line: l1, character: c1 }, end: { line: l2, character: c2 } };
}

/** Applies LSP text edits to a text, as an editor would (edits do not overlap). */
export function applyLspEdits(text: string, edits: ReadonlyArray<{ range: Range; newText: string }>): string {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\r' && text[i + 1] === '\n') continue;
    if (c === '\n' || c === '\r') lineStarts.push(i + 1);
  }
  const offset = (p: { line: number; character: number }) => lineStarts[p.line]! + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
