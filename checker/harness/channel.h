// The channel between a checker's supervisor and its worker: an inherited socket, and a
// per-run secret that the supervisor writes into it before anything else. The worker reads
// the secret before any code under test has run (see checker_main.h), and starts every line it
// sends with it; a line without it was written by something else in the process.
//
// Everything here works before static initialisation (plain data, no globals to construct).
#pragma once

#include <string>

namespace lab::channel {

constexpr const char* kWorkerFlag = "--lab-worker";  // argv: --lab-worker FD
constexpr size_t kSecretLength = 32;                 // hex digits

// Supervisor side: a fresh secret from the OS's random source.
std::string new_secret();

// Worker side: reads the secret from `fd` (the first line) and keeps fd for send().
// False when no secret came: the worker must then report nothing.
bool open_worker(int fd);

// Worker side: "<secret> <line>\n", written whole. False when the channel is gone.
bool send(const std::string& line);

// Worker side: the bytes send(line) would write, to be written later by send_framed(), which
// only calls write(2): safe in a signal handler.
std::string framed(const std::string& line);
void send_framed(const char* data, size_t size);

// Worker side: a line on the worker's own stdout, kOutputMark "<secret> <text>", written
// after flushing stdio, so that the supervisor knows which test printed the lines around it.
constexpr char kOutputMark = '\x1e';
void mark_output(const std::string& text);

// Supervisor side: the line without its secret, or false when it does not carry it.
bool strip_secret(const std::string& secret, const std::string& line, std::string& rest);

}  // namespace lab::channel
