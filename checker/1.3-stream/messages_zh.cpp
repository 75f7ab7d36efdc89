// 第 1.3 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_3_stream {
namespace {

const Entry kChinese[] = {
    {"stream.fork-advice",
     "先分叉：cudaEventRecord(fork, stream)，再 cudaStreamWaitEvent(side, fork)，"
     "然后在 side 上启动 double_plus_one。"},
    {"stream.join-advice",
     "double_plus_one 之后：cudaEventRecord(join, side)，再 cudaStreamWaitEvent(stream, join)，"
     "然后才是 add_into。"},
    {"stream.call-failed", "（该调用失败了：{error}）"},
    {"legacy-default-stream",
     "two_stream_pipeline 在 {call}{failed} 中用了传统默认流（0）。\n  流 0 不是第二条流："
     "它要等待所有阻塞流，所有阻塞流也要等待它；而调用者的非阻塞流与它之间根本没有先后顺序"
     "（把 stream 捕获成图时会拒绝这种混用）。请使用传给你的 side 流。"},
    {"foreign-stream",
     "two_stream_pipeline 在 {call}{failed} 中用了一条并非传给它的流。"
     "\n  流水线的工作要放在调用者的"
     "两条流 stream 和 side 上，这样由调用者决定它与哪些工作保持先后顺序。"},
    {"wait-before-record",
     "{wait} 出现在 {record} 之前，而后者正是它应当等待的那次记录（课程 1.5.2 节的顺序）。\n  "
     "等待取的是调用那一刻事件的状态：它最近一次的记录；若从未记录过，则什么也不等。所以 {waiter} "
     "什么也没有等到（在循环里：等到的是上一次调用的 {event}），于是 {effect}。\n  "
     "先记录，再等待：先 {record}，再 {wait}。"},
    {"stream.early.side",
     "double_plus_one 可能在调用者先前排在 stream 上的工作（比如 in 的上传）完成之前就开始"},
    {"stream.early.stream", "add_into 可能在 double_plus_one 写完 b 之前就开始"},
    {"stream.early.other", "等待之后的工作与那次记录之间没有先后顺序"},
    {"stream.recorded-outside",
     "{event} 是在 {stream} 上记录的，而当时 {stream} 并不属于 stream 的工作"},
    {"stream.never-recorded-inside",
     "{event} 既没有在 stream 上记录，也没有在从它分叉出的流上记录"},
    {"stream.side-not-forked.refused",
     "{wait} 失败了，返回 {error}：{where}。\n  一条流只有等待了在 stream 上记录的事件，"
     "才会成为调用者工作的一部分。side 从未这样做，"
     "所以 double_plus_one 与调用者先前排在 stream 上的"
     "工作（比如 in 的上传）之间没有先后顺序。\n  {fork}"},
    {"stream.unjoined.no-record", "side 上从未记录 join。"},
    {"stream.unjoined.not-waited", "调用了 {record}，但 stream 从未等待它。"},
    {"stream.unjoined.too-early",
     "{record} 出现在 side 上启动 double_plus_one 之前：事件只覆盖它记录之前已入队的工作，"
     "所以 double_plus_one 被漏在了汇合之外。"},
    {"stream.unjoined.later-work", "side 在最后一次记录 join 之后还有入队的工作。"},
    {"side-not-joined",
     "side 从未汇合回 stream：结束对 stream 的捕获时报告了 {error}。\n  {what}\n  "
     "只要 stream 没有等待一个在 side 最后的工作之后记录的事件，调用者的流就覆盖不到那些工作："
     "add_into 可能过早读取 b，"
     "cudaStreamSynchronize(stream) 也可能在 double_plus_one 还在运行时就返回。\n  {join}"},
    {"stream.no-overlap.one-stream",
     "two_stream_pipeline 把三个阶段都放在 stream 上依次运行：double_plus_one 只读 in，"
     "却等待了 square，"
     "所以两者永远不会同时运行。\n  分叉之后在 side 上启动 double_plus_one（第 1 步），"
     "并在 add_into 之前把 side 汇合回来（第 3 步）。"},
    {"stream.no-overlap.fork-late",
     "fork 是在启动 square 之后才记录的，所以 side 以及其上的 double_plus_one 都要等待 square："
     "两者只能先后运行。\n  在启动 square 之前记录 fork，并让 side 等待它。"},
    {"stream.no-overlap.side-after-square",
     "fork 虽然在 square 之前记录，double_plus_one 却在 square 之后运行："
     "double_plus_one 被启动在了 stream 上"
     "（或者 side 等待的是一个更晚的事件），所以两者只能先后运行。\n  "
     "在 side 等待 fork 之后，立刻在 side 上启动 double_plus_one。"},
    {"stream.no-overlap.square-after-side",
     "square 在 double_plus_one 之后运行：两个阶段先后运行，而不是并行。\n  "
     "分叉之后，立刻在 stream 上启动 square，在 side 上启动 double_plus_one。"},
    {"stream.side-not-forked.missing",
     "double_plus_one 不属于 stream 的工作（从 stream 捕获的图里没有它）：启动它的那条流没有等待"
     "在 stream 上记录的事件。\n  所以它的运行没有任何顺序约束："
     "可能在调用者先前排在 stream 上的工作"
     "（比如 in 的上传）完成之前就运行了，add_into 也没有等待它。\n  {fork}"},
    {"stream.stage-not-recorded.first",
     "{stage} 不属于 stream 的工作（从 stream 捕获的图里没有它）：把它启动在 stream 上"
     "（或者在分叉之后启动在 side 上）。"},
    {"stream.stage-not-recorded.last",
     "{stage} 不属于 stream 的工作（从 stream 捕获的图里没有它）：在 stream 等待 join 之后，"
     "把它启动在 stream 上。"},
    {"stage-repeated", "{stage} 被启动了 {count} 次：每次调用中每个阶段只运行一次。"},
    {"add-before-square",
     "add_into 没有等待 square，而它要把结果加到 square 写出的 a 上：在 square 之后"
     "（并在 stream 等待 join 之后）把 add_into 启动在 stream 上。"},
    {"add-before-join",
     "add_into 没有等待 double_plus_one，而它读的 b 正是后者写的：{why}\n  "
     "等待只约束在它之后排入 stream 的工作。{join}"},
    {"stream.add-before-join.late-wait", "stream 在 add_into 启动之后才等待 join。"},
    {"stream.add-before-join.no-wait",
     "stream 从未等待一个在 side 上、在 double_plus_one 之后记录的事件。"},
    {"stream.tolerance", "精确比较：输入都是小于 2^11 的整数，所以每个 float 结果都是精确的"},
    {"stream.while.running", "运行 two_stream_pipeline"},
    {"stream.while.running-again", "第二次运行 two_stream_pipeline"},
    {"stream.case-failed", "n = {n}{passed}：\n{problems}"},
    {"stream.passed", "（n = {n} 已通过）"},
    // 本章基准测试各行的上限（`./lab bench`、`./lab list`）。
    {"stream.ceiling.slowest-stage", "单独运行的最慢阶段"},
    // 本章基准测试程序在表格下方的说明（bench_two_streams.cpp）。
    {"stream.bench.overlap",
     "拷贝与计算：两个流的速度是一个流的 {two} 倍，三个流是 {three} 倍"
     "（计算：每个元素 {rounds} 轮，按拷入的用时定）。两个流的目标：>= 1.5 倍。"},
    {"stream.bench.pipeline",
     "流水线：每个元素 28 字节，与显存内拷贝的带宽相比。"
     "两个阶段重叠执行，只有省下的时间多于分叉与汇合的开销时才划算。"},
    // 基准测试中用来对比其他设计的各行的名称（不作为键，只用于显示）。
    {"stream.bench.row.copy-in", "单独拷入"},
    {"stream.bench.row.compute", "单独计算"},
    {"stream.bench.row.copy-out", "单独拷出"},
    {"stream.bench.row.one-stream", "一个流"},
    {"stream.bench.row.three-streams", "三个流"},
    {"stream.bench.row.stages", "各阶段在同一个流上"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_3_stream
