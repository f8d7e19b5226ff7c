/**
 * Entry point VS Code loads as `extensionTestsPath`: runs every *.test.js beside it with mocha (tdd) inside
 * the extension host, and resolves or rejects with the outcome; VS Code turns that into the run's exit code.
 * The extension host's console reaches the runner only as workbench log noise, so the spec reporter's lines
 * also go to URLSMITH_VSCODE_LOG (the runner streams that file) and the counts to URLSMITH_VSCODE_REPORT (the
 * runner prints them as its closing line).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';

export async function run(): Promise<void> {
  const log = process.env.URLSMITH_VSCODE_LOG;
  if (log) {
    Mocha.reporters.Base.consoleLog = (...args: unknown[]) => {
      const line = format(...args);
      fs.appendFileSync(log, `${line}\n`);
      console.log(line);
    };
  }
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 60_000, slow: 5_000 });
  const grep = process.env.URLSMITH_VSCODE_GREP;
  if (grep) mocha.grep(grep);
  // The runner's English launch runs every test but the display-language suite's (runner-support.ts).
  if (grep && process.env.URLSMITH_VSCODE_INVERT) mocha.invert();
  for (const file of fs.readdirSync(__dirname).sort()) {
    if (file.endsWith('.test.js')) mocha.addFile(path.join(__dirname, file));
  }
  const started = Date.now();
  const runner = await new Promise<Mocha.Runner>((resolve) => {
    const r = mocha.run(() => resolve(r));
  });
  const { passes = 0, failures = 0, pending = 0 } = runner.stats ?? {};
  const report = process.env.URLSMITH_VSCODE_REPORT;
  if (report) {
    fs.writeFileSync(report, JSON.stringify({ passes, failures, pending, durationMs: Date.now() - started }));
  }
  if (failures > 0 || passes === 0) throw new Error(`${failures} of ${passes + failures} extension tests failed`);
}
