/**
 * The injection grammar: URLs as the finder sees them (engine/src/find/), one line at a time.
 *
 * - `<URL:...>` (prefix in any case) and plain `<scheme:...>` wrappers that close on the same line. A wrapper that
 *   continues on the next line cannot be followed by a line-based tokenizer (docs/grammar.md); its URL is then
 *   coloured as bare, line by line, where it has a known scheme.
 * - bare URLs of the known schemes, at a word boundary, ending where the finder ends them.
 */
import { BARE, TABLE_BORDER_ENDS, TRAIL_ONLY, WRAPPER, type Context } from './context';
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

export const SCOPE_NAME = 'urlsmith.url.injection';

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
 * not a slash ("from http:// to https://" and "file:///" alone are prefixes mentioned in prose, not URLs) nor a "|"
 * that ends the line (a plain-text table's border: `see http://|` is no URL, as for the finder). A "," that
 * starts the next URL of a list ends the body before that ("http://,http://x" holds one URL, the second).
 */
const BODY_AHEAD = `${TRAIL_ONLY}*+(?!${TABLE_BORDER_ENDS})[^${END_CHARS}${TRAIL_CHARS}${CLOSERS}]`;
/** The finder's word boundary: no scheme character before the scheme name. */
const BOUNDARY = `(?<![${SCHEME_CHARS}])`;
/** Inside a `bare-after-run` rule: the scheme name right after the "+", "-", "." run that rule consumed. */
const AFTER_RUN = '(?<=[+\\-.])';

/**
 * Any other known scheme needs a letter, digit, "*", "%" or "/" right after its colon: "news:-)" is a smiley,
 * "mailto:@" nothing, and `(?i:mailto:|xmpp:)` a regular expression.
 */
const OPAQUE_AHEAD = `[${ALPHA_CHARS}0-9*%/]`;

/** What must follow the colon for a bare URL of this family to start. */
function ahead(family: Family | 'opaque'): string {
  return `(?=${family === 'opaque' ? OPAQUE_AHEAD : `///*+${BODY_AHEAD}`})`;
}

/** The families of bare URLs: the scheme names of each and what must follow their colon. */
const FAMILIES: readonly { names: readonly string[]; family: Family | 'opaque' }[] = [
  { names: HTTP_SCHEMES, family: 'http' },
  { names: OTHER_INTERNET_SCHEMES, family: 'internet' },
  { names: OPAQUE_SCHEMES, family: 'opaque' },
];

/** A bare URL starting after `boundary` (zero-width), scoped `name`. */
function bare(names: readonly string[], family: Family | 'opaque', boundary: string, name: string): Rule {
  return {
    begin: `${boundary}(${schemeAlternation(names)})(:)${ahead(family)}`,
    beginCaptures: named(SCOPE.scheme, SCOPE.schemeColon),
    name,
    end: BARE.end,
    patterns: [include(`bare-${family}-parts`)],
  };
}

/** A scheme name, its colon and what follows as a bare URL of its family needs (consumes the name and colon). */
const ANY_HEAD = `(?:${FAMILIES.map(({ names, family }) => `${schemeAlternation(names)}:${ahead(family)}`).join('|')})`;

/**
 * A run of "+", "-", "." before a scheme name that still starts a word, as the finder reads it
 * (engine/src/find/bare.ts, schemeStart): the run itself starts the word (a diff's `-http://x`, `(+https://x`), or
 * it holds ".." (an ellipsis is never inside a name: `can...http://x`). `x.http://` and `git+https://` are not
 * URLs: there the run joins the scheme to a longer name. Read from the run's first character only, possessively:
 * each run is read once per search.
 */
const RUN = '[+\\-.]';
const RUN_BEFORE_SCHEME = `(?<!${RUN})(?:(?<![${SCHEME_CHARS}])${RUN}++|(?:[+\\-]|\\.(?!\\.))*+\\.\\.${RUN}*+)`;

/**
 * A bare URL after such a run. Deciding the run by lookbehind would need one of unbounded length, which Oniguruma
 * does not allow, so this rule consumes the run instead and leaves it unscoped. The URL rules inside start right
 * after it. Its `contentName`, the bare URL's meta scope, covers exactly the URL (the rule ends as soon as the URL
 * does: a zero-width `end`, tried after the patterns) and keeps the injection from starting another URL inside it.
 */
const afterRun: Rule = {
  begin: `${RUN_BEFORE_SCHEME}(?=${ANY_HEAD})`,
  contentName: SCOPE.bare,
  end: '(?:)', // zero-width anywhere (an empty string would be read as "never")
  applyEndPatternLast: true,
  patterns: FAMILIES.map(({ names, family }) => bare(names, family, AFTER_RUN, SCOPE.link)),
};

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
  // "<URL:", optional whitespace, then content holding a letter before the ">" that closes it on this line:
  // `<URL:...>` names the notation, and a URL's scheme starts with a letter (RFC 1738 section 2.1).
  begin: `(<)(${caseless('url')})(:)[${S}]*+(?=[^<>${ALPHA_CHARS}]*+[${ALPHA_CHARS}][^<>]*+>)`,
  beginCaptures: named(SCOPE.wrapperBegin, SCOPE.wrapperPrefix, SCOPE.wrapperPrefixColon),
  name: SCOPE.wrapper,
  ...wrapperEnd,
  patterns: [include('wrapper-content')],
};

const plainWrapper: Rule = {
  // A known scheme, or any scheme followed by "//": `<xsl:template>` and `<std::vector>` are not URLs. "<URL:" always
  // opens a prefixed wrapper, so one the prefixed rule refused (`<URL://>`: no letter) is no wrapper at all.
  begin: `(<)(?!${caseless('url')}:)(?=(?:${KNOWN_SCHEME}:|${ANY_SCHEME}://)${PLAIN_CONTENT}[${S}]*+>)`,
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
    name: 'urlsmith URLs',
    scopeName: SCOPE_NAME,
    comment: 'Generated by syntaxes/src (npm run build:grammar); do not edit. See docs/grammar.md.',
    injectionSelector: INJECTION_SELECTOR,
    patterns: [include('wrapper-prefixed'), include('wrapper-plain'), include('bare')],
    repository: {
      'wrapper-prefixed': prefixedWrapper,
      'wrapper-plain': plainWrapper,
      'wrapper-content': wrapperContent,
      bare: {
        patterns: [
          ...FAMILIES.map(({ names, family }) => bare(names, family, BOUNDARY, `${SCOPE.bare} ${SCOPE.link}`)),
          include('bare-after-run'),
        ],
      },
      'bare-after-run': afterRun,
      ...partsFor(BARE),
      ...partsFor(WRAPPER),
      ...tokenRules(),
    },
  };
}

