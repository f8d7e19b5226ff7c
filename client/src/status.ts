import * as vscode from 'vscode';
import { type LanguageClient, State } from 'vscode-languageclient/node';
import { type InvalidConfig, SERVER_NOTIFICATIONS } from '../../server/src/features/notifications';

/** The palette commands of this module (package.json `contributes.commands`). */
export const STATUS_COMMANDS = {
  restart: 'urlsmith.restartServer',
  showOutput: 'urlsmith.showOutput',
} as const;

/**
 * What the status bar item says, per server state (vscode-eslint's item is the model: the name, an icon for trouble).
 * Only "failed" is a word, in the display language (read when shown: the extension's l10n bundle is loaded by then).
 */
export const STATUS_TEXT = {
  starting: '$(sync~spin) urlsmith',
  running: '$(check) urlsmith',
  stopped: '$(error) urlsmith',
  failed: () => vscode.l10n.t('$(error) urlsmith: failed'),
  invalidConfig: () => vscode.l10n.t('$(error) urlsmith: config error'),
  checkingAgain: () => vscode.l10n.t('$(sync~spin) urlsmith: checking the workspace again'),
} as const;

export interface StatusView {
  /** The item's text and tooltip as the user sees them. */
  readonly text: string;
  readonly tooltip: string;
  /**
   * Says that the workspace is being checked again after a window reload or a server restart (its closed files have
   * no problems in the Problems panel until then), until the returned function is called.
   */
  checkingAgain(): () => void;
}

/**
 * Whether the server is running, in the status bar (right side, as ESLint's): starting, running, or stopped (it
 * crashed more often than the client restarts it, or failed to start). A click shows the output channel, where the
 * server logs its start, the configuration chosen per folder and every configuration error. "urlsmith: Restart
 * Server" stops and starts it again (after an update, or a stop).
 */
export function registerStatus(context: vscode.ExtensionContext, client: LanguageClient, output: vscode.LogOutputChannel, version: string): StatusView {
  const item = vscode.window.createStatusBarItem('urlsmith.status', vscode.StatusBarAlignment.Right, 100);
  item.name = 'urlsmith';
  item.command = STATUS_COMMANDS.showOutput;
  let invalid: InvalidConfig[] = [];
  let rechecks = 0;
  const show = (state: State) => {
    if (state === State.Running && invalid.length > 0) {
      // As vscode-eslint's item turns red on a broken config: these files show no problems because none were looked for.
      item.text = STATUS_TEXT.invalidConfig();
      item.tooltip = invalid.map((c) => unchecked(c)).join('\n');
      item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
    } else if (state === State.Running && rechecks > 0) {
      item.text = STATUS_TEXT.checkingAgain();
      item.tooltip = vscode.l10n.t('urlsmith {version}: the Problems panel lists the problems of closed files again once the workspace is checked. Click to show the output.', { version });
      item.backgroundColor = undefined;
    } else if (state === State.Running) {
      item.text = STATUS_TEXT.running;
      item.tooltip = vscode.l10n.t('urlsmith {version}: the language server is running. Click to show its output.', { version });
      item.backgroundColor = undefined;
    } else if (state === State.Starting) {
      item.text = STATUS_TEXT.starting;
      item.tooltip = vscode.l10n.t('urlsmith {version}: the language server is starting.', { version });
      item.backgroundColor = undefined;
    } else if (state === State.StartFailed) {
      item.text = STATUS_TEXT.failed();
      item.tooltip = vscode.l10n.t('urlsmith {version}: the language server failed to start. Click to show its output.', { version });
      item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
    } else {
      item.text = STATUS_TEXT.stopped;
      item.tooltip = vscode.l10n.t('urlsmith {version}: the language server is stopped. Click to show its output; run "urlsmith: Restart Server" to start it.', { version });
      item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
    }
  };
  show(client.state);
  item.show();
  const names: Record<State, string> = { [State.Starting]: 'starting', [State.Running]: 'running', [State.Stopped]: 'stopped', [State.StartFailed]: 'not started: it failed' };
  context.subscriptions.push(
    item,
    client.onNotification(SERVER_NOTIFICATIONS.invalidConfigs, (p: { configs?: InvalidConfig[] }) => {
      invalid = p.configs ?? [];
      show(client.state);
    }),
    client.onDidChangeState((e) => {
      // A new server tells its own list of broken configs.
      if (e.newState !== State.Running) invalid = [];
      show(e.newState);
      output.info(`urlsmith ${version}: the language server is ${names[e.newState]}`);
    }),
    vscode.commands.registerCommand(STATUS_COMMANDS.showOutput, () => output.show(true)),
    vscode.commands.registerCommand(STATUS_COMMANDS.restart, async () => {
      output.info('restarting the language server (urlsmith: Restart Server)');
      // restart() stops a running client first; a stopped one (it gave up after crashes, or failed) is started.
      if (client.state === State.Stopped || client.state === State.StartFailed) await client.start();
      else await client.restart();
    }),
  );
  return {
    get text() {
      return item.text;
    },
    get tooltip() {
      return typeof item.tooltip === 'string' ? item.tooltip : '';
    },
    checkingAgain() {
      rechecks++;
      show(client.state);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        rechecks--;
        show(client.state);
      };
    },
  };
}

/** The tooltip's line for one broken config: which files it leaves unchecked. */
function unchecked(c: InvalidConfig): string {
  const file = vscode.workspace.asRelativePath(vscode.Uri.parse(c.uri), false);
  const folderUri = vscode.Uri.file(c.folder);
  const root = vscode.workspace.getWorkspaceFolder(folderUri);
  // A workspace folder by its name; a folder in it by its path from there; one outside every folder in full.
  const folder = root && root.uri.fsPath === folderUri.fsPath ? root.name : vscode.workspace.asRelativePath(folderUri, false);
  return c.errors === 1
    ? vscode.l10n.t('{file} has 1 error, so the files it governs ({folder} and below) are not checked. Click to show the output.', { file, folder })
    : vscode.l10n.t('{file} has {errors} errors, so the files it governs ({folder} and below) are not checked. Click to show the output.', { file, folder, errors: c.errors });
}
