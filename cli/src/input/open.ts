import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Target } from '../files/walk';

/** The bytes of a target and the name it is reported under. */
export function openTarget(target: Target, stdinName: string, cwd = process.cwd()): { name: string; bytes: AsyncIterable<Buffer> } {
  if (target.kind === 'stdin') return { name: stdinName, bytes: process.stdin };
  return { name: displayPath(target.path, cwd), bytes: fs.createReadStream(target.path, { highWaterMark: 1 << 20 }) };
}

/** Relative to the working folder when inside it (what CI logs and SARIF want), absolute otherwise. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}
