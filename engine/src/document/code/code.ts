import { cFamilyViews } from './c';
import { javascriptViews } from './javascript';
import { phpViews } from './php';
import { pythonViews } from './python';
import { rubyViews } from './ruby';
import { shellViews } from './shell';
import type { TextView } from '../view';

/** The languages whose comments and string literals urlsmith reads. */
export type CodeLanguage = 'javascript' | 'python' | 'shell' | 'c' | 'go' | 'java' | 'rust' | 'ruby' | 'php';

/**
 * Source code as a programmer reads it: one view per comment (context `comment`, its markers and a documentation
 * comment's " * " decoration left out) and one per string literal (its content, quotes left out). Code outside them
 * is not read, so operators and regular expressions are never URLs; shell is the exception, where a command's
 * unquoted words are its arguments (see shell.ts). Each reader is one forward scan and never throws: an
 * unterminated comment runs to the end, an unterminated literal yields no view.
 */
export function codeViews(text: string, language: CodeLanguage): TextView[] {
  switch (language) {
    case 'javascript':
      return javascriptViews(text);
    case 'python':
      return pythonViews(text);
    case 'shell':
      return shellViews(text);
    case 'ruby':
      return rubyViews(text);
    case 'php':
      return phpViews(text);
    default:
      return cFamilyViews(text, language);
  }
}
