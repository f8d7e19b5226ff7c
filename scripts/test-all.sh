#!/usr/bin/env bash
# `npm test`: every suite, in the order a failure is cheapest to read.
# Each suite prints its own summary; the last line is the total.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "lint";        npx eslint .
step "type-check";  npx tsc -b
step "bundle";      node scripts/esbuild.js
step "engine unit tests"; node --test --test-reporter=spec out/test/unit/
step "CLI tests (dist/cli.js as a real process)"; node --test --test-reporter=spec out/test/cli/
step "grammar tests (vscode-textmate: scope fixtures, engine consistency)"; node --test --test-reporter=spec out/test/grammar/
step "language server protocol tests (dist/server.js over stdio)"; node --test --test-reporter=spec out/test/protocol/
step "npm package tests (npm pack, installed offline into a temporary prefix; the .vsix's files; the GitHub Action)"; node --test --test-reporter=spec out/test/package/
step "Neovim client tests"; bash test/nvim/ensure-neovim.sh && node --test --test-reporter=spec out/test/nvim/
step "Emacs client tests (eglot)"; bash test/emacs/ensure-emacs.sh && node --test --test-reporter=spec out/test/emacs/
step "VS Code extension tests (packaged .vsix in code-server)"; bash scripts/vscode/provision.sh && npm run package --silent && node out/test/vscode/run-code-server.js
step "VS Code UI smoke test (code-server in Chromium)"; node --test --test-reporter=spec out/test/ui/
