import { hostToAscii } from '../encoding/punycode';
import { mixedScriptLabels } from '../unicode/mixed-script';
import type { RuleContext } from '../rules/rule';
import { findPlaceholders } from '../placeholder';
import type { Locator, Span } from '../types';
import { pairInDocument } from './encode';

/**
 * RFC 1738 3.1's host name limits, for fixes that write a host: a fix may only write a name the host rules accept
 * (domainlabel and toplabel are alphadigits and "-"), else it would trade one problem for another.
 */
const MAX_LABEL = 63;
const MAX_NAME = 255;

/**
 * Whether the labels of `ascii` that differ from the host as written (`written`, the same number of labels) are
 * made of letters, digits and "-" and no longer than 63 characters, and the name no longer than 255 characters
 * unless it already was. Labels the fix leaves alone keep whatever problems they had: those are not new.
 */
export function convertedLabelsValid(written: string, ascii: string): boolean {
  if (ascii.length > MAX_NAME && written.length <= MAX_NAME) return false;
  const before = written.split('.');
  const after = ascii.split('.');
  // A "。" mapped to "." splits a label: then the labels no longer pair up, and every one must be valid.
  const paired = before.length === after.length;
  for (let i = 0; i < after.length; i++) {
    if (paired && after[i] === before[i]) continue;
    if (after[i]!.length > MAX_LABEL || !/^[A-Za-z0-9-]+$/.test(after[i]!)) return false;
  }
  return true;
}

/**
 * The host as host-non-ascii's fix writes it, or undefined when it offers none: as a browser reads it, mapped as
 * UTS #46 maps it (see hostToAscii) and, where it is still not ASCII, in its "xn--" form (RFC 3492); never for a
 * label that mixes scripts (host-confusable: converting `pаypal` would hide the look-alike behind Punycode). Only
 * when that gives valid labels (a label that also holds "%", "_" or "&", or that Punycode makes longer than 63
 * characters, would only trade this problem for another) and every character is one: a lone surrogate (ill-formed
 * UTF-16), or two that only meet in the URL (a wrapper's line break between them), is no character to encode.
 * It must also leave the URL's placeholders as they were (see keepsPlaceholders).
 * The port fixes ask too: what the host ends with once fixed decides whether its port may go.
 */
export function asciiHost(ctx: RuleContext): string | undefined {
  const host = ctx.host;
  if (!host?.nonAscii || mixedScriptLabels(host.part.raw).length > 0) return undefined;
  const converted = hostToAscii(host.part.raw);
  if (converted === undefined || !convertedLabelsValid(host.part.raw, converted) || !pairsInDocument(ctx.locator, host.part)) return undefined;
  return keepsPlaceholders(ctx, host.part, converted) ? converted : undefined;
}

/**
 * Whether the URL with its host replaced has the placeholders it had: `<f.é.>` converted is `<f.xn--9ca.>`, which
 * reads as a template's `<name>`, so the URL would stop being checked as one. One look at the URL per host fix.
 */
function keepsPlaceholders(ctx: RuleContext, host: Span, ascii: string): boolean {
  const scheme = ctx.part('scheme');
  return ctx.placeholders.sameAs(findPlaceholders(ctx.url.slice(0, host.start) + ascii + ctx.url.slice(host.end), scheme ? scheme.end + 1 : 0));
}

/** Whether every surrogate pair of the host is one in the document too (see pairInDocument). */
function pairsInDocument(locator: Locator, host: Span): boolean {
  for (let i = host.start; i < host.end; i++) {
    const c = locator.url.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && !pairInDocument(locator, i)) return false;
  }
  return true;
}
