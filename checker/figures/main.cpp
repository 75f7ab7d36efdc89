// lab-figures SOURCE_ROOT: writes every figure of the docs from its source, docs/figures/src/
// <name>.svg, as docs/figures/<name>.svg (English) and docs/figures/zh/<name>.svg (Chinese)
// (figure_source.h). Run by `ninja -C build figures`.
#include <cstdio>
#include <exception>

#include "checker/figures/figure_source.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: lab-figures SOURCE_ROOT\n");
    return 2;
  }
  try {
    const std::filesystem::path root = argv[1];
    const std::filesystem::path out = root / lab::figures::kFigureFolder;
    for (const std::filesystem::path& file : lab::figures::write_figures(root, out))
      std::printf("figures: wrote %s\n", (lab::figures::kFigureFolder / file).c_str());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "figures: %s\n", e.what());
    return 1;
  }
  return 0;
}
