import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { isIriCharacter } from '../../unicode/iri';
import type { RuleContext } from '../rule';
import { type CharacterRun, encodeCharacters, showRun } from './character-rule';

/**
 * RFC 1738 2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character
 * set. The octets 80-FF hexadecimal are not used in US-ASCII." RFC 3987 2.2 (IRIs) later allowed them as written
 * (`ucschar` in ipath, iquery, ifragment and iuserinfo), and browsers show and send `https://zh.wikipedia.org/wiki/中文`
 * as it reads, so by default a hint with no fix; in `strict` an error whose fix encodes the UTF-8 octets (RFC 3987
 * 3.1's mapping, so a browser gets the same URL). A run of adjacent characters (a word) is one diagnostic. A character
 * RFC 3987 2.2 leaves out of `ucschar` and `iprivate` is an error in both presets: no IRI holds it either.
 */
export const nonAsciiCharacter = defineRule({
  code: 'non-ascii-character',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3987 section 2.2' },
  section: '2.2',
  description: 'Characters outside US-ASCII must be percent-encoded (as UTF-8) in RFC 1738 (allowed in IRIs since RFC 3987).',
  details: `One diagnostic per run of adjacent non-ASCII characters (a word in a path), whose fix encodes the whole run.
By default a hint and nothing rewrites it: RFC 3987 made such URLs (IRIs) ordinary, and a browser sends the same
octets either way. In the strict preset an error, fixed by encoding each character's UTF-8 octets (RFC 3987 section
3.1's mapping).`,
  fixable: { presets: 'strict', fixAll: true, note: 'the UTF-8 octets RFC 3987 section 3.1 maps the characters to' },
  examples: {
    invalid: [
      { url: 'http://a.example/café', fixed: 'http://a.example/caf%C3%A9' },
      { url: 'https://zh.wikipedia.org/wiki/中文', fixed: 'https://zh.wikipedia.org/wiki/%E4%B8%AD%E6%96%87' },
    ],
  },
  severityNote: 'an error in both presets for a character RFC 3987 section 2.2 keeps out of IRIs too: U+FFFD, left for bytes that were not text; a C1 control; a noncharacter; a private-use character outside the query',
  scope: 'characters',
  check: encodeCharacters(
    'non-ascii',
    (run, at, ctx) =>
      run === ''
        ? t('Non-ASCII characters in a credential must be percent-encoded in RFC 1738.')
        : outsideIri(at, ctx)
          ? t('{characters} may be written neither in a URL nor in an IRI (RFC 3987 section 2.2).', { characters: showRun(run) })
          : [...run].length === 1
            ? t('Non-ASCII character {character} must be percent-encoded in RFC 1738.', { character: showRun(run) })
            : t('Non-ASCII characters {characters} must be percent-encoded in RFC 1738.', { characters: showRun(run) }),
    'strict',
    (run, ctx) => (outsideIri(run, ctx) ? 'error' : undefined),
  ),
});

/**
 * Whether a run holds a character RFC 3987 does not allow either, so the hint the default preset gives IRI text does
 * not apply: a U+FFFD in a URL is most often a file's bytes that were not UTF-8, and the URL they spelled is lost.
 */
function outsideIri(run: CharacterRun, ctx: RuleContext): boolean {
  const query = ctx.part('search');
  const inQuery = query !== undefined && run.start >= query.start && run.end <= query.end;
  for (let i = run.start; i < run.end; ) {
    const cp = ctx.url.codePointAt(i)!;
    if (!isIriCharacter(cp, inQuery)) return true;
    i += cp > 0xffff ? 2 : 1;
  }
  return false;
}
