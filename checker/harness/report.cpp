#include "checker/harness/report.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "checker/harness/json_lines.h"

namespace lab::report {

namespace {

using nlohmann::json;

Outcome status_from(const std::string& name) {
  if (const std::optional<Outcome> o = parse_status_word(name)) return *o;
  throw std::invalid_argument("unknown status \"" + name + "\"");
}

// Text from a program we do not trust may hold any bytes; JSON needs UTF-8.
std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

json timing_json(const KernelTiming& t) {
  return {{"kernel", t.kernel},
          {"size", t.size},
          {"ms", t.ms},
          {"ceiling", t.ceiling},
          {"ratio", t.ratio}};
}

json session_json(const Session& s, const char* event) {
  json j = {{"event", event},       {"format", s.format}, {"chapter", s.chapter},
            {"variant", s.variant}, {"seed", s.seed},     {"tests", s.tests}};
  if (s.gpu) {
    j["gpu"] = {
        {"name", s.gpu->name},
        {"compute_capability", std::to_string(s.gpu->major) + "." + std::to_string(s.gpu->minor)},
        {"multiprocessors", s.gpu->multiprocessors}};
  } else {
    j["gpu"] = nullptr;
    j["gpu_reason"] = s.gpu_reason;
  }
  return j;
}

Session session_from(const json& j) {
  Session s;
  s.format = j.value("format", 0);
  s.chapter = j.value("chapter", "");
  s.variant = j.value("variant", "");
  s.seed = j.value("seed", "");
  s.tests = j.value("tests", std::vector<std::string>{});
  if (j.contains("gpu") && j["gpu"].is_object()) {
    const json& g = j["gpu"];
    Gpu gpu;
    gpu.name = g.value("name", "");
    const std::string cc = g.value("compute_capability", "0.0");
    const size_t dot = cc.find('.');
    gpu.major = std::stoi(cc.substr(0, dot));
    gpu.minor = dot == std::string::npos ? 0 : std::stoi(cc.substr(dot + 1));
    gpu.multiprocessors = g.value("multiprocessors", 0);
    s.gpu = gpu;
  } else {
    s.gpu_reason = j.value("gpu_reason", "");
  }
  return s;
}

std::vector<Cause> causes_from(const json& list) {
  std::vector<Cause> causes;
  for (const json& c : list) causes.push_back({c.value("id", ""), c.value("text", "")});
  return causes;
}

json causes_json(const std::vector<Cause>& causes) {
  json list = json::array();
  for (const Cause& c : causes) list.push_back({{"id", c.id}, {"text", c.text}});
  return list;
}

TestEnd test_end_from(const json& j) {
  TestEnd t;
  t.test = j.at("test").get<std::string>();
  t.status = status_from(j.at("status").get<std::string>());
  t.diagnosis = j.value("diagnosis", "");
  t.diagnosis_ids = j.value("diagnosis_ids", std::vector<std::string>{});
  t.seconds = j.value("seconds", 0.0);
  t.output_lines = j.value("output_lines", size_t{0});
  t.worker = j.value("worker", 1);
  for (const json& k : j.value("timings", json::array()))
    t.timings.push_back({k.value("kernel", ""), k.value("size", ""), k.value("ms", 0.0),
                         k.value("ceiling", ""), k.value("ratio", 0.0)});
  t.causes = causes_from(j.value("causes", json::array()));
  return t;
}

CauseJudgement judgement_from(const json& j) {
  CauseJudgement c;
  c.test = j.at("test").get<std::string>();
  c.lead_in = j.value("lead_in", "");
  c.shown = causes_from(j.value("shown", json::array()));
  for (const json& r : j.value("ruled_out", json::array()))
    c.ruled_out.push_back({r.value("id", ""), r.value("by", "")});
  return c;
}

std::string xml_escape(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\n':
      case '\t': out += static_cast<char>(c); break;
      default:
        if (c < 0x20)
          out += "&#xFFFD;";  // not allowed in XML 1.0, even escaped
        else
          out += static_cast<char>(c);
    }
  }
  return out;
}

}  // namespace

Outcome outcome_of(const TestEnd& t) { return outcome_from(t.status, t.diagnosis_ids); }

std::string session_line(const Session& session, const char* event) {
  return dump(session_json(session, event));
}

std::string test_start_line(const std::string& test, int worker) {
  return dump({{"event", "test-start"}, {"test", test}, {"worker", worker}});
}

std::string test_end_line(const TestEnd& t) {
  json timings = json::array();
  for (const KernelTiming& k : t.timings) timings.push_back(timing_json(k));
  return dump({{"event", "test-end"},
               {"test", t.test},
               {"status", status_word(t.status)},
               {"diagnosis", t.diagnosis},
               {"diagnosis_ids", t.diagnosis_ids},
               {"seconds", t.seconds},
               {"timings", timings},
               {"output_lines", t.output_lines},
               {"worker", t.worker},
               {"causes", causes_json(t.causes)}});
}

std::string causes_line(const CauseJudgement& judged) {
  json ruled_out = json::array();
  for (const RuledOut& r : judged.ruled_out) ruled_out.push_back({{"id", r.id}, {"by", r.by}});
  return dump({{"event", "causes"},
               {"test", judged.test},
               {"lead_in", judged.lead_in},
               {"shown", causes_json(judged.shown)},
               {"ruled_out", ruled_out}});
}

std::string with_causes(const std::string& diagnosis, const CauseJudgement& judged) {
  if (judged.shown.empty()) return diagnosis;
  std::string text = diagnosis + (diagnosis.empty() ? "" : "\n") + judged.lead_in;
  const bool one = judged.shown.size() == 1;
  for (const Cause& c : judged.shown) text += (one ? " " : "\n  - ") + c.text;
  return text;
}

void complete_test(const CauseJudgement& judged, std::vector<TestEnd>& tests) {
  for (auto t = tests.rbegin(); t != tests.rend(); ++t) {
    if (t->test != judged.test) continue;
    t->diagnosis = with_causes(t->diagnosis, judged);
    for (const Cause& c : judged.shown)
      if (std::find(t->diagnosis_ids.begin(), t->diagnosis_ids.end(), c.id) ==
          t->diagnosis_ids.end())
        t->diagnosis_ids.push_back(c.id);
    return;
  }
}

std::string incident_line(const Incident& incident) {
  return dump(
      {{"event", to_string(incident.kind)}, {"test", incident.test}, {"text", incident.text}});
}

std::string output_line(const std::string& test, const std::vector<std::string>& lines,
                        size_t cut) {
  return dump({{"event", "output"}, {"test", test}, {"lines", lines}, {"cut", cut}});
}

std::string end_line(const End& e) {
  json j = {{"event", "end"},          {"status", status_word(e.status)},
            {"passed", e.passed},      {"failed", e.failed},
            {"skipped", e.skipped},    {"not_run", e.not_run},
            {"exit_code", e.exit_code}};
  if (!e.expected_diagnosis.empty())
    j["expect_diagnosis"] = {{"text", e.expected_diagnosis}, {"found", e.expected_found}};
  return dump(j);
}

Reading read(const Report& report, int exit_code) {
  Reading r;
  r.ended = report.end.has_value();
  r.no_gpu =
      report.end && report.end->status == Outcome::skip && (exit_code == 77 || exit_code == 1);
  for (const Incident& i : report.incidents) {
    if (i.kind == IncidentKind::sticky_error) r.sticky = true;
    if (i.kind == IncidentKind::stopped || (i.kind == IncidentKind::forged && i.test.empty()))
      r.problems.push_back(i.text);
  }
  if (!report.error.empty()) r.problems.push_back(report.error);
  r.passed =
      exit_code == 0 && report.end && report.end->status == Outcome::pass && r.problems.empty();
  return r;
}

Report parse(const std::string& jsonl) {
  Report report;
  report.error =
      json_lines::for_each_event(jsonl, "report", [&](const std::string& event, const json& j) {
        if (event == "session") {
          report.session = session_from(j);
        } else if (event == "test-end") {
          report.tests.push_back(test_end_from(j));
        } else if (event == "output") {
          for (const std::string& l : j.value("lines", std::vector<std::string>{}))
            report.output.push_back(l);
          report.output_cut += j.value("cut", size_t{0});
        } else if (event == "causes") {
          report.judgements.push_back(judgement_from(j));
          complete_test(report.judgements.back(), report.tests);
        } else if (const std::optional<IncidentKind> kind = parse_incident_kind(event)) {
          report.incidents.push_back({*kind, j.value("test", ""), j.value("text", "")});
        } else if (event == "end") {
          End e;
          e.status = status_from(j.at("status").get<std::string>());
          e.passed = j.value("passed", size_t{0});
          e.failed = j.value("failed", size_t{0});
          e.skipped = j.value("skipped", size_t{0});
          e.not_run = j.value("not_run", size_t{0});
          e.exit_code = j.value("exit_code", 1);
          if (j.contains("expect_diagnosis")) {
            e.expected_diagnosis = j["expect_diagnosis"].value("text", "");
            e.expected_found = j["expect_diagnosis"].value("found", false);
          }
          report.end = e;
        }
      });
  return report;
}

std::string worker_line(const std::string& event, const std::string& test,
                        const std::string& text) {
  return dump({{"event", event}, {"test", test}, {"text", text}});
}

std::string crash_context_line(const std::string& id, const std::string& text) {
  return dump({{"event", "crash-context"}, {"id", id}, {"text", text}});
}

bool parse_worker_line(const std::string& line, WorkerEvent& out) {
  try {
    const json j = json::parse(line);
    out = WorkerEvent{};
    out.event = j.at("event").get<std::string>();
    if (out.event == "hello") {
      out.hello = session_from(j);
    } else if (out.event == "test-end") {
      out.test_end = test_end_from(j);
    } else if (out.event == "test-start") {
      out.test_end.test = j.at("test").get<std::string>();
    } else if (out.event == to_string(IncidentKind::sticky_error) || out.event == "usage") {
      out.test_end.test = j.value("test", "");
      out.text = j.value("text", "");
    } else if (out.event == "crash-context") {
      out.id = j.value("id", "");
      out.text = j.value("text", "");
    } else if (out.event == "restart-clock") {
      out.test_end.test = j.value("test", "");
    } else if (out.event != "done") {
      return false;
    }
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

std::string junit_xml(const Report& report) {
  const std::string suite =
      report.session ? report.session->chapter + " (" + report.session->variant + ")" : "checker";
  size_t failures = 0, errors = 0, skipped = 0;
  std::string cases;
  for (const TestEnd& t : report.tests) {
    cases += "  <testcase classname=\"" + xml_escape(suite) + "\" name=\"" + xml_escape(t.test) +
             "\" time=\"" + std::to_string(t.seconds) + "\">\n";
    const std::string message = xml_escape(t.diagnosis.substr(0, t.diagnosis.find('\n')));
    // A crash, a hang, a test never run: errors (the test could not give a verdict).
    const Outcome outcome = outcome_of(t);
    const bool error =
        outcome != Outcome::fail && outcome != Outcome::pass && outcome != Outcome::skip;
    if (t.status == Outcome::skip) {
      ++skipped;
      cases += "    <skipped message=\"" + message + "\"/>\n";
    } else if (t.status != Outcome::pass) {
      ++(error ? errors : failures);
      const std::string type = t.diagnosis_ids.empty() ? std::string(status_word(t.status))
                                                       : xml_escape(t.diagnosis_ids.front());
      const std::string body =
          " message=\"" + message + "\" type=\"" + type + "\">" + xml_escape(t.diagnosis);
      cases += error ? "    <error" + body + "</error>\n" : "    <failure" + body + "</failure>\n";
    }
    cases += "  </testcase>\n";
  }
  return "<testsuite name=\"" + xml_escape(suite) + "\" tests=\"" +
         std::to_string(report.tests.size()) + "\" failures=\"" + std::to_string(failures) +
         "\" errors=\"" + std::to_string(errors) + "\" skipped=\"" + std::to_string(skipped) +
         "\">\n" + cases + "</testsuite>\n";
}

std::string junit_document(const std::vector<std::string>& testsuites) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n";
  for (const std::string& s : testsuites) out += s;
  return out + "</testsuites>\n";
}

}  // namespace lab::report
