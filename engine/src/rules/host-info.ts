import type { Part } from '../types';

/**
 * RFC 1738 section 5:
 *   host        = hostname | hostnumber
 *   hostname    = *[ domainlabel "." ] toplabel
 *   hostnumber  = digits "." digits "." digits "." digits
 * "The rightmost domain label will never start with a digit, though, which syntactically distinguishes all
 * domain names from the IP addresses" (3.1). So a host of only digits and dots is a hostnumber.
 * An empty host (file:///path) has kind "name" and one empty label; the label rules leave it to `host-missing`.
 */
export interface HostInfo {
  part: Part;
  kind: 'name' | 'number';
  nonAscii: boolean;
  /** Labels with URL offsets. */
  labels: Array<{ start: number; end: number; raw: string }>;
}

export function analyzeHost(part: Part): HostInfo {
  const { raw, start } = part;
  let onlyDigitsAndDots = raw.length > 0;
  let nonAscii = false;
  const labels: HostInfo['labels'] = [];
  let from = 0;
  for (let i = 0; i <= raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (i === raw.length || c === 0x2e) {
      labels.push({ start: start + from, end: start + i, raw: raw.slice(from, i) });
      from = i + 1;
      continue;
    }
    if (c > 0x7f) nonAscii = true;
    if (c < 0x30 || c > 0x39) onlyDigitsAndDots = false;
  }
  return { part, kind: onlyDigitsAndDots ? 'number' : 'name', nonAscii, labels };
}
