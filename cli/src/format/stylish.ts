import type { Severity } from '../../../engine/src';
import { type Paint, painter, SEVERITY_STYLE, type Style } from './colour';
import { escapeControls } from './escape';
import { type Problem, type ReportContext, type Reporter, SEVERITIES, type Totals } from './reporter';
import type { Output } from '../output';

/**
 * ESLint's stylish: the problems of each file under its name, in aligned columns (`line:col`, 1-based as editors
 * count, then severity, message and code), then a summary that counts the problems and what `--fix` would fix.
 * Files without problems are not listed. Columns are aligned over blocks of up to BLOCK rows, so a file with a
 * million problems is still written as it is read: later blocks are at least as wide as earlier ones.
 */
export function stylish(out: Output, { colour }: ReportContext): Reporter {
  const paint = painter(colour);
  let rows: Row[] = [];
  let widths: Widths = { line: 0, col: 0, severity: 0, message: 0 };
  let headed = false;

  const writeRows = (file: string) => {
    if (rows.length === 0) return;
    if (!headed) out.write(`\n${paint(escapeControls(file), 'underline')}\n`);
    headed = true;
    widths = widen(widths, rows);
    for (const r of rows) out.write(formatRow(r, widths, paint));
    rows = [];
  };

  return {
    beginFile() {
      rows = [];
      widths = { line: 0, col: 0, severity: 0, message: 0 };
      headed = false;
    },
    problems(file, problems) {
      for (const p of problems) {
        rows.push(toRow(p));
        if (rows.length >= BLOCK) writeRows(file);
      }
    },
    endFile(file) {
      writeRows(file);
    },
    end(totals) {
      out.write(summary(totals, paint));
    },
  };
}

const BLOCK = 1000;

interface Row {
  line: string;
  col: string;
  severity: Severity;
  message: string;
  code: string;
}

type Widths = Record<'line' | 'col' | 'severity' | 'message', number>;

/** The message loses a final full stop, as in ESLint: the code follows it on the same line. */
function toRow(p: Problem): Row {
  const message = escapeControls(oneLine(p.message));
  const trimmed = message.length > 1 && message.endsWith('.') && !message.endsWith(' .') ? message.slice(0, -1) : message;
  return { line: String(p.range.start.line + 1), col: String(p.range.start.character + 1), severity: p.severity, message: trimmed, code: p.code };
}

function widen(w: Widths, rows: readonly Row[]): Widths {
  const next = { ...w };
  for (const r of rows) {
    next.line = Math.max(next.line, r.line.length);
    next.col = Math.max(next.col, r.col.length);
    next.severity = Math.max(next.severity, r.severity.length);
    next.message = Math.max(next.message, r.message.length);
  }
  return next;
}

/** `  line:col  severity  message  code`: line numbers right-aligned and columns left-aligned around the colon, as ESLint does. Padding stays outside the colour. */
function formatRow(r: Row, w: Widths, paint: Paint): string {
  const where = `${' '.repeat(w.line - r.line.length)}${paint(`${r.line}:${r.col}`, 'dim')}${' '.repeat(w.col - r.col.length)}`;
  const severity = `${paint(r.severity, SEVERITY_STYLE[r.severity])}${' '.repeat(w.severity - r.severity.length)}`;
  const message = `${r.message}${' '.repeat(w.message - r.message.length)}`;
  return `  ${where}  ${severity}  ${message}  ${paint(r.code, 'dim')}\n`;
}

const NOUN: Record<Severity, string> = { error: 'error', warning: 'warning', information: 'info', hint: 'hint' };

/**
 * `✖ N problems (E errors, W warnings)`, with infos and hints when there are any, and ESLint's line counting what
 * `--fix` would fix: both count what was listed, then how many hints were not. A run that checked nothing because its paths could not be read prints nothing: the errors on
 * stderr say it all.
 */
function summary(t: Totals, paint: Paint): string {
  const total = SEVERITIES.reduce((n, s) => n + t.bySeverity[s], 0);
  const fixed = t.fixedFiles > 0 ? `; fixed ${plural(t.fixedFiles, 'file')}` : '';
  const hidden = hiddenHints(t);
  if (total === 0) return t.files === 0 && t.unread > 0 ? '' : `\nNo problems in ${plural(t.files, 'file')}${fixed}${hidden ? `, ${hidden}` : ''}.\n`;
  const style: Style = t.bySeverity.error > 0 ? 'red' : t.bySeverity.warning > 0 ? 'yellow' : 'blue';
  const counts = countList(t.bySeverity);
  let text = `\n${paint(`✖ ${plural(total, 'problem')} (${counts.join(', ')})`, style, 'bold')}${hidden ? `, ${hidden}` : ''}\n`;
  if (SEVERITIES.some((s) => t.fixableBySeverity[s] > 0)) {
    const fixable = countList(t.fixableBySeverity);
    text += `${paint(`  ${fixable.slice(0, -1).join(', ')} and ${fixable[fixable.length - 1]!} potentially fixable with the \`--fix\` option.`, style, 'bold')}\n`;
  }
  if (t.fixedFiles > 0) text += `Fixed ${plural(t.fixedFiles, 'file')}.\n`;
  return text;
}

/** `N hints hidden (--hints shows them)`, or nothing when none were. */
export function hiddenHints(t: Totals): string {
  return t.hiddenHints > 0 ? `${plural(t.hiddenHints, 'hint')} hidden (--hints shows ${t.hiddenHints === 1 ? 'it' : 'them'})` : '';
}

/** Errors and warnings always (as ESLint), infos and hints when there are any. */
function countList(counts: Record<Severity, number>): string[] {
  return SEVERITIES.filter((s) => s === 'error' || s === 'warning' || counts[s] > 0).map((s) => plural(counts[s], NOUN[s]));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A message never breaks the one-problem-per-line shape. */
export function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ');
}
