/**
 * The reading `urlsmith find` prints at a hyphen break (issue 30, point 4; find/reading.ts's table): each break judged
 * on its own, the hyphen kept where it is the URL's and dropped where a typesetter put it. Both readings stay on offer
 * as the hyphen-line-break fixes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, findInDocument, lintText, readingOf } from '../../engine/src';

function readings(text: string, documentType: 'plaintext' | 'javascript' = 'plaintext'): string[] {
  return findInDocument(text, { documentType }).map((l) => readingOf(l, text));
}

describe('the likelier reading of a hyphen break', () => {
  test('inside a wrapper a real hyphen is kept: a capital, a digit or a "." beside it', () => {
    assert.deepEqual(readings('see <https://x.example/README-\n   FIPS.md> and <URL:https://x.example/v1-\n   2.tar.gz>'), [
      'https://x.example/README-FIPS.md',
      'https://x.example/v1-2.tar.gz',
    ]);
  });

  test("inside a wrapper a hyphen between lower-case letters is a typesetter's (man(1) output)", () => {
    assert.deepEqual(readings('<https://gnu.org/li-\n   censes/gpl.html>'), ['https://gnu.org/licenses/gpl.html']);
  });

  test("a bare URL keeps it (a line-wrapping tool's break), unless the line is justified or the word is elsewhere", () => {
    assert.deepEqual(readings('  * Changes can be found at https://cloud.google.com/sdk/docs/release-\n    notes and in the RELEASE_NOTES file.'), [
      'https://cloud.google.com/sdk/docs/release-notes',
    ]);
    // man-db's manual rendered to text (/usr/share/doc/man-db/man-db-manual.txt.gz): a justified line.
    assert.deepEqual(readings('lation,   please  contact  the  Translation  Project  (https://translationpro-\nject.org/) who are'), ['https://translationproject.org/']);
    // @types/node's buffer.d.ts: the same host written whole on the line above, and a hyphen right after "/".
    const jsdoc = [
      '/**',
      ' * [`ArrayBuffer`](https://developer.mozilla.org/en-US/docs/ArrayBuffer)/[`TypedArray`](https://developer.mozilla.org/en-US/docs/Web/-',
      ' * Reference/TypedArray)/[`SharedArrayBuffer`](https://develop-',
      ' * er.mozilla.org/en-US/docs/SharedArrayBuffer)',
      ' */',
    ].join('\n');
    assert.deepEqual(readings(jsdoc, 'javascript'), [
      'https://developer.mozilla.org/en-US/docs/ArrayBuffer',
      'https://developer.mozilla.org/en-US/docs/Web/Reference/TypedArray',
      'https://developer.mozilla.org/en-US/docs/SharedArrayBuffer',
    ]);
    // The hyphened word elsewhere (curl's changelog: `running-on-` newline `macos-...-on-macos-12/`) keeps it.
    assert.deepEqual(readings('  Ref: https://github.blog/changelog/2022-10-03-jobs-running-on-\n  macos-latest-are-now-running-on-macos-12/'), [
      'https://github.blog/changelog/2022-10-03-jobs-running-on-macos-latest-are-now-running-on-macos-12/',
    ]);
  });

  test('both readings stay on offer as the warning\'s two fixes', () => {
    const text = 'lation,   please  contact  the  Translation  Project  (https://translationpro-\nject.org/) who are';
    const d = lintText(text).diagnostics.find((x) => x.code === 'hyphen-line-break');
    assert.deepEqual(d?.fixes.map((f) => applyEdits(text, f.edits).split('\n')[0]!.slice(-40)), [
      'Project  (https://translationpro-ject.org/) who are'.slice(-40),
      'Project  (https://translationproject.org/) who are'.slice(-40),
    ]);
  });
});
