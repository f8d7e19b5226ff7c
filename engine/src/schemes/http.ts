/**
 * RFC 1738 3.3, HTTP (and https, which has http's form). Section 5:
 *
 *   httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hpath    = hsegment *[ "/" hsegment ]
 *   hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *
 * hsegment allows every reserved character that can stand in it ("/" separates segments, "?" starts the search),
 * so what breaks it is what the character rules report. search leaves out "/" and "?" (`http-search-character`),
 * and "?" needs the "/" before it (`http-invalid-path`). No user or password: hostport, not login (3.3: "No user
 * name or password is allowed"; `userinfo-not-allowed`).
 */
import { reservedOutside, reservedSet } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { indexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** [ "/" hpath [ "?" search ]]; `start` may point at "?" when the "/" was left out, which httpurl does not allow. */
export function hpath(url: string, parts: PartList, start: number, end: number, slash: boolean): void {
  const q = indexOfIn(url, '?', start, end);
  if (slash) parts.add('path', start, q >= 0 ? q : end);
  if (q >= 0) parts.add('search', q + 1, end);
}

const SEARCH = reservedSet(';:@&=');

/** search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]: the offsets of the "/" and "?" it leaves out. */
export function search(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, SEARCH);
}

export const http: SchemeGrammar = {
  url: 'httpurl',
  urlpath: hpath,
  production(part: Part): Production | undefined {
    if (part.name === 'path') return 'hsegment';
    if (part.name === 'search') return 'search';
    return undefined;
  },
};
