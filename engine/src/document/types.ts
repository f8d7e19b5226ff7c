import { codeViews } from './code';
import { configViews } from './config';
import { htmlViews } from './html';
import { markdownViews } from './markdown';
import { roffViews } from './roff';
import type { TextView } from './view';

/**
 * The document types urlsmith reads, each as a reader of that type sees it (RFC 1738's own case is plain text).
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
  | 'php'
  | 'yaml'
  | 'toml'
  | 'ini'
  | 'json';

/** Every document type, for validating settings. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'plaintext', 'markdown', 'html', 'xml', 'roff', 'javascript', 'python', 'shell', 'c', 'go', 'java', 'rust', 'ruby', 'php', 'yaml', 'toml', 'ini', 'json',
];

/** The views of a document of the given type. */
export function viewsOf(type: DocumentType, text: string): TextView[] {
  switch (type) {
    case 'plaintext':
      return [{ text, context: 'prose', start: 0 }];
    case 'markdown':
      return markdownViews(text);
    case 'html':
    case 'xml':
      return htmlViews(text, type);
    case 'roff':
      return roffViews(text);
    case 'yaml':
    case 'toml':
    case 'ini':
    case 'json':
      return configViews(text, type);
    default:
      return codeViews(text, type);
  }
}
