import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the rule reference lies next to the server: the bundle is dist/server.js, the reference docs/rules.md. */
const REFERENCE = path.join('docs', 'rules.md');
/** Folders to climb from this module: 1 from dist/, 4 from out/server/src/render/ (the compiled tests). */
const CLIMB = 4;

interface Reference {
  /** file: URL of docs/rules.md, without a fragment. */
  url: string;
  /** 1-based line of each code's `## code` heading. */
  lines: ReadonlyMap<string, number>;
}

let cached: Reference | null | undefined;

function load(): Reference | null {
  for (let dir = __dirname, i = 0; i <= CLIMB; i++, dir = path.dirname(dir)) {
    const file = path.join(dir, REFERENCE);
    if (!existsSync(file)) continue;
    const lines = new Map<string, number>();
    readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .forEach((l, n) => {
        if (l.startsWith('## ')) lines.set(l.slice(3).trim(), n + 1);
      });
    return { url: pathToFileURL(file).href, lines };
  }
  return null;
}

/**
 * The link to a rule's entry in the rule reference shipped with the server (docs/rules.md in the .vsix and the npm
 * package), so it opens offline in the editor: `file:///…/docs/rules.md#L<line>` for a code with a heading, the
 * line fragment VS Code (and GitHub's file view) opens at. Undefined when the server runs without the reference
 * beside it, or the code has no entry: no link rather than a dead one.
 */
export function ruleDocsHref(code: string): string | undefined {
  if (cached === undefined) cached = load();
  const line = cached?.lines.get(code);
  return cached && line !== undefined ? `${cached.url}#L${line}` : undefined;
}
