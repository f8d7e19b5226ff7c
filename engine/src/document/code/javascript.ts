import { ESCAPES, closeQuote, isBlank, isWordChar, lineEnd, skipMarks, type TextView, ViewList, wordEnd } from '../view';

/** Keywords after which a "/" starts a regular expression, not a division (`return /x/.test(s)`). */
const BEFORE_EXPRESSION = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await',
]);

/** What is open at a point of a template literal: its text, a `${` substitution, or a brace inside a substitution. */
const TEMPLATE = 0;
const SUBSTITUTION = 1;
const BRACE = 2;

/**
 * JavaScript and TypeScript (JSX too): comments, and string and template literals. Code between them is not read,
 * so a regular expression such as /https?:\/\/x/ is never a URL.
 *
 * A template literal is one view, from its opening to its closing backtick, its `${...}` substitutions kept as
 * written (they are placeholders). Inside a substitution the scan goes on as code: strings, comments, braces and
 * nested template literals, tracked on an explicit stack (no recursion, so deep nesting cannot overflow), so a
 * backtick nested in `${}` does not close the outer literal. Nothing inside an outer literal is a view of its own.
 *
 * A "/" starts a regular expression when the previous token cannot end an operand (the usual heuristic: after an
 * operator, an opening bracket, a keyword such as `return`, or at the start), else it is a division. A regular
 * expression never spans lines; one that does not close on its line is taken as a division, and no other "/" of that
 * line is tried as one, so a line is scanned once.
 */
export function javascriptViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  const stack: number[] = [];
  let templateStart = 0;
  let regexAllowed = true;
  let noRegexBefore = 0;
  let i = doc.startsWith('#!') ? lineEnd(doc, 0) : 0;
  while (i < n) {
    if (stack.length > 0 && stack[stack.length - 1] === TEMPLATE) {
      const stop = templateTextEnd(doc, i);
      if (stop >= n) break;
      if (doc.charCodeAt(stop) === 0x60) {
        stack.pop();
        if (stack.length === 0) out.literal(templateStart, stop, ESCAPES.javascript);
        regexAllowed = false;
        i = stop + 1;
      } else {
        stack.push(SUBSTITUTION);
        regexAllowed = true;
        i = stop + 2;
      }
      continue;
    }
    const inTemplate = stack.length > 0;
    const c = doc.charCodeAt(i);
    if (isBlank(c) || c === 0x0a || c === 0x0d) {
      i++;
    } else if (c === 0x2f) {
      const next = doc.charCodeAt(i + 1);
      if (next === 0x2f) {
        const end = lineEnd(doc, i);
        if (!inTemplate) out.comment(skipMarks(doc, i + 2, end), end);
        i = end;
      } else if (next === 0x2a) {
        const close = doc.indexOf('*/', i + 2);
        const end = close === -1 ? n : close;
        if (!inTemplate) out.blockComment(i + 2, end);
        i = close === -1 ? n : close + 2;
      } else if (regexAllowed && i >= noRegexBefore) {
        const end = regexEnd(doc, i + 1);
        if (end === -1) {
          noRegexBefore = lineEnd(doc, i);
          regexAllowed = true;
          i++;
        } else {
          regexAllowed = false;
          i = end;
        }
      } else {
        regexAllowed = true;
        i++;
      }
    } else if (c === 0x22 || c === 0x27) {
      const { close, resume } = closeQuote(doc, i + 1, c, 'continued');
      if (close !== -1 && !inTemplate) out.literal(i + 1, close, ESCAPES.javascript);
      regexAllowed = false;
      i = resume;
    } else if (c === 0x60) {
      if (!inTemplate) templateStart = i + 1;
      stack.push(TEMPLATE);
      i++;
    } else if (c === 0x7b) {
      if (inTemplate) stack.push(BRACE);
      regexAllowed = true;
      i++;
    } else if (c === 0x7d) {
      // Closing a substitution returns to template text; closing a block allows a regex statement after it.
      if (inTemplate) stack.pop();
      regexAllowed = true;
      i++;
    } else if (c === 0x29 || c === 0x5d) {
      regexAllowed = false;
      i++;
    } else if (isWordChar(c) || c === 0x24) {
      const end = wordEnd(doc, i, true);
      regexAllowed = BEFORE_EXPRESSION.has(doc.slice(i, end));
      i = end;
    } else {
      regexAllowed = true;
      i++;
    }
  }
  return out.views;
}

/** In template text from `at`: the offset of the closing backtick or of a `${`, or the document's length. */
function templateTextEnd(doc: string, at: number): number {
  let i = at;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) i += 2;
    else if (c === 0x60 || (c === 0x24 && doc.charCodeAt(i + 1) === 0x7b)) return i;
    else i++;
  }
  return doc.length;
}

/**
 * The end (after its flags) of a regular expression literal whose body starts at `at`, or -1 when its line ends
 * first. A "/" inside a character class or after a backslash does not close it.
 */
function regexEnd(doc: string, at: number): number {
  let inClass = false;
  let i = at;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return -1;
    if (c === 0x5c) {
      const escaped = doc.charCodeAt(i + 1);
      if (escaped === 0x0a || escaped === 0x0d) return -1;
      i += 2;
      continue;
    }
    if (c === 0x5b) inClass = true;
    else if (c === 0x5d) inClass = false;
    else if (c === 0x2f && !inClass) return wordEnd(doc, i + 1);
    i++;
  }
  return -1;
}
