#include "checker/harness/bench_results.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "checker/harness/json_lines.h"
#include "checker/harness/messages.h"

namespace lab::bench {

namespace {

using nlohmann::json;

constexpr const char* kModes[] = {"full", "exercises", "quick", "profile"};
constexpr const char* kKinds[] = {"exercise", "reference", "variant"};

template <class Enum, size_t N>
Enum from_name(const std::string& name, const char* const (&names)[N], const char* what) {
  for (size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<Enum>(i);
  throw std::invalid_argument(std::string("unknown ") + what + " \"" + name + "\"");
}

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// A row of a file in `format` (kOldestResultsFormat to kResultsFormat).
Result row_from(const json& j, int format) {
  Result r;
  r.kind = from_name<RowKind>(j.at("kind").get<std::string>(), kKinds, "row kind");
  r.name = j.at("name").get<std::string>();
  r.size = j.at("size").get<std::string>();
  r.detail = j.value("detail", "");
  r.median_ms = j.at("median_ms").get<double>();
  r.min_ms = j.value("min_ms", r.median_ms);
  r.max_ms = j.value("max_ms", r.median_ms);
  r.repetitions = j.value("repetitions", 0);
  r.rate = j.value("rate", 0.0);
  r.unit = j.value("unit", "");
  r.ceiling = j.value("ceiling", 0.0);
  r.ceiling_id = j.value(format >= 4 ? "ceiling_id" : "ceiling_name", "");
  r.headline = j.value("headline", false);
  r.profile_range = j.value("profile_range", -1);
  if (j.contains("target") && j["target"].is_object())
    r.target = Target{j["target"].at(format >= 3 ? "id" : "text").get<std::string>(),
                      j["target"].at("met").get<bool>()};
  return r;
}

}  // namespace

const char* mode_name(Mode mode) { return kModes[static_cast<int>(mode)]; }
const char* kind_name(RowKind kind) { return kKinds[static_cast<int>(kind)]; }

std::string session_line(const std::string& chapter, Mode mode, const std::string& seed,
                         const std::string& gpu, const std::string& gpu_reason) {
  json j = {{"event", "session"},
            {"format", kResultsFormat},
            {"chapter", chapter},
            {"mode", mode_name(mode)},
            {"seed", seed}};
  if (gpu.empty()) {
    j["gpu"] = nullptr;
    j["gpu_reason"] = gpu_reason;
  } else {
    j["gpu"] = gpu;
  }
  return dump(j);
}

std::string row_line(const Result& r) {
  json j = {{"event", "row"},
            {"kind", kind_name(r.kind)},
            {"name", r.name},
            {"size", r.size},
            {"detail", r.detail},
            {"median_ms", r.median_ms},
            {"min_ms", r.min_ms},
            {"max_ms", r.max_ms},
            {"repetitions", r.repetitions},
            {"rate", r.rate},
            {"unit", r.unit},
            {"ceiling", r.ceiling},
            {"ceiling_id", r.ceiling_id},
            {"headline", r.headline}};
  if (r.target) j["target"] = {{"id", r.target->id}, {"met", r.target->met}};
  if (r.profile_range >= 0) j["profile_range"] = r.profile_range;
  return dump(j);
}

std::string end_line(report::Verdict status, const std::string& text) {
  return dump({{"event", "end"}, {"status", report::to_string(status)}, {"text", text}});
}

Results parse_results(const std::string& jsonl) {
  Results results;
  int format = 0;
  results.error =
      json_lines::for_each_event(jsonl, "results", [&](const std::string& event, const json& j) {
        if (event == "session") {
          format = j.value("format", 0);
          if (format < kOldestResultsFormat || format > kResultsFormat)
            throw std::invalid_argument("format " + std::to_string(format) + ", not " +
                                        std::to_string(kOldestResultsFormat) + " to " +
                                        std::to_string(kResultsFormat));
          results.chapter = j.value("chapter", "");
          results.mode = from_name<Mode>(j.value("mode", "full"), kModes, "mode");
          results.seed = j.value("seed", "");
          if (j.contains("gpu") && j["gpu"].is_string()) results.gpu = j["gpu"].get<std::string>();
          results.gpu_reason = j.value("gpu_reason", "");
        } else if (event == "row") {
          results.rows.push_back(row_from(j, format));
        } else if (event == "end") {
          results.ended = true;
          const auto status = report::parse_verdict(j.at("status").get<std::string>());
          if (!status) throw std::invalid_argument("an end whose status is not a verdict");
          results.status = *status;
          results.text = j.value("text", "");
        }
      });
  return results;
}

std::optional<double> percent_of_ceiling(const Result& row) {
  if (row.ceiling <= 0 || row.rate <= 0) return std::nullopt;
  return 100.0 * row.rate / row.ceiling;
}

double time_multiple(const Result& yours, const Result& reference) {
  return reference.median_ms > 0 ? yours.median_ms / reference.median_ms : 0;
}

std::vector<Comparison> compare(const Results& yours, const Results& reference) {
  const auto find = [](const Results& in, const Result& like) -> const Result* {
    for (const Result& r : in.rows)
      if (r.kind == RowKind::exercise && r.name == like.name && r.size == like.size) return &r;
    return nullptr;
  };
  std::vector<Comparison> rows;
  for (const Result& r : yours.rows)
    if (r.kind == RowKind::exercise) rows.push_back({&r, find(reference, r)});
  for (const Result& r : reference.rows)
    if (r.kind == RowKind::exercise && !find(yours, r)) rows.push_back({nullptr, &r});
  return rows;
}

std::vector<Target> targets(const std::vector<Result>& rows) {
  std::vector<Target> all;
  for (const Result& r : rows) {
    if (!r.target) continue;
    auto same =
        std::find_if(all.begin(), all.end(), [&](const Target& t) { return t.id == r.target->id; });
    if (same == all.end())
      all.push_back(*r.target);
    else
      same->met = same->met && r.target->met;
  }
  return all;
}

namespace {

// The text of `id` in `language`, or the id itself where no catalogue has it.
std::string words_of(const std::string& id, Language language) {
  const char* words = text(language, id);
  return *words ? words : id;
}

}  // namespace

std::string target_words(const Target& target) { return words_of(target.id, reader_language()); }

std::string ceiling_words(const std::string& id) { return words_of(id, reader_language()); }

std::string ceiling_words(const std::string& id, Language language) {
  return words_of(id, language);
}

std::string target_status(const Target& target) {
  return say(target.met ? "cli.speed.target-met" : "cli.speed.target-not-met",
             {{"target", target_words(target)}});
}

const Result* headline(const Results& results) {
  for (const Result& r : results.rows)
    if (r.headline) return &r;
  return nullptr;
}

}  // namespace lab::bench
