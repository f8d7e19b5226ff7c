import type { Diagnostic, DocumentType, LintedUrl, Span, UrlsmithConfig } from '../../../engine/src';
import type { Text } from '../documents/text';
import { checkSlice } from './compute';

/** What hovers, quick fixes and the URL-under-cursor command read: the URLs around a position and their problems. */
export interface View {
  /** Parsed URLs of the slice, sorted by start. */
  urls: LintedUrl[];
  /** The visible diagnostics of those URLs, with fixes: as published when the document's check is current, else the slice's. */
  visible: Diagnostic[];
}

/** Characters of context on each side of a position when a slice is analysed. */
const WINDOW = 8 * 1024;
/** A slice grows to the next line break or blank up to this far, so a long URL is seen whole; past it, it is cut. */
const LINE_LIMIT = 1 << 20;

/**
 * The URLs around `span`, parsed now from a slice of the text, with their problems: those of `visible` (the whole
 * document's, when its analysis is current: directives anywhere count) with the fixes the slice found, else the
 * slice's own.
 */
export function viewAround(text: Text, span: Span, config: UrlsmithConfig, documentType: DocumentType, visible: readonly Diagnostic[] | undefined): View {
  const from = Math.min(span.start, text.length);
  // A select-all in a huge file must not parse it all here: past a limit, only the selection's start counts.
  const to = Math.min(span.end, text.length, from + 4 * WINDOW);
  const slice = checkSlice(text, lineStart(text, Math.max(0, from - WINDOW)), lineEnd(text, Math.min(text.length, to + WINDOW)), config, documentType);
  const urls = slice.urls.sort((a, b) => a.locator.start - b.locator.start);
  return { urls, visible: visible ? published(urls, visible) : slice.visible };
}

/** The slice's diagnostics that the analysis shows (same span and code), with the analysis's severity and the slice's fixes. */
function published(urls: readonly LintedUrl[], visible: readonly Diagnostic[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const u of urls) {
    for (const d of u.diagnostics) {
      let lo = 0;
      let hi = visible.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (visible[mid]!.start < d.start) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < visible.length && visible[i]!.start === d.start; i++) {
        const v = visible[i]!;
        if (v.end === d.end && v.code === d.code) {
          out.push({ ...d, severity: v.severity });
          break;
        }
      }
    }
  }
  return out;
}

/** The URL whose document span holds the character at `offset`; with `cursor`, a caret right after its end counts too. */
export function urlAt(v: View, offset: number, cursor = false): LintedUrl | undefined {
  return v.urls.find(({ locator: { start, end } }) => start <= offset && (offset < end || (cursor && offset === end)));
}

/** The URLs whose spans meet `span`. */
export function urlsIn(v: View, span: Span): LintedUrl[] {
  return v.urls.filter((u) => u.locator.start <= span.end && span.start <= u.locator.end);
}

/** The visible diagnostics that belong to a URL (matched by the URL span each diagnostic carries). */
export function diagnosticsOf(v: View, u: LintedUrl): Diagnostic[] {
  const { start, end } = u.locator;
  return v.visible.filter((d) => d.url.start < end && start < d.url.end);
}

/**
 * Where a slice should start: the nearest line break, space or tab before `at`, at most LINE_LIMIT away. No bare URL
 * holds one but a line break after a "-" (find/bare.ts), so a URL near the position is seen whole (a wrapper across
 * more than the window, or a URL hyphenated at a line end right at its edge, may be cut, as at any line start); a
 * 50 MB document on one line is still read a few kilobytes at a time.
 */
function lineStart(text: Text, at: number): number {
  const stop = Math.max(0, at - LINE_LIMIT);
  for (let i = at; i > stop; i--) if (isBreak(text.charCodeAt(i - 1))) return i;
  return stop;
}

function lineEnd(text: Text, at: number): number {
  const stop = Math.min(text.length, at + LINE_LIMIT);
  for (let i = at; i < stop; i++) if (isBreak(text.charCodeAt(i))) return i;
  return stop;
}

function isBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 32 || c === 9;
}
