/**
 * No import cycle in the product code (engine, project, server, cli, client), type-only imports included: a cycle
 * is a place where two modules each need the other to be understood, and the engine's stages are meant to be read
 * one way (ARCHITECTURE.md). Read with the TypeScript parser, so every `import` and `export ... from` counts.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import * as ts from 'typescript';

const ROOT = join(__dirname, '..', '..', '..');
const PRODUCT = ['engine/src', 'project/src', 'server/src', 'cli/src', 'client/src'];

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, into);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

/** The product files a file imports or re-exports from, by relative specifier. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    const resolved = [`${target}.ts`, join(target, 'index.ts')].find((candidate) => existsSync(candidate));
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(ROOT, w));
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('the product code has no import cycle', () => {
  const graph = new Map<string, string[]>();
  for (const dir of PRODUCT) for (const file of sources(join(ROOT, dir))) graph.set(file, importsOf(file));
  assert.ok(graph.size > 200, `only ${graph.size} files read`);
  assert.deepEqual(cycles(graph), []);
});
