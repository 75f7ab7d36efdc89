# shellcheck shell=bash
# A real one-node Slurm cluster for the suite `slurm` (sourced by grading_under_slurm.sh):
# Debian's munged, slurmctld and slurmd, started as root from a generated munge key and
# configuration in a folder of their own, on free local ports, and stopped again.
#
# The node declares what docs/instructors.md's array script asks each task for: 8 CPUs
# (SlurmdParameters=config_overrides lets it claim them on a smaller machine) and one GPU,
# a GRES gpu:a100:1 whose gres.conf names /dev/null. Nothing pretends that the GPU works:
# the checkers still find no GPU on a machine without one.
#
#   cluster_start DIR   starts the cluster (DIR must not exist, and every folder above it must
#                       be searchable by everyone: munged checks); exports SLURM_CONF. Call it
#                       from the main shell, not a subshell: the daemons die with their parent.
#                       Returns 1, with the reason in $cluster_error (and the daemons' logs
#                       on stderr), when Slurm cannot start here.
#   cluster_stop        cancels every job, stops every process the cluster started (the
#                       daemons, slurmstepd and the jobs), removes DIR; 1 if one survived.
#   cluster_tag         the variable (NAME=VALUE) that marks this cluster's processes: give
#                       it to every submission, so that cluster_stop finds the jobs too.
#   slurm_client CMD... a Slurm client command with a time limit.

cluster_dir=
cluster_pids=()
cluster_error=

slurm_client() { timeout 30 "$@"; }

cluster_tag() { printf 'GRADING_SUITE_TAG=%s\n' "$cluster_dir"; }

# until_true SECONDS COMMAND...: runs COMMAND every 0.2 s until it succeeds; 1 at the limit.
until_true() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}

# cluster_daemon NAME COMMAND...: one daemon in the foreground of a background process, its
# output in DIR/NAME.out, killed by the kernel if this shell dies without cleaning up.
cluster_daemon() {
  local name=$1
  shift
  env "$(cluster_tag)" setpriv --pdeathsig KILL -- "$@" >"$cluster_dir/$name.out" 2>&1 &
  cluster_pids+=("$!")
}

# cluster_cannot_start REASON: keeps REASON in $cluster_error, shows the daemons' logs.
cluster_cannot_start() {
  # shellcheck disable=SC2034  # read by the script that sources this file
  cluster_error=$1
  local log
  for log in "$cluster_dir"/*.out "$cluster_dir"/*.log "$cluster_dir"/munge/*.log; do
    [ -s "$log" ] && { echo "--- the end of $log:" >&2; tail -n 15 "$log" >&2; }
  done
  return 1
}

# cluster_wait WHAT SECONDS COMMAND...: until COMMAND succeeds, while the daemon started last
# is alive.
cluster_wait() {
  local what=$1 deadline=$((SECONDS + $2)) pid=${cluster_pids[-1]}
  shift 2
  until "$@" >/dev/null 2>&1; do
    kill -0 "$pid" 2>/dev/null || { cluster_cannot_start "$what exited"; return 1; }
    [ "$SECONDS" -lt "$deadline" ] || { cluster_cannot_start "$what did not answer in time"; return 1; }
    sleep 0.2
  done
}

cluster_node_idle() { [ "$(slurm_client sinfo -h -N -o %T 2>/dev/null)" = idle ]; }

cluster_start() {
  cluster_dir=$1
  mkdir "$cluster_dir"
  # munged wants its socket's folders searchable by everyone, and its key private.
  chmod 755 "$cluster_dir"
  mkdir -m 755 "$cluster_dir/munge"
  mkdir -m 700 "$cluster_dir/state" "$cluster_dir/spool"
  head -c 1024 /dev/urandom >"$cluster_dir/munge.key"
  chmod 400 "$cluster_dir/munge.key"
  local socket=$cluster_dir/munge/munge.socket
  local node ports
  node=$(uname -n)
  node=${node%%.*}
  # Two free ports: bound to port 0 by the kernel, then released for the daemons.
  ports=$(python3 -c 'import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
  read -r ctld_port slurmd_port <<<"$ports"

  cat >"$cluster_dir/slurm.conf" <<EOF
ClusterName=labgrading
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
StateSaveLocation=$cluster_dir/state
SlurmdSpoolDir=$cluster_dir/spool
SlurmctldPidFile=$cluster_dir/slurmctld.pid
SlurmdPidFile=$cluster_dir/slurmd.pid
SlurmctldLogFile=$cluster_dir/slurmctld.log
SlurmdLogFile=$cluster_dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
KillWait=2
MinJobAge=3600
GresTypes=gpu
SlurmdParameters=config_overrides
NodeName=$node NodeAddr=127.0.0.1 CPUs=8 Gres=gpu:a100:1 State=UNKNOWN
PartitionName=grading Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
  echo "NodeName=$node Name=gpu Type=a100 File=/dev/null" >"$cluster_dir/gres.conf"
  export SLURM_CONF=$cluster_dir/slurm.conf

  cluster_daemon munged munged --foreground --key-file="$cluster_dir/munge.key" \
    --socket="$socket" --pid-file="$cluster_dir/munge/munged.pid" \
    --log-file="$cluster_dir/munge/munged.log" --seed-file="$cluster_dir/munge/munged.seed"
  cluster_wait munged 15 sh -c 'munge -n -S "$1" | unmunge -S "$1"' sh "$socket" || return 1
  cluster_daemon slurmctld slurmctld -D -i -f "$SLURM_CONF"
  cluster_wait slurmctld 30 slurm_client scontrol ping || return 1
  cluster_daemon slurmd slurmd -D -f "$SLURM_CONF"
  cluster_wait "slurmd (node $node idle)" 30 cluster_node_idle || return 1
  echo "cluster: $(slurmctld -V), munge; node $node: CPUs=8 Gres=gpu:a100:1 (gres.conf File=/dev/null)"
}

# The processes that carry this cluster's tag, other than this shell.
cluster_processes() {
  local file pid
  for file in $(grep -lzxF -- "$(cluster_tag)" /proc/[0-9]*/environ 2>/dev/null); do
    pid=${file#/proc/}
    pid=${pid%/environ}
    [ "$pid" = "$$" ] || echo "$pid"
  done
}

cluster_quiet() { [ -z "$(cluster_processes)" ]; }

cluster_stop() {
  [ -n "$cluster_dir" ] || return 0
  local jobs pid left status=0
  if [ -n "${SLURM_CONF:-}" ] && slurm_client scontrol ping >/dev/null 2>&1; then
    mapfile -t jobs < <(slurm_client squeue -h -o %A 2>/dev/null | sort -u)
    [ "${#jobs[@]}" -eq 0 ] || slurm_client scancel "${jobs[@]}" 2>/dev/null || true
    until_true 15 sh -c '[ -z "$(timeout 30 squeue -h -o %A)" ]' || true
  fi
  [ "${#cluster_pids[@]}" -eq 0 ] || kill -TERM "${cluster_pids[@]}" 2>/dev/null || true
  if ! until_true 10 cluster_quiet; then
    for pid in $(cluster_processes); do kill -KILL "$pid" 2>/dev/null || true; done
    until_true 5 cluster_quiet || true
  fi
  left=$(cluster_processes)
  if [ -n "$left" ]; then
    echo "cluster: these processes of the cluster did not stop:" >&2
    for pid in $left; do ps -o pid=,args= -p "$pid" >&2 || true; done
    status=1
  else
    wait "${cluster_pids[@]}" 2>/dev/null || true
  fi
  rm -rf "$cluster_dir"
  cluster_dir=
  cluster_pids=()
  return "$status"
}
