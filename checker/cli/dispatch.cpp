#include "checker/cli/dispatch.h"

#include <cstdio>
#include <exception>

#include "checker/cli/chapter_names.h"
#include "checker/cli/help_text.h"
#include "checker/cli/pristine.h"
#include "checker/cli/run_on_host.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

int unknown_verb(const std::map<std::string, Verb>& verbs, const std::string& verb) {
  std::string guess;
  size_t best = 3;
  for (const auto& [name, _] : verbs)
    if (const size_t d = edit_distance(verb, name); d < best) best = d, guess = name;
  const std::string suggestion =
      guess.empty() ? "" : say("cli.dispatch.did-you-mean", {{"verb", guess}});
  std::fprintf(
      stderr, "%s\n\n%s",
      say("cli.dispatch.unknown-command", {{"verb", verb}, {"suggestion", suggestion}}).c_str(),
      main_help().c_str());
  return kUsage;
}

}  // namespace

int dispatch(const LabConfig& config, const std::map<std::string, Verb>& verbs, VerbOptions options,
             const std::vector<std::string>& args) {
  if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
    const std::string verb = args.size() > 1 ? args[1] : "";
    std::fputs((verb_help(verb).empty() ? main_help() : verb_help(verb)).c_str(), stdout);
    return args.empty() ? kUsage : kPassed;
  }
  const std::string verb = args[0];
  const auto found = verbs.find(verb);
  if (found == verbs.end()) return unknown_verb(verbs, verb);
  try {
    const Arguments parsed = parse_arguments({args.begin() + 1, args.end()}, options(verb));
    if (parsed.help) {
      std::fputs(verb_help(verb).c_str(), stdout);
      return kPassed;
    }
    const LabPaths& paths = config.paths;
    Session session{config, load_lab(paths), StateStore(paths.state_dir)};
    save_pristine_copies(paths, session.state, session.lab.chapters);  // for `lab reset`
    if (const std::optional<RemoteHost> host = chosen_host(session, verb, parsed))
      return run_on_host(session, *host, verb, parsed);
    return found->second(session, parsed);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "%s",
                 say("cli.dispatch.usage-error", {{"verb", verb}, {"error", e.what()}}).c_str());
    return kUsage;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lab %s: %s\n", verb.c_str(), e.what());
    return kFailed;
  }
}

}  // namespace lab::cli
