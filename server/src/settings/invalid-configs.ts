import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Connection } from 'vscode-languageserver';
import type { ConfigFile, ConfigFiles } from '../../../project/src';
import { type InvalidConfig, SERVER_NOTIFICATIONS } from '../features/notifications';

/**
 * The configs with errors that govern a file the server was asked to check (an open document, or a file of Check
 * Workspace): those files are not checked, as the CLI checks none of them and exits 2. The client is told the list
 * each time it changes (SERVER_NOTIFICATIONS.invalidConfigs), so its status item can say which files are unchecked;
 * the log says it once per config. A config leaves the list when it is read again without errors, or is gone.
 */
export class InvalidConfigs {
  /** Config path -> its error count. */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly connection: Connection,
    private readonly files: ConfigFiles,
    private readonly warn: (message: string) => void,
  ) {
    files.onRead((file) => {
      if (!this.known.has(file.path)) return;
      if (file.errors.length === 0) this.forget(file.path);
      else this.governs(file);
    });
    files.onGone((file) => this.forget(file));
  }

  /**
   * A file about to be checked is governed by `file`, which has errors: it is not checked. Check Workspace reads
   * configs with a lookup of its own; the server's is asked too, so the config's errors are published on it.
   */
  governs(file: ConfigFile): void {
    if (this.known.get(file.path) === file.errors.length) return;
    const fresh = !this.known.has(file.path);
    this.known.set(file.path, file.errors.length);
    if (fresh) this.warn(`${file.path}: invalid config, so the files it governs are not checked`);
    this.send();
    if (fresh) this.read(file.path);
  }

  /** Configs may have changed on disk (the client's watcher said so): each one listed is read again. */
  revalidate(): void {
    for (const file of [...this.known.keys()]) this.read(file);
  }

  private read(file: string): void {
    try {
      this.files.chainOfFolder(path.dirname(file));
    } catch {
      // The lookup fails (a link loop): the config stays listed until it can be read.
    }
  }

  private forget(file: string): void {
    if (this.known.delete(file)) this.send();
  }

  private send(): void {
    const configs: InvalidConfig[] = [...this.known].map(([file, errors]) => ({ uri: pathToFileURL(file).href, folder: path.dirname(file), errors }));
    void this.connection.sendNotification(SERVER_NOTIFICATIONS.invalidConfigs, { configs });
  }
}
