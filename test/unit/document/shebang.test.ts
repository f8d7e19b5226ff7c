/**
 * A plain-text script is read as the language its `#!` line names (engine/src/document/file-types.ts,
 * documentTypeOfText); a name's type or the user's wins over it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTypeOfText, lintText } from '../../../engine/src';

test('a shebang names the language of a plain-text script', () => {
  assert.equal(documentTypeOfText('plaintext', '#!/usr/bin/ruby\nputs 1\n'), 'ruby');
  assert.equal(documentTypeOfText('plaintext', '#!/usr/bin/env python3.11\n'), 'python');
  assert.equal(documentTypeOfText('plaintext', '#!/usr/bin/env -S node --no-warnings\n'), 'javascript');
  assert.equal(documentTypeOfText('plaintext', '#!/bin/bash -e\n'), 'shell');
  assert.equal(documentTypeOfText('plaintext', '#!/usr/bin/constructor\n'), 'plaintext');
  assert.equal(documentTypeOfText('plaintext', '# not a shebang\n'), 'plaintext');
  assert.equal(documentTypeOfText('markdown', '#!/usr/bin/ruby\n'), 'markdown');
});

test("a Ruby script without an extension reads #{...} as Ruby's interpolation", () => {
  // spring-projects/spring-restdocs git/hooks/forward-merge (29e2e790f321) lines 1 and 50.
  const text = '#!/usr/bin/ruby\n  uri = URI("https://api.github.com/repos/#{repository}/issues/#{number}")\n';
  assert.deepEqual(lintText(text, { documentType: 'plaintext' }).diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), []);
});
