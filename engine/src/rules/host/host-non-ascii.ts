import { hostToAscii } from '../../encoding/punycode';
import { pairInDocument } from '../../fix/encode';
import { convertedLabelsValid } from '../../fix/host-name';
import { meta } from '../meta';
import type { Rule } from '../rule';
import type { Locator, Span } from '../../types';

/**
 * RFC 1738 3.1: a domain label is made of alphanumerics and "-". An internationalised name is written in its
 * ASCII ("xn--", Punycode, RFC 3492) form; percent-encoding would not make it a host name.
 * The conversion is offered only when it gives valid labels: a label that also holds "%", "_" or "&", or that
 * Punycode makes longer than 63 characters, would only trade this problem for another, and a lone surrogate
 * (ill-formed UTF-16) is no character to encode at all; nor are two that only meet in the URL (a wrapper's line
 * break between them).
 */
export const hostNonAscii: Rule = {
  meta: meta('host-non-ascii', 'error', '3.1', 'Non-ASCII host names must be written in their "xn--" (Punycode) form.', true),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host?.nonAscii) return;
    const converted = hostToAscii(host.part.raw);
    const ascii = converted !== undefined && convertedLabelsValid(host.part.raw, converted) && pairsInDocument(ctx.locator, host.part) ? converted : undefined;
    ctx.report(
      this.meta.code,
      host.part.start,
      host.part.end,
      ascii ? `Internationalised host name: write it as "${ascii}".` : 'Internationalised host name: write it in its "xn--" form.',
      ascii ? [{ title: `Convert the host to "${ascii}"`, edits: [{ start: host.part.start, end: host.part.end, newText: ascii }], safe: true }] : [],
    );
  },
};

/** Whether every surrogate pair of the host is one in the document too (see pairInDocument). */
function pairsInDocument(locator: Locator, host: Span): boolean {
  for (let i = host.start; i < host.end; i++) {
    const c = locator.url.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && !pairInDocument(locator, i)) return false;
  }
  return true;
}
