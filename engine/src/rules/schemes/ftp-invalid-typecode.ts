import { ftptype } from '../../schemes/ftp';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.2.2: "<typecode> is one of the characters "a", "i", or "d"" (section 5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"). */
export const ftpInvalidTypecode: Rule = {
  meta: meta('ftp-invalid-typecode', 'error', '3.2.2', 'An ftp ";type=" code is a, i or d.'),
  scope: 'ftp',
  check(ctx) {
    const type = ctx.part('typecode');
    if (!type || ftptype(type.raw)) return;
    const start = type.raw.length > 0 ? type.start : type.start - 6;
    ctx.report(this.meta.code, start, type.end, `";type=${type.raw}" is not an ftp typecode (a, i or d).`, [], 'ftptype');
  },
};
