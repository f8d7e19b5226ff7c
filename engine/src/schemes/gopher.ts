/**
 * RFC 1738 3.4, Gopher. Section 5:
 *
 *   gopherurl      = "gopher://" hostport [ / [ gtype [ selector
 *                    [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 *   gtype          = xchar
 *   selector       = *xchar
 *   gopher+_string = *xchar
 *   search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *
 * xchar is every unreserved and reserved character and escape, so what breaks selector, gtype and gopher+_string is
 * what the character rules report. The gopher search is written with http's production (see http.ts), whose "/"
 * and "?" the BNF leaves out; but 3.4.1 says "Within the <gopher-path>, no characters are reserved", and the search
 * is handed to the server as a string. Between the two the prose wins: nothing here reports them.
 */
import { isEscapeAt } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ]; gtype = xchar, so it may itself be an escape. */
export function gtypeAndSelector(url: string, parts: PartList, start: number, end: number): void {
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

/** The next "%09" (an encoded tab, which separates gopher fields). */
function indexOfTab(url: string, from: number, end: number): number {
  for (let i = url.indexOf('%', from); i >= 0 && i + 3 <= end; i = url.indexOf('%', i + 1)) {
    if (url.charCodeAt(i + 1) === 0x30 && url.charCodeAt(i + 2) === 0x39) return i;
  }
  return -1;
}

export const gopher: SchemeGrammar = {
  url: 'gopherurl',
  urlpath: gtypeAndSelector,
  production(part: Part): Production | undefined {
    switch (part.name) {
      case 'gophertype':
        return 'gtype';
      case 'selector':
        return 'selector';
      case 'gopher-search':
        return 'search';
      case 'gopher+':
        return 'gopher+_string';
      default:
        return undefined;
    }
  },
};
