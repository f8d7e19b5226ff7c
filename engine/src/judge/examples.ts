import type { LintedUrl } from '../types';

/**
 * A URL in a document's code (`Locator.inCode`: a Markdown code span or block, HTML `<code>`, `<pre>`, `<kbd>`, `<samp>`, `<tt>`) is an
 * example, checked as one: every problem a hint and no fix offered. Rewriting it changes the example (the
 * "Incorrect / Correct" pair of `file:///你好.txt` ends with two equal lines), so unless the user asks for code to be
 * checked (the `checkCode` setting) this applies. The user's own severity for a rule still applies over it
 * (config/apply.ts), as it does over a preset's. Fixtures: test/unit/fix-code-examples.test.ts.
 */
export function asExample(url: LintedUrl): void {
  if (url.locator.inCode !== true) return;
  for (const d of url.diagnostics) {
    d.severity = 'hint';
    d.fixes = [];
  }
}
