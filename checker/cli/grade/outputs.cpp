#include "checker/cli/grade/outputs.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include "checker/cli/pristine.h"
#include "checker/harness/messages.h"
#include "checker/harness/svg.h"

namespace lab::cli::grade {

using nlohmann::json;

namespace {

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

const ChapterResult* result_of(const ClassView& view, const std::string& student,
                               const std::string& chapter) {
  const auto found = view.records.results.find({student, chapter});
  return found == view.records.results.end() ? nullptr : &found->second;
}

ChapterResult missing(const ClassView& view, const std::string& student,
                      const std::string& chapter) {
  ChapterResult r;
  r.student = student;
  r.chapter = chapter;
  r.outcome = SubmissionOutcome::not_submitted;
  r.reason = "no result";
  const auto checker = view.chapter_checker.find(chapter);
  if (checker != view.chapter_checker.end()) r.checker = checker->second;
  return r;
}

bool has_fast(const ClassView& view, const std::string& chapter) {
  const auto checker = view.chapter_checker.find(chapter);
  return checker != view.chapter_checker.end() && view.scores.fast_exercise(checker->second);
}

void write_file(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  write_text(file.string() + ".part", text);
  fs::rename(file.string() + ".part", file);
}

// The test list of a result that has none (a compile error ...): its chapter's, each failed
// for the same reason, so that every student's suite has the same test cases.
std::vector<TestResult> tests_for(const ClassView& view, const ChapterResult& r) {
  if (!r.tests.empty()) return r.tests;
  std::vector<TestResult> tests;
  const auto names = view.tests.find(r.chapter);
  const std::string why = report::to_string(r.outcome) + (r.reason.empty() ? "" : ": " + r.reason);
  if (names != view.tests.end())
    for (const std::string& name : names->second)
      tests.push_back({name, report::Outcome::fail, why, {report::to_string(r.outcome)}, {}});
  if (tests.empty())
    tests.push_back({"build", report::Outcome::fail, why, {report::to_string(r.outcome)}, {}});
  return tests;
}

}  // namespace

std::string html_escape(const std::string& text) { return pictures::svg::escape(text); }

ClassView class_view(const std::vector<Chapter>& registry, const std::vector<fs::path>& dirs) {
  ClassView view;
  view.scores = Scores(registry);
  for (const fs::path& dir : dirs) {
    merge_into(view.records, latest(read_journal(dir / "journal.jsonl")));
    std::error_code error;
    for (const auto& student : fs::directory_iterator(dir / "files", error))
      for (const auto& chapter : fs::directory_iterator(student.path(), error))
        for (const auto& file : fs::directory_iterator(chapter.path(), error))
          for (const Chapter& ch : registry)
            if (ch.dir() == chapter.path().filename().string())
              view.files[student.path().filename().string() + "/" + ch.id] = file.path();
  }
  std::set<std::string> students, chapters;
  for (const auto& [key, r] : view.records.results) {
    students.insert(key.first);
    chapters.insert(key.second);
    if (!r.checker.empty()) view.chapter_checker.emplace(key.second, r.checker);
    if (r.outcome == SubmissionOutcome::graded && !r.tests.empty()) {
      double max = 0;
      std::vector<std::string> names;
      for (const TestResult& t : r.tests)
        max += view.scores.test_weight(r.checker, t.name), names.push_back(t.name);
      view.max_of[key.second] = std::max(view.max_of[key.second], max);
      if (names.size() > view.tests[key.second].size()) view.tests[key.second] = names;
    }
  }
  for (const auto& [student, _] : view.records.submissions) students.insert(student);
  view.students.assign(students.begin(), students.end());
  for (const Chapter& ch : registry)
    if (chapters.count(ch.id)) view.chapters.push_back(&ch);
  return view;
}

ChapterScore score_of(const ClassView& view, const std::string& student,
                      const std::string& chapter) {
  const ChapterResult* r = result_of(view, student, chapter);
  const auto max = view.max_of.find(chapter);
  const double max_of = max == view.max_of.end() ? 0 : max->second;
  return chapter_score(view.scores, r ? *r : missing(view, student, chapter), max_of);
}

std::string grades_csv(const ClassView& view) {
  std::string csv = "student";
  for (const Chapter* ch : view.chapters) {
    csv += "," + ch->id + " score," + ch->id + " max";
    if (has_fast(view, ch->id)) csv += "," + ch->id + " fast";
  }
  csv += ",total,max\n";
  for (const std::string& student : view.students) {
    csv += csv_field(student);
    double total = 0, max = 0;
    for (const Chapter* ch : view.chapters) {
      const ChapterScore s = score_of(view, student, ch->id);
      csv += "," + (s.counted ? number(s.score) : std::string("")) + "," + number(s.max);
      if (has_fast(view, ch->id)) csv += "," + number(s.fast);
      total += s.score + s.fast;
      max += s.max;
    }
    csv += "," + number(total) + "," + number(max) + "\n";
  }
  return csv;
}

std::string grades_json(const ClassView& view, Seed class_seed) {
  json students = json::array();
  for (const std::string& student : view.students) {
    json entry = {{"student", student}};
    const auto sub = view.records.submissions.find(student);
    if (sub != view.records.submissions.end()) {
      json record = to_json(sub->second);
      record.erase("record");
      record.erase("student");
      entry["submission"] = record;
    }
    json chapters = json::object();
    double total = 0, max = 0;
    for (const Chapter* ch : view.chapters) {
      const ChapterResult* found = result_of(view, student, ch->id);
      const ChapterResult r = found ? *found : missing(view, student, ch->id);
      const ChapterScore s = score_of(view, student, ch->id);
      json c = to_json(r);
      for (const char* volatile_field : {"record", "student", "chapter", "seconds"})
        c.erase(volatile_field);
      for (json& t : c["tests"])
        t["weight"] = view.scores.test_weight(r.checker, t.value("name", ""));
      c["score"] = s.counted ? json(s.score) : json(nullptr);
      c["max"] = s.max;
      if (s.fast_max > 0) c["fast"] = s.fast, c["fast_max"] = s.fast_max;
      chapters[ch->id] = c;
      total += s.score + s.fast;
      max += s.max;
    }
    entry["chapters"] = chapters;
    entry["total"] = total;
    entry["max"] = max;
    students.push_back(entry);
  }
  json ids = json::array();
  for (const Chapter* ch : view.chapters) ids.push_back(ch->id);
  const json doc = {
      {"format", 1}, {"class_seed", class_seed.text()}, {"chapters", ids}, {"students", students}};
  return doc.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string junit_file(const ClassView& view) {
  std::vector<std::string> suites;
  for (const std::string& student : view.students)
    for (const Chapter* ch : view.chapters) {
      const ChapterResult* found = result_of(view, student, ch->id);
      const ChapterResult r = found ? *found : missing(view, student, ch->id);
      report::Report rep;
      rep.session = report::Session{};
      rep.session->chapter = student + "/" + ch->dir();
      rep.session->variant = report::to_string(r.outcome);
      for (const TestResult& t : tests_for(view, r)) {
        report::TestEnd end;
        end.test = t.name;
        const bool unmarked =
            r.outcome == SubmissionOutcome::not_submitted || r.outcome == SubmissionOutcome::no_gpu;
        end.status = t.outcome == report::Outcome::pass      ? report::Outcome::pass
                     : t.outcome == report::Outcome::not_run ? report::Outcome::not_run
                     : unmarked                              ? report::Outcome::skip
                                                             : report::Outcome::fail;
        end.diagnosis = t.diagnosis;
        end.diagnosis_ids = t.ids;
        rep.tests.push_back(end);
      }
      suites.push_back(report::junit_xml(rep));
    }
  return report::junit_document(suites);
}

std::string gradescope_results(const ClassView& view, const std::string& student) {
  json tests = json::array();
  double total = 0;
  std::string summary;
  for (const Chapter* ch : view.chapters) {
    const ChapterResult* found = result_of(view, student, ch->id);
    const ChapterResult r = found ? *found : missing(view, student, ch->id);
    const ChapterScore s = score_of(view, student, ch->id);
    total += s.score + s.fast;
    summary += ch->id + " " + ch->slug + ": " + number(s.score) + "/" + number(s.max) +
               (r.outcome == SubmissionOutcome::graded
                    ? ""
                    : std::string(" (") + report::to_string(r.outcome) +
                          (r.reason.empty() ? "" : ": " + r.reason) + ")") +
               "\n";
    for (const TestResult& t : tests_for(view, r)) {
      const double w = view.scores.test_weight(r.checker, t.name);
      std::string output = t.diagnosis;
      tests.push_back({{"name", ch->id + " " + ch->slug + ": " + t.name},
                       {"score", t.outcome == report::Outcome::pass ? w : 0.0},
                       {"max_score", w},
                       {"status", t.outcome == report::Outcome::pass ? "passed" : "failed"},
                       {"output", output},
                       {"visibility", "visible"}});
    }
    if (!r.compile_messages.empty()) {
      std::string messages;
      for (const std::string& line : r.compile_messages) messages += line + "\n";
      tests.push_back({{"name", ch->id + " " + ch->slug + ": the compiler's messages"},
                       {"score", 0},
                       {"max_score", 0},
                       {"status", "failed"},
                       {"output", messages},
                       {"visibility", "visible"}});
    }
    if (s.fast_max > 0) {
      std::string output =
          r.bench ? (r.bench->note.empty()
                         ? say("cli.grade.fast-output", {{"percent", number(r.bench->ratio * 100)}})
                         : r.bench->note)
                  : say("cli.grade.not-timed");
      tests.push_back({{"name", ch->id + " " + ch->slug + ": the optional fast exercise"},
                       {"score", s.fast},
                       {"max_score", s.fast_max},
                       {"status", s.fast > 0 ? "passed" : "failed"},
                       {"output", output},
                       {"visibility", "visible"}});
    }
  }
  const json doc = {{"score", total},
                    {"output", summary},
                    {"visibility", "visible"},
                    {"stdout_visibility", "hidden"},
                    {"tests", tests}};
  return doc.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

void write_outputs(const LabPaths& paths, const std::vector<Chapter>& registry,
                   const std::vector<fs::path>& dirs, const fs::path& out, const RunInfo& run) {
  const ClassView view = class_view(registry, dirs);
  write_file(out / "grades.csv", grades_csv(view));
  write_file(out / "grades.json", grades_json(view, run.class_seed));
  write_file(out / "junit.xml", junit_file(view));
  for (const std::string& student : view.students)
    write_file(out / "gradescope" / student / "results.json", gradescope_results(view, student));
  write_file(out / "report.html", report_html(paths, view, run));
}

}  // namespace lab::cli::grade
