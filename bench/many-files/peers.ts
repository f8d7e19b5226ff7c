/**
 * What a user would otherwise run over a repository, as whole processes: ripgrep printing every URL (the floor:
 * no tool that reads every file can be faster), markdownlint-cli2 over the Markdown and cspell over every file
 * (the linters people already run in CI). The two npm peers are installed on first use under .cache/peers at a
 * pinned version, never into the project: the package and its tests do not need them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../corpus';

/** The newest versions that run on Node 20 (cspell 10 and markdownlint-cli2 0.19+ need Node 22 and exit at once). */
const PINNED = { 'markdownlint-cli2': '0.18.1', cspell: '9.8.0' } as const;
/** One folder per pinned set, so a change of version installs afresh. */
const PEERS_DIR = join(REPO_ROOT, '.cache', 'peers', Object.entries(PINNED).map(([name, version]) => `${name}@${version}`).join('+'));
const RIPGREP = '/usr/bin/rg';

export interface Command {
  tool: string;
  /** What one run does, for the table. */
  work: string;
  command: string;
  args: string[];
}

/** A URL as a search tool would find it: a scheme, `://`, and what cannot end a URL in prose. */
const URL_PATTERN = String.raw`[a-zA-Z][a-zA-Z0-9+.-]*://[^\s<>"'()\[\]]+`;

/** ripgrep, or why it is not measured. */
export function ripgrep(): Command | string {
  if (!existsSync(RIPGREP)) return `${RIPGREP} is absent (apt-get install ripgrep)`;
  // --no-require-git: honour .gitignore outside a git checkout, as urlsmith does.
  return { tool: 'ripgrep', work: 'print every URL-like match (.gitignore honoured)', command: RIPGREP, args: ['--no-require-git', '-o', '--no-heading', URL_PATTERN, '.'] };
}

/** The npm peers, installing them first if needed, or why they are not measured. */
export function npmPeers(): (Command | { tool: string; reason: string })[] {
  const bin = (name: string) => join(PEERS_DIR, 'node_modules', '.bin', name);
  const missing = Object.keys(PINNED).filter((name) => !existsSync(bin(name)));
  if (missing.length > 0) {
    console.log(`bench: installing ${missing.join(', ')} into .cache/peers (once)...`);
    const specs = Object.entries(PINNED).map(([name, version]) => `${name}@${version}`);
    const done = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PEERS_DIR, ...specs], { stdio: 'inherit' });
    if (done.status !== 0) return Object.keys(PINNED).map((tool) => ({ tool, reason: 'npm install into .cache/peers failed (no registry?)' }));
  }
  return [
    { tool: `markdownlint-cli2 ${PINNED['markdownlint-cli2']}`, work: 'lint every Markdown file', command: bin('markdownlint-cli2'), args: ['**/*.md'] },
    // --gitignore finds no file outside a git checkout (the tree is none), so cspell reads the ignored files too.
    { tool: `cspell ${PINNED.cspell}`, work: 'spell-check every file', command: bin('cspell'), args: ['lint', '--no-progress', '--no-summary', '.'] },
  ];
}
