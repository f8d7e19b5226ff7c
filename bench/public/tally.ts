/**
 * Figures from a hand-judged sample of the public benchmark (bench/public/judged/*.json): per format family the
 * errors and warnings found, how many were sampled, and the verdicts (false alarm, true alarm, deliberate test data),
 * with false alarms per 100 sampled; and how many of the sampled URLs have the exact extent a reader sees.
 *
 *   node out/bench/public/tally.js bench/public/judged/FILE.json [--markdown]
 *
 * A judged file is the run's summary (`families`) with its sampled rows (`rows`, from diagnostics.json), each given a
 * `verdict` ('false' | 'true' | 'test-data') and a `cause`, and its URL sample (`extents`, from urls.json), each
 * given `extent` ('exact' | 'wrong').
 */
import { readFileSync } from 'node:fs';
import type { Row } from './rows';

export type Verdict = 'false' | 'true' | 'test-data';

export interface JudgedFile {
  half: string;
  engine: string;
  families: Record<string, { errors: number; warnings: number; sampled: number }>;
  rows: (Row & { verdict: Verdict; cause: string })[];
  extents?: (Row & { extent: 'exact' | 'wrong'; cause?: string })[];
}

export interface FamilyFigures {
  family: string;
  errorsAndWarnings: number;
  sampled: number;
  false: number;
  true: number;
  testData: number;
  /** False alarms per 100 sampled errors and warnings; undefined when nothing was sampled. */
  falsePer100: number | undefined;
}

export function tally(judged: JudgedFile): { families: FamilyFigures[]; extents: { exact: number; sampled: number } } {
  const families = Object.entries(judged.families).map(([family, t]): FamilyFigures => {
    const rows = judged.rows.filter((r) => r.family === family);
    const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
    const f = count('false');
    return { family, errorsAndWarnings: t.errors + t.warnings, sampled: rows.length, false: f, true: count('true'), testData: count('test-data'), falsePer100: rows.length > 0 ? Math.round((1000 * f) / rows.length) / 10 : undefined };
  });
  const extents = judged.extents ?? [];
  return { families, extents: { exact: extents.filter((e) => e.extent === 'exact').length, sampled: extents.length } };
}

function main(): void {
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h') {
    console.log('node out/bench/public/tally.js bench/public/judged/FILE.json');
    return;
  }
  const judged = JSON.parse(readFileSync(file, 'utf8')) as JudgedFile;
  const unjudged = judged.rows.filter((r) => !['false', 'true', 'test-data'].includes(r.verdict));
  if (unjudged.length > 0) throw new Error(`${unjudged.length} rows have no verdict, e.g. ${unjudged[0]!.id}`);
  const { families, extents } = tally(judged);
  console.log(`${judged.half} half, engine ${judged.engine}`);
  console.log('| family | errors+warnings | sampled | false | true | test data | false per 100 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of families) console.log(`| ${f.family} | ${f.errorsAndWarnings} | ${f.sampled} | ${f.false} | ${f.true} | ${f.testData} | ${f.falsePer100 ?? '–'} |`);
  const sum = (k: 'errorsAndWarnings' | 'sampled' | 'false' | 'true' | 'testData') => families.reduce((n, f) => n + f[k], 0);
  console.log(`| all | ${sum('errorsAndWarnings')} | ${sum('sampled')} | ${sum('false')} | ${sum('true')} | ${sum('testData')} | ${sum('sampled') ? Math.round((1000 * sum('false')) / sum('sampled')) / 10 : '–'} |`);
  console.log(`extents: ${extents.exact}/${extents.sampled} exact`);
}

if (require.main === module) main();
