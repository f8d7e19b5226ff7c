/**
 * VS Code's own link detector, `LinkComputer` from monaco-editor-core (the code VS Code runs in its editor worker).
 * The package ships it as ESM with relative imports, which this CommonJS bench cannot require on Node 20, so it is
 * bundled once with esbuild into .cache/bench/ and loaded from there.
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { REPO_ROOT } from '../corpus';

/** The two methods LinkComputer asks of a model (ILinkComputerTarget). Line numbers are 1-based. */
interface LineModel {
  getLineCount(): number;
  getLineContent(lineNumber: number): string;
}
export interface LinkComputerModule {
  computeLinks(model: LineModel): unknown[];
}

/** Where the bundle is built: a whole-process peer (link-computer-process.ts) requires it from there. */
export function linkComputerBundle(): string {
  return join(REPO_ROOT, '.cache', 'bench', 'link-computer.cjs');
}

export function loadLinkComputer(): LinkComputerModule {
  const outfile = linkComputerBundle();
  buildSync({
    entryPoints: [require.resolve('monaco-editor-core/esm/vs/editor/common/languages/linkComputer.js')],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built just above, so no static import can name it
  return require(outfile) as LinkComputerModule;
}

/**
 * A document as VS Code's worker-side mirror model holds it: an array of lines, split on CRLF, CR and LF.
 * Splitting is done before timing, as the editor has its lines already; LinkComputer is timed on its own work.
 */
export function toLineModel(text: string): LineModel {
  const lines = text.split(/\r\n|\r|\n/);
  return { getLineCount: () => lines.length, getLineContent: (n) => lines[n - 1]! };
}
