import { fragmentHash } from '../grammar/character-reference';
import type { Span } from '../types';

/**
 * The secrets a URL can carry, found in one place: the `password` and `query-secret` rules report them, and every
 * output that shows a URL (explain, the hover) masks them through secretSpans (explain.ts).
 *
 * Query parameters that carry a credential, by name (ASCII case-insensitive). Conservative: each is a credential
 * wherever it appears, so a value there is never a false alarm.
 * - `access_token`: an OAuth 2.0 bearer token in a query (RFC 6750 section 2.3, which says not to: servers log URLs);
 * - `client_secret`: an OAuth 2.0 client password (RFC 6749 section 2.3.1: "MUST NOT be included in the request URI");
 * - `api_key`, `apikey`: the name APIs give a key that authenticates its caller;
 * - `X-Amz-Signature`, `X-Amz-Security-Token`: an AWS Signature Version 4 presigned URL's signature and session
 *   token (anyone holding the URL can use it until it expires);
 * - `X-Goog-Signature`: a Google Cloud Storage V4 signed URL's signature;
 * - `password`, `passwd`: a password sent as a query parameter (`?password=hunter2`), the section 6 case itself.
 * Left out: `token`, `key`, `code`, `auth`. On this machine every `token=` in a URL (node_modules READMEs) is a
 * Codecov badge token, which Codecov publishes on purpose; `key` and `code` name ordinary data as often as secrets.
 */
const ALWAYS = new Set(['access_token', 'client_secret', 'api_key', 'apikey', 'password', 'passwd', 'x-amz-signature', 'x-amz-security-token', 'x-goog-signature']);

/**
 * Names that are a credential only in a URL of a known shape, given by another parameter that the shape has:
 * `sig` in an Azure shared access signature (with `sv=` or `se=`), `Signature` in an AWS Signature Version 2 query
 * string (with `AWSAccessKeyId=`). Elsewhere `sig` and `signature` are often public (a checksum, a signed but
 * public request).
 */
const SHAPED: ReadonlyMap<string, readonly string[]> = new Map([
  ['sig', ['sv', 'se']],
  ['signature', ['awsaccesskeyid']],
]);

export interface QuerySecret {
  /** The parameter's name as written. */
  name: string;
  /** URL offsets of the value. */
  start: number;
  end: number;
}

/** The query of a URL: after the first "?" that follows the scheme's ":", up to the fragment's "#". */
function querySpan(url: string): Span | undefined {
  const colon = url.indexOf(':');
  const hash = fragmentHash(url, colon + 1);
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf('?', colon + 1);
  return q < 0 || q >= end ? undefined : { start: q + 1, end };
}

/** Every credential-carrying query parameter with a value (see ALWAYS and SHAPED), in order. */
export function querySecrets(url: string): QuerySecret[] {
  const query = querySpan(url);
  if (!query) return [];
  const params: Array<{ name: string; start: number; end: number }> = [];
  let eq = -1; // the next "=", found once and kept while it lies ahead: `?a&a&a...` stays linear
  for (let at = query.start; at <= query.end; ) {
    let amp = url.indexOf('&', at);
    if (amp < 0 || amp > query.end) amp = query.end;
    if (eq < at) eq = url.indexOf('=', at);
    if (eq < 0) break;
    if (eq < amp) params.push({ name: url.slice(at, eq), start: eq + 1, end: amp });
    at = amp + 1;
  }
  const names = new Set(params.map((p) => p.name.toLowerCase()));
  const out: QuerySecret[] = [];
  for (const p of params) {
    const name = p.name.toLowerCase();
    if (p.end === p.start) continue;
    const shape = SHAPED.get(name);
    if (ALWAYS.has(name) || (shape !== undefined && shape.some((n) => names.has(n)))) out.push(p);
  }
  return out;
}

/** Words documentation writes where the reader's own credential goes (`your_api_key`, `my-token`, `changeme`). */
const STAND_IN_WORDS = new Set(['your', 'my', 'example', 'sample', 'dummy', 'fake', 'placeholder', 'redacted', 'secret', 'token', 'key', 'api', 'apikey', 'access', 'here', 'changeme', 'test', 'foo', 'bar']);

/**
 * Whether a value stands for a credential rather than being one: a name in capitals (`YOUR_API_KEY`), one character
 * repeated (`xxxx`, `****`), an ellipsis, or words and runs split by "_", "-" or "." that are each a stand-in word
 * (`your_api_key`) or a run of three or more consecutive letters or digits (`abcd_efgh` in gcloud's
 * iap settings man page, `abc123`). Documentation writes these where the reader puts their own; template holes
 * (`{key}`, `${KEY}`, `<token>`) are placeholders, which the rules never report anyway. No real key is made of them.
 * A value that starts with a known secret prefix is a secret, even in capitals (see secretPrefixed).
 */
export function standsForSecret(value: string): boolean {
  const prefixed = secretPrefixed(value);
  if (prefixed !== undefined) return prefixed;
  if (/^[A-Z][A-Z0-9_-]*$/.test(value)) return true;
  if (value === '...' || value === '…') return true;
  let repeated = true;
  for (let i = 1; i < value.length; i++) if (value[i] !== value[0]) repeated = false;
  if (repeated) return true;
  if (value.split(/[_.-]/).every((segment) => STAND_IN_WORDS.has(segment.toLowerCase()) || isAscendingRuns(segment))) return true;
  return isStandInPhrase(value);
}

/** What starts or ends a word that stands for a credential: `testapi`, `testpass`, `mytoken`, `dummysecret`. */
const STAND_IN_AFFIXES = ['test', 'your', 'my', 'dummy', 'fake', 'example', 'sample', 'pass', 'token', 'secret'];

/**
 * Lower-case words joined by "_", "-", "." or a space, each with up to three digits after it, one of which is a
 * stand-in word or starts or ends with one (`github_token`, `testapi`, `testpass` in composer's and acme.sh's
 * comments, `pass1` in excon's tests, `a secret` in httpx's docs), or a phrase that says it is not real
 * (`not-re@l`, rfc3986's docstring: see STAND_IN_SPELLINGS). A generated key mixes cases and digits; a real password
 * with none of these words (`hunter2`, `correcthorse`) is still reported.
 */
function isStandInPhrase(value: string): boolean {
  if (!/^[a-z@]+[0-9]{0,3}(?:[_. -][a-z@]+[0-9]{0,3})*$/.test(value)) return false;
  const spelled = value.replace(/[_. 0-9-]/g, '').replace(/@/g, 'a');
  if (STAND_IN_SPELLINGS.some((s) => spelled.includes(s))) return true;
  return value.split(/[_. -]/).some((word) => {
    const w = word.replace(/[0-9]+$/, '');
    return STAND_IN_WORDS.has(w) || STAND_IN_AFFIXES.some((a) => w.startsWith(a) || w.endsWith(a));
  });
}

/** Phrases that say a value is not a real credential, written without separators and with "@" read as "a". */
const STAND_IN_SPELLINGS = ['notreal', 'notmyreal', 'notasecret'];

/**
 * The prefixes that issuers put on their secrets so scanners can find them, each a credential wherever it appears:
 * GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`), AWS access key IDs (`AKIA`, temporary `ASIA`),
 * Slack tokens (`xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxs-`, `xapp-`), Stripe secret and restricted keys
 * (`sk_live_`, `sk_test_`, `rk_live_`), GitLab personal access tokens (`glpat-`), npm tokens (`npm_`), Google API
 * keys (`AIza`). Matched with their case: `AKIA2OGYBAH6STMMNXNN` is all capitals and still a key.
 */
const SECRET_PREFIXES = [
  'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_', 'AKIA', 'ASIA', 'xoxb-', 'xoxp-', 'xoxa-', 'xoxr-', 'xoxs-', 'xapp-',
  'sk_live_', 'sk_test_', 'rk_live_', 'glpat-', 'npm_', 'AIza',
];

/**
 * For a value that starts with a known secret prefix followed by at least 8 letters and digits: whether it only
 * stands for one (after the prefix, one character repeated, `ghp_xxxxxxxxxxxx`, or the word EXAMPLE, as in AWS's own
 * documentation key `AKIAIOSFODNN7EXAMPLE`). Undefined for any other value.
 */
export function secretPrefixed(value: string): boolean | undefined {
  const prefix = SECRET_PREFIXES.find((p) => value.startsWith(p));
  if (prefix === undefined) return undefined;
  const rest = value.slice(prefix.length);
  if (!/^[A-Za-z0-9_-]{8,}$/.test(rest)) return undefined;
  return /^(.)\1*$/.test(rest) || /EXAMPLE/i.test(rest);
}

/**
 * Passwords that documentation and tests write in a URL where the reader's own goes (`user:pass`, `foo:bar`), as
 * stand-in words: besides those of standsForSecret, any single character (`u:p`).
 */
const STAND_IN_PASSWORDS = new Set(['pass', 'password', 'passwd', 'passwort', 'pwd', 'pswd', 'pw', 'baz', 'qux', 'mypassword', 'yourpassword', 'mypass', 'userpass']);

/**
 * The word "password" in the languages documentation and tests are written in, lower case with its accents removed
 * (see folded): a test of non-ASCII URLs writes `http://степан:пароль@слава.укр/` (aio-libs/yarl), a Spanish tutorial
 * `usuario:contrasena`. Any value that holds one of these is a stand-in, as one that spells "password" is.
 */
const PASSWORD_WORDS = [
  'password', 'passwd', 'passwort', 'пароль', 'contrasena', 'senha', 'motdepasse', 'wachtwoord', 'haslo', 'hasło', 'heslo', 'parola',
  'losenord', 'passord', 'adgangskode', 'salasana', 'jelszo', 'sifre', 'κωδικος', 'סיסמה', 'كلمةالمرور', '密码', '密碼', 'パスワード', '비밀번호',
];

/** A value in lower case with its accents (combining marks after NFD) removed: `päss` is `pass`, `contraseña` `contrasena`. */
function folded(value: string): string {
  return value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Whether a URL's password (percent-decoding aside) only stands for one: see STAND_IN_PASSWORDS and standsForSecret,
 * its accents aside (`p\u00E4ss`, httprb/http's non-ASCII test); any value that spells "password" in one of
 * PASSWORD_WORDS' languages (`remotePassword`, `my_password`, `пароль`).
 */
export function standsForPassword(value: string): boolean {
  if (secretPrefixed(value) === false) return false;
  const lower = folded(value);
  // One character, as written or escaped (`%40`: a fix that encodes it must not make it a secret).
  return [...value].length === 1 || /^%[0-9A-Fa-f]{2}$/.test(value) || STAND_IN_PASSWORDS.has(lower) || PASSWORD_WORDS.some((w) => lower.includes(w)) || standsForSecret(value);
}

/**
 * Host names that name no one's server: RFC 2606's `example.com`, `example.net`, `example.org` and its reserved top
 * level names `.example`, `.test`, `.invalid`, `.localhost` (RFC 6761 section 6 makes `localhost` the loopback), and the
 * loopback addresses `127.0.0.0/8` and `::1`. A password in a URL there is an example's, never a secret.
 */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '[::1]' || name === '::1') return true;
  const labels = name.split('.');
  const top = labels[labels.length - 1]!;
  if (top === 'example' || top === 'test' || top === 'invalid' || top === 'localhost') return true;
  return labels.length >= 2 && labels[labels.length - 2] === 'example' && (top === 'com' || top === 'net' || top === 'org');
}

/** "abcd", "abc123", "123": maximal runs of letters or of digits, each three or more consecutive characters. */
function isAscendingRuns(segment: string): boolean {
  const runs = segment.match(/[A-Za-z]+|[0-9]+|[^A-Za-z0-9]+/g) ?? [];
  return runs.length > 0 && runs.every((run) => {
    if (run.length < 3 || !/^[A-Za-z0-9]+$/.test(run)) return false;
    for (let i = 1; i < run.length; i++) if (run.charCodeAt(i) !== run.charCodeAt(i - 1) + 1) return false;
    return true;
  });
}

/**
 * URL offsets of every secret a URL shows: its password and its credential query values, in order. What explain and
 * the hover mask (RFC 1738 section 6: "The use of URLs containing passwords that should be secret is clearly unwise").
 */
export function secretSpans(url: string, password: Span | undefined): Span[] {
  const spans: Span[] = [];
  if (password && password.end > password.start) spans.push({ start: password.start, end: password.end });
  for (const s of querySecrets(url)) spans.push({ start: s.start, end: s.end });
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * Whether the runs a rule reports, asked in order, overlap a secret (see secretSpans): a rule's message then does not
 * quote the text, since messages reach CI logs and every report format (json, sarif, github, the cache). The spans are
 * found once per URL and walked with the runs, so a URL of many runs stays linear.
 */
export function secretOverlap(url: string, password: Span | undefined): (start: number, end: number) => boolean {
  const spans = secretSpans(url, password);
  let i = 0;
  return (start, end) => {
    while (i < spans.length && spans[i]!.end <= start) i++;
    return i < spans.length && spans[i]!.start < end;
  };
}
