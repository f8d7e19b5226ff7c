/**
 * RFC 1738 3.5, MAILTO. Section 5:
 *
 *   mailtourl      = "mailto:" encoded822addr
 *   encoded822addr = 1*xchar               ; further defined in RFC822
 *
 * xchar is every unreserved and reserved character and escape: what else stands in the address is the character
 * rules' to report (a "%" that starts no escape: `mailto-unencoded-percent`), and an empty address breaks the
 * "1*" (`mailto-invalid-address`). RFC 822's own address grammar is not checked: "further defined" there, and
 * beyond what a URL linter should judge.
 */
import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** The schemepart, all of it the address. */
export function addressPart(_url: string, parts: PartList, start: number, end: number): void {
  parts.add('address', start, end);
}

/** encoded822addr = 1*xchar: at least one character (which characters: the character rules). */
export function encoded822addr(raw: string): boolean {
  return raw.length > 0;
}

export const mailto: SchemeGrammar = {
  url: 'mailtourl',
  urlpath: addressPart,
  production(part: Part): Production | undefined {
    return part.name === 'address' ? 'encoded822addr' : undefined;
  },
};
