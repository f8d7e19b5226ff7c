/**
 * What a person sees: the packaged extension in code-server, in Chromium. Opens a file, waits for the squiggle,
 * hovers it, reads the hover and the Problems panel off the page, then switches to the default light theme and
 * reads the colours the URLs are drawn in; saves screenshots to test-results/ui/. URLSMITH_UPDATE_SCREENSHOT=1
 * (`npm run screenshot`) also copies the hover shots to docs/screenshot.png (Dark Modern) and
 * docs/screenshot-light.png (Light Modern). DOM selectors follow VS Code 1.100's workbench.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/vscode/browser';
import { startCodeServer, type CodeServer } from '../../scripts/vscode/code-server';
import { pollUntil } from '../../scripts/vscode/deadline';
import { repoRoot, vsixPath } from '../../scripts/vscode/paths';

const shots = path.join(repoRoot, 'test-results', 'ui');
const fileName = 'announcement.txt';
/**
 * Each wait's deadline; a test gets two of them. The first squiggle waits for a cold code-server to install and start
 * the extension: 73 s once on a loaded 2-core machine, so a deadline, not a duration.
 */
const timeoutMs = 90_000;

/** The editor as the screenshots show it; the theme is added per test. */
const SETTINGS = { 'editor.fontSize': 15, 'window.commandCenter': false };

let workspace: string;
let server: CodeServer | undefined;
let browser: Browser | undefined;
let page: Page;

before(async () => {
  assert.ok(fs.existsSync(vsixPath), `${vsixPath} is missing: run \`npm run package\` first`);
  // A stable folder name: it shows in the window title, and so in docs/screenshot.png.
  workspace = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-ui-')), 'mail');
  fs.cpSync(path.join(repoRoot, 'test', 'ui', 'workspace'), workspace, { recursive: true });
  fs.mkdirSync(shots, { recursive: true });
  server = await startCodeServer({ workspace, vsix: vsixPath, settings: { ...SETTINGS, 'workbench.colorTheme': 'Default Dark Modern' } });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url([['openFile', server.remoteUri(path.join(workspace, fileName))]]));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (workspace) fs.rmSync(path.dirname(workspace), { recursive: true, force: true });
});

/** Hovers the first error squiggle until the urlsmith hover shows; returns the hover. */
async function hoverSquiggle(): Promise<Locator> {
  const squiggle = page.locator('.monaco-editor .squiggly-error').first();
  await squiggle.waitFor({ state: 'visible', timeout: timeoutMs });
  // Playwright's hover() aims at a text span's centre and can miss a one-character decoration; aim at its box.
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: 'urlsmith' });
  await pollUntil('the urlsmith hover', timeoutMs, async () => {
    const box = await squiggle.boundingBox();
    if (!box) return undefined;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    return (await hover.count()) > 0 ? true : undefined;
  }, 500);
  return hover.first();
}

/**
 * How much of the hover's content is cut off at VS Code's default hover size (the widget scrolls past its maximum
 * height): its content's scroll height less its visible height, in pixels.
 */
function hiddenPixels(hover: Locator): Promise<number> {
  return hover.evaluate((el) => {
    const scrollable = el.querySelector('.monaco-scrollable-element');
    const content = scrollable?.firstElementChild;
    return scrollable && content ? Math.max(0, content.scrollHeight - scrollable.clientHeight) : 0;
  });
}

test('the squiggle appears under the unsafe characters and its hover breaks the URL down, all of it in view', { timeout: 2 * timeoutMs }, async () => {
  const hover = await hoverSquiggle();
  const text = await hover.innerText();
  assert.match(text, /lists\.example\.org/);
  assert.match(text, /unsafe-character/);
  assert.match(text, /^http URL · RFC 1738 §3\.3\b/m, 'the scheme and its section head the parts');
  for (const part of ['host', 'port', 'path', 'search']) assert.match(text, new RegExp(`^${part}\\b`, 'm'));
  await page.screenshot({ path: path.join(shots, 'hover.png') });
  assert.equal(await hiddenPixels(hover), 0, 'nothing of the hover is cut off');
  if (process.env.URLSMITH_UPDATE_SCREENSHOT) fs.copyFileSync(path.join(shots, 'hover.png'), path.join(repoRoot, 'docs', 'screenshot.png'));
});

test('the Problems panel lists every problem with its code and position', { timeout: 2 * timeoutMs }, async () => {
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Shift+M');
  const rows = page.locator('.markers-panel .monaco-list-row');
  // Errors and warnings; VS Code keeps hints (scheme-case, default-port and tilde on line 9) out of the panel.
  // The "|" and "^" of line 8, read from the file (its text has changed with the product's name before).
  const line8 = fs.readFileSync(path.join(workspace, fileName), 'utf8').split('\n')[7]!;
  const expected = ['|', '^'].map((c) => `unsafe-character [Ln 8, Col ${line8.indexOf(c) + 1}]`);
  // One row for the file, then one per problem: `message urlsmith code [Ln l, Col c]`.
  let texts: string[] = [];
  const found = await pollUntil('the Problems panel rows', timeoutMs, async () => {
    texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    const problems = texts
      .map((t) => /\burlsmith[ (]*([a-z-]+)\)? ?(\[Ln \d+, Col \d+\])/.exec(t))
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

/** Whether a CSS colour reads as red: a red hue (within 20 degrees), saturated, neither near black nor near white. */
function reddish(css: string): boolean {
  const m = /^rgba?\((\d+), (\d+), (\d+)/.exec(css);
  assert.ok(m, `a colour: ${css}`);
  const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min || l < 0.12 || l > 0.85) return false;
  const s = (max - min) / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / (max - min)) % 6 : max === g ? (b - r) / (max - min) + 2 : (r - g) / (max - min) + 4;
  h = (h * 60 + 360) % 360;
  return s > 0.35 && (h < 20 || h > 340);
}

/** The colour of each token (Monaco's `mtk` spans) of the editor line holding `needle`, within the needle's text. */
async function tokenColours(needle: string): Promise<Array<[string, string]>> {
  return page.evaluate((n) => {
    const line = Array.from(document.querySelectorAll('.monaco-editor .view-line')).find((l) => l.textContent?.includes(n));
    if (!line) return [];
    const out: Array<[string, string]> = [];
    let at = 0;
    const from = (line.textContent ?? '').indexOf(n);
    for (const span of Array.from(line.querySelectorAll('span[class^="mtk"], span[class*=" mtk"]'))) {
      const t = (span.textContent ?? '').replace(/\u00a0/g, ' ');
      if (at + t.length > from && at < from + n.length && t.trim() !== '') out.push([t, getComputedStyle(span).color]);
      at += t.length;
    }
    return out;
  }, needle);
}

test('in the default light theme a valid URL is not drawn in an error red; the flagged characters are', { timeout: 4 * timeoutMs }, async () => {
  // A fresh code-server whose profile starts in the light theme (a settings change at run time is not picked up).
  await server?.stop();
  server = await startCodeServer({ workspace, vsix: vsixPath, settings: { ...SETTINGS, 'workbench.colorTheme': 'Default Light Modern' } });
  await page.goto(server.url([['openFile', server.remoteUri(path.join(workspace, fileName))]]));
  await pollUntil('the light theme', timeoutMs, async () => {
    const bg = await page.locator('.monaco-editor .monaco-editor-background').first().evaluate((e) => getComputedStyle(e).backgroundColor).catch(() => '');
    return bg === 'rgb(255, 255, 255)' ? true : undefined;
  }, 250);
  const valid = 'http://www.example.org/news/urlsmith-0.1.html';
  // Lines are drawn in one colour until the grammar has tokenized them: wait for the URL's parts.
  const tokenized = (needle: string) =>
    pollUntil(`the tokens of ${needle}`, timeoutMs, async () => {
      const c = await tokenColours(needle);
      return c.map(([t]) => t).join('').includes(needle) && new Set(c.map(([, colour]) => colour)).size > 1 ? c : undefined;
    }, 250);
  const colours = await tokenized(valid);
  assert.deepEqual(colours.filter(([, c]) => reddish(c)), [], 'no part of the valid URL is red');
  // The check can see red: the unsafe "|" and "^" of the search URL are drawn in it.
  const flagged = await tokenized('urlsmith|tools^2');
  assert.deepEqual(flagged.filter(([, c]) => reddish(c)).map(([t]) => t), ['|', '^'], JSON.stringify(flagged));

  const hover = await hoverSquiggle();
  await page.screenshot({ path: path.join(shots, 'hover-light.png') });
  assert.equal(await hiddenPixels(hover), 0, 'nothing of the hover is cut off');
  if (process.env.URLSMITH_UPDATE_SCREENSHOT) fs.copyFileSync(path.join(shots, 'hover-light.png'), path.join(repoRoot, 'docs', 'screenshot-light.png'));
});

test('the Details page in the Extensions view is the user-facing EXTENSION.md, its pictures shown offline from the package', { timeout: 4 * timeoutMs }, async () => {
  // The page admits https: and data: images only. The .vsix carries each picture inside its README as a data: URL,
  // so nothing is fetched: every https request the page makes is refused here and recorded.
  const fetched: string[] = [];
  await page.context().route('https://**', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  await page.keyboard.type('Extensions: Show Enabled Extensions');
  await page.keyboard.press('Enter');
  const row = page.locator('.extensions-list .monaco-list-row').filter({ hasText: 'urlsmith' }).first();
  await row.waitFor({ state: 'visible', timeout: timeoutMs });
  await row.click();
  // The README is rendered in a webview: an iframe inside an iframe. Find the frame that holds its heading.
  const frame = await pollUntil('the Details page', timeoutMs, async () => {
    for (const f of page.frames()) {
      if ((await f.locator('h1').filter({ hasText: 'urlsmith: URLs checked as RFC 1738 writes them' }).count().catch(() => 0)) > 0) return f;
    }
    return undefined;
  }, 250);
  const images = await pollUntil('the pictures to load', timeoutMs, async () => {
    const all = await frame.locator('img').evaluateAll((els) => (els as HTMLImageElement[]).map((e) => ({ src: e.getAttribute('src'), width: e.complete ? e.naturalWidth : 0 })));
    return all.length > 0 && all.every((i) => i.width > 0) ? all : undefined;
  }, 250).catch(async (error: Error) => {
    await page.screenshot({ path: path.join(shots, 'details-failed.png') });
    throw error;
  });
  // The two screenshots, byte for byte as docs/ holds them, decoded to their full width.
  const packaged = (file: string) => `data:image/png;base64,${fs.readFileSync(path.join(repoRoot, 'docs', file)).toString('base64')}`;
  assert.deepEqual(images, [
    { src: packaged('screenshot.png'), width: 1280 },
    { src: packaged('screenshot-light.png'), width: 1280 },
  ]);
  assert.deepEqual(fetched, [], 'nothing fetched over the network');
  const text = await frame.locator('body').innerText();
  assert.doesNotMatch(text, /npm ci/, 'not the contributors\' README');
  assert.match(text, /urlsmith\.rules/, 'the settings');
  await page.screenshot({ path: path.join(shots, 'details.png') });
});
