// SPDX-License-Identifier: GPL-3.0-or-later
// Replay files: writer, strict reader and the engine re-drive (docs/REPLAY_FORMAT.md).
#include "haolao/replay.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <utility>

#include "haolao/strict_json.h"
#include "replay_drive.h"

namespace haolao {

ReplayError::ReplayError(Kind kind, std::size_t line, std::string problem)
    : std::runtime_error(line ? "line " + std::to_string(line) + ": " + problem : problem),
      kind_(kind),
      line_(line),
      problem_(std::move(problem)) {}

namespace {

using nlohmann::json;
using ordered_json = nlohmann::ordered_json;

template <class... Fs>
struct Overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;

// ---- Enum ids -------------------------------------------------------------------------------

template <class E, std::size_t N>
struct EnumIds {
    std::array<std::pair<E, std::string_view>, N> items;
    std::string_view id(E e) const {
        for (const auto& [v, s] : items)
            if (v == e) return s;
        return "?";
    }
    bool parse(std::string_view s, E& out) const {
        for (const auto& [v, t] : items)
            if (t == s) {
                out = v;
                return true;
            }
        return false;
    }
    std::string list() const {
        std::string out;
        for (const auto& [v, s] : items) out += (out.empty() ? "" : ", ") + std::string(s);
        return out;
    }
};

constexpr EnumIds<ScoringModel, 4> kScoring{{{{ScoringModel::HefeiClassic, "hefei_classic"},
                                              {ScoringModel::HefeiTing, "hefei_ting"},
                                              {ScoringModel::HefeiBianfeng, "hefei_bianfeng"},
                                              {ScoringModel::HandanFan, "handan_fan"}}}};
constexpr EnumIds<FirstDealer, 3> kFirstDealer{
    {{{FirstDealer::Dice, "dice"}, {FirstDealer::Random, "random"}, {FirstDealer::East, "east"}}}};
constexpr EnumIds<WallLayout, 3> kWallLayout{{{{WallLayout::DealerTwelve, "dealer_twelve"},
                                               {WallLayout::ElevenTen, "eleven_ten"},
                                               {WallLayout::Seventeen, "seventeen"}}}};
constexpr EnumIds<DealerPasses, 2> kDealerPasses{
    {{{DealerPasses::Next, "next"}, {DealerPasses::Previous, "previous"}}}};
constexpr EnumIds<PotLength, 2> kPotLength{
    {{{PotLength::Rounds, "rounds"}, {PotLength::Hands, "hands"}}}};
constexpr EnumIds<WinBy, 2> kWinBy{{{{WinBy::Discard, "discard"}, {WinBy::SelfDraw, "self_draw"}}}};
constexpr EnumIds<Offer, 3> kOffer{
    {{{Offer::SelfDraw, "self_draw"}, {Offer::Heavenly, "heavenly"}, {Offer::Kong, "kong"}}}};
constexpr EnumIds<ClaimOffer, 3> kClaimOffer{
    {{{ClaimOffer::Win, "win"}, {ClaimOffer::Pong, "pong"}, {ClaimOffer::Kong, "kong"}}}};
constexpr EnumIds<MeldType, 4> kMeldType{{{{MeldType::Pong, "pong"},
                                           {MeldType::ExposedKong, "exposed_kong"},
                                           {MeldType::AddedKong, "added_kong"},
                                           {MeldType::ConcealedKong, "concealed_kong"}}}};
constexpr EnumIds<Shape, 2> kShape{
    {{{Shape::Standard, "standard"}, {Shape::SevenPairs, "seven_pairs"}}}};

constexpr std::array<std::pair<std::uint8_t, std::string_view>, 6> kSituations = {{
    {kKongBloom, "kong_bloom"},
    {kHaolao, "haolao"},
    {kKongDiscard, "kong_discard"},
    {kHeavenly, "heavenly"},
    {kEarthly, "earthly"},
    {kRobKong, "rob_kong"},  // Handan only
}};

// ---- Writing ----------------------------------------------------------------------------------

void put_seat(std::string& out, std::string_view key, Seat s) {
    out += ",\"";
    out += key;
    out += "\":\"";
    out += seat_letter(s);
    out += '"';
}
void put_tile(std::string& out, std::string_view key, Tile t) {
    out += ",\"";
    out += key;
    out += "\":\"";
    out += static_cast<char>('0' + t.rank());
    out += "mpsz"[static_cast<int>(t.suit())];
    out += '"';
}
void put_id(std::string& out, std::string_view key, std::string_view id) {
    out += ",\"";
    out += key;
    out += "\":\"";
    out += id;
    out += '"';
}
void put_deltas(std::string& out, const std::array<int, 4>& deltas) {
    out += ",\"deltas\":[";
    for (std::size_t i = 0; i < 4; ++i) {
        if (i) out += ',';
        out += std::to_string(deltas[i]);
    }
    out += ']';
}
void put_bool(std::string& out, std::string_view key, bool b) {
    out += ",\"";
    out += key;
    out += "\":";
    out += b ? "true" : "false";
}
void put_int(std::string& out, std::string_view key, long long v) {
    out += ",\"";
    out += key;
    out += "\":";
    out += std::to_string(v);
}
void put_dice(std::string& out, Dice d) {
    out += ",\"dice\":[";
    out += std::to_string(d.a);
    out += ',';
    out += std::to_string(d.b);
    out += ']';
}

ordered_json ruleset_to_json(const Ruleset& r) {
    ordered_json j;
    j["id"] = r.id;
    j["scoring"] = kScoring.id(r.scoring);
    j["tiles"] = format_tiles(r.tiles.tiles());
    j["allow_pong"] = r.allow_pong;
    j["allow_exposed_kong"] = r.allow_exposed_kong;
    j["allow_added_kong"] = r.allow_added_kong;
    j["allow_rob_kong"] = r.allow_rob_kong;
    j["eight_tile_rule"] = r.eight_tile_rule;
    j["seven_pairs"] = r.seven_pairs;
    j["first_dealer"] = kFirstDealer.id(r.first_dealer);
    j["wall_layout"] = kWallLayout.id(r.wall_layout);
    j["dealer_passes_to"] = kDealerPasses.id(r.dealer_passes_to);
    j["haolao_tiles"] = r.haolao_tiles;
    j["min_wall_for_kong"] = r.min_wall_for_kong;
    j["dead_wall_stacks"] = r.dead_wall_stacks;
    j["declare_ready_required"] = r.declare_ready_required;
    j["missed_win_lock"] = r.missed_win_lock;
    j["pot_length"] = kPotLength.id(r.pot_length);
    j["pot_rounds"] = r.pot_rounds;
    j["pot_hands"] = r.pot_hands;
    ordered_json values = ordered_json::object();
    for (int i = 0; i < kNumItems; ++i)
        values[std::string(item_id(static_cast<Item>(i)))] = r.values[i];
    j["values"] = std::move(values);
    j["super_seven_pairs_per_four"] = r.super_seven_pairs_per_four;
    j["base_without_declaring"] = r.base_without_declaring;
    j["huo_exposed"] = r.huo_exposed;
    j["shuangpu_exposed"] = r.shuangpu_exposed;
    return j;
}

// ---- Reading helpers --------------------------------------------------------------------------

[[noreturn]] void malformed(std::size_t line, std::string problem) {
    throw ReplayError(ReplayError::Kind::Malformed, line, std::move(problem));
}
[[noreturn]] void illegal(std::size_t line, std::string problem) {
    throw ReplayError(ReplayError::Kind::Illegal, line, std::move(problem));
}

std::string in_quotes(std::string_view text) {
    std::string out = "\"";
    for (char c : text.substr(0, 40)) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7f || c == '"' || c == '\\') {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", u);
            out += buf;
        } else {
            out += c;
        }
    }
    if (text.size() > 40) out += "...";
    out += '"';
    return out;
}

std::string type_name(const json& j) {
    return json_type_name(j);
}

// Reads the fields of one JSON object, each exactly once; unknown fields are an error.
class Fields {
  public:
    Fields(const json& j, std::size_t line, std::string where)
        : j_(j), line_(line), where_(std::move(where)) {
        if (!j.is_object()) fail("must be a JSON object, got " + type_name(j));
    }

    [[noreturn]] void fail(const std::string& problem) const {
        malformed(line_, where_.empty() ? problem : where_ + ": " + problem);
    }
    [[noreturn]] void fail(std::string_view key, const std::string& problem) const {
        fail("field \"" + std::string(key) + "\" " + problem);
    }

    const json& get(std::string_view key) {
        const auto it = j_.find(std::string(key));
        if (it == j_.end()) fail(key, "is missing");
        return *it;
    }

    std::string str(std::string_view key, std::size_t max_len = 64) {
        const json& v = get(key);
        if (!v.is_string()) fail(key, "must be a string, got " + type_name(v));
        const auto& s = v.get_ref<const std::string&>();
        if (s.size() > max_len) fail(key, "is longer than " + std::to_string(max_len) + " bytes");
        return s;
    }
    bool boolean(std::string_view key) {
        const json& v = get(key);
        if (!v.is_boolean()) fail(key, "must be true or false, got " + type_name(v));
        return v.get<bool>();
    }
    long long integer(std::string_view key, long long lo, long long hi) {
        return integer_of(get(key), key, lo, hi);
    }
    long long integer_of(const json& v, std::string_view key, long long lo, long long hi) const {
        long long x = 0;
        switch (read_integer(v, lo, hi, x)) {
            case IntegerCheck::Ok:
                return x;
            case IntegerCheck::OutOfRange:
                out_of_range(key, lo, hi);
            case IntegerCheck::NotInteger:
                break;
        }
        fail(key, "must be an integer, got " + type_name(v));
    }
    std::uint64_t unsigned64(std::string_view key) {
        const json& v = get(key);
        if (v.is_number_unsigned()) return v.get<std::uint64_t>();
        if (v.is_number_integer() && v.get<std::int64_t>() >= 0)
            return static_cast<std::uint64_t>(v.get<std::int64_t>());
        fail(key, "must be an integer from 0 to 18446744073709551615, got " +
                      (v.is_number_integer() ? std::string("a negative integer") : type_name(v)));
    }
    const json& array(std::string_view key, std::size_t min_size, std::size_t max_size) {
        const json& v = get(key);
        if (!v.is_array()) fail(key, "must be an array, got " + type_name(v));
        if (v.size() < min_size || v.size() > max_size)
            fail(key, min_size == max_size ? "must have " + std::to_string(min_size) +
                                                 " entries, got " + std::to_string(v.size())
                                           : "must have " + std::to_string(min_size) + " to " +
                                                 std::to_string(max_size) + " entries, got " +
                                                 std::to_string(v.size()));
        return v;
    }
    template <class E, std::size_t N>
    E enumeration(std::string_view key, const EnumIds<E, N>& ids) {
        const std::string s = str(key);
        E e{};
        if (!ids.parse(s, e))
            fail(key, "has unknown value " + in_quotes(s) + " (known: " + ids.list() + ")");
        return e;
    }
    Seat seat(std::string_view key) {
        const std::string s = str(key);
        const auto seat = parse_seat(s);
        if (!seat || s.size() != 1) fail(key, "must be a seat E, S, W or N, got " + in_quotes(s));
        return *seat;
    }
    Tile tile_of(const json& v, std::string_view key, TileSet allowed) const {
        if (!v.is_string()) fail(key, "must be a tile text like \"4m\", got " + type_name(v));
        const auto& s = v.get_ref<const std::string&>();
        const bool shape = s.size() == 2 && s[0] >= '1' && s[0] <= '9' &&
                           (s[1] == 'm' || s[1] == 'p' || s[1] == 's' || s[1] == 'z');
        if (!shape) fail(key, "must be a tile text like \"4m\", got " + in_quotes(s));
        const int suit = s[1] == 'm' ? 0 : s[1] == 'p' ? 1 : s[1] == 's' ? 2 : 3;
        const int rank = s[0] - '0';
        if (suit == 3 && rank > 7)
            fail(key, "must be a tile text like \"4m\", got " + in_quotes(s));
        const Tile t(static_cast<Suit>(suit), rank);
        if (!allowed.contains(t))
            fail(key, "has tile " + in_quotes(s) + ", which this ruleset does not use");
        return t;
    }
    Tile tile(std::string_view key, TileSet allowed) { return tile_of(get(key), key, allowed); }

    // Call last: every field present is one the caller knows.
    void done() const {
        for (auto it = j_.begin(); it != j_.end(); ++it)
            if (!known(it.key())) fail("unknown field " + in_quotes(it.key()));
    }
    void mark_known(std::string_view key) { known_.emplace_back(key); }

  private:
    bool known(const std::string& key) const {
        return std::find(known_.begin(), known_.end(), key) != known_.end();
    }
    [[noreturn]] void out_of_range(std::string_view key, long long lo, long long hi) const {
        fail(key, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
    }

    const json& j_;
    std::size_t line_;
    std::string where_;
    std::vector<std::string> known_;
};

// ---- Ruleset ----------------------------------------------------------------------------------

constexpr int kMaxPoints = 10'000'000;  // any single payment or delta

Ruleset parse_ruleset(const json& j, std::size_t line) {
    Fields f(j, line, "ruleset");
    auto key = [&](std::string_view k) -> std::string_view {
        f.mark_known(k);
        return k;
    };
    const std::string id = f.str(key("id"));
    const Ruleset* preset = find_ruleset(id);
    if (!preset) {
        std::string known;
        for (const Ruleset& r : presets()) known += (known.empty() ? "" : ", ") + r.id;
        f.fail("unknown ruleset id " + in_quotes(id) + " (known: " + known + ")");
    }
    Ruleset r = *preset;

    // What defines the game (tiles, calls, scoring formula) must be the preset's; the
    // table settings may differ within sane ranges.
    auto fixed = [&](std::string_view k, bool same, const std::string& want) {
        if (!same) f.fail(k, "must be " + want + " for " + id);
    };
    const ScoringModel scoring = f.enumeration(key("scoring"), kScoring);
    fixed("scoring", scoring == r.scoring, in_quotes(kScoring.id(r.scoring)));
    {
        const std::string text = f.str(key("tiles"), 200);
        std::vector<Tile> tiles;
        try {
            tiles = parse_tiles(text, TileSet((1ull << kNumTileKinds) - 1), 1);
        } catch (const std::exception& e) {
            f.fail("tiles", std::string("is not a tile list: ") + e.what());
        }
        std::uint64_t bits = 0;
        for (Tile t : tiles) bits |= 1ull << t.code();
        fixed("tiles", bits == r.tiles.bits(), in_quotes(format_tiles(r.tiles.tiles())));
    }
    auto fixed_bool = [&](std::string_view k, bool want) {
        fixed(k, f.boolean(key(k)) == want, want ? "true" : "false");
    };
    fixed_bool("allow_pong", r.allow_pong);
    fixed_bool("allow_exposed_kong", r.allow_exposed_kong);
    fixed_bool("allow_added_kong", r.allow_added_kong);
    fixed_bool("allow_rob_kong", r.allow_rob_kong);
    r.eight_tile_rule = f.boolean(key("eight_tile_rule"));
    r.seven_pairs = f.boolean(key("seven_pairs"));
    r.first_dealer = f.enumeration(key("first_dealer"), kFirstDealer);
    // The layout is a table setting (players may pick 10+12 or 11/10 in Settings), but it must
    // fit the tile count: 42 stacks for 84 tiles, 68 for 136.
    const WallLayout layout = f.enumeration(key("wall_layout"), kWallLayout);
    const bool handan_wall = r.wall_layout == WallLayout::Seventeen;
    fixed("wall_layout", (layout == WallLayout::Seventeen) == handan_wall,
          handan_wall ? in_quotes(kWallLayout.id(WallLayout::Seventeen))
                      : in_quotes(kWallLayout.id(WallLayout::DealerTwelve)) + " or " +
                            in_quotes(kWallLayout.id(WallLayout::ElevenTen)));
    r.wall_layout = layout;
    r.dealer_passes_to = f.enumeration(key("dealer_passes_to"), kDealerPasses);
    r.haolao_tiles = static_cast<int>(f.integer(key("haolao_tiles"), 0, kMaxHaolaoTiles));
    r.min_wall_for_kong = static_cast<int>(f.integer(key("min_wall_for_kong"), 1, 31));
    const auto dead = f.integer(key("dead_wall_stacks"), 0, 68);
    fixed("dead_wall_stacks", dead == r.dead_wall_stacks, std::to_string(r.dead_wall_stacks));
    r.declare_ready_required = f.boolean(key("declare_ready_required"));
    r.missed_win_lock = f.boolean(key("missed_win_lock"));
    r.pot_length = f.enumeration(key("pot_length"), kPotLength);
    r.pot_rounds = static_cast<int>(f.integer(key("pot_rounds"), 1, kMaxPotRounds));
    r.pot_hands = static_cast<int>(f.integer(key("pot_hands"), 1, kMaxPotHands));
    {
        const json& values = f.get(key("values"));
        Fields v(values, line, "ruleset: values");
        for (int i = 0; i < kNumItems; ++i) {
            const std::string_view item = item_id(static_cast<Item>(i));
            v.mark_known(item);
            r.values[i] = static_cast<int>(v.integer(item, 0, kMaxRuleValue));
        }
        v.done();
    }
    r.super_seven_pairs_per_four =
        static_cast<int>(f.integer(key("super_seven_pairs_per_four"), 0, kMaxRuleValue));
    r.base_without_declaring =
        static_cast<int>(f.integer(key("base_without_declaring"), 0, kMaxRuleValue));
    r.huo_exposed = static_cast<int>(f.integer(key("huo_exposed"), 0, kMaxRuleValue));
    r.shuangpu_exposed = static_cast<int>(f.integer(key("shuangpu_exposed"), 0, kMaxRuleValue));
    f.done();
    // Each value in range is not enough: together they must describe a game (ruleset.h).
    if (const auto problem = validate_table(r)) f.fail(*problem);
    return r;
}

ReplayHeader parse_header(const json& j) {
    Fields f(j, 1, "header");
    auto key = [&](std::string_view k) -> std::string_view {
        f.mark_known(k);
        return k;
    };
    const std::string format = f.str(key("format"));
    if (format != kReplayFormat)
        f.fail("format", "must be \"haolao-replay\", got " + in_quotes(format));
    ReplayHeader h;
    h.version = static_cast<int>(f.integer(key("version"), 0, std::numeric_limits<int>::max()));
    if (h.version < 1 || h.version > kReplayVersion)
        f.fail("version", "is " + std::to_string(h.version) +
                              "; this program reads versions 1 to " +
                              std::to_string(kReplayVersion));
    h.rules = parse_ruleset(f.get(key("ruleset")), 1);
    h.seed = f.unsigned64(key("seed"));
    const json& seats = f.array(key("seats"), 4, 4);
    for (int i = 0; i < 4; ++i) {
        Fields s(seats[static_cast<std::size_t>(i)], 1, "header: seats[" + std::to_string(i) + "]");
        s.mark_known("seat");
        s.mark_known("agent");
        s.mark_known("name");
        const Seat seat = s.seat("seat");
        if (seat != seat_from_index(i))
            s.fail("seat", std::string("must be \"") + seat_letter(seat_from_index(i)) +
                               "\" (seats are listed E, S, W, N)");
        h.seats[static_cast<std::size_t>(i)].agent = s.str("agent", 256);
        h.seats[static_cast<std::size_t>(i)].name = s.str("name", 256);
        s.done();
    }
    f.done();
    return h;
}

Dice parse_dice(Fields& f, std::string_view key) {
    const json& a = f.array(key, 2, 2);
    Dice d;
    d.a = static_cast<std::uint8_t>(f.integer_of(a[0], key, 0, 6));
    d.b = static_cast<std::uint8_t>(f.integer_of(a[1], key, 0, 6));
    return d;
}

Event parse_event(const json& j, std::size_t line, const Ruleset& rules, int version) {
    Fields f(j, line, "");
    f.mark_known("event");
    const std::string id = f.str("event");
    Fields g(j, line, id);  // same object, messages prefixed by the event id
    g.mark_known("event");
    g.get("event");
    auto key = [&](std::string_view k) -> std::string_view {
        g.mark_known(k);
        return k;
    };
    const TileSet tiles = rules.tiles;
    // Handan's claim records (and won's melds) exist only under a Handan table.
    const bool handan = rules.scoring == ScoringModel::HandanFan;
    auto read_deltas = [&](std::string_view k) {
        const json& d = g.array(k, 4, 4);
        std::array<int, 4> out{};
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = static_cast<int>(g.integer_of(d[i], k, -kMaxPoints, kMaxPoints));
        return out;
    };
    Event event;
    if (id == "pot_started") {
        PotStarted e;
        e.first_dealer = g.seat(key("dealer"));
        e.dice = parse_dice(g, key("dice"));
        event = e;
    } else if (id == "hand_started") {
        HandStarted e;
        e.dealer = g.seat(key("dealer"));
        e.streak = static_cast<int>(g.integer(key("streak"), 1, kMaxPotHands));
        if (version >= 2) {
            e.dice = parse_dice(g, key("dice"));
            if (e.dice.a < 1 || e.dice.b < 1)
                g.fail("dice", "must be two dice from 1 to 6 (the roll that breaks this wall)");
        }
        const std::size_t n = static_cast<std::size_t>(tiles.size()) * 4;
        const json& wall = g.array(key("wall"), n, n);
        e.wall.reserve(n);
        for (const json& t : wall) e.wall.push_back(g.tile_of(t, "wall", tiles));
        event = std::move(e);
    } else if (id == "dice_rolled") {
        event = DiceRolled{parse_dice(g, key("dice"))};
    } else if (id == "dealt") {
        event = Dealt{};
    } else if (id == "drew") {
        Drew e;
        e.seat = g.seat(key("seat"));
        e.tile = g.tile(key("tile"), tiles);
        e.replacement = g.boolean(key("replacement"));
        event = e;
    } else if (id == "kong") {
        KongDeclared e;
        e.seat = g.seat(key("seat"));
        e.tile = g.tile(key("tile"), tiles);
        event = e;
    } else if (id == "discarded") {
        Discarded e;
        e.seat = g.seat(key("seat"));
        e.tile = g.tile(key("tile"), tiles);
        e.declare = g.boolean(key("declare"));
        e.automatic = g.boolean(key("automatic"));
        event = e;
    } else if (id == "win_passed") {
        WinPassed e;
        e.seat = g.seat(key("seat"));
        e.points = static_cast<int>(g.integer(key("points"), -kMaxPoints, kMaxPoints));
        event = e;
    } else if (id == "won") {
        Won e;
        e.winner = g.seat(key("winner"));
        e.tile = g.tile(key("tile"), tiles);
        e.by = g.enumeration(key("by"), kWinBy);
        e.discarder = g.seat(key("discarder"));
        const json& sits = g.array(key("situations"), 0, kSituations.size());
        for (const json& s : sits) {
            if (!s.is_string()) g.fail("situations", "must hold strings, got " + type_name(s));
            const auto& text = s.get_ref<const std::string&>();
            std::uint8_t bit = 0;
            for (const auto& [b, name] : kSituations)
                if (name == text) bit = b;
            if (!bit) {
                std::string known;
                for (const auto& [b, name] : kSituations)
                    known += (known.empty() ? "" : ", ") + std::string(name);
                g.fail("situations",
                       "has unknown situation " + in_quotes(text) + " (known: " + known + ")");
            }
            if (e.situations & bit) g.fail("situations", "lists " + in_quotes(text) + " twice");
            e.situations |= bit;
        }
        const json& deltas = g.array(key("deltas"), 4, 4);
        for (int i = 0; i < 4; ++i)
            e.deltas[static_cast<std::size_t>(i)] = static_cast<int>(g.integer_of(
                deltas[static_cast<std::size_t>(i)], "deltas", -kMaxPoints, kMaxPoints));
        if (version >= 2) {
            const std::string hand = g.str(key("hand"), 64);
            try {
                e.hand.concealed = to_counts(parse_tiles(hand, tiles));
            } catch (const std::exception& ex) {
                g.fail("hand", std::string("is not a tile list: ") + ex.what());
            }
            if (total(e.hand.concealed) > 14) g.fail("hand", "has more than 14 tiles");
            const json& kongs = g.array(key("kongs"), 0, 4);
            for (const json& k : kongs)
                e.hand.kongs[e.hand.kong_count++] = g.tile_of(k, "kongs", tiles);
            const json& payments = g.array(key("payments"), 0, 3);
            for (std::size_t p = 0; p < payments.size(); ++p) {
                Fields pf(payments[p], line, "won: payments[" + std::to_string(p) + "]");
                for (std::string_view k : {"payer", "points", "shape", "items"}) pf.mark_known(k);
                Payment pay;
                pay.payer = pf.seat("payer");
                pay.points = static_cast<int>(pf.integer("points", -kMaxPoints, kMaxPoints));
                pay.shape = pf.enumeration("shape", kShape);
                const json& items = pf.array("items", 0, static_cast<std::size_t>(kNumItems));
                for (std::size_t k = 0; k < items.size(); ++k) {
                    Fields itf(items[k], line,
                               "won: payments[" + std::to_string(p) + "].items[" +
                                   std::to_string(k) + "]");
                    for (std::string_view key2 : {"item", "points", "multiplier"})
                        itf.mark_known(key2);
                    ItemScore item;
                    const std::string id = itf.str("item");
                    const auto parsed = item_from_id(id);
                    if (!parsed) itf.fail("item", "is not a scoring item id: " + in_quotes(id));
                    item.item = *parsed;
                    item.points = static_cast<int>(itf.integer("points", -kMaxPoints, kMaxPoints));
                    item.multiplier = static_cast<int>(itf.integer("multiplier", 0, 1000));
                    itf.done();
                    pay.items.push_back(item);
                }
                pf.done();
                e.payments.push_back(std::move(pay));
            }
        }
        if (handan && j.contains("melds")) {
            const json& melds = g.array(key("melds"), 1, kMaxMelds);
            for (std::size_t m = 0; m < melds.size(); ++m) {
                Fields mf(melds[m], line, "won: melds[" + std::to_string(m) + "]");
                for (std::string_view k : {"type", "tile", "from"}) mf.mark_known(k);
                Meld meld;
                meld.type = mf.enumeration("type", kMeldType);
                meld.tile = mf.tile("tile", tiles);
                meld.from = mf.seat("from");
                mf.done();
                if (meld.type == MeldType::ConcealedKong)
                    g.fail("melds", "lists a concealed kong (those are in \"kongs\")");
                e.melds[e.meld_count++] = meld;
            }
        }
        event = std::move(e);
    } else if (id == "haolao_started") {
        event = HaolaoStarted{};
    } else if (id == "hand_ended") {
        HandEnded e;
        e.drawn = g.boolean(key("drawn"));
        if (version >= 2) {
            e.next_dealer = g.seat(key("next_dealer"));
            // (After a pot's last hand the streak the next hand would have.)
            e.streak = static_cast<int>(g.integer(key("streak"), 1, kMaxPotHands + 1));
            e.rounds_done = static_cast<int>(g.integer(key("rounds_done"), 0, kMaxPotHands));
        }
        event = e;
    } else if (id == "pot_ended") {
        event = PotEnded{};
    } else if (handan && id == "claimed") {
        Claimed e;
        e.seat = g.seat(key("seat"));
        e.type = g.enumeration(key("type"), kMeldType);
        if (e.type != MeldType::Pong && e.type != MeldType::ExposedKong)
            g.fail("type", "must be \"pong\" or \"exposed_kong\" (a claim on a discard)");
        e.tile = g.tile(key("tile"), tiles);
        e.from = g.seat(key("from"));
        event = e;
    } else if (handan && id == "kong_added") {
        KongAdded e;
        e.seat = g.seat(key("seat"));
        e.tile = g.tile(key("tile"), tiles);
        event = e;
    } else if (handan && id == "kong_paid") {
        KongPaid e;
        e.seat = g.seat(key("seat"));
        e.type = g.enumeration(key("type"), kMeldType);
        if (e.type == MeldType::Pong) g.fail("type", "must be a kong (a pong earns no money)");
        e.tile = g.tile(key("tile"), tiles);
        e.from = g.seat(key("from"));
        e.deltas = read_deltas(key("deltas"));
        event = e;
    } else if (handan && id == "follow_discard_paid") {
        FollowDiscardPaid e;
        e.seat = g.seat(key("seat"));
        e.tile = g.tile(key("tile"), tiles);
        e.deltas = read_deltas(key("deltas"));
        event = e;
    } else if (handan && id == "claim_passed") {
        ClaimPassed e;
        e.seat = g.seat(key("seat"));
        e.offer = g.enumeration(key("offer"), kClaimOffer);
        e.tile = g.tile(key("tile"), tiles);
        event = e;
    } else if (id == "declined" && version >= 2) {
        Declined e;
        e.seat = g.seat(key("seat"));
        e.offer = g.enumeration(key("offer"), kOffer);
        e.tile = g.tile(key("tile"), tiles);
        event = e;
    } else {
        f.fail("event", "has unknown value " + in_quotes(id) +
                            " (known: pot_started, hand_started, dice_rolled, dealt, drew, kong, "
                            "discarded, win_passed, won, haolao_started, hand_ended, pot_ended" +
                            std::string(version >= 2 ? ", declined" : "") +
                            std::string(handan ? ", claimed, kong_added, kong_paid, "
                                                 "follow_discard_paid, claim_passed)"
                                               : ")"));
    }
    g.done();
    return event;
}

// Version 1 stored each wall already broken (in draw order) and its dice only in the next
// dice_rolled: give hand_started the dice and the wall as built, as version 2 has them. A wall
// with no dice_rolled after it (a cut log) keeps its order under dice 1+1.
void upgrade_walls(Replay& replay) {
    std::vector<Event>& events = replay.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        auto* hs = std::get_if<HandStarted>(&events[i]);
        if (!hs) continue;
        const auto* roll =
            i + 1 < events.size() ? std::get_if<DiceRolled>(&events[i + 1]) : nullptr;
        hs->dice = Dice{1, 1};
        if (!roll || roll->dice.a < 1 || roll->dice.b < 1) continue;
        hs->dice = roll->dice;
        hs->wall = wall_as_built(hs->wall,
                                 WallShape(replay.header.rules.wall_layout, hs->dealer, hs->dice));
    }
}

// ---- Verification helpers -----------------------------------------------------------------------

std::string short_json(const Event& e) {
    std::string s = event_to_json(e);
    if (s.size() > 160) s = s.substr(0, 150) + "...";
    return s;
}

std::string seats_text(SeatMask mask) {
    std::string out;
    for (Seat s : mask.seats()) {
        if (!out.empty()) out += ", ";
        out += seat_letter(s);
    }
    return out;
}

}  // namespace

// ---- Writing (public) -------------------------------------------------------------------------

std::string event_to_json(const Event& event) {
    std::string out = R"({"event":")";
    out += event_id(event);
    out += '"';
    std::visit(Overloaded{
                   [&](const PotStarted& e) {
                       put_seat(out, "dealer", e.first_dealer);
                       put_dice(out, e.dice);
                   },
                   [&](const HandStarted& e) {
                       put_seat(out, "dealer", e.dealer);
                       put_int(out, "streak", e.streak);
                       put_dice(out, e.dice);
                       out += ",\"wall\":[";
                       for (std::size_t i = 0; i < e.wall.size(); ++i) {
                           if (i) out += ',';
                           out += '"';
                           out += static_cast<char>('0' + e.wall[i].rank());
                           out += "mpsz"[static_cast<int>(e.wall[i].suit())];
                           out += '"';
                       }
                       out += ']';
                   },
                   [&](const DiceRolled& e) { put_dice(out, e.dice); },
                   [&](const Dealt&) {},
                   [&](const Drew& e) {
                       put_seat(out, "seat", e.seat);
                       put_tile(out, "tile", e.tile);
                       put_bool(out, "replacement", e.replacement);
                   },
                   [&](const KongDeclared& e) {
                       put_seat(out, "seat", e.seat);
                       put_tile(out, "tile", e.tile);
                   },
                   [&](const Discarded& e) {
                       put_seat(out, "seat", e.seat);
                       put_tile(out, "tile", e.tile);
                       put_bool(out, "declare", e.declare);
                       put_bool(out, "automatic", e.automatic);
                   },
                   [&](const WinPassed& e) {
                       put_seat(out, "seat", e.seat);
                       put_int(out, "points", e.points);
                   },
                   [&](const Won& e) {
                       put_seat(out, "winner", e.winner);
                       put_tile(out, "tile", e.tile);
                       out += R"(,"by":")";
                       out += kWinBy.id(e.by);
                       out += '"';
                       put_seat(out, "discarder", e.discarder);
                       out += ",\"situations\":[";
                       bool first = true;
                       for (const auto& [bit, name] : kSituations) {
                           if (!(e.situations & bit)) continue;
                           if (!first) out += ',';
                           first = false;
                           out += '"';
                           out += name;
                           out += '"';
                       }
                       out += "],\"deltas\":[";
                       for (int i = 0; i < 4; ++i) {
                           if (i) out += ',';
                           out += std::to_string(e.deltas[static_cast<std::size_t>(i)]);
                       }
                       out += R"(],"hand":")";
                       out += format_counts(e.hand.concealed);
                       out += R"(","kongs":[)";
                       for (int k = 0; k < e.hand.kong_count; ++k) {
                           if (k) out += ',';
                           out += '"' + e.hand.kongs[static_cast<std::size_t>(k)].str() + '"';
                       }
                       out += "],\"payments\":[";
                       for (std::size_t p = 0; p < e.payments.size(); ++p) {
                           const Payment& pay = e.payments[p];
                           if (p) out += ',';
                           out += R"({"payer":")";
                           out += seat_letter(pay.payer);
                           out += '"';
                           put_int(out, "points", pay.points);
                           out += R"(,"shape":")";
                           out += kShape.id(pay.shape);
                           out += R"(","items":[)";
                           for (std::size_t k = 0; k < pay.items.size(); ++k) {
                               if (k) out += ',';
                               out += R"({"item":")";
                               out += item_id(pay.items[k].item);
                               out += '"';
                               put_int(out, "points", pay.items[k].points);
                               put_int(out, "multiplier", pay.items[k].multiplier);
                               out += '}';
                           }
                           out += "]}";
                       }
                       out += ']';
                       if (e.meld_count > 0) {  // Handan: the winner's exposed melds
                           out += ",\"melds\":[";
                           for (int k = 0; k < e.meld_count; ++k) {
                               if (k) out += ',';
                               out += meld_json(e.melds[static_cast<std::size_t>(k)]);
                           }
                           out += ']';
                       }
                   },
                   [&](const HaolaoStarted&) {},
                   [&](const HandEnded& e) {
                       put_bool(out, "drawn", e.drawn);
                       put_seat(out, "next_dealer", e.next_dealer);
                       put_int(out, "streak", e.streak);
                       put_int(out, "rounds_done", e.rounds_done);
                   },
                   [&](const PotEnded&) {},
                   [&](const Declined& e) {
                       put_seat(out, "seat", e.seat);
                       out += R"(,"offer":")";
                       out += kOffer.id(e.offer);
                       out += '"';
                       put_tile(out, "tile", e.tile);
                   },
                   // Handan's claim events (docs/REPLAY_FORMAT.md).
                   [&](const Claimed& e) {
                       put_seat(out, "seat", e.seat);
                       put_id(out, "type", kMeldType.id(e.type));
                       put_tile(out, "tile", e.tile);
                       put_seat(out, "from", e.from);
                   },
                   [&](const KongAdded& e) {
                       put_seat(out, "seat", e.seat);
                       put_tile(out, "tile", e.tile);
                   },
                   [&](const KongPaid& e) {
                       put_seat(out, "seat", e.seat);
                       put_id(out, "type", kMeldType.id(e.type));
                       put_tile(out, "tile", e.tile);
                       put_seat(out, "from", e.from);
                       put_deltas(out, e.deltas);
                   },
                   [&](const FollowDiscardPaid& e) {
                       put_seat(out, "seat", e.seat);
                       put_tile(out, "tile", e.tile);
                       put_deltas(out, e.deltas);
                   },
                   [&](const ClaimPassed& e) {
                       put_seat(out, "seat", e.seat);
                       put_id(out, "offer", kClaimOffer.id(e.offer));
                       put_tile(out, "tile", e.tile);
                   },
               },
               event);
    out += '}';
    return out;
}

std::string header_to_json(const ReplayHeader& header) {
    ordered_json j;
    j["format"] = kReplayFormat;
    j["version"] = header.version;
    j["ruleset"] = ruleset_to_json(header.rules);
    j["seed"] = header.seed;
    ordered_json seats = ordered_json::array();
    for (int i = 0; i < 4; ++i) {
        ordered_json s;
        s["seat"] = std::string(1, seat_letter(seat_from_index(i)));
        s["agent"] = header.seats[static_cast<std::size_t>(i)].agent;
        s["name"] = header.seats[static_cast<std::size_t>(i)].name;
        seats.push_back(std::move(s));
    }
    j["seats"] = std::move(seats);
    // Invalid UTF-8 in a name is replaced rather than thrown on.
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string write_replay(const ReplayHeader& header, const std::vector<Event>& events) {
    std::string out = header_to_json(header);
    out += '\n';
    for (const Event& e : events) {
        out += event_to_json(e);
        out += '\n';
    }
    return out;
}

void save_replay(const std::string& path, const ReplayHeader& header,
                 const std::vector<Event>& events) {
    save_replay_text(path, write_replay(header, events));
}

void save_replay_text(const std::string& path, std::string_view text) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (!file) throw std::runtime_error("cannot write replay file \"" + path + "\"");
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!file) throw std::runtime_error("cannot write replay file \"" + path + "\"");
}

// ---- Reading (public) -------------------------------------------------------------------------

std::size_t max_replay_bytes(const Ruleset& rules) {
    // Longest forms: a header line is within the line limit; a hand_started holds the wall
    // (5 bytes a tile) and ~70 bytes more; a won line at most 3 payments of every item; every
    // other event line is under 96 bytes (the longest, discarded, is ~80).
    constexpr std::size_t kHeader = 16u << 10;
    constexpr std::size_t kLine = 96;
    const auto wall = static_cast<std::size_t>(rules.tiles.size()) * 4;
    const std::size_t hand_started = 128 + 5 * wall;
    const std::size_t won = 256 + 3 * (64 + static_cast<std::size_t>(kNumItems) * 64);
    const std::size_t per_hand = hand_started + 3 * won + max_events_per_hand(rules) * kLine;
    const std::size_t hands = (max_pot_events(rules) - 2) / max_events_per_hand(rules);
    return kHeader + 2 * kLine + hands * per_hand;
}

namespace {
// Every table the settings allow: each preset (its tiles fix the wall) with a pot of the most
// hands.
template <class F>
std::size_t largest_over_tables(F bound) {
    std::size_t most = 0;
    for (Ruleset r : presets()) {
        r.pot_length = PotLength::Rounds;  // kMaxPotHands hands, the most any pot has
        most = std::max(most, bound(r));
    }
    return most;
}
}  // namespace

std::size_t largest_replay_bytes() {
    static const std::size_t bytes = largest_over_tables(max_replay_bytes);
    return bytes;
}

std::size_t largest_pot_events() {
    static const std::size_t events = largest_over_tables(max_pot_events);
    return events;
}

Event parse_event_line(std::string_view line, const Ruleset& rules, int version) {
    json j;
    try {
        j = parse_strict_json(line, ReplayLimits{}.max_depth);
    } catch (const JsonInputError& e) {
        malformed(1, e.what());
    }
    return parse_event(j, 1, rules, version);
}

Replay parse_replay(std::string_view text, const ReplayLimits& limits) {
    if (text.size() > limits.max_file_bytes)
        malformed(0, "the file is larger than " + std::to_string(limits.max_file_bytes) + " bytes");
    if (text.empty()) malformed(1, "the file is empty (expected the header line)");

    Replay replay;
    // The header tightens the event limit to the longest pot its table can play.
    std::size_t max_events = limits.max_events;
    bool have_header = false;
    std::size_t line_no = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        ++line_no;
        const std::size_t end = text.find('\n', pos);
        std::string_view line =
            text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        pos = end == std::string_view::npos ? text.size() : end + 1;
        // A line ends in "\n" or "\r\n"; the last one may lack its ending. The final newline
        // ends the last line and starts none, so every empty line here is a blank line.
        if (end != std::string_view::npos && !line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.size() > limits.max_line_bytes)
            malformed(line_no, "the line is longer than " + std::to_string(limits.max_line_bytes) +
                                   " bytes");
        if (line.empty()) malformed(line_no, "empty line");
        if (line_no > max_events + 1)
            malformed(line_no, "more than " + std::to_string(max_events) + " events");
        json j;
        try {
            j = parse_strict_json(line, limits.max_depth);
        } catch (const JsonInputError& e) {
            malformed(line_no, e.what());
        }
        if (line_no == 1) {
            replay.header = parse_header(j);
            max_events = std::min(max_events, max_pot_events(replay.header.rules));
            have_header = true;
        } else {
            replay.events.push_back(
                parse_event(j, line_no, replay.header.rules, replay.header.version));
        }
    }
    if (!have_header) malformed(1, "the file is empty (expected the header line)");
    if (replay.header.version == 1) upgrade_walls(replay);
    return replay;
}

namespace {

// Version 1 lines carry less: a won without its scoring, a hand_ended without the next dealer.
bool same_in_version1(const Event& engine, const Event& file) {
    if (const auto* w = std::get_if<Won>(&engine)) {
        const auto* f = std::get_if<Won>(&file);
        if (!f) return false;
        Won stripped = *w;
        stripped.hand = Hand{};
        stripped.payments.clear();
        return stripped == *f;
    }
    if (const auto* h = std::get_if<HandEnded>(&engine)) {
        const auto* f = std::get_if<HandEnded>(&file);
        return f && f->drawn == h->drawn;
    }
    return false;
}

// Before version 3 a win_passed wrote points 0 when the missed-win lock was off.
bool same_without_lock(const Event& engine, const Event& file) {
    const auto* w = std::get_if<WinPassed>(&engine);
    const auto* f = std::get_if<WinPassed>(&file);
    return w && f && f->seat == w->seat && f->points == 0;
}

}  // namespace

// Re-drives a Game through `events` (see resume_game); fills `check` as verify_events reports it.
// `hook` (may be empty) sees each decision before it is applied (replay_drive.h).
Game rebuild(const Ruleset& rules, std::uint64_t seed, const std::vector<Event>& events,
             const VerifyOptions& options, ReplayCheck& check, const DecisionHook& hook) {
    auto line_of = [](std::size_t i) { return i + 2; };
    Game game(rules, seed);
    const bool legacy = options.version < 2;
    const std::vector<Event>& produced = game.events();
    std::size_t i = 0;  // next file event
    std::size_t g = 0;  // next engine event
    const std::size_t wall_size = static_cast<std::size_t>(rules.tiles.size()) * 4;

    if (events.empty() && !options.allow_unfinished) illegal(2, "no events after the header");

    try {
        for (;;) {
            // Everything the engine appended must be exactly what the file says.
            while (g < produced.size()) {
                if (legacy && std::holds_alternative<Declined>(produced[g])) {
                    ++g;  // version 1 did not record declined offers
                    continue;
                }
                if (i >= events.size()) {
                    if (options.allow_unfinished) break;
                    illegal(line_of(i), "the log ends early: the engine continues with " +
                                            short_json(produced[g]));
                }
                const Event& want = produced[g];
                const Event& got = events[i];
                bool same = want == got;
                if (!same && legacy) same = same_in_version1(want, got);
                if (!same && options.version < 3 && !rules.missed_win_lock)
                    same = same_without_lock(want, got);
                if (!same && std::holds_alternative<PotStarted>(want) &&
                    std::holds_alternative<PotStarted>(got)) {
                    // The file's dice are checked below; the engine was rigged with the dealer.
                    same = std::get<PotStarted>(want).first_dealer ==
                           std::get<PotStarted>(got).first_dealer;
                }
                if (!same) {
                    if (want.index() == got.index() && std::holds_alternative<HandStarted>(want)) {
                        const auto& w = std::get<HandStarted>(want);
                        const auto& f = std::get<HandStarted>(got);
                        illegal(line_of(i), std::string("hand_started: the dealer is ") +
                                                seat_letter(w.dealer) + " with streak " +
                                                std::to_string(w.streak) + ", the file says " +
                                                seat_letter(f.dealer) + " with streak " +
                                                std::to_string(f.streak));
                    }
                    illegal(line_of(i), "the engine gives " + short_json(want) + ", the file has " +
                                            short_json(got));
                }
                ++i;
                ++g;
            }
            if (i >= events.size()) break;

            const Event& e = events[i];
            if (!game.hand_running()) {
                if (game.pot_over())
                    illegal(line_of(i), std::string(event_id(e)) + " after the pot ended");
                std::size_t j = i;
                if (game.state().phase == Phase::NotStarted) {
                    const auto* pot = std::get_if<PotStarted>(&e);
                    if (!pot)
                        illegal(line_of(i),
                                "expected pot_started, found " + std::string(event_id(e)));
                    const Dice d = pot->dice;
                    const bool fixed = d.a == 0 && d.b == 0;  // dealer fixed by the table
                    if (!fixed) {
                        if (rules.first_dealer != FirstDealer::Dice)
                            illegal(line_of(i),
                                    "pot_started: dice given, but this ruleset does not "
                                    "roll for the first dealer");
                        if (d.a < 1 || d.b < 1)
                            illegal(line_of(i), "pot_started: each die must be from 1 to 6");
                        if (seat_from_index(d.sum() - 1) != pot->first_dealer)
                            illegal(line_of(i), "pot_started: dice " + std::to_string(d.a) + "+" +
                                                    std::to_string(d.b) + " make " +
                                                    seat_letter(seat_from_index(d.sum() - 1)) +
                                                    " the dealer, not " +
                                                    seat_letter(pot->first_dealer));
                    }
                    if (j + 1 >= events.size() && !options.allow_unfinished)
                        illegal(line_of(j + 1), "the log ends before the hand starts");
                    game.prepare_logged_pot(*pot);
                    game.start_pot();
                    continue;  // (the loop above compares the engine's pot_started)
                }
                if (std::holds_alternative<PotStarted>(e)) {
                    illegal(line_of(i), "a second pot_started (one pot per file)");
                }
                const auto* hs = std::get_if<HandStarted>(&events[j]);
                if (!hs)
                    illegal(line_of(j),
                            "expected hand_started, found " + std::string(event_id(events[j])));
                if (hs->wall.size() != wall_size)
                    illegal(line_of(j), "hand_started: the wall must have " +
                                            std::to_string(wall_size) + " tiles");
                TileCounts counts{};
                for (Tile t : hs->wall) {
                    if (!rules.tiles.contains(t) || ++counts[t.code()] > 4)
                        illegal(line_of(j), "hand_started: the wall has a fifth " + t.str());
                }
                if (j + 1 >= events.size()) {
                    // A log cut right after hand_started: version 2 names the dice there, so
                    // the hand starts as logged (its roll and deal are automatic steps).
                    if (!options.allow_unfinished)
                        illegal(line_of(j + 1), "the log ends before the dice are rolled");
                    if (legacy) break;
                    game.prepare_logged_hand(*hs);
                    game.start_hand();
                    ++check.hands;
                    continue;
                }
                const auto* dice = std::get_if<DiceRolled>(&events[j + 1]);
                if (!dice)
                    illegal(line_of(j + 1),
                            "expected dice_rolled, found " + std::string(event_id(events[j + 1])));
                if (dice->dice.a < 1 || dice->dice.b < 1)
                    illegal(line_of(j + 1), "dice_rolled: each die must be from 1 to 6");
                if (!(dice->dice == hs->dice))
                    illegal(line_of(j + 1),
                            "dice_rolled: the hand_started line says the dice are " +
                                std::to_string(hs->dice.a) + "+" + std::to_string(hs->dice.b));
                game.prepare_logged_hand(*hs);
                game.start_hand();
                ++check.hands;
                continue;
            }

            // A hand is running: the event must be a decision of a seat that has one. Declined
            // offers are recorded just before the decision that let them go.
            std::size_t at = i;
            while (at + 1 < events.size() && std::holds_alternative<Declined>(events[at]) &&
                   at - i < 8)
                ++at;
            const Event& e_decision = events[at];
            Seat seat = Seat::East;
            Action action;
            std::visit(Overloaded{
                           [&](const Discarded& d) {
                               if (d.automatic)
                                   illegal(line_of(at),
                                           "discarded: an automatic discard the engine "
                                           "does not make here");
                               seat = d.seat;
                               action = Action::discard(d.tile, d.declare);
                           },
                           [&](const KongDeclared& k) {
                               seat = k.seat;
                               action = Action::kong(k.tile);
                           },
                           [&](const Won& w) {
                               seat = w.winner;
                               action = Action::win();
                           },
                           [&](const WinPassed& p) {
                               seat = p.seat;
                               action = Action::pass();
                           },
                           [&](const Claimed& c) {
                               seat = c.seat;
                               action = c.type == MeldType::ExposedKong
                                            ? Action::exposed_kong(c.tile)
                                            : Action::pong(c.tile);
                           },
                           [&](const KongAdded& k) {
                               seat = k.seat;
                               action = Action::added_kong(k.tile);
                           },
                           [&](const ClaimPassed& p) {
                               seat = p.seat;
                               action = Action::pass();
                           },
                           [&](const auto&) {
                               illegal(line_of(at), std::string(event_id(e_decision)) +
                                                        ": the engine waits for a decision of " +
                                                        seats_text(game.to_act()));
                           },
                       },
                       e_decision);
            if (hook && !hook(game, seat, action, at)) return game;
            const ActionError err = game.act(seat, action);
            if (err != ActionError::Ok)
                illegal(line_of(at),
                        std::string(event_id(e_decision)) + " by " + seat_letter(seat) +
                            " is not legal here: " + std::string(action_error_id(err)));
        }
    } catch (const ReplayError&) {
        throw;
    } catch (const std::exception& ex) {
        illegal(line_of(i), std::string("the engine rejects the event: ") + ex.what());
    }

    if (!options.allow_unfinished && game.hand_running())
        illegal(line_of(events.size()),
                "the log ends inside a hand: the engine waits for " + seats_text(game.to_act()));
    check.events = events.size();
    check.finished = !events.empty() && std::holds_alternative<PotEnded>(events.back());
    return game;
}

Game resume_game(const ReplayHeader& header, const std::vector<Event>& events) {
    ReplayCheck check;
    VerifyOptions options;
    options.allow_unfinished = true;
    options.version = header.version;
    return rebuild(header.rules, header.seed, events, options, check, {});
}

ReplayCheck verify_events(const Ruleset& rules, std::uint64_t seed,
                          const std::vector<Event>& events, const VerifyOptions& options) {
    ReplayCheck check;
    const Game game = rebuild(rules, seed, events, options, check, {});
    const std::vector<Event>& produced = game.events();
    // The state after the file's last event is the fold of its events; when the engine stopped
    // there too (a complete log), the two must agree.
    check.final_state = replay_events(events, rules);
    if (produced.size() == events.size() && !(check.final_state == game.state()))
        illegal(events.empty() ? 0 : events.size() + 1,
                "folding the events does not give the engine's final state");
    return check;
}

Replay load_replay(std::string_view text, const ReplayLimits& limits,
                   const VerifyOptions& options) {
    Replay replay = parse_replay(text, limits);
    verify_replay(replay, options);
    return replay;
}

std::string read_replay_file(const std::string& path, const ReplayLimits& limits) {
    std::ifstream file(path, std::ios::binary);
    if (!file) malformed(0, "cannot open \"" + path + "\"");
    std::string text;
    char buf[1 << 16];
    while (file) {
        file.read(buf, sizeof buf);
        text.append(buf, static_cast<std::size_t>(file.gcount()));
        if (text.size() > limits.max_file_bytes)
            malformed(
                0, "the file is larger than " + std::to_string(limits.max_file_bytes) + " bytes");
    }
    if (file.bad()) malformed(0, "cannot read \"" + path + "\"");
    return text;
}

}  // namespace haolao
