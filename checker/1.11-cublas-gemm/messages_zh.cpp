// 第 1.11 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_11_cublas_gemm {
namespace {

const Entry kChinese[] = {
    {"gemm.rule.cpu",
     "长度 K = {k} 的 float32 点积：gamma(K) * sum_k |a_ik b_kj|，其中 gamma(K) = K u / (1 - K "
     "u)，u = 2^-24，即 {bound} * sum_k |a_ik b_kj|（另加 float64 参考值自身的误差）"},
    {"gemm.rule.cublas",
     "与 cublasSgemm（FP32）的结果比较，两者与精确乘积之差都不超过 gamma(K) sum_k |a_ik b_kj|，K "
     "= {k}，gamma(K) = K u / (1 - K u)，u = 2^-24：{bound} * sum_k |a_ik b_kj|（sum |a b| 也由 "
     "cuBLAS 计算）"},
    {"gemm.where.thread", "（线程块 ({bx}, {by})，线程 ({tx}, {ty})）"},
    {"gemm.element-wrong", "{where}：得到 {got}，应为 {want}（容差 {tolerance}）"},
    {"gemm.element-unwritten", "{where}：从未写入，应为 {want}（容差 {tolerance}）"},
    {"gemm-values-wrong", "C 中检查的 {checked} 个元素里有 {wrong} 个错误"},
    {"gemm.values.never-written", "（{count} 个从未写入）"},
    {"gemm.values.checked-part",
     "（检查范围：若干整行和整列，共 {total} 个元素中的 {checked} 个）"},
    {"gemm.values.tolerance", "。每个元素的容差：{rule}。"},
    {"gemm.values.more", "……另有 {count} 个"},
    {"gemm.unwritten.head", "C 中有 {count} 个元素从未写入"},
    {"gemm.unwritten.round-up",
     "x 对应列、y 对应行：grid = ((N + block.x - 1) / block.x, (M + block.y - 1) / block.y)。"},
    {"gemm.unwritten.bounds",
     "边界检查把 C 之内的线程也拒之门外，或者线程在写入之前就返回了（条件应为 row < M && col < "
     "N）"},
    {"gemm-never-written", "{head}：{grid}，或者{bounds}。{round_up}"},
    {"gemm.unwritten.grid-uncovered", "网格没有覆盖整个 C"},
    {"gemm.unwritten.grid-mismatch", "网格（{launch}）与 C 的形状不符"},
    {"gemm-grid-too-small",
     "{head}：网格（{launch}）的线程数少于 C 的元素数，覆盖不了整个 C。{round_up}"},
    {"gemm-bounds-skip", "{head}，而网格（{launch}）为每个元素都安排了线程：{bounds}。"},
    {"gemm-nothing-written",
     "C 从未被写入：核函数是否运行了，是否把结果存到了 C？边界检查（row < M && col < "
     "N）是否把所有线程都拒之门外了？"},
    {"gemm-edges-wrong",
     "只有最后那些不完整线程块中的元素出错（行号 >= {rows} x (M / {rows})，"
     "或列号超出最后一个完整线程块）：检查 A、B、C 边缘处的边界判断。"},
    {"gemm-indices",
     "检查下标：row = blockIdx.y * blockDim.y + threadIdx.y，col = blockIdx.x * blockDim.x + "
     "threadIdx.x，C[row][col] = 对 k < K 求和 A[row * K + k] * B[k * N + col]。"},
    {"gemm-tiled-causes",
     "分块核函数的常见原因：加载分块与乘加之间缺少 "
     "__syncthreads()（线程读到了其他线程尚未写入的分块元素），或乘加之后缺少 "
     "__syncthreads()（下一轮加载覆盖了仍在读取的分块）；加载分块时没有边界判断；K "
     "方向的循环次数向下取整。`./lab check 1.11 --sanitize`（racecheck）会指出发生竞争的代码行。"},
    {"cublas-stream-not-set",
     "{function} 算出了乘积，但不是在传给它的流上：cuBLAS 把核函数发射到句柄的流上，在调用 "
     "cublasSetStream(handle, stream) 之前，那是传统默认流。调用者的非阻塞流与它之间没有任何顺序，"
     "乘积可能还没算完就被读取。请在每次调用 cublasSgemm 之前调用 cublasSetStream(handle, "
     "stream)：调用者的流在两次调用之间可能不同。"},
    {"gemm-cublas-arguments",
     "对照恒等式“行主序 C = A * B <=> 列主序 C^T = B^T * A^T”检查 cublasSgemm 的参数：m = N，n = "
     "M，k = K，B（ldb = N）在前，A（lda = K）在后，ldc = N。"},
    {"gemm.hint", "提示：{hint}"},
    {"gemm.label.fast", "gemm_fast（选做练习；在你实现之前，它调用 gemm_tiled）"},
    {"gemm.second-call-wrong",
     "第一次调用正确，但在同一组缓冲区上把 A 取负后再调用一次，结果不对：{problem}"},
    {"gemm.title", "{function}，{shape}{inputs}："},
    {"gemm.title.near-one", "（输入略大于 1）"},
    {"gemm.context.running", "运行 {function}"},
    {"gemm.context.again", "再次调用 {function}"},
    {"gemm.context.reference", "用 cuBLAS 计算参考结果"},
    {"gemm-runs-differ", "{race}{tiled}"},
    {"gemm.runs-differ.tiled",
     "对分块核函数而言：加载分块与乘加之间，或乘加与下一轮加载分块之间，缺少 __syncthreads()。"},
    {"gemm.guard.c", "C 之外的线程（row >= M 或 col >= N）不得写入：写入前两者都要检查。"},
    {"gemm.passed-before", "  （此前已通过：{shapes}）"},
    {"gemm.note.fast-is-tiled",
     "注意：gemm_fast 启动的核函数与 gemm_tiled 相同，仍是后备实现："
     "选做练习尚未完成（这没有问题）。`./lab bench 1.11` 可以看出快速核函数能带来多少提升。"},
    {"gemm.transposed.cublas",
     "结果是转置后的 C：cuBLAS 按列主序写出了 C（元素 (i, j) 位于 j * M + i）。行主序的 C = A * B "
     "就是列主序的 C^T = B^T * A^T：调用 cublasSgemm 时令 m = N，n = M，k = K，B "
     "作为第一个矩阵（ldb = N），A 作为第二个矩阵（lda = K），ldc = N。"},
    {"gemm-transposed",
     "C 被转置了：C[i][j] 的值出现在位置 j * M + i，说明核函数写的是 C[col * M + row]（列主序）。"
     "行主序的 C[i][j] 位于 C[i * N + j]：应写入 C[row * N + col]。"},
    {"gemm-k-rounded-down",
     "K 方向分块的循环次数向下取整了：结果只是 k < {whole} 的部分和（{tile} 宽的完整分块），K = "
     "{k} 的最后一个不完整分块被漏掉了。应循环 (K + TILE - 1) / TILE 次，超出 K 的部分加载 0。"},
    {"gemm-unguarded-tiles",
     "结果正是加载分块时不做边界检查所得：在边缘处，{tile} x {tile} 的分块越过了 A 和 B "
     "的行尾和列尾（读到其他行的元素，或越过数组末尾）。矩阵之外应加载 0：a_tile[ty][tx] = (row < "
     "M && k0 + tx < K) ? A[row * K + k0 + tx] : 0，b_tile[ty][tx] = (k0 + ty < K && col < N) ? "
     "B[(k0 + ty) * N + col] : 0。"},
    {"gemm-cublas-call", "结果与 {call} 的计算结果完全一致：{mistake}"},
    {"gemm.call.mistake", "{what}{identity}"},
    {"gemm.call.identity",
     "行主序的 C = A * B 就是列主序的 C^T = B^T * A^T：m = N，n = M，k = K，B 在前且 ldb = "
     "N（其行长），A 在后且 lda = K，ldc = N。"},
    {"gemm.call.swapped", "cublasSgemm 调用中 A 和 B 的位置颠倒了。"},
    {"gemm.call.swapped-with-ld",
     "cublasSgemm 调用中 A 和 B 连同各自的 leading dimension 一起颠倒了。"},
    {"gemm.call.ld-wrong", "leading dimension（lda 和 ldb）颠倒了或者不对。"},
    {"gemm.call.column-major",
     "它把行主序的 A、B、C 当成了列主序矩阵（leading dimension = 行数），算出的是另一个乘积。"},
    {"gemm.call.row-major-ld",
     "用了行主序的 leading dimension，却配上列主序的 m 和 n：cuBLAS 把每个矩阵都按列主序读取，"
     "leading dimension 是相邻两列之间的距离。"},
    {"gemm-reduced-precision",
     "C 接近 A * B（误差最大 {worst} x sum |a b|），但超出了 float32 舍入所允许的范围（{bound} x "
     "sum |a b|）：乘积是以较低精度计算的。{advice}"},
    {"gemm.reduced.cublas",
     "cuBLAS 在被要求时会使用 TF32 张量核心（10 位尾数）：保持句柄默认的数学模式（不调用 "
     "cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH)，不用 CUBLAS_COMPUTE_32F_FAST_TF32，"
     "也不设置 NVIDIA_TF32_OVERRIDE）。"},
    {"gemm.reduced.kernel", "所有数值和累加和都保持为 float（不用 __half，也不转换成 TF32）。"},
    {"gemm-cublas-rejected",
     "cublasSgemm 很可能拒绝了它的参数（请在上方找带有 CUBLAS_STATUS_INVALID_VALUE 的 `cublas "
     "error` 行）。cuBLAS 把每个矩阵都视为列主序，并要求每个 leading dimension "
     "不小于该矩阵的行数：第一个矩阵的 ld >= m，第二个的 >= k，ldc >= m。{rejected}"},
    {"gemm.rejected-call", "对这个形状，cuBLAS 会拒绝 {call}，原因是：{mistake}"},
    {"tile-block-mismatch",
     "线程块与共享内存中的分块不匹配：{function} 启动的线程块有 {bx} x {by} = {threads} 个线程，"
     "但它的核函数只有 {bytes} 字节共享内存{tiles}，不够每个线程在 A 的分块和 B 的分块中各放一个"
     "元素。为 kTile x kTile 分块编写、每个线程各加载其中一个元素的核函数，要用恰好 kTile x kTile "
     "个线程的线程块启动（dim3 block(kTile, kTile)）：多出来的线程会写到分块之外，写进另一个分块"
     "或共享内存之外（非法地址），于是 C 算错，或者核函数出错中止。"},
    {"gemm.two-tiles", "（两个 {tile} x {tile} 的 float 分块）"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"gemm.target", "gemm_fast 在 4096^3 时 >= cuBLAS 的 88 %"},
    // 本章基准测试各行的上限（`./lab bench`、`./lab list`）。
    {"gemm.ceiling", "cuBLAS"},
    // 本章基准测试程序在表格下方的说明（bench_gemm.cpp）。
    {"gemm.bench.ceiling", "占上限 % = 同一规模下占 cublasSgemm（FP32）的百分比，在本次运行中实测"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_11_cublas_gemm
