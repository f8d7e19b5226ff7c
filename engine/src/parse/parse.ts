import type { ParsedUrl } from '../types';

/** Parses one URL (no wrapper, no whitespace) by its scheme's grammar. Never throws. (stub) */
export function parseUrl(url: string): ParsedUrl {
  const colon = url.indexOf(':');
  const scheme = url.slice(0, Math.max(colon, 0)).toLowerCase();
  return { url, scheme, grammar: 'generic', section: '5', parts: [] };
}
