// SPDX-License-Identifier: GPL-3.0-or-later
// Everything over the tiles: the centre box (winds, tiles left, round), the seat panels, the
// info card and wall chips, dice, banners, the prompt and hint lines, the privacy screen.
#include <QDateTime>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <algorithm>
#include <array>
#include <cmath>

#include "names.h"
#include "table_layout.h"
#include "tablewidget.h"

namespace haolao::ui {

using namespace layout;

namespace {

// A panel's or the info card's body: dark green, a thin sage edge.
void card(QPainter& p, const QRectF& r, int alpha, qreal radius) {
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0, QColor(0x12, 0x24, 0x1c, alpha));
    g.setColorAt(1, QColor(0x07, 0x13, 0x0e, alpha));
    p.setBrush(g);
    p.setPen(QPen(QColor(0x6f, 0x8a, 0x70, 160), 1.5));
    p.drawRoundedRect(r, radius, radius);
}

// `text` in the largest font from `px` down to `min_px` (whole pixels) that fits `width`, then
// elided to it if even `min_px` does not: a rules name on the centre plate or the info card.
struct FittedText {
    QFont font;
    QString text;
};
FittedText fit_text(const QString& text, int width, qreal px, qreal min_px, bool bold) {
    while (px > min_px && QFontMetrics(font_px(px, bold)).horizontalAdvance(text) > width) px -= 1;
    const QFont f = font_px(px, bold);
    return {f, QFontMetrics(f).elidedText(text, Qt::ElideRight, width)};
}

// draw_shape ids of the table's kept drawings.
constexpr quint64 kCentrePlate = 1;
constexpr quint64 kPanelBody = 2;
constexpr quint64 kPanelLit = 3;  // four: 3-6

}  // namespace

int TableWidget::hand_number(const GameState& st) {
    // Between hands the state holds the hand just finished (its tiles revealed) until the next
    // HandStarted clears the seats: from then on, through the dice roll and the deal, and at a
    // new pot's start, the number is the coming hand's.
    bool finished = st.phase == Phase::PotOver;
    if (st.phase == Phase::HandOver)
        for (const SeatState& ss : st.seats)
            finished |= ss.hand.concealed_count() > 0 || ss.hand.kong_count > 0;
    return finished ? st.hands_played : st.hands_played + 1;
}

TableWidget::HandOnTable TableWidget::hand_on_table(const GameState& st,
                                                    std::span<const Event> events) {
    HandOnTable on{st.dealer, st.streak, st.rounds_done};
    if (hand_number(st) != st.hands_played) return on;  // the hand being played or coming
    // Its HandStarted names its dealer and streak; its round is the one the hand before it
    // ended with (rounds change only at a HandEnded), 0 for a pot's first hand.
    auto it = std::find_if(events.rbegin(), events.rend(),
                           [](const Event& e) { return std::holds_alternative<HandStarted>(e); });
    if (it == events.rend()) return on;
    const auto& started = std::get<HandStarted>(*it);
    on.dealer = started.dealer;
    on.streak = started.streak;
    const auto before = std::find_if(
        it, events.rend(), [](const Event& e) { return std::holds_alternative<HandEnded>(e); });
    on.rounds_done = before == events.rend() ? 0 : std::get<HandEnded>(*before).rounds_done;
    return on;
}

void TableWidget::paint_centre(QPainter& p) {
    const GameState& st = feed_->shown();
    const QRectF box(kCx - kBox, kCy - kBox, 2 * kBox, 2 * kBox);
    // The plate is one kept pixmap: a clip cuts it exactly, so a new tiles-left number or turn
    // light redraws just those, not the whole plate (docs/UI.md "The change-of-state frame").
    text_cache_.draw_shape(p, box.adjusted(-4, -4, 4, 4), kCentrePlate, [&box](QPainter& q) {
        QLinearGradient g(box.topLeft(), box.bottomRight());
        g.setColorAt(0, QColor(0x10, 0x2c, 0x22, 235));
        g.setColorAt(1, QColor(0x06, 0x1a, 0x13, 235));
        q.setBrush(g);
        q.setPen(QPen(QColor(0xc9, 0xa2, 0x4a), 2.5));
        q.drawRoundedRect(box, 18, 18);
        q.setPen(QPen(QColor(0xc9, 0xa2, 0x4a, 90), 1));
        q.setBrush(Qt::NoBrush);
        q.drawRoundedRect(box.adjusted(6, 6, -6, -6), 13, 13);
    });

    if (st.phase == Phase::NotStarted) return;
    const bool running = st.phase == Phase::Turn || st.phase == Phase::Response;
    const HandOnTable on = hand_on_table(st, feed_->events());
    // Seat winds on the box's edges, each readable from its seat; the seat on turn lit.
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const int side = screen_side(s);
        p.save();
        p.translate(kCx, kCy);
        p.rotate(-90.0 * side);
        const QRectF cell(-20, kBox - 34, 40, 30);
        const bool turn = running && s == st.turn;
        if (turn) {
            QRadialGradient glow(cell.center(), 34);
            glow.setColorAt(0, QColor(242, 193, 78, 200));
            glow.setColorAt(1, QColor(242, 193, 78, 0));
            p.setPen(Qt::NoPen);
            p.setBrush(glow);
            p.drawEllipse(cell.center(), 30, 20);
        }
        p.setFont(serif_px(24));
        p.setPen(turn ? QColor(0x3a, 0x1c, 0x00)
                      : (s == on.dealer ? QColor(0xe0, 0x5a, 0x4a) : QColor(0xd9, 0xcf, 0xb0)));
        draw_text(p, cell, Qt::AlignCenter, wind_char(s));
        p.restore();
    }
    // Tiles left, round and hand, ruleset.
    p.setPen(QColor(0xf6, 0xe7, 0xb8));
    p.setFont(font_px(46, true));
    const int left = st.wall.shape().size() ? st.wall.remaining() : 0;
    draw_text(p, QRectF(kCx - 60, kCy - 40, 120, 50), Qt::AlignCenter, QString::number(left));
    p.setFont(font_px(15));
    p.setPen(QColor(0xd9, 0xcf, 0xb0));
    draw_text(p, QRectF(kCx - 70, kCy + 6, 140, 20), Qt::AlignCenter, tr("tiles left"));
    draw_text(p, QRectF(kCx - 70, kCy - 57, 140, 20), Qt::AlignCenter,
              tr("Round %1 · Hand %2")
                  .arg(std::min(on.rounds_done + 1, std::max(1, feed_->rules().pot_rounds)))
                  .arg(hand_number(st)));
    p.setPen(QColor(0xc9, 0xa2, 0x4a));
    // Long names (English presets, saved sets) shrink to fit the plate before they are elided.
    const FittedText name =
        fit_text(rules_title(feed_->rules(), custom_rulesets_), 136, 14, 10, false);
    p.setFont(name.font);
    draw_text(p, QRectF(kCx - 70, kCy + 26, 140, 20), Qt::AlignCenter, name.text);
}

void TableWidget::paint_dice(QPainter& p, QPointF centre, Dice dice, qreal t, bool rolling) {
    QRandomGenerator rng(static_cast<quint32>(t * 40));
    for (int k = 0; k < 2; ++k) {
        int value = k == 0 ? dice.a : dice.b;
        qreal angle = 0;
        QPointF offset(k == 0 ? -26 : 26, 0);
        if (rolling && t < 0.8) {
            value = 1 + static_cast<int>(rng.bounded(6));
            angle = (1 - t) * 720 * (k ? -1 : 1);
            offset += QPointF(std::sin(t * 19 + k) * 40 * (1 - t),
                              -std::abs(std::sin(t * 12)) * 50 * (1 - t));
        }
        const qreal size = 36;
        p.save();
        p.translate(centre + offset);
        p.rotate(angle);
        const QRectF die(-size / 2, -size / 2, size, size);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 70));
        p.drawRoundedRect(die.translated(3, 4), 7, 7);
        QLinearGradient g(die.topLeft(), die.bottomRight());
        g.setColorAt(0, QColor(0xff, 0xfe, 0xf8));
        g.setColorAt(1, QColor(0xe4, 0xdc, 0xc6));
        p.setBrush(g);
        p.setPen(QPen(QColor(0x9a, 0x8c, 0x6c), 1));
        p.drawRoundedRect(die, 7, 7);
        // Pips: 1 and 4 red, the others dark, as on Chinese dice.
        static const int kPips[7][9] = {{0},
                                        {0, 0, 0, 0, 1, 0, 0, 0, 0},
                                        {1, 0, 0, 0, 0, 0, 0, 0, 1},
                                        {1, 0, 0, 0, 1, 0, 0, 0, 1},
                                        {1, 0, 1, 0, 0, 0, 1, 0, 1},
                                        {1, 0, 1, 0, 1, 0, 1, 0, 1},
                                        {1, 0, 1, 1, 0, 1, 1, 0, 1}};
        const bool red = value == 1 || value == 4;
        p.setPen(Qt::NoPen);
        p.setBrush(red ? palette::kRed : QColor(0x1b, 0x1b, 0x2a));
        const qreal pip = value == 1 ? 5.5 : 3.4;
        for (int j = 0; j < 9; ++j) {
            if (value < 1 || value > 6 || !kPips[value][j]) continue;
            const int column = j % 3;
            const int row = j / 3;
            const qreal x = (column - 1) * size * 0.28;
            const qreal y = (row - 1) * size * 0.28;
            p.drawEllipse(QPointF(x, y), pip, pip);
        }
        p.restore();
    }
}

void TableWidget::paint_panels(QPainter& p) {
    const GameState& st = feed_->shown();
    const bool running = st.phase == Phase::Turn || st.phase == Phase::Response;
    const HandOnTable on = hand_on_table(st, feed_->events());
    const std::array<int, 4> chips = handan_table() ? money_chips() : std::array<int, 4>{};
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const QRectF r = kPanel[screen_side(s)];
        if (!part_reaches(r)) continue;  // (its badge rects stay those recorded)
        // The seat to act glows (in the Response phase `turn` is the discarder, who never acts).
        const bool turn = running && st.turn == s && st.phase == Phase::Turn;
        const SeatState& ss = st.seat(s);
        // Body: one kept pixmap, the same for every panel (a clip cuts it exactly).
        text_cache_.draw_shape(p, r.adjusted(-3, -3, 3, 3), kPanelBody,
                               [&r](QPainter& q) { card(q, r, 225, 16); });
        // The seat to act: a glowing rim and a gold edge over the plain one, kept as four
        // strips around the body (top and bottom with the corners, left, right), so lighting a
        // panel or putting it out redraws the rim, not the panel.
        if (turn) {
            const std::array<QRectF, 4> strips = {
                QRectF(r.left() - 8, r.top() - 8, r.width() + 16, 26),
                QRectF(r.left() - 8, r.bottom() - 18, r.width() + 16, 26),
                QRectF(r.left() - 8, r.top() + 18, 12, r.height() - 36),
                QRectF(r.right() - 4, r.top() + 18, 12, r.height() - 36)};
            for (std::size_t k = 0; k < strips.size(); ++k)
                text_cache_.draw_shape(p, strips[k], kPanelLit + k,
                                       [&r, strip = strips[k]](QPainter& q) {
                                           q.setClipRect(strip, Qt::IntersectClip);
                                           QPainterPath rim;
                                           rim.setFillRule(Qt::OddEvenFill);
                                           rim.addRoundedRect(r.adjusted(-6, -6, 6, 6), 20, 20);
                                           rim.addRoundedRect(r, 16, 16);
                                           q.setPen(Qt::NoPen);
                                           q.setBrush(QColor(242, 193, 78, 60));
                                           q.drawPath(rim);
                                           q.setBrush(Qt::NoBrush);
                                           q.setPen(QPen(palette::kGold, 3));
                                           q.drawRoundedRect(r, 16, 16);
                                       });
        }
        // Wind disc, red for the dealer.
        const QPointF disc(r.left() + 46, r.center().y());
        const bool dealer = st.phase != Phase::NotStarted && on.dealer == s;
        QRadialGradient dg(disc - QPointF(8, 8), 44);
        dg.setColorAt(0, dealer ? QColor(0xe2, 0x3b, 0x3b) : QColor(0x3a, 0x5a, 0x4a));
        dg.setColorAt(1, dealer ? QColor(0x8a, 0x10, 0x10) : QColor(0x1a, 0x30, 0x26));
        p.setBrush(dg);
        p.setPen(QPen(dealer ? palette::kGold : QColor(0x9a, 0xb0, 0x9c), 2));
        p.drawEllipse(disc, 32, 32);
        p.setFont(serif_px(32));
        p.setPen(dealer ? palette::kGold : QColor(0xf0, 0xe8, 0xd0));
        draw_text(p, QRectF(disc.x() - 32, disc.y() - 34, 64, 64), Qt::AlignCenter, wind_char(s));
        // Name, score, and an AI seat's level right of the score when the name is not the level
        // itself (the settings name AI seats by their wind).
        const qreal x = r.left() + kPanelTextLeft;
        const qreal room = r.right() - kPanelTextRight - x;
        const QString label = feed_->seat_label(s);
        p.setFont(font_px(19, true));
        p.setPen(QColor(0xf6, 0xef, 0xd8));
        draw_text(p, QRectF(x, r.top() + 10, room, 26), Qt::AlignLeft | Qt::AlignVCenter,
                  QFontMetrics(font_px(19, true))
                      .elidedText(label, Qt::ElideRight, static_cast<int>(room)));
        const int score = st.standings[static_cast<std::size_t>(i)];
        const QString score_text = signed_number(score);
        p.setFont(font_px(26, true));
        p.setPen(score > 0 ? QColor(0x8f, 0xe3, 0x8a)
                           : (score < 0 ? QColor(0xff, 0x8a, 0x80) : QColor(0xe8, 0xe0, 0xc8)));
        draw_text(p, QRectF(x, r.top() + 38, room, 32), Qt::AlignLeft | Qt::AlignVCenter,
                  score_text);
        // (A Handan money chip lies where the level is written: the level gives way to it.)
        const QString level = ai_level_name(feed_->seat_agent(s));
        const bool chip = chips[static_cast<std::size_t>(i)] != 0;
        if (!level.isEmpty() && label != level && !chip) {
            const qreal score_w = QFontMetricsF(font_px(26, true)).horizontalAdvance(score_text);
            const qreal lw = room - score_w - 10;
            const QFontMetrics fm(font_px(15));
            if (lw >= fm.horizontalAdvance(QStringLiteral("AI…"))) {
                p.setFont(font_px(15));
                p.setPen(QColor(0xa8, 0xc0, 0xa8));
                draw_text(p, QRectF(x + room - lw, r.top() + 40, lw, 32),
                          Qt::AlignRight | Qt::AlignVCenter,
                          fm.elidedText(level, Qt::ElideRight, static_cast<int>(lw)));
            }
        }
        // Badges: dealer with streak, declared ready, won, 托管 — all within the panel.
        QStringList texts;
        std::vector<QColor> colours;
        if (dealer) {
            texts << tr("Dealer ×%1").arg(on.streak);
            colours.emplace_back(0xb3, 0x1b, 0x1b);
        }
        if (ss.declared) {
            texts << tr("Ready");
            colours.emplace_back(0x2f, 0x5f, 0xc0);
        }
        if (ss.won) {
            texts << tr("Won");
            colours.emplace_back(0xc0, 0x8a, 0x10);
        }
        if (feed_->autoplay(s)) {
            texts << tr("Auto");
            colours.emplace_back(0x60, 0x60, 0x60);
        }
        const BadgeFit fit = fit_badges(texts, room);
        qreal bx = x;
        p.setFont(font_px(fit.px, true));
        const QFontMetricsF fm(font_px(fit.px, true));
        auto& rects = badge_rects_[static_cast<std::size_t>(i)];
        rects.clear();
        for (int k = 0; k < fit.texts.size(); ++k) {
            const qreal w = fm.horizontalAdvance(fit.texts[k]) + kBadgePad;
            const QRectF b(bx, r.bottom() - 30, w, 22);
            p.setPen(Qt::NoPen);
            p.setBrush(colours[static_cast<std::size_t>(k)]);
            p.drawRoundedRect(b, 11, 11);
            p.setPen(Qt::white);
            draw_text(p, b, Qt::AlignCenter, fit.texts[k]);
            rects.push_back(b);
            bx += w + kBadgeGap;
        }
    }
}

TableWidget::BadgeFit TableWidget::fit_badges(const QStringList& texts, qreal room) {
    auto width = [](const QStringList& t, qreal px) {
        const QFontMetricsF fm(font_px(px, true));
        qreal w = 0;
        for (const QString& s : t) w += fm.horizontalAdvance(s) + kBadgePad;
        return w + kBadgeGap * std::max<qreal>(0, static_cast<qreal>(t.size()) - 1);
    };
    // Full texts, shrinking down to a readable size; then the glyph alone where the text is a
    // glyph and its gloss ("听 Ready" → "听"); then smaller still.
    QStringList shorter;
    for (const QString& s : texts) {
        const qsizetype space = s.indexOf(QLatin1Char(' '));
        const bool glyph = space > 0 && s.at(0).unicode() >= 0x2e80;
        shorter << (glyph && !s.mid(space + 1).startsWith(QChar(0xd7)) ? s.left(space) : s);
    }
    for (const QStringList* t : {&texts, static_cast<const QStringList*>(&shorter)})
        for (qreal px = 15; px >= 12; px -= 1)
            if (width(*t, px) <= room) return {px, *t, width(*t, px)};
    for (qreal px = 11; px > 6; px -= 1)
        if (width(shorter, px) <= room) return {px, shorter, width(shorter, px)};
    return {6, shorter, width(shorter, 6)};
}

void TableWidget::paint_overlays(QPainter& p) {
    paint_overlays_static(p);
    paint_overlays_live(p);
}

QRectF TableWidget::overlay_live_rect(const Event& ev) const {
    QRectF r;
    // The dice tumble around kDiceCentre (offsets up to 66 across, 50 up; a die's half-diagonal
    // 26 and its shadow), their caption below.
    const QRectF dice(kDiceCentre.x() - 100, kDiceCentre.y() - 90, 200, 130);
    if (const auto* pot = std::get_if<PotStarted>(&ev); pot && pot->dice.a) r = dice | kDiceCaption;
    if (std::holds_alternative<DiceRolled>(ev)) r = dice | kDiceCaption;
    auto banner = [](std::optional<Seat> seat, int side) {
        QRectF b = kBanner;
        if (seat) {
            static const QPointF kToward[4] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            b.translate(kToward[side] * kBannerToward);
            b.adjust(70, 10, -70, -10);
        }
        return b.adjusted(-4, -4, 4, 4);
    };
    if (std::holds_alternative<HaolaoStarted>(ev)) r = banner(std::nullopt, 0);
    if (const auto* w = std::get_if<Won>(&ev)) r = banner(w->winner, screen_side(w->winner));
    if (const auto* k = std::get_if<KongDeclared>(&ev)) r = banner(k->seat, screen_side(k->seat));
    if (const auto* c = std::get_if<Claimed>(&ev)) r = banner(c->seat, screen_side(c->seat));
    if (const auto* k = std::get_if<KongAdded>(&ev)) r = banner(k->seat, screen_side(k->seat));
    if (const auto* h = std::get_if<HandEnded>(&ev); h && h->drawn) r = banner(std::nullopt, 0);
    r |= money_chips_live_rect();  // Handan: kong money / 跟打 chips rising
    return r;
}

void TableWidget::paint_overlays_static(QPainter& p) {
    const GameState& st = feed_->shown();
    const Event* ev = animated_event();

    // Info card: dice and where the wall was broken.
    if (part_reaches(kInfoCard)) {
        card(p, kInfoCard, 210, 14);
        p.setPen(QColor(0xc9, 0xa2, 0x4a));
        // A saved set's name may be long (32 characters): it shrinks, then is elided.
        const QRectF title = kInfoCard.adjusted(14, 8, -10, 0);
        const FittedText name = fit_text(rules_title(feed_->rules(), custom_rulesets_),
                                         static_cast<int>(title.width()), 17, 12, true);
        p.setFont(name.font);
        draw_text(p, title, Qt::AlignLeft | Qt::AlignTop, name.text);
        const WallShape& shape = st.wall.shape();
        const bool broken = st.phase != Phase::NotStarted && shape.size() > 0 &&
                            !(ev && std::holds_alternative<HandStarted>(*ev)) &&
                            (feed_->shown_count() > 0) &&
                            !(st.seat(Seat::East).hand.concealed_count() == 0 &&
                              st.phase == Phase::HandOver && shape.remaining() == shape.size());
        if (broken && !(ev && std::holds_alternative<DiceRolled>(*ev))) {
            const Dice d = shape.dice();
            paint_dice(p, QPointF(kInfoCard.left() + 58, kInfoCard.top() + 70), d, 1, false);
            p.setFont(font_px(17, true));
            p.setPen(QColor(0xf6, 0xef, 0xd8));
            draw_text(p, QRectF(kInfoCard.left() + 110, kInfoCard.top() + 40, 215, 26),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      tr("%1 + %2 = %3").arg(d.a).arg(d.b).arg(d.sum()));
            p.setFont(font_px(15));
            draw_text(p, QRectF(kInfoCard.left() + 110, kInfoCard.top() + 66, 215, 40),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                      tr("from %1's wall, stack %2")
                          .arg(wind_name(shape.broken_wall()))
                          .arg(shape.break_stack() + 1));
        }
    }

    // Break point, head and tail markers on the wall.
    const WallShape& shape = st.wall.shape();
    if (shape.size() > 0 && (st.phase == Phase::Turn || st.phase == Phase::Response)) {
        auto marker = [&](int pos, Marker m, const QString& text, const QColor& col) {
            if (pos < 0) return;
            // On the stack (over its front on the top and bottom walls): clear of the hands and
            // melds behind the wall and of the prompt line (layout::wall_chip).
            const QRectF chip = wall_chip_virtual(shape, pos, m);
            note_above(chip.adjusted(-2, -2, 2, 2));
            p.setFont(font_px(14, true));
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawRoundedRect(chip, 11, 11);
            p.setPen(Qt::white);
            draw_text(p, chip, Qt::AlignCenter, text);
        };
        //: Wall chip at the next draw (头).
        marker(shape.head(), Marker::Head, tr("Head"), QColor(0x1d, 0x3f, 0x8f, 220));
        //: Wall chip at the next kong replacement (尾).
        marker(shape.tail(), Marker::Tail, tr("Tail"), QColor(0x80, 0x40, 0x10, 220));
    }
    // Haolao label near the zone.
    if (shape.size() > 0 && st.haolao && (st.phase == Phase::Turn || st.phase == Phase::Response)) {
        const int pos = shape.head();
        if (pos >= 0) {
            const QRectF r = wall_rect(shape, pos, nullptr);
            const int side = screen_side(shape.spot(pos).owner);
            const QString text = tr("Haolao · %1 left").arg(shape.remaining());
            const qreal w =
                std::max(124, QFontMetrics(font_px(18, true)).horizontalAdvance(text) + 28);
            // Inside the wall; beside a side wall clear of the head chip.
            const QRectF chip =
                haolao_chip(r, side, w, wall_chip_virtual(shape, pos, Marker::Head));
            note_above(chip.adjusted(-3, -3, 3, 3));
            p.setPen(QPen(palette::kGold, 2));
            p.setBrush(QColor(0x8a, 0x10, 0x10, 230));
            p.drawRoundedRect(chip, 16, 16);
            p.setFont(font_px(18, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            draw_text(p, chip, Qt::AlignCenter, text);
        }
    }
}

void TableWidget::paint_banner(QPainter& p, const QString& big, const QString& small,
                               const QColor& bg, std::optional<Seat> seat, qreal t) {
    // (Its title's text-cache key is fixed by the size, pixel ratio and language: warm_banners.)
    const qreal a = std::min({1.0, t * 5, (1 - t) * 5});
    p.save();
    p.setOpacity(a);
    QRectF b = kBanner;
    if (seat) {
        static const QPointF kToward[4] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        b.translate(kToward[screen_side(*seat)] * kBannerToward);
        b.adjust(70, 10, -70, -10);
    }
    p.setPen(QPen(palette::kGold, 3));
    p.setBrush(bg);
    p.drawRoundedRect(b, 24, 24);
    p.setFont(serif_px(b.height() * 0.45));
    p.setPen(QColor(0xff, 0xf1, 0xb8));
    draw_text(p, b.adjusted(0, 4, 0, -b.height() * 0.33), Qt::AlignCenter, big);
    p.setFont(font_px(b.height() * 0.16, true));
    draw_text(p, b.adjusted(0, b.height() * 0.62, 0, -b.height() * 0.06), Qt::AlignCenter, small);
    p.restore();
}

void TableWidget::paint_overlays_live(QPainter& p) {
    const GameState& st = feed_->shown();
    const Event* ev = animated_event();
    const WallShape& shape = st.wall.shape();
    if (!ev) return;
    const qreal t = t_;
    // Dice roll in the middle of the table.
    if (const auto* pot = std::get_if<PotStarted>(ev); pot && pot->dice.a) {
        paint_dice(p, kDiceCentre, pot->dice, t, true);
        if (t > 0.8) {
            p.setFont(font_px(20, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            draw_text(p, kDiceCaption, Qt::AlignCenter,
                      tr("First dealer: %1 + %2 = %3 → %4")
                          .arg(pot->dice.a)
                          .arg(pot->dice.b)
                          .arg(pot->dice.sum())
                          .arg(wind_name(pot->first_dealer)));
        }
    }
    if (const auto* dr = std::get_if<DiceRolled>(ev)) {
        paint_dice(p, kDiceCentre, dr->dice, t, true);
        if (t > 0.8) {
            p.setFont(font_px(20, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            const WallShape sh(feed_->rules().wall_layout, st.dealer, dr->dice);
            draw_text(p, kDiceCaption, Qt::AlignCenter,
                      tr("%1 + %2 = %3, from %4's wall, stack %5")
                          .arg(dr->dice.a)
                          .arg(dr->dice.b)
                          .arg(dr->dice.sum())
                          .arg(wind_name(sh.broken_wall()))
                          .arg(sh.break_stack() + 1));
        }
    }
    // Banners: centred, or towards the seat they concern.
    auto banner = [&](const QString& big, const QString& small, const QColor& bg,
                      std::optional<Seat> seat = std::nullopt) {
        paint_banner(p, big, small, bg, seat, t);
    };
    if (std::holds_alternative<HaolaoStarted>(*ev))
        //: Banner title, drawn large: the Chinese glyph in every language (the voice calls it).
        banner(tr("Haolao", "banner"),
               tr("Haolao — %1 tiles left, one draw each").arg(shape.remaining()),
               QColor(0x8a, 0x10, 0x10, 235));
    if (const auto* w = std::get_if<Won>(ev))
        banner(w->by == WinBy::SelfDraw ? tr("Self-draw", "banner") : tr("Win", "banner"),
               win_line(*w), QColor(0x9a, 0x12, 0x12, 235), w->winner);
    if (const auto* k = std::get_if<KongDeclared>(ev))
        banner(tr("Kong", "banner"),
               tr("%1 declares a kong of %2").arg(wind_name(k->seat), tile_name(k->tile)),
               QColor(0x0f, 0x50, 0x30, 235), k->seat);
    // Handan claims: 碰 / 杠 towards the claimer, naming whose discard it took.
    if (const auto* c = std::get_if<Claimed>(ev)) {
        const bool pong = c->type == MeldType::Pong;
        const QString from = wind_name(c->from);
        banner(pong ? tr("Pong", "banner") : tr("Kong", "banner"),
               pong ? tr("%1 pongs %2's %3").arg(wind_name(c->seat), from, tile_name(c->tile))
                    : tr("%1 kongs %2's %3").arg(wind_name(c->seat), from, tile_name(c->tile)),
               pong ? QColor(0x7a, 0x46, 0x08, 235) : QColor(0x0f, 0x50, 0x30, 235), c->seat);
    }
    if (const auto* k = std::get_if<KongAdded>(ev))
        banner(tr("Kong", "banner"),
               tr("%1 adds %2 to a pong: a kong, unless it is robbed")
                   .arg(wind_name(k->seat), tile_name(k->tile)),
               QColor(0x0f, 0x50, 0x30, 235), k->seat);
    if (const auto* h = std::get_if<HandEnded>(ev); h && h->drawn)
        banner(tr("Draw", "banner"), tr("Draw — nobody won"), QColor(0x30, 0x30, 0x30, 235));
    // Handan: kong money and 跟打 chips rise onto the panels as they are paid.
    if (money_chips_rising()) paint_money_chips(p, money_chips(), t);
}

QString TableWidget::player_name(Seat s) const {
    if (!feed_->human_seat(s)) {
        // A recording (no one asked, no "You") names its players as its panels do; AI seats,
        // live or recorded, go by their winds.
        const bool recorded_person = !feed_->has_human() && feed_->seat_agent(s).empty();
        return recorded_person ? feed_->seat_name(s) : wind_name(s);
    }
    int humans = 0;
    for (int i = 0; i < 4; ++i) humans += feed_->human_seat(seat_from_index(i));
    if (humans == 1) return {};  // "You"
    // Hot-seat: the seat's name, in which the feed numbers the unnamed players ("Player 1" for the
    // settings' default "You"). Not the viewer's panel label: that one says "You".
    return feed_->seat_name(s);
}

QString TableWidget::win_line(const Won& w) const {
    const QString who = player_name(w.winner);
    const QString tile = tile_name(w.tile);
    if (who.isEmpty())
        return w.by == WinBy::SelfDraw ? tr("You win by self-draw on %1").arg(tile)
                                       : tr("You win on %1's %2").arg(wind_name(w.discarder), tile);
    if (w.by == WinBy::SelfDraw) return tr("%1 wins by self-draw on %2").arg(who, tile);
    const QString from = player_name(w.discarder);
    if (from.isEmpty()) return tr("%1 wins on your %2").arg(who, tile);
    return tr("%1 wins on %2's %3").arg(who, from, tile);
}

void TableWidget::paint_screen(QPainter& p, const QString& title, const QString& line,
                               const QString& note) {
    // Opaque over the hands, so nothing of them shows through.
    const QTransform virt = p.transform();
    p.resetTransform();
    const QRectF all(rect());
    QLinearGradient g(all.topLeft(), all.bottomLeft());
    g.setColorAt(0, QColor(0x0c, 0x1e, 0x17, 246));
    g.setColorAt(1, QColor(0x04, 0x0d, 0x09, 252));
    p.fillRect(all, g);
    p.setTransform(virt);
    const QRectF card = kPrivacyCard;
    p.setPen(QPen(palette::kGold, 3));
    p.setBrush(QColor(0x12, 0x24, 0x1c));
    p.drawRoundedRect(card, 22, 22);
    p.setPen(palette::kGold);
    p.setFont(font_px(46, true));
    draw_text(p, card.adjusted(0, 28, 0, -130), Qt::AlignCenter, title);
    p.setFont(font_px(24));
    p.setPen(QColor(0xf0, 0xe8, 0xd0));
    draw_text(p, card.adjusted(0, 120, 0, -70), Qt::AlignCenter, line);
    p.setFont(font_px(18));
    p.setPen(QColor(0xa8, 0xb8, 0xa8));
    draw_text(p, card.adjusted(0, 185, 0, -20), Qt::AlignCenter, note);
}

void TableWidget::paint_privacy(QPainter& p) {
    if (!feed_->privacy()) return;
    paint_screen(p, tr("Pass to %1").arg(wind_name(feed_->viewer())),
                 tr("%1 — click or press Space when ready").arg(feed_->seat_name(feed_->viewer())),
                 tr("Every hand is hidden until then."));
}

void TableWidget::paint_pause(QPainter& p) {
    // A pause is no free look at the hand with the clock stopped, nor a hot-seat hand left open
    // for whoever passes: the same opaque screen.
    if (!pause_screen_) return;
    paint_screen(p, tr("Paused"), tr("Click or press Space to go on"),
                 tr("The other seats and the turn timer wait; the hands are hidden."));
}

}  // namespace haolao::ui
