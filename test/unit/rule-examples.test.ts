/**
 * What each rule declares (defineRule) holds: every example in its docs entry (docs/rules.md shows them all)
 * behaves as documented, and its declared fixability matches the fixes it emits.
 * An invalid example gets exactly its documented codes (by default the rule's own), a valid one no diagnostic at
 * all, in each preset it states (both when it states none). A "becomes" text is what the rule's fixes make of it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RULES, applyEdits, lintText, lintUrl, type Diagnostic, type Preset, type TextEdit } from '../../engine/src';
import { ALL_RULES } from '../../engine/src/rules/all';
import type { RuleExample } from '../../engine/src/rules/meta';
import { directiveDiagnostics, findDirectives } from '../../engine/src/config/directives';

const PRESETS: readonly Preset[] = ['default', 'strict'];
const CODES = new Set(RULES.map((r) => r.code));

/** The document an example is (its URL, or its text), and the diagnostics the engine gives it. */
function run(example: RuleExample, preset: Preset): { doc: string; diagnostics: readonly Diagnostic[] } {
  if (example.url !== undefined) return { doc: example.url, diagnostics: lintUrl(example.url, { preset }).diagnostics };
  // The directive reader's problems too (directive-unknown-rule), as applying the configuration adds them.
  const { diagnostics } = lintText(example.text, { preset, documentType: example.documentType });
  return { doc: example.text, diagnostics: [...diagnostics, ...directiveDiagnostics(findDirectives(example.text), preset)] };
}

const presetsOf = (example: RuleExample): readonly Preset[] => (example.preset ? [example.preset] : PRESETS);
const distinct = (codes: Iterable<string>): string[] => [...new Set(codes)].sort();
const label = (example: RuleExample): string => JSON.stringify(example.url ?? example.text);

/** The text after applying alternative `k` (each diagnostic's k-th fix) of every diagnostic of `code`. */
function applyAlternative(doc: string, diagnostics: readonly Diagnostic[], code: string, k: number): string {
  const edits: TextEdit[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics) {
    if (d.code !== code) continue;
    for (const e of d.fixes[k]?.edits ?? []) {
      // One fix shared by several diagnostics (joining a wrapper) applies once.
      const key = `${e.start}:${e.end}:${e.newText}`;
      if (!seen.has(key)) edits.push(e);
      seen.add(key);
    }
  }
  return applyEdits(doc, edits);
}

/**
 * URLs crafted to trip many rules at once, beyond the examples, for the fixability check: a rule declared without
 * fixes must not emit one on any of them either.
 */
const CRAFTED: readonly RuleExample[] = [
  { url: 'HTTP://Bücher.example:80/~a b%zz?x=/y?z#f#g' },
  { url: 'ftp://u:p@w@[::1]:0/a;b;type=q' },
  { url: 'ftp://u:p/w@-a..b_c.1x:99999/\u0007%0A' },
  { url: 'http://[zz::1]x:/p' },
  { url: 'http://256.1.1.1:/?a/b' },
  { url: 'http://user:pass@a.example:25/%0d' },
  { url: 'mailto:%' },
  { url: 'mailto:' },
  { url: 'news:a@b@c.example' },
  { url: 'news:' },
  { url: 'nntp://a.example' },
  { url: 'nntp://a.example/1g/x' },
  { url: 'telnet://u@a.example:23/x' },
  { url: 'wais://a.example/d;b/t' },
  { url: 'wais://a.example/d?s/x?' },
  { url: 'file://u@a.example:1/a;b' },
  { url: 'prospero://a.example/x;a=b=c;d' },
  { url: 'gopher://a.example:70/1%0D%0A' },
  { url: 'http:a.example' },
  { url: '1http://a.example/' },
  { url: 'https://{tenant}.example/{id}' },
  { text: '<URL:http://a.example/some-\n   thing/and\n   more ~x>' },
  { text: '<URL:HTTP://a.example:80/a b/\n c>' },
];

describe('rule examples', () => {
  test('every code an example names is a rule code, and every rule shows an invalid example', () => {
    for (const rule of ALL_RULES) {
      const { invalid, valid = [] } = rule.documentation.examples;
      assert.ok(invalid.length > 0, rule.meta.code);
      for (const e of [...invalid, ...valid]) for (const code of e.codes ?? []) assert.ok(CODES.has(code), `${rule.meta.code}: ${code}`);
    }
  });

  for (const rule of ALL_RULES) {
    const { code } = rule.meta;
    const { examples, fixable } = rule.documentation;
    describe(code, () => {
      test('each invalid example gets exactly its documented codes, in each preset it is shown for', () => {
        for (const e of examples.invalid) {
          for (const preset of presetsOf(e)) {
            const { diagnostics } = run(e, preset);
            assert.deepEqual(distinct(diagnostics.map((d) => d.code)), distinct(e.codes ?? [code]), `${label(e)} (${preset})`);
          }
        }
      });

      test('each valid example gets no diagnostic', () => {
        for (const e of examples.valid ?? []) {
          for (const preset of presetsOf(e)) assert.deepEqual(run(e, preset).diagnostics, [], `${label(e)} (${preset})`);
        }
      });

      test('"becomes": the rule\'s fixes make what the docs show, in each preset the rule fixes in', () => {
        for (const e of examples.invalid) {
          if (e.fixed === undefined) continue;
          assert.notEqual(fixable, false, 'a rule that declares no fix shows no "becomes"');
          const alternatives = typeof e.fixed === 'string' ? [e.fixed] : e.fixed;
          for (const preset of presetsOf(e)) {
            if (fixable && fixable.presets === 'strict' && preset === 'default') continue;
            const { doc, diagnostics } = run(e, preset);
            alternatives.forEach((fixed, k) => assert.equal(applyAlternative(doc, diagnostics, code, k), fixed, `${label(e)} (${preset}), fix ${k + 1}`));
            // And no further alternative than those shown.
            assert.ok(diagnostics.filter((d) => d.code === code).every((d) => d.fixes.length <= alternatives.length), label(e));
          }
        }
      });

      test('the declared fixability matches the fixes emitted on every example and the crafted URLs', () => {
        const everyExample = ALL_RULES.flatMap((r) => [...r.documentation.examples.invalid, ...(r.documentation.examples.valid ?? [])]);
        for (const e of [...everyExample, ...CRAFTED]) {
          for (const preset of PRESETS) {
            const fixes = run(e, preset).diagnostics.filter((d) => d.code === code).flatMap((d) => d.fixes);
            const where = `${label(e)} (${preset})`;
            if (fixable === false || (fixable.presets === 'strict' && preset === 'default')) assert.deepEqual(fixes, [], where);
            else if (!fixable.fixAll) assert.ok(fixes.every((f) => !f.safe), `${where}: a fix fix-all would apply`);
          }
        }
        if (fixable === false) return;
        // A fixable rule fixes one of its own invalid examples, with a fix fix-all applies when it says so.
        const fixPreset: Preset = fixable.presets === 'strict' ? 'strict' : 'default';
        const emitted = examples.invalid
          .filter((e) => presetsOf(e).includes(fixPreset))
          .flatMap((e) => run(e, fixPreset).diagnostics.filter((d) => d.code === code).flatMap((d) => d.fixes));
        assert.ok(emitted.length > 0, 'no invalid example gets a fix');
        if (fixable.fixAll) assert.ok(emitted.some((f) => f.safe), 'no invalid example gets a fix that fix-all applies');
      });
    });
  }
});
