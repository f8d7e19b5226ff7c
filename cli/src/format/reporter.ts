import type { Preset, Severity } from '../../../engine/src';
import type { Output } from '../output';
import type { Range } from '../input/positions';

/** One problem as every format sees it: positions already resolved, severities already configured. */
export interface Problem {
  code: string;
  severity: Severity;
  message: string;
  range: Range;
  /** A safe fix exists, so --fix would change it. */
  fixable: boolean;
}

export interface Totals {
  files: number;
  fixedFiles: number;
  bySeverity: Record<Severity, number>;
  /** Of those, the ones with a safe fix: what --fix would change. */
  fixableBySeverity: Record<Severity, number>;
  /** Targets that could not be read (each already reported on stderr). */
  unread: number;
  /** Hints found but not listed (no `--hints`), counted in no other field: the summary says how many. */
  hiddenHints: number;
}

/** Severities from the most to the least serious, the order summaries list them in. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'information', 'hint'];

export function noCounts(): Record<Severity, number> {
  return { error: 0, warning: 0, information: 0, hint: 0 };
}

/**
 * Formats are streamed: problems are written piece by piece as a file is read, so a file with a million problems
 * costs no more memory than one with ten. `file` is as shown to the user (relative to the working folder inside it).
 */
export interface Reporter {
  beginFile(file: string): void;
  problems(file: string, problems: readonly Problem[]): void;
  endFile(file: string): void;
  end(totals: Totals): void;
}

/** What a format may need beyond the problems: the preset gives the rules' default severities (SARIF lists them). */
export interface ReportContext {
  preset: Preset;
  /** Colour the text for a terminal (see colour.ts for when). */
  colour: boolean;
}

/** A reporter for one run. */
export type ReporterFactory = (out: Output, context: ReportContext) => Reporter;
