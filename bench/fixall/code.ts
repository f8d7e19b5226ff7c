/**
 * Whether an edit falls inside code, judged by parsers that are not the engine's: markdown-it (a CommonMark
 * implementation, with raw HTML on) renders the Markdown with a private-use marker at each edit, and the marker's place
 * in the rendered HTML says whether it is inside <code> or <pre>; for HTML the original text is scanned the same way.
 */
import { createRequire } from 'node:module';

const MARK = '\ue000';

/** Offsets of `MARK` in `html` that lie inside a <code> or <pre> element (comments, script and style skipped). */
function marksInCode(html: string): number {
  let depth = 0;
  let count = 0;
  let i = 0;
  while (i < html.length) {
    const c = html[i]!;
    if (c === MARK) {
      if (depth > 0) count++;
      i++;
    } else if (html.startsWith('<!--', i)) {
      // A mark inside a comment is not code.
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
    } else if (c === '<') {
      const m = /^<(\/?)(pre|code|script|style)(?=[\s>/])/i.exec(html.slice(i, i + 10));
      const close = html.indexOf('>', i);
      if (m && (m[2]!.toLowerCase() === 'pre' || m[2]!.toLowerCase() === 'code')) depth = Math.max(0, depth + (m[1] ? -1 : 1));
      if (m && !m[1] && /^(script|style)$/i.test(m[2]!)) {
        const end = html.toLowerCase().indexOf(`</${m[2]!.toLowerCase()}`, i);
        i = end < 0 ? html.length : end;
        continue;
      }
      // Marks inside a tag (an attribute value) are not code: count none of them.
      i = close < 0 ? html.length : close + 1;
    } else i++;
  }
  return count;
}

function withMarks(text: string, offsets: readonly number[]): string {
  let out = '';
  let at = 0;
  for (const o of [...offsets].sort((a, b) => a - b)) {
    out += text.slice(at, o) + MARK;
    at = o;
  }
  return out + text.slice(at);
}

type Renderer = { render(text: string): string };
let markdownIt: Renderer | undefined;

function renderer(): Renderer {
  if (!markdownIt) {
    const require = createRequire(__filename);
    const MarkdownIt = require('markdown-it') as new (options: object) => Renderer;
    markdownIt = new MarkdownIt({ html: true });
  }
  return markdownIt;
}

/** How many of the edits (by start offset) fall inside code of a Markdown or HTML document. */
export function editsInCode(family: 'markdown' | 'html', text: string, offsets: readonly number[]): number {
  if (offsets.length === 0) return 0;
  const marked = withMarks(text, offsets);
  return marksInCode(family === 'markdown' ? renderer().render(marked) : marked);
}
