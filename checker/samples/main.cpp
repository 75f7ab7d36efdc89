// lab-samples: the docs' samples and their sources (docs/internals/two-editions.md, "Where a
// sample comes from").
//
//   lab-samples record BUILD_DIR [NAME...]  records each source (all of them without a NAME)
//                                           through the lab with the real programs of BUILD_DIR
//   lab-samples check [--strict]            replays every source, fails where a block differs
//   lab-samples update                      rewrites every block that has a source from its replay
//
// --docs DIR reads the pages and docs/samples/ of DIR instead of the tree's (the host test's
// own pages); --ninja and --ncu name the real programs a recording runs (ncu: the one lab
// profile would find); --gpu-name NAME records as if that GPU were there, unprobed (the host
// test, on a machine without one). checker/samples/record.sh records on a GPU machine.
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "checker/cli/ncu_program.h"
#include "checker/harness/text_file.h"
#include "checker/samples/sample_blocks.h"
#include "checker/samples/sample_run.h"
#include "checker/samples/sample_source.h"

namespace {

using namespace lab::samples;

struct Options {
  std::string verb;
  fs::path docs = LAB_DEFAULT_SOURCE_ROOT;
  bool strict = false;
  RealPrograms real;
  std::vector<std::string> names;
};

[[noreturn]] void usage(const std::string& problem) {
  throw std::invalid_argument(
      problem +
      "\nusage: lab-samples record BUILD_DIR [NAME...] | check [--strict] "
      "| update  [--docs DIR] [--ninja NINJA] [--ncu NCU] [--gpu-name NAME]");
}

Options parse(int argc, char** argv) {
  Options o;
  std::vector<std::string> words;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--docs")
      o.docs = value();
    else if (arg == "--ninja")
      o.real.ninja = value();
    else if (arg == "--ncu")
      o.real.ncu = value();
    else if (arg == "--gpu-name")
      o.real.gpu = value();
    else if (arg == "--strict")
      o.strict = true;
    else if (arg.rfind("--", 0) == 0)
      usage("unknown option " + arg);
    else
      words.push_back(arg);
  }
  if (words.empty()) usage("no verb");
  o.verb = words[0];
  if (o.verb == "record") {
    if (words.size() < 2) usage("record: no build folder");
    o.real.build = words[1];
    if (o.real.ncu.empty()) o.real.ncu = lab::cli::find_ncu("");  // as lab profile finds it
    o.names.assign(words.begin() + 2, words.end());
  } else if (o.verb != "check" && o.verb != "update") {
    usage("unknown verb " + o.verb);
  } else if (words.size() > 1) {
    usage(o.verb + " takes no names");
  }
  return o;
}

LabPrograms programs() {
  return {LAB_SAMPLES_LAB, LAB_SAMPLES_STAND_IN, LAB_DEFAULT_SOURCE_ROOT, LAB_SAMPLES_REGISTRY};
}

int record(const Options& o) {
  if (!fs::is_regular_file(o.real.build / "build.ninja"))
    usage(o.real.build.string() + " is not a configured build folder");
  const std::set<std::string> wanted(o.names.begin(), o.names.end());
  std::set<std::string> missing = wanted;
  int failed = 0;
  for (const fs::path& folder : sample_folders(o.docs)) {
    const std::string name = folder.filename().string();
    if (!wanted.empty() && !wanted.count(name)) continue;
    missing.erase(name);
    try {
      std::printf("recording %s: %s\n", name.c_str(), read_recipe(folder).command.c_str());
      std::fflush(stdout);
      const SampleOutput out = run_sample(programs(), folder, lab::Language::en, &o.real);
      std::printf("%s  (exit %d)\n", out.output.c_str(), out.code);
    } catch (const std::exception& e) {  // the others are still recorded
      std::fprintf(stderr, "lab-samples: %s: %s\n", name.c_str(), e.what());
      ++failed;
    }
  }
  for (const std::string& name : missing) {
    std::fprintf(stderr, "lab-samples: no source %s in %s\n", name.c_str(), kSamplesFolder);
    ++failed;
  }
  return failed ? 1 : 0;
}

// What `check` and `update` share: each marked block with its source's replay, and the
// problems found on the way.
struct Replays {
  std::vector<MarkedBlock> blocks;
  std::vector<std::optional<std::vector<std::string>>> shown;  // per block: its replay's lines
  std::vector<std::string> problems;
};

// The i-th marked block of each edition of a page pairs with the other edition's i-th.
void compare_editions(const std::vector<MarkedBlock>& blocks, std::vector<std::string>& problems) {
  std::map<fs::path, std::vector<const MarkedBlock*>> by_file;
  for (const MarkedBlock& b : blocks) by_file[b.file].push_back(&b);
  for (const auto& [file, english] : by_file) {
    if (english.front()->language != lab::Language::en) continue;
    const std::string name = file.filename().string();
    const fs::path twin =
        file.parent_path() == "docs" ? fs::path("docs/zh") / name : fs::path("README.zh-CN.md");
    const auto chinese = by_file.find(twin);
    const size_t count = chinese == by_file.end() ? 0 : chinese->second.size();
    for (size_t i = 0; i < english.size() && i < count; ++i)
      if (english[i]->marker.source != chinese->second[i]->marker.source)
        problems.push_back(english[i]->where() + " and " + chinese->second[i]->where() +
                           ": the editions' samples name different sources, \"" +
                           english[i]->marker.source + "\" and \"" +
                           chinese->second[i]->marker.source + "\"");
  }
}

Replays replay_all(const Options& o) {
  Replays r;
  r.blocks = marked_blocks(o.docs, r.problems);
  compare_editions(r.blocks, r.problems);
  const std::vector<fs::path> folders = sample_folders(o.docs);
  bool any_recorded = false;
  for (const fs::path& folder : folders) any_recorded = any_recorded || read_recorded(folder);
  const bool strict = o.strict || any_recorded;
  std::set<std::string> used;
  std::map<std::pair<std::string, lab::Language>, SampleOutput> replayed;
  for (const MarkedBlock& block : r.blocks) {
    r.shown.emplace_back();
    const std::string& source = block.marker.source;
    if (source.empty()) {
      if (strict)
        r.problems.push_back(block.where() + ": a sample without a source: name one, " +
                             "<!-- sample: " + block.marker.command + " | NAME -->");
      continue;
    }
    used.insert(source);
    const fs::path folder = o.docs / kSamplesFolder / source;
    try {
      const Recipe recipe = read_recipe(folder);
      if (recipe.command != block.marker.command) {
        r.problems.push_back(block.where() + ": the marker's command \"" + block.marker.command +
                             "\" is not its source's, \"" + recipe.command + "\"");
        continue;
      }
      if (!read_recorded(folder)) {
        // What its recording will need: a student's file made from today's tree.
        if (!recipe.file.empty()) student_text(recipe, programs().source_root);
        if (strict) r.problems.push_back(block.where() + ": " + source + " is not recorded yet");
        continue;
      }
      const auto key = std::pair{source, block.language};
      if (!replayed.count(key))
        replayed[key] = run_sample(programs(), folder, block.language, nullptr);
      r.shown.back() = shown_lines(replayed[key].output, block.marker.excerpt);
    } catch (const std::exception& e) {
      r.problems.push_back(block.where() + ": " + e.what());
    }
  }
  for (const fs::path& folder : folders)
    if (!used.count(folder.filename().string()))
      r.problems.push_back((fs::path(kSamplesFolder) / folder.filename()).string() +
                           ": a source that no sample block names");
  return r;
}

int check(const Options& o) {
  Replays r = replay_all(o);
  size_t compared = 0;
  for (size_t i = 0; i < r.blocks.size(); ++i) {
    if (!r.shown[i]) continue;
    ++compared;
    if (const std::string difference = first_difference(r.blocks[i], *r.shown[i]);
        !difference.empty())
      r.problems.push_back(difference);
  }
  for (const std::string& problem : r.problems) std::printf("%s\n", problem.c_str());
  std::printf("%zu sample blocks, %zu compared with their sources' replays, %zu problems\n",
              r.blocks.size(), compared, r.problems.size());
  return r.problems.empty() ? 0 : 1;
}

int update(const Options& o) {
  const Replays r = replay_all(o);
  for (const std::string& problem : r.problems) std::fprintf(stderr, "%s\n", problem.c_str());
  std::map<fs::path, std::vector<size_t>> by_file;
  for (size_t i = 0; i < r.blocks.size(); ++i) by_file[r.blocks[i].file].push_back(i);
  size_t rewritten = 0;
  for (const auto& [file, indices] : by_file) {
    std::vector<MarkedBlock> blocks;
    std::vector<std::optional<std::vector<std::string>>> shown;
    bool changed = false;
    for (const size_t i : indices) {
      blocks.push_back(r.blocks[i]);
      shown.push_back(r.shown[i]);
      if (r.shown[i] && !first_difference(r.blocks[i], *r.shown[i]).empty()) {
        changed = true;
        ++rewritten;
      } else {
        shown.back().reset();  // the same once masked: the block keeps its text
      }
    }
    if (changed)
      write_file(o.docs / file, with_lines(lab::read_text(o.docs / file), blocks, shown));
  }
  std::printf("%zu sample blocks rewritten\n", rewritten);
  return r.problems.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const Options o = parse(argc, argv);
    if (o.verb == "record") return record(o);
    return o.verb == "check" ? check(o) : update(o);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "lab-samples: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lab-samples: %s\n", e.what());
    return 1;
  }
}
