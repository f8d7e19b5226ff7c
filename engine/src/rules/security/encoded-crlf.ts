import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 6: "Care should be taken when URLs contain embedded encoded delimiters for a given protocol
 * (for example, CR and LF characters for telnet protocols)". Gopher+ forms legitimately encode CR LF (3.4.9).
 */
export const encodedCrlf = defineRule({
  code: 'encoded-crlf',
  severity: 'warning',
  section: '6',
  description: 'Encoded CR or LF (%0D, %0A) can smuggle protocol commands.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a.example/a%0D%0Ab' }],
  },
  scope: 'characters',
  check(ctx, report) {
    if (ctx.parsed.grammar === 'gopher') return;
    for (const n of ctx.notable) {
      if (n.kind !== 'crlf') continue;
      report(n.start, n.end, `Encoded ${ctx.url.slice(n.start, n.end).toUpperCase() === '%0D' ? 'CR' : 'LF'} in a URL: it may inject a command into the protocol.`);
    }
  },
});
