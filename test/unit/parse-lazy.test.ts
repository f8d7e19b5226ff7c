/**
 * The one-pass parse and its lazy parts (engine/src/parse/): a part's text is sliced and decoded only when read, the
 * login is split in one forward pass, and one look at the characters (parse/char-scan.ts) lets the lint step skip
 * the notable-character and placeholder scans. What a user sees must not change: each part's raw text and decoded
 * value, the parsed URL's fields (an absent one stays absent), and every placeholder and notable character found.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lintUrl, parseUrl, pathSegments } from '../../engine/src';
import { fragmentHash } from '../../engine/src/grammar/character-reference';
import { charsSeen, firstHash, seenFlags, Seen } from '../../engine/src/parse/char-scan';
import { scanNotable } from '../../engine/src/scan/notable';
import { findPlaceholders } from '../../engine/src/placeholder';

/** Each part as a user sees it: name, offsets, raw text, decoded value. */
function shown(url: string): string[] {
  return parseUrl(url).parts.map((p) => `${p.name} ${p.start}-${p.end} ${JSON.stringify(p.raw)} ${JSON.stringify(p.value)}`);
}

describe('lazy parts', () => {
  test('raw is the URL text at the part offsets, value its percent-decoded form', () => {
    const url = 'ftp://us%65r:pa%3Ass@h.example:2121/p%20ath/f.txt;type=a#fr%41g';
    assert.deepEqual(shown(url), [
      'scheme 0-3 "ftp" "ftp"',
      'user 6-12 "us%65r" "user"',
      'password 13-20 "pa%3Ass" "pa:ss"',
      'host 21-30 "h.example" "h.example"',
      'port 31-35 "2121" "2121"',
      'path 36-49 "p%20ath/f.txt" "p ath/f.txt"',
      'typecode 55-56 "a" "a"',
      'fragment 57-63 "fr%41g" "frAg"',
    ]);
  });

  test('an upper-case scheme keeps its raw text; the parsed scheme is lower case', () => {
    const parsed = parseUrl('HTTPS://h.example/');
    assert.equal(parsed.scheme, 'https');
    assert.equal(parsed.parts[0]?.raw, 'HTTPS');
    assert.equal(parsed.parts[0]?.value, 'HTTPS');
  });

  test('a part reads the same however often and in whichever order raw and value are read', () => {
    const url = 'http://h.example/a%2Fb?q=%E2%82%AC';
    const valueFirst = parseUrl(url).parts.map((p) => [p.value, p.raw, p.value, p.raw]);
    const rawFirst = parseUrl(url).parts.map((p) => {
      const raw = p.raw;
      return [p.value, raw, p.value, p.raw];
    });
    assert.deepEqual(valueFirst, rawFirst);
    assert.deepEqual(
      valueFirst.map(([value, raw]) => `${raw} ${value}`),
      ['http http', 'h.example h.example', 'a%2Fb a/b', 'q=%E2%82%AC q=€'],
    );
  });

  test('JSON shows a part as plain data: name, offsets, raw and value', () => {
    const host = parseUrl('http://h.example:8080/').parts[1];
    assert.deepEqual(JSON.parse(JSON.stringify(host)), { name: 'host', start: 7, end: 16, raw: 'h.example', value: 'h.example' });
  });

  test('path segments are parts too, read the same way', () => {
    assert.deepEqual(
      pathSegments(parseUrl('ftp://h/a%20b//c')).map((s) => [s.start, s.end, s.raw, s.value]),
      [
        [8, 13, 'a%20b', 'a b'],
        [14, 14, '', ''],
        [15, 16, 'c', 'c'],
      ],
    );
  });
});

describe('parsed URL fields', () => {
  const fields = (url: string) => {
    const p = parseUrl(url);
    return Object.keys(p)
      .filter((k) => k !== 'parts' && k !== 'url')
      .map((k) => `${k}=${String(p[k as keyof typeof p])}`);
  };

  test('optional fields are present only when they apply', () => {
    assert.deepEqual(fields('mailto:a@h.example'), ['scheme=mailto', 'grammar=mailto', 'section=3.5']);
    assert.deepEqual(fields('x-y:z'), ['scheme=x-y', 'grammar=generic', 'section=5']);
    assert.deepEqual(fields('nohost'), ['scheme=', 'grammar=generic', 'section=2.1']);
    assert.deepEqual(fields('http://h.example/'), ['scheme=http', 'grammar=http', 'section=3.3', 'hostKind=name', 'port=80', 'portImplied=true']);
    assert.deepEqual(fields('http://192.0.2.1:8080/'), ['scheme=http', 'grammar=http', 'section=3.3', 'hostKind=number', 'port=8080']);
    assert.deepEqual(fields('http://[::1]:x/'), ['scheme=http', 'grammar=http', 'section=3.3', 'hostKind=ipv6']);
    assert.deepEqual(fields('file:///etc/hosts'), ['scheme=file', 'grammar=file', 'section=3.10']);
    assert.deepEqual(fields('x://:7/'), ['scheme=x', 'grammar=ip', 'section=3.1', 'port=7']);
  });
});

describe('login in one pass', () => {
  const login = (url: string) =>
    parseUrl(url)
      .parts.filter((p) => p.name === 'user' || p.name === 'password' || p.name === 'host' || p.name === 'port')
      .map((p) => `${p.name}=${p.raw}`);

  test('the last "@" ends the user and password, the first ":" before it splits them', () => {
    assert.deepEqual(login('ftp://a:b:c@d@h.example:21/'), ['user=a', 'password=b:c@d', 'host=h.example', 'port=21']);
    assert.deepEqual(login('ftp://a@b@h.example/'), ['user=a@b', 'host=h.example']);
    assert.deepEqual(login('ftp://@h.example/'), ['user=', 'host=h.example']);
    assert.deepEqual(login('ftp://u:@h/'), ['user=u', 'password=', 'host=h']);
  });

  test('the port starts at the first ":" after the last "@", or after an IP literal', () => {
    assert.deepEqual(login('ftp://u:p@h:1:2/'), ['user=u', 'password=p', 'host=h', 'port=1:2']);
    assert.deepEqual(login('http://[::1]:8080/'), ['host=[::1]', 'port=8080']);
    assert.deepEqual(login('http://u@[v1.x:y]/'), ['user=u', 'host=[v1.x:y]']);
    assert.deepEqual(login('http://[::1/'), ['host=[::1']);
  });

  test('the login ends at "/", and for http at "?" too', () => {
    assert.deepEqual(login('http://h?q=@x:1'), ['host=h']);
    assert.deepEqual(login('ftp://h?q=@x:1/'), ['user=h?q=', 'host=x', 'port=1']);
    assert.deepEqual(login('http://u@h/p@q:1'), ['user=u', 'host=h']);
  });
});

/**
 * A small deterministic generator (xorshift): strings over the characters the scans care about, so the filter of
 * char-scan.ts is tried against the precise scans on many mixes of them.
 */
function* samples(count: number): Generator<string> {
  const alphabet = ['a', 'Z', '0', '9', '.', ':', '/', '?', '#', '@', '%', '2', 'F', '_', '*', '+', '$', '{', '}', '[', ']', '<', '>', '\\', '(', ')', '~', ' ', '"', '|', '^', '`', '-', '=', '&', ';', '\u0001', '\u007f', 'é', '\u2026', '\ud83d\ude00'];
  let state = 1738;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  for (let n = 0; n < count; n++) {
    let s = next() % 3 === 0 ? 'http://' : 'x:';
    const length = next() % 24;
    for (let i = 0; i < length; i++) s += alphabet[next() % alphabet.length];
    yield s;
  }
}

describe('one look at the characters (char-scan)', () => {
  test('a URL it finds no notable character in has none; one without placeholder characters has no placeholder', () => {
    let skippedNotable = 0;
    let skippedPlaceholders = 0;
    for (const url of samples(20000)) {
      const from = url.indexOf(':') + 1;
      const scan = charsSeen(url, from);
      const seen = seenFlags(scan);
      assert.equal(firstHash(scan), fragmentHash(url, from), url);
      if ((seen & Seen.Notable) === 0) {
        skippedNotable++;
        // The first "#" starts the fragment, which scanNotable is told of as the lint step tells it.
        assert.deepEqual(scanNotable(url, from, undefined, undefined, firstHash(scan)), [], url);
      }
      if ((seen & Seen.Placeholder) === 0) {
        skippedPlaceholders++;
        assert.deepEqual(findPlaceholders(url, from).spans, [], url);
      }
    }
    // The generator must reach both sides of the filter, or the test proves nothing.
    assert.ok(skippedNotable > 100 && skippedPlaceholders > 100, `${skippedNotable} ${skippedPlaceholders}`);
  });

  test('"." and ":" count as placeholder starts only where findPlaceholders looks further', () => {
    const placeholder = (url: string) => (seenFlags(charsSeen(url, url.indexOf(':') + 1)) & Seen.Placeholder) !== 0;
    assert.equal(placeholder('http://h.example:8080/a.b'), false);
    assert.equal(placeholder('http://.*gnome.org'), true);
    assert.equal(placeholder('http://h/a.+b'), true);
    assert.equal(placeholder('http://h/.../x'), true);
    assert.equal(placeholder('http://localhost:PORT/'), true);
    assert.equal(placeholder('http://h/…'), true);
    assert.equal(placeholder('http://h/?a=1&b=2'), false);
    assert.equal(placeholder('http://r&#xE9;sum&#xE9;.example.org'), true);
  });

  test('URLs the filter lets through are still checked in full', () => {
    const codes = (url: string) => lintUrl(url).diagnostics.map((d) => `${d.code} ${d.start}-${d.end}`);
    assert.deepEqual(codes('http://h.example/a b'), ['unsafe-character 18-19']);
    assert.deepEqual(codes('http://h.example/{id}'), ['url-template 17-21']);
    assert.deepEqual(codes('http://h.example/a%zz'), ['invalid-percent-escape 18-19']);
    assert.deepEqual(codes('http://h.example/a.b:c'), []);
    assert.deepEqual(codes('http://h.example/a#b'), []);
    assert.deepEqual(codes('http://h.example/a#b#c'), ['unsafe-character 20-21']);
    // A character reference's "#" starts no fragment: the one after it does (RFC 3987 section 3.1's example). The
    // reference is a convention of the placeholder table, which the url-template hint names.
    assert.deepEqual(codes('http://h.example/ros&#xE9;#red#x'), ['url-template 20-26', 'unsafe-character 30-31']);
    assert.deepEqual(codes('a#b'), ['invalid-scheme 0-3', 'unsafe-character 1-2']);
  });
});
