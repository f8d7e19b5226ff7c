// Bundles the three entry points into dist/. Exits non-zero on any build error, so CI and
// `npm run package` never ship a stale or partial bundle (pattern from vscode-extension-samples/esbuild-sample).
'use strict';
const esbuild = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

/**
 * The package's bins (`urlsmith`, `urlsmith-language-server`) must be executable. npm marks them so only when they
 * exist at install time, and on a fresh clone `npm ci` runs before the first build.
 */
const makeBinsExecutable = {
  name: 'executable-bins',
  setup(build) {
    build.onEnd((result) => {
      const out = path.join(root, build.initialOptions.outfile);
      if (result.errors.length === 0 && build.initialOptions.banner && fs.existsSync(out)) fs.chmodSync(out, 0o755);
    });
  },
};

/** Prints errors in a `file:line:col: error: text` form that editors' problem matchers understand. */
const reportProblems = {
  name: 'report-problems',
  setup(build) {
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
    });
  },
};

/**
 * A module with a `.browser.ts` twin beside it (server/src/render/rule-docs.browser.ts) is replaced by the twin in the
 * browser bundles: the Node-only part stays where the Node server needs it, and the web worker gets the same interface.
 */
const browserTwins = {
  name: 'browser-twins',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const twin = path.join(args.resolveDir, `${args.path}.browser.ts`);
      return fs.existsSync(twin) ? { path: twin } : undefined;
    });
  },
};

/** @type {import('esbuild').BuildOptions[]} */
const bundles = [
  { entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] },
  { entryPoints: ['server/src/main.ts'], outfile: 'dist/server.js', banner: { js: '#!/usr/bin/env node' } },
  { entryPoints: ['cli/src/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  // The web extension (package.json `browser`): VS Code for the Web loads the client as a CommonJS module and the
  // server runs in a web worker. Platform browser: a Node built-in reached from either is a build error, not a crash.
  { entryPoints: ['client/src/browser/extension.ts'], outfile: 'dist/browser/client.js', external: ['vscode'], ...web('cjs') },
  { entryPoints: ['server/src/browser/main.ts'], outfile: 'dist/browser/server.js', ...web('iife') },
];

/** @param {'cjs' | 'iife'} format */
function web(format) {
  return { platform: 'browser', target: 'es2022', format, mainFields: ['browser', 'module', 'main'], plugins: [reportProblems, browserTwins] };
}


async function main() {
  const contexts = await Promise.all(
    bundles.map((options) =>
      esbuild.context({
        absWorkingDir: root,
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        sourcemap: !production,
        sourcesContent: false,
        minify: production,
        logLevel: 'silent',
        plugins: [reportProblems, makeBinsExecutable],
        ...options,
      }),
    ),
  );
  if (watch) {
    await Promise.all(contexts.map((c) => c.watch()));
    return;
  }
  try {
    await Promise.all(contexts.map((c) => c.rebuild()));
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
}

main().catch(() => {
  process.exitCode = 1;
});
