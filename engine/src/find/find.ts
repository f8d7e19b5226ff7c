import type { LintOptions, Locator, UrlContext } from '../types';
import { bareUrlEnd, scanBare } from './bare';
import { urlKeepsItsPipes } from './pipe';
import { TERMINATORS } from './chars';
import { OffsetPool } from './offsets';
import { withSchemeTypos } from './scheme-typo';
import { SchemeSet } from './schemes';
import { scanWrapper } from './wrapper';

/**
 * Every locator in the text, in document order, none overlapping. One pass, linear in text length.
 *
 * Only two characters can start a URL: "<" (a wrapper) and ":" (the end of a bare URL's scheme), so the scan jumps
 * between them with indexOf and looks at a candidate only there. A wrapper is tried before any colon inside it, so a
 * URL inside a wrapper is never also reported bare; a wrapper that does not close leaves its colons to the bare scan.
 * `context` says where a bare URL ends (types.ts); wrappers are found alike in every context. URLs whose scheme is
 * mistyped (find/scheme-typo.ts) are added where they overlap none found.
 */
export function findLocators(text: string, options: LintOptions = {}, context: UrlContext = 'prose'): Locator[] {
  const stop = TERMINATORS[context] ?? TERMINATORS.prose;
  const schemes = schemeSetFor(options.extraSchemes);
  const pool = sharedPool;
  const found: Locator[] = [];
  // The "/" after each colon the bare scan turned down that one "/" follows (`http:/host`): the one shape of a
  // mistyped scheme without "//", which withSchemeTypos looks at beside every "//" of the text.
  let singleSlashes: number[] | undefined; // made at the first: most texts have none
  let pos = 0;
  let lt = text.indexOf('<');
  let colon = text.indexOf(':');
  for (;;) {
    if (lt !== -1 && lt < pos) lt = text.indexOf('<', pos);
    if (colon !== -1 && colon < pos) colon = text.indexOf(':', pos);
    // Last, the URLs whose scheme is mistyped (`https:/host`, `htp://host`), which no program reads as one.
    if (lt === -1 && colon === -1) return withSchemeTypos(text, found, pool, (t, from, s) => bareUrlEnd(t, from, s, schemes), stop, singleSlashes);
    const atWrapper = lt !== -1 && (colon === -1 || lt < colon);
    const at = atWrapper ? lt : colon;
    const locator = atWrapper ? (scanWrapper(text, lt, schemes, pool) ?? at + 1) : scanBare(text, colon, pos, schemes, pool, stop);
    if (typeof locator === 'number') {
      if (!atWrapper && text.charCodeAt(colon + 1) === 0x2f && text.charCodeAt(colon + 2) !== 0x2f) (singleSlashes ??= []).push(colon + 1);
      pos = locator;
    } else {
      // A wrapped URL's "|" is the URL's, as a bare one's (find/pipe.ts): it makes no later URL of the line a field.
      if (atWrapper && stop.pipeDelimits === true) urlKeepsItsPipes(text, locator.start, locator.end);
      found.push(locator);
      pos = locator.end;
    }
  }
}

/**
 * One pool for every run: a document read as many views runs the finder once per view, and a fresh pool each time
 * cost more than the finding. Chunks handed out stay with their locators; the pool only ever starts new ones.
 */
const sharedPool = new OffsetPool();

/**
 * The scheme set of the last options seen: a document read as many views runs the finder once per view, and the
 * set is the same for all of them.
 */
let lastSchemes: { extra: readonly string[] | undefined; set: SchemeSet } | undefined;
function schemeSetFor(extra: readonly string[] | undefined): SchemeSet {
  if (lastSchemes === undefined || lastSchemes.extra !== extra) lastSchemes = { extra, set: new SchemeSet(extra) };
  return lastSchemes.set;
}
