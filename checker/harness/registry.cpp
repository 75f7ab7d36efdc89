#include "checker/harness/registry.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace lab {

std::string Chapter::text(const Texts& texts, const std::string& language) {
  for (const std::string& key : {language, std::string("en")})
    if (const auto found = texts.find(key); found != texts.end() && !found->second.empty())
      return found->second;
  return "";
}

std::vector<Chapter> read_registry(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the chapter registry " + path);
  std::vector<Chapter> chapters;
  try {
    const nlohmann::json registry = nlohmann::json::parse(in);
    for (const nlohmann::json& entry : registry.at("chapters")) {
      Chapter ch;
      ch.id = entry.at("id").get<std::string>();
      ch.slug = entry.at("slug").get<std::string>();
      ch.source = entry.at("source").get<std::string>();
      ch.state = entry.at("state").get<std::string>();
      ch.ready_when = entry.at("ready_when").get<std::string>();
      ch.titles = entry.at("title").get<Texts>();
      ch.title = Chapter::text(ch.titles, "en");
      if (ch.title.empty()) ch.title = ch.slug;  // a coming chapter has no manifest yet
      ch.you_write = entry.at("you_write").get<Texts>();
      ch.path = entry.at("path").get<Texts>();
      ch.internals = entry.at("internals").get<std::string>();
      ch.builds_on = entry.at("builds_on").get<std::vector<std::string>>();
      ch.skeleton_diagnosis = entry.at("skeleton_diagnosis").get<std::string>();
      for (const nlohmann::json& v : entry.at("variants"))
        ch.variants.push_back({v.at("name").get<std::string>(), v.at("expect").get<std::string>()});
      ch.weights = entry.at("weights").get<std::map<std::string, double>>();
      if (const auto profile = entry.find("profile"); profile != entry.end())
        ch.profile = ProfilePlan{profile->value("focus", std::vector<std::string>{}),
                                 profile->value("why_not", Texts{})};
      if (const auto fast = entry.find("fast"); fast != entry.end())
        ch.fast = FastGoal{fast->at("kernel").get<std::string>(), fast->at("percent").get<double>(),
                           fast->at("points").get<double>(), fast->at("target").get<std::string>()};
      chapters.push_back(std::move(ch));
    }
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return chapters;
}

}  // namespace lab
