import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { characterRuns } from '../characters/character-rule';

/**
 * RFC 1738 section 6: "Care should be taken when URLs contain embedded encoded delimiters for a given protocol
 * (for example, CR and LF characters for telnet protocols) that these are not unencoded before transmission."
 * The danger is a client that decodes the URL's text into a line protocol's command: ftp's path (3.2.2: each segment
 * decoded into a CWD or RETR), nntp and news groups and articles, telnet's user and password, wais and prospero
 * selectors, a mailto address; and any scheme this tool does not know (irc, imap, smtp...). Not:
 * - http and https: the request line carries the path and query as written, escapes and all (RFC 9112 3.2), so an
 *   escape never becomes a delimiter of HTTP (`?text=hello%0Aworld` is a line break in a form value);
 * - file: no protocol at all;
 * - gopher: Gopher+ forms legitimately encode CR LF (3.4.9);
 * - a mailto `body=` value, where RFC 6068 section 5 requires line breaks to be written %0D%0A.
 */
export const encodedCrlf = defineRule({
  code: 'encoded-crlf',
  severity: 'warning',
  section: '6',
  description: 'Encoded CR or LF (%0D, %0A) can smuggle commands into a line protocol (ftp, nntp, telnet...).',
  details: `Reported where a client decodes the URL's text into a line protocol's commands; not in http, https, file and
gopher URLs (HTTP sends escapes as written, file has no protocol, Gopher+ forms use CR LF), nor in a mailto \`body=\`
value.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'ftp://a.example/a%0D%0ADELE%20x' }, { url: 'telnet://u%0Aa@a.example/' }],
    valid: [{ url: 'https://bsky.app/intent/compose?text=hello%0Aworld' }, { url: 'mailto:a@b.example?body=line%0D%0Aline' }],
  },
  scope: 'characters',
  check(ctx, report) {
    const grammar = ctx.parsed.grammar;
    if (grammar === 'gopher' || grammar === 'http' || grammar === 'file') return;
    const bodies = grammar === 'mailto' ? mailtoBodies(ctx.url) : [];
    let b = 0;
    // Adjacent escapes (%0D%0A) are one line break: one diagnostic.
    for (const run of characterRuns(ctx, 'crlf')) {
      while (b < bodies.length && bodies[b]!.end <= run.start) b++;
      if (b < bodies.length && bodies[b]!.start <= run.start) continue;
      const names = ctx.url.slice(run.start, run.end).toUpperCase().split('%').slice(1).map((e) => (e === '0D' ? 'CR' : 'LF'));
      report(run.start, run.end, t('Encoded {characters} in a URL: it may inject a command into the protocol.', { characters: names.join(' ') }));
    }
  },
});

/**
 * The value spans of a mailto URL's `body` header fields (RFC 6068: hfield = hfname "=" hfvalue, joined by "&"),
 * found in one pass, so checking many escapes stays linear.
 */
function mailtoBodies(url: string): Array<{ start: number; end: number }> {
  const bodies: Array<{ start: number; end: number }> = [];
  const query = url.indexOf('?');
  if (query < 0) return bodies;
  for (let at = query + 1; at <= url.length; ) {
    let amp = url.indexOf('&', at);
    if (amp < 0) amp = url.length;
    if (url.slice(at, at + 5).toLowerCase() === 'body=') bodies.push({ start: at + 5, end: amp });
    at = amp + 1;
  }
  return bodies;
}
