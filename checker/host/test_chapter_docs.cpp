// The docs' chapter sections and page headings are what the chapters' manifests generate
// (checker/docs/chapter_docs.h): after editing a manifest, run `ninja -C build docs-index`.
#include <cstdlib>
#include <filesystem>

#include "checker/docs/chapter_docs.h"
#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"

TEST_CASE("docs: the chapter sections and headings are what the manifests generate",
          "[host][docs]") {
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::string registry = lab::test::meson_setting("LAB_REGISTRY");
  const auto parts = lab::docs::generated_parts(lab::read_registry(registry));
  CHECK(parts.size() >= 7);
  for (const lab::docs::Part& part : parts) {
    INFO(part.file.string() << ", part \"" << part.name
                            << "\": not what the manifests generate; run ninja -C build "
                               "docs-index (and commit the result)");
    const std::filesystem::path file = std::filesystem::path(root) / part.file;
    REQUIRE(std::filesystem::is_regular_file(file));
    CHECK(lab::docs::current_part(lab::read_text(file), part) == part.text);
  }
}

TEST_CASE("docs: a generated part is written between its markers, and only there", "[host][docs]") {
  const lab::docs::Part part{"x.md", "index", "\nnew\n\n"};
  const std::string text = "a\n" + lab::docs::begin_marker("index") + "\nold\n" +
                           lab::docs::end_marker("index") + "\nb\n";
  const std::string written = lab::docs::with_part(text, part);
  CHECK(written == "a\n" + lab::docs::begin_marker("index") + "\n\nnew\n\n" +
                       lab::docs::end_marker("index") + "\nb\n");
  CHECK(lab::docs::current_part(written, part) == part.text);
  CHECK_THROWS(lab::docs::with_part("no markers\n", part));
  const lab::docs::Part heading{"y.md", "heading", "# 1.6 New\n"};
  CHECK(lab::docs::with_part("English\n\n# 1.6 Old\n\n## x\n", heading) ==
        "English\n\n# 1.6 New\n\n## x\n");
}
