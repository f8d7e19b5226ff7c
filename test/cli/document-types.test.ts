import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, urlsmith } from './support';

/**
 * The same lines read as plain text, as JavaScript and as roff: in code only comments and strings count and a URL ends
 * at its closing quote; in roff `\-` is "-". Expectations worked out by hand (1-based line:column).
 */
const CODE = ["const a = 'http://a.example/x'+y; // {@link http://b.example/x|Label}", ''].join('\n');
const ROFF = ['.TH X 1', '.URL "https://www.kernel.org/pub/linux/utils/util\\-linux/"', ''].join('\n');

test('each file is read as its type: the extension, then the config\'s documentTypes', async () => {
  const dir = makeTree({ 'a.js': CODE, 'a.txt': CODE, 'page.1': ROFF, 'page.txt': ROFF, 'notes.page': CODE });
  const run = await urlsmith(['a.js', 'a.txt', 'page.1', 'page.txt', 'notes.page'], { cwd: dir });
  // JavaScript: the string ends at its quote and a JSDoc link at "|": nothing is wrong. As plain text the first URL
  // runs on to `'+y` (safe characters) and the second keeps "|Label", whose "|" is unsafe. roff: `\-` is "-", and
  // nothing is wrong either way (as plain text the backslash ends the URL early). notes.page is plain text by name.
  assert.deepEqual(located(run.stdout), ['a.txt:1:63 error unsafe-character', 'notes.page:1:63 error unsafe-character']);
  const find = await urlsmith(['find', '--no-filename', 'a.js', 'a.txt', 'page.1', 'page.txt'], { cwd: dir });
  assert.deepEqual(find.stdout.split('\n').filter(Boolean), [
    'http://a.example/x',
    'http://b.example/x',
    "http://a.example/x'+y",
    'http://b.example/x|Label',
    'https://www.kernel.org/pub/linux/utils/util-linux/',
    'https://www.kernel.org/pub/linux/utils/util',
  ]);

  fs.writeFileSync(path.join(dir, '.urlsmithrc.json'), '{ "documentTypes": { "*.page": "javascript" } }');
  const mapped = await urlsmith(['notes.page'], { cwd: dir });
  assert.equal(mapped.code, 0, mapped.stderr);
  assert.deepEqual(located(mapped.stdout), []);
});
