import { encodeCodePoint } from '../../encoding/percent';
import { fragmentHash } from '../../grammar/character-reference';
import { hasLoneSurrogate } from '../../encoding/punycode';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import type { RuleContext } from '../rule';

/**
 * RFC 1738 2.2: "If the character corresponding to an octet is reserved in a scheme, the octet must be encoded", and
 * 3.3: "Within the <path> and <searchpart> components, "/", ";", "?" are reserved." A URL written as a query value
 * (`?next=https://b.example/cb?x=1&y=2#f`) brings its own "?", "&" and "#": the outer URL's query then ends at the
 * inner "#", and its "&" splits the inner URL's query into parameters of the outer one, so the program that reads
 * `next` gets `https://b.example/cb?x=1`. Reported only when the inner URL has a "?" of its own (the clear case: what
 * follows it is the inner URL's); an inner URL without one (`?url=https://b.example/x`) reaches its reader whole.
 * The fix percent-encodes the inner URL as a query value (everything but letters, digits, "-", "." and "_"; "%" too,
 * so its own escapes survive one decoding, and "+", which a form decoder reads as a space). It is only offered: where
 * the inner URL ends (does a later "&" belong to it?) is the writer's call.
 */
export const queryUrlUnencoded = defineRule({
  code: 'query-url-unencoded',
  severity: 'warning',
  section: '3.3',
  description: 'A URL inside a query value must be percent-encoded: its "?", "&" and "#" break the outer URL.',
  details: `Reported when a query parameter's value starts with \`scheme://\` and the query after it holds a "?" (the inner
URL's own query): the diagnostic covers the inner URL, taken to run to the end of the outer URL (its "&" parameters
and "#" fragment included). An inner URL without a "?" is left alone: nothing of it is misread. The fix encodes the
inner URL as a query value (as JavaScript's encodeURIComponent does, "+" included).`,
  fixable: { presets: 'both', fixAll: false, note: 'where the inner URL ends is the writer\'s call' },
  examples: {
    invalid: [
      {
        url: 'https://a.example/login?next=https://b.example/cb?x=1&y=2#f',
        fixed: 'https://a.example/login?next=https%3A%2F%2Fb.example%2Fcb%3Fx%3D1%26y%3D2%23f',
        codes: ['query-url-unencoded', 'http-search-character'],
      },
    ],
    valid: [{ url: 'https://a.example/login?next=https%3A%2F%2Fb.example%2Fcb%3Fx%3D1' }],
  },
  scope: 'url',
  check(ctx, report) {
    const inner = innerUrl(ctx);
    if (!inner) return;
    const text = ctx.url.slice(inner.start);
    // A lone surrogate has no octets to encode (its "encoding" would be ill-formed UTF-8): no fix then.
    const fixable = !hasLoneSurrogate(text);
    let encoded = '';
    if (fixable) for (const ch of text) encoded += /^[A-Za-z0-9._-]$/.test(ch) ? ch : encodeCodePoint(ch.codePointAt(0)!);
    report(inner.start, ctx.url.length, t('The URL in "{name}" is not encoded: its "?", "&" and "#" are read as the outer URL\'s.', { name: inner.name }), {
      fixes: fixable ? [{ title: t('Percent-encode the URL in "{name}"', { name: inner.name }), edits: [{ start: inner.start, end: ctx.url.length, newText: encoded }], safe: false }] : [],
      production: 'search',
    });
  },
});

/** The first query value that is a URL with a "?" of its own: where it starts and the parameter's name. */
function innerUrl(ctx: RuleContext): { start: number; name: string } | undefined {
  const url = ctx.url;
  const colon = url.indexOf(':');
  const query = url.indexOf('?', colon + 1);
  if (query < 0) return undefined;
  const hash = fragmentHash(url, colon + 1);
  if (hash >= 0 && hash < query) return undefined;
  const end = hash < 0 ? url.length : hash;
  let eq = -1; // the next "=", found once and kept while it lies ahead: `?a&a&a...` stays linear
  for (let at = query + 1; at < end; ) {
    let amp = url.indexOf('&', at);
    if (amp < 0 || amp > end) amp = end;
    if (eq < at) eq = url.indexOf('=', at);
    if (eq < 0) return undefined;
    if (eq >= 0 && eq < amp && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(url.slice(eq + 1, Math.min(amp, eq + 40)))) {
      const q = url.indexOf('?', eq + 1);
      if (q >= 0 && q < end) return { start: eq + 1, name: url.slice(at, eq) };
      return undefined; // the first URL value has no query of its own: whatever follows is the outer URL's
    }
    at = amp + 1;
  }
  return undefined;
}
