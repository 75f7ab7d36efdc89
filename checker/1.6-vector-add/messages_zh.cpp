// 第 1.6 章的中文消息：章节标题和检查器的诊断，与 messages_en.cpp 的消息 id 一一对应
// （checker/harness/messages.h）。术语与 checker/messages/zh.cpp 相同。
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_6_vector_add {
namespace {

const Entry kChinese[] = {
    {"vector-add.tolerance-rule", "一次正确舍入的 float 加法：u = 2^-24"},
    {"vector-add.running", "运行 vector_add"},
    {"vector-add.running-again", "第二次运行 vector_add"},
    {"vector-add.failed-at-size", "n = {n}{passed}："},
    {"vector-add.sizes-passed", "（n = {sizes} 已通过）"},
    {"vector-add.failed-misaligned", "n = {n}，指针偏移一个 float："},
    // 本章的性能目标（`./lab bench`、`./lab list`、`lab grade`）。
    {"vector-add.target", "vector_add 在 n >= 2^26 时 >= 拷贝带宽的 95 %"},
};

}  // namespace

Catalogue chinese() { return {kChinese, std::size(kChinese)}; }

}  // namespace lab::messages::chapter_1_6_vector_add
