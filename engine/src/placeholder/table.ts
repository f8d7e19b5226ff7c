import { referenceEnd } from '../grammar/character-reference';
import type { Span } from '../types';
import { identifierLabelStart, identifierRunEnd, portWordEnd, roleWordHost, unixSocketEnd, wildcardEnd } from './authority';
import { optionalPartAt, rangeEnd, squareWordEnd, UNCLOSED, wordInBrackets } from './brackets';
import { CLOSE_PAREN, COLON, DOT, GREATER, HASH, SLASH } from './chars';
import { atHostStart, type Scan, type Where } from './scan';
import {
  isAlternationGroup, isDotPlus, isDotStar, isEndAnchor, isEscapedDot, isEscapedMetacharacter, isGroupExtension, isNegatedClass, isQuantifiedClass, isQuantifiedClassEscape, isWholeRangeClass,
} from './signs';
import {
  backReferenceEnd, backtickEnd, braceEnd, curlMacroEnd, dollarBraceEnd, dollarParenEnd, doublePercentNameEnd, elidedEnd, ellipsisEnd, gitFormatEnd, gluedShellVariableEnd, goVerbEnd, percentBraceEnd,
  latexCharacterEnd, latexEscapeEnd, percentNameEnd, percentVariableEnd, positionalEnd, printfPlaceholderEnd, rstSubstitutionEnd, shellVariableEnd,
} from './syntaxes';

/**
 * What a placeholder hides besides its own characters, which no rule reports and no fix edits:
 * - `itself`: nothing more (a wildcard "*" in a host: the rest of its label is as written);
 * - `host labels`: in the host, the labels it touches, from the host rules (`host-*`): `pw-${id}--x.example` is
 *   known only once filled in (see Placeholders.hides); elsewhere, itself;
 * - `port`: the port it is the whole of (`:PORT`), so the port rules find nothing left to report;
 * - `rest of part`: a pattern sign: the part of the URL that holds it (authority, path, query or fragment) and
 *   everything after it, since a regular expression acts backwards from its signs (`(www\.)?`, `a|b\d+`).
 */
export type Reach = 'itself' | 'host labels' | 'port' | 'rest of part';

/**
 * Looks for the row's placeholder at url[i] (a character of `starts`, where `where` allows): returns its end, or a
 * value not past i when there is none. A placeholder that does not start at i sets `s.start`.
 */
export type Recogniser = (s: Scan, i: number) => number;

/** One syntax the placeholder finder recognises: what it takes, where, how it ends, what it hides, and why. */
export interface PlaceholderRow {
  /** Its name, shown in the url-template rule's documentation. */
  readonly kind: string;
  /** A URL holding one, as a template or pattern writes it; the row's first placeholder in it is this row's. */
  readonly example: string;
  readonly where: Where;
  /** The characters it may start with ("" for a whole host, found apart). */
  readonly starts: string;
  /** When set, the character after the start must be one of these (so the fast path looks at two characters). */
  readonly next?: string;
  /** How it ends, in words. */
  readonly ends: string;
  /** What looks like it but is not taken, in words (what stays reported). */
  readonly not?: string;
  readonly reach: Reach;
  /** A pattern sign: the URL is a regular expression from the part that holds it on, not a URL with holes. */
  readonly pattern?: true;
  /**
   * Not a hole but a convention some programs read in place of RFC 1738's syntax (a Unix socket's path where the
   * port goes): the url-template hint says so rather than calling it a placeholder filled in later.
   */
  readonly convention?: true;
  /** The line of real text that justifies the row: `test/fixtures/...:line`. */
  readonly fixture: string;
  readonly find: Recogniser;
  /** For a `whole host` row: the host that starts at url[host] when it is one. */
  readonly findHost?: (url: string, host: number) => Span | undefined;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A pattern sign's recogniser: the sign's test, true or false. */
const sign =
  (test: (url: string, i: number) => boolean): Recogniser =>
  (s, i) =>
    test(s.url, i) ? i + 1 : i;

/** A syntax's recogniser that needs only the URL. */
const text =
  (end: (url: string, i: number) => number): Recogniser =>
  (s, i) =>
    end(s.url, i);

/**
 * Every syntax, in the order the finder tries them at a character: the first row that matches wins. A word in
 * parentheses as the host is a hole before "(" there is a pattern's group; the pattern signs come before the holes,
 * so `[^/]+` is a pattern, not an optional part. Adding a syntax is adding a row here and its fixture line.
 */
export const PLACEHOLDER_ROWS: readonly PlaceholderRow[] = [
  {
    kind: 'word in parentheses as the host',
    example: 'http://(tfsserver):8080/tfs',
    where: 'host start',
    starts: '(',
    ends: 'at ")" after letters, digits, "_", "-", "." (starting with a letter or "_"), before ":", ".", "/", "#" or the end',
    not: 'a group that holds anything else, `(www\\.)?` (a pattern)',
    reach: 'host labels',
    fixture: 'test/fixtures/recall/javascript/0257-backslash-TestResultsApi.js:4',
    find: (s, i) => {
      const word = wordInBrackets(s.url, i, CLOSE_PAREN);
      const after = s.url.charCodeAt(word);
      return word > i && (after === COLON || after === DOT || after === SLASH || after === HASH || Number.isNaN(after)) ? word : i;
    },
  },
  {
    kind: 'pattern: any run `.*`',
    example: 'http://.*gnome.org',
    where: 'anywhere',
    starts: '.',
    next: '*',
    ends: 'the URL is a pattern from the part that holds it',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/precision/text/libcairo2-changelog:11',
    find: sign(isDotStar),
  },
  {
    kind: 'pattern: `.+` in the host',
    example: 'http://.+\\.example\\.org/\\d+',
    where: 'authority',
    starts: '.',
    next: '+',
    ends: 'as any pattern sign',
    not: 'elsewhere: `0$_.+!*\'(),` is RFC 1738\'s own safe and extra characters, `?q=Mr.+Smith` a query\'s space',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/lint/templates.txt:31',
    find: sign(isDotPlus),
  },
  {
    kind: 'pattern: `\\.` before a label or ending the URL',
    example: 'http://www\\.example\\.com/',
    where: 'anywhere',
    starts: '\\',
    ends: 'as any pattern sign',
    not: 'a backslash before a letter (`manuals\\copyright`: a Windows separator, an unsafe character)',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.txt:3',
    find: sign(isEscapedDot),
  },
  {
    kind: 'pattern: an end anchor `$`',
    example: 'https://example.co$',
    where: 'anywhere',
    starts: '$',
    ends: 'a "$" that is the URL\'s last character',
    not: 'a "$" inside the URL (RFC 1738\'s safe characters `$-_.+`), or one a name follows (a variable)',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/precision/code/mux-example_route_test.go:6',
    find: sign(isEndAnchor),
  },
  {
    kind: 'pattern: an escaped metacharacter `\\?`, `\\(`, `\\+`',
    example: 'http://a.example/x\\?y',
    where: 'anywhere',
    starts: '\\',
    ends: 'as any pattern sign',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.txt:4',
    find: sign(isEscapedMetacharacter),
  },
  {
    kind: 'pattern: a class escape with a quantifier `\\d+`',
    example: 'http://a.example/\\d+',
    where: 'anywhere',
    starts: '\\',
    ends: 'as any pattern sign',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.txt:5',
    find: sign(isQuantifiedClassEscape),
  },
  {
    kind: 'pattern: a group extension `(?:`',
    example: 'http://a.example/(?:x|y)',
    where: 'anywhere',
    starts: '(',
    ends: 'as any pattern sign',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.js:4',
    find: sign(isGroupExtension),
  },
  {
    kind: 'pattern: a group of alternatives `(a|b)`',
    example: 'https://github.com/ohmyzsh/ohmyzsh(|.git)',
    where: 'anywhere',
    starts: '(',
    ends: 'as any pattern sign: "(" then no blank before the ")" that closes it, a "|" between',
    not: 'a group without "|" (`Foo_(bar)`, a title in parentheses); a "|" outside parentheses (`?a|b`)',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/precision/code/ohmyzsh-upgrade.sh:5',
    find: sign(isAlternationGroup),
  },
  {
    kind: 'pattern: a group as the host',
    example: 'http://(www\\.)?example\\.com',
    where: 'host start',
    starts: '(',
    ends: 'as any pattern sign',
    not: 'a "(" in a user or password (`telnet://(u:p@h/`)',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/lint/templates.txt:28',
    find: sign(() => true),
  },
  {
    kind: 'pattern: a negated class `[^`',
    example: 'https?://[^/]+/',
    where: 'anywhere',
    starts: '[',
    ends: 'as any pattern sign',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.txt:6',
    find: sign(isNegatedClass),
  },
  {
    kind: 'pattern: a class with a quantifier `[a-z]+`',
    example: 'http://a.example/[a-z]+',
    where: 'anywhere',
    starts: '[',
    ends: 'as any pattern sign',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/placeholder/written.txt:7',
    find: sign(isQuantifiedClass),
  },
  {
    kind: 'back-reference `\\1`, `\\g<name>`',
    example: 'https://github.com/ohmyzsh/ohmyzsh/issues/\\1',
    where: 'anywhere',
    starts: '\\',
    ends: 'after a delimiter ("/", "=", "-", "#", "?", "&"): "\\" and one or two digits from 1 ending the URL; `\\g<` a name and ">"; `\\g` ending the URL (a `<...>` wrapper ends at its "<")',
    not: 'anywhere else: `libxml\\2/`, `C:\\1data`, `rfc584\\9` (the URL\'s own backslash, reported); `\\0`',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/code/ohmyzsh-changelog.sh:9',
    find: text(backReferenceEnd),
  },
  {
    kind: 'braces `{name}`',
    example: 'https://api.example/items/{item_id}',
    where: 'anywhere',
    starts: '{',
    ends: 'at the "}" that closes it, nested braces included (`{{x}}`); unclosed, at the URL\'s end when only openers follow (a template cut at its space: `https://{{`)',
    // An unclosed "{" before URL text is a character: `https://wg21.link/p236{0` (issue 30).
    not: 'a braced GUID, `{A793D31E-6DC6-4174-8FA3-DE3F82B51642}` (a value: its braces stay unsafe)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/text/wget-changelog-mustache:6',
    find: text(braceEnd),
  },
  {
    kind: 'substitution `${name}`',
    example: 'https://example.org${pathname}',
    where: 'anywhere',
    starts: '$',
    ends: 'at the "}" that closes it',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/markdown/nodejs-url-template.md:5',
    find: text(dollarBraceEnd),
  },
  {
    kind: 'make or shell `$(name)`',
    example: 'http://$(HOST)/x',
    where: 'not after a name',
    starts: '$',
    ends: 'at the first ")"; unclosed, at the URL\'s end when only openers follow',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/written.js:3',
    find: text(dollarParenEnd),
  },
  {
    kind: 'shell command substitution `` `cmd` ``',
    example: 'file://`pwd`/htmlcov/index.html',
    where: 'anywhere',
    starts: '`',
    ends: 'at the "`" after a command\'s name (a lower-case letter or "/", then letters, digits, "_", "-", ".", "/"); a shell script\'s reader leaves its arguments out',
    not: 'a lone "`" (the URL\'s own unsafe character); an upper-case word (`` `VERSION` `` in a Markdown link: reported); a blank inside, which ends a URL in running text',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/code/yarl/Makefile:3',
    find: text(backtickEnd),
  },
  {
    kind: 'shell variable `$_name` glued to a name',
    example: 'http://localhost$_endpoint',
    where: 'anywhere',
    starts: '$',
    next: '_',
    ends: 'after "_", a letter, then letters, digits, "_"',
    not: '`$_` before no letter (`0$_.+!*\'(),`: RFC 1738\'s safe and extra characters)',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/acme.sh-deploy-docker.sh:3',
    find: text(gluedShellVariableEnd),
  },
  {
    kind: 'shell variable `$NAME`',
    example: 'http://$HOST:$PORT/',
    where: 'not after a name',
    starts: '$',
    ends: 'after a letter or "_" and letters, digits, "_", and any Perl or PHP element or property it interpolates (`$m->{file}`, `$a[0]`, `$this->host`)',
    not: 'before "=" (`?$filter=...&$top=5`, OData\'s query options), or glued to a name (`Outer$Inner.class`)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/gcloud_beta_topic_offline-help.1:5',
    find: text(shellVariableEnd),
  },
  {
    kind: 'positional `$1`',
    example: 'http://$1/',
    where: 'not after a name',
    starts: '$',
    next: '123456789',
    ends: 'after one digit from 1 to 9: a script\'s argument, a replacement\'s group, an editor snippet\'s tab stop',
    not: '`$0`, `$10` and longer numbers',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/html/pluma-mallard.xml:4',
    find: text(positionalEnd),
  },
  {
    kind: 'curl test macro `%hex[...]hex%`',
    example: 'http://%hex[%c3%a5%c3%a4%c3%b6]hex%.se:%HTTPPORT/',
    where: "in curl's reach",
    starts: '%',
    ends: 'at the text that closes it (`]hex%`, `]b64%`, `]%` after `%repeat[`, `]` after `%days[`); unclosed, at the URL\'s end (the macro\'s space ends a URL in running text)',
    not: 'in a document that does not name curl',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/text/curl-test1448:8',
    find: text(curlMacroEnd),
  },
  {
    kind: 'Ruby `%{name}`',
    example: 'http://a.example/%{name}',
    where: 'anywhere',
    starts: '%',
    ends: 'at the "}" that closes it',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/perl-CPAN-Plugin-Specfile.pm:4',
    find: text(percentBraceEnd),
  },
  {
    kind: 'Python `%(name)s`',
    example: 'http://example.com/%(name)s/x',
    where: 'anywhere',
    starts: '%',
    ends: 'at ")", then an optional printf conversion',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/cmake-modules.7:4',
    find: text(percentNameEnd),
  },
  {
    kind: 'name between `%%` pairs',
    example: 'https://console.firebase.google.com/project/%%project%%/hosting',
    where: 'anywhere',
    starts: '%',
    ends: 'at the second "%%", after a name (a letter or "_", then letters, digits, "_", "-", ".")',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/code/gcloud-run-integrations-metadata.yaml:2',
    find: text(doublePercentNameEnd),
  },
  {
    kind: 'percent variable `%NAME%`, `%NAME`',
    example: 'http://%HOSTIP:%HTTPPORT/%TESTNUMBER',
    where: 'anywhere',
    starts: '%',
    ends: 'Windows: "%" closing a name of three or more letters, digits, "_" (`%USERPROFILE%`, `%name%`), or its modifier after ":" (`%version:~0,3%`, `%PATH:a=b%`); a test harness: after three or more upper-case letters, digits, "_" from two letters (`%HOSTIP`)',
    not: 'a percent-escape: a two-character name closed by "%" (`%C3%A9`), or upper case starting with two hex digits (`%AB`, `%DE`)',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/curl-tests-data-test1.txt:3',
    find: text(percentVariableEnd),
  },
  {
    kind: 'printf conversion `%s`',
    example: 'http://%s:%d/path',
    where: 'anywhere',
    starts: '%',
    ends: 'after flags, width, precision, length and a conversion letter, before no letter or digit',
    not: 'a percent-escape ("%" and two hex digits: `%2F`, `%dF`), but a control character\'s that a width continues (`%02d`, `%10s`); `50%off`',
    reach: 'host labels',
    fixture: 'test/fixtures/recall/python/0381-empty-label-package.py:4',
    find: text(printfPlaceholderEnd),
  },
  {
    kind: 'Go verb `%v`',
    example: 'http://%v/bypass',
    where: 'in a Go string',
    starts: '%',
    ends: 'after flags, width and `v`, `q` or `T`, before no letter or digit',
    not: 'outside a Go string literal: `de%v/` (a stray "%", reported)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/code/go-getter-get_http_test.go:2',
    find: text(goVerbEnd),
  },
  {
    kind: 'LaTeX command for a character `\\textasciitilde{}`',
    example: 'https://sphinx\\sphinxhyphen{}doc.org/\\textasciitilde{}test/',
    where: 'anywhere',
    starts: '\\',
    ends: 'after the empty group "{}" that follows "\\" and two or more letters: LaTeX\'s way to write a character it would otherwise read as markup (Sphinx writes `-` in a host as `\\sphinxhyphen{}`, `~` as `\\textasciitilde{}`), in a URL printed as LaTeX text',
    not: 'a command without the empty group (`\\url`, a Windows path\'s `\\temp`: the URL\'s own backslash, reported)',
    reach: 'host labels',
    convention: true,
    fixture: 'test/fixtures/precision/code/sphinx-test_build_latex.py:3',
    find: text(latexCharacterEnd),
  },
  {
    kind: 'LaTeX escape `\\#`',
    example: 'https://www.rfc-editor.org/rfc/rfc2324.html\\#section-1',
    where: 'in a LaTeX command',
    starts: '\\',
    ends: 'after the character it writes: "#", "%", "&", "_", "~" or "$" (hyperref\'s `\\url` and `\\href` read `\\#` as "#")',
    not: 'outside `\\url{}`, `\\href{}`, `\\nolinkurl{}`, `\\sphinxhref{}`, `\\sphinxurl{}`: `a\\#b` (the URL\'s own backslash, reported)',
    reach: 'itself',
    fixture: 'test/fixtures/precision/code/sphinx-test_markup.py:3',
    find: text(latexEscapeEnd),
  },
  {
    kind: 'numeric character reference `&#xE9;`',
    example: 'http://r&#xE9;sum&#xE9;.example.org',
    where: 'anywhere',
    starts: '&',
    next: '#',
    ends: 'after the ";" that closes its digits, or at the URL\'s end (grammar/character-reference.ts): markup\'s notation for one character, in a URL quoted from markup where no reader decodes it (an RFC\'s "in XML notation")',
    not: '"&#" without digits and a ";" (`?a=1&#top`: the fragment\'s "#")',
    reach: 'host labels',
    convention: true,
    fixture: 'test/fixtures/precision/text/uri-rfc3987.txt:20',
    find: text((url, i) => Math.max(i, referenceEnd(url, i, true))),
  },
  {
    kind: 'git pretty-format `%H`',
    example: 'https://github.com/o/r/commit/%H',
    where: 'anywhere',
    starts: '%',
    ends: 'after `H`, `h`, `T`, `t`, `P`, `p`, `an`, `aN`, `cn` or `cN`, before "/", "?", "#", ")" or the end',
    not: 'before a letter or digit (`50%H2O`); `%ad`, `%ce` (escapes)',
    reach: 'host labels',
    fixture: 'test/fixtures/lint/templates.txt:71',
    find: text(gitFormatEnd),
  },
  {
    kind: 'reStructuredText substitution `|name|`',
    example: 'http://someurl/release-|version|.tar-gz',
    where: 'in reStructuredText',
    starts: '|',
    ends: 'at the next "|", after a letter or digit, then letters, digits, "_", "-", "."',
    not: 'in a literal block (docutils keeps it as written); a lone "|" or `|a b|` (a space ends the URL)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/rst/sphinx_rtd_theme-demo.rst:7',
    find: text(rstSubstitutionEnd),
  },
  {
    kind: 'angle brackets `<name>`',
    example: 'http://x.example/<name>/<file.txt>',
    where: 'anywhere',
    starts: '<',
    ends: 'at ">" after a word (a letter or "_", then letters, digits, "_", "-", ".")',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/written.js:7',
    find: text((url, i) => wordInBrackets(url, i, GREATER)),
  },
  {
    kind: 'square brackets `[name]` as a whole segment, label or port',
    example: 'https://github.com/[owner-name]/[repo-name]',
    where: 'outside the query',
    starts: '[',
    ends: 'at "]" after a word, before "/", ".", ":", "@", "?", "#", ";" or the end',
    not: 'inside a segment (`guide[v2].pdf`: the name\'s own unsafe characters); `[v1.fe]` as the host (an IP literal); a query\'s `filter[name]=`',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/markdown/normalize-package-data-README.md:3',
    find: (s, i) => squareWordEnd(s.url, i, atHostStart(s, i)),
  },
  {
    kind: 'curl range `[1-100]`',
    example: 'http://example.com/file[1-100].txt',
    where: "in curl's reach",
    starts: '[',
    ends: 'at "]" after a letter "-" a letter, or a bound "-" a bound (digits, a `{...}`: `?[0-{count-1}]`, a curl test variable: `[%TESTNUMBER0001-%TESTNUMBER0003]`), and an optional step ":2"',
    not: 'in a document that does not name curl: `?r=[1-5]`, `file[1-3].txt` (the URL\'s own brackets, reported)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/curl-glob.1:5',
    find: (s, i) => rangeEnd(s.url, i),
  },
  {
    kind: 'pattern: a class of whole ranges `[a-z]`',
    example: 'file:///([a-z]):?/',
    where: 'anywhere',
    starts: '[',
    ends: 'as any pattern sign',
    not: 'a range that is no whole alphabet or digit run (`[1-3]`, `[b-d]`: a curl glob in curl\'s reach, else the URL\'s own brackets)',
    reach: 'rest of part',
    pattern: true,
    fixture: 'test/fixtures/precision/code/composer-Filesystem.php:4',
    find: sign(isWholeRangeClass),
  },
  {
    kind: 'optional part `[:port]`',
    example: 'ftp://[[user][:pass]@]host[:port]/',
    where: 'outside the query',
    starts: '[',
    ends: 'at the "]" that closes it, nested ones included (4 deep at most), holding a letter or digit',
    not: 'an IPv6 literal host (`http://[::1]/`): where the host starts only "[[" opens one; `[0]`, `[]`',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/apt.conf.5:4',
    find: (s, i) => {
      if (!s.optionalParts) return i;
      const end = optionalPartAt(s.url, i, atHostStart(s, i));
      if (end !== UNCLOSED) return end;
      s.optionalParts = false;
      return i;
    },
  },
  {
    kind: 'elided segment `...`',
    example: 'http://example.com/.../x',
    where: 'anywhere',
    starts: '.',
    next: '.',
    ends: 'after three dots or more that are a whole segment (after "/", before "/", "?", "#" or the end)',
    not: 'dots inside a segment (`compare/v1.2...v1.3`); two dots (a parent directory)',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/written.js:5',
    find: text(elidedEnd),
  },
  {
    kind: 'ellipsis `…`',
    example: 'http://example.com/x/…',
    where: 'anywhere',
    starts: '\u2026',
    ends: 'after itself',
    reach: 'host labels',
    fixture: 'test/fixtures/placeholder/written.js:6',
    find: text(ellipsisEnd),
  },
  {
    kind: 'Unix socket path after the host `unix`',
    example: 'http://unix:/var/run/docker.sock:/containers/json',
    where: 'authority',
    starts: ':',
    next: '/',
    ends: 'at the next ":" (the socket\'s path is between the two colons, the request\'s path after), before any "?", "#" or space',
    not: 'any other host (`http://localhost:/x` has an empty port); no second ":"',
    reach: 'port',
    convention: true,
    fixture: 'test/fixtures/precision/code/got-unix-socket.ts:2',
    find: (s, i) => (i - s.host === 4 && s.url.slice(s.host, i).toLowerCase() === 'unix' ? unixSocketEnd(s.url, i) : i),
  },
  {
    kind: 'port word `:PORT`',
    example: 'http://localhost:PORT/',
    where: 'authority',
    starts: ':',
    next: LETTERS + '_',
    ends: 'after letters and "_" (no digit), at the authority\'s end',
    not: 'a port with a digit (`:8o`, port-invalid); a word followed by a segment holding "@" (`ftp://u:p/w@host/`: a password)',
    reach: 'port',
    fixture: 'test/fixtures/precision/text/libevent-changelog:5',
    find: (s, i) => {
      s.start = i + 1; // the word: its ":" stays the port's delimiter
      return portWordEnd(s.url, i);
    },
  },
  {
    kind: 'upper-case identifier label `ISSUER_URL`',
    example: 'https://ISSUER_URL',
    where: 'authority and userinfo',
    starts: '_',
    ends: 'a whole host label of upper-case letters, digits and "_", holding a "_"',
    not: 'an upper-case host without "_" (`HTTP://EXAMPLE.COM/`); a lower-case one (`http://ip_server/`)',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/gcloud_container_attached_clusters_register.1:5',
    find: (s, i) => {
      const end = identifierRunEnd(s.url, i);
      const start = identifierLabelStart(s.url, i, end, s.authority);
      if (start >= 0 && start >= s.last) {
        s.start = start;
        return end;
      }
      s.resume = end; // the rest of the run ("A_B_C") is looked at once
      return i;
    },
  },
  {
    kind: 'wildcard `*`',
    example: 'https://*.example.com/',
    where: 'authority',
    starts: '*',
    ends: 'after a run of "*"',
    reach: 'itself',
    fixture: 'test/fixtures/precision/known-gaps/markdown/azure-devops-node-api-README.md:2',
    find: text(wildcardEnd),
  },
  {
    kind: 'role word as the host',
    example: 'file://filename',
    where: 'whole host',
    starts: '',
    ends: 'the whole host is `host`, `hostname`, `hostport`, `server` or `filename`, lower case, or a host one of whose labels is lower-case words joined by "_" with one of these or `your`, `my`, `ip`, `addr`, `addrs`, `address`, `domain`, `remote`, `machine`, `hosts`, `servers` (`ip_server`, `your_host`, `many_addrs`, `www.some_domain.com`)',
    not: 'any other word (`file://android_asset/`, `real_name.example.com`), or a role word without "_" as a label of a longer name',
    reach: 'host labels',
    fixture: 'test/fixtures/precision/roff/perf-report.1:2',
    find: (_s, i) => i,
    findHost: roleWordHost,
  },
];
