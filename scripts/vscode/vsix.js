// Runs vsce (`package` or `ls`, with any further arguments) on the extension as the .vsix ships it.
//
// package.json's `files` is the npm package's allowlist (the CLI and the language server), and the .vsix has its
// own, .vscodeignore (the client, the grammars). vsce refuses a folder that has both, so it runs in a temporary
// folder of its own: a copy of package.json without `files`, .vscodeignore, and links to the folders and files the
// allowlist picks from. The manifest's name and summary become the `%key%`s of package.nls.json there.
//
// The user-facing EXTENSION.md is the extension's README (vsce --readme-path). Its pictures travel inside it as
// data: URLs, so the Details page shows them offline and before anything is published (the page admits https: and
// data: images only, and an https URL of the repository shows nothing until the repository serves it).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const LINKED = ['dist', 'docs', 'images', 'syntaxes', 'schemas', 'project', 'CHANGELOG.md', 'LICENSE', 'package.nls.json', 'package.nls.zh-cn.json'];
const IMAGE_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/**
 * EXTENSION.md as the .vsix carries it: each picture `![alt](relative/file.png)` inside it as a data: URL of that
 * file, and each relative link made an absolute https URL of the file in the repository (`repository`), the only
 * kind a link on the Details page can open. vsce would make pictures https URLs too, and refuses any other kind of
 * image while it rewrites links, so it is told not to (--no-rewrite-relative-links): this does it instead.
 */
function packagedReadme(repository) {
  const text = fs.readFileSync(path.join(root, 'EXTENSION.md'), 'utf8');
  return text.replace(/(!?)\[([^\]\n]*)\]\(([^)\s]+)\)/g, (whole, bang, label, target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return whole;
    if (!bang) return `[${label}](${repository}/blob/HEAD/${path.posix.normalize(target)})`;
    const type = IMAGE_TYPES[path.extname(target).toLowerCase()];
    if (!type) throw new Error(`EXTENSION.md: ${target}: a picture must be PNG, JPEG or GIF (vsce refuses SVG)`);
    return `![${label}](data:${type};base64,${fs.readFileSync(path.join(root, target)).toString('base64')})`;
  });
}

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
fs.writeFileSync(path.join(stage, 'EXTENSION.md'), packagedReadme(manifest.repository.url.replace(/\.git$/, '')));

const [command = 'package', ...rest] = process.argv.slice(2);
// An output path (-o, --out) is the caller's, relative to where they ran this script.
for (let i = 0; i < rest.length - 1; i++) if (rest[i] === '-o' || rest[i] === '--out') rest[i + 1] = path.resolve(rest[i + 1]);
// `vsce ls` lists files only and takes no README options.
const readme = command === 'ls' ? [] : ['--readme-path', 'EXTENSION.md', '--no-rewrite-relative-links'];
const args = [command, '--no-dependencies', '--follow-symlinks', ...readme, ...rest];
const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
const run = spawnSync(process.execPath, [vsce, ...args], { cwd: stage, stdio: 'inherit' });
process.exitCode = run.status ?? 1;
