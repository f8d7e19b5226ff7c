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

/** A reporter for one run; `preset` gives the rules' default severities (SARIF lists them). */
export type ReporterFactory = (out: Output, preset: Preset) => Reporter;
