#!/usr/bin/env bash
# Installs code-server (VS Code 1.100.3 served to a browser) on demand into .cache/code-server/<version>,
# never into package.json: `npm ci` stays light, and the few minutes of native builds are paid once per
# machine, as @vscode/test-electron caches VS Code under .vscode-test/. Prints the code-server binary's path.
set -euo pipefail
cd "$(dirname "$0")/../.."

# 4.100.3 is the newest release whose `engines` accept Node 20.
version=4.100.3
cache="$PWD/.cache/code-server"
dest="$cache/$version"
bin="$dest/node_modules/.bin/code-server"

# Chromium and ripgrep are needed on every run, not just the first: a cached code-server may outlive them.
bash scripts/vscode/provision.sh >&2

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9   # two runs at once must not install into the same folder

if [ -f "$dest/.complete" ] && [ -x "$bin" ]; then
  echo "$bin"
  exit 0
fi

echo "urlsmith: installing code-server $version into $dest (once; takes a few minutes)" >&2
work="$cache/.install-$$"
rm -rf "$work" "$dest"
mkdir -p "$work/tmp"
trap 'rm -rf "$work"' EXIT

# @vscode/ripgrep's postinstall downloads rg and fails offline; it first looks in this cache,
# so give it Debian's rg under the name it expects.
rgcache="$work/tmp/vscode-ripgrep-cache-1.15.11"
mkdir -p "$rgcache/rg"
cp "$(command -v rg)" "$rgcache/rg/rg"
tar -C "$rgcache/rg" -czf "$rgcache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" rg

printf '{ "name": "urlsmith-code-server-cache", "private": true }\n' > "$work/package.json"
(
  cd "$work"
  # The native modules build against the system's Node headers (nodedir) as root (unsafe_perm), without a prompt
  # (yes), with their temporary files inside the cache folder (TMPDIR).
  TMPDIR="$work/tmp" npm_config_nodedir=/usr npm_config_unsafe_perm=true npm_config_yes=true \
    npm install --no-audit --no-fund --loglevel=error "code-server@$version" >&2
)
rm -rf "$work/tmp"
# npm writes absolute paths only into build artefacts that are not used after install, so moving is safe.
mv "$work" "$dest"
trap - EXIT
touch "$dest/.complete"
echo "$bin"
