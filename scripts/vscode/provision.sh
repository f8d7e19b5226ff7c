#!/usr/bin/env bash
# Debian packages the real-VS-Code tests and `npm start` need:
#   chromium     the browser that shows code-server (playwright-core drives it; no browser download here),
#   ripgrep      seeds @vscode/ripgrep, whose postinstall would otherwise download rg and fail offline,
#   libkrb5-dev  gssapi headers for code-server's kerberos native module.
# As root it installs what is missing; otherwise it names the exact command and fails.
set -euo pipefail

packages=(chromium ripgrep libkrb5-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "urlsmith: the VS Code tests need Debian packages that are not installed: ${missing[*]}" >&2
  echo "Run:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "urlsmith: installing Debian packages: ${missing[*]}"
# Other suites may run apt at the same time (Neovim); wait for dpkg's lock instead of failing on it.
apt_opts=(-o DPkg::Lock::Timeout=600 -o Acquire::Retries=3)
DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" update -qq
DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" install -y -qq --no-install-recommends "${missing[@]}"
