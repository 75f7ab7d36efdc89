#include "checker/cli/profile_report.h"

#include <algorithm>
#include <functional>
#include <set>

#include "checker/cli/profile/advice.h"
#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"

namespace lab::cli {

namespace {

using profile::KernelProfile;

constexpr size_t kCellWidth = 26;

std::string figure_text(const std::optional<profile::Figure>& f) {
  if (!f) return "-";
  return f->unit.empty() ? f->text : f->text + " " + f->unit;
}

std::string number_or_dash(const std::optional<double>& value, int places) {
  return value ? decimal_text(*value, places) : "-";
}

std::string kernel_cell(const KernelProfile& k) {
  std::string name = k.function;
  const std::string times = k.launches > 1 ? " (x" + std::to_string(k.launches) + ")" : "";
  if (name.size() + times.size() >= kCellWidth)
    name = name.substr(0, kCellWidth - 4 - times.size()) + "...";
  return name + times;
}

std::string occupancy_cell(const KernelProfile& k) {
  if (!k.achieved_occupancy || !k.theoretical_occupancy) return "-";
  return say("cli.profile.cell.occupancy", {{"achieved", k.achieved_occupancy->text},
                                            {"theoretical", k.theoretical_occupancy->text}});
}

std::string limit_cell(const KernelProfile& k) {
  const std::string key = "cli.profile.limit." + k.occupancy_limit;
  return k.occupancy_limit.empty() ? "-" : say(key);
}

std::string stall_cell(const KernelProfile& k, size_t i) {
  if (i >= k.stalls.size()) return "";
  return k.stalls[i].reason + " " + decimal_text(100 * k.stalls[i].share, 0) + " %";
}

std::string conflicts_cell(const KernelProfile& k) {
  if (!k.shared_conflicts) return "-";
  if (!k.shared_wavefronts || *k.shared_wavefronts <= 0)
    return decimal_text(*k.shared_conflicts, 0);
  return say("cli.profile.cell.conflicts",
             {{"conflicts", decimal_text(*k.shared_conflicts, 0)},
              {"percent", decimal_text(100 * *k.shared_conflicts / *k.shared_wavefronts, 0)}});
}

std::string flops_cell(const KernelProfile& k) {
  if (!k.flops) return "-";
  const std::string rate = decimal_text(*k.flops / 1e12, 2);
  if (!k.flops_peak || *k.flops_peak <= 0) return rate + " TFLOP/s";
  return say("cli.profile.cell.flops",
             {{"rate", rate}, {"percent", decimal_text(100 * *k.flops / *k.flops_peak, 1)}});
}

struct Line {
  const char* label;  // message id; "" continues the line above
  std::function<std::string(const KernelProfile&)> cell;
};

std::vector<Line> lines_for(const std::vector<std::string>& focus) {
  std::vector<Line> lines = {
      {"cli.profile.line.kernel", kernel_cell},
      {"cli.profile.line.time", [](const KernelProfile& k) { return figure_text(k.duration); }},
      {"cli.profile.line.dram", [](const KernelProfile& k) { return figure_text(k.dram); }},
      {"cli.profile.line.compute", [](const KernelProfile& k) { return figure_text(k.compute); }},
      {"cli.profile.line.occupancy", occupancy_cell},
      {"cli.profile.line.limit", limit_cell},
      {"cli.profile.line.registers",
       [](const KernelProfile& k) { return k.registers ? k.registers->text : "-"; }},
      {"cli.profile.line.block", [](const KernelProfile& k) { return figure_text(k.block_size); }},
      {"cli.profile.line.stalls", [](const KernelProfile& k) { return stall_cell(k, 0); }},
      {"", [](const KernelProfile& k) { return stall_cell(k, 1); }},
      {"", [](const KernelProfile& k) { return stall_cell(k, 2); }},
  };
  const auto wants = [&](const char* what) {
    return std::find(focus.begin(), focus.end(), what) != focus.end();
  };
  if (wants("coalescing")) {
    lines.push_back({"cli.profile.line.load-sectors", [](const KernelProfile& k) {
                       return number_or_dash(k.load_sectors_per_request, 1);
                     }});
    lines.push_back({"cli.profile.line.store-sectors", [](const KernelProfile& k) {
                       return number_or_dash(k.store_sectors_per_request, 1);
                     }});
  }
  if (wants("bank-conflicts")) lines.push_back({"cli.profile.line.conflicts", conflicts_cell});
  if (wants("atomics"))
    lines.push_back({"cli.profile.line.atomics",
                     [](const KernelProfile& k) { return number_or_dash(k.atomics, 0); }});
  if (wants("flops")) lines.push_back({"cli.profile.line.flops", flops_cell});
  return lines;
}

}  // namespace

std::vector<ProfiledRow> profiled_rows(const bench::Results& yours,
                                       const std::vector<ncu::Kernel>& yours_kernels,
                                       const bench::Results* reference,
                                       const std::vector<ncu::Kernel>& reference_kernels) {
  const bench::Results none;  // --solution: no reference run
  std::vector<ProfiledRow> rows;
  for (const bench::Comparison& c : bench::compare(yours, reference ? *reference : none)) {
    if (!c.yours || c.yours->profile_range < 0) continue;
    ProfiledRow row{c.yours->name,
                    c.yours->size,
                    profile::range_profiles(yours_kernels, c.yours->profile_range),
                    {}};
    if (c.reference && c.reference->profile_range >= 0)
      row.reference = profile::range_profiles(reference_kernels, c.reference->profile_range);
    rows.push_back(std::move(row));
  }
  return rows;
}

bool keep_kernels(std::vector<ProfiledRow>& rows, const std::string& name) {
  const auto named = [&](const KernelProfile& k) {
    return k.function.find(name) != std::string::npos;
  };
  const bool any = std::any_of(rows.begin(), rows.end(), [&](const ProfiledRow& row) {
    return std::any_of(row.yours.begin(), row.yours.end(), named);
  });
  if (!any) return false;
  for (ProfiledRow& row : rows)
    row.yours.erase(std::remove_if(row.yours.begin(), row.yours.end(),
                                   [&](const KernelProfile& k) { return !named(k); }),
                    row.yours.end());
  rows.erase(std::remove_if(rows.begin(), rows.end(),
                            [](const ProfiledRow& row) { return row.yours.empty(); }),
             rows.end());
  return true;
}

std::string kernel_names(const std::vector<ProfiledRow>& rows) {
  std::vector<std::string> names;
  for (const ProfiledRow& row : rows)
    for (const KernelProfile& k : row.yours)
      if (std::find(names.begin(), names.end(), k.function) == names.end())
        names.push_back(k.function);
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::string profile_table(const ProfiledRow& row, const std::vector<std::string>& focus,
                          bool solution) {
  std::vector<const KernelProfile*> columns;
  for (const KernelProfile& k : row.yours) columns.push_back(&k);
  for (const KernelProfile& k : row.reference) columns.push_back(&k);
  const std::vector<Line> lines = lines_for(focus);
  size_t label_width = 0;
  for (const Line& line : lines)
    if (*line.label) label_width = std::max(label_width, display_width(say(line.label)));
  label_width += 2;

  std::string out = bold(say("cli.profile.row", {{"name", row.name}, {"size", row.size}})) + "\n";
  std::string heading = "  " + padded("", label_width);
  for (size_t i = 0; i < columns.size(); ++i)
    heading += padded(say(solution               ? "cli.profile.column-solution"
                          : i < row.yours.size() ? "cli.profile.column-yours"
                                                 : "cli.profile.column-reference"),
                      kCellWidth);
  while (heading.back() == ' ') heading.pop_back();
  out += dim(heading) + "\n";
  for (const Line& line : lines) {
    std::string text = "  " + padded(*line.label ? say(line.label) : "", label_width);
    bool any = false;
    for (const KernelProfile* k : columns) {
      const std::string cell = line.cell(*k);
      any = any || !cell.empty();
      text += padded(cell, kCellWidth);
    }
    if (any || *line.label) {
      while (!text.empty() && text.back() == ' ') text.pop_back();
      out += text + "\n";
    }
  }
  // The stall reasons in words, each once.
  std::set<std::string> told;
  for (const KernelProfile* k : columns)
    for (const profile::Stall& s : k->stalls)
      if (const std::string words = text(("cli.profile.stall." + s.reason).c_str());
          !words.empty() && told.insert(s.reason).second)
        out += "  " + dim(wrap(s.reason + ": " + words, 4)) + "\n";
  // What to try next, for the profiled file's main kernel.
  if (const KernelProfile* main = profile::main_kernel(row.yours)) {
    const std::vector<profile::Advice> given =
        profile::advice(*main, profile::main_kernel(row.reference), focus);
    std::string sentences;
    // Chinese sentences follow each other without a space.
    const char* gap = reader_language() == Language::zh ? "" : " ";
    for (const profile::Advice& a : given) sentences += (sentences.empty() ? "" : gap) + a.text;
    out += "  " +
           wrap(say(solution ? "cli.profile.try-next-solution" : "cli.profile.try-next",
                    {{"advice", sentences}}),
                4) +
           "\n";
  }
  return out;
}

pictures::Roofline roofline_of(const std::vector<ProfiledRow>& rows, bool solution,
                               const std::string& title) {
  pictures::Roofline r{0, 0, {}, title};
  const auto add = [&](const KernelProfile& k, const char* whose) {
    if (r.peak_gbs <= 0 && k.dram_peak && k.flops_peak) {
      r.peak_gbs = *k.dram_peak / 1e9;
      r.peak_gflops = *k.flops_peak / 1e9;
    }
    if (!k.flops || !k.dram_bytes_per_second || *k.dram_bytes_per_second <= 0) return;
    r.points.push_back({say(whose, {{"kernel", k.function}}), *k.flops / *k.dram_bytes_per_second,
                        *k.flops / 1e9});
  };
  for (const ProfiledRow& row : rows) {
    for (const KernelProfile& k : row.yours)
      add(k, solution ? "cli.profile.point-solution" : "cli.profile.point-yours");
    for (const KernelProfile& k : row.reference) add(k, "cli.profile.point-reference");
  }
  return r;
}

}  // namespace lab::cli
