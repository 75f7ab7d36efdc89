// CPU reference for chapter 1.5 and the diagnoses that need no GPU.
//
//   Launch launch{dim3(3, 5, 7), dim3(5, 3, 7)};
//   position(launch, block_idx, thread_idx);                 // the course's formula, exact
//   check_position_function(layout_position, rng);           // a student's helper, on the CPU
//   check_records(downloaded, launch);                       // record_thread_indices' output
//   check_volume(downloaded, volume, &captured_kernel);      // fill_coordinates' output
#pragma once

#include <climits>
#include <functional>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/seed.h"
// By its path: the host tests are built without the chapter's include directory.
#include "chapters/1.5-thread-layout/thread_layout.h"

namespace lab::thread_layout_ref {

struct Launch {
  dim3 grid, block;
};

long long thread_count(const Launch& launch);
// The course's six-index formula in 64 bits: exact for every launch the device accepts.
long long position(const Launch& launch, uint3 block_idx, uint3 thread_idx);
// The thread at position p, 0 <= p < thread_count(launch): the inverse of position().
ThreadIndex thread_at(const Launch& launch, long long p);
// Whether the indices are those of a thread of `launch`.
bool inside(const Launch& launch, const ThreadIndex& t);

std::string describe(uint3 v);               // "(3, 5, 7)"
std::string describe(const Launch& launch);  // "grid (3, 5, 7) x block (5, 3, 7)"
std::string describe(const ThreadIndex& t);  // "blockIdx (0, 1, 2) threadIdx (4, 0, 1)"

// One index of a layout (threadIdx.y, or the voxel's y): how far it runs, and how far a step
// of 1 in it must move the linear position.
struct Axis {
  std::string name;
  long long extent;
  long long stride;
  std::string stride_text;  // how the stride is made: "blockDim.x = 5"
};
std::vector<Axis> launch_axes(const Launch& launch);  // threadIdx.x (fastest) .. blockIdx.z
std::vector<Axis> volume_axes(int width, int height, int depth);  // x, y, z

// where[e]: the position at which the item that belongs at position e was seen (a thread's
// store, a function's result), kUnseen when nowhere.
constexpr long long kUnseen = LLONG_MIN;

// What `where` shows about the layout that placed the items: where `origin` (the item that
// belongs at 0: "Voxel (0, 0, 0)") went if not to 0, and each index whose steps all move the
// position by the same wrong amount (ids wrong-origin, wrong-stride). An index whose steps disagree
// with each other, or that has no step with both ends seen, says nothing. None when nothing is wrong
// or nothing is known.
//   moved: what a step moves, "the position"; unit: " elements" or "".
Problems stride_findings(const std::vector<Axis>& axes, const std::vector<long long>& where,
                         const std::string& moved, const std::string& unit,
                         const std::string& origin);

// A student's layout_position called on the CPU, against the reference: every thread of small
// odd launches, then corners and random threads of launches with more than 2^32 threads.
// None when it agrees everywhere; else the first launch it fails, examples and what the
// pattern shows (ids position-constant, wrong-stride, position-wrapped).
using PositionFunction = std::function<long long(dim3, dim3, uint3, uint3)>;
Problems check_position_function(const PositionFunction& f, Rng& rng);

// The lab's launches for the function on the CPU and for record_thread_indices on the GPU.
std::vector<Launch> small_launches();
std::vector<Launch> huge_launches();  // more than 2^32 threads: for the CPU only

// record_thread_indices' output against the reference: none when out[p] holds thread p for
// every p; else counts, examples and the pattern (ids nothing-written, wrong-stride).
Problems check_records(const std::vector<ThreadIndex>& got, const Launch& launch);

// query_limits' answer against the device's own (cudaGetDeviceProperties): none when every
// field agrees, else one line per wrong field (id wrong-limits).
Problems limits_problems(const DeviceLimits& got, const DeviceLimits& device);

// A fill_coordinates case: the volume, the caller's block and the device's maxGridSize.
struct Volume {
  int width = 0, height = 0, depth = 0;
  dim3 block;
  dim3 max_grid;
  long long voxels() const { return static_cast<long long>(width) * height * depth; }
};
std::string describe(const Volume& volume);  // "37 x 19 x 5, blocks of (32, 8, 1)"

// fill_coordinates' output against the reference: none when every voxel holds its (x, y, z).
// `launch`, the one kernel the call launched (nullptr when it launched several), lets a
// never-written tail be explained by the grid (ids tail-unwritten, grid-too-small,
// grid-capped-without-loop, wrong-stride, nothing-written).
Problems check_volume(const std::vector<int3>& got, const Volume& volume,
                      const KernelLaunch* launch);

// For a launch that was rejected: the dimensions in which covering the volume takes more
// blocks than the device allows, and what to do (id grid-over-limit); none when none does.
Problems grid_limit_advice(const Volume& volume);

// The advice on guard-band hits in a volume: which bounds to check.
std::string volume_bounds_advice();

}  // namespace lab::thread_layout_ref
