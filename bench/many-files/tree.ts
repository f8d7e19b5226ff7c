/**
 * The many-files tree: what `urlsmith .` meets in a repository. Generated, deterministic (a fixed seed), into
 * .cache/many-files/<count>/ the first time it is asked for, and reused: every tool reads the same bytes.
 *
 * Shape: files of about 500 bytes in three levels of folders (40 files a folder), in the mix a documentation
 * repository has (Markdown most, then plain text, HTML, Python, JavaScript, JSON, YAML, reStructuredText). Every
 * tenth folder has a `.gitignore` that leaves out a `build/` folder and `*.log` files, which are generated too, so a
 * tool that ignores `.gitignore` reads more. The root has a `.urlsmithrc.json`; so does one folder in fifty.
 * About one file in twelve holds a broken URL (a space, a `|`, a bad port), so every tool has something to report.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../corpus';

export const TREES_DIR = join(REPO_ROOT, '.cache', 'many-files');
/** Bump when the generator changes, so an old tree is not measured as a new one. */
const GENERATOR_VERSION = 3;
const FILES_PER_FOLDER = 40;
const FOLDERS_PER_FOLDER = 10;

export interface Tree {
  root: string;
  /** Files a tool that honours `.gitignore` reads (ignored ones not counted). */
  files: number;
  bytes: number;
  /** Markdown files among them: what markdownlint-cli2 reads. */
  markdownFiles: number;
}

/** A small linear congruential generator: the same tree on every machine for the same count. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ('the a of to and in is for that with as on are this be by it from or an at which can use your file ' +
  'page see more set up run build install read change link server client option value name path folder version ' +
  'release guide example note section table list each one two new old first last default local remote').split(' ');

const GOOD_URLS = [
  'https://example.org/docs/guide.html', 'https://github.com/example/project/issues/42', 'http://www.example.com/',
  'https://docs.example.net/en/latest/install.html#linux', 'ftp://ftp.example.org/pub/tools/', 'https://example.com/a?b=c&d=e',
];
const BROKEN_URLS = ['https://example.org/my page.html', 'http://example.com/a|b', 'https://example.net:99999/x'];

type Kind = 'md' | 'txt' | 'html' | 'py' | 'js' | 'json' | 'yaml' | 'rst';
/** The mix of a documentation repository: Markdown first. */
const KINDS: readonly Kind[] = ['md', 'md', 'md', 'md', 'md', 'md', 'txt', 'txt', 'html', 'py', 'js', 'json', 'yaml', 'rst'];

function sentence(next: () => number, url: string | undefined): string {
  const words: string[] = [];
  const n = 8 + Math.floor(next() * 10);
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
  if (url !== undefined) words.splice(Math.floor(next() * words.length), 0, url);
  return words.join(' ') + '.';
}

function body(kind: Kind, next: () => number, index: number): string {
  const lines: string[] = [];
  let size = 0;
  let urls = 0;
  while (size < 450) {
    const broken = index % 12 === 0 && urls === 0;
    const url = broken ? BROKEN_URLS[Math.floor(index / 12) % BROKEN_URLS.length] : next() < 0.3 ? GOOD_URLS[Math.floor(next() * GOOD_URLS.length)] : undefined;
    if (url !== undefined) urls++;
    const text = sentence(next, url);
    lines.push(text);
    size += text.length + 1;
  }
  const prose = lines.join('\n');
  switch (kind) {
    case 'md': return `# Page ${index}\n\n${prose}\n`;
    case 'txt': return `${prose}\n`;
    case 'rst': return `Page ${index}\n${'='.repeat(`Page ${index}`.length)}\n\n${prose}\n`;
    case 'html': return `<!doctype html>\n<title>Page ${index}</title>\n<p>${lines.join('</p>\n<p>')}</p>\n`;
    case 'py': return `"""Module ${index}."""\n${lines.map((l) => `# ${l}`).join('\n')}\nURL = "${GOOD_URLS[index % GOOD_URLS.length]}"\n`;
    case 'js': return `// Module ${index}.\n${lines.map((l) => `// ${l}`).join('\n')}\nexport const url = '${GOOD_URLS[index % GOOD_URLS.length]}';\n`;
    case 'json': return JSON.stringify({ name: `page-${index}`, description: prose, homepage: GOOD_URLS[index % GOOD_URLS.length] }, null, 2) + '\n';
    case 'yaml': return `name: page-${index}\nurl: ${GOOD_URLS[index % GOOD_URLS.length]}\ndescription: >\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
  }
}

/** The tree of `count` files (ignored files not counted), generated if absent. */
export function ensureTree(count: number): Tree {
  const root = join(TREES_DIR, String(count));
  const stamp = join(root, '.tree.json');
  if (existsSync(stamp)) {
    const tree = JSON.parse(readFileSync(stamp, 'utf8')) as Tree & { version: number };
    if (tree.version === GENERATOR_VERSION) return { root, files: tree.files, bytes: tree.bytes, markdownFiles: tree.markdownFiles };
  }
  // Generated beside, then renamed: an interrupted run leaves no half tree that looks whole.
  const building = `${root}.building`;
  rmSync(building, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
  const next = random(1738 + count);
  let files = 0;
  let bytes = 0;
  let markdownFiles = 0;
  let folder = 0;
  const write = (dir: string, name: string, text: string) => {
    writeFileSync(join(dir, name), text);
  };
  mkdirSync(building, { recursive: true });
  write(building, '.urlsmithrc.json', JSON.stringify({ rules: { 'non-ascii-character': 'off' } }, null, 2) + '\n');
  // Folders are filled depth first, FILES_PER_FOLDER at a time, until `count` files are written.
  for (let a = 0; files < count; a++) {
    for (let b = 0; b < FOLDERS_PER_FOLDER && files < count; b++) {
      for (let c = 0; c < FOLDERS_PER_FOLDER && files < count; c++) {
        const dir = join(building, `part-${a}`, `section-${b}`, `topic-${c}`);
        mkdirSync(dir, { recursive: true });
        if (folder % 10 === 0) {
          write(dir, '.gitignore', 'build/\n*.log\n');
          mkdirSync(join(dir, 'build'));
          for (let i = 0; i < 5; i++) write(join(dir, 'build'), `out-${i}.md`, `# generated\n\n${BROKEN_URLS[0]}\n`);
          write(dir, 'debug.log', `${BROKEN_URLS[1]}\n`);
        }
        if (folder % 50 === 25) write(dir, '.urlsmithrc.json', JSON.stringify({ rules: { 'port-invalid': 'warning' } }, null, 2) + '\n');
        folder++;
        for (let i = 0; i < FILES_PER_FOLDER && files < count; i++) {
          const kind = KINDS[Math.floor(next() * KINDS.length)]!;
          const text = body(kind, next, files);
          write(dir, `page-${i}.${kind}`, text);
          files++;
          bytes += Buffer.byteLength(text);
          if (kind === 'md') markdownFiles++;
        }
      }
    }
  }
  writeFileSync(join(building, '.tree.json'), JSON.stringify({ version: GENERATOR_VERSION, files, bytes, markdownFiles }) + '\n');
  renameSync(building, root);
  return { root, files, bytes, markdownFiles };
}
