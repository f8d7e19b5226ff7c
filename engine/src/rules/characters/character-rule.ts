import { encodeFixes, showChar } from '../../fix/encode';
import { t } from '../../l10n';
import type { Report } from '../define-rule';
import type { Notable } from '../../scan/notable';
import type { RuleContext, UrlFix } from '../rule';
import { secretOverlap } from '../../scan/secrets';
import type { Severity } from '../../types';

/** A run of adjacent notable characters of one kind: URL offsets [start, end). */
export interface CharacterRun {
  start: number;
  end: number;
}

/**
 * The notable characters of one kind, adjacent ones joined into runs: `中文` in a path is one mistake (one word
 * typed as it reads), not one per character, and `ftp://h/|\^` one place to encode. A character that overlaps a
 * placeholder is left out and splits the run (nothing inside a placeholder is reported, lint.ts): so the rest of
 * the run is still reported.
 */
export function characterRuns(ctx: RuleContext, kind: Notable['kind']): CharacterRun[] {
  const runs: CharacterRun[] = [];
  const holes = !ctx.placeholders.none;
  let run: CharacterRun | undefined;
  for (const n of ctx.notable) {
    if (n.kind !== kind || (holes && ctx.placeholders.touches(n.start, n.end))) continue;
    if (run && run.end === n.start) run.end = n.end;
    else runs.push((run = { start: n.start, end: n.end }));
  }
  return runs;
}

/**
 * The fix that percent-encodes every character of a run, one edit per character (a wrapped URL's run may cross a
 * line break, which the edits must not swallow). It exists when each character has one (a lone surrogate has no
 * octets), and is safe when each character's is (see encodeFixes).
 */
export function encodeRunFixes(ctx: RuleContext, run: CharacterRun): UrlFix[] {
  if (run.end - run.start === codePointLength(ctx.url, run.start)) return encodeFixes(ctx, run.start, run.end);
  const edits: UrlFix['edits'] = [];
  let safe = true;
  for (let i = run.start; i < run.end; ) {
    const end = i + codePointLength(ctx.url, i);
    const fix = encodeFixes(ctx, i, end)[0];
    if (!fix) return [];
    edits.push(...fix.edits);
    safe &&= fix.safe;
    i = end;
  }
  return [{ title: t('Percent-encode {text} as {encoded}', { text: showRun(ctx.url.slice(run.start, run.end)), encoded: edits.map((e) => e.newText).join('') }), edits, safe }];
}

const codePointLength = (s: string, at: number): number => ((s.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);

/**
 * How a run reads in a message: one character as showChar shows it; printable text quoted; a run holding a control
 * or format character as its code points (a message may reach a terminal, which must not act on them). A run in a
 * secret is never shown: its rule words that message on its own (see encodeCharacters).
 */
export function showRun(text: string): string {
  const cps = [...text];
  if (cps.length === 1) return showChar(text);
  if (cps.every((ch) => /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch))) return t('"{text}"', { text });
  return cps.map((ch) => 'U+' + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')).join(' ');
}

/**
 * The check shared by the rules of RFC 1738 2.2 that say "these must be encoded": report each run of notable
 * characters of one kind where it stands, with the fix that percent-encodes it, in the presets `fixIn` names (what
 * RFC 3986 or RFC 3987 legalised is not rewritten by default). The production it breaks is the one of the part its
 * first character stands in (an unsafe character in an http path breaks `hsegment`).
 */
export function encodeCharacters(
  kind: Notable['kind'],
  /** The message for a run's text; for a run in a secret, for '' (a whole sentence of its own in each language). */
  message: (text: string, run: CharacterRun, ctx: RuleContext) => string,
  fixIn: 'both' | 'strict' = 'both',
  /** A severity above the preset's for some runs (ReportOptions.atLeast). */
  atLeast?: (run: CharacterRun, ctx: RuleContext) => Severity | undefined,
): (ctx: RuleContext, report: Report) => void {
  return (ctx, report) => {
    const fixing = fixIn === 'both' || ctx.preset === 'strict';
    const inSecret = secretOverlap(ctx.url, ctx.part('password'));
    for (const run of characterRuns(ctx, kind)) {
      // Inside a password or a credential the characters are not quoted: the message says what they are, not which,
      // and the fix's title neither quotes them nor shows their escapes.
      const secret = inSecret(run.start, run.end);
      const fixes = fixing ? encodeRunFixes(ctx, run) : [];
      const raised = atLeast?.(run, ctx);
      report(run.start, run.end, message(secret ? '' : ctx.url.slice(run.start, run.end), run, ctx), {
        fixes: secret ? fixes.map((f) => ({ ...f, title: t('Percent-encode the characters in the credential') })) : fixes,
        production: ctx.productionAt(run.start),
        ...(raised ? { atLeast: raised } : {}),
      });
    }
  };
}
