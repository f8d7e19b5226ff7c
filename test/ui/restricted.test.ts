/**
 * Restricted Mode: with workspace trust on, as in a user's VS Code, an untrusted folder opens restricted. urlsmith
 * declares full support there (`capabilities.untrustedWorkspaces`: it reads the workspace's text and runs nothing
 * from it), so the folder gets the same squiggle and hover as a trusted one. An extension without that declaration
 * is not even started in Restricted Mode.
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

const timeoutMs = 60_000;
let workspace: string;
let server: CodeServer | undefined;
let browser: Browser | undefined;
let page: Page;

before(async () => {
  assert.ok(fs.existsSync(vsixPath), `${vsixPath} is missing: run \`npm run package\` first`);
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-restricted-'));
  fs.writeFileSync(path.join(workspace, 'notes.txt'), 'Download it from http://a.example/tools|v2 today.\n');
  server = await startCodeServer({
    workspace,
    vsix: vsixPath,
    workspaceTrust: true,
    // No modal asking to trust the folder: it stays untrusted, in Restricted Mode.
    settings: { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' },
  });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url([['openFile', server.remoteUri(path.join(workspace, 'notes.txt'))]]));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (workspace) fs.rmSync(workspace, { recursive: true, force: true });
});

test('in Restricted Mode the untrusted folder gets the squiggle and the hover', { timeout: 3 * timeoutMs }, async () => {
  await page.locator('.statusbar-item').filter({ hasText: 'Restricted Mode' }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  const squiggle = page.locator('.monaco-editor .squiggly-error').first();
  await squiggle.waitFor({ state: 'visible', timeout: timeoutMs }).catch(async (error: Error) => {
    fs.mkdirSync(path.join(repoRoot, 'test-results', 'ui'), { recursive: true });
    await page.screenshot({ path: path.join(repoRoot, 'test-results', 'ui', 'restricted-failed.png') });
    throw error;
  });
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: 'unsafe-character' });
  await pollUntil('the urlsmith hover', timeoutMs, async () => {
    const box = await squiggle.boundingBox();
    if (!box) return undefined;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return (await hover.count()) > 0 ? true : undefined;
  }, 500);
  assert.match(await hover.first().innerText(), /a\.example/);
});
