// lab-docs-index SOURCE_ROOT REGISTRY: writes the docs' chapter rows, paragraphs and page
// headings from the chapters' manifests (chapter_docs.h). Run by `ninja -C build docs-index`.
#include <cstdio>
#include <exception>
#include <fstream>
#include <map>

#include "checker/docs/chapter_docs.h"
#include "checker/harness/text_file.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: lab-docs-index SOURCE_ROOT REGISTRY\n");
    return 2;
  }
  try {
    const std::filesystem::path root = argv[1];
    const std::vector<lab::Chapter> chapters = lab::read_registry(argv[2]);
    for (const lab::Chapter& c : chapters)
      if (!c.ready() && !c.ready_when.empty() && std::filesystem::exists(root / c.ready_when))
        throw std::runtime_error(c.ready_when +
                                 " appeared after the build was configured (Meson does not watch "
                                 "for it): run meson setup --reconfigure on the build folder, or "
                                 "any ./lab command, then this again");
    std::map<std::filesystem::path, std::string> files;  // the new texts
    for (const lab::docs::Part& part : lab::docs::generated_parts(chapters)) {
      if (!files.count(part.file)) {
        if (!std::filesystem::is_regular_file(root / part.file))
          throw std::runtime_error(part.file.string() + " does not exist");
        files[part.file] = lab::read_text(root / part.file);
      }
      files[part.file] = lab::docs::with_part(files[part.file], part);
    }
    for (const auto& [file, text] : files) {
      if (lab::read_text(root / file) == text) continue;
      std::ofstream(root / file, std::ios::binary) << text;
      std::printf("docs-index: wrote %s\n", file.string().c_str());
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "docs-index: %s\n", e.what());
    return 1;
  }
  return 0;
}
