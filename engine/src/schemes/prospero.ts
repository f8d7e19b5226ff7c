/**
 * RFC 1738 3.11, PROSPERO. Section 5:
 *
 *   prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 *   ppath       = psegment *[ "/" psegment ]
 *   psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   fieldspec   = ";" fieldname "=" fieldvalue
 *   fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
 *   fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
 *
 * 3.11: "each field/value pair is separated from each other and from the rest of the URL by a ";" (semicolon). The
 * name of the field and its value are separated by a "=" (equal sign)." Checked by `prospero-invalid-path` (the "/"
 * before ppath; psegment) and `prospero-invalid-fieldspec` (fieldspec, fieldname, fieldvalue).
 */
import { reservedOutside, reservedSet } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { indexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** ppath *[ fieldspec ]: the ppath is the `hsoname` part (3.11's name for it), each fieldspec one part without its ";". */
export function ppathAndFields(url: string, parts: PartList, start: number, end: number): void {
  let semi = indexOfIn(url, ';', start, end);
  parts.add('hsoname', start, semi >= 0 ? semi : end);
  while (semi >= 0) {
    const next = indexOfIn(url, ';', semi + 1, end);
    parts.add('fieldspec', semi + 1, next >= 0 ? next : end);
    semi = next;
  }
}

const PSEGMENT = reservedSet('?:@&=');
const FIELD = reservedSet('?:@&');

/** psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ], over a whole ppath: the reserved characters it leaves out. */
export function psegment(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, PSEGMENT | reservedSet('/'));
}

/**
 * fieldspec = ";" fieldname "=" fieldvalue, over the part after its ";": the offset of its "=" (the first), or -1.
 * fieldname and fieldvalue may be empty (`*[ ... ]`).
 */
export function fieldspec(url: string, part: Part): number {
  return indexOfIn(url, '=', part.start, part.end);
}

/** fieldname or fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]: the reserved characters they leave out ("/", "=", ...). */
export function fieldnameOrValue(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, FIELD);
}

export const prospero: SchemeGrammar = {
  url: 'prosperourl',
  urlpath(url, parts, start, end, slash) {
    if (slash) ppathAndFields(url, parts, start, end);
  },
  production(part: Part, at: number, url: string): Production | undefined {
    if (part.name === 'hsoname') return 'psegment';
    if (part.name !== 'fieldspec') return undefined;
    const eq = fieldspec(url, part);
    if (eq < 0) return 'fieldspec';
    return at < eq ? 'fieldname' : 'fieldvalue';
  },
};
