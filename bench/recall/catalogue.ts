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
  | 'scheme-one-slash';

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
  }
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
