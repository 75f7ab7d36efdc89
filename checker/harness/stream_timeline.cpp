#include "checker/harness/stream_timeline.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

#include "checker/harness/messages.h"
#include "checker/harness/text_width.h"

namespace lab::stream_graph {

namespace {

bool is_marker(const Node& n) { return n.kind == NodeKind::record || n.kind == NodeKind::wait; }

std::string mark_name(const Node& n) { return "E" + std::to_string(n.event + 1); }

// The node whose cell shows each shown node: work and host waits their own, or the cell of the
// step they are part of (Label::part_of); a record the work before it on its stream, a wait
// the work after it (none beside it: its own).
std::vector<std::optional<size_t>> owners(const Graph& graph, const Labels& labels,
                                          const std::vector<bool>& shown) {
  const std::vector<Node>& nodes = graph.nodes();
  std::vector<std::optional<size_t>> owner(nodes.size());
  std::vector<std::vector<size_t>> by_stream(graph.streams().size());
  for (size_t n = 0; n < nodes.size(); ++n) {
    if (!shown[n]) continue;
    owner[n] = n;
    if (nodes[n].stream >= 0) by_stream[nodes[n].stream].push_back(n);
  }
  for (const std::vector<size_t>& list : by_stream)
    for (size_t i = 0; i < list.size(); ++i) {
      const Node& n = nodes[list[i]];
      if (n.kind == NodeKind::record) {
        for (size_t j = i; j-- > 0;)
          if (nodes[list[j]].kind == NodeKind::work) {
            owner[list[i]] = list[j];
            break;
          }
      } else if (n.kind == NodeKind::wait) {
        for (size_t j = i + 1; j < list.size(); ++j)
          if (nodes[list[j]].kind == NodeKind::work) {
            owner[list[i]] = list[j];
            break;
          }
      }
    }
  // Parts of a step, and the marks beside them, go to the step's cell when it is shown.
  std::map<size_t, size_t> work_of_call;
  for (size_t n = 0; n < nodes.size(); ++n)
    if (nodes[n].kind == NodeKind::work) work_of_call[nodes[n].call] = n;
  std::map<size_t, size_t> step_of;  // by part
  for (size_t n = 0; n < nodes.size(); ++n) {
    if (!shown[n] || nodes[n].kind != NodeKind::work) continue;
    const auto label = labels.find(nodes[n].call);
    if (label == labels.end() || !label->second.part_of) continue;
    const auto step = work_of_call.find(*label->second.part_of);
    if (step != work_of_call.end() && shown[step->second] && step->second != n &&
        nodes[step->second].stream == nodes[n].stream)
      step_of[n] = step->second;
  }
  for (std::optional<size_t>& o : owner)
    if (o && step_of.count(*o)) o = step_of.at(*o);
  return owner;
}

std::string row_title(const Graph& graph, int stream, bool legacy_shown) {
  const Stream& s = graph.streams()[stream];
  if (s.legacy) return say("stream-graph.timeline.legacy");
  if (s.per_thread) return say("stream-graph.timeline.per-thread");
  const std::string name = stream_name(graph, stream);
  return s.blocking && legacy_shown ? say("stream-graph.timeline.blocking", {{"stream", name}})
                                    : name;
}

// A host wait's cell: "sync A", "sync E1", "sync all", "sync copy".
std::string host_text(const Graph& graph, const Node& n) {
  const spy::Call& c = graph.calls()[n.call];
  std::string what = say("stream-graph.timeline.all");
  if (c.action == spy::Action::copy)
    what = say("stream-graph.timeline.copy");
  else if (n.event >= 0)
    what = mark_name(n);
  else if (c.on_stream) {
    const Stream& s = graph.streams()[graph.stream_of(c.stream)];
    what = s.legacy ? "0" : s.letter.empty() ? say("stream-graph.timeline.per-thread") : s.letter;
  }
  return spaced_between_scripts(say("stream-graph.timeline.sync", {{"what", what}}));
}

}  // namespace

Timeline timeline(const Graph& graph, const Labels& labels, const TimelineOptions& options) {
  const std::vector<Node>& nodes = graph.nodes();
  std::vector<bool> shown(nodes.size());
  for (size_t n = 0; n < nodes.size(); ++n)
    shown[n] = nodes[n].call >= options.first_call && nodes[n].call <= options.last_call;
  const std::vector<std::optional<size_t>> owner = owners(graph, labels, shown);
  const auto has_cell = [&](size_t n) { return shown[n] && owner[n] == n; };

  // Columns: each node right of what it waits for; a node without a cell takes no room.
  std::vector<int> column(nodes.size(), 0);
  for (size_t n = 0; n < nodes.size(); ++n)
    for (const Edge* e : graph.edges_into(n))
      column[n] = std::max(column[n], column[e->from] + (has_cell(e->from) ? 1 : 0));
  std::set<int> used;
  for (size_t n = 0; n < nodes.size(); ++n)
    if (has_cell(n)) used.insert(column[n]);
  std::map<int, int> compact;
  for (const int c : used) compact.emplace(c, static_cast<int>(compact.size()));

  // Rows: the streams shown, in order of first use, then the host.
  std::set<int> streams_shown;
  bool host_shown = false;
  for (size_t n = 0; n < nodes.size(); ++n)
    if (has_cell(n)) {
      if (nodes[n].stream >= 0)
        streams_shown.insert(nodes[n].stream);
      else
        host_shown = true;
    }
  const bool legacy_shown = std::any_of(streams_shown.begin(), streams_shown.end(),
                                        [&](int s) { return graph.streams()[s].legacy; });
  Timeline t;
  std::map<int, int> row_of_stream;
  for (const int s : streams_shown) {
    row_of_stream[s] = static_cast<int>(t.rows.size());
    t.rows.push_back(row_title(graph, s, legacy_shown));
  }
  if (host_shown) t.rows.push_back(say("stream-graph.timeline.host"));
  t.columns = static_cast<int>(compact.size());

  std::set<size_t> chain_nodes;
  std::set<std::pair<size_t, size_t>> chain_edges;
  for (const Edge& e : options.chain) {
    chain_nodes.insert(e.from);
    chain_nodes.insert(e.to);
    chain_edges.emplace(e.from, e.to);
  }
  std::map<size_t, size_t> cell_of;  // by its node
  for (size_t n = 0; n < nodes.size(); ++n) {
    if (!has_cell(n)) continue;
    TimelineCell cell;
    cell.node = n;
    cell.host = nodes[n].stream < 0;
    cell.row = cell.host ? static_cast<int>(t.rows.size()) - 1 : row_of_stream[nodes[n].stream];
    cell.column = compact[column[n]];
    cell.text = cell.host                           ? host_text(graph, nodes[n])
                : nodes[n].kind == NodeKind::work   ? brief(graph, nodes[n].call, labels)
                : nodes[n].kind == NodeKind::record ? ">" + mark_name(nodes[n])
                                                    : mark_name(nodes[n]) + ">";
    cell.on_chain = chain_nodes.count(n) > 0;
    cell_of[n] = t.cells.size();
    t.cells.push_back(cell);
  }
  // The marks on the work beside them, in host order.
  for (size_t n = 0; n < nodes.size(); ++n) {
    if (!shown[n] || owner[n] == n) continue;
    TimelineCell& cell = t.cells[cell_of.at(*owner[n])];
    if (!is_marker(nodes[n])) {  // a part of the step in that cell
      cell.on_chain = cell.on_chain || chain_nodes.count(n) > 0;
      continue;
    }
    if (nodes[n].kind == NodeKind::wait)
      cell.text = mark_name(nodes[n]) + "> " + cell.text;
    else
      cell.text += " >" + mark_name(nodes[n]);
    cell.on_chain = cell.on_chain || chain_nodes.count(n) > 0;
    t.has_marks = true;
  }

  // Arrows across rows, each unless the work before it in its row already waits for the same.
  std::map<std::pair<size_t, size_t>, bool> arrows;
  for (size_t n = 0; n < nodes.size(); ++n) {
    if (!shown[n]) continue;
    for (const Edge* e : graph.edges_into(n)) {
      if (!shown[e->from]) continue;
      const size_t from = cell_of.at(*owner[e->from]), to = cell_of.at(*owner[n]);
      const TimelineCell &a = t.cells[from], &b = t.cells[to];
      if (a.row == b.row) continue;
      const TimelineCell* before = nullptr;
      for (const TimelineCell& c : t.cells)
        if (c.row == b.row && c.column < b.column && (!before || c.column > before->column))
          before = &c;
      if (before && (before->node == e->from || graph.reaches(e->from, before->node))) continue;
      arrows[{from, to}] = arrows[{from, to}] || chain_edges.count({e->from, e->to}) > 0;
    }
  }
  for (const auto& [ends, on_chain] : arrows)
    t.arrows.push_back({ends.first, ends.second, on_chain});
  return t;
}

std::string timeline_text(const Graph& graph, const Labels& labels,
                          const TimelineOptions& options) {
  const Timeline t = timeline(graph, labels, options);
  if (t.cells.empty()) return "";
  std::vector<std::vector<std::string>> grid(t.rows.size(), std::vector<std::string>(t.columns));
  std::vector<size_t> width(t.columns, 0);
  for (const TimelineCell& c : t.cells) {
    grid[c.row][c.column] = c.text + (c.on_chain ? "*" : "");
    width[c.column] = std::max(width[c.column], display_width(grid[c.row][c.column]));
  }
  size_t title_width = 0;
  for (const std::string& row : t.rows) title_width = std::max(title_width, display_width(row));
  const auto padded = [](const std::string& text, size_t to) {
    return text + std::string(to - std::min(to, display_width(text)), ' ');
  };
  std::string text;
  for (size_t r = 0; r < t.rows.size(); ++r) {
    std::string line = padded(t.rows[r], title_width);
    for (int c = 0; c < t.columns; ++c) line += "  " + padded(grid[r][c], width[c]);
    line.erase(line.find_last_not_of(' ') + 1);
    text += line + "\n";
  }
  text += spaced_between_scripts(say("stream-graph.timeline.columns")) + "\n";
  if (t.has_marks) text += say("stream-graph.timeline.marks") + "\n";
  if (!options.chain.empty())
    text +=
        spaced_between_scripts(say(
            "stream-graph.timeline.chain",
            {{"later", label(graph, graph.nodes()[options.chain.back().to].call, labels)},
             {"earlier", label(graph, graph.nodes()[options.chain.front().from].call, labels)}})) +
        "\n";
  return text;
}

}  // namespace lab::stream_graph
