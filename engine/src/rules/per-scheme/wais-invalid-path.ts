import { t } from '../../l10n';
import { uchars } from '../../schemes/wais';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/wais.ts):
 *   waisdatabase = "wais://" hostport "/" database
 *   waisindex    = "wais://" hostport "/" database "?" search
 *   waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 *   database = *uchar; wtype = *uchar; wpath = *uchar     (uchar excludes the reserved ; / ? : @ & =)
 */
export const waisInvalidPath = defineRule({
  code: 'wais-invalid-path',
  severity: 'error',
  section: '3.9',
  description: 'A wais URL is /database, /database?search or /database/wtype/wpath.',
  fixable: false,
  examples: {
    invalid: [{ url: 'wais://a.example/db/TEXT' }],
    valid: [{ url: 'wais://a.example/db/TEXT/doc' }],
  },
  scope: 'wais',
  check(ctx, report) {
    if (!ctx.host) return;
    const db = ctx.part('database');
    if (!db) {
      report(ctx.host.part.start, ctx.host.part.end, t('A wais URL needs "/" and a database name after the host.'), { production: 'waisurl' });
      return;
    }
    const wtype = ctx.part('wtype');
    if (wtype && !ctx.part('wpath')) {
      report(wtype.start, wtype.end, t('A wais document URL needs "/wtype/wpath" after the database.'), { production: 'waisdoc' });
    }
    for (const name of ['database', 'wtype', 'wpath'] as const) {
      const part = ctx.part(name);
      if (!part) continue;
      for (const i of uchars(ctx.url, part.start, part.end) ?? []) report(i, i + 1, reservedIn(name, ctx.url[i]!), { production: name });
    }
  },
});

/** The message for a reserved character in one of the wais parts: a sentence per part, as each language words it. */
function reservedIn(name: 'database' | 'wtype' | 'wpath', character: string): string {
  if (name === 'database') return t('Reserved "{character}" must be encoded in the wais database.', { character });
  if (name === 'wtype') return t('Reserved "{character}" must be encoded in the wais wtype.', { character });
  return t('Reserved "{character}" must be encoded in the wais wpath.', { character });
}
