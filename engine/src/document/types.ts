import type { TextView } from './view';

/**
 * The document types urlint reads, each as a reader of that type sees it (RFC 1738's own case is plain text).
 * Code types cover the languages that share a comment and string syntax: `javascript` is also TypeScript, `c` is
 * also C++, C#, Objective-C; `java` also Kotlin, Scala.
 */
export type DocumentType =
  | 'plaintext'
  | 'markdown'
  | 'html'
  | 'xml'
  | 'roff'
  | 'javascript'
  | 'python'
  | 'shell'
  | 'c'
  | 'go'
  | 'java'
  | 'rust'
  | 'ruby'
  | 'yaml'
  | 'toml'
  | 'ini'
  | 'json';

const SCANNERS: Partial<Record<DocumentType, (text: string) => TextView[]>> = {};

/** The views of a document of the given type. */
export function viewsOf(type: DocumentType, text: string): TextView[] {
  const scan = SCANNERS[type];
  return scan ? scan(text) : [{ text, context: 'prose', start: 0 }];
}
