/**
 * The server speaks its client's language: `locale` from initialize, else the server's environment (LC_ALL,
 * LC_MESSAGES, LANG), the client winning when it says. Every expected text is the catalogue's (project/l10n), filled
 * in as `t` fills it: a test never types a translation.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ClientCapabilities, type CodeAction, CodeActionRequest, type MarkupContent } from 'vscode-languageserver-protocol';
import { type Catalogue, checkDocument, defaultConfig, fill, parseConfig } from '../../engine/src';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { CATALOGUES, type Locale, useLocale } from '../../project/src';
import { ServerProcess, VSCODE_LIKE, environmentWithoutLocale, fileUri } from './harness/server-process';
import { range } from './harness/text';

const zh: Catalogue = CATALOGUES['zh-cn'];

/** The catalogue's text for `key` in `locale` (English: the key itself), its arguments filled in. */
function text(locale: Locale, key: string, args: Record<string, string> = {}): string {
  const catalogue = CATALOGUES[locale];
  if (locale !== 'en') assert.ok(Object.prototype.hasOwnProperty.call(catalogue, key), `${locale} translates ${JSON.stringify(key)}`);
  return fill(catalogue[key] ?? key, args);
}

// Python, so a directive comment can be written: "Disable ... for this file" is a server-made title.
const URI = 'untitled:l10n.py';
const TEXT = '# See http://a.example/a|b for more.\n';
const UNSAFE = range(0, 24, 0, 25);
const DISABLE_FILE = 'Disable {code} for this file';

/** The diagnostics' messages as the engine writes them in `locale` (the server's lint thread must agree). */
function engineMessages(locale: Locale, source = TEXT): string[] {
  useLocale(locale);
  try {
    return checkDocument(source, { documentType: 'python', config: defaultConfig() }).visible.map((d) => d.message);
  } finally {
    useLocale('en');
  }
}

async function started(opts: Parameters<typeof ServerProcess.start>[0]): Promise<ServerProcess> {
  const server = await ServerProcess.start(opts);
  await server.open(URI, TEXT, 'python');
  return server;
}

async function messages(server: ServerProcess): Promise<string[]> {
  return (await server.diagnostics(URI)).diagnostics.map((d) => String(d.message));
}

async function disableFileTitle(server: ServerProcess): Promise<string | undefined> {
  const actions = await server.codeActions(URI, UNSAFE);
  return actions.find((a) => a.kind === 'quickfix.urlsmith.disableFile')?.title;
}

const CHINESE_LANG = { ...environmentWithoutLocale(), LANG: 'zh_CN.UTF-8' };

describe('l10n: a client that says zh-cn', () => {
  let server: ServerProcess;
  before(async () => {
    server = await started({ locale: 'zh-cn', initializationOptions: { showRuleDocumentation: true } });
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('diagnostics come from the lint thread in Chinese: the catalogue\'s text for the unsafe character', async () => {
    const expected = engineMessages('zh-cn');
    const bar = text('zh-cn', '{name} ({character})', { name: zh['vertical bar']!, character: '|' });
    assert.deepEqual(expected, [text('zh-cn', 'A {character} is unsafe in a URL: encode it as {encoded}.', { character: bar, encoded: '%7C' })]);
    assert.notDeepEqual(expected, engineMessages('en'));
    assert.deepEqual(await messages(server), expected);
  });

  test('the hover names the section, the parts and the problem in Chinese; BNF and code stay as written', async () => {
    const h = await server.hover(URI, { line: 0, character: 12 });
    const md = (h?.contents as MarkupContent).value;
    const lines = md.split('\n');
    const item = (part: string, value: string) => `- ${text('zh-cn', '{part}: {value}', { part, value })}`;
    assert.equal(lines[0], `\`http\` URL · [${text('zh-cn', 'RFC 1738 §{section}', { section: '3.3' })}](https://www.rfc-editor.org/rfc/rfc1738#section-3.3)`);
    assert.ok(lines.includes(item(zh.host!, '`a.example`')), md);
    assert.ok(lines.includes(item(zh.port!, text('zh-cn', '{value} (default, implied)', { value: '`80`' }))), md);
    assert.ok(lines.includes(item(zh.path!, '`a|b`')), md);
    const link = /\[`unsafe-character`\]\([^)]*\)/.exec(md)?.[0];
    assert.ok(link, md);
    const problem = text('zh-cn', '{severity} {code}{times}: {description}', {
      severity: zh.error!,
      code: link,
      times: '',
      description: zh['Unsafe characters must be percent-encoded.']!,
    });
    assert.equal(lines.at(-1), `- ${problem}`);
  });

  test('the server\'s own quick fixes are titled in Chinese', async () => {
    const actions = await server.codeActions(URI, UNSAFE);
    const titles = actions.filter((a) => a.kind?.startsWith('quickfix.urlsmith.')).map((a) => a.title);
    assert.deepEqual(titles, [
      text('zh-cn', 'Disable {code} for this line', { code: 'unsafe-character' }),
      text('zh-cn', DISABLE_FILE, { code: 'unsafe-character' }),
      text('zh-cn', 'Show documentation for {code}', { code: 'unsafe-character' }),
    ]);
  });
});

describe('l10n: the plain-text hover in Chinese', () => {
  const capabilities: ClientCapabilities = { ...VSCODE_LIKE, textDocument: { ...VSCODE_LIKE.textDocument, hover: { contentFormat: ['plaintext'] } } };
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start({ locale: 'zh-CN', capabilities });
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('its columns line up in a monospaced window: a Chinese label takes two columns a character', async () => {
    const uri = 'untitled:l10n-plain';
    await server.open(uri, 'ftp://user:pw@files.example/pub/a.txt;type=i\n');
    await server.diagnostics(uri);
    const h = await server.hover(uri, { line: 0, character: 3 });
    const c = h?.contents as MarkupContent;
    assert.equal(c.kind, 'plaintext');
    const lines = c.value.split('\n');
    assert.equal(lines[0], text('zh-cn', '{scheme} URL, RFC 1738 section {section}', { scheme: 'ftp', section: '3.2' }));
    const labels = ['user', 'password', 'host', 'port', 'path', 'typecode'].map((k) => zh[k]!);
    const parts = lines.slice(1, 1 + labels.length);
    assert.deepEqual(parts.map((l) => l.trim().split(/\s+/)[0]), labels);
    // Every label here is CJK (two columns each): the value starts at the same column on every line.
    assert.ok(labels.every((l) => /^[\u4e00-\u9fff]+$/.test(l)), labels.join());
    const valueColumn = parts.map((l, i) => {
      const after = l.slice(2 + labels[i]!.length);
      return 2 + 2 * labels[i]!.length + (after.length - after.trimStart().length);
    });
    assert.equal(new Set(valueColumn).size, 1, parts.join('\n'));
    assert.ok(parts[3]!.endsWith(text('zh-cn', '{value} (default, implied)', { value: '21' })), parts[3]);
  });
});

describe('l10n: where the locale comes from', () => {
  test('no locale from the client (Neovim, Emacs): LANG=zh_CN.UTF-8 in the server\'s environment gives Chinese', async () => {
    const server = await started({ env: CHINESE_LANG });
    try {
      assert.deepEqual(await messages(server), engineMessages('zh-cn'));
      assert.equal(await disableFileTitle(server), text('zh-cn', DISABLE_FILE, { code: 'unsafe-character' }));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('the client wins: locale "en" under a Chinese LANG is English', async () => {
    const server = await started({ env: CHINESE_LANG, locale: 'en' });
    try {
      assert.deepEqual(await messages(server), engineMessages('en'));
      assert.equal(await disableFileTitle(server), text('en', DISABLE_FILE, { code: 'unsafe-character' }));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('a locale without a catalogue (zh-TW) is English, not the environment\'s Chinese', async () => {
    const server = await started({ env: CHINESE_LANG, locale: 'zh-TW' });
    try {
      assert.deepEqual(await messages(server), engineMessages('en'));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});

describe('l10n: a warning about the settings', () => {
  test('the box the user reads is in Chinese; the log line stays English', async () => {
    const key = 'urlsmith.extraSchemes: "{value}" is not a scheme name (letters, digits, "+", "-", ".")';
    const server = await ServerProcess.start({ locale: 'zh-cn', settings: () => ({ extraSchemes: ['no scheme'] }) });
    try {
      await server.open('untitled:l10n-settings', TEXT);
      await server.diagnostics('untitled:l10n-settings');
      const shown = await server.until('the warning box', () => server.messages.find((m) => m.message.includes('no scheme')));
      // The name before a Chinese message takes a full-width colon, as every Chinese message of the extension does.
      assert.equal(shown.message, `urlsmith：${text('zh-cn', key, { value: 'no scheme' })}`);
      const logged = await server.until('the log line', () => server.logs.find((m) => m.message.includes('"no scheme"')));
      assert.equal(logged.message, `urlsmith: ${text('en', key, { value: 'no scheme' })}`);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});

describe('l10n: a workspace in Chinese', () => {
  let root: string;
  let server: ServerProcess;
  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-l10n-')));
    fs.mkdirSync(path.join(root, 'typo'));
    fs.writeFileSync(path.join(root, 'typo', '.urlsmithrc.json'), '{\n  "rules": {\n    "unsafe-charactr": "off"\n  }\n}\n');
    fs.mkdirSync(path.join(root, 'broken'));
    fs.writeFileSync(path.join(root, 'broken', '.urlsmithrc.json'), '{ "ignore": "a.example" }\n');
    server = await ServerProcess.start({ workspaceFolder: root, locale: 'zh-cn', initializationOptions: { configSchema: true } });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('an unknown rule code in .urlsmithrc.json: the guess and its quick fix in Chinese, the log line\'s guess in English', async () => {
    const rcUri = fileUri(path.join(root, 'typo', '.urlsmithrc.json'));
    await server.open(fileUri(path.join(root, 'typo', 'a.txt')), 'http://a.example/\n');
    const p = await server.until('the config error', () => server.published.find((x) => x.uri === rcUri && x.diagnostics.length > 0));
    const [d, ...more] = p.diagnostics;
    assert.deepEqual(more, []);
    // The config reader's own message, as the engine writes it in Chinese, then the server's guess.
    useLocale('zh-cn');
    const problem = parseConfig('{ "rules": { "unsafe-charactr": "off" } }').errors[0]!.message;
    useLocale('en');
    const guess = '{problem}: did you mean "{suggestion}"?';
    assert.equal(d!.message, text('zh-cn', guess, { problem, suggestion: 'unsafe-character' }));
    const logged = await server.until('the log line', () => server.logs.find((m) => m.message.includes('unsafe-charactr')));
    assert.ok(logged.message.endsWith(text('en', guess, { problem: '', suggestion: 'unsafe-character' })), logged.message);
    await server.open(rcUri, fs.readFileSync(path.join(root, 'typo', '.urlsmithrc.json'), 'utf8'), 'json');
    const actions = (await server.conn.sendRequest(CodeActionRequest.type, { textDocument: { uri: rcUri }, range: d!.range, context: { diagnostics: [d!] } })) as CodeAction[];
    assert.deepEqual(
      actions.map((a) => a.title),
      [text('zh-cn', 'Change to {replacement}', { replacement: '"unsafe-character"' })],
    );
  });

  test('"Ignore <host> in this workspace": the title, the edit\'s label and the refusal in Chinese', async () => {
    const uri = fileUri(path.join(root, 'a.txt'));
    await server.open(uri, 'see http://a.example/a|b\n');
    await server.diagnostics(uri);
    const actions = (await server.codeActions(uri, range(0, 22, 0, 23))).filter((a) => a.kind === 'quickfix.urlsmith.ignoreHost');
    assert.deepEqual(actions.map((a) => a.title), [text('zh-cn', 'Ignore {host} in this workspace', { host: 'a.example' })]);
    assert.equal(await server.executeCommand(SERVER_COMMANDS.ignoreHost, actions[0]!.command!.arguments!), fileUri(path.join(root, '.urlsmithrc.json')));
    // The config did not exist: the server created it. The next host is an edit of it, labelled for the undo history.
    assert.equal(await server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri, host: 'b.example' }]), fileUri(path.join(root, '.urlsmithrc.json')));
    assert.equal(server.applied.at(-1)!.label, text('zh-cn', 'Ignore {host}', { host: 'b.example' }));

    // A config whose "ignore" is not a list: nothing is written, and the box says why.
    const broken = path.join(root, 'broken', '.urlsmithrc.json');
    const applied = server.applied.length;
    assert.equal(await server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri: fileUri(path.join(root, 'broken', 'b.txt')), host: 'b.example' }]), null);
    assert.equal(server.applied.length, applied);
    const reason = text('zh-cn', '{file} is not a valid configuration with an "ignore" list; fix it first', { file: broken });
    const shown = await server.until('the refusal', () => server.messages.find((m) => m.message.includes(broken)));
    assert.equal(shown.message, text('zh-cn', 'urlsmith: cannot add the host to "ignore": {reason}.', { reason }));
  });
});
