/**
 * The fast slice of `npm run fuzz:grammar` (bench/oracle): URLs generated from RFC 1738 section 5's BNF, valid
 * ones and mutants that break exactly one production, fixed seed. In both presets the engine's verdict must match
 * the generator's: no error (nor, in `default`, warning) on a valid URL; on a mutant an error naming the production
 * it breaks, over the offending text where there is some, or in `default` a hint for what was made legal since
 * (RFC 3986, RFC 2732): bench/oracle/verdict.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generateCases, TARGETS, type OracleCase } from '../../bench/oracle/generate';
import { SCHEMES } from '../../bench/oracle/gen';
import { checkCase, signatureOf } from '../../bench/oracle/verdict';
import { Rng } from '../../bench/fuzz/random';

const SEED = 1738;
const COUNT = 5000;

test(`grammar oracle slice: ${COUNT} cases, seed ${SEED}, the engine's verdict and production match the BNF's`, () => {
  const cases: OracleCase[] = [...generateCases(new Rng(SEED), COUNT)];
  // The slice covers what it checks: valid URLs and mutants of every scheme, and every production a mutant breaks.
  for (const scheme of SCHEMES) {
    assert.ok(cases.some((c) => c.scheme === scheme && !c.mutation), `no valid ${scheme} URL`);
    for (const production of TARGETS[scheme]) {
      assert.ok(cases.some((c) => c.scheme === scheme && c.mutation?.production === production), `no ${scheme} mutant breaking ${production}`);
    }
  }
  const mismatches: string[] = [];
  for (const c of cases) {
    const found = checkCase(c);
    if (found.length > 0) mismatches.push(`${JSON.stringify(c.url)}\n    ${signatureOf(c, found)}`);
  }
  // `npm run fuzz:grammar` prints each sort of mismatch with its smallest examples.
  assert.equal(mismatches.length, 0, `${mismatches.length} mismatches; the first 20:\n${mismatches.slice(0, 20).join('\n')}`);
});
