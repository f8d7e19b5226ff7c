/**
 * The engine alone, for `node --cpu-prof` (npm run bench:profile): warm-up, then timed passes of the real corpus,
 * so the profile shows steady-state code, not start-up. `text` profiles lintText over every document,
 * `url` profiles lintUrl over the URLs found in them.
 *
 *   node --cpu-prof --cpu-prof-dir=.cache/profile out/bench/profile/engine.js [text|url] [passes]
 */
import { lintText, lintUrl } from '../../engine/src/index';
import { ensureCorpus, loadCorpus } from '../corpus';
import { engineUrls } from '../tools';

const mode = process.argv[2] ?? 'text';
const passes = Number(process.argv[3] ?? 3);
if (mode !== 'text' && mode !== 'url') throw new Error('profile: mode is text or url');

ensureCorpus();
const { documents, bytes } = loadCorpus();
const urls = mode === 'url' ? engineUrls(documents) : [];
let found = 0;
const start = process.hrtime.bigint();
for (let pass = 0; pass < passes; pass++) {
  if (mode === 'text') for (const doc of documents) found += lintText(doc).urls.length;
  else for (const url of urls) found += lintUrl(url).diagnostics.length;
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const rate = mode === 'text' ? `${((bytes * passes) / 1e6 / seconds).toFixed(1)} MB/s` : `${((seconds * 1e9) / (urls.length * passes)).toFixed(0)} ns/URL`;
console.log(`profile ${mode}: ${passes} passes in ${seconds.toFixed(2)} s (${rate}, ${found} results, profiler on)`);
