/**
 * Reads the newest .cpuprofile in a directory (written by `node --cpu-prof`) and prints where the time went:
 * self time per function (the hot spots) and inclusive time per function (who calls them), as ms and share.
 * With a focus function name, only time spent under its outermost calls counts, so set-up (reading the corpus)
 * does not crowd the table; garbage collection is not attributed to any caller and is reported on its own.
 *
 *   node out/bench/profile/summarize.js .cache/profile [focus or ""] [top]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../corpus';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const dir = process.argv[2] ?? join(REPO_ROOT, '.cache', 'profile');
const focus = process.argv[3] || undefined;
const top = Number(process.argv[4] ?? 20);
const newest = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => join(dir, f))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (newest === undefined) throw new Error(`profile: no .cpuprofile in ${dir}`);
const profile = JSON.parse(readFileSync(newest, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
// timeDeltas[i] is the time since the previous sample; it is charged to the node sampled at i.
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, profile.timeDeltas[i] ?? 0)));
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

const keyOf = (n: ProfileNode): string => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.startsWith('file://') ? relative(REPO_ROOT, url.slice(7)) : url || '(native)';
  return `${functionName || '(anonymous)'}  ${file}:${lineNumber + 1}`;
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
/** Inclusive time per key counts a recursive function once: only at its outermost frame on the stack. */
function walk(id: number, onStack: Map<string, number>): number {
  const node = byId.get(id);
  if (node === undefined) return 0;
  const key = keyOf(node);
  const own = selfUs.get(id) ?? 0;
  self.set(key, (self.get(key) ?? 0) + own);
  onStack.set(key, (onStack.get(key) ?? 0) + 1);
  let sum = own;
  for (const child of node.children ?? []) sum += walk(child, onStack);
  const depth = onStack.get(key) ?? 1;
  if (depth === 1) {
    inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    onStack.delete(key);
  } else {
    onStack.set(key, depth - 1);
  }
  return sum;
}
/** Walks the whole tree from the root, or from every outermost frame of the focus function. */
function roots(id: number): number[] {
  const node = byId.get(id);
  if (node === undefined) return [];
  if (focus === undefined || node.callFrame.functionName === focus) return [id];
  return (node.children ?? []).flatMap(roots);
}
let focusedUs = 0;
for (const id of roots(profile.nodes[0]!.id)) focusedUs += walk(id, new Map());
const gcUs = self.get(keyOf({ id: 0, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: 0 } })) ?? 0;
const allGcUs = profile.nodes
  .filter((n) => n.callFrame.functionName === '(garbage collector)')
  .reduce((sum, n) => sum + (selfUs.get(n.id) ?? 0), 0);

const show = (title: string, table: Map<string, number>) => {
  console.log(`\n${title} (share of ${(focusedUs / 1000).toFixed(0)} ms${focus ? ` under ${focus}` : ''})`);
  for (const [key, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / focusedUs).toFixed(1).padStart(5)}%  ${key}`);
  }
};
console.log(`profile: ${relative(REPO_ROOT, newest)}, ${(totalUs / 1000).toFixed(0)} ms sampled in all`);
console.log(`garbage collection: ${(allGcUs / 1000).toFixed(0)} ms in the whole process${gcUs > 0 ? ' (inside the focus: ' + (gcUs / 1000).toFixed(0) + ' ms)' : ''}`);
show('self time', self);
show('inclusive time', inclusive);
