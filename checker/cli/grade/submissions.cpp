#include "checker/cli/grade/submissions.h"

#include <algorithm>
#include <cctype>
#include <csignal>
#include <set>

#include "checker/cli/grade/archive.h"
#include "checker/cli/grade/spawn.h"
#include "checker/cli/pristine.h"

namespace lab::cli::grade {

namespace {

// The top-level names of a clone of the lab: what they hold never counts, except the
// chapter files themselves.
const std::set<std::string> kLabNames = {"chapters",  "solutions",   "checker",           "common",
                                         "docs",      "meson.build", "meson_options.txt", "lab",
                                         "README.md", ".ci"};
constexpr double kGitLimit_s = 120;

bool is_git_repository(const fs::path& entry) {
  std::error_code error;
  return fs::exists(entry / ".git", error) ||
         (fs::is_regular_file(entry / "HEAD", error) && fs::is_directory(entry / "objects", error));
}

std::string safe_name(const std::string& name) {
  std::string safe;
  for (const char c : name)
    safe +=
        std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' ? c : '_';
  while (!safe.empty() && safe[0] == '.') safe.erase(0, 1);
  return safe.empty() ? "student" : safe;
}

SpawnResult git(const fs::path& repo, std::vector<std::string> args, const fs::path& log,
                const fs::path& out = {}, uint64_t max_bytes = 0) {
  args.insert(args.begin(),
              {"git", "-c", "safe.directory=*", "-c", "core.fsmonitor=false", "-C", repo.string()});
  std::vector<std::string> env = current_environment();
  env.insert(env.end(),
             {"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_TERMINAL_PROMPT=0"});
  SpawnSpec spec{args, env, "", log, out, kGitLimit_s};
  spec.max_file_bytes = max_bytes;
  return spawn_and_wait(spec);
}

FileTree read_repository(const fs::path& repo, const std::string& ref, const TreeLimits& limits,
                         const fs::path& scratch) {
  fs::create_directories(scratch);
  const fs::path log = scratch / "git.log", tar = scratch / "git.tar";
  FileTree tree;
  const SpawnResult commit =
      git(repo, {"rev-parse", "--verify", "--quiet", ref + "^{commit}"}, log);
  if (!commit.exited() || commit.exit_code != 0) {
    const fs::path all = scratch / "git-all.txt";
    git(repo, {"rev-list", "-n", "1", "--all"}, log, all);
    tree.rejected = read_text(all).empty() ? "an empty git repository (no commit)"
                                           : "the git repository has no commit " + ref;
    return tree;
  }
  // The tar stream is read through the same checks as an uploaded archive; its size is
  // bounded before it is read, so a repository cannot fill the disk.
  const SpawnResult archive =
      git(repo, {"archive", "--format=tar", ref}, log, tar, limits.max_total_bytes * 2);
  if (archive.signal == SIGXFSZ) {
    tree.rejected = "an archive bomb: the repository's files are larger than the limit";
  } else if (!archive.exited() || archive.exit_code != 0) {
    tree.rejected =
        "git archive failed (" + how_it_ended(archive) + "): " + read_text(log).substr(0, 300);
  } else {
    tree = read_archive(tar, limits);
  }
  std::error_code error;
  fs::remove(tar, error);
  return tree;
}

// "" or "T/": the one top folder that holds every file, when there is one.
std::string wrapping_folder(const FileTree& tree) {
  std::string top;
  for (const auto& [name, _] : tree.files) {
    const size_t slash = name.find('/');
    if (slash == std::string::npos) return "";
    const std::string first = name.substr(0, slash + 1);
    if (!top.empty() && first != top) return "";
    top = first;
  }
  return top;
}

}  // namespace

std::vector<fs::path> submission_entries(const fs::path& folder) {
  std::vector<fs::path> entries;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    entries.push_back(entry.path());
  }
  std::sort(entries.begin(), entries.end());
  return entries;
}

std::vector<std::string> student_names(const std::vector<fs::path>& entries) {
  std::vector<std::string> names;
  std::set<std::string> taken;
  for (const fs::path& entry : entries) {
    const std::string base = safe_name(without_archive_suffix(entry.filename().string()));
    std::string name = base;
    for (int n = 2; taken.count(name); ++n) name = base + "-" + std::to_string(n);
    taken.insert(name);
    names.push_back(name);
  }
  return names;
}

void locate_chapter_files(const FileTree& tree, const std::vector<const Chapter*>& chapters,
                          Submission& submission) {
  const std::string top = wrapping_folder(tree);
  std::set<std::string> taken;
  for (const Chapter* ch : chapters) {
    const std::string file = ch->source + ".cu";
    std::vector<std::string> candidates;
    for (const std::string& prefix : {std::string(), top})
      for (const std::string& folder :
           {"chapters/" + ch->dir() + "/", ch->dir() + "/", ch->id + "/"})
        candidates.push_back(prefix + folder + file);
    for (const std::string& candidate : candidates) {
      const auto found = tree.files.find(candidate);
      if (found == tree.files.end()) continue;
      submission.chapters[ch->id] = {found->first, found->second};
      taken.insert(found->first);
      break;
    }
  }
  std::set<std::string> chapter_folders;
  for (const Chapter* ch : chapters) chapter_folders.insert({ch->dir(), ch->id});
  for (const auto& [name, _] : tree.files) {
    if (taken.count(name)) continue;
    std::string inside = !top.empty() && name.rfind(top, 0) == 0 ? name.substr(top.size()) : name;
    const std::string first = inside.substr(0, inside.find('/'));
    const bool lab = kLabNames.count(first) || chapter_folders.count(first);
    (lab ? submission.ignored : submission.unused).push_back(name);
  }
}

Submission read_submission(const fs::path& entry, const std::string& student,
                           const std::vector<const Chapter*>& chapters, const std::string& ref,
                           const TreeLimits& limits, const fs::path& scratch) {
  Submission submission;
  submission.student = student;
  submission.origin = entry;
  std::error_code error;
  FileTree tree;
  const std::string name = entry.filename().string();
  if (fs::is_directory(entry, error) && is_git_repository(entry)) {
    submission.form = "git repository at " + ref;
    tree = read_repository(entry, ref, limits, scratch);
  } else if (fs::is_directory(entry, error)) {
    submission.form = "folder";
    tree = read_folder(entry, limits);
  } else if (is_archive_name(name) && fs::is_regular_file(entry, error)) {
    submission.form =
        name.size() > 4 && name.substr(name.size() - 4) == ".zip" ? "zip archive" : "tar archive";
    tree = read_archive(entry, limits);
  } else {
    submission.form = "file";
    tree.rejected = "not a folder, a git repository, a .zip or a .tar.gz";
  }
  submission.rejected = tree.rejected;
  submission.notes = tree.notes;
  if (submission.rejected.empty()) locate_chapter_files(tree, chapters, submission);
  return submission;
}

}  // namespace lab::cli::grade
