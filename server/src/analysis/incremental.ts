import type { Region } from './region';
import { type UrlRecord, firstUrlFrom, shiftRecord } from './records';

/**
 * The URLs of the new text: the old ones before the region as they were, the region's checked again (`check`), the
 * old ones after it moved by the edit's length. Correct when no URL crosses the region's ends (regionOf).
 */
export function relint(urls: readonly UrlRecord[], region: Region, check: (region: Region) => UrlRecord[]): UrlRecord[] {
  const delta = region.end - region.oldEnd;
  const before = firstUrlFrom(urls, region.start);
  const after = firstUrlFrom(urls, region.oldEnd);
  const out = urls.slice(0, before);
  for (const r of check(region)) out.push(r);
  for (let i = after; i < urls.length; i++) out.push(shiftRecord(urls[i]!, delta));
  return out;
}
