import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 3.10 and section 5: fileurl = "file://" [ host | "localhost" ] "/" fpath. No user, password or
 * port (text where the host stands: it breaks `host`); and the "/" before the path is required (`fileurl`).
 */
export const fileInvalidHost: Rule = {
  meta: meta('file-invalid-host', 'error', '3.10', 'A file URL is file://host/path: no user, password or port.'),
  scope: 'file',
  check(ctx) {
    if (ctx.parsed.grammar !== 'file' || !ctx.host) return;
    const user = ctx.part('user');
    if (user) ctx.report(this.meta.code, user.start, ctx.host.part.start, 'file URLs have no user name or password.', [], 'host');
    const port = ctx.part('port');
    if (port) ctx.report(this.meta.code, port.start - 1, port.end, 'file URLs have no port.', [], 'host');
    if (!ctx.part('path')) ctx.report(this.meta.code, ctx.host.part.start, ctx.host.part.end, 'A file URL needs "/" and a path after the host.', [], 'fileurl');
  },
};
