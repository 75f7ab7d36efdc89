#include "checker/cli/pristine.h"

#include <sys/stat.h>

#include <fstream>
#include <iterator>
#include <stdexcept>

#include "checker/cli/process.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

fs::path saved_copy(const StateStore& state, const LabPaths& paths, const Chapter& chapter) {
  return state.pristine_dir(chapter.dir()) / paths.student_file(chapter).filename();
}

std::optional<std::string> from_git(const LabPaths& paths, const Chapter& chapter) {
  if (!program_exists("git")) return std::nullopt;
  const std::string relative = "./" + paths.shown(paths.student_file(chapter));
  const ProcessResult git =
      run_process({{"git", "-C", paths.source_root.string(), "show", "HEAD:" + relative},
                   {},
                   {"GIT_DIR", "GIT_WORK_TREE"}});
  if (!git.exited_normally() || git.exit_code != 0) return std::nullopt;
  return git.output;
}

}  // namespace

bool looks_like_skeleton(const std::string& text, const Chapter& chapter) {
  return text.find("TODO(" + chapter.id + ")") != std::string::npos;
}

std::optional<PristineCopy> find_pristine(const LabPaths& paths, const StateStore& state,
                                          const Chapter& chapter) {
  if (const auto git = from_git(paths, chapter); git && looks_like_skeleton(*git, chapter))
    return PristineCopy{*git, say("cli.reset.from-git")};
  const fs::path saved = saved_copy(state, paths, chapter);
  const std::string text = read_text(saved);
  if (!text.empty() && looks_like_skeleton(text, chapter)) {
    struct stat info {};
    const std::time_t when = stat(saved.c_str(), &info) == 0 ? info.st_mtime : 0;
    return PristineCopy{text, say("cli.reset.from-copy", {{"when", format_time(when)}})};
  }
  return std::nullopt;
}

void save_pristine_copies(const LabPaths& paths, const StateStore& state,
                          const std::vector<Chapter>& chapters) {
  for (const Chapter& chapter : chapters) {
    const fs::path saved = saved_copy(state, paths, chapter);
    if (!chapter.ready() || fs::exists(saved)) continue;
    const std::string text = read_text(paths.student_file(chapter));
    if (looks_like_skeleton(text, chapter)) write_text(saved, text);
  }
}

void write_text(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error(say("cli.cannot-write", {{"file", path.string()}}));
}

}  // namespace lab::cli
