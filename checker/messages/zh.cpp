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

    // ---- 1.8-reduce-sum

    // ---- 1.9-atomic

    // ---- 1.10-warpaffine
    {"warp.owner", "（线程块 {block}，线程 {thread}）"},
    {"warp.edge.columns", "从 x = {x} 起的各列"},
    {"warp.edge.rows", "从 y = {y} 起的各行"},
    {"warp.edge.both", "{columns}和{rows}"},
    {"warp-grid-too-small",
     "{where}从未被写入：网格在这个方向上的线程太少。x 和 y 两个方向都要向上取整：grid = ((dst_w "
     "+ block.x - 1) / block.x, (dst_h + block.y - 1) / block.y)。"},
    {"warp-nothing-written",
     "{output} 的像素一个也没有写入：核函数运行了吗（启动是否被拒绝）？它是否写入了 "
     "{output}？边界检查是否把所有线程都拒之门外了？"},
    {"warp-fill-skipped",
     "源位置落在 [-1, src_w) x [-1, src_h) 之外的像素（letterbox 的填充带）全部没有写入，"
     "其余像素都写了：这些像素必须设为 fill_value，不能跳过。"},
    {"warp-pixels-unwritten",
     "有 {count} 个像素从未写入，且分布零散：有些像素没有对应的线程。线程对应的像素为 dx = "
     "blockIdx.x * blockDim.x + threadIdx.x，dy = blockIdx.y * blockDim.y + threadIdx.y，"
     "写入位置是 dst + dy * dst_line_size + 3 * dx。"},
    {"warp-band-wrong",
     "只有源位置落在图像之外的像素（letterbox 的填充带）出错：它们必须恰好等于 "
     "fill_value（函数的参数，而不是某个常数）。"},
    {"warp-border-wrong",
     "只有混合了图像外邻点的像素出错（它们的源位置离图像边缘不到一个像素）：这样的邻点按 "
     "fill_value 计算。不要把它截断到边缘像素，也不要去读它（它在行尾之后，或在图像之前）。"},
    {"warp-one-level-low",
     "所有出错的值都恰好低了一级：这些值被截断了（float 转成整数会丢掉小数部分；应四舍五入："
     "floor(v + 0.5f)），或者处处都算得略小（权重之和小于 1）。"},
    {"warp.pixel", "像素 {pixel}{owner}，源位置 {source}"},
    {"warp.values-wrong",
     "{output}（{width} x {height} 像素 x 3）的 {values} 个值中有 {wrong} 个错误：{never} "
     "个从未写入，{worse} 个相差超过一级，{off_by_one} 个相差一级（允许 {allowed} 个）。"},
    {"warp.tolerance", "容差：{rule}。"},
    {"warp.tensor-as-levels", "（张量的值乘以 255 后按灰度级显示）"},
    {"warp.never-written", "从未写入"},
    {"warp.pixel-wrong", "{output} {pixel}，{channels}：得到 {got}，应为 {want}"},
    {"warp.pixel-unwritten", "{output} {pixel}，{channels}：从未写入，应为 {want}"},
    {"warp.more-pixels", "……另有 {count} 个像素"},
    {"warp.tolerance.levels",
     "每个值与参考值相差不超过 {max} 级{rounding}，且有偏差的值最多占 {percent} %"},
    {"warp.tolerance.rounding", "（另加 {within}，用于 float 舍入）"},
    {"warp.tolerance.why", "（{rule}）"},
    {"warp.tolerance.half-level",
     "当 v 与某个半级的距离在 float 舍入误差之内时，两个灰度级都接受；详见 reference.h"},
    {"warp.tolerance.tensor", "8 位图像的容差除以 255；{rule}"},
    {"warp.pictures",
     "图片：你的结果 {got}\n        参考结果 {want}\n        差异 {diff}\n        （黄色：差一级，"
     "红色：差得更多，品红：从未写入）"},
    {"warp.pictures-failed", "（无法写出图片：{error}）"},
    {"warp-nearest-neighbour",
     "你的结果像是最近邻采样：只取了 (floor(sx), floor(sy)) 处的一个源像素，而不是 4 "
     "个邻点的双线性插值。权重依次为 (1 - lx)(1 - ly)、lx (1 - ly)、(1 - lx) ly 和 lx ly，其中 lx "
     "= sx - floor(sx)，ly = sy - floor(sy)。"},
    {"warp-swapped-xy",
     "你的结果与 x、y 互换后的变换一致：像素 (dx, dy) 的源位置是用 (dy, dx) 算出来的。dx "
     "是列（blockIdx.x * blockDim.x + threadIdx.x），dy 是行；sx = d2i[0] * dx + d2i[1] * dy + "
     "d2i[2]，像素 (x, y) 位于 y * line_size + 3 * x。"},
    {"warp-truncated",
     "你的值被截断了，而不是四舍五入：float 转成整数会丢掉小数部分（99.9 -> 99）。应写入 floor(v "
     "+ 0.5f)。"},
    {"warp-border-clamped",
     "图像外的邻点被截断到了最近的边缘像素；约定是对它们混入 fill_value，让图像渐变过渡到 "
     "letterbox 填充带。"},
    {"warp-line-size-ignored",
     "你的结果与按行间距 3 * src_w 字节读取源图像一致：行末可能有填充，所以第 y 行从 src + y * "
     "src_line_size 开始。"},
    {"warp-fill-constant",
     "你的结果与用 {other} 而不是 fill_value（{fill}）填充一致：请使用函数的参数。"},
    {"warp.several-mistakes",
     "你的结果与 {count} 种已知错误都吻合，在这里每一种都会给出这个结果："},
    {"tensor-bgr-planes",
     "你的各平面按 B、G、R 的顺序排列（即图像存储通道的顺序）；网络需要 R, G, B：平面 0 "
     "取像素的通道 2，平面 2 取通道 0。"},
    {"tensor-interleaved",
     "你的张量是交错存放的（同一像素的 R, G, B 相邻，HWC）；网络需要分平面存放（CHW）：先是全部 R "
     "值，再是全部 G，最后全部 B，平面 c 从 c * dst_w * dst_h 开始。"},
    {"tensor-not-scaled", "你的值在 0..255 之间；网络需要除以 255 后的值（0..1）。"},
    {"tensor-not-rounded",
     "你的值是插值结果 v 直接除以 255，没有先对 v 四舍五入；约定是用四舍五入后的 8 位值 floor(v + "
     "0.5f) 去除，与 YOLOv5 对 8 位图像的预处理一致。"},
    {"warp.likely", "可能的错误：{mistake}"},
    {"warp.hint", "提示：{hint}"},
    {"warp.context.again", "再次调用 {function}"},
    {"warp.context.running", "运行 {function}"},
    {"warp.context.running-second", "第二次运行 {function}"},
    {"warp.second-call-wrong",
     "第一次调用正确，但在同一组缓冲区上把图像反色后再调用一次，结果不对："},
    {"warp.second-call-wrong-fill",
     "第一次调用正确，但在同一组缓冲区上把图像反色、fill_value 设为 {fill} 后再调用一次，"
     "结果不对："},
    {"warp-padding-written",
     "写进了 dst 每行末尾的填充字节：共 {count} 个字节，第一个在第 {row} 行的第 {byte} "
     "字节（每行先是 {pixels} 字节的像素，之后是填充，直到 dst_line_size = {line}）。像素 (x, y) "
     "位于 dst + y * dst_line_size + 3 * x，且 x < dst_w。"},
    {"warp-runs-differ",
     "同一输入的两次运行得到的 dst 不同：有 {count} 个值不一致。每次运行结果都不同，"
     "说明读取了不属于输入的内存（图像外的邻点被读取，而没有用 fill_value 代替？），或者存在竞争。"},
    {"warp.passed", "（已通过：{cases}）"},
    {"letterbox-not-finite", "{name} = {matrix} 中有非有限值的元素{why}。"},
    {"letterbox.zero-determinant", "（是否除以了为 0 的行列式？）"},
    {"letterbox.off-diagonal",
     "i2d[1] 和 i2d[3] 必须为 0：letterbox 只做缩放和平移，不做旋转或错切。"},
    {"letterbox-scale-wrong",
     "{entry}（缩放系数）为 {got}，应为 s = min({dst_w} / {src_w}, {dst_h} / {src_h}) = {scale}。"
     "{why}"},
    {"letterbox.scale.integers",
     "这是整数相除得到的比值：是否用了整数除法？应按浮点数相除：dst_w / (float)src_w。"},
    {"letterbox.scale.larger", "这是两个比值中较大的那个：图像会放不下。应取较小的那个。"},
    {"letterbox-translation-wrong",
     "{entry}（{axis} 方向的平移量）为 {got}，应为 -s * {src} / 2 + {dst} / 2 + s / 2 - 1/2 = "
     "{want}（s = {scale}）。{hint}"},
    {"letterbox.hint", "提示：{hint}"},
    {"letterbox-half-pixel-missing",
     "缺少半像素中心项 s / 2 - 1/2。像素 x 是以 x 为中心的单位正方形，所以一行 w 个像素覆盖 "
     "[-1/2, w - 1/2]，中心在 (w - 1) / 2：把源图像的中心映射到目标图像的中心，就多出 s / 2 - 1/2 "
     "这一项。只有 s == 1 时这两项才会抵消。"},
    {"letterbox.translation", "缩放部分正确，平移部分不对。{detail}"},
    {"letterbox.translation.sign",
     "p -> s p + t 的逆变换是 q -> (q - t) / s，所以 {d} = -{t} / s（注意负号；一般情形为 -A^-1 "
     "t）。"},
    {"letterbox.translation.unscaled",
     "{d} = -{t}：还必须除以缩放系数，{d} = -{t} / s = {want}（一般情形为 -A^-1 t）。"},
    {"letterbox.translation.other", "{d} 为 {got}，应为 -{t} / s = {want}（一般情形为 -A^-1 t）。"},
    {"letterbox-inverse-wrong",
     "d2i = {d2i} 不是 i2d = {i2d} 的逆矩阵：i2d * d2i = {product}，而不是单位变换 [1, 0, 0; 0, "
     "1, 0]。{hint}"},
    {"letterbox.inverse.scale",
     "d2i 的缩放系数就是 i2d 的缩放系数 s 本身；反向变换应除以它：d2i[0] = d2i[4] = 1 / s。"},
    {"letterbox.corner.top-left", "左上"},
    {"letterbox.corner.bottom-right", "右下"},
    {"letterbox-corner-wrong",
     "i2d 把源图像的{corner}角 {from} 映射到了 {to}，应为居中后图像的对应角 {want}。"},
    {"letterbox.corner.back",
     "d2i 把目标图像中图片的角 {from} 映射到了 {to}，应为源图像的{corner}角 {want}。"},
    {"letterbox.repeated-result",
     "{now} 返回的矩阵与紧挨着之前 {before} 返回的完全相同，而这两个 letterbox 并不一样："
     "某次调用的结果被保存下来又返回了一次。每次调用都要根据参数重新计算矩阵。"},
    {"warp.label.padded", "（行末分别填充 {src} 和 {dst} 字节）"},
    {"warp.label.rotated", "（旋转 {degrees} 度，缩放 {scale}）"},
    {"warp.empty-destination", "空的目标图像"},

    // ---- 1.11-cublas-gemm
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
     "边界检查把 C 之内的线程也拒之门外，或者线程在写入之前就返回了（条件应为 row < M && col < N）"},
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
    {"gemm.passed-before", "（此前已通过：{shapes}）"},
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

    // ---- 1.12-yolov5-postprocess
    {"yolo.field-wrong", "{field} 为 {got}（应为 {want} +- {tolerance}）"},
    {"yolo.confidence-wrong",
     "confidence 为 {got}（应为 {want} = objectness {objectness} * probability {probability}）"},
    {"yolo.confidence-alone", " [只用了类别概率：confidence = objectness * probability]"},
    {"yolo.label-wrong", "label 为 {got}（应为 {want}：概率最大的类别，并列时取编号最小的）"},
    {"yolo.keep-not-one", "keep 为 {got}（应为 1）"},
    {"yolo.slot-holds-row", "槽位 {slot} 存的是第 {row} 行"},
    {"yolo.row-in-slots", "第 {row} 行同时出现在槽位 {first} 和 {second}"},
    {"yolo.slot-record", "槽位 {slot}（第 {row} 行）：{problem}"},
    {"yolo.slot", "槽位 {slot}"},
    {"yolo.row", "第 {row} 行"},
    {"yolo.count.head", "decode 之后 *count = {count}，但 predict 中有 {matches} 行通过了阈值"},
    {"decode-counter-not-reset",
     "{head}：这正是调用前 *count 中已有的 {before} 加上匹配数。计数器没有清零：decode "
     "必须在核函数运行之前，在它的流上把 *count 置为 0（cudaMemsetAsync(count, 0, sizeof(int), "
     "stream)）。课程代码从不清零，所以第二帧会接着第一帧的计数继续。"},
    {"decode-nothing-decoded",
     "{head}：一个框也没有解码出来。objectness 和 confidence 都通过阈值的每一行，都必须用 "
     "atomicAdd(count, 1) 领取一个槽位。"},
    {"decode-count-zero",
     "{head}，却有 {written} 个槽位被写入：槽位已被领取，但 *count 最终为 0。"
     "是不是在核函数之后而不是之前清零的（清零必须在流上排在最前面）？或者槽位是从 count "
     "以外的计数器领取的？"},
    {"decode-confidence-without-objectness",
     "{head}：若 confidence 只取类别概率，恰好有 {without} 行通过。confidence = objectness * "
     "probability[label]：要乘以 objectness。"},
    {"decode-count-wrong", "{head}。"},
    {"decode-slots-unwritten",
     "前 {stored} 个槽位中有 {count} 个从未写入（rows[slot] 仍是毒值）：{examples}。每个小于 "
     "max_objects 的已领取槽位，都必须写入它的框和行号。"},
    {"decode-slots-past-max",
     "槽位 {stored} 及之后有 {count} 个槽位被写入，而最多只能有 {stored} 个框：{examples}。"
     "{advice}"},
    {"yolo.slots-past-max.compare",
     "写入之前先把领取到的槽位与 max_objects 比较（if (slot >= max_objects) return）。"},
    {"decode-bad-row",
     "有 {count} 条记录给出的行号不在 0 .. {last} 之内：{examples}。rows[slot] "
     "是解码出该框的那一行的下标。"},
    {"decode-row-not-matching",
     "有 {count} 条记录来自没有通过阈值的行：{examples}。objectness < threshold 时跳过该行，"
     "objectness * probability[label] < threshold 时也跳过。"},
    {"decode-row-twice", "有 {count} 行被存了两次：{examples}。"},
    {"decode-values-wrong", "有 {count} 个框的值错误：{examples}。{d2i}"},
    {"decode-d2i-not-applied",
     "角点坐标仍是网络输入图像上的像素：用 d2i 把两个角点都映射回原图（x' = d2i[0] x + d2i[1] y + "
     "d2i[2]，y' = d2i[3] x + d2i[4] y + d2i[5]）；课程代码把这一步注释掉了。"},
    {"decode-rows-missing", "缺少 {count} 个匹配的行：{examples}。"},
    {"yolo.store.any", "{matches} 个匹配中的任意 {capacity} 个，因为 max_objects 为 {capacity}"},
    {"yolo.store.every", "全部匹配，顺序不限"},
    {"yolo.store", "decode 必须存下 {stored} 个框（{which}）。"},
    {"nms-fast-not-greedy",
     "这是快速 NMS，而不是贪心 NMS：有框被一个自身已被抑制的框抑制了。贪心 NMS "
     "按得分从高到低依次处理，只有轮到自己时仍被保留的框，才会抑制排在后面的框。"},
    {"nms-greedy-not-fast",
     "这是贪心 NMS，但 nms_fast 是课程中的快速 NMS：只要同类别中有任何一个得分更高的框与它重叠，"
     "它就被抑制，即使那个框自身已被抑制。"},
    {"nms-iou-not-clamped",
     "IoU 的交集没有在 0 处截断：在 x 和 y 方向都分离的两个框，"
     "负的宽乘以负的高得到一个正的“交集”，于是互相抑制。应使用 max(0, right - left) 和 max(0, "
     "bottom - top)。"},
    {"nms-across-classes",
     "不同类别的框互相抑制了：NMS 只比较 label 相同的框（站在汽车前面的人，两个框都必须保留）。"},
    {"nms-iou-at-threshold",
     "IoU 恰好等于阈值的框被抑制了：约定是在 IoU > threshold 时才抑制，严格大于（代码用了 >= "
     "而不是 >）。"},
    {"nms.box", "框 {box}（第 {row} 行，label {label}，confidence {confidence}，{corners}）"},
    {"nms.box-field", "框 {box} 的字段 {field}"},
    {"nms.box-keep", "框 {box} 的 keep = {keep}"},
    {"nms-other-fields-changed",
     "keep 以外有 {count} 个字段被改动：{examples}。NMS 只设置 keep（1 表示保留，0 表示抑制）。"},
    {"nms-past-count-changed",
     "下标不小于 n = min(*count, max_objects) = {n} 的框有 {count} 个字段被改动：{examples}。"
     "只有前 n 个框存在。"},
    {"nms-keep-not-flag", "有 {count} 个 keep 字段既不是 0 也不是 1：{examples}。"},
    {"nms.removed-wrongly", "被抑制了，但必须保留：{examples}"},
    {"nms.kept-wrongly", "被保留了，但必须抑制：{examples}"},
    {"nms-nothing-suppressed", "一个框都没有被抑制：核函数是否比较了各个框，并设置了 keep = 0？"},
    {"nms.likely-cause", "可能的原因：{cause}"},
    {"nms.likely-causes", "可能的原因（在这里每一个都恰好给出这个结果）："},
    {"nms-keep-wrong",
     "{function} 之后，{n} 个框中有 {wrong} 个的 keep 不对（IoU 阈值 {threshold}）。{details}"},
    {"yolo.guard.boxes",
     "只存在下标小于 max_objects 的槽位：写入之前先把领取到的槽位与 max_objects 比较。"},
    {"yolo.guard.rows", "只存在下标小于 max_objects 的槽位。"},
    {"yolo.guard.nms-boxes", "只有前 min(*count, max_objects) 个框存在。"},
    {"yolo.context.decode", "运行 decode"},
    {"yolo.context.decode-second", "第二次运行 decode"},
    {"yolo.context.decode-again", "再次调用 decode"},
    {"yolo.context.running", "运行 {function}"},
    {"yolo.context.again", "再次调用 {function}"},
    {"yolo.decode-again-wrong",
     "前几次调用正确，但在同一组缓冲区上把每个框都平移 (1, 1) 像素后再调用一次，结果不对："},
    {"yolo.decode-second-wrong", "第一次调用正确，但在同一组缓冲区上的第二次调用不对："},
    {"yolo.nms-again-wrong",
     "{function} 的前几次调用正确，"
     "但在同一组缓冲区上把一个保留的框移到同类别中一个得分更高的框上之后再调用一次，结果不对："},
    {"yolo.nms-second-wrong",
     "{function} 的第一次调用正确，但对同一输入的第二次调用不对（存在竞争？）："},
    {"yolo.pipeline", "decode 之后紧接着对其输出运行 nms_greedy（*count 在 GPU 上读取）："},
    {"yolo.input", "{rows} 行 x (5 + {classes})，阈值 {threshold}，max_objects {max_objects}"},
    {"yolo.decode-on", "decode，输入为 {input}："},
    {"yolo.nms-on-named", "{function}，在几种典型情形上："},
    {"yolo.nms-on-boxes", "{function}，在 {count} 个框上{overflow}："},
    {"yolo.overflow", "（*count 超出 max_objects {count} 个）"},
    {"yolo.stale.decode-outputs", "boxes、rows 和 *count"},
    {"yolo.stale.keep-fields", "各个 keep 字段"},

    // ---- 1.14-error

};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages
