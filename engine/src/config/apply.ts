import type { Diagnostic, LintResult } from '../types';
import type { UrlintConfig } from './config';

/**
 * Applies the user's configuration to a lint result: per-rule severities ('off' drops), ignore patterns,
 * in-document directives (urlint-disable-next-line / urlint-disable / urlint-enable) and maxProblems.
 * Returns the diagnostics a user should see, sorted by offset. (stub: to be implemented)
 */
export function applyConfig(text: string, result: LintResult, config: UrlintConfig): Diagnostic[] {
  void text;
  void config;
  return result.diagnostics;
}
