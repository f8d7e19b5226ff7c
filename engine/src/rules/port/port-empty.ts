import { removePortFix } from '../../fix/remove-port';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: "If the port is omitted, the colon is as well." */
export const portEmpty: Rule = {
  meta: meta('port-empty', 'error', '3.1', 'A ":" after the host must be followed by a port number.', true),
  scope: 'port',
  check(ctx) {
    const port = ctx.part('port');
    if (!port || port.raw.length > 0) return;
    ctx.report(
      this.meta.code,
      port.start - 1,
      port.start,
      'Empty port: remove the ":" or add a port number.',
      removePortFix(ctx, port.start - 1, port.start, 'Remove the empty port\'s ":"'),
      'port',
    );
  },
};
