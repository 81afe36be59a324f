// SPDX-License-Identifier: GPL-3.0-or-later
// haolao-cli stats: the player database (ui/store, docs/STORE.md) from the command line: rebuild
// DATA/haolao.sqlite from DATA/pots/, or print a profile's statistics (docs/CLI.md "stats").
// Built only with Qt (HAOLAO_BUILD_GUI): the store is Qt Core + Qt SQL.
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "commands.h"
#include "haolao/rank.h"
#include "haolao/record.h"
#include "haolao/replay.h"
#include "haolao/ruleset.h"
#include "json_util.h"
#include "store.h"

namespace haolao::cli {

namespace {

using nlohmann::ordered_json;

constexpr std::string_view kUsage =
    R"(usage: haolao-cli stats --rebuild DIR
       haolao-cli stats --data-dir DIR [--profile NAME] [--rules PRESET]
                        [--from YYYY-MM-DD] [--to YYYY-MM-DD]

The player database DIR/haolao.sqlite (docs/STORE.md); DIR is a data directory, the game's
--data-dir, whose pots/ holds the recorded pots.

  --rebuild DIR   drops every row and reads every replay file of DIR/pots/ again (profiles and
                  their names are kept); prints one line:
                  {"database":"DIR/haolao.sqlite","pots":12,"skipped":["FILE: problem",...]}
  --data-dir DIR  prints the statistics as one JSON object (opening the database brings it up
                  to date with DIR/pots/ first):
                  {"profiles":[{"name":"Player","rank_points":120,"level":2,"title":"临时工",
                   "dan":"街头一段"},...],"filter":{...},"statistics":{"pots":3,"hands":40,
                   "wins":9,"self_draws":4,"deal_ins":5,"haolao_wins":1,"kongs":3,
                   "longest_streak":3,"points":85,"win_value_total":410,"win_rate":0.225,
                   "self_draw_rate":0.1,"deal_in_rate":0.125,"points_per_hand":2.125,
                   "average_win_value":45.5556,"places":[1,1,0,1],"biggest":{...won event...}}}
  --profile NAME  only the seats this profile sat in (default: every human seat)
  --rules PRESET  only pots played under this preset (hefei-classic, hefei-ting, ...)
  --from, --to    only pots started on these days or between them (inclusive)
Malformed input (an unknown option, profile or preset, a bad date, a DIR that is not a
directory): exit status 2, one line on stderr, nothing on stdout.
)";

// Qt's SQL plugins load through a QCoreApplication.
void ensure_app() {
    if (QCoreApplication::instance()) return;
    static int argc = 1;
    static char name[] = "haolao-cli";
    static char* argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

QString existing_dir(const std::string& text, std::string_view option) {
    QString dir = QString::fromStdString(text);
    if (text.empty() || !QFileInfo(dir).isDir())
        throw InputError(std::string(option) + ": " + in_quotes(text) + " is not a directory");
    return dir;
}

QDate date_option(const Options& options, std::string_view name) {
    const auto it = options.find(name);
    if (it == options.end()) return {};
    const QDate d = QDate::fromString(QString::fromStdString(it->second), Qt::ISODate);
    if (!d.isValid() || it->second.size() != 10)
        throw InputError(std::string(name) + " must be a date YYYY-MM-DD, got " +
                         in_quotes(it->second));
    return d;
}

std::unique_ptr<store::Store> open_store(const QString& dir) {
    QString notice;
    auto s = store::Store::open(dir, &notice);
    if (!s) throw InputError(notice.toStdString());
    return s;
}

int rebuild(const QString& dir, std::ostream& out, std::ostream& err) {
    if (!QFileInfo(QDir(dir).filePath(QStringLiteral("pots"))).isDir())
        throw InputError("--rebuild: " + in_quotes(dir.toStdString()) +
                         " has no pots/ folder (the recorded pots of a data directory)");
    QString notice;
    auto s = store::Store::open(dir, &notice);
    if (!s) throw InputError(notice.toStdString());
    if (!notice.isEmpty()) err << "haolao-cli stats: " << one_line(notice.toStdString()) << '\n';
    QStringList skipped;
    const int pots = s->rebuild(&skipped);
    ordered_json j;
    j["database"] = s->path().toStdString();
    j["pots"] = pots;
    ordered_json list = ordered_json::array();
    for (const QString& f : skipped) list.push_back(f.toStdString());
    j["skipped"] = std::move(list);
    out << j.dump() << '\n';
    return kExitOk;
}

ordered_json statistics_json(const store::Statistics& s) {
    ordered_json j;
    j["pots"] = s.pots;
    j["hands"] = s.hands;
    j["wins"] = s.wins;
    j["self_draws"] = s.self_draws;
    j["deal_ins"] = s.deal_ins;
    j["haolao_wins"] = s.haolao_wins;
    j["kongs"] = s.kongs;
    j["longest_streak"] = s.longest_streak;
    j["points"] = s.points;
    j["win_value_total"] = s.win_value_total;
    j["win_rate"] = rounded(s.win_rate());
    j["self_draw_rate"] = rounded(s.self_draw_rate());
    j["deal_in_rate"] = rounded(s.deal_in_rate());
    j["points_per_hand"] = rounded(s.points_per_hand());
    j["average_win_value"] = rounded(s.average_win_value());
    j["places"] = s.places;
    if (s.biggest) {
        ordered_json won = ordered_json::parse(event_to_json(Event{*s.biggest}));
        won["value"] = win_value(*s.biggest);
        j["biggest"] = std::move(won);
    } else {
        j["biggest"] = nullptr;
    }
    return j;
}

int statistics(const QString& dir, const Options& options, std::ostream& out) {
    store::Filter filter;
    if (const auto it = options.find("--rules"); it != options.end()) {
        if (!find_ruleset(it->second)) {
            std::string known;
            for (const Ruleset& r : presets()) known += (known.empty() ? "" : ", ") + r.id;
            throw InputError("--rules: unknown preset " + in_quotes(it->second) +
                             " (known: " + known + ")");
        }
        filter.preset = QString::fromStdString(it->second);
    }
    filter.from = date_option(options, "--from");
    filter.to = date_option(options, "--to");
    if (filter.from.isValid() && filter.to.isValid() && filter.from > filter.to)
        throw InputError("--from must not be after --to");
    auto s = open_store(dir);
    const std::vector<store::Profile> profiles = s->profiles();
    if (const auto it = options.find("--profile"); it != options.end()) {
        filter.profile = QString::fromStdString(it->second);
        if (!s->profile(filter.profile)) {
            std::string known;
            for (const store::Profile& p : profiles)
                known += (known.empty() ? "" : ", ") + p.name.toStdString();
            throw InputError("--profile: no profile named " + in_quotes(it->second) +
                             " (profiles: " + known + ")");
        }
    }
    ordered_json j;
    ordered_json list = ordered_json::array();
    for (const store::Profile& p : profiles) {
        ordered_json pj;
        pj["name"] = p.name.toStdString();
        pj["rank_points"] = p.rank_points;
        pj["level"] = p.level;
        pj["title"] = std::string(rank_level(p.level).title);
        pj["dan"] = std::string(rank_level(p.level).dan);
        list.push_back(std::move(pj));
    }
    j["profiles"] = std::move(list);
    ordered_json f;
    f["profile"] = filter.profile.isEmpty() ? ordered_json(nullptr)
                                            : ordered_json(filter.profile.toStdString());
    f["rules"] =
        filter.preset.isEmpty() ? ordered_json(nullptr) : ordered_json(filter.preset.toStdString());
    f["from"] = filter.from.isValid()
                    ? ordered_json(filter.from.toString(Qt::ISODate).toStdString())
                    : ordered_json(nullptr);
    f["to"] = filter.to.isValid() ? ordered_json(filter.to.toString(Qt::ISODate).toStdString())
                                  : ordered_json(nullptr);
    j["filter"] = std::move(f);
    j["statistics"] = statistics_json(s->statistics(filter));
    out << j.dump() << '\n';
    return kExitOk;
}

}  // namespace

int run_stats(Args args, std::ostream& out, std::ostream& err) {
    if (wants_help(args)) {
        out << kUsage;
        return kExitOk;
    }
    try {
        const Options options = parse_options(
            args, {"--rebuild", "--data-dir", "--profile", "--rules", "--from", "--to"});
        const bool rebuilding = options.contains("--rebuild");
        if (rebuilding == options.contains("--data-dir"))
            throw InputError("give --rebuild DIR or --data-dir DIR (see --help)");
        ensure_app();
        if (rebuilding) {
            for (std::string_view o : {"--profile", "--rules", "--from", "--to"})
                if (options.contains(o))
                    throw InputError(std::string(o) + " goes with --data-dir, not --rebuild");
            return rebuild(existing_dir(options.find("--rebuild")->second, "--rebuild"), out, err);
        }
        return statistics(existing_dir(options.find("--data-dir")->second, "--data-dir"), options,
                          out);
    } catch (const InputError& e) {
        return report_malformed(err, "stats", e.what());
    }
}

}  // namespace haolao::cli
