#include "checker/harness/channel.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab::channel {

namespace {

// Constant-initialised: valid before (and untouched by) dynamic initialisation.
char g_secret[kSecretLength + 1];
int g_fd = -1;

bool write_all(int fd, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

std::string new_secret() {
  unsigned char bytes[kSecretLength / 2];
  const int fd = ::open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  const bool ok = fd >= 0 && ::read(fd, bytes, sizeof bytes) == static_cast<ssize_t>(sizeof bytes);
  if (fd >= 0) ::close(fd);
  if (!ok) throw std::runtime_error(say("harness.no-secret"));
  std::string hex;
  char digits[3];
  for (unsigned char b : bytes) {
    std::snprintf(digits, sizeof digits, "%02x", b);
    hex += digits;
  }
  return hex;
}

bool open_worker(int fd) {
  size_t got = 0;
  char c = 0;
  while (got < kSecretLength) {
    const ssize_t n = ::read(fd, &c, 1);
    if (n < 0 && errno == EINTR) continue;
    if (n != 1 || c == '\n') return false;
    g_secret[got++] = c;
  }
  if (::read(fd, &c, 1) != 1 || c != '\n') return false;
  g_secret[kSecretLength] = '\0';
  // Programs the code under test may start get no copy of the channel.
  ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  g_fd = fd;
  return true;
}

bool send(const std::string& line) {
  if (g_fd < 0) return false;
  const std::string bytes = framed(line);
  return write_all(g_fd, bytes.data(), bytes.size());
}

std::string framed(const std::string& line) { return std::string(g_secret) + " " + line + "\n"; }

void send_framed(const char* data, size_t size) {
  if (g_fd >= 0) write_all(g_fd, data, size);
}

void mark_output(const std::string& text) {
  if (g_fd < 0) return;
  std::fflush(stdout);
  std::fflush(stderr);
  const std::string line = kOutputMark + std::string(g_secret) + " " + text + "\n";
  write_all(STDOUT_FILENO, line.data(), line.size());
}

bool strip_secret(const std::string& secret, const std::string& line, std::string& rest) {
  if (line.size() <= secret.size() || line.compare(0, secret.size(), secret) != 0 ||
      line[secret.size()] != ' ')
    return false;
  rest = line.substr(secret.size() + 1);
  return true;
}

}  // namespace lab::channel
