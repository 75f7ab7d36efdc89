#include "checker/cli/grade/demo_class.h"

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <sstream>

#include "checker/cli/grade/outputs.h"
#include "checker/cli/grade/spawn.h"
#include "checker/cli/pristine.h"
#include "checker/cli/selftest.h"

namespace lab::cli::grade {

namespace {

constexpr const char* kRolesFile = ".demo-class.tsv";
// The fixture checker's behaviours that stand for known-wrong variants. Those that make a
// test end a certain way are named by that ending.
const std::string kFail = report::to_string(report::Outcome::fail);
const std::string kFixtureMistakes[] = {kFail,
                                        report::to_string(report::Outcome::crash),
                                        report::to_string(report::IncidentKind::exit),
                                        "print",
                                        "forge",
                                        "sticky",
                                        "abort",
                                        "quick-exit",
                                        kFail + ",print"};
// The roles that stand for a submission's outcome are named by it.
const std::string kCompileError = report::to_string(report::SubmissionOutcome::compile_error);
const std::string kRejected = report::to_string(report::SubmissionOutcome::rejected);
constexpr uint64_t kBombBytes = 80ull << 20;  // past the default 64 MiB of TreeLimits

struct Entry {
  std::string name, text;
  enum Kind { file, symlink } kind = file;
};

void write_archive(const fs::path& file, const std::vector<Entry>& entries, bool zip) {
  std::unique_ptr<archive, decltype(&archive_write_free)> out(archive_write_new(),
                                                              archive_write_free);
  if (zip) {
    archive_write_set_format_zip(out.get());
  } else {
    archive_write_set_format_pax_restricted(out.get());
    archive_write_add_filter_gzip(out.get());
  }
  archive_write_open_filename(out.get(), file.c_str());
  for (const Entry& e : entries) {
    std::unique_ptr<archive_entry, decltype(&archive_entry_free)> entry(archive_entry_new(),
                                                                        archive_entry_free);
    archive_entry_set_pathname(entry.get(), e.name.c_str());
    archive_entry_set_perm(entry.get(), 0644);
    if (e.kind == Entry::symlink) {
      archive_entry_set_filetype(entry.get(), AE_IFLNK);
      archive_entry_set_symlink(entry.get(), e.text.c_str());
      archive_write_header(out.get(), entry.get());
    } else {
      archive_entry_set_filetype(entry.get(), AE_IFREG);
      archive_entry_set_size(entry.get(), static_cast<la_int64_t>(e.text.size()));
      archive_write_header(out.get(), entry.get());
      archive_write_data(out.get(), e.text.data(), e.text.size());
    }
  }
  archive_write_close(out.get());
}

void write_folder(const fs::path& root, const std::vector<Entry>& entries) {
  for (const Entry& e : entries) {
    fs::create_directories((root / e.name).parent_path());
    write_text(root / e.name, e.text);
  }
}

bool run_git(const fs::path& repo, std::vector<std::string> args) {
  args.insert(args.begin(), {"git", "-C", repo.string(), "-c", "user.name=demo", "-c",
                             "user.email=demo@example.invalid", "-c", "init.defaultBranch=main",
                             "-c", "commit.gpgsign=false"});
  SpawnSpec spec{args, current_environment(), "", repo.parent_path() / ".git-demo.log"};
  spec.wall_s = 60;
  const SpawnResult r = spawn_and_wait(spec);
  std::error_code error;
  fs::remove(repo.parent_path() / ".git-demo.log", error);
  return r.exited() && r.exit_code == 0;
}

void write_repository(const fs::path& repo, const std::vector<Entry>& entries) {
  fs::create_directories(repo);
  write_folder(repo, entries);
  run_git(repo, {"init", "-q"});
  if (entries.empty()) return;
  run_git(repo, {"add", "-A"});
  run_git(repo, {"commit", "-q", "-m", "my lab work"});
}

std::vector<std::string> roles_of(const Chapter& ch, bool fixture) {
  std::vector<std::string> roles = {"solution",    "solution",       "solution", "skeleton",
                                    kCompileError, "reads-solution", "missing"};
  if (fixture) {
    for (const std::string& behaviour : kFixtureMistakes)
      roles.push_back(std::string("mistake:") + behaviour);
    roles.push_back(std::string("mistake:") + report::to_string(report::Outcome::hang));
  } else {
    for (const SelftestRun& v : chapter_variants(ch))
      if (v.role == Role::mistake)
        roles.push_back("mistake:" + v.variant.substr(std::string("mistake.").size()));
  }
  return roles;
}

// The text of a chapter file in one role; "" for "missing".
std::string file_text(const LabPaths& paths, const Chapter& ch, const std::string& role,
                      bool fixture, const std::string& student) {
  const std::string solution_include =
      "#include \"solutions/" + ch.dir() + "/" + ch.source + ".cu\"\n";
  if (role == "missing") return "";
  if (fixture) {
    std::string marker = role.rfind("mistake:", 0) == 0 ? role.substr(8)
                         : role == "skeleton"           ? kFail
                                                        : "";
    std::string text = "// " + student + ", " + ch.id + ": a stand-in for " + role +
                       " (the grader's test hook).\n";
    if (!marker.empty()) text += "// lab-fixture: " + marker + "\n";
    if (role == kCompileError) return text + "int lab_demo() { return 1 }\n";
    if (role == "reads-solution") return text + solution_include;
    return text + "int lab_demo() { return 1; }\n";
  }
  if (role == "solution") return read_text(paths.solution_file(ch));
  if (role == "skeleton") return read_text(paths.student_file(ch));
  if (role == kCompileError) {
    std::string text = read_text(paths.solution_file(ch));
    return text + "\nvoid lab_demo_broken() { return 1 }\n";
  }
  if (role == "reads-solution")
    return "// Reuses the reference solution: the sandbox must not let this compile.\n" +
           solution_include;
  return inline_local_includes(paths.source_root / "checker" / ch.dir() / "mistakes" /
                               (role.substr(8) + ".cu"));
}

void inline_into(const fs::path& file, std::set<fs::path>& done, std::string& out) {
  static const std::regex include(R"re(^\s*#\s*include\s*"([^"]+)"\s*$)re");
  std::istringstream in(read_text(file));
  std::smatch match;
  for (std::string line; std::getline(in, line);) {
    if (std::regex_match(line, std::regex(R"(^\s*#\s*pragma\s+once\s*$)"))) continue;
    if (std::regex_match(line, match, include)) {
      const fs::path local = file.parent_path() / match[1].str();
      if (fs::is_regular_file(local)) {
        if (done.insert(fs::weakly_canonical(local)).second) inline_into(local, done, out);
        continue;
      }
    }
    out += line + "\n";
  }
}

}  // namespace

std::string inline_local_includes(const fs::path& file) {
  std::set<fs::path> done;
  std::string out;
  inline_into(file, done, out);
  return out;
}

size_t make_demo_class(const LabPaths& paths, const std::vector<const Chapter*>& chapters,
                       int students, const fs::path& dir, bool fixture) {
  fs::create_directories(dir);
  std::string roles_tsv = "student\tchapter\trole\n";
  for (int i = 0; i < students; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "student%03d", i + 1);
    const int form = i % 5;
    std::vector<Entry> entries;
    for (size_t j = 0; j < chapters.size(); ++j) {
      const Chapter& ch = *chapters[j];
      const std::vector<std::string> roles = roles_of(ch, fixture);
      const std::string role = roles[(static_cast<size_t>(i) + j * 3) % roles.size()];
      roles_tsv += std::string(name) + "\t" + ch.id + "\t" + role + "\n";
      const std::string text = file_text(paths, ch, role, fixture, name);
      if (role == "missing") continue;
      const std::string folder = form == 1 ? ch.dir() + "/" : "chapters/" + ch.dir() + "/";
      entries.push_back({folder + ch.source + ".cu", text});
      if (j == 0)
        entries.push_back({folder + ch.source + ".h", "// a header the grader ignores\n"});
    }
    entries.push_back({"NOTES.txt", "my notes\n"});
    if (form == 2) {
      for (Entry& e : entries)
        e.name = std::string(name) + "-lab/" + e.name;  // one wrapping folder
      write_archive(dir / (std::string(name) + ".zip"), entries, true);
    } else if (form == 3) {
      write_archive(dir / (std::string(name) + ".tar.gz"), entries, false);
    } else if (form == 4) {
      write_repository(dir / name, entries);
    } else {
      write_folder(dir / name, entries);
    }
  }
  // The broken ones: each must become a reasoned entry, and stop nothing.
  const Chapter& first = *chapters.front();
  const std::string good = "chapters/" + first.dir() + "/" + first.source + ".cu";
  const std::string good_text = file_text(paths, first, "solution", fixture, "broken");
  write_archive(dir / "broken-dotdot.zip", {{good, good_text}, {"../../escaped.cu", "int x;\n"}},
                true);
  write_archive(dir / "broken-absolute.tar.gz",
                {{good, good_text}, {"/tmp/absolute.cu", "int x;\n"}}, false);
  write_archive(dir / "broken-symlink.tar.gz",
                {{"chapters/passwd", "../../etc/passwd", Entry::symlink}, {good, good_text}},
                false);
  write_archive(dir / "broken-bomb.tar.gz",
                {{good, good_text}, {"zeros.bin", std::string(kBombBytes, '\0')}}, false);
  write_archive(dir / "broken-nonutf8.zip",
                {{good, good_text}, {"chapters/caf\xe9.cu", "int x;\n"}}, true);
  write_repository(dir / "broken-empty-repo", {});
  for (const char* broken :
       {"broken-dotdot", "broken-absolute", "broken-symlink", "broken-bomb", "broken-empty-repo"})
    roles_tsv += std::string(broken) + "\t*\t" + kRejected + "\n";
  roles_tsv += "broken-nonutf8\t" + first.id + "\tsolution\n";
  write_text(dir / kRolesFile, roles_tsv);
  return static_cast<size_t>(students) + 6;
}

std::vector<std::string> demo_check(const fs::path& submissions, const fs::path& out,
                                    const std::vector<Chapter>& registry) {
  const std::string tsv = read_text(submissions / kRolesFile);
  if (tsv.empty()) return {};
  const ClassView view = class_view(registry, {out});
  std::vector<std::string> lines;
  size_t wrong_variants = 0, failing = 0, below = 0;
  std::istringstream in(tsv);
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string student, chapter, role;
    std::getline(fields, student, '\t');
    std::getline(fields, chapter, '\t');
    std::getline(fields, role, '\t');
    if (!view.records.submissions.count(student)) continue;  // another shard's
    const bool graded_chapter = std::any_of(view.chapters.begin(), view.chapters.end(),
                                            [&](const Chapter* ch) { return ch->id == chapter; });
    if (chapter != "*" && !graded_chapter) continue;  // not among --chapters
    if (role == kRejected) {
      if (view.records.submissions.at(student).rejected.empty())
        lines.push_back(student + ": was not rejected");
      continue;
    }
    const auto found = view.records.results.find({student, chapter});
    const ChapterResult* r = found == view.records.results.end() ? nullptr : &found->second;
    if (r && (r->outcome == SubmissionOutcome::no_gpu ||
              r->outcome == SubmissionOutcome::grader_error)) {
      lines.push_back(student + " " + chapter + " (" + role + "): not graded");
      continue;
    }
    // Fully passing: every test passed, the optional ones included.
    const bool passing = r && r->outcome == SubmissionOutcome::graded && !r->tests.empty() &&
                         std::all_of(r->tests.begin(), r->tests.end(), [](const TestResult& t) {
                           return t.outcome == report::Outcome::pass;
                         });
    if (role == "solution" && !passing)
      lines.push_back(student + " " + chapter + ": the reference solution did not pass every test");
    if (role != "solution" && passing)
      lines.push_back(student + " " + chapter + " (" + role + "): passed every test");
    if (role.rfind("mistake:", 0) == 0) {
      const ChapterScore score = score_of(view, student, chapter);
      ++wrong_variants, failing += !passing, below += score.score < score.max;
    }
  }
  lines.push_back("demo class: " + std::to_string(failing) + " of " +
                  std::to_string(wrong_variants) + " known-wrong files failed a test, " +
                  std::to_string(below) + " scored below full marks; " +
                  (lines.empty() ? "every file graded as what it is"
                                 : std::to_string(lines.size()) + " surprise(s) above"));
  return lines;
}

}  // namespace lab::cli::grade
