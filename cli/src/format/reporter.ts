import type { Severity } from '../../../engine/src';
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

export interface FileResult {
  /** As shown to the user: relative to the working folder when inside it. */
  file: string;
  problems: Problem[];
}

export interface Totals {
  files: number;
  fixedFiles: number;
  bySeverity: Record<Severity, number>;
}

/** Formats are streamed: a file's problems are written once the file is checked, the summary at the end. */
export interface Reporter {
  file(result: FileResult): void;
  end(totals: Totals): void;
}

export type ReporterFactory = (out: Output) => Reporter;
