import { SCHEMES } from '../grammar/schemes';
import { scheme } from '../grammar/scheme-name';

/**
 * Schemes found as bare URLs whose schemepart must start with "//": RFC 1738's schemes that use the common Internet
 * scheme syntax (section 3.1), and https, which has http's form. Requiring the "//" is what keeps "http: the protocol"
 * and "config file: x" out.
 */
export const INTERNET_SCHEMES: readonly string[] = [...SCHEMES].filter(([, spec]) => spec.ip).map(([name]) => name);
/** RFC 1738 schemes without "//" (sections 3.5, 3.6): any non-empty schemepart. */
export const OPAQUE_SCHEMES: readonly string[] = [...SCHEMES].filter(([, spec]) => !spec.ip).map(([name]) => name);

/** How a known scheme's schemepart must look for a bare URL to be accepted. */
export enum SchemeKind {
  Unknown = 0,
  /** Needs "//" and at least one character after it. */
  Internet = 1,
  /** Needs a non-empty schemepart. */
  Opaque = 2,
}

/**
 * The known scheme names of one finder run, matched straight against the text: no substring is allocated for
 * the many colons that are not URLs (`std::vector`, `key: value`).
 */
export class SchemeSet {
  /** Names grouped by length, lower case. */
  private readonly byLength = new Map<number, { name: string; kind: SchemeKind }[]>();
  /** Longest name: bounds the backward scan from a colon. */
  readonly maxLength: number;
  /** Which ASCII characters end a known name, in either case: most colons in text follow none of them. */
  private readonly lastChars = new Uint8Array(128);

  constructor(extraSchemes: readonly string[] = []) {
    let max = 0;
    const add = (name: string, kind: SchemeKind): void => {
      const list = this.byLength.get(name.length) ?? [];
      if (list.some((s) => s.name === name)) return;
      list.push({ name, kind });
      this.byLength.set(name.length, list);
      const last = name.charCodeAt(name.length - 1);
      this.lastChars[last] = 1;
      if (last >= 0x61 && last <= 0x7a) this.lastChars[last - 0x20] = 1;
      max = Math.max(max, name.length);
    };
    for (const name of INTERNET_SCHEMES) add(name, SchemeKind.Internet);
    for (const name of OPAQUE_SCHEMES) add(name, SchemeKind.Opaque);
    // The user's own schemes may have any form, so only a non-empty schemepart is asked of them.
    for (const raw of extraSchemes) {
      const name = String(raw).toLowerCase();
      if (isSchemeName(name, 0, name.length)) add(name, SchemeKind.Opaque);
    }
    this.maxLength = max;
  }

  /** Whether a known name can end with the character `c` (case-insensitively): a filter before any lookup. */
  mayEndName(c: number): boolean {
    return c < 128 && this.lastChars[c] === 1;
  }

  /** The kind of the scheme written at text[start, end), case-insensitively; Unknown when it is not known. */
  lookup(text: string, start: number, end: number): SchemeKind {
    const list = this.byLength.get(end - start);
    if (list === undefined) return SchemeKind.Unknown;
    for (const { name, kind } of list) {
      let i = 0;
      for (; i < name.length; i++) {
        let c = text.charCodeAt(start + i);
        if (c >= 0x41 && c <= 0x5a) c += 0x20;
        if (c !== name.charCodeAt(i)) break;
      }
      if (i === name.length) return kind;
    }
    return SchemeKind.Unknown;
  }
}

/** True when text[start, end) is a scheme name (RFC 1738 section 5's `scheme`: see grammar/scheme-name.ts). */
export function isSchemeName(text: string, start: number, end: number): boolean {
  return scheme(text, start, end);
}
