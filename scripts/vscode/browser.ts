/**
 * Debian's Chromium driven by playwright-core (no browser download is possible here), with a fresh profile
 * and everything that would reach the network switched off.
 */
import * as fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run scripts/vscode/provision.sh (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox', // root in CI
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
