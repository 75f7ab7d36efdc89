// The docs' figures, each drawn once in docs/figures/src/<name>.svg with its labels in both
// languages, and written as docs/figures/<name>.svg (English) and docs/figures/zh/<name>.svg
// (Chinese) by `ninja -C build figures` (main.cpp); host.tests checks the committed copies.
// docs/internals/figures.md describes the source.
//
//   const std::string svg = lab::figures::figure_svg(source, lab::Language::zh, folder, name);
//   for (const auto& label : lab::figures::english_labels(svg)) ...   // none may be left
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "common/language.h"

namespace lab::figures {

// Where the sources are and where the figures go, relative to the source root.
const std::filesystem::path kSourceFolder = "docs/figures/src";
const std::filesystem::path kFigureFolder = "docs/figures";
// A figure's place in the figure folder: "<name>.svg" in English, "zh/<name>.svg" in Chinese.
std::filesystem::path figure_file(const std::string& name, Language language);

// The figure in one language from its source text: the <en> or <zh> half of every pair, the
// en: or zh: attributes, images from `folder` inlined, a Chinese font in every font-family of
// a Chinese figure. `shown` names the source in the first line and in errors. Throws
// std::runtime_error ("shown:line: what is wrong") on a source it cannot read.
std::string figure_svg(const std::string& source, Language language,
                       const std::filesystem::path& folder, const std::string& shown);

// The names of the sources (docs/figures/src/<name>.svg), sorted.
std::vector<std::string> figure_names(const std::filesystem::path& root);

// Writes every figure, both languages, into `out` at its figure_file(), once all are made (a
// source that fails writes nothing); returns the files whose text changed (relative to `out`).
std::vector<std::filesystem::path> write_figures(const std::filesystem::path& root,
                                                 const std::filesystem::path& out);

// A word of Latin letters (two or more ASCII letters in a row) in a figure's labels (<text>,
// <tspan>) outside every element marked translate="no", which holds code, identifiers,
// commands and names that Chinese also writes in Latin letters. In a Chinese figure, each is
// an English label left untranslated.
struct Label {
  int line;
  std::string word, text;
};
std::vector<Label> english_labels(const std::string& svg);

// The texts of a figure's <title> elements: what a screen reader says for the figure (a
// <title> holds no marks, so a Chinese one is checked for Chinese, not for Latin words).
std::vector<std::string> titles(const std::string& svg);

// The lines of a figure's text that hold a Chinese character (none may in an English figure).
std::vector<int> lines_with_chinese(const std::string& svg);

}  // namespace lab::figures
