/**
 * Notifications the server sends beside the standard ones, so a client can say in its status item what the
 * diagnostics alone cannot: which files are not checked, and why. A client that does not know them ignores them.
 */
export const SERVER_NOTIFICATIONS = {
  /**
   * { configs: InvalidConfig[] }: every `.urlsmithrc.json` with errors that governs a file the server was asked to
   * check, sent whenever that list changes (empty once each is fixed or removed). The files such a config governs
   * are not checked, as the CLI does not check them.
   */
  invalidConfigs: 'urlsmith/invalidConfigs',
} as const;

export interface InvalidConfig {
  /** The config's file URI. */
  uri: string;
  /** Its folder, as a path: the files it governs are there and below (where no nearer config takes over). */
  folder: string;
  /** How many errors it has (each one a diagnostic on the file). */
  errors: number;
}
