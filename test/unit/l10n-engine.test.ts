/**
 * What the engine says, in each language: every diagnostic message and fix title, and every config error, is a
 * catalogue entry with its arguments filled in. Under 'zh-cn' it is the translation (never the English key), under
 * 'en' the key itself; and what a user or a program acts on (codes, severities, ranges, edits, productions) does not
 * depend on the language at all.
 *
 * An English text is traced back to its key by reading the key as a pattern (its `{arguments}` match any text): the
 * Chinese text must then be the same key's translation with the same arguments (an argument that is itself a key,
 * the word for a space, translated too). Every engine key must be reached by one of the inputs below, so a new
 * message without an input that shows it fails here, not in front of a user.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, test } from 'node:test';
import { checkRuleSetting, fill, lintText, lintUrl, parseConfig, RULES, t, useCatalogue, type ConfigError, type Diagnostic, type DocumentType, type Preset } from '../../engine/src';
import { directiveDiagnostics, findDirectives } from '../../engine/src/config/directives';
import { ALL_RULES } from '../../engine/src/rules/all';
import { CATALOGUES, useLocale } from '../../project/src';

const root = join(__dirname, '..', '..', '..');
// The extractor is plain JavaScript run by `npm run l10n`; loaded from the source tree, not out/.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path computed at run time, outside the TS projects
const extractor = require(join(root, 'scripts', 'l10n', 'extract.js')) as { extract(root: string): { keys: Map<string, string[]> } };
const ALL_KEYS = extractor.extract(root).keys;
const ZH = CATALOGUES['zh-cn'];
/**
 * The keys the engine's code passes to t(): each key used in engine/src, less the rule descriptions (hovers show
 * those; tested on their own below), unless a check uses one as a message too (one use more than its rules).
 */
const ENGINE_KEYS = [...ALL_KEYS]
  // Part names are the hover's and explain's words (engine/src/part-labels.ts), in no message: their tests show them.
  .filter(([key, uses]) => uses.some((u) => u.startsWith('engine/src/') && u.split(':')[0] !== 'engine/src/part-labels.ts') && uses.length > RULES.filter((r) => r.description === key).length)
  .map(([key]) => key);

const PRESETS: readonly Preset[] = ['default', 'strict'];

/** Inputs beyond the rules' own examples: one for every message variant (plural, in a secret, per scheme, per part). */
const URLS: readonly string[] = [
  'HTTP://Bücher.example:80/~a b%zz?x=/y?z#f#g',
  'ftp://u:p@w@[::1]:0/a;b;type=q',
  'ftp://u:p/w@-a..b_c.1x:99999/\u0007%0A',
  'http://[zz::1]x:/p',
  'http://[::1]x/',
  'http://256.1.1.1:/?a/b',
  'http://user:pass@a.example:25/%0d',
  'http://u:p a|b\u0001\u0002c@h.example/',
  'http://u:pä@h.example/',
  'http://u:p%2520@h.example/',
  'http://h.example/a b|c\u0001\u0002 é中文 x',
  'http://h.example/\ufffd',
  'http://h.example/a%2520b',
  'http://h_x.example/a',
  'http://h__x.example/a',
  'http://x-.example/',
  `http://${'a'.repeat(70)}.example/`,
  `http://${`${'a'.repeat(60)}.`.repeat(5)}com/`,
  'http://h.1com/',
  'http://h.example:8x/',
  'http://h.example:/',
  'http://h.example:99999/',
  'http://h.example:21/',
  'http://u:{pw}/x@h.example/',
  'http://a.example/?u=http://b.example/?c=d&e=f',
  'http://a.example/?token=abc123secret',
  'ht_tp://h.example/',
  '://h.example',
  'http:h.example',
  'file://u@h.example:1/a;b',
  'file://h.example',
  'file:/etc/x',
  'ftp://h.example/a;type=z',
  'http://h.example?x',
  'http://h.example/a?b/c?d',
  'wais://h.example/db?b/c',
  'wais://h.example',
  'wais://h.example/db/t',
  'wais://h.example/d;b/t;x/p;y',
  'mailto:',
  'mailto:a%b@c.example',
  'news:',
  'news:1abc',
  'news:@h.example',
  'news:a@b@c.example',
  'nntp://h.example',
  'nntp://h.example/1g/x',
  'nntp://h.example/g/12a',
  'prospero://h.example/p;a',
  'prospero://h.example/p;a/b=c',
  'prospero://h.example/p;a=b/c',
  'prospero://h.example',
  'telnet://u@h.example:23/x',
  'ftp://h.example/%0D%0Acmd',
  'http://h.example:22/',
  'http://bücher.example/',
  'http://раураl.com/',
  'http://{host}/{id}',
  'http://h.example/^[a-z]+$',
  'http://h.example/a~b',
  // Each unsafe character alone, so each is named in a message of its own.
  'http://h.example/1\\2`3<4>5[8]9"0',
  'https://h.example/p236{0',
  'https://h.example/a}b',
];

/** Documents: wrappers, hyphen breaks, Markdown links, directives, and RFC 1738 itself (real text, its own examples). */
const TEXTS: ReadonlyArray<{ text: string; documentType?: DocumentType }> = [
  { text: readFileSync(join(root, 'test', 'fixtures', 'rfc1738.txt'), 'utf8') },
  { text: '<URL:http://a.example/some-\n   thing/and\n   more ~x>' },
  { text: '<URL:HTTP://a.example:80/a b/\n c>' },
  { text: '[g](https://a.example/my guide.pdf)', documentType: 'markdown' },
  { text: 'urlsmith-disable-next-line unsafe-charater\nhttp://a.example/a^b' },
];

/** Config texts, each wrong in its own way (the JSON reader's errors and the config's own). */
const CONFIGS: readonly string[] = [
  '',
  '[]',
  '{"a":1}',
  '{"extends":"x"}',
  '{"rules":1}',
  '{"rules":{"nope":"error","unsafe-character":"loud"}}',
  '{"extraSchemes":["ok","b@d",3]}',
  '{"extraSchemes":"x"}',
  '{"ignore":[" "]}',
  '{"files":1}',
  '{"files":{"x":[]}}',
  '{"documentTypes":1}',
  '{"documentTypes":{" ":"markdown","*.x":"nope"}}',
  '{"maxProblems":-1}',
  '{"checkCode":1}',
  '{"a" 1}',
  '{"a":1 "b"}',
  '[1 2]',
  '{"a":"\\q"}',
  '{"a":"x\n"}',
  '{"a":"\u0001"}',
  '{"a":-}',
  '/* x',
  '{} x',
  '{"a":@}',
  '{1:2}',
  '['.repeat(200),
];

/** Every diagnostic of every input, in a fixed order, in the language installed now. */
function lintAll(): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const preset of PRESETS) {
    for (const rule of ALL_RULES) {
      const { invalid, valid = [] } = rule.documentation.examples;
      for (const e of [...invalid, ...valid]) {
        if (e.url !== undefined) out.push(...lintUrl(e.url, { preset }).diagnostics);
        else out.push(...lintText(e.text, { preset, documentType: e.documentType }).diagnostics, ...directiveDiagnostics(findDirectives(e.text), preset));
      }
    }
    for (const url of URLS) out.push(...lintUrl(url, { preset }).diagnostics);
    for (const { text, documentType } of TEXTS) out.push(...lintText(text, { preset, documentType }).diagnostics, ...directiveDiagnostics(findDirectives(text), preset));
  }
  return out;
}

function configErrors(): ConfigError[] {
  const out = CONFIGS.flatMap((c) => parseConfig(c).errors);
  for (const [code, setting] of [['no-such-rule', 'error'], ['unsafe-character', 'loud']] as const) {
    const problem = checkRuleSetting(code, setting);
    assert.ok(problem, `${code}=${setting}`);
    out.push({ message: problem.message, line: 0, column: 0, endLine: 0, endColumn: 0 });
  }
  return out;
}

/** Each text a user reads: the messages and fix titles, in order. */
const texts = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.flatMap((d) => [d.message, ...d.fixes.map((f) => f.title)]);

/** Everything else, which must not depend on the language. */
const withoutTexts = (diagnostics: readonly Diagnostic[]): unknown[] => diagnostics.map((d) => ({ ...d, message: undefined, fixes: d.fixes.map((f) => ({ ...f, title: undefined })) }));

/** A key read as a pattern: its literal text, and each `{name}` matching any text (the same name the same text). */
function pattern(key: string): { regex: RegExp; names: string[]; literal: number } {
  const names: string[] = [];
  let source = '';
  let literal = 0;
  let from = 0;
  for (const m of key.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
    const text = key.slice(from, m.index);
    source += escape(text);
    literal += text.length;
    const name = m[1]!;
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.*?)`;
    if (!names.includes(name)) names.push(name);
    from = m.index + m[0].length;
  }
  source += escape(key.slice(from));
  literal += key.length - from;
  return { regex: new RegExp(`^${source}$`, 's'), names, literal };
}

/** The key that joins a list's items (engine `list`). */
const LIST = '{list}, {item}';
/** A list's items, or undefined when the text is not a list: two or more items, each a word or one quoted text. */
function listItems(value: string): string[] | undefined {
  const items = value.split(', ');
  return items.length > 1 && items.every((i) => /^("[^"]*"|[A-Za-z][\w-]*)$/.test(i)) ? items : undefined;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = ENGINE_KEYS.map((key) => ({ key, ...pattern(key) }));
/** The keys whose text is an argument of another message: a quoted character or text, a character by its name. */
const NESTED = PATTERNS.filter((p) => p.key === '"{text}"' || p.key === '{name} ({character})');

/**
 * The key an English text was made from, and its arguments: the matching key with the most literal text (so
 * "{character} is not allowed in a host name." wins over a key that is all argument), which must be the only one.
 */
function keyOf(english: string): { key: string; args: Record<string, string> } {
  const matches = PATTERNS.map((p) => ({ p, m: p.regex.exec(english) })).filter((x) => x.m !== null);
  assert.ok(matches.length > 0, `no engine key makes ${JSON.stringify(english)}`);
  const best = Math.max(...matches.map((x) => x.p.literal));
  const top = matches.filter((x) => x.p.literal === best);
  assert.equal(top.length, 1, `${JSON.stringify(english)} reads as ${top.map((x) => x.p.key).join(' and as ')}`);
  const { p, m } = top[0]!;
  return { key: p.key, args: Object.fromEntries(p.names.map((n) => [n, m!.groups![n]!])) };
}

/** The Chinese text for an English one: the key's translation, each argument translated where it is a key itself. */
function expectedChinese(english: string): { key: string; text: string } {
  const { key, args } = keyOf(english);
  const translation = ZH[key];
  assert.ok(translation !== undefined && translation !== key, `zh-cn lacks ${JSON.stringify(key)}`);
  return { key, text: fill(translation, Object.fromEntries(Object.entries(args).map(([n, v]) => [n, chineseArgument(v)]))) };
}

/**
 * An argument in Chinese: a key's translation (the word for a space), or an argument made by a key itself
 * (`vertical bar (|)`, a quoted `"||"`) translated the same way; anything else as it is.
 */
function chineseArgument(value: string): string {
  if (ALL_KEYS.has(value) && ZH[value] !== undefined) return ZH[value];
  // A list (`"default", "strict"`, `error, warning, …`) is joined as the language lists; its items are values a
  // user types, kept as typed (a quoted one quoted as the language quotes).
  const items = listItems(value);
  if (items) return items.map((i) => (i.startsWith('"') ? chineseArgument(i) : i)).reduce((list, item) => fill(ZH[LIST]!, { list, item }));
  // Several quoted texts (a list of presets) are not one: each is quoted below. A quoted '"' is one.
  const inner = (value.split('"').length > 3 && value !== '"""' ? [] : NESTED).map((p) => ({ p, m: p.regex.exec(value) })).find((x) => x.m !== null);
  // Quoted text inside a longer argument (`U+00E9 "é"`, a list of presets) is quoted as the language quotes.
  if (!inner) return value.replace(/"([^"]*)"/g, (_, text: string) => fill(ZH['"{text}"']!, { text }));
  return fill(ZH[inner.p.key]!, Object.fromEntries(inner.p.names.map((n) => [n, chineseArgument(inner.m!.groups![n]!)])));
}

function inLocale<T>(locale: 'en' | 'zh-cn', run: () => T): T {
  useLocale(locale);
  try {
    return run();
  } finally {
    useCatalogue({});
  }
}

afterEach(() => useCatalogue({}));

describe('engine strings in each language', () => {
  const english = lintAll();
  const englishTexts = texts(english);

  test('the inputs reach every engine key, so each message is shown in both languages below', () => {
    // An argument may be a key itself (the word for a space), or made by one (`vertical bar (|)`, `"||"`).
    const keysIn = (value: string): string[] => {
      const items = listItems(value);
      if (items) return [LIST, ...items.filter((i) => i.startsWith('"')).flatMap(keysIn)];
      const inner = NESTED.map((p) => ({ p, m: p.regex.exec(value) })).find((x) => x.m !== null);
      return inner ? [inner.p.key, ...inner.p.names.flatMap((n) => keysIn(inner.m!.groups![n]!))] : [value];
    };
    const reached = new Set(
      [...englishTexts, ...configErrors().map((e) => e.message)].flatMap((text) => {
        const { key, args } = keyOf(text);
        return [key, ...Object.values(args).flatMap(keysIn)];
      }),
    );
    assert.deepEqual(ENGINE_KEYS.filter((k) => !reached.has(k)), []);
  });

  test("'en': every message and title is its key with the arguments filled in, the same as with no catalogue", () => {
    const en = inLocale('en', lintAll);
    assert.deepEqual(en, english);
    for (const text of englishTexts) {
      const { key, args } = keyOf(text);
      assert.equal(fill(key, args), text);
    }
    assert.deepEqual(inLocale('en', configErrors), configErrors());
  });

  test("'zh-cn': every message and fix title is the key's translation with the same arguments", () => {
    const zh = texts(inLocale('zh-cn', lintAll));
    assert.equal(zh.length, englishTexts.length);
    englishTexts.forEach((text, i) => {
      const expected = expectedChinese(text);
      assert.notEqual(zh[i], text, `left in English: ${expected.key}`);
      assert.equal(zh[i], expected.text, expected.key);
    });
  });

  test("'zh-cn': codes, severities, ranges, productions and edits are the same as in English", () => {
    assert.deepEqual(withoutTexts(inLocale('zh-cn', lintAll)), withoutTexts(english));
  });

  test("'zh-cn': config errors are translated where they are, with the same arguments", () => {
    const en = configErrors();
    const zh = inLocale('zh-cn', configErrors);
    assert.deepEqual(zh.map((e) => ({ ...e, message: undefined })), en.map((e) => ({ ...e, message: undefined })));
    en.forEach((e, i) => {
      const expected = expectedChinese(e.message);
      assert.notEqual(zh[i]!.message, e.message, `left in English: ${expected.key}`);
      assert.equal(zh[i]!.message, expected.text, expected.key);
    });
  });

  test("'zh-cn': every rule description (a hover's text) is translated", () => {
    const zh = inLocale('zh-cn', () => RULES.map((r) => t(r.description)));
    RULES.forEach((r, i) => {
      assert.equal(zh[i], ZH[r.description], r.code);
      assert.notEqual(zh[i], r.description, r.code);
    });
  });
});
