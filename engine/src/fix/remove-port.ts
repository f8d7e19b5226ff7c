import type { RuleContext, UrlFix } from '../rules/rule';
import { findPlaceholders } from '../template/placeholders';

/**
 * The fix that removes a port and its ":" (url[colon, end)), when that leaves the URL found as it was. Removing
 * the URL's last characters makes the one before them its new end, and text reads a URL's end differently from
 * its middle: a "." or "," there ends the sentence (`https://a.:443` would become `https://a` and a "."), a "-"
 * before a line break is a hyphenated word, and `HTTP://:80` would become `http://`, a scheme mentioned in prose,
 * no URL at all. So at the end only a letter or digit (any script) or the "]" of an IP literal may be left last;
 * and a port with no host before it (`HTTP://:80/`, which would become `http:///`) is never removed. Else no fix is
 * offered: the port is still reported, and the user decides.
 * What precedes the port may read as a placeholder once the port is gone (`http://%t:80` becomes `http://%t`, a
 * printf conversion ending the URL): then the fix is offered, but not safe.
 */
export function removePortFix(ctx: RuleContext, colon: number, end: number, title: string): UrlFix[] {
  const url = ctx.url;
  if (url.charCodeAt(colon - 1) === 0x2f || (end === url.length && !endsCleanly(url, colon))) return [];
  const scheme = ctx.part('scheme');
  const after = findPlaceholders(url.slice(0, colon) + url.slice(end), scheme ? scheme.end + 1 : 0);
  const safe = after.pattern === ctx.placeholders.pattern && after.spans.length === ctx.placeholders.spans.length;
  return [{ title, edits: [{ start: colon, end, newText: '' }], safe }];
}

/** Whether url[0, at) ends in a character that ends a URL in any text: a letter, a digit, or "]" (a literal's). */
function endsCleanly(url: string, at: number): boolean {
  if (at === 0) return false;
  const c = url.charCodeAt(at - 1);
  if (c === 0x5d) return true;
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  const start = (c & 0xfc00) === 0xdc00 && at >= 2 ? at - 2 : at - 1;
  return /^[\p{L}\p{N}]$/u.test(url.slice(start, at));
}
