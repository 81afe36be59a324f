// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "haolao/agent.h"
#include "names.h"
#include "potlengthedit.h"
#include "settingsdialog.h"

namespace haolao::ui {

namespace {

constexpr int kMaxProfileLength = 32;  // as a seat name (settings.cpp)

QString qstr(const std::string& s) {
    return QString::fromStdString(s);
}

QLabel* note(const QString& text) {
    auto* l = new QLabel(text);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

QString same_profile_key(const QString& name) {
    return name.trimmed().toCaseFolded();
}

}  // namespace

QString NewGameDialog::ai_level_description(const std::string& kind) {
    // How it plays (docs/AI.md) and how strong it measured: 1-vs-3 duplicate matches on
    // hefei-classic (docs/AI.md "Measuring" and "The oracle", BENCHMARKS.md).
    if (kind == "baseline")
        return tr(
            "Baseline: wins and kongs whenever it can and discards by how well its tiles "
            "connect; the yardstick the others are measured against.");
    if (kind == "easy")
        return tr(
            "Easy: races for a ready hand and drifts toward one suit, with no defence and a "
            "slip now and then; beats baseline by +3.4 points per hand.");
    if (kind == "normal")
        return tr(
            "Normal: weighs every discard in expected points and avoids feeding ready "
            "hands; beats easy by +1.3 points per hand.");
    if (kind == "hard")
        return tr(
            "Hard: normal plus a look-ahead over simulated deals of the unseen tiles; beats "
            "normal by +0.19 points per hand (800,000 hands) and deals in less (10 % of hands "
            "against 11 %); in the declaring room (hefei-ting) by +0.36 (40,000 hands).");
    if (kind == "expert")
        return tr(
            "Expert: hard's look-ahead given up to a second per decision, the simulated deals "
            "played on as normal players play (slow); stronger than hard: with 10 ms a "
            "decision +0.102 ± 0.023 points per hand over hard (80,000 hands).");
    return {};
}

NewGameDialog::NewGameDialog(const Settings& initial, const QStringList& profiles, QWidget* parent)
    : QDialog(parent), initial_(initial) {
    setObjectName(QStringLiteral("new_game_dialog"));
    for (const QString& p : profiles) {
        const QString n = p.trimmed();
        if (n.isEmpty() || n.size() > kMaxProfileLength) continue;
        const bool seen = std::any_of(profiles_.begin(), profiles_.end(), [&](const QString& q) {
            return same_profile_key(q) == same_profile_key(n);
        });
        if (!seen) profiles_ << n;
    }
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    build();
    load(initial);
}

void NewGameDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && body_) {
        const Settings now = settings();
        QWidget* old = body_;
        for (QObject* o : old->findChildren<QObject*>()) o->blockSignals(true);
        old->hide();
        old->setParent(nullptr);
        old->deleteLater();
        build();
        load(now);
    }
    QDialog::changeEvent(e);
}

bool NewGameDialog::eventFilter(QObject* watched, QEvent* e) {
    if (watched == levels_box_ && e->type() == QEvent::Resize) fit_levels();
    return QDialog::eventFilter(watched, e);
}

// A top-level layout sizes a word-wrapped label by its size hint at a width of its own choosing,
// not by its height at the width it gets, so a long level line (hard's, expert's) was cut off at
// the bottom. Each label's minimum height is its text's height at the box's width instead.
void NewGameDialog::fit_levels() {
    if (!levels_box_ || !levels_box_->layout()) return;
    const int w = levels_box_->layout()->contentsRect().width();
    if (w <= 0) return;
    for (QLabel* l : levels_box_->findChildren<QLabel*>()) {
        if (!l->wordWrap()) continue;
        const int h = l->heightForWidth(w);
        if (h > 0 && l->minimumHeight() != h) l->setMinimumHeight(h);
    }
}

void NewGameDialog::build() {
    setWindowTitle(tr("New game"));
    body_ = new QWidget;

    // Rules: the rule set (presets, then the saved custom sets), its summary, the pot length and
    // the turn timer.
    preset_ = new QComboBox;
    preset_->setObjectName(QStringLiteral("preset"));
    for (const Ruleset& r : presets()) preset_->addItem(ruleset_name(r), qstr(r.id));
    for (const CustomRuleset& c : initial_.rules.custom) {
        const Ruleset* base = find_ruleset(c.base);
        preset_->addItem(
            tr("%1 (your copy of %2)").arg(c.name, base ? ruleset_name(*base) : qstr(c.base)),
            c.name);
    }
    preset_->setMinimumWidth(260);
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("preset_summary"));
    summary_->setWordWrap(true);
    pot_ = new PotLengthEdit;
    pot_->setObjectName(QStringLiteral("pot"));
    timer_ = new QComboBox;
    timer_->setObjectName(QStringLiteral("turn_timer"));
    timer_->addItem(tr("Off"), 0);
    timer_->addItem(tr("15 seconds"), 15);
    timer_->addItem(tr("30 seconds"), 30);
    timer_->setToolTip(tr("When a human's time runs out, the computer plays that one turn"));
    // Handan: how long a claim offer waits: the same setting, and the same words (translated
    // once, in SettingsDialog's context), as Settings → Play.
    claim_ = new QSpinBox;
    claim_->setObjectName(QStringLiteral("claim_timeout"));
    claim_->setRange(0, kMaxClaimTimeout);
    claim_->setSuffix(SettingsDialog::tr(" s"));
    claim_->setSpecialValueText(SettingsDialog::tr("Wait for me"));
    claim_->setToolTip(SettingsDialog::tr(
        "Handan: how long a claim offer (胡 Win, 杠 Kong, 碰 Pong) waits for you before it "
        "passes by itself"));
    claim_label_ = new QLabel(SettingsDialog::tr("Claim timeout:"));
    claim_label_->setObjectName(QStringLiteral("claim_timeout_label"));
    claim_label_->setBuddy(claim_);
    auto* rules = new QFormLayout;
    rules->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    rules->setHorizontalSpacing(14);
    rules->setVerticalSpacing(8);
    rules->addRow(tr("Rule set:"), preset_);
    rules->addRow(QString(), summary_);
    rules->addRow(tr("Pot length (一锅):"), pot_);
    rules->addRow(tr("Turn timer:"), timer_);
    rules->addRow(claim_label_, claim_);
    auto* rules_box = new QGroupBox(tr("Rules"));
    rules_box->setLayout(rules);

    // Seats: wind, human or AI level, and a human's profile.
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(8);
    for (int i = 0; i < 4; ++i) {
        const Seat seat = seat_from_index(i);
        auto* kind = new QComboBox;
        kind->setObjectName(QStringLiteral("seat_kind_%1").arg(i));
        for (const std::string& k : seat_kinds()) {
            kind->addItem(SettingsDialog::seat_kind_label(k), qstr(k));
            kind->setItemData(kind->count() - 1, ai_level_description(k), Qt::ToolTipRole);
        }
        auto* profile = new QComboBox;
        profile->setObjectName(QStringLiteral("seat_profile_%1").arg(i));
        profile->setEditable(true);
        profile->setInsertPolicy(QComboBox::NoInsert);
        profile->addItems(profiles_);
        profile->lineEdit()->setMaxLength(kMaxProfileLength);
        profile->lineEdit()->setPlaceholderText(tr("Profile (type a new name)"));
        profile->setMinimumWidth(220);
        profile->setToolTip(tr("Who plays this seat: their games count for this profile"));
        QSizePolicy keep = profile->sizePolicy();
        keep.setRetainSizeWhenHidden(true);
        profile->setSizePolicy(keep);
        kind_[i] = kind;
        profile_[i] = profile;
        grid->addWidget(new QLabel(wind_label(seat, u"  ")), i, 0);
        grid->addWidget(kind, i, 1);
        grid->addWidget(profile, i, 2);
        connect(kind, &QComboBox::currentIndexChanged, this, [this, i] { on_kind_changed(i); });
        connect(profile, &QComboBox::currentTextChanged, this, [this] { refresh(); });
    }
    grid->setColumnStretch(2, 1);
    seats_note_ = note(QString());
    seats_note_->setObjectName(QStringLiteral("seats_note"));
    auto* seats = new QVBoxLayout;
    seats->addLayout(grid);
    seats->addWidget(seats_note_);
    auto* seats_box = new QGroupBox(tr("Seats"));
    seats_box->setLayout(seats);

    // The AI levels, one line each; the ones seated are in bold.
    levels_.clear();
    auto* levels = new QVBoxLayout;
    levels->setSpacing(4);
    for (const std::string& k : seat_kinds()) {
        const QString text = ai_level_description(k);
        if (text.isEmpty()) continue;
        auto* l = new QLabel(text);
        l->setObjectName(QStringLiteral("ai_level_%1").arg(qstr(k)));
        l->setWordWrap(true);
        levels->addWidget(l);
        levels_.emplace_back(k, l);
    }
    levels->addStretch(1);
    levels->addWidget(
        note(tr("In bold: the levels seated now. Strength: points per hand of one AI against "
                "three of the level below, every deal played from each seat (duplicate matches, "
                "hefei-classic).")));
    auto* levels_box = new QGroupBox(tr("AI levels"));
    levels_box->setLayout(levels);
    levels_box_ = levels_box;
    levels_box->installEventFilter(this);

    problem_ = new QLabel;
    problem_->setObjectName(QStringLiteral("problem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    problem_->hide();
    leaving_note_ = new QLabel(
        tr("ⓘ The pot in progress ends here: it stays saved in the history, but it will not be "
           "resumed."));
    leaving_note_->setObjectName(QStringLiteral("leaving_note"));
    leaving_note_->setWordWrap(true);
    leaving_note_->setVisible(leaving_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->setObjectName(QStringLiteral("buttons"));
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto* v = new QVBoxLayout(body_);
    v->setContentsMargins(16, 14, 16, 12);
    v->setSpacing(10);
    // Two columns, so the dialog fits the smallest window (1024×640): the choices on the left,
    // the AI levels beside the seats.
    auto* left = new QVBoxLayout;
    left->setSpacing(10);
    left->addWidget(rules_box);
    left->addWidget(seats_box);
    left->addStretch(1);
    levels_box->setMinimumWidth(300);
    levels_box->setMaximumWidth(380);
    auto* columns = new QHBoxLayout;
    columns->setSpacing(12);
    columns->addLayout(left, 3);
    columns->addWidget(levels_box, 2);
    v->addLayout(columns);
    v->addWidget(problem_);
    v->addWidget(leaving_note_);
    v->addStretch(1);
    v->addWidget(buttons);
    layout()->addWidget(body_);

    connect(preset_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(pot_, &PotLengthEdit::changed, this, [this] { refresh(); });
}

bool NewGameDialog::claims() const {
    const Settings s = settings();
    return base_preset(s.rules, s.rules.ruleset) &&
           build_ruleset(s.rules).scoring == ScoringModel::HandanFan;
}

void NewGameDialog::load(const Settings& s) {
    loading_ = true;
    preset_->setCurrentIndex(std::max(preset_->findData(s.rules.ruleset), 0));
    pot_->load(s.rules);
    timer_->setCurrentIndex(std::max(timer_->findData(s.play.turn_timer), 0));
    claim_->setValue(std::clamp(s.play.claim_timeout, 0, kMaxClaimTimeout));
    bool first_human = true;
    for (int i = 0; i < 4; ++i) {
        kind_[i]->setCurrentIndex(std::max(kind_[i]->findData(qstr(s.seats[i].kind)), 0));
        // A human seat plays as its name; the first unnamed one as the first profile offered
        // (the player database's default profile), the others as their default names.
        QString shown;
        if (s.seats[i].human()) {
            const bool unnamed = s.seats[i].name.trimmed().isEmpty();
            shown = unnamed && first_human && !profiles_.isEmpty()
                        ? profiles_.front()
                        : seat_name(s, seat_from_index(i));
            first_human = false;
        }
        profile_[i]->setEditText(shown);
        profile_[i]->setVisible(s.seats[i].human());
    }
    loading_ = false;
    refresh();
}

void NewGameDialog::on_kind_changed(int seat) {
    const bool human = kind_[seat]->currentData().toString() == QLatin1String("human");
    profile_[seat]->setVisible(human);
    if (!loading_ && human && profile_[seat]->currentText().trimmed().isEmpty()) {
        // The first profile no other human seat has.
        for (const QString& p : profiles_) {
            bool taken = false;
            for (int k = 0; k < 4; ++k)
                if (k != seat && kind_[k]->currentData().toString() == QLatin1String("human") &&
                    same_profile_key(profile_[k]->currentText()) == same_profile_key(p))
                    taken = true;
            if (!taken) {
                profile_[seat]->setEditText(p);
                break;
            }
        }
    }
    refresh();
}

void NewGameDialog::set_leaving_pot(bool on) {
    leaving_ = on;
    leaving_note_->setVisible(on);
}

Settings NewGameDialog::settings() const {
    Settings s = initial_;
    RuleSettings& r = s.rules;
    const QString chosen = preset_->currentData().toString();
    if (chosen != r.ruleset) {
        // Another rule set brings its preset's table switches (first dealer, wall, …); the
        // stored ones belong to the stored rule set.
        r.ruleset = chosen;
        if (const Ruleset* p = base_preset(r, chosen)) apply_preset_switches(r, *p);
    }
    pot_->store(r);
    for (int i = 0; i < 4; ++i) {
        SeatSetting& seat = s.seats[static_cast<std::size_t>(i)];
        const SeatSetting& was = initial_.seats[static_cast<std::size_t>(i)];
        seat.kind = kind_[i]->currentData().toString().toStdString();
        // A human seat is its profile; an AI seat keeps a name only if it was an AI seat.
        seat.name = seat.human() ? profile_[i]->currentText().trimmed()
                                 : (was.human() ? QString() : was.name);
    }
    s.play.turn_timer = timer_->currentData().toInt();
    s.play.claim_timeout = claim_->value();
    return s;
}

QString NewGameDialog::problem() const {
    const Settings s = settings();
    for (int i = 0; i < 4; ++i) {
        const SeatSetting& a = s.seats[static_cast<std::size_t>(i)];
        if (!a.human()) continue;
        if (a.name.isEmpty())
            return tr("%1 has no profile: choose one or type a new name.")
                .arg(wind_name(seat_from_index(i)));
        for (int k = i + 1; k < 4; ++k) {
            const SeatSetting& b = s.seats[static_cast<std::size_t>(k)];
            if (b.human() && same_profile_key(a.name) == same_profile_key(b.name))
                return tr("%1 and %2 both play as \"%3\": each human seat needs its own profile.")
                    .arg(wind_name(seat_from_index(i)), wind_name(seat_from_index(k)), a.name);
        }
    }
    if (const QString why = rules_problem(s.rules); !why.isEmpty())
        return tr("These rules describe no game the engine plays: %1").arg(why);
    return {};
}

QStringList NewGameDialog::new_profiles() const {
    QStringList out;
    for (const SeatSetting& seat : settings().seats) {
        if (!seat.human()) continue;
        const bool known = std::any_of(profiles_.begin(), profiles_.end(), [&](const QString& p) {
            return same_profile_key(p) == same_profile_key(seat.name);
        });
        if (!known) out << seat.name;
    }
    return out;
}

void NewGameDialog::refresh() {
    if (loading_ || !ok_) return;
    const Settings s = settings();
    if (const Ruleset* p = base_preset(s.rules, s.rules.ruleset)) {
        const Ruleset rules = build_ruleset(s.rules);
        summary_->setText(find_custom(s.rules, s.rules.ruleset)
                              ? tr("Your copy of %1 with its own scoring values. %2")
                                    .arg(ruleset_name(*p), SettingsDialog::preset_summary(rules))
                              : SettingsDialog::preset_summary(rules));
        summary_->setToolTip(SettingsDialog::preset_description(rules));
    }
    // The claim timeout for rules with claims only (Hefei has none).
    const bool with_claims = claims();
    claim_->setVisible(with_claims);
    claim_label_->setVisible(with_claims);
    const int humans = human_seats(s);
    if (humans == 0)
        seats_note_->setText(
            s.play.watch_pause > 0
                ? tr("No human seat: you watch the computer play; the next hand starts by "
                     "itself %1 s after a hand ends (Settings → Play).")
                      .arg(s.play.watch_pause)
                : tr("No human seat: you watch the computer play; each next hand waits for your "
                     "click (Settings → Play)."));
    else if (humans == 1)
        seats_note_->setText(QString());
    else
        seats_note_->setText(tr("%1 human seats: hot-seat play at this computer. Before each "
                                "human's turn the table hides every hand until that player is "
                                "ready.")
                                 .arg(humans));
    seats_note_->setVisible(!seats_note_->text().isEmpty());
    for (const auto& level : levels_) {
        // (a named reference, not a structured binding: clang 14 cannot capture those)
        const std::string& kind = level.first;
        QLabel* const label = level.second;
        const bool seated = std::any_of(s.seats.begin(), s.seats.end(),
                                        [&](const SeatSetting& x) { return x.kind == kind; });
        QFont f = label->font();
        f.setBold(seated);
        label->setFont(f);
    }
    fit_levels();  // bold lines may wrap onto one more line
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    ok_->setEnabled(why.isEmpty());
    // A note or a problem that appears gets its room: the dialog grows rather than squeezing.
    if (isVisible() && layout()) {
        layout()->activate();
        resize(size().expandedTo(sizeHint()));
    }
}

void NewGameDialog::accept() {
    if (!problem().isEmpty()) return;  // (OK is disabled; Enter too)
    emit newGameAccepted(settings());
    QDialog::accept();
}

}  // namespace haolao::ui
