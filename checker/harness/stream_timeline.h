// The stream graph (stream_graph.h) as a picture: a row per stream, in order of first use, and
// one for the host's waits; a column per step, so that work in one column may run at the same
// time and each piece sits right of what it waits for. A wait for an event is marked on the
// work after it ("E1> nms 1"), a record on the work before it ("up 2 >E1"). As text, for a
// checker to print under its diagnosis, and as an SVG picture, drawn with the lab's SVG writer
// (checker/harness/svg.h).
//
//   stream_graph::TimelineOptions shown{first_call, last_call, graph.why(up[2], nms[1])};
//   std::printf("%s", stream_graph::timeline_text(graph, labels, shown).c_str());
//   //   stream A  up 1  pre 1  model 1  nms 1*  down 1*  up 2*
//   //   ...
//   write_text(file, stream_graph::timeline_svg(graph, labels, shown, Language::en));
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "checker/harness/stream_graph.h"
#include "common/language.h"

namespace lab::stream_graph {

struct TimelineOptions {
  // The calls shown, by index, both included: a few frames of a long recording.
  size_t first_call = 0, last_call = std::numeric_limits<size_t>::max();
  std::vector<Edge> chain;  // marked: a why() answer, or none
  std::string title;        // the picture's (the text has none)
};

// What both draw.
struct TimelineCell {
  size_t node = 0;  // the work, host wait, or a record or wait with no work beside it
  int row = 0, column = 0;
  std::string text;  // its brief label with its marks: "E1> model 2 >E2"
  bool host = false;
  bool on_chain = false;
};
struct TimelineArrow {
  size_t from = 0, to = 0;  // cells, in different rows
  bool on_chain = false;
};
struct Timeline {
  std::vector<std::string> rows;  // "stream A", ..., "host"
  int columns = 0;
  std::vector<TimelineCell> cells;
  std::vector<TimelineArrow> arrows;
  bool has_marks = false;  // a record or wait is marked
};

// In the reader's language.
Timeline timeline(const Graph& graph, const Labels& labels, const TimelineOptions& options = {});

// The rows and columns, then what the columns and the marks mean (and the chain's mark, "*").
// "" when nothing is shown.
std::string timeline_text(const Graph& graph, const Labels& labels,
                          const TimelineOptions& options = {});

// One picture (SVG), in `language` (stream_timeline_svg.cpp): boxes in rows and columns, an arrow for each wait across
// rows that the row's earlier work does not already imply, the chain in red.
std::string timeline_svg(const Graph& graph, const Labels& labels, const TimelineOptions& options,
                         Language language);

}  // namespace lab::stream_graph
