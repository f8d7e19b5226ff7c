import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.8: a telnet URL takes the form telnet://<user>:<password>@<host>:<port>/ — "The final "/" character may be omitted." Nothing follows it. */
export const telnetInvalidPath: Rule = {
  meta: meta('telnet-invalid-path', 'error', '3.8', 'A telnet URL has no path after the final "/".'),
  scope: 'telnet',
  check(ctx) {
    if (ctx.parsed.grammar !== 'telnet') return;
    const path = ctx.part('path');
    if (path) ctx.report(this.meta.code, path.start, path.end, 'telnet URLs end after the host and port (and an optional "/").', [], 'telneturl');
  },
};
