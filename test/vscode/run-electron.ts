/**
 * Runs the same extension suite in desktop VS Code through @vscode/test-electron, for contributors who have
 * one: VSCODE_EXECUTABLE=/path/to/code, or a machine that can download VS Code (cached in .cache/vscode-test).
 * Where neither holds (these build machines), it says so and exits 0: code-server is the runner here.
 * Like the code-server runner, it installs the packaged .vsix into a fresh profile.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { downloadAndUnzipVSCode, resolveCliPathFromVSCodeExecutablePath, runTests } from '@vscode/test-electron';
import { writeUserSettings } from '../../scripts/vscode/code-server';
import { registerStubLanguagePack } from '../../scripts/vscode/language-pack';
import { repoRoot, vsixPath } from '../../scripts/vscode/paths';
import { copyWorkspace, launches, printReport, suitePaths, type Locale } from './runner-support';

/** The VS Code that code-server 4.100.3 serves, so both runners test the same editor. */
const version = process.env.VSCODE_VERSION ?? '1.100.3';

async function vscodeExecutable(): Promise<string | undefined> {
  if (process.env.VSCODE_EXECUTABLE) return process.env.VSCODE_EXECUTABLE;
  try {
    return await downloadAndUnzipVSCode({ version, cachePath: path.join(repoRoot, '.cache', 'vscode-test'), timeout: 15_000 });
  } catch (error) {
    console.log(`test-electron: VS Code ${version} cannot be downloaded here (${(error as Error).message}).`);
    console.log('Set VSCODE_EXECUTABLE to a desktop VS Code to run the suite there; `npm run test:vscode` runs it in code-server.');
    return undefined;
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(vsixPath)) throw new Error(`${vsixPath} is missing: run \`npm run package\` first`);
  const executable = await vscodeExecutable();
  if (!executable) return 0;
  let failed = 0;
  for (const launch of launches()) {
    console.log(`vscode: display language ${launch.locale}`);
    if ((await runSuite(executable, launch.locale, launch.env)) !== 0) failed++;
  }
  return failed === 0 ? 0 : 1;
}

/** One VS Code launch in display language `locale` (`--locale`, with a stand-in language pack: language-pack.ts). */
async function runSuite(executable: string, locale: Locale, suiteEnv: Record<string, string>): Promise<number> {
  const started = Date.now();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-vscode-electron-'));
  const workspace = copyWorkspace();
  const userData = path.join(runDir, 'user-data');
  const extensions = path.join(runDir, 'extensions');
  const reportFile = path.join(runDir, 'report.json');
  writeUserSettings(userData);
  if (locale !== 'en') registerStubLanguagePack(userData, locale);
  const profile = ['--user-data-dir', userData, '--extensions-dir', extensions];
  try {
    const install = spawnSync(resolveCliPathFromVSCodeExecutablePath(executable), [...profile, '--install-extension', vsixPath], {
      encoding: 'utf8',
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`installing ${vsixPath} failed (exit ${install.status})`);
    // Desktop VS Code prints the extension host's output itself, so no log file to follow here.
    await runTests({
      vscodeExecutablePath: executable,
      extensionDevelopmentPath: suitePaths.host,
      extensionTestsPath: suitePaths.tests,
      extensionTestsEnv: { ...suiteEnv, URLSMITH_VSCODE_REPORT: reportFile },
      launchArgs: [workspace, ...profile, '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', ...(locale === 'en' ? [] : ['--locale', locale])],
    });
    return printReport(reportFile, Date.now() - started) ? 0 : 1;
  } catch (error) {
    printReport(reportFile, Date.now() - started);
    throw error;
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.rmSync(workspace, { recursive: true, force: true });
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
