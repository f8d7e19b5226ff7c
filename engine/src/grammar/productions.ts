/**
 * Every production of RFC 1738 section 5's BNF, by the name the RFC gives it, with the section of the RFC that
 * describes it and the engine module that checks it. A diagnostic names the innermost production the offending
 * text breaks (`Diagnostic.production`): a space in an http path breaks `hsegment`, "%zz" breaks `escape`, a
 * leading "-" in a host label breaks `domainlabel`.
 *
 * Kinds:
 * - `url`: a whole URL form (`httpurl`): the module checks its layout ("/" and the parts it requires);
 * - `part`: a component a diagnostic can name (`fsegment`, `port`);
 * - `chars`: a character class (`uchar`, `safe`). A character out of place breaks the part it stands in, not the
 *   class, so no diagnostic names these. `escape` ("%" hex hex) is a form of its own, and `digits` is the only name
 *   nntp's article number has: both are parts.
 */
export type Production =
  // Generic (section 5, 2.1)
  | 'genericurl'
  | 'url'
  | 'otherurl'
  | 'scheme'
  | 'schemepart'
  // Common Internet scheme syntax (3.1)
  | 'ip-schemepart'
  | 'login'
  | 'hostport'
  | 'host'
  | 'hostname'
  | 'domainlabel'
  | 'toplabel'
  | 'alphadigit'
  | 'hostnumber'
  | 'port'
  | 'user'
  | 'password'
  | 'urlpath'
  // FTP (3.2)
  | 'ftpurl'
  | 'fpath'
  | 'fsegment'
  | 'ftptype'
  // FILE (3.10)
  | 'fileurl'
  // HTTP (3.3)
  | 'httpurl'
  | 'hpath'
  | 'hsegment'
  | 'search'
  // GOPHER (3.4)
  | 'gopherurl'
  | 'gtype'
  | 'selector'
  | 'gopher+_string'
  // MAILTO (3.5)
  | 'mailtourl'
  | 'encoded822addr'
  // NEWS (3.6)
  | 'newsurl'
  | 'grouppart'
  | 'group'
  | 'article'
  // NNTP (3.7)
  | 'nntpurl'
  // TELNET (3.8)
  | 'telneturl'
  // WAIS (3.9)
  | 'waisurl'
  | 'waisdatabase'
  | 'waisindex'
  | 'waisdoc'
  | 'database'
  | 'wtype'
  | 'wpath'
  // PROSPERO (3.11)
  | 'prosperourl'
  | 'ppath'
  | 'psegment'
  | 'fieldspec'
  | 'fieldname'
  | 'fieldvalue'
  // Miscellaneous definitions (section 5; 2.2)
  | 'lowalpha'
  | 'hialpha'
  | 'alpha'
  | 'digit'
  | 'safe'
  | 'extra'
  | 'national'
  | 'punctuation'
  | 'reserved'
  | 'hex'
  | 'escape'
  | 'unreserved'
  | 'uchar'
  | 'xchar'
  | 'digits';

export interface ProductionInfo {
  name: Production;
  /** The RFC 1738 section that describes it ("5" for the generic and miscellaneous definitions). */
  section: string;
  /** Its definition as section 5 writes it. */
  bnf: string;
  /** The engine module that checks it, relative to engine/src. */
  module: string;
  kind: 'url' | 'part' | 'chars';
  /**
   * The rule codes whose diagnostics name this production. Empty for one checked through the productions it is made
   * of (`login` through `user`, `password`, `hostport`) and for the character classes.
   */
  codes: readonly string[];
}

/** The rules of RFC 1738 2.2 for characters no production allows: they name the production of the part they are in. */
const CHARACTER_RULES = ['unsafe-character', 'control-character', 'non-ascii-character', 'tilde'];

const SCHEMES = 'schemes/';
const CHARS = 'grammar/chars.ts';

/** In the order of section 5. */
export const PRODUCTIONS: readonly ProductionInfo[] = [
  p('genericurl', '5', 'scheme ":" schemepart', `${SCHEMES}generic.ts`, 'url', []),
  p('url', '5', 'httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl', `${SCHEMES}generic.ts`, 'url', []),
  p('otherurl', '5', 'genericurl', `${SCHEMES}generic.ts`, 'url', []),
  p('scheme', '2.1', '1*[ lowalpha | digit | "+" | "-" | "." ]', 'grammar/scheme-name.ts', 'part', ['invalid-scheme', 'scheme-case']),
  p('schemepart', '5', '*xchar | ip-schemepart', `${SCHEMES}generic.ts`, 'part', [...CHARACTER_RULES]),
  p('ip-schemepart', '3.1', '"//" login [ "/" urlpath ]', `${SCHEMES}internet.ts`, 'part', []),
  p('login', '3.1', '[ user [ ":" password ] "@" ] hostport', `${SCHEMES}internet.ts`, 'part', []),
  p('hostport', '3.1', 'host [ ":" port ]', `${SCHEMES}internet.ts`, 'part', ['userinfo-not-allowed']),
  p('host', '3.1', 'hostname | hostnumber', `${SCHEMES}internet.ts`, 'part', ['host-missing', 'host-ip-literal', 'host-invalid-ip-literal', 'userinfo-not-allowed', 'file-invalid-host']),
  p('hostname', '3.1', '*[ domainlabel "." ] toplabel', `${SCHEMES}internet.ts`, 'part', ['host-empty-label', 'host-name-too-long']),
  p('domainlabel', '3.1', 'alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit', `${SCHEMES}internet.ts`, 'part', ['host-label-hyphen', 'host-invalid-character', 'host-non-ascii', 'host-label-too-long']),
  p('toplabel', '3.1', 'alpha | alpha *[ alphadigit | "-" ] alphadigit', `${SCHEMES}internet.ts`, 'part', ['host-top-label-digit', 'host-label-hyphen', 'host-invalid-character', 'host-non-ascii', 'host-label-too-long']),
  p('alphadigit', '3.1', 'alpha | digit', CHARS, 'chars', []),
  p('hostnumber', '3.1', 'digits "." digits "." digits "." digits', `${SCHEMES}internet.ts`, 'part', ['host-invalid-number']),
  p('port', '3.1', 'digits', `${SCHEMES}internet.ts`, 'part', ['port-invalid', 'port-out-of-range', 'port-empty']),
  p('user', '3.1', '*[ uchar | ";" | "?" | "&" | "=" ]', `${SCHEMES}internet.ts`, 'part', ['userinfo-unencoded-delimiter', ...CHARACTER_RULES]),
  p('password', '3.1', '*[ uchar | ";" | "?" | "&" | "=" ]', `${SCHEMES}internet.ts`, 'part', ['userinfo-unencoded-delimiter', ...CHARACTER_RULES]),
  p('urlpath', '3.1', '*xchar', `${SCHEMES}internet.ts`, 'part', [...CHARACTER_RULES]),
  p('ftpurl', '3.2', '"ftp://" login [ "/" fpath [ ";type=" ftptype ]]', `${SCHEMES}ftp.ts`, 'url', ['missing-authority']),
  p('fpath', '3.2', 'fsegment *[ "/" fsegment ]', `${SCHEMES}ftp.ts`, 'part', []),
  p('fsegment', '3.2', '*[ uchar | "?" | ":" | "@" | "&" | "=" ]', `${SCHEMES}ftp.ts`, 'part', ['ftp-invalid-path', 'file-invalid-path', ...CHARACTER_RULES]),
  p('ftptype', '3.2.2', '"A" | "I" | "D" | "a" | "i" | "d"', `${SCHEMES}ftp.ts`, 'part', ['ftp-invalid-typecode']),
  p('fileurl', '3.10', '"file://" [ host | "localhost" ] "/" fpath', `${SCHEMES}file.ts`, 'url', ['missing-authority', 'file-invalid-host']),
  p('httpurl', '3.3', '"http://" hostport [ "/" hpath [ "?" search ]]', `${SCHEMES}http.ts`, 'url', ['missing-authority', 'http-invalid-path']),
  p('hpath', '3.3', 'hsegment *[ "/" hsegment ]', `${SCHEMES}http.ts`, 'part', []),
  p('hsegment', '3.3', '*[ uchar | ";" | ":" | "@" | "&" | "=" ]', `${SCHEMES}http.ts`, 'part', [...CHARACTER_RULES]),
  p('search', '3.3', '*[ uchar | ";" | ":" | "@" | "&" | "=" ]', `${SCHEMES}http.ts`, 'part', ['http-search-character', ...CHARACTER_RULES]),
  p('gopherurl', '3.4', '"gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]', `${SCHEMES}gopher.ts`, 'url', ['missing-authority']),
  p('gtype', '3.4', 'xchar', `${SCHEMES}gopher.ts`, 'part', [...CHARACTER_RULES]),
  p('selector', '3.4', '*xchar', `${SCHEMES}gopher.ts`, 'part', [...CHARACTER_RULES]),
  p('gopher+_string', '3.4', '*xchar', `${SCHEMES}gopher.ts`, 'part', [...CHARACTER_RULES]),
  p('mailtourl', '3.5', '"mailto:" encoded822addr', `${SCHEMES}mailto.ts`, 'url', []),
  p('encoded822addr', '3.5', '1*xchar', `${SCHEMES}mailto.ts`, 'part', ['mailto-invalid-address', ...CHARACTER_RULES]),
  p('newsurl', '3.6', '"news:" grouppart', `${SCHEMES}news.ts`, 'url', []),
  p('grouppart', '3.6', '"*" | group | article', `${SCHEMES}news.ts`, 'part', ['news-invalid']),
  p('group', '3.6', 'alpha *[ alpha | digit | "-" | "." | "+" | "_" ]', `${SCHEMES}news.ts`, 'part', ['news-invalid', 'nntp-invalid']),
  p('article', '3.6', '1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host', `${SCHEMES}news.ts`, 'part', ['news-invalid', ...CHARACTER_RULES]),
  p('nntpurl', '3.7', '"nntp://" hostport "/" group [ "/" digits ]', `${SCHEMES}nntp.ts`, 'url', ['missing-authority', 'nntp-invalid']),
  p('telneturl', '3.8', '"telnet://" login [ "/" ]', `${SCHEMES}telnet.ts`, 'url', ['missing-authority', 'telnet-invalid-path']),
  p('waisurl', '3.9', 'waisdatabase | waisindex | waisdoc', `${SCHEMES}wais.ts`, 'url', ['missing-authority', 'wais-invalid-path']),
  p('waisdatabase', '3.9', '"wais://" hostport "/" database', `${SCHEMES}wais.ts`, 'url', []),
  p('waisindex', '3.9', '"wais://" hostport "/" database "?" search', `${SCHEMES}wais.ts`, 'url', []),
  p('waisdoc', '3.9', '"wais://" hostport "/" database "/" wtype "/" wpath', `${SCHEMES}wais.ts`, 'url', ['wais-invalid-path']),
  p('database', '3.9', '*uchar', `${SCHEMES}wais.ts`, 'part', ['wais-invalid-path', ...CHARACTER_RULES]),
  p('wtype', '3.9', '*uchar', `${SCHEMES}wais.ts`, 'part', ['wais-invalid-path', ...CHARACTER_RULES]),
  p('wpath', '3.9', '*uchar', `${SCHEMES}wais.ts`, 'part', ['wais-invalid-path', ...CHARACTER_RULES]),
  p('prosperourl', '3.11', '"prospero://" hostport "/" ppath *[ fieldspec ]', `${SCHEMES}prospero.ts`, 'url', ['missing-authority', 'prospero-invalid-path']),
  p('ppath', '3.11', 'psegment *[ "/" psegment ]', `${SCHEMES}prospero.ts`, 'part', []),
  p('psegment', '3.11', '*[ uchar | "?" | ":" | "@" | "&" | "=" ]', `${SCHEMES}prospero.ts`, 'part', [...CHARACTER_RULES]),
  p('fieldspec', '3.11', '";" fieldname "=" fieldvalue', `${SCHEMES}prospero.ts`, 'part', ['prospero-invalid-fieldspec']),
  p('fieldname', '3.11', '*[ uchar | "?" | ":" | "@" | "&" ]', `${SCHEMES}prospero.ts`, 'part', ['prospero-invalid-fieldspec', ...CHARACTER_RULES]),
  p('fieldvalue', '3.11', '*[ uchar | "?" | ":" | "@" | "&" ]', `${SCHEMES}prospero.ts`, 'part', ['prospero-invalid-fieldspec', ...CHARACTER_RULES]),
  p('lowalpha', '5', '"a" | "b" | ... | "z"', CHARS, 'chars', []),
  p('hialpha', '5', '"A" | "B" | ... | "Z"', CHARS, 'chars', []),
  p('alpha', '5', 'lowalpha | hialpha', CHARS, 'chars', []),
  p('digit', '5', '"0" | "1" | ... | "9"', CHARS, 'chars', []),
  p('safe', '2.2', '"$" | "-" | "_" | "." | "+"', CHARS, 'chars', []),
  p('extra', '2.2', '"!" | "*" | "\'" | "(" | ")" | ","', CHARS, 'chars', []),
  p('national', '2.2', '"{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"', CHARS, 'chars', []),
  p('punctuation', '2.2', '"<" | ">" | "#" | "%" | <">', CHARS, 'chars', []),
  p('reserved', '2.2', '";" | "/" | "?" | ":" | "@" | "&" | "="', CHARS, 'chars', []),
  p('hex', '2.2', 'digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"', CHARS, 'chars', []),
  p('escape', '2.2', '"%" hex hex', CHARS, 'part', ['invalid-percent-escape', 'mailto-unencoded-percent']),
  p('unreserved', '2.2', 'alpha | digit | safe | extra', CHARS, 'chars', []),
  p('uchar', '2.2', 'unreserved | escape', CHARS, 'chars', []),
  p('xchar', '2.2', 'unreserved | reserved | escape', CHARS, 'chars', []),
  p('digits', '5', '1*digit', CHARS, 'part', ['nntp-invalid']),
];

function p(name: Production, section: string, bnf: string, module: string, kind: ProductionInfo['kind'], codes: readonly string[]): ProductionInfo {
  return { name, section, bnf, module, kind, codes };
}

const BY_NAME = new Map(PRODUCTIONS.map((info) => [info.name, info]));

export function productionInfo(name: Production): ProductionInfo {
  return BY_NAME.get(name) as ProductionInfo;
}
