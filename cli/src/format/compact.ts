import type { Severity } from '../../../engine/src';
import type { Reporter } from './reporter';
import { escapeControls } from './escape';
import { hiddenHints, oneLine, problemCount, withHidden } from './stylish';
import type { Output } from '../output';

const LABEL: Record<Severity, string> = { error: 'Error', warning: 'Warning', information: 'Info', hint: 'Hint' };

/**
 * ESLint's compact: `file: line L, col C, Severity - message (code)`, one line per problem (1-based), for tools
 * that read one line at a time; then `N problems` when there are any, and how many hints were not listed. Never coloured.
 * The frame of a line (`line`, `col`, the severity) stays English in every locale, as json's field names do: editors'
 * problem matchers for ESLint's compact format (VS Code's `$eslint-compact`) parse it. The message and the summary
 * follow the locale.
 */
export function compact(out: Output): Reporter {
  let total = 0;
  return {
    beginFile() {},
    endFile() {},
    problems(file, problems) {
      for (const p of problems) {
        out.write(`${escapeControls(file)}: line ${p.range.start.line + 1}, col ${p.range.start.character + 1}, ${LABEL[p.severity]} - ${escapeControls(oneLine(p.message))} (${escapeControls(p.code)})\n`);
      }
      total += problems.length;
    },
    end(totals) {
      const hidden = hiddenHints(totals);
      if (total > 0) out.write(`\n${hidden ? withHidden(problemCount(total), hidden) : problemCount(total)}\n`);
      else if (hidden) out.write(`\n${withHidden(problemCount(0), hidden)}\n`);
    },
  };
}
