import { t } from './l10n';
import type { PartName } from './types';

/**
 * A part's name as the hover and `explain` show it. Parts RFC 1738 names with a word ("host", "port", "path") read in the user's
 * language; those named only by a production of its BNF (section 5: `hsoname`, `wpath`, `gopher+`) are shown as the
 * RFC writes them, since that name is what a reader looks up. A function per name: `t` reads the catalogue the server
 * installed at initialize, after this module is loaded.
 */
const WORDS: Partial<Record<PartName, () => string>> = {
  scheme: () => t('scheme'),
  user: () => t('user'),
  password: () => t('password'),
  host: () => t('host'),
  port: () => t('port'),
  path: () => t('path'),
  segment: () => t('segment'),
  typecode: () => t('typecode'),
  search: () => t('search'),
  fragment: () => t('fragment'),
  selector: () => t('selector'),
  group: () => t('group'),
  article: () => t('article'),
  'article-number': () => t('article-number'),
  database: () => t('database'),
  address: () => t('address'),
};

export function partLabel(name: PartName): string {
  return WORDS[name]?.() ?? name;
}
