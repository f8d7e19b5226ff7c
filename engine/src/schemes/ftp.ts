/**
 * RFC 1738 3.2, FTP. Section 5:
 *
 *   ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 *   fpath    = fsegment *[ "/" fsegment ]
 *   fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
 *
 * Checked by `ftp-invalid-path` (fsegment), `ftp-invalid-typecode` (ftptype), the character rules (what no
 * production allows) and the login rules (login).
 */
import { reservedOutside, reservedSet } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { lastIndexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** fpath [ ";type=" ftptype ]: the path, and the typecode when ";type=" follows its last "/" (3.2.2). */
export function fpath(url: string, parts: PartList, start: number, end: number): void {
  const lastSlash = lastIndexOfIn(url, '/', start, end);
  const typeAt = url.lastIndexOf(';type=', end - 1);
  const hasType = typeAt > lastSlash && typeAt >= start && typeAt + 6 <= end;
  parts.add('path', start, hasType ? typeAt : end);
  if (hasType) parts.add('typecode', typeAt + 6, end);
}

const FSEGMENT = reservedSet('?:@&=');

/**
 * fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]: the offsets of the reserved characters it leaves out, ";"
 * being the one that can stand in a path ("/" separates segments). Checked over the whole fpath at once.
 */
export function fsegment(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, FSEGMENT | reservedSet('/'));
}

/** ftptype = "A" | "I" | "D" | "a" | "i" | "d" */
export function ftptype(raw: string): boolean {
  return raw.length === 1 && 'AIDaid'.includes(raw);
}

export const ftp: SchemeGrammar = {
  url: 'ftpurl',
  urlpath(url, parts, start, end, slash) {
    if (slash) fpath(url, parts, start, end);
  },
  production(part: Part): Production | undefined {
    if (part.name === 'path') return 'fsegment';
    if (part.name === 'typecode') return 'ftptype';
    return undefined;
  },
};
