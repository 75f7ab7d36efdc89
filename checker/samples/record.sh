#!/bin/sh
# Records the docs' samples on a GPU machine (docs/internals/two-editions.md, "Where a sample
# comes from"): builds the lab and lab-samples in BUILD_DIR, a configured build folder at the
# tree's root, then runs each docs/samples/<name>/recipe (all, or the NAMEs given) through the
# real lab with BUILD_DIR's programs, which the lab builds as it goes (only what the samples
# need), leaving the runs in docs/samples/. Then `BUILD_DIR/checker/samples/
# lab-samples update` rewrites the blocks.
#
#   checker/samples/record.sh build-dev [NAME...]
set -eu
if [ $# -lt 1 ]; then
  echo "usage: checker/samples/record.sh BUILD_DIR [NAME...]" >&2
  exit 2
fi
build=$1
shift
root=$(cd "$(dirname "$0")/../.." && pwd -P)
if [ ! -f "$build/build.ninja" ]; then
  echo "record.sh: $build is not a configured build folder (meson setup $build)" >&2
  exit 2
fi
# ninja prints paths relative to the build folder; the lab shows them relative to the tree as
# from a build folder at its root, where the replays' stand-in build folder is too.
if [ "$(cd "$build/.." && pwd -P)" != "$root" ]; then
  echo "record.sh: $build must be a folder at the tree's root ($root)" >&2
  exit 2
fi
# The samples are of the skeletons as committed, and a sample's own student file is written
# into the tree while it is recorded.
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1 && ! git -C "$root" diff --quiet HEAD -- chapters; then
  echo "record.sh: chapters/ has changes; commit or stash them first (git -C $root status chapters)" >&2
  exit 2
fi
ninja -C "$build" checker/cli/lab checker/samples/lab-samples checker/samples/lab-sample-stand-in
# lab-samples gives a held student file its own text back when it ends, Ctrl-C included; if
# it is killed instead, the committed files come back here.
trap 'git -C "$root" checkout -q -- chapters 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM
"$build/checker/samples/lab-samples" record "$build" "$@"
