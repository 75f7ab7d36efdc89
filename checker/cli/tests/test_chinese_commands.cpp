// The real `lab` binary with LAB_LANG=zh: the help, list's states and titles (aligned), a
// verdict and the no-GPU message in Chinese; and the same commands with LAB_LANG=en in
// English, as before.
#include <sstream>

#include "checker/cli/terminal.h"
#include "checker/cli/tests/lab_runner.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/registry.h"

using namespace lab::cli::test;

namespace {

LabEnvironment in_language(const char* language, std::vector<std::string> more = {}) {
  LabEnvironment env;
  env.extra = std::move(more);
  env.extra.push_back(std::string("LAB_LANG=") + language);
  return env;
}

}  // namespace

TEST_CASE("LAB_LANG=zh: the help in Chinese; LAB_LANG=en: in English", "[cli]") {
  const LabOutput zh = in_language("zh").run({"--help"});
  CHECK(zh.code == 0);
  CHECK_THAT(zh.out, lab::starts_with("用法：./lab <命令>") && lab::contains("退出码：0 通过"));
  CHECK_THAT(in_language("zh").run({"check", "--help"}).out, lab::contains("编译你的文件"));
  const LabOutput en = in_language("en").run({"--help"});
  CHECK_THAT(en.out, lab::starts_with("usage: ./lab <command> [chapter] [options]\n"));
  CHECK_THAT(in_language("zh").run({"chek"}).out,
             lab::contains("未知命令 \"chek\"。你是想输入 \"check\" 吗？"));
}

TEST_CASE("every ready chapter's manifest has its title in English and in Chinese", "[cli]") {
  const LabEnvironment env;
  for (const lab::Chapter& ch : lab::read_registry((env.build_dir / "chapters.json").string())) {
    if (!ch.ready()) continue;
    INFO("chapter " << ch.id);
    CHECK(!ch.titles.at("en").empty());
    CHECK(ch.title == ch.titles.at("en"));
    CHECK(!ch.titles.at("zh").empty());
    CHECK(ch.titles.at("zh") != ch.titles.at("en"));
  }
}

TEST_CASE("LAB_LANG=zh: lab list's states and chapter titles in Chinese, the titles in one column",
          "[cli]") {
  const LabOutput zh = in_language("zh").run({"list"});
  CHECK(zh.code == 0);
  CHECK_THAT(zh.out, lab::contains("未尝试") && lab::contains("向量加法：你的第一个核函数") &&
                         lab::contains("已通过 0/"));
  // Every chapter's title starts at the same terminal column.
  std::istringstream lines(zh.out);
  size_t title_column = 0;
  for (std::string line; std::getline(lines, line);) {
    const size_t title = line.find("未尝试");
    if (title == std::string::npos) continue;
    const size_t after = line.find_first_not_of(' ', title + std::string("未尝试").size());
    const size_t column = lab::cli::display_width(line.substr(0, after));
    if (title_column == 0) title_column = column;
    CHECK(column == title_column);
  }
  CHECK(title_column > 0);
  const LabOutput en = in_language("en").run({"list"});
  CHECK_THAT(en.out, lab::contains("not attempted") &&
                         lab::contains("Vector add: your first kernel, launch and errors"));
}

TEST_CASE("LAB_LANG=zh: a verdict in Chinese (the fixture checker)", "[cli]") {
  LabEnvironment env = in_language("zh");
  const LabCopy copy(env);
  env.source_root = copy.source_root();
  env.build_dir = copy.build_dir();
  env.extra.insert(env.extra.end(),
                   {"LAB_CHECKER=" + from_meson("LAB_FIXTURE_CHECKER"), "LAB_FIXTURE=crash"});
  const LabOutput check = env.run({"check", "1.6"});
  CHECK(check.code == 1);
  CHECK_THAT(check.out, lab::contains("崩溃    fixture: crashes"));
  // No space after the full-width colon, which carries its own.
  CHECK_THAT(check.out, lab::contains("未通过：8 项测试中 7 项通过（1 项崩溃）"));
  CHECK_THAT(check.out, lab::contains("用完全相同的输入重放：./lab check 1.6 --seed "));
}

TEST_CASE("LAB_LANG=zh: check without a GPU says why in Chinese", "[cli]") {
  const LabOutput zh = in_language("zh", {"CUDA_VISIBLE_DEVICES="}).run({"check", "1.6"});
  CHECK(zh.code == 77);
  CHECK_THAT(zh.out, lab::contains("正在编译 chapters/1.6-vector-add/vector_add.cu ... 成功"));
  CHECK_THAT(zh.out, lab::contains("运行 CUDA 核函数需要 NVIDIA GPU，而这里没有可用的 GPU：") &&
                         lab::contains("（./lab doctor 会检查这台机器）"));
  const LabOutput en = in_language("en", {"CUDA_VISIBLE_DEVICES="}).run({"check", "1.6"});
  CHECK_THAT(en.out, lab::contains(
                         "Running CUDA kernels needs an NVIDIA GPU, and none is usable here:\n") &&
                         lab::contains("  (./lab doctor checks this machine)\n"));
}
