import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import { type DocumentType, type UrlintConfig, defaultConfig, documentTypeOfEditorDocument } from '../../../engine/src';
import { type RcFile, RcFiles, isInside } from './rc-file';
import type { Settings } from './settings';

/** What governs one document: whether to check it at all, and the engine configuration to check it with. */
export interface Effective {
  enabled: boolean;
  config: UrlintConfig;
  /** How the document is read (its editor language, its name, the user's `documentTypes`). */
  documentType: DocumentType;
  rc?: RcFile;
}

/**
 * Merges the project's `.urlintrc.json` with the editor settings. The file is the shared baseline (CI reads it
 * too); the settings are this user's adjustments on top: a rule set in both takes the setting, lists add up,
 * and of two problem caps the smaller holds.
 */
export async function resolveEffective(uri: string, languageId: string, settings: Settings, rcFiles: RcFiles, folders: readonly string[]): Promise<Effective> {
  const filePath = toFilePath(uri);
  const folder = filePath === undefined ? undefined : containingFolder(filePath, folders);
  const rc = filePath === undefined ? undefined : await rcFiles.find(filePath, folder);
  const base = rc?.config ?? defaultConfig();
  const config: UrlintConfig = {
    rules: { ...base.rules, ...settings.rules },
    extraSchemes: unique([...base.extraSchemes, ...settings.extraSchemes]),
    ignore: unique([...base.ignore, ...settings.ignore]),
    files: base.files,
    maxProblems: Math.min(base.maxProblems ?? Infinity, settings.maxNumberOfProblems),
    preset: settings.preset ?? base.preset,
    documentTypes: { ...base.documentTypes, ...settings.documentTypes },
  };
  const documentType = documentTypeOfEditorDocument(filePath ?? uri, languageId, config.documentTypes);
  let enabled = settings.enable;
  if (enabled && filePath !== undefined) {
    if (excluded(settings.exclude, relativeTo(filePath, folder))) enabled = false;
    else if (rc && !rcSelects(rc, filePath)) enabled = false;
  }
  return rc ? { enabled, config, documentType, rc } : { enabled, config, documentType };
}

/** The rc file's own `files` section, globs relative to the file's folder, as the CLI applies them. */
function rcSelects(rc: RcFile, filePath: string): boolean {
  const rel = relativeTo(filePath, path.dirname(rc.path));
  const { include, exclude } = rc.config.files;
  if (include.length > 0 && !picomatch(include, { dot: true })(rel)) return false;
  return !excluded(exclude, rel);
}

/** A file is excluded when a glob matches it or one of its folders (`vendor` excludes vendor/a/b.txt), as the CLI prunes folders. */
function excluded(globs: readonly string[], rel: string): boolean {
  if (globs.length === 0) return false;
  const isMatch = picomatch(globs as string[], { dot: true });
  for (let i = rel.indexOf('/'); i >= 0; i = rel.indexOf('/', i + 1)) if (isMatch(rel.slice(0, i))) return true;
  return isMatch(rel);
}

/** Posix path relative to `base`; outside any base, the absolute path without its root, so `**` globs still apply. */
function relativeTo(filePath: string, base: string | undefined): string {
  const rel = base !== undefined && isInside(filePath, base) ? path.relative(base, filePath) : filePath.slice(path.parse(filePath).root.length);
  return rel.split(path.sep).join('/');
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

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}
