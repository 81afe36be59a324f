// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QMetaType>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStringList>
#include <QVariant>
#include <QtGlobal>
#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>

#include "haolao/agent.h"
#include "haolao/utf8.h"
#include "haolao/wall.h"
#include "keep_aside.h"
#include "names.h"

namespace haolao::ui {

namespace {

QString qstr(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

const char* const kSeatKeys[4] = {"east", "south", "west", "north"};
constexpr int kMaxNameLength = 32;
constexpr int kMaxCustom = 100;  // saved custom rule sets

template <class T>
using Table = std::vector<std::pair<QString, T>>;

const Table<FirstDealer>& first_dealers() {
    static const Table<FirstDealer> t = {{QStringLiteral("dice"), FirstDealer::Dice},
                                         {QStringLiteral("random"), FirstDealer::Random},
                                         {QStringLiteral("east"), FirstDealer::East}};
    return t;
}
const Table<WallLayout>& wall_layouts() {
    static const Table<WallLayout> t = {{QStringLiteral("dealer_twelve"), WallLayout::DealerTwelve},
                                        {QStringLiteral("eleven_ten"), WallLayout::ElevenTen},
                                        {QStringLiteral("seventeen"), WallLayout::Seventeen}};
    return t;
}
const Table<DealerPasses>& dealer_passes() {
    static const Table<DealerPasses> t = {{QStringLiteral("next"), DealerPasses::Next},
                                          {QStringLiteral("previous"), DealerPasses::Previous}};
    return t;
}
const Table<PotLength>& pot_lengths() {
    static const Table<PotLength> t = {{QStringLiteral("rounds"), PotLength::Rounds},
                                       {QStringLiteral("hands"), PotLength::Hands}};
    return t;
}
const Table<Speed>& speeds() {  // Instant is not a player's choice
    static const Table<Speed> t = {{QStringLiteral("slow"), Speed::Slow},
                                   {QStringLiteral("normal"), Speed::Normal},
                                   {QStringLiteral("fast"), Speed::Fast}};
    return t;
}
const Table<TileTheme>& themes() {
    static const Table<TileTheme> t = {{QStringLiteral("classic"), TileTheme::Classic},
                                       {QStringLiteral("high_contrast"), TileTheme::HighContrast}};
    return t;
}
const Table<TableColour>& table_colours() {
    static const Table<TableColour> t = {{QStringLiteral("green"), TableColour::Green},
                                         {QStringLiteral("blue"), TableColour::Blue},
                                         {QStringLiteral("red"), TableColour::Red},
                                         {QStringLiteral("wood"), TableColour::Wood},
                                         {QStringLiteral("slate"), TableColour::Slate}};
    return t;
}
const Table<Language>& languages() {
    static const Table<Language> t = {{QStringLiteral("system"), Language::System},
                                      {QStringLiteral("zh_CN"), Language::Chinese},
                                      {QStringLiteral("en"), Language::English}};
    return t;
}

// The value a stored id names (ids match exactly); nullopt for an unknown one.
template <class T>
std::optional<T> value_of(const Table<T>& table, const QString& id) {
    for (const auto& [key, value] : table)
        if (key == id) return value;
    return std::nullopt;
}

template <class T>
QString id_of(const Table<T>& table, T v) {
    for (const auto& [id, value] : table)
        if (value == v) return id;
    return {};
}

// The text of a scalar value; nullopt for lists, maps and other non-scalar types.
std::optional<QString> scalar_text(const QVariant& v) {
    switch (v.typeId()) {
        case QMetaType::QString:
            return v.toString();
        case QMetaType::QByteArray:
            return QString::fromUtf8(v.toByteArray());
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Double:
            return v.toString();
        default:
            return std::nullopt;
    }
}

// A warning's text twice: in English for the log (what a bug report quotes) and in the UI
// language for the player's notice. The keys, values and ids in it are the file's, in both.
struct Said {
    QString english;
    QString shown;
};

// A text of the "Settings" context; each caller marks it with QT_TRANSLATE_NOOP for lupdate.
Said say(const char* source) {
    return {QString::fromUtf8(source), QCoreApplication::translate("Settings", source)};
}
Said as_is(const QString& text) {
    return {text, text};
}
Said as_is(int n) {
    return as_is(QString::number(n));
}

// `s` with its %1, %2… filled in one pass, so that a value holding "%2" stays as it is.
template <class... A>
Said fill(const Said& s, const A&... a) {
    return {s.english.arg(a.english...), s.shown.arg(a.shown...)};
}

// What a bad value looked like, for the warning.
Said describe(const QVariant& v) {
    if (!v.isValid()) return say(QT_TRANSLATE_NOOP("Settings", "(missing)"));
    if (auto text = scalar_text(v)) return as_is(QLatin1Char('"') + *text + QLatin1Char('"'));
    if (v.typeId() == QMetaType::QStringList)
        return fill(say(QT_TRANSLATE_NOOP("Settings", "list (%1)")),
                    as_is(QLatin1Char('"') + v.toStringList().join(QStringLiteral("\", \"")) +
                          QLatin1Char('"')));
    return fill(say(QT_TRANSLATE_NOOP("Settings", "a value of type %1")),
                as_is(QString::fromLatin1(v.typeName())));
}

Said one_of(const QString& ids) {
    return fill(say(QT_TRANSLATE_NOOP("Settings", "is not one of %1")), as_is(ids));
}

// Why `name` cannot name a new custom rule set (empty if it can).
std::optional<Said> name_problem(const RuleSettings& r, const QString& name);
// Why the table `r` describes is no game (empty when it is sound); see rules_problem.
std::optional<Said> rules_said(const RuleSettings& r);

// Reads keys with their defaults; one warning per bad key, also kept in `problems` (if given) for
// the player's notice.
class Reader {
  public:
    Reader(QSettings& s, QStringList* problems) : s_(s), problems_(problems) {}

    // The key's text, or nullopt (missing: silently; not a scalar: with a warning).
    std::optional<QString> text(const QString& key, const QString& fallback_text) {
        const QVariant v = s_.value(key);
        if (!v.isValid()) return std::nullopt;
        auto t = scalar_text(v);
        if (!t)
            bad(key, v, say(QT_TRANSLATE_NOOP("Settings", "is not a single value")), fallback_text);
        return t;
    }

    bool boolean(const QString& key, bool def) {
        const QString d = def ? QStringLiteral("true") : QStringLiteral("false");
        const auto t = text(key, d);
        if (!t) return def;
        const QString x = t->trimmed().toLower();
        if (x == QLatin1String("true") || x == QLatin1String("1")) return true;
        if (x == QLatin1String("false") || x == QLatin1String("0")) return false;
        bad(key, s_.value(key), say(QT_TRANSLATE_NOOP("Settings", "is not true or false")), d);
        return def;
    }

    int integer(const QString& key, int lo, int hi, int def) {
        const auto t = text(key, QString::number(def));
        if (!t) return def;
        bool ok = false;
        const int n = t->trimmed().toInt(&ok);
        if (!ok) {
            bad(key, s_.value(key), say(QT_TRANSLATE_NOOP("Settings", "is not a whole number")),
                QString::number(def));
            return def;
        }
        if (n < lo || n > hi) {
            bad(key, s_.value(key),
                fill(say(QT_TRANSLATE_NOOP("Settings", "is outside %1-%2")), as_is(lo), as_is(hi)),
                QString::number(def));
            return def;
        }
        return n;
    }

    template <class T>
    T enumeration(const QString& key, const Table<T>& table, T def) {
        const QString d = id_of(table, def);
        const auto t = text(key, d);
        if (!t) return def;
        if (const std::optional<T> v = value_of(table, *t)) return *v;
        QStringList ids;
        for (const auto& row : table) ids << row.first;
        bad(key, s_.value(key), one_of(ids.join(QStringLiteral(", "))), d);
        return def;
    }

    void bad(const QString& key, const QVariant& v, const Said& why, const QString& def) {
        problem(fill(say(QT_TRANSLATE_NOOP("Settings", "%1 = %2 %3; using the default \"%4\"")),
                     as_is(key), describe(v), why, as_is(def)));
    }

    // A custom rule set that cannot be read as a whole.
    void dropped(const QString& key, const QVariant& v, const Said& why) {
        problem(fill(say(QT_TRANSLATE_NOOP("Settings", "%1 = %2 %3; the rule set is left out")),
                     as_is(key), describe(v), why));
    }

    void problem(const Said& text) {
        qWarning().noquote() << QStringLiteral("settings: ") + text.english;
        if (problems_) problems_->append(text.shown);
    }

  private:
    QSettings& s_;
    QStringList* problems_;
};

QString seat_kind_list() {
    QStringList all;
    for (const std::string& k : seat_kinds()) all << QString::fromStdString(k);
    return all.join(QStringLiteral(", "));
}

const Ruleset& fallback_preset() {
    if (const Ruleset* r = find_ruleset("hefei-classic")) return *r;
    return presets().front();
}

std::vector<CustomRuleset> read_custom(QSettings& s, Reader& in) {
    std::vector<CustomRuleset> out;
    int n = s.beginReadArray(QStringLiteral("custom_rulesets"));
    if (n > kMaxCustom) {
        in.bad(QStringLiteral("custom_rulesets/size"), n,
               say(QT_TRANSLATE_NOOP("Settings", "is too many")), QString::number(kMaxCustom));
        n = kMaxCustom;
    }
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        const QString at = QStringLiteral("custom_rulesets/%1/").arg(i + 1);
        const QVariant name_v = s.value(QStringLiteral("name"));
        const QVariant base_v = s.value(QStringLiteral("base"));
        const QString name = scalar_text(name_v).value_or(QString()).trimmed();
        const Ruleset* base = find_ruleset(scalar_text(base_v).value_or(QString()).toStdString());
        RuleSettings sofar;
        sofar.custom = out;
        if (const auto why = name_problem(sofar, name)) {
            in.dropped(at + QStringLiteral("name"), name_v, *why);
            continue;
        }
        if (!base) {
            in.dropped(at + QStringLiteral("base"), base_v,
                       say(QT_TRANSLATE_NOOP("Settings", "is not a preset id")));
            continue;
        }
        CustomRuleset c = make_custom(*base, name);
        // Value keys are read relative to the array entry; warnings name the full key.
        for (int k = 0; k < kNumItems; ++k) {
            const QString key = QStringLiteral("values/") + qstr(item_id(static_cast<Item>(k)));
            const QVariant v = s.value(key);
            if (!v.isValid()) continue;
            const auto t = scalar_text(v);
            bool ok = false;
            const int x = t ? t->trimmed().toInt(&ok) : 0;
            if (ok && x >= 0 && x <= kMaxValue)
                c.values[k] = x;
            else
                in.bad(at + key, v,
                       fill(say(QT_TRANSLATE_NOOP("Settings", "is not a value 0-%1")),
                            as_is(kMaxValue)),
                       QString::number(c.values[k]));
        }
        for (int k = 0; k < kNumExtras; ++k) {
            const QString key = QStringLiteral("values/") + QLatin1String(extra_id(Extra(k)));
            const QVariant v = s.value(key);
            if (!v.isValid()) continue;
            const auto t = scalar_text(v);
            bool ok = false;
            const int x = t ? t->trimmed().toInt(&ok) : 0;
            int& slot = extra_value(c, Extra(k));
            if (ok && x >= 0 && x <= kMaxValue)
                slot = x;
            else
                in.bad(at + key, v,
                       fill(say(QT_TRANSLATE_NOOP("Settings", "is not a value 0-%1")),
                            as_is(kMaxValue)),
                       QString::number(slot));
        }
        out.push_back(std::move(c));
    }
    s.endArray();
    return out;
}

}  // namespace

// ---- Custom rule sets ---------------------------------------------------------------------------

const char* extra_id(Extra e) {
    switch (e) {
        case Extra::SuperSevenPairsPerFour:
            return "super_seven_pairs_per_four";
        case Extra::BaseWithoutDeclaring:
            return "base_without_declaring";
        case Extra::HuoExposed:
            return "huo_exposed";
        case Extra::ShuangpuExposed:
            return "shuangpu_exposed";
    }
    return "";
}

int extra_value(const Ruleset& r, Extra e) {
    switch (e) {
        case Extra::SuperSevenPairsPerFour:
            return r.super_seven_pairs_per_four;
        case Extra::BaseWithoutDeclaring:
            return r.base_without_declaring;
        case Extra::HuoExposed:
            return r.huo_exposed;
        case Extra::ShuangpuExposed:
            return r.shuangpu_exposed;
    }
    return 0;
}

int& extra_value(CustomRuleset& c, Extra e) {
    switch (e) {
        case Extra::SuperSevenPairsPerFour:
            return c.super_seven_pairs_per_four;
        case Extra::BaseWithoutDeclaring:
            return c.base_without_declaring;
        case Extra::HuoExposed:
            return c.huo_exposed;
        case Extra::ShuangpuExposed:
            break;
    }
    return c.shuangpu_exposed;
}

CustomRuleset make_custom(const Ruleset& preset, const QString& name) {
    CustomRuleset c;
    c.name = name;
    c.base = preset.id;
    c.values = preset.values;
    c.super_seven_pairs_per_four = preset.super_seven_pairs_per_four;
    c.base_without_declaring = preset.base_without_declaring;
    c.huo_exposed = preset.huo_exposed;
    c.shuangpu_exposed = preset.shuangpu_exposed;
    return c;
}

const CustomRuleset* find_custom(const RuleSettings& r, const QString& name) {
    for (const CustomRuleset& c : r.custom)
        if (c.name == name) return &c;
    return nullptr;
}

const Ruleset* base_preset(const RuleSettings& r, const QString& ruleset) {
    if (const Ruleset* p = find_ruleset(ruleset.toStdString())) return p;
    if (const CustomRuleset* c = find_custom(r, ruleset)) return find_ruleset(c->base);
    return nullptr;
}

namespace {

std::optional<Said> name_problem(const RuleSettings& r, const QString& name) {
    const QString n = name.trimmed();
    if (n.isEmpty()) return say(QT_TRANSLATE_NOOP("Settings", "is empty"));
    if (n.size() > kMaxNameLength)
        return fill(say(QT_TRANSLATE_NOOP("Settings", "is longer than %1 characters")),
                    as_is(kMaxNameLength));
    if (find_ruleset(n.toStdString()))
        return say(QT_TRANSLATE_NOOP("Settings", "is the id of a preset"));
    if (find_custom(r, n)) return say(QT_TRANSLATE_NOOP("Settings", "is already taken"));
    return std::nullopt;
}

std::optional<Said> rules_said(const RuleSettings& r) {
    if (!base_preset(r, r.ruleset))
        return fill(
            say(QT_TRANSLATE_NOOP("Settings", "\"%1\" is neither a preset nor a saved rule set")),
            as_is(r.ruleset));
    Ruleset table = build_ruleset(r);
    // What build_ruleset corrects for safety is checked as given.
    table.wall_layout = r.wall_layout;
    table.pot_rounds = r.pot_rounds;
    table.pot_hands = r.pot_hands;
    if (const auto problem = validate_table(table))
        return as_is(QString::fromStdString(*problem));  // the engine's words (English)
    return std::nullopt;
}

}  // namespace

QString rules_title(const Ruleset& r, const std::vector<CustomRuleset>& custom) {
    const auto same_values = [&r](const auto& c) {
        return c.values == r.values &&
               c.super_seven_pairs_per_four == r.super_seven_pairs_per_four &&
               c.base_without_declaring == r.base_without_declaring &&
               c.huo_exposed == r.huo_exposed && c.shuangpu_exposed == r.shuangpu_exposed;
    };
    const Ruleset* preset = find_ruleset(r.id);
    if (!preset || same_values(*preset)) return ruleset_name(r);
    for (const CustomRuleset& c : custom)
        if (c.base == r.id && same_values(c)) return c.name;
    return QCoreApplication::translate("Settings", "%1 (own values)").arg(ruleset_name(r));
}

QString custom_name_problem(const RuleSettings& r, const QString& name) {
    const auto why = name_problem(r, name);
    return why ? why->shown : QString();
}

void apply_preset_switches(RuleSettings& r, const Ruleset& p) {
    r.first_dealer = p.first_dealer;
    r.wall_layout = p.wall_layout;
    r.dealer_passes_to = p.dealer_passes_to;
    r.declare_ready_required = p.declare_ready_required;
    r.missed_win_lock = p.missed_win_lock;
    r.pot_length = p.pot_length;
    r.pot_rounds = p.pot_rounds;
    r.pot_hands = p.pot_hands;
}

std::vector<WallLayout> wall_layouts_for(const Ruleset& preset) {
    return fitting_wall_layouts(preset);  // the engine's: the layouts that hold its tiles
}

Ruleset build_ruleset(const RuleSettings& r) {
    const Ruleset* p = base_preset(r, r.ruleset);
    Ruleset out = p ? *p : fallback_preset();
    if (const CustomRuleset* c = find_custom(r, r.ruleset); c && p) {
        out.values = c->values;
        out.super_seven_pairs_per_four = c->super_seven_pairs_per_four;
        out.base_without_declaring = c->base_without_declaring;
        out.huo_exposed = c->huo_exposed;
        out.shuangpu_exposed = c->shuangpu_exposed;
    }
    out.first_dealer = r.first_dealer;
    const auto walls = wall_layouts_for(out);
    if (std::find(walls.begin(), walls.end(), r.wall_layout) != walls.end())
        out.wall_layout = r.wall_layout;
    out.dealer_passes_to = r.dealer_passes_to;
    out.declare_ready_required = r.declare_ready_required;
    out.missed_win_lock = r.missed_win_lock;
    out.pot_length = r.pot_length;
    out.pot_rounds = std::clamp(r.pot_rounds, kMinRounds, kMaxRounds);
    out.pot_hands = std::clamp(r.pot_hands, kMinHands, kMaxHands);
    return out;
}

QString rules_problem(const RuleSettings& r) {
    const auto why = rules_said(r);
    return why ? why->shown : QString();
}

// ---- Seats --------------------------------------------------------------------------------------

std::vector<std::string> seat_kinds() {
    std::vector<std::string> kinds{"human"};
    for (std::string_view n : agent_names()) kinds.emplace_back(n);
    return kinds;
}

bool known_seat_kind(const std::string& kind) {
    const auto kinds = seat_kinds();
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

std::array<SeatSetting, 4> default_seats() {
    // "normal" if it exists, else the strongest quick agent there is.
    std::string ai;
    for (const char* want : {"normal", "hard", "baseline", "easy"}) {
        for (std::string_view n : agent_names())
            if (n == want) ai = want;
        if (!ai.empty()) break;
    }
    if (ai.empty() && !agent_names().empty()) ai = std::string(agent_names().front());
    std::array<SeatSetting, 4> seats;
    for (int i = 1; i < 4; ++i) seats[i].kind = ai;
    return seats;
}

int human_seats(const Settings& s) {
    return static_cast<int>(std::count_if(s.seats.begin(), s.seats.end(),
                                          [](const SeatSetting& x) { return x.human(); }));
}

QString default_seat_name(const Settings& s, Seat seat) {
    const int i = index(seat);
    if (!s.seats[i].human()) return wind_name(seat);
    int nth = 0;  // humans up to this seat
    for (int k = 0; k <= i; ++k) nth += s.seats[k].human() ? 1 : 0;
    return nth == 1 ? QCoreApplication::translate("Settings", "You")
                    : QCoreApplication::translate("Settings", "Player %1").arg(nth);
}

QString seat_name(const Settings& s, Seat seat) {
    const QString n = s.seats[index(seat)].name.trimmed();
    return n.isEmpty() ? default_seat_name(s, seat) : n;
}

// ---- Display ------------------------------------------------------------------------------------

QColor table_colour(TableColour c) {
    switch (c) {
        case TableColour::Green:
            return {0x1a, 0x6b, 0x44};  // the felt the table draws by default
        case TableColour::Blue:
            return {0x1c, 0x4f, 0x78};
        case TableColour::Red:
            return {0x7a, 0x22, 0x2c};
        case TableColour::Wood:
            return {0x7a, 0x52, 0x2e};
        case TableColour::Slate:
            return {0x3c, 0x46, 0x52};
    }
    return {};
}

QString language_code(Language l) {
    return l == Language::System ? QString() : language_id(l);
}

QString first_dealer_id(FirstDealer f) {
    return id_of(first_dealers(), f);
}
QString wall_layout_id(WallLayout w) {
    return id_of(wall_layouts(), w);
}
QString dealer_passes_id(DealerPasses d) {
    return id_of(dealer_passes(), d);
}
QString pot_length_id(PotLength p) {
    return id_of(pot_lengths(), p);
}
QString theme_id(TileTheme t) {
    return id_of(themes(), t);
}
QString table_colour_id(TableColour c) {
    return id_of(table_colours(), c);
}

Language stored_language(QSettings& store) {
    const auto text = scalar_text(store.value(QStringLiteral("display/language")));
    const std::optional<Language> l = text ? value_of(languages(), *text) : std::nullopt;
    return l.value_or(DisplaySettings{}.language);
}

QString language_id(Language l) {
    return id_of(languages(), l);
}

// ---- Load / save --------------------------------------------------------------------------------

void Settings::restore_defaults() {
    std::vector<CustomRuleset> keep = std::move(rules.custom);
    *this = Settings{};
    rules.custom = std::move(keep);
}

Settings load_settings(QSettings& s, QStringList* problems) {
    Settings out;
    Reader in(s, problems);
    if (s.status() != QSettings::NoError)
        in.problem(fill(say(QT_TRANSLATE_NOOP("Settings", "%1 cannot be read; using the defaults")),
                        as_is(s.fileName())));

    // Rules: the custom sets first (the chosen rule set may be one), then the preset's switches as
    // the defaults of the switches.
    RuleSettings& r = out.rules;
    r.custom = read_custom(s, in);
    const QString def_id = r.ruleset;
    if (auto id = in.text(QStringLiteral("rules/ruleset"), def_id)) {
        if (base_preset(r, *id))
            r.ruleset = *id;
        else
            in.bad(QStringLiteral("rules/ruleset"), s.value(QStringLiteral("rules/ruleset")),
                   say(QT_TRANSLATE_NOOP("Settings", "is neither a preset nor a saved rule set")),
                   def_id);
    }
    const Ruleset& preset = *base_preset(r, r.ruleset);
    apply_preset_switches(r, preset);
    r.first_dealer =
        in.enumeration(QStringLiteral("rules/first_dealer"), first_dealers(), r.first_dealer);
    r.dealer_passes_to = in.enumeration(QStringLiteral("rules/dealer_passes_to"), dealer_passes(),
                                        r.dealer_passes_to);
    {
        Table<WallLayout> fit;
        for (WallLayout w : wall_layouts_for(preset)) fit.emplace_back(wall_layout_id(w), w);
        r.wall_layout = in.enumeration(QStringLiteral("rules/wall_layout"), fit, r.wall_layout);
    }
    r.declare_ready_required =
        in.boolean(QStringLiteral("rules/declare_ready"), r.declare_ready_required);
    r.missed_win_lock = in.boolean(QStringLiteral("rules/missed_win_lock"), r.missed_win_lock);
    r.pot_length = in.enumeration(QStringLiteral("rules/pot_length"), pot_lengths(), r.pot_length);
    r.pot_rounds = in.integer(QStringLiteral("rules/pot_rounds"), kMinRounds, kMaxRounds,
                              std::clamp(r.pot_rounds, kMinRounds, kMaxRounds));
    r.pot_hands = in.integer(QStringLiteral("rules/pot_hands"), kMinHands, kMaxHands,
                             std::clamp(r.pot_hands, kMinHands, kMaxHands));
    // Each key in range is not enough: together they must describe a game the engine plays.
    if (const auto problem = rules_said(r)) {
        in.problem(fill(say(QT_TRANSLATE_NOOP("Settings", "rules: %1; using the default rules")),
                        *problem));
        std::vector<CustomRuleset> keep = std::move(r.custom);
        r = RuleSettings{};
        r.custom = std::move(keep);
    }

    for (int i = 0; i < 4; ++i) {
        SeatSetting& seat = out.seats[i];
        const QString at = QStringLiteral("seats/%1/").arg(QLatin1String(kSeatKeys[i]));
        const QString def_kind = QString::fromStdString(seat.kind);
        if (auto kind = in.text(at + QStringLiteral("kind"), def_kind)) {
            if (known_seat_kind(kind->toStdString()))
                seat.kind = kind->toStdString();
            else
                in.bad(at + QStringLiteral("kind"), s.value(at + QStringLiteral("kind")),
                       one_of(seat_kind_list()), def_kind);
        }
        if (auto name = in.text(at + QStringLiteral("name"), QString())) {
            if (name->size() <= kMaxNameLength)
                seat.name = *name;
            else
                in.bad(at + QStringLiteral("name"), s.value(at + QStringLiteral("name")),
                       fill(say(QT_TRANSLATE_NOOP("Settings", "is longer than %1 characters")),
                            as_is(kMaxNameLength)),
                       QString());
        }
    }

    PlaySettings& p = out.play;
    p.hints = in.boolean(QStringLiteral("play/hints"), p.hints);
    p.speed = in.enumeration(QStringLiteral("play/speed"), speeds(), p.speed);
    p.confirm_pass_win = in.boolean(QStringLiteral("play/confirm_pass_win"), p.confirm_pass_win);
    p.auto_sort = in.boolean(QStringLiteral("play/auto_sort"), p.auto_sort);
    {
        const int t = in.integer(QStringLiteral("play/turn_timer"), 0, 30, p.turn_timer);
        if (t == 0 || t == 15 || t == 30)
            p.turn_timer = t;
        else
            in.bad(QStringLiteral("play/turn_timer"), s.value(QStringLiteral("play/turn_timer")),
                   one_of(QStringLiteral("0, 15, 30")), QString::number(p.turn_timer));
    }
    p.watch_pause =
        in.integer(QStringLiteral("play/watch_pause"), 0, kMaxWatchPause, p.watch_pause);
    p.claim_timeout =
        in.integer(QStringLiteral("play/claim_timeout"), 0, kMaxClaimTimeout, p.claim_timeout);

    DisplaySettings& d = out.display;
    d.theme = in.enumeration(QStringLiteral("display/theme"), themes(), d.theme);
    d.corner_index = in.boolean(QStringLiteral("display/corner_index"), d.corner_index);
    d.table = in.enumeration(QStringLiteral("display/table_colour"), table_colours(), d.table);
    d.language = in.enumeration(QStringLiteral("display/language"), languages(), d.language);
    d.fullscreen = in.boolean(QStringLiteral("display/fullscreen"), d.fullscreen);

    SoundSettings& so = out.sound;
    so.volume = in.integer(QStringLiteral("sound/volume"), 0, 100, so.volume);
    so.effects = in.boolean(QStringLiteral("sound/effects"), so.effects);
    so.voice = in.boolean(QStringLiteral("sound/voice"), so.voice);
    so.music = in.boolean(QStringLiteral("sound/music"), so.music);
    return out;
}

void save_settings(const Settings& st, QSettings& s) {
    const RuleSettings& r = st.rules;
    s.remove(QStringLiteral("custom_rulesets"));
    s.beginWriteArray(QStringLiteral("custom_rulesets"), static_cast<int>(r.custom.size()));
    for (int i = 0; i < static_cast<int>(r.custom.size()); ++i) {
        const CustomRuleset& c = r.custom[i];
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), c.name);
        s.setValue(QStringLiteral("base"), QString::fromStdString(c.base));
        for (int k = 0; k < kNumItems; ++k)
            s.setValue(QStringLiteral("values/") + qstr(item_id(static_cast<Item>(k))),
                       c.values[k]);
        CustomRuleset copy = c;
        for (int k = 0; k < kNumExtras; ++k)
            s.setValue(QStringLiteral("values/") + QLatin1String(extra_id(Extra(k))),
                       extra_value(copy, Extra(k)));
    }
    s.endArray();
    s.setValue(QStringLiteral("rules/ruleset"), r.ruleset);
    s.setValue(QStringLiteral("rules/first_dealer"), first_dealer_id(r.first_dealer));
    s.setValue(QStringLiteral("rules/wall_layout"), wall_layout_id(r.wall_layout));
    s.setValue(QStringLiteral("rules/dealer_passes_to"), dealer_passes_id(r.dealer_passes_to));
    s.setValue(QStringLiteral("rules/declare_ready"), r.declare_ready_required);
    s.setValue(QStringLiteral("rules/missed_win_lock"), r.missed_win_lock);
    s.setValue(QStringLiteral("rules/pot_length"), pot_length_id(r.pot_length));
    s.setValue(QStringLiteral("rules/pot_rounds"), r.pot_rounds);
    s.setValue(QStringLiteral("rules/pot_hands"), r.pot_hands);

    for (int i = 0; i < 4; ++i) {
        const QString at = QStringLiteral("seats/%1/").arg(QLatin1String(kSeatKeys[i]));
        s.setValue(at + QStringLiteral("kind"), QString::fromStdString(st.seats[i].kind));
        s.setValue(at + QStringLiteral("name"), st.seats[i].name);
    }

    s.setValue(QStringLiteral("play/hints"), st.play.hints);
    s.setValue(QStringLiteral("play/speed"), id_of(speeds(), st.play.speed));
    s.setValue(QStringLiteral("play/confirm_pass_win"), st.play.confirm_pass_win);
    s.setValue(QStringLiteral("play/auto_sort"), st.play.auto_sort);
    s.setValue(QStringLiteral("play/turn_timer"), st.play.turn_timer);
    s.setValue(QStringLiteral("play/watch_pause"), st.play.watch_pause);
    s.setValue(QStringLiteral("play/claim_timeout"), st.play.claim_timeout);

    s.setValue(QStringLiteral("display/theme"), theme_id(st.display.theme));
    s.setValue(QStringLiteral("display/corner_index"), st.display.corner_index);
    s.setValue(QStringLiteral("display/table_colour"), table_colour_id(st.display.table));
    s.setValue(QStringLiteral("display/language"), language_id(st.display.language));
    s.setValue(QStringLiteral("display/fullscreen"), st.display.fullscreen);

    s.setValue(QStringLiteral("sound/volume"), st.sound.volume);
    s.setValue(QStringLiteral("sound/effects"), st.sound.effects);
    s.setValue(QStringLiteral("sound/voice"), st.sound.voice);
    s.setValue(QStringLiteral("sound/music"), st.sound.music);
    s.sync();
}

namespace {

// The length of the UTF-8 character at s[i] when Qt's decoder gives it at once: well formed and
// not a byte order mark (which the decoder drops at the start of a value); else 0.
qsizetype decoded_char(QByteArrayView s, qsizetype i) {
    if (s.sliced(i).startsWith("\xEF\xBB\xBF")) return 0;
    return qsizetype(
        utf8_length(std::string_view(s.data(), std::size_t(s.size())), std::size_t(i)));
}

// The value of a hex or octal digit, or -1.
int digit_value(char c, int base) {
    const int d = c >= '0' && c <= '9'   ? c - '0'
                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                         : -1;
    return d < base ? d : -1;
}

// A printable character Qt's value reader copies as it is.
bool plain_char(uint c) {
    return c > 0x20 && c < 0x7F && !QByteArrayView("\\\",=").contains(char(c));
}

// One piece of a line up to a '\r', which ends an INI line as '\n' does. It follows QSettings'
// reader (qsettings.cpp: readIniLine, iniUnescapedStringList, stringToVariant): a value starts
// after an unquoted '=', a list element after an unquoted ','; spaces, quotes and unknown escapes
// there add nothing, so what follows may be the value's first character, and a value is decoded
// with QDataStream when it begins "@Variant(" or "@DateTime(". Wherever the reader's course is not
// followed exactly, the answer leans to yes.
bool piece_may_hold_serialized(QByteArrayView s) {
    bool quoted = false;
    bool at_start = true;  // the value or list element being read may still be empty
    for (qsizetype i = 0; i < s.size(); ++i) {
        const uint c = uchar(s[i]);
        if (c == '\\') {
            // A line continued on the next: QSettings never writes one, and where the next line
            // is dropped, this one would swallow the line after it.
            if (++i == s.size()) return true;
            const char e = s[i];
            if (e == 'x' || (e >= '0' && e <= '7')) {
                // Qt reads every hex (octal) digit that follows into one 16-bit character.
                const int base = e == 'x' ? 16 : 8;
                char16_t made = e == 'x' ? 0 : char16_t(e - '0');
                bool any = e != 'x';
                for (int d; i + 1 < s.size() && (d = digit_value(s[i + 1], base)) >= 0; ++i) {
                    made = char16_t(made * base + d);
                    any = true;
                }
                if (any) {
                    if (at_start && made == u'@') return true;
                    at_start = false;
                }
            } else if (QByteArrayView("abfnrtv\"?'\\").contains(e)) {
                at_start = false;
            }  // any other escaped character is skipped
        } else if (c == '"') {
            quoted = !quoted;
        } else if (c == '=' || c == ',') {
            at_start = !quoted;
        } else if (c == '@') {
            // "@@" is how QSettings writes text that starts with '@', "@ByteArray(" the window's
            // geometry: neither goes through QDataStream.
            const uint next = i + 1 < s.size() ? uint(uchar(s[i + 1])) : 0u;
            if (at_start && (!plain_char(next) || next == 'V' || next == 'D')) return true;
            at_start = false;
        } else if (c < 0x80 && ((c != ' ' && c != '\t') || quoted)) {
            // Control characters too, and spaces in quotes: the reader copies them.
            at_start = false;
        } else if (const qsizetype n = c >= 0x80 ? decoded_char(s, i) : 0) {
            at_start = false;
            i += n - 1;
        }
        // Unquoted spaces and tabs, and broken UTF-8 (which the decoder may hold back), leave
        // at_start as it was.
    }
    return quoted;  // a quote left open carries the value on to the next line
}

// Keeps a settings file as it was beside it (<file>.corrupt-YYYYmmdd-HHMMSS), as a corrupt pot is
// kept: nothing the player had is lost. The copy's path, or "" (with a warning) if none was made.
QString keep_copy_aside(const QString& path) {
    const QFileInfo info(path);
    const QString aside = corrupt_copy_path(info.absolutePath(), info.fileName(), QString());
    if (QFile::copy(path, aside)) return aside;
    qWarning("Settings: cannot keep a copy as %s", qPrintable(aside));
    return {};
}

}  // namespace

bool may_hold_serialized_value(QByteArrayView line) {
    for (;;) {
        const qsizetype cr = line.indexOf('\r');
        if (piece_may_hold_serialized(cr < 0 ? line : line.first(cr))) return true;
        if (cr < 0) return false;
        line = line.sliced(cr + 1);
    }
}

bool plain_settings_value(const QVariant& v) {
    switch (v.typeId()) {
        case QMetaType::UnknownType:
        case QMetaType::QString:
        case QMetaType::QByteArray:
        case QMetaType::QStringList:
        case QMetaType::QRect:
        case QMetaType::QSize:
        case QMetaType::QPoint:
            return true;
        case QMetaType::QVariantList: {
            const QVariantList list = v.toList();
            return std::all_of(list.begin(), list.end(), plain_settings_value);
        }
        default:
            return false;
    }
}

QString set_aside_bad_settings(const Settings& st, QSettings& s) {
    s.sync();
    const QFileInfo info(s.fileName());
    if (!info.isFile()) return {};
    const QString aside = keep_copy_aside(info.absoluteFilePath());
    if (aside.isEmpty()) return {};
    save_settings(st, s);  // (it syncs)
    return aside;
}

int scrub_settings_file(const QString& path) {
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) return 0;
    const QByteArray text = in.readAll();
    in.close();
    QByteArrayList kept;
    int dropped = 0;
    for (const QByteArray& line : text.split('\n')) {
        if (may_hold_serialized_value(line)) {
            ++dropped;
            qWarning(
                "Settings: dropped a line QSettings could read as a serialized value, which the "
                "game never writes (\"%s\")",
                line.left(40).constData());
        } else {
            kept.append(line);
        }
    }
    if (dropped == 0) return 0;
    // The original beside it; the dangerous lines go even if no copy could be made.
    keep_copy_aside(path);
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly)) {
        out.write(kept.join('\n'));
        if (!out.commit()) qWarning("Settings: cannot rewrite %s", qPrintable(path));
    }
    return dropped;
}

QStringList native_settings_files() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    const QString org = QCoreApplication::organizationName();
    if (org.isEmpty()) return {};
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return {dir + '/' + org + '/' + QCoreApplication::applicationName() + QStringLiteral(".conf"),
            dir + '/' + org + QStringLiteral(".conf")};
#else
    return {};
#endif
}

}  // namespace haolao::ui
