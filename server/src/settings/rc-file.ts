/**
 * The server's names for the shared config lookup (project/src): one implementation for the CLI and the editor,
 * so both find the same `.urlsmithrc.json` for a file and read it identically.
 */
import { CONFIG_NAME, type ConfigFile, ConfigFiles } from '../../../project/src';

export const RC_NAME = CONFIG_NAME;
export type RcFile = ConfigFile;

/**
 * Config files for the server: every lookup checks the files again (stat), since clients may not report changes.
 * `folders` are the workspace folders: a config in them that a link leads out of is not read.
 */
export class RcFiles extends ConfigFiles {
  constructor(folders: () => readonly string[] = () => []) {
    super({ revalidate: true, roots: folders });
  }
}
