import { isHex } from '../../grammar/chars';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import type { RuleContext, UrlEdit } from '../rule';
import { secretOverlap } from '../../scan/secrets';

/**
 * RFC 1738 2.2: an octet "may be encoded by a character triplet consisting of the character "%" followed by the two
 * hexadecimal digits", and "%" itself is written %25. So `%2520` is the text "%20", not a space: a URL encoded twice.
 * RFC 3986 2.4 names the mistake: "Implementations must not percent-encode or decode the same string more than
 * once". A warning at most: the text may mean a literal "%20" (a URL about escapes), so the fix, which removes one
 * level, is only offered.
 *
 * Where it is not reported, measured on this machine's text: inside a query or fragment parameter whose value is itself
 * an encoded URL (`?u=https%3A%2F%2Fb.example%2Fa%253Db`), or an encoded path with a query of its own
 * (`?url=%2Fredirect-to%3Furl%3D%252Fx`, httpbin's redirect chains in ureq's tests): that URL's own escapes are
 * rightly encoded again (the one `%25XX` in node_modules READMEs, Debian's docs and Python's library outside test code
 * is such a value); and in the host, which the host rules judge (`http://%256cocalhost/` is a host-invalid-character
 * error).
 */
export const doubleEncoded = defineRule({
  code: 'double-encoded',
  severity: 'warning',
  section: '2.2',
  description: 'A percent-escape encoded twice ("%2520" is the text "%20", not a space).',
  details: `Reported for \`%25\` followed by two hex digits, a run of them (\`%25C3%25A9\`) as one diagnostic, in the path, query,
fragment or user of a URL; not in a query or fragment parameter whose value is an encoded URL (it contains
\`%3A%2F%2F\`, or it starts with \`%2F\` and holds \`%3F\`: an encoded path and query), where the inner URL's escapes
are rightly encoded again. RFC 3986 section 2.4: "Implementations must not
percent-encode or decode the same string more than once." The fix removes one level of encoding; it is only offered,
since a literal "%20" may be meant.`,
  fixable: { presets: 'both', fixAll: false, note: 'a literal "%20" may be what the URL means' },
  examples: {
    invalid: [
      { url: 'https://a.example/my%2520file.pdf', fixed: 'https://a.example/my%20file.pdf' },
      { url: 'https://a.example/search?q=caf%25C3%25A9', fixed: 'https://a.example/search?q=caf%C3%A9' },
    ],
    valid: [
      { url: 'https://a.example/my%20file.pdf' },
      { url: 'https://login.example/?next=https%3A%2F%2Fb.example%2Fa%253Db' },
      { url: 'http://httpbin.org/redirect-to?url=%2Fredirect-to%3Furl%3D%252Fget' },
    ],
  },
  scope: 'url',
  check(ctx, report) {
    if (ctx.url.indexOf('%25') < 0) return;
    const inSecret = secretOverlap(ctx.url, ctx.part('password'));
    for (const run of doubleEscapes(ctx)) {
      const edits: UrlEdit[] = [];
      for (let i = run.start; i < run.end; i += 5) edits.push({ start: i + 1, end: i + 3, newText: '' });
      const text = ctx.url.slice(run.start, run.end);
      const once = text.replace(/%25/g, '%');
      // Inside a password or a credential the escapes are quoted neither by the message nor by the fix's title.
      const secret = inSecret(run.start, run.end);
      const message = secret
        ? t('An escape in a credential is encoded twice.')
        : t('"{text}" is encoded twice: it decodes to the text "{decoded}".', { text, decoded: once });
      const title = secret ? t('Decode one level of the escapes in the credential') : t('Decode one level: "{decoded}"', { decoded: once });
      report(run.start, run.end, message, {
        fixes: [{ title, edits, safe: false }],
        production: 'escape',
      });
    }
  },
});

interface Run {
  start: number;
  end: number;
}

const isDoubleEscapeAt = (url: string, i: number): boolean =>
  url.charCodeAt(i) === 0x25 && url.charCodeAt(i + 1) === 0x32 && url.charCodeAt(i + 2) === 0x35 && isHex(url.charCodeAt(i + 3)) && isHex(url.charCodeAt(i + 4));

/** The escape `%` + `hex` (case-insensitive) at url[i]. */
const isEncodedAt = (url: string, i: number, hex: string): boolean => url.slice(i + 1, i + 3).toUpperCase() === hex;

/** `%3A%2F%2F` (case-insensitive) at url[i]: the "://" of an encoded URL. */
const isEncodedSchemeSeparatorAt = (url: string, i: number): boolean => url.slice(i, i + 9).toUpperCase() === '%3A%2F%2F';

/**
 * The runs of `%25XX` escapes outside the host, in one pass: in the query and fragment, runs are gathered per
 * parameter (split at "?", "&", ";" and "#") and dropped with it when its value is an encoded URL.
 */
function doubleEscapes(ctx: RuleContext): Run[] {
  const url = ctx.url;
  const host = ctx.host?.part;
  const out: Run[] = [];
  let pending: Run[] = []; // the current parameter's runs, in the query or fragment
  let inParams = false;
  let encodedUrl = false;
  let encodedPath = false; // the value starts with "%2F": an encoded path, a URL once a "%3F" query follows
  const endParameter = (): void => {
    if (!encodedUrl) out.push(...pending);
    pending = [];
    encodedUrl = false;
    encodedPath = false;
  };
  const from = url.indexOf(':') + 1;
  for (let i = from; i < url.length; ) {
    const c = url.charCodeAt(i);
    if (host && i >= host.start && i < host.end) {
      i = host.end;
      continue;
    }
    if (c === 0x3f || c === 0x23 || (inParams && (c === 0x26 || c === 0x3b))) {
      endParameter();
      inParams = true;
      i++;
      continue;
    }
    if (c !== 0x25) {
      i++;
      continue;
    }
    if (inParams && isEncodedSchemeSeparatorAt(url, i)) encodedUrl = true;
    if (inParams && url.charCodeAt(i - 1) === 0x3d && isEncodedAt(url, i, '2F')) encodedPath = true;
    if (encodedPath && isEncodedAt(url, i, '3F')) encodedUrl = true;
    if (!isDoubleEscapeAt(url, i)) {
      i++;
      continue;
    }
    const list = inParams ? pending : out;
    const last = list[list.length - 1];
    if (last && last.end === i) last.end = i + 5;
    else list.push({ start: i, end: i + 5 });
    i += 5;
  }
  endParameter();
  return out;
}
