/**
 * `npm run fuzz:grammar`: URLs generated from RFC 1738 section 5's BNF, valid ones and mutants that break exactly
 * one production, checked against the engine's verdict and the production it names (see verdict.ts). Fixed seed,
 * so a run can be replayed; exits 1 on any mismatch and prints each sort of mismatch with small examples.
 *
 *   --seed N       the generator's seed (default 1738)
 *   --count N      how many cases (default 100,000)
 *   --examples N   examples printed per sort of mismatch (default 3)
 *   --report FILE  also write the mismatches, grouped, to FILE
 */
import { writeFileSync } from 'node:fs';
import { PRODUCTIONS } from '../../engine/src/index';
import { Rng } from '../fuzz/random';
import { generateCases, type OracleCase } from './generate';
import { SCHEMES, type Production, type Scheme } from './gen';
import { smallerExamples } from './shrink';
import { checkCase, signatureOf } from './verdict';

interface Options {
  seed: number;
  count: number;
  examples: number;
  report: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { seed: 1738, count: 100_000, examples: 3, report: undefined };
  for (let i = 0; i < argv.length; i++) {
    const number = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`fuzz:grammar: ${argv[i - 1]} needs a number`);
      return Math.floor(n);
    };
    if (argv[i] === '--seed') options.seed = number();
    else if (argv[i] === '--count') options.count = number();
    else if (argv[i] === '--examples') options.examples = number();
    else if (argv[i] === '--report' && i + 1 < argv.length) options.report = argv[++i];
    else throw new Error(`fuzz:grammar: unknown option ${argv[i]} (see bench/oracle/run.ts)`);
  }
  return options;
}

interface Tally {
  valid: number;
  mutants: number;
  mismatching: number;
}
const tally = (): Tally => ({ valid: 0, mutants: 0, mismatching: 0 });

interface Group {
  signature: string;
  production: string;
  count: number;
  first: OracleCase;
}

/** A JSON string with every non-ASCII or control code unit escaped, so a terminal shows what the URL holds. */
function quote(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function table(title: string, rows: [string, Tally][]): string[] {
  const lines = [`${title.padEnd(18)}${'valid'.padStart(8)}${'mutants'.padStart(9)}${'mismatching'.padStart(13)}`];
  for (const [name, t] of rows) lines.push(`  ${name.padEnd(16)}${String(t.valid).padStart(8)}${String(t.mutants).padStart(9)}${String(t.mismatching).padStart(13)}`);
  return lines;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const bySchemes = new Map<Scheme, Tally>(SCHEMES.map((s) => [s, tally()]));
  const byProduction = new Map<Production, Tally>(PRODUCTIONS.map((p) => [p.name, tally()]));
  const groups = new Map<string, Group>();
  let valid = 0;
  let mismatching = 0;
  const started = performance.now();
  for (const c of generateCases(new Rng(options.seed), options.count)) {
    const mismatches = checkCase(c);
    const scheme = bySchemes.get(c.scheme) as Tally;
    if (c.mutation) {
      scheme.mutants++;
      (byProduction.get(c.mutation.production) as Tally).mutants++;
    } else {
      valid++;
      scheme.valid++;
      for (const p of c.used) (byProduction.get(p) as Tally).valid++;
    }
    if (mismatches.length === 0) continue;
    mismatching++;
    scheme.mismatching++;
    const production = c.mutation?.production ?? 'valid';
    if (c.mutation) (byProduction.get(c.mutation.production) as Tally).mismatching++;
    const signature = signatureOf(c, mismatches);
    const group = groups.get(signature);
    if (group) group.count++;
    else groups.set(signature, { signature, production, count: 1, first: c });
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const lines: string[] = [];
  lines.push(`fuzz:grammar: seed ${options.seed}, ${options.count} cases (${valid} valid, ${options.count - valid} mutants) in ${seconds} s`);
  lines.push(...table('per scheme', [...bySchemes]));
  lines.push('  (per production: valid = valid URLs that went through it; mutants = mutants that break it)');
  lines.push(...table('per production', [...byProduction].filter(([, t]) => t.valid + t.mutants > 0)));
  const sorted = [...groups.values()].sort((a, b) => (a.production < b.production ? -1 : a.production > b.production ? 1 : b.count - a.count));
  if (sorted.length > 0) lines.push(`mismatches: ${mismatching} cases in ${sorted.length} sorts (by production, then how often)`);
  for (const group of sorted) {
    lines.push(`  ${String(group.count).padStart(6)}  ${group.signature}`);
    const examples = options.examples > 0 ? smallerExamples(group.first, group.signature, options.seed, options.examples) : [];
    for (const example of examples) lines.push(`          ${quote(example.url)}`);
  }
  lines.push(mismatching === 0 ? 'fuzz:grammar: no mismatches' : `fuzz:grammar: ${mismatching} mismatching cases`);
  const text = lines.join('\n') + '\n';
  process.stdout.write(text);
  if (options.report) writeFileSync(options.report, text);
  process.exitCode = mismatching === 0 ? 0 : 1;
}

main();
