/**
 * Figures from a hand-judged sample of the public benchmark (bench/public/judged/*.json): per format family the
 * errors and warnings found, how many were sampled, and the verdicts (false alarm, true alarm, deliberate test data),
 * with false alarms per 100 sampled; and how many of the sampled URLs have the exact extent a reader sees.
 *
 *   node out/bench/public/tally.js bench/public/judged/FILE.json [FILE.json ...]
 *
 * Several files are shown side by side (tuning before, held-out before, held-out after).
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

function figures(file: string): { judged: JudgedFile; families: FamilyFigures[]; extents: { exact: number; sampled: number } } {
  const judged = JSON.parse(readFileSync(file, 'utf8')) as JudgedFile;
  const unjudged = judged.rows.filter((r) => !['false', 'true', 'test-data'].includes(r.verdict));
  if (unjudged.length > 0) throw new Error(`${file}: ${unjudged.length} rows have no verdict, e.g. ${unjudged[0]!.id}`);
  const extents = (judged.extents ?? []).filter((e) => e.extent !== 'exact' && e.extent !== 'wrong');
  if (extents.length > 0) throw new Error(`${file}: ${extents.length} URLs have no extent verdict, e.g. ${extents[0]!.id}`);
  return { judged, ...tally(judged) };
}

const per100 = (f: number, n: number) => (n > 0 ? String(Math.round((1000 * f) / n) / 10) : '–');

function main(): void {
  const files = process.argv.slice(2);
  if (files.length === 0 || files[0] === '--help' || files[0] === '-h') {
    console.log('node out/bench/public/tally.js JUDGED.json [JUDGED.json ...]   (several: one column group each, side by side)');
    return;
  }
  const all = files.map(figures);
  for (const { judged } of all) console.log(`- ${judged.half} half, engine ${judged.engine}`);
  const names = [...new Set(all.flatMap((a) => a.families.map((f) => f.family)))];
  const head = all.map((_, i) => `E+W ${i + 1} | sampled | false | true | test data | false/100`).join(' | ');
  console.log(`| family | ${head} |`);
  console.log(`|---|${all.map(() => '---:|---:|---:|---:|---:|---:|').join('')}`);
  const cells = (f: FamilyFigures | undefined) => (f ? `${f.errorsAndWarnings} | ${f.sampled} | ${f.false} | ${f.true} | ${f.testData} | ${f.falsePer100 ?? '–'}` : '– | – | – | – | – | –');
  for (const name of names) {
    const row = all.map((a) => a.families.find((f) => f.family === name));
    if (row.every((f) => !f || f.errorsAndWarnings === 0)) continue;
    console.log(`| ${name} | ${row.map(cells).join(' | ')} |`);
  }
  const total = (a: (typeof all)[number]) => {
    const sum = (k: 'errorsAndWarnings' | 'sampled' | 'false' | 'true' | 'testData') => a.families.reduce((n, f) => n + f[k], 0);
    return `${sum('errorsAndWarnings')} | ${sum('sampled')} | ${sum('false')} | ${sum('true')} | ${sum('testData')} | ${per100(sum('false'), sum('sampled'))}`;
  };
  console.log(`| all | ${all.map(total).join(' | ')} |`);
  console.log(`extents exact: ${all.map((a) => `${a.extents.exact}/${a.extents.sampled}`).join(', ')}`);
}

if (require.main === module) main();
