// Host tests of chapter 1.2's rules: each typical mistake gets its diagnosis, and correct
// answers get none.
#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "reference.h"

using namespace lab;
using namespace lab::transfers_ref;
using spy::Action;
using spy::Call;

namespace {

std::vector<float> poison(size_t n) {
  std::vector<float> v(n);
  std::memset(v.data(), kPoisonByte, n * sizeof(float));
  return v;
}

Call call(const char* function, Action action, void* ptr = nullptr, size_t bytes = 0) {
  Call c;
  c.function = function;
  c.action = action;
  c.ptr = ptr;
  c.bytes = bytes;
  return c;
}

Call async_copy(void* dst, const void* src, cudaStream_t stream) {
  Call c = call("cudaMemcpyAsync", Action::copy, dst, 16);
  c.src = src;
  c.on_stream = true;
  c.stream = stream;
  return c;
}

bool has_id(const Problems& diagnosis, const std::string& id) {
  const auto ids = diagnosis.ids();
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace

TEST_CASE("1.2 copy_problems: each way a copy goes wrong", "[host][1.2]") {
  Rng rng(12);
  const size_t n = 1003, count = 1001;
  const auto want = random_floats(count, rng);
  const auto before = poison(n);
  auto got = before;
  std::copy(want.begin(), want.end(), got.begin());
  CHECK(copy_problems("b.device", "upload_sync", got, want, before, count).empty());
  CHECK(copy_problems("b.device", "upload_sync", got, want, before, 0).text().find("beyond") !=
        std::string::npos);

  CHECK(has_id(copy_problems("b.device", "upload_sync", before, want, before, count),
               "nothing-copied"));

  auto bytes_only = before;  // count bytes instead of count floats
  std::memcpy(bytes_only.data(), want.data(), count);
  CHECK(has_id(copy_problems("b.device", "upload_sync", bytes_only, want, before, count),
               "size-in-floats"));
  auto one_byte = before;
  std::memcpy(one_byte.data(), want.data(), 1);
  CHECK(has_id(copy_problems("host", "download_sync", one_byte, {want[0]}, before, 1),
               "size-in-floats"));

  auto prefix = before;
  std::copy(want.begin(), want.begin() + 700, prefix.begin());
  CHECK(has_id(copy_problems("b.device", "upload_sync", prefix, want, before, count),
               "partial-copy"));

  auto too_much = got;
  too_much[count] = 1.0f;
  const Problems beyond = copy_problems("b.device", "upload_sync", too_much, want, before, count);
  CHECK(has_id(beyond, "copied-too-much"));
  CHECK_FALSE(has_id(beyond, "wrong-data"));

  auto wrong = got;
  wrong[5] = -wrong[5];
  CHECK(has_id(copy_problems("b.device", "upload_sync", wrong, want, before, count), "wrong-data"));
}

TEST_CASE("1.2 allocation_problems: the memory types and sizes of b", "[host][1.2]") {
  int d = 0, p = 0;
  const std::vector<Call> calls = {call("cudaMalloc", Action::allocate, &d, 40),
                                   call("cudaMallocHost", Action::allocate, &p, 40)};
  CHECK(
      allocation_problems(10, &d, cudaMemoryTypeDevice, &p, cudaMemoryTypeHost, 10, calls).empty());
  CHECK(allocation_problems(0, nullptr, cudaMemoryTypeUnregistered, nullptr,
                            cudaMemoryTypeUnregistered, 0, {})
            .empty());
  const Problems skeleton = allocation_problems(1, nullptr, cudaMemoryTypeUnregistered, nullptr,
                                                cudaMemoryTypeUnregistered, 0, {});
  CHECK(has_id(skeleton, "no-device-memory"));
  CHECK(skeleton.text().find("allocated no device memory") !=
        std::string::npos);  // chapter_skeleton_diagnosis
  CHECK(has_id(
      allocation_problems(10, &d, cudaMemoryTypeDevice, &p, cudaMemoryTypeUnregistered, 10, calls),
      "not-pinned"));
  CHECK(
      has_id(allocation_problems(10, &d, cudaMemoryTypeManaged, &p, cudaMemoryTypeHost, 10, calls),
             "not-device-memory"));
  const std::vector<Call> in_floats = {call("cudaMalloc", Action::allocate, &d, 10),
                                       call("cudaMallocHost", Action::allocate, &p, 40)};
  CHECK(has_id(
      allocation_problems(10, &d, cudaMemoryTypeDevice, &p, cudaMemoryTypeHost, 10, in_floats),
      "allocation-too-small"));
}

TEST_CASE("1.2 async_copy_problems: on the caller's stream, without waiting", "[host][1.2]") {
  int dst = 0, src = 0;
  const auto stream = reinterpret_cast<cudaStream_t>(0x1234);
  CHECK(async_copy_problems("upload_async", {async_copy(&dst, &src, stream)}, stream).empty());
  CHECK(has_id(async_copy_problems("upload_async", {}, stream), "no-copy"));
  CHECK(has_id(async_copy_problems("upload_async", {async_copy(&dst, &src, nullptr)}, stream),
               "wrong-stream"));
  CHECK(async_copy_problems("upload_async", {async_copy(&dst, &src, nullptr)}, stream)
            .text()
            .find("the default stream") != std::string::npos);
  Call sync = call("cudaMemcpy", Action::copy, &dst, 16);
  CHECK(has_id(async_copy_problems("download_async", {sync}, stream), "synchronous-copy"));
  Call wait = call("cudaStreamSynchronize", Action::wait);
  wait.on_stream = true, wait.stream = stream;
  CHECK(has_id(async_copy_problems("upload_async", {async_copy(&dst, &src, stream), wait}, stream),
               "waits-in-async"));
}

TEST_CASE("1.2 stage_call_problems and reuse_problems: the watermelon", "[host][1.2]") {
  int device = 0, pinned = 0, host = 0;
  const Buffers b{&device, &pinned, &host};
  const auto stream = reinterpret_cast<cudaStream_t>(0x1234);
  Call wait = call("cudaStreamSynchronize", Action::wait);
  wait.on_stream = true, wait.stream = stream;
  const std::vector<Call> right = {wait, async_copy(&device, &pinned, stream)};
  CHECK(stage_call_problems(right, stream, b).empty());
  CHECK(has_id(stage_call_problems({async_copy(&device, &host, stream)}, stream, b), "not-staged"));
  CHECK(has_id(stage_call_problems({wait}, stream, b), "no-copy"));
  // Filling b.pinned from host with the runtime (host-to-host, or cudaMemcpyDefault) is the
  // CPU copy the contract asks for, not a copy that skips the staging buffer.
  Call host_to_pinned = call("cudaMemcpy", Action::copy, &pinned, 16);
  host_to_pinned.src = &host;
  CHECK(stage_call_problems({wait, host_to_pinned, async_copy(&device, &pinned, stream)}, stream, b)
            .empty());
  CHECK(stage_call_problems(
            {wait, async_copy(&pinned, &host, stream), async_copy(&device, &pinned, stream)},
            stream, b)
            .empty());
  CHECK(has_id(stage_call_problems({wait, async_copy(&pinned, &host, nullptr),
                                    async_copy(&device, &pinned, stream)},
                                   stream, b),
               "wrong-stream"));
  CHECK(has_id(stage_call_problems({wait, host_to_pinned}, stream, b), "no-copy"));

  CHECK(reuse_problems({0, 1, 2}, right).empty());
  const Problems no_wait = reuse_problems({2, 2, 2}, {async_copy(&device, &pinned, stream)});
  CHECK(has_id(no_wait, "pinned-reused-too-soon"));
  CHECK(no_wait.text().find("overwrote b.pinned") != std::string::npos);
  CHECK(no_wait.text().find("never waits") != std::string::npos);
  const Problems late = reuse_problems({1, 1, 2}, {async_copy(&device, &pinned, stream), wait});
  CHECK(late.text().find("waits only after") != std::string::npos);
}

TEST_CASE("1.2 release_problems: early frees, leaks, wrong functions, double frees",
          "[host][1.2]") {
  int device = 0, pinned = 0;
  const Buffers b{&device, &pinned, nullptr};
  const std::vector<Call> allocated = {call("cudaMalloc", Action::allocate, &device, 40),
                                       call("cudaMallocHost", Action::allocate, &pinned, 40)};
  Call wait = call("cudaStreamSynchronize", Action::wait);
  const Call free_device = call("cudaFree", Action::free, &device),
             free_pinned = call("cudaFreeHost", Action::free, &pinned);
  CHECK(release_problems(b, allocated, {wait, free_device, free_pinned}, {}).empty());

  Call early = free_pinned;
  early.while_held = true;
  CHECK(has_id(release_problems(b, allocated, {early, free_device}, {}), "freed-while-in-use"));
  CHECK(release_problems(b, allocated, {early, free_device}, {}).text().find("while a copy") !=
        std::string::npos);

  const Problems leak = release_problems(b, allocated, {wait, free_device}, {});
  CHECK(has_id(leak, "leak"));
  CHECK(leak.text().find("never freed") != std::string::npos);

  Call wrong = call("cudaFree", Action::free, &pinned);
  wrong.result = cudaErrorInvalidValue;
  const Problems wrong_function = release_problems(b, allocated, {wait, free_device, wrong}, {});
  CHECK(has_id(wrong_function, "wrong-free-function"));
  CHECK(wrong_function.text().find("cudaFreeHost") != std::string::npos);

  // free() on pinned memory: the spy notes it as a free that freed nothing, and does not make it.
  Call heap = call("free()", Action::free, &pinned);
  heap.result = cudaErrorInvalidValue;
  const Problems heap_free = release_problems(b, allocated, {wait, free_device, heap}, {});
  CHECK(has_id(heap_free, "heap-free-of-cuda-memory"));
  CHECK_FALSE(has_id(heap_free, "wrong-free-function"));
  CHECK(heap_free.text().find("gave b.pinned to free(), but it came from cudaMallocHost") !=
        std::string::npos);

  CHECK(has_id(release_problems(b, allocated, {wait, free_device, free_pinned}, {free_device}),
               "double-free"));
  CHECK(matching_free("cudaHostAlloc") == "cudaFreeHost");
}

TEST_CASE("1.2 allocations_in and failed_calls: copies allocate nothing, errors are named",
          "[host][1.2]") {
  int p = 0;
  CHECK(allocations_in("stage_upload", {}).empty());
  CHECK(has_id(allocations_in("stage_upload", {call("cudaMallocHost", Action::allocate, &p, 40)}),
               "leak-per-call"));
  CHECK(has_id(allocations_in("stage_upload", {call("cudaMallocHost", Action::allocate, &p, 40),
                                               call("cudaFreeHost", Action::free, &p)}),
               "allocates-per-call"));
  Call query = call("cudaStreamQuery", Action::wait);
  query.result = cudaErrorNotReady;
  CHECK(failed_calls("stage_upload", {query}).empty());
  Call failed = call("cudaMemcpy", Action::copy);
  failed.result = cudaErrorInvalidValue;
  CHECK(has_id(failed_calls("download_sync", {failed}), "call-failed"));
}

TEST_CASE("1.2 diagnoses in Chinese: pinned memory, the watermelon, frees", "[host][1.2]") {
  int d = 0, p = 0;
  const std::vector<Call> calls = {call("cudaMalloc", Action::allocate, &d, 40),
                                   call("cudaMallocHost", Action::allocate, &p, 40)};
  const Problems pageable = lab::in_chinese([&] {
    return allocation_problems(10, &d, cudaMemoryTypeDevice, &p, cudaMemoryTypeUnregistered, 10,
                               calls);
  });
  CHECK(has_id(pageable, "not-pinned"));
  CHECK_THAT(pageable.text(), lab::contains("b.pinned 不是页锁定内存"));
  CHECK_THAT(pageable.text(), lab::contains("普通的可分页内存"));
  const Problems reused = lab::in_chinese([] {
    return reuse_problems({1, 2, 2}, {call("cudaMemcpyAsync", Action::copy)});
  });
  CHECK(has_id(reused, "pinned-reused-too-soon"));
  CHECK_THAT(reused.text(), lab::contains("买西瓜的钱"));
  CHECK_THAT(reused.text(), lab::contains("你的 stage_upload 从不等待流。"));
  const Buffers b{&d, &p, nullptr};
  const Problems leak = lab::in_chinese([&] { return release_problems(b, calls, {}, {}); });
  CHECK_THAT(leak.text(), lab::contains("b.device（cudaMalloc，40 字节）从未被释放"));
  CHECK_THAT(leak.text(), lab::contains("release_buffers 必须用 cudaFreeHost 释放它"));
  CHECK_THAT(release_problems(b, calls, {}, {}).text(), lab::contains("was never freed"));
}
