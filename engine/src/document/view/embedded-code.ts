import type { LintedUrl, Locator } from '../../types';
import type { TextView } from './view';

/**
 * Code inside a document: Markdown code spans and fenced or indented code blocks (CommonMark 6.1, 4.4, 4.5) and
 * HTML `<code>` and `<pre>` content. A URL written there is an example, shown as a program or a shell sees it:
 * `new URL('https://測試')` in Node's url.md, `curl "https://a.example/?ids=[1,2]"`. Rewriting it changes the
 * example (the "Incorrect / Correct" pair of `file:///你好.txt` ends with two equal lines), so unless the user asks
 * for code to be checked (the `checkCode` setting) its problems are at most hints and no fix edits it.
 */
const codeViews = new WeakSet<TextView>();

/** The locators found in a code view (see findInDocument). */
const inCode = new WeakSet<Locator>();

/** Marks the views out[from..] as code: a reader calls it right after pushing a code block's or span's views. */
export function markCode(out: readonly TextView[], from: number): void {
  for (let i = from; i < out.length; i++) codeViews.add(out[i]!);
}

export function isCodeView(view: TextView): boolean {
  return codeViews.has(view);
}

export function markInCode(locator: Locator): void {
  inCode.add(locator);
}

/**
 * A URL checked as an example: every problem a hint and no fix offered. The user's own severity for a rule still
 * applies over it (config/apply.ts), as it does over a preset's.
 */
export function asExample(url: LintedUrl): void {
  if (!inCode.has(url.locator)) return;
  for (const d of url.diagnostics) {
    d.severity = 'hint';
    d.fixes = [];
  }
}
