import { iniViews } from './ini';
import { jsonViews } from './json';
import { tomlViews } from './toml';
import { yamlViews } from './yaml';
import type { TextView } from '../view';

/** The configuration formats urlsmith reads. */
export type ConfigFormat = 'yaml' | 'toml' | 'ini' | 'json';

/**
 * A configuration file as its reader sees it: comments, string values (context `string`, quotes left out, JSON
 * escapes decoded) and, where the format has unquoted values (YAML plain scalars, INI values), those as prose. Each
 * reader is one forward scan and never throws.
 */
export function configViews(text: string, format: ConfigFormat): TextView[] {
  // The same dispatch as codeViews (code/code.ts), kept apart: each list of readers has its own type and doc comment.
  switch (format) {
    case 'yaml':
      return yamlViews(text);
    case 'toml':
      return tomlViews(text);
    case 'ini':
      return iniViews(text);
    case 'json':
      return jsonViews(text);
  }
}
