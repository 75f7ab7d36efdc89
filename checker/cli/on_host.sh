# The other machine's half of `./lab <verb> --on HOST` (checker/cli/run_on_host.cpp reads this
# file and sends it over ssh as `sh -c SCRIPT lab-on ACTION FOLDER ARGS...`). Plain POSIX sh,
# git and the tools of every Unix; of the login shell's profile it needs nothing but PATH.
#
#   prepare FOLDER COMMIT FILE DOCTOR REPORT   stdin: the new text of FILE
#       Is FOLDER a checkout made by `sync`, at COMMIT? Then FILE (relative to it; "": none; "-":
#       put the commit's chapters/ back) gets the text, REPORT is removed, and with DOCTOR
#       ("doctor") the toolchain is checked first where the lab was never built there.
#   sync FOLDER COMMIT                         stdin: a git bundle holding COMMIT
#       Makes FOLDER a checkout of COMMIT, or brings one it made before to COMMIT.
#   run FOLDER COMMAND...                      COMMAND in FOLDER, in place of this script
#   progress FOLDER CHAPTER REPORT             CHAPTER's line of .lab/progress.tsv, and REPORT
#
# FOLDER may start with ~/ (the home folder). The answers are lines "lab-on KEY VALUE" on
# stdout; every other line is for the user to read:
#   lab-on state ready|synced|no-git|no-checkout|not-made-by-sync|other-commit|toolchain|cannot-sync
#   lab-on commit SHA        the checkout's commit (prepare)
#   lab-on clock SECONDS     this machine's time when the checkout was ready (prepare)
#   lab-on progress LINE     (progress; nothing when the chapter has no line)
#   lab-on report LINE       each line of REPORT (progress)
set -u

action=$1 folder=$2
shift 2
# shellcheck disable=SC2088 # the folder names ~ for the home folder: it is spelled out here
case $folder in
  "~") folder=$HOME ;;
  "~/"*) folder=$HOME/${folder#"~/"} ;;
esac
# The mark of a checkout that `sync` made, which --on may write students' files into.
mark=$folder/.lab/made-by-sync

answer() { printf 'lab-on %s %s\n' "$1" "${2:-}"; }

# Something that is not this script's checkout is in FOLDER.
taken() { [ ! -f "$mark" ] && [ -d "$folder" ] && [ -n "$(ls -A "$folder")" ]; }

if ! command -v git >/dev/null 2>&1; then
  answer state no-git
  exit 0
fi

case $action in
  prepare)
    commit=$1 file=$2 doctor=$3 report=$4
    if [ ! -f "$mark" ]; then
      if taken; then answer state not-made-by-sync; else answer state no-checkout; fi
      exit 0
    fi
    cd "$folder" || exit 1
    here=$(git rev-parse HEAD)
    answer commit "$here"
    if [ "$here" != "$commit" ]; then
      answer state other-commit
      exit 0
    fi
    # The launcher puts the CUDA Toolkit on PATH the same way (./lab).
    if [ "$doctor" = doctor ] && [ ! -x build/checker/cli/lab ] &&
      ! findings=$(PATH=$PATH:${CUDA_HOME:-/usr/local/cuda}/bin sh checker/cli/doctor.sh 2>&1); then
      answer state toolchain
      printf '%s\n' "$findings"
      exit 0
    fi
    case $file in
      "") ;;
      -) git checkout -q "$commit" -- chapters || exit 1 ;;
      *)
        # Unchanged text keeps the file's time, so that nothing is built again for it.
        cat >"$file.lab-on" || exit 1
        if cmp -s "$file.lab-on" "$file"; then rm -f "$file.lab-on"; else mv -f "$file.lab-on" "$file"; fi
        ;;
    esac
    [ -z "$report" ] || rm -f "$report"
    answer clock "$(date +%s)"
    answer state ready
    ;;
  sync)
    commit=$1
    if taken; then
      answer state not-made-by-sync
      exit 0
    fi
    mkdir -p "$folder/.lab" && cd "$folder" || exit 1
    if cat >.lab/sync.bundle && { [ -d .git ] || git init -q .; } &&
      git fetch -q .lab/sync.bundle "+HEAD:refs/lab/synced" && git checkout -q -f "$commit"; then
      echo "made by ./lab --sync: ./lab --on writes students' files into this checkout" >"$mark"
      answer state synced
    else
      answer state cannot-sync
    fi
    rm -f .lab/sync.bundle
    ;;
  run)
    cd "$folder" || exit 1
    exec "$@"
    ;;
  progress)
    chapter=$1 report=$2
    [ -f "$folder/.lab/progress.tsv" ] &&
      awk -v chapter="$chapter" 'BEGIN { FS = "\t" } $1 == chapter { print "lab-on progress " $0 }' \
        "$folder/.lab/progress.tsv"
    [ -f "$folder/$report" ] && sed 's/^/lab-on report /' "$folder/$report"
    exit 0
    ;;
  *)
    echo "on_host.sh: unknown action $action" >&2
    exit 2
    ;;
esac
