import * as path from 'node:path';

/** The repository root; compiled files live in out/scripts/vscode/, sources in scripts/vscode/. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** What `npm run package` produces and every real-VS-Code run installs (URLSMITH_VSIX: another build). */
export const vsixPath = process.env.URLSMITH_VSIX ?? path.join(repoRoot, 'dist', 'urlsmith.vsix');
