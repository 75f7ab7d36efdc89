// 第 1.12 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_12_yolov5_postprocess {
namespace {

const Entry kChinese[] = {
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
     "IoU 的交集没有钳位到 0：在 x 和 y 方向都分离的两个框，"
     "负的宽乘以负的高得到一个正的“交集”，于是互相抑制。应使用 max(0, right - left) 和 max(0, "
     "bottom - top)。"},
    {"nms-no-rank-test",
     "有框被一个与它重叠、但并不比它好的框抑制了：nms_fast "
     "只有在与它重叠的框置信度更高（置信度相同时"
     "行号更小）时才能去掉它。少了这个比较，两个重叠的框会互相去掉，一个也不剩。"},
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
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"yolo.target", "解码 + nms_greedy 不超过 3 次启动，且 <= 20 us"},
    // 本章基准测试程序在表格下方的说明（bench_yolov5_postprocess.cpp）。
    {"yolo.bench.launches", "{kernels} 个核函数 + {memsets} 次 memset"},
    {"yolo.bench.candidates", "超过阈值的候选框：{count} 个"},
    {"yolo.bench.decode-bound",
     "decode 最多读取整个张量（{kb} kB）：按拷贝上限（{rate} GB/s）算，光是读取就要 {us} us"},
    // 基准测试中用来对比其他设计的各行的名称（不作为键，只用于显示）。
    {"yolo.bench.row.one-by-one", "逐个从主机启动"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_12_yolov5_postprocess
