/**
 * Starts the judged file of a new run from earlier judgements: a sampled row whose id (repository, file, line,
 * column, code) was judged before gets that verdict and cause, a sampled URL whose id and reading were judged before
 * gets that extent; the rest are left `unjudged` for a person to fill in. A verdict depends on the text only, so it
 * holds for any engine that reports the same thing at the same place.
 *
 *   node out/bench/public/carry.js RUN_DIR OUT.json "ENGINE NOTE" JUDGED.json [JUDGED.json ...]
 *
 * RUN_DIR is an `npm run public` output folder (summary.json, diagnostics.json, urls.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './rows';
import type { JudgedFile } from './tally';

function main(): void {
  const [runDir, out, engineNote, ...judgedFiles] = process.argv.slice(2);
  if (!runDir || !out || !engineNote || judgedFiles.length === 0) {
    console.log('node out/bench/public/carry.js RUN_DIR OUT.json "ENGINE NOTE" JUDGED.json [JUDGED.json ...]');
    process.exitCode = 2;
    return;
  }
  const verdicts = new Map<string, { verdict: string; cause: string }>();
  const extents = new Map<string, { extent: string; cause?: string }>();
  for (const file of judgedFiles) {
    const judged = JSON.parse(readFileSync(file, 'utf8')) as JudgedFile;
    for (const r of judged.rows) verdicts.set(r.id, { verdict: r.verdict, cause: r.cause });
    for (const e of judged.extents ?? []) extents.set(`${e.id}\n${e.url}`, { extent: e.extent, ...(e.cause ? { cause: e.cause } : {}) });
  }
  const summary = JSON.parse(readFileSync(join(runDir, 'summary.json'), 'utf8')) as { half: string; seed: number; per: number; families: JudgedFile['families'] };
  const rows = (JSON.parse(readFileSync(join(runDir, 'diagnostics.json'), 'utf8')) as Row[]).map((r) => ({ ...r, ...(verdicts.get(r.id) ?? { verdict: 'unjudged', cause: '' }) }));
  const urls = (JSON.parse(readFileSync(join(runDir, 'urls.json'), 'utf8')) as Row[]).map((u) => ({ ...u, ...(extents.get(`${u.id}\n${u.url}`) ?? { extent: 'unjudged' }) }));
  writeFileSync(out, `${JSON.stringify({ half: summary.half, engine: engineNote, seed: summary.seed, per: summary.per, families: summary.families, rows, extents: urls }, null, 1)}\n`);
  const open = rows.filter((r) => r.verdict === 'unjudged').length;
  const openUrls = urls.filter((u) => u.extent === 'unjudged').length;
  console.log(`${rows.length - open}/${rows.length} rows and ${urls.length - openUrls}/${urls.length} URLs carried over; ${open} rows and ${openUrls} URLs to judge`);
}

main();
