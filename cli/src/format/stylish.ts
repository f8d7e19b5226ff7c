import type { Severity } from '../../../engine/src';
import type { Reporter, Totals } from './reporter';
import type { Output } from '../output';

/**
 * `file:line:col severity message code`, 1-based like compilers and grep, so terminals and editors turn each
 * line into a link; then one summary line.
 */
export function stylish(out: Output): Reporter {
  return {
    beginFile() {},
    endFile() {},
    problems(file, problems) {
      for (const p of problems) {
        out.write(`${file}:${p.range.start.line + 1}:${p.range.start.character + 1} ${p.severity} ${oneLine(p.message)} ${p.code}\n`);
      }
    },
    end(totals) {
      out.write(summary(totals));
    },
  };
}

const ORDER: readonly Severity[] = ['error', 'warning', 'information', 'hint'];

function summary(t: Totals): string {
  const fixed = t.fixedFiles > 0 ? `; fixed ${plural(t.fixedFiles, 'file')}` : '';
  const total = ORDER.reduce((n, s) => n + t.bySeverity[s], 0);
  if (total === 0) return `\nNo problems in ${plural(t.files, 'file')}${fixed}.\n`;
  const counts = ORDER.filter((s) => t.bySeverity[s] > 0).map((s) => plural(t.bySeverity[s], s === 'information' ? 'info' : s));
  return `\n${plural(total, 'problem')} (${counts.join(', ')}) in ${plural(t.files, 'file')}${fixed}.\n`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A message never breaks the one-problem-per-line shape. */
function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ');
}
