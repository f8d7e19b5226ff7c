/**
 * The catalogues read as one voice per language (docs/l10n.md): the glossary's terms, never their rejected
 * translations, and one quote and colon convention per language. Only the translations are judged here; which keys
 * exist is test/unit/l10n.test.ts's business.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const folder = join(__dirname, '..', '..', '..', 'project', 'l10n');
const english = Object.keys(JSON.parse(readFileSync(join(folder, 'bundle.l10n.json'), 'utf8')) as Record<string, string>);
const chinese = JSON.parse(readFileSync(join(folder, 'bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

/** Rejected translations (docs/l10n.md, column "Not"), each with the term to use instead. */
const FORBIDDEN: ReadonlyArray<[string, string]> = [
  ['方案', '协议名 (scheme)'],
  ['授权部分', 'authority'],
  ['机密值', '凭据 (credential)'],
  ['敏感值', '凭据 (credential)'],
  ['搜索部分', '查询部分 (search, query)'],
];

/** English word (outside {arguments} and quotes) -> the Chinese its translation must hold. */
const GLOSSARY: ReadonlyArray<[RegExp, RegExp]> = [
  [/\bschemes?\b/i, /协议/],
  [/\bhosts?\b/i, /主机/],
  [/\bcredentials?\b/i, /凭据/],
  [/\bunsafe\b/i, /不安全/],
];

/** The text a translator wrote: {arguments}, URL patterns and what stands inside quotes (typed text, kept as typed) left out. */
function prose(text: string, quotes: RegExp): string {
  return text.replace(/\{[A-Za-z]+\}/g, '').replace(quotes, '').replace(/[^\s(]*(:\/\/|@)[^\s)]*/g, '');
}
const ENGLISH_QUOTED = /"[^"]*"|`[^`]*`/g;
const CHINESE_QUOTED = /“[^”]*”|`[^`]*`/g;

/** A command's palette name, whose category VS Code writes with an ASCII colon in every language. */
const COMMAND_NAME = /urlsmith: /;

/** What one message breaks of its language's punctuation (docs/l10n.md), or [] when it breaks nothing. */
export function chinesePunctuation(text: string): string[] {
  const own = prose(text, CHINESE_QUOTED);
  const wrong: string[] = [];
  if (own.includes('"')) wrong.push('an ASCII quote (use “…”)');
  if (/[\u3400-\u9fff）」]\s*[:,;(]|:\s|[:,;)]\s*[\u3400-\u9fff（]/.test(own.replace(COMMAND_NAME, ''))) wrong.push('ASCII punctuation beside Chinese text (use ：，；（）)');
  if (/[\u3400-\u9fff]\.(\s|$)/.test(own)) wrong.push('an ASCII full stop (use 。)');
  if (/ [“]|[”] /.test(text)) wrong.push('a space outside full-width quotes');
  return wrong;
}

export function englishPunctuation(text: string): string[] {
  return /[“”‘’：，。；（）]/.test(text) ? ['full-width punctuation in English'] : [];
}

test('the checks catch what they are for (a message of each kind of mistake)', () => {
  assert.deepEqual(chinesePunctuation('不安全字符 "^" 必须编码。'), ['an ASCII quote (use “…”)']);
  assert.deepEqual(chinesePunctuation('{file}: 无法读取'), ['ASCII punctuation beside Chinese text (use ：，；（）)']);
  assert.deepEqual(chinesePunctuation('主机之后的 “:” 后面'), ['a space outside full-width quotes']);
  assert.deepEqual(chinesePunctuation('主机之后的“:”后面必须跟端口号。'), []);
  assert.deepEqual(chinesePunctuation('运行“urlsmith: 重启服务器”以启动它。'), []);
  assert.deepEqual(englishPunctuation('Unsafe character “^”'), ['full-width punctuation in English']);
});

test('no Chinese message uses a rejected translation of a glossary term', () => {
  const found = Object.entries(chinese).flatMap(([key, value]) => FORBIDDEN.filter(([bad]) => value.includes(bad)).map(([bad, use]) => `${JSON.stringify(key)}: "${bad}", use ${use}`));
  assert.deepEqual(found, []);
});

test('each glossary term in an English message has its Chinese term in the translation', () => {
  const found: string[] = [];
  for (const [key, value] of Object.entries(chinese)) {
    for (const [word, term] of GLOSSARY) if (word.test(prose(key, ENGLISH_QUOTED)) && !term.test(value)) found.push(`${JSON.stringify(key)} -> ${JSON.stringify(value)}: no ${term.source}`);
  }
  assert.deepEqual(found, []);
});

test('one quote and colon convention per language: ASCII in English, full-width in Chinese', () => {
  const found = [
    ...english.flatMap((key) => englishPunctuation(key).map((w) => `${JSON.stringify(key)}: ${w}`)),
    ...Object.values(chinese).flatMap((value) => chinesePunctuation(value).map((w) => `${JSON.stringify(value)}: ${w}`)),
  ];
  assert.deepEqual(found, []);
});
