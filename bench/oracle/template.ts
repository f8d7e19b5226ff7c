/**
 * What the engine reads as a template placeholder or a regular expression (engine/src/placeholder/): it reports
 * nothing inside one, so a mutant whose break lands there would prove nothing. The generators avoid these by
 * construction; this conservative check (it may reject more than the engine reads) catches what slips through,
 * and the mutant is generated anew.
 */
import { HEX } from './chars';

const isHex = (c: string | undefined): boolean => c !== undefined && HEX.includes(c);
/** Where section 3.1's authority ends. */
const endsAuthority = (c: string | undefined): boolean => c === undefined || c === '/' || c === '?' || c === '#';

const isAlnum = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Whether a printf conversion starts at the "%" at url[i]: flags, width, precision, length, a conversion letter. */
function isPrintf(url: string, i: number): boolean {
  let j = i + 1;
  while ('-+#0'.includes(url[j] ?? ' ')) j++;
  while (/[0-9]/.test(url[j] ?? ' ')) j++;
  if (url[j] === '.') j++;
  while (/[0-9]/.test(url[j] ?? ' ')) j++;
  while ('hlLz'.includes(url[j] ?? ' ')) j++;
  return 'diouxXeEfFgGaAcs'.includes(url[j] ?? ' ') && !isAlnum(url[j + 1]);
}

export function looksLikeTemplate(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const c = url.charAt(i);
    const next = url[i + 1];
    if ('{}<>[]\\\u2026'.includes(c)) return true;
    if (c === '$' && (next === undefined || /[A-Za-z_({1-9]/.test(next))) return true; // a variable, a positional, an end anchor
    if (c === '%' && next !== undefined) {
      // printf ("%s", "%-5d"; "%09d" too, width 9, though "%09" is an escape), git's "%H", Ruby's "%{x}", Python's "%(x)s".
      // Percent variables, even where the name starts like an escape: Windows's `%name%` (three letters or "_" at
      // least, then "%"), a test harness's `%NAME` (three upper-case letters).
      if (/^%[A-Za-z_]{3,}%/.test(url.slice(i, i + 64)) || /^%[A-Z]{3}/.test(url.slice(i, i + 4))) return true;
      if (isHex(next) && isHex(url[i + 2]) && next !== '0' && next !== '1') continue;
      if (isPrintf(url, i) || 'HhTtPp{('.includes(next) || ((next === 'a' || next === 'c') && 'nN'.includes(url[i + 2] ?? ' '))) return true;
    }
    if (c === '.' && (next === '*' || next === '+' || (next === '.' && url[i + 2] === '.'))) return true;
    if (c === '(' && next === '?') return true;
  }
  const start = url.indexOf('//');
  if (start < 0 || start !== url.indexOf(':') + 1) return false;
  let end = start + 2;
  while (!endsAuthority(url[end])) end++;
  const authority = url.slice(start + 2, end);
  if (authority.startsWith('(') || authority.includes('*')) return true;
  // An upper-case identifier label ("API_HOST"), or a port that is a word (":port").
  for (const label of authority.split(/[.@:]/)) if (label.includes('_') && /^[A-Z][A-Z0-9_]*$/.test(label)) return true;
  const colon = authority.lastIndexOf(':');
  return colon >= 0 && /^[A-Za-z_]+$/.test(authority.slice(colon + 1));
}
