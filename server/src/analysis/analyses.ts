import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, DocumentType, Span, UrlsmithConfig } from '../../../engine/src';
import { ChunkedDocument, type ContentChange, revisionOf } from '../documents/chunked-document';
import type { Text } from '../documents/text';
import type { Effective } from '../settings/effective';
import { checkRegion } from './compute';
import { attachFixes } from './fixes';
import { relint } from './incremental';
import type { WholeCheck } from './linter';
import { RecordList } from './record-list';
import { type Change, compose, regionOf } from './region';
import { type View, viewAround } from './view';
import { hasDirectives, visibleAfterEdit, visibleDiagnostics } from './visible';

export { type View, diagnosticsOf, urlAt, urlsIn } from './view';

/** One checked version of a document: what is published and linked, and what the next edit starts from. */
export interface Analysis {
  uri: string;
  /** The client's version of the text checked: what the diagnostics are published with. */
  version: number;
  /** The text checked (revisionOf): what says whether this analysis is current. */
  revision: number;
  /** The diagnostics the configuration lets through, at most maxProblems, without fixes (full() adds them). */
  visible: Diagnostic[];
  /** Every URL of the document, sorted. */
  urls: RecordList;
  enabled: boolean;
  config: UrlsmithConfig;
  documentType: DocumentType;
  /** The text holds "urlsmith-": directives are looked for when the configuration is applied. */
  directives: boolean;
  /**
   * Set by an incremental step: the revision of the analysis it started from, and the document offset before which
   * neither the text nor any URL record changed (the composed edit's start). Undefined after a whole check.
   * The URLs from the start of the edit's region (regionOf: a line start at or before the offset) are found again
   * as new objects, so a URL running across the offset never comes back as the same object with other problems.
   */
  unchangedBefore?: { revision: number; offset: number };
}

/** An edit whose region to check again is longer than this (a large paste) is checked with the whole document, off the main thread. */
const LOCAL_LIMIT = 128 * 1024;

/**
 * A document type whose edits can be checked locally: plain text (see region.ts). Other types are checked whole on
 * every edit: a Markdown fence, an HTML comment or a string quote changes how text far away from it reads.
 */
const incremental = (a: Analysis) => !a.enabled || a.documentType === 'plaintext';

/** Typing in a document checked whole pauses this long before a run; longer documents wait longer, as each run costs more. */
export function debounceMs(length: number): number {
  return 150 + Math.min(1000, Math.floor(length / 5000));
}

export interface AnalysesHost {
  document(uri: string): TextDocument | undefined;
  effective(uri: string): Promise<Effective>;
  /** The analysis of the current version is ready (publish its diagnostics). */
  ready(a: Analysis): void;
  log(message: string): void;
}

export interface WholeChecker {
  run(key: string, text: string | string[], config: UrlsmithConfig, documentType: DocumentType): Promise<WholeCheck | undefined>;
  fixes(key: string, text: string, config: UrlsmithConfig, documentType: DocumentType): Promise<Diagnostic[] | undefined>;
  cancel(key: string): void;
}

interface Entry {
  /** The last analysis. */
  state?: Analysis;
  /** The edits since the text the next analysis starts from (the running check's, else state's); 'all': replaced. */
  pending?: Change | 'all';
  /** A whole-document check on the lint thread, of `version`. */
  running?: { revision: number; done: Promise<Analysis | undefined> };
  timer?: NodeJS.Timeout;
  immediate?: NodeJS.Immediate;
  /** A local check held back until FLUSH_INTERVAL_MS after the last one (see changed). */
  later?: NodeJS.Timeout;
  /** When the last local check ran (performance.now()). */
  flushed?: number;
}

/**
 * The shortest time between two local checks of one document. A client that sends edits faster than this (a replayed
 * history, a macro, a paste typed out key by key) gets one check and one publication of every diagnostic per interval,
 * not per edit: 500 edits of a 16 kB document published 500 times held a hover sent after them for over 20 s.
 */
const FLUSH_INTERVAL_MS = 50;

/**
 * Keeps each open document's analysis current. A document is checked whole on the lint thread when it is opened and
 * when the configuration changes. After an edit, plain text is checked again only where the edit can have changed a
 * URL (region.ts), on the main thread, in the same turn: microseconds for a keystroke, whatever the document's size.
 * Other document types are checked whole after a pause in typing. Hovers and quick fixes never wait for a whole
 * check: they parse a slice of the text around their position on the spot.
 */
export class Analyses {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly host: AnalysesHost,
    private readonly checker: WholeChecker,
  ) {}

  /** A whole check now: the document was opened, or what governs it changed. */
  recheck(uri: string): void {
    void this.runFull(uri);
  }

  /** The document was edited: `changes` in order, each in the offsets of the text before it; undefined: replaced whole. */
  changed(uri: string, changes: readonly ContentChange[] | undefined): void {
    const e = this.entry(uri);
    if (changes === undefined) e.pending = 'all';
    else for (const c of changes) e.pending = e.pending === 'all' ? 'all' : compose(e.pending, c.start, c.end, c.text.length);
    if (e.running) return; // its end takes the edits on
    if (e.state && incremental(e.state) && e.pending !== 'all') {
      // Edits that arrive together are checked together, once; a stream of them once per FLUSH_INTERVAL_MS.
      if (e.immediate || e.later) return;
      const wait = e.flushed === undefined ? 0 : e.flushed + FLUSH_INTERVAL_MS - performance.now();
      const run = () => {
        e.immediate = undefined;
        e.later = undefined;
        e.flushed = performance.now();
        this.flush(uri);
      };
      if (wait <= 0) e.immediate = setImmediate(run);
      else e.later = setTimeout(run, wait);
      return;
    }
    this.fullAfterPause(uri, e);
  }

  /** A whole check once typing pauses: each run costs the whole document, so a burst of edits gets one. */
  private fullAfterPause(uri: string, e: Entry): void {
    clearTimeout(e.timer);
    const doc = this.host.document(uri);
    e.timer = setTimeout(() => void this.runFull(uri), debounceMs(doc instanceof ChunkedDocument ? doc.length : (doc?.getText().length ?? 0)));
  }

  close(uri: string): void {
    const e = this.entries.get(uri);
    if (e) {
      clearTimeout(e.timer);
      clearTimeout(e.later);
      if (e.immediate) clearImmediate(e.immediate);
    }
    this.entries.delete(uri);
    this.checker.cancel(uri);
  }

  /** The analysis of the current version, waiting for it if needed. */
  async current(uri: string): Promise<Analysis | undefined> {
    // A run can be superseded by an edit while awaited; a few retries follow a user who keeps typing.
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = this.host.document(uri);
      const e = this.entries.get(uri);
      if (!doc || !e) return undefined;
      if (e.state?.revision === revisionOf(doc)) return e.state;
      if (e.running) await e.running.done;
      else if (e.state && incremental(e.state) && e.pending !== undefined && e.pending !== 'all') this.flush(uri, true);
      else await this.runFull(uri);
    }
    return undefined;
  }

  /** The analysis of the current version with the fixes of its visible diagnostics (fix-all). */
  async full(uri: string): Promise<Analysis | undefined> {
    const a = await this.current(uri);
    const doc = this.host.document(uri);
    if (!a || !doc || !a.enabled || a.visible.length === 0) return a;
    const text = textOf(doc);
    const visible =
      (a.documentType === 'plaintext' ? attachFixes(text, a.visible, a.config, a.documentType) : undefined) ??
      (await this.checker.fixes(uri, doc.getText(), a.config, a.documentType));
    const now = this.host.document(uri);
    if (!visible || !now || revisionOf(now) !== a.revision) return undefined;
    // A copy with other diagnostic objects: nothing in it was carried over from an earlier version.
    return { ...a, visible, unchangedBefore: undefined };
  }

  /** The URLs around `span`, parsed now, with their visible problems. */
  async around(uri: string, span: Span): Promise<View | undefined> {
    const doc = this.host.document(uri);
    if (!doc) return undefined;
    const eff = await this.host.effective(uri);
    if (!eff.enabled) return { urls: [], visible: [] };
    const e = this.entries.get(uri);
    if (e?.state && e.state.revision !== revisionOf(doc) && !e.running && incremental(e.state)) this.flush(uri);
    const a = e?.state?.revision === revisionOf(doc) ? e.state : undefined;
    return viewAround(textOf(doc), span, eff.config, eff.documentType, a?.visible);
  }

  private entry(uri: string): Entry {
    let e = this.entries.get(uri);
    if (!e) this.entries.set(uri, (e = {}));
    return e;
  }

  /**
   * Brings a plain-text analysis up to the current version by checking again the region of the pending edits. A region
   * too long for the main thread (a large paste) is left to a whole check: now when something waits for the result
   * (`urgent`), else after a pause in typing.
   */
  private flush(uri: string, urgent = false): void {
    const e = this.entries.get(uri);
    const doc = this.host.document(uri);
    const s = e?.state;
    if (!e || !doc || !s || e.running || s.revision === revisionOf(doc)) return;
    const p = e.pending;
    if (p === undefined || p === 'all' || !incremental(s)) return void this.runFull(uri);
    const text = textOf(doc);
    let next: Analysis;
    if (!s.enabled) next = { ...s, version: doc.version, revision: revisionOf(doc), unchangedBefore: undefined };
    else {
      const region = regionOf(text, p, s.urls);
      if (region.end - region.start > LOCAL_LIMIT) return urgent ? void this.runFull(uri) : this.fullAfterPause(uri, e);
      const urls = relint(s.urls, region, (r) => checkRegion(text, r, s.config, s.documentType));
      // Only the edited text can bring "urlsmith-" in; only a text that had it can lose it.
      const directives = s.directives ? hasDirectives(text) : hasDirectives(text.slice(Math.max(0, p.start - 6), p.newEnd + 6));
      const visible = visibleAfterEdit(s.visible, urls, region.start, s.config, directives) ?? visibleDiagnostics(() => doc.getText(), urls, s.config, directives, 0, s.documentType);
      // Records before the region stand as they were, and the region starts at or before p.start.
      next = { ...s, version: doc.version, revision: revisionOf(doc), urls, directives, visible, unchangedBefore: { revision: s.revision, offset: p.start } };
    }
    e.state = next;
    e.pending = undefined;
    this.host.ready(next);
  }

  private runFull(uri: string): Promise<Analysis | undefined> {
    const e = this.entry(uri);
    clearTimeout(e.timer);
    e.timer = undefined;
    const doc = this.host.document(uri);
    if (!doc) return Promise.resolve(undefined);
    const version = doc.version;
    const revision = revisionOf(doc);
    const text = doc instanceof ChunkedDocument ? doc.textForCheck() : doc.getText();
    e.pending = undefined; // edits from now on are relative to this text
    const done = this.analyse(uri, text, version, revision).catch((err: unknown) => {
      this.host.log(`urlsmith: checking ${uri} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      return undefined;
    });
    e.running = { revision, done };
    void done.then((a) => {
      if (e.running?.done !== done) return; // superseded by a newer run, which takes over
      e.running = undefined;
      if (this.entries.get(uri) !== e) return; // closed
      if (!a) {
        e.pending = 'all';
        return;
      }
      e.state = a;
      const now = this.host.document(uri);
      if (now && revisionOf(now) === revision) this.host.ready(a);
      else if (now) this.changed(uri, []); // edited meanwhile: take the edits on
    });
    return done;
  }

  private async analyse(uri: string, text: string | string[], version: number, revision: number): Promise<Analysis | undefined> {
    const eff = await this.host.effective(uri);
    const base = { uri, version, revision, enabled: eff.enabled, config: eff.config, documentType: eff.documentType };
    if (!eff.enabled) return { ...base, visible: [], urls: RecordList.of([]), directives: false };
    const checked = await this.checker.run(uri, text, eff.config, eff.documentType);
    if (!checked) return undefined; // superseded by a newer run
    const { urls, directives } = checked;
    const whole = () => (typeof text === 'string' ? text : text.join(''));
    return { ...base, urls, directives, visible: visibleDiagnostics(whole, urls, eff.config, directives, 0, eff.documentType) };
  }
}

/** The document's text, read in place when it is kept in pieces. */
export function textOf(doc: TextDocument): Text {
  return doc instanceof ChunkedDocument ? doc : doc.getText();
}
