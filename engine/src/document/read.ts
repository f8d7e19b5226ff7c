import { DOCUMENT_TYPES, type DocumentType } from './document-type';
import { codeViews } from './code';
import { configViews } from './config';
import { htmlViews } from './markup';
import { markdownViews } from './markdown';
import { roffViews } from './roff';
import { asciidocViews } from './asciidoc';
import { rstViews } from './rst';
import { podViews, perlViews } from './pod';
import { gettextViews } from './gettext';
import type { TextView } from './view';

/**
 * The views of a document of the given type. A type the engine does not know (a JavaScript caller's
 * `documentType: 'shellscript'`, which the type system would have refused) is a TypeError that names it, not a fault
 * deep inside a reader; a programmer's mistake, so in English, as the platform's own TypeErrors are.
 */
export function viewsOf(type: DocumentType, text: string): TextView[] {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) throw new TypeError(`urlsmith: unknown document type ${JSON.stringify(type)}; it must be one of ${DOCUMENT_TYPES.join(', ')}`);
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
    case 'asciidoc':
      return asciidocViews(text);
    case 'rst':
      return rstViews(text);
    case 'pod':
      return podViews(text);
    case 'perl':
      return perlViews(text);
    case 'gettext':
      return gettextViews(text);
    case 'yaml':
    case 'toml':
    case 'ini':
    case 'json':
      return configViews(text, type);
    default:
      return codeViews(text, type);
  }
}
