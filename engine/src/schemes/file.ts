/**
 * RFC 1738 3.10, FILES. Section 5:
 *
 *   fileurl = "file://" [ host | "localhost" ] "/" fpath
 *   fpath   = fsegment *[ "/" fsegment ]                      (ftp.ts)
 *
 * Checked by `file-invalid-host` (no login, no port, the "/" before fpath), `file-invalid-path` (fsegment) and the
 * host rules (host; it may be empty: "file:///etc/hosts").
 */
import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';
import type { SchemeGrammar } from './scheme';
export { fsegment } from './ftp';

/** fpath, as one part (its segments: `pathSegments`). No ";type=": that is ftp's. */
export function fpath(_url: string, parts: PartList, start: number, end: number): void {
  parts.add('path', start, end);
}

export const file: SchemeGrammar = {
  url: 'fileurl',
  urlpath(url, parts, start, end, slash) {
    if (slash) fpath(url, parts, start, end);
  },
  production(part: Part): Production | undefined {
    return part.name === 'path' ? 'fsegment' : undefined;
  },
};
