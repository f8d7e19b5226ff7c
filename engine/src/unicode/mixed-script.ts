import { idnaMap } from './idna-mapping';
import { isSingleScript } from './scripts';

/**
 * The labels of a host name that mix scripts (UTS #39 5.1's single-script test, on each label as UTS #46 maps it:
 * `pаypal` with a Cyrillic "а", not `bücher` or `日本語`), as offsets [start, end) of the host as written. One label
 * at a time, because a name's labels often differ in script (`測試.com`, `пример.рф`). Labels that are ASCII as
 * written are Latin and digits, single-script; a label with a disallowed code point is left to the host rules.
 */
export function mixedScriptLabels(host: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const written of host.split('.')) {
    const end = start + written.length;
    if (/[^\p{ASCII}]/u.test(written)) {
      const mapped = idnaMap(written);
      if (mapped !== undefined && mapped.split('.').some((label) => !isSingleScript(label))) found.push({ start, end });
    }
    start = end + 1;
  }
  return found;
}
