import * as path from 'node:path';
import type { Severity } from '../../../engine/src';
import { escapeControls } from './escape';
import type { Reporter } from './reporter';
import type { Output } from '../output';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { error: 'error', warning: 'warning', information: 'notice', hint: 'notice' };

/**
 * GitHub Actions workflow commands, one per problem, which the runner turns into annotations on the pull request:
 * `::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=urlsmith(code)::message`. Lines and columns are 1-based,
 * the end column exclusive as in SARIF. GitHub places columns only within one line, so a problem that spans lines
 * gives lines only. Paths use `/`, as in the repository.
 */
export function github(out: Output): Reporter {
  return {
    beginFile() {},
    endFile() {},
    problems(file, problems) {
      const name = file.split(path.sep).join('/');
      for (const p of problems) {
        const { start, end } = p.range;
        const props: Array<[string, string | number]> = [['file', name], ['line', start.line + 1]];
        if (start.line === end.line) props.push(['col', start.character + 1]);
        props.push(['endLine', end.line + 1]);
        if (start.line === end.line) props.push(['endColumn', end.character + 1]);
        props.push(['title', `urlsmith(${p.code})`]);
        const list = props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
        out.write(`::${COMMAND[p.severity]} ${list}::${escapeData(p.message)}\n`);
      }
    },
    end() {},
  };
}

/**
 * The message, escaped as the Actions toolkit (@actions/core) does, so a line break or `%` cannot end or change the
 * command; other control characters are shown, not sent to the log (escape.ts).
 */
export function escapeData(s: string): string {
  return escapeControls(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** A property value: in addition, `:` and `,` would end the value or the property list. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
