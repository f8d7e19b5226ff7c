import { type Connection, MessageType, ShowMessageNotification } from 'vscode-languageserver';
import { t } from '../../../engine/src';
import type { Said } from '../l10n/locale';
import { type Settings, normalizeSettings } from './settings';

export const SECTION = 'urlsmith';

/**
 * Settings per resource: asked of the client with workspace/configuration (scoped to the document, so folder
 * and language overrides apply), cached until the client says they changed. A client without
 * workspace/configuration pushes them in didChangeConfiguration instead; those apply to every document.
 */
export class SettingsCache {
  private readonly perUri = new Map<string, Promise<Settings>>();
  private pushed: unknown;
  /** Problems in the settings already told, so each is said once, not once per document. */
  private readonly told = new Set<string>();

  constructor(
    private readonly connection: Connection,
    private readonly canPull: () => boolean,
    /**
     * Whether the client validates the settings with the extension's own schema (package.json; the VS Code client
     * says `initializationOptions.configSchema`): settings.json then shows each mistake where it is, and a warning
     * box would say it twice. The log line stays.
     */
    private readonly schemaValidates: () => boolean = () => false,
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
    if (!this.canPull()) return this.normalize(this.pushed);
    try {
      return this.normalize(await this.connection.workspace.getConfiguration({ scopeUri: uri, section: SECTION }));
    } catch {
      // A client that fails the request still gets diagnostics, with the defaults.
      this.perUri.delete(uri);
      return this.normalize(this.pushed);
    }
  }

  /**
   * Settings the CLI would refuse are not silently accepted: each problem is logged and shown once as a warning
   * (the notification, not window/showMessageRequest, which some clients never answer), and the entry is dropped.
   * The box speaks the user's language; the log line stays English.
   */
  private normalize(raw: unknown): Settings {
    const problems: Said[] = [];
    const settings = normalizeSettings(raw, problems);
    for (const p of problems) {
      if (this.told.has(p.english)) continue;
      this.told.add(p.english);
      this.connection.console.warn(`urlsmith: ${p.english}`);
      if (this.schemaValidates()) continue;
      void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: t('urlsmith: {problem}', { problem: p.text }) });
    }
    return settings;
  }
}
