/**
 * VS Code in Simplified Chinese (the runner's second launch, code-server --locale zh-cn: runner-support.ts): the
 * extension's contributions, its own strings, and what the language server sends (diagnostics, hovers, quick fixes)
 * read as the shipped catalogues' zh-cn texts. Expected texts come from the installed extension's
 * package.nls.zh-cn.json and project/l10n/bundle.l10n.zh-cn.json by key, never typed in here.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DISPLAY_LANGUAGE_SUITE } from '../runner-support';
import { closeAllEditors, deadlineMs, extensionId, pollUntil, urlsmithApi, waitForExactDiagnostics } from './helpers';

/** A file of the installed extension, as JSON. */
function shipped(file: string): Record<string, string> {
  const extension = vscode.extensions.getExtension(extensionId);
  assert.ok(extension, `${extensionId} is not installed`);
  return JSON.parse(fs.readFileSync(path.join(extension.extensionPath, file), 'utf8')) as Record<string, string>;
}

/** The catalogue's text for an English key; a key it lacks fails (it would read English). */
function catalogueText(key: string): string {
  const text = shipped('project/l10n/bundle.l10n.zh-cn.json')[key];
  assert.ok(text !== undefined && text !== key, `the zh-cn catalogue translates ${JSON.stringify(key)}`);
  return text;
}

/**
 * The catalogue keys of the given shape, their arguments written `{}` (`Percent-encode {} as {}`): the fix titles'
 * keys are the engine's, whose argument names this suite does not fix. None fails (the title would read English).
 */
function keysOfShape(shape: string): string[] {
  const keys = Object.keys(shipped('project/l10n/bundle.l10n.zh-cn.json')).filter((k) => k.replace(/\{[A-Za-z0-9]+\}/g, '{}') === shape);
  assert.ok(keys.length > 0, `a zh-cn catalogue key of the shape ${JSON.stringify(shape)}`);
  return keys;
}

/**
 * The arguments that make `template` (a catalogue text with `{name}` arguments) read `text`, or undefined when no
 * filling does. Each argument is matched lazily: enough for the short messages compared here.
 */
function argumentsOf(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.split(/(\{[A-Za-z][A-Za-z0-9]*\})/).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(part.slice(1, -1));
    return '(.+?)';
  });
  const m = new RegExp(`^${pattern.join('')}$`, 's').exec(text);
  return m ? Object.fromEntries(names.map((name, i) => [name, m[i + 1]!])) : undefined;
}

/** A key's argument names in order: `Percent-encode {character} as {encoded}` gives [character, encoded]. */
const argumentOrder = (key: string): string[] => [...key.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!);

/** An untitled document with one unsafe character, "^" (RFC 1738 2.2), and its one diagnostic. */
async function unsafeCaret(): Promise<{ uri: vscode.Uri; diagnostic: vscode.Diagnostic }> {
  const document = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'see http://new.example/a^b\n' });
  await vscode.window.showTextDocument(document);
  const [diagnostic] = await waitForExactDiagnostics(document.uri, ['unsafe-character@0:24-0:25']);
  assert.ok(diagnostic);
  return { uri: document.uri, diagnostic };
}

suite(`${DISPLAY_LANGUAGE_SUITE}: VS Code in Simplified Chinese`, () => {
  teardown(closeAllEditors);

  test('VS Code runs in zh-cn, and the extension\'s command titles and status bar tooltip are the catalogues\' zh-cn texts', async () => {
    assert.equal(vscode.env.language, 'zh-cn');
    const extension = vscode.extensions.getExtension(extensionId)!;
    // A translated command title comes as { value, original } (the palette matches both), an untranslated one as text.
    type Title = string | { value: string; original: string };
    const manifest = extension.packageJSON as { version: string; contributes: { commands: Array<{ command: string; title: Title }> } };
    const nls = shipped('package.nls.zh-cn.json');
    const title = (id: string) => {
      const t = manifest.contributes.commands.find((c) => c.command === id)?.title;
      return typeof t === 'object' ? t.value : t;
    };
    assert.equal(title('urlsmith.restartServer'), nls['command.restartServer.title']);
    assert.equal(title('urlsmith.checkWorkspace'), nls['command.checkWorkspace.title']);
    const api = await urlsmithApi();
    await pollUntil('the status bar item running', deadlineMs, () => (api.status.text === '$(check) urlsmith' ? true : undefined));
    const template = catalogueText('urlsmith {version}: the language server is running. Click to show its output.');
    assert.deepEqual(argumentsOf(template, api.status.tooltip), { version: manifest.version }, api.status.tooltip);
  });

  test('a diagnostic\'s message is the catalogue\'s zh-cn text, naming the character', async () => {
    const { diagnostic } = await unsafeCaret();
    const args = argumentsOf(catalogueText('A {character} is unsafe in a URL: encode it as {encoded}.'), diagnostic.message);
    assert.ok(args, diagnostic.message);
    assert.equal(args['character'], catalogueText('{name} ({character})').replace('{name}', catalogueText('caret')).replace('{character}', '^'));
    assert.equal(args['encoded'], '%5E');
  });

  test('the hover describes the problem in the catalogue\'s zh-cn words', async () => {
    const { uri, diagnostic } = await unsafeCaret();
    const markdown = await pollUntil('a hover', deadlineMs, async () => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, diagnostic.range.start);
      const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
      return text || undefined;
    });
    // The rule's description (a catalogue key, as every rule description is), with Markdown's escapes taken off.
    assert.ok(markdown.replace(/\\(.)/g, '$1').includes(catalogueText('Unsafe characters must be percent-encoded.')), markdown);
  });

  test('the quick fix\'s title is the catalogue\'s zh-cn text, naming the character and its encoding', async () => {
    const { uri, diagnostic } = await unsafeCaret();
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
    const titles = actions.map((a) => a.title);
    const matches = keysOfShape('Percent-encode {} as {}').flatMap((key) =>
      titles.flatMap((title) => {
        const args = argumentsOf(catalogueText(key), title);
        return args ? [argumentOrder(key).map((name) => args[name]!)] : [];
      }),
    );
    assert.equal(matches.length, 1, JSON.stringify(titles));
    const [character, encoded] = matches[0]!;
    assert.match(character!, /\^/);
    assert.equal(encoded, '%5E');
  });
});
