/**
 * Every rule, table-driven: each positive case marks exactly where its diagnostics must be (⟦...⟧), and each
 * negative case must produce none of that rule's diagnostics. Fixable rules also state the fixed URL.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RULES, applyEdits, lintText, lintUrl, type Preset } from '../../engine/src';
import { unmark as unmarkSpans } from './find-support';

/** The marked text and its ⟦...⟧ ranges as [start, end] pairs, the shape diagnostics are compared in. */
function unmark(marked: string): { text: string; ranges: number[][] } {
  const { text, spans } = unmarkSpans(marked);
  return { text, ranges: spans.map((s) => [s.start, s.end]) };
}

interface Case {
  /** URLs with marked ranges where the rule must fire (and nowhere else). */
  bad: string[];
  /** URLs where the rule must not fire. */
  good: string[];
  /** For fixable rules: [marked URL, URL after applying the first fix of the first diagnostic]. */
  fix?: [string, string];
  /** The preset the case is checked with (default `default`): a rule fixable only in `strict` is tested there. */
  preset?: Preset;
}

const CASES: Record<string, Case> = {
  'unsafe-character': {
    // A run of adjacent unsafe characters is one diagnostic; one that a letter splits is two.
    // A "#" after "&" is unsafe unless a numeric character reference's (`&#38;`, `&#x26;`) closed by ";" or the URL's
    // end; such a "#" starts no fragment either, so a later one does (RFC 3987 section 3.1's `ros&#xE9;#red`).
    bad: [
      'http://a.example/b⟦ ⟧c', 'http://a.example/x⟦}⟧y', 'http://a.example/a#frag⟦#⟧2', 'ftp://h.example/⟦|\\^[]`⟧', 'http://a.example/⟦  ⟧a⟦||⟧',
      'http://a.example/x#a&⟦#⟧b', 'http://a.example/x#a&⟦#⟧38b', 'http://a.example/x#a&⟦#⟧x;',
    ],
    // A URL in markup's notation quoted in text (RFC 3987's `r&#xE9;sum&#xE9;.html`; asciidoctor/asciidoctor-pdf
    // spec/formatted_text_formatter_spec.rb lines 220, 226 @ 25bd46ad7135).
    good: [
      'http://a.example/b%20c', 'http://a.example/a#frag', 'http://a.example/$-_.+!*\'(),;:@&=', 'news:comp.lang.c',
      'http://www.example.org/r&#xE9;sum&#xE9;.html', 'https://cast.you?v=999999&#38;list=abcde&#38;index=1', 'https://cast.you?v=1&#x26;list=a&#x26;index=1',
      'http://www.example.org/red%09ros&#xE9;#red', 'http://example.com/&#x10300;&#x10301;&#x10302',
    ],
    fix: ['http://a.example/b⟦ ⟧c', 'http://a.example/b%20c'],
  },
  'control-character': {
    bad: ['http://a.example/a⟦\u0007⟧b', 'http://a.example/⟦\u007f⟧'],
    good: ['http://a.example/a%07b'],
    fix: ['http://a.example/a⟦\t⟧b', 'http://a.example/a%09b'],
  },
  'non-ascii-character': {
    // One diagnostic per run (a word); the fix encodes the whole run. Fixed only in strict (RFC 3987 allows it as written).
    bad: ['http://a.example/caf⟦é⟧', 'http://a.example/⟦😀⟧x', 'mailto:j⟦ö⟧rg@a.example', 'https://zh.wikipedia.org/wiki/⟦中华人民共和国⟧', 'http://a.example/⟦é⟧-⟦ü⟧?q=⟦日本⟧#⟦ß⟧'],
    good: ['http://a.example/caf%C3%A9', 'http://bücher.example/'],
    fix: ['https://zh.wikipedia.org/wiki/⟦中文⟧', 'https://zh.wikipedia.org/wiki/%E4%B8%AD%E6%96%87'],
    preset: 'strict',
  },
  'invisible-character': {
    // Each character on its own (a no-break space, zero-width ones, a soft hyphen, a BOM, bidirectional controls),
    // wherever it stands, the host included; a visible non-ASCII letter is non-ascii-character's.
    bad: [
      'https://github.com/org/re⟦\u00a0⟧po',
      'https://example.org/a⟦\u200b⟧b',
      'http://a.example/⟦\u200c⟧⟦\u200d⟧x?q=⟦\u2060⟧#⟦\u00ad⟧f',
      'http://a.example/⟦\ufeff⟧x',
      'https://x.example/⟦\u202e⟧ab⟦\u202a⟧⟦\u202c⟧/⟦\u2066⟧c⟦\u2069⟧',
      'https://git⟦\u200b⟧hub.com/x',
    ],
    good: ['http://a.example/caf\u00e9', 'http://a.example/a%C2%A0b', 'http://a.example/a\u2010b'],
    fix: ['https://github.com/org/re⟦\u00a0⟧po', 'https://github.com/org/repo'],
  },
  'invalid-percent-escape': {
    bad: ['http://a.example/100⟦%⟧', 'http://a.example/⟦%⟧zz', 'ftp://a.example/⟦%⟧4'],
    good: ['http://a.example/%41%6a', 'mailto:a%b@a.example'],
    fix: ['http://a.example/50⟦%⟧off', 'http://a.example/50%25off'],
  },
  tilde: {
    bad: ['http://a.example/⟦~⟧user/', 'ftp://a.example/x⟦~⟧'],
    good: ['http://a.example/%7Euser/'],
    fix: ['http://a.example/⟦~⟧user/', 'http://a.example/%7Euser/'],
    preset: 'strict',
  },
  'invalid-scheme': {
    bad: ['⟦no-scheme⟧', 'ht⟦_⟧tp://a.example/', '⟦:⟧x'],
    good: ['x-private+v1.2:thing', 'z39.50s://a.example/'],
  },
  'scheme-case': {
    bad: ['⟦HTTP⟧://a.example/', '⟦Ftp⟧://a.example/'],
    good: ['http://a.example/'],
    fix: ['⟦HTTP⟧://a.example/', 'http://a.example/'],
  },
  'missing-authority': {
    bad: ['⟦http:⟧a.example/', '⟦ftp:⟧/pub/file', '⟦file:⟧etc/motd'],
    good: ['http://a.example/', 'mailto:a@b.example', 'news:comp.lang.c', 'foo:bar', 'file:/etc/motd'],
  },
  'userinfo-not-allowed': {
    // By default a user with a password is left to the password warning (presets.test.ts has both presets).
    bad: ['http://⟦user@⟧a.example/', 'https://⟦user@⟧github.com/org/repo.git', 'gopher://⟦u@⟧a.example/', 'prospero://⟦u@⟧a.example/x'],
    good: ['ftp://u:p@a.example/', 'telnet://u@a.example/', 'foo://u@a.example/', 'http://u:p@a.example/'],
  },
  'userinfo-unencoded-delimiter': {
    bad: ['ftp://a⟦@⟧b@h.example/', 'ftp://u:p⟦:⟧q@h.example/'],
    good: ['ftp://a%40b@h.example/', 'ftp://u:p%3Aq@h.example/'],
    fix: ['ftp://a⟦@⟧b@h.example/', 'ftp://a%40b@h.example/'],
  },
  'host-missing': {
    bad: ['http:/⟦/⟧/path', 'ftp://u⟦@⟧/x', 'news:abc⟦@⟧'],
    good: ['file:///etc/motd', 'http://a.example'],
  },
  'host-empty-label': {
    // A host ending in ".." is one report on its last dot (two empty labels share it).
    bad: ['http://a.⟦.⟧example/', 'http://⟦.⟧a.example/', 'http://a.example⟦.⟧/', 'http://foo.09.⟦.⟧'],
    good: ['http://a.b.example/', 'file:///usr/share/doc/x.html', 'http:///x'],
  },
  'host-label-hyphen': {
    bad: ['http://⟦-⟧a.example/', 'http://a⟦-⟧.example/'],
    good: ['http://a-b.example/', 'http://xn--bcher-kva.example/'],
  },
  'host-invalid-character': {
    bad: ['http://a⟦_⟧b.example/', 'http://trusted.com⟦%⟧40evil.com/', 'http://a⟦!⟧.example/', 'http://a⟦%⟧2e⟦%⟧5F.example/'],
    // An escaped letter, digit or "-" is that character (RFC 3986 2.3): by default a good name (presets.test.ts).
    // A character reference (RFC 3987's `r&#xE9;sum&#xE9;.example.org`, in XML notation) or a LaTeX command for a
    // character (Sphinx's `\sphinxhyphen{}`) writes one character of the host: a row of the placeholder table.
    good: [
      'http://a-b.example/', 'http://bücher.example/', 'http://%65xample.com/', 'http://a%2Db%41.example/', 'http://r&#xE9;sum&#xE9;.example.org',
      'https://sphinx\\sphinxhyphen{}doc.org/\\textasciitilde{}test/',
    ],
  },
  'host-non-ascii': {
    bad: ['http://⟦bücher.example⟧/'],
    good: ['http://xn--bcher-kva.example/'],
    fix: ['http://⟦bücher.example⟧/', 'http://xn--bcher-kva.example/'],
  },
  'host-confusable': {
    bad: ['http://⟦p\u0430ypal⟧.com/', 'http://www.⟦g\u03bfogle⟧.com/'],
    good: ['http://bücher.example/', 'http://日本語.jp/', 'http://пример.рф/', 'http://xn--pypal-4ve.com/'],
  },
  'host-top-label-digit': {
    // A placeholder before the top label may fill in an address's first octets (gofiber/fiber
    // middleware/redirect/redirect.go line 850 @ c344047: `https://$1.1`); one elsewhere hides nothing.
    bad: ['http://a.⟦1example⟧/', 'http://a.⟦1example⟧/$1/'],
    good: ['http://1a.example/', 'http://10.0.0.1/', 'https://$1.1', 'http://${NET}.0.1/'],
  },
  'host-label-too-long': {
    bad: [`http://⟦${'a'.repeat(64)}⟧.example/`],
    good: [`http://${'a'.repeat(63)}.example/`],
  },
  'host-name-too-long': {
    bad: [`http://⟦${'abcdefghi.'.repeat(26)}example⟧/`],
    good: [`http://${'abcdefghi.'.repeat(24)}example/`],
  },
  'host-invalid-number': {
    bad: ['http://⟦256.1.1.1⟧/', 'http://⟦1.2.3⟧/', 'http://⟦1.2.3.4.5⟧/'],
    good: ['http://255.255.255.255/', 'http://0.0.0.0/'],
  },
  'host-ip-literal': {
    bad: ['http://⟦[::1]⟧:8080/', 'http://⟦[2001:db8::7]⟧/x', 'ftp://u@⟦[::ffff:192.0.2.1]⟧/f', 'http://⟦[fe80::1%25eth0]⟧/'],
    good: ['http://[zz::1]/', 'http://a.example/[x]', 'http://192.0.2.1/'],
  },
  'host-invalid-ip-literal': {
    bad: ['http://⟦[zz::1]⟧/', 'http://⟦[:]⟧]', 'http://⟦[::1⟧', 'http://⟦[1::2::3]⟧/', 'http://[::1]⟦]⟧:80/'],
    good: ['http://[::1]:8080/', 'http://[1:2:3:4:5:6:7:8]/', 'http://[v7.a:b]/', 'http://a.example/[x]'],
  },
  'port-invalid': {
    bad: ['http://a.example:⟦8o⟧/', 'http://a.example:⟦80:81⟧/'],
    good: ['http://a.example:8080/'],
  },
  'port-out-of-range': {
    bad: ['http://a.example:⟦65536⟧/'],
    good: ['http://a.example:65535/'],
  },
  'port-empty': {
    bad: ['http://a.example⟦:⟧/'],
    good: ['http://a.example/'],
    fix: ['http://a.example⟦:⟧/x', 'http://a.example/x'],
  },
  'default-port': {
    bad: ['http://a.example⟦:80⟧/', 'ftp://a.example⟦:21⟧/', 'https://a.example⟦:443⟧/'],
    good: ['http://a.example:8080/', 'https://a.example:80/', 'foo://a.example:80/'],
    fix: ['http://a.example⟦:80⟧/x', 'http://a.example/x'],
  },
  'reserved-port': {
    bad: ['http://a.example:⟦25⟧/', 'gopher://a.example:⟦79⟧/'],
    good: ['http://a.example:80/', 'http://a.example:8080/', 'foo://a.example:25/'],
  },
  'ftp-invalid-typecode': {
    bad: ['ftp://a.example/f;type=⟦x⟧', 'ftp://a.example/f⟦;type=⟧'],
    good: ['ftp://a.example/f;type=a', 'ftp://a.example/d;type=D', 'ftp://a.example/f'],
  },
  'ftp-invalid-path': {
    bad: ['ftp://a.example/a⟦;⟧b/c', 'ftp://a.example/a⟦;⟧b/c;type=a', 'ftp://a.example/x⟦;⟧type=a/y'],
    good: ['ftp://a.example/a/b?c:d@e&f=g', 'ftp://a.example/f;type=a', 'ftp://a.example/a%3Bb', 'http://a.example/a;b'],
    preset: 'strict',
  },
  'http-invalid-path': {
    bad: ['http://a.example⟦?⟧q=1', 'https://a.example:8080⟦?⟧q'],
    good: ['http://a.example/?q=1', 'http://a.example', 'http://a.example/p?q', 'http://a.example#?x'],
    fix: ['http://a.example⟦?⟧q=1', 'http://a.example/?q=1'],
    preset: 'strict',
  },
  'http-search-character': {
    bad: ['http://a.example/p?next=⟦/⟧a⟦?⟧b', 'https://a.example?u=http:⟦/⟧⟦/⟧b.example', 'wais://a.example/db?a⟦/⟧b'],
    good: ['http://a.example/a/b?q=1&r=2;s=@:', 'http://a.example/p#x/y?z', 'ftp://a.example/a?b/c', 'wais://a.example/db?q', 'gopher://a.example/1a/b?c', 'gopher://a.example/7x%09a?b/c'],
    fix: ['http://a.example/p?next=⟦/⟧a', 'http://a.example/p?next=%2Fa'],
    preset: 'strict',
  },
  'mailto-invalid-address': {
    bad: ['⟦mailto:⟧', '⟦mailto:⟧#x'],
    good: ['mailto:a@b.example', 'mailto:?subject=x'],
    preset: 'strict',
  },
  'mailto-unencoded-percent': {
    bad: ['mailto:user⟦%⟧relay@a.example'],
    good: ['mailto:user%25relay@a.example', 'mailto:user@a.example'],
    fix: ['mailto:u⟦%⟧r@a.example', 'mailto:u%25r@a.example'],
  },
  'news-invalid': {
    bad: ['news:⟦1comp.lang⟧', 'news:comp⟦!lang⟧', 'news:⟦@⟧a.example', 'news:a⟦@⟧b@c.example', '⟦news:⟧'],
    good: ['news:*', 'news:comp.infosystems.www.misc', 'news:123@a.example', 'news:alt.a-b+c_d'],
  },
  'nntp-invalid': {
    bad: ['nntp://a.example/comp.lang/⟦12a⟧', 'nntp://a.exampl⟦e⟧', 'nntp://a.example⟦/⟧', 'nntp://a.example/⟦1234567890⟧', 'nntp://a.example/comp⟦!x⟧/1'],
    good: ['nntp://a.example/comp.lang', 'nntp://a.example/comp.lang/42', 'nntp://a.example/alt.a-b+c_d'],
  },
  'telnet-invalid-path': {
    bad: ['telnet://a.example/⟦login⟧'],
    good: ['telnet://a.example', 'telnet://u:p@a.example:2323/'],
  },
  'wais-invalid-path': {
    bad: ['wais://a.example/db/⟦t⟧', 'wais://a.example/db/t/p⟦/⟧q', 'wais://⟦a.example⟧'],
    good: ['wais://a.example/db', 'wais://a.example/db?query', 'wais://a.example/db/t/p'],
  },
  'file-invalid-host': {
    bad: ['file://a.example⟦:99⟧/x', 'file://⟦u@⟧a.example/x', 'file://⟦a.example⟧', 'file://⟦server.example.com⟧'],
    // terraform-aws-modules/terraform-aws-eks examples/eks-hybrid-nodes/remote.tf line 75 @ bef29c4 (fresh2 set):
    // the AWS CLI's `file://` before a file's name in the working folder.
    good: ['file:///x', 'file://localhost/etc/motd', 'file://a.example/x', 'file://nodeConfig.yaml', 'file://policy.json'],
  },
  'file-invalid-path': {
    bad: ['file:///a⟦;⟧b', 'file://localhost/x/y⟦;⟧z/w'],
    good: ['file:///a/b', 'file:///a%3Bb', 'file:///C:/x?y=z'],
    preset: 'strict',
  },
  'prospero-invalid-path': {
    bad: ['prospero://⟦a.example⟧', 'prospero://⟦a.example⟧:1525'],
    good: ['prospero://a.example/x', 'prospero://a.example/', 'prospero://a.example//pros/name;a=b'],
  },
  'prospero-invalid-fieldspec': {
    bad: ['prospero://a.example/x⟦;bad⟧', 'prospero://a.example/x;a=b;c=d⟦=⟧e', 'prospero://a.example/x;a=b⟦/⟧c'],
    good: ['prospero://a.example/x;OBJECT-VERSION=2', 'prospero://a.example//pros/name', 'prospero://a.example/x;=value', 'prospero://a.example/x;name=', 'prospero://a.example/x;a?:@&=b?:@&'],
  },
  password: {
    // A real-looking password on a real host, and a known secret prefix wherever it stands.
    bad: ['ftp://u:⟦Xk9vQ2mLp8⟧@files.gnu.org/', 'https://git:⟦ghp_R4nd0mT0k3nV4lu3Xy⟧@github.com/o/r', 'https://u:⟦AKIA2OGYBAH6STMMNXNN⟧@a.example/', 'https://git:⟦ghp_R4nd0mT0k3nV4lu3Xy⟧@${HOST}/o/r'],
    good: [
      'ftp://u@a.example/',
      'ftp://foo:@a.example/',
      // Passwords that stand for one (issue 28's list), on any host.
      'http://user:pass@github.com/', 'https://user:password@github.com/', 'https://u:p@github.com/', 'http://foo:bar@github.com/',
      'https://u:PASSWORD@github.com/', 'https://git:ghp_xxxxxxxxxxxxxxxx@github.com/o/r', 'https://k:AKIAIOSFODNN7EXAMPLE@github.com/',
      'http://remoteUser:remotePassword@github.com/', 'ftp://u:testpass@ftp.gnu.org/',
      // Any password for an RFC 2606 / RFC 6761 example or local host.
      'ftp://u:Xk9vQ2mLp8@a.example/', 'http://fred:fredpassword@example.com:8080/', 'http://u:Xk9vQ2mLp8@www.example.org/',
      'http://u:Xk9vQ2mLp8@ci.test/', 'http://u:Xk9vQ2mLp8@localhost:8080/', 'http://u:Xk9vQ2mLp8@127.0.0.1/', 'http://u:Xk9vQ2mLp8@a.invalid/',
      // Any password for a host that is a placeholder, filled in later (the held-out half's curl tests), and `pswd`.
      'ftp://mary:mark@%HOSTIP:%FTPPORT/', 'ftp://anna:Xk9vQ2mLp8@${HOST}/', 'telnet://usr:pswd@web:12345/',
    ],
  },
  'router-fragment-hash': {
    // ruanyf/weekly docs/issue-3.md line 103 @ cf5e367 (fresh2 set): a router path without its leading "/".
    bad: ['https://matrix.to/#/⟦#⟧room:example.org', 'https://docs.example/#/guide⟦#⟧install', 'https://x.example/#!/a⟦#⟧b⟦#⟧c', 'http://es6.ruanyifeng.com/#docs/async⟦#⟧%E5%BC%82'],
    // Any other fragment's second "#" is an unsafe-character.
    good: ['https://docs.example/#/guide', 'https://docs.example/#x#y', 'https://docs.example/a/#/b', 'https://mp.weixin.qq.com/s?a=1#rd#wechat_redirect', 'https://docs.example/a#b/c#d'],
  },
  'encoded-crlf': {
    // Adjacent escapes are one diagnostic; http and file send no line protocol, mailto's body holds line breaks.
    bad: ['ftp://a.example/a⟦%0D%0a⟧b', 'telnet://a.example/⟦%0A⟧', 'nntp://a.example/g⟦%0d⟧x/1', 'mailto:a@b.example?subject=x⟦%0D%0A⟧Bcc:c@d.example&body=y%0A', 'foo://a.example/⟦%0A⟧'],
    good: ['gopher://a.example/1x%09%09+%0D%0A', 'http://a.example/%0B', 'https://bsky.app/intent/compose?text=hello%0Aworld', 'http://a.example/a%0D%0Ab', 'file:///tmp/a%0Ab', 'mailto:a@b.example?body=line%0D%0Aline'],
  },
  'file-local-path': {
    bad: ['⟦file:⟧/etc/motd', '⟦file:⟧/C:/Users/me/a.txt'],
    good: ['file:///etc/motd', 'file://host/x', 'file:etc/motd', 'http:/a.example/'],
  },
  'query-secret': {
    bad: [
      'https://a.blob.core.windows.net/c/b?sv=2022-11-02&sp=r&sig=⟦a1B2c3%2Bd4%3D⟧',
      'https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20260101&X-Amz-Signature=⟦0f3a9b⟧',
      'https://storage.googleapis.com/b/o?X-Goog-Signature=⟦9c2e⟧&X-Goog-Date=20260101T000000Z',
      'https://graph.example/me?access_token=⟦EAAB12x⟧&fields=id',
      'https://api.example/v1?API_KEY=⟦8f14e45f⟧',
      'https://api.example/v1?apikey=⟦k1⟧&client_secret=⟦s3cr3t⟧#top',
      'wss://push.example/socket?x-amz-security-token=⟦FwoGZX⟧',
      // Issue 30: a known secret prefix is a secret even in capitals; a password in a query is one.
      'https://a.example/?api_key=⟦AKIA2OGYBAH6STMMNXNN⟧',
      'https://a.example/login?user=me&password=⟦hunter2⟧',
    ],
    good: [
      'https://codecov.io/gh/o/r/branch/main/graph/badge.svg?token=lWZ9OBQ7GM',
      'https://a.example/img?sig=abc123',
      'https://a.example/?api_key=',
      'https://a.example/?api_key=YOUR_API_KEY',
      'https://a.example/?api_key=xxxxxxxx',
      'https://a.example/?api_key=AKIAIOSFODNN7EXAMPLE',
      'https://a.example/?password=PASSWORD',
      // acme.sh dnsapi/dns_internetbs.sh line 45, composer src/Composer/Util/Url.php line 133 (public benchmark).
      'https://testapi.internet.bs/Domain/DnsRecord/Add?ApiKey=testapi&Password=testpass&FullRecordName=w3.test-api-domain7.net',
      'https://api.github.com/repositories/9999999999?access_token=github_token',
      'https://a.example/?api_key={key}',
      'https://a.example/?key=AIzaSyD',
      'https://a.example/#access_token=abc',
      'https://a.example/path/access_token=abc',
    ],
  },
  'legacy-encoding': {
    // A run is one diagnostic; the host and a password are left to their own rules; Windows-1252 only inside a word.
    bad: ['http://a.example/⟦%A5%C8%A5%C3%A5%D7⟧', 'http://a.example/⟦%82%A0⟧?q=caf⟦%E9⟧', 'http://a.example/wiki/⟦%C7%D1%B1%DB⟧#⟦%D6%D0%CE%C4⟧'],
    // One Han character, a Chinese table's rare rows (Windows-1251's "привет" in scrapy's tests): no reading.
    good: ['http://a.example/caf%C3%A9', 'http://a.example/%FF%FE', 'http://%A5%C8.example/', 'ftp://u:p%E9q@a.example/', 'http://a.example/%E3%83%88', 'http://a.example/%D6%D0', 'http://example.com/foo?%EF%F0%E8%E2%E5%F2'],
    fix: ['http://a.example/⟦%A5%C8%A5%C3%A5%D7⟧', 'http://a.example/%E3%83%88%E3%83%83%E3%83%97'],
  },
  'double-encoded': {
    // A run is one diagnostic; an encoded URL in a query value rightly carries its own escapes encoded again.
    bad: ['https://a.example/my⟦%2520⟧file.pdf', 'https://a.example/a⟦%253A⟧b?q=caf⟦%25C3%25A9⟧#x⟦%2541⟧', 'ftp://u⟦%2540⟧x@h.example/'],
    good: [
      'https://a.example/my%20file.pdf',
      'https://a.example/100%25',
      'https://a.example/50%25off',
      'https://login.example/?next=https%3A%2F%2Fb.example%2Fa%253Db&x=1',
      'https://simplex.chat/contact#/?v=1-2&smp=smp%3A%2F%2Fu2dS%3D%40smp4.simplex.im%2F8K%23%2F%3Fv%3D1-2%26dh%3DMCow0%253D%26srv%3Do5.onion',
      'http://%256cocalhost/',
    ],
    fix: ['https://a.example/q?x=caf⟦%25C3%25A9⟧', 'https://a.example/q?x=caf%C3%A9'],
  },
  'query-url-unencoded': {
    bad: ['https://a.example/login?next=⟦https://b.example/cb?x=1&y=2#f⟧', 'http://a.example/r?lang=en&u=⟦ftp://h.example/a?b⟧'],
    good: [
      'https://img.shields.io/endpoint?url=https://github-actions-badge-u3jn4tfpocch.runkit.sh/ljharb/gopd',
      'https://a.example/?url=https://b.example/x&y=2',
      'https://a.example/login?next=https%3A%2F%2Fb.example%2Fcb%3Fx%3D1',
      'https://a.example/?q=a?b&c=d',
      'https://a.example/#next=https://b.example/?x',
    ],
    fix: ['https://a.example/l?next=⟦https://b.example/cb?x=1+2&y=%41#f⟧', 'https://a.example/l?next=https%3A%2F%2Fb.example%2Fcb%3Fx%3D1%2B2%26y%3D%2541%23f'],
  },
  // One hint per URL, on its first placeholder (a pattern: the part holding its first sign on); nothing inside is checked.
  'url-template': {
    bad: ['http://a.example/⟦{id}⟧/{x}', 'http://⟦%s⟧:%d/', 'http://⟦.*a.example⟧'],
    good: ['http://a.example/%2F%20', 'https://github.com/a/b/compare/v1.2.0...v1.2.1'],
  },
};

// Rules about the wrapper's layout need text, not a lone URL; a directive's unknown code is about the document
// (config-apply.test.ts); markdown-link-space needs a Markdown link (its cases are in document/view/whole-value.test.ts);
// scheme-typo needs the finder (scheme-typo.test.ts).
const TEXT_RULES = new Set(['hyphen-line-break', 'wrapper-whitespace', 'directive-unknown-rule', 'markdown-link-space', 'scheme-typo']);

describe('every rule has cases', () => {
  test('each code in RULES has a table entry (or a text test), and no entry names an unknown code', () => {
    const codes = RULES.map((r) => r.code).filter((c) => !TEXT_RULES.has(c)).sort();
    assert.deepEqual(Object.keys(CASES).sort(), codes);
  });
});

for (const [code, c] of Object.entries(CASES)) {
  describe(code, () => {
    for (const marked of c.bad) {
      test(`fires on ${JSON.stringify(marked)}`, () => {
        const { text, ranges } = unmark(marked);
        const got = lintUrl(text, c).diagnostics.filter((d) => d.code === code).map((d) => [d.start, d.end]);
        assert.deepEqual(got, ranges);
      });
    }
    for (const url of c.good) {
      test(`silent on ${JSON.stringify(url)}`, () => {
        assert.deepEqual(lintUrl(url, c).diagnostics.filter((d) => d.code === code).map((d) => [d.start, d.end]), []);
      });
    }
    if (c.fix) {
      const [marked, expected] = c.fix;
      test(`fix turns ${JSON.stringify(marked)} into ${JSON.stringify(expected)}`, () => {
        const { text } = unmark(marked);
        const d = lintUrl(text, c).diagnostics.find((x) => x.code === code);
        assert.ok(d, 'diagnostic present');
        assert.equal(applyEdits(text, d.fixes[0]!.edits), expected);
        assert.deepEqual(lintUrl(expected, c).diagnostics.filter((x) => x.code === code), []);
      });
    }
  });
}

describe('wrapper layout rules', () => {
  test('wrapper-whitespace: each whitespace run inside <URL:...> is a hint; joining removes them all', () => {
    const { text, ranges } = unmark('<URL:http://a.example/⟦\n  ⟧long/path/⟦\n  ⟧file>');
    const got = lintText(text).diagnostics.filter((d) => d.code === 'wrapper-whitespace');
    assert.deepEqual(got.map((d) => [d.start, d.end]), ranges);
    assert.equal(got[0]!.severity, 'hint');
    assert.equal(applyEdits(text, got[0]!.fixes[0]!.edits), '<URL:http://a.example/long/path/file>');
  });

  test('hyphen-line-break: a break right after "-" offers both readings', () => {
    const { text, ranges } = unmark('<URL:http://a.example/some⟦-\n   ⟧thing>');
    const result = lintText(text);
    const got = result.diagnostics.filter((d) => d.code === 'hyphen-line-break');
    assert.deepEqual(got.map((d) => [d.start, d.end]), ranges);
    assert.deepEqual(result.diagnostics.filter((d) => d.code === 'wrapper-whitespace'), []);
    assert.deepEqual(
      got[0]!.fixes.map((f) => applyEdits(text, f.edits)),
      ['<URL:http://a.example/some-thing>', '<URL:http://a.example/something>'],
    );
    assert.ok(got[0]!.fixes.every((f) => !f.safe));
  });

  test('diagnostics inside a wrapped URL point at the document, across the line break', () => {
    const { text, ranges } = unmark('<URL:http://a.exa\n mple/b⟦|⟧c>');
    const got = lintText(text).diagnostics.filter((d) => d.code === 'unsafe-character');
    assert.deepEqual(got.map((d) => [d.start, d.end]), ranges);
  });
});

describe('the rules of issues 18 to 20 stay linear on hostile URLs', () => {
  // As find-linear.test.ts: results only; a quadratic step shows as the deadline (these take seconds), not as a time.
  const DEADLINE = { timeout: 120_000 };
  const N = 1 << 16;
  const count = (url: string, code: string): number => lintUrl(url).diagnostics.filter((d) => d.code === code).length;
  test('runs of characters beside a secret, and between placeholders', DEADLINE, () => {
    assert.equal(count(`https://a.example/?api_key=k&x=${'a b'.repeat(N)}`, 'unsafe-character'), N);
    assert.equal(count(`https://a.example/${'{x} |'.repeat(N)}`, 'unsafe-character'), N);
  });
  test('runs of invalid host characters, between "*" wildcards and escapes', DEADLINE, () => {
    assert.equal(count(`http://${'a!,'.repeat(N)}.example/`, 'host-invalid-character'), N);
    assert.equal(count(`http://${'*_'.repeat(N)}.example/`, 'host-invalid-character'), N);
    assert.equal(count(`http://${'%41%40'.repeat(N)}.example/`, 'host-invalid-character'), N);
  });
  test('double escapes in many query parameters', DEADLINE, () => {
    assert.equal(count(`https://a.example/?${'a=%2520&'.repeat(N)}`, 'double-encoded'), N);
  });
  test('many parameters without "=" before an inner URL', DEADLINE, () => {
    assert.equal(count(`https://a.example/?${'a&'.repeat(16 * N)}x=https://b.example/?y`, 'query-url-unencoded'), 1);
    assert.equal(count(`https://a.example/?${'a&'.repeat(16 * N)}api_key=8f1e`, 'query-secret'), 1);
  });
  test('encoded line breaks in a mailto body and subject', DEADLINE, () => {
    assert.equal(count(`mailto:a@b.example?${'body=%0A&s=%0D&'.repeat(N)}`, 'encoded-crlf'), N);
  });
});
