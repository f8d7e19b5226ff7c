import { CLOSE_CURLY, CLOSE_PAREN, DASH, DOT, endsAuthority, EQUALS, HASH, isDigit, isHex, isLetter, isLower, isNameChar, isUpper, isWordChar, OPEN_CURLY, PERCENT, PIPE, QUESTION, SLASH, STAR } from './chars';

/**
 * The template syntaxes a program fills in, each recognised at its first character: the end of the placeholder
 * that starts at url[i], or i when none does. The table (table.ts) says where each may occur and what it hides.
 */

/** `{x}`, `{{x}}`, RFC 6570's `{+path}`, Python's `{}` and `{0}`: a brace group, unless it is a braced GUID. */
export function braceEnd(url: string, i: number): number {
  return isBracedGuid(url, i) ? i : braceGroupEnd(url, i, i);
}

/** `${x}`: a JavaScript or shell substitution. */
export function dollarBraceEnd(url: string, i: number): number {
  return url.charCodeAt(i + 1) === OPEN_CURLY ? braceGroupEnd(url, i + 1, i) : i;
}

/** `$(x)`: a make variable or a shell command substitution, to its ")" (or the URL's end). */
export function dollarParenEnd(url: string, i: number): number {
  return url.charCodeAt(i + 1) === 0x28 ? closeOrEnd(url, i + 2, CLOSE_PAREN, i) : i;
}

/**
 * A shell's command substitution in backticks, `` `pwd` `` (`"file://\`pwd\`/htmlcov/index.html"` in a Makefile):
 * "`", a command's name (a lower-case letter or "/" first, then letters, digits, "_", ".", "/", "-"), "`". A lone
 * backtick stays the URL's own unsafe character, and so does an upper-case word's: `` `VERSION` `` in a Markdown
 * link's destination is a stand-in no click fills in (cspell's dict-django README).
 */
export function backtickEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLower(first) && first !== SLASH) return i;
  let j = i + 1;
  while (isWordChar(url.charCodeAt(j)) || url.charCodeAt(j) === DOT || url.charCodeAt(j) === SLASH) j++;
  return j > i + 1 && url.charCodeAt(j) === 0x60 ? j + 1 : i;
}

/**
 * reStructuredText's substitution reference `|name|` (docutils, "Substitution References"): a letter or digit, then
 * letters, digits, "_", "-", ".", to the closing "|". docutils replaces it in running text and in a parsed-literal
 * block (`curl -O http://someurl/release-|version|.tar-gz`).
 */
export function rstSubstitutionEnd(url: string, i: number): number {
  let j = i + 1;
  if (!isLetter(url.charCodeAt(j)) && !isDigit(url.charCodeAt(j))) return i;
  while (isWordChar(url.charCodeAt(j)) || url.charCodeAt(j) === DOT) j++;
  return url.charCodeAt(j) === PIPE ? j + 1 : i;
}

/** Ruby's `%{name}`. */
export function percentBraceEnd(url: string, i: number): number {
  return url.charCodeAt(i + 1) === OPEN_CURLY ? braceGroupEnd(url, i + 1, i) : i;
}

/** Python's `%(name)s` and `%(name)`: the conversion after ")" is optional. */
export function percentNameEnd(url: string, i: number): number {
  if (url.charCodeAt(i + 1) !== 0x28) return i;
  const close = closeOrEnd(url, i + 2, CLOSE_PAREN, i);
  if (close === url.length || close === i) return close;
  const conv = printfEnd(url, close - 1);
  return conv > close ? conv : close;
}

/** "%%name%%" (see doublePercentEnd). */
export function doublePercentNameEnd(url: string, i: number): number {
  return url.charCodeAt(i + 1) === PERCENT ? doublePercentEnd(url, i) : i;
}

/**
 * "..." (three or more) standing for a whole segment (`http://example.com/.../x`, `http://.../`): elided text.
 * Inside a segment it is part of a name: GitHub's `compare/v1.2...v1.3`, MDN's `try...catch`. Two dots are a
 * path's parent directory.
 */
export function elidedEnd(url: string, i: number): number {
  if (url.charCodeAt(i - 1) !== SLASH) return i; // first: a run's later dots then cost one look each
  let j = i;
  while (url.charCodeAt(j) === DOT) j++;
  if (j - i < 3) return i;
  const after = url.charCodeAt(j);
  return j === url.length || after === SLASH || after === QUESTION || after === HASH ? j : i;
}

/** "…" (U+2026): elided text, one character. */
export function ellipsisEnd(_url: string, i: number): number {
  return i + 1;
}

/**
 * A name between "%%" pairs at url[i]: `https://console.firebase.google.com/project/%%project%%/hosting/sites/%%config.siteId%%`
 * (the Google Cloud SDK's run integrations metadata). No escape starts with "%%", and printf reads "%%" as a "%" of
 * its own, so the pair with a name between is a hole only. The name starts with a letter or "_"; dots join words.
 */
function doublePercentEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 2);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 3;
  while (isWordChar(url.charCodeAt(j)) || url.charCodeAt(j) === DOT) j++;
  return url.charCodeAt(j) === PERCENT && url.charCodeAt(j + 1) === PERCENT ? j + 2 : i;
}

/**
 * The end of a brace group opening at url[i] ("{"), nested braces included: `{{x}}`, `{a{b}}`; the placeholder
 * starts at `start` (the "$" of `${x}`). Not closed within the URL: see unclosedEnd.
 */
function braceGroupEnd(url: string, i: number, start: number): number {
  let depth = 0;
  for (let j = i; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === OPEN_CURLY) depth++;
    else if (c === CLOSE_CURLY && --depth === 0) return j + 1;
  }
  return unclosedEnd(url, i, start);
}

/**
 * A placeholder opened at url[from] ("{" or "(", the placeholder starting at `start`) and never closed within the
 * URL. When only openers (then whitespace, in a value taken whole) follow, the template was cut at its space
 * (`https://{{ host }}/x` is found as `https://{{`): a placeholder to the URL's end. When URL text follows, the
 * opener is a character, not a hole (`<a href="https://wg21.link/p236{0">`, a "{" typed for a "0"): it stays reported.
 */
function unclosedEnd(url: string, from: number, start: number): number {
  let j = from;
  while (url.charCodeAt(j) === OPEN_CURLY || url.charCodeAt(j) === 0x28) j++;
  const c = url.charCodeAt(j);
  return j === url.length || c === 0x20 || c === 0x09 ? url.length : start;
}

/**
 * A GUID in braces at url[i], `{A793D31E-6DC6-4174-8FA3-DE3F82B51642}` (8-4-4-4-12 hex digits): the registry form
 * Microsoft's products put in real URLs (SharePoint's `?sourcedoc={...}`), a value, not a hole: no template language
 * names a placeholder so (a name starts with a letter or "_", a position is a number). Its braces stay unsafe.
 */
const GUID_GROUPS = [8, 4, 4, 4, 12];
function isBracedGuid(url: string, i: number): boolean {
  let j = i + 1;
  for (const group of GUID_GROUPS) {
    if (j !== i + 1 && url.charCodeAt(j++) !== DASH) return false;
    for (let k = 0; k < group; k++) if (!isHex(url.charCodeAt(j++))) return false;
  }
  return url.charCodeAt(j) === CLOSE_CURLY;
}

/** Just past the first `close` at or after `from`, or, when there is none, see unclosedEnd (the opener is at from - 1). */
function closeOrEnd(url: string, from: number, close: number, start: number): number {
  const at = url.indexOf(String.fromCharCode(close), from);
  return at < 0 ? unclosedEnd(url, from - 1, start) : at + 1;
}

/**
 * `$_name` glued to a name (acme.sh's `http://localhost$_endpoint`): a shell variable all the same, since no
 * language names a nested class so; `0$_.+!*'(),` (RFC 1738's safe and extra characters) has no letter after "_".
 */
export function gluedShellVariableEnd(url: string, i: number): number {
  return url.charCodeAt(i + 1) === 0x5f && isLetter(url.charCodeAt(i + 2)) ? shellVariableEnd(url, i) : i;
}

/**
 * Percent variables. A Windows variable `%NAME%` (`%USERPROFILE%`, `%name%`, `%DATE%`): "%", then letters and "_",
 * three characters at least, and a "%" that starts no escape (a two-character name is an
 * escape: `%C3%A9`; so is `%A69%5E`'s "%5E"). A test
 * harness's `%NAME` (curl's tests: `http://%HOSTIP:%HTTPPORT/%TESTNUMBER`, glued to text as in `%TESTNUMBERte`):
 * "%", then three upper-case letters, the first two not both hex digits, then upper-case letters, digits and "_",
 * not glued to a "%" (`%C3`, `%DE`, `%AB` stay escapes, RFC 1738 section 2.2; `%CV99R`, `%QYU%Cf` broken ones). A stray "%" before such a word (`50%OFF`) is hidden too:
 * no URL writes one on purpose, a template does.
 */
export function percentVariableEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 1;
  // Letters and "_" only: a name with digits between two "%" is likelier broken escapes (`%Ab447%R8v`).
  while (isLetter(url.charCodeAt(j)) || url.charCodeAt(j) === 0x5f) j++;
  // The closing "%" must start no escape of its own: `%A69%5E` is "%A6", "9" and "%5E".
  if (j - (i + 1) >= 3 && url.charCodeAt(j) === PERCENT && !(isHex(url.charCodeAt(j + 1)) && isHex(url.charCodeAt(j + 2)))) return j + 1;
  // cmd.exe's modifiers (`set /?`): a substring `%version:~0,3%`, a replacement `%PATH:str=repl%`.
  if (j - (i + 1) >= 3 && url.charCodeAt(j) === 0x3a) {
    const modified = windowsModifierEnd(url, j + 1);
    if (modified > 0) return modified;
  }
  // Three upper-case letters first (`%HOSTIP`, `%PWD`, `%HTTP6PORT`): `50%H2O` and a broken escape with digits
  // (`%CV99R`) stay a stray "%".
  if (!isUpper(first) || !isUpper(url.charCodeAt(i + 2)) || !isUpper(url.charCodeAt(i + 3))) return i;
  let k = i + 1;
  while (isUpper(url.charCodeAt(k)) || isDigit(url.charCodeAt(k)) || url.charCodeAt(k) === 0x5f) k++;
  // A name glued to an escape (`%QYU%Cf`) is a broken escape beside a real one, not a harness's variable; a short
  // one glued to lower-case text (`%BMVwj`) likewise (a long one may be: `%TESTNUMBERte`).
  if (url.charCodeAt(k) === PERCENT || (k - (i + 1) < 5 && isLetter(url.charCodeAt(k)))) return i;
  return isHex(first) && isHex(url.charCodeAt(i + 2)) ? i : k;
}

/**
 * The end of a cmd.exe variable's modifier that starts at url[i] (past the name's ":"), its closing "%" included, or
 * -1: a substring `~N`, `~N,M` (signed numbers: `%version:~0,3%`, `%x:~-5%`), or a replacement `str=repl` (`*str`
 * from the start) holding no "%" or blank. The caller has read three letters at least before the ":".
 */
function windowsModifierEnd(url: string, i: number): number {
  let j = i;
  if (url.charCodeAt(j) === 0x7e) {
    j = signedNumberEnd(url, j + 1);
    if (j < 0) return -1;
    if (url.charCodeAt(j) === 0x2c) j = signedNumberEnd(url, j + 1);
    return j >= 0 && closesVariable(url, j) ? j + 1 : -1;
  }
  let equals = false;
  for (; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === PERCENT) return equals && j > i + 1 && closesVariable(url, j) ? j + 1 : -1;
    if (c === EQUALS) equals = j > i;
    else if (c <= 0x20) return -1;
  }
  return -1;
}

/** Whether url[j] is a "%" that closes a variable: it starts no escape of its own (`%x:&=%7F` is "%7F"). */
function closesVariable(url: string, j: number): boolean {
  return url.charCodeAt(j) === PERCENT && !(isHex(url.charCodeAt(j + 1)) && isHex(url.charCodeAt(j + 2)));
}

/** Past an optional "-" and one digit or more at url[i], or -1. */
function signedNumberEnd(url: string, i: number): number {
  let j = url.charCodeAt(i) === DASH ? i + 1 : i;
  const digits = j;
  while (isDigit(url.charCodeAt(j))) j++;
  return j > digits ? j : -1;
}

/**
 * `$HOST`, `$var`: "$", a letter or "_", then name characters. Not before "=": `?$filter=...&$top=5` are OData's
 * query options, a real URL's. Perl and PHP interpolate an element or a property with the variable, and it is the
 * placeholder's: `"http://backpan.perl.org/authors/id/$match->{distfile}"` (miyagawa/cpanminus c146b5b,
 * Menlo/lib/Menlo/Index/MetaDB.pm), `$x->[0]`, `$h{key}`, `$a[1]`, `"http://$this->host/"` (see elementEnd).
 */
export function shellVariableEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 2;
  while (isNameChar(url.charCodeAt(j))) j++;
  if (url.charCodeAt(j) === EQUALS) return i;
  for (let k = 0, next = elementEnd(url, j); k < MAX_ELEMENTS && next > j; k++, next = elementEnd(url, j)) j = next;
  return j;
}

/** At most this many element accesses after a variable (`$x->{a}{b}[0]`): a bound, so a run of them stays linear. */
const MAX_ELEMENTS = 4;
/** The longest subscript taken (`{distfile}`, `['key']`, `[$i]`). */
const MAX_SUBSCRIPT = 64;

/**
 * Past one element access or property at url[j]: `->{key}`, `->[0]`, `{key}`, `[0]` (a subscript of no blank and no
 * other bracket, closed within MAX_SUBSCRIPT characters), or `->name`; else j.
 */
function elementEnd(url: string, j: number): number {
  let at = j;
  if (url.charCodeAt(at) === DASH && url.charCodeAt(at + 1) === 0x3e /* > */) {
    at += 2;
    if (isLetter(url.charCodeAt(at)) || url.charCodeAt(at) === 0x5f) {
      let end = at + 1;
      while (isNameChar(url.charCodeAt(end))) end++;
      return end;
    }
  }
  const open = url.charCodeAt(at);
  const close = open === 0x7b ? 0x7d : open === 0x5b ? 0x5d : 0;
  if (close === 0) return j;
  const limit = Math.min(url.length, at + MAX_SUBSCRIPT);
  for (let k = at + 1; k < limit; k++) {
    const c = url.charCodeAt(k);
    if (c === close) return k > at + 1 ? k + 1 : j;
    if (c <= 0x20 || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d) return j;
  }
  return j;
}

/**
 * A LaTeX command that writes one character at url[i] ("\"): "\", two or more ASCII letters, then an empty group
 * `{}` (`\sphinxhyphen{}`, `\textasciitilde{}`, `\textbackslash{}`). The group is what marks it: a word after a
 * backslash alone is a Windows path's (`\temp`). Bounded: a command name is short.
 */
export function latexCharacterEnd(url: string, i: number): number {
  let j = i + 1;
  while (j - i <= MAX_LATEX_NAME && isLetter(url.charCodeAt(j))) j++;
  return j - i > 2 && url.charCodeAt(j) === 0x7b && url.charCodeAt(j + 1) === 0x7d ? j + 2 : i;
}
const MAX_LATEX_NAME = 32;

/** A LaTeX escape at url[i] ("\\") of a character a URL holds: `\\#`, `\\%`, `\\&`, `\\_`, `\\~`, `\\$`. */
export function latexEscapeEnd(url: string, i: number): number {
  return LATEX_ESCAPED.includes(url[i + 1] ?? ' ') ? i + 2 : i;
}
const LATEX_ESCAPED = '#%&_~$';

/**
 * A positional `$1` to `$9` at url[i] ("$"): a shell script's argument, a regular expression replacement's group
 * (`'file://$1:/'`), an editor snippet's tab stop (`<link href="http://$1/">`). One digit, and no digit after it
 * (`$10` is no positional in sh, and a price is no host).
 */
export function positionalEnd(url: string, i: number): number {
  const d = url.charCodeAt(i + 1);
  return d >= 0x31 && d <= 0x39 && !isDigit(url.charCodeAt(i + 2)) ? i + 2 : i;
}

/**
 * A printf conversion at url[i] ("%"), unless the "%" is a percent-escape (RFC 1738 section 2.2: "%" and two hex
 * digits). `%s`, `%d/`, `%-5s`, `%.3f` are conversions; `%2F`, `%20`, `%dF`, `%DE` are escapes, even where printf
 * could read them (`%2F`: width 2, conversion F). The one exception is a conversion that reaches past the escape's
 * two digits while the escape would be a control character, which no one writes in a URL: `%02d`, `%10s` are
 * conversions, `%20s` (a space and "s") is not.
 */
export function printfPlaceholderEnd(url: string, i: number): number {
  const end = printfEnd(url, i);
  if (end === i) return i;
  if (!isHex(url.charCodeAt(i + 1)) || !isHex(url.charCodeAt(i + 2))) return end;
  const high = url.charCodeAt(i + 1);
  return end > i + 3 && (high === 0x30 || high === 0x31) ? end : i;
}

/** The conversion letters of C (C11 7.21.6.1); Go's own verbs are goVerbEnd's, in Go's strings only. */
const CONVERSIONS = 'diouxXeEfFgGaAcs';

/**
 * Just past the printf conversion whose "%" (or the ")" of `%(name)`) is url[i]: flags, width, precision, length,
 * conversion letter, and then no letter or digit; or i.
 */
function printfEnd(url: string, i: number): number {
  let j = i + 1;
  while ('-+#0'.includes(url[j] ?? ' ')) j++;
  if (url.charCodeAt(j) === STAR) j++;
  else while (isDigit(url.charCodeAt(j))) j++;
  if (url.charCodeAt(j) === DOT) {
    // A precision has digits or "*": "path%.c" is a stray "%" before a file extension.
    j++;
    if (url.charCodeAt(j) === STAR) j++;
    else if (!isDigit(url.charCodeAt(j))) return i;
    else while (isDigit(url.charCodeAt(j))) j++;
  }
  while ('hlLz'.includes(url[j] ?? ' ')) j++;
  if (!CONVERSIONS.includes(url[j] ?? ' ')) return i;
  // A conversion ends a word: "50%off" and "help%team" are a stray "%" before a word, not "%o" and "%te".
  const after = url.charCodeAt(j + 1);
  return isLetter(after) || isDigit(after) ? i : j + 1;
}

/**
 * Go's fmt verbs that are no C conversion, `%v` (any value), `%q` (a quoted string), `%T` (a type), with the flags and
 * width both take (`%+v`, `%#v`, `%-10v`): in a Go string literal only (`fmt.Sprintf("http://%v/bypass", addr)`),
 * since elsewhere `%v` is a stray "%" before a word's letter, reported. A width that starts like a percent-escape is
 * one, as for printf (printfPlaceholderEnd): `%20v` is an encoded space and "v" (what fix-all writes for
 * `"prospero:///i v"`), `%10v` a verb.
 */
export function goVerbEnd(url: string, i: number): number {
  let j = i + 1;
  while ('-+#0 '.includes(url[j] ?? '.') && j < i + 4) j++;
  while (isDigit(url.charCodeAt(j))) j++;
  if (!'vqT'.includes(url[j] ?? ' ')) return i;
  const after = url.charCodeAt(j + 1);
  if (isLetter(after) || isDigit(after)) return i;
  const high = url.charCodeAt(i + 1);
  return isHex(high) && isHex(url.charCodeAt(i + 2)) && high !== 0x30 && high !== 0x31 ? i : j + 1;
}

/**
 * git's pretty-format placeholders, in links that `git log --format` fills in: `%H`, `%h` (commit hash), `%T`, `%t`
 * (tree), `%P`, `%p` (parents), `%an`, `%aN`, `%cn`, `%cN` (author and committer names). Only where one ends the
 * URL or a part of it (before "/", "?", "#" or ")"), so `50%H2O` or `100%Pure` stay a stray "%" to report. None of
 * these is a percent-escape: "H", "T", "P", "t", "p" and "n" are no hex digits (RFC 1738 section 2.2).
 */
export function gitFormatEnd(url: string, i: number): number {
  const first = url[i + 1] ?? ' ';
  let j: number;
  if ('HhTtPp'.includes(first)) j = i + 2;
  else if ((first === 'a' || first === 'c') && 'nN'.includes(url[i + 2] ?? ' ')) j = i + 3;
  else return i;
  const after = url.charCodeAt(j);
  return endsAuthority(after) || after === CLOSE_PAREN ? j : i;
}

/**
 * A regular expression's back-reference in a replacement, filled in by the text a group matched: sed's and Python's
 * `\1` to `\99` (`s|#([0-9]+)|https://github.com/o/r/issues/\1|`), Python's `\g<name>` and `\g<1>`
 * (`re.sub(..., r"https://peps.python.org/pep-\g<pep_number>", ...)`), and `\g` ending a URL, which a `<...>`
 * wrapper ends before its "<". Only after a delimiter ("/", "=", "-", "#", "?", "&"), where a replacement puts a
 * matched word, and `\1` only ending the URL: elsewhere a backslash before a digit is the URL's own unsafe character
 * (`libxml\2/`, `C:\1data`, a stray "\" typed into `rfc584\9`). `\0` is no group's.
 */
export function backReferenceEnd(url: string, i: number): number {
  if (!'/=-#?&'.includes(url[i - 1] ?? ' ')) return i;
  const first = url.charCodeAt(i + 1);
  if (first >= 0x31 && first <= 0x39) {
    const j = isDigit(url.charCodeAt(i + 2)) ? i + 3 : i + 2;
    return j === url.length ? j : i;
  }
  if (first !== 0x67) return i;
  if (i + 2 === url.length) return i + 2;
  if (url.charCodeAt(i + 2) !== 0x3c) return i;
  let j = i + 3;
  while (isNameChar(url.charCodeAt(j))) j++;
  return j > i + 3 && url.charCodeAt(j) === 0x3e ? j + 1 : i;
}

/** curl's test macros (tests/FILEFORMAT.md in curl's sources) and the text that closes each. */
const CURL_MACROS: readonly (readonly [string, string])[] = [
  ['%b64[', ']b64%'],
  ['%hex[', ']hex%'],
  ['%repeat[', ']%'],
  ['%days[', ']'],
];

/**
 * A curl test macro at url[i]: `%hex[%c3%a5]hex%`, `%b64[...]b64%`, `%repeat[30 x 0123]%`, `%days[7]`, to its
 * closing text. Unclosed, to the URL's end: a macro's own space (`%repeat[30 x 0123]%`) ends a URL in running text.
 */
export function curlMacroEnd(url: string, i: number): number {
  for (const [open, close] of CURL_MACROS) {
    if (!url.startsWith(open, i)) continue;
    const end = url.indexOf(close, i + open.length);
    return end >= 0 ? end + close.length : url.length;
  }
  return i;
}
