// Chapter 1.15's texts in Chinese, with the same ids as messages_en.cpp.
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_15_bank_conflicts {
namespace {

const Entry kChinese[] = {
    {"transpose.running", "运行 {function}"},
    {"transpose.running-again", "第二次运行 {function}"},
    {"transpose.output-of", "{function} 的 out"},
    {"transpose.failed-shape", "{shape}{passed}："},
    {"transpose.shapes-passed", "（{shapes} 已通过）"},
    {"transpose.element", "in[{row}][{col}] = {value}"},
    {"transpose.value-from-nowhere", "{value}，它不是 in 的任何元素"},
    {"transpose.wrong-element", "  out[{i}][{j}] 的值是 {got}，应为 {want}\n"},
    {"transpose.unwritten-element", "  out[{i}][{j}] 从未被写入，应为 {want}\n"},
    {"transpose.hint", "  提示：{hint}"},
    {"transpose.timed-wrong", "out 中有 {count} 个元素错误"},
    {"transpose.read-outside",
     "{wrong} 个错误元素中有 {count} 个是检查器放在 in 外侧的字节 0xA5：有线程越过 in "
     "的最后一行或最后一列读了数据。"},
    {"transpose-never-written",
     "{function}：out 的 {count} 个元素中有 {unwritten} 个从未被写入，仍是检查器事先填进去的 NaN。"
     "前几个：\n{list}"
     "  out 的每个元素都要由一个线程写入：out[c][r] = in[r][c]。"},
    {"transpose-wrong",
     "{function}：out 的 {count} 个元素中有 {wrong} 个错误（其中 {unwritten} 个从未被写入）。"
     "前几个：\n{list}"
     "  out 是 cols x rows 的矩阵：out[c * rows + r] = in[r * cols + c]。"},
    {"tile-not-transposed-inside",
     "{wrong} 个错误元素中有 {count} 个来自 in 中正确的 tile，取的却是 tile 的元素 (x, y)，"
     "而该放的是 (y, x)：tile 是按存入时的顺序读出来的。tile 的第 x 列就是输出 tile 的第 x 行："
     "每个线程要沿着列读 tile，读元素 (threadIdx.x, x)，而不是沿着行读。"},
    {"transpose-is-a-copy",
     "{wrong} 个错误元素中有 {count} 个的值是 in 中下标相同的元素，即 out[k] = in[k]：tile "
     "没有转置就写回了 out。输出 tile 的第 x 行是 tile 的第 x 列，而输出 tile 在 out 中从第 "
     "blockIdx.x * kTile 行、第 blockIdx.y * kTile 列开始。"},
    {"tile-misplaced",
     "{wrong} 个错误元素中有 {count} 个在 tile 内部转置得没错，但取自错误的 tile：取的是 in 中与 "
     "out 的 tile 位置相同的那个 tile。线程块 (bx, by) 的输出 tile 在 out 中从第 bx * kTile 行、"
     "第 by * kTile 列开始：读和写之间，blockIdx.x 与 blockIdx.y 要互换。"},
    {"tile-slot-shared",
     "{wrong} 个错误元素中有 {count} 个的值是同一个 tile 里的另一个元素：两个元素进了共享内存 "
     "tile 的同一个位置，后写的覆盖了先写的。同一行里，每个 x 对应的元素 (y, x) 的位置都必须不同。"
     "对 swizzle 的 tile 来说，x ^ y（y < 32）就是 0..31 的这样一个置换；把两列映射到同一位置的"
     "表达式则不是。"},
    {"tile-read-stale",
     "{wrong} 个错误元素中有 {count} 个不是本 tile 的元素（而是别的 tile 的元素，或者根本不是 in "
     "的元素）：线程在本线程块写入 tile 的某个位置之前就读了它，读到的是之前的线程块留在这块共享"
     "内存里的值。要么是读在所有写完成之前就开始了（两者之间缺了 __syncthreads()），要么是读了"
     "从来没有写入的位置。"},
    {"partial-tile-bounds",
     "这次调用写到了 out 之外，或者改动了 in：不完整 tile（在下边缘或右边缘，rows 或 cols 不是 "
     "kTile 的倍数时）的线程必须跳过矩阵之外的元素，读时（row < rows、col < cols）和写时"
     "（out 的行号小于 cols、列号小于 rows）都要检查。"},
    {"transpose-missing-barrier",
     "转置只搬运数值：同一输入运行两次，结果应当逐位相同，除非线程之间有竞争。这里几乎总是在写 "
     "tile 与读 tile 之间缺了 __syncthreads()，而且它要放在线程块内每个线程都能执行到的地方。"
     "`./lab check 1.15 --sanitize` 会运行 racecheck，它会指出这两行代码。"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"transpose.target",
     "在 4096 x 4096 时，transpose_padded 与 transpose_swizzled 中较慢的那个 >= transpose_naive "
     "速率的 1.5 倍"},
    // 本章基准测试各行的上限（`./lab bench`、`./lab list`）。
    {"transpose.ceiling", "transpose_naive"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_15_bank_conflicts
