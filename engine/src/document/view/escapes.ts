import { ViewBuilder } from './builder';
import type { UrlContext } from './view';

/**
 * How one kind of string literal writes characters after a backslash, so a reader can hand the finder the value the
 * program gets: `"http:\/\/a.example\/caf\u00e9"` (JavaScript) is the URL http://a.example/café, and
 * `"http://json-schema.org/draft-07\\schema"` holds one backslash, which is in the URL and reported, not its end.
 * Every decoded character maps back to its whole escape, so a fix that encodes it replaces the escape with "%XX"
 * (percent signs, hex digits and letters need no escaping in any of these literals).
 */
export interface EscapeSyntax {
  /** Characters that stand for another after a backslash (`n`: a line feed), the quotes and the backslash included. */
  readonly simple: Readonly<Record<string, string>>;
  /**
   * A backslash before any other character: `char`, the character itself (JavaScript's `\/` is "/", Perl's `\@` is
   * "@"); `keep`, no escape at all, the backslash stays in the value (Python's `\d`, a shell's `"\d"`).
   */
  readonly other: 'char' | 'keep';
  /** Octal escapes (`\0`, `\101`): at most this many digits; 0: none. */
  readonly octal: number;
  /** `\x` and hex digits, [fewest, most]; absent: no `\x` escape. */
  readonly hex?: readonly [number, number];
  /** `\x{263A}` (Perl). */
  readonly hexBraced?: boolean;
  /** `\u` and four hex digits. */
  readonly u4?: boolean;
  /** `\u{1F600}` (JavaScript, Rust, Ruby, PHP, Swift). */
  readonly uBraced?: boolean;
  /** `\U` and eight hex digits (C, C#, Go, Python). */
  readonly u8?: boolean;
  /**
   * Letters whose escape stands for text urlsmith cannot know (Python's `\N{name}`, Perl's case changers `\U`...`\E`,
   * `\Q`): read as a NUL, which no URL holds, so a URL ends there rather than holding a guess.
   */
  readonly unknowable?: string;
  /** A backslash before a line break joins the lines (the break is not in the value). */
  readonly continuation?: boolean;
  /** ... and the blanks that start the next line are left out too (Rust, YAML). */
  readonly skipsBlanks?: boolean;
  /**
   * `#{expression}` is interpolated (Ruby, also CoffeeScript and Elixir): code that fills in part of the value. It
   * is read as the `${expression}` placeholder it is (its "#{" shown as "${", mapped back to the "#{"), so the finder
   * and the rules see a template hole, not a fragment: `"https://#{host}/path"`.
   */
  readonly hashInterpolation?: boolean;
}

/** C's simple escapes (C11 6.4.4.4); Python's are the same but for `\?`. */
const PYTHON_SIMPLE = { n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"' };
const C_SIMPLE = { ...PYTHON_SIMPLE, '?': '?' };

/**
 * The string literals of each language, one row each, and the standard that defines them.
 * - `none`: raw strings (Python r"", Rust r"", C++ R"()", Go backticks, C# @"", single-quoted shell), where a backslash
 *   is a character.
 */
export const ESCAPES = {
  none: { simple: {}, other: 'keep', octal: 0 },
  /** ECMA-262 12.9.4 (and Annex B octal escapes); `\` before any other character is that character. */
  javascript: {
    simple: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' },
    other: 'char', octal: 3, hex: [2, 2], u4: true, uBraced: true, continuation: true,
  },
  /**
   * C11 6.4.4.4 and C++ [lex.ccon] (also C#, Objective-C, Windows resource scripts): `\x` takes the hex digits that
   * follow; gcc reads `\q` as "q". C#'s `\x` takes at most four, rarely more in a URL.
   */
  c: { simple: C_SIMPLE, other: 'char', octal: 3, hex: [1, 8], u4: true, u8: true, continuation: true },
  /** Java (JLS 3.10.7, `\s` since 15), Kotlin, Scala, Groovy, Dart; `\$` is Kotlin's and Dart's dollar. */
  java: { simple: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', s: ' ', '\\': '\\', "'": "'", '"': '"', $: '$' }, other: 'char', octal: 3, u4: true, uBraced: true, continuation: true },
  /** Go (spec, "Rune literals"): exactly three octal digits or two hex ones. */
  go: { simple: C_SIMPLE, other: 'char', octal: 3, hex: [2, 2], u4: true, u8: true },
  /** Rust (reference, "Tokens"): `\0`, `\x7F`, `\u{...}`, and a line break skips the blanks after it. */
  rust: { simple: { n: '\n', r: '\r', t: '\t', '0': '\0', '\\': '\\', "'": "'", '"': '"' }, other: 'char', octal: 0, hex: [2, 2], uBraced: true, continuation: true, skipsBlanks: true },
  /** Python 3 (reference 2.4.1): an unknown escape keeps its backslash; `\N{name}` is a character by name. */
  python: { simple: PYTHON_SIMPLE, other: 'keep', octal: 3, hex: [2, 2], u4: true, u8: true, unknowable: 'N', continuation: true },
  /** Ruby double-quoted strings and `%Q()`: `\s` is a space, `\e` escape, `\c`/`\C-`/`\M-` control and meta keys. */
  ruby: {
    simple: { n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b', e: '\x1b', f: '\f', v: '\v', s: ' ' },
    other: 'char', octal: 3, hex: [1, 2], u4: true, uBraced: true, unknowable: 'cCM', continuation: true, hashInterpolation: true,
  },
  /** Single-quoted strings of Ruby, Perl and PHP (`'...'`, `%q()`, `q()`): only `\\` and `\'` are escapes. */
  singleQuoted: { simple: { '\\': '\\', "'": "'" }, other: 'keep', octal: 0 },
  /** Perl double-quoted strings (perlop, "Quote and Quote-like Operators"): `\@` and `\$` are the characters. */
  perl: {
    simple: { n: '\n', r: '\r', t: '\t', a: '\x07', e: '\x1b', f: '\f' },
    other: 'char', octal: 3, hex: [0, 2], hexBraced: true, unknowable: 'lLuUEQFNc',
  },
  /** PHP double-quoted strings and heredocs (manual, "Strings"): an unknown escape keeps its backslash. */
  php: {
    simple: { n: '\n', r: '\r', t: '\t', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"' },
    other: 'keep', octal: 3, hex: [1, 2], uBraced: true,
  },
  /**
   * A shell's "...": only `\$`, `` \` ``, `\"`, `\\` and a line break are escapes (POSIX 2.2.3). `\n`, `\t`, `\r` stay
   * in the value, but the commands that print such strings (`echo` in zsh and `echo -e`, `printf`) write a line break
   * or a tab for them: a URL ends there (ohmyzsh's `echo "... https://github.com/VundleVim/Vundle.vim\n"`).
   */
  shell: { simple: { $: '$', '`': '`', '"': '"', '\\': '\\', n: '\n', t: '\t', r: '\r' }, other: 'keep', octal: 0, continuation: true },
  /** TOML 1.0 basic strings. */
  toml: { simple: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', e: '\x1b', '"': '"', '\\': '\\' }, other: 'keep', octal: 0, hex: [2, 2], u4: true, u8: true },
  /** YAML 1.2 double-quoted scalars (section 5.7). */
  yaml: {
    simple: {
      '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ', '"': '"', '/': '/',
      '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
    },
    other: 'keep', octal: 0, hex: [2, 2], u4: true, u8: true, continuation: true, skipsBlanks: true,
  },
} as const satisfies Record<string, EscapeSyntax>;

/**
 * The view of a literal's content [from, to) with its escapes decoded as `syntax` reads them (context `string`, a
 * value the document delimits, or `prose` for text over several lines). Linear: each escape is read once.
 */
export function decodedLiteral(
  doc: string,
  from: number,
  to: number,
  syntax: EscapeSyntax,
  context: UrlContext,
  view = new ViewBuilder(doc, context, context === 'string' ? 'string' : undefined),
): ViewBuilder {
  let run = from;
  let i = from;
  while (i < to - 1) {
    const c = doc.charCodeAt(i);
    if (c === 0x23 && syntax.hashInterpolation && doc.charCodeAt(i + 1) === 0x7b) {
      view.copy(run, i).decoded(i, i + 2, '${');
      run = i + 2;
      i = interpolationEnd(doc, i + 2, to);
      continue;
    }
    const escape = c === 0x5c ? readEscape(doc, i, to, syntax) : undefined;
    if (escape === undefined) {
      i += c === 0x5c ? 2 : 1;
      continue;
    }
    view.copy(run, i).decoded(i, escape.end, escape.value);
    run = i = escape.end;
  }
  return view.copy(run, to);
}

/**
 * The escape whose backslash is at `at`: where it ends and what it stands for; undefined when the backslash is no
 * escape and stays in the value.
 */
function readEscape(doc: string, at: number, to: number, syntax: EscapeSyntax): { end: number; value: string } | undefined {
  const next = doc[at + 1]!;
  if (next === '\n' || next === '\r') {
    if (!syntax.continuation) return syntax.other === 'char' ? { end: at + 2, value: next } : undefined;
    let end = at + (next === '\r' && doc[at + 2] === '\n' ? 3 : 2);
    if (syntax.skipsBlanks) while (end < to && (doc[end] === ' ' || doc[end] === '\t')) end++;
    return { end, value: '' };
  }
  const simple = (syntax.simple as Readonly<Record<string, string>>)[next];
  if (simple !== undefined && Object.hasOwn(syntax.simple, next)) return { end: at + 2, value: simple };
  if (syntax.unknowable?.includes(next)) {
    // `\N{LATIN SMALL LETTER E WITH ACUTE}`: the braces belong to the escape.
    const close = doc[at + 2] === '{' ? doc.indexOf('}', at + 3) : -1;
    return { end: close !== -1 && close < to ? close + 1 : at + 2, value: '\0' };
  }
  if (syntax.octal > 0 && isOctal(doc.charCodeAt(at + 1))) {
    const end = runEnd(doc, at + 1, to, syntax.octal, isOctal);
    return { end, value: fromCode(parseInt(doc.slice(at + 1, end), 8)) };
  }
  let digits: { from: number; to: number; end: number } | undefined;
  if (next === 'x' && syntax.hex !== undefined) {
    if (syntax.hexBraced && doc[at + 2] === '{') digits = braced(doc, at + 2, to);
    else {
      const end = runEnd(doc, at + 2, to, syntax.hex[1], isHex);
      if (end - (at + 2) >= syntax.hex[0]) digits = { from: at + 2, to: end, end };
    }
  } else if (next === 'u' && syntax.uBraced && doc[at + 2] === '{') {
    digits = braced(doc, at + 2, to);
  } else if ((next === 'u' && syntax.u4) || (next === 'U' && syntax.u8)) {
    const count = next === 'u' ? 4 : 8;
    const end = runEnd(doc, at + 2, to, count, isHex);
    if (end === at + 2 + count) digits = { from: at + 2, to: end, end };
  }
  if (digits !== undefined) return { end: digits.end, value: digits.to > digits.from ? fromCode(parseInt(doc.slice(digits.from, digits.to), 16)) : '\0' };
  if (syntax.other === 'keep') return undefined;
  // The character after the backslash: a surrogate pair is one, a lone high surrogate one too (not with the next).
  const end = at + (isHighSurrogate(doc.charCodeAt(at + 1)) && isLowSurrogate(doc.charCodeAt(at + 2)) ? 3 : 2);
  return { end, value: doc.slice(at + 1, end) };
}

/** The hex digits of `{...}` at `open` (the "{"), or undefined. */
function braced(doc: string, open: number, to: number): { from: number; to: number; end: number } | undefined {
  const end = runEnd(doc, open + 1, to, 8, isHex);
  return end > open + 1 && doc[end] === '}' && end < to ? { from: open + 1, to: end, end: end + 1 } : undefined;
}

/** The end of the run of at most `most` characters from `from` that pass `test`. */
function runEnd(doc: string, from: number, to: number, most: number, test: (c: number) => boolean): number {
  let i = from;
  while (i < to && i - from < most && test(doc.charCodeAt(i))) i++;
  return i;
}

/** Just past the "}" that closes an interpolation whose code starts at `from` (braces nest), or `to`. */
function interpolationEnd(doc: string, from: number, to: number): number {
  let depth = 1;
  for (let i = from; i < to; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x7b) depth++;
    else if (c === 0x7d && --depth === 0) return i + 1;
  }
  return to;
}

/** A code point as a string; one beyond Unicode (a C `\xFFFFFFFF`) is read as U+FFFD, which no URL holds either. */
function fromCode(code: number): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

function isOctal(c: number): boolean {
  return c >= 0x30 && c <= 0x37;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
