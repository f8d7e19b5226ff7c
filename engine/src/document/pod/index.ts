import type { TextView } from '../view';
export function podViews(text: string): TextView[] { return [{ text, context: 'prose', start: 0 }]; }
export function perlViews(text: string): TextView[] { return [{ text, context: 'prose', start: 0 }]; }
