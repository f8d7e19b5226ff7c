import { type Diagnostic, type Fix, type LintedUrl, type Span, type UrlsmithConfig, ignoredBy } from '../../../engine/src';

/**
 * One URL of a document as the server keeps it between checks: only what publishing, links and the next edit need.
 * The engine's LintedUrl also holds the parsed parts, an offset per character and each problem's fixes; for a
 * document of 10,000 URLs those cost far more than the text itself, and hovers and quick fixes parse the few URLs
 * around their position again anyway (Analyses.around).
 */
export interface UrlRecord {
  /** Document span of the URL with its wrapper, if any; shared as the `url` of each of its diagnostics. */
  readonly span: Span;
  /** Document offsets of the URL's first character and just past its last (inside a wrapper, without `<URL:` and `>`). */
  linkStart: number;
  linkEnd: number;
  /** The URL, when it is not the document text from linkStart to linkEnd (whitespace inside a wrapper, decoded escapes). */
  readonly target?: string;
  /** The URL matches an `ignore` pattern of the configuration it was checked with. */
  readonly ignored: boolean;
  /** Its problems as the engine reports them, before the configuration applies, sorted; no fixes. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Every kept diagnostic shares this empty list: fixes are computed again where they are offered. */
export const NO_FIXES: Fix[] = [];

/**
 * The records of URLs found in `text` (a document, or a slice of one that starts at document offset `at`). With
 * `own`, strings are copied so that they do not keep `text` alive: a substring or a message built from one may point
 * into the text it came from, and a record outlives many versions of a large document.
 */
export function toRecords(text: string, urls: readonly LintedUrl[], config: UrlsmithConfig, at = 0, own = false): UrlRecord[] {
  const copy = own ? ownString : (s: string) => s;
  const isIgnored = ignoredBy(config);
  return urls.map((u) => {
    const l = u.locator;
    const first = l.offsets[0]!;
    const last = l.offsets[l.url.length]!;
    const span = { start: l.start + at, end: l.end + at };
    const diagnostics = u.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: copy(d.message), start: d.start + at, end: d.end + at, url: span, fixes: NO_FIXES }));
    const record: UrlRecord = { span, linkStart: first + at, linkEnd: last + at, ignored: isIgnored(u), diagnostics };
    return text.slice(first, last) === l.url ? record : { ...record, target: copy(l.url) };
  });
}

/**
 * Moves the record by `delta` characters, in place: after an edit each URL past it moves, and new objects for 10,000
 * URLs cost more than the rest of the check. So an analysis holds only until its document's next edit is taken on
 * (everything that reads one does so in the same turn it gets it, and checks the version). RecordList defers even
 * this until a record is read.
 */
export function shiftRecord(r: UrlRecord, delta: number): UrlRecord {
  if (delta === 0) return r;
  r.span.start += delta;
  r.span.end += delta;
  r.linkStart += delta;
  r.linkEnd += delta;
  for (const d of r.diagnostics) {
    d.start += delta;
    d.end += delta;
  }
  return r;
}

/** A flat copy of a string that shares no memory with the string it was cut from. */
export function ownString(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf16le').toString('utf16le');
}
