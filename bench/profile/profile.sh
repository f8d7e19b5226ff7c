#!/usr/bin/env bash
# `npm run bench:profile [-- text|url [inline|attribute]]`: the engine under `node --cpu-prof` on the bench corpus,
# then its hot spots. text: lintText over every document (find + parse + check); url: lintUrl over every URL found
# (parse + check). `attribute` turns off TurboFan's inlining, so a small hot function (a scan, a constructor) shows
# its own time instead of adding it to its caller's: slower overall, but it says where the time goes.
# The raw profile stays in .cache/profile/ for Chrome DevTools or VS Code's profile viewer.
set -euo pipefail
cd "$(dirname "$0")/../.."
mode="${1:-text}"
attribution="${2:-inline}"
case "$mode" in
  text) focus=lintText passes=5 ;;
  url) focus=lintUrl passes=50 ;;
  *) echo "bench:profile: mode is text or url" >&2; exit 2 ;;
esac
case "$attribution" in
  inline) flags=() ;;
  attribute) flags=(--no-turbo-inlining) ;;
  *) echo "bench:profile: second argument is inline or attribute" >&2; exit 2 ;;
esac
rm -rf .cache/profile
node "${flags[@]}" --cpu-prof --cpu-prof-dir=.cache/profile out/bench/profile/engine.js "$mode" "$passes"
node out/bench/profile/summarize.js .cache/profile "$focus" 20
