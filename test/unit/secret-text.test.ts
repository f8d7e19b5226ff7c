/**
 * RFC 1738 section 6: a password in a URL "should be secret". What urlsmith writes about a problem inside a password
 * or a credential query value (messages, which reach CI logs, and quick-fix titles, which the editor shows) never
 * quotes the secret's characters or their escapes; the edits themselves do, as they must.
 */
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { lintUrl, useCatalogue } from '../../engine/src';
import { useLocale } from '../../project/src';

afterEach(() => useCatalogue({}));

/** Each URL with the secret text in it that no message or title may show. */
const CASES: Array<[url: string, secret: string[]]> = [
  ['http://u:p a|b@h.example/', ['|', '%7C', '%20']],
  ['ftp://u:p^w{d@h.example/', ['^', '%5E', '{', '%7B']],
  ['http://u:p%2520@h.example/', ['%2520', '%20']],
  ['https://a.example/x?api_key=k|e^y', ['|', '%7C', '^', '%5E']],
  ['https://a.example/x?access_token=ab%2541cd', ['%2541', '%41']],
  ['http://u:pässwörd@h.example/', ['ä', 'ö', '%C3%A4']],
];

for (const locale of ['en', 'zh-cn'] as const) {
  test(`${locale}: problems inside a secret are reported and fixable, their text never quoted`, () => {
    useLocale(locale);
    for (const [url, secret] of CASES) {
      for (const preset of ['default', 'strict'] as const) {
        const inside = lintUrl(url, { preset }).diagnostics.filter((d) => ['unsafe-character', 'double-encoded', 'non-ascii-character'].includes(d.code));
        assert.ok(inside.length > 0, `${url} (${preset}) has a problem inside its secret`);
        for (const d of inside) {
          for (const shown of [d.message, ...d.fixes.map((f) => f.title)]) {
            for (const s of secret) assert.ok(!shown.includes(s), `${url} (${preset}): ${JSON.stringify(shown)} shows ${JSON.stringify(s)}`);
          }
        }
      }
    }
  });
}
