// The report format on its own: what is written reads back the same, a truncated report
// keeps what finished, JUnit escapes what the code under test chose to print, diagnosis ids
// travel beside the text, and a test name selects exactly that test.
#include <cctype>
#include <filesystem>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/report.h"
#include "checker/harness/supervisor.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

using namespace lab::report;

namespace {

std::string sample() {
  Session s;
  s.chapter = "1.6-vector-add";
  s.variant = "student";
  s.seed = "42";
  s.gpu = Gpu{"NVIDIA H200", 9, 0, 132};
  s.tests = {"alpha", "beta"};
  TestEnd a{
      "alpha", Outcome::pass, "", {}, 0.5, {{"vector_add", "n = 2^26", 0.19, "copy", 1.01}}, 0, 1};
  TestEnd b{"beta", Outcome::fail, "got <3> & \"4\"\nsecond line", {"block-edges"}, 0.25, {}, 2, 2};
  End e;
  e.status = Outcome::fail;
  e.passed = 1;
  e.failed = 1;
  return session_line(s) + "\n" + test_start_line("alpha", 1) + "\n" + test_end_line(a) + "\n" +
         output_line("beta", {"debug \xff line"}, 3) + "\n" + test_end_line(b) + "\n" +
         incident_line({IncidentKind::crash, "beta", "killed by SIGSEGV"}) + "\n" + end_line(e) +
         "\n";
}

}  // namespace

TEST_CASE("report: every event reads back as written", "[host][report]") {
  const Report r = parse(sample());
  CHECK(r.error.empty());
  REQUIRE(r.session);
  CHECK(r.session->format == kFormat);
  CHECK(r.session->gpu->name == "NVIDIA H200");
  CHECK(r.session->gpu->major == 9);
  CHECK(r.session->tests == std::vector<std::string>{"alpha", "beta"});
  REQUIRE(r.tests.size() == 2);
  CHECK(r.tests[0].status == Outcome::pass);
  REQUIRE(r.tests[0].timings.size() == 1);
  CHECK(r.tests[0].timings[0].ratio == Approx(1.01));
  CHECK(r.tests[1].diagnosis == "got <3> & \"4\"\nsecond line");
  CHECK(r.tests[1].diagnosis_ids == std::vector<std::string>{"block-edges"});
  CHECK(r.tests[1].worker == 2);
  CHECK(r.output.size() == 1);  // an invalid UTF-8 byte is replaced, the line kept
  CHECK(r.output_cut == 3);
  REQUIRE(r.incidents.size() == 1);
  CHECK(r.incidents[0].kind == IncidentKind::crash);
  REQUIRE(r.end);
  CHECK(r.end->passed == 1);
}

TEST_CASE("report: a report cut off halfway keeps what finished and has no end", "[host][report]") {
  const std::string full = sample();
  const std::string cut = full.substr(0, full.find("\"event\":\"output\"") + 5);
  const Report r = parse(cut);
  CHECK(r.error.empty());
  CHECK(r.tests.size() == 1);
  CHECK_FALSE(r.end);
  CHECK_FALSE(parse("not json\n{\"event\":\"end\",\"status\":\"pass\"}\n").error.empty());
}

TEST_CASE("report: JUnit has one testcase per test, escaped, with failures and errors",
          "[host][report]") {
  Report r = parse(sample());
  r.tests.push_back(
      {"gamma", Outcome::not_run, "not run: after the hang", {"not-run"}, 0, {}, 0, 1});
  const std::string xml = junit_xml(r);
  CHECK_THAT(
      xml,
      lab::contains(
          "<testsuite name=\"1.6-vector-add (student)\" tests=\"3\" failures=\"1\" errors=\"1\""));
  CHECK_THAT(xml, lab::contains("got &lt;3&gt; &amp; &quot;4&quot;"));
  CHECK_THAT(xml, lab::contains("<error message=\"not run: after the hang\" type=\"not-run\">"));
  CHECK_THAT(junit_document({xml}),
             lab::starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>"));
}

TEST_CASE("diagnosis ids: beside the text, in order and without repeats, never shown",
          "[host][report]") {
  lab::Problems problems;
  problems.add(lab::Diagnosis{"tail-unwritten", "only the tail"});
  problems.add(lab::Diagnosis{"block-edges", "edges"});
  problems.add(lab::Diagnosis{"", "prose without an id"});
  problems.add(lab::Diagnosis{"tail-unwritten", "again"});
  CHECK(problems.ids() == std::vector<std::string>{"tail-unwritten", "block-edges"});
  CHECK(problems.text() == "only the tail\nedges\nprose without an id\nagain");
  // Nothing wrong adds nothing, not even its id.
  CHECK(lab::Problems(lab::Diagnosis{"x", ""}).empty());
  CHECK(lab::Problems(lab::Diagnosis{"x", ""}).ids().empty());
  // A text that quotes problems keeps its own id first, then theirs.
  const lab::Problems quoted =
      problems.quoted_in(lab::Diagnosis{"outer", "n = 3:\n" + problems.text()});
  CHECK(quoted.ids() == std::vector<std::string>{"outer", "tail-unwritten", "block-edges"});
  CHECK(quoted.text() == "n = 3:\n" + problems.text());
  const lab::Diagnosis stale = lab::stale_second_call("vector_add", "c");
  CHECK(stale.id == "stale-second-call");
  CHECK_THAT(stale.text, lab::contains("the second call returned the first call's result"));
}

namespace {

// Whether `source` writes one of the control characters that once marked diagnosis ids inside
// their text (record separator 0x1e, unit separator 0x1f): as an escape in hex or octal
// (backslash x1e, backslash 036, ...) or as the character itself.
bool writes_id_mark(const std::string& source) {
  for (size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\x1e' || source[i] == '\x1f') return true;
    if (source[i] != '\\' || i + 3 >= source.size()) continue;
    const std::string escape = source.substr(i + 1, 3);
    const char last = static_cast<char>(std::tolower(static_cast<unsigned char>(escape[2])));
    if (escape.compare(0, 2, "x1") == 0 && (last == 'e' || last == 'f')) return true;
    if (escape == "036" || escape == "037") return true;
  }
  return false;
}

}  // namespace

TEST_CASE("diagnosis ids: no source marks them inside a text again", "[host][report]") {
  REQUIRE(writes_id_mark("return '\\x1f' + id;"));
  REQUIRE(writes_id_mark("constexpr char kOpen = '\\x1E';"));
  REQUIRE(writes_id_mark("text + \"\\037\""));
  REQUIRE_FALSE(writes_id_mark("\"\\x1b[0m\" \\n lab::Diagnosis{id, text}"));
  const std::filesystem::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  size_t files = 0;
  for (const std::filesystem::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    // The output channel's own mark (kOutputMark) is no diagnosis id; this file names them.
    if (shown == "checker/harness/channel.h" || shown == "checker/host/test_report_format.cpp")
      continue;
    ++files;
    if (writes_id_mark(lab::read_text(file)))
      FAIL_CHECK(shown << " writes a diagnosis id mark (0x1e or 0x1f) into a text: a diagnosis "
                          "is a lab::Diagnosis {id, text} and lab::Problems lists them "
                          "(checker/harness/diagnosis.h), the id beside the text");
  }
  CHECK(files > 100);
}

TEST_CASE("a test name becomes a Catch2 filter that escapes , [ ] \" \\ and ~", "[host][report]") {
  CHECK(lab::catch_filter_for("a, [b] \"c\" \\d ~e") == "a\\, \\[b\\] \\\"c\\\" \\\\d \\~e");
  CHECK_THAT(lab::hang_text("t", 30),
             lab::contains("HANG: the test \"t\" did not finish within 30 s"));
}
