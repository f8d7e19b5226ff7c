/**
 * Mutants of valid URLs: the mistakes the rules look for (RFC 1738 2.2's unsafe, control and non-ASCII
 * characters, "%" without two hex digits, bad ports and hosts, upper-case schemes, IDN hosts, RFC 2732
 * literals) and the text fixes must leave alone (placeholders, lone surrogates that have no UTF-8 form).
 */
import type { Rng } from './random';
import { host } from './urls';

/** Single characters worth inserting: unsafe, national, punctuation, reserved, controls, non-ASCII, surrogates. */
const INSERTS = [
  ' ', '<', '>', '"', '#', '%', '{', '}', '|', '\\', '^', '~', '[', ']', '`', ':', '@', '/', '?', ';', '=', '&', '-', '.',
  '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u0085', '\u00a0', 'é', 'ß', '€', '😀', '\ud800', '\udc00', '\ufeff',
  '\u200b', '\u3002', '\uff0c', '%4', '%G1', '%%', '%0A', '%0d', "'", '(', ')', '*', ',', '!', '$', '+', '\u2014', '\u2026',
];

/** Host texts that stress the host rules and the IDN fix. */
const HOSTS = [
  'bücher.example', 'пример.рф', 'ＡＢＣ.example', 'ß.de', 'h\ud800.example', 'h\udc00x.example', 'a\ud83d\ude00.example', 'é'.repeat(70) + '.example',
  // Compatibility and confusable characters UTS #46 maps or removes before Punycode (fullwidth, ligatures, Roman
  // numerals, final sigma, a soft hyphen from a PDF, Kelvin sign, long s, mathematical letters, fullwidth and
  // ideographic dots, joiners) and look-alikes it keeps (Cyrillic a).
  'ｅxample.com', 'ΣΑΣ.example', 'ﬁle.example', 'ⅷ.example', 'gi\u00adthub.com', 'ｇｏｏｇｌｅ.com', '\u212aelvin.example', '\u017fs.example',
  '\ud835\udc00b.example', 'a\uff0eexample', 'a\u3002example', 'x\u200dy.example', 'x\u200cy.example', '\u0430pple.com', '\u2460.example', 'Ǆ.example',
  'x'.repeat(64) + '.example', '-x.example', 'x-.example', 'a..b', '.a', 'a.', '1.example', '256.1.1.1', '1.2.3', '[::1]', '[:]', '[v1.x]', '[::1',
  '[::1]]', '[', ']', '[]', 'h_h.example', 'xn--bcher-kva.example', 'XN--BCHER-KVA.example', 'é.example', 'e\u0301.example', 'İ.example', '',
];

const PORTS = [':', ':80', ':21', ':70', ':443', ':0', ':99999', ':8o', ':-1', ': 80', '::80', ':80:81', ':65536', ':0080'];

/** Template holes and patterns (never fixed). */
const PLACEHOLDERS = ['{x}', '${x}', '{{x}}', '%s', '%d', '%(name)s', '<x>', '[owner]', '...', '$VAR', '.*', '{', '${', '}}'];

const SCHEME_END = /^[A-Za-z][A-Za-z0-9+.-]*:(\/\/)?/;

/**
 * Astral characters (two UTF-16 code units each): an emoji, a mathematical letter that compatibility maps to ASCII, a
 * CJK extension B ideograph, a regional indicator, a tag character, one from a private-use plane.
 */
const ASTRAL = ['\u{1F600}', '\u{1D400}', '\u{20000}', '\u{1F1FA}', '\u{E0041}', '\u{10FFFD}'];

/** Where a URL's parts meet, and where a wrapper or markup ends one. */
const DELIMITERS = new Set([...':/?#[]@!$&\'()*+,;=%.-_~<>"`{}|\\^ ']);

/** An astral character right before or after one of the URL's delimiters (or at either end). */
function astralAtDelimiter(rng: Rng, url: string): string {
  const at: number[] = [0, url.length];
  for (let i = 0; i < url.length; i++) if (DELIMITERS.has(url[i]!)) at.push(i, i + 1);
  return insertAt(url, rng.pick(at), rng.pick(ASTRAL));
}

function insertAt(url: string, at: number, text: string): string {
  return url.slice(0, at) + text + url.slice(at);
}

/** The URL with its host (between "//" or "@" and the next "/", ":" or end) replaced. */
function replaceHost(url: string, newHost: string, port: string | undefined): string {
  const m = SCHEME_END.exec(url);
  if (!m || !m[1]) return url;
  const start = m[0].length;
  let end = url.indexOf('/', start);
  if (end < 0) end = url.length;
  const at = url.lastIndexOf('@', end);
  const hostStart = at >= start ? at + 1 : start;
  const colon = url.indexOf(':', hostStart);
  const hostEnd = colon >= 0 && colon < end ? colon : end;
  return url.slice(0, hostStart) + newHost + (port ?? url.slice(hostEnd, end)) + url.slice(end);
}

/** One mutation, picked at random. */
function mutateOnce(rng: Rng, url: string): string {
  switch (rng.int(12)) {
    case 0:
    case 1:
    case 2:
      return insertAt(url, rng.int(url.length + 1), rng.pick(INSERTS));
    case 3:
      return replaceHost(url, rng.pick(HOSTS), undefined);
    case 4:
      return replaceHost(url, rng.chance(0.5) ? host(rng) : rng.pick(HOSTS), rng.pick(PORTS));
    case 5: {
      const colon = url.indexOf(':');
      const scheme = url.slice(0, colon);
      const upper = rng.chance(0.5) ? scheme.toUpperCase() : scheme.replace(/^./, (c) => c.toUpperCase());
      return upper + url.slice(colon);
    }
    case 6:
      return insertAt(url, rng.range(url.indexOf(':') + 1, url.length), rng.pick(PLACEHOLDERS));
    case 7: {
      const at = rng.int(url.length);
      return url.slice(0, at) + url.slice(at + 1 + rng.int(3));
    }
    case 8:
      return url.slice(0, rng.range(url.indexOf(':') + 1, url.length));
    case 10:
      return astralAtDelimiter(rng, url);
    case 9:
      return replaceHost(url, rng.pick(['u@', 'u:p@', 'a@b@', 'u:p:q@', 'u/v@', '@', ':@']) + host(rng), undefined);
    default: {
      const at = rng.int(url.length + 1);
      return insertAt(url, at, url.slice(rng.int(url.length), rng.int(url.length + 1)));
    }
  }
}

/** A valid URL, or a mutant of it with one to four mutations. */
export function maybeMutate(rng: Rng, url: string): string {
  if (rng.chance(0.2)) return url;
  const n = rng.range(1, 4);
  for (let i = 0; i < n; i++) url = mutateOnce(rng, url);
  return url;
}

/**
 * Half the time, the URL with a "|" put in after its scheme: RFC 1738 section 2.2 calls it unsafe, and in a comment,
 * a Markdown table or a config value it may also separate fields, which decides where a later URL of the line ends.
 */
export function withPipe(rng: Rng, url: string): string {
  if (rng.chance(0.5)) return url;
  const colon = url.indexOf(':');
  return insertAt(url, rng.range(colon + 1, url.length), '|');
}

/** Whitespace as a typesetter breaks a URL inside a <URL:...> wrapper (RFC 1738 appendix). */
export function breakLines(rng: Rng, url: string): string {
  let out = '';
  for (let i = 0; i < url.length; i++) {
    out += url[i];
    if (rng.chance(0.08)) out += rng.pick([' ', '\n', '\n  ', '\t', '\r\n', '-\n', '\n\n']);
  }
  return out;
}
