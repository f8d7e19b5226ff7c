import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/prospero.ts): prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]: the "/"
 * and the ppath (3.11's hsoname, the object's name on the host) are not optional. The ppath's own characters are
 * psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]: every reserved character that can stand there (";" starts a
 * fieldspec, "/" separates segments), so what else breaks it is the character rules'.
 */
export const prosperoInvalidPath: Rule = {
  meta: meta('prospero-invalid-path', 'error', '3.11', 'A prospero URL is prospero://host/path, with fields after the path.'),
  scope: 'prospero',
  check(ctx) {
    if (!ctx.host || ctx.part('hsoname')) return;
    ctx.report(this.meta.code, ctx.host.part.start, ctx.host.part.end, 'A prospero URL needs "/" and a path after the host.', [], 'prosperourl');
  },
};
