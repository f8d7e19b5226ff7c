import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.10 and section 5: fileurl = "file://" [ host | "localhost" ] "/" fpath. No user, password or
 * port (text where the host stands: it breaks `host`); and the "/" before the path is required (`fileurl`).
 */
export const fileInvalidHost = defineRule({
  code: 'file-invalid-host',
  severity: 'error',
  section: '3.10',
  description: 'A file URL is file://host/path: no user, password or port.',
  fixable: false,
  examples: {
    invalid: [{ url: 'file://a.example:99/x' }],
    valid: [{ url: 'file://a.example/x' }],
  },
  scope: 'file',
  check(ctx, report) {
    if (!ctx.host) return;
    const user = ctx.part('user');
    if (user) report(user.start, ctx.host.part.start, t('file URLs have no user name or password.'), { production: 'host' });
    const port = ctx.part('port');
    if (port) report(port.start - 1, port.end, t('file URLs have no port.'), { production: 'host' });
    if (!ctx.part('path')) report(ctx.host.part.start, ctx.host.part.end, t('A file URL needs "/" and a path after the host.'), { production: 'fileurl' });
  },
});
