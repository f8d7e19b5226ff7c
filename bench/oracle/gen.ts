/**
 * The state of generating one URL from RFC 1738 section 5's BNF: the random source, and for a mutant the one
 * production to break. Every production's generator asks `breaks(name)` once per occurrence; the first occurrence
 * that answers yes writes a broken form of that production instead of a valid one, so the URL breaks exactly one
 * production, in a known place, and everything around it stays valid.
 */
import type { Production } from '../../engine/src/index';
import type { Rng } from '../fuzz/random';

export type { Production };

/** The schemes section 5 defines (otherurl has no grammar of its own to break). */
export const SCHEMES = ['ftp', 'file', 'http', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'prospero'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** How one production was broken. */
/**
 * Private-use characters around the offending text of a break while the URL is built; generateCase removes them
 * and keeps their offsets (Mutation.where). No generator writes them otherwise.
 */
export const MARK_START = '\ue000';
export const MARK_END = '\ue001';

export interface Mutation {
  production: Production;
  /** What was done to it: "unsafe", "leading-hyphen", "empty", ... */
  how: string;
  /**
   * Legal since RFC 1738: "~" (RFC 3986 2.3 made it unreserved), "/" and "?" in a query and a query with no path
   * (RFC 3986 3.3, 3.4), ";" in a path segment (RFC 3986 3.3), an IPv6 literal host (RFC 2732), a mailto URL with
   * no address (RFC 2368). The `default` preset gives these a hint, not an error.
   */
  legalised: boolean;
  /**
   * URL offsets of the offending text, when there is some (an inserted character, a bad escape, a "-" ending a
   * label); absent when the break is something missing (an empty host, no "/"): the engine may point anywhere near.
   */
  where?: { start: number; end: number };
}

export class Gen {
  /** The productions this URL went through (for a valid URL: what it exercised). */
  readonly used = new Set<Production>();
  mutation: Mutation | undefined;

  constructor(
    readonly rng: Rng,
    /** The production to break; undefined for a valid URL. */
    readonly target: Production | undefined,
    /** Small mode: short parts and few optional ones, to find small examples of a mismatch. */
    readonly small = false,
  ) {}

  /** Whether this occurrence of `production` is the one to break. */
  breaks(production: Production): boolean {
    this.used.add(production);
    return this.target === production && this.mutation === undefined && this.rng.chance(0.7);
  }

  /**
   * Records how `production` was broken and returns the broken text; `at`: where in it the offending text is
   * (start and end offsets), marked for generateCase to find in the finished URL.
   */
  broke(production: Production, how: string, text: string, legalised = false, at?: readonly [number, number]): string {
    this.mutation = { production, how, legalised };
    if (at === undefined) return text;
    return text.slice(0, at[0]) + MARK_START + text.slice(at[0], at[1]) + MARK_END + text.slice(at[1]);
  }

  /** Whether the target is still to break and is one of `productions`: optional parts holding it are then written. */
  wants(...productions: Production[]): boolean {
    return this.mutation === undefined && this.target !== undefined && productions.includes(this.target);
  }

  /** Whether to write an optional part: always when it holds the production still to break, else with chance p. */
  opt(p: number, ...holds: Production[]): boolean {
    return this.wants(...holds) || this.rng.chance(this.small ? p / 3 : p);
  }

  /** A length in [min, max]; in small mode at most min + 1. */
  len(min: number, max: number): number {
    return this.rng.range(min, this.small ? Math.min(max, min + 1) : max);
  }
}
