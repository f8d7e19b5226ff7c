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
  | 'asciidoc'
  | 'rst'
  | 'pod'
  | 'gettext'
  | 'javascript'
  | 'python'
  | 'shell'
  | 'c'
  | 'go'
  | 'java'
  | 'rust'
  | 'ruby'
  | 'perl'
  | 'php'
  | 'yaml'
  | 'toml'
  | 'ini'
  | 'json';

/** Every document type, for validating settings. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'plaintext', 'markdown', 'html', 'xml', 'roff', 'asciidoc', 'rst', 'pod', 'gettext', 'javascript', 'python', 'shell', 'c', 'go', 'java', 'rust', 'ruby', 'perl', 'php',
  'yaml', 'toml', 'ini', 'json',
];
