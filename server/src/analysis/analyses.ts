import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, LintedUrl, Span } from '../../../engine/src';
import type { Effective } from '../settings/effective';
import { type Computed, compute, shiftComputed } from './compute';
import type { Linter } from './linter';

/** What the features read: one document version's URLs (sorted by start) and its visible diagnostics. */
export interface Analysis {
  uri: string;
  version: number;
  /** False when this is a slice around a position, computed for a hover or quick fix while the full run is pending. */
  full: boolean;
  urls: LintedUrl[];
  visible: Diagnostic[];
}

/** Characters of context on each side of a position when only a slice is analysed. */
const WINDOW = 8 * 1024;

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
 * The last full analysis of each open document, the debounce timers, and the runs in flight. Full runs go to
 * the lint thread; hovers and quick fixes never wait for them: if the cache is behind the document, they get a
 * slice of the text around their position, analysed on the spot (directives outside the slice are not seen then).
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

  /** The full analysis of the document's current version, waiting for it if needed. */
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

  /** An analysis covering `span`: the full one if current, otherwise a slice around it. */
  async local(uri: string, span: Span): Promise<Analysis | undefined> {
    const doc = this.host.document(uri);
    if (!doc) return undefined;
    const cached = this.cache.get(uri);
    if (cached?.version === doc.version) return cached;
    const version = doc.version;
    const eff = await this.host.effective(uri);
    if (!eff.enabled) return empty(uri, version, true);
    const text = doc.getText();
    const start = lineStart(text, Math.max(0, span.start - WINDOW));
    const end = lineEnd(text, Math.min(text.length, span.end + WINDOW));
    return toAnalysis(uri, version, false, shiftComputed(compute(text.slice(start, end), eff.config), start));
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
    let a: Analysis;
    if (eff.enabled) {
      const computed = await this.linter.run(uri, text, eff.config);
      if (!computed) return undefined; // superseded by a newer version
      a = toAnalysis(uri, version, true, computed);
    } else {
      a = empty(uri, version, true);
    }
    if (this.host.document(uri)?.version !== version) return undefined; // stale: the document moved on
    this.cache.set(uri, a);
    this.host.ready(a);
    return a;
  }
}

function toAnalysis(uri: string, version: number, full: boolean, c: Computed): Analysis {
  const urls = [...c.result.urls].sort((a, b) => a.locator.start - b.locator.start);
  return { uri, version, full, urls, visible: c.visible };
}

function empty(uri: string, version: number, full: boolean): Analysis {
  return { uri, version, full, urls: [], visible: [] };
}

/** The URL whose document span holds the character at `offset`; with `cursor`, a caret right after its end counts too. */
export function urlAt(a: Analysis, offset: number, cursor = false): LintedUrl | undefined {
  let lo = 0;
  let hi = a.urls.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const { start, end } = a.urls[mid].locator;
    if (offset < start) hi = mid - 1;
    else if (offset > end || (offset === end && !cursor)) lo = mid + 1;
    else return a.urls[mid];
  }
  return undefined;
}

/** The URLs whose spans meet `span`. */
export function urlsIn(a: Analysis, span: Span): LintedUrl[] {
  return a.urls.filter((u) => u.locator.start <= span.end && span.start <= u.locator.end);
}

/** The visible diagnostics that belong to a URL (matched by the URL span each diagnostic carries). */
export function diagnosticsOf(a: Analysis, u: LintedUrl): Diagnostic[] {
  const { start, end } = u.locator;
  return a.visible.filter((d) => d.url.start < end && start < d.url.end);
}

/** Where a slice should start: the line start before `at`, unless the line is huge; then `at` minus a window. */
function lineStart(text: string, at: number): number {
  const stop = Math.max(0, at - WINDOW);
  for (let i = at; i > stop; i--) {
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13) return i;
  }
  return stop;
}

function lineEnd(text: string, at: number): number {
  const stop = Math.min(text.length, at + WINDOW);
  for (let i = at; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return stop;
}
