/**
 * The mistakes the recall generator writes into a clean URL, one per case: the commonest ways a real URL is written
 * wrong (issue 18). Each works on the URL's text and its parts as the engine parsed them, and returns the new URL and
 * the injected text a diagnostic must cover, or undefined when the URL has no place for it (no path, no host).
 *
 * What "the injected text" is, per kind (`spans`; a diagnostic that covers any one of them catches the mistake):
 * - a character in the path (space, `|`, `^`, `` ` ``, `\`): that character;
 * - a port with a letter, a port above 65535: the port (`80a`, `70000`), not its ":";
 * - a stray `%`: the "%";  a second `#`: the second "#";
 * - an empty host label: either dot of the `..` (which of the two was written twice cannot be told);
 * - double encoding: the whole `%25XX`;  an inner URL in a query value: the inner URL;
 * - an invisible character in the path (a zero-width space U+200B, a no-break space U+00A0; issue 30): that character
 *   (in running text a no-break space ends a bare URL by design, as a space does);
 * - a scheme typo (`https:/`, one slash of the "//" dropped; issue 30): the ":/" left.
 * The rest of issue 30's kinds, each only where its text can stand (KIND_TABLE):
 * - a hyphen break: a bare URL in running text broken after a hyphen of its path, the rest on the next line
 *   (`.../release-` newline `notes`), as a typesetter wraps it: the hyphen (a `hyphen-line-break` warning);
 * - CJK brackets in the path (`/wiki/【我推的孩子】`): no mistake, so the check is that the URL found runs through
 *   them (`kept`): the bracketed text;
 * - a titled link with a space (`[t](http://h.example/a b "title")`, Markdown link destinations only): the space;
 * - a relative destination with a space (`[t](docs/my file.md)`, written for the link's URL from its path's last
 *   segments; Markdown link destinations only): the space;
 * - an escaped backslash (`\\`, one backslash in the value) in a string the URL starts (code, JSON, YAML):
 *   either backslash, or both;
 * - an unclosed brace (`p236{0`): the "{";
 * - a secret in capitals (`?api_key=AKIA2OGYBAH6STMMNXNN`): the key;
 * - inline code: a bare URL in running text wrapped in `<code>...</code>` with a `^` in its path (Markdown, HTML): it
 *   is an example, so the `^` must be a hint and no error or warning (`hint`).
 */

/** A part of the URL, URL offsets [start, end), as the engine's parser names it (engine/src/types.ts Part). */
export interface UrlPart {
  name: string;
  start: number;
  end: number;
}

export interface Injected {
  url: string;
  /** URL offsets of the injected text; a diagnostic covering any one of these catches the mistake. */
  spans: { start: number; end: number }[];
}

export type MistakeKind =
  | 'space'
  | 'pipe'
  | 'caret'
  | 'backtick'
  | 'backslash'
  | 'port-letter'
  | 'port-range'
  | 'stray-percent'
  | 'empty-label'
  | 'second-hash'
  | 'double-encoding'
  | 'inner-url'
  | 'zero-width-space'
  | 'no-break-space'
  | 'scheme-one-slash'
  | 'hyphen-break'
  | 'cjk-brackets'
  | 'titled-link'
  | 'relative-destination'
  | 'escaped-backslash'
  | 'unclosed-brace'
  | 'secret-capitals'
  | 'inline-code';

export const KINDS: readonly MistakeKind[] = [
  'space',
  'pipe',
  'caret',
  'backtick',
  'backslash',
  'port-letter',
  'port-range',
  'stray-percent',
  'empty-label',
  'second-hash',
  'double-encoding',
  'inner-url',
  'zero-width-space',
  'no-break-space',
  'scheme-one-slash',
];

/** Issue 30's remaining kinds (see the header), measured in their own run (`--kinds issue-30`) so the cases above stay. */
export const ISSUE_30_KINDS: readonly MistakeKind[] = [
  'hyphen-break',
  'cjk-brackets',
  'titled-link',
  'relative-destination',
  'escaped-backslash',
  'unclosed-brace',
  'secret-capitals',
  'inline-code',
];

/**
 * What catching a kind means: `problem`, an error or warning covers the injected text; `kept`, a URL found runs
 * through it; `hint`, a hint covers it and no error or warning does (code is an example).
 */
export type Expect = 'problem' | 'kept' | 'hint';

/** Where a kind can be written: document types (all when absent) and the text around the URL. */
interface KindRow {
  expect: Expect;
  types?: readonly string[];
  /** The URL as its document writes it: a Markdown link destination, or bare in running text. */
  where?: 'link-destination' | 'running-text' | 'string-start';
}

const KIND_TABLE: Partial<Record<MistakeKind, KindRow>> = {
  'hyphen-break': { expect: 'problem', types: ['markdown', 'plaintext', 'html'], where: 'running-text' },
  'cjk-brackets': { expect: 'kept' },
  'titled-link': { expect: 'problem', types: ['markdown'], where: 'link-destination' },
  'relative-destination': { expect: 'problem', types: ['markdown'], where: 'link-destination' },
  'escaped-backslash': { expect: 'problem', types: ['javascript', 'python', 'json', 'yaml'], where: 'string-start' },
  'inline-code': { expect: 'hint', types: ['markdown', 'html'], where: 'running-text' },
};

export function expectOf(kind: MistakeKind): Expect {
  return KIND_TABLE[kind]?.expect ?? 'problem';
}

/** Whether a kind can be written into a document of this type at all. */
export function appliesTo(kind: MistakeKind, type: string): boolean {
  const types = KIND_TABLE[kind]?.types;
  return types === undefined || types.includes(type);
}

/** The document text right before and after the URL, on its line. */
export interface Around {
  before: string;
  after: string;
}

/** Whether the URL stands where the kind can be written (see KindRow.where). */
export function standsRight(kind: MistakeKind, around: Around): boolean {
  const where = KIND_TABLE[kind]?.where;
  if (where === 'link-destination') return around.before.endsWith('](') && around.after.startsWith(')');
  if (where === 'string-start') return /["']$/.test(around.before);
  if (where === 'running-text') {
    // Not inside a tag (an attribute value), not a Markdown reference definition's destination.
    const inTag = around.before.lastIndexOf('<') > around.before.lastIndexOf('>');
    return !inTag && !/^\s*\[[^\]]+\]:/.test(around.before) && /(^|[ \t])$/.test(around.before) && /^($|[ \t.,;])/.test(around.after);
  }
  return true;
}

/** The query value the inner-URL mistake writes: its "?", "&" and "#"-free tail end up in the outer URL. */
const INNER_URL = 'https://b.example/cb?x=1&y=2';

export function inject(kind: MistakeKind, url: string, parts: readonly UrlPart[]): Injected | undefined {
  const part = (name: string): UrlPart | undefined => parts.find((p) => p.name === name);
  switch (kind) {
    case 'space':
      return insertInPath(url, part('path'), ' ');
    case 'pipe':
      return insertInPath(url, part('path'), '|');
    case 'caret':
      return insertInPath(url, part('path'), '^');
    case 'backtick':
      return insertInPath(url, part('path'), '`');
    case 'backslash':
      return insertInPath(url, part('path'), '\\');
    case 'port-letter':
      return withPort(url, part('host'), part('port'), (port) => `${port || '80'}a`);
    case 'port-range':
      return withPort(url, part('host'), part('port'), () => '70000');
    case 'stray-percent':
      return strayPercent(url, part('path'));
    case 'empty-label':
      return emptyLabel(url, part('host'));
    case 'second-hash':
      return secondHash(url, part('fragment'));
    case 'double-encoding':
      return doubleEncoding(url, part('path'));
    case 'inner-url':
      return innerUrl(url, part('search'), part('fragment'));
    case 'zero-width-space':
      return insertInPath(url, part('path'), '\u200b');
    case 'no-break-space':
      return insertInPath(url, part('path'), '\u00a0');
    case 'scheme-one-slash':
      return oneSlash(url);
    case 'hyphen-break':
      return hyphenBreak(url, part('path'));
    case 'cjk-brackets':
      return cjkBrackets(url, part('path'));
    case 'titled-link': {
      const spaced = insertInPath(url, part('path'), ' ');
      return spaced && { url: `${spaced.url} "title"`, spans: spaced.spans };
    }
    case 'relative-destination':
      return relative(url, part('path'));
    case 'escaped-backslash': {
      const at = pathPlace(url, part('path'));
      if (at === undefined) return undefined;
      const injected = insert(url, at, '\\\\');
      return { url: injected.url, spans: [{ start: at, end: at + 2 }, { start: at, end: at + 1 }, { start: at + 1, end: at + 2 }] };
    }
    case 'unclosed-brace':
      return insertInPath(url, part('path'), '{');
    case 'secret-capitals':
      return secret(url, part('search'), part('fragment'));
    case 'inline-code': {
      const caret = insertInPath(url, part('path'), '^');
      return caret && { url: `<code>${caret.url}</code>`, spans: caret.spans.map((s) => ({ start: s.start + 6, end: s.end + 6 })) };
    }
  }
}

/** `.../release-notes` as `.../release-` newline `notes`: a hyphen of the path between letters or digits; the hyphen. */
function hyphenBreak(url: string, path: UrlPart | undefined): Injected | undefined {
  if (!path) return undefined;
  for (let i = path.end - 2; i > path.start; i--) {
    if (url[i] === '-' && isAlnum(url.charCodeAt(i - 1)) && isAlnum(url.charCodeAt(i + 1))) return insert(url, i + 1, '\n', i, i + 1);
  }
  return undefined;
}

/** `【我推的孩子】` as the last path segment (the issue's Wikipedia title); the bracketed text. */
function cjkBrackets(url: string, path: UrlPart | undefined): Injected | undefined {
  if (!path || path.end !== url.length) return undefined;
  const text = url.endsWith('/') ? '【我推的孩子】' : '/【我推的孩子】';
  const start = url.length + text.indexOf('【');
  return { url: url + text, spans: [{ start, end: url.length + text.length }] };
}

/**
 * The URL's path as a relative destination (its last two segments), with a space where file and folder names get
 * one: in a file's name before its extension (`docs/my guide.md`), else in the folder before it (`My Docs/notes`),
 * else in the one segment (`my notes`, which the reader takes for prose); the space.
 */
function relative(url: string, path: UrlPart | undefined): Injected | undefined {
  if (!path) return undefined;
  const segments = url.slice(path.start, path.end).split('/').filter((s) => s !== '');
  if (segments.length === 0) return undefined;
  const rel = segments.slice(-2).join('/');
  const lastStart = rel.lastIndexOf('/') + 1;
  const extension = /\.[A-Za-z][A-Za-z0-9]{0,7}$/.exec(rel.slice(lastStart));
  const [from, to] = extension ? [lastStart, lastStart + extension.index] : lastStart > 0 ? [0, lastStart - 1] : [0, rel.length];
  for (let i = to - 1; i > from; i--) {
    if (isAlnum(rel.charCodeAt(i - 1)) && isAlnum(rel.charCodeAt(i))) return insert(rel, i, ' ');
  }
  return undefined;
}

/** `api_key=AKIA2OGYBAH6STMMNXNN` added to the query (a made-up AWS access key id, as in issue 30); the key. */
function secret(url: string, search: UrlPart | undefined, fragment: UrlPart | undefined): Injected | undefined {
  if (!/^https?:/i.test(url)) return undefined;
  const at = fragment ? fragment.start - 1 : url.length;
  const text = `${search ? '&' : '?'}api_key=AKIA2OGYBAH6STMMNXNN`;
  return insert(url, at, text, at + text.indexOf('AKIA'), at + text.length);
}

function insert(url: string, at: number, text: string, spanStart = at, spanEnd = at + text.length): Injected {
  return { url: url.slice(0, at) + text + url.slice(at), spans: [{ start: spanStart, end: spanEnd }] };
}

/**
 * Where a character goes in the path: between two letters or digits of its last segment that has two, the way a
 * file name gets a space (`my guide.pdf`). Undefined for a path without such a place.
 */
function pathPlace(url: string, path: UrlPart | undefined): number | undefined {
  if (!path) return undefined;
  for (let i = path.end - 1; i > path.start; i--) {
    if (isAlnum(url.charCodeAt(i - 1)) && isAlnum(url.charCodeAt(i))) return i;
  }
  return undefined;
}

function insertInPath(url: string, path: UrlPart | undefined, c: string): Injected | undefined {
  const at = pathPlace(url, path);
  return at === undefined ? undefined : insert(url, at, c);
}

function withPort(url: string, host: UrlPart | undefined, port: UrlPart | undefined, value: (port: string) => string): Injected | undefined {
  if (!host || host.end === host.start) return undefined;
  if (port) {
    const text = value(url.slice(port.start, port.end));
    return { url: url.slice(0, port.start) + text + url.slice(port.end), spans: [{ start: port.start, end: port.start + text.length }] };
  }
  const text = value('');
  return insert(url, host.end, `:${text}`, host.end + 1);
}

/**
 * A "%" after a letter or digit and before "-", "_" or "/" (`50%-off`, `100%_done`, `a%/b`): no escape can be read
 * into it, and no printf or Python conversion either (`%s`, `%t`, `%(name)s` are placeholders, not mistakes).
 */
function strayPercent(url: string, path: UrlPart | undefined): Injected | undefined {
  if (!path) return undefined;
  for (let i = path.end - 1; i > path.start; i--) {
    if (isAlnum(url.charCodeAt(i - 1)) && '-_/'.includes(url[i]!)) return insert(url, i, '%');
  }
  return undefined;
}

function emptyLabel(url: string, host: UrlPart | undefined): Injected | undefined {
  if (!host) return undefined;
  const dot = url.indexOf('.', host.start);
  if (dot < 0 || dot >= host.end - 1) return undefined;
  const injected = insert(url, dot + 1, '.');
  return { url: injected.url, spans: [{ start: dot, end: dot + 1 }, { start: dot + 1, end: dot + 2 }] };
}

function secondHash(url: string, fragment: UrlPart | undefined): Injected | undefined {
  if (fragment) return insert(url, fragment.end, '#b', fragment.end, fragment.end + 1);
  const first = url.length;
  return insert(url, first, '#a#b', first + 2, first + 3);
}

function doubleEncoding(url: string, path: UrlPart | undefined): Injected | undefined {
  const escape = /%[0-9A-Fa-f]{2}/.exec(url);
  if (escape) return { url: `${url.slice(0, escape.index)}%25${url.slice(escape.index + 1)}`, spans: [{ start: escape.index, end: escape.index + 5 }] };
  const at = pathPlace(url, path);
  return at === undefined ? undefined : insert(url, at, '%2520');
}

function innerUrl(url: string, search: UrlPart | undefined, fragment: UrlPart | undefined): Injected | undefined {
  if (!/^https?:/i.test(url)) return undefined;
  const at = fragment ? fragment.start - 1 : url.length;
  const prefix = search ? '&next=' : '?next=';
  return insert(url, at, `${prefix}${INNER_URL}`, at + prefix.length);
}

/** `https://h/` as `https:/h/`: the second slash dropped; the ":/" left is the injected text. */
function oneSlash(url: string): Injected | undefined {
  const colon = url.indexOf('://');
  if (colon < 0) return undefined;
  return { url: url.slice(0, colon + 2) + url.slice(colon + 3), spans: [{ start: colon, end: colon + 2 }] };
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
