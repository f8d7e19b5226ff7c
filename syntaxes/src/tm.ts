/** The subset of the TextMate grammar format the generator writes (as vscode-textmate reads it). */

export interface Captures {
  [group: string]: { name: string };
}

export interface Rule {
  name?: string;
  contentName?: string;
  match?: string;
  begin?: string;
  end?: string;
  captures?: Captures;
  beginCaptures?: Captures;
  endCaptures?: Captures;
  include?: string;
  patterns?: Rule[];
  /** On a tie at one position, the patterns win over `end` (by default `end` does). */
  applyEndPatternLast?: boolean;
}

export interface InjectionGrammar {
  name: string;
  scopeName: string;
  comment: string;
  injectionSelector: string;
  patterns: Rule[];
  repository: Record<string, Rule>;
}

export const include = (name: string): Rule => ({ include: `#${name}` });

/** Captures that only name groups: `named('a', 'b')` names group 1 "a" and group 2 "b"; '' skips a group. */
export function named(...scopes: string[]): Captures {
  const captures: Captures = {};
  scopes.forEach((name, i) => {
    if (name !== '') captures[String(i + 1)] = { name };
  });
  return captures;
}
