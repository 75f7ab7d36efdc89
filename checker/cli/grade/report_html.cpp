// report.html: one static page, no script and no network asset, for the instructor. Its
// pictures are inline SVG, in the reader's language (checker/cli/pictures).
#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

#include "checker/cli/grade/outputs.h"
#include "checker/cli/grade/progress.h"
#include "checker/cli/grade/similarity.h"
#include "checker/cli/pictures/distributions.h"
#include "checker/cli/pristine.h"
#include "checker/harness/bench_results.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"

namespace lab::cli::grade {

namespace {

constexpr size_t kTopFailures = 8;
constexpr size_t kListed = 12;

const char* kStyle = R"(<style>
body{font-family:system-ui,sans-serif;margin:2em auto;max-width:72em;color:#222;line-height:1.4}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f3f3f3}.num{text-align:right}.bad{color:#a40000}.good{color:#1a6b1a}.note{color:#666}
pre{background:#f6f6f6;padding:.4em;white-space:pre-wrap;margin:0}h2{margin-top:2em;border-bottom:1px solid #ddd}
</style>)";

std::string pct(double part, double whole) {
  char text[16];
  std::snprintf(text, sizeof text, "%.0f %%", whole > 0 ? 100 * part / whole : 0);
  return text;
}

std::string row(const std::vector<std::string>& cells, const char* tag = "td") {
  std::string html = "<tr>";
  for (const std::string& cell : cells)
    html += std::string("<") + tag + ">" + cell + "</" + tag + ">";
  return html + "</tr>\n";
}

std::string e(const std::string& text) { return html_escape(text); }

// The report's text `id` in the reader's language, escaped for HTML.
std::string t(const char* id, std::initializer_list<Arg> args = {}) { return e(say(id, args)); }

// A heading row from the catalogue's "a|b|c", a cell per column.
std::string headings(const char* id, std::initializer_list<Arg> args = {}) {
  std::vector<std::string> cells;
  std::istringstream texts(say(id, args));
  for (std::string cell; std::getline(texts, cell, '|');) cells.push_back(e(cell));
  return row(cells, "th");
}

const ChapterResult* result_of(const ClassView& view, const std::string& student,
                               const std::string& chapter) {
  const auto found = view.records.results.find({student, chapter});
  return found == view.records.results.end() ? nullptr : &found->second;
}

std::string pass_rates(const ClassView& view) {
  std::string html = "<h2>" + t("cli.grade.report.per-chapter") + "</h2>\n<table>\n" +
                     headings("cli.grade.report.per-chapter-headings");
  std::string pictures;
  for (const Chapter* ch : view.chapters) {
    std::vector<double> percents;  // of each counted student's score
    size_t full = 0, compile = 0, missing = 0, no_result = 0, ungraded = 0, counted = 0;
    double sum = 0, max = 0;
    for (const std::string& student : view.students) {
      const ChapterScore s = score_of(view, student, ch->id);
      const ChapterResult* r = result_of(view, student, ch->id);
      const SubmissionOutcome what = r ? r->outcome : SubmissionOutcome::not_submitted;
      compile += what == SubmissionOutcome::compile_error;
      missing += what == SubmissionOutcome::not_submitted || what == SubmissionOutcome::rejected;
      no_result += what == SubmissionOutcome::no_result;
      if (!s.counted) {
        ++ungraded;
        continue;
      }
      ++counted;
      full += s.max > 0 && s.score == s.max;
      sum += s.score;
      max += s.max;
      if (s.max > 0) percents.push_back(100 * s.score / s.max);
    }
    if (!percents.empty())
      pictures +=
          pictures::score_distribution_svg(ch->id + " " + ch->slug, percents, reader_language());
    html += row({e(ch->id + " " + ch->slug), std::to_string(view.students.size()),
                 std::to_string(full) + " (" +
                     pct(static_cast<double>(full), static_cast<double>(counted)) + ")",
                 pct(sum, max), std::to_string(compile), std::to_string(missing),
                 std::to_string(no_result), std::to_string(ungraded)});
  }
  return html + "</table>\n" + (pictures.empty() ? "" : "<p>\n" + pictures + "</p>\n");
}

}  // namespace

std::string diagnosis_sentence(const std::string& diagnosis) {
  std::istringstream lines(diagnosis);
  std::string first;
  for (std::string line; std::getline(lines, line);) {
    const size_t end = line.find_last_not_of(" \t\r");
    if (end == std::string::npos) continue;
    if (first.empty()) first = line;
    if (line[end] != ':') return line.substr(line.find_first_not_of(" \t"));
  }
  return first;
}

namespace {

std::string common_failures(const ClassView& view) {
  std::string html = "<h2>" + t("cli.grade.report.failures") + "</h2>\n<p class=note>" +
                     t("cli.grade.report.failures-note") + "</p>\n";
  for (const Chapter* ch : view.chapters) {
    std::map<std::string, std::pair<size_t, std::string>> by_id;  // id -> (students, example)
    for (const std::string& student : view.students) {
      const ChapterResult* r = result_of(view, student, ch->id);
      if (!r || r->outcome != SubmissionOutcome::graded) continue;
      std::map<std::string, std::string> seen;
      for (const TestResult& t : r->tests)
        if (t.outcome != report::Outcome::pass)
          for (const std::string& id :
               t.ids.empty() ? std::vector<std::string>{say("cli.grade.report.no-id")} : t.ids)
            seen.emplace(id, t.diagnosis);
      for (const auto& [id, text] : seen) {
        auto& entry = by_id[id];
        if (entry.first++ == 0) entry.second = text;
      }
    }
    if (by_id.empty()) continue;
    std::vector<std::pair<std::string, std::pair<size_t, std::string>>> sorted(by_id.begin(),
                                                                               by_id.end());
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second.first > b.second.first; });
    html += "<h3>" + e(ch->id + " " + ch->slug) + "</h3>\n<table>\n" +
            headings("cli.grade.report.failures-headings");
    for (size_t i = 0; i < sorted.size() && i < kTopFailures; ++i)
      html += row({e(sorted[i].first), std::to_string(sorted[i].second.first),
                   "<pre>" + e(diagnosis_sentence(sorted[i].second.second)) + "</pre>"});
    html += "</table>\n";
  }
  return html;
}

std::string build_failures(const ClassView& view) {
  const std::string heading = "<h2>" + t("cli.grade.report.compile") + "</h2>\n";
  std::string html = heading + "<table>\n" + headings("cli.grade.report.compile-headings");
  size_t count = 0;
  for (const std::string& student : view.students)
    for (const Chapter* ch : view.chapters) {
      const ChapterResult* r = result_of(view, student, ch->id);
      if (!r || r->outcome != SubmissionOutcome::compile_error) continue;
      ++count;
      std::string messages;
      for (size_t i = 0; i < r->compile_messages.size() && i < 4; ++i)
        messages += r->compile_messages[i] + "\n";
      html += row({e(student), e(ch->id), e(r->reason), "<pre>" + e(messages) + "</pre>"});
    }
  return count ? html + "</table>\n"
               : heading + "<p>" + t("cli.grade.report.all-compiled") + "</p>\n";
}

std::string unusual_results(const ClassView& view) {
  std::string html = "<h2>" + t("cli.grade.report.untrustworthy") + "</h2>\n<p class=note>" +
                     t("cli.grade.report.untrustworthy-note") + "</p>\n<table>\n" +
                     headings("cli.grade.report.untrustworthy-headings");
  size_t count = 0;
  for (const auto& [key, r] : view.records.results)
    if (r.outcome == SubmissionOutcome::no_result || r.outcome == SubmissionOutcome::grader_error ||
        r.outcome == SubmissionOutcome::no_gpu)
      ++count,
          html +=
          row({e(key.first), e(key.second), e(report::to_string(r.outcome) + (": " + r.reason))});
  return count ? html + "</table>\n" : "";
}

std::string fast_kernels(const ClassView& view) {
  std::string html;
  for (const Chapter* ch : view.chapters) {
    const auto checker = view.chapter_checker.find(ch->id);
    const FastExercise* fast = checker == view.chapter_checker.end()
                                   ? nullptr
                                   : view.scores.fast_exercise(checker->second);
    if (!fast) continue;
    std::string ceiling;  // its name, from the first student's timing that has one
    for (const std::string& student : view.students)
      if (const ChapterResult* r = result_of(view, student, ch->id);
          ceiling.empty() && r && r->bench && !r->bench->ceiling.empty())
        ceiling = bench::ceiling_words(r->bench->ceiling);
    html += "<h3>" +
            t("cli.grade.report.fast-heading", {{"kernel", ch->id + " " + fast->kernel},
                                                {"target", bench::target_words({fast->target_id})},
                                                {"points", decimal_text(fast->points, 0)}}) +
            "</h3>\n<table>\n" +
            headings(ceiling.empty() ? "cli.grade.report.fast-headings"
                                     : "cli.grade.report.fast-headings-named",
                     {{"ceiling", ceiling}});
    std::vector<std::pair<double, std::string>> rows;
    std::vector<double> percents;  // of each measured kernel's ceiling
    for (const std::string& student : view.students) {
      const ChapterResult* r = result_of(view, student, ch->id);
      if (!r || !r->bench) continue;
      const BenchResult& b = *r->bench;
      if (b.ms > 0) percents.push_back(100 * b.ratio);
      const std::string times =
          b.ms > 0 && b.reference_ms > 0 ? decimal_text(b.ms / b.reference_ms, 2) + " x" : "-";
      rows.push_back(
          {b.ratio, row({e(student), e(b.size),
                         b.ms > 0 ? decimal_text(100 * b.ratio, 1) + " %" : "-", times,
                         b.met ? "<span class=good>" + t("cli.grade.report.met") + "</span>"
                               : "<span class=bad>" + t("cli.grade.report.not-met") + "</span>",
                         e(b.note)})});
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [_, line] : rows) html += line;
    html += "</table>\n";
    if (!percents.empty())
      html += "<p>\n" +
              pictures::speed_distribution_svg(ch->id + " " + fast->kernel, percents,
                                               100 * fast->target, reader_language()) +
              "</p>\n";
  }
  if (html.empty()) return "";
  return "<h2>" + t("cli.grade.report.fast") + "</h2>\n<p class=note>" +
         t("cli.grade.report.fast-note") + "</p>\n" + html;
}

std::string similar(const LabPaths& paths, const ClassView& view) {
  std::string html =
      "<h2>" + t("cli.grade.report.similar") + "</h2>\n<p class=note>" +
      t("cli.grade.report.similar-note", {{"threshold", decimal_text(kSimilarityThreshold, 2)}}) +
      "</p>\n";
  for (const Chapter* ch : view.chapters) {
    std::map<std::string, std::string> files;
    for (const std::string& student : view.students) {
      const auto file = view.files.find(student + "/" + ch->id);
      if (file != view.files.end()) files[student] = read_text(file->second);
    }
    const std::string skeleton = read_text(paths.student_file(*ch));
    const ChapterSimilarity s = compare_chapter(files, read_text(paths.solution_file(*ch)),
                                                looks_like_skeleton(skeleton, *ch) ? skeleton : "");
    html += "<h3>" + e(ch->id + " " + ch->slug) + "</h3>\n";
    if (s.pairs.empty())
      html += "<p>" + t("cli.grade.report.no-pairs") + "</p>\n";
    else {
      html += "<table>\n" + headings("cli.grade.report.similar-headings");
      for (const SimilarPair& p : s.pairs)
        html += row({e(p.a), e(p.b), decimal_text(p.similarity, 3)});
      html += "</table>\n";
    }
    auto list = [&](const char* what, const std::vector<std::string>& names) {
      if (names.empty()) return;
      std::string joined;
      for (const std::string& n : names) joined += (joined.empty() ? "" : ", ") + e(n);
      html +=
          "<p>" +
          say("cli.grade.report.listed",
              {{"what", "<b>" + t(what) + "</b>"}, {"count", names.size()}, {"names", joined}}) +
          "</p>\n";
    };
    list("cli.grade.report.identical", s.identical_to_solution);
    list("cli.grade.report.untouched", s.untouched_skeleton);
  }
  return html;
}

std::string submission_notes(const ClassView& view) {
  std::string html = "<h2>" + t("cli.grade.report.submissions") + "</h2>\n<table>\n" +
                     headings("cli.grade.report.submissions-headings");
  for (const auto& [student, s] : view.records.submissions) {
    std::string notes = s.rejected.empty()
                            ? ""
                            : "<span class=bad>" +
                                  t("cli.grade.report.rejected", {{"why", s.rejected}}) +
                                  "</span><br>";
    for (const std::string& n : s.notes) notes += e(n) + "<br>";
    auto some = [&](const char* what, const std::vector<std::string>& names) {
      if (names.empty()) return;
      std::string shown;
      for (size_t i = 0; i < names.size() && i < kListed; ++i)
        shown += (i ? ", " : "") + e(names[i]);
      if (names.size() > kListed)
        shown += t("cli.grade.report.more", {{"count", names.size() - kListed}});
      notes += say("cli.grade.report.listed",
                   {{"what", t(what)}, {"count", names.size()}, {"names", shown}}) +
               "<br>";
    };
    some("cli.grade.report.ignored", s.ignored);
    some("cli.grade.report.unused", s.unused);
    std::string chapters;
    for (const std::string& id : s.chapters) chapters += (chapters.empty() ? "" : ", ") + id;
    html += row({e(student), e(s.form), e(chapters), notes});
  }
  return html + "</table>\n";
}

}  // namespace

std::string report_html(const LabPaths& paths, const ClassView& view, const RunInfo& run) {
  std::string html =
      "<!DOCTYPE html>\n<html lang=" + std::string(language_code(reader_language())) +
      "><head><meta charset=utf-8><title>" + t("cli.grade.report.title") + "</title>" +
      std::string(kStyle) + "</head><body>\n<h1>" + t("cli.grade.report.heading") +
      "</h1>\n<table>\n";
  html += row({t("cli.grade.report.students"), std::to_string(view.students.size())});
  html += row({t("cli.grade.report.sandbox"),
               run.sandbox == "bubblewrap" ? "bubblewrap"
                                           : "<span class=bad>" + e(run.sandbox) + "</span>"});
  html += row({t("cli.grade.report.limits"), e(run.limits)});
  if (!run.hook.empty())
    html += row({t("cli.grade.report.test-hook"), "<span class=bad>" + e(run.hook) + "</span>"});
  html += row({t("cli.grade.report.class-seed"), run.class_seed.text()});
  if (run.wall_s > 0)
    html += row({t("cli.grade.report.last-run"),
                 t("cli.grade.report.last-run-text", {{"graded", run.graded_now},
                                                      {"duration", duration_text(run.wall_s)},
                                                      {"jobs", run.jobs}})});
  html += "</table>\n";
  html += pass_rates(view) + common_failures(view) + build_failures(view) + unusual_results(view) +
          fast_kernels(view) + similar(paths, view) + submission_notes(view);
  return html + "</body></html>\n";
}

}  // namespace lab::cli::grade
