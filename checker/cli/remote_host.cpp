#include "checker/cli/remote_host.h"

#include <algorithm>
#include <cctype>

#include "checker/cli/options.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

// A host name, an address or an ssh alias, and a user name: letters, digits, '.', '-', '_',
// and never a leading '-', which ssh would read as an option.
bool plain_name(const std::string& name) {
  return !name.empty() && name[0] != '-' && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
  });
}

bool printable(const std::string& text) {
  return std::none_of(text.begin(), text.end(),
                      [](char c) { return std::iscntrl(static_cast<unsigned char>(c)); });
}

}  // namespace

RemoteHost parse_remote_host(const std::string& text) {
  const size_t colon = text.find(':');
  RemoteHost host{text.substr(0, colon),
                  colon == std::string::npos ? kDefaultRemoteFolder : text.substr(colon + 1)};
  const size_t at = host.destination.find('@');
  const bool user_ok = at == std::string::npos || plain_name(host.destination.substr(0, at));
  const std::string name =
      at == std::string::npos ? host.destination : host.destination.substr(at + 1);
  if (!user_ok || !plain_name(name) || host.folder.empty() || !printable(host.folder))
    throw UsageError(say("cli.on.bad-host", {{"text", text}}));
  return host;
}

}  // namespace lab::cli
