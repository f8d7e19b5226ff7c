/**
 * Valid URLs built from RFC 1738 section 5's productions, one generator per scheme. Each production is a
 * function of the same name (hostport, hsegment, fsegment...), so a mutant (mutate.ts) starts from text the
 * BNF accepts and any problem found in it comes from the mutation.
 */
import type { Rng } from './random';

const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = LOWALPHA + LOWALPHA.toUpperCase();
const DIGIT = '0123456789';
const SAFE = '$-_.+';
const EXTRA = "!*'(),";
const HEX = '0123456789ABCDEFabcdef';

const char = (rng: Rng, set: string): string => set.charAt(rng.int(set.length));
const chars = (rng: Rng, set: string, min: number, max: number): string => rng.repeat(rng.range(min, max), () => char(rng, set));

/** escape = "%" hex hex */
const escape = (rng: Rng): string => '%' + char(rng, HEX) + char(rng, HEX);

/** uchar = unreserved | escape; mostly letters, as real URLs are. */
function uchar(rng: Rng): string {
  const r = rng.int(20);
  if (r < 12) return char(rng, ALPHA);
  if (r < 15) return char(rng, DIGIT);
  if (r < 17) return char(rng, SAFE);
  if (r < 19) return char(rng, EXTRA);
  return escape(rng);
}

/** *[ uchar | <extra characters the production allows> ] */
const uchars = (rng: Rng, min: number, max: number, more = ''): string =>
  rng.repeat(rng.range(min, max), () => (more && rng.chance(0.15) ? char(rng, more) : uchar(rng)));

/** domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit */
function domainlabel(rng: Rng): string {
  const len = rng.range(1, 8);
  if (len === 1) return chars(rng, LOWALPHA + DIGIT, 1, 1);
  return chars(rng, LOWALPHA + DIGIT, 1, 1) + chars(rng, LOWALPHA + DIGIT + '-', len - 2, len - 2) + chars(rng, LOWALPHA + DIGIT, 1, 1);
}

/** toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit */
function toplabel(rng: Rng): string {
  if (rng.chance(0.6)) return rng.pick(['example', 'org', 'com', 'net', 'de', 'invalid']);
  const len = rng.range(1, 6);
  if (len === 1) return chars(rng, ALPHA, 1, 1);
  return chars(rng, ALPHA, 1, 1) + chars(rng, ALPHA + DIGIT + '-', len - 2, len - 2) + chars(rng, ALPHA + DIGIT, 1, 1);
}

/** host = hostname | hostnumber */
export function host(rng: Rng): string {
  if (rng.chance(0.15)) return [rng.int(256), rng.int(256), rng.int(256), rng.int(256)].join('.');
  return rng.repeat(rng.range(0, 3), () => domainlabel(rng) + '.') + toplabel(rng);
}

/** hostport = host [ ":" port ] */
export const hostport = (rng: Rng): string => host(rng) + (rng.chance(0.2) ? ':' + rng.pick(['80', '21', '70', '8080', '443', '119', '23', String(rng.int(65536))]) : '');

/** login = [ user [ ":" password ] "@" ] hostport; user and password = *[ uchar | ";" | "?" | "&" | "=" ] */
function login(rng: Rng): string {
  if (!rng.chance(0.25)) return hostport(rng);
  const user = uchars(rng, 1, 6, ';?&=');
  const password = rng.chance(0.4) ? ':' + uchars(rng, 0, 6, ';?&=') : '';
  return `${user}${password}@${hostport(rng)}`;
}

/** ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] */
function ftp(rng: Rng): string {
  let url = 'ftp://' + login(rng);
  if (rng.chance(0.7)) {
    url += '/' + rng.repeat(rng.range(1, 3), () => uchars(rng, 0, 8, '?:@&='), '/');
    if (rng.chance(0.2)) url += ';type=' + rng.pick(['a', 'i', 'd', 'A', 'I', 'D']);
  }
  return url;
}

/** httpurl = "http://" hostport [ "/" hpath [ "?" search ]]; hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ] */
function http(rng: Rng): string {
  let url = rng.pick(['http', 'https']) + '://' + hostport(rng);
  if (rng.chance(0.8)) {
    url += '/' + rng.repeat(rng.range(1, 3), () => uchars(rng, 0, 8, ';:@&='), '/');
    if (rng.chance(0.3)) url += '?' + uchars(rng, 0, 10, ';:@&=');
  }
  if (rng.chance(0.1)) url += '#' + uchars(rng, 0, 6);
  return url;
}

/** gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ] */
function gopher(rng: Rng): string {
  let url = 'gopher://' + hostport(rng);
  if (rng.chance(0.7)) {
    url += '/' + chars(rng, DIGIT + '+IgT', 1, 1) + uchars(rng, 0, 8);
    if (rng.chance(0.2)) url += '%09' + uchars(rng, 0, 6);
  }
  return url;
}

/** mailtourl = "mailto:" encoded822addr */
const mailto = (rng: Rng): string => 'mailto:' + uchars(rng, 1, 8) + '@' + host(rng);

/** newsurl = "news:" grouppart; grouppart = "*" | group | article */
function news(rng: Rng): string {
  const r = rng.int(3);
  if (r === 0) return 'news:*';
  if (r === 1) return 'news:' + chars(rng, ALPHA, 1, 1) + chars(rng, ALPHA + DIGIT + '-.+_', 0, 10);
  return 'news:' + uchars(rng, 1, 8, ';/?:&=') + '@' + host(rng);
}

/** nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
const nntp = (rng: Rng): string =>
  'nntp://' + hostport(rng) + '/' + chars(rng, ALPHA, 1, 1) + chars(rng, ALPHA + DIGIT + '-.+_', 0, 8) + (rng.chance(0.4) ? '/' + chars(rng, DIGIT, 1, 5) : '');

/** telneturl = "telnet://" login [ "/" ] */
const telnet = (rng: Rng): string => 'telnet://' + login(rng) + (rng.chance(0.3) ? '/' : '');

/** waisurl = waisdatabase | waisindex | waisdoc */
function wais(rng: Rng): string {
  const base = 'wais://' + hostport(rng) + '/' + uchars(rng, 0, 6);
  const r = rng.int(3);
  if (r === 0) return base;
  if (r === 1) return base + '?' + uchars(rng, 0, 8, ';:@&=');
  return base + '/' + uchars(rng, 0, 4) + '/' + uchars(rng, 0, 6);
}

/** fileurl = "file://" [ host | "localhost" ] "/" fpath */
const file = (rng: Rng): string => 'file://' + rng.pick([host(rng), 'localhost', '']) + '/' + rng.repeat(rng.range(1, 3), () => uchars(rng, 0, 8, '?:@&='), '/');

/** prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
const prospero = (rng: Rng): string =>
  'prospero://' + hostport(rng) + '/' + rng.repeat(rng.range(1, 3), () => uchars(rng, 0, 6, '?:@&='), '/') +
  rng.repeat(rng.range(0, 2), () => ';' + uchars(rng, 1, 4, '?:@&') + '=' + uchars(rng, 0, 4, '?:@&'));

/** A scheme of the user's own or a later one: genericurl = scheme ":" schemepart, or the common syntax of 3.1. */
const other = (rng: Rng): string =>
  rng.pick(['git', 'ssh', 'x-foo', 'svn+ssh', 'irc']) + ':' + (rng.chance(0.5) ? '//' + login(rng) + '/' + uchars(rng, 0, 8, ';/?:@&=') : uchars(rng, 1, 10, ';/?:@&='));

const SCHEMES = [ftp, http, http, http, gopher, mailto, news, nntp, telnet, wais, file, prospero, other];

/** One valid URL of a random scheme. */
export const validUrl = (rng: Rng): string => rng.pick(SCHEMES)(rng);
