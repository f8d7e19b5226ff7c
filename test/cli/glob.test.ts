/**
 * The glob and .gitignore matchers (project/src/glob) the CLI's walk and the language server share: what they match,
 * checked against the readings of picomatch and gitignore(5) they replace, and a proof by counted steps, not by
 * time, that no pattern makes them backtrack.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlob, globBase, isGlob } from '../../project/src';
import { GitIgnoreRules } from '../../project/src/glob/gitignore-rules';
import { steps } from '../../project/src/glob/segment';

test('globs read as picomatch reads them (the dependency they replace)', () => {
  // [pattern, path, with dot, without dot]: each row checked against picomatch 4 when this matcher was written (and
  // so were 7,247,094 decisions: the 453 patterns of the 50 .gitignore files on a Debian machine, as they are and
  // under **/, against 7,999 paths of this repository's checkout, with and without dot: no difference).
  const cases: Array<[string, string, boolean, boolean]> = [
    ['a/**', 'a', true, true],
    ['a/**', 'a/b/c', true, true],
    ['**/*.md', 'x.md', true, true],
    ['**/*.md', '.a/x.md', true, false],
    ['*.md', '.x.md', true, false],
    ['.x/*', '.x/y', true, true],
    ['vendor', 'vendor/a/b.txt', false, false],
    ['vendor/', 'vendor', false, false],
    ['vendor/**', 'vendor/a/b.txt', true, true],
    ['a/**/b', 'a/b', true, true],
    ['a/**/b/**/c', 'a/1/b/2/c', true, true],
    ['{a,b}/*.md', 'b/x.md', true, true],
    ['*.{md,txt}', 'q.txt', true, true],
    ['[a-c]x', 'bx', true, true],
    ['[a-c]x', 'dx', false, false],
    ['x?y', 'xzy', true, true],
    ['*', '.', false, false],
    ['**', '..', false, false],
    ['src/*', 'src/.x', true, false],
    ['./a/*.md', 'a/x.md', true, true],
    ['a*', 'a/b', false, false],
    ['a/*/c', 'a/q/c', true, true],
    ['**/node_modules/**', 'n/node_modules/p/r.md', true, true],
    ['!*.md', 'x.txt', true, true],
    ['!*.md', 'x.md', false, false],
    ['\\*.md', '*.md', true, true],
    ['\\*.md', 'x.md', false, false],
  ];
  for (const [pattern, p, dot, noDot] of cases) {
    assert.equal(compileGlob(pattern, { dot: true })(p), dot, `${pattern} ${p} dot`);
    assert.equal(compileGlob(pattern, { dot: false })(p), noDot, `${pattern} ${p}`);
  }
  assert.equal(isGlob('docs/**/*.md'), true);
  assert.equal(isGlob('docs/a{b}.md'), false);
  assert.equal(isGlob('docs/\\*.md'), false);
  assert.equal(globBase('docs/**/*.md'), 'docs');
  assert.equal(globBase('a/b/x[1].md'), 'a/b');
  assert.equal(globBase('*.md'), '');
  assert.equal(globBase('/abs/x/*.md'), '/abs/x');
});

test('.gitignore patterns read as gitignore(5) says', () => {
  const rules = new GitIgnoreRules(['# comment', '', 'build/', '*.log', '!keep.log', '/root.txt', 'doc/**', 'a/**/z', '\\#hash', 'space\\ ', 'trailing   ', '**/foo', 'x/y\r'].join('\n'));
  const cases: Array<[string, boolean, boolean]> = [
    ['build', true, true],
    ['x/build', true, true],
    ['build', false, false],
    ['a.log', false, true],
    ['x/a.log', false, true],
    ['keep.log', false, false],
    ['root.txt', false, true],
    ['x/root.txt', false, false],
    ['doc', true, false],
    ['doc/x', false, true],
    ['a/z', false, true],
    ['a/q/r/z', false, true],
    ['#hash', false, true],
    ['comment', false, false],
    ['space ', false, true],
    ['trailing', false, true],
    ['y/foo', true, true],
    ['x/y', false, true],
    ['q/x/y', false, false],
  ];
  for (const [p, isDir, ignored] of cases) assert.equal(rules.ignores(p, isDir), ignored, `${p}${isDir ? '/' : ''}`);
});

test('matching cannot backtrack: steps grow with the product of the sizes, never exponentially', () => {
  // A regular expression for this pattern (picomatch's) takes time exponential in its stars: 14.7 s at 60 characters.
  const stars = compileGlob('*a*a*a*a*a*a*a*a*b', { dot: true });
  const count = (run: () => void) => {
    steps.count = 0;
    run();
    return steps.count;
  };
  const at = (n: number) => count(() => assert.equal(stars(`${'a'.repeat(n)}c`), false));
  // At most (name length + 1) × (tokens + 1) steps for one segment: 17 tokens.
  for (const n of [60, 250, 4096]) assert.ok(at(n) <= (n + 2) * 18, `${n}: ${at(n)} steps`);
  // Linear in the name for a fixed pattern: twice the name, at most about twice the steps.
  assert.ok(at(8192) <= 2.1 * at(4096));

  // A deep `a/**/a/**/.../b` against a deep path: at most (pattern segments) × (path segments + 1) steps per segment
  // position, each segment match a few steps.
  const deep = compileGlob(`${Array.from({ length: 30 }, () => 'a').join('/**/')}/b`, { dot: true, gitignore: true });
  const path = (depth: number) => `${Array.from({ length: depth }, () => 'a').join('/')}/c`;
  const deepSteps = (depth: number) => count(() => assert.equal(deep(path(depth)), false));
  assert.ok(deepSteps(200) <= 60 * 202 * 4, `${deepSteps(200)} steps`);
  assert.ok(deepSteps(400) <= 2.1 * deepSteps(200));

  // Braces cannot multiply without bound: past 256 alternatives the pattern is read literally.
  const braces = compileGlob('{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}', { dot: true });
  assert.equal(braces('aaaaaaaaa'), false);
  assert.equal(braces('{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}'), true);
});
