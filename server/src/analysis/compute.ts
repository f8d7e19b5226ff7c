import { type Diagnostic, type DocumentType, type LintedUrl, type UrlsmithConfig, afterHyphenBreak, checkDocument, lintText, wrapperMayCross } from '../../../engine/src';
import type { Text } from '../documents/text';
import { type Region, nextLineStart } from './region';
import { type UrlRecord, toRecords } from './records';

/** What the engine is run with for one document. */
export function lintOptions(config: UrlsmithConfig, documentType: DocumentType) {
  return { extraSchemes: config.extraSchemes, preset: config.preset, documentType, checkCode: config.checkCode };
}

/**
 * Plain text is checked a piece of about this many characters at a time, cut where no URL can cross (region.ts):
 * what the engine builds for a piece (parsed parts, offsets, fixes) is dropped before the next, so a 50 MB document
 * never holds the engine's view of all its URLs at once. Other document types are read whole: a Markdown fence or an
 * HTML comment changes the reading of text far after it.
 */
const PIECE = 1 << 20;

/**
 * A whole document's URLs, as kept between checks (an analysis holds them in a RecordList). `own`: see toRecords;
 * `piece`: see PIECE (tests make it small).
 */
export function documentRecords(text: Text, config: UrlsmithConfig, documentType: DocumentType, own = false, piece = PIECE): UrlRecord[] {
  if (documentType !== 'plaintext') {
    const whole = text.slice(0, text.length);
    return toRecords(whole, lintText(whole, lintOptions(config, documentType)).urls, config, 0, own);
  }
  const out: UrlRecord[] = [];
  for (let start = 0; start < text.length; ) {
    let end = nextLineStart(text, start + piece);
    for (;;) {
      if (wrapperMayCross(text, end)) end = nextLineStart(text, text.indexOf('>', end));
      else if (afterHyphenBreak(text, end)) end = nextLineStart(text, end);
      else break;
    }
    for (const r of checkRegion(text, { start, end, oldEnd: end }, config, documentType, own)) out.push(r);
    start = end;
  }
  return out;
}

/** The URLs of one region of a plain-text document (see region.ts), at document offsets. */
export function checkRegion(text: Text, region: Region, config: UrlsmithConfig, documentType: DocumentType, own = true): UrlRecord[] {
  const slice = text.slice(region.start, region.end);
  return toRecords(slice, lintText(slice, lintOptions(config, documentType)).urls, config, region.start, own);
}

/** A slice of a document checked on its own, its offsets moved to document offsets. */
export interface Slice {
  urls: LintedUrl[];
  visible: Diagnostic[];
}

export function checkSlice(text: Text, start: number, end: number, config: UrlsmithConfig, documentType: DocumentType): Slice {
  const { urls, visible } = checkDocument(text.slice(start, end), { documentType, config });
  return shiftSlice({ urls, visible }, start);
}

/** Only document offsets move: parsed parts index the URL string and stay as they are. */
function shiftSlice(s: Slice, delta: number): Slice {
  if (delta === 0) return s;
  const span = <T extends { start: number; end: number }>(x: T): T => ({ ...x, start: x.start + delta, end: x.end + delta });
  const diag = (d: Diagnostic): Diagnostic => ({ ...span(d), url: span(d.url), fixes: d.fixes.map((f) => ({ ...f, edits: f.edits.map(span) })) });
  return {
    urls: s.urls.map((u) => ({
      ...u,
      locator: { ...span(u.locator), offsets: u.locator.offsets.map((o) => o + delta), ends: u.locator.ends?.map((o) => o + delta), whitespace: u.locator.whitespace.map(span) },
      diagnostics: u.diagnostics.map(diag),
    })),
    visible: s.visible.map(diag),
  };
}
