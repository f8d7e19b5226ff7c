import type { Span } from '../types';
import { userinfoEnd } from './authority';
import { HASH, QUESTION, SLASH } from './chars';
import { NO_PLACEHOLDERS, Placeholders } from './placeholders';
import { allowed, type Dialect, type Scan } from './scan';
import { NON_ASCII_ROWS, ROWS_BY_START } from './starts';
import { PLACEHOLDER_ROWS, type PlaceholderRow } from './table';

/**
 * Placeholders: the parts of a URL template that a program or a person fills in later. RFC 1738 section 2.2 makes
 * "{", "}", "[", "]", "<", ">" and "%" without two hex digits unsafe, and section 3.1 allows no "$" or "%" in a host;
 * yet `https://api.example/items/{item_id}`, `"http://%s:%d/path"` or `http://$HOST:$PORT/` are not broken URLs but
 * templates, and percent-encoding their holes breaks the program that fills them. Each syntax is a row of the table
 * (table.ts): what it takes, where, how it ends, what it hides; what a placeholder hides is Placeholders' to answer.
 *
 * A URL is a pattern (a regular expression) only on evidence that no real URL carries (the table's pattern signs).
 * A pattern hides the part of the URL that holds its first sign (the authority, the path, the query or the fragment)
 * and everything after it; the parts before it are checked (`HTTP://` before `.*gnome.org` is still an upper-case
 * scheme); on the corpus of real patterns (libcairo2's `http://.*gnome.org`) no part before the first sign holds
 * anything to report.
 */

/** The rows found apart from the scan: a whole host (the role words), which holds no character the scan stops at. */
const HOST_ROWS = PLACEHOLDER_ROWS.filter((row) => row.findHost !== undefined);

/**
 * The placeholders of `url`, scanning from `from` (just past the scheme's ":"). One pass, linear: at each character
 * a row may start at, the rows are tried in table order and the first that matches wins; the scan resumes after
 * it. The lint step calls it only for a URL holding a character a row starts at (parse/char-scan.ts).
 *
 * `host`: the host the parser found, past the userinfo's "@" (section 3.1), when it found an authority; without
 * it, userinfoEnd's guess. The userinfo is found before anything else is looked for: a user and password hold RFC
 * 1738's extra characters and "?" (section 5, `user` and `password`), so there a ":" starts no port word, a "*" is
 * no wildcard, a "(" opens no host group, and a "?" starts no query (`ftp://u:1i*eo@a.example/`,
 * `ftp://u:y?w@a.example/`, `telnet://(u:p@h/` are a user and a password, which the password rule reports). Holes a
 * template writes there (`$USER:$PASS@`, `%s:%s@`, `{user}@`) are found as anywhere. With `host`, the result also
 * answers for the host rules (Placeholders.hides). `dialect`: where the URL was found (its Locator), for the rows that
 * apply only there: curl's globs and test macros in curl's reach, fmt's verbs in a Go string literal, LaTeX's escapes
 * in a LaTeX command's argument, substitutions in reStructuredText.
 */
export function findPlaceholders(url: string, from: number, host?: Span, dialect: Dialect = NO_DIALECT): Placeholders {
  const authority = url.charCodeAt(from) === SLASH && url.charCodeAt(from + 1) === SLASH ? from + 2 : -1;
  const hostStart = authority < 0 ? -1 : host !== undefined && host.start >= authority ? host.start : userinfoEnd(url, authority);
  const s: Scan = {
    url,
    authority,
    host: hostStart,
    inAuthority: authority >= 0,
    inQuery: false,
    optionalParts: true,
    last: -1,
    partStart: authority >= 0 ? authority : from,
    start: 0,
    resume: -1,
    curl: dialect.curl === true,
    go: dialect.goString === true,
    latex: dialect.latex === true,
    rst: dialect.rst === true,
  };
  const found = new Found(hostStart >= 0 ? wholeHost(url, hostStart) : undefined);
  const n = url.length;
  let i = authority >= 0 ? authority : from;
  scan: while (i < n) {
    const c = url.charCodeAt(i);
    const rows = c < 128 ? ROWS_BY_START[c] : NON_ASCII_ROWS.get(c);
    if (rows === undefined && c !== SLASH && c !== QUESTION && c !== HASH) {
      i++;
      continue;
    }
    if (c === SLASH) {
      // The authority ends at its first "/" past the userinfo (section 3.1).
      if (s.inAuthority && i >= hostStart) {
        s.inAuthority = false;
        s.partStart = i;
      }
      i++;
      continue;
    }
    s.resume = -1;
    if (rows !== undefined) {
      const next = url[i + 1];
      for (const row of rows) {
        if (row.next !== undefined && (next === undefined || !row.next.includes(next))) continue;
        if (!allowed(row.where, s, i)) continue;
        s.start = i;
        const end = row.find(s, i);
        if (end <= i) continue;
        if (row.pattern) return found.pattern(s.partStart, n, row, url, host);
        found.add(s.start, end, row);
        s.last = end;
        i = end;
        continue scan;
      }
    }
    if ((c === QUESTION && !s.inQuery && i >= hostStart) || c === HASH) {
      s.inQuery = true;
      s.inAuthority = false;
      s.partStart = i;
    }
    i = s.resume > i ? s.resume : i + 1;
  }
  return found.placeholders(url, host);
}

/** A whole-host row's span at `hostStart`, with its row. */
function wholeHost(url: string, hostStart: number): { span: Span; row: PlaceholderRow } | undefined {
  for (const row of HOST_ROWS) {
    const span = row.findHost!(url, hostStart);
    if (span !== undefined) return { span, row };
  }
  return undefined;
}

/** The spans found so far and their rows, allocated at the first. */
class Found {
  private spans: Span[] | undefined;
  private rows: PlaceholderRow[] | undefined;

  constructor(private readonly host: { span: Span; row: PlaceholderRow } | undefined) {}

  add(start: number, end: number, row: PlaceholderRow): void {
    (this.spans ??= []).push({ start, end });
    (this.rows ??= []).push(row);
  }

  /** The placeholders found, the whole host's in its place in the order unless a placeholder already covers part of it. */
  placeholders(url: string, host: Span | undefined): Placeholders {
    this.withHost();
    return this.spans ? new Placeholders(this.spans, this.rows!, false, url, host) : NO_PLACEHOLDERS;
  }

  /** The placeholders before `start` and one span from `start` to `end`: a pattern from that part on. */
  pattern(start: number, end: number, row: PlaceholderRow, url: string, host: Span | undefined): Placeholders {
    this.withHost();
    const spans = this.spans ?? [];
    const rows = this.rows ?? [];
    // An optional part that began before the pattern's part (`[/x]` across the authority's end) joins the pattern span.
    while (spans.length > 0 && spans[spans.length - 1]!.end > start) {
      start = Math.min(start, spans.pop()!.start);
      rows.pop();
    }
    spans.push({ start, end });
    rows.push(row);
    return new Placeholders(spans, rows, true, url, host);
  }

  private withHost(): void {
    const whole = this.host;
    if (whole === undefined) return;
    const role = whole.span;
    if (this.spans === undefined) {
      this.spans = [role];
      this.rows = [whole.row];
      return;
    }
    let at = 0;
    while (at < this.spans.length && this.spans[at]!.end <= role.start) at++;
    if (at < this.spans.length && this.spans[at]!.start < role.end) return;
    this.spans.splice(at, 0, role);
    this.rows!.splice(at, 0, whole.row);
  }
}

/** A URL found nowhere in particular: no dialect's rows apply. */
const NO_DIALECT: Dialect = {};
