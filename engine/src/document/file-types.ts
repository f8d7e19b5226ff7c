import { markupOfPlainText } from './sniff';
import type { DocumentType } from './document-type';

/**
 * Which reader a file gets, from its name (the CLI) or its editor language (the server). Names and languages not
 * listed are read as plain text, RFC 1738's own case. Users map more names in `documentTypes`.
 */
const BY_EXTENSION: Record<string, DocumentType> = {};
const BY_LANGUAGE_ID: Record<string, DocumentType> = {};
/** Whole base names (lower case) of files that have no telling extension. */
const BY_NAME: Record<string, DocumentType> = {};

function add(table: Record<string, DocumentType>, type: DocumentType, names: string): void {
  for (const name of names.split(' ')) table[name] = type;
}

add(BY_EXTENSION, 'markdown', 'md markdown mdown mkd mkdn mdx ronn');
add(BY_EXTENSION, 'html', 'html htm xhtml shtml vue svelte');
add(BY_EXTENSION, 'xml', 'xml svg xsl xslt xsd rss atom plist opf csproj props targets');
add(BY_EXTENSION, 'roff', 'man mdoc roff nroff troff tmac ms me');
add(BY_EXTENSION, 'asciidoc', 'adoc asciidoc asc ad');
add(BY_EXTENSION, 'rst', 'rst rest');
add(BY_EXTENSION, 'pod', 'pod');
add(BY_EXTENSION, 'gettext', 'po pot');
add(BY_EXTENSION, 'javascript', 'js mjs cjs jsx ts mts cts tsx');
add(BY_EXTENSION, 'python', 'py pyi pyw');
add(BY_EXTENSION, 'shell', 'sh bash zsh ksh dash bats mk cmake');
add(BY_EXTENSION, 'c', 'c h cc cpp cxx c++ hpp hh hxx h++ ino cs m mm rc css scss less');
add(BY_EXTENSION, 'go', 'go');
add(BY_EXTENSION, 'java', 'java kt kts scala groovy gradle swift dart');
add(BY_EXTENSION, 'rust', 'rs');
add(BY_EXTENSION, 'ruby', 'rb rake gemspec');
add(BY_EXTENSION, 'perl', 'pl pm t psgi');
add(BY_EXTENSION, 'php', 'php phtml php3 php4 php5 phps inc');
add(BY_EXTENSION, 'yaml', 'yml yaml');
add(BY_EXTENSION, 'toml', 'toml');
add(BY_EXTENSION, 'ini', 'ini cfg conf properties editorconfig desktop service');
add(BY_EXTENSION, 'json', 'json jsonc json5 webmanifest code-workspace');

add(BY_NAME, 'shell', 'makefile gnumakefile dockerfile containerfile .bashrc .profile .zshrc configure');
add(BY_NAME, 'ruby', 'rakefile gemfile');
add(BY_NAME, 'ini', '.gitconfig .gitmodules .npmrc');

add(BY_LANGUAGE_ID, 'plaintext', 'plaintext');
add(BY_LANGUAGE_ID, 'markdown', 'markdown mdx');
add(BY_LANGUAGE_ID, 'html', 'html vue svelte');
add(BY_LANGUAGE_ID, 'xml', 'xml xsl svg');
add(BY_LANGUAGE_ID, 'roff', 'roff groff troff nroff man');
add(BY_LANGUAGE_ID, 'asciidoc', 'asciidoc');
add(BY_LANGUAGE_ID, 'rst', 'restructuredtext rst');
add(BY_LANGUAGE_ID, 'pod', 'pod perl6-pod');
add(BY_LANGUAGE_ID, 'gettext', 'po gettext');
add(BY_LANGUAGE_ID, 'javascript', 'javascript javascriptreact typescript typescriptreact');
add(BY_LANGUAGE_ID, 'python', 'python');
add(BY_LANGUAGE_ID, 'shell', 'shellscript dockerfile makefile');
add(BY_LANGUAGE_ID, 'c', 'c cpp csharp objective-c objective-cpp css scss less cuda-cpp');
add(BY_LANGUAGE_ID, 'go', 'go');
add(BY_LANGUAGE_ID, 'java', 'java kotlin scala groovy swift dart');
add(BY_LANGUAGE_ID, 'rust', 'rust');
add(BY_LANGUAGE_ID, 'ruby', 'ruby');
add(BY_LANGUAGE_ID, 'perl', 'perl');
add(BY_LANGUAGE_ID, 'php', 'php');
add(BY_LANGUAGE_ID, 'yaml', 'yaml dockercompose github-actions-workflow');
add(BY_LANGUAGE_ID, 'toml', 'toml');
add(BY_LANGUAGE_ID, 'ini', 'ini properties');
add(BY_LANGUAGE_ID, 'json', 'json jsonc jsonl');

/**
 * The document type of a file, from its base name: a known whole name (Makefile), else its extension; man pages by
 * their section suffix (`ls.1`, `printf.3p`, `ssl.1ssl`).
 */
export function documentTypeOfFileName(fileName: string): DocumentType {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).toLowerCase();
  const named = BY_NAME[base];
  if (named) return named;
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return 'plaintext';
  const ext = base.slice(dot + 1);
  if (ext === 'map' && isSourceMap(base.slice(0, dot))) return 'json';
  return BY_EXTENSION[ext] ?? (isManSection(ext) ? 'roff' : 'plaintext');
}

/** The document type of an editor language (VS Code's languageId); undefined when the language is not known. */
export function documentTypeOfLanguageId(languageId: string): DocumentType | undefined {
  return BY_LANGUAGE_ID[languageId];
}

/**
 * A source map's name without its `.map`: the generated file's (`app.js`, `index.d.ts`, `style.css`). Source maps are
 * JSON (Source Map Revision 3); other `.map` files (linker maps, game levels) are not, and stay plain text.
 */
function isSourceMap(generated: string): boolean {
  const dot = generated.lastIndexOf('.');
  const type = dot > 0 ? BY_EXTENSION[generated.slice(dot + 1)] : undefined;
  return type === 'javascript' || generated.endsWith('.css') || generated.endsWith('.scss') || generated.endsWith('.less');
}

/** "1".."9", optionally followed by a few letters: man page sections ("3p", "1ssl", "3pm"). */
function isManSection(ext: string): boolean {
  const c = ext.charCodeAt(0);
  if (c < 0x31 || c > 0x39 || ext.length > 5) return false;
  for (let i = 1; i < ext.length; i++) {
    const d = ext.charCodeAt(i) | 0x20;
    if (d < 0x61 || d > 0x7a) return false;
  }
  return true;
}

/**
 * The document type of a file, the user's `documentTypes` first: each key is a glob on the file's base name
 * (`*.mdx`, `README`, `*.page`), "*" standing for any run of characters and "?" for one; the first that matches wins.
 */
export function documentTypeOf(fileName: string, overrides: Readonly<Record<string, DocumentType>> = {}): DocumentType {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  for (const pattern in overrides) if (matchesGlob(pattern, base)) return overrides[pattern]!;
  return documentTypeOfFileName(fileName);
}

/**
 * Whether `name` matches a glob of "*" and "?" wildcards. Greedy with one backtrack point (the last "*"), so it takes
 * O(pattern × name) steps at worst, never exponential.
 */
export function matchesGlob(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let starName = 0;
  while (n < name.length) {
    const c = pattern[p];
    if (c === '*') {
      star = p++;
      starName = n;
    } else if (c !== undefined && (c === '?' || c === name[n])) {
      p++;
      n++;
    } else if (star >= 0) {
      p = star + 1;
      n = ++starName;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/**
 * The document type of an editor's document: the user's `documentTypes` globs first, then the editor's language
 * (a `.txt` the user switched to Markdown is Markdown), then the file name (an editor may not know `.mdx` or roff).
 */
export function documentTypeOfEditorDocument(fileName: string, languageId: string, overrides: Readonly<Record<string, DocumentType>> = {}): DocumentType {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  for (const pattern in overrides) if (matchesGlob(pattern, base)) return overrides[pattern]!;
  const byLanguage = documentTypeOfLanguageId(languageId);
  return byLanguage !== undefined && byLanguage !== 'plaintext' ? byLanguage : documentTypeOfFileName(fileName);
}

/** Interpreters a script names on its `#!` line, by their name with any version cut off (`python3.11` is python). */
const BY_INTERPRETER: Record<string, DocumentType> = {};
add(BY_INTERPRETER, 'ruby', 'ruby jruby');
add(BY_INTERPRETER, 'python', 'python pypy');
add(BY_INTERPRETER, 'shell', 'sh bash zsh ksh dash ash');
add(BY_INTERPRETER, 'perl', 'perl');
add(BY_INTERPRETER, 'javascript', 'node nodejs deno bun');
add(BY_INTERPRETER, 'php', 'php');

/**
 * The document type of a text given the type its name gave: a plain-text document whose first line is a shebang
 * (`#!/usr/bin/ruby`, `#!/usr/bin/env python3`, `#!/usr/bin/env -S node --flag`) is a script of that interpreter's
 * language, since scripts often have no extension (a git hook, `bin/setup`); one that opens as AsciiDoc or
 * reStructuredText does is read as that markup (sniff.ts). Any other type stays as it is: a name's type, or the
 * user's, wins.
 */
export function documentTypeOfText(type: DocumentType, text: string): DocumentType {
  if (type !== 'plaintext') return type;
  if (!text.startsWith('#!')) return markupOfPlainText(text) ?? type;
  const line = text.slice(2, Math.min(lineEndOf(text), 200)).trim().split(/[ \t]+/);
  let word = line[0] ?? '';
  let at = 1;
  if (baseName(word) === 'env') {
    while (at < line.length && line[at]!.startsWith('-')) at++;
    word = line[at] ?? '';
  }
  const name = baseName(word).replace(/[0-9.]+$/, '');
  return Object.hasOwn(BY_INTERPRETER, name) ? BY_INTERPRETER[name]! : type;
}

function lineEndOf(text: string): number {
  const end = text.indexOf('\n');
  return end < 0 ? text.length : end;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
