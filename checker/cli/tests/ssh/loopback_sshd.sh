#!/usr/bin/env bash
# shellcheck shell=bash
# An OpenSSH server on 127.0.0.1, for the tests of `./lab <verb> --on` (suite host.ssh): a host
# key and a client key made for it in a folder of its own, that client key authorized, and an
# ssh config (DIR/ssh_config, for ssh -F) with the alias lab-loopback for it. Neither ~/.ssh nor
# /etc/ssh is read or changed; only /run/sshd, sshd's privilege separation folder, is made
# where it is missing and sshd runs as root.
#
# sshd is LAB_TEST_SSHD, else the first sshd on PATH or in the sbin folders; ssh and
# ssh-keygen come from PATH (so Debian's openssh-server and openssh-client may be unpacked
# anywhere, with PATH and LD_LIBRARY_PATH pointing there). A session there gets this shell's
# PATH, and NAME=VALUE settings of the caller's choosing (sshd's SetEnv); a client may send
# CXX (AcceptEnv), which the test of a host without a C++ compiler uses.
#
#   . loopback_sshd.sh
#   sshd_start DIR [NAME=VALUE...]   DIR must not exist; sets sshd_port, sshd_pid. Call it from
#                                    the main shell. Returns 1, with the reason in
#                                    $sshd_error, when no sshd can start here.
#   ssh -F DIR/ssh_config lab-loopback true
#   sshd_sessions                    the pids of sshd's processes for its connections
#   sshd_stop
#
# Run on its own, it starts one and says how to use it, until Ctrl-C:
#   loopback_sshd.sh DIR [NAME=VALUE...]

sshd_dir='' sshd_port='' sshd_pid='' sshd_error='' sshd_made_privsep=''

# The sshd to run: LAB_TEST_SSHD, else PATH, else the sbin folders; nothing when none.
sshd_program() {
  local dir
  if [ -n "${LAB_TEST_SSHD:-}" ]; then
    printf '%s\n' "$LAB_TEST_SSHD"
    return
  fi
  local IFS=:
  for dir in $PATH /usr/local/sbin /usr/sbin /sbin; do
    if [ -x "${dir:-.}/sshd" ]; then
      (cd "${dir:-.}" && printf '%s/sshd\n' "$(pwd -P)")
      return
    fi
  done
}

# sshd_start DIR [NAME=VALUE...]
sshd_start() {
  local sshd setting program env_line="" _
  sshd_dir=$1
  shift
  sshd=$(sshd_program)
  if [ -z "$sshd" ] || [ ! -x "$sshd" ]; then
    sshd_error="no sshd (Debian: apt install openssh-server; or LAB_TEST_SSHD=/path/to/sshd)"
    return 1
  fi
  for program in ssh ssh-keygen; do
    command -v "$program" >/dev/null || { sshd_error="no $program on PATH (Debian: openssh-client)"; return 1; }
  done
  if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then
    mkdir -m 0755 /run/sshd && sshd_made_privsep=1
  fi
  mkdir "$sshd_dir" || { sshd_error="cannot make $sshd_dir"; return 1; }
  if ! ssh-keygen -q -t ed25519 -N '' -C lab-loopback-host -f "$sshd_dir/host_key" ||
    ! ssh-keygen -q -t ed25519 -N '' -C lab-loopback-client -f "$sshd_dir/client_key"; then
    sshd_error="ssh-keygen failed"
    return 1
  fi
  cp "$sshd_dir/client_key.pub" "$sshd_dir/authorized_keys"
  for setting in "PATH=$PATH" "$@"; do env_line+=" \"$setting\""; done
  # Without PAM, sshd lets no one into a locked account (a password field of "!", as root's
  # often is): then once more with PAM, whose account check does not look at the password.
  local use_pam=no
  for _ in 1 2 3 4 5 6 7 8; do  # a random port, another while one is taken
    sshd_port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    cat >"$sshd_dir/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $sshd_port
HostKey $sshd_dir/host_key
PidFile $sshd_dir/sshd.pid
AuthorizedKeysFile $sshd_dir/authorized_keys
AuthenticationMethods publickey
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
UsePAM $use_pam
PrintMotd no
AcceptEnv CXX
SetEnv$env_line
EOF
    "$sshd" -D -e -f "$sshd_dir/sshd_config" 2>>"$sshd_dir/sshd.log" &
    sshd_pid=$!
    printf '[127.0.0.1]:%s %s\n' "$sshd_port" "$(cat "$sshd_dir/host_key.pub")" >"$sshd_dir/known_hosts"
    sshd_write_config
    local deadline=$((SECONDS + 15))
    while kill -0 "$sshd_pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do
      if ssh -F "$sshd_dir/ssh_config" -o BatchMode=yes lab-loopback true 2>/dev/null; then
        return 0
      fi
      sleep 0.2
    done
    kill "$sshd_pid" 2>/dev/null
    wait "$sshd_pid" 2>/dev/null
    if grep -q 'account is locked' "$sshd_dir/sshd.log" && [ "$use_pam" = no ]; then
      use_pam=yes
    elif ! grep -q 'Address already in use\|Cannot bind' "$sshd_dir/sshd.log"; then
      break
    fi
  done
  sshd_pid=
  sshd_error="sshd did not accept a connection; its log: $(tail -n 5 "$sshd_dir/sshd.log")"
  return 1
}

# The client's side: lab-loopback for the server, as a student's ~/.ssh/config names a GPU
# server, with this folder's key and known host.
sshd_write_config() {
  cat >"$sshd_dir/ssh_config" <<EOF
Host lab-loopback
  HostName 127.0.0.1
  Port $sshd_port
  User $(id -un)
  IdentityFile $sshd_dir/client_key
  IdentitiesOnly yes
  UserKnownHostsFile $sshd_dir/known_hosts
  StrictHostKeyChecking yes
EOF
}

# The pids of sshd's children: one per connection (it forks one for each).
sshd_sessions() {
  local stat line fields
  for stat in /proc/[0-9]*/stat; do
    # The fields after the command's ')' (the command may hold spaces): state, parent's pid, ...
    read -r line <"$stat" 2>/dev/null || continue
    read -r -a fields <<<"${line##*) }"
    [ "${fields[1]:-}" = "$sshd_pid" ] && printf '%s\n' "${stat//[^0-9]/}"
  done
  return 0
}

sshd_stop() {
  if [ -n "$sshd_pid" ]; then
    kill "$sshd_pid" 2>/dev/null
    wait "$sshd_pid" 2>/dev/null
  fi
  sshd_pid=
  if [ -n "$sshd_made_privsep" ]; then rmdir /run/sshd 2>/dev/null; fi
  sshd_made_privsep=
  return 0
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -u
  if [ "$#" -lt 1 ]; then
    echo "usage: $0 DIR [NAME=VALUE...]   (DIR must not exist)" >&2
    exit 2
  fi
  trap 'sshd_stop; exit 130' INT TERM
  sshd_start "$@" || { echo "$0: $sshd_error" >&2; exit 1; }
  echo "sshd (pid $sshd_pid) on 127.0.0.1:$sshd_port; its log: $sshd_dir/sshd.log"
  echo "  ssh -F $sshd_dir/ssh_config lab-loopback"
  echo "  LAB_SSH=\"ssh -F $sshd_dir/ssh_config\" ./lab check 1.6 --on lab-loopback:/tmp/cuda-lab-on --sync"
  echo "Ctrl-C stops it."
  wait "$sshd_pid"
  sshd_stop
fi
