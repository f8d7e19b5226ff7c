/**
 * RFC 1738 section 5's generic form, for schemes it does not define:
 *
 *   genericurl = scheme ":" schemepart
 *   url        = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl |
 *                prosperourl | otherurl
 *   otherurl   = genericurl
 *   scheme     = 1*[ lowalpha | digit | "+" | "-" | "." ]          (grammar/scheme-name.ts)
 *   schemepart = *xchar | ip-schemepart                            (ip-schemepart: internet.ts)
 *
 * xchar is every unreserved and reserved character and escape, so what breaks a schemepart is what the character
 * rules report. A defined scheme written without its "//" (`http:x`) is a schemepart too, reported by
 * `missing-authority` as a break of the scheme's URL production.
 */
import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';
import { urlpath } from './internet';
import type { SchemeGrammar } from './scheme';

/** schemepart = *xchar, as one part. */
export function schemepart(_url: string, parts: PartList, start: number, end: number): void {
  parts.add('schemepart', start, end);
}

/** Schemes RFC 1738 does not define, without "//": otherurl. */
export const generic: SchemeGrammar = {
  url: 'otherurl',
  urlpath: schemepart,
  production(part: Part): Production | undefined {
    return part.name === 'schemepart' ? 'schemepart' : undefined;
  },
};

/** Schemes RFC 1738 does not define, with "//": ip-schemepart = "//" login [ "/" urlpath ]. */
export const ip: SchemeGrammar = {
  url: 'ip-schemepart',
  urlpath(url, parts, start, end, slash) {
    if (slash) urlpath(url, parts, start, end);
  },
  production(part: Part): Production | undefined {
    if (part.name === 'path') return 'urlpath';
    return part.name === 'schemepart' ? 'schemepart' : undefined;
  },
};
