/**
 * RFC 1738 3.7, NNTP. Section 5:
 *
 *   nntpurl = "nntp://" hostport "/" group [ "/" digits ]
 *   group   = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]      (news.ts)
 *
 * Checked by `nntp-invalid` (group, digits) and the login rules (hostport).
 */
import type { Production } from '../grammar/productions';
import { indexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';
export { group } from './news';

/** group [ "/" digits ] */
export function groupAndNumber(url: string, parts: PartList, start: number, end: number): void {
  const slash = indexOfIn(url, '/', start, end);
  parts.add('group', start, slash >= 0 ? slash : end);
  if (slash >= 0) parts.add('article-number', slash + 1, end);
}

export const nntp: SchemeGrammar = {
  url: 'nntpurl',
  urlpath(url, parts, start, end, slash) {
    if (slash) groupAndNumber(url, parts, start, end);
  },
  production(part: Part): Production | undefined {
    if (part.name === 'group') return 'group';
    if (part.name === 'article-number') return 'digits';
    return undefined;
  },
};
