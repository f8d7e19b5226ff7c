import { AT, isDigit, isNameChar } from './chars';

/**
 * Where the scan is in a URL, for the recognisers of the table (table.ts): one forward pass over the URL after its
 * scheme, which each row's recogniser reads and a few update.
 */
export interface Scan {
  readonly url: string;
  /** Just past the authority's "//", or -1 when the URL has none (section 3.1). */
  readonly authority: number;
  /** Where the host starts, past the userinfo's "@" (see findPlaceholders), or -1 without an authority. */
  readonly host: number;
  /** Until the first "/", "?" or "#" outside a placeholder and the userinfo. */
  inAuthority: boolean;
  /** Past the first "?" or "#": `[x]` there is PHP and JSON:API syntax (`filter[name]=`), not a hole. */
  inQuery: boolean;
  /** False once an optional part "[..." is left open: looking again could cost a scan to the URL's end each time. */
  optionalParts: boolean;
  /** Where the last placeholder found ends (-1: none yet). */
  last: number;
  /** Where the part being scanned starts (the authority, the path's "/", the query's "?", the fragment's "#"). */
  partStart: number;
  /** Set by a recogniser whose placeholder does not start at the character it was asked about (a port word, a label). */
  start: number;
  /** Set by a recogniser that found nothing but read on: where the scan resumes (past an identifier's run). */
  resume: number;
  /** The URL is in curl's reach (a document that names curl or is a curl test case: Locator.curl). */
  readonly curl: boolean;
  /** The URL is in a Go string literal (Locator.goString), where fmt's verbs are placeholders. */
  readonly go: boolean;
  /** The URL is a LaTeX command's argument (Locator.latex), where `\#` writes "#". */
  readonly latex: boolean;
  /** The URL is in reStructuredText's running text (Locator.rst), where `|name|` is a substitution. */
  readonly rst: boolean;
}

/**
 * Where a URL was found, for the rows that apply only there: the Locator flags of the same names (a Locator is one).
 * Found anywhere else, none is set.
 */
export interface Dialect {
  readonly curl?: boolean;
  readonly goString?: boolean;
  readonly latex?: boolean;
  readonly rst?: boolean;
}

/**
 * Where a row's placeholder may occur. The scan keeps what each needs (Scan), so a row says where, not how to know.
 * - `anywhere`: after the scheme's ":";
 * - `authority`: the host and port, past the userinfo (section 3.1's "<host>:<port>");
 * - `authority and userinfo`: the whole authority, "<user>:<password>@" included;
 * - `host start`: exactly where the host starts;
 * - `outside the query`: before the first "?" or "#" (a query's brackets are its own syntax);
 * - `not after a name`: not glued to a name before it (`Outer$Inner.class`), unless a placeholder ends there or it
 *   follows a digit in the authority (a port's digits then a variable: nginx's `http://$upstream:3200$request_uri`);
 * - `whole host`: the whole host and nothing else;
 * - `in curl's reach`: anywhere, in a URL of a document that names curl or is a curl test case (Locator.curl);
 * - `in a Go string`: anywhere, in a URL of a Go string literal (Locator.goString);
 * - `in a LaTeX command`: anywhere, in the argument of `\url{}`, `\href{}` and their kin (Locator.latex);
 * - `in reStructuredText`: anywhere, in a URL of a reStructuredText document's running text (Locator.rst).
 */
export type Where =
  | 'anywhere'
  | 'authority'
  | 'authority and userinfo'
  | 'host start'
  | 'outside the query'
  | 'not after a name'
  | 'whole host'
  | "in curl's reach"
  | 'in a Go string'
  | 'in a LaTeX command'
  | 'in reStructuredText';

/** Whether a row that occurs `where` may start at url[i], given the scan so far. */
export function allowed(where: Where, s: Scan, i: number): boolean {
  switch (where) {
    case 'anywhere':
      return true;
    case 'authority':
      return s.inAuthority && i >= s.host;
    case 'authority and userinfo':
      return s.inAuthority;
    case 'host start':
      return i === s.host;
    case 'outside the query':
      return !s.inQuery;
    case 'not after a name':
      return !isNameChar(s.url.charCodeAt(i - 1)) || s.last === i || (s.inAuthority && isDigit(s.url.charCodeAt(i - 1)));
    case 'whole host':
      return false; // found before the scan (roleWordHost), never at a character
    case "in curl's reach":
      return s.curl;
    case 'in a Go string':
      return s.go;
    case 'in a LaTeX command':
      return s.latex;
    case 'in reStructuredText':
      return s.rst;
  }
}

/** Whether "[" at url[i] is where the host starts: right after "//" or a user's "@" (RFC 2732's IPv6 literal's place). */
export function atHostStart(s: Scan, i: number): boolean {
  return i === s.authority || (s.inAuthority && s.url.charCodeAt(i - 1) === AT);
}
