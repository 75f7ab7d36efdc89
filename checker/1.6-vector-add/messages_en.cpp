// Chapter 1.6's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_6_vector_add::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_6_vector_add {
namespace {

const Entry kEnglish[] = {
    {"vector-add.tolerance-rule", "one correctly rounded float addition: u = 2^-24"},
    {"vector-add.running", "running vector_add"},
    {"vector-add.running-again", "running vector_add a second time"},
    {"vector-add.failed-at-size", "n = {n}{passed}:"},
    {"vector-add.sizes-passed", " (n = {sizes} passed)"},
    {"vector-add.failed-misaligned", "n = {n}, pointers offset by one float:"},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"vector-add.target", "vector_add >= 95 % of copy bandwidth at n >= 2^26"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_6_vector_add
