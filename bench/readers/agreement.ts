/**
 * How far urlsmith's document readers agree with each format's own tool on where URLs and code are, as the
 * Markdown and HTML readers were checked against micromark and parse5. Not part of `npm test`: it needs the tools.
 *
 *   npm run readers:agreement [-- --files N] [DIR...]
 *
 * Reads the precision fixtures of the new formats and every file under the DIRs (a repository checkout), by type:
 * - AsciiDoc: rendered by Asciidoctor (`apt-get install asciidoctor`);
 * - reStructuredText: rendered by docutils (`python3-docutils`);
 * - POD and Perl files: rendered by Pod::Simple::XHTML (ships with perl);
 * - gettext catalogues: unwrapped by GNU msgcat (`gettext`), escapes decoded (render.py);
 * - source maps: parsed by JSON.parse, `sourcesContent` taken as code;
 * - Markdown: rendered by markdown-it 14 (CommonMark, raw HTML on, bare URLs linked as GitHub's autolinks link them),
 *   the reader's reference (it was first checked against micromark); its pages' `<code>`, raw HTML `<code>`
 *   included, is code.
 * and compares, file by file:
 * - link targets: the distinct external link targets of the rendered page (outside <pre>/<code>) with the distinct
 *   URLs urlsmith finds outside code and comments (AsciiDoc, rst: bare URLs too, which both tools link; POD: `L<>`
 *   targets, as Pod::Simple links no bare URL; gettext and JSON: every URL of every decoded value);
 * - code: for each distinct URL urlsmith finds, whether it is in code for urlsmith and inside a <pre>/<code> element
 *   of the rendered page (for source maps: in `sourcesContent`).
 * Prints the counts per format and the differences (at most `--show` of each kind, 20 by default).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { documentTypeOfFileName, findInDocument, readingOf, viewEnd, viewsOf, viewStart, type DocumentType } from '../../engine/src';

const REPO = resolve(__dirname, '..', '..', '..');
const FIXTURES = ['asciidoc', 'rst', 'pod', 'gettext', 'code', 'markdown'].map((f) => join(REPO, 'test', 'fixtures', 'precision', f));
const RENDER = join(REPO, 'bench', 'readers', 'render.py');
const SCHEMES = /^(?:https?|ftp|file|irc|mailto|news|nntp|gopher|telnet|wais|prospero):/i;

type Format = 'asciidoc' | 'rst' | 'pod' | 'gettext' | 'sourcemap' | 'markdown';

/** What urlsmith reads in one file: its URLs (as `urlsmith find` prints them) by where they are. */
interface Mine {
  text: Set<string>;
  link: Set<string>;
  code: Set<string>;
}

/** What the tool shows of one file. */
interface Theirs {
  links: Set<string>;
  /** URLs found in code (source maps), or the code text to look URLs up in (rendered pages). */
  code: Set<string> | string;
  error?: string;
}

interface Tally {
  files: number;
  errors: number;
  linksAgree: number;
  linksAll: number;
  codeAgree: number;
  codeAll: number;
  /** AsciiDoc URLs of attribute entries, set aside (see setAsideAttributes). */
  setAside: number;
  differences: string[];
}

function args(): { files: number; show: number; dirs: string[] } {
  const a = process.argv.slice(2);
  let files = 400;
  let show = 20;
  const dirs: string[] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === '--files') files = Number(a[++i]);
    else if (a[i] === '--show') show = Number(a[++i]);
    else dirs.push(resolve(a[i]!));
  }
  return { files, show, dirs };
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name === '.git' || name === 'node_modules') continue;
    const path = join(dir, name);
    const st = statSync(path, { throwIfNoEntry: false });
    if (st?.isDirectory()) walk(path, out);
    else if (st?.isFile() && st.size < 4_000_000 && !name.endsWith('.urls') && !name.endsWith('.gap')) out.push(path);
  }
}

function formatOf(path: string): Format | undefined {
  const type = documentTypeOfFileName(path);
  if (type === 'asciidoc' || type === 'rst' || type === 'gettext' || type === 'markdown') return type;
  if (type === 'pod' || type === 'perl') return 'pod';
  if (type === 'json' && path.endsWith('.map')) return 'sourcemap';
  return undefined;
}

/** urlsmith's reading of a file: each URL's reading by the kind of view it is found in. */
function mine(path: string, text: string): Mine {
  const type: DocumentType = documentTypeOfFileName(path);
  const views = viewsOf(type, text);
  const kinds = views.map((v) => ({ start: viewStart(v), end: viewEnd(v), kind: v.code ? 'code' : v.context === 'comment' ? 'comment' : v.context === 'attribute' ? 'link' : 'text' }));
  const result: Mine = { text: new Set(), link: new Set(), code: new Set() };
  let k = 0;
  for (const l of findInDocument(text, { documentType: type })) {
    while (k + 1 < kinds.length && kinds[k]!.end <= l.start) k++;
    const kind = kinds[k] !== undefined && kinds[k]!.start <= l.start ? kinds[k]!.kind : 'text';
    if (kind !== 'comment') result[kind as keyof Mine].add(readingOf(l, text));
  }
  return result;
}

function python(format: 'html' | 'rst' | 'po', paths: string[]): Map<string, Record<string, unknown>> {
  const out = execFileSync('python3', [RENDER, format], { input: paths.join('\n'), maxBuffer: 1 << 30 }).toString('utf8');
  const byPath = new Map<string, Record<string, unknown>>();
  for (const line of out.split('\n')) if (line) byPath.set(JSON.parse(line).path, JSON.parse(line));
  return byPath;
}

function fromHtml(r: Record<string, unknown> | undefined): Theirs {
  if (r === undefined || r['error'] !== undefined) return { links: new Set(), code: '', error: String(r?.['error'] ?? 'no output') };
  const links = (r['links'] as { href: string; code: boolean }[]).filter((l) => !l.code && SCHEMES.test(l.href)).map((l) => l.href);
  return { links: new Set(links), code: r['code'] as string };
}

/** Asciidoctor's pages (embedded documents, safe mode, no URI reads), one Ruby process per 200 files. */
function asciidoctor(paths: string[]): Map<string, Theirs> {
  const script =
    'require "asciidoctor"; ARGV.each_with_index { |f, i| html = begin; Asciidoctor.convert_file(f, safe: :safe, to_file: false, standalone: false); rescue => e; ""; end; File.write("#{ENV["OUT"]}/#{i}.html", html) }';
  return rendered(paths, 'ruby', script);
}

/**
 * Runs `program -e script` over the files, 200 at a time, each chunk's pages written to OUT as `<index>.html`, and
 * reads the pages.
 */
function rendered(paths: string[], program: string, script: string): Map<string, Theirs> {
  const dir = mkdtempSync(join(tmpdir(), 'urlsmith-render-'));
  for (let i = 0; i < paths.length; i += 200) {
    mkdirSync(join(dir, String(i)), { recursive: true });
    spawnSync(program, ['-e', script, ...paths.slice(i, i + 200)], { env: { ...process.env, OUT: join(dir, String(i)) }, stdio: 'ignore' });
  }
  const html = paths.map((_, k) => join(dir, String(k - (k % 200)), `${k % 200}.html`));
  const pages = python('html', html);
  rmSync(dir, { recursive: true, force: true });
  return new Map(paths.map((p, k) => [p, fromHtml(pages.get(html[k]!))]));
}

/** Pod::Simple::XHTML's pages. */
function podSimple(paths: string[]): Map<string, Theirs> {
  const script =
    'use Pod::Simple::XHTML; my $i = 0; for my $f (@ARGV) { my $p = Pod::Simple::XHTML->new; $p->html_header(""); $p->html_footer(""); my $out = ""; $p->output_string(\\$out); $p->parse_file($f); open(my $o, ">:utf8", "$ENV{OUT}/" . $i++ . ".html"); print $o $out; close $o; }';
  const pages = rendered(paths, 'perl', script);
  for (const [p, theirs] of pages) {
    // Pod::Simple turns L<Module::Name> into a link to a documentation site: not a URL of the source.
    const source = readFileSync(p, 'utf8');
    theirs.links = new Set([...theirs.links].filter((href) => source.includes(href)));
  }
  return pages;
}

/** markdown-it's pages (see the header), read as the other tools' pages are. */
function markdownIt(paths: string[]): Map<string, Theirs> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const MarkdownIt = require('markdown-it') as new (options: object) => { render(text: string): string };
  const md = new MarkdownIt({ html: true, linkify: true });
  const dir = mkdtempSync(join(tmpdir(), 'urlsmith-render-'));
  const html = paths.map((p, k) => {
    const page = join(dir, `${k}.html`);
    writeFileSync(page, md.render(readFileSync(p, 'utf8')));
    return page;
  });
  const pages = python('html', html);
  rmSync(dir, { recursive: true, force: true });
  return new Map(paths.map((p, k) => [p, fromHtml(pages.get(html[k]!))]));
}

function docutils(paths: string[]): Map<string, Theirs> {
  const rendered = python('rst', paths);
  return new Map(paths.map((p) => [p, fromHtml(rendered.get(p))]));
}

/** URLs of a decoded value, read as plain text (the value is what the tool decoded). */
function urlsOf(value: string): string[] {
  return findInDocument(value, { documentType: 'plaintext' }).map((l) => readingOf(l, value));
}

function msgcat(paths: string[]): Map<string, Theirs> {
  const rendered = python('po', paths);
  return new Map(
    paths.map((p) => {
      const r = rendered.get(p);
      if (r === undefined || r['error'] !== undefined) return [p, { links: new Set<string>(), code: new Set<string>(), error: String(r?.['error'] ?? 'no output') }];
      return [p, { links: new Set((r['values'] as string[]).flatMap(urlsOf)), code: new Set<string>() }];
    }),
  );
}

function sourceMaps(paths: string[]): Map<string, Theirs> {
  return new Map(
    paths.map((p) => {
      const links = new Set<string>();
      const code = new Set<string>();
      const visit = (value: unknown, embedded: boolean): void => {
        if (typeof value === 'string') for (const u of urlsOf(value)) (embedded ? code : links).add(u);
        else if (Array.isArray(value)) for (const v of value) visit(v, embedded);
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, embedded || k === 'sourcesContent');
      };
      try {
        visit(JSON.parse(readFileSync(p, 'utf8')), false);
        return [p, { links, code }];
      } catch (e) {
        return [p, { links, code, error: String(e).slice(0, 200) }];
      }
    }),
  );
}

/**
 * AsciiDoc attribute entries (`:url-repo: https://...`): Asciidoctor links a value where a `{url-repo}` reference
 * uses it, often as a base (`{url-repo}/issues[issues]`), and never where it is defined; urlsmith reads it where it is
 * defined and takes a reference for a placeholder. Those URLs are set aside on both sides (and counted), so the
 * comparison is of the links written out.
 */
function setAsideAttributes(source: string, m: Mine, t: Theirs, tally: Tally): void {
  const values = [...source.matchAll(/^:[\w-]+:[ \t]+(\S+)[ \t]*$/gm)].map((x) => x[1]!).filter((v) => SCHEMES.test(v));
  if (values.length === 0) return;
  // A link the page builds from a reference is written nowhere in the source; a value urlsmith reads is set aside
  // where the page does not link it as it is.
  const built = (u: string): boolean => !source.includes(u) && values.some((v) => u.startsWith(v));
  const defined = (u: string): boolean => values.includes(u) && !t.links.has(u);
  for (const [set, test] of [[t.links, built], [m.text, defined], [m.link, defined]] as const) {
    for (const u of [...set]) {
      if (!test(u)) continue;
      set.delete(u);
      tally.setAside++;
    }
  }
}

function compare(format: Format, paths: string[], theirs: Map<string, Theirs>, tally: Tally): void {
  for (const path of paths) {
    const t = theirs.get(path)!;
    tally.files++;
    if (t.error !== undefined) {
      tally.errors++;
      tally.differences.push(`${path}: the tool failed: ${t.error}`);
      continue;
    }
    const source = readFileSync(path, 'utf8');
    const m = mine(path, source);
    // Asciidoctor and docutils link bare e-mail addresses (`mailto:` of an address written without it), docutils makes
    // links of roles (`:pep:`), Pod::Simple of module names, Asciidoctor of attribute references: no URL of the
    // source (the last are counted apart: see setAsideAttributes).
    if (format === 'asciidoc') setAsideAttributes(source, m, t, tally);
    const rendered = format === 'asciidoc' || format === 'rst' || format === 'pod' || format === 'markdown';
    if (rendered) t.links = new Set([...t.links].filter((href) => source.includes(href) || m.text.has(href) || m.link.has(href)));
    // POD: only L<> targets are links (Pod::Simple links no bare URL); elsewhere every URL outside code.
    const ours = format === 'pod' ? m.link : new Set([...m.text, ...m.link]);
    for (const u of new Set([...ours, ...t.links])) {
      tally.linksAll++;
      if (ours.has(u) && t.links.has(u)) tally.linksAgree++;
      else tally.differences.push(`${path}: link ${JSON.stringify(u)} only ${ours.has(u) ? 'urlsmith' : 'the tool'} reads`);
    }
    const all = new Set([...m.text, ...m.link, ...m.code, ...(typeof t.code === 'string' ? [] : t.code)]);
    for (const u of all) {
      const oursCode = m.code.has(u);
      const theirsCode = typeof t.code === 'string' ? t.code.includes(u) : t.code.has(u);
      if (!oursCode && !theirsCode) continue; // text on both sides: counted as a link
      tally.codeAll++;
      if (oursCode === theirsCode) tally.codeAgree++;
      else tally.differences.push(`${path}: ${JSON.stringify(u)} is code only for ${oursCode ? 'urlsmith' : 'the tool'}`);
    }
  }
}

function main(): void {
  const { files, show, dirs } = args();
  const byFormat = new Map<Format, string[]>();
  for (const dir of [...FIXTURES, ...dirs]) {
    const paths: string[] = [];
    walk(dir, paths);
    for (const p of paths) {
      const f = formatOf(p);
      if (f === undefined) continue;
      const list = byFormat.get(f) ?? [];
      if (list.length < files) list.push(p);
      byFormat.set(f, list);
    }
  }
  const tools: Record<Format, (paths: string[]) => Map<string, Theirs>> = {
    asciidoc: asciidoctor,
    rst: docutils,
    pod: podSimple,
    gettext: msgcat,
    sourcemap: sourceMaps,
    markdown: markdownIt,
  };
  for (const [format, paths] of byFormat) {
    const tally: Tally = { files: 0, errors: 0, linksAgree: 0, linksAll: 0, codeAgree: 0, codeAll: 0, setAside: 0, differences: [] };
    compare(format, paths, tools[format](paths), tally);
    const aside = tally.setAside > 0 ? ` (${tally.setAside} URLs of attribute entries set aside)` : '';
    console.log(`${format}: ${tally.files} files (${tally.errors} the tool could not read); link targets ${tally.linksAgree}/${tally.linksAll} agree${aside}; URLs in code ${tally.codeAgree}/${tally.codeAll} agree`);
    for (const d of tally.differences.slice(0, show)) console.log(`  ${d.replace(REPO + '/', '').replace(dirname(REPO) + '/', '')}`);
    if (tally.differences.length > show) console.log(`  ... and ${tally.differences.length - show} more`);
  }
}

main();
