/**
 * What escaped octets that are not UTF-8 spell in a legacy encoding (engine/src/encoding/legacy.ts): the readings
 * named, kana standing alone, ambiguity listed rather than guessed, Windows-1252 only inside a word, and the text a
 * reader is shown (decodeForReader) only where one text reads the run.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeForReader, legacyReadings } from '../../engine/src/encoding/legacy';

const octets = (escapes: string): number[] => escapes.split('%').slice(1).map((h) => parseInt(h, 16));

test('legacy readings: kana in EUC-JP or Shift_JIS stand alone; Korean and Chinese are each named', () => {
  assert.deepEqual(legacyReadings(octets('%A5%C8%A5%C3%A5%D7')), [{ encodings: ['EUC-JP', 'GB18030'], text: 'トップ' }]);
  assert.deepEqual(legacyReadings(octets('%82%A0')), [{ encodings: ['Shift_JIS'], text: 'あ' }]);
  assert.deepEqual(legacyReadings(octets('%83%67%83%62%83%76')), [{ encodings: ['Shift_JIS'], text: 'トップ' }]);
  // An ambiguous run: every reading of its own script is named, Hangul first.
  assert.deepEqual(
    legacyReadings(octets('%B0%A1%B0%A1')).map((r) => `${r.encodings.join('+')} ${r.text}`),
    ['EUC-KR 가가', 'GB18030 啊啊', 'Big5 陛陛'],
  );
  // The Chinese tables only in their common rows, and never for one character: any two high bytes make one.
  assert.deepEqual(legacyReadings(octets('%D6%D0%CE%C4')), [{ encodings: ['GB18030'], text: '中文' }]);
  assert.deepEqual(legacyReadings(octets('%B0%A1')), [{ encodings: ['EUC-KR'], text: '가' }]);
  assert.deepEqual(legacyReadings(octets('%EF%F0%E8%E2%E5%F2')), []); // Windows-1251's "привет" (scrapy's tests)
});

test('legacy readings: Windows-1252 only for letters inside a word, and never over an East Asian reading', () => {
  assert.deepEqual(legacyReadings(octets('%E9'), true), [{ encodings: ['Windows-1252'], text: 'é' }]);
  assert.deepEqual(legacyReadings(octets('%E9'), false), []);
  assert.deepEqual(legacyReadings(octets('%FF%FE'), true), [{ encodings: ['Windows-1252'], text: 'ÿþ' }]);
  assert.deepEqual(legacyReadings(octets('%A4%D7'), true).map((r) => r.encodings[0]), ['EUC-JP']);
});

test('legacy readings: none for UTF-8, for half-width katakana or symbols a wrong table makes, or for bytes no table reads', () => {
  assert.deepEqual(legacyReadings(octets('%E3%83%88')), []);
  assert.deepEqual(legacyReadings(octets('%B1%B2%B3')), []); // Shift_JIS: half-width ｱｲｳ; nothing else reads three bytes
  assert.deepEqual(legacyReadings(octets('%80')), []);
});

test('a reader is shown the one text that reads a run, with its encodings; an ambiguous run stays replacement characters', () => {
  assert.deepEqual(decodeForReader('top/%A5%C8%A5%C3%A5%D7/a%20b'), { text: 'top/トップ/a b', encodings: ['EUC-JP', 'GB18030'] });
  assert.deepEqual(decodeForReader('caf%E9'), { text: 'café', encodings: ['Windows-1252'] });
  assert.deepEqual(decodeForReader('q=%B0%A1%B0%A1'), { text: 'q=\ufffd\ufffd\ufffd\ufffd', encodings: [] });
});
