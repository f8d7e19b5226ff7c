/**
 * The GitHub Action (action.yml) does what docs/ci.md says, as far as a machine without GitHub allows: its `run:`
 * steps' command lines run in bash as the runner runs them (`bash --noprofile --norc -eo pipefail`), with the inputs
 * in their environment as `${{ inputs.* }}` puts them there and an offline npm with a prefix of its own. The install
 * step runs once as a workflow without `version` gets it (built from the action's own checkout, a copy of this
 * repository's files as `GITHUB_ACTION_PATH`), and otherwise with the packed tarball as its version
 * (`urlsmith@file:...`, an npm spec like any other).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, cleanEnv, pack, tempDir } from './support';

// js-yaml (eslint's YAML reader) has no types; only load() is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  if?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  name: string;
  description: string;
  inputs: Record<string, { description: string; default?: string }>;
  runs: { using: string; steps: Step[] };
}

const action = yaml.load(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as Action;
const steps = action.runs.steps;
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };

/**
 * `${{ inputs.name }}` and `${{ steps.id.outputs.name }}` in a step's env or with, as the runner expands them; any other
 * expression is an error here.
 */
function expand(value: string, inputs: Record<string, string>, outputs: Record<string, Record<string, string>> = {}): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expr: string) => {
    const step = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
    if (step) {
      const value = outputs[step[1]!]?.[step[2]!];
      assert.ok(value !== undefined, `an output of an earlier step: ${expr}`);
      return value;
    }
    const m = /^inputs\.([\w-]+)$/.exec(expr);
    assert.ok(m && m[1]! in inputs, `an input: ${expr}`);
    return inputs[m[1]!]!;
  });
}

/** The inputs a workflow's `with:` gives, over the defaults. */
function inputs(given: Record<string, string>): Record<string, string> {
  for (const key of Object.keys(given)) assert.ok(key in action.inputs, `input ${key}`);
  return { ...Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ''])), ...given };
}

/** Where a user's runner would have npm's global prefix: one folder per test, with npm offline. */
function runner(): { env: NodeJS.ProcessEnv; home: string } {
  const home = tempDir('runner');
  const prefix = path.join(home, 'prefix');
  return { home, env: { ...cleanEnv(home, [path.join(prefix, 'bin')]), npm_config_prefix: prefix, npm_config_offline: 'true', npm_config_cache: path.join(home, '.npm') } };
}

/** Runs a `run:` step as the runner does, with a `GITHUB_OUTPUT` file whose `name=value` lines become its outputs. */
function runStep(step: Step, given: Record<string, string>, cwd: string, env: NodeJS.ProcessEnv) {
  assert.equal(step.shell, 'bash', 'a composite action\'s run step names its shell');
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, given)]));
  assert.ok(!/\$\{\{/.test(step.run!), 'inputs reach the script through env, never spliced into it');
  const output = path.join(tempDir('github-output'), 'output');
  fs.writeFileSync(output, '');
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], { cwd, env: { ...env, ...stepEnv, GITHUB_OUTPUT: output }, encoding: 'utf8', timeout: 120_000 });
  const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, outputs };
}

/**
 * The action's checkout as the runner has it at `GITHUB_ACTION_PATH`: this repository's files (tracked, and new ones not
 * ignored), without node_modules or build output.
 */
function actionCheckout(): string {
  const dir = tempDir('action-path');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    // Only regular files: one deleted in the work tree is not there, and a worktree's node_modules may be a link.
    if (!fs.lstatSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  return dir;
}

/** A project with one broken URL in a text file and one clean Markdown file. */
function project(): string {
  const dir = tempDir('action-project');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'see http://a.example/x|y and http://b.example/ok\n');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'readme.md'), '# Readme\n\n<https://c.example/a%20b>\n');
  return dir;
}

const [setup, install, check, upload] = steps;

test('action.yml: a composite action of four steps: set up Node, install urlsmith, check, upload SARIF when asked', () => {
  assert.equal(action.runs.using, 'composite');
  assert.equal(steps.length, 4);
  assert.match(setup!.uses!, /^actions\/setup-node@v\d+$/);
  assert.equal(setup!.with!['node-version'], '${{ inputs.node-version }}');
  assert.ok(Number(action.inputs['node-version']!.default) >= Number(/\d+/.exec(pkg.engines.node)![0]), 'a Node the package supports');
  assert.equal(action.inputs['version']!.default, '', 'the action builds its own checkout unless a version is given');
  assert.match(install!.run!, /npm install --global .*"urlsmith@\$\{URLSMITH_VERSION\}"$/m, 'a given version: the package named urlsmith, from the registry');
  assert.match(install!.run!, /cd "\$GITHUB_ACTION_PATH"/, 'no version: the action\'s own checkout');
  assert.match(upload!.uses!, /^github\/codeql-action\/upload-sarif@v\d+$/);
  assert.equal(upload!.if, "always() && inputs.sarif == 'true'", 'uploads when asked, also after urlsmith found errors');
  assert.equal(upload!.with!['sarif_file'], '${{ inputs.sarif-file }}');
  assert.equal(check!.id, 'check');
  assert.equal(upload!.with!['category'], '${{ steps.check.outputs.category }}', 'the category the check step chose');
  for (const [name, input] of Object.entries(action.inputs)) assert.ok(input.description.length > 0, name);
});

test('action.yml, default inputs: annotations for the broken URL and exit 1, after installing the tarball', () => {
  const { env } = runner();
  const given = inputs({ version: `file:${pack().tarball}` });
  const installed = runStep(install!, given, project(), env);
  assert.equal(installed.code, 0, installed.stderr);
  const dir = project();
  const r = runStep(check!, given, dir, env);
  assert.equal(r.code, 1, r.stderr);
  assert.deepEqual(
    [...r.stdout.matchAll(/^::(\w+) file=([^,]+),line=(\d+),col=(\d+).*title=urlsmith\(([\w-]+)\)::/gm)].map((m) => m.slice(1).join(' ')),
    ['error notes.txt 1 23 unsafe-character'],
  );
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'see http://a.example/x%7Cy\n');
  const clean = runStep(check!, given, dir, env);
  assert.deepEqual([clean.code, clean.stdout, clean.stderr], [0, '', '']);
});

test('action.yml without a version: builds and installs urlsmith from the action\'s own checkout, then checks', () => {
  const { env } = runner();
  // The runner's npm has the registry; here `npm ci` reads the packages this repository's own `npm ci` cached.
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const runnerEnv = { ...env, npm_config_cache: cache, GITHUB_ACTION_PATH: actionCheckout() };
  const given = inputs({});
  const installed = runStep(install!, given, project(), runnerEnv);
  assert.equal(installed.code, 0, installed.stderr);
  const r = runStep(check!, given, project(), runnerEnv);
  assert.equal(r.code, 1, r.stderr);
  assert.deepEqual(
    [...r.stdout.matchAll(/^::(\w+) file=([^,]+),line=(\d+),col=(\d+).*title=urlsmith\(([\w-]+)\)::/gm)].map((m) => m.slice(1).join(' ')),
    ['error notes.txt 1 23 unsafe-character'],
  );
});

test('action.yml, sarif: true with paths and args: the SARIF file the upload step reads names the broken URL', () => {
  const { env } = runner();
  const given = inputs({ version: `file:${pack().tarball}`, sarif: 'true', paths: 'notes.txt docs/**/*.md', args: '--max-warnings 0' });
  assert.equal(runStep(install!, given, project(), env).code, 0);
  const dir = project();
  const r = runStep(check!, given, dir, env);
  assert.equal(r.code, 1, r.stderr);
  const sarif = JSON.parse(fs.readFileSync(path.join(dir, expand(upload!.with!['sarif_file']!, given)), 'utf8')) as {
    version: string;
    runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }> }> }>;
  };
  assert.equal(sarif.version, '2.1.0');
  assert.deepEqual(
    sarif.runs[0]!.results.map((x) => {
      const { artifactLocation, region } = x.locations[0]!.physicalLocation;
      return `${artifactLocation.uri}:${region.startLine}:${region.startColumn} ${x.ruleId}`;
    }),
    ['notes.txt:1:23 unsafe-character'],
  );
  // A glob reaches urlsmith unexpanded: bash, without globstar, would read docs/**/*.md as docs/*/*.md and miss
  // docs/readme.md.
  fs.mkdirSync(path.join(dir, 'docs', 'guide'));
  fs.writeFileSync(path.join(dir, 'docs', 'guide', 'start.md'), '<https://d.example/ok>\n');
  fs.writeFileSync(path.join(dir, 'docs', 'readme.md'), 'see http://c.example/a^b\n');
  const globbed = runStep(check!, inputs({ version: given['version']!, paths: 'docs/**/*.md' }), dir, env);
  assert.equal(globbed.code, 1, globbed.stderr);
  assert.deepEqual([...globbed.stdout.matchAll(/^::error file=([^,]+),/gm)].map((m) => m[1]), ['docs/readme.md']);
});

test('action.yml: paths one per line keep their spaces; one line is still split at spaces (issue 29, N11)', () => {
  // The check step alone, with the built CLI on PATH as `urlsmith` (the install step is tested above).
  const bin = tempDir('action-bin');
  fs.writeFileSync(path.join(bin, 'urlsmith'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(ROOT, 'dist/cli.js'))} "$@"\n`, { mode: 0o755 });
  const env = { ...cleanEnv(tempDir('runner'), [bin]) };
  const dir = project();
  fs.mkdirSync(path.join(dir, 'my docs'));
  fs.writeFileSync(path.join(dir, 'my docs', 'a b.txt'), 'see http://e.example/x^y\n');
  const annotated = (paths: string) => {
    const r = runStep(check!, inputs({ paths }), dir, env);
    return { code: r.code, files: [...r.stdout.matchAll(/^::error file=([^,]+),/gm)].map((m) => m[1]), stderr: r.stderr };
  };
  assert.deepEqual(annotated('my docs/a b.txt\nnotes.txt\n'), { code: 1, files: ['my docs/a b.txt', 'notes.txt'], stderr: '' });
  assert.deepEqual(annotated('my docs\n\n'), { code: 1, files: ['my docs/a b.txt'], stderr: '' });
  assert.deepEqual(annotated('notes.txt docs'), { code: 1, files: ['notes.txt'], stderr: '' });
});

/** The fenced YAML block of docs/ci.md whose first line names the file, e.g. `# .github/workflows/urls.yml`. */
function ciRecipe(firstLine: string): unknown {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs/ci.md'), 'utf8');
  const blocks = [...markdown.matchAll(/^```yaml\n([^]*?)^```$/gm)].map((m) => m[1]!).filter((b) => b.startsWith(`${firstLine}\n`));
  assert.equal(blocks.length, 1, `docs/ci.md has one block "${firstLine}"`);
  return yaml.load(blocks[0]!);
}

const repository = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } }).repository.url.replace(/\.git$/, '');

test('docs/ci.md: the workflow uses this repository\'s action at this release, with inputs it declares', () => {
  const workflow = ciRecipe('# .github/workflows/urls.yml') as { permissions: Record<string, string>; jobs: Record<string, { steps: Step[] }> };
  const used = Object.values(workflow.jobs).flatMap((j) => j.steps).filter((s) => s.uses?.startsWith(`${new URL(repository).pathname.slice(1)}@`));
  assert.equal(used.length, 1);
  assert.equal(used[0]!.uses, `${new URL(repository).pathname.slice(1)}@v${pkg.version}`);
  for (const key of Object.keys(used[0]!.with ?? {})) assert.ok(key in action.inputs, `input ${key}`);
  if (String(used[0]!.with?.['sarif']) === 'true') assert.equal(workflow.permissions['security-events'], 'write');
});

test('docs/ci.md: the sharded workflow gives each job of its matrix one share, I/N, of the same N', () => {
  const workflow = ciRecipe('# .github/workflows/urls-sharded.yml') as { permissions: Record<string, string>; jobs: Record<string, { strategy: { matrix: { shard: number[] } }; steps: Step[] }> };
  const [job] = Object.values(workflow.jobs);
  const used = job!.steps.filter((s) => s.uses === `${new URL(repository).pathname.slice(1)}@v${pkg.version}`);
  assert.equal(used.length, 1);
  for (const key of Object.keys(used[0]!.with ?? {})) assert.ok(key in action.inputs, `input ${key}`);
  const n = job!.strategy.matrix.shard.length;
  assert.deepEqual(job!.strategy.matrix.shard, Array.from({ length: n }, (_, i) => i + 1));
  assert.equal(used[0]!.with!['shard'], `\${{ matrix.shard }}/${n}`);
  assert.equal(workflow.permissions['security-events'], 'write');
});

test('docs/ci.md: the declared pre-commit hook is this repository\'s, at this release, with a hook it declares', () => {
  const config = ciRecipe('# .pre-commit-config.yaml, with the declared hook') as { repos: Array<{ repo: string; rev: string; hooks: Array<{ id: string }> }> };
  const hooks = yaml.load(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string }>;
  assert.deepEqual(config.repos.map((r) => [r.repo, r.rev]), [[repository, `v${pkg.version}`]]);
  for (const { id } of config.repos[0]!.hooks) assert.ok(hooks.some((h) => h.id === id), id);
});

/** The results of a SARIF file as `uri:line:column ruleId` lines. */
function sarifResults(file: string): string[] {
  const sarif = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }> }> }>;
  };
  return sarif.runs[0]!.results.map((x) => {
    const { artifactLocation, region } = x.locations[0]!.physicalLocation;
    return `${artifactLocation.uri}:${region.startLine}:${region.startColumn} ${x.ruleId}`;
  });
}

test('action.yml, a matrix of shards: each uploads under its own category, and the shards\' results add up to the whole run', () => {
  const { env } = runner();
  const version = `file:${pack().tarball}`;
  assert.equal(runStep(install!, inputs({ version }), project(), env).code, 0);
  const dir = project();
  for (let i = 0; i < 12; i++) fs.writeFileSync(path.join(dir, `page-${i}.md`), `# Page ${i}\n\n[link](http://p${i}.example/a|b) and http://q${i}.example:99999/\n`);
  const run = (shard: string) => {
    const given = inputs({ version, sarif: 'true', shard });
    const r = runStep(check!, given, dir, env);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    return { category: expand(upload!.with!['category']!, given, { check: r.outputs }), results: sarifResults(path.join(dir, given['sarif-file']!)) };
  };
  const whole = run('');
  assert.equal(whole.category, 'urlsmith');
  assert.ok(whole.results.length >= 25, `${whole.results.length} results`);
  const shards = ['1/3', '2/3', '3/3'].map(run);
  assert.deepEqual(shards.map((x) => x.category), ['urlsmith-1-of-3', 'urlsmith-2-of-3', 'urlsmith-3-of-3']);
  assert.ok(shards.every((x) => x.results.length > 0 && x.results.length < whole.results.length), 'each shard has a share');
  assert.deepEqual(shards.flatMap((x) => x.results).sort(), [...whole.results].sort(), 'the union of the shards is the whole run, nothing twice');
});
