/**
 * Credentials in a URL (a password, a signed URL's signature, an access token, an API key) never leave urlsmith: each
 * output a check or explain writes (every format, the cache, explain's text and JSON) reports the `password` and
 * `query-secret` warnings at the secret's place without printing the secret, even where other rules report
 * characters inside it. (`find` prints URLs verbatim: it is an extractor, as its help says.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, urlsmith } from './support';

// Each secret holds characters other rules report inside it (a space run, non-ASCII, a double escape), so a
// message quoting them would leak part of the secret.
const SECRETS = ['pa55', 'wörd', 'Zm9v', 'YmFy', 'Доступ', 'Token42', 'sk%25', '%253Dq9', 'AKIAsecret', 'SIGNATURE'];
const TEXT = [
  'Mirror: ftp://deploy:pa55|wörd@ftp.corp.internal/pub/',
  'Blob: https://acct.blob.core.windows.net/c/b.txt?sv=2022-11-02&se=2026-01-01&sig=Zm9v|YmFy',
  'Graph: https://graph.example/me?access_token=ДоступToken42&fields=id',
  'API: https://api.example/v1/items?api_key=sk%253Dq9',
  'S3: https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=AKIAsecretSIGNATURE',
  '',
].join('\n');

const leaks = (out: string): string[] => SECRETS.filter((s) => out.includes(s));

test('every format reports the secrets where they are and prints none of them', async () => {
  const dir = makeTree({ 'links.txt': TEXT });
  const stylish = await urlsmith(['links.txt'], { cwd: dir, env: { NO_COLOR: '1' } });
  assert.deepEqual(
    located(stylish.stdout).filter((l) => /password|query-secret/.test(l)),
    ['links.txt:1:22 warning password', 'links.txt:2:82 warning query-secret', 'links.txt:3:46 warning query-secret', 'links.txt:4:43 warning query-secret', 'links.txt:5:76 warning query-secret'],
  );
  for (const format of ['stylish', 'compact', 'json', 'sarif', 'github']) {
    const run = await urlsmith(['--format', format, 'links.txt'], { cwd: dir, env: { NO_COLOR: '1' } });
    assert.ok(run.stdout.includes('query-secret'), `${format}: the warning is reported`);
    assert.deepEqual(leaks(run.stdout + run.stderr), [], format);
  }
});

test('the cache holds no secret', async () => {
  const dir = makeTree({ 'links.txt': TEXT });
  const run = await urlsmith(['--cache', '--format', 'json', 'links.txt'], { cwd: dir });
  assert.ok(run.stdout.includes('query-secret'));
  const cache = fs.readFileSync(path.join(dir, '.urlsmithcache'), 'utf8');
  assert.ok(cache.includes('query-secret'), 'the cache holds the problems');
  assert.deepEqual(leaks(cache), []);
});

test('explain masks every secret, and its offsets index the URL as printed', async () => {
  const url = 'https://u:Xq7@b.s3.amazonaws.com/k?X-Amz-Signature=0f3a9b&x=%zz&api_key=8f14e45f';
  const json = await urlsmith(['explain', '--json', url]);
  const line = JSON.parse(json.stdout) as { url: string; parts: Array<{ name: string; start: number; end: number; raw: string }>; diagnostics: Array<{ code: string; range: { start: number; end: number } }> };
  assert.equal(line.url, 'https://u:••••@b.s3.amazonaws.com/k?X-Amz-Signature=••••&x=%zz&api_key=••••');
  for (const p of line.parts) if (p.start >= 0) assert.equal(line.url.slice(p.start, p.end), p.raw, p.name);
  assert.deepEqual(
    line.diagnostics.map((d) => `${d.code} ${line.url.slice(d.range.start, d.range.end)}`),
    ['password ••••', 'query-secret ••••', 'invalid-percent-escape %', 'query-secret ••••'],
  );
  const text = await urlsmith(['explain', url]);
  for (const secret of ['0f3a9b', '8f14e45f', ':Xq7@']) assert.ok(!text.stdout.includes(secret), secret);
  assert.match(text.stdout, /X-Amz-Signature=••••/);
});

test('a password cut short by "/", "?" or "#" reads as a port: reported there, never quoted, in every format (issue 29, S7)', async () => {
  const cut = ['Secret', 'Secr', 'S3cr3t'];
  const dir = makeTree({ 'cut.txt': 'Mirror: ftp://user:Secret/G@host/\nDev: http://u:Secr?et@h/\nBox: http://user:S3cr3t#x@host/\n' });
  const stylish = await urlsmith(['--hints', 'cut.txt'], { cwd: dir, env: { NO_COLOR: '1' } });
  assert.deepEqual(
    located(stylish.stdout).filter((l) => /port-invalid|url-template/.test(l)),
    ['cut.txt:1:20 error port-invalid', 'cut.txt:2:15 hint url-template', 'cut.txt:3:18 error port-invalid'],
  );
  for (const format of ['stylish', 'compact', 'json', 'sarif', 'github']) {
    const run = await urlsmith(['--format', format, '--hints', 'cut.txt'], { cwd: dir, env: { NO_COLOR: '1' } });
    assert.ok(run.stdout.includes('port-invalid'), `${format}: the problem is reported`);
    assert.deepEqual(cut.filter((s) => run.stdout.includes(s) || run.stderr.includes(s)), [], format);
  }
});
