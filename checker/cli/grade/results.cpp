#include "checker/cli/grade/results.h"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace lab::cli::grade {

using nlohmann::json;

namespace {

json timing_json(const report::KernelTiming& t) {
  return {{"kernel", t.kernel},
          {"size", t.size},
          {"ms", t.ms},
          {"ceiling", t.ceiling},
          {"ratio", t.ratio}};
}

report::KernelTiming timing_from(const json& j) {
  return {j.value("kernel", ""), j.value("size", ""), j.value("ms", 0.0), j.value("ceiling", ""),
          j.value("ratio", 0.0)};
}

// A record's seed. One that is not a seed (an edited journal) reads as 0, which no derived seed
// is in practice: that chapter is graded again.
Seed seed_of(const json& j) {
  try {
    return Seed::parse(j.value("seed", ""));
  } catch (const std::invalid_argument&) {
    return Seed{};
  }
}

std::vector<std::string> strings(const json& j, const char* key) {
  std::vector<std::string> out;
  if (j.contains(key) && j[key].is_array())
    for (const json& s : j[key])
      if (s.is_string()) out.push_back(s.get<std::string>());
  return out;
}

}  // namespace

json to_json(const ChapterResult& r) {
  json tests = json::array();
  for (const TestResult& t : r.tests) {
    json timings = json::array();
    for (const auto& timing : t.timings) timings.push_back(timing_json(timing));
    tests.push_back({{"name", t.name},
                     {"status", report::status_word(t.outcome)},
                     {"diagnosis", t.diagnosis},
                     {"ids", t.ids},
                     {"timings", timings}});
  }
  json out = {{"record", "chapter"},
              {"student", r.student},
              {"chapter", r.chapter},
              {"checker", r.checker},
              {"hash", r.hash},
              {"seed", r.seed.text()},
              {"outcome", report::to_string(r.outcome)},
              {"reason", r.reason},
              {"compile_messages", r.compile_messages},
              {"tests", tests},
              {"printed", r.printed},
              {"exit_code", r.exit_code},
              {"gpu", r.gpu},
              {"sandbox", r.sandbox},
              {"seconds", r.seconds}};
  if (r.bench) {
    const BenchResult& b = *r.bench;
    out["bench"] = {{"kernel", b.kernel}, {"size", b.size},   {"ceiling", b.ceiling},
                    {"ms", b.ms},         {"ratio", b.ratio}, {"reference_ms", b.reference_ms},
                    {"target", b.target}, {"met", b.met},     {"note", b.note}};
  }
  return out;
}

json to_json(const SubmissionRecord& r) {
  return {{"record", "submission"}, {"student", r.student}, {"form", r.form},
          {"rejected", r.rejected}, {"hash", r.hash},       {"notes", r.notes},
          {"ignored", r.ignored},   {"unused", r.unused},   {"chapters", r.chapters}};
}

ChapterResult chapter_result_from(const json& j) {
  ChapterResult r;
  r.student = j.value("student", "");
  r.chapter = j.value("chapter", "");
  r.checker = j.value("checker", "");
  r.hash = j.value("hash", "");
  r.seed = seed_of(j);
  r.outcome = report::parse_submission_outcome(j.value("outcome", ""))
                  .value_or(SubmissionOutcome::grader_error);  // unreadable: graded again
  r.reason = j.value("reason", "");
  r.compile_messages = strings(j, "compile_messages");
  r.printed = strings(j, "printed");
  r.exit_code = j.value("exit_code", -1);
  r.gpu = j.value("gpu", "");
  r.sandbox = j.value("sandbox", "");
  r.seconds = j.value("seconds", 0.0);
  if (j.contains("tests") && j["tests"].is_array())
    for (const json& t : j["tests"]) {
      const std::vector<std::string> ids = strings(t, "ids");
      const report::Outcome status =
          report::parse_status_word(t.value("status", "")).value_or(report::Outcome::fail);
      TestResult test{t.value("name", ""),
                      report::outcome_from(status, ids),
                      t.value("diagnosis", ""),
                      ids,
                      {}};
      if (t.contains("timings") && t["timings"].is_array())
        for (const json& timing : t["timings"]) test.timings.push_back(timing_from(timing));
      r.tests.push_back(std::move(test));
    }
  if (j.contains("bench") && j["bench"].is_object()) {
    const json& b = j["bench"];
    r.bench =
        BenchResult{b.value("kernel", ""),  b.value("size", ""),   b.value("ceiling", ""),
                    b.value("ms", 0.0),     b.value("ratio", 0.0), b.value("reference_ms", 0.0),
                    b.value("target", 0.0), b.value("met", false), b.value("note", "")};
  }
  return r;
}

SubmissionRecord submission_record_from(const json& j) {
  SubmissionRecord r;
  r.student = j.value("student", "");
  r.form = j.value("form", "");
  r.rejected = j.value("rejected", "");
  r.hash = j.value("hash", "");
  r.notes = strings(j, "notes");
  r.ignored = strings(j, "ignored");
  r.unused = strings(j, "unused");
  r.chapters = strings(j, "chapters");
  return r;
}

std::string content_hash(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace lab::cli::grade
