#!/bin/sh
# Host test of the editor setup: clangd, configured by the lab's .clangd, parses every .cu
# file of every ready chapter (skeleton, demo kernels, solution) without an error.
# Exit 77 (SKIP) without clangd.
#   check.sh BUILD_DIR     (its compile_commands.json, and chapters.tsv: the registry)
build=$1
clangd=${CLANGD:-clangd}
if ! command -v "$clangd" >/dev/null 2>&1; then
  echo "SKIP: $clangd is not installed (docs/editor-setup.md)"
  exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd -P)
if [ "$(cd "$build/.." && pwd -P)" != "$root" ]; then
  echo "SKIP: .clangd's paths are relative to a build folder directly in the source tree;" \
    "$build is not"
  exit 77
fi
"$clangd" --version | head -n 1

dirs=$(awk -F '\t' '!/^#/ && $4 == "ready" { print $1 "-" $2 }' "$build/chapters.tsv") || exit 1
[ -n "$dirs" ] || { echo "no ready chapter in $build/chapters.tsv"; exit 1; }

status=0
IFS='
'
for dir in $dirs; do for file in "$root/chapters/$dir/"*.cu "$root/solutions/$dir/"*.cu; do
  # --check-lines=1: the whole file is parsed and diagnosed, but clangd's refactoring
  # self-tests (which report their own failures as errors) run on line 1 only.
  log=$("$clangd" --compile-commands-dir="$build" --check="$file" --check-lines=1 2>&1)
  code=$?
  errors=$(printf '%s\n' "$log" | grep '^E\[')
  if [ $code -ne 0 ] || [ -n "$errors" ]; then
    echo "FAIL $file (clangd exit $code)"
    printf '%s\n' "$errors"
    status=1
  else
    echo "ok   $file"
  fi
done; done
exit $status
