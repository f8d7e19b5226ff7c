import type { Grammar } from '../types';

/** What RFC 1738 section 3 says of each scheme it defines (and of https, which follows http). */
export interface SchemeSpec {
  grammar: Grammar;
  section: string;
  /** "If :<port> is omitted, the port defaults to ..." */
  defaultPort?: number;
  /** The scheme uses the common Internet scheme syntax of section 3.1 ("//" login). */
  ip: boolean;
  /** Whether "<user>:<password>@" may appear in its login. */
  userinfo: boolean;
}

export const SCHEMES: ReadonlyMap<string, SchemeSpec> = new Map<string, SchemeSpec>([
  ['ftp', { grammar: 'ftp', section: '3.2', defaultPort: 21, ip: true, userinfo: true }],
  ['http', { grammar: 'http', section: '3.3', defaultPort: 80, ip: true, userinfo: false }],
  ['https', { grammar: 'http', section: '3.3', defaultPort: 443, ip: true, userinfo: false }],
  ['gopher', { grammar: 'gopher', section: '3.4', defaultPort: 70, ip: true, userinfo: false }],
  ['mailto', { grammar: 'mailto', section: '3.5', ip: false, userinfo: false }],
  ['news', { grammar: 'news', section: '3.6', ip: false, userinfo: false }],
  ['nntp', { grammar: 'nntp', section: '3.7', defaultPort: 119, ip: true, userinfo: false }],
  ['telnet', { grammar: 'telnet', section: '3.8', defaultPort: 23, ip: true, userinfo: true }],
  ['wais', { grammar: 'wais', section: '3.9', defaultPort: 210, ip: true, userinfo: false }],
  ['file', { grammar: 'file', section: '3.10', ip: true, userinfo: false }],
  ['prospero', { grammar: 'prospero', section: '3.11', defaultPort: 1525, ip: true, userinfo: false }],
]);
