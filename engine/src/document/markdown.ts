import type { TextView } from './view';

/** Markdown as its reader sees it. (Stub: the whole text as prose, until the Markdown reader lands.) */
export function markdownViews(text: string): TextView[] {
  return [{ text, context: 'markdown', start: 0 }];
}
