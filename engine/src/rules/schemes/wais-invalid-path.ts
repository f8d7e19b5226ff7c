import { uchars } from '../../schemes/wais';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/wais.ts):
 *   waisdatabase = "wais://" hostport "/" database
 *   waisindex    = "wais://" hostport "/" database "?" search
 *   waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 *   database = *uchar; wtype = *uchar; wpath = *uchar     (uchar excludes the reserved ; / ? : @ & =)
 */
export const waisInvalidPath: Rule = {
  meta: meta('wais-invalid-path', 'error', '3.9', 'A wais URL is /database, /database?search or /database/wtype/wpath.'),
  scope: 'wais',
  check(ctx) {
    if (!ctx.host) return;
    const db = ctx.part('database');
    if (!db) {
      ctx.report(this.meta.code, ctx.host.part.start, ctx.host.part.end, 'A wais URL needs "/" and a database name after the host.', [], 'waisurl');
      return;
    }
    const wtype = ctx.part('wtype');
    if (wtype && !ctx.part('wpath')) {
      ctx.report(this.meta.code, wtype.start, wtype.end, 'A wais document URL needs "/wtype/wpath" after the database.', [], 'waisdoc');
    }
    for (const name of ['database', 'wtype', 'wpath'] as const) {
      const part = ctx.part(name);
      if (!part) continue;
      for (const i of uchars(ctx.url, part.start, part.end) ?? []) ctx.report(this.meta.code, i, i + 1, `Reserved "${ctx.url[i]}" must be encoded in the wais ${name}.`, [], name);
    }
  },
};
