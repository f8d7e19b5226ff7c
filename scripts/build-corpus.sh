#!/usr/bin/env bash
# Rebuilds the benchmark corpus (bench/corpus/, git-ignored) from this Debian machine's own docs:
#   copyright.txt  every /usr/share/doc/<package>/copyright
#   changelog.txt  every /usr/share/doc/**/changelog.Debian.gz, decompressed
#   man.txt        man pages (/usr/share/man/**/*.gz, every language), decompressed raw roff, until the budget is met
# Lists are sorted in the C locale, so the same installed packages give the same bytes. Copyright files and changelogs
# go by path. Man pages go round-robin across the packages that own them (each package's first page, then each one's
# second, ...; pages of no package count as one package "~unowned"): in path order one generated reference set
# (google-cloud-cli's 16,000 gcloud pages) would fill the budget alone and crowd out every other package's prose.
# Only whole documents are taken; man pages stop at the first one that reaches the budget.
# If the machine has less than the budget, all three lists are repeated in the same order until it is met.
# Raw roff rather than `man` output: rendering ~24,000 pages takes many minutes, and roff is what people edit.
#
# index.tsv records each document (file, byte offset, byte length, source path) so the bench can hand every tool
# one real document at a time, as an editor would. MANIFEST records what went in.
#
# Usage: scripts/build-corpus.sh [OUT_DIR]      (budget: URLSMITH_CORPUS_MB, default 100, in units of 10^6 bytes)
set -euo pipefail
export LC_ALL=C

out="$(realpath -m "${1:-"$(dirname "$0")/../bench/corpus"}")"
budget=$(( ${URLSMITH_CORPUS_MB:-100} * 1000000 ))
mkdir -p "$out"
tmp="$out/.building"
work="$tmp/work"
rm -rf "$tmp" && mkdir -p "$work"

list_copyright() { find /usr/share/doc -mindepth 2 -maxdepth 2 -name copyright -type f | sort; }
list_changelog() { find /usr/share/doc -name changelog.Debian.gz -type f | sort; }
list_man() {
  find /usr/share/man -name '*.gz' -type f | sort >"$work/man-files"
  # Owners from dpkg's own file lists (instant; `dpkg -S` per page would take minutes). Names may carry ":arch".
  grep -H '^/usr/share/man/.*\.gz$' /var/lib/dpkg/info/*.list 2>/dev/null \
    | sed -E 's#^/var/lib/dpkg/info/(.*)\.list:#\1\t#' >"$work/man-owners" || true
  awk -F'\t' 'NR == FNR { owner[$2] = $1; next } { print (($0 in owner) ? owner[$0] : "~unowned") "\t" $0 }' \
      "$work/man-owners" "$work/man-files" \
    | sort -t$'\t' -k1,1 -k2,2 \
    | awk -F'\t' '{ rank = ($1 == last) ? rank + 1 : 1; last = $1; print rank "\t" $0 }' \
    | sort -t$'\t' -k1,1n -k2,2 -k3,3 | cut -f3
}

total=0
# append FILE SOURCE DECOMPRESS: appends one document and its index line; returns 1 once the budget is met.
append() {
  local file="$1" src="$2" before after
  before=$(stat -c %s "$tmp/$file" 2>/dev/null || echo 0)
  if [[ "$3" == gz ]]; then zcat -- "$src" >>"$tmp/$file" 2>/dev/null || true; else cat -- "$src" >>"$tmp/$file"; fi
  after=$(stat -c %s "$tmp/$file")
  (( after > before )) || return 0
  printf '%s\t%d\t%d\t%s\n' "$file" "$before" $(( after - before )) "$src" >>"$tmp/index.tsv"
  total=$(( total + after - before ))
  (( total < budget ))
}

passes=0
while (( total < budget )); do
  passes=$(( passes + 1 ))
  before_pass=$total
  while read -r f; do append copyright.txt "$f" plain || break 2; done < <(list_copyright)
  while read -r f; do append changelog.txt "$f" gz || break 2; done < <(list_changelog)
  while read -r f; do append man.txt "$f" gz || break 2; done < <(list_man)
  if (( total == before_pass )); then echo "build-corpus: no documents found under /usr/share/doc or /usr/share/man" >&2; exit 1; fi
done

{
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "budget_bytes: $budget"
  echo "total_bytes: $total"
  echo "passes: $passes"
  echo "documents: $(wc -l <"$tmp/index.tsv")"
  echo "debian_version: $(cat /etc/debian_version 2>/dev/null || echo unknown)"
  echo "installed_packages: $(dpkg-query -f '.\n' -W 2>/dev/null | wc -l)"
  (cd "$tmp" && sha256sum -- *.txt index.tsv)
} >"$tmp/MANIFEST"

# Swap in atomically enough for one user: a half-built corpus never sits under the final names.
rm -rf "$work"
for f in "$tmp"/*; do mv -f -- "$f" "$out/"; done
rmdir "$tmp"
echo "build-corpus: $total bytes in $(wc -l <"$out/index.tsv") documents, $passes pass(es) -> $out"
