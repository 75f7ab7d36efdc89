// 第 1.8 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_8_reduce_sum {
namespace {

const Entry kChinese[] = {
    {"reduce-sum.running", "运行 {function}"},
    {"reduce-sum.running-again", "第二次运行 {function}"},
    {"reduce-sum.labelled", "{label}：{problem}"},
    {"reduce-sum.hint", "提示：{hint}"},
    {"reduce-sum.fast-label",
     "reduce_sum_fast（选做练习；如果还没开始做，就让它继续调用 reduce_sum）"},
    {"reduce-sum.fast-not-written",
     "注意：reduce_sum_fast 启动的核函数与 reduce_sum 相同，所以它仍是回退实现：选做练习还没有完"
     "成（这完全没有问题）。下面的测试会像检查 reduce_sum 一样检查它；`./lab bench 1.8` 会显示快"
     "速版本能快多少。"},
    {"reduce-sum.failed-size", "n = {n}：\n{problems}"},
    {"reduce-sum.failed-size-after", "n = {n}（已通过：n = {passed}）：\n{problems}"},
    {"reduce-sum.failed-misaligned",
     "n = {n}，输入指针比 16 字节边界多偏移 {offset} 个 float：\n{problems}"},
    {"wrong-sum",
     "{label}，n = {n}，{which}：*output = {got}，应为 {want}（float64 参考值）；相差 {off}，超"
     "出了舍入误差所能解释的范围：容差为 {tolerance} = {rule}。"},
    {"reduce-sum.first-call", "第一次调用"},
    {"reduce-sum.second-call", "第二次调用（第一次得到 {first}，是正确的）"},
    {"reduce-sum.negated-call", "以 -input 再次调用"},
    {"output-never-written",
     "{label} 在 n = {n} 时从未写入 *output：它仍是检查器放进去的值 {before}。核函数运行了吗？它"
     "有没有累加到 *output 上？（n = 0 时也必须得到 0。）"},
    {"output-not-zeroed",
     "{label}，n = {n}：第一次调用得到 {first}，是正确的；在同一个输出上第二次调用得到 {second}"
     "，即第一次的结果再加上总和：*output 没有再次置 0。启动函数必须在每一次调用时都初始化它（在"
     "核函数之前调用 cudaMemsetAsync(output, 0, sizeof(float), stream)）。"},
    {"reduce-sum.nondeterministic.second-call",
     "对同一输入的第二次调用得到 {second}：结果在两次调用之间的变化超出了舍入误差，这说明存在竞"
     "争。"},
    {"reduce-sum.nondeterministic.changes", "结果随调用而变，这说明存在竞争。"},
    {"nan-sum", "和是 NaN，而输入中没有 NaN：有未初始化的值被加了进去。"},
    {"nothing-added",
     "*output 是 0：没有任何值被加到它上面。每个线程块的线程 0 是否都用 atomicAdd 把本块的和（"
     "cache[0]）加到了 *output 上？"},
    {"reduce-sum.old-value-added",
     "结果是正确的和再加上 {before}，而 {before} 正是调用前 *output 中的值：各线程块往 *output "
     "上累加之前，它没有被置 0。启动函数必须在每次调用时、在它的流上初始化它："
     "cudaMemsetAsync(output, 0, sizeof(float), stream)。"},
    {"every-thread-adds",
     "*output 是正确和的 {m} 倍，而 {m} 正是 blockDim.x：线程块中的每个线程都把本块的和加到了 "
     "*output 上。每个线程块只能由一个线程来加：if (threadIdx.x == 0) atomicAdd(output, "
     "cache[0])。"},
    {"sum-multiple",
     "*output 是正确和的 {m} 倍：每个线程块的和都被加了 {m} 次。是每个线程块中有 {m} 个线程在加"
     "，还是启动函数把核函数启动了 {m} 次？"},
    {"reduce-sum.read-outside",
     "和相差 {multiple} x {outside}，而 {outside} 正是检查器放在输入紧外侧的值：超出 n 的线程读"
     "取了 input[i]。请用 0 补齐：value = i < n ? input[i] : 0。"},
    {"reduce-sum.grid-too-small",
     "结果只是前 {threads} = grid x block 个元素的和：每个线程处理一个元素时，网格必须覆盖全部 "
     "n 个元素：grid = (n + block - 1) / block。"},
    {"reduce-sum.not-power-of-two", "核函数的线程块有 {block} 个线程，不是 2 的幂。"},
    {"reduce-sum.not-power-of-two.tree-result",
     "结果恰好等于折半归约树在这个线程块大小下得到的值，而这样会漏掉一些值。"},
    {"reduce-sum.not-power-of-two.why",
     "归约树每一步把活跃线程数减半（i = blockDim.x / 2，然后再 / 2 ……），只有当 blockDim.x 是 "
     "2 的幂时才能把每个值都加进来：请把线程块大小向上取到 2 的幂。"},
    {"reduce-sum.not-power-of-two.if-halving",
     "如果你的归约树是逐步折半的（i = blockDim.x / 2，然后再 / 2 ……），仅这一点就会漏掉值：只"
     "有当 blockDim.x 是 2 的幂时，它才能把每个值都加进来。"},
    {"reduce-sum.running-experiment", "在竞争实验中运行 {function}"},
    {"reduce-sum.race-experiment",
     "做了一个实验：n = {n}，除中间那个线程块的 {block} 个值（和为 {sum}）之外全是 0，共运行 "
     "{tries} 次。"},
    {"reduce-sum.tries", "{total} 次中有 {count} 次"},
    {"block-sum-wrong",
     "{setup}{tries}得到的既不是这个和，也不是 0：中间那个线程块自己的和算错了，错在它的归约树里"
     "，或者错在它的线程加载的数据上。{why}归约树的每一步都要读取 cache[t + i]，而它是另一个线程"
     "（通常在另一个线程束中）在上一步写入的，所以所有线程都必须完成一步之后，才能有线程开始下一"
     "步。"},
    {"reduce-sum.block-sum-wrong.varies",
     "每次运行的结果都不一样，所以这是竞争：缺少一个 __syncthreads()。"},
    {"reduce-sum.block-sum-wrong.same",
     "每次得到的都是同一个错误值：要么归约树的步骤或加载有错，要么缺少 __syncthreads() 而竞争每"
     "次都以同样的方式发生。"},
    {"sum-multiple-experiment",
     "{setup}{tries}得到这个和的 {m} 倍：这个线程块的和被加了 {m} 次。{block_dim}"},
    {"reduce-sum.block-dim-adds",
     "这正是 blockDim.x：线程块中的每个线程都加了一次，而只应由线程 0 来加。"},
    {"block-sum-lost",
     "{setup}每次都得到 0：中间那个线程块的和从未到达 *output。要么它到达了，却被另一个线程块的 "
     "`*output += 0` 覆盖（各线程块同时运行，所以它们的和必须用 atomicAdd(output, block_sum) 累"
     "加），要么这个线程块根本没有对自己的元素求和（它的线程必须加载 input[blockIdx.x * "
     "blockDim.x + threadIdx.x]）。"},
    {"lost-update",
     "{setup}{tries}得到 0：这个线程块的和已经到达 *output，随后又被另一个线程块的 `*output += "
     "0` 覆盖了（那个线程块在这个和到达之前读取了 *output）。各线程块同时运行，所以它们的和必须"
     "用 atomicAdd(output, block_sum) 累加，这个操作不会被其他线程打断。"},
    {"race-not-shown",
     "{setup}{tries}得到了正确的和：实验没有发现竞争，线程块内的归约树中没有，线程块之间也没有。"},
    {"reduce-sum.an-experiment", "一个实验："},
    {"race-under-load",
     "只在 GPU 繁忙时才表现出来的竞争：归约树的两步之间缺少 __syncthreads()，或者线程块的和用普通"
     "的 `+=` 而不是 atomicAdd 累加。`./lab check 1.8 --sanitize`（racecheck）会指出共享内存中"
     "发生竞争的代码行。"},
    {"output-zeroed-after-kernel",
     "*output 是 0：你的启动函数在核函数之后、在同一个流上重置了 *output（cudaMemsetAsync），"
     "于是这次重置抹掉了核函数加上去的和。请把重置放在启动核函数之前。"},
    {"sequential-sum",
     "{n} 个 1 的和是 16777216 = 2^24：从 2^24 起，给浮点数加 1 不再改变它的值，说明所有元素是"
     "依次加到同一个总和上的（每个线程都把自己的元素 atomicAdd 到 *output，或由一个线程循环累加）。"
     "这样的舍入误差随 n 增长；约定要求归约树的精度：先在每个线程块内用归约树求和，再让每个线程块"
     "atomicAdd 一个值。"},
    {"elements-without-effect",
     "input[{from}] .. input[{to}] 对和没有任何影响：检查器把从第二个线程块（每块 {block} 个元素）"
     "起的每个元素都乘以 2，再次调用，*output 却逐位不变。每个线程块求的都是第一个线程块的元素之"
     "和：每个线程加载的是不是它自己的元素 input[blockIdx.x * blockDim.x + threadIdx.x]，而不是 "
     "input[threadIdx.x]？"},
    {"reduce-sum.bound.exact", "精确：没有需要相加的值"},
    {"reduce-sum.bound.launch",
     "{per_thread}（每个线程的元素数）+ {tree}（{block} 线程的线程块内的归约树）+ {chain}"},
    {"reduce-sum.bound.blocks", "{count}（线程块数）"},
    {"reduce-sum.bound.adds-per-block", "{count}（每个线程块加 {adds} 次）"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x|，其中 k = {terms} = {k}，gamma(k) = k u / (1 - k u)，u = 2^-24，sum|x| "
     "= {magnitude}"},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"reduce-sum.target", "reduce_sum_fast 在 n >= 2^26 时 >= 拷贝带宽的 95 %"},
    // 本章基准测试程序在表格下方的说明（bench_reduce_sum.cpp）。
    {"reduce-sum.bench.bytes", "各行按每个元素读取 4 字节计算"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_8_reduce_sum
