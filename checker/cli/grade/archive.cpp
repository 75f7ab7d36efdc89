#include "checker/cli/grade/archive.h"

#include <archive.h>
#include <archive_entry.h>
#include <sys/stat.h>

#include <fstream>
#include <memory>

namespace lab::cli::grade {

namespace fs = std::filesystem;

namespace {

constexpr const char* kSuffixes[] = {".tar.gz", ".tgz", ".zip", ".tar"};

bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

std::string special_kind(mode_t type) {
  switch (type) {
    case AE_IFCHR: return "a character device file";
    case AE_IFBLK: return "a block device file";
    case AE_IFIFO: return "a named pipe";
    case AE_IFSOCK: return "a socket";
    default: return "a file of an unknown kind";
  }
}

}  // namespace

bool is_archive_name(const std::string& file_name) {
  for (const char* suffix : kSuffixes)
    if (ends_with(file_name, suffix)) return true;
  return false;
}

std::string without_archive_suffix(const std::string& file_name) {
  for (const char* suffix : kSuffixes)
    if (ends_with(file_name, suffix))
      return file_name.substr(0, file_name.size() - std::string(suffix).size());
  return file_name;
}

FileTree read_archive(const fs::path& path, const TreeLimits& limits) {
  TreeReader reader(limits);
  std::unique_ptr<archive, decltype(&archive_read_free)> in(archive_read_new(), archive_read_free);
  archive_read_support_filter_gzip(in.get());
  archive_read_support_format_zip(in.get());
  archive_read_support_format_tar(in.get());
  archive_read_support_format_gnutar(in.get());
  if (archive_read_open_filename(in.get(), path.c_str(), 1 << 16) != ARCHIVE_OK) {
    reader.reject(std::string("not a readable .zip or .tar.gz (") + archive_error_string(in.get()) +
                  ")");
    return reader.finish();
  }
  archive_entry* entry = nullptr;
  for (;;) {
    const int status = archive_read_next_header(in.get(), &entry);
    if (status == ARCHIVE_EOF) break;
    if (status < ARCHIVE_WARN) {
      reader.reject(std::string("the archive is damaged (") + archive_error_string(in.get()) + ")");
      break;
    }
    // The raw bytes of the name: libarchive's UTF-8 conversion would hide a bad one.
    const char* raw = archive_entry_pathname(entry);
    const std::string name = raw ? raw : "";
    const char* hardlink = archive_entry_hardlink(entry);
    const mode_t type = archive_entry_filetype(entry);
    bool going = true;
    if (hardlink) {
      going = reader.add_hardlink(name, hardlink);
    } else if (type == AE_IFREG) {
      going = reader.add_file(name, [&](std::string& chunk, std::string& error) {
        char buffer[1 << 16];
        const la_ssize_t got = archive_read_data(in.get(), buffer, sizeof buffer);
        if (got < 0) error = archive_error_string(in.get());
        chunk.assign(buffer, got > 0 ? static_cast<size_t>(got) : 0);
        return got > 0;
      });
    } else if (type == AE_IFDIR) {
      going = reader.add_directory(name);
    } else if (type == AE_IFLNK) {
      const char* target = archive_entry_symlink(entry);
      going = reader.add_symlink(name, target ? target : "");
    } else {
      going = reader.add_special(name, special_kind(type));
    }
    if (!going) break;
  }
  return reader.finish();
}

FileTree read_folder(const fs::path& folder, const TreeLimits& limits) {
  TreeReader reader(limits);
  std::error_code error;
  fs::recursive_directory_iterator it(folder, fs::directory_options::none, error), end;
  for (; !error && it != end; it.increment(error)) {
    const fs::path& path = it->path();
    const std::string name = path.lexically_relative(folder).string();
    if (name == ".git" || name.rfind(".git/", 0) == 0) {  // a repository's own store
      it.disable_recursion_pending();
      continue;
    }
    const fs::file_status status = it->symlink_status(error);
    bool going = true;
    if (fs::is_symlink(status)) {
      going = reader.add_symlink(name, fs::read_symlink(path, error).string());
    } else if (fs::is_regular_file(status)) {
      std::ifstream file(path, std::ios::binary);
      going = reader.add_file(name, [&](std::string& chunk, std::string& problem) {
        char buffer[1 << 16];
        file.read(buffer, sizeof buffer);
        chunk.assign(buffer, static_cast<size_t>(file.gcount()));
        if (file.bad()) problem = "cannot read " + name;
        return file.gcount() > 0;
      });
    } else if (fs::is_directory(status)) {
      going = reader.add_directory(name);
    } else {
      const mode_t kind = fs::is_character_file(status) ? AE_IFCHR
                          : fs::is_block_file(status)   ? AE_IFBLK
                          : fs::is_fifo(status)         ? AE_IFIFO
                          : fs::is_socket(status)       ? AE_IFSOCK
                                                        : 0;
      going = reader.add_special(name, special_kind(kind));
    }
    if (!going) break;
  }
  if (error) reader.reject("cannot read the folder (" + error.message() + ")");
  return reader.finish();
}

}  // namespace lab::cli::grade
