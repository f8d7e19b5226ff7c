import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDocument, defaultConfig, initialApplyState, parseConfig } from '../../engine/src';

const codes = (ds: Array<{ code: string; severity: string; start: number; end: number }>) => ds.map((d): [string, string, number, number] => [d.code, d.severity, d.start, d.end]);

test('checkDocument reads the text as its document type and applies the config: severities, off, ignore, directives, maxProblems', () => {
  const text = '<!-- urlsmith-disable-next-line tilde -->\nhttp://a.example/~x/%zz http://skip.example/%zz\n[a](HTTP://b.example/~y) http://c.example:25/\n';
  const config = parseConfig('{ "rules": { "scheme-case": "off", "reserved-port": "error" }, "ignore": ["skip.example"] }').config;
  const checked = checkDocument(text, { documentType: 'markdown', config });
  const at = (needle: string, skip = 0) => text.indexOf(needle) + skip;
  assert.deepEqual(codes(checked.visible), [
    ['invalid-percent-escape', 'error', at('%zz'), at('%zz', 1)],
    ['tilde', 'hint', at('~y'), at('~y', 1)],
    ['reserved-port', 'error', at(':25', 1), at(':25', 3)],
  ]);
  assert.deepEqual(checked.urls.map((u) => u.locator.url), ['http://a.example/~x/%zz', 'http://skip.example/%zz', 'HTTP://b.example/~y', 'http://c.example:25/']);
  assert.deepEqual(codes(checkDocument(text, { documentType: 'markdown', config: { ...config, maxProblems: 1 } }).visible), [['invalid-percent-escape', 'error', at('%zz'), at('%zz', 1)]]);
});

test('pieces checked with one carried state give what the whole text gives', () => {
  const lines = ['urlsmith-disable-next-line', 'http://a.example/%zz', 'http://b.example/%zz', 'urlsmith-disable invalid-percent-escape', 'http://c.example/%zz', ''];
  const text = lines.join('\n');
  const config = { ...defaultConfig(), maxProblems: 5 };
  const whole = codes(checkDocument(text, { documentType: 'plaintext', config }).visible);
  const b = text.indexOf('http://b.example/%zz') + 'http://b.example/'.length;
  assert.deepEqual(whole, [['invalid-percent-escape', 'error', b, b + 1]]);
  const state = initialApplyState(config);
  let offset = 0;
  const pieces: ReturnType<typeof codes> = [];
  for (const piece of [lines.slice(0, 1).join('\n') + '\n', lines.slice(1).join('\n')]) {
    for (const [code, severity, start, end] of codes(checkDocument(piece, { documentType: 'plaintext', config, state }).visible)) pieces.push([code, severity, start + offset, end + offset]);
    offset += piece.length;
  }
  assert.deepEqual(pieces, whole);
});

test('oneUrl: the whole text is the URL (explain), with the config applied', () => {
  const config = parseConfig('{ "extends": "strict", "rules": { "password": "off" } }').config;
  const checked = checkDocument('ftp://me:pw@a.example/~x y', { documentType: 'plaintext', config, oneUrl: true });
  assert.deepEqual(checked.urls.map((u) => u.locator.url), ['ftp://me:pw@a.example/~x y']);
  assert.deepEqual(codes(checked.visible).map(([code, severity]) => [code, severity]), [['tilde', 'error'], ['unsafe-character', 'error']]);
});
