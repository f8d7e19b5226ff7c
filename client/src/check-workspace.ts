import * as vscode from 'vscode';
import { DidCloseTextDocumentNotification, ExecuteCommandRequest, type LanguageClient, State } from 'vscode-languageclient/node';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import type { StatusView } from './status';

/** The palette commands (package.json `contributes.commands`). */
export const CHECK_WORKSPACE_COMMAND = 'urlsmith.checkWorkspace';
export const CLEAR_WORKSPACE_CHECK_COMMAND = 'urlsmith.clearWorkspaceCheck';

/** Workspace state: whether the user's last word was "Check Workspace" (true) or "Clear" (unset). */
const CHECKED_BEFORE = 'urlsmith.checkWorkspace.ran';

/** Files per server request: small enough that Cancel stops the run within a moment, large enough to stay cheap. */
const BATCH = 25;

/** The server's count (check-workspace.ts there): problems as the Problems panel counts them, hints left out. */
interface CheckedFiles {
  files: number;
  problems: number;
  withProblems: number;
}

/**
 * "urlsmith: Check Workspace": fills the Problems panel with the problems of every file of the workspace folders, open
 * or not, as the CLI would check them (the server walks the folders: .gitignore, node_modules, `urlsmith.exclude`
 * and `.urlsmithrc.json` `files` honoured). A cancellable progress notification counts the files; Cancel stops
 * between two batches and keeps what was published so far.
 *
 * A file the run checked and the user then opens gets its problems from the live check; closing it makes the server
 * clear them, so the client asks for the file to be checked again from disk right after the close is sent. Changes on
 * disk (a checkout, `urlsmith --fix` in a terminal, a deletion, a new file) and configuration changes the server
 * follows itself: after the first run it registers a watcher for every file (workspace/didChangeWatchedFiles).
 *
 * The results outlive the server: a window reload or a server restart starts a server that knows none of them, so a
 * workspace once checked is checked again whenever the server starts (the status item says "checking the workspace
 * again" until the results are back), until
 * "urlsmith: Clear Check Workspace Results" removes them and forgets.
 */
export function registerCheckWorkspace(
  context: vscode.ExtensionContext,
  client: LanguageClient,
  status?: Pick<StatusView, 'checkingAgain'>,
): { readonly summary: string | undefined; readonly remembered: boolean } {
  const checked = new Set<string>();
  let lastSummary: string | undefined;
  const run = <T>(command: string, arg: object, token?: vscode.CancellationToken) =>
    client.sendRequest(ExecuteCommandRequest.type, { command, arguments: [arg] }, token) as Promise<T>;
  const folders = () => (vscode.workspace.workspaceFolders ?? []).map((f) => client.code2ProtocolConverter.asUri(f.uri));

  /** Lists and checks every file, a batch at a time; the summary of what was read, or undefined without a folder. */
  const checkAll = async (progress: vscode.Progress<{ message?: string; increment?: number }>, token?: vscode.CancellationToken): Promise<string | undefined> => {
    const folderUris = folders();
    if (folderUris.length === 0) return undefined;
    const files = (await run<string[] | null>(SERVER_COMMANDS.workspaceFiles, { folders: folderUris })) ?? [];
    checked.clear();
    const total: CheckedFiles = { files: 0, problems: 0, withProblems: 0 };
    for (let i = 0; i < files.length && !token?.isCancellationRequested; i += BATCH) {
      const batch = files.slice(i, i + BATCH);
      const r = await run<CheckedFiles | null>(SERVER_COMMANDS.checkFiles, { uris: batch, folders: folderUris });
      for (const uri of batch) checked.add(sameSpelling(uri));
      total.files += r?.files ?? 0;
      total.problems += r?.problems ?? 0;
      total.withProblems += r?.withProblems ?? 0;
      const done = Math.min(i + BATCH, files.length);
      progress.report({ increment: (100 * batch.length) / files.length, message: vscode.l10n.t('{done} of {total} files', { done, total: files.length }) });
    }
    return token?.isCancellationRequested ? vscode.l10n.t('{summary} (stopped)', { summary: summary(total) }) : summary(total);
  };

  context.subscriptions.push(
    vscode.commands.registerCommand(CHECK_WORKSPACE_COMMAND, () =>
      vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('urlsmith: checking the workspace'), cancellable: true },
        async (progress, token) => {
          const result = await checkAll(progress, token);
          if (result === undefined) {
            void vscode.window.showInformationMessage(vscode.l10n.t('urlsmith: open a folder to check its files.'));
            return;
          }
          lastSummary = result;
          await context.workspaceState.update(CHECKED_BEFORE, true);
          void vscode.window.setStatusBarMessage(vscode.l10n.t('urlsmith: {summary}', { summary: lastSummary }), 5000);
        },
      ),
    ),
    vscode.commands.registerCommand(CLEAR_WORKSPACE_CHECK_COMMAND, async () => {
      await context.workspaceState.update(CHECKED_BEFORE, undefined);
      checked.clear();
      lastSummary = undefined;
      // Listing no folder: the server clears what it published for closed files and stops following them.
      if (client.isRunning()) await run(SERVER_COMMANDS.workspaceFiles, { folders: [] });
    }),
  );
  // The status item says so until the results are back: the Problems panel has none for closed files meanwhile.
  const checkAgain = () =>
    vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('urlsmith: checking the workspace again') }, async (progress) => {
      const done = status?.checkingAgain();
      try {
        lastSummary = (await checkAll(progress)) ?? lastSummary;
      } finally {
        done?.();
      }
    });

  // After the close notification is on the wire (so the server has dropped the document), not on VS Code's close
  // event, which may come before the client sends it. The client replaces the feature's event emitter whenever it
  // stops (a restart after a crash too), so the listener is added again each time it is running.
  let onClose: vscode.Disposable | undefined;
  const listen = () => {
    onClose?.dispose();
    onClose = client.getFeature(DidCloseTextDocumentNotification.method).onNotificationSent(({ params }) => {
      const uri = params.textDocument.uri;
      if (checked.has(sameSpelling(uri))) void run(SERVER_COMMANDS.checkFiles, { uris: [uri], folders: folders() });
    });
  };
  context.subscriptions.push(
    client.onDidChangeState((e) => {
      if (e.newState !== State.Running) return;
      listen();
      if (context.workspaceState.get(CHECKED_BEFORE) === true) void checkAgain().then(undefined, () => undefined);
    }),
    { dispose: () => onClose?.dispose() },
  );
  return {
    get summary() {
      return lastSummary;
    },
    get remembered() {
      return context.workspaceState.get(CHECKED_BEFORE) === true;
    },
  };
}

/**
 * "12 problems in 3 of 40 closed files": the rows the Problems panel shows for them (hints are faded text in the
 * editor, not rows, so they are not counted), out of the files read.
 */
function summary({ files, problems, withProblems }: CheckedFiles): string {
  // One literal per plural form, as the catalogue's extractor needs (a language may word each differently).
  const args = { problems, withProblems, files };
  if (problems === 1) {
    return files === 1
      ? vscode.l10n.t('1 problem in {withProblems} of 1 closed file (hints not counted)', args)
      : vscode.l10n.t('1 problem in {withProblems} of {files} closed files (hints not counted)', args);
  }
  return files === 1
    ? vscode.l10n.t('{problems} problems in {withProblems} of 1 closed file (hints not counted)', args)
    : vscode.l10n.t('{problems} problems in {withProblems} of {files} closed files (hints not counted)', args);
}

/** One spelling per URI: the server's and the client's may percent-encode different characters. */
function sameSpelling(uri: string): string {
  return vscode.Uri.parse(uri).toString();
}
