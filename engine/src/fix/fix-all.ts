import type { Diagnostic, TextEdit } from '../types';

/** The non-overlapping safe edits that fix every fixable diagnostic at once. (stub) */
export function fixAllEdits(diagnostics: readonly Diagnostic[]): TextEdit[] {
  void diagnostics;
  return [];
}

/** Applies non-overlapping edits to text. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) continue; // overlapping: the first edit wins
    out += text.slice(at, e.start) + e.newText;
    at = e.end;
  }
  return out + text.slice(at);
}
