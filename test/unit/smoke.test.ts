import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, lintText, type DocumentType } from '../../engine/src';

test('applyEdits replaces spans in order', () => {
  assert.equal(applyEdits('a b', [{ start: 1, end: 2, newText: '%20' }]), 'a%20b');
});

test('a document type the engine does not know is a TypeError that names it, not a fault inside a reader', () => {
  for (const type of ['shellscript', '', 'Markdown']) {
    assert.throws(() => lintText('see http://a.example/', { documentType: type as DocumentType }), (e: unknown) => e instanceof TypeError && e.message.includes(JSON.stringify(type)));
  }
});
