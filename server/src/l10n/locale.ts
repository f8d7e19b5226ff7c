/**
 * The language the server speaks, one per process (as vscode.l10n has one per extension host): the client's, from
 * LSP `initialize` (`locale`, LSP 3.16: VS Code sends its display language, "zh-cn"); for a client that sends none
 * (Neovim, Emacs' eglot), the server's environment (LC_ALL, LC_MESSAGES, LANG), so LANG=zh_CN.UTF-8 reads Chinese in
 * any editor. The client wins when it says: "en" from VS Code stays English under a Chinese LANG.
 */
import { type Locale, localeOf, localeOfEnvironment, useLocale } from '../../../project/src/l10n';

let spoken: Locale = 'en';

/** The locale for an `initialize` request's `locale` (any JSON value a client may send) and the server's environment. */
export function chooseLocale(clientLocale: unknown, env: Readonly<Record<string, string | undefined>>): Locale {
  return typeof clientLocale === 'string' && clientLocale.trim() !== '' ? localeOf(clientLocale.trim()) : localeOfEnvironment(env);
}

/** Installs `locale` for every `t` on this thread; lint threads are told it in their worker data (linter.ts). */
export function speak(locale: Locale): void {
  spoken = locale;
  useLocale(locale);
}

/** The locale `speak` installed ("en" before initialize). */
export function spokenLocale(): Locale {
  return spoken;
}

/**
 * `make()` with English installed, for the text of a log line: the client's log (VS Code's output channel) stays
 * English whatever the user reads, so a developer can grep it and a bug report quotes it as the sources write it.
 */
export function inEnglish<T>(make: () => T): T {
  if (spoken === 'en') return make();
  useLocale('en');
  try {
    return make();
  } finally {
    useLocale(spoken);
  }
}

/** A message said to the user (in their language) and written to the log (in English). */
export interface Said {
  text: string;
  english: string;
}

/** `make()`'s text in the spoken language and in English (`make` calls `t`, so the extractor finds its keys). */
export function say(make: () => string): Said {
  return { text: make(), english: inEnglish(make) };
}
