/**
 * Character-level tokens inside any part of a URL: percent escapes and the characters the rules flag.
 * Everything else takes its part's scope from the part rule's contentName, so plain runs need no token.
 *
 * Every token here is at most one character or one escape, never a run of punctuation or of the characters that end
 * a URL: a token that swallowed one could carry the URL past its end (the end is only checked between tokens).
 */
import { bareEnd, type Context } from './context';
import { END_CHARS, SPACE_CHARS, TRAIL_CHARS } from './classes';
import { SCOPE } from './scopes';
import { include, named, type Rule } from './tm';

const common: Rule[] = [
  { match: '%[0-9A-Fa-f]{2}', name: SCOPE.escape },
  { match: '%', name: SCOPE.badEscape },
  { match: '~', name: SCOPE.tilde },
];

/** Unsafe characters (RFC 1738 2.2) that can occur in a URL of this context and are not brackets of a group. */
const bareUnsafe: Rule = { match: '[|\\\\^`]', name: SCOPE.unsafe };
const wrapperUnsafe: Rule = { match: '[|\\\\^`"\\[\\]{}]', name: SCOPE.unsafe };

/** Non-ASCII characters other than those that end or trail a bare URL: those are where its end is decided. */
const bareNonAscii: Rule = { match: `[^\\x{0}-\\x{7F}${END_CHARS}${TRAIL_CHARS}]++`, name: SCOPE.nonAscii };
const wrapperNonAscii: Rule = { match: '[^\\x{0}-\\x{9F}]++', name: SCOPE.nonAscii };
/** Only inside a wrapper: a bare URL ends at these. */
const wrapperSpace: Rule = { match: `[${SPACE_CHARS}]++`, name: SCOPE.wrapperWhitespace };
const wrapperControl: Rule = { match: `(?:(?![${SPACE_CHARS}])[\\x{0}-\\x{1F}\\x{7F}-\\x{9F}])++`, name: SCOPE.control };

/**
 * A bracket pair inside a bare URL. Its closer ends the group; anything that would end the URL ends the group too
 * (then the enclosing rules end at the same place), except a run of punctuation before this group's own closer:
 * "http://x/(a.)" keeps the ".", as the finder's bracket counting does.
 */
function group(open: string, close: string, otherClosers: string, bracketScope: string): Rule {
  const captures = bracketScope === '' ? undefined : named(bracketScope);
  return {
    begin: `(\\${open})`,
    beginCaptures: captures,
    end: `(\\${close})|${bareEnd(otherClosers)}`,
    endCaptures: captures,
    patterns: [include('bare-tokens')],
  };
}

/** Repository entries: `bare-tokens` and `wrapper-tokens`. */
export function tokenRules(): Record<string, Rule> {
  return {
    'bare-tokens': {
      patterns: [
        ...common,
        bareUnsafe,
        bareNonAscii,
        // "(" and ")" are "extra" characters (RFC 1738 section 5), safe in a URL; "[]{}" are unsafe (2.2).
        group('(', ')', '\\]}', ''),
        group('[', ']', ')}', SCOPE.unsafe),
        group('{', '}', ')\\]', SCOPE.unsafe),
      ],
    },
    'wrapper-tokens': {
      patterns: [...common, wrapperUnsafe, wrapperSpace, wrapperControl, wrapperNonAscii],
    },
  };
}

/** The include for a context's tokens. */
export function tokensOf(context: Context): Rule {
  return include(`${context.id}-tokens`);
}
