#include "checks.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "checker/harness/capture.h"
#include "checker/harness/cases_passed.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "failure_images.h"
#include "level_compare.h"
#include "likely_mistake.h"
#include "reference.h"

namespace lab::checks {

namespace {

// An empty destination must launch nothing, and touch nothing.
template <typename T>
Problems empty_problems(const CapturedCall& call, const GuardedArray<T>& dst,
                        const std::string& function) {
  return all_problems(
      {call.problems_when_empty(function, say("warp.empty-destination")), dst.check_guards()});
}

Geometry geometry_of(const WarpCase& c, const std::string& name, Layout layout,
                     const CapturedCall& call) {
  Geometry g;
  g.name = name;
  g.width = c.dst_w, g.height = c.dst_h;
  g.layout = layout;
  std::copy(c.m.d2i, c.m.d2i + 6, g.d2i);
  g.src_w = c.src.width, g.src_h = c.src.height;
  g.launch = call.kernels.empty() ? nullptr : &call.kernels.front();
  return g;
}

// The verdict on the values, with the likely mistake and the pictures when they are wrong.
// A known mistake that matches says more than the shape of the wrong pixels, so it wins.
Problems judge(const std::vector<double>& got, const warp_ref::Levels& want, const Geometry& g,
               const warp_ref::LevelTolerance& tolerance,
               const std::function<Problems()>& likely_mistake, const std::string& stem) {
  const LevelReport report = compare_levels(got, want, g, tolerance);
  if (report.ok()) return {};
  std::string message = report.message;
  Problems named;  // the likely mistake or the hint, quoted in the message
  if (const Problems likely = likely_mistake(); !likely.empty()) {
    message += "  " + say("warp.likely", {{"mistake", likely.text()}}) + "\n";
    named = likely;
  } else if (!report.hint.text.empty()) {
    message += "  " + say("warp.hint", {{"hint", report.hint.text}}) + "\n";
    named = report.hint;
  }
  return named.quoted_in(Diagnosis{"warp-values-wrong",
                                   message + "  " + save_failure_images(stem, got, want.level, g)});
}

// The second call: the same buffers, a fresh picture and fill (second_call_case), dst NOT
// poisoned first, as a caller warping frame after frame into one buffer does. `verdict`
// judges what came back; if that is wrong and dst is bit for bit what the first call left,
// the launcher kept its result (or skipped the work) instead of warping the new picture.
template <typename T>
Problems second_call(const std::string& function, GuardedArray<uint8_t>& src, GuardedArray<T>& dst,
                     const WarpCase& again, const std::function<void()>& call,
                     const std::vector<T>& first,
                     const std::function<Problems(const std::vector<T>&)>& verdict) {
  src.upload(again.src.bytes);
  call();
  synchronize(dst.stream(), say("warp.context.again", {{"function", function}}).c_str());
  const std::vector<T> after = dst.download();
  const Problems problems = verdict(after);
  if (problems.empty()) return {};
  if (bitwise_differences(after, first).count == 0) return stale_second_call(function, dst.name());
  return all_problems(
      {Diagnosis{"", again.fill == kLetterboxFill
                         ? say("warp.second-call-wrong")
                         : say("warp.second-call-wrong-fill", {{"fill", again.fill}})},
       problems});
}

// How a check runs its call again for an experiment, returning the output: `replay` runs the
// recorded call on what the buffers hold, `relaunch` calls the launcher with case w's
// arguments (a matrix is an argument, baked into the recording).
template <typename T>
struct Rerun {
  std::function<std::vector<T>()> replay;
  std::function<std::vector<T>(const WarpCase&)> relaunch;
};

// The Rerun of one check's call: `reset` refills dst before each run.
template <typename T, typename CallWith>
Rerun<T> rerun_of(const std::string& function, CapturedCall& call, GuardedArray<T>& dst,
                  const std::function<void()>& reset, const CallWith& call_with) {
  return {
      [&call, &dst, reset, function] {
        reset();
        call.run(dst.stream());
        synchronize(dst.stream(), say("warp.context.experiment", {{"function", function}}).c_str());
        return dst.download();
      },
      [&dst, reset, function, call_with](const WarpCase& w) {
        reset();
        run_uncaptured(dst.stream(), function, call_with(w));
        return dst.download();
      }};
}

// The experiment for an input that a wrong result never read, on the warp's two inputs: src
// inverted and the call replayed, then the matrix turned (turned_case) and the launcher called
// with it. An output that comes back bit for bit as `first` names that input. Each counts only
// where it changes the right answer (the warp with `fill`); src is restored.
template <typename T>
Problems inputs_without_effect(const std::string& function, const std::string& output,
                               const WarpCase& c, uint8_t fill, GuardedArray<uint8_t>& src,
                               const std::vector<T>& first, const Rerun<T>& rerun) {
  const int w = c.dst_w, h = c.dst_h;
  const std::vector<double> right = warp_ref::warp(c.src, c.m.d2i, w, h, fill);
  Problems problems;
  const Image picture = inverted(c.src);
  if (warp_ref::warp(picture, c.m.d2i, w, h, fill) != right) {
    src.upload(picture.bytes);
    const bool changed = !same_bits(rerun.replay(), first);
    src.upload(c.src.bytes);
    problems.add(input_without_effect(function, "src", output, changed, say("warp.src-inverted")));
  }
  const WarpCase turned = turned_case(c);
  if (warp_ref::warp(c.src, turned.m.d2i, w, h, fill) != right)
    problems.add(input_without_effect(function, "m", output,
                                      !same_bits(rerun.relaunch(turned), first),
                                      say("warp.matrix-turned")));
  return problems;
}

constexpr uint8_t kPoison[2] = {0x5A, 0xC3};  // dst is filled with these before runs 1 and 2

// `dump`: dst as it came back from a call made when dst was filled with `poison`; the padding
// at the end of each row must still hold that byte.
Diagnosis padding_problems(const std::vector<uint8_t>& dump, uint8_t poison, const WarpCase& c) {
  const int line = c.dst_line_size();
  size_t changed = 0, first_row = 0, first_byte = 0;
  for (int y = 0; y < c.dst_h; ++y)
    for (int i = 3 * c.dst_w; i < line; ++i)
      if (dump[static_cast<size_t>(y) * line + i] != poison && changed++ == 0)
        first_row = y, first_byte = i;
  if (!changed) return {};
  return diagnose("warp-padding-written", {{"count", changed},
                                           {"byte", first_byte},
                                           {"row", first_row},
                                           {"pixels", 3 * c.dst_w},
                                           {"line", line}});
}

// The pixel bytes of dst (no padding) as levels.
std::vector<double> pixel_levels(const std::vector<uint8_t>& dump, const WarpCase& c) {
  std::vector<double> got;
  got.reserve(static_cast<size_t>(c.dst_w) * c.dst_h * 3);
  for (int y = 0; y < c.dst_h; ++y)
    for (int i = 0; i < 3 * c.dst_w; ++i)
      got.push_back(dump[static_cast<size_t>(y) * c.dst_line_size() + i]);
  return got;
}

}  // namespace

Problems check_warp(const WarpCase& c) {
  const int line = c.dst_line_size();
  Stream stream;
  GuardedArray<uint8_t> src("src", c.src.bytes.size(), stream),
      dst("dst", static_cast<size_t>(line) * c.dst_h, stream);
  src.upload(c.src.bytes);
  dst.fill_bytes(kPoison[0]);
  const auto call_with = [&](const WarpCase& w) {
    return [&, w] {
      warp_affine_bilinear(src.data(), w.src.line_size, w.src.width, w.src.height, dst.data(), line,
                           w.dst_w, w.dst_h, w.fill, w.m, stream);
    };
  };
  CapturedCall call = capture(stream, call_with(c));
  if (c.dst_w == 0 || c.dst_h == 0) return empty_problems(call, dst, "warp_affine_bilinear");
  const auto changed = [&] {
    return dst.download() != std::vector<uint8_t>(dst.size(), kPoison[0]);
  };
  if (Problems p = call.problems("warp_affine_bilinear", 1, changed); !p.empty()) return p;

  // Two runs over two different poison bytes: a byte that still holds the poison both times
  // was never written; one that differs otherwise is a race.
  std::vector<uint8_t> runs[2];
  for (int r = 0; r < 2; ++r) {
    dst.fill_bytes(kPoison[r]);
    call.run(stream);
    synchronize(
        stream,
        (r == 0 ? say("warp.context.running", {{"function", "warp_affine_bilinear"}})
                : say("warp.context.running-second", {{"function", "warp_affine_bilinear"}}))
            .c_str());
    runs[r] = dst.download();
  }
  Problems problems;
  problems.add(dst.check_guards());
  problems.add(src.check_guards());
  problems.add(check_unchanged("src", c.src.bytes, src.download()));
  const Diagnosis padding = padding_problems(runs[0], kPoison[0], c);
  problems.add(padding.text.empty() ? padding_problems(runs[1], kPoison[1], c) : padding);
  if (!problems.empty()) return problems;

  std::vector<double> got = pixel_levels(runs[0], c);
  const std::vector<double> again_got = pixel_levels(runs[1], c);
  size_t races = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (got[i] == kPoison[0] && again_got[i] == kPoison[1]) got[i] = NAN;
    races += got[i] != again_got[i] && !std::isnan(got[i]);
  }
  if (races) return diagnose("warp-runs-differ", {{"count", races}});

  const Geometry g = geometry_of(c, "dst", Layout::hwc_bgr, call);
  const std::string stem = "1.10-dst-" + file_stem(c.label);
  auto verdict = [&](const std::vector<double>& levels, const WarpCase& w,
                     const std::string& file) {
    const warp_ref::Levels want = warp_ref::warp_levels(w.src, w.m.d2i, w.dst_w, w.dst_h, w.fill);
    return judge(
        levels, want, g, warp_ref::tolerance(),
        [&] { return likely_image_mistake(levels, w, g.launch); }, file);
  };
  if (Problems p = verdict(got, c, stem); !p.empty()) {
    const auto rerun = rerun_of<uint8_t>(
        "warp_affine_bilinear", call, dst, [&] { dst.fill_bytes(kPoison[0]); }, call_with);
    if (std::any_of(got.begin(), got.end(), [](double v) { return !std::isnan(v); }))
      p.add(inputs_without_effect<uint8_t>("warp_affine_bilinear", "dst", c, c.fill, src, runs[0],
                                           rerun));
    return p;
  }
  const WarpCase again = second_call_case(c);
  return second_call<uint8_t>("warp_affine_bilinear", src, dst, again, call_with(again), runs[1],
                              [&](const std::vector<uint8_t>& after) {
                                const Diagnosis p = padding_problems(after, kPoison[1], c);
                                return p.text.empty()
                                           ? verdict(pixel_levels(after, c), again, stem + "-again")
                                           : Problems(p);
                              });
}

Problems check_tensor(const WarpCase& c) {
  const size_t n = static_cast<size_t>(c.dst_w) * c.dst_h * 3;
  Stream stream;
  GuardedArray<uint8_t> src("src", c.src.bytes.size(), stream);
  GuardedArray<float> dst("tensor", n, stream);
  src.upload(c.src.bytes);
  dst.poison();
  const auto call_with = [&](const WarpCase& w) {
    return [&, w] {
      warp_affine_to_tensor(src.data(), w.src.line_size, w.src.width, w.src.height, dst.data(),
                            w.dst_w, w.dst_h, w.m, stream);
    };
  };
  CapturedCall call = capture(stream, call_with(c));
  if (c.dst_w == 0 || c.dst_h == 0) return empty_problems(call, dst, "warp_affine_to_tensor");
  const auto changed = [&] {
    for (float v : dst.download())
      if (!is_poison(v)) return true;
    return false;
  };
  if (Problems p = call.problems("warp_affine_to_tensor", 1, changed); !p.empty()) return p;

  std::vector<float> runs[2];
  for (int r = 0; r < 2; ++r) {
    dst.poison();
    call.run(stream);
    synchronize(
        stream,
        (r == 0 ? say("warp.context.running", {{"function", "warp_affine_to_tensor"}})
                : say("warp.context.running-second", {{"function", "warp_affine_to_tensor"}}))
            .c_str());
    runs[r] = dst.download();
  }
  Problems problems;
  problems.add(dst.check_guards());
  problems.add(src.check_guards());
  problems.add(check_unchanged("src", c.src.bytes, src.download()));
  if (!problems.empty()) return problems;
  if (Problems p = compare_runs("tensor", runs[0], runs[1]); !p.empty())
    return p.quoted_in(Diagnosis{"warp-runs-differ", p.text()});

  const Geometry g = geometry_of(c, "tensor", Layout::chw_rgb, call);
  const std::string stem = "1.10-tensor-" + file_stem(c.label);
  auto verdict = [&](const std::vector<float>& values, const WarpCase& w, const std::string& file) {
    std::vector<double> got(n);  // in levels: value * 255
    for (size_t i = 0; i < n; ++i) got[i] = is_poison(values[i]) ? NAN : 255.0 * values[i];
    const warp_ref::Levels image =
        warp_ref::warp_levels(w.src, w.m.d2i, w.dst_w, w.dst_h, kLetterboxFill);
    const warp_ref::Levels want{warp_ref::to_tensor(image.level, w.dst_w, w.dst_h, true, 1),
                                warp_ref::to_tensor(image.other, w.dst_w, w.dst_h, true, 1)};
    return judge(
        got, want, g, warp_ref::tensor_tolerance(),
        [&] { return likely_tensor_mistake(got, w, g.launch); }, file);
  };
  if (Problems p = verdict(runs[0], c, stem); !p.empty()) {
    const auto rerun = rerun_of<float>(
        "warp_affine_to_tensor", call, dst, [&] { dst.poison(); }, call_with);
    if (std::any_of(runs[0].begin(), runs[0].end(), [](float v) { return !is_poison(v); }))
      p.add(inputs_without_effect<float>("warp_affine_to_tensor", "tensor", c, kLetterboxFill, src,
                                         runs[0], rerun));
    return p;
  }
  const WarpCase again = second_call_case(c);
  return second_call<float>(
      "warp_affine_to_tensor", src, dst, again, call_with(again), runs[1],
      [&](const std::vector<float>& after) { return verdict(after, again, stem + "-again"); });
}

Problems check_all(const std::vector<WarpCase>& cases, Problems (*check)(const WarpCase&)) {
  CasesPassed passed("; ");
  for (const WarpCase& c : cases) {
    const Problems problems = check(c);
    if (!problems.empty())
      return problems.quoted_in(c.label + passed.note("warp.passed", "cases") + ":\n" +
                                problems.text());
    passed.add(c.label);
  }
  return {};
}

}  // namespace lab::checks
