/**
 * The judging aid of the public benchmark: prints each sampled row of a run (diagnostics.json or urls.json) or of a
 * judged file with the lines around it, read from the local mirror at the row's pinned commit, so judging a row is
 * reading it where it stands rather than in the run's one-line excerpt.
 *
 *   node out/bench/public/show.js FILE.json --mirrors DIR [--around N] [--unjudged] [--family F] [--extents] [--from I] [--count N]
 *
 * FILE.json is a run's diagnostics.json or urls.json, or a judged file (its `rows`, or with --extents its `extents`).
 * --around N lines before and after (default 3); --unjudged only rows with no verdict yet (no extent with --extents);
 * --family F only that family; --from I and --count N a slice of the (filtered) rows, numbered as in the whole file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mirrorOf } from './repos';
import type { Row } from './rows';

type Shown = Row & { verdict?: string; cause?: string; extent?: string };

function main(): void {
  const a = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  const file = a[0];
  const mirrors = get('mirrors');
  if (!file || file.startsWith('--') || !mirrors) {
    console.log('node out/bench/public/show.js FILE.json --mirrors DIR [--around N] [--unjudged] [--family F] [--extents] [--from I] [--count N]');
    process.exitCode = 2;
    return;
  }
  const around = Number(get('around') ?? '3');
  const extents = a.includes('--extents');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Shown[] | { rows: Shown[]; extents?: Shown[] };
  const all = Array.isArray(data) ? data : extents ? (data.extents ?? []) : data.rows;
  const open = (r: Shown) => (extents ? r.extent === undefined || r.extent === 'unjudged' : r.verdict === undefined || r.verdict === 'unjudged');
  const family = get('family');
  const picked = all.map((r, i) => ({ r, i })).filter(({ r }) => (!a.includes('--unjudged') || open(r)) && (!family || r.family === family));
  const from = Number(get('from') ?? '0');
  const texts = new Map<string, string[] | undefined>();
  for (const { r, i } of picked.slice(from, from + Number(get('count') ?? String(picked.length)))) {
    console.log(`### ${i} [${r.family}] ${r.severity} ${r.code}  ${r.repo}@${r.commit.slice(0, 12)} ${r.file}:${r.line}:${r.column}`);
    console.log(`url: ${r.url}${r.verdict && r.verdict !== 'unjudged' ? `\nverdict: ${r.verdict}: ${r.cause}` : ''}${r.extent && r.extent !== 'unjudged' ? `\nextent: ${r.extent}` : ''}`);
    // The reported span, marked ⟦ ⟧ as the run wrote it.
    for (const l of r.context.split('\n').filter((l) => l.startsWith('  > '))) console.log(`span:${l.slice(3)}`);
    const key = `${r.repo}\n${r.commit}\n${r.file}`;
    if (!texts.has(key)) texts.set(key, linesAt(mirrors, r));
    const lines = texts.get(key);
    if (!lines) {
      console.log(`(not in the mirror; the run's excerpt:)\n${r.context}\n`);
      continue;
    }
    for (let n = Math.max(1, r.line - around); n <= Math.min(lines.length, r.line + around); n++) {
      const text = lines[n - 1]!;
      console.log(`${n === r.line ? '>' : ' '}${String(n).padStart(6)}| ${text.length > 400 ? `${text.slice(Math.max(0, r.column - 200), r.column + 200)}…` : text}`);
    }
    console.log('');
  }
}

/** The file's lines at the row's commit in the mirror, or undefined when the mirror or the blob is missing. */
function linesAt(mirrors: string, r: Row): string[] | undefined {
  const git = mirrorOf(mirrors, r.repo);
  if (!git) return undefined;
  try {
    const text = execFileSync('git', ['--git-dir', git, 'show', `${r.commit}:${r.file}`], { maxBuffer: 2 ** 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
    return text.split('\n').map((l) => l.replace(/\r$/, ''));
  } catch {
    return undefined;
  }
}

if (require.main === module) main();
