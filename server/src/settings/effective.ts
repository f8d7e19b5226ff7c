import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentType, type UrlsmithConfig, defaultConfig, documentTypeOfEditorDocument } from '../../../engine/src';
import { CONFIG_NAME, FileSelection, isInside, isSelected } from '../../../project/src';
import { withSettings } from './merge';
import type { RcFile, RcFiles } from './rc-file';
import type { Settings } from './settings';

/** What governs one document: whether to check it at all, and the engine configuration to check it with. */
export interface Effective {
  enabled: boolean;
  config: UrlsmithConfig;
  /** How the document is read (its editor language, its name, the user's `documentTypes`). */
  documentType: DocumentType;
  rc?: RcFile;
  /** Why the config lookup failed (a `.urlsmithrc.json` that is a symlink loop, say): the document is checked with the defaults. */
  rcFault?: string;
  /**
   * The governing `.urlsmithrc.json` when it has errors: the document is then not checked (`enabled` is false), as
   * the CLI checks no file such a config governs and exits 2. Its settings are not what the user meant, and checking
   * with half of them would show problems CI does not (or miss some it does).
   */
  invalidConfig?: RcFile;
}

/**
 * Merges the project's `.urlsmithrc.json` with the editor settings. The file is the shared baseline (CI reads it
 * too); the settings are this user's adjustments on top: a rule set in both takes the setting, lists add up,
 * and of two problem caps the smaller holds.
 */
export async function resolveEffective(uri: string, languageId: string, settings: Settings, rcFiles: RcFiles, folders: readonly string[]): Promise<Effective> {
  const filePath = toFilePath(uri);
  const folder = filePath === undefined ? undefined : containingFolder(filePath, folders);
  // The nearest config up to the filesystem root, as the CLI looks it up: the same config for a file in both.
  // A lookup that fails must not leave the document unchecked: it is checked as if there were no config, and the
  // caller reports the fault.
  let chain: RcFile[] = [];
  let rcFault: string | undefined;
  try {
    if (filePath !== undefined) chain = rcFiles.chainOfFile(filePath);
  } catch (e) {
    rcFault = e instanceof Error ? e.message : String(e);
  }
  const rc = chain[0];
  const config = withSettings(rc?.config ?? defaultConfig(), settings);
  const documentType = documentTypeOfEditorDocument(filePath ?? uri, languageId, config.documentTypes);
  let enabled = settings.enable;
  let invalidConfig: RcFile | undefined;
  if (enabled && filePath !== undefined) {
    // A config file's own diagnostics are its errors (see config-diagnostics.ts); its strings are patterns, not links.
    if (path.basename(filePath) === CONFIG_NAME) enabled = false;
    else if (excludedBySettings(settings.exclude, filePath, folder)) enabled = false;
    else if (!isSelected(chain, filePath)) enabled = false;
    else if (rc !== undefined && rc.errors.length > 0) {
      // Not checked, as the CLI does not check it (the CLI's invalidConfig): a config with errors is not what the
      // user meant, and checking with what could be read of it would show problems CI does not, or miss some.
      enabled = false;
      invalidConfig = rc;
    }
  }
  const eff: Effective = { enabled, config, documentType };
  if (rc) eff.rc = rc;
  if (rcFault !== undefined) eff.rcFault = rcFault;
  if (invalidConfig) eff.invalidConfig = invalidConfig;
  return eff;
}

/** `urlsmith.exclude`: globs relative to the workspace folder (outside one, to the filesystem root), pruning folders too. */
function excludedBySettings(exclude: string[], filePath: string, folder: string | undefined): boolean {
  if (exclude.length === 0) return false;
  const selection = new FileSelection(folder ?? path.parse(filePath).root, { include: [], exclude });
  return selection.excludes(filePath) || selection.excludesFolderOf(filePath);
}

export function toFilePath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** The innermost workspace folder holding the file (folders may nest). */
function containingFolder(filePath: string, folders: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const f of folders) if (isInside(filePath, f) && (best === undefined || f.length > best.length)) best = f;
  return best;
}
