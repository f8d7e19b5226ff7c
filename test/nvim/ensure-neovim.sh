#!/usr/bin/env bash
# The Neovim suite needs Neovim >= 0.7 (Debian 12: apt `neovim`, 0.7.2). As root it installs it; otherwise it
# prints the command to run and fails, so a missing editor never passes for a green suite.
set -euo pipefail
if command -v nvim >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  echo "installing neovim (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null
else
  echo "Neovim is missing. Install it with: sudo apt-get update && sudo apt-get install -y neovim" >&2
  exit 1
fi
