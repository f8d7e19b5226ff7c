import type { Connection } from 'vscode-languageserver';
import { type Settings, normalizeSettings } from './settings';

export const SECTION = 'urlint';

/**
 * Settings per resource: asked of the client with workspace/configuration (scoped to the document, so folder
 * and language overrides apply), cached until the client says they changed. A client without
 * workspace/configuration pushes them in didChangeConfiguration instead; those apply to every document.
 */
export class SettingsCache {
  private readonly perUri = new Map<string, Promise<Settings>>();
  private pushed: unknown;

  constructor(
    private readonly connection: Connection,
    private readonly canPull: () => boolean,
  ) {}

  get(uri: string): Promise<Settings> {
    let s = this.perUri.get(uri);
    if (!s) {
      s = this.fetch(uri);
      this.perUri.set(uri, s);
    }
    return s;
  }

  /** didChangeConfiguration: forget everything; `settings` is what a push-only client sent. */
  changed(settings: unknown): void {
    this.perUri.clear();
    if (typeof settings === 'object' && settings !== null && SECTION in settings) {
      this.pushed = (settings as Record<string, unknown>)[SECTION];
    }
  }

  forget(uri: string): void {
    this.perUri.delete(uri);
  }

  private async fetch(uri: string): Promise<Settings> {
    if (!this.canPull()) return normalizeSettings(this.pushed);
    try {
      return normalizeSettings(await this.connection.workspace.getConfiguration({ scopeUri: uri, section: SECTION }));
    } catch {
      // A client that fails the request still gets diagnostics, with the defaults.
      this.perUri.delete(uri);
      return normalizeSettings(this.pushed);
    }
  }
}
