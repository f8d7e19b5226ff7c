/**
 * The format family a file of the public benchmark is counted and sampled in, from its name alone. Families follow
 * what a reader of the file is, not only the document type urlsmith gives it today: AsciiDoc, reStructuredText, POD,
 * gettext and source maps are families of their own even while the engine reads them as plain text, so the figures
 * show how each format fares.
 */
import type { DocumentType } from '../../engine/src';

export const FAMILIES = [
  'asciidoc', 'rst', 'perl', 'po', 'markdown', 'text', 'roff', 'html-xml', 'config', 'sourcemap',
  'code-js', 'code-python', 'code-ruby', 'code-php', 'code-c', 'code-jvm', 'code-go', 'code-rust', 'code-shell', 'code-other',
] as const;
export type Family = (typeof FAMILIES)[number];

const BY_EXTENSION: Record<string, Family> = {};
for (const [family, exts] of [
  ['asciidoc', 'adoc asciidoc asc'],
  ['rst', 'rst rest'],
  ['perl', 'pl pm pod t xs psgi'],
  ['po', 'po pot'],
  ['sourcemap', 'map'],
  ['php', 'php phtml'],
  ['config', 'tf tfvars hcl'],
] as const) {
  for (const ext of exts.split(' ')) BY_EXTENSION[ext] = family === 'php' ? 'code-php' : family;
}

/** By the document type the CLI gives a file; a type this table does not know (a newer engine's) is `code-other`. */
const BY_TYPE: Partial<Record<DocumentType | string, Family>> = {
  plaintext: 'text',
  markdown: 'markdown',
  html: 'html-xml',
  xml: 'html-xml',
  roff: 'roff',
  javascript: 'code-js',
  python: 'code-python',
  shell: 'code-shell',
  c: 'code-c',
  go: 'code-go',
  java: 'code-jvm',
  rust: 'code-rust',
  ruby: 'code-ruby',
  yaml: 'config',
  toml: 'config',
  ini: 'config',
  json: 'config',
};

/** The family of a file, from its base name's extension first, else from the document type the CLI gives it. */
export function familyOf(fileName: string, documentType: DocumentType | undefined): Family {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1).toLowerCase();
  const dot = base.lastIndexOf('.');
  const byExt = dot > 0 ? BY_EXTENSION[base.slice(dot + 1)] : undefined;
  if (byExt) return byExt;
  return documentType ? (BY_TYPE[documentType] ?? 'code-other') : 'text';
}
