#!/usr/bin/env bash
# Suite host.ssh: `./lab <verb> --on HOST` through a real OpenSSH server on 127.0.0.1
# (loopback_sshd.sh), reached as a student reaches a GPU server: an alias of an ssh config, its
# port, key and known host. "This machine" is a git checkout of the source tree's files (its
# ignored files aside) in a folder of the suite's own; "the other machine" is a second checkout
# that --sync makes in another folder. The sessions see no GPU (CUDA_VISIBLE_DEVICES=""), so the
# suite asks the same of a machine that has one. In order:
#   1. a host that cannot be reached (a closed port): exit 68, with ssh's own message;
#   2. no checkout there, without --sync: exit 66, and nothing made there;
#   3. a host whose C++ compiler is missing (the session's CXX names none): --sync makes the
#      checkout, doctor's toolchain check there fails: exit 69, with its findings;
#   4. --sync: the checkout made, the lab built there on first use, check 1.6 ends in 77 with
#      the same verdict as here; the progress here records it, marked with the host, and the
#      checker's report comes back;
#   5. on a terminal (script(1)), through ssh -t: the same verdict, in colour; without --sync
#      it asks, and a no makes nothing;
#   6. a default host (./lab on) and Chinese: the checkout there at another commit is refused
#      (65), naming both commits; --sync brings it back and the verdict comes in Chinese;
#      doctor runs there; ./lab on --clear;
#   7. the connection killed while the lab there compiles the changed file: exit 74, nothing
#      recorded.
# Exit 77 (SKIP) only where no sshd can start here, or the source tree's files cannot be
# committed into a checkout (no git). Every process it started is stopped on any exit.
#
# Usage: on_host_over_ssh.sh LAB_COMMAND SOURCE_ROOT BUILD_DIR
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: $0 LAB_COMMAND SOURCE_ROOT BUILD_DIR (meson.build passes them)" >&2
  exit 2
fi
lab=$(realpath "$1") source_root=$(realpath "$2") build=$(realpath "$3")
[ -x "$lab" ] || { echo "$0: $lab is not an executable file" >&2; exit 2; }
[ -f "$build/chapters.json" ] || { echo "$0: $build is not the lab's build folder" >&2; exit 2; }

here_dir=$(cd "$(dirname "$0")" && pwd)
# shellcheck source-path=SCRIPTDIR source=../suite.sh
. "$here_dir/../suite.sh"
# shellcheck source-path=SCRIPTDIR source=loopback_sshd.sh
. "$here_dir/loopback_sshd.sh"
# shellcheck disable=SC2119 # no patterns beyond the lab's settings
clean_environment

command -v git >/dev/null || skip "git not found (Debian: apt install git)"

tmp=$(mktemp -d)
here=$tmp/here          # this machine's lab
remote=$tmp/there       # the other machine's checkout, made by --sync
state=$tmp/state        # this machine's .lab
finish() {
  local status=$?
  if [ "$status" -ne 0 ] && [ "$status" -ne 77 ] && [ -n "$sshd_dir" ]; then
    echo "--- the end of sshd's log:"
    tail -n 15 "$sshd_dir/sshd.log" 2>/dev/null
  fi
  sshd_stop
  stop_leftovers
  rm -rf "$tmp"
  exit "$status"
}
# What a lost connection leaves running there (the lab, ninja, the compiler): every process
# whose working folder is in the other checkout.
stop_leftovers() {
  local cwd pid
  for cwd in /proc/[0-9]*/cwd; do
    pid=${cwd//[^0-9]/}
    case $(readlink "$cwd" 2>/dev/null) in
      "$remote" | "$remote"/*) kill -9 "$pid" 2>/dev/null || true ;;
    esac
  done
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

sshd_start "$tmp/sshd" CUDA_VISIBLE_DEVICES= || skip "no sshd can start here: $sshd_error"
config=$tmp/sshd/ssh_config
# A second alias for the same server, whose sessions find no C++ compiler; and one for a port
# where nothing listens.
closed=$((sshd_port == 65535 ? sshd_port - 1 : sshd_port + 1))
while (exec 3<>"/dev/tcp/127.0.0.1/$closed") 2>/dev/null; do closed=$((closed - 7)); done
sed -e 's/^Host lab-loopback$/Host lab-without-compiler/' "$config" >"$tmp/more_config"
echo '  SetEnv CXX=/nonexistent/c++' >>"$tmp/more_config"
sed -e 's/^Host lab-loopback$/Host lab-closed/' -e "s/^  Port .*/  Port $closed/" "$config" >>"$tmp/more_config"
cat "$tmp/more_config" >>"$config"
ok "sshd on 127.0.0.1:$sshd_port, aliases lab-loopback, lab-without-compiler, lab-closed (port $closed)"

# This machine's lab: the source tree's files, committed into a checkout of their own, so that
# the suite may change them and the commit holds what the tree holds now.
snapshot=$tmp/snapshot.git
git init -q --bare "$snapshot"
git --git-dir="$snapshot" --work-tree="$source_root" add -A
git --git-dir="$snapshot" --work-tree="$source_root" -c user.name=lab-test -c user.email=lab-test@localhost \
  commit -q -m "the source tree under test" || skip "the source tree's files cannot be committed"
git clone -q "$snapshot" "$here"
commit=$(git -C "$here" rev-parse HEAD)
ok "this machine's lab: $here at commit ${commit:0:12}"

# lab_run NAME ARGS...: this machine's lab, its stdout in $tmp/NAME.out and stderr in
# $tmp/NAME.err; its exit code in $code.
lab_env=(LAB_SOURCE_ROOT="$here" LAB_BUILD_DIR="$build" LAB_STATE_DIR="$state" LAB_SSH="ssh -F $config")
lab_run() {
  local name=$1
  shift
  code=0
  env "${lab_env[@]}" "$lab" "$@" </dev/null >"$tmp/$name.out" 2>"$tmp/$name.err" || code=$?
}
# expect CODE NAME: the exit code of run NAME, else its output.
expect() {
  [ "$code" -eq "$1" ] ||
    fail "$2 ended with $code, not $1; it said:$(printf '\n'; cat "$tmp/$2.out" "$tmp/$2.err")"
}
# said NAME TEXT: run NAME said TEXT, however the lab wrapped its lines.
said() {
  local text
  text=$(tr -d ' \n' <<<"$2")
  tr -d ' \n' <"$tmp/$1.out" | grep -qF -- "$text" || tr -d ' \n' <"$tmp/$1.err" | grep -qF -- "$text" ||
    fail "$1 did not say \"$2\"; it said:$(printf '\n'; cat "$tmp/$1.out" "$tmp/$1.err")"
}
# The progress line of chapter 1.6 here, "" when none.
progress_16() { awk -F'\t' '$1 == "1.6-vector-add"' "$state/progress.tsv" 2>/dev/null || true; }
# The verdict of a check, from its first line about running the checker: what must be the same
# wherever it ran.
verdict() { sed -n '/running the checker/,$p' "$tmp/$1.out"; }

# 1. A closed port.
lab_run closed check 1.6 --on lab-closed
expect 68 closed
said closed "cannot reach lab-closed over ssh"
said closed "Connection refused"
ok "1. unreachable host: exit 68, with ssh's message"

# 2. No checkout there, and no --sync: said, nothing made, no question without a terminal.
lab_run no-checkout check 1.6 --on "lab-loopback:$remote"
expect 66 no-checkout
said no-checkout "there is no checkout of the lab at lab-loopback:$remote yet"
said no-checkout "--sync"
[ ! -e "$remote" ] || fail "$remote was made without --sync"
ok "2. no checkout there: exit 66, nothing made"

# 3. A host without a C++ compiler: the checkout is made, the toolchain check there fails.
lab_run no-compiler check 1.6 --on "lab-without-compiler:$tmp/there-without-compiler" --sync
expect 69 no-compiler
said no-compiler "lab-without-compiler lacks what the lab needs to build"
said no-compiler "PROBLEM no C++ compiler (/nonexistent/c++ does not run)"
[ -f "$tmp/there-without-compiler/lab" ] || fail "--sync made no checkout at $tmp/there-without-compiler"
[ ! -e "$tmp/there-without-compiler/build" ] || fail "the lab was configured there all the same"
[ -z "$(progress_16)" ] || fail "a verdict was recorded: $(progress_16)"
ok "3. host without a C++ compiler: exit 69, with doctor's findings"

# 4. --sync makes the checkout; the lab there configures and builds what check 1.6 needs.
start=$SECONDS
lab_run first check 1.6 --on "lab-loopback:$remote" --sync
expect 77 first
[ "$(git -C "$remote" rev-parse HEAD)" = "$commit" ] || fail "the checkout there is not at ${commit:0:12}"
cmp -s "$here/chapters/1.6-vector-add/vector_add.cu" "$remote/chapters/1.6-vector-add/vector_add.cu" ||
  fail "the student's file there is not the one here"
env LAB_SOURCE_ROOT="$source_root" LAB_BUILD_DIR="$build" LAB_STATE_DIR="$tmp/state-local" \
  CUDA_VISIBLE_DEVICES= "$lab" check 1.6 </dev/null >"$tmp/local.out" 2>"$tmp/local.err" && code=0 || code=$?
expect 77 local
[ "$(verdict first)" = "$(verdict local)" ] ||
  fail "the verdict there differs from the one here:$(printf '\n'; diff <(verdict local) <(verdict first))"
line=$(progress_16)
[[ $line == 1.6-vector-add$'\t'no-gpu$'\t'*$'\t'lab-loopback ]] || fail "progress.tsv holds \"$line\""
grep -q '"event":"session"' "$state/runs/1.6-vector-add-student.jsonl" ||
  fail "the checker's report did not come back"
ok "4. --sync and first use there ($((SECONDS - start)) s): exit 77, the verdict here's, recorded as on lab-loopback"

# 5. On a terminal, through ssh -t: colour, as on a terminal here.
if command -v script >/dev/null; then
  code=0
  env "${lab_env[@]}" TERM=xterm script -qec "$lab check 1.6 --on lab-loopback:$remote" /dev/null \
    </dev/null >"$tmp/terminal.out" 2>&1 || code=$?
  expect 77 terminal
  grep -q $'\033\\[33mRunning CUDA kernels needs an NVIDIA GPU' "$tmp/terminal.out" ||
    fail "no colour on a terminal:$(printf '\n'; cat -v "$tmp/terminal.out")"
  # Without --sync, on a terminal: the question, and no for an answer.
  code=0
  printf 'n\n' | env "${lab_env[@]}" script -qec "$lab check 1.6 --on lab-loopback:$tmp/asked" /dev/null \
    >"$tmp/asked.out" 2>"$tmp/asked.err" || code=$?
  expect 66 asked
  said asked "Send commit ${commit:0:12} there now (as --sync does)? [y/N]"
  [ ! -e "$tmp/asked" ] || fail "$tmp/asked was made after a no"
  ok "5. on a terminal: ssh -t, in colour; without --sync it asks, and a no makes nothing"
else
  echo "note: 5. skipped: no script(1) here (util-linux) to make a terminal"
fi

# 6. The default host; the checkout there moved to another commit; Chinese.
git -C "$remote" -c user.name=lab-test -c user.email=lab-test@localhost commit -q --allow-empty -m elsewhere
moved=$(git -C "$remote" rev-parse HEAD)
lab_run on on "lab-loopback:$remote"
expect 0 on
lab_run other-commit check 1.6
expect 65 other-commit
said other-commit "the checkout at lab-loopback:$remote is at commit ${moved:0:12}, this lab at ${commit:0:12}"
said other-commit "(the default host; --here runs it on this machine)"
LAB_LANG=zh lab_run zh check 1.6 --sync
expect 77 zh
said zh "运行 CUDA 核函数需要 NVIDIA GPU"
[ "$(git -C "$remote" rev-parse HEAD)" = "$commit" ] || fail "--sync did not bring the checkout back to ${commit:0:12}"
lab_run doctor doctor
expect 77 doctor
said doctor "fix: unset CUDA_VISIBLE_DEVICES"
lab_run clear on --clear
expect 0 clear
lab_run none on
said none "No default host"
ok "6. default host: another commit refused (65) and synced; in Chinese; doctor there; cleared"

# 7. The connection killed while the lab there compiles the changed file.
rm -rf "$state"
printf '// changed, so that it is compiled again there\n' >>"$here/chapters/1.6-vector-add/vector_add.cu"
code=0
env "${lab_env[@]}" "$lab" check 1.6 --on "lab-loopback:$remote" </dev/null >"$tmp/killed.out" 2>"$tmp/killed.err" &
client=$!
compiling=
deadline=$((SECONDS + 120))
while [ -z "$compiling" ] && [ "$SECONDS" -lt "$deadline" ] && kill -0 "$client" 2>/dev/null; do
  for comm in /proc/[0-9]*/comm; do
    if [ "$(cat "$comm" 2>/dev/null)" = nvcc ] &&
      [ "$(readlink "${comm%comm}cwd" 2>/dev/null)" = "$remote/build" ]; then
      compiling=${comm//[^0-9]/}
    fi
  done
  sleep 0.1
done
[ -n "$compiling" ] || fail "the lab there never compiled the changed file:$(printf '\n'; cat "$tmp/killed.out" "$tmp/killed.err")"
for session in $(sshd_sessions); do kill -9 "$session"; done
wait "$client" || code=$?
expect 74 killed
said killed "the connection to lab-loopback was lost (ssh exit code 255) before the run there ended: nothing is recorded"
[ -z "$(progress_16)" ] || fail "a verdict was recorded after the lost connection: $(progress_16)"
ok "7. connection killed while nvcc (pid $compiling) compiled there: exit 74, nothing recorded"
