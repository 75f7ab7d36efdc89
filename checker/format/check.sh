#!/bin/sh
# Host test of the layout: every C++ and CUDA file of the lab is as clang-format, configured by
# the lab's .clang-format, writes it (docs/editor-setup.md). Versions of clang-format lay out
# some constructs differently, so the test runs only with the major version the layout was
# made with, Debian bookworm's 14, and exits 77 (SKIP) with another or none.
clang_format=${CLANG_FORMAT:-clang-format}
want=14
if ! command -v "$clang_format" >/dev/null 2>&1; then
  echo "SKIP: $clang_format is not installed"
  exit 77
fi
major=$("$clang_format" --version | sed -n 's/.*version \([0-9]*\).*/\1/p' | head -n 1)
if [ "$major" != "$want" ]; then
  echo "SKIP: $clang_format is version $major; the layout is clang-format $want's"
  exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd -P)
cd "$root" || exit 1
files=$(find chapters checker common solutions -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.cu' -o -name '*.cuh' \) | sort)
if "$clang_format" --dry-run --Werror $files; then
  echo "$(echo "$files" | wc -l) files as clang-format $want lays them out"
else
  echo "FAILED: run clang-format -i on the files above (docs/editor-setup.md)"
  exit 1
fi
