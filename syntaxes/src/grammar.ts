/**
 * The injection grammar: URLs as the finder sees them (PRODUCT.md "Finding locators in text"), one line at a time.
 *
 * - `<URL:...>` (prefix in any case) and plain `<scheme:...>` wrappers that close on the same line. A wrapper that
 *   continues on the next line cannot be followed by a line-based tokenizer (docs/grammar.md); its URL is then
 *   coloured as bare, line by line, where it has a known scheme.
 * - bare URLs of the known schemes, at a word boundary, ending where the finder ends them.
 */
import { BARE, WRAPPER, type Context } from './context';
import {
  ALPHA_CHARS,
  CLOSERS,
  END_CHARS,
  HTTP_SCHEMES,
  INTERNET_SCHEMES,
  OPAQUE_SCHEMES,
  OTHER_INTERNET_SCHEMES,
  SCHEME_CHARS,
  SPACE_CHARS,
  TRAIL_CHARS,
  caseless,
  schemeAlternation,
} from './classes';
import { internetParts, opaqueParts, type Family } from './parts';
import { SCOPE } from './scopes';
import { tokenRules } from './tokens';
import { include, named, type InjectionGrammar, type Rule } from './tm';

export const SCOPE_NAME = 'urlint.url.injection';

const OURS = `(${SCOPE.bare} | ${SCOPE.wrapper})`;

/**
 * Where URLs are coloured: all of plain text, Markdown and YAML (whose plain scalars are strings whose rule begins by
 * consuming their first character, so a scalar that is a URL would otherwise be missed), and the comments and strings
 * of programming languages (not regular expressions, nor code embedded in a string such as a template literal's
 * `${...}`). "L:" puts these patterns before the host grammar's own, so `<http://x>` in Markdown is a wrapper here,
 * not Markdown's autolink.
 */
export const INJECTION_SELECTOR = [
  `L:text.plain - ${OURS}`,
  `L:text.html.markdown - ${OURS}`,
  `L:source.yaml - ${OURS}`,
  `L:source comment - ${OURS}`,
  `L:source string - (string.regexp | meta.embedded | meta.template.expression | ${OURS})`,
].join(', ');

const S = SPACE_CHARS;
/**
 * A bare URL's body must keep at least one character once trailing punctuation is dropped; after "//", one that is
 * not a slash ("from http:// to https://" and "file:///" alone are prefixes mentioned in prose, not URLs).
 */
const BODY_AHEAD = `[${TRAIL_CHARS}]*+[^${END_CHARS}${TRAIL_CHARS}${CLOSERS}]`;
/** The finder's word boundary: no scheme character before the scheme name. */
const BOUNDARY = `(?<![${SCHEME_CHARS}])`;

/**
 * Any other known scheme needs a letter, digit or "*" in its body ("news:-)" is a smiley, "mailto:@" nothing): one
 * before any character that could end the URL. (The finder also looks past a closing bracket that has its opener,
 * as in "news:(-)a"; a line-based look-ahead does not count brackets.)
 */
const OPAQUE_AHEAD = `[^${END_CHARS}${CLOSERS}${ALPHA_CHARS}0-9*]*+[${ALPHA_CHARS}0-9*]`;

function bare(names: readonly string[], family: Family | 'opaque'): Rule {
  const ahead = family === 'opaque' ? OPAQUE_AHEAD : `///*+${BODY_AHEAD}`;
  return {
    begin: `${BOUNDARY}(${schemeAlternation(names)})(:)(?=${ahead})`,
    beginCaptures: named(SCOPE.scheme, SCOPE.schemeColon),
    name: `${SCOPE.bare} ${SCOPE.link}`,
    end: BARE.end,
    patterns: [include(`bare-${family}-parts`)],
  };
}

/**
 * The URL inside a wrapper. The content's first character is where the wrapper rule first searches, and the last
 * variant below matches there whatever it is, so the leftmost match is always at that character: no `\G` anchor is
 * needed. (None is used anywhere: vscode-oniguruma does not cache searches of a scanner with `\G`, and then every
 * URL on a line rescanned the rest of it for "?" and "#" — quadratic on a long line of URLs.)
 */
function wrapped(begin: string, parts: string): Rule {
  return {
    begin,
    beginCaptures: named(SCOPE.scheme, SCOPE.schemeColon),
    name: SCOPE.link,
    end: WRAPPER.end,
    patterns: [include(parts)],
  };
}

const ANY_SCHEME = `[${ALPHA_CHARS}][${SCHEME_CHARS}]*+`;
const wrapperContent: Rule = {
  patterns: [
    wrapped(`(${schemeAlternation(HTTP_SCHEMES)})(:)(?=//)`, 'wrapper-http-parts'),
    wrapped(`(${schemeAlternation(OPAQUE_SCHEMES)})(:)`, 'wrapper-opaque-parts'),
    wrapped(`(${ANY_SCHEME})(:)(?=//)`, 'wrapper-internet-parts'),
    wrapped(`(${ANY_SCHEME})(:)`, 'wrapper-opaque-parts'),
    // `<URL:...>` accepts anything, even without a scheme (the engine reports invalid-scheme).
    wrapped(`(?=[^${S}>])`, 'wrapper-opaque-parts'),
  ],
};

/** Characters of a would-be attribute name after whitespace in a plain wrapper (engine/src/find/wrapper.ts). */
const ATTRIBUTE_NAME = `[${SCHEME_CHARS}_:]`;
/** A plain wrapper's content: no '"', no whitespace followed by `name=` (that is markup: `<a:b c="d">`). */
const PLAIN_CONTENT = `(?:[^${S}<>"]++|[${S}]++(?!${ATTRIBUTE_NAME}*+=))*+`;
const KNOWN_SCHEME = schemeAlternation([...INTERNET_SCHEMES, ...OPAQUE_SCHEMES]);

const wrapperEnd = {
  end: `[${S}]*+(>)|$`,
  endCaptures: named(SCOPE.wrapperEnd),
};

const prefixedWrapper: Rule = {
  // "<URL:", optional whitespace, then at least one other character before the ">" that closes it on this line.
  begin: `(<)(${caseless('url')})(:)[${S}]*+(?=[^${S}<>][^<>]*+>)`,
  beginCaptures: named(SCOPE.wrapperBegin, SCOPE.wrapperPrefix, SCOPE.wrapperPrefixColon),
  name: SCOPE.wrapper,
  ...wrapperEnd,
  patterns: [include('wrapper-content')],
};

const plainWrapper: Rule = {
  // A known scheme, or any scheme followed by "//": `<xsl:template>` and `<std::vector>` are not URLs.
  begin: `(<)(?=(?:${KNOWN_SCHEME}:|${ANY_SCHEME}://)${PLAIN_CONTENT}[${S}]*+>)`,
  beginCaptures: named(SCOPE.wrapperBegin),
  name: SCOPE.wrapper,
  ...wrapperEnd,
  patterns: [include('wrapper-content')],
};

function partsFor(context: Context): Record<string, Rule> {
  return {
    [`${context.id}-http-parts`]: { patterns: internetParts(context, 'http') },
    [`${context.id}-internet-parts`]: { patterns: internetParts(context, 'internet') },
    [`${context.id}-opaque-parts`]: { patterns: opaqueParts(context) },
  };
}

export function injectionGrammar(): InjectionGrammar {
  return {
    name: 'urlint URLs',
    scopeName: SCOPE_NAME,
    comment: 'Generated by syntaxes/src (npm run build:grammar); do not edit. See docs/grammar.md.',
    injectionSelector: INJECTION_SELECTOR,
    patterns: [include('wrapper-prefixed'), include('wrapper-plain'), include('bare')],
    repository: {
      'wrapper-prefixed': prefixedWrapper,
      'wrapper-plain': plainWrapper,
      'wrapper-content': wrapperContent,
      bare: {
        patterns: [bare(HTTP_SCHEMES, 'http'), bare(OTHER_INTERNET_SCHEMES, 'internet'), bare(OPAQUE_SCHEMES, 'opaque')],
      },
      ...partsFor(BARE),
      ...partsFor(WRAPPER),
      ...tokenRules(),
    },
  };
}

