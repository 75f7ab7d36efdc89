#include "checker/cli/profile/ncu_csv.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace lab::cli::ncu {

namespace {

// Splits `text` into records, quotes honoured; every record, the log lines' too.
std::vector<std::vector<std::string>> all_records(const std::string& text) {
  std::vector<std::vector<std::string>> records;
  std::vector<std::string> record;
  std::string field;
  bool quoted = false, any = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"', ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = any = true;
    } else if (c == ',') {
      record.push_back(field), field.clear(), any = true;
    } else if (c == '\n' || c == '\r') {
      if (any || !field.empty()) record.push_back(field), records.push_back(record);
      record.clear(), field.clear(), any = false;
    } else {
      field += c, any = true;
    }
  }
  if (any || !field.empty()) record.push_back(field), records.push_back(record);
  return records;
}

// Column indices by header name.
std::map<std::string, size_t> columns_of(const std::vector<std::string>& header) {
  std::map<std::string, size_t> columns;
  for (size_t i = 0; i < header.size(); ++i) columns.emplace(header[i], i);
  return columns;
}

const std::string& field(const std::vector<std::string>& record, size_t column) {
  static const std::string none;
  return column < record.size() ? record[column] : none;
}

long long blocks_of(const std::string& grid) {  // "(4096, 1, 1)"
  long long blocks = 1;
  std::string digits;
  for (const char c : grid + ",") {
    if (c >= '0' && c <= '9') {
      digits += c;
    } else if ((c == ',' || c == ')') && !digits.empty()) {
      blocks *= std::atoll(digits.c_str());
      digits.clear();
    }
  }
  return blocks;
}

}  // namespace

std::vector<std::vector<std::string>> csv_records(const std::string& text) {
  std::vector<std::vector<std::string>> records = all_records(text);
  const auto header = std::find_if(records.begin(), records.end(),
                                   [](const auto& r) { return !r.empty() && r.front() == "ID"; });
  records.erase(records.begin(), header);
  return records;
}

std::optional<double> number(const std::string& text) {
  std::string digits;
  for (const char c : text)
    if (c != ',') digits += c;
  if (digits.empty()) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(digits.c_str(), &end);
  if (end != digits.c_str() + digits.size()) return std::nullopt;
  return value;
}

namespace {

// The factor from a unit word to its base unit: "us" 1e-6, "Mbyte" 1e6, "Ghz" 1e9, "cycle" 1.
double unit_scale(const std::string& word) {
  static const std::map<std::string, double> scales = {
      {"ns", 1e-9},      {"nsecond", 1e-9}, {"us", 1e-6},   {"usecond", 1e-6}, {"ms", 1e-3},
      {"msecond", 1e-3}, {"Kbyte", 1e3},    {"Mbyte", 1e6}, {"Gbyte", 1e9},    {"Tbyte", 1e12},
      {"Khz", 1e3},      {"Mhz", 1e6},      {"Ghz", 1e9},   {"Thz", 1e12}};
  const auto it = scales.find(word);
  return it == scales.end() ? 1.0 : it->second;
}

}  // namespace

std::optional<double> base_value(const Metric& metric) {
  if (!metric.value) return std::nullopt;
  const size_t slash = metric.unit.find('/');
  const double over = slash == std::string::npos ? 1.0 : unit_scale(metric.unit.substr(slash + 1));
  return *metric.value * unit_scale(metric.unit.substr(0, slash)) / over;
}

const Metric* Kernel::detail(const std::string& section, const std::string& name) const {
  const auto it = details.find(section + " / " + name);
  return it == details.end() ? nullptr : &it->second;
}

const Metric* Kernel::raw_metric(const std::string& name) const {
  const auto it = raw.find(name);
  return it == raw.end() ? nullptr : &it->second;
}

std::string function_name(const std::string& full_name) {
  // An anonymous namespace, as ncu writes it ("<unnamed>::" or "(anonymous namespace)::"),
  // would look like template brackets or a parameter list: it goes first.
  std::string kernel_name = full_name;
  for (const std::string anonymous : {"<unnamed>::", "(anonymous namespace)::"})
    for (size_t at; (at = kernel_name.find(anonymous)) != std::string::npos;)
      kernel_name.erase(at, anonymous.size());
  // The name ends before the parameter list, which is the first "(" outside template brackets.
  int depth = 0;
  size_t end = kernel_name.size();
  for (size_t i = 0; i < kernel_name.size(); ++i) {
    const char c = kernel_name[i];
    if (c == '<') ++depth;
    if (c == '>') --depth;
    if (c == '(' && depth == 0) {
      end = i;
      break;
    }
  }
  std::string name = kernel_name.substr(0, end);
  if (const size_t angle = name.find('<'); angle != std::string::npos) name.resize(angle);
  if (const size_t space = name.rfind(' '); space != std::string::npos) name.erase(0, space + 1);
  if (const size_t scope = name.rfind("::"); scope != std::string::npos) name.erase(0, scope + 2);
  return name;
}

std::vector<Kernel> read_details(const std::string& csv) {
  const auto records = csv_records(csv);
  if (records.empty()) throw std::invalid_argument("no details page (no header line)");
  const auto col = columns_of(records.front());
  for (const char* needed : {"ID", "Kernel Name", "Grid Size", "Section Name", "Metric Name",
                             "Metric Unit", "Metric Value"})
    if (!col.count(needed))
      throw std::invalid_argument(std::string("no \"") + needed + "\" column in the details page");
  std::vector<Kernel> kernels;
  for (size_t r = 1; r < records.size(); ++r) {
    const auto& rec = records[r];
    const std::optional<double> id = number(field(rec, col.at("ID")));
    if (!id) continue;
    if (kernels.empty() || kernels.back().id != static_cast<int>(*id)) {
      Kernel k;
      k.id = static_cast<int>(*id);
      k.name = field(rec, col.at("Kernel Name"));
      k.function = function_name(k.name);
      k.grid_blocks = blocks_of(field(rec, col.at("Grid Size")));
      kernels.push_back(k);
    }
    const std::string& text = field(rec, col.at("Metric Value"));
    kernels.back().details.emplace(
        field(rec, col.at("Section Name")) + " / " + field(rec, col.at("Metric Name")),
        Metric{text, field(rec, col.at("Metric Unit")), number(text)});
  }
  return kernels;
}

void add_raw(std::vector<Kernel>& kernels, const std::string& csv) {
  const auto records = csv_records(csv);
  if (records.size() < 2) throw std::invalid_argument("no raw page (no header and units)");
  const auto& header = records[0];
  const auto& units = records[1];
  for (size_t r = 2; r < records.size(); ++r) {
    const std::optional<double> id = number(field(records[r], 0));
    if (!id) continue;
    const auto kernel = std::find_if(kernels.begin(), kernels.end(),
                                     [&](const Kernel& k) { return k.id == int(*id); });
    if (kernel == kernels.end())
      throw std::invalid_argument("the raw page names kernel " + field(records[r], 0) +
                                  ", which the details page lacks");
    for (size_t c = 1; c < header.size(); ++c) {
      const std::string& text = field(records[r], c);
      kernel->raw.emplace(header[c], Metric{text, field(units, c), number(text)});
    }
  }
}

}  // namespace lab::cli::ncu
