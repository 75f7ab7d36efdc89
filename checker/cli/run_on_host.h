// `./lab <verb> ... --on [user@]host[:folder]`: the same verb with the same options, run in a
// checkout of this lab's commit on another machine, through the user's own ssh (ssh from PATH,
// or LAB_SSH) and so with the hosts, ports, keys and jump hosts of ~/.ssh/config. A run is a
// few ssh calls, each running checker/cli/on_host.sh there:
//   1. prepare: is a checkout that --sync made there, at this commit? Then the student's file,
//      and only that file, goes where it sits here;
//   2. sync, where 1. found none or another commit (with --sync, or a yes on a terminal): a git
//      bundle of the commit, fetched and checked out there; then 1. again;
//   3. run: the verb, its output streamed here (through ssh -t on a terminal);
//   4. progress, after a check: the verdict the lab there recorded, recorded here too, marked
//      with the host, with its checker's report.
// What keeps a verb from running there has an exit code of its own (verbs.h, ExitCode).
//
//   if (const auto host = chosen_host(session, verb, args)) return run_on_host(session, *host, verb, args);
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/cli/remote_host.h"
#include "checker/cli/verbs.h"

namespace lab::cli {

// Where a verb runs: for a verb of runs_on_hosts(), --on's host, else the default host (`lab
// on`), except with --here; nullopt: on this machine. Throws UsageError for a host that is not
// [user@]host[:folder], for --on with --here, and for --sync without a host.
std::optional<RemoteHost> chosen_host(const Session& session, const std::string& verb,
                                      const Arguments& args);

// The verb's arguments there: those given here, less --on HOST, --sync and --here (before a
// "--", after which everything is the program's).
std::vector<std::string> arguments_there(const std::vector<std::string>& given);

// The verb's exit code there, or one of --on's own (ExitCode).
int run_on_host(Session& session, const RemoteHost& host, const std::string& verb,
                const Arguments& args);

}  // namespace lab::cli
