/**
 * What a person sees: the packaged extension in code-server, in Chromium. Opens a file, waits for the squiggle,
 * hovers it, reads the hover and the Problems panel off the page, and saves screenshots to test-results/ui/.
 * URLINT_UPDATE_SCREENSHOT=1 (`npm run screenshot`) also copies the hover shot to docs/screenshot.png.
 * DOM selectors follow VS Code 1.100's workbench (the recipe in ../shared/recipes/vscode-e2e.md).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/vscode/browser';
import { startCodeServer, type CodeServer } from '../../scripts/vscode/code-server';
import { pollUntil } from '../../scripts/vscode/deadline';
import { repoRoot, vsixPath } from '../../scripts/vscode/paths';

const shots = path.join(repoRoot, 'test-results', 'ui');
const fileName = 'announcement.txt';
/** Each wait's deadline; a test gets two of them. */
const timeoutMs = 30_000;

let workspace: string;
let server: CodeServer | undefined;
let browser: Browser | undefined;
let page: Page;

before(async () => {
  assert.ok(fs.existsSync(vsixPath), `${vsixPath} is missing: run \`npm run package\` first`);
  // A stable folder name: it shows in the window title, and so in docs/screenshot.png.
  workspace = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'urlint-ui-')), 'mail');
  fs.cpSync(path.join(repoRoot, 'test', 'ui', 'workspace'), workspace, { recursive: true });
  fs.mkdirSync(shots, { recursive: true });
  server = await startCodeServer({
    workspace,
    vsix: vsixPath,
    settings: { 'workbench.colorTheme': 'Default Dark Modern', 'editor.fontSize': 15, 'window.commandCenter': false },
  });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url([['openFile', server.remoteUri(path.join(workspace, fileName))]]));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (workspace) fs.rmSync(path.dirname(workspace), { recursive: true, force: true });
});

test('the squiggle appears under the unsafe characters and its hover breaks the URL down', { timeout: 2 * timeoutMs }, async () => {
  const squiggle = page.locator('.monaco-editor .squiggly-error').first();
  await squiggle.waitFor({ state: 'visible', timeout: timeoutMs });
  // Playwright's hover() aims at a text span's centre and can miss a one-character decoration; aim at its box.
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: 'urlint' });
  const text = await pollUntil('the urlint hover', timeoutMs, async () => {
    const box = await squiggle.boundingBox();
    if (!box) return undefined;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return (await hover.count()) > 0 ? hover.first().innerText() : undefined;
  }, 500);
  assert.match(text, /lists\.example\.org/);
  assert.match(text, /unsafe-character/);
  for (const part of ['scheme', 'host', 'path', 'search']) assert.match(text, new RegExp(`^${part}\\b`, 'm'));
  await page.screenshot({ path: path.join(shots, 'hover.png') });
  if (process.env.URLINT_UPDATE_SCREENSHOT) fs.copyFileSync(path.join(shots, 'hover.png'), path.join(repoRoot, 'docs', 'screenshot.png'));
});

test('the Problems panel lists every problem with its code and position', { timeout: 2 * timeoutMs }, async () => {
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Shift+M');
  const rows = page.locator('.markers-panel .monaco-list-row');
  // Errors and warnings; VS Code keeps hints (scheme-case, default-port and tilde on line 9) out of the panel.
  const expected = ['unsafe-character [Ln 8, Col 65]', 'unsafe-character [Ln 8, Col 71]'];
  // One row for the file, then one per problem: `message urlint code [Ln l, Col c]`.
  let texts: string[] = [];
  const found = await pollUntil('the Problems panel rows', timeoutMs, async () => {
    texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    const problems = texts
      .map((t) => /\burlint[ (]*([a-z-]+)\)? ?(\[Ln \d+, Col \d+\])/.exec(t))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => `${m[1]} ${m[2]}`)
      .sort();
    return problems.length === expected.length ? problems : undefined;
  }).catch(async (error: Error) => {
    await page.screenshot({ path: path.join(shots, 'problems-failed.png') });
    throw new Error(`${error.message}; the panel showed: ${JSON.stringify(texts)}`);
  });
  assert.deepEqual(found, expected);
  await page.screenshot({ path: path.join(shots, 'problems.png') });
});
