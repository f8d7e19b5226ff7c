import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Connection, type Diagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import { type ConfigError, nearestRuleCode, t } from '../../../engine/src';
import { inEnglish } from '../l10n/locale';
import { CONFIG_NAME, type ConfigFile, type ConfigFiles } from '../../../project/src';
import { toFilePath } from './effective';

/** The diagnostic code of a problem in a `.urlsmithrc.json`: not a rule, so no rule setting can turn it off. */
export const CONFIG_ERROR = 'config-error';

/** A config diagnostic's `data` when a quick fix can repair it: the range's text, and what to write there instead. */
export interface ConfigFixData {
  was: string;
  replacement: string;
}

export interface ConfigDiagnosticsOptions {
  /** Writes one line to the client's log (the VS Code output channel). */
  log(message: string): void;
  /** Writes a config mistake to the client's log at warning level, so a log filtered to problems still shows it. */
  warn(message: string): void;
}

/**
 * Shows the problems of each `.urlsmithrc.json` on that file itself, where the CLI's `file:line:col` points: one
 * error diagnostic for each error the CLI lists, whatever else validates the file. (VS Code's schema check adds its
 * own warnings as the user types; these are what the CLI reads from disk, and any one of them stops the files the
 * config governs from being checked, in CI and here alike, so each is an error.) Published whenever the config
 * lookup parses the file (so as soon as a document it governs is checked), and cleared once it is fixed or removed. The file is read from disk, as the CLI reads it.
 * Every error is logged once per content of the file (not once per save of the same mistake), never shown as a
 * message box: a half-typed config saved on every keystroke would stack them.
 *
 * Wiring (server.ts): construct it once with the connection and the server's config lookup; skip the URL check's
 * publication for the documents it `owns` (a config's diagnostics are its errors), and do not clear them on close.
 */
export class ConfigDiagnostics {
  /** Config file URI -> the diagnostics last published for it, as JSON (nothing is re-sent unchanged). */
  private readonly published = new Map<string, string>();
  /** Config file path -> its errors last logged, as JSON. */
  private readonly logged = new Map<string, string>();

  constructor(
    private readonly connection: Connection,
    files: ConfigFiles,
    private readonly options: ConfigDiagnosticsOptions = { log: () => undefined, warn: () => undefined },
  ) {
    files.onRead((file) => this.show(file));
    files.onGone((file) => {
      this.logged.delete(file);
      this.publish(pathToFileURL(file).href, []);
    });
  }

  /** Whether the document is a config file, whose diagnostics this class publishes. */
  owns(uri: string): boolean {
    const filePath = toFilePath(uri);
    return filePath !== undefined && path.basename(filePath) === CONFIG_NAME;
  }

  private show(file: ConfigFile): void {
    this.logErrors(file.path, inEnglish(() => file.errors.map((e) => withSuggestion(e))));
    this.publish(pathToFileURL(file.path).href, file.errors.map((e) => toDiagnostic(withSuggestion(e))));
  }

  private logErrors(file: string, errors: readonly ConfigError[]): void {
    const json = JSON.stringify(errors);
    if ((this.logged.get(file) ?? '[]') === json) return;
    this.logged.set(file, json);
    if (errors.length === 0) this.options.log(`${file}: no errors`);
    for (const e of errors) this.options.warn(`${file}:${e.line}:${e.column}: ${e.message}`);
  }

  private publish(uri: string, diagnostics: Diagnostic[]): void {
    const json = JSON.stringify(diagnostics);
    if ((this.published.get(uri) ?? '[]') === json) return;
    if (diagnostics.length === 0) this.published.delete(uri);
    else this.published.set(uri, json);
    void this.connection.sendDiagnostics({ uri, diagnostics });
  }
}

/**
 * An unknown rule code's error says which known code is nearest, when one is near enough to be a guess. The error's
 * own message is the one the config reader wrote, in the language installed when it read the file.
 */
function withSuggestion(e: ConfigError): ConfigError & { suggestion?: string } {
  const suggestion = e.unknownRule === undefined ? undefined : nearestRuleCode(e.unknownRule);
  return suggestion === undefined ? e : { ...e, message: t('{problem}: did you mean "{suggestion}"?', { problem: e.message, suggestion }), suggestion };
}

/** LSP positions are 0-based, a config error's 1-based; both count columns in UTF-16 units (JavaScript string indices). */
function toDiagnostic(e: ConfigError & { suggestion?: string }): Diagnostic {
  const d: Diagnostic = {
    range: { start: { line: e.line - 1, character: e.column - 1 }, end: { line: e.endLine - 1, character: e.endColumn - 1 } },
    severity: DiagnosticSeverity.Error,
    code: CONFIG_ERROR,
    source: 'urlsmith',
    message: e.message,
  };
  // The range is the key's string token, quotes included.
  if (e.suggestion !== undefined && e.unknownRule !== undefined) d.data = { was: JSON.stringify(e.unknownRule), replacement: JSON.stringify(e.suggestion) } satisfies ConfigFixData;
  return d;
}
