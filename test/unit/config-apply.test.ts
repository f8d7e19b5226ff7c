import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyConfig, defaultConfig, type Diagnostic, type DocumentType, type LintResult, type LintedUrl, type Severity, type UrlsmithConfig } from '../../engine/src';
import { applyConfigToChunk, initialApplyState } from '../../engine/src/config/apply';
import { findDirectives } from '../../engine/src/config/directives';

/**
 * applyConfig is tested on hand-made lint results, so these tests pin the config semantics whatever the rules
 * find: each fake URL gets one diagnostic per listed code, on its first character.
 */
function fakeLint(text: string, codes: Record<string, Severity> = { 'unsafe-character': 'error' }): LintResult {
  const urls: LintedUrl[] = [];
  for (const m of text.matchAll(/\b(?:https?|ftp):\/\/([^/\s>]*)[^\s>]*/g)) {
    const url = m[0];
    const start = m.index;
    const offsets = Uint32Array.from({ length: url.length + 1 }, (_, i) => start + i);
    const hostStart = url.indexOf('//') + 2;
    const host = m[1]!;
    const diagnostics: Diagnostic[] = Object.entries(codes).map(([code, severity]) => ({
      code, severity, message: code, start, end: start + 1, url: { start, end: start + url.length }, fixes: [],
    }));
    urls.push({
      locator: { kind: 'bare', start, end: start + url.length, url, offsets, whitespace: [], hyphenBreaks: [] },
      parsed: { url, scheme: url.slice(0, url.indexOf(':')), grammar: 'http', section: '3.3', parts: [{ name: 'host', start: hostStart, end: hostStart + host.length, raw: host, value: host }] },
      diagnostics,
    });
  }
  return { urls, diagnostics: urls.flatMap((u) => u.diagnostics) };
}

const config = (c: Partial<UrlsmithConfig>): UrlsmithConfig => ({ ...defaultConfig(), ...c });
/** Shown diagnostics as "line:code:severity", lines 1-based, so expectations read like the input. */
function shown(text: string, c: Partial<UrlsmithConfig> = {}, codes?: Record<string, Severity>, type: DocumentType = 'plaintext'): string[] {
  return applyConfig(text, fakeLint(text, codes), config(c), type).map((d) => `${text.slice(0, d.start).split('\n').length}:${d.code}:${d.severity}`);
}

test('with no config every diagnostic is shown unchanged', () => {
  assert.deepEqual(shown('http://a.example/\nhttp://b.example/'), ['1:unsafe-character:error', '2:unsafe-character:error']);
});

test('per-code severities override, and off drops', () => {
  const codes: Record<string, Severity> = { 'unsafe-character': 'error', tilde: 'warning', 'scheme-case': 'hint' };
  assert.deepEqual(shown('http://a.example/', { rules: { tilde: 'off', 'scheme-case': 'error' } }, codes), ['1:unsafe-character:error', '1:scheme-case:error']);
});

test('ignore: an exact host, a wildcard of subdomains, and a URL prefix', () => {
  const text = ['http://example.com/x', 'http://EXAMPLE.com./y', 'http://www.example.com/', 'http://a.b.internal/', 'http://internal/', 'HTTP://LOCALHOST/app', 'http://localhost/App', 'http://localhost:8080/', 'http://other.example/'].join('\n');
  assert.deepEqual(shown(text, { ignore: ['example.com', '*.internal', 'http://localhost/a'] }), [3, 5, 7, 8, 9].map((l) => `${l}:unsafe-character:error`));
});

test('ignore prefixes: scheme and authority without case, the rest exactly, a prefix cut anywhere', () => {
  const text = ['http://localhost/x', 'http://LocalHost:8080/', 'ftp://f.example/Pub/a', 'ftp://F.EXAMPLE/pub/a', 'ftp://F.EXAMPLE/Pub/b', 'http://lo/', 'https://a.example'].join('\n');
  assert.deepEqual(shown(text, { ignore: ['http://local', 'ftp://f.example/Pub', 'https://a.example/longer'] }), [4, 6, 7].map((l) => `${l}:unsafe-character:error`));
  assert.deepEqual(shown(text, { ignore: ['ftp:', 'lo'] }), [1, 2, 7].map((l) => `${l}:unsafe-character:error`));
});

test('60,000 ignore patterns over 20,000 URLs: one pass (each pattern tried on each URL took more than five minutes)', { timeout: 120_000 }, () => {
  const ignore: string[] = [];
  for (let i = 0; i < 60_000; i++) ignore.push(i % 3 === 0 ? `h${i}.example` : i % 3 === 1 ? `*.s${i}.example` : `http://p${i}.example/x`);
  const lines: string[] = [];
  for (let i = 0; i < 20_000; i++) lines.push(i % 4 === 0 ? `http://h${i * 3}.example/a` : i % 4 === 1 ? `http://a.s${i * 3 + 1}.example/` : i % 4 === 2 ? `http://p${i * 3 + 2}.example/x/y` : `http://u${i}.example/`);
  const text = lines.join('\n');
  const lint = fakeLint(text);
  const started = performance.now();
  const left = applyConfig(text, lint, config({ ignore }));
  const ms = performance.now() - started;
  // Only the URLs no pattern names are left: every fourth line from the fourth.
  assert.deepEqual(
    left.map((d) => d.start),
    lint.urls.filter((_, i) => i % 4 === 3).map((u) => u.locator.start),
  );
  // About 0.1 s here; the bound leaves room for a loaded machine.
  assert.ok(ms < 20_000, `${Math.round(ms)} ms`);
});

test('urlsmith-disable-next-line silences the next line only, optionally for listed codes', () => {
  const codes: Record<string, Severity> = { 'unsafe-character': 'error', tilde: 'warning' };
  const text = ['// urlsmith-disable-next-line', 'http://a.example/', 'http://b.example/', '// urlsmith-disable-next-line tilde, unsafe-character -- why', 'http://c.example/', '/* urlsmith-disable-next-line tilde */', 'http://d.example/', "go('http://e.example/'); // urlsmith-disable-next-line", 'http://f.example/'].join('\r\n');
  assert.deepEqual(shown(text, {}, codes, 'javascript'), ['3:unsafe-character:error', '3:tilde:warning', '7:unsafe-character:error', '8:unsafe-character:error', '8:tilde:warning']);
});

test('urlsmith-disable / urlsmith-enable regions, for all codes or listed ones', () => {
  const codes: Record<string, Severity> = { 'unsafe-character': 'error', tilde: 'warning' };
  const text = [
    'http://a.example/', '/* urlsmith-disable */', 'http://b.example/', '/* urlsmith-enable tilde */', 'http://c.example/', '/* urlsmith-enable */',
    'http://d.example/', '/* urlsmith-disable unsafe-character */', 'http://e.example/', '/* urlsmith-disable */', '/* urlsmith-enable unsafe-character */', 'http://f.example/',
  ].join('\n');
  assert.deepEqual(shown(text, {}, codes, 'c'), ['1:unsafe-character:error', '1:tilde:warning', '5:tilde:warning', '7:unsafe-character:error', '7:tilde:warning', '9:tilde:warning', '12:unsafe-character:error']);
});

/**
 * Per document type: text that mentions a directive outside a comment of the type (prose, a string, a code span or
 * block, a value, another type's comment), then a URL that stays reported, then a directive in the type's comment,
 * then a URL it silences.
 */
const MENTIONS: ReadonlyArray<[DocumentType, string, string]> = [
  ['javascript', 'const s = "urlsmith-disable";\nconst t = `\nurlsmith-disable`;\n// see urlsmith-disable in the docs\n# urlsmith-disable', '  /**\n   * urlsmith-disable */'],
  ['python', 's = "urlsmith-disable"\n"""\nurlsmith-disable\n"""\n// urlsmith-disable', '    # urlsmith-disable'],
  ['shell', 'echo urlsmith-disable\necho "# urlsmith-disable"', 'echo x # urlsmith-disable'],
  ['markdown', 'urlsmith-disable\n\n`<!-- urlsmith-disable -->`\n\n```\n<!-- urlsmith-disable -->\n```\n\n# urlsmith-disable', '<!--\n urlsmith-disable -->'],
  ['html', '<p>urlsmith-disable</p><a title="urlsmith-disable">x</a>\n<code>// urlsmith-disable</code>', '<!-- urlsmith-disable -->'],
  ['yaml', 'a: urlsmith-disable\nb: |\n  # urlsmith-disable\nc: "# urlsmith-disable"', '# urlsmith-disable'],
  ['toml', 'a = "# urlsmith-disable"', 'b = 1 # urlsmith-disable'],
  ['ini', 'a = urlsmith-disable', '; urlsmith-disable'],
  ['roff', 'urlsmith-disable\n.B urlsmith-disable', '.\\" urlsmith-disable'],
  ['plaintext', 'urlsmith-disable every rule for the rest of the file.\n# urlsmith-disable\n<!-- urlsmith-disable -->', '\turlsmith-disable  '],
  ['json', '{ "a": "urlsmith-disable",\n"b": "// urlsmith-disable" }', '{}'],
];

test('directives are read only from comments of the document type', () => {
  for (const [type, mentions, directive] of MENTIONS) {
    const text = `${mentions}\nhttp://a.example/\n${directive}\nhttp://b.example/\n`;
    const hosts = applyConfig(text, fakeLint(text), config({}), type).map((d) => text.slice(d.url.start, d.url.end));
    // JSON has no comments: its directive line is no directive either.
    assert.deepEqual(hosts, type === 'json' ? ['http://a.example/', 'http://b.example/'] : ['http://a.example/'], type);
  }
});

test('plain text: a directive is a line of its own, and only a whole line of codes is one', () => {
  const text = ['urlsmith-disable-next-line tilde -- a reason', 'http://a.example/', 'urlsmith-disable-next-line tilde sometimes.', 'http://b.example/', '  urlsmith-disable-next-line  ', 'http://c.example/'].join('\n');
  assert.deepEqual(shown(text, {}, { tilde: 'warning' }), ['4:tilde:warning']);
});

test('a directive lists its codes with their document spans; a code that names no rule is kept apart and silences nothing', () => {
  const text = '/** a\n * urlsmith-disable tilda, tilde -- why\n */\nhttp://a.example/\n';
  const [d] = findDirectives(text, 'javascript');
  assert.ok(d);
  assert.deepEqual([d.kind, d.offset, d.codes], ['disable', 9, ['tilda', 'tilde']]);
  assert.deepEqual(d.unknown.map((u) => text.slice(u.start, u.end)), ['tilda']);
  assert.deepEqual(d.unknown, [{ start: text.indexOf('tilda'), end: text.indexOf('tilda') + 5 }]);
  const misspelt = '# urlsmith-disable-next-line unsafe-charater\nhttp://a.example/\n';
  assert.deepEqual(shown(misspelt, {}, undefined, 'python'), ['1:directive-unknown-rule:warning', '2:unsafe-character:error']);
});

test('words that only contain urlsmith- are not directives', () => {
  const text = 'my-urlsmith-disable\nhttp://a.example/\nurlsmith-disabled\nhttp://b.example/\nurlsmith-disable-next-lines\nhttp://c.example/';
  assert.deepEqual(shown(text), ['2:unsafe-character:error', '4:unsafe-character:error', '6:unsafe-character:error']);
});

test('a listed code that names no rule is reported on its text, and configured like any rule', () => {
  const text = '# urlsmith-disable-next-line tilda, tilde\nhttp://a.example/\n';
  const seen = (c: Partial<UrlsmithConfig>) => applyConfig(text, fakeLint(text), config(c), 'python').map((d) => [d.code, d.severity, d.start, d.end]);
  const tilda = text.indexOf('tilda');
  const line2 = text.indexOf('\n') + 1;
  assert.deepEqual(seen({}), [['directive-unknown-rule', 'warning', tilda, tilda + 5], ['unsafe-character', 'error', line2, line2 + 1]]);
  assert.deepEqual(seen({ rules: { 'directive-unknown-rule': 'error' } })[0], ['directive-unknown-rule', 'error', tilda, tilda + 5]);
  assert.deepEqual(seen({ rules: { 'directive-unknown-rule': 'off' } }), [['unsafe-character', 'error', line2, line2 + 1]]);
  // Not in a string: no directive there, nothing to report.
  assert.deepEqual(applyConfig('s = "urlsmith-disable tilda"\n', fakeLint(''), config({}), 'python'), []);
});

test('maxProblems caps what a document reports, after filtering', () => {
  const text = 'http://a.example/\nhttp://skip.example/\nhttp://b.example/\nhttp://c.example/';
  assert.deepEqual(shown(text, { maxProblems: 2, ignore: ['skip.example'] }), ['1:unsafe-character:error', '3:unsafe-character:error']);
  assert.deepEqual(shown(text, { maxProblems: 0 }), []);
});

test('in chunks: disable state, a next-line directive on a chunk end, and the budget carry over', () => {
  const chunks = ['http://a.example/\nurlsmith-disable\n', 'http://b.example/\nurlsmith-enable\nurlsmith-disable-next-line\n', 'http://c.example/\nhttp://d.example/\n', 'http://e.example/\n'];
  const c = config({ maxProblems: 2 });
  const state = initialApplyState(c);
  const perChunk = chunks.map((text) => applyConfigToChunk(text, fakeLint(text), c, state).length);
  assert.deepEqual(perChunk, [1, 0, 1, 0]);
  const whole = chunks.join('');
  assert.deepEqual(shown(whole, { maxProblems: 2 }), ['1:unsafe-character:error', '7:unsafe-character:error']);
});

// Results only (speed belongs to `npm run bench`); a quadratic scan would blow the deadline instead.
test('directive scanning handles hostile text', { timeout: 60_000 }, () => {
  const text = 'urlsmith-disable '.repeat(200000) + '\n' + 'urlsmith-disable-next-line\n'.repeat(100000) + 'http://a.example/';
  assert.deepEqual(shown(text), []);
});
