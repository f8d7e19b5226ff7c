import { encodeCodePoint } from '../../encoding/percent';
import { highEscapeRuns, isWordAround, legacyReadings } from '../../encoding/legacy';
import { list, t } from '../../l10n';
import { defineRule } from '../define-rule';

/** A code point of a string iterated by code points that is half a pair. */
const LONE_SURROGATE = /^[\ud800-\udfff]$/;

/** At most this many readings are named: more would be guesses. */
const MAX_READINGS = 3;

/**
 * RFC 1738 2.2 says an octet may be written `%` and two hex digits, and leaves the character encoding open; RFC 3986
 * section 2.5 settles it: "the data should first be encoded as octets according to the UTF-8 character encoding".
 * Escapes written before that (`%A5%C8%A5%C3%A5%D7`, EUC-JP for "トップ"; `%82%A0`, Shift_JIS for "あ";
 * `caf%E9`, Windows-1252 for "café") decode to replacement characters in every UTF-8 reader. This hint names the
 * legacy encoding that reads them (encoding/legacy.ts says which and how) and offers the UTF-8 escapes of that text;
 * only offered, since the server may still expect the legacy octets. Not in the authority: the host rules judge
 * the host, and a user or password is no text to read (nor to quote).
 */
export const legacyEncoding = defineRule({
  code: 'legacy-encoding',
  severity: 'hint',
  section: '2.2',
  description: 'Escaped octets that are not UTF-8 spell text in a legacy encoding (Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, Windows-1252).',
  details: `Reported for a run of escapes that is not UTF-8 and that a legacy encoding reads as text of the scripts it is for:
Shift_JIS and EUC-JP (Japanese, with kana), EUC-KR (Korean, with Hangul), GB18030 and Big5 (Chinese), and
Windows-1252 (Latin letters) when no East Asian encoding reads it. RFC 3986 section 2.5 asks for UTF-8. The hover shows the
text in place of replacement characters; the fix writes the same text as UTF-8 escapes. It is only offered: the server
behind the URL may still expect the legacy octets.`,
  fixable: { presets: 'both', fixAll: false, note: 'the server may expect the legacy octets' },
  examples: {
    invalid: [
      { url: 'http://a.example/%A5%C8%A5%C3%A5%D7', fixed: 'http://a.example/%E3%83%88%E3%83%83%E3%83%97' },
      { url: 'http://a.example/menu/caf%E9', fixed: 'http://a.example/menu/caf%C3%A9' },
    ],
    valid: [{ url: 'http://a.example/menu/caf%C3%A9' }, { url: 'http://a.example/%FF%FE' }],
  },
  scope: 'url',
  check(ctx, report) {
    if (ctx.url.indexOf('%') < 0) return;
    // Past the authority: a host is the host rules' to judge, and a user or password is no text to read.
    const authorityEnd = Math.max(ctx.host?.part.end ?? 0, ctx.part('user')?.end ?? 0, ctx.part('password')?.end ?? 0);
    for (const run of highEscapeRuns(ctx.url, Math.max(ctx.url.indexOf(':') + 1, authorityEnd))) {
      const readings = legacyReadings(run.octets, isWordAround(ctx.url, run)).slice(0, MAX_READINGS);
      if (readings.length === 0) continue;
      const escapes = ctx.url.slice(run.start, run.end);
      // Each reading, its text then its encodings: `トップ (EUC-JP, GB18030)`, as a character is named beside its name.
      const named = readings.map((r) => t('{name} ({character})', { name: r.text, character: list(r.encodings) }));
      // A lone surrogate is text no fix may cut through (fix/encode.ts); the run is named, not rewritten.
      const fixable = [...escapes].every((c) => !LONE_SURROGATE.test(c));
      report(run.start, run.end, t('"{escapes}" is not UTF-8: it reads {readings}.', { escapes, readings: list(named) }), {
        fixes: !fixable ? [] : readings.map((r) => {
          const utf8 = [...r.text].map((c) => encodeCodePoint(c.codePointAt(0)!)).join('');
          return { title: t('Write "{text}" as UTF-8: {escapes}', { text: r.text, escapes: utf8 }), edits: [{ start: run.start, end: run.end, newText: utf8 }], safe: false };
        }),
        production: 'escape',
      });
    }
  },
});
