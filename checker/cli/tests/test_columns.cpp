// The lab command in Chinese, as functions: terminal columns (a Chinese character takes
// two), padding and wrapping by them, chapter titles from the manifests, and the English
// texts unchanged.
#include <string>

#include "checker/cli/check_report.h"
#include "checker/cli/help_text.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "common/language.h"

using namespace lab::cli;

TEST_CASE("terminal columns: a Chinese character takes two, ASCII one", "[cli]") {
  CHECK(display_width("") == 0);
  CHECK(display_width("vector-add") == 10);
  CHECK(display_width("未尝试") == 6);
  CHECK(display_width("测试 3/4") == 8);
  CHECK(display_width("（参考答案）") == 12);  // full-width brackets too
  CHECK(display_width("µs ≥ 2") == 6);         // other non-ASCII characters: one column
}

TEST_CASE("padding counts columns, so Chinese cells line up with English ones", "[cli]") {
  CHECK(padded("passed", 14) == "passed        ");
  CHECK(padded("未尝试", 14) == "未尝试        ");
  CHECK(display_width(padded("已通过", 14)) == 14);
  CHECK(padded("核函数", 8, Align::right) == "  核函数");
  CHECK(padded("问题", 2) == "问题");  // wider than the column: unchanged
}

TEST_CASE("wrap breaks Chinese text between characters, never before a punctuation mark", "[cli]") {
  CHECK(wrap("aaa bbb ccc", 2, 9) == "aaa bbb\n  ccc");  // English: at spaces, as before
  CHECK(wrap("aaa  bbb", 0, 80) == "aaa  bbb");          // two spaces stay two
  const std::string wrapped = wrap("一二三四五六七八九十", 2, 12);
  CHECK(wrapped == "一二三四五\n  六七八九十");
  for (const std::string& line :
       {wrap("一二三四，五六七八", 0, 8), wrap("开始 cudaMalloc 结束", 0, 12)}) {
    INFO(line);
    size_t start = 0;
    for (size_t end; (end = line.find('\n', start)) != std::string::npos; start = end + 1)
      CHECK(display_width(line.substr(start, end - start)) <= 12);
  }
  CHECK(wrap("一二三四，五六七八", 0, 8) == "一二三\n四，五六\n七八");  // "，" stays after 四
}

TEST_CASE("a label and its text: a space after English, none after Chinese punctuation", "[cli]") {
  CHECK(labelled("FAILED:", "1 of 2 tests passed", red) == red("FAILED:") + " 1 of 2 tests passed");
  CHECK(labelled("未通过：", "2 项测试中 1 项通过", red) ==
        red("未通过：") + "2 项测试中 1 项通过");
  CHECK(labelled("x", "y", green) == green("x") + " y");
  for (const char* carries_its_own :
       {"调用它。", "通过：", "（参考）", "包含“x”", "例如，", "……"}) {
    INFO(carries_its_own);
    CHECK(lab::space_after(carries_its_own).empty());
  }
  for (const char* needs_one : {"FAILED:", "it.", "规模 2^26", "", "核函数"}) {
    INFO(needs_one);
    CHECK(lab::space_after(needs_one) == " ");
  }
  const lab::ScopedLanguage zh("zh");
  CHECK(labelled(lab::say("cli.check.failed-tag"), "x", red) == red("未通过：") + "x");
}

TEST_CASE("in Chinese: the help, the test tags and counts; in English: unchanged", "[cli]") {
  {
    const lab::ScopedLanguage zh("zh");
    CHECK_THAT(main_help(), lab::starts_with("用法：./lab"));
    CHECK_THAT(verb_help("check"), lab::contains("--sanitize"));
    CHECK(status_tag(lab::report::Outcome::crash) == "崩溃   ");  // seven columns, as "NOT RUN"
    CheckerResult result;
    result.tests = {{"a", lab::report::Outcome::pass, "", false},
                    {"b", lab::report::Outcome::fail, "", false},
                    {"c", lab::report::Outcome::not_run, "", false}};
    CHECK(test_counts(result) == "3 项测试中 1 项通过（1 项失败，1 项未运行）");
  }
  const lab::ScopedLanguage en("en");
  CHECK_THAT(main_help(), lab::starts_with("usage: ./lab <command> [chapter] [options]\n"));
  CHECK(status_tag(lab::report::Outcome::crash) == "CRASH  ");
  CheckerResult result;
  result.tests = {{"a", lab::report::Outcome::pass, "", false},
                  {"b", lab::report::Outcome::hang, "", false}};
  CHECK(test_counts(result) == "1 of 2 tests passed (1 hung)");
}

TEST_CASE("a chapter's title: its manifest's in the reader's language, else in English", "[cli]") {
  lab::Chapter vector_add{"1.6", "vector-add", "vector_add", "ready",
                          "Vector add: your first kernel, launch and errors"};
  vector_add.titles = {{"en", vector_add.title}, {"zh", "向量加法：你的第一个核函数、启动与错误"}};
  lab::Chapter unknown{"9.9", "future", "future", "coming",
                       "A chapter the catalogue does not know"};
  unknown.titles = {{"en", unknown.title}};
  {
    const lab::ScopedLanguage zh("zh");
    CHECK(chapter_title(vector_add) == "向量加法：你的第一个核函数、启动与错误");
    CHECK(chapter_title(unknown) == "A chapter the catalogue does not know");
  }
  const lab::ScopedLanguage en("en");
  CHECK(chapter_title(vector_add) == vector_add.title);
  CHECK(chapter_title(unknown) == unknown.title);
}
