#!/bin/sh
# `lab doctor`'s toolchain checks: can this machine configure and build the lab? Plain POSIX
# sh, so that ./lab can run it when `meson setup` fails; `lab doctor` runs it first, then
# checks the GPU. Libraries are looked for the way Meson looks: pkg-config, then CMake.
#
#   sh checker/cli/doctor.sh [--colour] [--setup-log FILE]
#
# One finding a line, "  ok       what", "  note     what" or "  PROBLEM  what", a problem
# followed by "           fix: how". Exit 0 when nothing is missing, 1 otherwise.
# LAB_NVCC: the nvcc to check (default: nvcc from PATH). CXX: the C++ compiler, as for Meson.
set -u

colour=false
setup_log=
while [ $# -gt 0 ]; do
  case $1 in
    --colour) colour=true ;;
    --setup-log) setup_log=${2:-}; shift ;;
    *) echo "usage: sh doctor.sh [--colour] [--setup-log FILE]" >&2; exit 2 ;;
  esac
  shift
done

problems=0

# say LEVEL WHAT [FIX]
say() {
  case $1 in
    ok) tag='ok     ' code=32 ;;
    note) tag='note   ' code=2 ;;
    *) tag='PROBLEM' code=31; problems=$((problems + 1)) ;;
  esac
  if $colour; then tag=$(printf '\033[%sm%s\033[0m' "$code" "$tag"); fi
  printf '  %s  %s\n' "$tag" "$2"
  if [ $# -gt 2 ]; then printf '           fix: %s\n' "$3"; fi
}

# The first X.Y[.Z] that `PROGRAM --version` prints; nothing when it does not run.
version_of() {
  "$@" --version 2>/dev/null | grep -o -E '[0-9]+\.[0-9]+(\.[0-9]+)?' | head -n 1
}

# at_least VERSION MAJOR MINOR
at_least() {
  major=${1%%.*}
  minor=${1#*.}
  minor=${minor%%.*}
  [ "$major" -gt "$2" ] || { [ "$major" -eq "$2" ] && [ "$minor" -ge "$3" ]; }
}

# The version in PACKAGE's pkg-config file, or in its CMake package's version file (CMake
# only counts when it runs: Meson needs it to read those files); nothing when neither has it.
library_version() {
  if pkg-config --exists "$1" 2>/dev/null; then
    pkg-config --modversion "$1"
    return
  fi
  cmake --version >/dev/null 2>&1 || return 0
  for file in /usr/lib/cmake/"$2"/"$2"ConfigVersion.cmake /usr/lib/*/cmake/"$2"/"$2"ConfigVersion.cmake \
      /usr/share/cmake/"$2"/"$2"ConfigVersion.cmake /usr/local/lib/cmake/"$2"/"$2"ConfigVersion.cmake \
      /usr/local/lib/*/cmake/"$2"/"$2"ConfigVersion.cmake /usr/local/share/cmake/"$2"/"$2"ConfigVersion.cmake; do
    if [ -f "$file" ]; then
      sed -n 's/^ *set *( *PACKAGE_VERSION *"\([0-9.]*\)".*/\1/p' "$file" | head -n 1
      return
    fi
  done
}

meson=$(version_of meson)
ninja=$(version_of ninja)
tools_fix="sudo apt install meson ninja-build   (or: pip install --user meson ninja)"
if [ -z "$meson" ] || [ -z "$ninja" ]; then
  say problem "$([ -z "$meson" ] && echo meson || echo ninja) not found" "$tools_fix"
elif ! at_least "$meson" 1 0; then
  say problem "meson $meson is too old (the lab needs >= 1.0)" "pip install --user 'meson>=1.0'"
else
  say ok "meson $meson, ninja $ninja"
fi

cxx=${CXX:-c++}
# shellcheck disable=SC2086 # CXX may hold a command with arguments, as Meson reads it
cxx_version=$(version_of $cxx)
if [ -z "$cxx_version" ]; then
  say problem "no C++ compiler ($cxx does not run)" "sudo apt install g++"
else
  say ok "C++ compiler: $cxx $cxx_version"
fi

nvcc=${LAB_NVCC:-nvcc}
nvcc_version=$(version_of "$nvcc")
if [ -z "$nvcc_version" ]; then
  say problem "nvcc, the CUDA compiler, not found ($nvcc)" \
    "install the CUDA Toolkit >= 12 and put it on PATH: export PATH=/usr/local/cuda/bin:\$PATH"
elif ! at_least "$nvcc_version" 12 0; then
  say problem "nvcc $nvcc_version is too old (the lab needs CUDA >= 12)" \
    "install the CUDA Toolkit >= 12, then: meson setup --wipe build"
else
  say ok "nvcc $nvcc_version ($(command -v "$nvcc"))"
fi

if ! pkg-config --version >/dev/null 2>&1; then
  say problem "pkg-config not found (Meson finds stb through it)" "sudo apt install pkg-config"
fi

catch2=$(library_version catch2 Catch2)
if [ -z "$catch2" ]; then
  say problem "Catch2 not found" "sudo apt install catch2   (v2 >= 2.13 or v3: either will do)"
elif ! at_least "$catch2" 2 13; then
  say problem "Catch2 $catch2 is too old (the lab needs >= 2.13)" "sudo apt install catch2"
else
  say ok "Catch2 $catch2"
fi

json=$(library_version nlohmann_json nlohmann_json)
if [ -z "$json" ]; then
  say problem "nlohmann-json not found" "sudo apt install nlohmann-json3-dev"
elif ! at_least "$json" 3 9; then
  say problem "nlohmann-json $json is too old (the lab needs >= 3.9)" "sudo apt install nlohmann-json3-dev"
else
  say ok "nlohmann-json $json"
fi

if pkg-config --exists stb 2>/dev/null; then
  say ok "stb (image files, chapters 1.10 and 1.12)"
else
  say problem "stb not found (image files, chapters 1.10 and 1.12)" "sudo apt install libstb-dev"
fi

# What Meson itself said, when setup failed: the cause, or the context of a problem above.
if [ -n "$setup_log" ] && error=$(grep -m 1 'ERROR:' "$setup_log" 2>/dev/null); then
  error=${error#*ERROR: }
  error=${error#Problem encountered: }
  if [ "$problems" -eq 0 ]; then
    say problem "meson setup failed: $error" "read the whole log: $setup_log"
  else
    say note "meson setup failed: $error"
  fi
fi

[ "$problems" -eq 0 ]
