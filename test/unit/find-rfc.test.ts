/**
 * RFC 1738's own text: the appendix example yields exactly its three URLs, and every <URL:...> in the RFC is found,
 * with nothing else (the RFC's templates such as "http://<host>:<port>/<path>" are not URLs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { findLocators } from '../../engine/src';
import { assertLocatorInvariants, fixturePath } from './find-support';

test('the appendix example yields exactly its three URLs', () => {
  const text = readFileSync(fixturePath('find', 'rfc1738-appendix-example.txt'), 'utf8');
  const found = findLocators(text);
  assert.deepEqual(
    found.map((l) => l.url),
    [
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc',
      'http://ds.internic.net/instructions/overview.html#WARNING',
    ],
  );
  assert.deepEqual(
    found.map((l) => text.slice(l.start, l.end)),
    [
      '<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>',
      '<URL:ftp://ds.in\n      ternic.net/rfc>',
      '<URL:http://ds.internic.\n      net/instructions/overview.html#WARNING>',
    ],
  );
  for (const l of found) assert.equal(l.kind, 'wrapper');
  assertLocatorInvariants(text, found);

  // Each URL character maps back to the line it was printed on: "type=d" is on the line after "doc;".
  const [first, second, third] = found;
  assert.ok(first && second && third);
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
  assert.equal(lineOf(first.offsets[first.url.indexOf(';')]!), 3);
  assert.equal(lineOf(first.offsets[first.url.indexOf('type')]!), 4);
  assert.equal(text.slice(first.offsets[first.url.indexOf('type')], first.offsets[first.url.length]), 'type=d');
  assert.equal(text.slice(second.offsets[second.url.indexOf('ternic')], second.offsets[second.url.length]), 'ternic.net/rfc');
  assert.equal(text[third.offsets[third.url.indexOf('#')]!], '#');
  assert.equal(lineOf(third.offsets[third.url.indexOf('#WARNING')]!), 6);
  assert.deepEqual(
    found.map((l) => l.whitespace.map((s) => text.slice(s.start, s.end))),
    [['\n      '], ['\n      '], ['\n      ']],
  );
  assert.deepEqual(
    found.map((l) => l.hyphenBreaks),
    [[], [], []],
  );
});

test('every <URL:...> in RFC 1738 is found, and nothing else', () => {
  const text = readFileSync(fixturePath('rfc1738.txt'), 'utf8');
  const found = findLocators(text);
  assertLocatorInvariants(text, found);

  const prefixes: number[] = [];
  for (let i = text.indexOf('<URL:'); i !== -1; i = text.indexOf('<URL:', i + 1)) prefixes.push(i);
  assert.equal(prefixes.length, 30);
  assert.deepEqual(
    found.map((l) => l.start),
    prefixes,
  );
  assert.deepEqual(
    found.map((l) => l.url),
    [
      'http://www.acl.lanl.gov/URI/archive/uri-archive.index.html',
      'ftp://@host.com/',
      'ftp://host.com/',
      'ftp://foo:@host.com/',
      'ftp://myname@host.dom/%2Fetc/motd',
      'ftp://myname@host.dom/etc/motd',
      'ftp://myname@host.dom//etc/motd',
      'news:*',
      'file://vms.host.edu/disk$user/my/notes/note12345.txt',
      'prospero://host.dom//pros/name',
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc',
      'http://ds.internic.net/instructions/overview.html#WARNING',
      'ftp://ds.internic.net/rfc/rfc1436.txt;type=a',
      'ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt',
      'ftp://ds.internic.net/rfc/rfc1630.txt',
      'ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z',
      'ftp://ds.internic.net/rfc/rfc1123.txt',
      'ftp://ds.internic.net/rfc/rfc822.txt',
      'ftp://quake.think.com/pub/wais/doc/protspec.txt',
      'ftp://ds.internic.net/rfc/rfc1036.txt',
      'ftp://quake.think.com/pub/wais/doc/doc-ids.txt',
      'ftp://ds.internic.net/rfc/rfc977.txt',
      'ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt',
      'ftp://ds.internic.net/rfc/rfc1034.txt',
      'ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z',
      'ftp://ds.internic.net/rfc/rfc959.txt',
      'ftp://ds.internic.net/rfc/rfc1737.txt',
      'ftp://ds.internic.net/rfc/rfc1625.txt',
      'ftp://uu.psi.com/wp/nir.txt',
    ],
  );
});
