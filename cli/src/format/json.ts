import type { Reporter } from './reporter';
import type { Output } from '../output';

/**
 * One JSON array, one element per checked file: `{"file", "diagnostics": [{"code", "severity", "message",
 * "range", "fixable"}]}`, ranges LSP-style (0-based line and UTF-16 character, end exclusive). Written as it goes.
 */
export function json(out: Output): Reporter {
  let firstFile = true;
  let firstProblem = true;
  out.write('[');
  return {
    beginFile(file) {
      out.write(`${firstFile ? '\n' : ',\n'}{"file":${JSON.stringify(file)},"diagnostics":[`);
      firstFile = false;
      firstProblem = true;
    },
    problems(_file, problems) {
      for (const p of problems) {
        out.write(`${firstProblem ? '' : ','}${JSON.stringify(p)}`);
        firstProblem = false;
      }
    },
    endFile() {
      out.write(']}');
    },
    end() {
      out.write(firstFile ? ']\n' : '\n]\n');
    },
  };
}
