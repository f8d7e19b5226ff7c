import * as fs from 'node:fs';
import { isInside } from './selection';
import { MAX_SETTINGS_BYTES, type SmallFile, readSmallFile } from './small-file';
import { t } from '../../engine/src';

/**
 * Whether `file` lies inside one of `roots` by its name but outside all of them once its links (the file's own, or a
 * folder's on the way) are followed: a cloned repository's `.urlsmithrc.json -> ~/.ssh/config`. A path no root holds
 * by name, or one that cannot be resolved (missing, a link loop: its read fails on its own), is not such a path.
 */
export function leavesRoots(file: string, roots: readonly string[]): boolean {
  if (!roots.some((r) => isInside(file, r))) return false;
  const real = realPath(file);
  return real !== undefined && !roots.some((r) => isInside(real, realPath(r) ?? r));
}

/**
 * readSmallFile for a file of a workspace (a config, a .gitignore): one that a link leads out of `roots` from is not
 * read, and the reason given names no part of what it links to. The file is opened by its real path, without
 * following a link there, so nothing swapped in after the check is read instead.
 */
export function readWorkspaceFile(file: string, roots: readonly string[], limit = MAX_SETTINGS_BYTES): SmallFile {
  if (roots.length === 0) return readSmallFile(file, limit);
  if (leavesRoots(file, roots)) return { error: t('a symbolic link leads from it to outside the folders being checked') };
  const real = roots.some((r) => isInside(file, r)) ? realPath(file) : undefined;
  return real === undefined ? readSmallFile(file, limit) : readSmallFile(real, limit, { noFollow: true });
}

function realPath(p: string): string | undefined {
  try {
    return fs.realpathSync(p);
  } catch {
    return undefined;
  }
}
