/**
 * `urlsmith --fix` as a real process (issue 19 points 2-3, issue 20 point 1): URLs in Markdown code are examples and
 * stay as written unless `"checkCode": true`; a file URL keeps its drive colon; a host is never converted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeTree, urlsmith } from './support';

// Lines of Node's url.md (/usr/share/doc/nodejs/api/url.md 178 and 1196-1197), an inline code span, and prose.
const README = [
  '```js',
  "const myURL = new URL('https://測試');",
  "new URL('file:///你好.txt').pathname;      // Incorrect: /%E4%BD%A0%E5%A5%BD.txt",
  '```',
  '',
  'Pass `https://a.example/?ids=[1,2]` or see https://b.example/a^b.',
  '',
].join('\n');

test('--fix leaves URLs in Markdown code as written, and fixes them with "checkCode": true', async () => {
  const dir = makeTree({ 'README.md': README });
  const run = await urlsmith(['--fix', '--hints', '-f', 'compact', 'README.md'], { cwd: dir });
  assert.equal(fs.readFileSync(path.join(dir, 'README.md'), 'utf8'), README.replace('a^b', 'a%5Eb'));
  // Still shown, as hints, with nothing to fix.
  assert.deepEqual(
    run.stdout.split('\n').filter((l) => l.startsWith('README.md')).map((l) => l.replace(/ - .*\(/, ' (')),
    [
      'README.md: line 2, col 32, Hint (host-non-ascii)',
      'README.md: line 3, col 18, Hint (non-ascii-character)',
      'README.md: line 6, col 30, Hint (unsafe-character)',
      'README.md: line 6, col 34, Hint (unsafe-character)',
    ],
  );

  const checked = makeTree({ 'README.md': README, '.urlsmithrc.json': '{ "checkCode": true }' });
  await urlsmith(['--fix', '-f', 'compact', 'README.md'], { cwd: checked });
  // Checked as prose is: the non-ASCII path is RFC 3987's, a hint by default that fix-all leaves.
  assert.equal(
    fs.readFileSync(path.join(checked, 'README.md'), 'utf8'),
    README.replace('a^b', 'a%5Eb').replace('[1,2]', '%5B1,2%5D'),
  );
});

test('--fix keeps a file URL\'s drive colon and converts no host', async () => {
  const text = 'file://C:/Users/me/report.docx\nhttp://ｅxample.com/ http://p\u0430ypal.com/ http://gi\u00adthub.com/\n';
  const dir = makeTree({ 'links.txt': text });
  const run = await urlsmith(['--fix', '--hints', '-f', 'compact', 'links.txt'], { cwd: dir });
  assert.equal(fs.readFileSync(path.join(dir, 'links.txt'), 'utf8'), text);
  assert.deepEqual(
    run.stdout.split('\n').filter((l) => l.startsWith('links.txt')).map((l) => l.replace(/ - .*\(/, ' (')),
    [
      'links.txt: line 1, col 9, Error (port-empty)',
      'links.txt: line 1, col 9, Error (file-invalid-host)',
      'links.txt: line 2, col 8, Hint (host-non-ascii)',
      'links.txt: line 2, col 28, Warning (host-confusable)',
      'links.txt: line 2, col 28, Hint (host-non-ascii)',
      'links.txt: line 2, col 47, Hint (host-non-ascii)',
      // The soft hyphen is an invisible character too, wherever it stands; its fixes are not fix-all's.
      'links.txt: line 2, col 49, Warning (invisible-character)',
    ],
  );
});
