import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Connection, type Diagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import type { ConfigError } from '../../../engine/src';
import { CONFIG_NAME, type ConfigFile, type ConfigFiles } from '../../../project/src';
import { toFilePath } from './effective';

/** The diagnostic code of a problem in a `.urlsmithrc.json`: not a rule, so no rule setting can turn it off. */
export const CONFIG_ERROR = 'config-error';

/**
 * Shows the problems of each `.urlsmithrc.json` on that file itself, where the CLI's `file:line:col` points: one
 * diagnostic per error, published whenever the config lookup parses the file (so as soon as a document it governs
 * is checked), and cleared once the file is fixed or removed. The file is read from disk, as the CLI reads it.
 *
 * Wiring (server.ts): construct it once with the connection and the server's config lookup; skip the URL check's
 * publication for the documents it `owns` (a config's diagnostics are its errors), and do not clear them on close.
 */
export class ConfigDiagnostics {
  /** Config file URI -> the diagnostics last published for it, as JSON (nothing is re-sent unchanged). */
  private readonly published = new Map<string, string>();

  constructor(
    private readonly connection: Connection,
    files: ConfigFiles,
  ) {
    files.onRead((file) => this.show(file));
    files.onGone((file) => this.publish(pathToFileURL(file).href, []));
  }

  /** Whether the document is a config file, whose diagnostics this class publishes. */
  owns(uri: string): boolean {
    const filePath = toFilePath(uri);
    return filePath !== undefined && path.basename(filePath) === CONFIG_NAME;
  }

  private show(file: ConfigFile): void {
    this.publish(pathToFileURL(file.path).href, file.errors.map(toDiagnostic));
  }

  private publish(uri: string, diagnostics: Diagnostic[]): void {
    const json = JSON.stringify(diagnostics);
    if ((this.published.get(uri) ?? '[]') === json) return;
    if (diagnostics.length === 0) this.published.delete(uri);
    else this.published.set(uri, json);
    void this.connection.sendDiagnostics({ uri, diagnostics });
  }
}

/** LSP positions are 0-based, a config error's 1-based; both count columns in UTF-16 units (JavaScript string indices). */
function toDiagnostic(e: ConfigError): Diagnostic {
  return {
    range: { start: { line: e.line - 1, character: e.column - 1 }, end: { line: e.endLine - 1, character: e.endColumn - 1 } },
    severity: DiagnosticSeverity.Error,
    code: CONFIG_ERROR,
    source: 'urlsmith',
    message: e.message,
  };
}
