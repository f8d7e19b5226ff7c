/**
 * Section 3.1's common Internet scheme syntax (section 5's BNF):
 *
 *   login       = [ user [ ":" password ] "@" ] hostport
 *   hostport    = host [ ":" port ]
 *   host        = hostname | hostnumber
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   hostnumber  = digits "." digits "." digits "." digits
 *   port        = digits
 *   user        = *[ uchar | ";" | "?" | "&" | "=" ]
 *   password    = *[ uchar | ";" | "?" | "&" | "=" ]
 *
 * Hosts are never real ones: top labels are RFC 2606's reserved names, or labels no registry has (ending in a
 * digit), and numbers are RFC 5737's documentation networks or private ones.
 */
import { alpha, alphadigit, breakChars, charName, digit, insertToken, pick, ucharTokens } from './chars';
import type { Gen } from './gen';

/** Characters no host label holds (section 3.1: letters, digits and "-"); none reads as a template. */
const NOT_IN_LABEL = ['_', '!', ',', '+', '\u00e9'];

export function login(g: Gen, userinfo = true): string {
  g.used.add('login');
  let s = '';
  if (userinfo && g.opt(0.3, 'user', 'password')) {
    s += user(g);
    if (g.opt(0.5, 'password')) s += ':' + password(g);
    s += '@';
  }
  return s + hostport(g);
}

export interface HostOptions {
  /** An IPv6 literal is no RFC 3986 host here (a news article's): not a legalised break. */
  noLiteral?: boolean;
}

export function hostport(g: Gen, options: HostOptions = {}): string {
  g.used.add('hostport');
  const h = host(g, options);
  return g.opt(0.3, 'port') ? `${h}:${port(g)}` : h;
}

export function host(g: Gen, options: HostOptions = {}): string {
  if (g.breaks('host')) {
    if (options.noLiteral || g.rng.chance(0.5)) return g.broke('host', 'empty', '');
    const literal = `[2001:db8::${g.rng.range(1, 0xfff).toString(16)}]`;
    return g.broke('host', 'ip-literal', literal, true, [0, literal.length]);
  }
  return nameOrNumber(g);
}

/** hostname | hostnumber, never broken as a whole `host`. */
export function nameOrNumber(g: Gen): string {
  const number = g.wants('hostnumber') || (!g.wants('hostname', 'domainlabel', 'toplabel') && g.rng.chance(0.2));
  return number ? hostnumber(g) : hostname(g);
}

export function hostname(g: Gen): string {
  const labels: string[] = [];
  const n = g.wants('hostname', 'domainlabel') ? g.len(1, 3) : g.len(0, 3);
  for (let i = 0; i < n; i++) labels.push(domainlabel(g));
  labels.push(toplabel(g, labels.some((l) => /[a-z]/i.test(l))));
  if (g.breaks('hostname')) {
    if (labels.length > 1 && g.rng.chance(0.6)) {
      const at = g.rng.range(1, labels.length - 1);
      return g.broke('hostname', 'empty-label', [...labels.slice(0, at), '', ...labels.slice(at)].join('.'));
    }
    return g.broke('hostname', 'leading-dot', '.' + labels.join('.'));
  }
  return labels.join('.');
}

/** Mostly lower case; host names are case-insensitive (RFC 1034 3.1), so now and then upper case. */
const labelChar = (g: Gen): string => (g.rng.chance(0.05) ? alphadigit(g) : alphadigit(g).toLowerCase());

/**
 * alphadigit *[ alphadigit | "-" ] alphadigit, or one alphadigit. Now and then a long one: up to 63 characters, the
 * most a label has (RFC 1034 3.1), which the BNF does not say but the engine checks.
 */
function labelBody(g: Gen, first: string, longest = 63): string {
  const n = g.rng.chance(0.01) ? g.rng.range(20, longest - 1) : g.len(0, 7);
  if (n === 0) return first;
  let s = first;
  for (let i = 1; i < n; i++) s += g.rng.chance(0.15) ? '-' : labelChar(g);
  return s + labelChar(g);
}

export function domainlabel(g: Gen): string {
  const label = labelBody(g, alphadigit(g).toLowerCase());
  if (g.breaks('domainlabel')) return breakLabel(g, 'domainlabel', label);
  return label;
}

/**
 * `othersHaveLetter`: some label before it has a letter. An all-digit host ("1.2") reads as a broken hostnumber,
 * so an all-digit top label only breaks `toplabel` after a label with a letter (`a.1`, section 3.1: "The rightmost
 * domain label will never start with a digit").
 */
export function toplabel(g: Gen, othersHaveLetter: boolean): string {
  const label =
    g.rng.chance(0.5) ? g.rng.pick(['example', 'test', 'invalid', 'localhost'])
    : g.rng.chance(0.3) ? alpha(g).toLowerCase()
    : labelBody(g, alpha(g).toLowerCase(), 62) + digit(g); // ends in a digit: no real top-level domain
  if (g.breaks('toplabel')) {
    const how = g.rng.pick(othersHaveLetter ? ['leading-digit', 'digits', 'hyphen', 'character'] : ['leading-digit', 'hyphen', 'character']);
    if (how === 'leading-digit') return g.broke('toplabel', how, digit(g) + label, false, [0, 1]);
    if (how === 'digits') {
      const digits = String(g.rng.range(0, 99));
      return g.broke('toplabel', how, digits, false, [0, digits.length]);
    }
    return breakLabel(g, 'toplabel', label, how);
  }
  return label;
}

/** A "-" at either end of a label, or a character no label holds. */
function breakLabel(g: Gen, production: 'domainlabel' | 'toplabel', label: string, how = g.rng.pick(['hyphen', 'character'])): string {
  if (how === 'hyphen') {
    if (g.rng.chance(0.5)) return g.broke(production, 'leading-hyphen', '-' + label, false, [0, 1]);
    return g.broke(production, 'trailing-hyphen', label + '-', false, [label.length, label.length + 1]);
  }
  // Not first: "+" right after "." is ".+", a regular expression to the engine.
  const at = g.rng.range(1, label.length);
  const c = g.rng.pick(NOT_IN_LABEL);
  // A non-ASCII label is an IDNA name (RFC 5890): legal since, a hint by default.
  return g.broke(production, `character-${charName(c)}`, label.slice(0, at) + c + label.slice(at), c.charCodeAt(0) > 0x7f, [at, at + c.length]);
}

const NETWORKS = ['192.0.2', '198.51.100', '203.0.113', '10.0.0', '10.1.2', '127.0.0', '172.16.5', '192.168.1'];

export function hostnumber(g: Gen): string {
  const parts = g.rng.pick(NETWORKS).split('.');
  parts.push(String(g.rng.range(0, 255)));
  if (g.breaks('hostnumber')) {
    if (g.rng.chance(0.5)) return g.broke('hostnumber', 'three-parts', parts.slice(0, 3).join('.'));
    const text = [...parts, String(g.rng.range(0, 255))].join('.');
    return g.broke('hostnumber', 'five-parts', text, false, [0, text.length]);
  }
  return parts.join('.');
}

/** A port from 1 to 65535, no leading zero: "digits" allows more, but no TCP port is 0 or above 65535. */
export function port(g: Gen): string {
  const text = String(g.rng.chance(0.2) ? g.rng.range(1, 1023) : g.rng.range(1024, 65535));
  if (g.breaks('port')) {
    if (g.rng.chance(0.3)) return g.broke('port', 'empty', '');
    // Keep a digit: a port that is a word (":port", ":PORT") is a placeholder to the engine.
    const inserted = insertToken(g, text.split(''), pick(g, 'ox-+lO'));
    return g.broke('port', 'non-digit', inserted.text, false, inserted.at);
  }
  return text;
}

export function user(g: Gen): string {
  const tokens = ucharTokens(g, ';?&=', 0, 8);
  if (g.breaks('user')) return breakChars(g, 'user', tokens);
  return tokens.join('');
}

export function password(g: Gen): string {
  const tokens = ucharTokens(g, ';?&=', 0, 8);
  // A second ":" is in the password: the first one ends the user, which holds none.
  if (g.breaks('password')) return breakChars(g, 'password', tokens, ':');
  return tokens.join('');
}

