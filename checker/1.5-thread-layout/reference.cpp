#include "reference.h"

#include <algorithm>
#include <cstdint>

#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/index_models.h"

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
    return text_ + (count_ > kShown
                        ? "\n    " + say("thread-layout.listing-more", {{"count", count_ - kShown}})
                        : "");
  }

 private:
  static constexpr long long kShown = 5;
  std::string text_;
  long long count_ = 0;
};

// "W of N elements of out are wrong (K never written)"; voxels instead of elements when
// `voxels`.
std::string wrong_count(long long wrong, long long never, long long n, bool voxels) {
  const std::string unwritten =
      never ? say("thread-layout.never-written-count", {{"count", never}}) : std::string();
  const std::initializer_list<Arg> args = {{"wrong", wrong}, {"n", n}, {"never", unwritten}};
  return voxels ? say("thread-layout.wrong-voxels", args)
                : say("thread-layout.wrong-elements", args);
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
      {"blockIdx.x", l.grid.x, block, say("thread-layout.stride.block", {{"count", block}})},
      {"blockIdx.y", l.grid.y, block * l.grid.x,
       say("thread-layout.stride.row", {{"count", block * l.grid.x}})},
      {"blockIdx.z", l.grid.z, block * l.grid.x * l.grid.y,
       say("thread-layout.stride.plane", {{"count", block * l.grid.x * l.grid.y}})},
  };
}

std::vector<Axis> volume_axes(int width, int height, int depth) {
  const long long w = width, wh = w * height;
  return {{"x", width, 1, "1"},
          {"y", height, w, "width = " + str(w)},
          {"z", depth, wh, "width * height = " + str(wh)}};
}

Problems stride_findings(const std::vector<Axis>& axes, const std::vector<long long>& where,
                         const std::string& moved, const std::string& unit,
                         const std::string& origin) {
  Problems findings;
  const long long n = static_cast<long long>(where.size());
  if (n > 0 && where[0] != kUnseen && where[0] != 0)
    findings.add(
        diagnose("wrong-origin", {{"origin", origin}, {"where", where[0]}, {"unit", unit}}));
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
    findings.add(diagnose("wrong-stride", {{"axis", a.name},
                                           {"moved", moved},
                                           {"moves", moves},
                                           {"unit", unit},
                                           {"stride", a.stride_text}}));
  }
  if (any_stride) findings.add({"", say("thread-layout.left-multiply")});
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

Problems position_problems(const Launch& l, const std::vector<ThreadIndex>& threads,
                           const std::vector<long long>& got, bool exhaustive) {
  Examples examples(3);
  std::vector<std::pair<long long, long long>> wrong;
  bool constant = true;
  for (size_t i = 0; i < threads.size(); ++i) {
    constant = constant && got[i] == got[0];
    const long long want = position(l, threads[i].block, threads[i].thread);
    if (got[i] == want) continue;
    wrong.emplace_back(got[i], want);
    examples.add(say("thread-layout.position-example",
                     {{"thread", describe(threads[i])}, {"got", got[i]}, {"want", want}}));
  }
  if (wrong.empty()) return {};
  const std::initializer_list<Arg> args = {{"launch", describe(l)},
                                           {"wrong", examples.count()},
                                           {"total", threads.size()},
                                           {"examples", examples.text()}};
  Problems text{{"", exhaustive ? say("thread-layout.position-wrong", args)
                                : say("thread-layout.position-wrong.sampled", args)}};
  if (constant && threads.size() > 1)
    text.add(diagnose("position-constant", {{"value", got[0]}}));
  else if (wrapped_in_32_bits(wrong))
    text.add(diagnose("position-wrapped"));
  else if (exhaustive) {
    // threads[p] is the thread at position p: `got` is where each one went.
    text.add(stride_findings(launch_axes(l), got, say("thread-layout.moved.position"), "",
                             say("thread-layout.origin.thread")));
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

Problems check_position_function(const PositionFunction& f, Rng& rng) {
  for (const Launch& l : small_launches()) {
    std::vector<ThreadIndex> threads(static_cast<size_t>(thread_count(l)));
    for (size_t p = 0; p < threads.size(); ++p)
      threads[p] = thread_at(l, static_cast<long long>(p));
    if (Problems p = position_problems(l, threads, call_on(f, l, threads), true); !p.empty())
      return p;
  }
  constexpr int kSamples = 200;
  for (const Launch& l : huge_launches()) {
    const long long n = thread_count(l);
    std::vector<ThreadIndex> threads = {thread_at(l, 0), thread_at(l, n - 1)};
    for (int i = 0; i < kSamples; ++i)
      threads.push_back(thread_at(l, static_cast<long long>(rng.next() % n)));
    if (Problems p = position_problems(l, threads, call_on(f, l, threads), false); !p.empty())
      return p;
  }
  return {};
}

Problems check_records(const std::vector<ThreadIndex>& got, const Launch& l) {
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
    examples.add(say("thread-layout.record-example",
                     {{"p", p},
                      {"got", unwritten ? say("thread-layout.never-written") : describe(got[p])},
                      {"want", describe(want)}}));
  }
  if (!wrong) return {};
  Problems text{
      {"", say("thread-layout.records-wrong", {{"count", wrong_count(wrong, never, n, false)},
                                               {"launch", describe(l)},
                                               {"examples", examples.text()}})}};
  if (never == n)
    text.add(Diagnosis{"nothing-written", say("thread-layout.nothing-written.records")});
  else
    text.add(stride_findings(launch_axes(l), where, say("thread-layout.moved.store"), "",
                             say("thread-layout.origin.thread")));
  return text;
}

Problems limits_problems(const DeviceLimits& got, const DeviceLimits& device) {
  Problems problems;
  const auto field = [&](bool agree, const std::string& name, const std::string& got_text,
                         const std::string& property, const std::string& want_text,
                         const std::string& attribute) {
    if (!agree)
      problems.add(diagnose("wrong-limits", {{"name", name},
                                             {"got", got_text},
                                             {"property", property},
                                             {"want", want_text},
                                             {"attribute", attribute}}));
  };
  const auto same3 = [](dim3 a, dim3 b) { return a.x == b.x && a.y == b.y && a.z == b.z; };
  field(same3(got.max_block, device.max_block), "max_block", describe(uint3(got.max_block)),
        "maxThreadsDim", describe(uint3(device.max_block)),
        say("thread-layout.attribute-xyz", {{"prefix", "cudaDevAttrMaxBlockDim"}}));
  field(same3(got.max_grid, device.max_grid), "max_grid", describe(uint3(got.max_grid)),
        "maxGridSize", describe(uint3(device.max_grid)),
        say("thread-layout.attribute-xyz", {{"prefix", "cudaDevAttrMaxGridDim"}}));
  field(got.max_threads_per_block == device.max_threads_per_block, "max_threads_per_block",
        str(got.max_threads_per_block), "maxThreadsPerBlock", str(device.max_threads_per_block),
        "cudaDevAttrMaxThreadsPerBlock");
  field(got.warp_size == device.warp_size, "warp_size", str(got.warp_size), "warpSize",
        str(device.warp_size), "cudaDevAttrWarpSize");
  return problems;
}

std::string describe(const Volume& v) {
  return say("thread-layout.volume", {{"width", v.width},
                                      {"height", v.height},
                                      {"depth", v.depth},
                                      {"block", describe(uint3(v.block))}});
}

namespace {

struct Dimension {
  const char* axis;                                   // "y"
  const char* size;                                   // "height"
  std::string units;                                  // "rows", in the reader's language
  long long extent, per_block, max_blocks, launched;  // launched: gridDim, 0 when unknown
};

std::vector<Dimension> dimensions(const Volume& v, const KernelLaunch* launch) {
  return {{"x", "width", say("thread-layout.columns"), v.width, v.block.x, v.max_grid.x,
           launch ? launch->grid.x : 0LL},
          {"y", "height", say("thread-layout.rows"), v.height, v.block.y, v.max_grid.y,
           launch ? launch->grid.y : 0LL},
          {"z", "depth", say("thread-layout.planes"), v.depth, v.block.z, v.max_grid.z,
           launch ? launch->grid.z : 0LL}};
}

long long blocks_needed(const Dimension& d) { return (d.extent + d.per_block - 1) / d.per_block; }

std::string loop_advice(const Dimension& d) {
  return say("thread-layout.loop-advice", {{"axis", d.axis}});
}

// Never-written voxels that are exactly those from some coordinate on in one dimension.
// gridDim where blockDim belongs, along one axis: the voxels written are exactly those whose
// coordinate along it such an index reaches (with or without a grid-stride loop).
Problems grid_dim_confusion(const std::vector<bool>& unwritten, const Volume& v,
                            const KernelLaunch* launch) {
  if (!launch) return {};
  const long long n = v.voxels(), w = v.width, wh = w * v.height;
  const long long extents[] = {v.width, v.height, v.depth};
  const unsigned grids[] = {launch->grid.x, launch->grid.y, launch->grid.z};
  const unsigned blocks[] = {launch->block.x, launch->block.y, launch->block.z};
  const char* axes[] = {"x", "y", "z"};
  for (int axis = 0; axis < 3; ++axis)
    for (bool loops : {false, true}) {
      const size_t extent = static_cast<size_t>(extents[axis]);
      if (!grid_dim_tells_apart(grids[axis], blocks[axis], extent, loops)) continue;
      const std::vector<bool> reached =
          reached_with_grid_dim(grids[axis], blocks[axis], extent, loops);
      bool matches = true;
      for (long long e = 0; e < n && matches; ++e) {
        const long long c = axis == 0 ? e % w : axis == 1 ? e / w % v.height : e / wh;
        matches = unwritten[e] != reached[static_cast<size_t>(c)];
      }
      if (matches)
        return grid_dim_for_block_dim(
            axes[axis], *launch, extent,
            static_cast<size_t>(std::count(reached.begin(), reached.end(), true)));
    }
  return {};
}

Problems unwritten_tail(const std::vector<bool>& unwritten, long long never, const Volume& v,
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
    const std::string head = say("thread-layout.tail.head", {{"axis", d.axis}, {"from", from}});
    if (d.launched * d.per_block != from)
      return Diagnosis{
          "tail-unwritten",
          say("thread-layout.tail-unwritten",
              {{"head", head}, {"units", d.units}, {"from", from}, {"last", d.extent - 1}})};
    const std::string covered = say("thread-layout.tail.covered", {{"blocks", d.launched},
                                                                   {"axis", d.axis},
                                                                   {"per_block", d.per_block},
                                                                   {"from", from},
                                                                   {"extent", d.extent},
                                                                   {"units", d.units}});
    if (blocks_needed(d) > d.max_blocks)
      return diagnose("grid-limit-without-loop", {{"head", head},
                                                  {"covered", covered},
                                                  {"needed", blocks_needed(d)},
                                                  {"axis", d.axis},
                                                  {"max", d.max_blocks},
                                                  {"advice", loop_advice(d)}});
    return Diagnosis{"grid-too-small",
                     say("thread-layout.grid-too-small", {{"head", head},
                                                          {"covered", covered},
                                                          {"size", d.size},
                                                          {"axis", d.axis},
                                                          {"needed", blocks_needed(d)}})};
  }
  return {};
}

}  // namespace

Problems check_volume(const std::vector<int3>& got, const Volume& v, const KernelLaunch* launch) {
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
    examples.add(
        say("thread-layout.voxel-example",
            {{"e", e},
             {"voxel", voxel},
             {"got", unwritten[e] ? say("thread-layout.never-written")
                                  : "(" + std::to_string(g.x) + ", " + std::to_string(g.y) + ", " +
                                        std::to_string(g.z) + ")"}}));
  }
  if (!wrong) return {};
  Problems text{
      {"", say("thread-layout.voxels-wrong", {{"count", wrong_count(wrong, never, n, true)},
                                              {"volume", describe(v)},
                                              {"examples", examples.text()}})}};
  if (never == n) {
    text.add(Diagnosis{"nothing-written", say("thread-layout.nothing-written.volume")});
    return text;
  }
  if (never == wrong) {
    const Problems confused = grid_dim_confusion(unwritten, v, launch);
    text.add(confused.empty() ? unwritten_tail(unwritten, never, v, launch) : confused);
  }
  text.add(stride_findings(volume_axes(v.width, v.height, v.depth), where,
                           say("thread-layout.moved.store"), say("thread-layout.unit.elements"),
                           say("thread-layout.origin.voxel")));
  return text;
}

Problems grid_limit_advice(const Volume& v) {
  Problems advice;
  for (const Dimension& d : dimensions(v, nullptr)) {
    if (d.extent == 0 || blocks_needed(d) <= d.max_blocks) continue;
    advice.add(diagnose("grid-over-limit", {{"size", d.size},
                                            {"extent", d.extent},
                                            {"units", d.units},
                                            {"axis", d.axis},
                                            {"per_block", d.per_block},
                                            {"needed", blocks_needed(d)},
                                            {"max", d.max_blocks},
                                            {"advice", loop_advice(d)}}));
  }
  return advice;
}

std::string volume_bounds_advice() { return say("thread-layout.bounds-advice"); }

}  // namespace lab::thread_layout_ref
