export { CATALOGUES, LOCALES, localeOf, localeOfEnvironment, useLocale, type Locale } from './locale';
export { displayWidth, padEnd } from './width';
export { severityLabel } from './words';
