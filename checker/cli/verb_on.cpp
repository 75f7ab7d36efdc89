// `lab on [HOST | --clear]`: the default host of --on, kept in the state folder; without an
// argument, says which it is.
#include <cstdio>

#include "checker/cli/remote_host.h"
#include "checker/cli/verbs.h"
#include "checker/harness/messages.h"

namespace lab::cli {

int verb_on(Session& session, const Arguments& args) {
  StateStore& state = session.state;
  if (args.has("--clear")) {
    if (!args.positional.empty()) throw UsageError(say("cli.on.clear-and-host"));
    state.set_default_host("");
    std::printf("%s\n", say("cli.on.default-cleared").c_str());
    return kPassed;
  }
  if (args.positional.empty()) {
    const std::string stored = state.default_host();
    std::printf("%s\n", stored.empty() ? say("cli.on.no-default").c_str()
                                       : say("cli.on.default-is", {{"where", stored}}).c_str());
    return kPassed;
  }
  const RemoteHost host = parse_remote_host(args.positional[0]);
  state.set_default_host(host.text());
  std::printf("%s\n", say("cli.on.default-is", {{"where", host.text()}}).c_str());
  return kPassed;
}

}  // namespace lab::cli
