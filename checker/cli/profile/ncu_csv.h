// Reading what Nsight Compute prints with --csv (`ncu --import REPORT --csv --page details` or
// `--page raw`): the lab command reads the profiler's own pages, never its human-readable text,
// so that every number it prints is one the report itself holds.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab::cli::ncu {

// The fields of each CSV record from the first line that begins with "ID" (the header) on;
// ncu's own log lines before it ("==PROF==", "==WARNING==") are skipped. Fields may be quoted,
// with "" for a quote inside; a quoted field may hold commas and newlines.
std::vector<std::vector<std::string>> csv_records(const std::string& text);

// A value as ncu prints it: "1,048,576", "87.52", "n/a". Thousands separators are dropped;
// nullopt for anything that is not a number.
std::optional<double> number(const std::string& text);

// One metric of one kernel: its value as printed, the number it holds and its unit.
struct Metric {
  std::string text;  // "87.52"
  std::string unit;  // "%", "usecond", "byte"
  std::optional<double> value;
};

// The metric's value in base units (seconds, bytes, hertz, and their quotients): ncu prints
// "181.79 us", "787.44 Mbyte", "1.50 Kbyte/cycle", "1.91 Ghz". A unit it does not scale
// ("inst", "sector", "%", "") leaves the value as it is.
std::optional<double> base_value(const Metric& metric);

// One profiled kernel launch.
struct Kernel {
  int id = 0;            // ncu's ID: launch order among the profiled kernels
  std::string name;      // as ncu names it (demangled, with its parameters)
  std::string function;  // the name without parameters or template arguments
  long long grid_blocks = 0;
  std::map<std::string, Metric> details;  // --page details: "Section Name / Metric Name"
  std::map<std::string, Metric> raw;      // --page raw: "gpu__time_duration.sum"
  const Metric* detail(const std::string& section, const std::string& name) const;
  const Metric* raw_metric(const std::string& name) const;
};

// The kernels of a details page, in ID order. Throws std::invalid_argument when the text has no
// details header (Section Name, Metric Name, Metric Value).
std::vector<Kernel> read_details(const std::string& csv);

// Adds a raw page (its header of metric names, a line of units, then one line per kernel) to
// the kernels of the same report, matched by ID. Throws std::invalid_argument when the text has
// no raw header or names an ID that `kernels` lacks.
void add_raw(std::vector<Kernel>& kernels, const std::string& csv);

// The kernel's function name: "void vector_add_kernel<float>(const float *, ...)" gives
// "vector_add_kernel".
std::string function_name(const std::string& kernel_name);

}  // namespace lab::cli::ncu
