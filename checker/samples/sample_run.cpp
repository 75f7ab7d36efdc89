#include "checker/samples/sample_run.h"

#include <stdlib.h>

#include <cstdlib>
#include <ctime>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "checker/cli/process.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/text_file.h"
#include "checker/host/clean_environment.h"
#include "checker/samples/sample_source.h"
#include "checker/samples/stand_in_session.h"

namespace lab::samples {

namespace {

// The lab's own tree for one run, removed at the end.
class SampleTree {
 public:
  explicit SampleTree(const fs::path& source_root) {
    std::string pattern = (fs::temp_directory_path() / "lab-sample-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create " + pattern);
    top_ = pattern;
    fs::create_directories(root() / "build");
    fs::create_directories(bin());
    for (const auto& entry : fs::directory_iterator(source_root)) {
      const std::string name = entry.path().filename().string();
      if (name == ".lab" || name == "build" || name == ".git") continue;
      fs::create_symlink(entry.path(), root() / name);
    }
  }
  ~SampleTree() {
    std::error_code ignored;
    fs::remove_all(top_, ignored);
  }
  SampleTree(const SampleTree&) = delete;
  SampleTree& operator=(const SampleTree&) = delete;

  // The lab reads `relative` (a file of the tree) with `text`: the links above it become
  // folders of links, and the file a copy.
  void hold(const fs::path& relative, const std::string& text) const {
    fs::path at = root();
    for (const fs::path& part : relative.parent_path()) {
      at /= part;
      if (!fs::is_symlink(at)) continue;
      const fs::path target = fs::read_symlink(at);
      fs::remove(at);
      fs::create_directory(at);
      for (const auto& entry : fs::directory_iterator(target))
        fs::create_symlink(entry.path(), at / entry.path().filename());
    }
    std::error_code ignored;
    fs::remove(root() / relative, ignored);
    write_file(root() / relative, text);
  }

  fs::path root() const { return top_ / "src"; }
  fs::path build() const { return root() / "build"; }
  fs::path bin() const { return top_ / "bin"; }  // ninja and ncu, the stand-in
  fs::path session_file() const { return top_ / "session"; }
  fs::path claims() const { return top_ / "claims"; }

 private:
  fs::path top_;
};

// Recording: the file of the tree that the real build compiles holds the sample's text until
// the recording ends, then its own again (or none, as before).
class HeldFile {
 public:
  HeldFile(fs::path path, const std::string& text) : path_(std::move(path)) {
    if (fs::is_regular_file(path_)) own_ = read_text(path_);
    write_file(path_, text);
  }
  ~HeldFile() {
    if (own_) {
      write_file(path_, *own_);
    } else {
      std::error_code ignored;
      fs::remove(path_, ignored);
    }
  }
  HeldFile(const HeldFile&) = delete;
  HeldFile& operator=(const HeldFile&) = delete;

 private:
  fs::path path_;
  std::optional<std::string> own_;
};

// The tree whose build folder `build` is (at its root).
fs::path tree_of(const fs::path& build) {
  fs::path folder = fs::absolute(build).lexically_normal();
  if (folder.filename().empty()) folder = folder.parent_path();
  return folder.parent_path();
}

std::string output_of(const std::string& program, const std::vector<std::string>& args) {
  std::vector<std::string> argv = {program};
  argv.insert(argv.end(), args.begin(), args.end());
  const cli::ProcessResult r = cli::run_process({argv, {}, {}, 30});
  std::string text = r.exited_normally() && r.exit_code == 0 ? r.output : "";
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text;
}

}  // namespace

SampleOutput run_sample(const LabPrograms& programs, const fs::path& folder, Language language,
                        const RealPrograms* real) {
  const Recipe recipe = read_recipe(folder);
  const fs::path runs = folder / "runs";
  std::optional<Recorded> recorded = read_recorded(folder);
  if (!real && (!recorded || !fs::is_directory(runs)))
    throw std::runtime_error(folder.string() + " has no recorded run (checker/samples/record.sh)");
  if (real) fs::remove_all(runs);

  const SampleTree tree(programs.source_root);
  std::optional<HeldFile> held;
  if (!recipe.file.empty()) {
    const fs::path student = folder / kStudentFile;
    if (real) write_file(student, student_text(recipe, programs.source_root));
    if (!fs::is_regular_file(student))
      throw std::runtime_error(student.string() + " does not exist: record the sample again");
    tree.hold(recipe.file, read_text(student));
    // The build at a tree's root compiles that tree's file.
    if (real) held.emplace(tree_of(real->build) / recipe.file, read_text(student));
  } else if (real) {
    fs::remove(folder / kStudentFile);
  }
  fs::copy_file(programs.registry, tree.build() / "chapters.json");
  for (const char* name : {"ninja", "ncu"})
    fs::create_symlink(programs.stand_in, tree.bin() / name);
  StandInSession session;
  session.recording = real != nullptr;
  session.runs = runs;
  session.claims = tree.claims();
  session.build = tree.build();
  session.stand_in = programs.stand_in;
  if (real) {
    session.real_build = fs::absolute(real->build);
    session.ninja = cli::program_path(real->ninja);
    session.ncu = real->ncu;
  }
  write_session(tree.session_file(), session);

  const char* path = std::getenv("PATH");
  std::vector<std::string> env = {
      "LAB_SOURCE_ROOT=" + tree.root().string(),
      "LAB_BUILD_DIR=" + tree.build().string(),
      "LAB_STATE_DIR=" + (tree.root() / ".lab").string(),
      std::string("LAB_LANG=") + language_code(language),
      "LAB_NCU=" + (tree.bin() / "ncu").string(),
      "PATH=" + tree.bin().string() + ":" + (path ? path : "/usr/bin:/bin"),
      std::string(kSessionVariable) + "=" + tree.session_file().string()};
  std::string gpu = real ? real->gpu : recorded->gpu;
  if (!gpu.empty()) env.push_back("LAB_GPU_NAME=" + gpu);
  if (real && gpu.empty() && gpu_info().usable) gpu = gpu_info().name;
  const auto run_lab = [&](const std::string& command) {
    std::vector<std::string> argv = {programs.lab.string()};
    for (const std::string& arg : Recipe::arguments_of(command)) argv.push_back(arg);
    return cli::run_process({argv, env, lab::test::inherited_settings(), 600});
  };
  for (const std::string& command : recipe.before) run_lab(command);
  const cli::ProcessResult result = run_lab(recipe.command);
  if (real) {
    fs::remove_all(runs / ".numbers");  // new_run's, only while the runs are made
    Recorded made;
    made.command = recipe.command;
    made.gpu = gpu;
    made.ncu = real->ncu;
    made.by = "checker/samples/record.sh";
    made.commit = output_of("git", {"-C", programs.source_root.string(), "rev-parse", "HEAD"});
    const std::time_t now = std::time(nullptr);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    made.date = date;
    write_recorded(folder, made);
  }
  // The lab names the ncu it ran, the stand-in: it stands for the recorded one.
  const std::string ncu = real ? real->ncu : recorded->ncu;
  return {result.exited_normally() ? result.exit_code : -1,
          replaced_all(result.output, (tree.bin() / "ncu").string(), ncu)};
}

}  // namespace lab::samples
