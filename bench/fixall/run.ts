/**
 * `npm run fixall`: fix-all over real files, as a user runs it. About 1,000 files of each type (files.ts) are copied to
 * a temporary folder, `node dist/cli.js --fix` runs on that folder twice, and per type it counts:
 *   (a) edits inside Markdown code (spans, fences, indented blocks, raw HTML <code>/<pre>) and HTML <code>/<pre>,
 *       judged by markdown-it, not by the engine (code.ts);
 *   (b) fixed URLs whose WHATWG parse (Node's `URL`) changes beyond the characters the fix encodes (the fuzzer's
 *       field-by-field comparison, bench/fuzz/checks.ts), and fixed URLs the engine no longer finds at the same place;
 *   (c) files that parsed before and do not after: `node --check` (JavaScript), Python's py_compile, `JSON.parse`,
 *       PyYAML's safe_load_all (YAML);
 *   (d) files a second `--fix` run changes.
 * The edits are located by running the engine on the original with the CLI's default configuration; a file whose
 * CLI output differs from that is counted as "differs" (the bench would otherwise judge edits the CLI did not make).
 *
 *   npm run fixall [-- --files N --seed N --examples N --keep --list]
 * --list prints every edit made (the line before, the text after), to judge them by eye.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyEdits, checkDocument, defaultConfig, documentTypeOfFileName, fixAllEdits, type TextEdit } from '../../engine/src';
import { mapOffset, meaningChanged } from '../fuzz/checks';
import { editsInCode } from './code';
import { FAMILIES, type Family, pickFiles, type Picked } from './files';

const REPO = join(__dirname, '..', '..', '..');

function args(): { files: number; seed: number; examples: number; keep: boolean; list: boolean } {
  const a = process.argv.slice(2);
  const get = (name: string, fallback: string): string => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 && a[i + 1] !== undefined ? a[i + 1]! : fallback;
  };
  return { files: Number(get('files', '1000')), seed: Number(get('seed', '1738')), examples: Number(get('examples', '5')), keep: a.includes('--keep'), list: a.includes('--list') };
}

interface Counts {
  files: number;
  changed: number;
  edits: number;
  inCode: number;
  meaning: number;
  lost: number;
  broken: number;
  secondRun: number;
  differs: number;
}

const zero = (): Counts => ({ files: 0, changed: 0, edits: 0, inCode: 0, meaning: 0, lost: 0, broken: 0, secondRun: 0, differs: 0 });

/** One line of `text` around `offset`, for an example. */
function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end < 0 ? text.length : end).slice(0, 300);
}

function runCli(dir: string): void {
  const r = spawnSync(process.execPath, [join(REPO, 'dist', 'cli.js'), '--fix', '-q', '-f', 'compact', dir], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status === 2 || r.error) throw new Error(`urlsmith --fix exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
}

/** Paths among `paths` that Python cannot read: py_compile for Python, yaml.safe_load_all for YAML. */
function pythonFailures(kind: 'python' | 'yaml', paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const script =
    kind === 'python'
      ? 'import sys\nfor p in sys.stdin.read().split("\\n"):\n  try: compile(open(p,"rb").read(), p, "exec")\n  except Exception: print(p)\n'
      : 'import sys, yaml\nfor p in sys.stdin.read().split("\\n"):\n  try: list(yaml.safe_load_all(open(p,"rb")))\n  except Exception: print(p)\n';
  const out = execFileSync('python3', ['-c', script], { input: paths.join('\n'), encoding: 'utf8', maxBuffer: 64 << 20 });
  return new Set(out.split('\n').filter(Boolean));
}

function jsParses(path: string): boolean {
  return spawnSync(process.execPath, ['--check', path], { stdio: 'ignore' }).status === 0;
}

function jsonParses(path: string): boolean {
  try {
    JSON.parse(readFileSync(path, 'utf8'));
    return true;
  } catch {
    return false;
  }
}

function main(): void {
  const options = args();
  const picked = pickFiles(join(REPO, 'node_modules'), options.files, options.seed);
  const root = mkdtempSync(join(tmpdir(), 'urlsmith-fixall-'));
  const work = join(root, 'work');
  const orig = join(root, 'orig');
  const paths = new Map<Picked, { work: string; orig: string }>();
  for (const family of FAMILIES) {
    mkdirSync(join(work, family), { recursive: true });
    mkdirSync(join(orig, family), { recursive: true });
  }
  picked.forEach((p, i) => {
    const name = `${String(i).padStart(5, '0')}${p.ext}`;
    const at = { work: join(work, p.family, name), orig: join(orig, p.family, name) };
    writeFileSync(at.work, p.text);
    writeFileSync(at.orig, p.text);
    paths.set(p, at);
  });

  const started = performance.now();
  runCli(work);
  const once = new Map([...paths].map(([p, at]) => [p, readFileSync(at.work, 'utf8')]));
  runCli(work);
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  const counts = Object.fromEntries(FAMILIES.map((f) => [f, zero()])) as Record<Family, Counts>;
  const examples: string[] = [];
  const listed: string[] = [];
  const example = (kind: string, p: Picked, text: string, offset: number, after?: string): void => {
    if (examples.filter((e) => e.startsWith(`${kind} `)).length >= options.examples) return;
    examples.push(`${kind} ${p.family} ${p.source}\n    ${JSON.stringify(lineAt(text, offset))}` + (after === undefined ? '' : `\n -> ${JSON.stringify(after)}`));
  };
  const changedOf: Record<'python' | 'yaml', Picked[]> = { python: [], yaml: [] };
  const config = defaultConfig();
  for (const [p, at] of paths) {
    const c = counts[p.family];
    c.files++;
    const fixed = once.get(p)!;
    if (readFileSync(at.work, 'utf8') !== fixed) {
      c.secondRun++;
      example('second-run', p, fixed, 0);
    }
    if (fixed === p.text) continue;
    c.changed++;
    const documentType = documentTypeOfFileName(at.work);
    const before = checkDocument(p.text, { documentType, config });
    const edits: TextEdit[] = fixAllEdits(before.visible);
    if (applyEdits(p.text, edits) !== fixed) {
      c.differs++;
      example('differs', p, p.text, 0);
      continue;
    }
    c.edits += edits.length;
    if (options.list) for (const e of edits) listed.push(`${p.family} ${p.source}\n    ${JSON.stringify(lineAt(p.text, e.start))}\n    [${JSON.stringify(p.text.slice(e.start, e.end))} -> ${JSON.stringify(e.newText)}]`);
    if (p.family === 'markdown' || p.family === 'html') {
      const inCode = editsInCode(p.family, p.text, edits.map((e) => e.start));
      c.inCode += inCode;
      if (inCode > 0) example('in-code', p, p.text, edits[0]!.start);
    }
    const after = checkDocument(fixed, { documentType, config });
    const afterSpans = new Map(after.urls.map((u) => [`${u.locator.start}:${u.locator.end}`, u]));
    for (const u of before.urls) {
      const { start, end } = u.locator;
      if (!edits.some((e) => e.start < end && e.end > start) && !edits.some((e) => e.start === e.end && e.start >= start && e.start <= end)) continue;
      const match = afterSpans.get(`${mapOffset(edits, start, false)}:${mapOffset(edits, end, true)}`);
      if (!match) {
        c.lost++;
        example('lost', p, p.text, start);
      } else if (meaningChanged(u.locator.url, match.locator.url)) {
        c.meaning++;
        example('meaning', p, p.text, start, match.locator.url);
      }
    }
    if (p.family === 'javascript' && jsParses(at.orig) && !jsParses(at.work)) {
      c.broken++;
      example('broken', p, p.text, edits[0]!.start);
    }
    if (p.family === 'json' && jsonParses(at.orig) && !jsonParses(at.work)) {
      c.broken++;
      example('broken', p, p.text, edits[0]!.start);
    }
    if (p.family === 'python' || p.family === 'yaml') changedOf[p.family].push(p);
  }
  for (const kind of ['python', 'yaml'] as const) {
    const list = changedOf[kind];
    const failedBefore = pythonFailures(kind, list.map((p) => paths.get(p)!.orig));
    const failedAfter = pythonFailures(kind, list.map((p) => paths.get(p)!.work));
    for (const p of list) {
      if (!failedBefore.has(paths.get(p)!.orig) && failedAfter.has(paths.get(p)!.work)) {
        counts[kind].broken++;
        example('broken', p, p.text, 0);
      }
    }
  }

  console.log(`fixall: seed ${options.seed}, ${picked.length} files, two --fix runs in ${seconds} s (${root})`);
  console.log('  type        files  changed  edits  (a)in-code  (b)meaning  (b)lost  (c)broken  (d)2nd-run  differs');
  for (const f of FAMILIES) {
    const c = counts[f];
    const cells = [c.files, c.changed, c.edits, c.inCode, c.meaning, c.lost, c.broken, c.secondRun, c.differs];
    const widths = [5, 8, 6, 11, 11, 8, 10, 11, 8];
    console.log('  ' + f.padEnd(10) + cells.map((n, i) => String(n).padStart(widths[i]!)).join(' '));
  }
  for (const e of examples) console.log(e);
  for (const e of listed) console.log(e);
  if (!options.keep) rmSync(root, { recursive: true, force: true });
  const bad = FAMILIES.some((f) => {
    const c = counts[f];
    return c.inCode + c.meaning + c.lost + c.broken + c.secondRun + c.differs > 0;
  });
  process.exitCode = bad ? 1 : 0;
}

main();
