#include "checker/cli/grade/recipe.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "checker/cli/ninja_build.h"
#include "checker/cli/pristine.h"
#include "checker/cli/process.h"

namespace lab::cli::grade {

namespace {

std::string student_library(const Chapter& ch) { return "lib" + ch.dir() + "-student.a"; }

void add_texts(const LabPaths& paths, const Chapter& ch, Recipe& recipe) {
  recipe.solution_text = read_text(paths.solution_file(ch));
  const std::string skeleton = read_text(paths.student_file(ch));
  // An instructor's checkout whose chapter file was edited has no skeleton to compare with.
  recipe.skeleton_text = looks_like_skeleton(skeleton, ch) ? skeleton : "";
}

std::vector<fs::path> lab_sources(const LabPaths& paths) {
  return {paths.source_root / "chapters", paths.source_root / "common"};
}

}  // namespace

std::vector<std::string> shell_words(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\'') {
      const size_t end = line.find('\'', i + 1);
      word += line.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1);
      i = end == std::string::npos ? line.size() : end;
      in_word = true;
    } else if (c == '"') {
      for (++i; i < line.size() && line[i] != '"'; ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) ++i;
        word += line[i];
      }
      in_word = true;
    } else if (c == '\\' && i + 1 < line.size()) {
      word += line[++i];
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

std::vector<std::string> compile_template(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if ((w == "-o" || w == "-c") && i + 1 < words.size()) {
      out.insert(out.end(), {w, w == "-o" ? "{object}" : "{source}"});
      ++i;
    } else if ((w == "-MF" || w == "-MQ" || w == "-MT") && i + 1 < words.size()) {
      ++i;
    } else if (w != "-MD" && w != "-MMD") {
      out.push_back(w);
    }
  }
  return out;
}

std::vector<std::string> link_template(const std::vector<std::string>& words,
                                       const std::string& library, const fs::path& cwd,
                                       std::vector<fs::path>& inputs) {
  std::vector<std::string> out;
  std::error_code error;
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "-o" && i + 1 < words.size()) {
      out.insert(out.end(), {"-o", "{checker}"});
      ++i;
      continue;
    }
    const std::string prefix = w.rfind("-Xlinker=", 0) == 0 ? "-Xlinker=" : "";
    const std::string file = w.substr(prefix.size());
    if (file == library) {
      // The student's object goes to nvcc as a plain input, which it quotes for the host
      // linker; inside -Xlinker= a path with a space would be split in two.
      out.push_back("{object}");
      continue;
    }
    // A library folder outside the system's (-L/opt/catch2/lib) is bound for the build.
    if (w.rfind("-L", 0) == 0 && fs::is_directory(cwd / w.substr(2), error)) {
      inputs.push_back(fs::canonical(cwd / w.substr(2), error));
      out.push_back("-L" + inputs.back().string());
      continue;
    }
    if (i == 0 || file.empty() || file[0] == '-' || !fs::is_regular_file(cwd / file, error)) {
      out.push_back(w);
      continue;
    }
    // The input is named by the path the sandbox binds: its real one. As written it may
    // pass through folders that are not bound (pkg-config's prefix/lib/pkgconfig/../lib).
    const fs::path real = fs::canonical(cwd / file, error);
    inputs.push_back(real);
    out.push_back(prefix + real.string());
    // A thin archive (gcc-ar T) names its members' objects, which stay in Meson's X.a.p/.
    if (read_text(real).rfind("!<thin>\n", 0) == 0 && fs::is_directory(cwd / (file + ".p"), error))
      inputs.push_back(fs::canonical(cwd / (file + ".p"), error));
  }
  return out;
}

std::vector<std::string> filled(const std::vector<std::string>& words,
                                const std::map<std::string, std::string>& values) {
  std::vector<std::string> out;
  for (std::string w : words) {
    for (const auto& [key, value] : values)
      for (size_t at = w.find(key); at != std::string::npos; at = w.find(key, at + value.size()))
        w.replace(at, key.size(), value);
    out.push_back(w);
  }
  return out;
}

std::map<std::string, Recipe> prepare_recipes(const LabPaths& paths,
                                              const std::vector<const Chapter*>& chapters) {
  std::vector<std::string> targets;
  for (const Chapter* ch : chapters)
    targets.insert(targets.end(),
                   {checker_target(*ch, "student"), checker_target(*ch, "solution")});
  const BuildResult build = build_targets(paths, targets, {});
  if (!build.ok) {
    std::string text = "building the chapters' checkers failed (whole output: " + build.log + "):";
    for (size_t i = 0; i < build.messages.size() && i < 40; ++i)
      text += "\n    " + build.messages[i];
    throw std::runtime_error(text);
  }
  const nlohmann::json commands =
      nlohmann::json::parse(read_text(paths.build_dir / "compile_commands.json"), nullptr, false);
  std::map<std::string, Recipe> recipes;
  for (const Chapter* ch : chapters) {
    Recipe recipe;
    recipe.chapter = ch->id;
    recipe.cwd = paths.build_dir;
    recipe.sources = lab_sources(paths);
    recipe.solution_checker = paths.build_dir / checker_target(*ch, "solution");
    add_texts(paths, *ch, recipe);
    const std::string library_folder = student_library(*ch) + ".p/";
    const std::string source_tail = ch->dir() + "/" + ch->source + ".cu";
    if (commands.is_array())
      for (const auto& entry : commands) {
        const std::string output = entry.value("output", ""), file = entry.value("file", "");
        if (output.rfind(library_folder, 0) == 0 && file.size() >= source_tail.size() &&
            file.compare(file.size() - source_tail.size(), source_tail.size(), source_tail) == 0)
          recipe.compile = compile_template(shell_words(entry.value("command", "")));
      }
    const ProcessResult ninja = run_process({{"ninja", "-C", paths.build_dir.string(), "-t",
                                              "commands", checker_target(*ch, "student")}});
    std::istringstream lines(ninja.output);
    std::string link;
    for (std::string line; std::getline(lines, line);)
      if (!line.empty()) link = line;
    recipe.link =
        link_template(shell_words(link), student_library(*ch), paths.build_dir, recipe.inputs);
    const bool complete =
        !recipe.compile.empty() &&
        std::count(recipe.link.begin(), recipe.link.end(), "{checker}") == 1 &&
        std::any_of(recipe.link.begin(), recipe.link.end(),
                    [](const std::string& w) { return w.find("{object}") != std::string::npos; });
    if (!complete)
      throw std::runtime_error(
          "cannot find how " + paths.shown(paths.build_dir) + " compiles and links " + ch->dir() +
          " (compile_commands.json and ninja -t commands " + checker_target(*ch, "student") + ")");
    recipes[ch->id] = std::move(recipe);
  }
  return recipes;
}

std::map<std::string, Recipe> fixture_recipes(const LabPaths& paths,
                                              const std::vector<const Chapter*>& chapters,
                                              const fs::path& fixture_checker) {
  std::map<std::string, Recipe> recipes;
  for (const Chapter* ch : chapters) {
    Recipe recipe;
    recipe.chapter = ch->id;
    recipe.cwd = paths.source_root;
    // -I the lab's root, as Meson's commands have it: what the sandbox leaves out stays out.
    recipe.compile = {"c++",     "-fsyntax-only", "-x", "c++", "-I", paths.source_root.string(),
                      "{source}"};
    recipe.sources = lab_sources(paths);
    recipe.fixture = fixture_checker;
    recipe.solution_checker = fixture_checker;
    add_texts(paths, *ch, recipe);
    recipes[ch->id] = std::move(recipe);
  }
  return recipes;
}

std::string fixture_behaviour(const std::string& text) {
  static const std::regex marker(R"(//\s*lab-fixture:\s*([a-z,\-]*))");
  std::smatch match;
  return std::regex_search(text, match, marker) ? match[1].str() : "";
}

}  // namespace lab::cli::grade
