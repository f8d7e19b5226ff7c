/**
 * The ecosystem recipes do what they say, as far as a machine without GitHub, GitLab or pre-commit allows: the
 * repository's .pre-commit-hooks.yaml runs as pre-commit would run it (its entry with the staged files' names), and
 * the command lines of docs/ci.md run against the real CLI (`urlsmith` on the PATH) in a throwaway project.
 */
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CLI, ROOT, located, makeTree, quietEnv, removeOnExit, urlsmith } from './support';

// js-yaml (eslint's YAML reader) has no types; only load() is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as { load(text: string): unknown };

/** A project with one broken URL in a text file, one clean Markdown file and one binary file. */
const PROJECT = {
  'notes.txt': 'see http://a.example/x|y and http://b.example/ok\n',
  'docs/readme.md': '# Readme\n\n<https://c.example/a%20b>\n',
  'tools/urlsmith.tgz': Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00]),
};

/** A folder holding an `urlsmith` that runs the CLI under test, for shell commands written as a user types them. */
function binDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-bin-'));
  fs.writeFileSync(path.join(dir, 'urlsmith'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o755 });
  removeOnExit(dir);
  return dir;
}

/** Runs shell lines one after another in one bash (as GitLab runs a job's script, and as each `run:` step does). */
function sh(lines: readonly string[], cwd: string): { code: number | null; stderr: string } {
  const env = { ...quietEnv(), PATH: `${binDir()}:${process.env['PATH'] ?? ''}` };
  const r = spawnSync('bash', ['-e', '-c', lines.join('\n')], { cwd, env, encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr };
}

/** The fenced blocks of a Markdown file in a language, each with the comment naming its file (first line). */
function blocks(markdown: string, lang: string): Array<{ name: string; text: string }> {
  const found: Array<{ name: string; text: string }> = [];
  const re = new RegExp(`^\`\`\`${lang}\\n([^]*?)^\`\`\`$`, 'gm');
  for (const m of markdown.matchAll(re)) {
    const text = m[1]!;
    const name = /^(?:#|\/\/) (\S+?):?(?: |$)/m.exec(text)?.[1] ?? '';
    found.push({ name, text });
  }
  return found;
}

const CI_MD = fs.readFileSync(path.join(ROOT, 'docs/ci.md'), 'utf8');

function recipe(name: string, lang = 'yaml'): string {
  const b = blocks(CI_MD, lang).filter((x) => x.name === name);
  assert.equal(b.length, 1, `docs/ci.md has one ${name}`);
  return b[0]!.text;
}

/** The install step is the one line that cannot run here (it needs the packed tarball): every other line runs. */
const isInstall = (line: string) => line.startsWith('npm install --global ');

test('.pre-commit-hooks.yaml: one hook, id urlsmith, run by pre-commit on the staged text files', async () => {
  const hooks = yaml.load(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
  assert.deepEqual(
    hooks.map(({ id, entry, language, types }) => ({ id, entry, language, types })),
    [{ id: 'urlsmith', entry: 'urlsmith', language: 'node', types: ['text'] }],
  );
  assert.equal(typeof hooks[0]!['name'], 'string');
  const bin = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
  assert.equal(bin['urlsmith'], './dist/cli.js', 'the entry is the package\'s bin, which language: node installs');

  // pre-commit runs `entry args... file...` from the repository's root, with the staged files' names.
  const dir = makeTree(PROJECT);
  const [, ...entryArgs] = String(hooks[0]!['entry']).split(' ');
  const staged = await urlsmith([...entryArgs, 'notes.txt', 'docs/readme.md'], { cwd: dir });
  assert.equal(staged.code, 1, 'an error fails the commit');
  assert.deepEqual(located(staged.stdout), ['notes.txt:1:23 error unsafe-character']);
  const clean = await urlsmith([...entryArgs, 'docs/readme.md'], { cwd: dir });
  assert.equal(clean.code, 0, clean.stderr);
});

test('docs/ci.md, GitHub: the workflow writes SARIF that names the broken URL, and uploads it even when urlsmith fails', () => {
  const workflow = yaml.load(recipe('.github/workflows/urlsmith.yml')) as {
    permissions: Record<string, string>;
    jobs: { urlsmith: { steps: Array<{ run?: string; uses?: string; if?: string; with?: Record<string, string> }> } };
  };
  assert.equal(workflow.permissions['security-events'], 'write', 'upload-sarif needs it');
  const steps = workflow.jobs.urlsmith.steps;
  const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
  assert.ok(upload);
  assert.equal(upload.if, 'always()');
  const runs = steps.flatMap((s) => (s.run === undefined ? [] : [s.run]));
  assert.ok(runs.some(isInstall));
  const dir = makeTree(PROJECT);
  // Each `run:` is its own step: the failing urlsmith step (exit 1) stops the job, but the upload still runs.
  const results = runs.filter((r) => !isInstall(r)).map((r) => sh([r], dir));
  assert.deepEqual(results.map((r) => r.code), [1]);
  const sarif = JSON.parse(fs.readFileSync(path.join(dir, upload.with!['sarif_file']!), 'utf8')) as {
    version: string;
    runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }> }> }>;
  };
  assert.equal(sarif.version, '2.1.0');
  assert.deepEqual(
    sarif.runs[0]!.results.map((r) => {
      const { artifactLocation, region } = r.locations[0]!.physicalLocation;
      return `${artifactLocation.uri}:${region.startLine}:${region.startColumn} ${r.ruleId}`;
    }),
    ['notes.txt:1:23 unsafe-character'],
  );
});

test('docs/ci.md, GitLab: the job writes a Code Quality report of the broken URL and keeps urlsmith\'s exit code', () => {
  const job = (yaml.load(recipe('.gitlab-ci.yml')) as { urlsmith: { script: string[]; artifacts: { when: string; reports: { codequality: string } } } }).urlsmith;
  assert.equal(job.artifacts.when, 'always');
  const dir = makeTree(PROJECT);
  const script = recipe('ci/urlsmith-codequality.js', 'js');
  fs.mkdirSync(path.join(dir, 'ci'));
  fs.writeFileSync(path.join(dir, 'ci/urlsmith-codequality.js'), script);
  const lines = job.script.filter((l) => !isInstall(l));
  assert.equal(lines.length, job.script.length - 1);
  const r = sh(lines, dir);
  assert.equal(r.code, 1, r.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(dir, job.artifacts.reports.codequality), 'utf8')) as Array<Record<string, unknown>>;
  assert.deepEqual(
    report.map(({ check_name, severity, location }) => ({ check_name, severity, location })),
    [{ check_name: 'unsafe-character', severity: 'major', location: { path: 'notes.txt', lines: { begin: 1 } } }],
  );
  for (const issue of report) {
    assert.equal(typeof issue['description'], 'string');
    assert.match(String(issue['fingerprint']), /^[0-9a-f]{64}$/);
  }
});

test('docs/ci.md, GitLab parallel: the 4 jobs\' Code Quality reports add up to the one job\'s, each problem once', () => {
  const single = (yaml.load(recipe('.gitlab-ci.yml')) as { urlsmith: { script: string[]; artifacts: { reports: { codequality: string } } } }).urlsmith;
  const job = (yaml.load(recipe('.gitlab-ci.yml,')) as { urlsmith: { parallel: number; script: string[]; artifacts: { reports: { codequality: string } } } }).urlsmith;
  assert.equal(job.parallel, 4);
  const tree: Record<string, string | Buffer> = { ...PROJECT, 'ci/urlsmith-codequality.js': recipe('ci/urlsmith-codequality.js', 'js') };
  for (let i = 0; i < 12; i++) tree[`docs/page-${i}.md`] = `# Page ${i}\n\n[link](http://p${i}.example/a|b) and http://q${i}.example:99999/\n`;
  const dir = makeTree(tree);
  const report = (script: string[], env: string[]) => {
    const r = sh([...env, ...script.filter((l) => !isInstall(l))], dir);
    assert.equal(r.code, 1, r.stderr);
    const issues = JSON.parse(fs.readFileSync(path.join(dir, job.artifacts.reports.codequality), 'utf8')) as Array<{ fingerprint: string }>;
    return issues.map((x) => JSON.stringify(x));
  };
  const whole = report(single.script, []);
  assert.ok(whole.length >= 25, `${whole.length} issues`);
  // GitLab numbers a parallel job's copies from 1 (CI_NODE_INDEX) to CI_NODE_TOTAL.
  const shards = [1, 2, 3, 4].map((i) => report(job.script, [`export CI_NODE_INDEX=${i} CI_NODE_TOTAL=4`]));
  assert.ok(shards.every((x) => x.length < whole.length), 'each job checks a share');
  assert.deepEqual(shards.flat().sort(), [...whole].sort());
});

test('docs/ci.md, pre-commit: the local hook runs urlsmith as the declared one does', () => {
  const config = yaml.load(recipe('.pre-commit-config.yaml')) as { repos: Array<{ repo: string; hooks: Array<Record<string, unknown>> }> };
  const hooks = config.repos.flatMap((r) => r.hooks);
  assert.deepEqual(
    hooks.map(({ id, entry, types }) => ({ id, entry, types })),
    [{ id: 'urlsmith', entry: 'urlsmith', types: ['text'] }],
  );
  const dir = makeTree(PROJECT);
  assert.equal(sh([`${String(hooks[0]!['entry'])} notes.txt docs/readme.md`], dir).code, 1);
  assert.equal(sh([`${String(hooks[0]!['entry'])} docs/readme.md`], dir).code, 0);
});
