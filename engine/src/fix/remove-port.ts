import { charClass, EMPHASIS, END, PIPE, TICK, TRAIL } from '../find/chars';
import type { RuleContext, UrlFix } from '../rules/rule';
import { findPlaceholders } from '../placeholder';
import { isSpecialScheme } from './browser-reading';
import { isAlphaDigit } from '../grammar/chars';
import { scheme as schemeName } from '../grammar/scheme-name';

/**
 * The fix that removes a port and its ":" (url[colon, end)), when that leaves the URL found as it was. Removing
 * the URL's last characters makes the one before them its new end, and text reads a URL's end differently from
 * its middle: a "." or "," there ends the sentence (`https://a.:443` would become `https://a` and a "."), a "-"
 * before a line break is a hyphenated word, and `HTTP://:80` would become `http://`, a scheme mentioned in prose,
 * no URL at all. So at the end only a character the finder keeps at a URL's end in every context may be left
 * last; and a port with no host before it (`HTTP://:80/`, which would become `http:///`) is never removed. Else no fix is
 * offered: the port is still reported, and the user decides.
 * What precedes the port may read as a placeholder once the port is gone (`http://%t:80` becomes `http://%t`, a
 * printf conversion ending the URL): then the fix is offered, but not safe.
 * The ":" must be the port's in every reading, or removing it deletes a character of something else: a file URL has
 * no port (RFC 1738 3.10), and its ":" after the host is a drive letter's (`file://C:/Users`, RFC 8089 Appendix E.2)
 * or part of a name; and a browser (WHATWG URL) ends the authority at "?", "#" and a backslash, so in
 * `http://h\a:/b` the ":" is the path's and in `file://h?a:/b` the query's. Then no fix is offered.
 * A port that is a number is dropped by a program only where the program knows it as the scheme's default: a WHATWG
 * parser knows those of its special schemes (URL Standard, "default port"), nothing else's, so `telnet://h:23` and
 * `telnet://h` give a program port "23" and "" (RFC 1738 3.8 makes them the same resource, but the program must know
 * that). There the fix is offered, not safe.
 * A host with a character no host name holds (outside a placeholder) is not read as a host by every reader, nor the
 * ":" after it as the port's: in a comment's `telnet://\`:/\`r` the backticks are code, and without the ":" they
 * hold `/`, a shell command, so the fix would be unsafe until fix-all encoded the second "`" and safe after, and a
 * second run would remove what the first left. There too the fix is offered, not safe; and after a scheme a program
 * cannot read (`<URL:p\ospero://C:>`, `-ttp://`: RFC 3986 and WHATWG URL want a letter first and only letters,
 * digits, "+", "-" and "."), where no reading of the rest is sure.
 */
export function removePortFix(ctx: RuleContext, colon: number, end: number, title: string): UrlFix[] {
  const url = ctx.url;
  if (ctx.parsed.grammar === 'file' || !portInEveryReading(ctx, colon)) return [];
  if (url.charCodeAt(colon - 1) === 0x2f || (end === url.length && !endsCleanly(url.slice(0, colon)))) return [];
  const scheme = ctx.part('scheme');
  const keepsPlaceholders = ctx.placeholders.sameAs(findPlaceholders(url.slice(0, colon) + url.slice(end), scheme ? scheme.end + 1 : 0));
  const port = url.slice(colon + 1, end);
  const safe = keepsPlaceholders && hostOfNameCharacters(ctx) && readsScheme(ctx.parsed.scheme) && (port === '' || WHATWG_DEFAULT_PORTS.get(ctx.parsed.scheme) === Number(port)) && !standsAlone(ctx, colon, end);
  return [{ title, edits: [{ start: colon, end, newText: '' }], safe }];
}

/**
 * Whether the port and its ":" stand alone between two of a wrapper's removed whitespace runs (`<URLhttps://h` /
 * `   .example` / `   :` / `\t/p>`): removed, they leave a blank line, and a blank line ends a plain wrapper
 * (find/wrapper.ts), so the URL would be lost (found by the attack scripts' fuzz.mjs).
 */
function standsAlone(ctx: RuleContext, colon: number, end: number): boolean {
  const { offsets, whitespace } = ctx.locator;
  if (whitespace.length === 0) return false;
  const from = offsets[colon]!;
  const to = offsets[end - 1]! + 1;
  return whitespace.some((w) => w.end === from) && whitespace.some((w) => w.start === to);
}

/** Whether a program reads the scheme as one (RFC 3986 section 3.1: a letter, then letters, digits, "+", "-", "."). */
function readsScheme(name: string): boolean {
  const first = name.charCodeAt(0);
  return schemeName(name) && ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7a);
}

/** Whether the host holds only letters, digits, "-", ".", "_", escapes and non-ASCII characters, or placeholders. */
function hostOfNameCharacters(ctx: RuleContext): boolean {
  const host = ctx.host?.part ?? ctx.part('host');
  if (host === undefined) return true;
  for (let i = host.start; i < host.end; i++) {
    const c = ctx.url.charCodeAt(i);
    if (isAlphaDigit(c) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x25 || c > 0x7f) continue;
    if (!ctx.placeholders.none && ctx.placeholders.touches(i, i + 1)) continue;
    return false;
  }
  return true;
}

/** The default ports a WHATWG URL parser drops (URL Standard, "special scheme"; a file URL has no port). */
const WHATWG_DEFAULT_PORTS = new Map([
  ['http', 80],
  ['https', 443],
  ['ws', 80],
  ['wss', 443],
  ['ftp', 21],
]);

/**
 * Whether nothing between the authority's start and the port's ":" ends an authority for some reader (see
 * removePortFix): from the "//", not the host, since a "?" before an "@" (`ftp://u?@h:21`) makes the rest a query.
 * A backslash ends it only in a special scheme; elsewhere it is text that fix-all may encode in the same pass, and a
 * port kept for it would be removed by the next run (`<URL:x://\@o:>`).
 */
function portInEveryReading(ctx: RuleContext, colon: number): boolean {
  const url = ctx.url;
  const slashes = url.indexOf('//');
  const host = ctx.host?.part ?? ctx.part('host');
  const special = isSpecialScheme(ctx.parsed.scheme);
  const from = slashes >= 0 && slashes < colon ? slashes + 2 : host ? host.start : colon;
  for (let i = from; i < colon; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3f || c === 0x23 || (c === 0x5c && special)) return false;
  }
  return true;
}

/**
 * Whether the text ends in a character that stays a URL's last in any text: not punctuation the finder drops from
 * a URL's end in some context (TRAIL, EMPHASIS), not one that ends a URL in some context, and not a "-", which
 * before a line break marks a hyphenated URL.
 */
function endsCleanly(text: string): boolean {
  if (text.length === 0) return false;
  const c = text.charCodeAt(text.length - 1);
  return c !== 0x2d && (charClass(c) & (TRAIL | EMPHASIS | END | PIPE | TICK)) === 0;
}
