import type { TextView } from './view';

/** roff (man-page sources) as its reader sees it. (Stub: the whole text as prose.) */
export function roffViews(text: string): TextView[] {
  return [{ text, context: 'prose', start: 0 }];
}
