import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostToAscii, percentDecode, percentEncode } from '../../engine/src';

test('percentEncode: UTF-8 octets, upper-case hex, unreserved characters kept', () => {
  assert.equal(percentEncode("a-z_0.9$+!*'(),"), "a-z_0.9$+!*'(),");
  assert.equal(percentEncode('a b/c?d'), 'a%20b%2Fc%3Fd');
  assert.equal(percentEncode('€'), '%E2%82%AC');
  assert.equal(percentEncode('😀'), '%F0%9F%98%80');
  assert.equal(percentEncode('100%'), '100%25');
  assert.equal(percentEncode('\ud800'), '%EF%BF%BD');
});

test('percentDecode: UTF-8, malformed octets become U+FFFD, a stray "%" stays', () => {
  assert.equal(percentDecode('a%20b%2fc'), 'a b/c');
  assert.equal(percentDecode('%E2%82%AC'), '€');
  assert.equal(percentDecode('%C3'), '\ufffd');
  assert.equal(percentDecode('%C0%AF'), '\ufffd\ufffd');
  assert.equal(percentDecode('50% off %zz'), '50% off %zz');
});

test('hostToAscii: RFC 3492 sample strings and IDN labels', () => {
  assert.equal(hostToAscii('bücher.example'), 'xn--bcher-kva.example');
  assert.equal(hostToAscii('München.DE'), 'xn--mnchen-3ya.DE');
  // RFC 3492 section 7.1 sample (B) Chinese (simplified).
  assert.equal(hostToAscii('他们为什么不说中文'), 'xn--ihqwcrb4cv8a8dqg056pqjye');
  assert.equal(hostToAscii('plain.example'), 'plain.example');
});
