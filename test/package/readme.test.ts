/**
 * Every command line the README gives a user works for someone who installed the tarball `npm pack` writes, globally or
 * with `npm install --save-dev` and then `npx urlsmith` (as they will from the registry once it is published): run
 * here in a project of their own, offline (npx could otherwise fetch a package of that name).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, cleanEnv, installGlobal, pack, run, tempDir } from './support';

const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The lines of the README's `sh` blocks that run urlsmith, without their comments. */
const LINES = [...README.matchAll(/^```sh\n([^]*?)^```$/gm)]
  .flatMap((m) => m[1]!.split('\n'))
  .map((line) => line.replace(/\s+#.*$/, ''))
  .filter((line) => /^urlsmith\b/.test(line));

/** A user's project: docs with a broken and a fixable URL, a README, notes with a wrapped URL. */
function project(): string {
  const dir = tempDir('readme-project');
  fs.mkdirSync(path.join(dir, 'docs', 'guide'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'guide', 'start.md'), 'See <http://a.example/a b> and http://b.example/x^y.\n');
  fs.writeFileSync(path.join(dir, 'README.md'), '# Project\n\nHome: https://c.example/\n');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'Read <URL:http://d.example/long/\n  path> first.\n');
  return dir;
}

const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

test('the README gives the command lines of each CLI feature, and installs the tarball `npm pack` writes', () => {
  assert.ok(LINES.length >= 7, LINES.join('\n'));
  assert.ok(README.includes(`npm install --global ./urlsmith-${VERSION}.tgz`));
  assert.ok(README.includes(`npm install --save-dev ./urlsmith-${VERSION}.tgz`));
  assert.equal(path.basename(pack().tarball), `urlsmith-${VERSION}.tgz`, 'the name the README installs');
});

test('each README command line runs with a global install: exit 0 or 1, nothing on stderr', () => {
  const installed = installGlobal(pack().tarball);
  const dir = project();
  for (const line of LINES) {
    const r = run('bash', ['-c', line], dir, installed.env);
    assert.ok(r.code === 0 || r.code === 1, `${line}: exit ${r.code}\n${r.stderr}`);
    assert.equal(r.stderr, '', line);
    assert.notEqual(r.stdout, '', `${line} says something`);
  }
});

test('npm install --save-dev urlsmith, then npx urlsmith: the same command lines, offline', () => {
  const dir = project();
  const home = tempDir('readme-home');
  const env = { ...cleanEnv(home), npm_config_offline: 'true', npm_config_cache: path.join(home, '.npm') };
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "a-project", "private": true }\n');
  const install = run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', pack().tarball], dir, env);
  assert.equal(install.code, 0, install.stderr);
  for (const line of LINES) {
    const r = run('bash', ['-c', `npx ${line}`], dir, env);
    assert.ok(r.code === 0 || r.code === 1, `npx ${line}: exit ${r.code}\n${r.stderr}`);
    assert.equal(r.stderr, '', line);
  }
});
