import { type Locale, localeOfEnvironment } from '../../project/src';

/**
 * The CLI's language. The CLI writes UTF-8 (its JSON and SARIF must be), so where the locale's character set is
 * another one (`zh_CN.GB18030`, `zh_CN.GBK`: the codeset of LC_ALL, else LC_CTYPE, else LANG, as POSIX.1 8.2 reads
 * the character set) Chinese would reach the terminal as mojibake: the CLI speaks English there, whose messages are
 * ASCII and read the same in any of them. A locale that names no codeset (`zh_CN`) is taken to be UTF-8, as today's systems
 * set it.
 */
export function cliLocale(env: Readonly<Record<string, string | undefined>>): Locale {
  const locale = localeOfEnvironment(env);
  if (locale === 'en') return locale;
  const ctype = env['LC_ALL'] || env['LC_CTYPE'] || env['LANG'] || '';
  const codeset = /\.([^@]+)/.exec(ctype)?.[1];
  return codeset === undefined || /^utf-?8$/i.test(codeset) ? locale : 'en';
}
