// SPDX-License-Identifier: GPL-3.0-or-later
// The hints (F2): the prompt and hint lines, the advisor's marks on the hand (the best move's
// outline, danger marks graded by deal-in risk, their tooltips), the outlined action button,
// and the legend of every mark. All numbers are the engine's (TableFeed::advice: advise() on
// the deciding seat's own view); the table only words them.
#include <QPainter>
#include <QPainterPath>
#include <QSettings>
#include <QStringList>
#include <QStyle>
#include <algorithm>
#include <array>
#include <cmath>

#include "exact_stroke.h"
#include "names.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

namespace {

// Deal-in risk at which a discard's danger mark starts, per level (low, medium, high): a display
// grading of the engine's number, shown in the legend.
constexpr std::array<float, 3> kDangerFrom{0.02F, 0.06F, 0.15F};

const QColor kHintGreen(120, 230, 140);
const std::array<QColor, 3> kDangerColour{QColor(246, 210, 60), QColor(255, 140, 30),
                                          QColor(225, 35, 35)};

QString percent(float x) {
    return QString::number(static_cast<int>(std::lround(x * 100)));
}

// Expected points with a sign, one decimal ("+3.2", "-0.4", "0.0").
QString points(float ev) {
    if (std::abs(ev) < 0.05F) return QStringLiteral("0.0");
    return (ev > 0 ? QStringLiteral("+") : QString()) + QString::number(ev, 'f', 1);
}

const Advice* find_advice(const std::vector<Advice>& advice, ActionType type, bool declare) {
    for (const Advice& a : advice)
        if (a.action.type == type && (type != ActionType::Discard || a.action.declare == declare))
            return &a;
    return nullptr;
}

// The danger corner: a triangle in the tile's top-right corner, larger and redder by level.
void paint_danger(QPainter& p, const QRectF& surface, int level) {
    if (level <= 0) return;
    const qreal side = surface.width() * (0.26 + 0.09 * level);
    const QPointF tr = surface.topRight();
    QPainterPath path;
    path.moveTo(tr + QPointF(-side, 0));
    path.lineTo(tr);
    path.lineTo(tr + QPointF(0, side));
    path.closeSubpath();
    // (The dark edge filled: see exact_stroke.h.)
    p.fillPath(path, kDangerColour[static_cast<std::size_t>(level - 1)]);
    stroke_as_fill(p, path, QPen(QColor(40, 10, 10, 200), 1));
}

}  // namespace

int TableWidget::danger_level(float deal_in) {
    int level = 0;
    for (const float from : kDangerFrom)
        if (deal_in >= from) ++level;
    return level;
}

QString TableWidget::advice_line(const std::vector<Advice>& advice, bool declare_mode) {
    if (advice.empty()) return {};
    const Advice* best = &advice.front();
    if (declare_mode) {
        // T is on: the best of the declaring discards.
        const Advice* d = find_advice(advice, ActionType::Discard, true);
        if (d) best = d;
    }
    QString line;
    switch (best->action.type) {
        case ActionType::Discard:
            line =
                best->action.declare
                    ? (declare_mode ? tr("Hint: declare ready with %1 — %2 points expected, "
                                         "%3% to win")
                                    : tr("Hint: declare ready (T) with %1 — %2 points "
                                         "expected, %3% to win"))
                          .arg(tile_name(best->action.tile), points(best->ev), percent(best->win))
                    : tr("Hint: discard %1 — %2 points expected, %3% to win")
                          .arg(tile_name(best->action.tile), points(best->ev), percent(best->win));
            break;
        case ActionType::Kong:
            line = tr("Hint: kong %1 — %2 points expected, %3% to win")
                       .arg(tile_name(best->action.tile), points(best->ev), percent(best->win));
            break;
        case ActionType::Win:
            line = tr("Hint: win — %1 points").arg(points(best->ev));
            break;
        case ActionType::Pass: {
            const Advice* w = find_advice(advice, ActionType::Win, false);
            line = w ? tr("Hint: pass — winning now (%1 points) is worth less than waiting (%2 "
                          "expected)")
                           .arg(points(w->ev), points(best->ev))
                     : tr("Hint: pass");
            break;
        }
        case ActionType::Pong:
            line = tr("Hint: pong %1 — %2 points expected, %3% to win")
                       .arg(tile_name(best->action.tile), points(best->ev), percent(best->win));
            break;
        case ActionType::ExposedKong:
        case ActionType::AddedKong:
            line = tr("Hint: kong %1 — %2 points expected, %3% to win")
                       .arg(tile_name(best->action.tile), points(best->ev), percent(best->win));
            break;
    }
    // A kong the advisor does not take: say so, with what it would leave.
    if (best->action.type != ActionType::Kong)
        if (const Advice* k = find_advice(advice, ActionType::Kong, false))
            line = tr("%1 · don't kong %2 (%3 points)")
                       .arg(line, tile_name(k->action.tile), points(k->ev));
    return line;
}

QString TableWidget::discard_line(const Advice& a) {
    return tr("%1: %2 points expected, %3% to win, deal-in risk %4%")
        .arg(tile_name(a.action.tile), points(a.ev), percent(a.win), percent(a.deal_in));
}

QString TableWidget::risk_tip(const Advice& a, const GameState& st) {
    int worst = -1;
    float most = 0;
    for (int i = 0; i < 4; ++i)
        if (a.deal_in_by[static_cast<std::size_t>(i)] > most) {
            most = a.deal_in_by[static_cast<std::size_t>(i)];
            worst = i;
        }
    if (worst < 0 || a.deal_in < 0.005F)
        return tr("Deal-in risk %1%: no one is likely to win on %2")
            .arg(percent(a.deal_in), tile_name(a.action.tile));
    const Seat o = seat_from_index(worst);
    const QString who = st.seat(o).declared ? tr("%1 has declared ready").arg(wind_name(o))
                                            : tr("mostly %1").arg(wind_name(o));
    return tr("Deal-in risk %1% (%2)").arg(percent(a.deal_in), who);
}

std::vector<TableWidget::LegendItem> TableWidget::legend_items(const Ruleset& rules) {
    std::vector<LegendItem> items{
        {Mark::Hint, tr("Green outline: the hint's best discard")},
        {Mark::HintButton, tr("Green button border: the action the hint recommends")},
        {Mark::Danger1, tr("Yellow corner: deal-in risk from %1%").arg(percent(kDangerFrom[0]))},
        {Mark::Danger2, tr("Orange corner: deal-in risk from %1%").arg(percent(kDangerFrom[1]))},
        {Mark::Danger3, tr("Red corner: deal-in risk from %1%").arg(percent(kDangerFrom[2]))},
        {Mark::Selected, tr("Gold outline: the selected tile, the latest discard, a kong shown")},
        {Mark::Declared, tr("Blue outline: a discard that declared ready")},
        {Mark::Zone, tr("Amber outline on the wall: the haolao zone (glows in the haolao phase)")},
        // Not a hint (shown with hints off too), but a mark on the table all the same.
        {Mark::Matched, tr("Cyan wash: the copies out on the table of the hand tile pointed at")},
    };
    std::erase_if(items, [&rules](const LegendItem& i) {
        return (i.mark == Mark::Declared && !rules.declare_ready_required) ||
               (i.mark == Mark::Zone && rules.haolao_tiles == 0);
    });
    return items;
}

QString TableWidget::legend_text(const Ruleset& rules) {
    QStringList lines{tr("Hint marks (F2)")};
    for (const LegendItem& i : legend_items(rules)) lines << i.text;
    lines << tr("Hover a tile for its expected points and deal-in risk.");
    return lines.join(QLatin1Char('\n'));
}

void TableWidget::show_legend(bool on) {
    legend_ = on;
    update();
}

QRectF TableWidget::legend_rect() const {
    // The title (54), a row of 38 per mark, the closing line (42): 438 for all nine.
    const qreal h = 54 + 38.0 * static_cast<qreal>(legend_items(feed_->rules()).size()) + 42;
    return {kCx - 330, kCy - h / 2, 660, h};
}

const Advice* TableWidget::advice_for(const Action& a) const {
    for (const Advice& x : advice_now_)
        if (x.action == a) return &x;
    return nullptr;
}

std::optional<Tile> TableWidget::hint_tile() const {
    if (advice_now_.empty()) return std::nullopt;
    const Advice* best = &advice_now_.front();
    if (declare_mode_) best = find_advice(advice_now_, ActionType::Discard, true);
    if (!best || best->action.type != ActionType::Discard) return std::nullopt;
    return best->action.tile;
}

int TableWidget::tile_danger(int i) const {
    return i >= 0 && i < static_cast<int>(hand_danger_.size())
               ? hand_danger_[static_cast<std::size_t>(i)]
               : 0;
}

bool TableWidget::tile_hinted(int i) const {
    return i >= 0 && i < static_cast<int>(hand_hint_.size()) &&
           hand_hint_[static_cast<std::size_t>(i)];
}

QPushButton* TableWidget::hinted_button() const {
    for (QPushButton* b : {win_, kong_, pong_, declare_, pass_})
        if (b->property("hinted").toBool()) return b;
    return nullptr;
}

void TableWidget::mark_button(QPushButton* b, bool on) {
    if (b->property("hinted").toBool() == on) return;
    b->setProperty("hinted", on);
    b->style()->unpolish(b);
    b->style()->polish(b);
}

void TableWidget::set_tip(const QString& tip) {
    on_gui([this, tip] {
        if (toolTip() != tip) setToolTip(tip);
    });
}

void TableWidget::refresh_hints() {
    // The engine's hints for the seat at the bottom, from what that seat may see in the state
    // shown; computed again when the state or the seat changes (a hot-seat handover).
    const std::optional<Seat> me =
        feed_->has_human() && !screened() && feed_->face_up(feed_->viewer())
            ? std::optional<Seat>(feed_->viewer())
            : std::nullopt;
    // The advisor's list for the pending decision (the feed caches it per decision).
    advice_now_ = me && hints_ && feed_->awaiting_human() ? feed_->advice() : std::vector<Advice>{};
    if (hint_key_ == feed_->shown_count() && hint_seat_ == me) return;
    hint_key_ = feed_->shown_count();
    hint_seat_ = me;
    hints_now_ = me ? feed_->hints(*me) : SeatHints{};
}

void TableWidget::paint_hints(QPainter& p) {
    hint_line_.clear();
    refresh_hints();
    // The button the advice picks (the Declare button while T is off and a declaring discard is
    // best).
    QPushButton* button = nullptr;
    if (!advice_now_.empty()) {
        const Action& a = advice_now_.front().action;
        if (a.type == ActionType::Win) button = win_;
        if (a.type == ActionType::Kong || a.type == ActionType::AddedKong ||
            a.type == ActionType::ExposedKong)
            button = kong_;
        if (a.type == ActionType::Pong) button = pong_;
        if (a.type == ActionType::Pass) button = pass_;
        if (a.type == ActionType::Discard && a.declare && !declare_mode_) button = declare_;
    }
    on_gui([this, button] {
        for (QPushButton* b : {win_, kong_, pong_, declare_, pass_}) mark_button(b, b == button);
    });
    QString tip;
    if (!hint_seat_) {
        set_tip(tip);
        return;
    }
    const GameState& st = feed_->shown();
    const SeatState& me = st.seat(*hint_seat_);
    const bool turn = feed_->awaiting_human() && st.phase == Phase::Turn;
    const QRectF strip = kHintStrip;
    QString text;
    if (feed_->awaiting_human() && st.phase == Phase::Response &&
        feed_->rules().scoring == ScoringModel::HandanFan)
        text = claim_prompt();
    else if (feed_->awaiting_human() && st.phase == Phase::Response)
        text = tr("You can win on %1: Win or Pass").arg(tile_label(st.discard));
    else if (turn && declare_mode_)
        text = tr("Declaring ready: choose the discard (Esc cancels)");
    else if (turn && me.declared)
        text = tr("Ready: your draw is thrown unless you kong");
    else if (turn)
        text = tr("Your turn — click a tile or ←/→ and Enter to discard");
    if (!text.isEmpty()) {
        p.setFont(font_px(18, true));
        p.setPen(QColor(0xfb, 0xf1, 0xd2));
        draw_text(p, strip.adjusted(0, 0, 0, -28), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    if (!hints_) {
        set_tip(tip);
        return;
    }
    QString line;
    if (!advice_now_.empty()) {
        line = advice_line(advice_now_, declare_mode_);
        const auto tiles = hand_tiles();
        if (turn && hover_ >= 0 && hover_ < static_cast<int>(tiles.size()))
            if (const Advice* a = advice_for(
                    Action::discard(tiles[static_cast<std::size_t>(hover_)], declare_mode_))) {
                line = discard_line(*a);
                tip = risk_tip(*a, st);
            }
    } else if (!hints_now_.waits.empty()) {
        QStringList parts;
        for (const Wait& w : hints_now_.waits)
            parts << tr("%1 (%2 left)").arg(tile_name(w.tile)).arg(w.remaining);
        line = tr("Waits: %1").arg(parts.join(QStringLiteral(", ")));
    }
    if (tip.isEmpty() && strip_hover_) tip = legend_text(feed_->rules());
    set_tip(tip);
    if (!line.isEmpty()) {
        p.setFont(font_px(16));
        // A long line (a kong note) shrinks to fit the room left of the buttons, then is elided
        // (hint_line() keeps it whole).
        int buttons = 0;
        for (const QPushButton* b : {win_, kong_, declare_, pass_}) buttons += !b->isHidden();
        const qreal room =
            buttons ? kButtonsRight - buttons * kButtonPitch - strip.left() - 8 : strip.width();
        qreal px = 16;
        while (px > 12 && QFontMetrics(font_px(px)).horizontalAdvance(line) > room) px -= 1;
        p.setFont(font_px(px));
        p.setPen(QColor(0xa8, 0xf0, 0xb0));
        const QString shown =
            QFontMetrics(font_px(px)).elidedText(line, Qt::ElideRight, static_cast<int>(room));
        text_cache_.draw(p, QRectF(strip.left(), strip.top() + 28, room, strip.height() - 28),
                         Qt::AlignLeft | Qt::AlignVCenter, shown);
        drawn_texts_.push_back(line);
        hint_line_ = line;
    }
}

void TableWidget::paint_legend(QPainter& p) {
    if (!legend_ || feed_->privacy()) return;
    const QRectF box = legend_rect();
    p.setPen(QPen(palette::kGold, 2.5));
    p.setBrush(QColor(0x07, 0x16, 0x10, 240));
    p.drawRoundedRect(box, 16, 16);
    p.setFont(font_px(22, true));
    p.setPen(palette::kGold);
    draw_text(p, QRectF(box.left() + 24, box.top() + 12, box.width() - 48, 32),
              Qt::AlignLeft | Qt::AlignVCenter, tr("Hint marks (F2)"));
    qreal y = box.top() + 54;
    const QSizeF tile(26, 34);
    for (const LegendItem& item : legend_items(feed_->rules())) {
        const QRectF t(QPointF(box.left() + 28, y), tile);
        // A sample tile face with the mark.
        if (item.mark == Mark::HintButton) {
            p.setPen(QPen(kHintGreen, 3));
            p.setBrush(QColor(0x2f, 0x8f, 0x5b));
            p.drawRoundedRect(t.adjusted(-4, 6, 4, -6), 6, 6);
        } else {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xf6, 0xf0, 0xdc));
            p.drawRoundedRect(t, 4, 4);
            QColor c;
            if (item.mark == Mark::Hint) c = kHintGreen;
            if (item.mark == Mark::Selected) c = palette::kGold;
            if (item.mark == Mark::Declared) c = QColor(90, 150, 255);
            if (item.mark == Mark::Zone) c = QColor(255, 170, 60);
            if (c.isValid()) {
                p.setPen(QPen(c, 3));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(t.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5);
            }
            if (item.mark == Mark::Danger1) paint_danger(p, t, 1);
            if (item.mark == Mark::Danger2) paint_danger(p, t, 2);
            if (item.mark == Mark::Danger3) paint_danger(p, t, 3);
            if (item.mark == Mark::Matched) {
                // As paint_tile draws it on a copy.
                QPainterPath face;
                face.addRoundedRect(t, 4, 4);
                p.fillPath(face, palette::kMatchedWash);
                stroke_as_fill(p, face, QPen(palette::kMatchedRim, 2));
            }
        }
        p.setFont(font_px(16));
        p.setPen(QColor(0xf6, 0xef, 0xd8));
        draw_text(p, QRectF(box.left() + 72, y, box.width() - 96, tile.height()),
                  Qt::AlignLeft | Qt::AlignVCenter, item.text);
        y += 38;
    }
    p.setFont(font_px(14));
    p.setPen(QColor(0xc9, 0xcf, 0xb0));
    draw_text(p, QRectF(box.left() + 24, box.bottom() - 30, box.width() - 48, 22),
              Qt::AlignLeft | Qt::AlignVCenter,
              tr("Click here or press Esc to close; the hint line's tooltip shows this again."));
}

void TableWidget::draw_danger(QPainter& p, const Sprite& s) {
    paint_danger(p, QRectF(s.pos, s.look.surface), s.danger);
}

}  // namespace haolao::ui
