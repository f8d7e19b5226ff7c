import { codePoints, compileSegment, isDotOrDotDot, matchSegment, type Segment, steps } from './segment';

/**
 * Globs on "/"-separated paths, matched without backtracking: `*`, `?` and `[...]` within a segment (segment.ts),
 * `**` as a whole segment for any number of segments, `{a,b}` alternatives, `\` escapes, and a leading `!` that
 * negates. A path of S segments against a pattern of P segments is decided by dynamic programming over (pattern
 * segment, path segment) pairs: at most P × S segment matches, each linear in the segment's length times the
 * pattern segment's, so a deep `a/**\/b/**\/.../**\/z` costs what it reads, where a regular expression backtracks.
 */
export interface GlobOptions {
  /** Wildcards match names that start with "." (picomatch's and micromatch's `dot`). */
  dot: boolean;
  /**
   * `gitignore`: gitignore(5)'s reading, where a final `/**` needs at least one segment after it ("abc/**" matches
   * what is inside abc, not abc), and braces and a leading `!` are literal (the file's own parser reads `!`).
   * Otherwise picomatch's: a final `/**` also matches the folder itself, `{a,b}` are alternatives, `!` negates.
   */
  gitignore?: boolean;
}

/** More alternatives than this from one pattern's braces, and the braces are read literally (no blow-up). */
export const MAX_ALTERNATIVES = 256;

export type PathMatcher = (path: string) => boolean;

/** A matcher for one pattern, or for a list (any of them matches). */
export function compileGlob(patterns: string | readonly string[], options: GlobOptions): PathMatcher {
  const list = typeof patterns === 'string' ? [patterns] : patterns;
  const compiled = list.map((p) => compileOne(p, options));
  return (path) => {
    const segments = path.split('/').filter((s) => s !== '').map(codePoints);
    return compiled.some((m) => m(segments, path.endsWith('/')));
  };
}

function compileOne(pattern: string, options: GlobOptions): (segments: number[][], slashed: boolean) => boolean {
  let source = pattern;
  let negated = false;
  while (options.gitignore !== true && source.startsWith('!')) {
    negated = !negated;
    source = source.slice(1);
  }
  if (source.startsWith('./')) source = source.slice(2);
  const alternatives = (options.gitignore === true ? [source] : expandBraces(source)).map((alt) => ({
    segments: splitSegments(alt).map(compileSegment),
    // As picomatch: a pattern ending in "/" matches only a path written with one (a folder named as such).
    slashed: alt.endsWith('/') && !alt.endsWith('\\/'),
  }));
  return (segments, slashed) => alternatives.some((alt) => (!alt.slashed || slashed) && matchSegments(alt.segments, segments, options)) !== negated;
}

/** Splits on "/" outside brackets and escapes; empty segments (a doubled or trailing "/") are dropped. */
function splitSegments(pattern: string): string[] {
  const out: string[] = [];
  let current = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) {
      current += c + pattern[++i]!;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (c === '/' && !inClass) {
      if (current !== '') out.push(current);
      current = '';
    } else current += c;
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * Whether the pattern's segments match the path's, by dynamic programming: `reach[j]` says the pattern segments
 * seen so far can match the first j path segments. `**` extends every reachable prefix by any number of segments
 * (without `dot`, none of them may start with "."), any other segment by exactly one matching segment.
 */
function matchSegments(pattern: readonly Segment[], path: readonly number[][], options: GlobOptions): boolean {
  const n = path.length;
  let reach: boolean[] = new Array<boolean>(n + 1).fill(false);
  reach[0] = true;
  pattern.forEach((seg, k) => {
    const next = new Array<boolean>(n + 1).fill(false);
    if (seg.globstar) {
      const needsOne = options.gitignore === true && k === pattern.length - 1 && k > 0;
      // `open`: some reachable prefix i < j can be extended over path[i..j).
      let open = false;
      for (let j = 0; j <= n; j++) {
        steps.count++;
        if (open || (reach[j] && !needsOne)) next[j] = true;
        // A hidden segment cannot be crossed without `dot`, nor "." or ".." with it.
        if (j < n) open = (open || reach[j] === true) && (options.dot ? !isDotOrDotDot(path[j]!) : path[j]![0] !== 0x2e);
      }
    } else {
      for (let j = 0; j < n; j++) if (reach[j] && matchSegment(seg, path[j]!, options.dot)) next[j + 1] = true;
    }
    reach = next;
  });
  return reach[n] === true;
}

/** `a{b,c}d` → `abd`, `acd`, nested braces too; an unclosed or comma-less brace is literal, as in bash. */
export function expandBraces(pattern: string): string[] {
  const out = expand(pattern);
  return out.length > MAX_ALTERNATIVES ? [pattern] : out;
}

function expand(pattern: string): string[] {
  const open = findBrace(pattern);
  if (!open) return [pattern];
  const { start, end, parts } = open;
  const head = pattern.slice(0, start);
  const tails = expand(pattern.slice(end + 1));
  const out: string[] = [];
  for (const part of parts) {
    for (const mid of expand(part)) {
      for (const tail of tails) {
        out.push(head + mid + tail);
        if (out.length > MAX_ALTERNATIVES) return out;
      }
    }
  }
  return out;
}

/** The first top-level `{...,...}`: its bounds and its comma-separated parts. */
function findBrace(p: string): { start: number; end: number; parts: string[] } | undefined {
  for (let start = 0; start < p.length; start++) {
    if (p[start] === '\\') {
      start++;
      continue;
    }
    if (p[start] !== '{') continue;
    let depth = 0;
    const commas: number[] = [];
    for (let i = start; i < p.length; i++) {
      const c = p[i];
      if (c === '\\') i++;
      else if (c === '{') depth++;
      else if (c === ',' && depth === 1) commas.push(i);
      else if (c === '}' && --depth === 0) {
        if (commas.length === 0) break;
        const bounds = [start, ...commas, i];
        const parts = bounds.slice(1).map((b, k) => p.slice(bounds[k]! + 1, b));
        return { start, end: i, parts };
      }
    }
  }
  return undefined;
}

/** Glob characters outside escapes: what makes a command-line target a glob rather than a path. */
export function isGlob(pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '*' || c === '?' || c === '[' || (c === '{' && findBrace(pattern.slice(i)) !== undefined)) return true;
  }
  return false;
}

/** The folder part of a glob before its first segment with a glob character: where a walk for it starts. */
export function globBase(pattern: string): string {
  const segments = pattern.split('/');
  const fixed: string[] = [];
  for (const s of segments.slice(0, -1)) {
    if (isGlob(s)) break;
    fixed.push(s);
  }
  if (fixed.length === segments.length - 1 && !isGlob(segments[segments.length - 1]!)) return pattern;
  return fixed.join('/') || (pattern.startsWith('/') ? '/' : '');
}
