/**
 * Which language a host speaks: English, or Simplified Chinese. The language server takes its client's locale
 * (LSP `initialize`'s `locale`, a BCP 47 tag such as "zh-cn"); the CLI takes the POSIX environment, as gettext does.
 */
import { useCatalogue, type Catalogue } from '../../../engine/src';
import zhCn from '../../l10n/bundle.l10n.zh-cn.json';

export type Locale = 'en' | 'zh-cn';

export const LOCALES: readonly Locale[] = ['en', 'zh-cn'];

/** Each language's catalogue (English is the keys themselves). */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en: {}, 'zh-cn': zhCn };

/**
 * The locale a BCP 47 tag ("zh-CN", "zh-Hans-SG") or a POSIX locale name ("zh_CN.UTF-8") asks for. Simplified
 * Chinese is "zh" with a Simplified script or region (CN, SG) or none; Traditional ("zh-TW", "zh-Hant") has no
 * catalogue here and reads English, as VS Code does for a language without a pack. Anything else is English.
 */
export function localeOf(tag: string | undefined): Locale {
  if (!tag) return 'en';
  const subtags = tag.split(/[.@]/, 1)[0]!.toLowerCase().split(/[-_]/);
  if (subtags[0] !== 'zh') return 'en';
  const rest = subtags.slice(1);
  if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo')) return 'en';
  return 'zh-cn';
}

/**
 * The locale of a POSIX environment: LC_ALL, then LC_MESSAGES, then LANG, the first that is set and not empty
 * (POSIX.1, 8.2). "C" and "POSIX" are English. As in GNU gettext, a locale other than C lets LANGUAGE, a list of
 * languages by preference ("zh_CN:en"), choose: the first one with a catalogue here (English or Simplified Chinese).
 */
export function localeOfEnvironment(env: Readonly<Record<string, string | undefined>>): Locale {
  const name = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  if (!name || isCLocale(name) || !env.LANGUAGE) return localeOf(name);
  for (const language of env.LANGUAGE.split(':')) {
    if (localeOf(language) === 'zh-cn') return 'zh-cn';
    if (/^en([-_.@]|$)/i.test(language)) return 'en';
  }
  return localeOf(name);
}

/** The C locale, by either name, with or without an encoding ("C.UTF-8"). */
function isCLocale(name: string): boolean {
  const base = name.split(/[.@]/, 1)[0];
  return base === 'C' || base === 'POSIX';
}

/** Makes the engine's `t` (and so every host string) speak `locale`. */
export function useLocale(locale: Locale): void {
  useCatalogue(CATALOGUES[locale]);
}
