/**
 * Fuzz inputs: generated URLs (urls.ts, mutate.ts) placed where each document type puts URLs, plus random text.
 * Each input names its document type, since the finder reads a document as that type's reader does.
 */
import { DOCUMENT_TYPES, type DocumentType, type Preset } from '../../engine/src';
import { breakLines, maybeMutate, withPipe } from './mutate';
import type { Rng } from './random';
import { validUrl } from './urls';

export interface FuzzInput {
  type: DocumentType;
  preset: Preset;
  text: string;
}

type Place = (u: string, rng: Rng) => string;

/** Where running text puts a URL (RFC 1738 appendix: bare, in <URL:...> or <...> wrappers, in brackets and quotes). */
const PROSE: Place[] = [
  (u) => u,
  (u) => `See ${u}.`,
  (u) => `(${u})`,
  (u) => `"${u}"`,
  (u) => `'${u}',`,
  (u) => `[${u}]`,
  (u) => `「${u}」`,
  (u) => `wait...${u}!`,
  (u, rng) => `<URL:${breakLines(rng, u)}>`,
  (u, rng) => `<${breakLines(rng, u)}>`,
  (u) => `<url: ${u} >`,
  (u) => `\u{1F600}${u}\u{1D400}`,
  (u) => `\u{20000}(${u})\u{1F1FA}`,
];

const MARKDOWN: Place[] = [
  (u) => `[text](${u})`,
  (u) => `![img](${u} "title")`,
  (u) => `<${u}>`,
  (u) => `\`${u}\``,
  (u) => `**${u}**`,
  (u) => `_${u}_`,
  (u) => `[ref]: ${u}`,
  (u) => `\`\`\`\n${u}\n\`\`\``,
  (u) => `    ${u}`,
  (u) => `| ${u} | x |`,
  (u) => `> ${u}`,
  (u) => `<a href="${u}">x</a>`,
  (u) => u.replace(/[[\]()*_]/g, (c) => '\\' + c),
];

const escapeHtml = (u: string): string => u.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

const HTML: Place[] = [
  (u) => `<a href="${u}">${u}</a>`,
  (u) => `<a href="${escapeHtml(u)}">link</a>`,
  (u) => `<img src='${u}'>`,
  (u) => `<p>${escapeHtml(u)}</p>`,
  (u) => `<!-- ${u} -->`,
  (u) => `<script>var s = "${u}";</script>`,
  (u) => `&lt;${u}&gt;`,
  (u) => `<![CDATA[${u}]]>`,
  (u) => `<a href=${u}>x</a>`,
  (u) => u.replace(/[:/]/g, (c) => (c === ':' ? '&#58;' : '&#x2F;')),
];

const ROFF: Place[] = [
  (u) => `.UR ${u}\n.UE`,
  (u) => `\\fB${u}\\fR`,
  (u) => u.replace(/-/g, '\\-'),
  (u) => `.\\" ${u}`,
  (u) => `.TP\n${u}\n`,
  (u) => `\\&${u}\\&.`,
  (u) => `.B ${u}`,
];

const C_LIKE: Place[] = [
  (u) => `// ${u}`,
  (u) => `/* ${u} */`,
  (u) => `const s = "${u}";`,
  (u) => `'${u}'`,
  (u) => `\`${u}\``,
  (u) => `f("${u.replace(/"/g, '\\"')}")`,
  (u) => `/// see ${u}`,
  (u) => `r"${u}"`,
];

/** PHP: the C-like places inside a PHP block, and template text outside one. */
const PHP: Place[] = [...C_LIKE.map((place): Place => (u, rng) => `<?php ${place(u, rng)} ?>`), (u) => `<p>${u}</p>`, (u) => `<?php $u = 'https://' . $h . '${u}'; ?>`];

const SCRIPT: Place[] = [
  (u) => `# ${u}`,
  (u) => `x = "${u}"`,
  (u) => `'${u}'`,
  (u) => `'''${u}'''`,
  (u) => `f"${u}"`,
  (u) => `curl "${u}"`,
  (u) => `curl ${u}`,
  (u) => `%q(${u})`,
];

/** A second URL for a line that holds two: a valid one or a mutant, sometimes with a "|" in its path. */
const second = (rng: Rng): string => withPipe(rng, maybeMutate(rng, validUrl(rng)));

const CONFIG: Place[] = [
  (u) => `key: ${u}`,
  (u) => `key: "${u}"`,
  (u) => `- '${u}'`,
  (u) => `# ${u}`,
  (u) => `key = "${u}"`,
  (u) => `key=${u}`,
  (u) => `; ${u}`,
  (u) => `{"k": "${u}"}`,
  (u) => `["${u.replace(/\//g, '\\/')}"]`,
  (u) => `{"k": "${u.replace(/&/g, '\\u0026')}"}`,
  // Two URLs on one line: a comment, a value with a "|"-separated list (a "|" in the first URL must not make the
  // line a record for the second one in one run but not the next: issue 29, N14).
  (u, rng) => `; ${withPipe(rng, u)} k = ${second(rng)}`,
  (u, rng) => `# ${withPipe(rng, u)} ${second(rng)}`,
  (u, rng) => `k = ${u}|${second(rng)}`,
];

/** AsciiDoc, reStructuredText, POD and gettext: their link syntax, code and values. */
const DOC_FORMATS: Place[] = [
  (u) => `${u}[the text]`,
  (u) => `link:${u}[text]`,
  (u) => `:url-x: ${u}`,
  (u) => `\`text <${u}>\`_`,
  (u) => `.. _name: ${u}`,
  (u) => `L<text|${u}>`,
  (u) => `C<${u}>`,
  (u) => `msgid "${u.replace(/["\\]/g, '\\$&')}"`,
];

const PLACES: Record<DocumentType, Place[]> = {
  plaintext: PROSE,
  markdown: [...MARKDOWN, ...PROSE],
  html: HTML,
  xml: HTML,
  roff: [...ROFF, ...PROSE],
  asciidoc: [...DOC_FORMATS, ...PROSE],
  rst: [...DOC_FORMATS, ...PROSE],
  pod: [...DOC_FORMATS, ...PROSE],
  gettext: DOC_FORMATS,
  perl: [...SCRIPT, ...DOC_FORMATS],
  javascript: C_LIKE,
  c: C_LIKE,
  go: C_LIKE,
  java: C_LIKE,
  rust: C_LIKE,
  python: SCRIPT,
  shell: SCRIPT,
  ruby: SCRIPT,
  php: PHP,
  yaml: CONFIG,
  toml: CONFIG,
  ini: CONFIG,
  json: CONFIG,
};

/** Characters random text is made of: ASCII that URLs and markup use, controls, non-ASCII, lone surrogates. */
const RANDOM_PIECES = [
  ' ', '\n', '\t', '\r', ':', '/', '//', '<', '>', '"', "'", '`', '#', '%', '&', ';', '[', ']', '(', ')', '{', '}', '\\', '-', '.', '@', '?', '=',
  'a', 'Z', '0', 'é', '😀', '\ud800', '\udfff', '\u0000', '\u3002', 'http:', 'HTTP://', 'https://', 'ftp:', 'mailto:', 'news:', 'file:///',
  '<URL:', 'www.', '&amp;', '&lt;', '&#', '\\fB', '\\-', '.UR ', '${', '{{', '%s', '```', '*', '_', '<a href="', '-->', '"""',
];

/** Random text: pieces of markup and URL syntax, and random code units (any 16-bit value, surrogates included). */
function randomText(rng: Rng): string {
  return rng.repeat(rng.range(1, 40), () => (rng.chance(0.2) ? String.fromCharCode(rng.int(0x10000)) : rng.pick(RANDOM_PIECES)));
}

const SEPARATORS = [' ', '\n', '  ', '\n\n', ', ', '\t', '', '\r\n'];

/** One input: a document type and a text of one to four pieces (placed URLs, random text). */
export function generate(rng: Rng): FuzzInput {
  const type = rng.pick(DOCUMENT_TYPES);
  const preset: Preset = rng.chance(0.3) ? 'strict' : 'default';
  if (rng.chance(0.1)) return { type, preset, text: randomText(rng) };
  const places = PLACES[type];
  const text = rng.repeat(rng.range(1, 4), () => (rng.chance(0.85) ? rng.pick(places)(maybeMutate(rng, validUrl(rng)), rng) : randomText(rng)), rng.pick(SEPARATORS));
  return { type, preset, text };
}
