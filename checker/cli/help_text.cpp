#include "checker/cli/help_text.h"

#include <map>

#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

std::string main_help() { return say("cli.help.main"); }

std::string verb_help(const std::string& verb) {
  static const std::map<std::string, const char*> help = {
      {"list", "cli.help.list"},       {"check", "cli.help.check"},
      {"run", "cli.help.run"},         {"bench", "cli.help.bench"},
      {"profile", "cli.help.profile"}, {"hint", "cli.help.hint"},
      {"watch", "cli.help.watch"},     {"doctor", "cli.help.doctor"},
      {"reset", "cli.help.reset"},     {"selftest", "cli.help.selftest"},
      {"grade", "cli.help.grade"},     {"grade-merge", "cli.help.grade-merge"},
      {"on", "cli.help.on"},
  };
  const auto it = help.find(verb);
  if (it == help.end()) return "";
  return say(it->second) + (runs_on_hosts(verb) ? "\n" + say("cli.help.on-options") : "");
}

}  // namespace lab::cli
