# shellcheck shell=bash
# What the shell suites of the lab command share (slurm/, ssh/): the clean environment of
# checker/host/clean_environment.h, and how each step reports.
#
#   . "$here/../suite.sh"
#   clean_environment 'SLURM_*'   # also the variables of these patterns
#   ok "what held"; fail "what did not"; skip "why the suite cannot run here"

# Unsets every LAB_* variable, CUDA_VISIBLE_DEVICES, NO_COLOR and the names of the patterns
# given, then sets LAB_LANG=en: the suites read English texts.
clean_environment() {
  local name pattern
  while IFS= read -r name; do
    for pattern in 'LAB_*' CUDA_VISIBLE_DEVICES NO_COLOR "$@"; do
      # shellcheck disable=SC2254 # a pattern, on purpose
      case $name in $pattern) unset "$name" ;; esac
    done
  done < <(compgen -e)
  export LAB_LANG=en
}

fail() {
  echo "FAILED: $*" >&2
  exit 1
}

ok() { echo "ok: $*"; }

skip() {
  echo "SKIP: $*"
  exit 77
}
