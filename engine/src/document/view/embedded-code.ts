import type { TextView } from './view';

/**
 * Code inside a document: Markdown code spans and fenced or indented code blocks (CommonMark 6.1, 4.4, 4.5) and
 * HTML `<code>`, `<pre>`, `<kbd>`, `<samp>` and `<tt>` content. A URL written there is an example, shown as a program or a shell sees it:
 * `new URL('https://測試')` in Node's url.md, `curl "https://a.example/?ids=[1,2]"`. The reader marks such views
 * (`TextView.code`), the finder the URLs found in them (`Locator.inCode`), and the judge makes their problems hints
 * with no fix (judge/examples.ts).
 */

/** Marks the views out[from..] as code: a reader calls it right after pushing a code block's or span's views. */
export function markCode(out: readonly TextView[], from: number): void {
  for (let i = from; i < out.length; i++) out[i]!.code = true;
}
