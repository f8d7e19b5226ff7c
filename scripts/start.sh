#!/usr/bin/env bash
# `npm start`: build and package the extension, then open it in a real VS Code in the browser (code-server,
# installed on first use into .cache/) on the demo workspace. Prints the address; Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/vscode/provision.sh
npm run package --silent
npx tsc -b scripts/vscode
exec node out/scripts/vscode/start.js
