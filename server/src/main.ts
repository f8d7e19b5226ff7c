// The language server's entry point (bundled to dist/server.js, the `urlsmith-language-server` bin).
// Run it with --stdio, --node-ipc or --pipe=NAME. The same file is the body of the lint thread.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { isLintWorkerData, runLintWorker } from './analysis/worker';
import { startServer } from './server';

if (!isMainThread && isLintWorkerData(workerData) && parentPort) runLintWorker(parentPort, workerData.locale);
else startServer(__filename);
