// 第 1.7 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_7_shared_memory {
namespace {

const Entry kChinese[] = {
    {"shared-memory.running", "运行 {function}"},
    {"shared-memory.running-again", "第二次运行 {function}"},
    {"shared-memory.output-of", "{function} 的输出"},
    {"shared-memory.largest-bound", "逐元素误差界中的最大值，误差界为 {rule}"},
    {"shared-memory.failed-case", "{label}：\n{problems}"},
    {"shared-memory.failed-case-after", "{label}（已通过：{passed}）：\n{problems}"},
    {"shared-memory.hint", "提示：{hint}"},
    {"dynamic-shared-too-small",
     "{function} 启动核函数（{launch}）时只给了 {bytes} 字节的动态共享内存，而{what}需要 "
     "{needed} 字节。\n  extern __shared__ 数组本身没有大小：它得到的恰好是第三个启动参数给出的"
     "大小，单位是字节：kernel<<<grid, block, bytes, stream>>>。字节数不够时，线程会越过本线程块"
     "共享内存的末尾读写。"},
    {"missing-barrier",
     "在这里，原因几乎总是漏了 __syncthreads()：某个线程读取了共享内存中的一个值，而同一线程块中"
     "负责存储它的线程还没有存进去。屏障要放在存储和读取之间、线程块中每个线程都能到达的地方。"
     "`./lab check 1.7 --sanitize` 会运行 racecheck，它会指出相关的两行代码。"},
    {"shared-memory.scale-tolerance", "一次正确舍入的 float 乘法：u = 2^-24"},
    {"first-warp-right",
     "所有错误元素都属于线程块中第一个线程束（线程 0 所在的线程束）之外的线程：这些线程在线程 0 "
     "存入共享的缩放因子之前就读取了它，读到的是那个共享内存字原先的内容。请在线程 0 的存储和所"
     "有线程的读取之间加上 __syncthreads()。"},
    {"shared-memory.chunk-buffer", "分段缓冲区（chunk * sizeof(float)，chunk = {chunk}）"},
    {"whole-array-mirror",
     "有 {count} 个错误元素存放的是 data[n - 1 - i]，即整个数组的镜像。每个分段要单独反转：分段"
     "中的第 j 个元素应放到同一个分段的 len - 1 - j 位置（start = blockIdx.x * blockDim.x）。"},
    {"reverse-across-warps",
     "全部 {count} 个错误元素读取的 staged[] 槽位都由另一个线程束的线程写入，而从本线程束写入的槽"
     "位读出的元素全都正确：线程在另一个线程束写入之前就读取了共享内存。线程束之间不会自动互相等"
     "待：请在写入 staged[] 和读取它之间加上 __syncthreads()，放在线程块内每个线程都能执行到的"
     "位置。"},
    {"kept-original",
     "有 {count} 个错误元素仍是原来的值：要么没有线程把它们写回，要么线程写回的是它自己暂存的值"
     "（用了 staged[t]，而不是 staged[len - 1 - t]）。"},
    {"shared-memory.reverse.read-outside",
     "有 {count} 个元素存放的是检查器放在数组紧外侧的值：有线程读取了 [0, n) 之外的位置，最可能"
     "是越过了末尾（最后一个分段只有 n - start 个元素）。"},
    {"shared-memory.tile",
     "tile（(blockDim.x + 2 * radius) 个 float，blockDim.x = {block}，radius = {radius}）"},
    {"shared-memory.stencil-rule",
     "|got - want| <= gamma(2 * radius) * (|in[i - radius]| + ... + |in[i + radius]|)：2 * "
     "radius 次 float 加法，顺序任意"},
    {"shared-memory.stencil.read-outside",
     "有 {count} 个和偏差了 {outside} 的整数倍，而 {outside} 正是检查器放在输入紧外侧的值：tile "
     "读取了 [0, n) 之外的 in[]。这些邻居应按 0 计：不要读取，直接在 tile 中存 0。"},
    {"halo-edges",
     "所有错误的和都属于距线程块边缘不到 {edge} 的线程（线程 0..{last_low} 或 "
     "{first_high}..{last_high}）：这些和要用到 tile 两端的值，也就是光环区（halo）。tile 存放 "
     "blockDim.x + 2 * radius 个值，tile[j] = in[blockIdx.x * blockDim.x - radius + j]；请检查在"
     "屏障之前两端是否都已完整加载（最后一个位置是 tile[blockDim.x + 2 * radius - 1]）。"},
    {"shared-memory.scale-block-shape",
     "线程块与 tile 不匹配：block_scale 启动时用的是 {launch}，但线程块 b 要用它的系数 scale[b] "
     "缩放 kScaleBlock = {want} 个元素，每个元素一个线程：约定要求线程块为 ({want}, 1, 1) 个线程。"
     "换成别的线程块大小，线程块 b 覆盖的就不再是 scale[b] 对应的那些元素，却照样把它们乘以 "
     "scale[b]。"},
    {"shared-memory.reverse-block-shape",
     "线程块与 tile 不匹配：block_reverse 启动时用的是 {launch}，但每个 chunk = {want} 个元素的"
     "分段由一个线程块暂存，缓冲区的每个位置对应一个线程：约定要求线程块为 ({want}, 1, 1) 个线程，"
     "即 block = chunk。核函数若把 blockDim.x 当作分段长度，就会按错误的长度反转，而超出缓冲区 "
     "{want} 个位置的线程会写到缓冲区末尾之外。"},
    // 本章基准测试程序在表格下方的说明（bench_shared_memory.cpp）。
    {"shared-memory.bench.bytes", "每一行都按每个元素 8 字节计算"},
    // 基准测试中用来对比其他设计的各行的名称（不作为键，只用于显示）。
    {"shared-memory.bench.row.load-after-barrier", "屏障之后才加载"},
    {"shared-memory.bench.row.no-tile", "不用 tile，半径 {radius}"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_7_shared_memory
