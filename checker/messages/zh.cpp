// 中文消息目录：与 en.cpp 的消息 id 一一对应、分节相同（checker/harness/messages.h）。
// 术语沿用课程的说法：线程束、共享内存、页锁定内存、流、事件、核函数。代码、标识符和命令保持英文。
#include "checker/harness/messages.h"

#include <iterator>

namespace lab::messages {
namespace {

const Entry kChinese[] = {
    // ---- the lab command (checker/cli)

    // ---- the grader (checker/cli/grade)

    // ---- the checkers' harness (checker/harness)
    {"stale-second-call",
     "第二次调用返回的是第一次调用的结果：在同一组缓冲区上换了新的输入再次调用 {function}，"
     "{output} 却与第一次调用后一模一样。启动函数每次被调用都必须真正完成计算："
     "不要在两次调用之间保存结果（或指针）。"},

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add

    // ---- 1.7-shared-memory
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

    // ---- 1.8-reduce-sum
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
     "{setup}{tries}得到了正确的和：竞争在这里没有表现出来。常见的原因是归约树中缺少 "
     "__syncthreads()，以及线程块的和用普通的 `+=` 而不是 atomicAdd 累加；`./lab check 1.8 "
     "--sanitize`（racecheck）会指出共享内存中发生竞争的代码行。"},
    {"reduce-sum.bound.exact", "精确：没有需要相加的值"},
    {"reduce-sum.bound.launch",
     "{per_thread}（每个线程的元素数）+ {tree}（{block} 线程的线程块内的归约树）+ {chain}"},
    {"reduce-sum.bound.blocks", "{count}（线程块数）"},
    {"reduce-sum.bound.adds-per-block", "{count}（每个线程块加 {adds} 次）"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x|，其中 k = {terms} = {k}，gamma(k) = k u / (1 - k u)，u = 2^-24，sum|x| "
     "= {magnitude}"},

    // ---- 1.9-atomic
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
    {"greater-instead-of-greater-equal",
     "{head}：你只计数了 {above} 个 > threshold 的元素。约定要保留的是 >= threshold 的元素：等于"
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
     "有 {count} 条记录与输入不符：{examples}。一条记录就是 {input[i], i}，必须原样复制。"},
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

    // ---- 1.10-warpaffine

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error

};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
