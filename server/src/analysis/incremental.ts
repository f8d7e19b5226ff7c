import type { RecordList } from './record-list';
import type { UrlRecord } from './records';
import type { Region } from './region';

/**
 * The URLs of the new text: the old ones before the region as they were, the region's checked again (`check`), the
 * old ones after it moved by the edit's length. Correct when no URL crosses the region's ends (regionOf). The list is
 * changed in place and returned: the old analysis it belonged to ends with this edit (see shiftRecord). The URLs
 * after the region are moved by whole blocks (RecordList.splice): a keystroke costs the same near the top of a
 * document of 10,000 URLs as at its end.
 */
export function relint(urls: RecordList, region: Region, check: (region: Region) => UrlRecord[]): RecordList {
  const before = urls.firstFrom(region.start);
  const after = urls.firstFrom(region.oldEnd);
  urls.splice(before, after, check(region), region.end - region.oldEnd);
  return urls;
}
