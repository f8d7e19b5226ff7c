/**
 * The npm package: what `npm pack` ships, and that the tarball, installed globally offline into a temporary prefix,
 * gives a working `urlsmith` and `urlsmith-language-server` that need nothing from any node_modules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { builtinModules } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ServerProcess } from '../protocol/harness/server-process';
import { range } from '../protocol/harness/text';
import { ROOT, installGlobal, pack, run, tempDir, withDistLock } from './support';

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  bin: Record<string, string>;
  scripts: Record<string, string>;
  [key: string]: unknown;
}

const packed = pack();
const installed = installGlobal(packed.tarball);
const manifest = JSON.parse(fs.readFileSync(path.join(installed.packageDir, 'package.json'), 'utf8')) as Manifest;

test('npm pack ships exactly the bundles, what they read at run time, the schema and the documents', () => {
  assert.deepEqual(packed.files, [
    'CHANGELOG.md',
    'LICENSE',
    'README.md',
    'dist/cli.js', // the `urlsmith` bin
    'dist/server.js', // the `urlsmith-language-server` bin
    'docs/cli.md', // named by `urlsmith --help`
    'docs/rules.md', // the rule reference the server links every diagnostic to
    'package.json', // `urlsmith --version` reads it
    'schemas/urlsmithrc.schema.json', // for a .urlsmithrc.json's "$schema"
  ]);
});

test('RELEASING.md\'s npm step, dry run: `npm publish --dry-run` would publish the same files as npm pack, offline', () => {
  const releasing = fs.readFileSync(path.join(ROOT, 'RELEASING.md'), 'utf8');
  assert.match(releasing, /^\s*npm publish --dry-run$/m);
  const r = withDistLock(() => run('npm', ['publish', '--dry-run', '--offline', '--json'], ROOT, { ...process.env, npm_config_loglevel: 'error' }));
  assert.equal(r.code, 0, r.stderr);
  // The prepack script's own lines come before npm's JSON.
  // npm 11 keys its report by the package's name; npm 10 printed the report alone.
  type Report = { files: Array<{ path: string }> };
  const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as Report | Record<string, Report>;
  const published = ('files' in json ? json : json['urlsmith']) as Report;
  assert.deepEqual(published.files.map((f) => f.path).sort(), packed.files);
});

test('the package installs nothing else and runs nothing at install time', () => {
  assert.equal(manifest.name, 'urlsmith');
  assert.equal(manifest.private, undefined, 'a private package cannot be published');
  for (const key of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies', 'bundledDependencies']) {
    assert.equal(manifest[key], undefined, `${key}: the bundles carry everything`);
  }
  // npm runs these on `npm install` of the package (and prepare on a git dependency's too).
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) assert.equal(manifest.scripts[script], undefined, script);
  assert.deepEqual(fs.readdirSync(installed.packageDir).sort(), ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'docs', 'package.json', 'schemas']);
  assert.deepEqual(fs.readdirSync(path.join(installed.prefix, 'lib', 'node_modules')), ['urlsmith'], 'no other package was installed');
  assert.deepEqual(fs.readdirSync(path.join(installed.prefix, 'bin')).sort(), ['urlsmith', 'urlsmith-language-server']);
});

test('the bundles load no package: every require() in them is a Node built-in', () => {
  const builtin = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  for (const bundle of ['dist/cli.js', 'dist/server.js']) {
    const text = fs.readFileSync(path.join(installed.packageDir, bundle), 'utf8');
    const required = [...text.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
    assert.ok(required.length > 0, `${bundle} requires Node built-ins`);
    assert.deepEqual(required.filter((r) => !builtin.has(r)), [], bundle);
  }
});

test('urlsmith, installed: checks a file (exit 1 on an error), prints its version, explains a URL', () => {
  const dir = tempDir('project');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'see http://a.example/x|y and http://b.example/ok\n');
  fs.writeFileSync(path.join(dir, 'clean.md'), '<https://c.example/a%20b>\n');
  const check = run('urlsmith', ['-f', 'json', '.'], dir, installed.env);
  assert.equal(check.code, 1, check.stderr);
  const files = JSON.parse(check.stdout) as Array<{ file: string; diagnostics: Array<{ code: string; severity: string; range: unknown }> }>;
  assert.deepEqual(
    files.flatMap((f) => f.diagnostics.map((d) => [f.file, d.code, d.severity, d.range])),
    [['notes.txt', 'unsafe-character', 'error', range(0, 22, 0, 23)]],
  );
  const clean = run('urlsmith', ['clean.md'], dir, installed.env);
  assert.deepEqual([clean.code, clean.stderr], [0, '']);
  const version = run('urlsmith', ['--version'], dir, installed.env);
  assert.equal(version.stdout, `${(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest).version}\n`);
  const explain = run('urlsmith', ['explain', '--json', 'HTTP://a.example:80/x'], dir, installed.env);
  assert.equal(explain.code, 0, explain.stderr);
  // One JSON object per URL and line.
  assert.deepEqual(
    explain.stdout.trimEnd().split('\n').map((line) => (JSON.parse(line) as { diagnostics: Array<{ code: string; range: unknown }> }).diagnostics.map((d) => [d.code, d.range])),
    [[['scheme-case', { start: 0, end: 4 }], ['default-port', { start: 16, end: 19 }]]],
  );
  // The translations travel inside the bundle (no catalogue file ships): with a Chinese locale the installed CLI
  // reports the catalogue's text.
  const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, 'project/l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;
  const bar = catalogue['{name} ({character})']!.replace('{name}', catalogue['vertical bar']!).replace('{character}', '|');
  const unsafe = catalogue['A {character} is unsafe in a URL: encode it as {encoded}.']!.replace('{character}', bar).replace('{encoded}', '%7C');
  const chinese = run('urlsmith', ['-f', 'json', 'notes.txt'], dir, { ...installed.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' });
  assert.deepEqual((JSON.parse(chinese.stdout) as Array<{ diagnostics: Array<{ message: string }> }>)[0]!.diagnostics.map((d) => d.message), [unsafe]);
});

test('urlsmith-language-server, installed: diagnostics and a hover over a real LSP connection on stdio', async () => {
  const server = await ServerProcess.start({ executable: installed.bin('urlsmith-language-server'), env: installed.env });
  try {
    const uri = 'untitled:notes';
    await server.open(uri, 'see http://a.example/x|y\n');
    const published = await server.diagnostics(uri);
    assert.deepEqual(
      published.diagnostics.map((d) => [d.code, d.severity, d.range]),
      [['unsafe-character', 1, range(0, 22, 0, 23)]],
    );
    // Each diagnostic links to the rule reference the package ships, next to the installed server.
    const reference = pathToFileURL(path.join(installed.packageDir, 'docs', 'rules.md')).href;
    assert.ok(published.diagnostics[0]!.codeDescription?.href.startsWith(`${reference}#`), published.diagnostics[0]!.codeDescription?.href);
    const hover = await server.hover(uri, { line: 0, character: 10 });
    assert.ok(hover, 'a hover for the URL');
    assert.match(JSON.stringify(hover.contents), /a\.example/);
  } finally {
    assert.equal(await server.stop(), 0, server.stderr);
  }
});
