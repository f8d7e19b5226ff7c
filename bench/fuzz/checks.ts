/**
 * The properties every input must keep (the "Fixes" guarantees): the engine never throws, every offset lies in
 * the text, fix-all is a fixpoint (a second run changes nothing, no safe-fixable problem is left), a fix changes
 * neither which URLs are found nor where they end, creates no new problem, turns no URL into text that is no
 * longer a URL, and no fix rewrites ill-formed UTF-16 (a lone surrogate has no octets to encode). No range an editor
 * is given (diagnostic, fix edit, link, hover) starts or ends between the two halves of a surrogate pair, and no
 * fix changes what a WHATWG URL parser (Node's `new URL`) reads beyond the characters the fix encodes.
 */
import { domainToASCII } from 'node:url';
import { applyEdits, fixAllEdits, lintText, type LintResult, type TextEdit } from '../../engine/src';
import type { FuzzInput } from './documents';

export const FAILURE_KINDS = [
  'exception',
  'offset-outside-text',
  'fix-on-ill-formed-utf16',
  'not-idempotent',
  'safe-fix-left',
  'url-lost',
  'urls-changed',
  'new-problem',
  'split-character',
  'meaning-changed',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** What checking one input found: the failure kinds, and how much was exercised. */
export interface CheckResult {
  failures: FailureKind[];
  urls: number;
  diagnostics: number;
  edits: number;
}

const lint = (input: FuzzInput, text: string): LintResult => lintText(text, { documentType: input.type, preset: input.preset });

const isLoneSurrogate = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) return (s.charCodeAt(i + 1) & 0xfc00) !== 0xdc00;
  if (c >= 0xdc00 && c <= 0xdfff) return i === 0 || (s.charCodeAt(i - 1) & 0xfc00) !== 0xd800;
  return false;
};

function hasLoneSurrogate(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (isLoneSurrogate(s, i)) return true;
  return false;
}

function offsetsInside(result: LintResult, length: number): boolean {
  const inside = (start: number, end: number): boolean => start >= 0 && start <= end && end <= length;
  for (const d of result.diagnostics) {
    if (!inside(d.start, d.end) || !inside(d.url.start, d.url.end)) return false;
    for (const f of d.fixes) for (const e of f.edits) if (!inside(e.start, e.end)) return false;
  }
  for (const u of result.urls) {
    const { start, end, url, offsets } = u.locator;
    if (!inside(start, end)) return false;
    for (let i = 0; i <= url.length; i++) if (offsets[i]! < start || offsets[i]! > end) return false;
    for (const p of u.parsed.parts) if (p.start < 0 || p.start > p.end || p.end > url.length) return false;
  }
  return true;
}

/** Whether `offset` falls between a high and a low surrogate: a range edge there splits one character in two. */
function splits(s: string, offset: number): boolean {
  return offset > 0 && offset < s.length && (s.charCodeAt(offset - 1) & 0xfc00) === 0xd800 && (s.charCodeAt(offset) & 0xfc00) === 0xdc00;
}

/** Every range an editor gets from this result: diagnostics, fix edits, links (the URL itself), hovers (its whole span). */
function splitsCharacter(result: LintResult, text: string): boolean {
  const split = (start: number, end: number) => splits(text, start) || splits(text, end);
  for (const d of result.diagnostics) {
    if (split(d.start, d.end)) return true;
    for (const f of d.fixes) for (const e of f.edits) if (split(e.start, e.end)) return true;
  }
  for (const u of result.urls) {
    const { start, end, url, offsets } = u.locator;
    if (split(start, end) || split(offsets[0]!, offsets[url.length]!)) return true;
  }
  return false;
}

const WHATWG_FIELDS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/**
 * A URL field with percent-encoding made canonical, so that a character and its encoding compare equal: ASCII
 * escapes decoded, everything else written as upper-case escapes of its UTF-8 octets. What remains different is a
 * change of meaning.
 */
function canonical(field: string): string {
  const decoded = field.replace(/%([0-9A-Fa-f]{2})/g, (m, hex: string) => {
    const c = parseInt(hex, 16);
    return c < 0x80 ? String.fromCharCode(c) : m.toUpperCase();
  });
  return decoded.replace(/[\u0080-\uffff]+/g, (run) => {
    try {
      return encodeURIComponent(run);
    } catch {
      return run; // a lone surrogate: no octets
    }
  });
}

/**
 * A WHATWG parse, or undefined. Not `URL.canParse`: on Node 20 its fast path (taken once V8 optimises the caller)
 * reads a one-byte string as UTF-8, so `URL.canParse('https://\u00df')` turns false after some thousand calls
 * (measured on Node 20.20.2: false from the 7,133rd call on), and a fix that kept the URL counted as a change.
 */
function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether fixing changed what a WHATWG parser reads: a URL it parsed before that it no longer parses, or a field
 * that differs beyond encoding. A URL it could not parse before is not judged (the parser has no meaning to keep).
 */
export function meaningChanged(before: string, after: string): boolean {
  if (before === after) return false;
  const a = parse(before);
  if (!a) return false;
  const b = parse(after);
  if (!b) return true;
  return WHATWG_FIELDS.some((f) => (f === 'hostname' ? hostKey(a) !== hostKey(b) : canonical(a[f]) !== canonical(b[f])));
}

/** Schemes whose host the WHATWG parser maps with UTS #46 itself (URL Standard, "special scheme"). */
const SPECIAL = new Set(['http:', 'https:', 'ftp:', 'ws:', 'wss:', 'file:']);

/**
 * Every escape decoded in one pass (an escape a decoding makes, `%2541` to `%41`, stays text), a run of escapes as
 * UTF-8 where it is valid, else escape by escape: ASCII octets decoded, others kept as upper-case escapes.
 */
function decodeEscapes(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (m, hex: string) => (parseInt(hex, 16) < 0x80 ? String.fromCharCode(parseInt(hex, 16)) : m.toUpperCase()));
    }
  });
}

/**
 * A host as DNS will look it up. For other schemes (nntp, telnet, gopher...) the parser keeps an opaque host, its
 * non-ASCII characters percent-encoded; mapped here as for a special scheme, so `nntp://€` and its `xn--` form agree,
 * and decoded whatever else it holds, so a "%" and its encoding "%25" agree (`telnet://W%` and `telnet://W%25`).
 */
function hostKey(u: URL): string {
  if (SPECIAL.has(u.protocol)) return u.hostname;
  // Label by label: the whole name fails UTS #46 when it ends in a number (`€.1`), which an opaque host may.
  return decodeEscapes(u.hostname)
    .split('.')
    .map((label) => domainToASCII(label) || label.toLowerCase())
    .join('.');
}

/**
 * A document offset before the edits to the same place after them. Edits are sorted and disjoint (fixAllEdits);
 * one that ends at or before the offset shifts it by its change in length. A URL's start maps with the edits
 * before it (an edit at its first character keeps the start), its end with every edit up to it.
 */
export function mapOffset(edits: readonly TextEdit[], offset: number, isEnd: boolean): number {
  let shift = 0;
  for (const e of edits) {
    if (isEnd ? e.end > offset : e.end > offset || e.start >= offset) break;
    shift += e.newText.length - (e.end - e.start);
  }
  return offset + shift;
}

/** Each URL's rule codes, counted: a fix may remove problems, never add one. */
function codeCounts(result: LintResult, urlIndex: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of result.urls[urlIndex]!.diagnostics) counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  return counts;
}

/** Checks one input; a failure kind is listed at most once. */
export function check(input: FuzzInput): CheckResult {
  const failures = new Set<FailureKind>();
  const result: CheckResult = { failures: [], urls: 0, diagnostics: 0, edits: 0 };
  try {
    const { text } = input;
    const before = lint(input, text);
    result.urls = before.urls.length;
    result.diagnostics = before.diagnostics.length;
    if (!offsetsInside(before, text.length)) failures.add('offset-outside-text');
    if (splitsCharacter(before, text)) failures.add('split-character');
    for (const d of before.diagnostics) {
      for (const f of d.fixes) {
        if (f.edits.some((e) => hasLoneSurrogate(text, e.start, e.end) || hasLoneSurrogate(e.newText, 0, e.newText.length))) failures.add('fix-on-ill-formed-utf16');
      }
    }
    const edits = fixAllEdits(before.diagnostics);
    result.edits = edits.length;
    if (edits.length === 0) return finish(result, failures);
    const fixed = applyEdits(text, edits);
    const after = lint(input, fixed);
    if (!offsetsInside(after, fixed.length)) failures.add('offset-outside-text');
    if (splitsCharacter(after, fixed)) failures.add('split-character');
    if (after.diagnostics.some((d) => d.fixes.some((f) => f.safe))) failures.add('safe-fix-left');
    if (applyEdits(fixed, fixAllEdits(after.diagnostics)) !== fixed) failures.add('not-idempotent');

    const afterSpans = new Map<string, number>();
    after.urls.forEach((u, i) => afterSpans.set(`${u.locator.start}:${u.locator.end}`, i));
    const afterStarts = new Set(after.urls.map((u) => u.locator.start));
    let matched = 0;
    before.urls.forEach((u, i) => {
      const start = mapOffset(edits, u.locator.start, false);
      const j = afterSpans.get(`${start}:${mapOffset(edits, u.locator.end, true)}`);
      if (j === undefined) {
        failures.add(afterStarts.has(start) ? 'urls-changed' : u.diagnostics.some((d) => d.severity === 'error') ? 'url-lost' : 'urls-changed');
        return;
      }
      matched++;
      if (meaningChanged(u.locator.url, after.urls[j]!.locator.url)) failures.add('meaning-changed');
      const was = codeCounts(before, i);
      for (const [code, n] of codeCounts(after, j)) if (n > (was.get(code) ?? 0)) failures.add('new-problem');
    });
    if (matched !== after.urls.length) failures.add('urls-changed');
  } catch {
    failures.add('exception');
  }
  return finish(result, failures);
}

function finish(result: CheckResult, failures: Set<FailureKind>): CheckResult {
  result.failures = [...failures];
  return result;
}
