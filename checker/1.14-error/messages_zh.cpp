// 第 1.14 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_14_error {
namespace {

const Entry kChinese[] = {
    {"error.reported", "对于{launched}，checked_launch 报告的是 {outcome}"},
    {"stale-error-blamed",
     "{reported}，但这个核函数的启动被接受了，并且一直运行到结束。这个错误比这次启动更早："
     "是测试故意留在最近错误槽里的，就像一个从不检查自己启动的调用者会留下的那样。"
     "成功的调用不会清空这个槽，所以要在启动之前清空它（cudaGetLastError），"
     "否则之前的错误会被算到这次启动头上（第 1 步）。"},
    {"error.wrong-outcome.want-ok",
     "{reported}，但这个核函数的启动被接受了，并且一直运行到结束：应当返回 ok。"},
    {"error.wrong-outcome.want", "{reported}：应当是 {want}。"},
    {"error.rejected", "启动本身就被拒绝了：{error}"},
    {"error.failed", "核函数在运行时出错了：{error}"},
    {"error.broken",
     "它之前的那个核函数出错并破坏了上下文，这次启动当即以那个核函数的错误失败：{error}"},
    {"wrong-code", "{reported}，但{why}。"},
    {"launch-error-missed",
     "{reported}，但{why}。被拒绝的启动会立即把错误留在最近错误槽里，"
     "而等待流并不会报告它（什么都没有运行，所以返回 cudaSuccess）："
     "要在启动之后立刻读取这个槽（第 2 步）。"},
    {"error-code-lost",
     "{reported}，但{why}。错误码在被读取之前就被清掉了：cudaGetLastError 会清空这个槽，"
     "所以第二次读取（无论用哪个函数）只会得到 cudaSuccess。"
     "请保存第一次 cudaGetLastError 返回的值（第 2 步）。"},
    {"launch-error-as-execution",
     "{reported}，但什么都没有运行：{why}。等待流不会报告被拒绝的启动（它返回 cudaSuccess），"
     "所以等待之后才读这个槽的代码会在那里发现启动的错误，并把它算到核函数头上。"
     "请在启动之后、等待之前立刻读取（第 2 步）。"},
    {"rejected-launch-not-sticky",
     "{reported}，但被拒绝的启动不会破坏任何东西（{why}）：上下文仍然可用，"
     "检查器紧接着就在其中运行了一个核函数。"
     "只有当上下文不断返回同一个错误时，它才是粘滞错误：即使清空了这个槽，"
     "像 cudaFree(nullptr) 这样无害的调用也仍然失败（第 3 步）。"},
    {"execution-error-missed",
     "{reported}，但{why}。启动在核函数运行之前就返回了，所以只有等待给定的流"
     "（cudaStreamSynchronize）才能知道核函数是如何结束的（第 4 步）。"},
    {"execution-error-as-launch",
     "{reported}，但启动已被接受，而且{why}。区分两者要看错误何时出现：启动之后立刻出现，"
     "还是等待之后才出现（第 2 步和第 4 步）。"},
    {"execution-error-as-sticky",
     "{reported}，但启动这个核函数时上下文还是好的：{why}，这是执行错误。从此上下文就坏了，"
     "所以是“下一次”启动会遇到粘滞错误；第 3 步只针对失败的启动。"},
    {"sticky-error-missed",
     "{reported}，但这次启动本身没有任何问题：{why}。从那以后，"
     "每个到达 GPU 的调用都会以这个错误失败，"
     "清空槽也修复不了上下文：像 cudaFree(nullptr) 这样无害的调用同样失败。"
     "这就是粘滞错误（第 3 步）。"},
    {"sticky-error-as-execution",
     "{reported}，但这个核函数根本没有运行：{why}。失败的启动在启动之后立刻就能捕获，"
     "而在已损坏的上下文中，无害的调用也会失败：这是粘滞错误（第 2 步和第 3 步）。"},
    {"launcher-not-called",
     "checked_launch 从未调用传给它的启动函数：它必须调用 launch(stream) 恰好一次。"},
    {"launcher-called-again",
     "checked_launch 调用了传给它的启动函数 {calls} "
     "次：每次调用都会多启动一个核函数；只调用一次。"},
    {"other-stream",
     "checked_launch 调用启动函数时用的不是传给它的那个流：应当 launch(stream)，"
     "这样核函数才会在调用者排在该流上的工作之后运行。"},
    {"did-not-wait",
     "checked_launch 返回了 ok，"
     "而它的核函数还在运行（对给定的流调用 cudaStreamQuery 得到 cudaErrorNotReady）："
     "它没有等待传给它的流，因此一个在运行中出错的核函数也会被报告为 ok（第 4 步）。"},
    {"error-left-behind",
     "checked_launch 返回了 {kind}，但最近错误槽里仍然留着 {error}。"
     "cudaPeekAtLastError 不会清空这个槽，"
     "其后成功的调用也不会，所以这个线程的下一次检查会再次报告这个错误，"
     "而被指责的启动其实没有问题。"
     "拿到错误码之后就清空它：cudaGetLastError（第 2 步）。"},
    {"error.launch.fine", "一个正常运行到结束的核函数"},
    {"error.launch.too-many-threads", "一个含 1050 个线程的线程块"},
    {"error.launch.empty-grid", "一个含 0 个线程块的网格"},
    {"error.launch.trap", "一个执行 trap 指令的核函数"},
    {"error.launch.illegal-address", "一个向未分配的地址写入的核函数"},
    {"error.after-stale", "{launched}（在此之前有一次被拒绝、却从未检查过的启动）"},
    {"error.after-fault", "{launched}，在{what}之后启动"},
    {"error.own-launch-accepted", "实验自己的、本应被拒绝的启动却被接受了"},
    {"error.own-fault-ran", "实验自己的、本应出错的核函数（{what}）却没有报错"},
    {"error.fault-on-purpose", "{error}，来自{what}，这是有意为之"},
    {"error.call-of", "第 {call} 次调用（共 {calls} 次）：{problem}"},
    {"error.while.after-checked-launch", "运行 checked_launch 之后的那个核函数"},
    // 本章基准测试程序在表格的位置上说的话（bench_checked_launch.cpp）。
    {"error.bench.none",
     "1.14 error 没有基准测试：checked_launch 故意等待它的核函数结束，\n"
     "它的开销就是核函数本身的用时。见 docs/zh/1.14-error.md 第 6 节。"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_14_error
