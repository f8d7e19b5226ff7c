/**
 * Runs the extension suite in code-server (VS Code 1.100.3 in Debian's Chromium), against the packaged
 * dist/urlsmith.vsix installed into a fresh profile. This is how VS Code runs its own browser integration
 * tests: the workbench gets `extensionTestsPath` in its payload and reports the outcome by calling
 * `window.codeAutomationExit(code)`, which we expose from Playwright. Two launches (runner-support.ts launches()):
 * English, then the display-language suite in Simplified Chinese.
 */
import * as fs from 'node:fs';
import { launchChromium } from '../../scripts/vscode/browser';
import { startCodeServer, type CodeServer } from '../../scripts/vscode/code-server';
import { vsixPath } from '../../scripts/vscode/paths';
import { copyWorkspace, followLog, launches, printReport, suitePaths, type Locale } from './runner-support';

const runTimeoutMs = Number(process.env.URLSMITH_VSCODE_TIMEOUT_MS ?? 10 * 60_000);

async function main(): Promise<number> {
  if (!fs.existsSync(vsixPath)) throw new Error(`${vsixPath} is missing: run \`npm run package\` first`);
  let failed = 0;
  for (const launch of launches()) {
    console.log(`vscode: display language ${launch.locale}`);
    if ((await runSuite(launch.locale, launch.env)) !== 0) failed++;
  }
  return failed === 0 ? 0 : 1;
}

/** One code-server launch in display language `locale`; 0 when the suite ran and passed. */
async function runSuite(locale: Locale, suiteEnv: Record<string, string>): Promise<number> {
  const started = Date.now();
  const workspace = copyWorkspace();
  const reportFile = `${workspace}-report.json`;
  const logFile = `${workspace}-mocha.log`;
  // The extension host inherits code-server's environment: that is how the suite finds these files.
  const env = { ...suiteEnv, URLSMITH_VSCODE_REPORT: reportFile, URLSMITH_VSCODE_LOG: logFile };
  const stopFollowing = followLog(logFile);
  let server: CodeServer | undefined;
  const browser = await launchChromium();
  try {
    server = await startCodeServer({ workspace, vsix: vsixPath, env, ...(locale === 'en' ? {} : { locale }) });
    const page = await browser.newPage();
    let exitWith: (code: number) => void = () => undefined;
    const finished = new Promise<number>((resolve) => (exitWith = resolve));
    await page.exposeFunction('codeAutomationExit', (code: number) => exitWith(code));
    if (process.env.URLSMITH_VSCODE_VERBOSE) page.on('console', (message) => console.log(`[page] ${message.text()}`));
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await page.goto(
      server.url([
        ['extensionDevelopmentPath', server.remoteUri(suitePaths.host)],
        ['extensionTestsPath', server.remoteUri(suitePaths.tests)],
      ]),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<number>((resolve) => {
      timer = setTimeout(() => {
        console.error(`vscode: no result after ${runTimeoutMs} ms`);
        resolve(1);
      }, runTimeoutMs);
    });
    const serverDied = server.exited.then((code) => {
      if (!server?.stopping) console.error(`vscode: code-server exited (${code}) before the suite finished`);
      return 1;
    });
    const code = await Promise.race([finished, timedOut, serverDied]);
    clearTimeout(timer);
    stopFollowing();
    const passed = printReport(reportFile, Date.now() - started);
    return code === 0 && passed ? 0 : 1;
  } finally {
    stopFollowing();
    await browser.close();
    await server?.stop();
    for (const leftover of [workspace, reportFile, logFile]) fs.rmSync(leftover, { recursive: true, force: true });
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
