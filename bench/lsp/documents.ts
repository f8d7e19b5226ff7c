/**
 * Generated documents for the language-server benchmark: a mail archive / log of a given size with a given number
 * of URLs, one in five with a problem, some in `<URL:...>` wrappers (a few across a line break), among prose,
 * headers and `<address@host>` brackets. Deterministic: the same sizes give the same text.
 */
import { Rng } from '../fuzz/random';

export interface Generated {
  text: string;
  /** Line and character of a position inside a URL with a problem (for hovers and code actions). */
  problemUrls: Array<{ line: number; character: number }>;
  /** Line and character of a position inside a prose word, one per sampled line. */
  proseWords: Array<{ line: number; character: number }>;
}

/** The fuzzer's seeded generator, so every run types the same text. */
function random(seed: number): () => number {
  const rng = new Rng(seed);
  return () => rng.next();
}

const WORDS = ['the', 'server', 'request', 'mirror', 'package', 'release', 'notes', 'please', 'see', 'archive', 'thread', 'reply', 'patch', 'build', 'failed', 'again', 'with', 'error', 'timeout', 'after'];

/**
 * `problems`: how many URLs in five have a problem (default 1); with 5, every URL has several (unsafe characters,
 * each with its fix), the heaviest case for the server's memory.
 */
export function generate(chars: number, urls: number, seed = 1, problems = 1): Generated {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const lines: string[] = [];
  const problemUrls: Generated['problemUrls'] = [];
  const proseWords: Generated['proseWords'] = [];
  let length = 0;
  let urlsLeft = urls;
  const push = (line: string) => {
    lines.push(line);
    length += line.length + 1;
  };
  const prose = (): string => {
    const n = 8 + Math.floor(rnd() * 8);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(pick(WORDS));
    return words.join(' ');
  };
  let n = 0;
  while (length < chars) {
    // URLs are spread evenly: one every (chars / urls) characters on average.
    const due = urlsLeft > 0 && length >= ((urls - urlsLeft) * chars) / urls;
    if (!due) {
      const kind = n++ % 7;
      if (kind === 0) push(`From: Someone ${n} <someone${n}@lists.example.org>`);
      else if (kind === 3) push(`[${String(n).padStart(8, '0')}] INFO worker-${n % 16}: done at 12:30:${n % 60} in C:\\tmp std::vector<int>`);
      else {
        const line = prose();
        if (n % 50 === 1) proseWords.push({ line: lines.length, character: 2 });
        push(line);
      }
      continue;
    }
    urlsLeft--;
    const host = `host${urlsLeft % 997}.example.${pick(['com', 'org', 'net'])}`;
    const problem = urlsLeft % 5 < problems;
    const path = `/${pick(WORDS)}/${pick(WORDS)}${problem ? (problems > 1 ? '^x|y{z}' : '^x') : ''}/index.html`;
    const kind = urlsLeft % 10;
    const before = `${pick(WORDS)} ${pick(WORDS)} `;
    if (kind === 9) {
      // A wrapped URL broken across two lines, as re-flowed mail has them.
      const url = `http://${host}${path}`;
      const cut = Math.floor(url.length / 2);
      if (problem) problemUrls.push({ line: lines.length, character: before.length + 5 + url.indexOf('^') });
      push(`${before}<URL:${url.slice(0, cut)}`);
      push(`  ${url.slice(cut)}> ${prose()}`);
    } else if (kind === 8) {
      if (problem) problemUrls.push({ line: lines.length, character: before.length + 5 + `http://${host}${path}`.indexOf('^') });
      push(`${before}<URL:http://${host}${path}> ${prose()}`);
    } else {
      const url = `${kind < 4 ? 'https' : 'http'}://${host}${path}?id=${urlsLeft}`;
      if (problem) problemUrls.push({ line: lines.length, character: before.length + url.indexOf('^') });
      push(`${before}${url} ${prose()}.`);
    }
  }
  return { text: lines.join('\n'), problemUrls, proseWords };
}

/** The same content on one line: every line break a space. */
export function oneLine(chars: number, urls: number): string {
  return generate(chars, urls).text.replace(/\n/g, ' ');
}
