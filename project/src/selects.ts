import type { ConfigFile } from './config-file';

/**
 * Whether a file is one to check, given the configs governing it (nearest first): the nearest config's `include`
 * lets it in and its `exclude` does not name it, and no config governing a folder above it excludes that folder.
 * A folder excluded by a config is pruned with all it holds, nested configs included, exactly as a folder walk
 * that never enters it: so the editor and the CLI (see isPrunedFolder) agree on every file.
 */
export function isSelected(chain: readonly ConfigFile[], filePath: string): boolean {
  const nearest = chain[0];
  if (nearest === undefined) return true;
  if (!nearest.selection.includes(filePath) || nearest.selection.excludes(filePath)) return false;
  return !chain.some((c) => c.selection.excludesFolderOf(filePath));
}

/**
 * Whether a folder walk skips a folder and everything in it: a config governing the folder's parent (or one
 * further up) excludes it. `chain` is the chain of the folder's parent.
 */
export function isPrunedFolder(parentChain: readonly ConfigFile[], dir: string): boolean {
  return parentChain.some((c) => c.selection.excludes(dir));
}
