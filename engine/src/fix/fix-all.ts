import type { Diagnostic, TextEdit } from '../types';

/**
 * The edits that fix every diagnostic that has a safe fix, all at once. Safe fixes keep the URL's meaning
 * (docs/rules.md says which are safe); where two would overlap, the earlier one wins and the next run picks up the other,
 * so applying fix-all twice changes nothing the second time.
 */
export function fixAllEdits(diagnostics: readonly Diagnostic[]): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const d of diagnostics) {
    const fix = d.fixes.find((f) => f.safe);
    if (fix) edits.push(...fix.edits);
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: TextEdit[] = [];
  let at = -1;
  for (const e of edits) {
    if (e.start < at) continue;
    // Two identical edits (one fix shared by several diagnostics) apply once.
    const last = kept[kept.length - 1];
    if (last && last.start === e.start && last.end === e.end && last.newText === e.newText) continue;
    kept.push(e);
    at = e.end;
  }
  return kept;
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
