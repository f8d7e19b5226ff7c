/**
 * RFC 1738 3.8, TELNET. Section 5:
 *
 *   telneturl = "telnet://" login [ "/" ]
 *
 * "The final "/" character may be omitted" (3.8), and nothing may follow it: `telnet-invalid-path`.
 */
import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';

/** Whatever follows the "/" is a path telneturl does not have; it becomes a part for the rule to report. */
export function afterSlash(_url: string, parts: PartList, start: number, end: number): void {
  if (start < end) parts.add('path', start, end);
}

export const telnet: SchemeGrammar = {
  url: 'telneturl',
  urlpath: afterSlash,
  production(part: Part): Production | undefined {
    return part.name === 'path' ? 'telneturl' : undefined;
  },
};
