// Where --on runs a verb: an ssh destination and the folder of the lab's checkout there,
// written [user@]host[:folder] as scp writes it. The host's name, port, key and jump host come
// from the user's ~/.ssh/config; the lab knows only the destination it hands to ssh.
//
//   const RemoteHost host = parse_remote_host("gpu-box:~/lab");  // throws UsageError
//   host.destination  // "gpu-box"
//   host.folder       // "~/lab" (kDefaultRemoteFolder when none is written)
#pragma once

#include <string>

namespace lab::cli {

constexpr const char* kDefaultRemoteFolder = "~/cuda-lab";

struct RemoteHost {
  std::string destination;  // "[user@]host"
  std::string folder;       // as written; "~/..." is in the home folder there
  std::string text() const { return destination + ":" + folder; }
};

RemoteHost parse_remote_host(const std::string& text);

}  // namespace lab::cli
