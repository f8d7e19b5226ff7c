/**
 * RFC 1738 3.9, WAIS. Section 5:
 *
 *   waisurl      = waisdatabase | waisindex | waisdoc
 *   waisdatabase = "wais://" hostport "/" database
 *   waisindex    = "wais://" hostport "/" database "?" search
 *   waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 *   database     = *uchar
 *   wtype        = *uchar
 *   wpath        = *uchar
 *
 * uchar has no reserved character at all. Checked by `wais-invalid-path` (the three forms, database, wtype, wpath);
 * the search is http's production (see http.ts), whose "/" and "?" are `http-search-character`'s to report.
 */
import { reservedOutside } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { indexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** database [ "?" search | "/" wtype "/" wpath ] */
export function databaseAndRest(url: string, parts: PartList, start: number, end: number): void {
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

/** database, wtype, wpath = *uchar: the offsets of the reserved characters in url[start, end), which uchar has none of. */
export function uchars(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, 0);
}

export const wais: SchemeGrammar = {
  url: 'waisurl',
  urlpath(url, parts, start, end, slash) {
    if (slash) databaseAndRest(url, parts, start, end);
  },
  production(part: Part): Production | undefined {
    switch (part.name) {
      case 'database':
        return 'database';
      case 'wtype':
        return 'wtype';
      case 'wpath':
        return 'wpath';
      case 'search':
        return 'search';
      default:
        return undefined;
    }
  },
};
