// SPDX-License-Identifier: GPL-3.0-or-later
#include "guide.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QKeyEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <stdexcept>

#include "guideoverlay.h"
#include "mainwindow.h"
#include "names.h"
#include "resultdialogs.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

// ---- The rigged hand ----------------------------------------------------------------------------

namespace {

// What each seat is dealt (14 for the dealer, East) and draws, in order. The AI seats' tiles
// (dealt and drawn, 20 each) hold in each suit five ranks with no three in a row (2 3 5 6 8,
// 2 4 5 7 8 or 2 3 5 7 8), never more than two alike, and five pairs at most: no set can ever
// form from them, so no tile, drawn or discarded, can give them a win (nor a ready hand to
// declare, nor a kong). East's draws after declaring are thrown for it; its winning 4 of dots is
// its haolao draw, and the last two 4 of dots lie beyond it, never drawn.
constexpr const char* kEastDealt = "333m 456m 67m 777p 4p 3s 6s";
constexpr const char* kEastDraws = "3m 8m 6m 3s 6m 6s";  // head draws 4, 8, 12, … 24
constexpr const char* kEastReplacement = "5s";           // the kong's, from the tail
constexpr const char* kEastHaolao = "4p";                // the second haolao draw
constexpr const char* kNeverDrawn = "4p4p";              // the last two tiles of the zone
// Each AI seat's 20 tiles: 13 dealt, then its draws (South and West 7, North 6 and its haolao
// draw), spread by a fixed stride so that the hands look dealt.
constexpr const char* kAiTiles[3] = {
    "24578m 2356688p 22335668s",  // South
    "224578m 235668p 24457788s",  // West
    "24578m 22335578p 2445778s",  // North
};

std::vector<Tile> tiles(const char* text) {
    return parse_tiles(text, TileSet::hefei());
}

}  // namespace

Ruleset guide_rules() {
    Ruleset r = ruleset_by_id("hefei-ting");
    r.pot_length = PotLength::Hands;
    r.pot_hands = 1;
    return r;
}

Dice guide_dice() {
    return Dice{3, 4};
}

std::vector<Tile> guide_wall() {
    constexpr int kSize = kHefeiWallTiles;
    std::vector<Tile> wall(kSize);
    std::vector<bool> placed(kSize, false);
    auto put = [&](int pos, Tile t) {
        if (pos < 0 || pos >= kSize || placed[static_cast<std::size_t>(pos)])
            throw std::logic_error("guide wall: position " + std::to_string(pos) + " twice");
        wall[static_cast<std::size_t>(pos)] = t;
        placed[static_cast<std::size_t>(pos)] = true;
    };
    // Deal positions by seat (East deals: seat offset = seat index).
    std::array<std::vector<int>, 4> dealt;
    for (const DealStep& step : deal_steps()) dealt[step.seat_offset].push_back(step.position);
    // Head draw k (1-based, after the deal) is at position kDealtTiles - 1 + k, drawn by the seat
    // k places after East: the dealer discards first, then South draws.
    auto draw_position = [](int seat, int round) {
        return kDealtTiles + 4 * round + (seat + 3) % 4;
    };
    const auto east = tiles(kEastDealt);
    for (std::size_t i = 0; i < east.size(); ++i) put(dealt[0][i], east[i]);
    const auto east_draws = tiles(kEastDraws);
    for (std::size_t i = 0; i < east_draws.size(); ++i)
        put(draw_position(0, static_cast<int>(i)), east_draws[i]);
    // Tail: the top of the last stack first.
    put(kSize - 2, tiles(kEastReplacement).front());
    for (int s = 1; s < 4; ++s) {
        auto pool = tiles(kAiTiles[s - 1]);
        // A fixed stride through the 20 tiles (7 is prime to 20), so the deal mixes the suits.
        std::vector<Tile> mixed;
        for (std::size_t i = 0; i < pool.size(); ++i) mixed.push_back(pool[(i * 7) % pool.size()]);
        for (std::size_t i = 0; i < 13; ++i) put(dealt[static_cast<std::size_t>(s)][i], mixed[i]);
        // Draws: South and West 7 (rounds 0-6), North 6 (rounds 0-5) and then the first haolao
        // tile, which is the position after its last head draw's round (kSize - 5).
        const int draws = s == 3 ? 6 : 7;
        for (int k = 0; k < draws; ++k)
            put(draw_position(s, k), mixed[13 + static_cast<std::size_t>(k)]);
        if (s == 3) put(kSize - 5, mixed[19]);
    }
    // The haolao zone after one replacement: 79 (North's draw), 80 (East's win), 81 and 83.
    put(kSize - 4, tiles(kEastHaolao).front());
    const auto rest = tiles(kNeverDrawn);
    put(kSize - 3, rest[0]);
    put(kSize - 1, rest[1]);
    for (int p = 0; p < kSize; ++p)
        if (!placed[static_cast<std::size_t>(p)])
            throw std::logic_error("guide wall: position " + std::to_string(p) + " empty");
    return wall;
}

Game guide_game() {
    Game g(guide_rules(), kGuideSeed);
    g.rig_first_dealer(Seat::East);
    g.rig_next_hand(guide_wall(), guide_dice());
    return g;
}

std::array<std::string, 4> guide_seats() {
    return {"human", "normal", "normal", "normal"};
}

// ---- The first-launch offer ---------------------------------------------------------------------

bool guide_offer_due(const GameOptions& o, const QSettings& store) {
    if (store.value(QLatin1String(kGuideOfferedKey)).toBool() ||
        store.value(QLatin1String(kGuideDoneKey)).toBool())
        return false;
    const bool own_game = o.seed_given || o.rules_given || o.seats_given || o.pot_hands > 0 ||
                          o.resume != GameOptions::Resume::Ask || o.autoplay || o.auto_next ||
                          o.exit_at_pot_end || !o.replay.isEmpty() || !o.screenshot.isEmpty() ||
                          o.bench || o.data_dir_given;
    return !own_game;
}

// ---- The controller -----------------------------------------------------------------------------

GuideController::GuideController(QObject* parent)
    : GameController(guide_game(), kGuideSeed, guide_seats(), parent) {}

ActionList guide_choices(const ActionList& legal, int acted) {
    // The story's four decisions: throw a bamboo tile, kong, throw a bamboo tile, declare with
    // one. (Later ones, none in the rigged hand: anything legal.)
    ActionList out;
    for (const Action& a : legal) {
        const bool bamboo = a.type == ActionType::Discard && a.tile.suit() == Suit::Bamboo;
        switch (acted) {
            case 0:
            case 2:
                if (bamboo && !a.declare) out.push(a);
                break;
            case 1:
                if (a.type == ActionType::Kong) out.push(a);
                break;
            case 3:
                if (bamboo && a.declare) out.push(a);
                break;
            default:
                out.push(a);
        }
    }
    return out;
}

void GuideController::not_offered(const Action& action) {
    if (GameController::human_actions().contains(action)) emit refused(action);
}

ActionList GuideController::human_actions() const {
    return guide_choices(GameController::human_actions(), acted_);
}

bool GuideController::submit(const Action& action) {
    if (!human_actions().contains(action)) return false;
    if (!GameController::submit(action)) return false;
    ++acted_;
    emit human_acted(action);
    return true;
}

// ---- The window ---------------------------------------------------------------------------------

namespace {

bool is_characters(Tile t) {
    return t.suit() == Suit::Characters;
}
bool is_bamboo(Tile t) {
    return t.suit() == Suit::Bamboo;
}
bool is_three_characters(Tile t) {
    return t.suit() == Suit::Characters && t.rank() == 3;
}
bool any_tile(Tile) {
    return true;
}

}  // namespace

GuideWindow::GuideWindow(Speed speed, Audio* audio, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("guide_window"));
    setWindowFlag(Qt::Window);
    setWindowTitle(tr("Guided first hand — Haolao"));
    setMinimumSize(1024, 640);
    controller_ = new GuideController(this);
    table_ = new TableWidget(controller_, speed, this);
    table_->set_audio(audio);
    table_->autoplay_button()->setEnabled(false);  // the guide is played by hand
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(table_);
    table_->installEventFilter(this);
    connect(controller_, &TableFeed::human_to_act, this, &GuideWindow::on_human,
            Qt::QueuedConnection);
    connect(controller_, &TableFeed::event_shown, this, &GuideWindow::on_event);
    connect(controller_, &TableFeed::hand_over, this, &GuideWindow::on_hand_over);
    connect(controller_, &GuideController::human_acted, this, &GuideWindow::on_acted);
    connect(controller_, &GuideController::refused, this, &GuideWindow::on_refused);
    connect(controller_, &GameController::failed, this,
            [this](const QString& m) { QMessageBox::critical(this, windowTitle(), m); });
}

GuideWindow::~GuideWindow() {
    // The callout watches the table; the table and controller go with this window.
    delete callout_;
}

void GuideWindow::start() {
    if (started_) return;
    started_ = true;
    controller_->start();
}

QString GuideWindow::callout_text() const {
    return callout_ ? callout_->text() : QString();
}

bool GuideWindow::next_pauses(Step s) {
    switch (s) {
        case Step::Dice:
        case Step::Head:
        case Step::Tail:
        case Step::EightTiles:
        case Step::Locked:
        case Step::Zone:
        case Step::Haolao:
            return true;
        default:
            return false;
    }
}

QString GuideWindow::text_for(Step s) {
    switch (s) {
        case Step::Dice:
            return tr(
                "<b>Welcome to Hefei mahjong!</b> This guided hand shows you the table. You "
                "are East, the dealer (庄家). Your dice show 3 + 4 = 7: counting round from "
                "the dealer, 7 picks the opposite wall, and the smaller die, 3, the stack "
                "where the wall was broken.");
        case Step::Head:
            return tr(
                "<b>Head (牌头).</b> The deal took its tiles from here, and every normal "
                "draw comes from here, going round the table clockwise.");
        case Step::Tail:
            return tr(
                "<b>Tail (牌尾).</b> The other end of the wall: after a kong, the "
                "replacement tile (补牌) comes from here.");
        case Step::EightTiles:
            return tr(
                "<b>Your hand.</b> A win is a pair and four sets (runs such as 2-3-4 of one "
                "suit, or three alike). In Hefei a winning hand also needs <b>8 or more "
                "tiles of one suit</b> (支). You hold 8 characters (万): that is your suit.");
        case Step::Discard:
            return tr(
                "<b>Your turn.</b> The dealer starts by discarding. Bamboo (条) is no use "
                "to you: click one of your two bamboo tiles (ringed) to throw it.");
        case Step::Kong:
            return tr(
                "<b>Concealed kong (暗杠).</b> You drew the fourth 3 of characters. Four "
                "alike can be laid down as a kong: it counts as a set and scores. Press "
                "<b>Kong (K)</b>.");
        case Step::Replacement:
            return tr(
                "Your kong lies face up, and its replacement tile came from the "
                "<b>tail</b>. Throw a bamboo tile again.");
        case Step::Declare:
            return tr(
                "<b>Ready (听牌).</b> With the 8 of characters you are one tile from a win: "
                "the 4 of dots (四饼), to pair your single 4. In this guide's room (报听房) "
                "you <b>declare ready (报听)</b> as you discard: press <b>Declare (T)</b>, "
                "then click the bamboo tile.");
        case Step::Locked:
            return tr(
                "<b>Declared.</b> Your hand is locked now: each tile you draw that does not "
                "win is thrown for you, and a winning tile is taken automatically.");
        case Step::Zone:
            return tr(
                "<b>Haolao zone (海捞).</b> The last 4 tiles of the wall, outlined, are the "
                "haolao zone. Let the others play on, and watch the wall shrink towards "
                "it.");
        case Step::Haolao:
            return tr(
                "<b>Haolao!</b> Only 4 tiles are left. Each player in turn, from the next "
                "one on, draws one tile and does not discard; the first whose tile "
                "completes a hand wins, with a bonus.");
        case Step::Scoring:
            return tr(
                "<b>You won by self-draw in the haolao phase!</b> Each other player pays "
                "you the total. Every line is a scoring item: 支 for each tile beyond 8 in "
                "your suit, 杠 for your kong, 海捞 for the haolao win… Help → Rules help "
                "(F1) explains them all. That is the guided hand: enjoy the game!");
        default:
            return {};
    }
}

std::vector<QRect> GuideWindow::hand_rects(bool (*keep)(Tile)) const {
    std::vector<QRect> out;
    const qreal s = std::min(table_->width() / layout::kW, table_->height() / layout::kH);
    const QSize size(qRound(layout::kHandW * s), qRound(layout::kHandH * s));
    const auto hand = table_->hand_tiles();
    for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
        if (!keep(hand[static_cast<std::size_t>(i)])) continue;
        QRect r(QPoint(0, 0), size);
        r.moveCenter(table_->hand_tile_center(i));
        out.push_back(r);
    }
    return out;
}

std::vector<QRect> GuideWindow::targets() const {
    using M = TableWidget::Marker;
    auto one = [](const QRect& r) { return r.isEmpty() ? std::vector<QRect>{} : std::vector{r}; };
    auto with = [](std::vector<QRect> a, const QWidget* b) {
        if (b && b->isVisible()) a.push_back(b->geometry());
        return a;
    };
    switch (step_) {
        case Step::Dice: {
            // The dice, and what is left of the wall they broke.
            auto r = one(table_->marker_rect(M::Dice));
            const Seat broken = controller_->shown().wall.shape().broken_wall();
            QRect wall;
            for (const TableWidget::WallItem& item : table_->wall_items())
                if (item.owner == broken) wall = wall.united(item.rect.toAlignedRect());
            if (!wall.isEmpty()) r.push_back(wall);
            return r;
        }
        case Step::Head:
            return one(table_->marker_rect(M::Head));
        case Step::Tail:
            return one(table_->marker_rect(M::Tail));
        case Step::EightTiles:
            return hand_rects(is_characters);
        case Step::Discard:
        case Step::Replacement:
            return hand_rects(is_bamboo);
        case Step::Kong:
            return with(hand_rects(is_three_characters), table_->kong_button());
        case Step::Declare:
            return with(hand_rects(is_bamboo), table_->declare_button());
        case Step::Locked: {
            // The hand and its kong.
            auto r = hand_rects(any_tile);
            QRect u;
            for (const QRect& x : r) u = u.united(x);
            return one(u);
        }
        case Step::Zone:
            return zone_rects();
        case Step::Haolao: {
            auto r = one(table_->marker_rect(M::HaolaoLabel));
            for (const QRect& z : zone_rects()) r.push_back(z);
            return r;
        }
        default:
            return {};
    }
}

// The zone's tiles, one ring per wall they lie on (the zone may turn a corner).
std::vector<QRect> GuideWindow::zone_rects() const {
    std::array<QRect, 4> by_wall;
    for (const TableWidget::WallItem& item : table_->wall_items())
        if (item.haolao_zone)
            by_wall[index(item.owner)] =
                by_wall[index(item.owner)].united(item.rect.toAlignedRect());
    std::vector<QRect> out;
    for (const QRect& r : by_wall)
        if (!r.isEmpty()) out.push_back(r);
    return out;
}

void GuideWindow::refresh() {
    if (!callout_ || step_ == Step::Scoring) return;
    std::vector<QRect> avoid;
    for (const QPushButton* b : {table_->win_button(), table_->kong_button(),
                                 table_->declare_button(), table_->pass_button()})
        if (b->isVisible()) avoid.push_back(b->geometry());
    // The bottom hand stays in view.
    const auto hand = hand_rects(any_tile);
    for (const QRect& r : hand) avoid.push_back(r);
    callout_->set_avoid(avoid);
    callout_->set_targets(targets());
}

void GuideWindow::enter(Step s) {
    step_ = s;
    seen_.push_back(s);
    delete callout_;
    emit step_changed(s);
    if (s == Step::Watch || s == Step::Done) {
        controller_->set_paused(false);
        return;
    }
    if (next_pauses(s)) controller_->set_paused(true);
    show_callout();
}

void GuideWindow::show_callout() {
    QWidget* host = step_ == Step::Scoring && result_ ? static_cast<QWidget*>(result_.data())
                                                      : static_cast<QWidget*>(table_);
    callout_ = new Callout(host);
    callout_->set_next_text(step_ == Step::Scoring ? tr("Finish") : tr("Next"));
    //: The guide's Next button's tooltip, on the steps that only explain (eventFilter).
    if (next_pauses(step_)) callout_->next_button()->setToolTip(tr("Next: Enter or Space"));
    connect(callout_, &Callout::next_clicked, this, &GuideWindow::next);
    connect(callout_, &Callout::skip_clicked, this, &GuideWindow::skip);
    if (step_ == Step::Scoring) {
        callout_->skip_button()->hide();
        // Beside the win's card (its items, per payer).
        std::vector<QRect> cards;
        for (const QFrame* f : result_->findChildren<QFrame*>(QStringLiteral("card")))
            if (f->isVisible())
                cards.emplace_back(f->mapTo(result_.data(), QPoint(0, 0)), f->size());
        if (cards.size() > 1) cards.erase(cards.begin());  // the hands; the win card next
        if (!cards.empty()) cards.resize(1);
        callout_->set_text(text_for(step_));
        callout_->set_targets(cards);
        return;
    }
    callout_->set_text(text_for(step_));
    refresh();
}

void GuideWindow::next() {
    switch (step_) {
        case Step::Dice:
            return enter(Step::Head);
        case Step::Head:
            return enter(Step::Tail);
        case Step::Tail:
            return enter(Step::EightTiles);
        case Step::EightTiles:
            controller_->set_paused(false);
            return enter(Step::Discard);
        case Step::Discard:
        case Step::Kong:
        case Step::Replacement:
        case Step::Declare: {
            // Play the asked action for the player.
            const ActionList acts = controller_->human_actions();
            if (!acts.empty()) controller_->submit(acts[0]);
            return;
        }
        case Step::Locked:
            return enter(Step::Zone);
        case Step::Zone:
            return enter(Step::Watch);
        case Step::Haolao:
            delete callout_;
            controller_->set_paused(false);
            return;
        case Step::Scoring:
            if (result_) result_->accept();  // finish(true) follows
            return;
        default:
            return;
    }
}

void GuideWindow::skip() {
    finish(false);
}

bool GuideWindow::eventFilter(QObject* o, QEvent* e) {
    if (o == table_ && e->type() == QEvent::KeyPress && callout_ && next_pauses(step_)) {
        const auto* k = static_cast<const QKeyEvent*>(e);
        const bool go =
            k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter || k->key() == Qt::Key_Space;
        // A key held from the step before does not run through the next one.
        if (go && !k->isAutoRepeat()) next();
        if (go) return true;
    }
    return QDialog::eventFilter(o, e);
}

void GuideWindow::on_human() {
    if (callout_ || !controller_->awaiting_human()) return;
    switch (step_) {
        case Step::Start:
            return enter(Step::Dice);
        case Step::Discard:
            return enter(Step::Kong);
        case Step::Kong:
            return enter(Step::Replacement);
        case Step::Replacement:
            return enter(Step::Declare);
        default:
            return;
    }
}

void GuideWindow::on_acted(const Action& a) {
    (void)a;
    if (step_ == Step::Discard || step_ == Step::Kong || step_ == Step::Replacement ||
        step_ == Step::Declare)
        delete callout_;
}

QString GuideWindow::refusal_for(Step s, const Action& a) {
    switch (s) {
        case Step::Discard:
        case Step::Replacement:
            return tr("Not that tile: throw one of the ringed bamboo tiles (条).");
        case Step::Kong:
            return tr("First the kong: press Kong (K).");
        case Step::Declare:
            if (a.type == ActionType::Discard && !a.declare && a.tile.suit() == Suit::Bamboo)
                return tr("Press Declare (T) first, then the bamboo tile.");
            return tr("Declare with one of the ringed bamboo tiles (条).");
        default:
            return {};
    }
}

void GuideWindow::on_refused(const Action& a) {
    const QString why = refusal_for(step_, a);
    if (!callout_ || why.isEmpty()) return;
    callout_->set_text(text_for(step_) +
                       QStringLiteral("<p style=\"color:#a0161c\"><b>%1</b></p>").arg(why));
    refresh();
}

void GuideWindow::on_event(int index) {
    const Event& e = controller_->events()[static_cast<std::size_t>(index)];
    // The table stops here, and the callout comes once the event's animation (the declaring
    // discard, the haolao banner) has played.
    auto after_animation = [this](Step s) {
        controller_->set_paused(true);
        step_ = s;
        auto* poll = new QTimer(this);
        poll->setInterval(40);
        connect(poll, &QTimer::timeout, this, [this, poll, s] {
            if (table_->animating() && step_ == s) return;
            poll->deleteLater();
            if (step_ == s) enter(s);
        });
        poll->start();
    };
    if (const auto* d = std::get_if<Discarded>(&e);
        d && d->seat == Seat::East && d->declare && step_ == Step::Declare) {
        after_animation(Step::Locked);
        return;
    }
    if (std::holds_alternative<HaolaoStarted>(e) && step_ == Step::Watch) {
        after_animation(Step::Haolao);
        return;
    }
    if (callout_) QTimer::singleShot(0, this, [this] { refresh(); });
}

void GuideWindow::on_hand_over() {
    delete callout_;
    auto* d = new HandResultDialog(*controller_, table_->renderer(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    result_ = d;
    connect(d, &QDialog::finished, this, [this] { finish(true); });
    const bool instant = table_->speed() == Speed::Instant;
    QTimer::singleShot(instant ? 0 : 700, this, [this] {
        if (!result_) return;
        result_->open();
        enter(Step::Scoring);
    });
}

void GuideWindow::finish(bool done) {
    if (step_ == Step::Done) return;
    delete callout_;
    if (done) {
        QSettings store;
        store.setValue(QLatin1String(kGuideDoneKey), true);
    }
    enter(Step::Done);
    if (result_) {
        disconnect(result_, nullptr, this, nullptr);
        result_->close();
    }
    controller_->set_paused(true);
    close();
}

void GuideWindow::resizeEvent(QResizeEvent* e) {
    QDialog::resizeEvent(e);
    QTimer::singleShot(0, this, [this] { refresh(); });
}

void GuideWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Guided first hand — Haolao"));
        if (callout_) callout_->set_text(text_for(step_));
    }
    QDialog::changeEvent(e);
}

GuideWindow* open_guide(QWidget* parent, Speed speed, Audio* audio) {
    auto* g = new GuideWindow(speed, audio, parent);
    g->setAttribute(Qt::WA_DeleteOnClose);
    // The table as the player set it up: tiles, felt, corner index.
    if (const auto* w = qobject_cast<const MainWindow*>(parent))
        g->table()->set_look(w->settings());
    g->setWindowModality(Qt::WindowModal);
    if (parent) g->resize(parent->window()->size());
    g->show();
    g->start();
    return g;
}

void offer_guide(QWidget* parent, Speed speed, Audio* audio) {
    // After any message already up (a saved pot that cannot be resumed): two window-modal boxes
    // at once lay one over the other, and the one below could not be read.
    if (QApplication::activeModalWidget()) {
        QTimer::singleShot(250, parent,
                           [parent, speed, audio] { offer_guide(parent, speed, audio); });
        return;
    }
    {
        QSettings store;
        store.setValue(QLatin1String(kGuideOfferedKey), true);
    }
    auto* box = new QMessageBox(
        QMessageBox::Question, GuideWindow::tr("Haolao"),
        GuideWindow::tr("New to Hefei mahjong? A guided first hand shows the table step by step: "
                        "the wall and dice, the 8-tile rule, a kong, declaring ready and the "
                        "haolao phase. You can also start it later from Help → Guided first "
                        "hand…"),
        QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("guide_offer"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* yes =
        box->addButton(GuideWindow::tr("Play the guided hand"), QMessageBox::AcceptRole);
    yes->setObjectName(QStringLiteral("guide_offer_yes"));
    box->addButton(GuideWindow::tr("Not now"), QMessageBox::RejectRole);
    box->setDefaultButton(yes);
    QPointer<QWidget> p(parent);
    QObject::connect(box, &QMessageBox::finished, box, [box, yes, p, speed, audio] {
        if (box->clickedButton() == yes) open_guide(p, speed, audio);
    });
    box->open();
}

}  // namespace haolao::ui
