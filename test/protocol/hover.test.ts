import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ClientCapabilities, MarkupContent, MarkupKind } from 'vscode-languageserver-protocol';
import { ServerProcess, VSCODE_LIKE, serverWithDocument } from './harness/server-process';
import { range } from './harness/text';

const URI = 'untitled:hover';
const TEXT = [
  'Get it from <URL:ftp://user:s3cr3t@files.samples/pub/', // 0
  '  file%20a.txt;type=i> or http://a.example:8080/a^b', // 1
  'plain text here',
].join('\n');

const ROOT = path.resolve(__dirname, '../../..');

/** The first line (the scheme as written and its RFC section) and one item per part: everything above the rule. */
function partLines(md: string): string[] {
  const lines = md.split('\n');
  const rule = lines.indexOf('---');
  return lines.slice(0, rule < 0 ? undefined : rule).filter((l) => l !== '');
}

/** [severity, code, how many times] per problem line. */
function problemLines(md: string): Array<[string, string, number]> {
  return [...md.matchAll(/^- (\w+) \[`([a-z-]+)`\]\([^)]*\)(?: ×(\d+))?: \S/gm)].map((m) => [m[1]!, m[2]!, Number(m[3] ?? 1)]);
}

function content(h: { contents: unknown } | null, kind: 'markdown' | 'plaintext'): string {
  assert.ok(h, 'a hover is returned');
  const c = h.contents as MarkupContent;
  assert.equal(c.kind, kind);
  return c.value;
}
const markdown = (h: { contents: unknown } | null) => content(h, 'markdown');

/** A client that announces hover formats (or none): only the hover capability differs from VS Code's. */
const withHoverFormats = (contentFormat: string[] | undefined): ClientCapabilities => ({
  ...VSCODE_LIKE,
  textDocument: { ...VSCODE_LIKE.textDocument, hover: contentFormat ? { contentFormat: contentFormat as MarkupKind[] } : {} },
});

/** Runs `check` against a server of each hover format, Markdown then plain text, each stopped cleanly after. */
async function inEachFormat(check: (server: ServerProcess, kind: 'markdown' | 'plaintext') => Promise<void>): Promise<void> {
  for (const kind of ['markdown', 'plaintext'] as const) {
    const server = await ServerProcess.start({ capabilities: withHoverFormats([kind]) });
    try {
      await check(server, kind);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  }
}

describe('hover', () => {
  const server = serverWithDocument(URI, TEXT);

  test('a wrapped ftp URL: the scheme and its RFC section head the parts (decoded where an escape differs), then one line per problem code', async () => {
    const h = await server().hover(URI, { line: 0, character: 30 });
    const md = markdown(h);
    assert.deepEqual(h?.range, range(0, 12, 1, 22), 'the hover covers the whole wrapper');
    assert.deepEqual(partLines(md), [
      '`ftp` URL · [RFC 1738 §3.2](https://www.rfc-editor.org/rfc/rfc1738#section-3.2)',
      '- user: `user`',
      '- password: `••••`',
      '- host: `files.samples`',
      '- port: `21` (default, implied)',
      '- path: `pub/file%20a.txt` → `pub/file a.txt`',
      '- typecode: `i`',
    ]);
    // The password is masked wherever the hover shows the URL.
    assert.ok(!/s3cr3t/.test(md), 'the password never appears');
    assert.deepEqual(problemLines(md), [
      ['warning', 'password', 1],
      ['hint', 'wrapper-whitespace', 1],
    ]);
    // Read as written (Neovim's hover window shows the Markdown raw): no table, and a rule between the two lists.
    assert.ok(!md.split('\n').some((l) => l.startsWith('|')), md);
    assert.ok(md.indexOf('- typecode') < md.indexOf('\n\n---\n\n- warning'), 'the parts come first, then the problems');
    for (const d of (await server().diagnostics(URI)).diagnostics) {
      if (d.range.start.line === 0) assert.ok(!md.includes(String(d.message)), `the diagnostic's message is not repeated: ${d.message}`);
    }
  });

  test('a signed URL: the credential query values are masked in the table, and reported', async () => {
    const uri = 'untitled:hover-signed';
    await server().open(uri, 'see https://b.s3.amazonaws.com/k?X-Amz-Signature=0f3a9bc7&x=1&api_key=8f14e45f');
    const md = markdown(await server().hover(uri, { line: 0, character: 10 }));
    assert.ok(partLines(md).includes('- search: `X-Amz-Signature=••••&x=1&api_key=••••`'), md);
    assert.ok(!md.includes('0f3a9bc7') && !md.includes('8f14e45f'), 'no credential appears');
    assert.deepEqual(problemLines(md), [['warning', 'query-secret', 2]]);
  });

  test('no decoded value when a part reads as written; an explicit port; a code repeated is one line', async () => {
    const h = await server().hover(URI, { line: 1, character: 40 });
    const md = markdown(h);
    assert.deepEqual(h?.range, range(1, 26, 1, 51));
    assert.deepEqual(partLines(md), ['`http` URL · [RFC 1738 §3.3](https://www.rfc-editor.org/rfc/rfc1738#section-3.3)', '- host: `a.example`', '- port: `8080`', '- path: `a^b`']);
    assert.deepEqual(problemLines(md), [['error', 'unsafe-character', 1]]);
    const uri = 'untitled:hover-twice';
    await server().open(uri, 'see ftp://a.example/x^y^z');
    const twice = markdown(await server().hover(uri, { line: 0, character: 6 }));
    assert.deepEqual(partLines(twice), ['`ftp` URL · [RFC 1738 §3.2](https://www.rfc-editor.org/rfc/rfc1738#section-3.2)', '- host: `a.example`', '- port: `21` (default, implied)', '- path: `x^y^z`']);
    assert.deepEqual(problemLines(twice), [['error', 'unsafe-character', 2]]);
  });

  test('every problem code links to its entry in the rule reference shipped beside the server (offline)', async () => {
    const md = markdown(await server().hover(URI, { line: 0, character: 30 }));
    const links = [...md.matchAll(/\[`([a-z-]+)`\]\(([^)]+)\)/g)].map((m): [string, string] => [m[1]!, m[2]!]);
    assert.equal(links.length, 2);
    for (const [code, href] of links) {
      const url = new URL(href);
      assert.equal(url.protocol, 'file:');
      const file = fileURLToPath(url);
      assert.equal(file, path.join(ROOT, 'docs', 'rules.md'));
      const line = Number(/^#L(\d+)$/.exec(url.hash)?.[1]);
      assert.equal(readFileSync(file, 'utf8').split('\n')[line - 1], `## ${code}`);
    }
    // The diagnostics' codeDescription (the code's link in the Problems panel and the diagnostic hover) is the same.
    const published = (await server().diagnostics(URI)).diagnostics.filter((d) => d.range.start.line === 0);
    assert.deepEqual(
      published.map((d) => [d.code, d.codeDescription?.href]),
      links.filter(([code]) => published.some((d) => d.code === code)),
    );
  });

  test('pipes and backticks in a URL stay inside their code span', async () => {
    const uri = 'untitled:hover-escapes';
    await server().open(uri, 'x http://a.example/a|b`c y');
    const md = markdown(await server().hover(uri, { line: 0, character: 5 }));
    assert.ok(partLines(md).includes('- path: ``a|b`c``'), md);
  });

  test('no hover outside URLs, nor just past a URL\'s end', async () => {
    assert.equal(await server().hover(URI, { line: 2, character: 3 }), null);
    assert.equal(await server().hover(URI, { line: 0, character: 5 }), null);
    assert.equal(await server().hover(URI, { line: 1, character: 51 }), null);
  });

  test('the problems follow the settings: a rule turned off is not listed', async () => {
    const other = await ServerProcess.start({ settings: () => ({ rules: { password: 'off' } }) });
    try {
      await other.open(URI, TEXT);
      const md = markdown(await other.hover(URI, { line: 0, character: 30 }));
      assert.deepEqual(problemLines(md), [['hint', 'wrapper-whitespace', 1]]);
    } finally {
      assert.equal(await other.stop(), 0);
    }
  });
});

describe('hover for clients without Markdown (plain text)', () => {
  test('a client that accepts only plain text gets the same parts and problems in aligned columns, no Markdown', async () => {
    const server = await ServerProcess.start({ capabilities: withHoverFormats(['plaintext']) });
    try {
      await server.open(URI, TEXT);
      const h = await server.hover(URI, { line: 0, character: 30 });
      const value = content(h, 'plaintext');
      assert.deepEqual(h?.range, range(0, 12, 1, 22));
      const [parts, problems] = value.split('\n\n');
      assert.deepEqual(parts!.split('\n'), [
        'ftp URL, RFC 1738 section 3.2',
        '  user      user',
        '  password  ••••',
        '  host      files.samples',
        '  port      21 (default, implied)',
        '  path      pub/file%20a.txt → pub/file a.txt',
        '  typecode  i',
      ]);
      assert.deepEqual(
        problems!.split('\n').map((l) => /^(\w+) ([a-z-]+)(?: ×(\d+))?: \S/.exec(l)?.slice(1, 4)),
        [
          ['warning', 'password', undefined],
          ['hint', 'wrapper-whitespace', undefined],
        ],
      );
      assert.ok(!/[`|]|\]\(|\\/.test(value), `no Markdown syntax: ${value}`);
      assert.ok(!value.includes('s3cr3t') && !parts!.includes('s3cr3t'), 'the password never appears');

      await server.open('untitled:hover-text-twice', 'see ftp://a.example/x^y^z');
      const twice = content(await server.hover('untitled:hover-text-twice', { line: 0, character: 6 }), 'plaintext');
      assert.deepEqual(twice.split('\n').slice(0, 4), ['ftp URL, RFC 1738 section 3.2', '  host  a.example', '  port  21 (default, implied)', '  path  x^y^z']);
      assert.match(twice.split('\n')[5]!, /^error unsafe-character ×2: \S/);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  // LSP: "The order describes the preferred format of the client"; a client that names no format is sent plain text.
  for (const [formats, kind] of [
    [['plaintext', 'markdown'], 'plaintext'],
    [['markdown'], 'markdown'],
    [[], 'plaintext'],
    [undefined, 'plaintext'],
  ] as const) {
    test(`contentFormat ${JSON.stringify(formats)}: ${kind}`, async () => {
      const server = await ServerProcess.start({ capabilities: withHoverFormats(formats && [...formats]) });
      try {
        await server.open(URI, TEXT);
        const value = content(await server.hover(URI, { line: 1, character: 40 }), kind);
        assert.equal(value.split('\n')[0], kind === 'markdown' ? '`http` URL · [RFC 1738 §3.3](https://www.rfc-editor.org/rfc/rfc1738#section-3.3)' : 'http URL, RFC 1738 section 3.3');
      } finally {
        assert.equal(await server.stop(), 0);
      }
    });
  }
});

describe('hover: invisible characters', () => {
  test('a zero-width or no-break space in a URL is shown as <U+XXXX>, in Markdown and in plain text', async () => {
    const text = '# see https://example.org/a\u200bb\nu = "https://github.com/org/re\u00a0po"\n';
    await inEachFormat(async (server, kind) => {
      await server.open('untitled:hover-invisible.py', text, 'python');
      const zwsp = content(await server.hover('untitled:hover-invisible.py', { line: 0, character: 10 }), kind);
      assert.ok(zwsp.includes('a<U+200B>b'), zwsp);
      assert.ok(!zwsp.includes('\u200b'), 'the character itself is not shown');
      const nbsp = content(await server.hover('untitled:hover-invisible.py', { line: 1, character: 20 }), kind);
      assert.ok(nbsp.includes('re<U+00A0>po'), nbsp);
      assert.match(nbsp, /invisible-character/);
    });
  });
});

describe('hover: escapes that are not UTF-8', () => {
  test('the text a legacy encoding reads is shown with the encoding, not replacement characters', async () => {
    await inEachFormat(async (server, kind) => {
      await server.open('untitled:hover-legacy', 'See http://www.example.jp/%A5%C8%A5%C3%A5%D7 and http://b.example/?q=%B0%A1%B0%A1');
      const jp = content(await server.hover('untitled:hover-legacy', { line: 0, character: 10 }), kind);
      const kr = content(await server.hover('untitled:hover-legacy', { line: 0, character: 55 }), kind);
      if (kind === 'markdown') {
        assert.ok(partLines(jp).includes('- path: `%A5%C8%A5%C3%A5%D7` → `トップ` (as EUC-JP, GB18030)'), jp);
        assert.deepEqual(problemLines(jp), [['hint', 'legacy-encoding', 1]]);
      } else {
        assert.ok(jp.split('\n').includes('  path  %A5%C8%A5%C3%A5%D7 → トップ (as EUC-JP, GB18030)'), jp);
      }
      assert.ok(!jp.includes('\ufffd'), 'no replacement character');
      // Bytes several tables read: no guess in the parts; the hint names each reading.
      assert.ok(kr.includes('\ufffd'), kr);
      assert.match(kr, /legacy-encoding/);
    });
  });
});

describe('hover: a relative Markdown destination', () => {
  test('a relative destination with a space is named as one (no scheme, CommonMark 6.3), with its path and its problem', async () => {
    const text = '# Docs\n\nSee [Test](docs/my file.md).\n\n[guide]: ./setup%20a guide.md\n';
    await inEachFormat(async (server, kind) => {
      await server.open('untitled:hover-relative.md', text, 'markdown');
      const inline = await server.hover('untitled:hover-relative.md', { line: 2, character: 15 });
      assert.deepEqual(inline?.range, range(2, 11, 2, 26), 'the hover covers the destination');
      const definition = await server.hover('untitled:hover-relative.md', { line: 4, character: 12 });
      assert.deepEqual(definition?.range, range(4, 9, 4, 29));
      if (kind === 'markdown') {
        assert.deepEqual(partLines(markdown(inline)), ['Relative link destination, no scheme · [CommonMark §6.3](https://spec.commonmark.org/0.31.2/#link-destination)', '- path: `docs/my file.md`']);
        assert.deepEqual(problemLines(markdown(inline)), [['error', 'markdown-link-space', 1]]);
        assert.deepEqual(partLines(markdown(definition)).slice(1), ['- path: `./setup%20a guide.md` → `./setup a guide.md`']);
      } else {
        const [parts, problems] = content(inline, 'plaintext').split('\n\n');
        assert.deepEqual(parts!.split('\n'), ['Relative link destination, no scheme (CommonMark section 6.3)', '  path  docs/my file.md']);
        assert.match(problems!, /^error markdown-link-space: \S/);
        assert.equal(content(definition, 'plaintext').split('\n')[1], '  path  ./setup%20a guide.md → ./setup a guide.md');
      }
    });
  });
});

describe('hover: a template', () => {
  test('a URL holding a placeholder says it is no link, in Markdown and in plain text', async () => {
    await inEachFormat(async (server, kind) => {
      await server.open('untitled:hover-template', 'Get https://api.example/items/{id} or https://a.example/ok');
      const template = content(await server.hover('untitled:hover-template', { line: 0, character: 10 }), kind).split('\n');
      const plain = content(await server.hover('untitled:hover-template', { line: 0, character: 45 }), kind).split('\n');
      const notLink = kind === 'markdown' ? '*Not a link: a template or a pattern cannot be opened as written.*' : 'Not a link: a template or a pattern cannot be opened as written.';
      assert.equal(template[kind === 'markdown' ? 2 : 1], notLink, template.join('\n'));
      assert.ok(!plain.includes(notLink), plain.join('\n'));
    });
  });
});
