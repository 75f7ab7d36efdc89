#include "reference.h"

#include <algorithm>
#include <cstdint>

#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"

namespace lab::thread_layout_ref {

namespace {

std::string str(long long v) { return std::to_string(v); }

long long threads_per_block(const Launch& l) {
  return static_cast<long long>(l.block.x) * l.block.y * l.block.z;
}

bool same(const ThreadIndex& a, const ThreadIndex& b) {
  return a.block.x == b.block.x && a.block.y == b.block.y && a.block.z == b.block.z &&
         a.thread.x == b.thread.x && a.thread.y == b.thread.y && a.thread.z == b.thread.z;
}

// The first few wrong elements, one per line, then how many more there are.
class Listing {
 public:
  void add(const std::string& line) {
    if (count_++ < kShown) text_ += "\n    " + line;
  }
  std::string text() const {
    return text_ +
           (count_ > kShown ? "\n    ... and " + std::to_string(count_ - kShown) + " more" : "");
  }

 private:
  static constexpr long long kShown = 5;
  std::string text_;
  long long count_ = 0;
};

// "W of N <things> of out are wrong (K never written)"
std::string wrong_count(long long wrong, long long never, long long n, const std::string& things) {
  return str(wrong) + " of " + str(n) + " " + things + " of out are wrong" +
         (never ? " (" + str(never) + " never written)" : std::string());
}

}  // namespace

long long thread_count(const Launch& l) {
  return static_cast<long long>(l.grid.x) * l.grid.y * l.grid.z * threads_per_block(l);
}

// Written differently from the course's loop on purpose: which block, times the threads of a
// block, plus which thread inside it.
long long position(const Launch& l, uint3 b, uint3 t) {
  const long long block_id = (static_cast<long long>(b.z) * l.grid.y + b.y) * l.grid.x + b.x;
  const long long thread_id = (static_cast<long long>(t.z) * l.block.y + t.y) * l.block.x + t.x;
  return block_id * threads_per_block(l) + thread_id;
}

ThreadIndex thread_at(const Launch& l, long long p) {
  const long long per_block = threads_per_block(l), block_id = p / per_block,
                  thread_id = p % per_block;
  ThreadIndex t{};
  t.thread.x = static_cast<unsigned>(thread_id % l.block.x);
  t.thread.y = static_cast<unsigned>(thread_id / l.block.x % l.block.y);
  t.thread.z = static_cast<unsigned>(thread_id / (static_cast<long long>(l.block.x) * l.block.y));
  t.block.x = static_cast<unsigned>(block_id % l.grid.x);
  t.block.y = static_cast<unsigned>(block_id / l.grid.x % l.grid.y);
  t.block.z = static_cast<unsigned>(block_id / (static_cast<long long>(l.grid.x) * l.grid.y));
  return t;
}

bool inside(const Launch& l, const ThreadIndex& t) {
  return t.block.x < l.grid.x && t.block.y < l.grid.y && t.block.z < l.grid.z &&
         t.thread.x < l.block.x && t.thread.y < l.block.y && t.thread.z < l.block.z;
}

std::string describe(uint3 v) {
  return "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ", " + std::to_string(v.z) + ")";
}

std::string describe(const Launch& l) {
  return "grid " + describe(uint3(l.grid)) + " x block " + describe(uint3(l.block));
}

std::string describe(const ThreadIndex& t) {
  return "blockIdx " + describe(t.block) + " threadIdx " + describe(t.thread);
}

std::vector<Axis> launch_axes(const Launch& l) {
  const long long bx = l.block.x, by = l.block.y, block = threads_per_block(l);
  return {
      {"threadIdx.x", bx, 1, "1"},
      {"threadIdx.y", by, bx, "blockDim.x = " + str(bx)},
      {"threadIdx.z", l.block.z, bx * by, "blockDim.x * blockDim.y = " + str(bx * by)},
      {"blockIdx.x", l.grid.x, block,
       "the threads of one block, blockDim.x * blockDim.y * blockDim.z = " + str(block)},
      {"blockIdx.y", l.grid.y, block * l.grid.x,
       "the threads of gridDim.x blocks = " + str(block * l.grid.x)},
      {"blockIdx.z", l.grid.z, block * l.grid.x * l.grid.y,
       "the threads of gridDim.x * gridDim.y blocks = " + str(block * l.grid.x * l.grid.y)},
  };
}

std::vector<Axis> volume_axes(int width, int height, int depth) {
  const long long w = width, wh = w * height;
  return {{"x", width, 1, "1"},
          {"y", height, w, "width = " + str(w)},
          {"z", depth, wh, "width * height = " + str(wh)}};
}

std::string stride_findings(const std::vector<Axis>& axes, const std::vector<long long>& where,
                            const std::string& moved, const std::string& unit,
                            const std::string& origin) {
  std::string findings;
  const long long n = static_cast<long long>(where.size());
  if (n > 0 && where[0] != kUnseen && where[0] != 0)
    append_problem(findings, tagged("wrong-origin", origin + " went to " + str(where[0]) + unit +
                                                        " instead of 0."));
  bool any_stride = false;
  for (const Axis& a : axes) {
    if (a.extent < 2) continue;
    long long steps = 0, moves = 0;
    bool agree = true;
    for (long long e = 0; e + a.stride < n && agree; ++e) {
      if ((e / a.stride) % a.extent + 1 >= a.extent) continue;  // the last along this index
      if (where[e] == kUnseen || where[e + a.stride] == kUnseen) continue;
      const long long d = where[e + a.stride] - where[e];
      if (steps++ == 0) moves = d;
      agree = d == moves;
    }
    if (!agree || steps == 0 || moves == a.stride) continue;
    any_stride = true;
    append_problem(findings,
                   tagged("wrong-stride", "a step of 1 in " + a.name + " moves " + moved + " by " +
                                              str(moves) + unit + "; it must move it by " +
                                              a.stride_text + unit + "."));
  }
  if (any_stride)
    append_problem(findings,
                   "Left multiply, right add: each index is multiplied by the product of the "
                   "dimensions of every index that varies faster than it.");
  return findings;
}

std::vector<Launch> small_launches() {
  return {{dim3(1, 1, 1), dim3(1, 1, 1)},    {dim3(2, 3, 1), dim3(3, 2, 1)},
          {dim3(3, 5, 7), dim3(5, 3, 7)},    {dim3(7, 1, 3), dim3(1, 1, 64)},
          {dim3(3, 2, 1), dim3(1024, 1, 1)}, {dim3(5, 4, 3), dim3(7, 9, 11)},
          {dim3(31, 17, 3), dim3(33, 5, 3)}};
}

std::vector<Launch> huge_launches() {
  return {{dim3(2147483647, 1, 1), dim3(1024, 1, 1)},
          {dim3(65535, 65535, 3), dim3(32, 4, 2)},
          {dim3(100003, 7, 65535), dim3(7, 9, 11)}};
}

namespace {

// Every result that is wrong is the right one modulo 2^32, and the right one is 2^32 or more.
bool wrapped_in_32_bits(const std::vector<std::pair<long long, long long>>& wrong_got_want) {
  for (const auto& [got, want] : wrong_got_want)
    if (want < (1LL << 32) ||
        (static_cast<uint64_t>(got) & 0xFFFFFFFFu) != (static_cast<uint64_t>(want) & 0xFFFFFFFFu))
      return false;
  return !wrong_got_want.empty();
}

std::string position_problems(const Launch& l, const std::vector<ThreadIndex>& threads,
                              const std::vector<long long>& got, bool exhaustive) {
  Examples examples(3);
  std::vector<std::pair<long long, long long>> wrong;
  bool constant = true;
  for (size_t i = 0; i < threads.size(); ++i) {
    constant = constant && got[i] == got[0];
    const long long want = position(l, threads[i].block, threads[i].thread);
    if (got[i] == want) continue;
    wrong.emplace_back(got[i], want);
    examples.add(describe(threads[i]) + ": got " + str(got[i]) + ", want " + str(want));
  }
  if (wrong.empty()) return "";
  std::string text = "layout_position is wrong for " + describe(l) + ": " + str(examples.count()) +
                     " of " + str(static_cast<long long>(threads.size())) +
                     (exhaustive ? " threads" : " sampled threads") +
                     " get a wrong position, e.g. " + examples.text();
  if (constant && threads.size() > 1)
    append_problem(text, tagged("position-constant",
                                "It returned " + str(got[0]) +
                                    " for every thread: it ignores all six indices (step 1)."));
  else if (wrapped_in_32_bits(wrong))
    append_problem(
        text,
        tagged("position-wrapped",
               "Each wrong position is the right one modulo 2^32, and the right ones are 2^32 "
               "or more: the arithmetic wrapped around in 32 bits. dim3 and uint3 hold "
               "unsigned int, and so does any product of them: compute the position in "
               "long long."));
  else if (exhaustive) {
    // threads[p] is the thread at position p: `got` is where each one went.
    append_problem(text, stride_findings(launch_axes(l), got, "the position", "",
                                         "The thread whose six indices are all 0"));
  }
  return text;
}

std::vector<long long> call_on(const PositionFunction& f, const Launch& l,
                               const std::vector<ThreadIndex>& threads) {
  std::vector<long long> got(threads.size());
  for (size_t i = 0; i < threads.size(); ++i)
    got[i] = f(l.grid, l.block, threads[i].block, threads[i].thread);
  return got;
}

}  // namespace

std::string check_position_function(const PositionFunction& f, Rng& rng) {
  for (const Launch& l : small_launches()) {
    std::vector<ThreadIndex> threads(static_cast<size_t>(thread_count(l)));
    for (size_t p = 0; p < threads.size(); ++p)
      threads[p] = thread_at(l, static_cast<long long>(p));
    if (std::string p = position_problems(l, threads, call_on(f, l, threads), true); !p.empty())
      return p;
  }
  constexpr int kSamples = 200;
  for (const Launch& l : huge_launches()) {
    const long long n = thread_count(l);
    std::vector<ThreadIndex> threads = {thread_at(l, 0), thread_at(l, n - 1)};
    for (int i = 0; i < kSamples; ++i)
      threads.push_back(thread_at(l, static_cast<long long>(rng.next() % n)));
    if (std::string p = position_problems(l, threads, call_on(f, l, threads), false); !p.empty())
      return p;
  }
  return "";
}

std::string check_records(const std::vector<ThreadIndex>& got, const Launch& l) {
  const long long n = thread_count(l);
  long long wrong = 0, never = 0;
  Listing examples;
  std::vector<long long> where(got.size(), kUnseen);
  for (long long p = 0; p < n; ++p) {
    const ThreadIndex want = thread_at(l, p);
    const bool unwritten = is_poison(got[p]);
    if (!unwritten && inside(l, got[p])) where[position(l, got[p].block, got[p].thread)] = p;
    if (!unwritten && same(got[p], want)) continue;
    ++wrong, never += unwritten;
    examples.add("out[" + str(p) + "]: got " + (unwritten ? "never written" : describe(got[p])) +
                 ", want " + describe(want));
  }
  if (!wrong) return "";
  std::string text =
      wrong_count(wrong, never, n, "elements") + " (" + describe(l) +
      "); out[p] must hold the indices of the thread at position p:" + examples.text();
  if (never == n)
    append_problem(text, tagged("nothing-written",
                                "Nothing was written into out: every thread must store "
                                "{blockIdx, threadIdx} at its layout_position (step 2)."));
  else
    append_problem(text, stride_findings(launch_axes(l), where, "the store", "",
                                         "The thread whose six indices are all 0"));
  return text;
}

std::string limits_problems(const DeviceLimits& got, const DeviceLimits& device) {
  std::string problems;
  const auto field = [&](bool agree, const std::string& name, const std::string& got_text,
                         const std::string& property, const std::string& want_text,
                         const std::string& attribute) {
    if (!agree)
      append_problem(problems,
                     tagged("wrong-limits", "query_limits() returned " + name + " = " + got_text +
                                                "; the device's " + property + " is " + want_text +
                                                " (" + attribute + ")."));
  };
  const auto same3 = [](dim3 a, dim3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; };
  field(same3(got.max_block, device.max_block), "max_block", describe(uint3(got.max_block)),
        "maxThreadsDim", describe(uint3(device.max_block)), "cudaDevAttrMaxBlockDimX, Y and Z");
  field(same3(got.max_grid, device.max_grid), "max_grid", describe(uint3(got.max_grid)),
        "maxGridSize", describe(uint3(device.max_grid)), "cudaDevAttrMaxGridDimX, Y and Z");
  field(got.max_threads_per_block == device.max_threads_per_block, "max_threads_per_block",
        str(got.max_threads_per_block), "maxThreadsPerBlock", str(device.max_threads_per_block),
        "cudaDevAttrMaxThreadsPerBlock");
  field(got.warp_size == device.warp_size, "warp_size", str(got.warp_size), "warpSize",
        str(device.warp_size), "cudaDevAttrWarpSize");
  return problems;
}

std::string describe(const Volume& v) {
  return std::to_string(v.width) + " x " + std::to_string(v.height) + " x " +
         std::to_string(v.depth) + " (width x height x depth), blocks of " +
         describe(uint3(v.block));
}

namespace {

struct Dimension {
  const char* axis;                                   // "y"
  const char* size;                                   // "height"
  const char* units;                                  // "rows"
  long long extent, per_block, max_blocks, launched;  // launched: gridDim, 0 when unknown
};

std::vector<Dimension> dimensions(const Volume& v, const KernelLaunch* launch) {
  return {
      {"x", "width", "columns", v.width, v.block.x, v.max_grid.x, launch ? launch->grid.x : 0LL},
      {"y", "height", "rows", v.height, v.block.y, v.max_grid.y, launch ? launch->grid.y : 0LL},
      {"z", "depth", "planes", v.depth, v.block.z, v.max_grid.z, launch ? launch->grid.z : 0LL}};
}

long long blocks_needed(const Dimension& d) { return (d.extent + d.per_block - 1) / d.per_block; }

std::string loop_advice(const Dimension& d) {
  return std::string("Keep gridDim.") + d.axis +
         " within the limit and let each thread loop over " + d.axis + " in steps of gridDim." +
         d.axis + " * blockDim." + d.axis + " (a grid-stride loop).";
}

// Never-written voxels that are exactly those from some coordinate on in one dimension.
std::string unwritten_tail(const std::vector<bool>& unwritten, long long never, const Volume& v,
                           const KernelLaunch* launch) {
  const long long n = v.voxels(), w = v.width, wh = w * v.height;
  const auto coordinate = [&](long long e, int axis) {
    return axis == 0 ? e % w : axis == 1 ? e / w % v.height : e / wh;
  };
  const std::vector<Dimension> dims = dimensions(v, launch);
  for (int axis = 0; axis < 3; ++axis) {
    const Dimension& d = dims[axis];
    long long from = d.extent;
    for (long long e = 0; e < n; ++e)
      if (unwritten[e]) from = std::min(from, coordinate(e, axis));
    if (from == 0 || never != (d.extent - from) * (n / d.extent)) continue;
    const std::string head =
        std::string("voxels with ") + d.axis + " >= " + str(from) + " were never written";
    if (d.launched * d.per_block != from)
      return tagged("tail-unwritten",
                    head + " (" + d.units + " " + str(from) + " to " + str(d.extent - 1) + ").");
    const std::string covered = ": the grid's " + str(d.launched) + " block(s) of blockDim." +
                                d.axis + " = " + str(d.per_block) + " threads cover only " +
                                str(from) + " of the " + str(d.extent) + " " + d.units;
    if (blocks_needed(d) > d.max_blocks)
      return tagged("grid-limit-without-loop",
                    head + covered + ", and covering them all takes " + str(blocks_needed(d)) +
                        " blocks, more than the device allows (maxGridSize." + d.axis + " = " +
                        str(d.max_blocks) + "). " + loop_advice(d));
    return tagged("grid-too-small", head + covered + ": round the number of blocks up, (" + d.size +
                                        " + blockDim." + d.axis + " - 1) / blockDim." + d.axis +
                                        " = " + str(blocks_needed(d)) + ".");
  }
  return "";
}

}  // namespace

std::string check_volume(const std::vector<int3>& got, const Volume& v,
                         const KernelLaunch* launch) {
  const long long n = v.voxels(), w = v.width, wh = w * v.height;
  long long wrong = 0, never = 0;
  Listing examples;
  std::vector<bool> unwritten(n);
  std::vector<long long> where(n, kUnseen);
  for (long long e = 0; e < n; ++e) {
    const int3 want = make_int3(static_cast<int>(e % w), static_cast<int>(e / w % v.height),
                                static_cast<int>(e / wh));
    const int3 g = got[e];
    unwritten[e] = is_poison(g);
    const bool in_volume =
        g.x >= 0 && g.x < v.width && g.y >= 0 && g.y < v.height && g.z >= 0 && g.z < v.depth;
    if (!unwritten[e] && in_volume)
      where[(g.z * static_cast<long long>(v.height) + g.y) * w + g.x] = e;
    if (!unwritten[e] && g.x == want.x && g.y == want.y && g.z == want.z) continue;
    ++wrong, never += unwritten[e];
    const std::string voxel = describe(make_uint3(want.x, want.y, want.z));
    examples.add("out[" + str(e) + "], voxel " + voxel + ": got " +
                 (unwritten[e] ? "never written"
                               : "(" + std::to_string(g.x) + ", " + std::to_string(g.y) + ", " +
                                     std::to_string(g.z) + ")"));
  }
  if (!wrong) return "";
  std::string text = wrong_count(wrong, never, n, "voxels") + " (" + describe(v) +
                     "); out[(z * height + y) * width + x] must hold (x, y, z):" + examples.text();
  if (never == n)
    return text + "\n" +
           tagged("nothing-written",
                  "Nothing was written into out: the kernel stores nothing, or "
                  "its bounds check turns every thread away (steps 4 and 5).");
  if (never == wrong) append_problem(text, unwritten_tail(unwritten, never, v, launch));
  append_problem(text, stride_findings(volume_axes(v.width, v.height, v.depth), where, "the store",
                                       " elements", "Voxel (0, 0, 0)"));
  return text;
}

std::string grid_limit_advice(const Volume& v) {
  std::string advice;
  for (const Dimension& d : dimensions(v, nullptr)) {
    if (d.extent == 0 || blocks_needed(d) <= d.max_blocks) continue;
    append_problem(
        advice, tagged("grid-over-limit",
                       std::string("Covering the ") + d.size + " of " + str(d.extent) + " " +
                           d.units + " with blocks of blockDim." + d.axis + " = " +
                           str(d.per_block) + " threads takes " + str(blocks_needed(d)) +
                           " blocks in " + d.axis + ", more than the device allows (maxGridSize." +
                           d.axis + " = " + str(d.max_blocks) +
                           "), and a launch past the limit is rejected. " + loop_advice(d)));
  }
  return advice;
}

std::string volume_bounds_advice() {
  return "Threads outside the volume must not store: check x < width, y < height and z < depth "
         "before "
         "the store (a loop's condition can be the check).";
}

}  // namespace lab::thread_layout_ref
