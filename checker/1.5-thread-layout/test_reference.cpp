// Host tests of the 1.5 reference and diagnoses: they must accept every correct layout and
// name the cause of the typical wrong ones, as the mistakes/ variants make them.
#include <cstdlib>
#include <cstring>

#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "reference.h"

using namespace lab::thread_layout_ref;

namespace {

template <typename T>
T poison() {
  T value;
  std::memset(static_cast<void*>(&value), 0xFF, sizeof value);
  return value;
}

// The course's loop, as the solution writes it.
long long course_loop(dim3 g, dim3 b, uint3 bi, uint3 ti) {
  const unsigned dims[6] = {g.z, g.y, g.x, b.z, b.y, b.x};
  const unsigned index[6] = {bi.z, bi.y, bi.x, ti.z, ti.y, ti.x};
  long long p = 0;
  for (int i = 0; i < 6; ++i) p = p * dims[i] + index[i];
  return p;
}

long long thread_major(dim3 g, dim3 b, uint3 bi, uint3 ti) {
  const long long block_id = (static_cast<long long>(bi.z) * g.y + bi.y) * g.x + bi.x;
  const long long thread_id = (static_cast<long long>(ti.z) * b.y + ti.y) * b.x + ti.x;
  return thread_id * g.x * g.y * g.z + block_id;
}

long long in_32_bits(dim3 g, dim3 b, uint3 bi, uint3 ti) {
  const unsigned block_id = (bi.z * g.y + bi.y) * g.x + bi.x;
  const unsigned thread_id = (ti.z * b.y + ti.y) * b.x + ti.x;
  return block_id * (b.x * b.y * b.z) + thread_id;
}

// threadIdx.y multiplied by blockDim.y instead of blockDim.x.
long long wrong_row_length(dim3 g, dim3 b, uint3 bi, uint3 ti) {
  const long long block_id = (static_cast<long long>(bi.z) * g.y + bi.y) * g.x + bi.x;
  return block_id * b.x * b.y * b.z + (static_cast<long long>(ti.z) * b.y + ti.y) * b.y + ti.x;
}

std::string check(long long (*f)(dim3, dim3, uint3, uint3)) {
  lab::Rng rng(1234);
  return check_position_function(f, rng).text();
}

// fill_coordinates' output for a store index `index(x, y, z)` (poison where nothing landed),
// as a kernel with one thread per voxel of the first `covered` columns, rows and planes makes it.
template <typename Index>
std::vector<int3> filled(const Volume& v, uint3 covered, Index index) {
  std::vector<int3> out(v.voxels(), poison<int3>());
  for (int z = 0; z < v.depth && z < static_cast<int>(covered.z); ++z)
    for (int y = 0; y < v.height && y < static_cast<int>(covered.y); ++y)
      for (int x = 0; x < v.width && x < static_cast<int>(covered.x); ++x) {
        const long long e = index(x, y, z);
        if (e >= 0 && e < v.voxels()) out[e] = make_int3(x, y, z);
      }
  return out;
}

const dim3 kDeviceGrid(2147483647, 65535, 65535);

}  // namespace

TEST_CASE("1.5 reference: position counts the threads in the course's order, thread_at inverts it",
          "[host][1.5]") {
  for (const Launch& l : small_launches()) {
    long long count = 0;
    bool in_order = true, inverse = true;
    for (unsigned bz = 0; bz < l.grid.z; ++bz)
      for (unsigned by = 0; by < l.grid.y; ++by)
        for (unsigned bx = 0; bx < l.grid.x; ++bx)
          for (unsigned tz = 0; tz < l.block.z; ++tz)
            for (unsigned ty = 0; ty < l.block.y; ++ty)
              for (unsigned tx = 0; tx < l.block.x; ++tx, ++count) {
                const ThreadIndex t{make_uint3(bx, by, bz), make_uint3(tx, ty, tz)};
                in_order = in_order && position(l, t.block, t.thread) == count;
                const ThreadIndex back = thread_at(l, count);
                inverse =
                    inverse && position(l, back.block, back.thread) == count && inside(l, back);
              }
    INFO(describe(l));
    CHECK(in_order);
    CHECK(inverse);
    CHECK(count == thread_count(l));
  }
  const Launch huge = huge_launches().front();
  const ThreadIndex last = thread_at(huge, thread_count(huge) - 1);
  CHECK(position(huge, last.block, last.thread) == thread_count(huge) - 1);
  CHECK(thread_count(huge) > (1LL << 40));
}

TEST_CASE("1.5 reference: layout_position checks accept correct formulas and explain wrong ones",
          "[host][1.5]") {
  CHECK(check(course_loop) == "");
  CHECK(check([](dim3 g, dim3 b, uint3 bi, uint3 ti) { return position({g, b}, bi, ti); }) == "");
  // The untouched skeleton returns 0.
  CHECK_THAT(check([](dim3, dim3, uint3, uint3) { return 0LL; }),
             lab::contains("ignores all six indices"));
  CHECK_THAT(check(thread_major),
             lab::contains("a step of 1 in blockIdx.x moves the position by 1;"));
  CHECK_THAT(check(in_32_bits), lab::contains("wrapped around in 32 bits"));
  const std::string row = check(wrong_row_length);
  CHECK_THAT(row,
             lab::contains("a step of 1 in threadIdx.y moves the position by 2; it must move it by "
                           "blockDim.x = 3."));
  CHECK_THAT(row, !lab::contains("threadIdx.x moves"));
  CHECK_THAT(row, !lab::contains("wrapped"));
}

TEST_CASE("1.5 reference: record_thread_indices' output", "[host][1.5]") {
  const Launch l{dim3(3, 5, 7), dim3(5, 3, 7)};
  std::vector<ThreadIndex> right(thread_count(l)), thread_first(thread_count(l));
  for (long long p = 0; p < thread_count(l); ++p) {
    right[p] = thread_at(l, p);
    thread_first[thread_major(l.grid, l.block, right[p].block, right[p].thread)] = right[p];
  }
  CHECK(check_records(right, l).text() == "");
  CHECK_THAT(check_records(std::vector<ThreadIndex>(right.size(), poison<ThreadIndex>()), l).text(),
             lab::contains("Nothing was written into out"));
  const std::string wrong = check_records(thread_first, l).text();
  CHECK_THAT(wrong,
             lab::contains("a step of 1 in blockIdx.x moves the store by 1; it must move it by the "
                           "threads of one block"));
  CHECK_THAT(wrong,
             lab::contains("out[1]: got blockIdx (1, 0, 0) threadIdx (0, 0, 0), want blockIdx "
                           "(0, 0, 0) threadIdx (1, 0, 0)"));
}

TEST_CASE("1.5 reference: fill_coordinates' output and its never-written tails", "[host][1.5]") {
  const Volume v{37, 19, 5, dim3(32, 8, 1), kDeviceGrid};
  const auto row_major = [&](int x, int y, int z) {
    return (static_cast<long long>(z) * v.height + y) * v.width + x;
  };
  const uint3 all = make_uint3(v.width, v.height, v.depth);
  CHECK(check_volume(filled(v, all, row_major), v, nullptr).text() == "");

  // width / blockDim.x = 1 block covers 32 of the 37 columns.
  const lab::KernelLaunch rounded_down{"k", dim3(1, 2, 5), v.block, 0};
  const std::string tail =
      check_volume(filled(v, make_uint3(32, v.height, v.depth), row_major), v, &rounded_down)
          .text();
  CHECK_THAT(tail, lab::contains("voxels with x >= 32 were never written"));
  CHECK_THAT(
      tail,
      lab::contains("round the number of blocks up, (width + blockDim.x - 1) / blockDim.x = 2."));
  // Without the launch the tail is only described.
  CHECK_THAT(
      check_volume(filled(v, make_uint3(32, v.height, v.depth), row_major), v, nullptr).text(),
      lab::contains("voxels with x >= 32 were never written (columns 32 to 36)."));

  // gridDim.x where blockDim.x belongs: with 2 blocks of 32 columns, x = blockIdx.x * 2 +
  // threadIdx.x reaches columns 0 to 33 only.
  const lab::KernelLaunch two_blocks{"k", dim3(2, 3, 5), v.block, 0};
  const std::string confused =
      check_volume(filled(v, make_uint3(34, v.height, v.depth), row_major), v, &two_blocks).text();
  CHECK_THAT(confused, lab::contains("uses gridDim.x where blockDim.x belongs"));
  CHECK_THAT(confused, lab::contains("reaches exactly the 34 of the 37 indices"));
  // The same columns missing from a grid of one block are a grid too small, not gridDim.
  CHECK_THAT(tail, !lab::contains("gridDim.x where"));
  // Other columns missing than gridDim would skip: no gridDim diagnosis.
  CHECK_THAT(
      check_volume(filled(v, make_uint3(30, v.height, v.depth), row_major), v, &two_blocks).text(),
      !lab::contains("gridDim.x where"));

  // A grid capped at maxGridSize.y without a loop.
  const Volume tall{3, 70001, 2, dim3(32, 1, 1), kDeviceGrid};
  const lab::KernelLaunch capped{"k", dim3(1, 65535, 2), tall.block, 0};
  const auto tall_index = [&](int x, int y, int z) {
    return (static_cast<long long>(z) * tall.height + y) * tall.width + x;
  };
  const std::string limit =
      check_volume(filled(tall, make_uint3(3, 65535, 2), tall_index), tall, &capped).text();
  CHECK_THAT(
      limit,
      lab::contains("cover only 65535 of the 70001 rows, and covering them all takes 70001 blocks, "
                    "more than the device allows (maxGridSize.y = 65535)"));
  CHECK_THAT(limit, lab::contains("let each thread loop over y"));

  // Rows multiplied by height instead of width.
  const std::string pitch =
      check_volume(filled(v, all,
                          [&](int x, int y, int z) {
                            return (static_cast<long long>(z) * v.height + y) * v.height + x;
                          }),
                   v, nullptr)
          .text();
  CHECK_THAT(pitch,
             lab::contains(
                 "a step of 1 in y moves the store by 19 elements; it must move it by width = 37 "
                 "elements."));
  CHECK_THAT(pitch, lab::contains("a step of 1 in z moves the store by 361 elements"));
  CHECK_THAT(pitch, !lab::contains("a step of 1 in x"));

  CHECK_THAT(check_volume(filled(v, make_uint3(0, 0, 0), row_major), v, nullptr).text(),
             lab::contains("Nothing was written into out"));
}

TEST_CASE("1.5 reference: grid limits and query_limits", "[host][1.5]") {
  CHECK(grid_limit_advice({37, 19, 5, dim3(32, 8, 1), kDeviceGrid}).text() == "");
  const std::string y = grid_limit_advice({3, 70001, 2, dim3(32, 1, 1), kDeviceGrid}).text();
  CHECK_THAT(y,
             lab::contains(
                 "takes 70001 blocks in y, more than the device allows (maxGridSize.y = 65535)"));
  CHECK_THAT(y, !lab::contains("in z"));
  CHECK_THAT(grid_limit_advice({2, 3, 70001, dim3(32, 1, 1), kDeviceGrid}).text(),
             lab::contains("more than the device allows (maxGridSize.z = 65535)"));

  DeviceLimits device;
  device.max_block = dim3(1024, 1024, 64);
  device.max_grid = kDeviceGrid;
  device.max_threads_per_block = 1024;
  device.warp_size = 32;
  CHECK(limits_problems(device, device).text() == "");
  DeviceLimits slip = device;
  slip.max_grid = slip.max_block;
  const std::string wrong = limits_problems(slip, device).text();
  CHECK_THAT(
      wrong,
      lab::contains("query_limits() returned max_grid = (1024, 1024, 64); the device's maxGridSize "
                    "is (2147483647, 65535, 65535)"));
  CHECK_THAT(wrong, !lab::contains("max_block"));
  CHECK_THAT(limits_problems(DeviceLimits{}, device).text(), lab::contains("warp_size = 0"));
}

TEST_CASE("1.5 reference: the diagnoses in Chinese", "[host][1.5]") {
  const Volume v{37, 19, 5, dim3(32, 8, 1), kDeviceGrid};
  const auto row_major = [&](int x, int y, int z) {
    return (static_cast<long long>(z) * v.height + y) * v.width + x;
  };
  const lab::KernelLaunch rounded_down{"k", dim3(1, 2, 5), v.block, 0};
  const std::string tail = lab::in_chinese([&] {
    return check_volume(filled(v, make_uint3(32, v.height, v.depth), row_major), v, &rounded_down)
        .text();
  });
  CHECK_THAT(tail, lab::contains("x >= 32 的体素从未写入"));
  CHECK_THAT(tail, lab::contains("只覆盖了 37 列中的 32 列"));
  CHECK_THAT(tail, lab::contains("(width + blockDim.x - 1) / blockDim.x = 2。"));
  CHECK_THAT(lab::in_chinese([] { return check(in_32_bits); }),
             lab::contains("运算在 32 位中回绕了"));
  CHECK_THAT(lab::in_chinese([] { return check(thread_major); }), lab::contains("左乘右加"));
  CHECK_THAT(check(thread_major), lab::contains("Left multiply, right add"));
}
