// What the stand-ins of one recording or one replay share (stand_in.cpp): a file of
// "key value" lines that LAB_SAMPLE_SESSION names, written by the one who starts the lab
// (sample_run.h) and read once by each stand-in at start-up.
//
//   write_session(dir / "session", session);   // then LAB_SAMPLE_SESSION=dir/session
//   const StandInSession session = read_session();
#pragma once

#include <filesystem>
#include <string>

namespace lab::samples {

namespace fs = std::filesystem;

inline constexpr char kSessionVariable[] = "LAB_SAMPLE_SESSION";

struct StandInSession {
  bool recording = false;  // record the real programs' runs; else replay recorded ones
  fs::path runs;           // the runs/ folder written (recording) or read (replay)
  fs::path claims;         // replay: the runs already replayed
  fs::path build;          // the lab's build folder, where each program built gets a stand-in
  fs::path stand_in;       // the stand-in program, which each of them links to
  // Recording: where the programs really are, and the real ninja and ncu.
  fs::path real_build;
  std::string ninja, ncu;
};

void write_session(const fs::path& file, const StandInSession& session);

// Throws std::runtime_error when LAB_SAMPLE_SESSION is unset or its file unreadable.
StandInSession read_session();

}  // namespace lab::samples
