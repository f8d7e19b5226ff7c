// Runs vsce (`package` or `ls`, with any further arguments) on the extension as the .vsix ships it.
//
// package.json's `files` is the npm package's allowlist (the CLI and the language server), and the .vsix has its
// own, .vscodeignore (the client, the grammars). vsce refuses a folder that has both, so it runs in a temporary
// folder of its own: a copy of package.json without `files`, .vscodeignore, and links to the folders and files the
// allowlist picks from. The manifest's name and summary become the `%key%`s of package.nls.json there. The user-facing EXTENSION.md is the extension's README (vsce --readme-path); vsce rewrites its relative
// links and images to absolute https URLs of `repository`, as the Marketplace and VS Code's Details page need.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const LINKED = ['dist', 'docs', 'images', 'syntaxes', 'schemas', 'project', 'EXTENSION.md', 'CHANGELOG.md', 'LICENSE', 'package.nls.json', 'package.nls.zh-cn.json'];

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-vsix-'));
process.on('exit', () => fs.rmSync(stage, { recursive: true, force: true }));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
delete manifest.files;
// The name and summary in VS Code's display language (package.nls.*.json), which the Marketplace shows localised too:
// package.json keeps them as plain text, for it is also the npm package's manifest and npm shows its description.
manifest.displayName = '%displayName%';
manifest.description = '%description%';
fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.copyFileSync(path.join(root, '.vscodeignore'), path.join(stage, '.vscodeignore'));
for (const name of LINKED) fs.symlinkSync(path.join(root, name), path.join(stage, name));

const [command = 'package', ...rest] = process.argv.slice(2);
// An output path (-o, --out) is the caller's, relative to where they ran this script.
for (let i = 0; i < rest.length - 1; i++) if (rest[i] === '-o' || rest[i] === '--out') rest[i + 1] = path.resolve(rest[i + 1]);
const args = [command, '--no-dependencies', '--follow-symlinks', '--readme-path', 'EXTENSION.md', ...rest];
const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
const run = spawnSync(process.execPath, [vsce, ...args], { cwd: stage, stdio: 'inherit' });
process.exitCode = run.status ?? 1;
