// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>

#include "haolao/handan.h"
#include "haolao/scoring.h"
#include "haolao/wall.h"
#include "names.h"
#include "potlengthedit.h"
#include "screen_fit.h"

namespace haolao::ui {

namespace {

constexpr int kExtraRow = 100;  // scoring table rows: item index, or kExtraRow + Extra

QString qstr(const std::string& s) {
    return QString::fromStdString(s);
}

// A page: its content at a readable width, top-left, the rest of the tab left empty.
QWidget* page(QLayout* content, int max_width = 620) {
    auto* inner = new QWidget;
    inner->setLayout(content);
    inner->setMaximumWidth(max_width);
    auto* outer = new QWidget;
    auto* v = new QVBoxLayout(outer);
    v->setContentsMargins(18, 16, 18, 12);
    v->addWidget(inner);
    v->addStretch(1);
    return outer;
}

QLabel* note(const QString& text) {
    auto* l = new QLabel(text);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

QFormLayout* form() {
    auto* f = new QFormLayout;
    f->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    f->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    f->setHorizontalSpacing(14);
    f->setVerticalSpacing(10);
    return f;
}

QIcon swatch(const QColor& c) {
    QPixmap pm(28, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(c.darker(160), 1));
    p.setBrush(c);
    p.drawRoundedRect(QRectF(0.5, 0.5, 27, 15), 3, 3);
    return {pm};
}

template <class T>
void select_data(QComboBox* box, T value) {
    const int i = box->findData(QVariant::fromValue(static_cast<int>(value)));
    if (i >= 0) box->setCurrentIndex(i);
}

template <class T>
T current(const QComboBox* box) {
    return static_cast<T>(box->currentData().toInt());
}

// How a value enters the score, where it is not simply added per unit.
QString applied_as(ScoringModel m, int row) {
    if (row >= kExtraRow) return {};
    switch (static_cast<Item>(row)) {
        case Item::Heavenly:
        case Item::Earthly:
            return m == ScoringModel::HefeiClassic ? SettingsDialog::tr("× total")
                                                   : SettingsDialog::tr("+ base, alone");
        case Item::Dealer:
            return m == ScoringModel::HefeiClassic ? SettingsDialog::tr("× streak")
                                                   : SettingsDialog::tr("× streak, dealer wins");
        case Item::LuxurySevenPairs:
            return SettingsDialog::tr("× (1 + fours)");
        case Item::KongBloom:
            return m == ScoringModel::HefeiBianfeng ? SettingsDialog::tr("× base score")
                                                    : QString();
        case Item::Zhi:
        case Item::Tong:
        case Item::TwoFiveEight:
        case Item::ThreeSeven:
            return SettingsDialog::tr("per tile");
        case Item::Que:
            return SettingsDialog::tr("per suit");
        case Item::Kan:
        case Item::Kong:
        case Item::Huo:
        case Item::Shuangpu:
            return SettingsDialog::tr("each");
        default:
            return {};
    }
}

}  // namespace

// ---- Texts --------------------------------------------------------------------------------------

QString SettingsDialog::seat_kind_label(const std::string& kind) {
    if (kind == "human") return tr("Human");
    if (kind == "easy") return tr("AI: easy");
    if (kind == "normal") return tr("AI: normal");
    if (kind == "hard") return tr("AI: hard");
    if (kind == "expert") return tr("AI: expert (slow)");
    if (kind == "baseline") return tr("AI: baseline (simple)");
    return tr("AI: %1").arg(qstr(kind));
}

QString SettingsDialog::preset_summary(const Ruleset& r) {
    switch (r.scoring) {
        case ScoringModel::HefeiClassic:
            return tr("Hefei mahjong (合肥麻将) as most Hefei players know it.");
        case ScoringModel::HefeiTing:
            return tr("The rules of Hefei online rooms with a declaring room (报听房).");
        case ScoringModel::HefeiBianfeng:
            return tr("The Hefei rules of the Bianfeng (边锋) online client.");
        case ScoringModel::HandanFan:
            return tr("Handan mahjong (邯郸麻将), a different regional game: %1 tiles with winds "
                      "and dragons, pongs and exposed kongs allowed, and a fan-based score.")
                .arg(wall_facts(r).tiles);
    }
    return {};
}

QString SettingsDialog::preset_description(const Ruleset& r) {
    // Sentences chosen by the rule set's model and switches; every number is the rule set's.
    const WallFacts wall = wall_facts(r);
    QStringList parts{preset_summary(r)};
    switch (r.first_dealer) {
        case FirstDealer::Dice:
            parts << tr("East throws the dice to choose the first dealer (请庄).");
            break;
        case FirstDealer::Random:
            parts << tr("The first dealer is drawn at random.");
            break;
        case FirstDealer::East:
            parts << tr("East is the first dealer.");
            break;
    }
    switch (r.wall_layout) {
        case WallLayout::DealerTwelve:
            parts << tr("The dealer's wall has %1 stacks, the others %2.")
                         .arg(wall.dealer_stacks)
                         .arg(wall.side_stacks);
            break;
        case WallLayout::ElevenTen:
            parts << tr("The dealer's and the opposite wall have %1 stacks, the other two %2.")
                         .arg(wall.dealer_stacks)
                         .arg(wall.side_stacks);
            break;
        case WallLayout::Seventeen:
            parts << tr("Every wall has %1 stacks.").arg(wall.side_stacks);
            break;
    }
    parts << (r.declare_ready_required ? tr("To win on a discard you must first declare ready "
                                            "(报听); a self-draw always counts.")
                                       : tr("Anyone may win on a discard."));
    switch (r.scoring) {
        case ScoringModel::HefeiClassic:
            parts << tr("A win scores a base of %1 plus points for a long suit (支), absent suits "
                        "(缺门, %2 each), concealed pungs (坎), kongs, closed waits (卡) and the "
                        "dealer's streak; a pure suit adds %3, a heavenly hand multiplies the "
                        "total by %4 and an earthly hand by %5.")
                         .arg(r.value(Item::Base))
                         .arg(r.value(Item::Que))
                         .arg(r.value(Item::Pure))
                         .arg(r.value(Item::Heavenly))
                         .arg(r.value(Item::Earthly));
            break;
        case ScoringModel::HefeiTing:
            parts << tr("The base is %1 (%2 in a room without declaring), item values are small, "
                        "and seven pairs with four-of-a-kinds (豪华七对) multiply the total.")
                         .arg(r.value(Item::Base))
                         .arg(r.base_without_declaring);
            break;
        case ScoringModel::HefeiBianfeng:
            parts << tr("The base is %1 with smaller item values than the classic rules; winning "
                        "on a kong replacement (杠开) multiplies the score by %2, a pure suit adds "
                        "%3, and the dealer's bonus counts only when the dealer wins.")
                         .arg(r.value(Item::Base))
                         .arg(r.value(Item::KongBloom))
                         .arg(r.value(Item::Pure));
            break;
        case ScoringModel::HandanFan:
            parts << tr("A discard may be claimed to win, kong or pong (no chow); a win beats a "
                        "kong or pong. A win on a discard is %1 from the discarder, a self-draw %2 "
                        "from each of the others, doubled when the dealer wins or pays. Kongs "
                        "are paid on the spot: exposed %3, added %4, concealed %5 from each; "
                        "跟打 costs the followed player %6 to each.")
                         .arg(r.value(Item::Base))
                         .arg(r.value(Item::Base) * kHandanSelfDrawFactor)
                         .arg(kExposedKongMoney)
                         .arg(kAddedKongMoney)
                         .arg(kConcealedKongMoney)
                         .arg(kFollowDiscardMoney);
            parts << tr("The hand is drawn when %1 stacks are left in the wall (one more per "
                        "kong).")
                         .arg(r.dead_wall_stacks);
            parts << (r.dealer_passes_to == DealerPasses::Previous
                          ? tr("When another player wins, the dealership passes to the dealer's "
                               "previous player (上家).")
                          : tr("When another player wins, the dealership passes to the dealer's "
                               "next player (下家)."));
            parts << tr(
                "Whoever passes a win may not win on a discard, and whoever passes a "
                "pong may not pong that tile, until their own next draw or call (过圈).");
            break;
    }
    if (r.scoring == ScoringModel::HandanFan) {
        QString out = parts.front();
        for (qsizetype i = 1; i < parts.size(); ++i) out = tr("%1 %2").arg(out, parts[i]);
        return out;
    }
    if (wall.haolao_zone > 0)
        parts << tr("The last %1 tiles of the wall are the haolao zone (海捞).")
                     .arg(wall.haolao_zone);
    parts << (r.missed_win_lock ? tr("Whoever passes up a win may not win on a smaller discard "
                                     "before their next draw (胡前不胡后).")
                                : tr("There is no missed-win lock."));
    // Two sentences in a row: a space in English, none in Chinese.
    QString out = parts.front();
    for (qsizetype i = 1; i < parts.size(); ++i) out = tr("%1 %2").arg(out, parts[i]);
    return out;
}

QString SettingsDialog::item_label(Item item) {
    // The Chinese term (names.h), then an explanation in the UI language.
    static const char* k[] = {
        QT_TR_NOOP("Win (base score)"),
        QT_TR_NOOP("Zhi (tiles over %1 in a suit)"),
        QT_TR_NOOP("Two suits of %1 or more"),
        QT_TR_NOOP("Que (an absent suit)"),
        QT_TR_NOOP("Tong (%1 or more of one rank)"),
        QT_TR_NOOP("Kan (concealed pung)"),
        QT_TR_NOOP("Kong (concealed kong)"),
        QT_TR_NOOP("Huo (four alike as pung + chow)"),
        QT_TR_NOOP("Ka (closed, edge or pair wait)"),
        QT_TR_NOOP("Shuangpu (two identical chows)"),
        QT_TR_NOOP("(%1+ tiles of ranks 2, 5, 8)"),
        QT_TR_NOOP("(%1+ tiles of ranks 3, 7)"),
        QT_TR_NOOP("Pinghu (standard shape)"),
        QT_TR_NOOP("Seven pairs"),
        QT_TR_NOOP("Super seven pairs (with four alike)"),
        QT_TR_NOOP("Luxury seven pairs"),
        QT_TR_NOOP("Pure suit"),
        QT_TR_NOOP("Four concealed pungs"),
        QT_TR_NOOP("Win on a kong replacement"),
        QT_TR_NOOP("Haolao (self-draw in the haolao zone)"),
        QT_TR_NOOP("Discard right after a kong"),
        QT_TR_NOOP("Heavenly hand"),
        QT_TR_NOOP("Earthly hand"),
        QT_TR_NOOP("Dealer bonus"),
    };
    static_assert(std::size(k) == kNumItems);
    const int n = static_cast<int>(item);
    if (n < 0 || n >= kNumItems) return {};
    QString label = tr(k[n]);
    // The counts are the engine's (scoring.h), not the label's.
    switch (item) {
        case Item::Zhi:
            label = label.arg(kZhiCount.over);
            break;
        case Item::DoubleEight:
            label = label.arg(kZhiCount.from);
            break;
        case Item::Tong:
            label = label.arg(kTongCount.from);
            break;
        case Item::TwoFiveEight:
            label = label.arg(kTwoFiveEightCount.from);
            break;
        case Item::ThreeSeven:
            label = label.arg(kThreeSevenCount.from);
            break;
        default:
            break;
    }
    return item_chinese(item) + QLatin1Char(' ') + label;
}

QString SettingsDialog::extra_label(Extra extra) {
    switch (extra) {
        case Extra::SuperSevenPairsPerFour:
            return QStringLiteral("超级七小对 ") + tr("+ per four alike");
        case Extra::BaseWithoutDeclaring:
            return QStringLiteral("胡牌 ") + tr("Win, room without declaring");
        case Extra::HuoExposed:
            return QStringLiteral("明活 ") + tr("Huo won on a discard");
        case Extra::ShuangpuExposed:
            return QStringLiteral("明双扑 ") + tr("Shuangpu won on a discard");
    }
    return {};
}

// ---- Construction -------------------------------------------------------------------------------

SettingsDialog::SettingsDialog(const Settings& initial, QWidget* parent)
    : QDialog(parent), initial_(initial) {
    setObjectName(QStringLiteral("settings_dialog"));
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    build();
    load(initial);
    resize_for_screen(this, {960, 620});
}

void SettingsDialog::changeEvent(QEvent* e) {
    // The language may change while the dialog is open (it is changed here): build every page
    // again in the new language, keeping what the widgets show and the tab.
    if (e->type() == QEvent::LanguageChange && body_) {
        const Settings now = settings();
        const int tab = tabs_->currentIndex();
        QWidget* old = body_;
        for (QObject* o : old->findChildren<QObject*>()) o->blockSignals(true);
        old->hide();
        old->setParent(nullptr);  // out of findChild's reach at once
        old->deleteLater();
        build();
        load(now);
        set_no_audio_device(no_audio_device_);
        tabs_->setCurrentIndex(tab);
    }
    QDialog::changeEvent(e);
}

void SettingsDialog::build() {
    setWindowTitle(tr("Settings"));
    body_ = new QWidget;
    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("tabs"));
    tabs_->setDocumentMode(false);
    tabs_->addTab(build_rules_page(), tr("Rules"));
    tabs_->addTab(build_seats_page(), tr("Seats"));
    tabs_->addTab(build_play_page(), tr("Play"));
    tabs_->addTab(build_display_page(), tr("Display"));
    tabs_->addTab(build_sound_page(), tr("Sound"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel |
                                         QDialogButtonBox::RestoreDefaults);
    buttons->setObjectName(QStringLiteral("buttons"));
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto* v = new QVBoxLayout(body_);
    v->addWidget(tabs_, 1);
    v->addWidget(buttons);
    layout()->addWidget(body_);
}

QWidget* SettingsDialog::build_rules_page() {
    // Left: the chooser, its description and the switches. Right: the scoring values.
    ruleset_ = new QComboBox;
    ruleset_->setObjectName(QStringLiteral("ruleset"));
    ruleset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    ruleset_->setMinimumContentsLength(24);
    copy_ = new QPushButton(tr("Custom copy…"));
    copy_->setObjectName(QStringLiteral("custom_copy"));
    copy_->setToolTip(tr("Save an editable copy of these scoring values under a name"));
    delete_ = new QPushButton(tr("Delete"));
    delete_->setObjectName(QStringLiteral("custom_delete"));
    auto* chooser = new QHBoxLayout;
    chooser->addWidget(new QLabel(tr("Rule set:")));
    chooser->addStretch(1);
    chooser->addWidget(copy_);
    chooser->addWidget(delete_);

    description_ = new QLabel;
    description_->setObjectName(QStringLiteral("description"));
    description_->setWordWrap(true);
    description_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    description_->setFrameShape(QFrame::StyledPanel);
    description_->setMargin(8);
    description_->setMinimumHeight(120);
    description_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    first_dealer_ = new QComboBox;
    first_dealer_->setObjectName(QStringLiteral("first_dealer"));
    first_dealer_->addItem(tr("Dice (East throws)"), int(FirstDealer::Dice));
    first_dealer_->addItem(tr("At random"), int(FirstDealer::Random));
    first_dealer_->addItem(tr("East"), int(FirstDealer::East));
    dealer_passes_ = new QComboBox;
    dealer_passes_->setObjectName(QStringLiteral("dealer_passes_to"));
    dealer_passes_->addItem(tr("The dealer's next player (下家)"), int(DealerPasses::Next));
    dealer_passes_->addItem(tr("The dealer's previous player (上家)"), int(DealerPasses::Previous));
    dealer_passes_->setToolTip(tr("Who deals next when a player other than the dealer wins"));
    wall_ = new QComboBox;
    wall_->setObjectName(QStringLiteral("wall_layout"));
    declare_ = new QCheckBox(tr("Declaring room (报听): discard wins need a declaration"));
    declare_->setObjectName(QStringLiteral("declare_ready"));
    lock_ = new QCheckBox(tr("Missed-win lock (胡前不胡后, 胡大不胡小)"));
    lock_->setObjectName(QStringLiteral("missed_win_lock"));
    lock_->setToolTip(
        tr("After passing up a win on a discard, win on a later discard before your next draw "
           "only if it scores more"));
    pot_ = new PotLengthEdit;

    for (QComboBox* c : {first_dealer_, dealer_passes_, wall_}) c->setMinimumWidth(250);
    auto* table = form();
    table->addRow(tr("First dealer (请庄):"), first_dealer_);
    table->addRow(tr("Dealership passes to:"), dealer_passes_);
    table->addRow(tr("Wall (砌牌):"), wall_);
    table->addRow(tr("Pot length (一锅):"), pot_);
    table->addRow(declare_);
    table->addRow(lock_);
    auto* table_box = new QGroupBox(tr("Table"));
    table_box->setLayout(table);

    auto* next_pot =
        new QLabel(tr("ⓘ Rule changes apply from the next pot; a pot in progress "
                      "keeps its rules."));
    next_pot->setObjectName(QStringLiteral("next_pot_note"));
    next_pot->setWordWrap(true);
    QFont bold = next_pot->font();
    bold.setBold(true);
    next_pot->setFont(bold);

    auto* left = new QVBoxLayout;
    left->setSpacing(10);
    left->addLayout(chooser);
    left->addWidget(ruleset_);
    left->addWidget(description_);
    left->addWidget(table_box);
    table_problem_ = new QLabel;
    table_problem_->setObjectName(QStringLiteral("table_problem"));
    table_problem_->setWordWrap(true);
    table_problem_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    table_problem_->hide();
    left->addWidget(table_problem_);
    left->addStretch(1);
    left->addWidget(next_pot);

    scoring_caption_ = note(QString());
    scoring_ = new QTableWidget(0, 3);
    scoring_->setObjectName(QStringLiteral("scoring"));
    scoring_->setHorizontalHeaderLabels({tr("Item"), tr("Points"), tr("Counts")});
    scoring_->verticalHeader()->setVisible(false);
    scoring_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    scoring_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    scoring_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    scoring_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    scoring_->setAlternatingRowColors(true);
    scoring_->setSelectionMode(QAbstractItemView::SingleSelection);
    scoring_->setSelectionBehavior(QAbstractItemView::SelectRows);
    scoring_->verticalHeader()->setDefaultSectionSize(scoring_->fontMetrics().height() + 5);
    auto* right = new QVBoxLayout;
    right->addWidget(scoring_, 1);
    right->addWidget(scoring_caption_);
    auto* scoring_box = new QGroupBox(tr("Scoring values"));
    scoring_box->setLayout(right);

    auto* h = new QHBoxLayout;
    h->setSpacing(16);
    h->addLayout(left, 5);
    h->addWidget(scoring_box, 6);
    auto* w = new QWidget;
    auto* outer = new QVBoxLayout(w);
    outer->setContentsMargins(14, 14, 14, 10);
    outer->addLayout(h);

    connect(ruleset_, &QComboBox::currentIndexChanged, this, [this] { on_ruleset_chosen(); });
    connect(copy_, &QPushButton::clicked, this, [this] { ask_custom_copy(); });
    connect(delete_, &QPushButton::clicked, this, [this] { delete_custom(); });
    connect(scoring_, &QTableWidget::cellChanged, this,
            [this](int row, int col) { on_value_edited(row, col); });
    // Every rules widget: the table is checked against the rules after each change.
    for (QComboBox* c : {ruleset_, first_dealer_, dealer_passes_, wall_})
        connect(c, &QComboBox::currentIndexChanged, this, [this] { check_table(); });
    for (QCheckBox* c : {declare_, lock_})
        connect(c, &QCheckBox::toggled, this, [this] { check_table(); });
    connect(pot_, &PotLengthEdit::changed, this, [this] { check_table(); });
    connect(scoring_, &QTableWidget::cellChanged, this, [this] { check_table(); });
    return w;
}

QWidget* SettingsDialog::build_seats_page() {
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(10);
    auto header = [](const QString& t) {
        auto* l = new QLabel(t);
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
        return l;
    };
    grid->addWidget(header(tr("Seat")), 0, 0);
    grid->addWidget(header(tr("Player")), 0, 1);
    grid->addWidget(header(tr("Name")), 0, 2);
    for (int i = 0; i < 4; ++i) {
        const Seat seat = static_cast<Seat>(i);
        auto* wind = new QLabel(wind_label(seat, u"  "));
        auto* kind = new QComboBox;
        kind->setObjectName(QStringLiteral("seat_kind_%1").arg(i));
        for (const std::string& k : seat_kinds()) kind->addItem(seat_kind_label(k), qstr(k));
        auto* name = new QLineEdit;
        name->setObjectName(QStringLiteral("seat_name_%1").arg(i));
        name->setMaxLength(32);
        name->setMinimumWidth(220);
        seat_kind_[i] = kind;
        seat_name_[i] = name;
        grid->addWidget(wind, i + 1, 0);
        grid->addWidget(kind, i + 1, 1);
        grid->addWidget(name, i + 1, 2);
        connect(kind, &QComboBox::currentIndexChanged, this,
                [this] { update_seat_placeholders(); });
    }
    grid->setColumnStretch(2, 1);
    auto* box = new QGroupBox(tr("Who sits at the table"));
    box->setLayout(grid);

    seats_note_ = note(QString());
    seats_note_->setObjectName(QStringLiteral("seats_note"));
    auto* v = new QVBoxLayout;
    v->setSpacing(12);
    v->addWidget(box);
    v->addWidget(note(
        tr("With two or more human seats you play hot-seat at this computer: before each human's "
           "turn the table hides every hand until that player is ready. Seat changes apply from "
           "the next pot.")));
    v->addWidget(seats_note_);
    return page(v);
}

QWidget* SettingsDialog::build_play_page() {
    hints_ = new QCheckBox(tr("Show hints (waits and a suggested discard)"));
    hints_->setObjectName(QStringLiteral("hints"));
    speed_ = new QComboBox;
    speed_->setObjectName(QStringLiteral("speed"));
    speed_->addItem(tr("Slow"), int(Speed::Slow));
    speed_->addItem(tr("Normal"), int(Speed::Normal));
    speed_->addItem(tr("Fast"), int(Speed::Fast));
    confirm_pass_ = new QCheckBox(tr("Ask before passing up a win"));
    confirm_pass_->setObjectName(QStringLiteral("confirm_pass_win"));
    auto_sort_ = new QCheckBox(tr("Keep my hand sorted"));
    auto_sort_->setObjectName(QStringLiteral("auto_sort"));
    timer_ = new QComboBox;
    timer_->setObjectName(QStringLiteral("turn_timer"));
    timer_->addItem(tr("Off"), 0);
    timer_->addItem(tr("15 seconds"), 15);
    timer_->addItem(tr("30 seconds"), 30);
    watch_pause_ = new QSpinBox;
    watch_pause_->setObjectName(QStringLiteral("watch_pause"));
    watch_pause_->setRange(0, kMaxWatchPause);
    watch_pause_->setSuffix(tr(" s"));
    watch_pause_->setSpecialValueText(tr("Wait for a click"));
    watch_pause_->setToolTip(
        tr("With no human seat, the next hand starts by itself this long after a hand ends"));

    claim_timeout_ = new QSpinBox;
    claim_timeout_->setObjectName(QStringLiteral("claim_timeout"));
    claim_timeout_->setRange(0, kMaxClaimTimeout);
    claim_timeout_->setSuffix(tr(" s"));
    claim_timeout_->setSpecialValueText(tr("Wait for me"));
    claim_timeout_->setToolTip(
        tr("Handan: how long a claim offer (胡 Win, 杠 Kong, 碰 Pong) waits for you before it "
           "passes by itself"));

    for (QComboBox* c : {speed_, timer_}) c->setMinimumWidth(200);
    watch_pause_->setMinimumWidth(200);
    claim_timeout_->setMinimumWidth(200);
    auto* f = form();
    f->addRow(tr("Animation speed:"), speed_);
    f->addRow(tr("Turn timer:"), timer_);
    f->addRow(tr("Claim timeout:"), claim_timeout_);
    f->addRow(tr("Watching, next hand after:"), watch_pause_);
    f->addRow(hints_);
    f->addRow(confirm_pass_);
    f->addRow(auto_sort_);
    auto* box = new QGroupBox(tr("During a hand"));
    box->setLayout(f);
    auto* v = new QVBoxLayout;
    v->setSpacing(12);
    v->addWidget(box);
    v->addWidget(
        note(tr("With a turn timer, a seat whose time runs out is played by the computer "
                "for that turn (托管 for one turn), as in online rooms.")));
    v->addWidget(
        note(tr("Claim timeout (Handan): a 胡 Win, 杠 Kong or 碰 Pong offer on a discard passes "
                "by itself when its time runs out. Win beats Kong and Pong: winners are asked "
                "first, then the one seat that may kong or pong.")));
    v->addWidget(
        note(tr("Watching (no human seat): each hand's result stays this long, then the "
                "next hand starts by itself; \"Stay\" in the result keeps it open.")));

    for (QCheckBox* c : {hints_, confirm_pass_, auto_sort_})
        connect(c, &QCheckBox::toggled, this, [this] { emit_live(); });
    for (QComboBox* c : {speed_, timer_})
        connect(c, &QComboBox::currentIndexChanged, this, [this] { emit_live(); });
    connect(watch_pause_, &QSpinBox::valueChanged, this, [this] { emit_live(); });
    connect(claim_timeout_, &QSpinBox::valueChanged, this, [this] { emit_live(); });
    return page(v);
}

QWidget* SettingsDialog::build_display_page() {
    theme_ = new QComboBox;
    theme_->setObjectName(QStringLiteral("theme"));
    theme_->addItem(tr("Classic ivory"), int(TileTheme::Classic));
    theme_->addItem(tr("High contrast"), int(TileTheme::HighContrast));
    corner_ = new QCheckBox(tr("Corner index on tiles (5m, 7p, 3s)"));
    corner_->setObjectName(QStringLiteral("corner_index"));
    table_ = new QComboBox;
    table_->setObjectName(QStringLiteral("table_colour"));
    const std::array<QString, kNumTableColours> colour_names = {tr("Green felt"), tr("Blue"),
                                                                tr("Red"), tr("Wood"), tr("Slate")};
    for (int i = 0; i < kNumTableColours; ++i)
        table_->addItem(swatch(table_colour(TableColour(i))), colour_names[i], i);
    table_->setIconSize(QSize(28, 16));
    language_ = new QComboBox;
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(tr("System language"), int(Language::System));
    language_->addItem(QStringLiteral("简体中文"), int(Language::Chinese));
    language_->addItem(QStringLiteral("English"), int(Language::English));
    fullscreen_ = new QCheckBox(tr("Full screen"));
    fullscreen_->setObjectName(QStringLiteral("fullscreen"));

    for (QComboBox* c : {theme_, table_, language_}) c->setMinimumWidth(200);
    auto* f = form();
    f->addRow(tr("Tile theme:"), theme_);
    f->addRow(tr("Table colour:"), table_);
    f->addRow(tr("Language:"), language_);
    f->addRow(corner_);
    f->addRow(fullscreen_);
    auto* box = new QGroupBox(tr("Table and tiles"));
    box->setLayout(f);
    auto* v = new QVBoxLayout;
    v->setSpacing(12);
    v->addWidget(box);
    v->addWidget(note(tr("Theme, colour, corner index, language and full screen apply at once.")));

    for (QComboBox* c : {theme_, table_, language_})
        connect(c, &QComboBox::currentIndexChanged, this, [this] { emit_live(); });
    for (QCheckBox* c : {corner_, fullscreen_})
        connect(c, &QCheckBox::toggled, this, [this] { emit_live(); });
    return page(v);
}

void SettingsDialog::set_no_audio_device(bool none) {
    no_audio_device_ = none;
    no_device_->setVisible(none);
}

QWidget* SettingsDialog::build_sound_page() {
    volume_ = new QSlider(Qt::Horizontal);
    volume_->setObjectName(QStringLiteral("volume"));
    volume_->setRange(0, 100);
    volume_->setPageStep(10);
    volume_->setTickPosition(QSlider::TicksBelow);
    volume_->setTickInterval(10);
    volume_->setMinimumWidth(280);
    volume_label_ = new QLabel;
    volume_label_->setMinimumWidth(
        volume_label_->fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
    auto* vol = new QHBoxLayout;
    vol->addWidget(volume_, 1);
    vol->addWidget(volume_label_);
    effects_ = new QCheckBox(tr("Sound effects (tiles, dice, wins)"));
    effects_->setObjectName(QStringLiteral("effects"));
    voice_ = new QCheckBox(tr("Voice callouts (杠, 听, 胡, 自摸, 海捞)"));
    voice_->setObjectName(QStringLiteral("voice"));
    music_ = new QCheckBox(tr("Background music"));
    music_->setObjectName(QStringLiteral("music"));

    auto* f = form();
    f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    f->addRow(tr("Master volume:"), vol);
    f->addRow(effects_);
    f->addRow(voice_);
    f->addRow(music_);
    auto* box = new QGroupBox(tr("Volume and sounds"));
    box->setLayout(f);
    // Said where a player who hears nothing looks (the warning on stderr reaches no one).
    no_device_ =
        new QLabel(tr("No audio output device was found: the game plays without sound. "
                      "Connect one and start the game again."));
    no_device_->setObjectName(QStringLiteral("no_audio_device"));
    no_device_->setWordWrap(true);
    no_device_->setStyleSheet(QStringLiteral("font-weight: bold; color: #b3261e;"));
    no_device_->hide();  // (set_no_audio_device, once the page is in the dialog)
    auto* v = new QVBoxLayout;
    v->setSpacing(12);
    v->addWidget(no_device_);
    v->addWidget(box);
    v->addWidget(note(tr("Sound settings apply at once.")));

    connect(volume_, &QSlider::valueChanged, this, [this](int n) {
        volume_label_->setText(tr("%1 %").arg(n));
        emit_live();
    });
    for (QCheckBox* c : {effects_, voice_, music_})
        connect(c, &QCheckBox::toggled, this, [this] { emit_live(); });
    return page(v);
}

// ---- Loading and reading the widgets ------------------------------------------------------------

void SettingsDialog::load(const Settings& s) {
    loading_ = true;
    rules_ = s.rules;
    fill_ruleset_combo(rules_.ruleset);
    show_switches(rules_);
    show_scoring();

    for (int i = 0; i < 4; ++i) {
        const int k = seat_kind_[i]->findData(qstr(s.seats[i].kind));
        seat_kind_[i]->setCurrentIndex(std::max(k, 0));
        seat_name_[i]->setText(s.seats[i].name);
    }

    hints_->setChecked(s.play.hints);
    select_data(speed_, s.play.speed);
    confirm_pass_->setChecked(s.play.confirm_pass_win);
    auto_sort_->setChecked(s.play.auto_sort);
    timer_->setCurrentIndex(std::max(timer_->findData(s.play.turn_timer), 0));
    watch_pause_->setValue(s.play.watch_pause);
    claim_timeout_->setValue(s.play.claim_timeout);

    select_data(theme_, s.display.theme);
    corner_->setChecked(s.display.corner_index);
    select_data(table_, s.display.table);
    select_data(language_, s.display.language);
    fullscreen_->setChecked(s.display.fullscreen);

    volume_->setValue(s.sound.volume);
    volume_label_->setText(tr("%1 %").arg(s.sound.volume));
    effects_->setChecked(s.sound.effects);
    voice_->setChecked(s.sound.voice);
    music_->setChecked(s.sound.music);
    loading_ = false;
    update_seat_placeholders();
    check_table();
}

Settings SettingsDialog::settings() const {
    Settings s = initial_;
    RuleSettings& r = s.rules;
    r = rules_;
    r.first_dealer = current<FirstDealer>(first_dealer_);
    r.dealer_passes_to = current<DealerPasses>(dealer_passes_);
    r.wall_layout = current<WallLayout>(wall_);
    r.declare_ready_required = declare_->isChecked();
    r.missed_win_lock = lock_->isChecked();
    pot_->store(r);

    for (int i = 0; i < 4; ++i) {
        s.seats[i].kind = seat_kind_[i]->currentData().toString().toStdString();
        s.seats[i].name = seat_name_[i]->text().trimmed();
    }

    s.play.hints = hints_->isChecked();
    s.play.speed = current<Speed>(speed_);
    s.play.confirm_pass_win = confirm_pass_->isChecked();
    s.play.auto_sort = auto_sort_->isChecked();
    s.play.turn_timer = timer_->currentData().toInt();
    s.play.watch_pause = watch_pause_->value();
    s.play.claim_timeout = claim_timeout_->value();

    s.display.theme = current<TileTheme>(theme_);
    s.display.corner_index = corner_->isChecked();
    s.display.table = current<TableColour>(table_);
    s.display.language = current<Language>(language_);
    s.display.fullscreen = fullscreen_->isChecked();

    s.sound.volume = volume_->value();
    s.sound.effects = effects_->isChecked();
    s.sound.voice = voice_->isChecked();
    s.sound.music = music_->isChecked();
    return s;
}

// ---- Rules page ---------------------------------------------------------------------------------

void SettingsDialog::fill_ruleset_combo(const QString& select) {
    const QSignalBlocker block(ruleset_);
    ruleset_->clear();
    for (const Ruleset& r : presets())
        ruleset_->addItem(QStringLiteral("%1  (%2)").arg(ruleset_name(r), qstr(r.id)), qstr(r.id));
    if (!rules_.custom.empty()) ruleset_->insertSeparator(ruleset_->count());
    for (const CustomRuleset& c : rules_.custom) {
        const Ruleset* base = find_ruleset(c.base);
        ruleset_->addItem(
            tr("%1  (custom copy of %2)").arg(c.name, base ? ruleset_name(*base) : qstr(c.base)),
            c.name);
    }
    ruleset_->setCurrentIndex(std::max(ruleset_->findData(select), 0));
    rules_.ruleset = ruleset_->currentData().toString();
}

void SettingsDialog::show_switches(const RuleSettings& r) {
    const Ruleset* preset = base_preset(r, r.ruleset);
    const bool was = loading_;
    loading_ = true;
    {
        const QSignalBlocker block(wall_);
        wall_->clear();
        if (preset) {
            for (WallLayout w : wall_layouts_for(*preset)) {
                switch (w) {
                    case WallLayout::DealerTwelve:
                        wall_->addItem(tr("Dealer 12 stacks, others 10"), int(w));
                        break;
                    case WallLayout::ElevenTen:
                        wall_->addItem(tr("Dealer and opposite 11, sides 10"), int(w));
                        break;
                    case WallLayout::Seventeen:
                        wall_->addItem(tr("17 stacks each"), int(w));
                        break;
                }
            }
        }
    }
    select_data(first_dealer_, r.first_dealer);
    select_data(dealer_passes_, r.dealer_passes_to);
    select_data(wall_, r.wall_layout);
    declare_->setChecked(r.declare_ready_required);
    lock_->setChecked(r.missed_win_lock);
    pot_->load(r);
    loading_ = was;
}

void SettingsDialog::on_ruleset_chosen() {
    rules_.ruleset = ruleset_->currentData().toString();
    if (!loading_) {
        // A rule set brings its preset's table switches.
        if (const Ruleset* p = base_preset(rules_, rules_.ruleset)) {
            apply_preset_switches(rules_, *p);
            show_switches(rules_);
        }
    }
    show_scoring();
}

void SettingsDialog::show_scoring() {
    const Ruleset* preset = base_preset(rules_, rules_.ruleset);
    const CustomRuleset* custom = find_custom(rules_, rules_.ruleset);
    show_description();
    delete_->setEnabled(custom != nullptr);
    scoring_caption_->setText(custom ? tr("Double-click a value to edit it (0-%1).").arg(kMaxValue)
                                     : tr("Preset values are read-only; make a custom copy to "
                                          "edit them."));

    const QSignalBlocker block(scoring_);
    scoring_->setRowCount(0);
    if (!preset) return;
    const Ruleset shown = build_ruleset(rules_);
    auto add_row = [&](int code, const QString& label, int value, bool shown_in_preset) {
        if (!shown_in_preset) return;
        const int row = scoring_->rowCount();
        scoring_->insertRow(row);
        auto* name = new QTableWidgetItem(label);
        name->setData(Qt::UserRole, code);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        auto* points = new QTableWidgetItem;
        points->setData(Qt::EditRole, value);
        points->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        points->setFlags(custom ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        auto* how = new QTableWidgetItem(applied_as(preset->scoring, code));
        how->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        scoring_->setItem(row, 0, name);
        scoring_->setItem(row, 1, points);
        scoring_->setItem(row, 2, how);
    };
    // The rows are the items the preset scores: a value for an item its formula ignores would do
    // nothing.
    for (int k = 0; k < kNumItems; ++k)
        add_row(k, item_label(Item(k)), shown.values[k], preset->values[k] != 0);
    for (int k = 0; k < kNumExtras; ++k)
        add_row(kExtraRow + k, extra_label(Extra(k)), extra_value(shown, Extra(k)),
                extra_value(*preset, Extra(k)) != 0);
}

void SettingsDialog::show_description() {
    const Ruleset* preset = base_preset(rules_, rules_.ruleset);
    const CustomRuleset* custom = find_custom(rules_, rules_.ruleset);
    if (!preset) {
        description_->clear();
        return;
    }
    // The rule set with its own switches and the values shown (a copy's own values).
    RuleSettings described = rules_;
    apply_preset_switches(described, *preset);
    const QString desc = preset_description(build_ruleset(described));
    description_->setText(
        custom ? tr("<b>%1</b> — your copy of %2 with its own scoring values.<br>%3")
                     .arg(custom->name.toHtmlEscaped(), ruleset_name(*preset), desc.toHtmlEscaped())
               : desc);
}

void SettingsDialog::on_value_edited(int row, int column) {
    if (column != 1) return;
    CustomRuleset* it = nullptr;
    for (CustomRuleset& c : rules_.custom)
        if (c.name == rules_.ruleset) it = &c;
    QTableWidgetItem* cell = scoring_->item(row, 1);
    QTableWidgetItem* name = scoring_->item(row, 0);
    if (!it || !cell || !name) return;
    const int v = std::clamp(cell->data(Qt::EditRole).toInt(), 0, kMaxValue);
    {
        const QSignalBlocker block(scoring_);
        cell->setData(Qt::EditRole, v);
    }
    const int code = name->data(Qt::UserRole).toInt();
    if (code >= kExtraRow)
        extra_value(*it, Extra(code - kExtraRow)) = v;
    else if (code >= 0 && code < kNumItems)
        it->values[code] = v;
    show_description();
}

QString SettingsDialog::make_custom_copy(const QString& name) {
    const QString n = name.trimmed();
    if (const QString why = custom_name_problem(rules_, n); !why.isEmpty())
        return tr("The name \"%1\" %2.").arg(n, why);
    const Ruleset* preset = base_preset(rules_, rules_.ruleset);
    if (!preset) return tr("No rule set is chosen.");
    CustomRuleset copy = make_custom(*preset, n);
    if (const CustomRuleset* from = find_custom(rules_, rules_.ruleset)) {
        copy = *from;
        copy.name = n;
    }
    rules_.custom.push_back(copy);
    // Same preset underneath, so the table switches stay as they are.
    const bool was = loading_;
    loading_ = true;
    fill_ruleset_combo(n);
    loading_ = was;
    show_scoring();
    return {};
}

void SettingsDialog::ask_custom_copy() {
    const Ruleset* preset = base_preset(rules_, rules_.ruleset);
    QString suggestion = preset ? tr("My %1").arg(ruleset_name(*preset)) : QString();
    for (int n = 2; !custom_name_problem(rules_, suggestion).isEmpty() && n < 100; ++n)
        suggestion = tr("My %1 %2").arg(preset ? ruleset_name(*preset) : QString()).arg(n);
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Custom copy"), tr("Name of the new rule set:"),
                              QLineEdit::Normal, suggestion, &ok);
    if (!ok) return;
    if (const QString error = make_custom_copy(name); !error.isEmpty())
        QMessageBox::warning(this, tr("Custom copy"), error);
}

void SettingsDialog::delete_custom() {
    const CustomRuleset* c = find_custom(rules_, rules_.ruleset);
    if (!c) return;
    const std::string base = c->base;
    const QString name = c->name;
    std::erase_if(rules_.custom, [&](const CustomRuleset& x) { return x.name == name; });
    const bool was = loading_;
    loading_ = true;
    fill_ruleset_combo(qstr(base));
    loading_ = was;
    show_scoring();
}

// ---- Seats, live signals, buttons ---------------------------------------------------------------

void SettingsDialog::update_seat_placeholders() {
    if (loading_) return;
    const Settings s = settings();
    for (int i = 0; i < 4; ++i)
        seat_name_[i]->setPlaceholderText(default_seat_name(s, static_cast<Seat>(i)));
    const int humans = human_seats(s);
    seats_note_->setText(humans == 0   ? tr("No human seat: the computer plays all four seats and "
                                              "you watch.")
                         : humans == 1 ? QString()
                                       : tr("%1 human seats: hot-seat play.").arg(humans));
}

void SettingsDialog::emit_live() {
    if (loading_) return;
    const Settings s = settings();
    emit playChanged(s.play);
    emit displayChanged(s.display);
    emit soundChanged(s.sound);
}

void SettingsDialog::restoreDefaults() {
    Settings d = settings();
    d.restore_defaults();
    load(d);
    emit_live();
}

void SettingsDialog::check_table() {
    if (!table_problem_ || !ok_ || loading_) return;
    const QString problem = rules_problem(settings().rules);
    // The engine's sentence names the option and the values; the frame around it is ours.
    table_problem_->setText(
        problem.isEmpty() ? QString()
                          : tr("These rules describe no game the engine plays: %1").arg(problem));
    table_problem_->setVisible(!problem.isEmpty());
    ok_->setEnabled(problem.isEmpty());
}

void SettingsDialog::accept() {
    if (!rules_problem(settings().rules).isEmpty()) return;  // (OK is disabled; Enter too)
    emit settingsAccepted(settings());
    QDialog::accept();
}

void SettingsDialog::reject() {
    // Take back what was previewed.
    const Settings now = settings();
    if (now.play != initial_.play) emit playChanged(initial_.play);
    if (now.display != initial_.display) emit displayChanged(initial_.display);
    if (now.sound != initial_.sound) emit soundChanged(initial_.sound);
    QDialog::reject();
}

QMessageBox* settings_problems_box(QWidget* parent, const QStringList& problems,
                                   const QString& kept_as) {
    auto* box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(SettingsDialog::tr("Settings"));
    box->setText(
        SettingsDialog::tr("Some settings could not be used and are back to their "
                           "defaults."));
    // Each line names the key and value as the file has them, in a sentence of the UI language.
    constexpr int kShown = 8;
    QStringList lines = problems.mid(0, kShown);
    if (problems.size() > kShown)
        lines << SettingsDialog::tr("…and %n more.", nullptr,
                                    static_cast<int>(problems.size() - kShown));
    lines << QString();
    lines << (kept_as.isEmpty()
                  ? SettingsDialog::tr("They are replaced the next time you change the settings.")
                  : SettingsDialog::tr("The file as it was is kept as %1.")
                        .arg(QDir::toNativeSeparators(kept_as)));
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    // One line per key, as the file has it: the box widens rather than break "hefei-classic".
    keep_detail_lines_whole(box);
    box->setStandardButtons(QMessageBox::Ok);
    return box;
}

void tell_settings_problems(QWidget* parent, const QStringList& problems, const QString& kept_as) {
    settings_problems_box(parent, problems, kept_as)->exec();
}

}  // namespace haolao::ui
