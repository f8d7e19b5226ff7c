import { commentViews, proseTest } from './comments';
import type { DocumentType } from './document-type';
import { viewsOf } from './read';
import type { TextView } from './view';

/**
 * A document reading: what the reader of a document's type makes of it, read once per check and shared by every
 * stage that needs it. It yields, from the same one pass of the reader:
 * - `views`: the stretches URLs are found in (the finder's input, document/find-document.ts);
 * - `comments`: the comment views, where in-document directives are written (config/directives.ts);
 * - `isProse`: whether a span lies in running text, where a clean URL may be wrapped in `<URL:...>` (the server's
 *   refactor).
 * Each is made when first asked, so a check that needs no directives (a text without "urlsmith-") or no prose test
 * pays nothing for them, and the reader runs at most once whichever is asked first.
 */
export class DocumentReading {
  private read: TextView[] | undefined;
  private commentsRead: TextView[] | undefined;
  private proseRead: ((start: number, end: number) => boolean) | undefined;

  constructor(
    readonly type: DocumentType,
    readonly text: string,
  ) {}

  /** The views of the document, in document order (see viewsOf). */
  get views(): TextView[] {
    return (this.read ??= viewsOf(this.type, this.text));
  }

  /** The comments of the document, one view each, in document order (see commentViews). */
  get comments(): TextView[] {
    return (this.commentsRead ??= commentViews(this.type, this.text, () => this.views));
  }

  /** Whether document text [start, end) lies in running text a person reads (see proseTest). */
  isProse(start: number, end: number): boolean {
    this.proseRead ??= proseTest(this.type, this.text, () => this.views);
    return this.proseRead(start, end);
  }
}

/** The reading of a document of the given type: nothing is read until a stage asks. */
export function readDocument(type: DocumentType, text: string): DocumentReading {
  return new DocumentReading(type, text);
}
