#include "checker/cli/lab_paths.h"

#include <cstdio>
#include <stdexcept>

#include "checker/cli/process.h"
#include "checker/harness/messages.h"
#include "common/language.h"

namespace lab::cli {

namespace {

fs::path chosen_or(const std::string& chosen, const fs::path& fallback) {
  const fs::path path = chosen.empty() ? fallback : fs::path(chosen);
  std::error_code error;  // the same spelling as Meson's, which resolves symbolic links
  const fs::path resolved = fs::weakly_canonical(fs::absolute(path), error);
  return error ? path : resolved;
}

// Whether a chapter is ready is meson.build's decision alone (chapters.json's "state"); it names
// the file whose appearance would change it, which Meson does not watch for.
bool newly_ready(const LabPaths& paths, const Chapter& ch) {
  return !ch.ready() && !ch.ready_when.empty() &&
         fs::is_regular_file(paths.source_root / ch.ready_when);
}

}  // namespace

fs::path LabPaths::student_file(const Chapter& ch) const {
  return source_root / "chapters" / ch.dir() / (ch.source + ".cu");
}

fs::path LabPaths::solution_file(const Chapter& ch) const {
  return source_root / "solutions" / ch.dir() / (ch.source + ".cu");
}

fs::path LabPaths::hints_file(const Chapter& ch) const {
  const fs::path english = source_root / "checker" / ch.dir() / "hints.md";
  const fs::path chinese = source_root / "checker" / ch.dir() / "hints.zh.md";
  return reader_language() == Language::zh && fs::is_regular_file(chinese) ? chinese : english;
}

std::string LabPaths::shown(const fs::path& path) const {
  const fs::path relative = path.lexically_relative(source_root);
  if (!relative.empty() && *relative.begin() != "..") return relative.string();
  return path.string();
}

std::string checker_target(const Chapter& chapter, const std::string& variant) {
  return LAB_CHECKER_TARGET_PREFIX + chapter.dir() + "-" + variant;
}

LabPaths lab_paths(const std::string& source_root, const std::string& build_dir,
                   const std::string& state_dir) {
  LabPaths paths;
  paths.source_root = chosen_or(source_root, LAB_DEFAULT_SOURCE_ROOT);
  paths.build_dir = chosen_or(build_dir, LAB_DEFAULT_BUILD_DIR);
  paths.state_dir = chosen_or(state_dir, paths.source_root / kStateFolder);
  return paths;
}

Lab load_lab(const LabPaths& paths) {
  if (!fs::is_regular_file(paths.registry()))
    throw std::runtime_error(
        say("cli.paths.not-configured", {{"folder", paths.build_dir.string()}}));
  Lab lab{paths, read_registry(paths.registry().string())};
  for (const Chapter& ch : lab.chapters) {
    if (!newly_ready(paths, ch)) continue;
    std::fprintf(
        stderr, "lab: %s\n",
        say("cli.paths.reconfiguring", {{"id", ch.id}, {"folder", paths.build_dir.string()}})
            .c_str());
    const ProcessResult setup =
        run_process({{"meson", "setup", "--reconfigure", paths.build_dir.string(),
                      paths.source_root.string()}});
    if (!setup.exited_normally() || setup.exit_code != 0)
      throw std::runtime_error(say("cli.paths.reconfigure-failed") + "\n" + setup.output);
    lab.chapters = read_registry(paths.registry().string());
    break;
  }
  return lab;
}

}  // namespace lab::cli
