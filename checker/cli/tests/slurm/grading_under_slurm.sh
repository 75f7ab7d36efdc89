#!/usr/bin/env bash
# Suite slurm: docs/instructors.md's sbatch scripts under a real one-node Slurm cluster
# (cluster.sh), as an instructor submits them. The scripts and the submission commands are
# taken from the doc's marked blocks and run unchanged, over demo classes in a folder whose
# path has a space:
#   1. the array (--array=1-$SHARDS) and the merge (--dependency=afterany) of the fixture
#      checker's class; the merged outputs must be an unsharded run's;
#   2. the same with one array task's grader killed (SIGKILL) while it grades: the task fails,
#      the merge still runs and differs; the task run again alone, then merged again, gives
#      the unsharded outputs;
#   3. the real checkers, with the documented overrides --gres=gpu:a100:1 and a smaller
#      --cpus-per-task: without a GPU every shard's grader ends in 77 and the task must still
#      leave a journal that the merge takes;
#   4. what the doc says of requests that no node can meet: refused at once, or pending with
#      Reason=PartitionConfig.
# It starts from the project's clean test environment (checker/host/clean_environment.h): no
# LAB_* variable, CUDA_VISIBLE_DEVICES or NO_COLOR of the caller, nor the Slurm settings of an
# outer job, since --export=ALL hands the submitting environment to every job.
# Exit 77 (SKIP) only where Slurm cannot start: not root, a program missing, or a daemon
# that does not come up. Every daemon and job is stopped, and the folder removed, on any exit.
#
# Usage: grading_under_slurm.sh LAB_COMMAND SOURCE_ROOT FIXTURE_CHECKER
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: $0 LAB_COMMAND SOURCE_ROOT FIXTURE_CHECKER (meson.build passes them)" >&2
  exit 2
fi
for file in "$1" "$3"; do
  if [ ! -f "$file" ] || [ ! -x "$file" ]; then
    echo "$0: $file is not an executable file" >&2
    exit 2
  fi
done
# Absolute: the suite works in its own folder.
lab=$(realpath "$1") source_root=$(realpath "$2") fixture=$(realpath "$3")
doc=$source_root/docs/instructors.md
zh_doc=$source_root/docs/zh/instructors.md
for file in "$doc" "$zh_doc"; do
  [ -f "$file" ] || { echo "$0: $file not found (is $source_root the lab's folder?)" >&2; exit 2; }
done

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source-path=SCRIPTDIR source=../suite.sh
. "$here/../suite.sh"
# shellcheck source-path=SCRIPTDIR source=cluster.sh
. "$here/cluster.sh"

# The clean environment, then what the suite sets itself.
clean_environment 'SLURM_*' 'SBATCH_*' 'SQUEUE_*' 'SCANCEL_*' 'SCONTROL_*' 'SINFO_*'

# The block after `<!-- sbatch: NAME -->` in a doc: the text of its ```sh fence.
# The Chinese edition's comments are in Chinese: compare the code (comment lines left out,
# but not "#!" or the "#SBATCH" directives).
code_of() { sed -e '/^[[:space:]]*#[[:space:]]/d' -e '/^[[:space:]]*#$/d'; }
block() {
  local text
  text=$(awk -v marker="<!-- sbatch: $2 -->" '
    $0 == marker {found = 1; next}
    found && !inside && /^```sh$/ {inside = 1; next}
    inside && /^```$/ {exit}
    inside {print}' "$1")
  [ -n "$text" ] || fail "$1 has no \`\`\`sh block after <!-- sbatch: $2 -->"
  printf '%s\n' "$text"
}
for name in grade merge submit; do
  [ "$(block "$doc" "$name" | code_of)" = "$(block "$zh_doc" "$name" | code_of)" ] ||
    fail "the $name block of docs/zh/instructors.md is not the English edition's (comments aside)"
done
ok "the doc's sbatch blocks (grade, merge, submit) have the same code in both editions"

[ "$(id -u)" -eq 0 ] || skip "the suite starts munged, slurmctld and slurmd as root: run it as root"
for program in munged munge unmunge slurmctld slurmd sbatch squeue scontrol scancel sinfo setpriv python3; do
  command -v "$program" >/dev/null ||
    skip "$program not found (Debian: apt install slurm-wlm munge)"
done

# job_table: every job that slurmctld knows, with its array task, state and exit code.
job_table() {
  local table
  table=$(slurm_client scontrol -o show job | awk '{
      for (i = 1; i <= NF; i++) { n = index($i, "="); f[substr($i, 1, n - 1)] = substr($i, n + 1) }
      task = ("ArrayTaskId" in f) ? " (array " f["ArrayJobId"] ", task " f["ArrayTaskId"] ")" : ""
      printf "%d\t  job %s%s %s: %s, exit %s, %s\n", f["JobId"], f["JobId"], task, f["JobName"],
             f["JobState"], f["ExitCode"], f["Reason"]
      delete f
    }' | sort -n | cut -f2-)
  echo "slurm: $(grep -c . <<<"$table") jobs, $(grep -c '(array' <<<"$table") of them array tasks:"
  echo "$table"
}

tmp=$(mktemp -d)
chmod 755 "$tmp"  # munged's socket lies below it
finish() {
  local status=$?
  if [ "$status" -ne 0 ] && [ "$status" -ne 77 ] && [ -n "$cluster_dir" ]; then
    job_table 2>/dev/null || true
    for log in "$tmp"/class\ folder/slurm-*.out "$cluster_dir"/slurmctld.log "$cluster_dir"/slurmd.log; do
      [ -f "$log" ] && { echo "--- the end of $(basename "$log"):"; tail -n 20 "$log"; }
    done
  fi
  cluster_stop || status=1
  rm -rf "$tmp"
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

cluster_start "$tmp/cluster" || skip "Slurm cannot start here: $cluster_error"

class="$tmp/class folder"  # the submissions, the outputs and the jobs' working folder
mkdir -p "$class" "$tmp/state"
cd "$class"
block "$doc" grade >grade-array.sbatch
block "$doc" merge >grade-merge.sbatch
submit_commands=$(block "$doc" submit)

# What every submission and every local run gets (the rest is the clean environment).
common=(LAB="$lab" LAB_STATE_DIR="$tmp/state" SEED=20260901 "$(cluster_tag)")
fixture_env=(LAB_GRADE_FIXTURE="$fixture")
fixture_args="--chapters 1.6 --timeout 5"  # the hanging test: 5 s to kill its task

# submit ENV...: the doc's submission commands with ENV; sets $array and $merge.
submit() {
  local said
  said=$(env "${common[@]}" "$@" bash -c "$submit_commands") || fail "the doc's submission commands failed: $said"
  [[ $said =~ job\ array\ ([0-9]+),\ then\ merge\ job\ ([0-9]+) ]] ||
    fail "the submission commands did not say their job ids: $said"
  array=${BASH_REMATCH[1]} merge=${BASH_REMATCH[2]}
  echo "submitted: job array $array, merge job $merge"
}

# sbatch_env ENV... -- SBATCH_ARGS...: one more submission, in the same environment.
sbatch_env() {
  local vars=()
  while [ "$1" != -- ]; do vars+=("$1"); shift; done
  shift
  env "${common[@]}" "${vars[@]}" sbatch --parsable "$@"
}

# Pending reasons that never clear by themselves: waiting would last forever.
stuck_reasons='PartitionConfig|PartitionTimeLimit|PartitionNodeLimit|BadConstraints|DependencyNeverSatisfied|InvalidQOS|InvalidAccount|JobHeldAdmin|JobHeldUser|launch_failed_requeued_held'

# wait_jobs SECONDS ID...: until every job (and array task) has ended.
wait_jobs() {
  local limit=$1 ids deadline queue
  shift
  ids=$(IFS=,; echo "$*")
  deadline=$((SECONDS + limit))
  while :; do
    queue=$(slurm_client squeue -h -r -j "$ids" -t PD,R,CG,CF,S -o '%i %T %r') ||
      fail "squeue failed: $queue"
    [ -n "$queue" ] || return 0
    if grep -Eq "PENDING ($stuck_reasons)\$" <<<"$queue"; then
      fail "a job can never start: $(grep -E "$stuck_reasons" <<<"$queue" | head -n 1)"
    fi
    [ "$SECONDS" -lt "$deadline" ] || fail "jobs $ids still not ended after $limit s: $queue"
    sleep 0.5
  done
}

# state ID: "STATE EXITCODE" of a job or of one array task (ARRAY_TASK).
state() {
  slurm_client scontrol -o show job "$1" | grep -o 'JobState=[^ ]*\|ExitCode=[^ ]*' |
    sed 's/^[^=]*=//' | paste -sd' '
}

expect_state() {
  local got
  got=$(state "$1")
  [ "$got" = "$2" ] || fail "job $1 ended $got, not $2 (its output: $(cat "slurm-${1}.out" 2>/dev/null))"
}

# The outputs that two runs of one class must write alike.
same_outputs() {
  local a=$1 b=$2 file
  for file in grades.csv grades.json junit.xml; do
    cmp -s "$a/$file" "$b/$file" || return 1
  done
  diff -r "$a/gradescope" "$b/gradescope" >/dev/null
}

# Every task of an array, the merge after it: all COMPLETED with 0:0.
expect_graded_array() {
  local shards=$1 task
  for task in $(seq "$shards"); do
    expect_state "${array}_$task" "COMPLETED 0:0"
    grep -q "shard $task/$shards" "slurm-${array}_$task.out" ||
      fail "task $task's output does not name shard $task/$shards: $(cat "slurm-${array}_$task.out")"
  done
  expect_state "$merge" "COMPLETED 0:0"
}

# has_result JOURNAL STUDENT: the journal holds a chapter's result of STUDENT.
has_result() { grep -F '"record":"chapter"' "$1" | grep -qF "\"student\":\"$2\""; }

# 0. The class, and its unsharded grading (not under Slurm).
started=$SECONDS
said=$(env "${common[@]}" "${fixture_env[@]}" "$lab" grade --demo-class 17 "$class/subs" --chapters 1.6 2>&1) ||
  fail "lab grade --demo-class failed: $said"
hanging=$(awk -F'\t' '$3 == "mistake:hang" {print $1; exit}' "$class/subs/.demo-class.tsv")
[ -n "$hanging" ] || fail "the demo class has no hanging file (mistake:hang), which case 2 kills"
# shellcheck disable=SC2086
env "${common[@]}" "${fixture_env[@]}" timeout 300 "$lab" grade "$class/subs" --out "$class/whole" \
  --seed 20260901 --jobs 2 $fixture_args >"$tmp/whole.log" 2>&1 ||
  fail "the unsharded run failed: $(cat "$tmp/whole.log")"
submissions=("$class/subs"/*)
ok "a demo class of ${#submissions[@]} submissions, graded unsharded ($((SECONDS - started)) s)"

# 1. The documented submission: an array of 3 shards, then the merge.
started=$SECONDS
submit SUBMISSIONS="$class/subs" OUT="$class/graded" SHARDS=3 GRADE_ARGS="$fixture_args" "${fixture_env[@]}"
wait_jobs 240 "$array" "$merge"
expect_graded_array 3
same_outputs "$class/graded/merged" "$class/whole" ||
  fail "the merged outputs are not the unsharded run's: $(diff "$class/graded/merged/grades.csv" "$class/whole/grades.csv")"
ok "array $array (3 tasks) and merge $merge: COMPLETED; merged outputs = unsharded ($((SECONDS - started)) s)"
killed=
for task in 1 2 3; do
  if has_result "$class/graded/shard-$task/journal.jsonl" "$hanging"; then killed=$task; fi
done
[ -n "$killed" ] || fail "no shard's journal holds $hanging's result"

# 2. One task's grader killed once it has graded some files, while it waits on $hanging's
# hanging test; the merge after it; then the task again alone, which keeps those results, and
# the merge again.
started=$SECONDS
submit SUBMISSIONS="$class/subs" OUT="$class/killed" SHARDS=3 GRADE_ARGS="$fixture_args" "${fixture_env[@]}"
journal=$class/killed/shard-$killed/journal.jsonl
mid_shard() {
  [ "$(state "${array}_$killed")" = "RUNNING 0:0" ] && grep -qF '"outcome":"graded"' "$journal" &&
    ! has_result "$journal" "$hanging"
}
until_true 120 mid_shard || fail "task $killed was never seen grading (before $hanging's result)"
# The task's grader: lab, which became lab-grade, grading into shard-$killed.
grader=
for pid in $(cluster_processes); do
  if tr '\0' '\n' 2>/dev/null <"/proc/$pid/cmdline" | grep -qxF "$class/killed/shard-$killed" &&
    [[ $(readlink "/proc/$pid/exe") == */lab-grade ]]; then grader=$pid; fi
done
[ -n "$grader" ] || fail "task $killed's grader (lab-grade) not found"
kill -KILL "$grader"
wait_jobs 240 "$array" "$merge"
expect_state "${array}_$killed" "FAILED 137:0"
! has_result "$journal" "$hanging" || fail "task $killed graded $hanging after its SIGKILL"
expect_state "$merge" "COMPLETED 0:0"
! same_outputs "$class/killed/merged" "$class/whole" ||
  fail "the merge without task $killed's results gave the whole class's outputs"
ok "task ${array}_$killed's grader killed (SIGKILL) while grading: FAILED 137:0; merge $merge after it: COMPLETED, outputs incomplete"
rerun=$(sbatch_env SUBMISSIONS="$class/subs" OUT="$class/killed" SHARDS=3 GRADE_ARGS="$fixture_args" "${fixture_env[@]}" -- \
  --array="$killed" --export=ALL grade-array.sbatch)
merge=$(sbatch_env OUT="$class/killed" -- --dependency=afterany:"$rerun" --export=ALL grade-merge.sbatch)
wait_jobs 240 "$rerun" "$merge"
expect_state "${rerun}_$killed" "COMPLETED 0:0"
kept=$(grep -o "[0-9]* results\? kept from the journal" "slurm-${rerun}_$killed.out") ||
  fail "the re-run of task $killed did not resume its journal: $(cat "slurm-${rerun}_$killed.out")"
expect_state "$merge" "COMPLETED 0:0"
same_outputs "$class/killed/merged" "$class/whole" ||
  fail "after the re-run of task $killed, the merged outputs are not the unsharded run's"
ok "task $killed run again alone ($rerun: $kept), merged again ($merge): outputs = unsharded ($((SECONDS - started)) s)"

# 3. The real checkers (no test hook), GRADE_ARGS="--chapters 1.6". The array goes in with the
# doc's overrides for other clusters.
started=$SECONDS
said=$(env "${common[@]}" "$lab" grade --demo-class 4 "$class/real subs" --chapters 1.6 2>&1) ||
  fail "lab grade --demo-class (real checkers) failed: $said"
real_env=(SUBMISSIONS="$class/real subs" OUT="$class/real out" SHARDS=2 GRADE_ARGS="--chapters 1.6")
array=$(sbatch_env "${real_env[@]}" -- --gres=gpu:a100:1 --cpus-per-task=2 --array=1-2 --export=ALL grade-array.sbatch)
merge=$(sbatch_env "${real_env[@]}" -- --dependency=afterany:"$array" --export=ALL grade-merge.sbatch)
wait_jobs 300 "$array" "$merge"
expect_graded_array 2
no_gpu=0
for task in 1 2; do
  grep -q "grade .*: 1 chapter, 2 jobs" "slurm-${array}_$task.out" ||
    fail "task $task did not run 2 jobs (--cpus-per-task=2): $(head -n 3 "slurm-${array}_$task.out")"
  shard_journal="$class/real out/shard-$task/journal.jsonl"
  [ -s "$shard_journal" ] || fail "task $task left no journal"
  ! grep -qF '"outcome":"error"' "$shard_journal" ||
    fail "task $task recorded an error: $(grep -m1 -F '"outcome":"error"' "$shard_journal")"
  # The chapter's own checker ran, not the test hook's.
  if ! grep -qF '"checker":"1.6-vector-add"' "$shard_journal" ||
    grep -qF '"checker":"fixture"' "$shard_journal"; then
    fail "task $task did not run the real checker of 1.6: $(grep -m1 -F '"checker"' "$shard_journal")"
  fi
  if grep -q "Not graded: the checkers found no usable GPU" "slurm-${array}_$task.out"; then
    grep -q '"no-gpu"' "$shard_journal" || fail "task $task ended in 77 without a no-gpu record"
    no_gpu=$((no_gpu + 1))
  fi
done
# Without a GPU device every shard ends in 77 (with a GPU, they grade).
if [ ! -e /dev/nvidia0 ] && [ "$no_gpu" -ne 2 ]; then
  fail "no GPU here, yet $((2 - no_gpu)) shard(s) did not end in 77"
fi
grep -q '"no-gpu"' "$class/real out/merged/grades.json" || [ "$no_gpu" -eq 0 ] ||
  fail "the merge lost the shards' no-gpu results"
ok "real checkers, --gres=gpu:a100:1 --cpus-per-task=2: array $array (2 tasks, $no_gpu ended in 77, each with its journal) and merge $merge: COMPLETED ($((SECONDS - started)) s)"

# 4. Requests that no node can meet.
if said=$(sbatch_env -- --gres=gpu:h100:1 --array=1 --export=ALL grade-array.sbatch 2>&1); then
  fail "a GPU type that no node has was accepted: $said"
fi
grep -q "Requested node configuration is not available" <<<"$said" ||
  fail "a GPU type that no node has was refused for another reason: $said"
stuck=$(sbatch_env "${real_env[@]}" -- --cpus-per-task=16 --array=1 --export=ALL grade-array.sbatch)
until_true 30 sh -c '[ "$(timeout 30 squeue -h -j "$1" -o %r)" = PartitionConfig ]' sh "$stuck" ||
  fail "16 CPUs on an 8-CPU node: not pending with PartitionConfig ($(squeue -h -j "$stuck" -o '%T %r'))"
slurm_client scancel "$stuck"
ok "--gres=gpu:h100:1 refused at submission; --cpus-per-task=16 pending with Reason=PartitionConfig"

job_table
