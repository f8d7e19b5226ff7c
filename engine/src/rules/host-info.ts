import { isAlphaDigit, isDigit } from '../grammar/chars';
import { isIpLiteral } from '../parse/ip-literal';
import type { Part } from '../types';

/**
 * RFC 1738 section 5:
 *   host        = hostname | hostnumber
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   hostnumber  = digits "." digits "." digits "." digits
 * "The rightmost domain label will never start with a digit, though, which syntactically distinguishes all
 * domain names from the IP addresses" (3.1). So a host of only digits and dots is a hostnumber.
 * An empty host (file:///path) has kind "name" and one empty label; the label rules leave it to `host-missing`.
 * A host that opens with "[" is an IP literal (kind "ipv6": RFC 2732, RFC 3986 3.2.2), which RFC 1738 does not
 * have; only the IP literal rules look at it, the name and number rules never do.
 */
export interface HostInfo {
  part: Part;
  kind: 'name' | 'number' | 'ipv6';
  nonAscii: boolean;
  /**
   * True when the host is a well-formed name or number, decided in the same pass that splits it, so the
   * host rules (which only look for problems) are skipped for the vast majority of URLs. Never true for an IP
   * literal, which even well formed is something to report (`host-ip-literal`).
   */
  wellFormed: boolean;
  /** For kind "ipv6": whether the literal is well formed (RFC 3986's IP-literal). */
  literalValid: boolean;
  /** Labels with URL offsets; left empty for a well-formed host, which no host rule looks at. */
  labels: Array<{ start: number; end: number; raw: string }>;
}

const MAX_LABEL = 63;
const MAX_NAME = 255;

export function analyzeHost(part: Part): HostInfo {
  const { raw } = part;
  if (raw.charCodeAt(0) === 0x5b) return { part, kind: 'ipv6', nonAscii: false, wellFormed: false, literalValid: isIpLiteral(raw), labels: [] };
  let onlyDigitsAndDots = raw.length > 0;
  let nonAscii = false;
  let labelsOk = raw.length > 0 && raw.length <= MAX_NAME;
  let from = 0;
  let topStart = 0;
  let labelCount = 0;
  // First pass: classify without allocating, since most hosts are well formed and need no labels at all.
  for (let i = 0; i <= raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (i === raw.length || c === 0x2e) {
      const len = i - from;
      if (len === 0 || len > MAX_LABEL || raw.charCodeAt(from) === 0x2d || raw.charCodeAt(i - 1) === 0x2d) labelsOk = false;
      labelCount++;
      topStart = from;
      from = i + 1;
      continue;
    }
    if (c > 0x7f) nonAscii = true;
    if (!isAlphaDigit(c) && c !== 0x2d) labelsOk = false;
    if (!isDigit(c)) onlyDigitsAndDots = false;
  }
  const kind = onlyDigitsAndDots ? 'number' : 'name';
  const wellFormed = kind === 'number' ? labelCount === 4 && octetsOk(raw) : labelsOk && !isDigit(raw.charCodeAt(topStart));
  return { part, kind, nonAscii, wellFormed, literalValid: false, labels: wellFormed ? [] : splitLabels(part) };
}

function octetsOk(raw: string): boolean {
  return raw.split('.').every((n) => n.length > 0 && n.length <= 3 && Number(n) <= 255);
}

function splitLabels(part: Part): HostInfo['labels'] {
  const labels: HostInfo['labels'] = [];
  let from = 0;
  for (let i = 0; i <= part.raw.length; i++) {
    if (i < part.raw.length && part.raw.charCodeAt(i) !== 0x2e) continue;
    labels.push({ start: part.start + from, end: part.start + i, raw: part.raw.slice(from, i) });
    from = i + 1;
  }
  return labels;
}
