import type { Production } from '../grammar/productions';
import type { PartList } from '../parse/parts';
import type { Part } from '../types';

/** What each scheme module of this folder exports: its section 5 grammar, as the parser and the rules use it. */
export interface SchemeGrammar {
  /** The production of the whole URL, e.g. `ftpurl`. */
  readonly url: Production;
  /**
   * Splits what follows the login, [start, end) up to the fragment, into parts. `slash`: whether the "/" that ends
   * the login was written ("the "/" between the host (or port) and the url-path is NOT part of the url-path", 3.1):
   * `start` is just past it, or at the login's end.
   */
  urlpath(url: string, parts: PartList, start: number, end: number, slash: boolean): void;
  /** The innermost production that text at URL offset `at`, inside `part` (one of this scheme's own), belongs to. */
  production(part: Part, at: number, url: string): Production | undefined;
}
