import type { LintOptions, Locator } from '../types';

/** Every locator in the text, in document order. One pass, linear in text length. (stub) */
export function findLocators(text: string, options: LintOptions = {}): Locator[] {
  void text;
  void options;
  return [];
}
