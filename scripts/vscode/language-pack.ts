/**
 * A stand-in language pack, so that a test run's VS Code really runs in a display language other than English.
 *
 * VS Code takes a display language (code-server's `--locale`, desktop VS Code's `--locale` or argv.json `locale`)
 * only when a language pack for it is registered in the profile's languagepacks.json: without one it resolves the
 * language to English, and then `vscode.env.language` is "en" and extensions load neither their
 * package.nls.<language>.json nor their l10n bundle (measured with code-server 4.100.3: `--locale zh-cn` alone
 * gives "en"). Real packs come from the Marketplace, which these machines cannot reach, and installing one from a
 * .vsix on the command line does not register it (only a running workbench's install does). So this writes the
 * registration VS Code's language pack service writes (vs/platform/languagePacks/node/languagePacks.ts) for a pack
 * with no translation of VS Code's own texts: the workbench reads English (each text falls back to its default)
 * while `vscode.env.language` and every extension are in the language.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Registers an empty language pack for `locale` (a VS Code language id, e.g. "zh-cn") in the profile `userDataDir`. */
export function registerStubLanguagePack(userDataDir: string, locale: string): void {
  const id = `urlsmith-test.language-pack-${locale}`;
  const version = '0.0.1';
  const translations = path.join(userDataDir, 'stub-language-packs', locale, 'main.i18n.json');
  fs.mkdirSync(path.dirname(translations), { recursive: true });
  fs.writeFileSync(translations, JSON.stringify({ version: '1.0.0', contents: {} }));
  // The hash names the cache of generated messages (clp/<hash>.<locale>): from the packs' ids and versions, as VS Code's.
  const hash = createHash('md5').update(id).update(version).digest('hex');
  const packs = { [locale]: { hash, extensions: [{ extensionIdentifier: { id }, version }], translations: { vscode: translations }, label: locale } };
  fs.writeFileSync(path.join(userDataDir, 'languagepacks.json'), JSON.stringify(packs));
}
