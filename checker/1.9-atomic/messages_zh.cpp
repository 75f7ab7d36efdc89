// 第 1.9 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_9_atomic {
namespace {

const Entry kChinese[] = {
    {"atomic.running", "运行 {function}"},
    {"atomic.running-again", "第二次运行 {function}"},
    {"atomic.second-call-wrong",
     "第一次调用是正确的，但在同一组缓冲区上的第二次调用不正确：\n{problems}"},
    {"atomic.count-and-out", "*count 和 out"},
    {"atomic.failed-case", "{label}：\n{problems}"},
    {"atomic.failed-case-after", "{label}（已通过：n = {passed}）：\n{problems}"},
    {"atomic.fraction-case",
     "n = {n}，保留 {percent}（阈值 {threshold}，{matches} 个匹配，容量 {capacity}）"},
    {"atomic.capacity-case", "n = {n}，{matches} 个匹配，容量 {capacity}"},
    {"atomic.misaligned-case", "n = {n}，输入指针偏移了一个 float"},
    {"atomic.records.one", "{count} 条记录"},
    {"atomic.records.other", "{count} 条记录"},
    {"atomic.distinct-records.one", "{count} 条互不相同的记录"},
    {"atomic.distinct-records.other", "{count} 条互不相同的记录"},
    {"atomic.launch-fact", "（你的启动配置 {launch} 为 n = {n} 安排了 {threads} 个线程）"},
    {"atomic.threads-past-end",
     "（你的启动配置 {launch} 为 n = {n} 安排了 {threads} 个线程：最后 {past} 个线程的 i >= n）"},
    {"atomic.not-a-copy", "{record}，但 input[{index}] = {value}"},
    {"atomic.duplicate", "下标 {index} 同时出现在 out[{first}] 和 out[{second}] 中"},
    {"atomic.count-head", "调用后 *count = {count}，但 input 中有 {matches} 个元素 >= threshold"},
    {"counter-not-reset",
     "{head}：这正是计数器在调用前的值 {before} 加上匹配数。计数器没有被重置：keep_items 必须在"
     "核函数运行之前、在它的流上把 *count 置 0（cudaMemsetAsync(count, 0, sizeof(int), stream)）"
     "。cudaMalloc 不会把内存清零，而且调用者会在多次调用之间重复使用它的缓冲区。"},
    {"nothing-counted",
     "{head}：没有任何元素被计数。每个要保留其元素的线程都必须用 atomicAdd(count, 1) 申请一个位"
     "置，这一步同时也完成了计数。"},
    {"count-wrong", "{head}。"},
    {"count-stops-at-capacity",
     "*count 停在了容量 {capacity}。约定要求计数所有匹配的元素（{matches} 个），包括 out "
     "放不下的那些："
     "每个要保留的元素都要做 atomicAdd，只在 slot >= capacity 时跳过对 out[slot] 的写入，"
     "这样调用者才知道漏掉了多少。"},
    {"greater-instead-of-greater-equal",
     "你只计数了 {above} 个 > threshold 的元素。约定要保留的是 >= threshold 的元素：等于"
     "阈值的那 {equal} 个也必须保留。"},
    {"atomic.shortfall", "{head}：有 {missing} 个没有被计数。"},
    {"atomic.lost-increments",
     "如果线程把读取计数器、加 1、写回分成几个独立的步骤（count++ 或 *count += 1），同时这样做的"
     "线程会读到同一个值，除了一次之外，其余的递增全部丢失：这是竞争，所以少计的数量每次运行都不"
     "一样。atomicAdd(count, 1) 把读取、相加和写回作为一个不可分割的步骤完成。（在核函数里重置计"
     "数器也会以同样的方式发生竞争：请在 keep_items 中、在启动之前重置它。）"},
    {"atomic.unexamined",
     "没有任何线程检查过的元素（网格没有覆盖 n，或边界检查过早停止）既不会被计数，也不会被保留"},
    {"count-short-tail",
     "{shortfall}out 中缺少的是最后那些匹配元素，而它们之前的都在：{unexamined}{launch}。"},
    {"count-short", "{shortfall}可能的原因有两种：{unexamined}；或者：{race}"},
    {"count-short-race", "{shortfall}{race}"},
    {"count-too-many",
     "{head}：多计了 {extra} 个。通常的原因是缺少边界检查：i >= n 的线程越过输入的末尾读取，并保"
     "留了那里的任意内容{launch}。它们必须在读取 input[i] 之前返回。（也可能是某个元素被计数了两"
     "次。）"},
    {"atomic.one-past-written", "，并且 out[{slot}]（最后一条记录之后的那个位置）被写入了"},
    {"slot-plus-one",
     "每条记录都往后错了一个位置：out[0] 从未被写入{past}。atomicAdd 返回的是相加之前的值（第一"
     "个线程得到 0）：这个旧值就是该线程的位置，直接使用它，不要 + 1。"},
    {"slots-unwritten",
     "out 的前 {expected} 个位置中有 {count} 个从未被写入：{examples}。每个申请到的、小于容量的"
     "位置都必须写入它的记录。"},
    {"written-past-count",
     "out[{expected}] 及其之后有 {count} 个位置被写入了，而最多只应有 {records}：{examples}。"},
    {"atomic.index-past-end",
     "下标 >= n 说明有线程越过了输入的末尾，读取了后面的内容（检查器在那里放了能通过阈值的值）并"
     "保留了它{launch}。请加上边界检查：i >= n 的线程在读取 input[i] 之前返回。"},
    {"index-outside-input",
     "有 {count} 条记录的下标不在 0 .. n - 1 范围内（n = {n}）：{examples}。{why}"},
    {"record-not-a-copy",
     "有 {count} 条记录与输入不符：{examples}。一条记录就是 {input[i], i}，必须原样拷贝。"},
    {"record-below-threshold",
     "有 {count} 条记录存放的元素低于阈值 {threshold}：{examples}。只保留 >= threshold 的元素。"},
    {"record-duplicate",
     "有 {count} 个元素在 out 中出现了不止一次：{examples}。每个保留的元素都有自己的位置，只申请"
     "一次。"},
    {"record-missing", "out 中缺少 {count} 个匹配的元素：{examples}。"},
    {"atomic.any-of-matches", "{matches} 个匹配中的任意 {capacity} 个，因为容量是 {capacity}"},
    {"atomic.every-match", "全部匹配元素，顺序任意"},
    {"atomic.out-untouched", "out 必须保持不变（{which}，也就是一个都没有）。\n{problems}"},
    {"atomic.done.one", "实际有 {count} 条"},
    {"atomic.done.other", "实际有 {count} 条"},
    {"atomic.must-hold", "{slots} 必须存放 {records}（{which}）；{done}。\n{problems}"},
    {"write-past-capacity",
     "有记录被写到了 out[0] .. out[capacity - 1] 之外（capacity = {capacity}）：只有这些位置存在"
     "，写到更远处会破坏调用者的内存。写入之前，先把 atomicAdd 返回的位置与容量比较（if (slot < "
     "capacity)）；atomicAdd 本身要无条件执行，这样 *count 仍能统计每一个匹配。\n  {report}"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"atomic.target", "keep_items 在 n >= 2^26、保留 10 % 时 >= 拷贝带宽的 85 %"},
    // 本章基准测试程序在表格下方的说明（bench_keep_items.cpp）。
    {"atomic.bench.wrong", "错误：{name} 在 {size} 时数出 {count} 个匹配项，应为 {matches} 个"},
    {"atomic.bench.input-rate", "keep_items，{size}：按输入计 {rate} GB/s"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_9_atomic
