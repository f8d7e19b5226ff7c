import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { querySecrets, standsForSecret } from '../../scan/secrets';

/**
 * RFC 1738 section 6: "The use of URLs containing passwords that should be secret is clearly unwise." A signed URL
 * or an API key in a query is such a password: anyone who reads the URL (a log, a shared document, a screenshot) can
 * use it. The parameter names are a short documented list (scan/secrets.ts says why each is in and why `token`
 * is out); a value that only stands for a credential (`YOUR_API_KEY`, `xxxx`) is not reported. The values are masked
 * wherever urlsmith shows a URL, as passwords are.
 */
export const querySecret = defineRule({
  code: 'query-secret',
  severity: 'warning',
  section: '6',
  description: 'A credential in a query (a signature, an access token, an API key) is not secret.',
  details: `Parameters reported: \`access_token\` (RFC 6750 section 2.3), \`client_secret\` (RFC 6749 section 2.3.1), \`api_key\`,
\`apikey\`, \`X-Amz-Signature\` and \`X-Amz-Security-Token\` (AWS presigned URLs), \`X-Goog-Signature\` (Google Cloud
Storage signed URLs), \`sig\` in an Azure shared access signature (with \`sv=\` or \`se=\`) and \`Signature\` with
\`AWSAccessKeyId=\`; names compared ignoring case. Not \`token\` or \`key\`, which name public values as often (Codecov
badge tokens), and \`password\`, \`passwd\`. A value in capitals (\`YOUR_API_KEY\`), one repeated character, lower-case
stand-in words (\`github_token\`, \`testapi\`) or a template placeholder stands for a credential and is not reported;
a value with a known secret prefix (GitHub \`ghp_\`, AWS \`AKIA\`, Slack \`xox\`, Stripe \`sk_live_\`...) always is, even
in capitals (\`AKIA2OGYBAH6STMMNXNN\`). \`urlsmith explain\` and the hover show these values masked.`,
  fixable: false,
  examples: {
    invalid: [
      { url: 'https://acct.blob.core.windows.net/c/b.txt?sv=2022-11-02&se=2026-01-01&sp=r&sig=a1B2c3D4e5F6g7H8' },
      { url: 'https://api.example/v1/items?api_key=8f14e45fceea167a' },
    ],
    valid: [{ url: 'https://codecov.io/gh/o/r/graph/badge.svg?token=lWZ9OBQ7GM' }, { url: 'https://api.example/v1/items?api_key=YOUR_API_KEY' }],
  },
  scope: 'url',
  check(ctx, report) {
    for (const s of querySecrets(ctx.url)) {
      if (standsForSecret(ctx.url.slice(s.start, s.end))) continue;
      report(s.start, s.end, t('"{name}" carries a credential: anyone who reads this URL can use it.', { name: s.name }));
    }
  },
});
