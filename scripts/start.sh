#!/usr/bin/env bash
# `npm start`: build and package the extension, then open it in a real VS Code in the browser (code-server,
# installed on first use into .cache/) on the demo workspace. Prints the address; Ctrl-C stops it.
# Each step says what it does before it starts: the first run takes minutes (code-server's native builds, the
# package's type check and lint), and a silent terminal for that long reads as a hang.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=6
n=0
step() {
  n=$((n + 1))
  printf 'urlsmith start [%d/%d] %s\n' "$n" "$steps" "$1"
}
code_server="$PWD/.cache/code-server/$(sed -n 's/^version=//p' scripts/vscode/install-code-server.sh)/.complete"

step 'checking the Debian packages VS Code needs (chromium, ripgrep, libkrb5-dev)'
bash scripts/vscode/provision.sh
# `npm run package`, one step at a time.
step 'type-checking every project (tsc -b)'
npx tsc -b
step 'linting (eslint .)'
npx eslint .
step 'bundling the client, the server and the CLI (esbuild, production)'
node scripts/esbuild.js --production >/dev/null
step 'packaging dist/urlsmith.vsix (vsce)'
node scripts/vscode/vsix.js package -o dist/urlsmith.vsix >/dev/null
npx tsc -b scripts/vscode
if [ -f "$code_server" ]; then
  step 'starting VS Code (code-server) with the extension installed'
else
  step 'installing code-server into .cache/ (first run only: a few minutes), then starting it with the extension'
fi
exec node out/scripts/vscode/start.js
