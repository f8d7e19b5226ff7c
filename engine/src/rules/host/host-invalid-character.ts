import { isAlphaDigit, isEscapeAt } from '../../grammar/chars';
import { decodeUtf8 } from '../../encoding/percent';
import { showChar } from '../../fix/encode';
import { showRun } from '../characters/character-rule';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit. Only letters,
 * digits, "-" and "." can appear in a host name; non-ASCII letters are `host-non-ascii`'s.
 *
 * The one exception, by default: an escaped character that a host name holds, a letter, digit, "-" or a non-ASCII
 * character's UTF-8 octets (`http://%65xample.com/`, `https://%CF%80.example.com/`). RFC 3986 section 2.3 makes an
 * escaped letter equivalent to the letter (section 6.2.2.2 decodes it), section 3.2.2 writes a non-ASCII name's
 * UTF-8 octets as escapes, and WHATWG URL reads those hosts as `example.com` and `xn--1xa.example.com`: good names.
 * The strict preset reports their "%" as RFC 1738 3.1 does. Any other escape decodes to a character no host name
 * holds (`trusted.com%40evil.com` is an "@", `%25` a "%", a lone `%C3` no character): an error both ways.
 */
export const hostInvalidCharacter = defineRule({
  code: 'host-invalid-character',
  severity: 'error',
  section: '3.1',
  description: 'Host names contain only letters, digits, "-" and ".".',
  details: `By default escapes that decode to a letter, digit, \`-\` or a UTF-8 non-ASCII character are not reported
(\`http://%65xample.com/\`, \`https://%CF%80.example.com/\`): RFC 3986 section 2.3 makes an escaped letter equivalent to
the letter, section 3.2.2 writes a non-ASCII name's UTF-8 octets so, and browsers read \`example.com\` and
\`xn--1xa.example.com\`. The strict preset reports their \`%\`, as RFC 1738 section 3.1 allows none in a host. Every other
escape in a host stands for a character no host name holds (\`trusted.com%40evil.com\`, or a lone \`%C3\`) and is
reported in both presets.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a_b.example/' }],
  },
  scope: 'host',
  check(ctx, report) {
    // An IP literal's brackets and colons are the IP literal rules' to judge.
    if (ctx.host.kind === 'ipv6') return;
    const { raw, start } = ctx.host.part;
    const strict = ctx.preset === 'strict';
    const placeholders = ctx.placeholders;
    // One diagnostic per run of adjacent characters (`a!$&'()b`), as for unsafe characters; a placeholder inside a
    // run (the "*" wildcard) splits it, since what overlaps a placeholder is not reported.
    let runStart = -1;
    let runEnd = -1;
    const flush = (): void => {
      if (runStart < 0) return;
      const text = raw.slice(runStart, runEnd);
      const message =
        runEnd - runStart === 1
          ? t('{character} is not allowed in a host name.', { character: showChar(text) })
          : t('{characters} are not allowed in a host name.', { characters: showRun(text) });
      report(start + runStart, start + runEnd, message, { production: ctx.productionAt(start + runStart) });
      runStart = -1;
    };
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      let bad = !(isAlphaDigit(c) || c === 0x2d || c === 0x2e || c > 0x7f);
      if (bad && c === 0x25 && !strict) {
        const end = nameEscapeEnd(raw, i);
        if (end > i) {
          flush();
          i = end - 1;
          continue;
        }
      }
      if (bad && !placeholders.none && placeholders.touches(start + i, start + i + 1)) bad = false;
      if (!bad) {
        flush();
        continue;
      }
      if (runStart >= 0 && runEnd === i) runEnd = i + 1;
      else {
        flush();
        runStart = i;
        runEnd = i + 1;
      }
    }
    flush();
  },
});

/**
 * The end of the escaped character at raw[i] ("%XX", or the 2 to 4 escapes of one UTF-8 sequence) when it is a
 * letter, digit, "-" or a non-ASCII character, or i.
 */
function nameEscapeEnd(raw: string, i: number): number {
  if (!isEscapeAt(raw, i)) return i;
  const lead = parseInt(raw.slice(i + 1, i + 3), 16);
  if (lead < 0x80) return isAlphaDigit(lead) || lead === 0x2d ? i + 3 : i;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  const octets: number[] = [];
  for (let j = i; octets.length < length; j += 3) {
    if (!isEscapeAt(raw, j)) return i;
    octets.push(parseInt(raw.slice(j + 1, j + 3), 16));
  }
  const decoded = decodeUtf8(octets);
  // One well-formed character: a bad sequence decodes to U+FFFD first, and to more than one character.
  const cp = decoded.codePointAt(0)!;
  return cp !== 0xfffd && decoded.length === (cp > 0xffff ? 2 : 1) ? i + 3 * length : i;
}

