/**
 * Relative Markdown link destinations that hold a space: `[Test](docs/my file.md)`, `![i](img/my pic.png "x")`.
 * CommonMark 0.31 section 6.3: a destination not in `<...>` "does not include ASCII whitespace", so the page shows
 * the brackets, the parentheses and the path as text; the commonest broken link in Markdown. Only the syntax is
 * judged: the file is never looked up. The same holds of parentheses after a bracket that are prose or code
 * (`[captureRejectionSymbol](err, event, ...args)`), so only a destination shaped like a path is taken:
 *
 * | taken (all of)                                                  | real text                                      |
 * |-----------------------------------------------------------------|------------------------------------------------|
 * | starts with a letter, digit, ".", "/", "_", "~" or "%"          | `docs/my file.md`, `./My Notes.md`, `../a b/`   |
 * | before any "?" or "#": a file extension at the end (a "." and a letter and up to 7 letters or digits: `.md`, `.png`), or a "/" in the last word (`My Documents/notes`, `getting started/`) | the issue's `[Test](docs/my file.md)` |
 *
 * | not taken (any of)                                              | real text                                      |
 * |-----------------------------------------------------------------|------------------------------------------------|
 * | a "{" or "}": a template fills the destination in               | jekyll docs: `[#4859]({{ site.repository }}/issues/4859)` |
 * | a quote, "`", "[", "]", "<", ">", "\|", "*", "$", "^", "=", ":", ";": code, markup or math | chalk readme (in a code span there): `` `chalk.<style>[.<style>...](string, [string...])` `` |
 * | a "," before a space: an argument list                          | node events.md: `[captureRejectionSymbol](err, event, ...args)` |
 * | a title after the destination is left out first (inline.ts), so a destination without a space is no candidate | docsify: `[filename](_media/example.md ':include')` |
 *
 * A fragment alone (`#my anchor`) and a word without "/" or extension (`see below`) are not taken: prose in
 * parentheses. A link reference definition's destination is read the same way (`[guide]: docs/my guide.md`,
 * markdown.ts), but a footnote's text is prose (`[^1]: See docs/setup.md`).
 * On Debian's /usr/share/doc, node_modules and 2,679 Markdown files of public repositories, no spaced relative
 * destination outside code is of a shape this table takes; the real lines above are the silent cases of
 * test/unit/document/markdown/links-commonmark.test.ts.
 */
export function isRelativePath(text: string): boolean {
  if (text.length === 0 || !PATH_START.test(text[0]!)) return false;
  let core = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (NOT_IN_PATH.includes(c)) return false;
    if (c === ',' && (text[i + 1] === ' ' || text[i + 1] === '\t')) return false;
    if ((c === '?' || c === '#') && core === text.length) core = i;
  }
  const path = text.slice(0, core);
  if (EXTENSION.test(path)) return true;
  const lastWord = path.slice(Math.max(path.lastIndexOf(' '), path.lastIndexOf('\t')) + 1);
  return lastWord.includes('/');
}

/** What a relative path may start with: a letter or digit (any script), ".", "/", "_", "~" or "%". */
const PATH_START = /^[\p{L}\p{N}./_~%]$/u;

/** Characters of code, markup, math or templates, not of a file path written in a link (see the table). */
const NOT_IN_PATH = '{}"\'`[]<>|*$^=:;';

/** A file extension ending the path: "." then a letter and up to 7 letters or digits. */
const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;
