/**
 * The url-path grammars of RFC 1738 section 5, one function per scheme. Each receives [start, end): the
 * url-path after the "/" that ends the login ("the "/" between the host (or port) and the url-path is NOT
 * part of the url-path", 3.1), up to the fragment.
 */
import { isEscapeAt } from '../grammar/chars';
import { indexOfIn, lastIndexOfIn, type PartList } from './parts';

/** fpath = fsegment *[ "/" fsegment ], optionally followed by ";type=" ftptype (3.2.2). */
export function ftpPath(url: string, parts: PartList, start: number, end: number): void {
  const lastSlash = lastIndexOfIn(url, '/', start, end);
  const typeAt = url.lastIndexOf(';type=', end - 1);
  const hasType = typeAt > lastSlash && typeAt >= start && typeAt + 6 <= end;
  const pathEnd = hasType ? typeAt : end;
  parts.add('path', start, pathEnd);
  if (hasType) parts.add('typecode', typeAt + 6, end);
}

/** httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (3.3). `start` may point at "?" when "/" was omitted. */
export function httpPath(url: string, parts: PartList, start: number, end: number, slash: boolean): void {
  const q = indexOfIn(url, '?', start, end);
  const pathEnd = q >= 0 ? q : end;
  if (slash) parts.add('path', start, pathEnd);
  if (q >= 0) parts.add('search', q + 1, end);
}

/**
 * gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * gtype = xchar, so it may itself be an escape.
 */
export function gopherPath(url: string, parts: PartList, start: number, end: number): void {
  if (start >= end) return;
  const typeEnd = isEscapeAt(url, start) ? start + 3 : start + 1;
  parts.add('gophertype', start, Math.min(typeEnd, end));
  const tab1 = indexOfTab(url, typeEnd, end);
  parts.add('selector', Math.min(typeEnd, end), tab1 >= 0 ? tab1 : end);
  if (tab1 < 0) return;
  const tab2 = indexOfTab(url, tab1 + 3, end);
  parts.add('gopher-search', tab1 + 3, tab2 >= 0 ? tab2 : end);
  if (tab2 >= 0) parts.add('gopher+', tab2 + 3, end);
}

/** The next "%09" (an encoded tab, which separates gopher fields), case-insensitive. */
function indexOfTab(url: string, from: number, end: number): number {
  for (let i = url.indexOf('%', from); i >= 0 && i + 3 <= end; i = url.indexOf('%', i + 1)) {
    if (url.charCodeAt(i + 1) === 0x30 && url.charCodeAt(i + 2) === 0x39) return i;
  }
  return -1;
}

/** nntpurl = "nntp://" hostport "/" group [ "/" digits ] (3.7). */
export function nntpPath(url: string, parts: PartList, start: number, end: number): void {
  const slash = indexOfIn(url, '/', start, end);
  parts.add('group', start, slash >= 0 ? slash : end);
  if (slash >= 0) parts.add('article-number', slash + 1, end);
}

/** telneturl = "telnet://" login [ "/" ]: anything after the "/" is a path the grammar does not allow (3.8). */
export function telnetPath(_url: string, parts: PartList, start: number, end: number): void {
  if (start < end) parts.add('path', start, end);
}

/**
 * waisdatabase = "wais://" hostport "/" database
 * waisindex    = "wais://" hostport "/" database "?" search
 * waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath        (3.9)
 */
export function waisPath(url: string, parts: PartList, start: number, end: number): void {
  let dbEnd = end;
  for (let i = start; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x3f) {
      dbEnd = i;
      break;
    }
  }
  parts.add('database', start, dbEnd);
  if (dbEnd === end) return;
  if (url.charCodeAt(dbEnd) === 0x3f) {
    parts.add('search', dbEnd + 1, end);
    return;
  }
  const slash = indexOfIn(url, '/', dbEnd + 1, end);
  parts.add('wtype', dbEnd + 1, slash >= 0 ? slash : end);
  if (slash >= 0) parts.add('wpath', slash + 1, end);
}

/** prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ];  fieldspec = ";" fieldname "=" fieldvalue (3.11). */
export function prosperoPath(url: string, parts: PartList, start: number, end: number): void {
  let semi = indexOfIn(url, ';', start, end);
  parts.add('hsoname', start, semi >= 0 ? semi : end);
  while (semi >= 0) {
    const next = indexOfIn(url, ';', semi + 1, end);
    parts.add('fieldspec', semi + 1, next >= 0 ? next : end);
    semi = next;
  }
}

/**
 * A "/"-separated path (its segments: `pathSegments`): file's fpath (fileurl = "file://" [ host | "localhost" ] "/" fpath, 3.10), and the
 * url-path of the common Internet scheme syntax for schemes RFC 1738 does not define.
 */
export function genericPath(_url: string, parts: PartList, start: number, end: number): void {
  parts.add('path', start, end);
}
