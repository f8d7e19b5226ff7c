import { asciiHost } from '../../fix/host-name';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.1: a domain label is made of alphanumerics and "-". An internationalised name is written in its
 * ASCII ("xn--", Punycode, RFC 3492) form, after UTS #46's mapping (RFC 5895, UTS #46 section 4): percent-encoding
 * would not make it a host name. IDNA (RFC 5890) and RFC 3987 3.1 later made `http://bücher.example/` an ordinary way
 * to write that host, which browsers convert themselves: so by default a hint, an error in `strict`. The conversion is
 * offered as a quick fix only where it gives a valid name and the labels do not mix scripts (see asciiHost), and never
 * applied by fix-all: which name a host stands for is the reader's to check (a look-alike converts as readily as the
 * real one). The production broken is the label's that holds the
 * first non-ASCII character (`domainlabel`, or `toplabel` for the rightmost).
 */
export const hostNonAscii = defineRule({
  code: 'host-non-ascii',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 5890 (IDNA) and RFC 3987 section 3.1' },
  section: '3.1',
  description: 'Non-ASCII host names must be written in their "xn--" (Punycode) form in RFC 1738 (IDNA allows them as written).',
  fixable: { presets: 'both', fixAll: false, note: 'converting a host is a choice the reader checks (a look-alike converts as readily)' },
  examples: {
    invalid: [{ url: 'http://bücher.example/', fixed: 'http://xn--bcher-kva.example/' }, { url: 'http://ｅxample.com/', fixed: 'http://example.com/' }],
    valid: [{ url: 'http://xn--bcher-kva.example/' }],
  },
  scope: 'host',
  check(ctx, report) {
    const host = ctx.host;
    if (!host.nonAscii) return;
    const ascii = asciiHost(ctx);
    report(
      host.part.start,
      host.part.end,
      ascii ? t('Internationalised host name: write it as "{ascii}".', { ascii }) : t('Internationalised host name: write it in its "xn--" form.'),
      {
        // Never applied by fix-all: a reader sees the host's name, and the conversion is theirs to choose.
        fixes: ascii ? [{ title: t('Convert the host to "{ascii}"', { ascii }), edits: [{ start: host.part.start, end: host.part.end, newText: ascii }], safe: false }] : [],
        production: ctx.productionAt(firstNonAscii(host.part.raw, host.part.start)),
      },
    );
  },
});

function firstNonAscii(raw: string, start: number): number {
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) > 0x7f) return start + i;
  return start;
}
