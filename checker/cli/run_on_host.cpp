#include "checker/cli/run_on_host.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <utility>
#include <vector>

#include "checker/cli/pristine.h"
#include "checker/cli/process.h"
#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checker/harness/text_file.h"
#include "common/language.h"

namespace lab::cli {

namespace {

constexpr const char* kScript = "checker/cli/on_host.sh";
constexpr int kSshFailed = 255;      // ssh's own exit code: no connection, or it was lost
constexpr double kCallLimitS = 900;  // prepare, sync or progress (a bundle over a slow link)
constexpr const char* kChecked = "student";  // the variant whose verdict is recorded

bool on_terminal() { return isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1; }

std::string short_commit(const std::string& commit) { return commit.substr(0, 12); }

// The lab's own lines go to stderr, so that stdout carries the verb's output alone.
void say_here(const std::string& text) {
  std::fprintf(stderr, "lab: %s\n", wrap(text, 5).c_str());
  std::fflush(stderr);
}

// What a verb sends there and runs.
struct OnPlan {
  const Chapter* chapter = nullptr;  // of check, run, bench and profile
  std::string file;    // relative to the checkout: "" none, "-" the commit's chapters/
  std::string report;  // of a check whose verdict is recorded, relative; else ""
  std::vector<std::string> command;  // env LAB_LANG=.. ./lab VERB --here ARGS...
};

OnPlan plan_of(const Session& session, const std::string& verb, const Arguments& args) {
  OnPlan plan;
  plan.command = {"env", std::string("LAB_LANG=") + language_code(reader_language())};
  plan.command.insert(plan.command.end(), session.config.handed_on.begin(),
                      session.config.handed_on.end());
  plan.command.insert(plan.command.end(), {"./lab", verb, kHereFlag});
  const bool one_chapter = verb == "check" || verb == "run" || verb == "bench" || verb == "profile";
  if (one_chapter) {
    // The chapter is chosen here: without one, check takes the first not passed here.
    plan.chapter = &chosen_chapter(session, args, verb == "check");
    if (args.positional.empty()) plan.command.push_back(plan.chapter->id);
    const LabPaths& paths = session.lab.paths;
    if (!args.has("--solution")) plan.file = paths.shown(paths.student_file(*plan.chapter));
    if (verb == "check" && !args.has("--solution"))
      plan.report = StateStore(kStateFolder).report_file(plan.chapter->dir(), kChecked).string();
  }
  if (verb == "selftest") plan.file = "-";  // it judges the skeletons: the commit's
  const std::vector<std::string> rest = arguments_there(args.given);
  plan.command.insert(plan.command.end(), rest.begin(), rest.end());
  return plan;
}

// One ssh call's outcome: the script's answers ("lab-on KEY VALUE") and what else was said.
struct OnAnswers {
  bool reached = false;  // ssh ran the script there (its exit code is not 255)
  bool interrupted = false;
  int exit_code = -1;
  std::vector<std::pair<std::string, std::string>> lines;
  std::string said;  // every other line: ssh's own messages, or the machine's

  std::string value(const std::string& key) const {
    for (const auto& [k, v] : lines)
      if (k == key) return v;
    return "";
  }
};

OnAnswers on_answers_of(const ProcessResult& run) {
  OnAnswers answers;
  answers.interrupted = run.interrupted;
  answers.exit_code = run.exited_normally() ? run.exit_code : -1;
  answers.reached = run.exited_normally() && run.exit_code != kSshFailed;
  std::istringstream lines(run.output);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("lab-on ", 0) != 0) {
      answers.said += line + "\n";
      continue;
    }
    const size_t space = line.find(' ', 7);
    answers.lines.emplace_back(line.substr(7, space - 7),
                               space == std::string::npos ? "" : line.substr(space + 1));
  }
  return answers;
}

// The checkout at the host, reached through ssh.
class OnCheckout {
 public:
  OnCheckout(const Session& session, const RemoteHost& host)
      : config_(session.config),
        host_(host),
        script_(read_text(session.lab.paths.source_root / kScript)) {}

  // An action of on_host.sh, its output captured; `input` is its stdin ("": none).
  OnAnswers call(const std::string& action, const std::vector<std::string>& args,
                 const std::string& input = "") const {
    ProcessSpec spec{ssh(false, action, args)};
    spec.time_limit_s = kCallLimitS;
    spec.input_file = input;
    spec.own_group = false;  // ssh may ask on the terminal (a passphrase, a new host's key)
    return on_answers_of(run_process(spec));
  }

  // The verb there, talking to the user directly: ssh's exit code, the verb's.
  int run(const std::vector<std::string>& command) const {
    return run_attached(ssh(on_terminal(), "run", command));
  }

 private:
  std::vector<std::string> ssh(bool terminal, const std::string& action,
                               const std::vector<std::string>& args) const {
    std::vector<std::string> argv;
    std::istringstream words(config_.ssh);
    for (std::string word; words >> word;) argv.push_back(word);
    // A dead link is noticed within a minute; ssh asks nothing where nobody could answer.
    argv.insert(argv.end(), {"-o", "ServerAliveInterval=15", "-o", "ConnectTimeout=30"});
    if (isatty(STDIN_FILENO) != 1) argv.insert(argv.end(), {"-o", "BatchMode=yes"});
    // On a terminal, ssh -t; without ssh's closing "Connection to ... closed."
    if (terminal) argv.insert(argv.end(), {"-o", "LogLevel=ERROR"});
    argv.push_back(terminal ? "-t" : "-T");
    std::string command = "sh -c " + shell_quoted(script_) + " lab-on " + shell_quoted(action) +
                          " " + shell_quoted(host_.folder);
    for (const std::string& arg : args) command += " " + shell_quoted(arg);
    argv.insert(argv.end(), {"--", host_.destination, command});
    return argv;
  }

  const LabConfig& config_;
  RemoteHost host_;
  std::string script_;
};

int unreachable(const RemoteHost& host, const OnAnswers& answers) {
  if (answers.interrupted) return kInterrupted;
  say_here(say("cli.on.unreachable", {{"host", host.destination}}));
  std::fprintf(stderr, "%s", last_lines(answers.said, kTailLines, "  ").c_str());
  say_here(say("cli.on.unreachable-advice", {{"host", host.destination}}));
  return kUnreachable;
}

int connection_lost(const RemoteHost& host) {
  say_here(say("cli.on.connection-lost", {{"host", host.destination}}));
  return kConnectionLost;
}

// What the answer `state` of prepare or sync means when it is not "ready" or "synced".
int refusal(const RemoteHost& host, const OnAnswers& answers) {
  const std::string state = answers.value("state");
  if (state == "no-git") {
    say_here(say("cli.on.no-git", {{"host", host.destination}}));
    return kLacksTools;
  }
  if (state == "not-made-by-sync") {
    say_here(say("cli.on.not-made-by-sync", {{"where", host.text()}, {"host", host.destination}}));
    return kNoCheckout;
  }
  if (state == "toolchain") {
    say_here(say("cli.on.toolchain", {{"host", host.destination}}));
    std::fprintf(stderr, "%s", answers.said.c_str());
    return kLacksTools;
  }
  if (state == "cannot-sync") {
    say_here(say("cli.on.cannot-sync", {{"where", host.text()}}));
    std::fprintf(stderr, "%s", last_lines(answers.said, kTailLines, "  ").c_str());
    return kNoCheckout;
  }
  say_here(say("cli.on.unexpected", {{"host", host.destination}, {"code", answers.exit_code}}));
  std::fprintf(stderr, "%s", last_lines(answers.said, kTailLines, "  ").c_str());
  return kLacksTools;
}

OnAnswers prepare_checkout(const OnCheckout& checkout, const Session& session, const OnPlan& plan,
                           const std::string& verb, const std::string& commit) {
  const std::string file =
      plan.file == "-" || plan.file.empty()
          ? ""
          : (session.lab.paths.source_root / plan.file).string();  // its text, sent
  return checkout.call("prepare",
                       {commit, plan.file, verb == "doctor" ? "" : "doctor", plan.report}, file);
}

// Sends the commit as a git bundle, made here from the tracked files' history.
int send_commit(const OnCheckout& checkout, const Session& session, const RemoteHost& host,
                const std::string& commit) {
  const fs::path bundle = session.state.runs_dir() / "on-sync.bundle";
  fs::create_directories(bundle.parent_path());
  const ProcessResult made = run_process({{"git", "-C", session.lab.paths.source_root.string(),
                                           "bundle", "create", bundle.string(), "HEAD"},
                                          {},
                                          {},
                                          kCallLimitS});
  if (!made.exited_normally() || made.exit_code != 0) {
    say_here(say("cli.on.cannot-bundle"));
    std::fprintf(stderr, "%s", last_lines(made.output, kTailLines, "  ").c_str());
    return made.interrupted ? kInterrupted : kNoCheckout;
  }
  const double mib = static_cast<double>(fs::file_size(bundle)) / (1 << 20);
  say_here(say(
      "cli.on.syncing",
      {{"where", host.text()}, {"commit", short_commit(commit)}, {"size", decimal_text(mib, 1)}}));
  const OnAnswers synced = checkout.call("sync", {commit}, bundle.string());
  fs::remove(bundle);
  if (!synced.reached) return synced.interrupted ? kInterrupted : connection_lost(host);
  return synced.value("state") == "synced" ? kPassed : refusal(host, synced);
}

// Where prepare found no checkout or another commit: says so, and whether to send the commit
// (--sync, or a yes on a terminal; never a question without one).
bool sync_wanted(const Arguments& args, const RemoteHost& host, const OnAnswers& found,
                 const std::string& commit) {
  if (found.value("state") == "no-checkout")
    say_here(say("cli.on.no-checkout", {{"where", host.text()}, {"commit", short_commit(commit)}}));
  else
    say_here(say("cli.on.other-commit", {{"where", host.text()},
                                         {"theirs", short_commit(found.value("commit"))},
                                         {"ours", short_commit(commit)}}));
  if (args.has(kSyncFlag)) return true;
  return on_terminal() && confirmed(say("cli.on.ask-sync", {{"commit", short_commit(commit)}}));
}

// After a check there: its verdict, as the lab there recorded it since `clock`, recorded here
// with the host, and its checker's report kept where a check here keeps it.
void record_verdict(Session& session, const OnCheckout& checkout, const RemoteHost& host,
                    const OnPlan& plan, long long clock) {
  const std::string dir = plan.chapter->dir();
  const OnAnswers fetched = checkout.call("progress", {dir, plan.report});
  std::optional<Progress> progress;
  std::string report;
  for (const auto& [key, value] : fetched.lines) {
    if (key == "progress") progress = progress_line(value, dir);
    if (key == "report") report += value + "\n";
  }
  if (!fetched.reached || !progress || progress->when < clock) {
    say_here(say("cli.on.verdict-not-read", {{"host", host.destination}}));
    return;
  }
  progress->host = host.destination;
  session.state.record_progress(dir, *progress);
  if (!report.empty()) write_text(session.state.report_file(dir, kChecked), report);
}

}  // namespace

std::vector<std::string> arguments_there(const std::vector<std::string>& given) {
  std::vector<std::string> kept;
  for (size_t i = 0; i < given.size(); ++i) {
    const std::string& arg = given[i];
    if (arg == "--") {
      kept.insert(kept.end(), given.begin() + static_cast<long>(i), given.end());
      break;
    }
    if (arg == kOnOption) {
      ++i;  // and its host
      continue;
    }
    if (arg.rfind(std::string(kOnOption) + "=", 0) == 0 || arg == kSyncFlag || arg == kHereFlag)
      continue;
    kept.push_back(arg);
  }
  return kept;
}

std::optional<RemoteHost> chosen_host(const Session& session, const std::string& verb,
                                      const Arguments& args) {
  if (!runs_on_hosts(verb)) return std::nullopt;
  const std::optional<std::string> named = args.value(kOnOption);
  if (args.has(kHereFlag)) {
    if (named) throw UsageError(say("cli.on.here-and-on"));
    return std::nullopt;
  }
  if (named) return parse_remote_host(*named);
  if (const std::string stored = session.state.default_host(); !stored.empty())
    return parse_remote_host(stored);
  if (args.has(kSyncFlag)) throw UsageError(say("cli.on.sync-without-host"));
  return std::nullopt;
}

int run_on_host(Session& session, const RemoteHost& host, const std::string& verb,
                const Arguments& args) {
  const OnPlan plan = plan_of(session, verb, args);
  const std::string ssh = session.config.ssh.substr(0, session.config.ssh.find(' '));
  if (!program_exists(ssh)) {
    say_here(say("cli.on.no-ssh", {{"ssh", ssh}}));
    return kUnreachable;
  }
  const std::string root = session.lab.paths.source_root.string();
  const ProcessResult head = run_process(
      {{"git", "-C", root, "rev-parse", "--verify", "-q", "HEAD^{commit}"}, {}, {}, 60});
  if (!head.exited_normally() || head.exit_code != 0) {
    say_here(say("cli.on.not-git", {{"folder", root}}));
    return kOtherCommit;
  }
  const std::string commit = head.output.substr(0, head.output.find_first_of(" \n"));
  say_here(say(args.value(kOnOption) ? "cli.on.where" : "cli.on.where-default",
               {{"where", host.text()}, {"commit", short_commit(commit)}}));

  const OnCheckout checkout(session, host);
  OnAnswers ready = prepare_checkout(checkout, session, plan, verb, commit);
  if (!ready.reached) return unreachable(host, ready);
  const std::string found = ready.value("state");
  if (found == "no-checkout" || found == "other-commit") {
    if (!sync_wanted(args, host, ready, commit))
      return found == "no-checkout" ? kNoCheckout : kOtherCommit;
    if (const int synced = send_commit(checkout, session, host, commit); synced != kPassed)
      return synced;
    ready = prepare_checkout(checkout, session, plan, verb, commit);
    if (!ready.reached) return ready.interrupted ? kInterrupted : connection_lost(host);
  }
  if (ready.value("state") != "ready") return refusal(host, ready);

  const int code = checkout.run(plan.command);
  if (code == kSshFailed) return connection_lost(host);
  if (plan.report.empty()) return code;
  if (code == kPassed || code == kFailed || code == kNoGpu)
    record_verdict(session, checkout, host, plan, std::atoll(ready.value("clock").c_str()));
  else if (code != kUsage && code != kInterrupted)
    say_here(say("cli.on.not-recorded", {{"host", host.destination}, {"code", code}}));
  return code;
}

}  // namespace lab::cli
