#include "checks.h"

#include <cstring>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "reference.h"
#include "transpose.h"

namespace lab::transpose_checks {

const Form kNaive{"transpose_naive", transpose_naive};
const Form kPadded{"transpose_padded", transpose_padded};
const Form kSwizzled{"transpose_swizzled", transpose_swizzled};

std::string shape_label(int rows, int cols) {
  return std::to_string(rows) + " x " + std::to_string(cols);
}

namespace {

using transpose_ref::Source;

// What a result is checked against: the values of `in`, and their code when they have one.
struct Input {
  std::vector<float> values;
  const transpose_ref::Code* code = nullptr;  // none: random floats
};

// "in[3][40] = 1234567", or the value alone when it is no element of in.
std::string element_text(long long index, float value, int cols) {
  if (index < 0) return say("transpose.value-from-nowhere", {{"value", format_number(value)}});
  return say("transpose.element",
             {{"row", index / cols}, {"col", index % cols}, {"value", format_number(value)}});
}

// A hint under the comparison: diagnosis `id`, told by message `text` (the same by default),
// when at least half of the `wrong` elements fit it (`count` of them).
void add_hint(Problems& hints, const std::string& id, size_t count, size_t wrong,
              const std::string& text = "") {
  if (count == 0 || 2 * count < wrong) return;
  const std::string hint = say(text.empty() ? id : text, {{"count", count}, {"wrong", wrong}});
  hints.add(Diagnosis{id, say("transpose.hint", {{"hint", hint}})});
}

// The exact comparison of `got` with the transpose of `input`, with what the wrong values say.
// `stale_hint`: whether values from nowhere may be blamed on reads of unstored tile slots
// (not when the call wrote outside its arrays, which explains them too).
Problems judge(const std::string& function, const std::vector<float>& got, const Input& input,
               int rows, int cols, bool stale_hint = true) {
  const std::vector<float> want = transpose_ref::transpose(input.values, rows, cols);
  size_t wrong = 0, unwritten = 0, outside = 0, counts[transpose_ref::kSources] = {};
  std::string listed;
  for (size_t k = 0; k < got.size(); ++k) {
    if (std::memcmp(&got[k], &want[k], sizeof(float)) == 0) continue;
    ++wrong;
    const bool never = is_poison(got[k]);
    unwritten += never;
    const long long from = input.code ? transpose_ref::decode(got[k], *input.code, got.size()) : -1;
    if (!never && input.code)
      for (int s = 0; s < transpose_ref::kSources; ++s)
        counts[s] += transpose_ref::fits(Source(s), k, from, rows, cols);
    outside += is_canary(got[k]);
    if (wrong > 5) continue;
    const long long i = static_cast<long long>(k) / rows, j = static_cast<long long>(k) % rows;
    const std::string wanted = element_text(j * cols + i, want[k], cols);
    if (never) {
      listed += say("transpose.unwritten-element", {{"i", i}, {"j", j}, {"want", wanted}});
      continue;
    }
    const std::string holds = input.code ? element_text(from, got[k], cols) : format_number(got[k]);
    listed +=
        say("transpose.wrong-element", {{"i", i}, {"j", j}, {"got", holds}, {"want", wanted}});
  }
  if (wrong == 0) return {};
  Problems problems = diagnose(unwritten == wrong ? "transpose-never-written" : "transpose-wrong",
                               {{"function", function},
                                {"wrong", wrong},
                                {"count", got.size()},
                                {"unwritten", unwritten},
                                {"list", listed}});
  const auto count = [&](Source s) { return counts[static_cast<int>(s)]; };
  const size_t written_wrong = wrong - unwritten;
  add_hint(problems, "tile-not-transposed-inside", count(Source::untransposed_in_tile),
           written_wrong);
  add_hint(problems, "transpose-is-a-copy", count(Source::untransposed_copy), written_wrong);
  add_hint(problems, "tile-misplaced", count(Source::tile_misplaced), written_wrong);
  add_hint(problems, "tile-slot-shared", count(Source::own_tile), written_wrong);
  // The id is shared with other chapters' checks, each with its own text.
  add_hint(problems, "read-outside-input", outside, written_wrong, "transpose.read-outside");
  if (stale_hint)
    add_hint(problems, "tile-read-stale", count(Source::not_from_input) + count(Source::elsewhere),
             written_wrong);
  return problems;
}

}  // namespace

Problems check_transpose(const Form& form, int rows, int cols, Rng& rng) {
  const size_t n = size_t(rows) * size_t(cols);
  const transpose_ref::Code code = transpose_ref::random_code(rng);
  const Input coded{transpose_ref::coded_matrix(n, code), &code};
  Stream stream;
  GuardedArray<float> in("in", n, stream), out("out", n, stream);
  in.upload(coded.values);
  out.poison();

  const auto launch = [&] { form.launch(in.data(), out.data(), rows, cols, stream); };
  CapturedCall call = capture(stream, launch);
  if (n == 0)
    return all_problems(
        {call.problems_when_empty(form.name, shape_label(rows, cols)), out.check_guards()});
  const auto out_written = [&] {
    for (float x : out.download())
      if (!is_poison(x)) return true;
    return false;
  };
  if (Problems p = call.problems(form.name, 1, out_written); !p.empty()) return p;

  const auto run = [&](const char* message) {
    out.poison();
    call.run(stream);
    synchronize(stream, say(message, {{"function", form.name}}).c_str());
    return out.download();
  };
  const std::vector<float> first = run("transpose.running");
  Problems bounds = all_problems(
      {out.check_guards(), in.check_guards(), check_unchanged("in", coded.values, in.download())});
  if (!bounds.empty()) {
    // Writes outside out (or into in) explain any wrong element and any difference between
    // two runs: the stores of the partial tiles.
    bounds.add(diagnose("partial-tile-bounds"));
    return all_problems({judge(form.name, first, coded, rows, cols, false), bounds});
  }
  Problems problems = judge(form.name, first, coded, rows, cols);
  // Same input again: a transpose only moves values, so correct code gives the same bits.
  const std::vector<float> again = run("transpose.running-again");
  if (Problems race =
          compare_runs(say("transpose.output-of", {{"function", form.name}}), first, again);
      !race.empty())
    return all_problems({problems, race, diagnose("transpose-missing-barrier")});
  if (!problems.empty()) return problems;

  // The launcher itself again on the same buffers, with random floats in `in`: a result
  // kept from the first call, or one computed from the code rather than read, cannot pass.
  const Input fresh{random_floats(n, rng)};
  in.upload(fresh.values);
  if (Problems p = run_uncaptured(stream, form.name, launch); !p.empty()) return p;
  const std::vector<float> got = out.download();
  return second_call_problems(form.name, "out", same_bits(got, first),
                              judge(form.name, got, fresh, rows, cols));
}

}  // namespace lab::transpose_checks
