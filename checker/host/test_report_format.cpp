// The report format on its own: what is written reads back the same, a truncated report
// keeps what finished, JUnit escapes what the code under test chose to print, diagnosis ids
// travel beside the text, and a test name selects exactly that test.
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/report.h"
#include "checker/harness/supervisor.h"

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

TEST_CASE("diagnosis ids: marked in the text, listed beside it, never shown", "[host][report]") {
  const std::string text = lab::tagged("tail-unwritten", "only the tail") + "\n" +
                           lab::tagged("block-edges", "edges") + "\n" +
                           lab::tagged("tail-unwritten", "again");
  const lab::Untagged u = lab::untag(text);
  CHECK(u.ids == std::vector<std::string>{"tail-unwritten", "block-edges"});
  CHECK(u.text == "only the tail\nedges\nagain");
  CHECK(lab::tagged("x", "").empty());
  CHECK_THAT(lab::untag(lab::stale_second_call("vector_add", "c")).text,
             lab::contains("the second call returned the first call's result"));
}

TEST_CASE("a test name becomes a Catch2 filter that escapes , [ ] \" \\ and ~", "[host][report]") {
  CHECK(lab::catch_filter_for("a, [b] \"c\" \\d ~e") == "a\\, \\[b\\] \\\"c\\\" \\\\d \\~e");
  CHECK_THAT(lab::hang_text("t", 30),
             lab::contains("HANG: the test \"t\" did not finish within 30 s"));
}
