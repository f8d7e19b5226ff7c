import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/prospero.ts): prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]: the "/"
 * and the ppath (3.11's hsoname, the object's name on the host) are not optional. The ppath's own characters are
 * psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]: every reserved character that can stand there (";" starts a
 * fieldspec, "/" separates segments), so what else breaks it is the character rules'.
 */
export const prosperoInvalidPath = defineRule({
  code: 'prospero-invalid-path',
  severity: 'error',
  section: '3.11',
  description: 'A prospero URL is prospero://host/path, with fields after the path.',
  details: `Section 5 of RFC 1738 gives \`prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]\`: the "/" and the path
are required.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'prospero://a.example' }],
    valid: [{ url: 'prospero://a.example/x' }],
  },
  scope: 'prospero',
  check(ctx, report) {
    if (!ctx.host || ctx.part('hsoname')) return;
    report(ctx.host.part.start, ctx.host.part.end, t('A prospero URL needs "/" and a path after the host.'), { production: 'prosperourl' });
  },
});
