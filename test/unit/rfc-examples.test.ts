/**
 * Every example URL in RFC 1738 parses to the parts the RFC's text describes (quoted beside each case).
 * The parts are compared as name=decoded-value lists, so an extra or missing part fails too.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { lintText, lintUrl, parseUrl, pathSegments } from '../../engine/src';

/** name=decoded-value of every part, each path followed by its segments. */
function parts(url: string): string[] {
  const parsed = parseUrl(url);
  return parsed.parts.flatMap((p) => [`${p.name}=${p.value}`, ...(p.name === 'path' ? pathSegments(parsed).map((s) => `${s.name}=${s.value}`) : [])]);
}

describe('RFC 1738 examples', () => {
  test('3.1: "<URL:ftp://@host.com/> has an empty user name and no password"', () => {
    assert.deepEqual(parts('ftp://@host.com/'), ['scheme=ftp', 'user=', 'host=host.com', 'path=', 'segment=']);
  });
  test('3.1: "<URL:ftp://host.com/> has no user name"', () => {
    assert.deepEqual(parts('ftp://host.com/'), ['scheme=ftp', 'host=host.com', 'path=', 'segment=']);
  });
  test('3.1: "<URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password"', () => {
    assert.deepEqual(parts('ftp://foo:@host.com/'), ['scheme=ftp', 'user=foo', 'password=', 'host=host.com', 'path=', 'segment=']);
  });
  test('3.2.2: ftp://myname@host.dom/%2Fetc/motd is "CWD /etc" and then "RETR motd"', () => {
    assert.deepEqual(parts('ftp://myname@host.dom/%2Fetc/motd'), ['scheme=ftp', 'user=myname', 'host=host.dom', 'path=/etc/motd', 'segment=/etc', 'segment=motd']);
  });
  test('3.2.2: ftp://myname@host.dom/etc/motd would "CWD etc" and then "RETR motd"', () => {
    assert.deepEqual(parts('ftp://myname@host.dom/etc/motd'), ['scheme=ftp', 'user=myname', 'host=host.dom', 'path=etc/motd', 'segment=etc', 'segment=motd']);
  });
  test('3.2.2: ftp://myname@host.dom//etc/motd would "CWD " with a null argument, then "CWD etc", and then "RETR motd"', () => {
    assert.deepEqual(parts('ftp://myname@host.dom//etc/motd'), ['scheme=ftp', 'user=myname', 'host=host.dom', 'path=/etc/motd', 'segment=', 'segment=etc', 'segment=motd']);
  });
  test('3.2.2: the typecode "a" of ftp://ds.internic.net/rfc/rfc1436.txt;type=a', () => {
    assert.deepEqual(parts('ftp://ds.internic.net/rfc/rfc1436.txt;type=a'), ['scheme=ftp', 'host=ds.internic.net', 'path=rfc/rfc1436.txt', 'segment=rfc', 'segment=rfc1436.txt', 'typecode=a']);
  });
  test('3.4: gopher+ strings "!+ABSTRACT%20+SMELL" and "+application/postscript%20Es_ES"', () => {
    assert.deepEqual(parts('gopher://host.dom/0sel%09%09!+ABSTRACT%20+SMELL'), ['scheme=gopher', 'host=host.dom', 'gophertype=0', 'selector=sel', 'gopher-search=', 'gopher+=!+ABSTRACT +SMELL']);
    assert.deepEqual(parts('gopher://host.dom/9doc%09%09+application/postscript%20Es_ES').slice(-1), ['gopher+=+application/postscript Es_ES']);
  });
  test('3.4.1: "The entire <gopher-path> may also be empty"; port defaults to 70', () => {
    const p = parseUrl('gopher://host.dom');
    assert.deepEqual(p.parts.map((x) => x.name), ['scheme', 'host']);
    assert.equal(p.port, 70);
    assert.equal(p.portImplied, true);
  });
  test('3.6: "If <newsgroup-name> is "*" (as in <URL:news:*>)"; a message-id is <unique>@<full_domain_name>', () => {
    assert.deepEqual(parts('news:*'), ['scheme=news', 'group=*']);
    assert.deepEqual(parts('news:comp.infosystems.www.misc'), ['scheme=news', 'group=comp.infosystems.www.misc']);
    assert.deepEqual(parts('news:123.456@host.dom'), ['scheme=news', 'article=123.456@host.dom', 'host=host.dom']);
  });
  test('3.7: nntp://<host>:<port>/<newsgroup-name>/<article-number>, port 119', () => {
    const p = parseUrl('nntp://news.dom/comp.misc/42');
    assert.deepEqual(p.parts.map((x) => `${x.name}=${x.value}`), ['scheme=nntp', 'host=news.dom', 'group=comp.misc', 'article-number=42']);
    assert.equal(p.port, 119);
  });
  test('3.9: the three wais forms', () => {
    assert.deepEqual(parts('wais://h.dom:210/db').slice(2), ['port=210', 'database=db']);
    assert.deepEqual(parts('wais://h.dom/db?query').slice(2), ['database=db', 'search=query']);
    assert.deepEqual(parts('wais://h.dom/db/TEXT/doc-id').slice(2), ['database=db', 'wtype=TEXT', 'wpath=doc-id']);
  });
  test('3.10: "<URL:file://vms.host.edu/disk$user/my/notes/note12345.txt>"', () => {
    assert.deepEqual(parts('file://vms.host.edu/disk$user/my/notes/note12345.txt').slice(0, 3), ['scheme=file', 'host=vms.host.edu', 'path=disk$user/my/notes/note12345.txt']);
  });
  test('3.11: "<URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name""', () => {
    assert.deepEqual(parts('prospero://host.dom//pros/name'), ['scheme=prospero', 'host=host.dom', 'hsoname=/pros/name']);
    assert.deepEqual(parts('prospero://host.dom/x;OBJECT-VERSION=3').slice(-1), ['fieldspec=OBJECT-VERSION=3']);
  });
  test('3.3: http://<host>:<port>/<path>?<searchpart>, port 80; the "/" may be omitted', () => {
    const p = parseUrl('http://www.w3.org:8080/hypertext/WWW?query');
    assert.deepEqual(parts(p.url), ['scheme=http', 'host=www.w3.org', 'port=8080', 'path=hypertext/WWW', 'segment=hypertext', 'segment=WWW', 'search=query']);
    assert.equal(parseUrl('http://www.w3.org').port, 80);
  });
  test('3.8: telnet://<user>:<password>@<host>:<port>/, port 23', () => {
    const p = parseUrl('telnet://guest:pw@bbs.dom/');
    assert.deepEqual(p.parts.map((x) => x.name), ['scheme', 'user', 'password', 'host']);
    assert.equal(p.port, 23);
  });
  test('3.5: mailto:<rfc822-addr-spec>', () => {
    assert.deepEqual(parts('mailto:joe%25relay@host.dom'), ['scheme=mailto', 'address=joe%relay@host.dom']);
  });
});

describe('RFC 1738 itself', () => {
  const text = readFileSync(join(__dirname, '..', '..', '..', 'test', 'fixtures', 'rfc1738.txt'), 'utf8');
  const result = lintText(text);

  test('no URL in the RFC has an error (its examples are all valid)', () => {
    assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), []);
  });
  test('the appendix example yields exactly its three URLs', () => {
    const start = text.indexOf('Yes, Jim, I found it');
    const end = text.indexOf('WARNING>.', start) + 9;
    const found = lintText(text.slice(start, end)).urls.map((u) => u.locator.url);
    assert.deepEqual(found, ['ftp://info.cern.ch/pub/www/doc;type=d', 'ftp://ds.internic.net/rfc', 'http://ds.internic.net/instructions/overview.html#WARNING']);
  });
  test('the appendix URLs carry their fragment: "the identifier would be placed within the brackets"', () => {
    const fragment = lintUrl('http://ds.internic.net/instructions/overview.html#WARNING').parsed.parts.find((p) => p.name === 'fragment');
    assert.equal(fragment?.value, 'WARNING');
  });
});
