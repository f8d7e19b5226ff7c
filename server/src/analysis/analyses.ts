import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, LintedUrl, Span } from '../../../engine/src';
import type { Effective } from '../settings/effective';
import { type Checked, checkSlice } from './compute';
import type { Linter } from './linter';

/** A whole document version, checked on the lint thread: what is published, linked and fixed by fix-all. */
export interface Analysis extends Checked {
  uri: string;
  version: number;
}

/** What hovers, quick fixes and the URL-under-cursor command read: the URLs around a position and their problems. */
export interface View {
  /** Parsed URLs of the slice, sorted by start. */
  urls: LintedUrl[];
  /** The visible diagnostics: the whole document's when its check is current, else the slice's. */
  visible: Diagnostic[];
}

/** Characters of context on each side of a position when a slice is analysed. */
const WINDOW = 8 * 1024;
/** A slice grows to whole lines up to this far, so a long URL is seen whole; a longer line is cut. */
const LINE_LIMIT = 1 << 20;

/** Typing pauses this long before a run; longer documents wait longer, as each run costs more. */
export function debounceMs(length: number): number {
  return 150 + Math.min(1000, Math.floor(length / 5000));
}

export interface AnalysesHost {
  document(uri: string): TextDocument | undefined;
  effective(uri: string): Promise<Effective>;
  /** A full analysis of the current version is ready (publish its diagnostics). */
  ready(a: Analysis): void;
  log(message: string): void;
}

/**
 * The last whole-document check of each open document, the debounce timers and the runs in flight. Whole
 * checks run on the lint thread. Hovers and quick fixes never wait for them: they parse a slice of the text
 * around their position on the spot (a few milliseconds whatever the document's size), and take the problems
 * from the whole check when it is current, so directives anywhere in the document count.
 */
export class Analyses {
  private readonly cache = new Map<string, Analysis>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inflight = new Map<string, { version: number; done: Promise<Analysis | undefined> }>();

  constructor(
    private readonly host: AnalysesHost,
    private readonly linter: Linter,
  ) {}

  schedule(uri: string, delay: number): void {
    clearTimeout(this.timers.get(uri));
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        void this.runFull(uri);
      }, delay),
    );
  }

  /** The whole-document check of the current version, waiting for it if needed. */
  async full(uri: string): Promise<Analysis | undefined> {
    // A run can be superseded by an edit while awaited; a few retries follow a user who keeps typing.
    for (let attempt = 0; attempt < 3; attempt++) {
      const doc = this.host.document(uri);
      if (!doc) return undefined;
      const cached = this.cache.get(uri);
      if (cached?.version === doc.version) return cached;
      const running = this.inflight.get(uri);
      const a = await (running?.version === doc.version ? running.done : this.runFull(uri));
      if (a) return a;
    }
    return undefined;
  }

  /** The URLs around `span`, parsed now, with their visible problems. */
  async around(uri: string, span: Span): Promise<View | undefined> {
    const doc = this.host.document(uri);
    if (!doc) return undefined;
    const eff = await this.host.effective(uri);
    if (!eff.enabled) return { urls: [], visible: [] };
    const text = doc.getText();
    const from = Math.min(span.start, text.length);
    // A select-all in a huge file must not parse it all here: past a limit, only the selection's start counts.
    const to = Math.min(span.end, text.length, from + 4 * WINDOW);
    const slice = checkSlice(text, lineStart(text, Math.max(0, from - WINDOW)), lineEnd(text, Math.min(text.length, to + WINDOW)), eff.config, eff.documentType);
    const cached = this.cache.get(uri);
    const visible = cached?.version === doc.version ? cached.visible : slice.visible;
    return { urls: slice.urls.sort((a, b) => a.locator.start - b.locator.start), visible };
  }

  close(uri: string): void {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    this.cache.delete(uri);
    this.inflight.delete(uri);
    this.linter.cancel(uri);
  }

  private runFull(uri: string): Promise<Analysis | undefined> {
    clearTimeout(this.timers.get(uri));
    this.timers.delete(uri);
    const doc = this.host.document(uri);
    if (!doc) return Promise.resolve(undefined);
    const version = doc.version;
    const done = this.analyse(uri, doc, version).catch((e: unknown) => {
      this.host.log(`urlint: checking ${uri} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return undefined;
    });
    this.inflight.set(uri, { version, done });
    void done.finally(() => {
      if (this.inflight.get(uri)?.done === done) this.inflight.delete(uri);
    });
    return done;
  }

  private async analyse(uri: string, doc: TextDocument, version: number): Promise<Analysis | undefined> {
    const text = doc.getText();
    const eff = await this.host.effective(uri);
    let checked: Checked | undefined = { visible: [], linkSpans: new Int32Array(0), linkTargets: [] };
    if (eff.enabled) {
      checked = await this.linter.run(uri, text, eff.config, eff.documentType);
      if (!checked) return undefined; // superseded by a newer version
    }
    if (this.host.document(uri)?.version !== version) return undefined; // stale: the document moved on
    const a: Analysis = { uri, version, ...checked };
    this.cache.set(uri, a);
    this.host.ready(a);
    return a;
  }
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

/** Where a slice should start: the start of the line holding `at`, unless that is more than LINE_LIMIT away. */
function lineStart(text: string, at: number): number {
  const stop = Math.max(0, at - LINE_LIMIT);
  for (let i = at; i > stop; i--) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13) return i;
  }
  return stop;
}

function lineEnd(text: string, at: number): number {
  const stop = Math.min(text.length, at + LINE_LIMIT);
  for (let i = at; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return stop;
}
