import type { Reporter } from './reporter';
import type { Output } from '../output';

/**
 * One JSON array, one element per checked file: `{"file", "diagnostics": [{"code", "severity", "message",
 * "range", "fixable"}]}`, ranges LSP-style (0-based line and UTF-16 character, end exclusive). Written as it goes.
 */
export function json(out: Output): Reporter {
  let first = true;
  out.write('[');
  return {
    file({ file, problems }) {
      out.write(`${first ? '\n' : ',\n'}${JSON.stringify({ file, diagnostics: problems })}`);
      first = false;
    },
    end() {
      out.write(first ? ']\n' : '\n]\n');
    },
  };
}
