// 第 1.5 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_5_thread_layout {
namespace {

const Entry kChinese[] = {
    {"thread-layout.listing-more", "……另有 {count} 处"},
    {"thread-layout.never-written-count", "（其中 {count} 个从未写入）"},
    {"thread-layout.wrong-elements", "out 的 {n} 个元素中有 {wrong} 个是错的{never}"},
    {"thread-layout.wrong-voxels", "out 的 {n} 个体素中有 {wrong} 个是错的{never}"},
    {"thread-layout.stride.block",
     "一个线程块的线程数，blockDim.x * blockDim.y * blockDim.z = {count}"},
    {"thread-layout.stride.row", "gridDim.x 个线程块的线程数 = {count}"},
    {"thread-layout.stride.plane", "gridDim.x * gridDim.y 个线程块的线程数 = {count}"},
    {"wrong-origin", "{origin}的偏移是 {where}{unit}，而不是 0。"},
    {"wrong-stride", "{axis} 每增加 1，{moved}移动了 {moves}{unit}；它应当移动 {stride}{unit}。"},
    {"thread-layout.left-multiply", "左乘右加：每个索引都要乘以所有比它变化更快的索引的维度之积。"},
    {"thread-layout.moved.position", "位置"},
    {"thread-layout.moved.store", "写入位置"},
    {"thread-layout.origin.thread", "六个索引全为 0 的线程"},
    {"thread-layout.origin.voxel", "体素 (0, 0, 0)"},
    {"thread-layout.unit.elements", " 个元素"},
    {"thread-layout.position-example", "{thread}：得到 {got}，应为 {want}"},
    {"thread-layout.position-wrong",
     "layout_position 对 {launch} 算错了：{total} 个线程中有 {wrong} 个得到错误的位置，"
     "例如 {examples}"},
    {"thread-layout.position-wrong.sampled",
     "layout_position 对 {launch} 算错了：抽查的 {total} 个线程中有 {wrong} 个得到错误的位置，"
     "例如 {examples}"},
    {"position-constant", "它对每个线程都返回 {value}：六个索引全被忽略了（第 1 步）。"},
    {"position-wrapped",
     "每个错误的位置都等于正确位置对 2^32 取模，而正确位置都不小于 2^32：运算在 32 位中回绕了。"
     "dim3 和 uint3 存的是 unsigned int，它们的乘积也是：请用 long long 计算位置。"},
    {"thread-layout.never-written", "从未写入"},
    {"thread-layout.record-example", "out[{p}]：得到 {got}，应为 {want}"},
    {"thread-layout.records-wrong",
     "{count}（{launch}）；out[p] 必须存放位置 p 上那个线程的索引：{examples}"},
    {"thread-layout.nothing-written.records",
     "out 中什么都没有写入："
     "每个线程都必须把 {blockIdx, threadIdx} 存到它的 layout_position 处（第 2 步）。"},
    {"wrong-limits",
     "query_limits() 返回的 {name} = {got}；设备的 {property} 是 {want}（{attribute}）。"},
    {"thread-layout.attribute-xyz", "{prefix}X、Y 和 Z"},
    {"thread-layout.volume",
     "{width} x {height} x {depth}（width x height x depth），线程块为 {block}"},
    {"thread-layout.columns", "列"},
    {"thread-layout.rows", "行"},
    {"thread-layout.planes", "层"},
    {"thread-layout.loop-advice",
     "让 gridDim.{axis} 保持在上限之内，并让每个线程以 gridDim.{axis} * blockDim.{axis} 为步长"
     "沿 {axis} 循环（网格跨步循环）。"},
    {"thread-layout.tail.head", "{axis} >= {from} 的体素从未写入"},
    {"thread-layout.tail-unwritten", "{head}（第 {from} 到第 {last} {units}）。"},
    {"thread-layout.tail.covered",
     "：网格在该维的 {blocks} 个线程块、每块 blockDim.{axis} = {per_block} 个线程，"
     "只覆盖了 {extent} {units}中的 {from} {units}"},
    {"grid-limit-without-loop",
     "{head}{covered}，而要全部覆盖需要 {needed} 个线程块，超过了设备允许的上限"
     "（maxGridSize.{axis} = {max}）。{advice}"},
    {"thread-layout.grid-too-small",
     "{head}{covered}：线程块数要向上取整，"
     "({size} + blockDim.{axis} - 1) / blockDim.{axis} = {needed}。"},
    {"thread-layout.voxel-example", "out[{e}]，体素 {voxel}：得到 {got}"},
    {"thread-layout.voxels-wrong",
     "{count}（{volume}）；out[(z * height + y) * width + x] 必须存放 (x, y, z)：{examples}"},
    {"thread-layout.nothing-written.volume",
     "out 中什么都没有写入：核函数没有任何写入，"
     "或者它的边界检查把所有线程都挡在了外面（第 4、5 步）。"},
    {"grid-over-limit",
     "用 blockDim.{axis} = {per_block} 个线程的线程块覆盖 {size} 方向的 {extent} {units}，"
     "在 {axis} 上需要 {needed} 个线程块，超过了设备允许的上限（maxGridSize.{axis} = {max}），"
     "超过上限的启动会被拒绝。{advice}"},
    {"thread-layout.bounds-advice",
     "体外的线程不能写入："
     "写入之前检查 x < width、y < height 和 z < depth（循环条件本身就可以是这个检查）。"},
    {"thread-layout.launch-shape",
     "record_thread_indices 启动了 {launched}；要求的是一个 {asked} 的核函数。"},
    {"thread-layout.kernels", "{count} 个核函数"},
    {"thread-layout.swapped",
     "网格和线程块写反了：<<<grid, block>>> 先写网格的线程块数，再写一个线程块的线程数。"},
    {"kernel-bypasses-helper",
     "layout_position 本身在 CPU 上能给这次启动的每个线程算出正确的位置，核函数却写到了别处："
     "它是否写在 layout_position(gridDim, blockDim, blockIdx, threadIdx) 处，且参数就是这个顺序？"},
    {"thread-layout.record-guard-advice",
     "每个线程恰好写一个元素，写在它的 layout_position 处，而这个位置小于这次启动的线程总数。"},
    {"thread-layout.while.record", "运行 record_thread_indices"},
    {"thread-layout.while.fill", "运行 fill_coordinates"},
    {"thread-layout.empty-volume", "空的体，{volume}"},
    {"wrong-block", "fill_coordinates 启动了 {launch}；它的线程块必须是调用者给的 {block}。"},
    {"thread-layout.case-failed", "{case}{passed}：\n{problems}"},
    {"thread-layout.passed", "（已通过：{list}）"},
    // 本章基准测试程序在表格下方的说明（bench_thread_layout.cpp）。
    {"thread-layout.bench.bytes", "每一行都按 1920 x 1080 x 8 的体数据中每个体素写入 12 字节计算"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_5_thread_layout
