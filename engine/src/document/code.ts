import type { TextView } from './view';

/** The languages whose comments and string literals urlint reads. */
export type CodeLanguage = 'javascript' | 'python' | 'shell' | 'c' | 'go' | 'java' | 'rust' | 'ruby';

/** Source code: its comments and string literals. (Stub: the whole text as prose.) */
export function codeViews(text: string, _language: CodeLanguage): TextView[] {
  return [{ text, context: 'prose', start: 0 }];
}
