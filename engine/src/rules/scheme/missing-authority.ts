import { t } from '../../l10n';
import { GRAMMARS } from '../../schemes';
import { defineRule } from '../define-rule';
import { isLocalFilePath } from '../per-scheme/file-local-path';

/**
 * RFC 1738 3.1: "The scheme specific data start with a double slash "//" to indicate that it complies with the
 * common Internet scheme syntax." ftp, http, gopher, nntp, telnet, wais, file and prospero all require it (section 5),
 * so the URL breaks its scheme's URL production (`httpurl = "http://" hostport ...`). A file URL with an absolute
 * path and no "//" is RFC 8089's local form: `file-local-path` judges it.
 */
export const missingAuthority = defineRule({
  code: 'missing-authority',
  severity: 'error',
  section: '3.1',
  description: 'Schemes using the common Internet syntax need "//" after the colon.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http:a.example/' }],
    valid: [{ url: 'http://a.example/' }],
  },
  scope: 'url',
  check(ctx, report) {
    const scheme = ctx.part('scheme');
    if (!scheme || !ctx.spec?.ip || ctx.url.startsWith('//', scheme.end + 1)) return;
    if (ctx.parsed.grammar === 'file' && isLocalFilePath(ctx.url, scheme.end)) return;
    report(0, scheme.end + 1, t('{scheme} URLs need "//" and a host after "{scheme}:".', { scheme: ctx.parsed.scheme }), { production: GRAMMARS[ctx.parsed.grammar].url });
  },
});
