export { CATALOGUES, LOCALES, localeOf, localeOfEnvironment, useLocale, type Locale } from './locale';
