/**
 * The engine's data model. Every offset is a UTF-16 code-unit index, half-open: [start, end).
 *
 * Two coordinate systems meet here:
 * - document offsets index the text the engine was given (what the server turns into LSP ranges);
 * - URL offsets index `Locator.url`, the URL with any wrapper whitespace removed.
 * `Locator.offsets` maps the second onto the first, so a wrapped URL's parts still point at the document.
 */

import type { DocumentType } from './document/document-type';

/**
 * How a bare URL ends inside a view (the finder's terminators; see find/bare.ts):
 * - `prose`: running text (RFC 1738 appendix): whitespace, "<", ">", '"', a backslash, a control character, CJK and
 *   full-width punctuation, an unbalanced closing bracket; trailing sentence punctuation is dropped.
 * - `markdown`: prose, and also "|" and "`" end a URL, and trailing "*", "_", "~" are emphasis, not URL (as the
 *   GitHub Flavored Markdown autolink extension reads them).
 * - `comment`: prose inside a code comment, and "|" ends a URL (JSDoc `{@link url|label}`).
 * - `string`: the content of one string literal: a URL ends at whitespace or at the end of the view.
 * - `attribute`: an HTML/XML attribute value or a Markdown link destination, character references decoded: "<", ">",
 *   '"' and a backslash stay in the URL (a "<" written as "&lt;" is part of it, and reported as unsafe); whitespace,
 *   typographic and CJK punctuation end it, and an unbalanced closing bracket and trailing punctuation are dropped
 *   as in prose.
 */
export type UrlContext = 'prose' | 'markdown' | 'comment' | 'string' | 'attribute';

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/**
 * Which reading of the URL standards the rules follow. `default`: RFC 1738's checks where RFC 3986 (2005) agrees,
 * and what was legalised since (`~`, "/" and "?" in a query, RFC 2732's IPv6 literal hosts) only a hint, never
 * fixed. `strict`: everything exactly as RFC 1738 says.
 */
export type Preset = 'default' | 'strict';

/** A setting for a rule: a severity, or 'off' to drop its diagnostics. */
export type SeveritySetting = Severity | 'off';

export interface Span {
  start: number;
  end: number;
}

/** Replace document text [start, end) with newText. */
export interface TextEdit extends Span {
  newText: string;
}

export interface Fix {
  /** Imperative, shown as the quick fix title: "Percent-encode ' ' as %20". */
  title: string;
  edits: TextEdit[];
  /**
   * Safe fixes keep the URL's meaning and are applied by fix-all (`--fix`, `source.fixAll.urlsmith`).
   * A fix that makes a choice for the user (which reading of a hyphen break) is not safe.
   */
  safe: boolean;
}

/** One problem. The engine reports offsets; hosts (server, CLI) turn them into lines and columns. */
export interface Diagnostic extends Span {
  /** Stable kebab-case rule code, documented in docs/rules.md. */
  code: string;
  /** The rule's severity in the preset the URL was checked with; hosts apply the user's settings on top (see config/apply). */
  severity: Severity;
  message: string;
  /** Document span of the whole URL this diagnostic belongs to. */
  url: Span;
  fixes: Fix[];
  /**
   * The RFC 1738 section 5 production the offending text breaks, the innermost one, named exactly as the BNF writes
   * it (`hsegment`, `escape`, `domainlabel`): see grammar/productions.ts. Absent when no production applies (the
   * layout of a wrapper, a security warning about a well-formed URL).
   */
  production?: string;
}

/** A URL found in text. */
export interface Locator extends Span {
  /** `wrapper`: inside `<URL:...>` or `<scheme:...>`; `bare`: a known scheme in running text. */
  kind: 'wrapper' | 'bare';
  /** The URL itself: for wrappers, the content with all whitespace removed. */
  url: string;
  /**
   * offsets[i] is the document offset of url[i]; offsets[url.length] is the document offset just
   * past the URL's last character. Only indexes 0..url.length are meaningful: the array may be a longer,
   * shared one (URLs checked on their own share one identity array).
   */
  offsets: Uint32Array;
  /**
   * ends[i] is the document offset just past the source of url[i], when that source is longer than one character
   * (a character reference such as "&amp;", a roff escape such as "\-"). Absent: offsets[i] + 1.
   */
  ends?: Uint32Array;
  /** Document spans of whitespace runs removed from inside a wrapper (empty for bare URLs). */
  whitespace: Span[];
  /** URL offsets of each hyphen immediately followed by a line break inside a wrapper (ambiguous: RFC 1738 appendix). */
  hyphenBreaks: number[];
  /**
   * Set when the URL is a whole value the document delimits and runs past where a URL in running text would end
   * (a space in an `href`; see document/view/whole-value.ts): `value`; or when it is the destination of a Markdown
   * `[text](...)` that CommonMark does not read as a link because of whitespace in it: `markdown-link`; or when it is
   * a Markdown link destination written `<...>`, where CommonMark allows spaces: `markdown-angle`.
   */
  delimited?: 'value' | 'markdown-link' | 'markdown-angle';
  /**
   * Set when the "URL" is a relative Markdown link destination that holds a space (`[Test](docs/my file.md)`;
   * document/markdown/relative-destination.ts), `delimited` being `markdown-link`: no scheme, so no URL of RFC 1738,
   * and only `markdown-link-space` checks it. findInDocument leaves such locators out unless asked for them: `find`
   * prints URLs, while `lintText` reports the broken link.
   */
  relative?: true;
  /**
   * Set when the URL's scheme or the "://" after it is mistyped (`https:/host`, `htp://host`; find/scheme-typo.ts):
   * url[0, end) is the misspelt prefix, `meant` what it stands for (`https://`). Only `scheme-typo` checks such a URL.
   */
  schemeTypo?: { end: number; meant: string };
  /**
   * Found in a view of code inside the document (`TextView.code`: a Markdown code span, an HTML `<pre>`): the URL is
   * an example, judged as one (judge/examples.ts). Set by findInDocument.
   */
  inCode?: true;
  /**
   * A bare URL of an attribute value that follows a "<" of the value with no ">" after it (`<a href="<news:H<>">`):
   * encoding a "<" or ">" of it would make the `<...>` a wrapper and move the URL (judge/fix-guard.ts). Set by
   * findInDocument (document/find-document.ts, noteOpenAngles).
   */
  insideOpenAngle?: true;
  /**
   * Set when the URL is in a document in curl's reach (document/curl-reach.ts): curl's globs and test macros are
   * placeholders there.
   */
  curl?: true;
  /** The URL is in a Go string literal, where fmt's verbs (`%v`, `%q`, `%T`) are placeholders (placeholder/table.ts). */
  goString?: true;
  /**
   * The URL is the argument of a LaTeX command that takes one (`\url{…}`, `\href{…}`, Sphinx's `\sphinxhref{…}`), where
   * `\#`, `\%`, `\&`, `\_`, `\~` write those characters (placeholder/table.ts). Set by findInDocument.
   */
  latex?: true;
  /**
   * The URL is in a reStructuredText document's running text, where `|name|` is a substitution reference docutils
   * replaces (placeholder/table.ts); not in a literal block, which keeps it as written. Set by findInDocument.
   */
  rst?: true;
}

/** Names of URL components, after RFC 1738 section 5's BNF. */
export type PartName =
  | 'scheme'
  | 'schemepart'
  | 'user'
  | 'password'
  | 'host'
  | 'port'
  | 'path'
  | 'segment'
  | 'typecode'
  | 'search'
  | 'fragment'
  | 'gophertype'
  | 'selector'
  | 'gopher-search'
  | 'gopher+'
  | 'group'
  | 'article'
  | 'article-number'
  | 'database'
  | 'wtype'
  | 'wpath'
  | 'hsoname'
  | 'fieldspec'
  | 'address';

/** One component: offsets into the URL string, the raw text and its percent-decoded value. */
export interface Part extends Span {
  name: PartName;
  raw: string;
  /** Percent-decoded as UTF-8 (invalid sequences decode to U+FFFD); for `port`, the digits. */
  value: string;
}

/** Which grammar of section 5 parsed the URL. */
export type Grammar =
  | 'ftp'
  | 'http'
  | 'gopher'
  | 'mailto'
  | 'news'
  | 'nntp'
  | 'telnet'
  | 'wais'
  | 'file'
  | 'prospero'
  /** Another scheme whose schemepart starts with "//": the common Internet scheme syntax (3.1). */
  | 'ip'
  /** Any other scheme: genericurl = scheme ":" schemepart. */
  | 'generic';

export interface ParsedUrl {
  url: string;
  /** Lower-cased scheme name. */
  scheme: string;
  grammar: Grammar;
  /** RFC 1738 section that defines this scheme's syntax, e.g. "3.3". */
  section: string;
  /** All components in source order. A path's segments come from `pathSegments(parsed)`, on demand. */
  parts: Part[];
  /** `ipv6`: a bracketed IP literal (RFC 2732; RFC 3986 IP-literal), well formed or not. */
  hostKind?: 'name' | 'number' | 'ipv6';
  /** The port in effect: explicit, or the scheme's default when implied. */
  port?: number;
  /** True when the port was not written and `port` is the scheme's default. */
  portImplied?: boolean;
}

/** One URL as found and parsed, with its problems. */
export interface LintedUrl {
  locator: Locator;
  parsed: ParsedUrl;
  diagnostics: Diagnostic[];
}

export interface LintOptions {
  /** Extra scheme names to detect as bare URLs (lower case). */
  extraSchemes?: readonly string[];
  /** How to read the document (default plain text): see document/document-type.ts. */
  documentType?: DocumentType;
  /** Which rules' severities and fixes apply (default `default`): see Preset. */
  preset?: Preset;
  /**
   * Whether URLs in a document's code (Markdown code spans and blocks, HTML `<code>`, `<pre>`, `<kbd>`, `<samp>`, `<tt>`) are checked as
   * fully as any: by default they are examples, their problems hints with no fix (see judge/examples.ts).
   */
  checkCode?: boolean;
}

export interface LintResult {
  urls: LintedUrl[];
  /** Every diagnostic, sorted by start offset. */
  diagnostics: Diagnostic[];
}
