/** What explain and find print agrees with itself and with their help (issue 10, item 5, the CLI's half). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { urlsmith } from './support';

interface Explained {
  url: string;
  parts: Array<{ name: string; start: number; end: number; raw: string }>;
  diagnostics: Array<{ code: string; range: { start: number; end: number } }>;
}

test('explain --json: every offset indexes the URL as printed, with its password masked', async () => {
  const urls = ['ftp://user:l0ngs3cr3t@h.samples/a%zz;type=q', 'http://u:p@h.example/%zz', 'telnet://u:@h.example:23/'];
  const run = await urlsmith(['explain', '--json', ...urls]);
  const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Explained);
  assert.deepEqual(lines.map((l) => l.url), ['ftp://user:••••@h.samples/a%zz;type=q', 'http://u:••••@h.example/%zz', 'telnet://u:@h.example:23/']);
  for (const l of lines) {
    for (const p of l.parts) if (p.start >= 0) assert.equal(l.url.slice(p.start, p.end), p.raw, `${l.url}: ${p.name}`);
  }
  const at = (l: Explained) => l.diagnostics.map((d) => `${d.code} ${l.url.slice(d.range.start, d.range.end)}`);
  assert.deepEqual(at(lines[0]!), ['password ••••', 'invalid-percent-escape %', 'ftp-invalid-typecode q']);
  // By default a user with a password is no error (RFC 3986 3.2.1), and "p" on an example host stands for a password:
  // masked all the same, but no warning.
  assert.deepEqual(at(lines[1]!), ['invalid-percent-escape %']);
  // The text form's columns count in the printed URL too: "%" is its 25th character.
  const text = await urlsmith(['explain', 'http://u:p@h.example/%zz']);
  assert.match(text.stdout, /^ {2}error invalid-percent-escape at 25 \(escape\): /m);
});

test('find prints URLs verbatim, passwords included, as its help says', async () => {
  const run = await urlsmith(['find', '-'], { stdin: 'get ftp://user:secret@h.example/f and <URL:http://u:p@h.example/x>\n' });
  assert.equal(run.stdout, 'ftp://user:secret@h.example/f\nhttp://u:p@h.example/x\n');
  const help = await urlsmith(['--help']);
  assert.match(help.stdout, /^ {2}urlsmith find .*verbatim/m);
  assert.match(help.stdout, /passwords are printed as written/);
});

test('explain shows an invisible character as <U+XXXX>, in the URL, its parts and its problem', async () => {
  const run = await urlsmith(['explain', 'https://github.com/org/re\u00a0po']);
  assert.match(run.stdout, /^https:\/\/github\.com\/org\/re<U\+00A0>po$/m);
  assert.match(run.stdout, /^ {2}path +org\/re<U\+00A0>po$/m);
  assert.match(run.stdout, /^ {2}warning invisible-character at 26 \(hsegment\): .*<U\+00A0>/m);
  assert.ok(!run.stdout.includes('\u00a0'), 'the character itself is not printed');
});
