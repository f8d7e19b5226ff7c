import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits } from '../../engine/src';

test('applyEdits replaces spans in order', () => {
  assert.equal(applyEdits('a b', [{ start: 1, end: 2, newText: '%20' }]), 'a%20b');
});
