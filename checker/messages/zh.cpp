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
    // 监督进程的汇总（checker/harness/supervisor.cpp）。
    {"harness.header", "cuda-lab 检查器：{chapter}（{variant}），随机种子 {seed}"},
    {"harness.gpu", "GPU：{name}（计算能力 {major}.{minor}，{sms} 个 SM）"},
    {"harness.outcome-pass", "通过"},
    {"harness.outcome-fail", "失败"},
    {"harness.outcome-crash", "崩溃"},
    {"harness.outcome-hang", "超时"},
    {"harness.outcome-exited", "已退出"},
    {"harness.outcome-skip", "跳过"},
    {"harness.outcome-not-run", "未运行"},
    {"harness.ran-alone", "（在新进程中单独运行）"},
    {"harness.printed-lines", "被测代码输出了 {count} 行{shown}："},
    {"harness.printed-first", "，以下是前 {count} 行"},
    {"harness.could-not-finish", "检查器未能完成：{reason}。"},
    {"harness.no-gpu-skipped", "已跳过：没有可用的 GPU：{reason}"},
    {"harness.no-gpu-failed", "失败（LAB_REQUIRE_GPU=1）：没有可用的 GPU：{reason}"},
    {"harness.needs-gpu", "这个检查器要运行你的核函数，需要一块装有可用驱动的 NVIDIA GPU。"},
    {"harness.usage-error", "错误：{error}（所选测试：{selection}）"},
    {"harness.interrupted", "已中断。"},
    {"harness.passed-all", "通过：全部 {total} 个测试。"},
    {"harness.passed-some", "失败：{total} 个测试中通过了 {passed} 个。"},
    {"harness.replay-seed",
     "输入由随机种子 {seed} 生成：用 --seed {seed}（或 LAB_SEED={seed}）可以重现。"},
    {"harness.expect-not-caught",
     "错误未被发现：这个已知错误的版本通过了所有测试（预期失败信息中包含“{text}”）"},
    {"harness.expect-wrong-diagnosis",
     "发现了错误，但诊断不对：预期诊断中包含“{text}”，实际得到："},
    {"harness.expect-caught", "按预期发现了错误（诊断中包含“{text}”）"},
    {"harness.error", "错误：{error}"},
    {"harness.cannot-write", "无法写入 {path}：{reason}"},
    {"harness.cannot-write-report", "无法写入报告 {path}：{reason}"},
    {"harness.usage-timeout", "--timeout：“{value}”不是正的秒数"},
    {"harness.usage-needs-value", "{option} 需要一个值"},
    {"harness.usage-unknown-option",
     "未知选项 {option}（可用选项：--seed N、--timeout S、--report FILE、--junit "
     "FILE、--expect-diagnosis TEXT；其他参数用于选择测试用例）"},
    {"harness.usage-selection", "Catch2 不接受所给的测试选择或选项"},
    {"harness.usage-seed", "随机种子必须是非负的十进制数，得到的是“{value}”"},
    {"harness.usage-seed-too-large", "随机种子“{value}”超出了 64 位的范围"},
    // 工作进程如何结束，以及监督进程对此的说明。
    {"harness.signal-segv",
     "段错误：主机代码读写了不属于它的内存，例如在 CPU 上解引用了设备指针，或者越过了主机数组的末"
     "尾"},
    {"harness.signal-abrt",
     "abort()：某个 assert 失败、有异常未被捕获，或者被测代码调用了 abort()"},
    {"harness.signal-fpe", "CPU 上的算术错误，例如整数除以零"},
    {"harness.signal-bus", "总线错误：CPU 上的一次未对齐或未映射的内存访问"},
    {"harness.signal-kill", "被检查器以外的进程杀死，常见原因是机器内存耗尽"},
    {"harness.signal-other", "进程被这个信号终止"},
    {"harness.signal-number", "信号 {number}"},
    {"harness.killed-by", "被 {signal} 终止"},
    {"harness.exit-code", "退出码 {code}"},
    {"harness.no-secret", "无法读取 /dev/urandom 来生成报告通道的密钥"},
    {"harness.cannot-start", "无法启动测试程序：{reason}"},
    {"harness.ended-before-tests", "测试程序在测试开始之前就结束了"},
    {"harness.ended-outside-test", "测试程序在测试之外结束了（{how}）"},
    {"harness.between-tests", "（两个测试之间）"},
    {"harness.not-run-after-hang", "未运行：检查器在“{test}”超时后停止了。"},
    {"harness.not-run-not-selected", "未运行：在新进程中单独运行时没有选中这个测试。"},
    {"harness.not-run-ended-early", "未运行：为它启动的新进程在测试开始前就结束了（{how}）。"},
    {"printed-output",
     "被测代码在这个测试期间输出了 {count} 行。启动函数和它的核函数不能打印输出（本章的约定）：请"
     "删掉 printf。调试时需要打印，请用 ./lab run。"},
    {"forged-report",
     "检查器报告通道上的一行没有带本次运行的密钥：被测代码中有东西向检查器的通道写入了内容（“"
     "{line}”）。测试不能自己报告结果；这算作失败。"},
    {"hang",
     "超时：测试“{test}”在 {seconds} 秒内没有结束，已被终止。可能的原因：某个循环的退出条件永远"
     "不成立；__syncthreads() 放在了一个并非块内所有线程都会进入的分支里；或者某个线程在等待另一"
     "个块永远不会写入的值。（用 --timeout SECONDS 可以修改时限。）"},
    {"crash", "测试程序{how}（{explanation}）。"},
    {"process-exited",
     "被测代码在测试进行到一半时结束了程序（{how}），例如启动函数里调用了 exit()、_exit() 或 "
     "quick_exit()。启动函数必须返回到调用者。无论退出码是多少，这都算作失败。"},
    // 工作进程（checker/harness/runner.cpp）。
    {"harness.exception-escaped", "测试中有异常未被捕获：{what}"},
    {"harness.assertion-failed", "{macro}({expression}) 失败，展开后为 {expanded}"},
    // CUDA 错误与不可用的上下文（checker/harness/gpu.cpp）。
    {"harness.cuda-error", "{doing} 时发生 CUDA 错误：{error}。"},
    {"harness.sticky",
     "这是一个粘滞错误：本进程的 GPU 上下文已不可用，其余的 GPU 测试无法运行。\n  很可能是越界访"
     "问：运行 `./lab check <chapter> --sanitize`（compute-sanitizer），可以看到第一次错误访问所"
     "在的核函数、file:line、块和线程。"},
    {"harness.broken-while", "{doing} 时发生 {error}"},
    {"harness.context-unusable", "未运行：之前的测试使 GPU 上下文不可用（{reason}）"},
    // 启动函数做了什么（checker/harness/capture.cpp）。
    {"harness.a-kernel", "某个核函数"},
    {"harness.launch-config", "网格 {grid} x 块 {block}"},
    {"harness.launch-shared-memory", "，{bytes} B 动态共享内存"},
    {"harness.running-directly", "直接调用 {function}"},
    {"launch-rejected", "{function} 中的核函数启动被拒绝：{error}。\n  {advice}"},
    {"forbidden-in-launcher",
     "{function} 做了启动函数不能做的事：{error}。\n  启动函数只负责把工作放入传给它的流。请从中"
     "删掉 cudaDeviceSynchronize / cudaStreamSynchronize、cudaMalloc / cudaFree 和同步的 "
     "cudaMemcpy（何时等待由调用者决定）。\n  （检查器把你的流录制成 CUDA 图，以查看 {function} "
     "启动了什么。）"},
    {"capture-failed", "录制 {function} 在其流上的工作失败：{error}"},
    {"outside-work-failed", "{function} 在其流之外启动的工作失败：{error}"},
    {"harness.no-kernel", "0 个核函数"},
    {"harness.kernel-count", "{count} 个核函数"},
    {"harness.launched-on-stream",
     "{function} 在传给它的流上启动了 {launched}（预期 {expected} 个）。"},
    {"no-launch",
     "{head}\n  也没有其他东西写入输出：{function} 没有启动就返回了。是不是某个条件跳过了启动（依"
     "据 n，或依据上一次调用留下的东西）？只要 n > 0，启动函数每次调用都必须启动它的核函数。"},
    {"wrong-stream",
     "{head}\n  请在调用者的流上启动：kernel<<<grid, block, 0, stream>>>(...)。不写第 4 个参数，"
     "核函数就会进入默认流，而这并不是调用者要求的：调用者的流未必会等待它，而且它会与其他所有工"
     "作串行执行。"},
    {"harness.ran-on-other-stream", "你的核函数确实运行了并写入了输出，但用的不是传入的那个流。"},
    {"launch-when-empty",
     "{function} 在 {case} 时不能启动任何东西（请在启动之前返回：0 个块的网格是无效配置），但它"
     "{what}"},
    {"harness.tried-to-launch", "尝试了启动：{error}"},
    {"harness.launched", "启动了{launch}"},
    // 保护带与输入（checker/harness/guarded.h）。
    {"harness.bounds-check-advice",
     "索引 >= n 的线程不能写入：在写入之前加上边界检查（if (i < n)）。"},
    {"write-past-end",
     "越过 {name} 的末尾写入：{name}[{first}] 到 {name}[{last}] 之间有 {count} 个元素被改动（n = "
     "{n}）。{advice}"},
    {"write-before-start",
     "在 {name} 的起始位置之前写入：{name}[-{first}] 到 {name}[-{last}] 之间有 {count} 个元素被改"
     "动：某个索引变成了负数。"},
    {"input-modified",
     "输入 {name} 被修改了：{count} 个元素发生变化，第一个在索引 {first}。输入是 const 的：只能写"
     "输出。"},
    // 示例列表（checker/harness/diagnosis.h）。
    {"harness.and-more", "（另有 {count} 个）"},
    // 与参考结果比较（checker/harness/compare.cpp）。
    {"harness.exact-match", "完全相等"},
    {"harness.bound-with-rule", "{bound}（{rule}）"},
    {"nondeterministic-result",
     "同样的输入运行两次，{name} 的结果不同：有 {count} 个元素不同，第一个在索引 {first}。结果每"
     "次运行都变，说明存在竞争：线程在没有屏障或原子操作的情况下读取其他线程写入的数据，或者读取"
     "了未初始化的内存。"},
    {"harness.second-call-wrong",
     "第一次调用是对的，但在同一组缓冲区上换了新的输入再次调用 {function} 时出错了："},
    {"wrong-result",
     "{name} 的 {checked} 个元素中有 {wrong} 个是错的{unwritten}。容差：{tolerance}。"},
    {"harness.never-written-count", "（其中 {count} 个从未写入）"},
    {"harness.element", "{name}[{where}]：得到 {got}，应为 {want}"},
    {"harness.block-thread", "{index}（块 {block}，线程 {thread}）"},
    {"harness.never-written", "未写入的值"},
    {"harness.more-elements", "……另有 {count} 个"},
    {"harness.hint", "提示：{hint}"},
    {"never-written",
     "{name} 的 {n} 个元素一个都没有被写入：核函数运行了吗（启动是否被拒绝）？它有没有写 {name}？"
     "边界检查是不是把所有线程都挡掉了？"},
    {"harness.launch-shape",
     "这次启动共有 {threads} 个线程（{grid} 个块，每块 {block} 个），而 n = {n}"},
    {"harness.grid-short",
     "只有前 {written} = grid x block 个元素被写入：网格（{grid} 个块，每块 {block} 个线程）的线"
     "程数少于 n = {n}。"},
    {"grid-rounded-down", "{short}请把网格向上取整：grid = (n + block - 1) / block。"},
    {"grid-too-small",
     "{short}缺了 {missing} "
     "个线程，超过一个块，所以不只是向下取整的问题：每个元素一个线程时，grid = (n + block - 1) / "
     "block。"},
    {"first-block-only",
     "只有前 {written} 个元素（正好一个块的量）被写入，而实际运行了 {grid} 个块：其他块在 [0, n) "
     "内什么也没写。要么每个块都写了同样的前几个元素（索引没有用到 blockIdx.x），要么其他块的索引"
     "超出了 n（块偏移大于 blockDim.x，例如 blockIdx.x * blockDim.x * 2）。全局索引是 i = "
     "blockIdx.x * blockDim.x + threadIdx.x（“左乘右加”）。"},
    {"tail-unwritten",
     "只有最后 {missing} 个元素（从索引 {from} 开始）从未被写入；它们之前的元素全部正确。{cause}"},
    {"harness.tail-cause-unknown-launch",
     "是线程数不够 n、边界检查提前截止（例如 i < n - 1），还是索引公式把最后几个线程送到了别处？"},
    {"harness.tail-cause-enough-threads",
     "由于{launch}，足够每个元素一个线程，但负责末尾的线程没有写入：是边界检查提前截止（例如 i < "
     "n - 1），还是索引公式把这些线程送到了别处？"},
    {"harness.tail-cause-several-per-thread",
     "由于{launch}，每个线程必须处理多个元素：最后几个被漏掉了（是循环提前结束，还是最后一整组之"
     "后的余数没有处理，例如最后一个 float4 之后剩下的 n % 4 个 float？）。"},
    {"unwritten-gaps",
     "有 {count} 个元素分布在 {runs} 段中从未被写入（{examples}）：没有线程负责这些元素。{cause}"},
    {"harness.gaps-cause-unknown-launch",
     "其他线程把同样的元素写了两次、落在 [0, n) 之外，或者什么都没写：请检查索引公式 i = blockIdx"
     ".x * blockDim.x + threadIdx.x。"},
    {"harness.gaps-cause-whole-blocks",
     "这些段正好是整块的范围，每段 {block} 个元素：这些块提前返回了，或者索引中的块偏移不对（必须"
     "是 blockIdx.x * blockDim.x；更大的偏移，例如 blockIdx.x * blockDim.x * 2，会跳过一些范围，"
     "并把后面的块送到 n 之外）。"},
    {"harness.gaps-cause-enough-threads",
     "由于{launch}，足够每个元素一个线程，说明其他线程把同样的元素写了两次、落在 [0, n) 之外，或"
     "者什么都没写：请检查索引公式 i = blockIdx.x * blockDim.x + threadIdx.x。"},
    {"harness.gaps-cause-several-per-thread",
     "由于{launch}，每个线程必须处理多个元素：它的循环或步长跳过了一些元素。"},
    {"value-multiple",
     "每个错误元素恰好是正确值的{times}：它的结果被累加了{count}。是不是有多个线程（或多次启动）"
     "负责同一个元素，各自对 {name} 做累加（+= 或 atomicAdd），而本应只由一个线程赋值（=）？"},
    {"harness.times-value-2", "两倍"},
    {"harness.times-value", " {k} 倍"},
    {"harness.times-added-2", "两次"},
    {"harness.times-added", " {k} 次"},
    {"block-edges",
     "所有错误元素都位于块的边缘（块内第一个或最后一个线程）：请检查索引以及对相邻元素的访问在块"
     "边界处的行为。"},
    {"last-block-wrong",
     "只有最后一个不完整的块中的元素（从索引 {from} 开始）是错的：请检查最后一个块的处理，它的元"
     "素比线程少。"},
    {"tail-wrong", "只有最后 {count} 个元素（从索引 {from} 开始）是错的；它们之前的元素全部正确。"},
    {"partly-unwritten", "有 {unwritten} 个元素从未被写入，另有 {wrong} 个元素的值是错的。"},

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add
    {"vector-add.tolerance-rule", "一次正确舍入的 float 加法：u = 2^-24"},
    {"vector-add.running", "运行 vector_add"},
    {"vector-add.running-again", "第二次运行 vector_add"},
    {"vector-add.failed-at-size", "n = {n}{passed}："},
    {"vector-add.sizes-passed", "（n = {sizes} 已通过）"},
    {"vector-add.failed-misaligned", "n = {n}，指针偏移一个 float："},

    // ---- 1.7-shared-memory

    // ---- 1.8-reduce-sum

    // ---- 1.9-atomic

    // ---- 1.10-warpaffine

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error

};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
