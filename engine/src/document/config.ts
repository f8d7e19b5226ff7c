import type { TextView } from './view';

/** The configuration formats urlint reads. */
export type ConfigFormat = 'yaml' | 'toml' | 'ini' | 'json';

/** A configuration file as its reader sees it. (Stub: the whole text as prose.) */
export function configViews(text: string, _format: ConfigFormat): TextView[] {
  return [{ text, context: 'prose', start: 0 }];
}
