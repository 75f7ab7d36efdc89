// The docs' chapter rows and paragraphs, written from the chapters' manifests (through the
// registry, chapters.json) into marked sections of README.md, README.zh-CN.md,
// docs/README.md, docs/zh/README.md and docs/internals/README.md, and the heading and the
// last line (the next chapter) of every chapter's page (docs/<dir>.md, docs/zh/<dir>.md). `ninja -C build docs-index` writes them
// (main.cpp); host.tests checks that the committed files are what it would write.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker/harness/registry.h"

namespace lab::docs {

// A section is the text between these two lines, each on a line of its own:
//   <!-- chapters:NAME begin: generated from the chapters' manifests by ninja -C build docs-index -->
//   <!-- chapters:NAME end -->
std::string begin_marker(const std::string& name);
std::string end_marker(const std::string& name);

// A generated part of one file: a marked section, or the page's heading ("# <id> <title>").
struct Part {
  std::filesystem::path file;  // relative to the source root
  std::string name;            // the section's NAME, or "heading"
  std::string text;            // what the generator writes there (a heading: its line)
};

// Every part the manifests generate, in a fixed order.
std::vector<Part> generated_parts(const std::vector<Chapter>& chapters);

// `text` with the part written into it; throws std::runtime_error when the markers (or, for a
// heading, a "# " line) are missing.
std::string with_part(const std::string& text, const Part& part);

// What `text` holds in the part's place now ("" when it has none).
std::string current_part(const std::string& text, const Part& part);

}  // namespace lab::docs
