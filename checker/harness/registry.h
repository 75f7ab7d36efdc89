// Reads the chapter registry (chapters.tsv, generated from the list in meson.build).
#pragma once

#include <string>
#include <vector>

namespace lab {

struct Chapter {
  std::string id;      // "1.6"
  std::string slug;    // "vector-add"
  std::string source;  // "vector_add": chapters/<dir>/<source>.{h,cu}
  std::string state;   // "ready" or "coming"
  std::string title;
  std::string dir() const { return id + "-" + slug; }  // "1.6-vector-add"
  bool ready() const { return state == "ready"; }
};

// In course order. Throws std::runtime_error when the file is missing or malformed.
std::vector<Chapter> read_registry(const std::string& path);

}  // namespace lab
