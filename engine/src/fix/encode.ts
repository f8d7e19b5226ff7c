import { encodeCodePoint } from '../encoding/percent';
import { t } from '../l10n';
import type { RuleContext, UrlFix } from '../rules/rule';
import type { Locator } from '../types';
import { printfPlaceholderEnd } from '../placeholder';
import { changesBrowserReading } from './browser-reading';
import { encodingSafe } from './encode-safety';

/** How a character reads in a message: printable ASCII as itself, quoted as the language quotes; anything else as U+XXXX. */
export function showChar(s: string): string {
  const cp = s.codePointAt(0) ?? 0;
  if (cp > 0x20 && cp < 0x7f) return t('"{text}"', { text: s });
  if (cp === 0x20) return t('space');
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0') + (cp > 0x7f && !(cp >= 0xd800 && cp <= 0xdfff) ? ` ${t('"{text}"', { text: s })}` : '');
}

/**
 * How far past an escape a printf conversion is looked for. Flags and a width rarely run past a few characters;
 * a bounded look keeps a URL of many control characters linear. (A cut conversion reads as one ending the URL:
 * the fix is then merely not applied by fix-all.)
 */
const PRINTF_LOOK = 32;

/**
 * The fix that percent-encodes url[start, end) (one code point) as its UTF-8 octets: a minimal edit that keeps
 * the URL's meaning, since "octets may be encoded by a character triplet" (RFC 1738 2.2).
 * A lone surrogate is ill-formed UTF-16: it has no octets, so it gets no fix. So do two that only meet in the URL
 * (a wrapper's line break or a roff escape between them): in the document each stands alone.
 * The fix is offered but not safe (fix-all leaves it to the user) where it would change more than the character:
 * where its neighbours make it so (see encodingSafe), and for a control character followed by what printf reads
 * as a conversion (`%00a`: flags "00", conversion "a"), which reads as a template hole (placeholder/table.ts):
 * the URL would turn into a template.
 */
export function encodeFixes(ctx: RuleContext, start: number, end: number): UrlFix[] {
  const url = ctx.url;
  const cp = url.codePointAt(start) ?? 0;
  if ((cp >= 0xd800 && cp <= 0xdfff) || (cp > 0xffff && !pairInDocument(ctx.locator, start))) return [];
  const newText = encodeCodePoint(cp);
  const safe =
    encodingSafe(ctx, start, end) &&
    !changesBrowserReading(ctx, start) &&
    (cp >= 0x20 || !readsAsPlaceholder(newText, url, end));
  return [{ title: t('Percent-encode {text} as {encoded}', { text: showChar(url.slice(start, end)), encoded: newText }), edits: [{ start, end, newText }], safe }];
}

/**
 * Whether the surrogate pair at url[start] is one in the document too: its halves side by side, or both decoded
 * from one reference or escape.
 */
export function pairInDocument(locator: Locator, start: number): boolean {
  const { offsets, ends } = locator;
  const first = offsets[start]!;
  if (offsets[start + 1] === first) return true;
  return offsets[start + 1] === first + 1 && (ends === undefined || ends[start] === first + 1);
}

/**
 * Whether an escape and what follows it at url[from] read as a printf conversion (`%00a`: flags "00", conversion
 * "a"). Only printf's own reading is asked, within PRINTF_LOOK characters: asking whether the text starts with any
 * placeholder let a pattern sign 30 characters on (`[x]{x}`) decide, so the escape was unsafe in one fix-all pass
 * and, once the first pass's escapes had pushed the sign out of reach, safe in the next (fuzz.mjs: a BEL before
 * `b/中文?~user#[x]{x}` took two passes).
 */
function readsAsPlaceholder(escape: string, url: string, from: number): boolean {
  return printfPlaceholderEnd(escape + url.slice(from, from + PRINTF_LOOK), 0) > 0;
}
