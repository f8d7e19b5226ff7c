/**
 * One path segment of a glob (the text between two "/"), compiled to tokens that each match exactly one character,
 * and `*`, which matches any run of characters. Matching is the two-pointer wildcard match (as in Kirk Krauss's
 * "Matching Wildcards" algorithm, 2008): on a mismatch it goes back only to the last `*`, never to earlier ones, so
 * a segment of n characters against a pattern of m tokens costs at most n × m steps, whatever the pattern
 * (a backtracking regular expression for `*a*a*a*a*a*a*a*a*b` takes time exponential in the number of stars).
 */
export type Token =
  | { kind: 'char'; code: number }
  | { kind: 'any' }
  | { kind: 'star' }
  | { kind: 'class'; negated: boolean; ranges: Array<readonly [number, number]> };

export interface Segment {
  tokens: Token[];
  /** The segment is `**`: any number of whole segments (see glob.ts). */
  globstar: boolean;
  /** The segment's first token is a literal ".": it may match a dot file where `dot` is off. */
  literalDot: boolean;
}

/** Compiles one segment. `\` escapes the next character; `[...]` is a class (`[!...]` or `[^...]` negated). */
export function compileSegment(source: string): Segment {
  if (source === '**') return { tokens: [], globstar: true, literalDot: false };
  const chars = Array.from(source);
  const tokens: Token[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) tokens.push({ kind: 'char', code: chars[++i]!.codePointAt(0)! });
    else if (c === '*') {
      // Stars in a row are one star (`a**b` inside a segment is `a*b`, as git and bash read it).
      if (tokens[tokens.length - 1]?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const cls = readClass(chars, i);
      if (cls) {
        tokens.push(cls.token);
        i = cls.end;
      } else tokens.push({ kind: 'char', code: 0x5b });
    } else tokens.push({ kind: 'char', code: c.codePointAt(0)! });
  }
  const first = tokens[0];
  return { tokens, globstar: false, literalDot: first?.kind === 'char' && first.code === 0x2e };
}

/** A bracket expression starting at chars[open], or undefined when it never closes (then "[" is literal). */
function readClass(chars: string[], open: number): { token: Token; end: number } | undefined {
  let i = open + 1;
  const negated = chars[i] === '!' || chars[i] === '^';
  if (negated) i++;
  const ranges: Array<readonly [number, number]> = [];
  // A "]" right after the opening (or its negation) is a member, as POSIX says.
  for (let first = true; i < chars.length; first = false) {
    let c = chars[i]!;
    if (c === ']' && !first) return { token: { kind: 'class', negated, ranges }, end: i };
    if (c === '\\' && i + 1 < chars.length) c = chars[++i]!;
    const lo = c.codePointAt(0)!;
    if (chars[i + 1] === '-' && i + 2 < chars.length && chars[i + 2] !== ']') {
      let hiChar = chars[i + 2]!;
      i += 2;
      if (hiChar === '\\' && i + 1 < chars.length) hiChar = chars[++i]!;
      ranges.push([lo, hiChar.codePointAt(0)!]);
    } else ranges.push([lo, lo]);
    i++;
  }
  return undefined;
}

function matchesOne(t: Token, code: number): boolean {
  switch (t.kind) {
    case 'char':
      return t.code === code;
    case 'any':
      return true;
    case 'class':
      return t.ranges.some(([lo, hi]) => code >= lo && code <= hi) !== t.negated;
    default:
      return false;
  }
}

/** Counts the steps of every match, for the tests that prove the matcher linear (see test/unit/glob.test.ts). */
export const steps = { count: 0 };

/**
 * Whether a whole segment (code points, no "/") matches. `dot`: a leading "." may be matched by a wildcard;
 * otherwise only a pattern that starts with a literal "." matches a name that starts with one (as shells do).
 */
export function matchSegment(segment: Segment, name: readonly number[], dot: boolean): boolean {
  if (name[0] === 0x2e && !segment.literalDot && (!dot || isDotOrDotDot(name))) return false;
  const t = segment.tokens;
  let p = 0;
  let i = 0;
  let starP = -1;
  let starI = 0;
  while (i < name.length) {
    steps.count++;
    const token = t[p];
    if (token?.kind === 'star') {
      starP = p++;
      starI = i;
    } else if (token !== undefined && matchesOne(token, name[i]!)) {
      p++;
      i++;
    } else if (starP >= 0) {
      p = starP + 1;
      i = ++starI;
    } else return false;
  }
  while (t[p]?.kind === 'star') p++;
  return p === t.length;
}

/** "." and "..", which no wildcard matches, even with `dot` (as picomatch and bash). */
export function isDotOrDotDot(name: readonly number[]): boolean {
  return name[0] === 0x2e && (name.length === 1 || (name.length === 2 && name[1] === 0x2e));
}

/** A name as code points, so `?` and classes take a whole character, never half a surrogate pair. */
export function codePoints(name: string): number[] {
  const out: number[] = [];
  for (const c of name) out.push(c.codePointAt(0)!);
  return out;
}
