import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.10 and section 5: fileurl = "file://" [ host | "localhost" ] "/" fpath. No user, password or
 * port (text where the host stands: it breaks `host`); and the "/" before the path is required (`fileurl`).
 * But a file's name where the host stands, with nothing after it (`file://policy.json`), is the AWS CLI's way (and
 * other tools') of naming a file relative to the working folder, not a file URL missing its path: no report
 * (terraform-aws-modules/terraform-aws-eks's `nodeadm init -c file://nodeConfig.yaml`).
 */
export const fileInvalidHost = defineRule({
  code: 'file-invalid-host',
  severity: 'error',
  section: '3.10',
  description: 'A file URL is file://host/path: no user, password or port.',
  details: `A file's name alone after \`file://\` (\`file://policy.json\`: a name with the extension of a file that
commands read, json, yaml, txt, xml, pem...) is how the AWS CLI and other tools name a file relative to the working
folder, not a file URL without its path: not reported.`,
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
    if (!ctx.part('path') && !isFileName(ctx.host.part.raw)) report(ctx.host.part.start, ctx.host.part.end, t('A file URL needs "/" and a path after the host.'), { production: 'fileurl' });
  },
});

/** A file's name: a name, ".", and one of the extensions of the files such commands read. */
function isFileName(host: string): boolean {
  const dot = host.lastIndexOf('.');
  return dot > 0 && FILE_EXTENSIONS.has(host.slice(dot + 1).toLowerCase());
}
const FILE_EXTENSIONS = new Set(['json', 'jsonc', 'yaml', 'yml', 'txt', 'xml', 'toml', 'conf', 'cfg', 'ini', 'pem', 'key', 'crt', 'csv', 'zip', 'sh', 'py', 'js', 'html', 'md', 'tf', 'tfvars', 'properties', 'env']);
