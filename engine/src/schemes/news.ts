/**
 * RFC 1738 3.6, NEWS. Section 5:
 *
 *   newsurl   = "news:" grouppart
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 *
 * "A message identifier may be distinguished from a news group name by the presence of the commercial at" (3.6).
 * Checked by `news-invalid` (group, article) and the host rules (the article's host).
 */
import { isAlpha, isAlphaDigit, reservedOutside, reservedSet } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { lastIndexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** grouppart = "*" | group | article: an article when it holds "@" (its last one starts the host). */
export function grouppart(url: string, parts: PartList, start: number, end: number): void {
  const at = lastIndexOfIn(url, '@', start, end);
  if (at < 0) {
    parts.add('group', start, end);
    return;
  }
  parts.add('article', start, end);
  parts.add('host', at + 1, end);
}

/**
 * group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]: the offset of the first character that breaks it, or
 * -1. An empty group breaks it at its start. (nntp's group is the same production: see nntp.ts.)
 */
export function group(s: string, start: number, end: number): number {
  if (end <= start || !isAlpha(s.charCodeAt(start))) return start;
  for (let i = start + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!isAlphaDigit(c) && c !== 0x2d && c !== 0x2e && c !== 0x2b && c !== 0x5f) return i;
  }
  return -1;
}

const ARTICLE = reservedSet(';/?:&=');

/**
 * article's unique part, url[start, end) before the "@" that starts the host: 1*[ uchar | ";" | "/" | "?" | ":" |
 * "&" | "=" ]. Returns the offsets of the reserved characters it leaves out (an earlier "@"), or [] when it is
 * empty (it needs one character at least), or undefined when it is fine.
 */
export function article(url: string, start: number, end: number): number[] | undefined {
  if (end <= start) return [];
  return reservedOutside(url, start, end, ARTICLE);
}

export const news: SchemeGrammar = {
  url: 'newsurl',
  urlpath: grouppart,
  production(part: Part, at: number): Production | undefined {
    if (part.name === 'group') return 'group';
    if (part.name === 'article') return 'article';
    return part.name === 'host' && at >= part.start ? 'host' : undefined;
  },
};
