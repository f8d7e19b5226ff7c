/** The configuration-file readers: YAML, TOML, INI, JSON values and comments. */
export { configViews, type ConfigFormat } from './config';
