// 第 1.16 章的中文信息：与 messages_en.cpp 的消息 id 一一对应（checker/harness/messages.h）。
// 根目录的 meson.build 把它并入实验环境的信息目录，即
// lab::messages::chapter_1_16_pipeline::chinese()。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_16_pipeline {
namespace {

const Entry kChinese[] = {
    {"pipeline.target", "pipeline_run 的每秒帧数 >= 串行流水线的 1.5 倍（16 帧 1920 x 1080）"},
    {"pipeline.step-upload", "第 {frame} 帧的上传"},
    {"pipeline.step-upload-brief", "up {frame}"},
    {"pipeline.step-preprocess", "第 {frame} 帧的预处理"},
    {"pipeline.step-preprocess-brief", "pre {frame}"},
    {"pipeline.step-model", "第 {frame} 帧的模型推理"},
    {"pipeline.step-model-brief", "model {frame}"},
    {"pipeline.step-nms", "第 {frame} 帧的 NMS"},
    {"pipeline.step-nms-brief", "nms {frame}"},
    {"pipeline.step-download", "第 {frame} 帧的下载"},
    {"pipeline.step-download-brief", "down {frame}"},
    {"pipeline.step-graph", "第 {frame} 帧的图"},
    {"pipeline.step-graph-brief", "graph {frame}"},
    {"pipeline.box", "类别 {label}，({left}, {top}) 到 ({right}, {bottom})，置信度 {confidence}"},
    {"pipeline.box-count", "{got} 个框，而串行流水线保留 {want} 个"},
    {"pipeline.box-missing", "没有与串行流水线的框相同的框：{box}"},
    {"pipeline.box-off", "{got}，而串行流水线给出的是 {want}"},
    {"pipeline.case", "depth {depth}，{frames} 帧 {width} x {height}"},
    {"pipeline.held",
     "depth {depth}：扣住 pipeline_create 创建的 {streams} 个流中的第 {stream} 个"},
    {"pipeline.no-stream-held", "depth {depth}：pipeline_create 没有创建可扣住的流，按原样运行"},
    {"pipeline.depth", "depth {depth}"},
    {"pipeline.timeline-title", "pipeline_run：前 {frames} 帧"},
    {"pipeline.timeline-written", "时间线的图：{file}"},
    {"pipeline.timeline-not-written", "（无法写出时间线的图 {file}）"},
    {"pipeline.structure-failed", "{problems}\n{picture}"},
    {"pipeline.freed-times", "{function} 分配的 {bytes} 字节被释放了 {times} 次"},
    {"pipeline.timed-size", "{frames} 帧 {width} x {height}"},
    {"pipeline.serial-name", "串行流水线"},
    {"pipeline.timed-note",
     "pipeline_run：每秒 {fps} 帧，串行流水线每秒 {serial_fps} 帧（{ratio} 倍）；第 0 帧的结果在 "
     "{latency} ms 后到达（串行：{serial_latency} ms）"},
    // 本章基准测试程序在表格下方的说明（bench_pipeline.cpp）。
    {"pipeline.bench.method",
     "{frames} 帧 {width} x {height}。每条流水线先拿它的框与串行流水线的框对照，再不计时运行一次、"
     "计时运行 {runs} 次：每秒帧数取中位数的那一次，占上限的百分比以串行流水线的每秒帧数为上限。"
     "一帧的延迟从把它的上传入队的那次调用算到它的 on_frame 调用，另取 {latency_runs} 次运行。"},
    {"pipeline.bench.pipeline-note",
     "{name}：串行流水线的 {times} 倍，单独运行模型时每秒帧数的 {model} %；上传 {gbps} GB/s，"
     "为页锁定内存 H2D 的 {link} %；第 0 帧在 {first} ms 后交出；{latency}"},
    {"pipeline.bench.latency",
     "一帧的延迟中位数 {median} ms，p90 {p90} ms，最大 {max} ms（{count} 帧）"},
    {"pipeline.bench.no-latency",
     "没有延迟：它的运行时调用里没有任何一帧的上传（把该帧 {bytes} 字节从主机拷贝到设备的 "
     "cudaMemcpyAsync）"},
    {"pipeline.bench.wrong", "错误：{name} 没有计时：{problems}"},
    // 基准测试中由实验环境自己的代码测量的各行的名称（不是键，只用于显示）。
    {"pipeline.bench.row.model", "单独运行 model_enqueue"},
    {"pipeline.bench.row.upload", "页锁定内存 H2D，一帧"},
    {"pipeline.bench.row.serial", "串行流水线"},
    {"pipeline.bench.row.latency", "{pipeline}，延迟"},
    {"pipeline.bench.row.two-streams", "两个流"},
    {"pipeline.bench.row.three-streams", "三个流"},
    {"pipeline.bench.row.graph", "每个槽位一个图"},
    {"pipeline-no-boxes",
     "{frames} 帧里 on_frame 一个框也没有收到；串行流水线在第 0 帧保留了 {want} 个框。每一帧都要"
     "走完检测器的各步（暂存、上传、预处理、模型推理、解码与 NMS、下载），再把下载结果经 "
     "lab::kept_boxes 交给 on_frame。"},
    {"pipeline-frames-out-of-order",
     "on_frame 收到各帧的顺序是 {got}；应当是 {want}，每帧一次。最早的帧最先交出，每帧只交一次，"
     "循环结束后剩下的几帧也要交出。"},
    {"pipeline-boxes-of-another-frame",
     "第 {frame} 帧：on_frame 收到的是第 {other} 帧的框（{what}）。有缓冲区被过早重用了。这就是课程"
     "里买西瓜的故事：交出去买西瓜的钱，在西瓜买回来之前就不归你了。改写缓冲区之前，先等待表示读它"
     "的工作已经完成的那个事件。"},
    {"pipeline-wrong-boxes",
     "第 {frame} 帧：on_frame 收到的是 {what}。流被扣住时它的工作会晚到：读取结果之前，先等待在这一"
     "帧下载之后记录的事件；重用缓冲区之前，先等待表示它最后一个读者已经完成的事件。"},
    {"pipeline-cause-staging-rewritten",
     "主机在暂存缓冲区的上传还未完成时就写了它（见结构测试中关于暂存缓冲区的诊断）"},
    {"pipeline-cause-frame-rewritten",
     "上传在某一帧的预处理读取显存缓冲区之前就把它覆盖了（缺少汇合）"},
    {"pipeline-cause-preprocessed-early",
     "预处理在上传写入之前就读取了某一帧的显存缓冲区（缺少分叉）"},
    {"pipeline-cause-results-early",
     "on_frame 在下载到达之前就读取了主机端的结果：先等待下载之后记录的事件（如果你是先暂存再等待，"
     "把等待移到 std::memcpy 之前）"},
    {"pipeline-allocates-in-loop",
     "pipeline_run 调用了 {function}：帧循环里不分配也不释放任何内存。所有缓冲区都在 "
     "pipeline_create 里分配一次，在 pipeline_destroy 里释放。"},
    {"pipeline-device-sync-in-loop",
     "pipeline_run 调用了 {function}，它要等待整个设备：所有流在这里都停止了重叠。只在要重用暂存"
     "缓冲区、或 on_frame 需要某一帧的结果时，等待一个事件（cudaEventSynchronize）。"},
    {"pipeline-default-stream",
     "pipeline_run 把工作放在了默认流上（{function}）：传统默认流要等待所有阻塞流的工作，它们也要"
     "等待它的工作。请使用在 pipeline_create 里用 cudaStreamNonBlocking 创建的流。"},
    {"pipeline-step-not-found",
     "检查器在 pipeline_run 的调用中找不到{step}（上传：一次把该帧 {bytes} 字节从主机拷贝到设备的 "
     "cudaMemcpyAsync；下载：一次框的拷贝）。每一帧按帧的顺序把每一步各做一次：要么各自调用，"
     "要么放在它启动的 CUDA 图里，每一帧启动图的次数相同。"},
    {"pipeline-no-fork",
     "{why}第 {frame} 帧的预处理可能在上传写入之前就读取了该帧的显存缓冲区：在上传之后记录一个"
     "事件，让预处理所在的流等待它（cudaStreamWaitEvent）：这就是分叉。"},
    {"pipeline-no-join",
     "{why}第 {frame} 帧的上传要写第 {other} 帧上传到的那块显存缓冲区，而且可能在第 {other} 帧"
     "的预处理读取它之前就写了：在那次预处理之后记录一个事件，让上传所在的流等待它：这就是汇合。"},
    {"pipeline-staging-reused",
     "第 {frame} 帧从第 {other} 帧的暂存缓冲区上传，而在这之间主机并没有等待第 {other} 帧的上传："
     "主机可能在那次拷贝还在读这块缓冲区时就把第 {frame} 帧写了进去。再次写入之前，先等待上传之后"
     "记录的事件（cudaEventSynchronize），或者给每个在途的帧各自一块缓冲区。"},
    {"pipeline-serial",
     "这条流水线是串行的：{why}因此第 {frame} 帧的拷贝无法与前一帧的计算重叠。给每个在途的帧各自"
     "的缓冲区，用事件排定它们的先后，只在某一帧的缓冲区要再次使用时才等待它的结果。\n{timeline}"},
    {"pipeline-not-released",
     "有 {count} 处分配没有被 pipeline_destroy 恰好释放一次：{list}。pipeline_create 分配的一切，"
     "都要释放，且只释放一次。"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_16_pipeline
