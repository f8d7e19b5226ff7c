/**
 * One test case: a URL generated from RFC 1738 section 5's BNF, valid, or a mutant that breaks exactly one
 * production. Deterministic for a given random source.
 */
import type { Rng } from '../fuzz/random';
import { fileurl, ftpurl } from './ftp';
import { Gen, MARK_END, MARK_START, SCHEMES, type Mutation, type Production, type Scheme } from './gen';
import { gopherurl } from './gopher';
import { httpurl } from './http';
import { mailtourl } from './mailto';
import { newsurl, nntpurl } from './news';
import { prosperourl } from './prospero';
import { telneturl } from './telnet';
import { looksLikeTemplate } from './template';
import { waisurl } from './wais';

export interface OracleCase {
  url: string;
  scheme: Scheme;
  /** Absent for a valid URL. */
  mutation?: Mutation;
  /** The productions the URL went through. */
  used: Production[];
}

/** A stable name for the sort of case: "valid http", "hsegment:unsafe", "domainlabel:leading-hyphen". */
export function caseKind(c: OracleCase): string {
  return c.mutation ? `${c.mutation.production}:${c.mutation.how}` : `valid ${c.scheme}`;
}

const URLS: Record<Scheme, (g: Gen) => string> = {
  ftp: ftpurl,
  file: fileurl,
  http: httpurl,
  gopher: gopherurl,
  mailto: mailtourl,
  news: newsurl,
  nntp: nntpurl,
  telnet: telneturl,
  wais: waisurl,
  prospero: prosperourl,
};

const HOST: Production[] = ['host', 'hostname', 'domainlabel', 'toplabel', 'hostnumber'];
const HOSTPORT: Production[] = [...HOST, 'port'];
const LOGIN: Production[] = ['user', 'password', ...HOSTPORT];

/** The productions a mutant of each scheme can break. */
export const TARGETS: Record<Scheme, readonly Production[]> = {
  ftp: [...LOGIN, 'fsegment', 'ftptype', 'escape'],
  file: ['fileurl', ...HOST, 'fsegment', 'escape'],
  http: ['httpurl', 'hostport', ...HOSTPORT, 'hsegment', 'search', 'escape'],
  gopher: ['hostport', ...HOSTPORT, 'gtype', 'selector', 'search', 'gopher+_string', 'escape'],
  mailto: ['encoded822addr', 'escape'],
  news: ['grouppart', 'group', 'article', ...HOST, 'escape'],
  nntp: ['nntpurl', 'hostport', ...HOSTPORT, 'group', 'digits'],
  telnet: ['telneturl', ...LOGIN, 'escape'],
  wais: ['waisurl', 'waisdoc', 'hostport', ...HOSTPORT, 'database', 'wtype', 'wpath', 'search', 'escape'],
  prospero: ['prosperourl', 'hostport', ...HOSTPORT, 'psegment', 'fieldspec', 'fieldname', 'fieldvalue', 'escape'],
};

export interface CaseRequest {
  scheme: Scheme;
  /** The production to break; undefined for a valid URL. */
  target: Production | undefined;
  /** The way to break it ("unsafe", ...): when set, only a mutant broken that way is returned. */
  how?: string;
  small?: boolean;
}

/** A random request: any scheme, valid three times in ten, else a mutant of one of the scheme's productions. */
export function randomRequest(rng: Rng): CaseRequest {
  const scheme = rng.pick(SCHEMES);
  return { scheme, target: rng.chance(0.3) ? undefined : rng.pick(TARGETS[scheme]) };
}

/**
 * Generates a case for a request. A target production is broken where it occurs; when this attempt has no
 * occurrence of it (an optional part left out), or the break reads as a template to the engine, it tries again.
 * Undefined when `how` was asked for and 200 attempts gave none.
 */
export function generateCase(rng: Rng, request: CaseRequest): OracleCase | undefined {
  for (let attempt = 0; attempt < 200; attempt++) {
    const g = new Gen(rng, request.target, request.small ?? false);
    let url = URLS[request.scheme](g);
    const marked = url.indexOf(MARK_START);
    if (marked >= 0) {
      const end = url.indexOf(MARK_END) - 1;
      url = url.replace(MARK_START, '').replace(MARK_END, '');
      if (g.mutation) g.mutation.where = { start: marked, end };
    }
    // Scheme names are case-insensitive (2.1): now and then an upper-case one.
    if (rng.chance(0.03)) url = url.slice(0, url.indexOf(':')).toUpperCase() + url.slice(url.indexOf(':'));
    const used = [...g.used].sort();
    if (request.target === undefined) return { url, scheme: request.scheme, used };
    const mutation = g.mutation;
    if (mutation === undefined) continue;
    if (request.how !== undefined && mutation.how !== request.how) continue;
    // An IPv6 literal is bracketed on purpose: the rest of the URL must read as no template.
    if (looksLikeTemplate(mutation.how === 'ip-literal' ? url.replace(/\[[0-9a-f:]*\]/, 'a.example') : url)) continue;
    return { url, scheme: request.scheme, mutation, used };
  }
  if (request.how !== undefined) return undefined;
  throw new Error(`oracle: found no way to break ${request.target} in a ${request.scheme} URL`);
}

/** `count` cases from one seed's random source, in order. */
export function* generateCases(rng: Rng, count: number): Generator<OracleCase> {
  for (let i = 0; i < count; i++) yield generateCase(rng, randomRequest(rng)) as OracleCase;
}
