/** What both runners (code-server, test-electron) share: a workspace copy, the suite paths, its output. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The display languages the suite runs in (VS Code's tags; project/l10n has a catalogue for each but English). */
export type Locale = 'en' | 'zh-cn';

/**
 * The suite's tests that VS Code runs in Simplified Chinese (display-language.test.ts), in a launch of their own:
 * VS Code takes its display language at start-up. The English launch runs every other test.
 */
export const DISPLAY_LANGUAGE_SUITE = 'display language';

/**
 * The runners' launches: the whole suite in English (URLSMITH_VSCODE_GREP narrows it), then the display-language
 * suite with VS Code in Simplified Chinese. URLSMITH_VSCODE_LOCALES=en (or zh-cn) runs one of them. `env` is the
 * suite's (index.ts reads it in the extension host).
 */
export function launches(): Array<{ locale: Locale; env: Record<string, string> }> {
  const grep = process.env.URLSMITH_VSCODE_GREP;
  const all: Array<{ locale: Locale; env: Record<string, string> }> = [
    { locale: 'en', env: grep ? { URLSMITH_VSCODE_GREP: grep } : { URLSMITH_VSCODE_GREP: DISPLAY_LANGUAGE_SUITE, URLSMITH_VSCODE_INVERT: '1' } },
    { locale: 'zh-cn', env: { URLSMITH_VSCODE_GREP: DISPLAY_LANGUAGE_SUITE } },
  ];
  const wanted = (process.env.URLSMITH_VSCODE_LOCALES ?? 'en,zh-cn').split(',');
  return all.filter((l) => wanted.includes(l.locale));
}

/** The suite edits and saves its documents: every run gets its own copy of workspace/. */
export function copyWorkspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-vscode-ws-'));
  fs.cpSync(path.join(__dirname, '..', '..', '..', 'test', 'vscode', 'workspace'), dir, { recursive: true });
  return dir;
}

/** The suite's compiled entry and the empty development extension it runs under. */
export const suitePaths = {
  tests: path.join(__dirname, 'suite', 'index.js'),
  host: path.join(__dirname, '..', '..', '..', 'test', 'vscode', 'host'),
};

/** Prints what the suite appends to `file` as it comes; returns a function that prints the rest and stops. */
export function followLog(file: string): () => void {
  let printed = 0;
  const flush = (): void => {
    if (!fs.existsSync(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    if (text.length > printed) process.stdout.write(text.slice(printed));
    printed = text.length;
  };
  const timer = setInterval(flush, 250);
  return () => {
    clearInterval(timer);
    flush();
  };
}

export interface SuiteReport {
  passes: number;
  failures: number;
  pending: number;
  durationMs: number;
}

/** Prints the closing line CI reads (`N passed, N failed`); false when nothing ran or anything failed. */
export function printReport(reportFile: string, wallMs: number): boolean {
  if (!fs.existsSync(reportFile)) {
    console.log('vscode: the suite did not report (it did not start, or VS Code died)');
    return false;
  }
  const r = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as SuiteReport;
  console.log(`vscode suite: ${r.durationMs} ms in the extension host, ${wallMs} ms in all (VS Code start included)`);
  console.log(`vscode: ${r.passes} passed, ${r.failures} failed`);
  return r.failures === 0 && r.passes > 0 && r.pending === 0;
}
