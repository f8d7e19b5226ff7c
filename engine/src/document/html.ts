import type { TextView } from './view';

/** HTML and XML as their reader sees them. (Stub: the whole text as prose.) */
export function htmlViews(text: string): TextView[] {
  return [{ text, context: 'prose', start: 0 }];
}
