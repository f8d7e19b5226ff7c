import { type Severity, t } from '../../../engine/src';
import { type Paint, painter, SEVERITY_STYLE, type Style } from './colour';
import { escapeControls } from './escape';
import { type Problem, type ReportContext, type Reporter, SEVERITIES, type Totals } from './reporter';
import type { Output } from '../output';
import { displayWidth, severityLabel } from '../../../project/src';

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
  /** The severity as the reader's language names it. */
  label: string;
  message: string;
  code: string;
}

type Widths = Record<'line' | 'col' | 'severity' | 'message', number>;

/**
 * The message loses a final full stop, as in ESLint: the code follows it on the same line. So does a Chinese one its
 * "。", or one language's rows would end in a stop and the other's not.
 */
function toRow(p: Problem): Row {
  const message = escapeControls(oneLine(p.message));
  const trimmed = message.length > 1 && ((message.endsWith('.') && !message.endsWith(' .')) || message.endsWith('。')) ? message.slice(0, -1) : message;
  return { line: String(p.range.start.line + 1), col: String(p.range.start.character + 1), severity: p.severity, label: severityLabel(p.severity), message: trimmed, code: escapeControls(p.code) };
}

/** Widths in terminal columns, not string length: a Chinese character takes two (width.ts). */
function widen(w: Widths, rows: readonly Row[]): Widths {
  const next = { ...w };
  for (const r of rows) {
    next.line = Math.max(next.line, r.line.length);
    next.col = Math.max(next.col, r.col.length);
    next.severity = Math.max(next.severity, displayWidth(r.label));
    next.message = Math.max(next.message, displayWidth(r.message));
  }
  return next;
}

/** `  line:col  severity  message  code`: line numbers right-aligned and columns left-aligned around the colon, as ESLint does. Padding stays outside the colour. */
function formatRow(r: Row, w: Widths, paint: Paint): string {
  const where = `${' '.repeat(w.line - r.line.length)}${paint(`${r.line}:${r.col}`, 'dim')}${' '.repeat(w.col - r.col.length)}`;
  const severity = `${paint(r.label, SEVERITY_STYLE[r.severity])}${' '.repeat(w.severity - displayWidth(r.label))}`;
  const message = `${r.message}${' '.repeat(w.message - displayWidth(r.message))}`;
  return `  ${where}  ${severity}  ${message}  ${paint(r.code, 'dim')}\n`;
}

/**
 * `✖ N problems (E errors, W warnings)`, with infos and hints when there are any, and ESLint's line counting what
 * `--fix` would fix: both count what was listed, then how many hints were not. A run that checked nothing because its
 * paths could not be read prints nothing: the errors on stderr say it all. Each count is a message of its own (the
 * plural is chosen before translating), and the sentences around them are messages with the counts as arguments.
 */
function summary(totals: Totals, paint: Paint): string {
  const total = SEVERITIES.reduce((n, s) => n + totals.bySeverity[s], 0);
  const hidden = hiddenHints(totals);
  if (total === 0) {
    if (totals.files === 0 && totals.unread > 0) return '';
    let text = t('No problems in {files}', { files: fileCount(totals.files) });
    if (totals.fixedFiles > 0) text = t('{text}; fixed {files}', { text, files: fileCount(totals.fixedFiles) });
    if (hidden) text = withHidden(text, hidden);
    return `\n${t('{text}.', { text })}\n`;
  }
  const style: Style = totals.bySeverity.error > 0 ? 'red' : totals.bySeverity.warning > 0 ? 'yellow' : 'blue';
  const head = paint(t('✖ {problems} ({counts})', { problems: problemCount(total), counts: list(countList(totals.bySeverity)) }), style, 'bold');
  let text = `\n${hidden ? withHidden(head, hidden) : head}\n`;
  if (SEVERITIES.some((s) => totals.fixableBySeverity[s] > 0)) {
    const fixable = countList(totals.fixableBySeverity);
    const line = t('{counts} and {last} potentially fixable with the `--fix` option.', { counts: list(fixable.slice(0, -1)), last: fixable[fixable.length - 1]! });
    text += `${paint(`  ${line}`, style, 'bold')}\n`;
  }
  if (totals.fixedFiles > 0) text += `${t('Fixed {files}.', { files: fileCount(totals.fixedFiles) })}\n`;
  return text;
}

/** `N hints hidden (--hints shows them)`, or nothing when none were. */
export function hiddenHints(totals: Totals): string {
  const n = totals.hiddenHints;
  if (n === 0) return '';
  return n === 1 ? t('1 hint hidden (--hints shows it)') : t('{count} hints hidden (--hints shows them)', { count: n });
}

/** A summary followed by how many hints were hidden. */
export function withHidden(text: string, hidden: string): string {
  return t('{text}, {hidden}', { text, hidden });
}

/** `N problems`. */
export function problemCount(n: number): string {
  return n === 1 ? t('1 problem') : t('{count} problems', { count: n });
}

function fileCount(n: number): string {
  return n === 1 ? t('1 file') : t('{count} files', { count: n });
}

/** Errors and warnings always (as ESLint), infos and hints when there are any. */
function countList(counts: Record<Severity, number>): string[] {
  return SEVERITIES.filter((s) => s === 'error' || s === 'warning' || counts[s] > 0).map((s) => severityCount(s, counts[s]));
}

function severityCount(severity: Severity, n: number): string {
  switch (severity) {
    case 'error':
      return n === 1 ? t('1 error') : t('{count} errors', { count: n });
    case 'warning':
      return n === 1 ? t('1 warning') : t('{count} warnings', { count: n });
    case 'information':
      return n === 1 ? t('1 info') : t('{count} infos', { count: n });
    case 'hint':
      return n === 1 ? t('1 hint') : t('{count} hints', { count: n });
  }
}

/** Items of a list, with the separator of the reader's language (", " or "，"). */
function list(items: readonly string[]): string {
  return items.join(t(', '));
}

/** A message never breaks the one-problem-per-line shape. */
export function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ');
}
