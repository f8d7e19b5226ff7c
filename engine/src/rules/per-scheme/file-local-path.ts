import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** Whether a file URL is RFC 8089's local form, "file:" and an absolute path with no authority (`file:/etc/motd`). */
export function isLocalFilePath(url: string, schemeEnd: number): boolean {
  return url.charCodeAt(schemeEnd + 1) === 0x2f && url.charCodeAt(schemeEnd + 2) !== 0x2f;
}

/**
 * RFC 1738 3.10 and section 5: fileurl = "file://" [ host | "localhost" ] "/" fpath: the "//" is required. RFC 8089
 * section 2 later allowed the authority to be left out (file-hier-part = ( "//" auth-path ) / local-path, local-path =
 * path-absolute), so `file:/etc/motd` names the same file as `file:///etc/motd`. By default a hint; in `strict` an
 * error, as `missing-authority` reports for the other schemes. No fix: both forms are read alike, and rewriting
 * correct text is not the tool's business.
 */
export const fileLocalPath = defineRule({
  code: 'file-local-path',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 8089 section 2' },
  section: '3.10',
  description: 'A file URL without "//" ("file:/path") is RFC 8089 syntax, not RFC 1738.',
  fixable: false,
  examples: {
    invalid: [{ url: 'file:/etc/motd' }],
    valid: [{ url: 'file:///etc/motd' }],
  },
  scope: 'file',
  check(ctx, report) {
    const scheme = ctx.part('scheme');
    if (!scheme || !isLocalFilePath(ctx.url, scheme.end)) return;
    const message = ctx.preset === 'strict'
      ? t('RFC 1738 file URLs are "file://host/path"; "file:/path" came with RFC 8089.')
      : t('"file:/path" (RFC 8089): valid today, but RFC 1738 wants "file:///path".');
    report(0, scheme.end + 1, message, { production: 'fileurl' });
  },
});
