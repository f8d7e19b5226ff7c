import type { Notable } from '../scan/notable';
import type { RuleContext } from '../rules/rule';
import { changesBrowserReading } from './browser-reading';
import { isEastAsianLetter } from '../find/chars';
import { scheme as schemeName } from '../grammar/scheme-name';

const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;

const PERCENT = 0x25;

const MAX_PASSES = 8;

const isBracket = (c: number): boolean => c === OPEN_SQUARE || c === CLOSE_SQUARE || c === OPEN_CURLY || c === CLOSE_CURLY;

/** What one URL's encoding fixes depend on: the characters whose encoding is not safe, and its notables by offset. */
interface Analysis {
  risky: Set<number>;
  notableAt: Map<number, Notable>;
  /** Whether fix-all encodes non-ASCII characters: only in `strict` (RFC 3987 allows them as written). */
  encodesNonAscii: boolean;
}

// One analysis per URL checked, shared by the rules that build fixes; dropped with the URL's context.
const analyses = new WeakMap<RuleContext, Analysis>();

/**
 * Whether fix-all may percent-encode url[start, end) (or write "%25" for a "%") without looking: the edit must
 * change that character and nothing else, and in a bare URL its neighbours decide where the URL ends and what is
 * a placeholder. Not safe:
 * - next to a placeholder (see Placeholders.nextTo), which the character may start or end;
 * - a bracket whose partner stays as it is: a bare URL runs to a closing bracket with no opening one inside it
 *   (`(see http://x/a)`), so encoding "]" but not its "[" (in the host, which the host rules own, or at a
 *   placeholder) lets a "]" after the URL join it (`http://[/]]` became `http://[/%5D]`), and encoding "[" alone
 *   makes the URL end at its "]"; and an opener nothing closes before another such opener that stays;
 * - right before a Hangul, kana or CJK letter that stays: a bare URL ends at such a letter glued to an ASCII letter
 *   or digit (a Korean particle after the URL), and every escape ends in a hex digit (`file:///[뚬` would end
 *   before "뚬" once "[" is "%5B").
 * - one of a run of the same character (a Markdown code span's "``") whose other members stay: markup reads a
 *   run as a whole, so a run is encoded all at once or not at all;
 * - one of a run of adjacent characters of one kind (one diagnostic, one fix: rules/characters/character-rule.ts)
 *   whose other members are not safe: the run's fix is then not safe either, so this character stays too, and a
 *   bracket's partner must know it (in `file:///[e]` followed by a backtick glued to "봊", the backtick
 *   kept "]" and itself as they were, and "[" alone was encoded, cutting the URL at "e").
 * - a "%" that a browser reads as an escape: it drops every tab and line break in a URL (WHATWG URL, "remove all
 *   ASCII tab or newline"), so `%\t32` is %32 to it, and %25 would make it "%32" as text.
 * - in the scheme, or anywhere in a URL without a valid one: RFC 1738 2.1 writes a scheme with "lower case letters
 *   "a"--"z", digits, and the characters plus ("+"), period ("."), and hyphen ("-")", and no escape, so an encoded
 *   character there makes other text, not the same URL (`<URL:\-a>` in an INI value became `%5C-a`, no wrapped URL,
 *   and the whole value was read instead); and without a scheme nothing says what the text means
 *   (`<url:␟file:\>`, whose "scheme" starts with a control character);
 * Each is still offered; the user decides. Wrapped URLs end at their ">", so only placeholders matter there.
 */
export function encodingSafe(ctx: RuleContext, start: number, end: number): boolean {
  if (ctx.placeholders.nextTo(start, end)) return false;
  const scheme = ctx.part('scheme');
  if (scheme === undefined || start < scheme.end || !schemeName(scheme.raw)) return false;
  if (ctx.url.charCodeAt(start) === PERCENT && escapeOnceBreaksDropped(ctx.url, end)) return false;
  if (ctx.locator.kind !== 'bare') return true;
  const analysis = analyze(ctx);
  return !analysis.risky.has(start) && !gluesToLetter(ctx.url, end, analysis);
}

function analyze(ctx: RuleContext): Analysis {
  let analysis = analyses.get(ctx);
  if (analysis) return analysis;
  analysis = { risky: new Set(), notableAt: new Map(), encodesNonAscii: ctx.preset === 'strict' };
  analyses.set(ctx, analysis);
  const { url, notable } = ctx;
  for (const n of notable) {
    analysis.notableAt.set(n.start, n);
    // What stays whatever its neighbours do: next to a placeholder, read by a browser as more than itself
    // (encode.ts), or a lone surrogate, which has no octets to encode.
    if (ctx.placeholders.nextTo(n.start, n.end) || changesBrowserReading(ctx, n.start) || isLoneSurrogate(url, n.start)) analysis.risky.add(n.start);
  }
  // Each pass only adds to `risky`, so this ends: a bracket made risky makes its partner risky, and that one its
  // run. Real URLs settle in a pass or two; a crafted chain of nested runs could take a pass per link, so after
  // MAX_PASSES every bracket counts as risky (no safe fix lost that matters, and the work stays linear).
  for (let size = -1, pass = 0; size !== analysis.risky.size; pass++) {
    if (pass === MAX_PASSES) {
      for (const n of notable) if (isBracket(url.charCodeAt(n.start))) analysis.risky.add(n.start);
      break;
    }
    size = analysis.risky.size;
    for (let i = notable.length - 1; i >= 0; i--) {
      if (gluesToLetter(url, notable[i]!.end, analysis)) analysis.risky.add(notable[i]!.start);
    }
    markUnpairedBrackets(url, analysis);
    markRuns(url, notable, analysis);
    markKindRuns(notable, analysis);
  }
  return analysis;
}

/** Whether url[at] is an East Asian letter that fix-all leaves as it is (see the finder's scanToEnd). */
function gluesToLetter(url: string, at: number, analysis: Analysis): boolean {
  if (!isEastAsianLetter(url.charCodeAt(at))) return false;
  const n = analysis.notableAt.get(at);
  return n === undefined || n.kind !== 'non-ascii' || !analysis.encodesNonAscii || analysis.risky.has(at);
}

/** Marks both brackets of a pair (matched as the finder counts them) when only one of them would be encoded. */
function markUnpairedBrackets(url: string, analysis: Analysis): void {
  const encoded = (i: number): boolean => analysis.notableAt.get(i)?.kind === 'unsafe' && !analysis.risky.has(i);
  const square: number[] = [];
  const curly: number[] = [];
  for (let i = url.indexOf(':') + 1; i > 0 && i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === OPEN_SQUARE) square.push(i);
    else if (c === OPEN_CURLY) curly.push(i);
    else if (c === CLOSE_SQUARE || c === CLOSE_CURLY) {
      const open = (c === CLOSE_SQUARE ? square : curly).pop();
      if (open === undefined) {
        if (encoded(i)) analysis.risky.add(i);
      } else if (encoded(open) !== encoded(i)) {
        analysis.risky.add(open);
        analysis.risky.add(i);
      }
    }
  }
  // Openers no bracket closes: one encoded before another that stays changes how that one reads (`file://[@[`: with
  // the first "[" encoded, the second was no longer the URL's and was cut off), so it stays too.
  for (const open of [square, curly]) {
    let staysAfter = false;
    for (let k = open.length - 1; k >= 0; k--) {
      if (!encoded(open[k]!)) staysAfter = true;
      else if (staysAfter) analysis.risky.add(open[k]!);
    }
  }
}

/** Marks every member of a run of one repeated character when one of them is risky. */
function markRuns(url: string, notable: readonly Notable[], analysis: Analysis): void {
  for (let i = 0; i < notable.length; ) {
    let j = i + 1;
    let risky = analysis.risky.has(notable[i]!.start);
    while (j < notable.length && notable[j]!.start === notable[j - 1]!.end && url[notable[j]!.start] === url[notable[i]!.start] && notable[j]!.end - notable[j]!.start === 1) {
      risky ||= analysis.risky.has(notable[j]!.start);
      j++;
    }
    if (risky && j > i + 1) for (let k = i; k < j; k++) analysis.risky.add(notable[k]!.start);
    i = j;
  }
}

/** Marks every member of a run of adjacent notables of one kind (one diagnostic's fix) when one of them is risky. */
function markKindRuns(notable: readonly Notable[], analysis: Analysis): void {
  for (let i = 0; i < notable.length; ) {
    let j = i + 1;
    let risky = analysis.risky.has(notable[i]!.start);
    while (j < notable.length && notable[j]!.start === notable[j - 1]!.end && notable[j]!.kind === notable[i]!.kind) {
      risky ||= analysis.risky.has(notable[j]!.start);
      j++;
    }
    if (risky && j > i + 1) for (let k = i; k < j; k++) analysis.risky.add(notable[k]!.start);
    i = j;
  }
}

/** Whether the two characters after url[at - 1], tabs and line breaks skipped, are hex digits (see encodingSafe). */
function escapeOnceBreaksDropped(url: string, at: number): boolean {
  let digits = 0;
  for (let i = at; i < url.length && digits < 2; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))) return false;
    digits++;
  }
  return digits === 2;
}

/** Whether url[at] is half of a surrogate pair without its other half. */
function isLoneSurrogate(url: string, at: number): boolean {
  const c = url.charCodeAt(at);
  if (c >= 0xd800 && c <= 0xdbff) return (url.charCodeAt(at + 1) & 0xfc00) !== 0xdc00;
  return c >= 0xdc00 && c <= 0xdfff && (at === 0 || (url.charCodeAt(at - 1) & 0xfc00) !== 0xd800);
}
