import { charClass, EMPHASIS, END, PIPE, TICK, TRAIL } from '../find/chars';
import type { RuleContext, UrlFix } from '../rules/rule';
import { asciiHost } from './host-name';
import { nextToPlaceholder } from './placeholder-edge';
import { findPlaceholders } from '../template/placeholders';

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
 */
export function removePortFix(ctx: RuleContext, colon: number, end: number, title: string): UrlFix[] {
  const url = ctx.url;
  if (url.charCodeAt(colon - 1) === 0x2f || (end === url.length && !endsCleanly(textBefore(ctx, colon)))) return [];
  const scheme = ctx.part('scheme');
  const after = findPlaceholders(url.slice(0, colon) + url.slice(end), scheme ? scheme.end + 1 : 0);
  const safe = after.pattern === ctx.placeholders.pattern && after.spans.length === ctx.placeholders.spans.length;
  return [{ title, edits: [{ start: colon, end, newText: '' }], safe }];
}

/**
 * The URL before its port as fix-all leaves it: with the host in its "xn--" form when host-non-ascii converts it,
 * so that a port is removed in the same run as the host is fixed or in none (`ftp://€:21`).
 */
function textBefore(ctx: RuleContext, colon: number): string {
  const host = ctx.host?.part;
  const ascii = host && host.end === colon && !nextToPlaceholder(ctx.placeholders, host.start, host.end) ? asciiHost(ctx) : undefined;
  return ascii !== undefined && host ? ctx.url.slice(0, host.start) + ascii : ctx.url.slice(0, colon);
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
