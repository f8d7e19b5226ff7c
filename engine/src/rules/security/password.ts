import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { isExampleHost, secretPrefixed, standsForPassword } from '../../scan/secrets';

/**
 * RFC 1738 section 6: "The use of URLs containing passwords that should be secret is clearly unwise." A password
 * that only stands for one (`user:pass`, `foo:bar`, `u:p`, `PASSWORD`: see standsForPassword) or that is given for an
 * example or local host (`example.com`, `*.test`, `localhost`: see isExampleHost) or for a host that is a placeholder
 * filled in later (`%HOSTIP` in curl's tests, `${HOST}`: no real host yet) is no secret: documentation and tests
 * write them by the thousand (the fixture curl-test63 is one). A value with a known secret prefix (`ghp_...`, `AKIA...`) is reported wherever.
 */
export const password = defineRule({
  code: 'password',
  severity: 'warning',
  section: '6',
  description: 'A password written in a URL is not secret.',
  details: `Not reported: a password that stands for one (a single character, \`pass\`, \`password\`, \`foo:bar\`'s \`bar\`,
a name in capitals, \`xxxx\`, such a word with a number, \`pass1\`, or in a phrase, \`a secret\`, \`not-re@l\`) or one given for an example or local host (RFC 2606 and RFC 6761: \`example.com\`,
\`example.net\`, \`example.org\`, \`*.example\`, \`*.test\`, \`*.invalid\`, \`localhost\`, \`127.0.0.1\`, \`::1\`) or for a host
that is a placeholder (\`\${HOST}\`, curl's \`%HOSTIP\`). A value
with a known secret prefix (GitHub \`ghp_\`, AWS \`AKIA\`, Slack \`xox\`, Stripe \`sk_live_\`...) is always reported.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'ftp://anna:Xk9vQ2mLp8@files.gnu.org/' }],
    valid: [{ url: 'ftp://user@a.example/' }, { url: 'ftp://user:pass@ftp.gnu.org/' }, { url: 'ftp://anna:s3cr3t@ftp.example.com/' }],
  },
  scope: 'login',
  check(ctx, report) {
    const pw = ctx.part('password');
    if (!pw || pw.raw.length === 0) return;
    const host = ctx.part('host');
    const templateHost = host !== undefined && !ctx.placeholders.none && ctx.placeholders.touches(host.start, host.end);
    if (!mayBeSecret(pw, host, templateHost)) return;
    report(pw.start, pw.end, t('This URL contains a password; anyone who reads it can use it.'));
  },
});

/**
 * Whether a URL's password may be someone's secret, so this rule warns: not a stand-in (`pass`, `u:p`'s `p`) and not
 * on an example, loopback or placeholder host, unless it carries a known secret's prefix.
 */
function mayBeSecret(pw: { raw: string; value: string }, host: { raw: string } | undefined, templateHost: boolean): boolean {
  // One character stands for a password however it is written: `ß` and the `%C3%9F` a fix writes for it alike.
  const oneCharacter = [...pw.value].length === 1;
  // A stand-in stays one once a fix encodes it (`{{` and the `%7B%7B` fix-all writes for it), so the value counts too.
  const standIn = standsForPassword(pw.raw) || standsForPassword(pw.value);
  return secretPrefixed(pw.raw) === false || !(standIn || oneCharacter || templateHost || (host !== undefined && isExampleHost(host.raw)));
}
