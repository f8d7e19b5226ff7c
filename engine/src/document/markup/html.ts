import type { MarkupFlavour } from './entities';
import { scanMarkup } from './scan';
import type { TextView } from '../view';

/**
 * HTML and XML as their reader sees them: text content and comments as prose, attribute values on their own,
 * character references decoded (`&amp;` is "&"), tags left out (see scanMarkup). XML knows only its five predefined
 * entities, and has no raw-text elements.
 */
export function htmlViews(text: string, flavour: MarkupFlavour = 'html'): TextView[] {
  const views: TextView[] = [];
  scanMarkup(text, 0, text.length, flavour, views);
  return views;
}
