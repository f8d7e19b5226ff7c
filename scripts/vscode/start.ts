/**
 * `npm start`: the packaged extension in code-server on 127.0.0.1, opened on a copy of demo/ (so fixes the user
 * tries never change the repository). Prints the address and runs until Ctrl-C, which stops the server's whole
 * process group. PORT picks the port (default 8080, or any free one when 8080 is taken).
 */
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort, startCodeServer } from './code-server';
import { repoRoot, vsixPath } from './paths';

async function portToUse(): Promise<number> {
  if (process.env.PORT) return Number(process.env.PORT);
  const free = await new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(8080, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  return free ? 8080 : freePort();
}

async function main(): Promise<void> {
  const workspace = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-demo-')), 'demo');
  fs.cpSync(path.join(repoRoot, 'demo'), workspace, { recursive: true });
  // Ctrl-C: startCodeServer stops the server's process group and exits; the copy goes with the process.
  process.once('exit', () => fs.rmSync(path.dirname(workspace), { recursive: true, force: true }));
  const server = await startCodeServer({ workspace, vsix: vsixPath, port: await portToUse() });
  void server.exited.then((code) => {
    if (server.stopping) return;
    console.error(`code-server exited (${code}); its log was in ${server.runDir}/server.log`);
    process.exit(1);
  });
  console.log('');
  console.log(`urlsmith is running in VS Code (code-server) at ${server.url()}`);
  console.log(`  workspace: ${workspace} (a copy of demo/; edit freely)`);
  console.log('  Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
