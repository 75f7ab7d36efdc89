// Chapter 1.13's texts in Chinese, by message id: the same ids and placeholders as
// messages_en.cpp. The root meson.build joins this part to the lab's catalogue, as
// lab::messages::chapter_1_13_thrust::chinese().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_13_thrust {
namespace {

const Entry kChinese[] = {
    {"thrust.running", "运行 {function}"},
    {"thrust.running-again", "第二次运行 {function}"},
    {"thrust.second-run-wrong",
     "录制下来的调用第一次运行结果正确，在相同输入上第二次运行却不对：\n{problems}"},
    {"thrust.kept-and-order", "*kept 与 order"},
    {"thrust.case", "n = {n}，置信度：{levels}，阈值 {threshold}"},
    {"thrust.distinct", "几乎各不相同"},
    {"thrust.failed-case", "{case}{passed}：\n{problems}"},
    {"thrust.cases-passed", "（此前已通过：{cases}）"},
    {"thrust.slot", "槽位 {slot}（置信度 {confidence}，行 {row}）"},
    {"thrust.pair", "order[{i}] 是{a}，order[{j}] 是{b}"},
    {"kept-never-written",
     "*kept 从未被写入：它仍是检查器放进去的 -1（n = {n}）。keep_and_sort 每次调用都要在 GPU "
     "上把保留的框数写到这里，n 为 0 时写 0（第 6 步）。"},
    {"order-never-written",
     "order 的 {n} 个元素中有 {count} 个从未被写入（仍是 -1），第一个在 order[{first}]。order "
     "包含全部槽位 0 .. n - 1，保留的在前：要对所有槽位排序（第 5 步）。"},
    {"order-not-a-slot",
     "order[{i}] 是 {value}，它不是槽位：order 存放槽位 0 .. {n} - 1，每个恰好一次。要排序的是"
     "槽位（先 thrust::sequence，再以槽位为值做 sort_by_key），而不是键或行号。"},
    {"order-slot-twice",
     "槽位 {slot} 在 order 中出现了两次，分别在 order[{i}] 和 order[{j}]：order 应是槽位的一个"
     "排列。"},
    {"threshold-strict",
     "*kept 是 {got}，应为 {want}：恰好等于阈值 {threshold} 的 {at} 个框被丢掉了。契约保留"
     "置信度 >= 阈值的框，与 1.12 的 decode 一致：用 >=，不要用 >。"},
    {"kept-count-wrong",
     "*kept 是 {got}，应为 {want}（共 n = {n} 个，其中 {at} 个恰好等于阈值 {threshold}）。"
     "*kept 是置信度 >= 阈值的框数：排序之后，第一个被拒绝的键之前的键的个数。"},
    {"rejected-among-kept",
     "order[{i}] 是{box}，低于阈值 {threshold}，却排在前 {kept} 个（即保留的框）之中。被拒绝的框的"
     "键必须排在所有保留的框之后。"},
    {"ties-higher-row-first",
     "置信度是从高到低排的，但置信度相同时行号大的排在了前面：{pair}。1.12 的 beats() 在置信度"
     "相同时让行号小的在前。对 (置信度, 行号) 做降序排序，或做升序排序后再反转，会把平局的规则"
     "也一起反过来：只对置信度的位取反，行号原样放在升序键的低 32 位。"},
    {"ties-out-of-order",
     "置信度是从高到低排的，但置信度相同的框没有按行号排序：{pair}。平局时按行号（rows[slot]，"
     "不是槽位）从小到大：这就是键的低 32 位。"},
    {"lowest-confidence-first",
     "保留的框是按置信度从低到高排的：{pair}。契约要求最高的在前：在键里对置信度的保序位取反。"},
    {"order-not-sorted",
     "保留的框没有按置信度排序：{pair}，而前者必须胜过后者。键是否由浮点数的位经过保序变换得到？"
     "（浮点数的位按整数解读时，只有在数值 >= 0 时才与浮点数同序。）"},
    {"copied-to-host",
     "keep_and_sort 把显存中的数据拷贝到了主机（{call}，{bytes} 字节）：这些框被拷贝到主机上排序。"
     "这样 CPU 读取之前必须等待流，而且每一帧都要在总线上往返两次。请在 GPU 上排序：用设备端"
     "执行策略调用 thrust::sort_by_key。"},
    {"threw",
     "{function} 抛出了异常：{what}\n  CUDA 调用失败时 Thrust 会抛出异常；临时存储放不下时会抛出 "
     "std::bad_alloc 或你的分配器给出的错误：工作区有 keep_and_sort_workspace_bytes(n) 字节。"},
    {"thrust.advice-wait",
     "\n  对 Thrust 而言：thrust::cuda::par（以及 thrust::device）在每个算法结束时都会等待流；"
     "thrust::cuda::par_nosync 不会。把结果返回给主机的算法（reduce、count_if、copy_if 返回的"
     "结尾迭代器……）无论用哪种策略都要等待。"},
    {"thrust.advice-malloc",
     "\n  对 Thrust 而言：thrust::device_vector 用 cudaMalloc 分配、用 cudaFree 释放，"
     "thrust::cuda::par 默认的临时存储分配器也是如此。键和所有临时存储都要从工作区取：写一个基于"
     "工作区的分配器，以 thrust::cuda::par_nosync(allocator) 传入。"},
    {"thrust.advice-malloc-async",
     "\n  对 Thrust 而言：不带分配器时，par_nosync.on(stream) 会在流上用 cudaMallocAsync 为 "
     "sort_by_key 申请临时存储。请传入基于工作区的分配器：thrust::cuda::par_nosync(allocator)"
     ".on(stream)。"},
    {"thrust.advice-stream",
     "\n  对 Thrust 而言：没有 .on(stream) 的执行策略运行在默认流上：应写成 "
     "thrust::cuda::par_nosync(allocator).on(stream)。"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"thrust.target", "keep_and_sort 在 n = 2^22 时 >= CUB 对同样的键做基数排序的 85 %"},
    // 本章基准测试各行的上限（`./lab bench`、`./lab list`）。
    {"thrust.ceiling.radix-sort", "cub::DeviceRadixSort::SortPairs"},
    {"thrust.ceiling.nosync", "par_nosync"},
    // 基准测试中用来对比其他设计的各行的名称（不作为键，只用于显示）。
    {"thrust.bench.row.cpu-sort", "CPU 上的 std::sort"},
    {"thrust.bench.row.keep-items", "keep_items（1.9 的参考答案）"},
    {"thrust.bench.row.copy-if", "thrust::copy_if，par_nosync（要等它的计数）"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_13_thrust
