/**
 * The .vsix as the Marketplace and Open VSX take it: its exact file list (`vsce ls`), a manifest neither refuses,
 * and a Details page (its README, EXTENSION.md) whose pictures travel inside it as data: URLs and whose links vsce
 * made absolute https URLs of files in this repository. That the page renders them offline in VS Code is the UI
 * test's (test/ui).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, tempDir, withDistLock } from './support';

interface Manifest {
  name: string;
  publisher: string;
  version: string;
  license: string;
  icon: string;
  engines: Record<string, string>;
  repository: { type: string; url: string };
  categories: string[];
  keywords: string[];
  capabilities: { untrustedWorkspaces: { supported: boolean | 'limited'; restrictedConfigurations?: string[] }; virtualWorkspaces: unknown };
  contributes: { commands: Array<{ command: string; title: string }>; configuration: { properties: Record<string, unknown> } };
  [key: string]: unknown;
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;

function vsix(args: string[]): string {
  const r = withDistLock(() => spawnSync(process.execPath, [path.join(ROOT, 'scripts/vscode/vsix.js'), ...args], { cwd: ROOT, encoding: 'utf8' }));
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

const nls = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.nls.json'), 'utf8')) as Record<string, string>;
/** A manifest text as VS Code shows it in English: a `%key%` of package.nls.json, resolved. */
const english = (text: string): string => (/^%[^%\s]+%$/.test(text) ? nls[text.slice(1, -1)]! : text);

/** The repository's https address, as vsce derives it from `repository` for GitHub. */
const REPO = manifest.repository.url.replace(/\.git$/, '');

test('vsce ls: the .vsix holds the client and server bundles, grammars, schema, icon, rule reference, documents and translations', () => {
  assert.deepEqual(vsix(['ls']).trim().split('\n').sort(), [
    'CHANGELOG.md',
    'EXTENSION.md',
    'LICENSE',
    'dist/browser/client.js',
    'dist/browser/server.js',
    'dist/client.js',
    'dist/server.js',
    'docs/rules.md',
    'images/icon.png',
    'package.json',
    'package.nls.json',
    'package.nls.zh-cn.json',
    'project/l10n/bundle.l10n.zh-cn.json',
    'schemas/urlsmithrc.schema.json',
    'syntaxes/plaintext.tmLanguage.json',
    'syntaxes/urlsmith.injection.tmLanguage.json',
  ]);
});

test('the web extension: the packaged `browser` entry is the browser client, and neither browser bundle loads a Node module', () => {
  const out = path.join(tempDir('vsix-web'), 'urlsmith.vsix');
  vsix(['package', '-o', out]);
  const unzip = (file: string) => spawnSync('unzip', ['-p', out, `extension/${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout;
  const packaged = JSON.parse(unzip('package.json')) as Manifest;
  assert.equal(packaged['browser'], './dist/browser/client.js');
  // VS Code for the Web gives an extension `vscode` and nothing else to require; the server worker requires nothing.
  const required = (file: string) => [...unzip(file).matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(required('dist/browser/client.js'))], ['vscode']);
  const server = unzip('dist/browser/server.js');
  assert.ok(server.length > 0, 'dist/browser/server.js is in the .vsix');
  assert.deepEqual(required('dist/browser/server.js'), []);
});

test('the manifest has what the Marketplace and Open VSX require of a published extension', () => {
  assert.match(manifest.publisher, /^[a-z0-9][a-z0-9-]*$/i, 'a publisher id');
  assert.match(manifest.name, /^[a-z0-9][a-z0-9-]*$/, 'a lower-case name');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.match(manifest.engines['vscode']!, /^\^\d+\.\d+\.\d+$/);
  assert.equal(manifest.license, 'MIT');
  assert.ok(fs.existsSync(path.join(ROOT, 'LICENSE')));
  assert.equal(manifest.repository.type, 'git');
  assert.match(REPO, /^https:\/\/github\.com\/[^/]+\/[^/]+$/, 'an https GitHub repository: vsce rewrites README links from it');
  assert.equal(manifest['private'], undefined);
  for (const key of ['displayName', 'description']) assert.equal(typeof manifest[key], 'string', key);
  // VS Code's extension manifest schema lists the categories the Marketplace accepts.
  const categories = ['AI', 'Azure', 'Chat', 'Data Science', 'Debuggers', 'Education', 'Extension Packs', 'Formatters', 'Keymaps', 'Language Packs', 'Linters', 'Machine Learning', 'Notebooks', 'Programming Languages', 'SCM Providers', 'Snippets', 'Testing', 'Themes', 'Visualization', 'Other'];
  assert.deepEqual(manifest.categories.filter((c) => !categories.includes(c)), []);
  assert.ok(manifest.keywords.length > 0 && manifest.keywords.length <= 30, 'the Marketplace takes at most 30 keywords');
  // The icon: a PNG (neither store takes an SVG) of at least 128 x 128 pixels, read from its IHDR chunk.
  assert.match(manifest.icon, /\.png$/);
  const png = fs.readFileSync(path.join(ROOT, manifest.icon));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.ok(png.readUInt32BE(16) >= 128 && png.readUInt32BE(20) >= 128, 'icon at least 128 x 128');
});

test('workspace trust: full support in Restricted Mode, no setting restricted; virtual workspaces declined', () => {
  // It reads the workspace's text and .urlsmithrc.json and runs nothing from the workspace; no setting names a
  // program or a path to run, so none needs restrictedConfigurations. The server reads files from disk (each
  // folder's .urlsmithrc.json, every file for Check Workspace), which a virtual workspace does not have.
  assert.deepEqual(manifest.capabilities, { untrustedWorkspaces: { supported: true }, virtualWorkspaces: false });
});

test('the Details page: EXTENSION.md, its pictures inside it as data: URLs of the files it names, its links absolute https URLs of this repository; the name and summary localised', () => {
  const dir = tempDir('vsix');
  const out = path.join(dir, 'urlsmith.vsix');
  vsix(['package', '-o', out]);
  const readme = spawnSync('unzip', ['-p', out, 'extension/readme.md'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).stdout;
  // The name and summary the Marketplace and VS Code show in the display language (package.nls.*.json).
  const packaged = JSON.parse(spawnSync('unzip', ['-p', out, 'extension/package.json'], { encoding: 'utf8' }).stdout) as Manifest;
  assert.deepEqual([packaged['displayName'], packaged['description'], packaged['l10n']], ['%displayName%', '%description%', './project/l10n']);
  assert.match(readme, /^# urlsmith/);
  // Each picture the source names is in the package, byte for byte, whatever the network: the page shows it offline.
  const named = [...fs.readFileSync(path.join(ROOT, 'EXTENSION.md'), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  assert.ok(named.length >= 1, 'a picture');
  const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  assert.deepEqual(images, named.map((file) => {
    assert.match(file, /\.png$/, `${file}: a PNG (vsce refuses SVG)`);
    return `data:image/png;base64,${fs.readFileSync(path.join(ROOT, file)).toString('base64')}`;
  }));
  const links = [...readme.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  assert.deepEqual(links.filter((href) => !href.startsWith(`${REPO}/`) && !/^https:\/\//.test(href)), [], 'no link is left relative (it would open nothing)');
});

test('EXTENSION.md names every command and every setting the extension contributes', () => {
  const text = fs.readFileSync(path.join(ROOT, 'EXTENSION.md'), 'utf8');
  for (const { title } of manifest.contributes.commands) assert.ok(text.includes(`urlsmith: ${english(title)}`), title);
  for (const key of Object.keys(manifest.contributes.configuration.properties)) assert.ok(text.includes(`\`${key}\``), key);
});
