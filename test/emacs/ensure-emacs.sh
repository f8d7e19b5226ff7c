#!/usr/bin/env bash
# The Emacs suite needs Emacs with eglot (built in since Emacs 29; Debian 12: apt `emacs-nox` 28.2 and `elpa-eglot`).
# As root it installs them; otherwise it prints the command to run and fails, so a missing editor never passes for a
# green suite.
set -euo pipefail
has_eglot() { command -v emacs >/dev/null 2>&1 && emacs --batch --eval "(require 'eglot)" >/dev/null 2>&1; }
if has_eglot; then exit 0; fi
if [ "$(id -u)" = 0 ]; then
  echo "installing emacs-nox and elpa-eglot (apt)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emacs-nox elpa-eglot >/dev/null
  has_eglot
else
  echo "Emacs with eglot is missing. Install it with: sudo apt-get update && sudo apt-get install -y emacs-nox elpa-eglot" >&2
  exit 1
fi
