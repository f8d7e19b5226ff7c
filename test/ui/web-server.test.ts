// The browser build of the language server (dist/browser/server.js, what VS Code for the Web starts) in a real
// Chromium web worker: a test page speaks LSP to it over postMessage, as vscode-languageclient/browser does.
// Nothing reaches the network: the page and the bundle are served by request interception, every other request fails.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/vscode/browser';
import { repoRoot } from '../../scripts/vscode/paths';

const ORIGIN = 'http://urlsmith.test';
const bundle = path.join(repoRoot, 'dist', 'browser', 'server.js');

let browser: Browser;
let page: Page;

before(async () => {
  assert.ok(fs.existsSync(bundle), `${bundle} is missing: run node scripts/esbuild.js`);
  browser = await launchChromium();
  page = await browser.newPage();
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === `${ORIGIN}/`) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>lsp</title>' });
    if (url === `${ORIGIN}/server.js`) return route.fulfill({ contentType: 'text/javascript', path: bundle });
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
});

after(async () => {
  await browser?.close();
});

interface LspDiagnostic {
  code?: string | number;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/** Starts the worker, initializes it, opens `text` and answers the first non-empty publishDiagnostics (or times out). */
function diagnosticsOf(p: Page, uri: string, languageId: string, text: string): Promise<LspDiagnostic[]> {
  return p.evaluate(
    ({ uri, languageId, text }) =>
      new Promise<LspDiagnostic[]>((resolve, reject) => {
        const worker = new Worker('/server.js');
        const timer = setTimeout(() => reject(new Error('no publishDiagnostics within 20 s')), 20_000);
        worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
        worker.onmessage = (e: MessageEvent<{ id?: number; method?: string; params?: { uri: string; diagnostics: LspDiagnostic[] } }>) => {
          const m = e.data;
          if (m.id === 1 && m.method === undefined) {
            worker.postMessage({ jsonrpc: '2.0', method: 'initialized', params: {} });
            worker.postMessage({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId, version: 1, text } } });
          }
          if (m.method === 'textDocument/publishDiagnostics' && m.params?.uri === uri && m.params.diagnostics.length > 0) {
            clearTimeout(timer);
            worker.terminate();
            resolve(m.params.diagnostics);
          }
        };
        worker.postMessage({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
      }),
    { uri, languageId, text },
  );
}

const brief = (ds: LspDiagnostic[]) =>
  ds.map((d) => `${String(d.code)} ${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`);

test('the browser server checks an open plain-text document in a web worker: codes and ranges', async () => {
  const ds = await diagnosticsOf(page, 'untitled:notes.txt', 'plaintext', 'See http://a.example/a|b and ftp://h.example/x y.\n');
  assert.deepEqual(brief(ds), ['unsafe-character 0:22-0:23']);
});

test('the browser server reads a document by its language: a Markdown destination is one URL', async () => {
  // The Markdown reader hands over the destination alone: the "|" is reported at its document column.
  const ds = await diagnosticsOf(page, 'vscode-vfs://github/o/r/README.md', 'markdown', 'See [x](http://a.example/a|b).\n');
  assert.deepEqual(brief(ds), ['unsafe-character 0:26-0:27']);
});
