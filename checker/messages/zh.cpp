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

    // ---- the optional fast exercises' timings (1.8, 1.11: for lab grade)
    {"timed-result-wrong",
     "{function}，{size}：在计时用的缓冲区上结果是错的（{what}），而在新缓冲区上检查的一次调用是对的："
     "只在计时的这一串调用中出错，这指向竞争条件，或从一次调用保留到下一次调用的状态。"},
    {"timed-sum-off", "*output = {got}，应为 {want}"},
    {"timed-gemm-off", "C 中有 {wrong} 个元素与 cuBLAS 的结果之差超出舍入误差；第一个是 C[{i}][{j}] = {got}，cuBLAS 为 {want}"},

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add

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
