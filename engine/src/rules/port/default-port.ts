import { removePortFix } from '../../fix/remove-port';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.2-3.11: "If :<port> is omitted, the port defaults to ..." — writing the default is redundant. */
export const defaultPort: Rule = {
  meta: meta('default-port', 'hint', '3.1', 'The port is the scheme\'s default and can be omitted.', true),
  scope: 'port',
  check(ctx) {
    const port = ctx.part('port');
    const def = ctx.spec?.defaultPort;
    if (!port || def === undefined || !/^[0-9]+$/.test(port.raw) || Number(port.raw) !== def) return;
    ctx.report(
      this.meta.code,
      port.start - 1,
      port.end,
      `${def} is the default port for ${ctx.parsed.scheme}.`,
      removePortFix(ctx, port.start - 1, port.end, `Remove the default port ":${port.raw}"`),
    );
  },
};
