import { GRAMMARS } from '../../schemes';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 3.1: "The scheme specific data start with a double slash "//" to indicate that it complies with the
 * common Internet scheme syntax." ftp, http, gopher, nntp, telnet, wais, file and prospero all require it (section 5),
 * so the URL breaks its scheme's URL production (`httpurl = "http://" hostport ...`).
 */
export const missingAuthority: Rule = {
  meta: meta('missing-authority', 'error', '3.1', 'Schemes using the common Internet syntax need "//" after the colon.'),
  scope: 'url',
  check(ctx) {
    const scheme = ctx.part('scheme');
    if (!scheme || !ctx.spec?.ip || ctx.url.startsWith('//', scheme.end + 1)) return;
    ctx.report(this.meta.code, 0, scheme.end + 1, `${ctx.parsed.scheme} URLs need "//" and a host after "${ctx.parsed.scheme}:".`, [], GRAMMARS[ctx.parsed.grammar].url);
  },
};
