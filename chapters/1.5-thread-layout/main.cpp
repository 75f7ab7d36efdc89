// Chapter 1.5 demo (`./lab run 1.5`): the device's limits, the course's printing kernel and
// launches past the limits, then your functions: where layout_position puts each thread of a
// small 2D launch, and fill_coordinates on an image-sized volume and on a very tall one.
#include <cstdio>
#include <string>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "demo_print_layout.h"
#include "thread_layout.h"

namespace {

std::string dims(unsigned x, unsigned y, unsigned z) {
  return "(" + std::to_string(x) + ", " + std::to_string(y) + ", " + std::to_string(z) + ")";
}
std::string dims(dim3 d) { return dims(d.x, d.y, d.z); }
std::string dims(const int (&d)[3]) { return dims(d[0], d[1], d[2]); }

// Your query_limits, beside what cudaGetDeviceProperties says.
bool show_limits(const cudaDeviceProp& prop) {
  const DeviceLimits l = query_limits();
  std::printf(
      "%s, as query_limits reports it:\n  maxGridSize = %s\n  maxThreadsDim = %s\n"
      "  maxThreadsPerBlock = %d\n  warpSize = %d\n",
      prop.name, dims(l.max_grid).c_str(), dims(l.max_block).c_str(), l.max_threads_per_block,
      l.warp_size);
  const bool ok =
      dims(l.max_grid) == dims(prop.maxGridSize) && dims(l.max_block) == dims(prop.maxThreadsDim) &&
      l.max_threads_per_block == prop.maxThreadsPerBlock && l.warp_size == prop.warpSize;
  if (!ok)
    std::printf("  WRONG: cudaGetDeviceProperties says %s, %s, %d and %d: run ./lab check 1.5\n",
                dims(prop.maxGridSize).c_str(), dims(prop.maxThreadsDim).c_str(),
                prop.maxThreadsPerBlock, prop.warpSize);
  return ok;
}

// The course's launch and kernel. Its lines come from the GPU, and only when the host
// synchronizes: without the cudaStreamSynchronize the program could end first, silently.
bool course_printf(cudaStream_t stream) {
  std::printf(
      "\nThe course's launch, grid (1, 2, 3) x block (1024, 1, 1). The threads with "
      "blockIdx.x == 0 and\nthreadIdx.x == 0 print, in whatever order their blocks run:\n");
  std::fflush(stdout);  // the GPU's lines must come after ours
  return checkRuntime(print_layout(dim3(1, 2, 3), dim3(1024, 1, 1), stream)) &&
         checkRuntime(cudaStreamSynchronize(stream));
}

// Each launch is one limit too far: rejected at once, nothing runs and nothing prints.
void past_the_limits(const cudaDeviceProp& prop, cudaStream_t stream) {
  std::printf("\nOne past a limit, a launch is rejected before anything runs:\n");
  const unsigned z = prop.maxThreadsDim[2] + 1, y = prop.maxGridSize[1] + 1u;
  const struct {
    dim3 grid, block;
    std::string why;
  } launches[] = {
      {dim3(1, 1, 1), dim3(1, 1, z), "blockDim.z > maxThreadsDim.z"},
      {dim3(1, 1, 1), dim3(32, 32, 2), "2048 threads > maxThreadsPerBlock"},
      {dim3(1, y, 1), dim3(1, 1, 1), "gridDim.y > maxGridSize.y"},
  };
  for (const auto& l : launches) {
    const cudaError_t error = print_layout(l.grid, l.block, stream);
    std::printf("  grid %s x block %s, %s: %s\n", dims(l.grid).c_str(), dims(l.block).c_str(),
                l.why.c_str(), error == cudaSuccess ? "accepted" : lab::describe(error).c_str());
  }
  checkRuntime(cudaStreamSynchronize(stream));
}

// record_thread_indices on a small 2D launch; each position is drawn where its thread sits.
bool show_positions(cudaStream_t stream) {
  const dim3 grid(2, 2, 1), block(3, 2, 1);
  constexpr int kWidth = 6, kHeight = 4, kThreads = kWidth * kHeight;
  lab::DeviceBuffer<ThreadIndex> out(kThreads);
  checkRuntime(cudaMemsetAsync(out.data(), 0xFF, out.bytes(), stream));  // "nobody" everywhere
  record_thread_indices(out.data(), grid, block, stream);
  if (!checkLaunch("record_thread_indices") || !checkExecution(stream, "record_thread_indices"))
    return false;
  std::vector<ThreadIndex> who(kThreads);
  lab::download(who.data(), out, kThreads, stream);
  checkRuntime(cudaStreamSynchronize(stream));

  int drawn[kHeight][kWidth];
  for (auto& row : drawn)
    for (int& cell : row) cell = -1;
  for (int p = 0; p < kThreads; ++p) {
    const ThreadIndex& t = who[p];
    if (t.block.x < grid.x && t.block.y < grid.y && t.thread.x < block.x && t.thread.y < block.y)
      drawn[t.block.y * block.y + t.thread.y][t.block.x * block.x + t.thread.x] = p;
  }
  std::printf(
      "\nrecord_thread_indices, grid (2, 2, 1) x block (3, 2, 1): each thread's layout_position,\n"
      "drawn where the thread sits (x to the right, y down; | and - separate the blocks):\n");
  bool ok = true;
  for (int y = 0; y < kHeight; ++y) {
    if (y == static_cast<int>(block.y)) std::printf("   ------------+------------\n");
    std::printf("  ");
    for (int x = 0; x < kWidth; ++x) {
      // The course's formula for this thread: block (x / 3, y / 2), thread (x % 3, y % 2).
      const int want = ((y / 2) * 2 + x / 3) * 6 + (y % 2) * 3 + x % 3;
      ok = ok && drawn[y][x] == want;
      std::printf("%s%4s", x == static_cast<int>(block.x) ? " |" : "",
                  drawn[y][x] < 0 ? "?" : std::to_string(drawn[y][x]).c_str());
    }
    std::printf("\n");
  }
  std::printf("  %s\n", ok ? "(correct: each block's threads are consecutive, row by row)"
                           : "WRONG (? = no thread stored there): run ./lab check 1.5");
  return ok;
}

bool show_fill(int width, int height, int depth, dim3 block, const char* note,
               cudaStream_t stream) {
  const size_t voxels = size_t(width) * height * depth;
  lab::DeviceBuffer<int3> out(voxels);
  checkRuntime(cudaMemsetAsync(out.data(), 0xFF, out.bytes(), stream));
  fill_coordinates(out.data(), width, height, depth, block, stream);
  bool ok = checkLaunch("fill_coordinates") && checkExecution(stream, "fill_coordinates");
  std::vector<int3> got(voxels);
  lab::download(got.data(), out, voxels, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  size_t wrong = 0;
  for (size_t e = 0; e < voxels; ++e) {
    const int x = static_cast<int>(e % width), y = static_cast<int>(e / width % height);
    const int z = static_cast<int>(e / (size_t(width) * height));
    wrong += got[e].x != x || got[e].y != y || got[e].z != z;
  }
  ok = ok && wrong == 0;
  std::printf("fill_coordinates, %d x %d x %d in blocks of %s%s: %s\n", width, height, depth,
              dims(block).c_str(), note,
              ok ? "every voxel holds its (x, y, z)"
                 : (std::to_string(wrong) + " voxels wrong: run ./lab check 1.5").c_str());
  return ok;
}

}  // namespace

int main() {
  return lab::run_demo([](cudaStream_t stream) {
    int device = 0;
    cudaDeviceProp prop{};
    if (!checkRuntime(cudaGetDevice(&device)) ||
        !checkRuntime(cudaGetDeviceProperties(&prop, device)))
      return false;
    bool ok = show_limits(prop);
    ok = course_printf(stream) && ok;
    past_the_limits(prop, stream);
    ok = show_positions(stream) && ok;
    std::printf("\n");
    ok = show_fill(1920, 1080, 3, dim3(32, 8, 1), "", stream) && ok;
    ok = show_fill(3, 70001, 2, dim3(32, 1, 1), " (70001 blocks in y would be too many)", stream) &&
         ok;
    return ok;
  });
}
