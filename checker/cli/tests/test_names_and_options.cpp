// Host tests of the CLI's parsing: chapter names, options, hints, help texts.
#include <cstdlib>

#include "checker/cli/chapter_names.h"
#include "checker/cli/help_text.h"
#include "checker/cli/hint_ladder.h"
#include "checker/cli/options.h"
#include "checker/cli/remote_host.h"
#include "checker/cli/run_on_host.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/catch.h"
#include "common/language.h"

using namespace lab;
using namespace lab::cli;

namespace {

std::vector<Chapter> registry() {
  return {{"1.6", "vector-add", "vector_add", "ready", "Vector add"},
          {"1.8", "reduce-sum", "reduce_sum", "ready", "Reduce-sum"},
          {"1.10", "warpaffine", "warp_affine", "coming", "Warp affine"}};
}

}  // namespace

TEST_CASE("a chapter is found by number, name, both, file stem or completed path", "[cli]") {
  const auto chapters = registry();
  for (const char* name :
       {"1.8", "reduce-sum", "1.8-reduce-sum", "Reduce-Sum", "reduce_sum",
        "chapters/1.8-reduce-sum/", "./chapters/1.8-reduce-sum", "1.8-reduce-sum/"}) {
    INFO(name);
    const Chapter* found = find_chapter(chapters, name);
    REQUIRE(found != nullptr);
    CHECK(found->id == "1.8");
  }
  CHECK(find_chapter(chapters, "1.10")->slug == "warpaffine");
  CHECK(find_chapter(chapters, "1.1") == nullptr);  // never a prefix match
  CHECK(find_chapter(chapters, "sum") == nullptr);
}

TEST_CASE("an unknown chapter name suggests the closest and lists the valid ones", "[cli]") {
  const auto chapters = registry();
  CHECK(closest_chapter(chapters, "redcue-sum")->id == "1.8");
  CHECK(closest_chapter(chapters, "vectoradd")->id == "1.6");
  CHECK(closest_chapter(chapters, "1.5")->id == "1.6");
  CHECK(closest_chapter(chapters, "transformer") == nullptr);
  const std::string message = unknown_chapter_message(chapters, "reduse-sum");
  CHECK_THAT(message, lab::contains("unknown chapter \"reduse-sum\""));
  CHECK_THAT(message, lab::contains("Did you mean 1.8 (reduce-sum)?"));
  CHECK_THAT(message, lab::contains("1.6 vector-add"));
  CHECK_THAT(message, lab::contains("1.10 warpaffine"));
  CHECK_THAT(unknown_chapter_message(chapters, "zzzzzzzz"), !lab::contains("Did you mean"));
}

TEST_CASE("edit distance", "[cli]") {
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
  CHECK(edit_distance("check", "check") == 0);
}

TEST_CASE("options: flags, values in both spellings, and usage errors", "[cli]") {
  OptionSpec spec;
  spec.flags = {"--solution"};
  spec.valued = {"--seed", "--timeout"};
  const Arguments a = parse_arguments({"1.6", "--solution", "--seed", "7", "--timeout=2.5"}, spec);
  CHECK(a.positional == std::vector<std::string>{"1.6"});
  CHECK(a.has("--solution"));
  CHECK(a.value("--seed") == std::optional<std::string>("7"));
  CHECK(a.value("--timeout") == std::optional<std::string>("2.5"));
  CHECK(parse_arguments({"-h"}, spec).help);
  CHECK_THROWS_AS(parse_arguments({"--sead", "7"}, spec), UsageError);
  CHECK_THROWS_AS(parse_arguments({"--seed"}, spec), UsageError);
  CHECK_THROWS_AS(parse_arguments({"1.6", "1.8"}, spec), UsageError);
  CHECK(parse_seconds("--timeout", "2.5") == 2.5);
  for (const char* bad : {"", "0", "-1", "abc", "3s", "inf"})
    CHECK_THROWS_AS(parse_seconds("--timeout", bad), UsageError);
}

TEST_CASE("options: --seed N through the seed parser, else LAB_SEED, else a fresh one", "[cli]") {
  const lab::ScopedLanguage english("en");
  OptionSpec spec;
  spec.valued = {"--seed"};
  const auto seed_of = [&](const std::vector<std::string>& args, const char* lab_seed) {
    return run_seed(parse_arguments(args, spec), lab::SeedSetting(lab_seed));
  };
  CHECK_FALSE(seed_option(parse_arguments({"1.6"}, spec)).has_value());
  CHECK(seed_option(parse_arguments({"1.6", "--seed=7"}, spec)) == Seed{7});
  CHECK_THROWS_WITH(seed_option(parse_arguments({"--seed", "7x"}, spec)),
                    "--seed: a seed is a non-negative decimal number, got \"7x\"");
  CHECK_THROWS_AS(seed_option(parse_arguments({"--seed", "-7"}, spec)), UsageError);
  CHECK(seed_of({}, "12") == Seed{12});
  CHECK(seed_of({"--seed", "3"}, "12") == Seed{3});  // --seed wins
  CHECK_THROWS_WITH(seed_of({}, "x"),
                    "LAB_SEED: a seed is a non-negative decimal number, got \"x\"");
  CHECK_THROWS_AS(seed_of({}, "x"), UsageError);
  CHECK(seed_of({"--seed", "3"}, "x") == Seed{3});  // a malformed LAB_SEED is not used then
  CHECK(seed_of({}, "").value < 1000000000u);       // unset: a fresh one, short enough to retype
  CHECK(seed_of({}, nullptr).value < 1000000000u);
}

TEST_CASE("options of `lab run`: after the chapter, unknown arguments go to the demo", "[cli]") {
  OptionSpec spec;
  spec.flags = {"--solution"};
  spec.pass_rest_after_positional = true;
  const Arguments a =
      parse_arguments({"1.6", "1000", "--big", "--solution", "--", "--solution"}, spec);
  CHECK(a.positional == std::vector<std::string>{"1.6"});
  CHECK(a.has("--solution"));
  CHECK(a.rest == std::vector<std::string>{"1000", "--big", "--solution"});
  CHECK_THROWS_AS(parse_arguments({"--big", "1.6"}, spec), UsageError);  // before the chapter: ours
}

TEST_CASE("hints: one per \"## \" section, in order, code blocks kept whole", "[cli]") {
  const std::string markdown =
      "# Hints for 9.9\n\nIntro text.\n\n## 1. A nudge\n\nThink.\n\n## 2. Closer\n\n```cpp\n"
      "## not a hint, inside code\nint i;\n```\n\n## 3. Nearly the answer\nif (i < n)\n";
  const std::vector<Hint> hints = parse_hints(markdown);
  REQUIRE(hints.size() == 3);
  CHECK(hints[0].title == "A nudge");
  CHECK(hints[0].body == "Think.");
  CHECK_THAT(hints[1].body, lab::contains("## not a hint, inside code"));
  CHECK(hints[2].title == "Nearly the answer");
  CHECK(hints[2].body == "if (i < n)");
  CHECK(parse_hints("no sections at all\n").empty());
}

TEST_CASE("every verb has a help text, and the main help names every verb", "[cli]") {
  for (const char* verb : {"list", "check", "run", "hint", "watch", "doctor", "reset", "on"}) {
    INFO(verb);
    CHECK_THAT(verb_help(verb), lab::starts_with(std::string("usage: ./lab ") + verb));
    CHECK_THAT(main_help(), lab::contains(std::string("  ") + verb + " "));
  }
  CHECK(verb_help("nonsense").empty());
  CHECK_THAT(main_help(), lab::contains("77 no usable GPU"));
}

TEST_CASE("--on's host: [user@]host[:folder], and nothing that ssh or a shell could misread",
          "[cli]") {
  const RemoteHost alias = parse_remote_host("gpu-box");
  CHECK(alias.destination == "gpu-box");
  CHECK(alias.folder == kDefaultRemoteFolder);
  const RemoteHost full = parse_remote_host("alice@gpu.example.edu:~/labs/cuda lab");
  CHECK(full.destination == "alice@gpu.example.edu");
  CHECK(full.folder == "~/labs/cuda lab");
  CHECK(full.text() == "alice@gpu.example.edu:~/labs/cuda lab");
  CHECK(parse_remote_host("10.0.0.7:/scratch/lab").folder == "/scratch/lab");
  for (const char* bad : {"", ":~/lab", "-oProxyCommand=sh", "alice@", "@gpu", "gpu:", "gpu box",
                          "a@b@c", "gpu;reboot", "gpu:lab\nrm"}) {
    INFO(bad);
    CHECK_THROWS_AS(parse_remote_host(bad), UsageError);
  }
}

TEST_CASE("--on, --sync and --here: options of the six verbs, taken off before the verb runs there",
          "[cli]") {
  for (const char* verb : {"check", "run", "bench", "profile", "selftest", "doctor"}) {
    INFO(verb);
    CHECK(runs_on_hosts(verb));
    const Arguments args = parse_arguments({"--on", "gpu", "--sync", "--here"}, options_of(verb));
    CHECK(args.value("--on") == "gpu");
    CHECK(args.has("--sync"));
    CHECK(args.has("--here"));
    CHECK_THAT(verb_help(verb), lab::contains("--sync"));
  }
  for (const char* verb : {"list", "hint", "watch", "reset", "on"}) {
    INFO(verb);
    CHECK_FALSE(runs_on_hosts(verb));
    CHECK_THROWS_AS(parse_arguments({"--on", "gpu"}, options_of(verb)), UsageError);
    CHECK(verb_help(verb).find("--sync") == std::string::npos);
  }
  using Words = std::vector<std::string>;
  CHECK(arguments_there({"1.6", "--on", "gpu", "--seed", "7", "--sync"}) ==
        Words{"1.6", "--seed", "7"});
  CHECK(arguments_there({"--on=gpu:~/lab", "--here", "1.6"}) == Words{"1.6"});
  CHECK(arguments_there({"1.6", "100", "--on", "gpu", "--", "--on", "x"}) ==
        Words{"1.6", "100", "--", "--on", "x"});  // after "--": the demo's
}

TEST_CASE("wrap breaks at spaces and indents the continuation lines", "[cli]") {
  CHECK(wrap("aaa bbb ccc", 2, 9) == "aaa bbb\n  ccc");
  CHECK(wrap("short", 4, 80) == "short");
}

TEST_CASE("the reader's language: LAB_LANG first, then LC_ALL, LC_MESSAGES, LANG in POSIX order",
          "[cli]") {
  struct Env {
    const char *lab_lang, *lc_all, *lc_messages, *lang;
    lab::Language want;
  };
  const Env cases[] = {
      {nullptr, nullptr, nullptr, nullptr, lab::Language::en},
      {nullptr, nullptr, nullptr, "zh_CN.UTF-8", lab::Language::zh},
      {nullptr, "", "zh_TW.UTF-8", "en_US.UTF-8", lab::Language::zh},  // an empty one is skipped
      {nullptr, "en_US.UTF-8", "zh_CN.UTF-8", "zh_CN.UTF-8", lab::Language::en},
      {"en", "zh_CN.UTF-8", nullptr, nullptr, lab::Language::en},
      {"zh", nullptr, nullptr, "C", lab::Language::zh},
  };
  for (const Env& e : cases) {
    const char* names[] = {"LAB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"};
    const char* values[] = {e.lab_lang, e.lc_all, e.lc_messages, e.lang};
    for (int i = 0; i < 4; ++i) values[i] ? setenv(names[i], values[i], 1) : unsetenv(names[i]);
    CHECK(lab::language_of_environment() == e.want);
  }
  for (const char* name : {"LAB_LANG", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
}
