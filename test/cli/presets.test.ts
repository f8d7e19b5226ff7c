import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, urlsmith } from './support';

/**
 * One URL per code whose severity depends on the preset: "~" (RFC 1738 2.2 unsafe, RFC 3986 unreserved), "/" in an
 * http search (RFC 1738 3.3 reserved, allowed in an RFC 3986 query) and an IPv6 literal host (RFC 2732).
 */
const TEXT = ['Home: http://a.example/~user/', 'Search: http://b.example/find?next=/home', 'Local: http://[::1]:8080/', ''].join('\n');
/** "~" at 1:24, the search's "/" at 2:36, the host "[::1]" at 3:15. */
const WHERE = { tilde: 'a.txt:1:24', search: 'a.txt:2:36', literal: 'a.txt:3:15' };

test('the default preset makes what RFC 3986 legalised a hint with no fix; "extends": "strict" an error, "~" fixed', async () => {
  const plain = makeTree({ 'a.txt': TEXT });
  const byDefault = await urlsmith(['--fix', '--hints', 'a.txt'], { cwd: plain });
  assert.equal(byDefault.code, 0, byDefault.stderr);
  assert.deepEqual(located(byDefault.stdout), [`${WHERE.tilde} hint tilde`, `${WHERE.search} hint http-search-character`, `${WHERE.literal} hint host-ip-literal`]);
  assert.doesNotMatch(byDefault.stdout, /fixed/i);
  assert.equal(fs.readFileSync(path.join(plain, 'a.txt'), 'utf8'), TEXT);

  const strict = makeTree({ 'a.txt': TEXT, '.urlsmithrc.json': '{ "extends": "strict" }' });
  const checked = await urlsmith(['a.txt'], { cwd: strict });
  assert.equal(checked.code, 1);
  assert.deepEqual(located(checked.stdout), [`${WHERE.tilde} error tilde`, `${WHERE.search} error http-search-character`, `${WHERE.literal} error host-ip-literal`]);
  // --rule applies on top of the preset.
  const relaxed = await urlsmith(['--rule', 'tilde=warning', 'a.txt'], { cwd: strict });
  assert.deepEqual(located(relaxed.stdout), [`${WHERE.tilde} warning tilde`, `${WHERE.search} error http-search-character`, `${WHERE.literal} error host-ip-literal`]);

  // Fix-all writes "~" as %7E, which RFC 3986 2.3 calls equivalent; "%2F" may mean something else to a server than
  // "/", so that fix is the user's choice; no RFC 1738 host names an IPv6 address, so that one has no fix.
  const fixed = await urlsmith(['--fix', 'a.txt'], { cwd: strict });
  assert.equal(fixed.code, 1);
  assert.deepEqual(located(fixed.stdout), [`${WHERE.search} error http-search-character`, `${WHERE.literal} error host-ip-literal`]);
  assert.match(fixed.stdout, /^Fixed 1 file\.$/m);
  assert.equal(fs.readFileSync(path.join(strict, 'a.txt'), 'utf8'), TEXT.replace('/~user/', '/%7Euser/'));
});
