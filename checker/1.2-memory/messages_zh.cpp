// 第 1.2 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_2_memory {
namespace {

const Entry kChinese[] = {
    {"memory.one-float", "{n} 个 float"},
    {"memory.floats", "{n} 个 float"},
    {"memory.one-byte", "{n} 字节"},
    {"memory.bytes", "{n} 字节"},
    {"memory.own-memory", "它自己的内存"},
    {"memory.stream.default", "默认流（流 0）"},
    {"memory.stream.per-thread", "每线程默认流"},
    {"memory.stream.other", "另一条流"},
    {"memory.wrong-example", "{name}[{i}] = {got}，应为 {want}"},
    {"nothing-copied", "{name} 中什么都没有到达：{function} 让全部 {floats} 保持原样。"},
    {"size-in-floats",
     "{floats} 中只有前 {bytes}到达了 {name}：大小是按 float 个数给的，但 cudaMemcpy 和 "
     "cudaMemcpyAsync 按字节计数：count * sizeof(float)。"},
    {"partial-copy",
     "{floats} 中只有前 {prefix} 个到达了 {name}，其余保持原样。"
     "大小是不是用 count 以外的东西算的？"},
    {"memory.wrong-data.copy",
     "{function} 之后，{name} 的 {floats} 中有 {wrong} 个是错的：{examples}。"},
    {"copied-too-much",
     "{function} 改动了 {name} 中要求拷贝的 {floats} 之外的 {beyond} 个元素："
     "拷贝 count * sizeof(float) "
     "字节，而不是整个缓冲区。"},
    {"memory.type.pageable", "普通的可分页内存（new、malloc、std::vector）"},
    {"memory.type.pinned", "页锁定内存"},
    {"memory.type.device", "显存"},
    {"memory.type.managed", "托管内存（cudaMallocManaged）"},
    {"memory.type.unknown", "类型未知的内存"},
    {"wrong-count", "{head} 设置了 b.n = {got}：b.n 是每个缓冲区中 float 的个数，即 n。"},
    {"no-device-memory",
     "{head} 返回了 b.device = nullptr：它没有分配显存。显存用 cudaMalloc 分配。"},
    {"not-device-memory",
     "b.device 是{type}（cudaPointerGetAttributes 这样报告），不是显存：请用 cudaMalloc "
     "分配。"},
    {"no-pinned-memory",
     "{head} 返回了 b.pinned = nullptr：它没有分配页锁定内存。页锁定内存用 cudaMallocHost 分配。"},
    {"not-pinned",
     "b.pinned 不是页锁定内存：cudaPointerGetAttributes 报告它是{type}。"
     "拷贝引擎只能直接读写页锁定内存，"
     "也只有从页锁定内存出发的拷贝才是真正异步的（页锁定内存就像 VIP 包间，拷贝引擎可以直达；"
     "可分页内存则要先经驱动中转）："
     "请用 cudaMallocHost 分配。"},
    {"allocation-too-small",
     "{buffer} 从 {function} 得到了 {bytes} 字节，"
     "但 {floats} 需要 n * sizeof(float) = {need} 字节："
     "大小以字节计。"},
    {"memory.failed-example", "{function} 失败，返回 {error}"},
    {"call-failed", "在 {function} 中，{failures}。请检查每个运行时调用的结果（checkRuntime）。"},
    {"memory.allocation-example", "{function} 分配了 {bytes} 字节"},
    {"memory.allocated-in",
     "{function} 分配了内存（{examples}）：只有 allocate_buffers 负责分配，"
     "各个拷贝函数使用 b 的缓冲区。"},
    {"memory.leak-per-call", "而且没有释放：每次调用都会泄漏{what}，直到内存耗尽。"},
    {"memory.an-allocation", "一块内存"},
    {"memory.allocations", "若干块内存"},
    {"memory.allocates-per-call",
     "每次调用都分配再释放很慢：cudaFree 和 cudaFreeHost 会等待整个 GPU。"},
    {"waits-in-async",
     "{function} 等待了 GPU（{call}）：异步拷贝只是入队，函数应当立即返回。何时等待由调用者决定。"},
    {"memory.synchronous-copy.async",
     "{function} 用 {call} 拷贝，它要等拷贝完成才返回，而且是在默认流上运行，而不是在传给它的流上："
     "请用 cudaMemcpyAsync(dst, src, bytes, kind, stream) 入队后立即返回。"},
    {"memory.wrong-stream.async",
     "{function} 把拷贝排在了{stream}上，而不是传给它的流上：把 `stream` 作为 cudaMemcpyAsync 的"
     "最后一个参数。调用者在它自己的流上安排工作的先后；"
     "排在别处的拷贝可能在所需数据就绪之前就运行，"
     "也可能在调用者已经读取结果之后才运行。"},
    {"memory.no-copy.async",
     "{function} 没有在传给它的流上排入任何拷贝（cudaMemcpyAsync(dst, src, count * sizeof(float), "
     "kind, stream)）。"},
    {"memory.not-staged.from-host",
     "stage_upload 用 {call} 直接从 host 拷贝，没有经过 b.pinned："
     "先在 CPU 上把 host 拷贝到 b.pinned"
     "（std::memcpy），再把 b.pinned -> b.device 入队。从可分页内存拷贝时，"
     "驱动必须自己通过它的一块缓冲区中转数据。"},
    {"memory.synchronous-copy.stage",
     "stage_upload 用 {call} 拷贝 {src} -> {dst}，是在默认流上：请用 cudaMemcpyAsync(..., stream) "
     "把它排在传给它的流上。"},
    {"memory.wrong-stream.stage",
     "stage_upload 把拷贝排在了{stream}上，而不是传给它的流上："
     "把 `stream` 作为 cudaMemcpyAsync 的最后一个参数。"},
    {"memory.not-staged.other-source",
     "stage_upload 拷贝到 b.device 的数据来自{src}，而不是 b.pinned：请通过 b.pinned 中转数据，"
     "它是 allocate_buffers 一次性分配好的页锁定缓冲区。"},
    {"memory.no-copy.stage", "stage_upload 没有在传给它的流上排入 b.pinned -> b.device 的拷贝。"},
    {"memory.copy.before-first", "第一次 stage_upload 之前排入的拷贝"},
    {"memory.copy.of-call", "第 {call} 次 stage_upload 调用的拷贝"},
    {"memory.delivered-none", "{copy}送达的数据不属于任何一次调用"},
    {"memory.delivered-call", "{copy}送达的是第 {call} 次调用的数据"},
    {"memory.overwrote-pinned",
     "stage_upload 在一个从 b.pinned 出发的拷贝还在流上等待时就覆盖了 b.pinned：{examples}。"
     "（检查器让流一直停住，直到 stage_upload 返回或开始等待，所以拷贝引擎那时才读取 b.pinned。）"
     "买西瓜的钱：要先等流用完 b.pinned（cudaStreamSynchronize(stream)），然后才能往里写新数据。"},
    {"memory.never-waits", "你的 stage_upload 从不等待流。"},
    {"memory.waits-too-late",
     "你的 stage_upload 在排入自己的拷贝之后才等待：那时它已经覆盖了 b.pinned。"},
    {"freed-while-in-use",
     "release_buffers 释放了 {what}（{function}），而一个用到它的拷贝还排在流上：先等待流"
     "（cudaStreamSynchronize(stream)），再释放。西瓜还没买到，买西瓜的钱就不能收回。"
     "（目前的 {function} 在释放前会等待整个 GPU，这次数据因此没有出错：CUDA 编程指南写明了 "
     "cudaMalloc 和 cudaFree 会同步整个设备。但不要依赖它：它让所有流停下来，"
     "它也不是你的代码写出来的顺序；而 cudaFreeAsync，或者框架里的缓存分配器，"
     "释放时都不会等待整个 GPU。）"},
    {"heap-free-of-cuda-memory",
     "release_buffers 把 {what} 交给了 {tried}，但它来自 {function}：这块内存属于 CUDA "
     "驱动，不属于 "
     "C/C++ 堆，对它调用 {tried} 是未定义行为（在你自己的程序里，通常是崩溃在 C 库内部，而且看不出"
     "原因）。检查器没有执行这次调用。请用与 {function} 对应的 {right} 释放它。"},
    {"wrong-free-function",
     "release_buffers 用 {tried} 释放了 {what}，但它来自 {function}：请用 {right} 释放。"
     "（{tried} 失败，返回 {error}，什么也没有释放。）"},
    {"leak",
     "{what}（{function}，{bytes} 字节）从未被释放：release_buffers 必须用 {right} 释放它，"
     "否则每一对 allocate/release 都会泄漏它。"},
    {"double-free",
     "第二次释放缓冲区时又把它们释放了一遍（{examples}）：release_buffers 必须把 b 置空"
     "（b = TransferBuffers{}），这样就不会留下指向已释放内存的指针。"},
    {"memory.past-end-advice", "只拷贝 count * sizeof(float) 字节，不要多。"},
    {"memory.while.release", "运行 release_buffers 之前排入的拷贝"},
    {"not-emptied",
     "release_buffers 没有把 b 置空：释放之后设置 b = TransferBuffers{}，"
     "这样就不会留下指向已释放内存的指针。"},
    {"memory.capture-failed", "把 {function} 在其流上的工作录制下来时失败了：{error}"},
    {"memory.while.copy", "运行 {function} 的拷贝"},
    {"memory.called-directly", "直接调用时：{problems}"},
    {"memory.while.stage", "运行 stage_upload 的拷贝"},
    {"memory.while.snapshots", "读取 b.device 的快照"},
    {"memory.while.copies", "运行这些拷贝"},
    {"memory.wrong-data.cycle",
     "先 stage_upload 再 download_async 之后，b.pinned 中的数据不是交给 stage_upload 的那些数据。"},
    {"memory.round", "n = {n} 这一轮：{problems}"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"memory.target", "upload_async 在 2^24 时 >= 页锁定链路带宽的 95 %"},
    // 本章基准测试各行的上限（`./lab bench`、`./lab list`）。
    {"memory.ceiling.upload", "页锁定内存的 H2D 拷贝（cudaMemcpyAsync）"},
    {"memory.ceiling.download", "页锁定内存的 D2H 拷贝（cudaMemcpyAsync）"},
    // 本章基准测试程序在表格下方的说明（bench_transfers.cpp）。
    {"memory.bench.no-buffers", "allocate_buffers 没有分配缓冲区：请先运行 ./lab check 1.2"},
    {"memory.bench.ceiling",
     "上限：页锁定内存与显存之间的 cudaMemcpyAsync，按每种规模、每个方向分别测量。"},
    {"memory.bench.target",
     "参考答案的目标：页锁定内存的拷贝 >= 上限的 95 %；可分页内存那几行才是本章要讲的。"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_2_memory
