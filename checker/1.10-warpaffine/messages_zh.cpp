// 第 1.10 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_10_warpaffine {
namespace {

const Entry kChinese[] = {
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
     "fill_value 计算。不要把它钳位到边缘像素，也不要去读它（它在行尾之后，或在图像之前）。"},
    {"warp-one-level-low",
     "所有出错的值都恰好低了一级：这些值被截断了（float 转成整数会丢掉小数部分；应四舍五入："
     "floor(v + 0.5f)），或者处处都算得略小（权重之和小于 1）。"},
    {"warp.pixel", "像素 {pixel}{owner}，源位置 {source}"},
    {"warp.values-wrong",
     "{output}（{width} x {height} 像素 x 3）的 {values} 个值中有 {wrong} 个错误：{never} "
     "个从未写入，{worse} 个相差超过一级，{off_by_one} 个相差一级（允许 {allowed} 个）。"},
    {"warp.tolerance", "容差：{rule}。"},
    {"warp.tensor-as-levels", "（张量的值乘以 255 后按 8 位整数值显示）"},
    {"warp.never-written", "从未写入"},
    {"warp.pixel-wrong", "{output} {pixel}，{channels}：得到 {got}，应为 {want}"},
    {"warp.pixel-unwritten", "{output} {pixel}，{channels}：从未写入，应为 {want}"},
    {"warp.more-pixels", "……另有 {count} 个像素"},
    {"warp.tolerance.levels",
     "每个值与参考值相差不超过 {max} 级{rounding}，且有偏差的值最多占 {percent} %"},
    {"warp.tolerance.rounding", "（另加 {within}，用于 float 舍入）"},
    {"warp.tolerance.why", "（{rule}）"},
    {"warp.tolerance.half-level",
     "当 v 与某个半级的距离在 float 舍入误差之内时，两个整数值都接受；详见 reference.h"},
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
     "图像外的邻点被钳位到了最近的边缘像素；约定是对它们混入 fill_value，让图像渐变过渡到 "
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
    {"warp.context.experiment", "改变一个输入后再次运行 {function}"},
    {"warp.src-inverted", "把 src 的每个字节取反（b 变成 255 - b）"},
    {"warp.matrix-turned", "换了一个矩阵 m（它把画面绕 src 的中心旋转 180 度）"},
    {"warp.axes-both", "x 和 y"},
    {"warp.formulas-both", "{x} 和 {y}"},
    {"warp-grid-dim-for-block-dim",
     "你的下标在该用 blockDim 的地方用了 gridDim（{axes} 方向）：被写入的恰好是在这次启动"
     "（{launch}）下 {formula} 能到达的那些像素，其余的都没有写。gridDim 是网格中线程块的个数，"
     "blockDim 是一个线程块中线程的个数：dx = blockIdx.x * blockDim.x + threadIdx.x，dy = "
     "blockIdx.y * blockDim.y + threadIdx.y。"},
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
     "说明读取了不属于输入的内存（图像外的邻点被读取，而没有用 fill_value "
     "代替？），或者存在竞争。"},
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
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"warp.target", "warp_affine_to_tensor <= 搬运同样字节数的拷贝核函数所用时间的 1.3 倍"},
    // 本章基准测试程序在表格下方的说明（bench_warp_affine.cpp）。
    {"warp.bench.rates",
     "速率按源图像读一次、输出写一次的字节数计算（拷贝核函数搬运同样的字节数）"},
    {"warp.bench.against-copy",
     "{kernel}：{time} us，是拷贝核函数（{copy} us）的 {ratio} 倍；{gpixels} Gpixel/s"},
    // 基准测试中用来对比其他设计的各行的名称（不作为键，只用于显示）。
    {"warp.bench.row.copy-tensor", "拷贝核函数，张量的字节数"},
    {"warp.bench.row.memcpy-tensor", "cudaMemcpy，张量的字节数"},
    {"warp.bench.row.copy-image", "拷贝核函数，图像的字节数"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_10_warpaffine
