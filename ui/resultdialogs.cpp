// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultdialogs.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "audio.h"
#include "names.h"
#include "tilerenderer.h"

namespace haolao::ui {

namespace {

const char* kDialogStyle =
    "QDialog { background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #143a2a, stop:1 #0a2118); }"
    "QLabel { color: #f3ead0; }"
    "QLabel#heading { color: #f2c14e; font-size: 20px; font-weight: bold; }"
    "QFrame#card { background: rgba(0,0,0,70); border: 1px solid #4f6f5a; border-radius: 10px; }"
    "QPushButton { color: #fff8e0; border: 2px solid #f2c14e; border-radius: 8px;"
    " background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #d6323b, stop:1 #8e0f16);"
    " padding: 6px 18px; font-weight: bold; font-size: 15px; }"
    "QScrollArea { background: transparent; border: none; }";

// The dialogs' content is built from the result each time: in the constructor, and again when
// the language changes while one is open.
void clear(QDialog* d) {
    delete d->layout();
    qDeleteAll(d->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
}

QString tr_subtotal() {
    //: A line of a payment's breakdown: the points so far, before a multiplier applies to them.
    return HandResultDialog::tr("Subtotal");
}

// Who sits at `s`, shown beside the wind: the name, or for a seat named by its wind (an AI's
// default) its level, "AI · normal", not the wind twice ("南 南家" over "南家").
QString beside_wind(const TableFeed& c, Seat s) {
    const QString name = c.seat_name(s);
    return name == wind_name(s) ? ai_level_name(c.seat_agent(s)) : name;
}

QLabel* tiles_label(const ShownHand& hand, TileRenderer& r, qreal dpr) {
    const qreal w = 28;
    const qreal h = 38;
    const qreal gap = 10;
    const std::optional<Tile> apart = hand.win ? hand.win : hand.drawn;
    std::size_t count = hand.concealed.size() + (apart ? 1 : 0);
    for (const auto& m : hand.melds) count += m.size();
    const std::size_t gaps = hand.melds.size() + (apart ? 1 : 0);
    const qreal width = static_cast<qreal>(count) * (w + 1) + gap * static_cast<qreal>(gaps) + 12;
    QPixmap pm((QSizeF(width, h + 14) * dpr).toSize());
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    qreal x = 2;
    auto put = [&](Tile t) {
        const TileLook look{t, QSizeF(w, h), 5, 0, false};
        const qreal m = TileRenderer::margin(look);
        p.drawPixmap(QPointF(x - m, 2 - m), r.tile(look, 1, dpr));
        x += w + 1;
    };
    for (Tile t : hand.concealed) put(t);
    for (const auto& m : hand.melds) {
        x += gap;
        for (Tile t : m) put(t);
    }
    if (apart) {
        x += gap;
        put(*apart);
    }
    p.end();
    auto* l = new QLabel;
    l->setPixmap(pm);
    return l;
}

QString meld_term(MeldType t) {
    switch (t) {
        case MeldType::Pong:
            return HandResultDialog::tr("碰 pong");
        case MeldType::ExposedKong:
            return HandResultDialog::tr("明杠 exposed kong");
        case MeldType::AddedKong:
            return HandResultDialog::tr("加杠 added kong");
        case MeldType::ConcealedKong:
            return HandResultDialog::tr("暗杠 concealed kong");
    }
    return {};
}

}  // namespace

ShownHand shown_hand(const SeatState& ss, const HandResult& hr, Seat s) {
    ShownHand out;
    out.concealed = to_tiles(ss.hand.concealed);
    for (int k = 0; k < ss.hand.kong_count; ++k)
        out.melds.push_back(std::vector<Tile>(4, ss.hand.kongs[static_cast<std::size_t>(k)]));
    // Handan's exposed melds, in the order they were made.
    for (int k = 0; k < ss.meld_count; ++k) {
        const Meld& md = ss.melds[static_cast<std::size_t>(k)];
        out.melds.push_back(std::vector<Tile>(is_kong(md.type) ? 4 : 3, md.tile));
    }
    // Takes one `t` out of the concealed tiles, to be shown apart; false if there is none.
    const auto take_out = [&out](Tile t) {
        const auto it = std::find(out.concealed.begin(), out.concealed.end(), t);
        if (it == out.concealed.end()) return false;
        out.concealed.erase(it);
        return true;
    };
    for (const WinRecord& w : hr.wins) {
        if (w.context.winner != s) continue;
        out.win = w.context.win_tile;
        // A self-drawn tile is among the concealed ones: shown apart, as a claimed one is.
        if (w.context.win_by == WinBy::SelfDraw && !take_out(*out.win)) out.win.reset();
    }
    // A fourteenth tile, the seat's last draw (each seat drew one in Hefei's haolao phase and
    // kept it): apart, as the table beside the result shows it (TableWidget::hand_of).
    if (hr.drawn && ss.has_fresh && out.concealed.size() % 3 == 2 && take_out(ss.last_drawn))
        out.drawn = ss.last_drawn;
    return out;
}

std::vector<SidePayment> side_payments(std::span<const Event> events) {
    std::size_t from = 0;
    for (std::size_t i = events.size(); i-- > 0;)
        if (std::holds_alternative<HandStarted>(events[i])) {
            from = i;
            break;
        }
    std::vector<SidePayment> out;
    for (std::size_t i = from; i < events.size(); ++i) {
        if (const auto* k = std::get_if<KongPaid>(&events[i])) {
            QString text = HandResultDialog::tr("%1 · %2 %3")
                               .arg(wind_name(k->seat), meld_term(k->type), tile_label(k->tile));
            if (k->type != MeldType::ConcealedKong)
                text += HandResultDialog::tr(", from %1").arg(wind_name(k->from));
            out.push_back({text, k->deltas});
        } else if (const auto* f = std::get_if<FollowDiscardPaid>(&events[i])) {
            out.push_back({HandResultDialog::tr("%1 · 跟打 followed discard %2")
                               .arg(wind_name(f->seat), tile_label(f->tile)),
                           f->deltas});
        }
    }
    return out;
}

std::vector<BreakdownLine> breakdown_lines(const Payment& payment, const Ruleset& rules) {
    std::vector<BreakdownLine> out;
    const std::vector<ScoreStep> steps = explain_payment(payment, rules);
    int before = 0;  // the running total before the step
    int added = 0;   // items added since the last subtotal
    for (const ScoreStep& st : steps) {
        if (st.times) {
            // The subtotal the multiplier applies to, unless a single figure already says it.
            if (added > 1) out.push_back({QString(), tr_subtotal(), QString::number(before), true});
            out.push_back({item_chinese(st.item), item_gloss(st.item),
                           QStringLiteral("×%1 = %2").arg(st.value).arg(st.total)});
            added = 0;
        } else {
            const bool first = &st == &steps.front();
            out.push_back({item_chinese(st.item), item_gloss(st.item),
                           first ? QString::number(st.value)
                                 : (st.value < 0 ? QString::number(st.value)
                                                 : QStringLiteral("+%1").arg(st.value))});
            ++added;
        }
        before = st.total;
    }
    return out;
}

HandResultDialog::HandResultDialog(const TableFeed& feed, TileRenderer& renderer, QWidget* parent)
    : QDialog(parent), c_(&feed), result_(feed.hand_result()), tiles_(renderer) {
    setObjectName(QStringLiteral("hand_result"));
    setStyleSheet(QLatin1String(kDialogStyle));
    build();
    // As tall as the content (a drawn hand has no win cards), within the window; taller content
    // scrolls. QScrollArea caps its own size hint (24 lines), so the body's is read instead. No
    // fixed cap: at 700 px a win of nine scoring lines scrolled by a few pixels in a window with
    // room to spare.
    ensurePolished();
    int content = layout()->sizeHint().height();
    if (const auto* scroll = findChild<QScrollArea*>(); scroll && scroll->widget())
        content += scroll->widget()->sizeHint().height() + 2 * scroll->frameWidth() -
                   scroll->sizeHint().height();
    const QSize room = parent ? parent->size() : QSize(1024, 700);
    const int height = std::min(room.height() - 30, content);
    resize(std::min(940, room.width() - 60), std::max(height, minimumSizeHint().height()));
}

void HandResultDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && c_) build();
    QDialog::changeEvent(e);
}

void HandResultDialog::build() {
    clear(this);
    const TableFeed& c = *c_;
    TileRenderer& renderer = tiles_;
    const GameState& st = c.shown();
    const HandResult& hr = result_;
    setWindowTitle(tr("Hand %1 — result").arg(st.hands_played));
    auto* outer = new QVBoxLayout(this);
    auto* heading = new QLabel;
    heading->setObjectName(QStringLiteral("heading"));
    if (hr.drawn) {
        heading->setText(tr("Draw — nobody won this hand"));
    } else {
        QStringList winners;
        for (const WinRecord& w : hr.wins) winners << wind_name(w.context.winner);
        heading->setText(
            tr("%1 won hand %2").arg(winners.join(QStringLiteral(", "))).arg(st.hands_played));
    }
    outer->addWidget(heading);

    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    auto* body = new QWidget;
    body->setStyleSheet(QStringLiteral("background: transparent;"));
    auto* v = new QVBoxLayout(body);
    scroll->setWidget(body);
    outer->addWidget(scroll, 1);

    // Handan: kong money and 跟打 paid during the hand, beside the win (their card is below).
    const std::vector<SidePayment> side = side_payments(c.events());
    std::array<int, 4> side_sum{};
    for (const SidePayment& sp : side)
        for (std::size_t i = 0; i < 4; ++i) side_sum[i] += sp.deltas[i];

    // Every hand, revealed, with its delta and the new standing. The delta is the hand's whole
    // change (the win and, in Handan, the money paid on the spot), so that the standing before it
    // plus the delta is the standing shown; it was the win's alone.
    auto* hands = new QFrame;
    hands->setObjectName(QStringLiteral("card"));
    auto* grid = new QGridLayout(hands);
    const qreal dpr = devicePixelRatioF();
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const SeatState& ss = st.seat(s);
        QString second = beside_wind(c, s);
        if (s == hr.dealer) {
            QString dealer = tr(" · dealer ×%1").arg(hr.streak);
            if (second.isEmpty() && dealer.startsWith(QStringLiteral(" · "))) dealer.remove(0, 3);
            second += dealer;
        }
        auto* who = new QLabel(QStringLiteral("<b>%1</b><br>%2").arg(wind_label(s), second));
        grid->addWidget(who, i, 0);
        grid->addWidget(tiles_label(shown_hand(ss, hr, s), renderer, dpr), i, 1);
        const int on_the_spot = side_sum[static_cast<std::size_t>(i)];
        const int d = hr.deltas[static_cast<std::size_t>(i)] + on_the_spot;
        auto* delta = new QLabel(signed_number(d));
        delta->setObjectName(QStringLiteral("delta_%1").arg(i));
        if (on_the_spot != 0)
            delta->setToolTip(tr("%1 from the win, %2 from kong money and 跟打")
                                  .arg(signed_number(hr.deltas[static_cast<std::size_t>(i)]),
                                       signed_number(on_the_spot)));
        delta->setStyleSheet(QStringLiteral("font-size: 20px; font-weight: bold; color: %1;")
                                 .arg(d > 0 ? "#8fe38a" : (d < 0 ? "#ff8a80" : "#e8e0c8")));
        grid->addWidget(delta, i, 2, Qt::AlignRight);
        auto* total = new QLabel(QString::number(st.standings[static_cast<std::size_t>(i)]));
        total->setObjectName(QStringLiteral("total_%1").arg(i));
        total->setToolTip(tr("Standing after this hand"));
        total->setStyleSheet(QStringLiteral("font-size: 16px; color: #d9cfb0;"));
        grid->addWidget(total, i, 3, Qt::AlignRight);
    }
    auto* hdr_delta = new QLabel(tr("This hand"));
    auto* hdr_total = new QLabel(tr("Standing"));
    grid->addWidget(hdr_delta, 4, 2, Qt::AlignRight);
    grid->addWidget(hdr_total, 4, 3, Qt::AlignRight);
    v->addWidget(hands);

    // Handan: kong money and 跟打 paid during the hand, beside the win.
    if (!side.empty()) {
        auto* card = new QFrame;
        card->setObjectName(QStringLiteral("card"));
        auto* sg = new QGridLayout(card);
        auto* title = new QLabel(tr("<b>Kong money and 跟打</b> (paid on the spot)"));
        title->setStyleSheet(QStringLiteral("font-size: 17px; color: #f2c14e;"));
        sg->addWidget(title, 0, 0, 1, 5);
        for (int i = 0; i < 4; ++i)
            sg->addWidget(
                new QLabel(QStringLiteral("<b>%1</b>").arg(wind_name(seat_from_index(i)))), 1,
                1 + i, Qt::AlignRight);
        int row = 2;
        for (const SidePayment& sp : side) {
            sg->addWidget(new QLabel(sp.text), row, 0);
            for (int i = 0; i < 4; ++i) {
                const int d = sp.deltas[static_cast<std::size_t>(i)];
                sg->addWidget(new QLabel(d ? signed_number(d) : QString()), row, 1 + i,
                              Qt::AlignRight);
            }
            ++row;
        }
        sg->addWidget(new QLabel(tr("<b>Total</b>")), row, 0);
        for (int i = 0; i < 4; ++i) {
            auto* l = new QLabel(signed_number(side_sum[static_cast<std::size_t>(i)]));
            l->setObjectName(QStringLiteral("side_total_%1").arg(i));
            l->setStyleSheet(QStringLiteral("font-weight: bold; color: #fff1b8;"));
            sg->addWidget(l, row, 1 + i, Qt::AlignRight);
        }
        v->addWidget(card);
    }

    // Each win: items per payer.
    for (int w = 0; w < static_cast<int>(hr.wins.size()); ++w) {
        const WinRecord& rec = hr.wins[static_cast<std::size_t>(w)];
        auto* card = new QFrame;
        card->setObjectName(QStringLiteral("card"));
        auto* cv = new QVBoxLayout(card);
        const QString how =
            rec.context.win_by == WinBy::SelfDraw
                ? tr("self-draw on %1").arg(tile_label(rec.context.win_tile))
                : tr("on %1's discard %2")
                      .arg(wind_name(rec.context.discarder), tile_label(rec.context.win_tile));
        auto* title = new QLabel(tr("<b>%1 wins</b> — %2").arg(wind_name(rec.context.winner), how));
        title->setStyleSheet(QStringLiteral("font-size: 17px; color: #f2c14e;"));
        cv->addWidget(title);
        auto* pays = new QHBoxLayout;
        for (const Payment& pay : rec.result.payments) {
            auto* pg = new QGridLayout;
            auto* payer = new QLabel(tr("<b>%1 pays</b>").arg(wind_name(pay.payer)));
            pg->addWidget(payer, 0, 0, 1, 3);
            int row = 1;
            // The items in the order the preset's formula applies them, with a subtotal before
            // each multiplier: read top to bottom, the figures add up to the total.
            int line = 0;
            for (const BreakdownLine& bl : breakdown_lines(pay, c.rules())) {
                // The Chinese term (players of both languages know it), then what it means.
                auto* fig = new QLabel(bl.figure);
                fig->setObjectName(
                    QStringLiteral("step_%1_%2_%3").arg(w).arg(index(pay.payer)).arg(line++));
                if (bl.subtotal) {
                    auto* label = new QLabel(bl.gloss);
                    label->setStyleSheet(QStringLiteral("color: #bfb79c; font-style: italic;"));
                    fig->setStyleSheet(
                        QStringLiteral("color: #bfb79c; border-top: 1px solid #6f8a70;"));
                    pg->addWidget(label, row, 0, 1, 2);
                } else {
                    pg->addWidget(new QLabel(bl.term), row, 0);
                    pg->addWidget(new QLabel(bl.gloss), row, 1);
                }
                pg->addWidget(fig, row, 2, Qt::AlignRight);
                ++row;
            }
            auto* total = new QLabel(QString::number(pay.points));
            total->setObjectName(QStringLiteral("payment_%1_%2").arg(w).arg(index(pay.payer)));
            total->setStyleSheet(
                QStringLiteral("font-weight: bold; font-size: 16px; color: #fff1b8;"));
            pg->addWidget(new QLabel(tr("<b>Total</b>")), row, 0, 1, 2);
            pg->addWidget(total, row, 2, Qt::AlignRight);
            auto* box = new QFrame;
            box->setObjectName(QStringLiteral("card"));
            box->setLayout(pg);
            pays->addWidget(box);
        }
        cv->addLayout(pays);
        v->addWidget(card);
    }
    v->addStretch();

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    auto* stay = new QPushButton(tr("Stay"));
    stay->setObjectName(QStringLiteral("stay"));
    stay->setToolTip(tr("Stop the countdown: the next hand waits for a click"));
    connect(stay, &QPushButton::clicked, this, [this] { count_down(0); });
    buttons->addWidget(stay);
    auto* next = new QPushButton(c.pot_complete() ? tr("Final results") : tr("Next hand"));
    next->setObjectName(QStringLiteral("next"));
    next->setDefault(true);
    connect(next, &QPushButton::clicked, this, &QDialog::accept);
    buttons->addWidget(next);
    outer->addLayout(buttons);
    show_count();
}

void HandResultDialog::count_down(int seconds) {
    left_ = std::max(seconds, 0);
    if (!tick_) {
        tick_ = new QTimer(this);
        tick_->setInterval(1000);
        connect(tick_, &QTimer::timeout, this, [this] {
            if (--left_ <= 0) {
                left_ = 0;
                tick_->stop();
                accept();
                return;
            }
            show_count();
        });
    }
    if (left_ > 0)
        tick_->start();
    else
        tick_->stop();
    show_count();
}

void HandResultDialog::show_count() {
    auto* next = findChild<QPushButton*>(QStringLiteral("next"));
    auto* stay = findChild<QPushButton*>(QStringLiteral("stay"));
    if (!next || !stay || !c_) return;
    const QString label = c_->pot_complete() ? tr("Final results") : tr("Next hand");
    next->setText(left_ > 0 ? tr("%1 (%2 s)").arg(label).arg(left_) : label);
    stay->setVisible(left_ > 0);
}

std::array<int, 4> shared_places(const std::array<int, 4>& standings) {
    std::array<int, 4> places{};
    for (std::size_t i = 0; i < 4; ++i) {
        places[i] = 1;
        for (int other : standings)
            if (other > standings[i]) ++places[i];
    }
    return places;
}

PotSummaryDialog::PotSummaryDialog(const TableFeed& feed, QWidget* parent)
    : QDialog(parent), c_(&feed) {
    setObjectName(QStringLiteral("pot_summary"));
    setStyleSheet(
        QLatin1String(kDialogStyle) +
        QLatin1String("QLabel#level_up { color: #1a1205; font-size: 18px; font-weight: bold;"
                      " background: qlineargradient(x1:0,y1:0,x2:1,y2:0, stop:0 #f2c14e,"
                      " stop:1 #ffe9a8); border-radius: 8px; padding: 6px 12px; }"
                      "QLabel#rank_level { color: #f2c14e; }"
                      "QProgressBar { border: 1px solid #4f6f5a; border-radius: 6px;"
                      " background: rgba(0,0,0,90); color: #fff8e0; text-align: center;"
                      " min-height: 18px; }"
                      "QProgressBar::chunk { border-radius: 5px; background:"
                      " qlineargradient(x1:0,y1:0,x2:1,y2:0, stop:0 #b8860b, stop:1 #f2c14e); }"
                      "QFrame#rank_card { background: transparent; border: none; }"));
    build();
}

void PotSummaryDialog::showEvent(QShowEvent* e) {
    quiet_.start();
    QDialog::showEvent(e);
}

bool PotSummaryDialog::eventFilter(QObject* o, QEvent* e) {
    if (e->type() == QEvent::KeyPress) {
        const auto* k = static_cast<const QKeyEvent*>(e);
        const bool takes_button =
            k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter || k->key() == Qt::Key_Space;
        if (takes_button &&
            (k->isAutoRepeat() || !quiet_.isValid() || quiet_.elapsed() < kKeyGuardMs)) {
            quiet_.start();
            return true;
        }
    }
    return QDialog::eventFilter(o, e);
}

void PotSummaryDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && c_) build();
    QDialog::changeEvent(e);
}

void PotSummaryDialog::set_rank_moments(std::vector<RankMoment> moments, Audio* audio) {
    moments_ = std::move(moments);
    build();
    const bool up = std::any_of(moments_.begin(), moments_.end(),
                                [](const RankMoment& m) { return m.level_up(); });
    if (up && audio) audio->play(SoundId::Win);
}

void PotSummaryDialog::fit() {
    // As large as the content: the old fixed 520×360 left a band of nothing under the ranking.
    ensurePolished();
    layout()->activate();
    const QSize hint = layout()->sizeHint();
    const int width = std::max(520, hint.width());
    // The height at the width it gets: the hint's is at the hint's own width, where the
    // word-wrapped level-up banner can take two lines that 520 pixels fit on one.
    const int height =
        layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width) : hint.height();
    resize(width, height);
}

void PotSummaryDialog::build() {
    clear(this);
    const TableFeed& c = *c_;
    setWindowTitle(tr("The pot is over"));
    const GameState& st = c.shown();
    auto* v = new QVBoxLayout(this);
    v->setSizeConstraint(QLayout::SetMinimumSize);
    const int n = st.hands_played;
    // Correct English without a translation; the Chinese has one form for both.
    auto* heading = new QLabel(n == 1 ? tr("The pot is over — 1 hand")
                                      : tr("The pot is over — %n hands", nullptr, n));
    heading->setObjectName(QStringLiteral("heading"));
    v->addWidget(heading);
    std::array<int, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return st.standings[static_cast<std::size_t>(a)] >
               st.standings[static_cast<std::size_t>(b)];
    });
    const std::array<int, 4> places = shared_places(st.standings);
    auto* card = new QFrame;
    card->setObjectName(QStringLiteral("card"));
    auto* g = new QGridLayout(card);
    g->setColumnStretch(1, 1);
    g->setHorizontalSpacing(18);
    for (int r = 0; r < 4; ++r) {
        const int i = order[static_cast<std::size_t>(r)];
        const Seat s = seat_from_index(i);
        auto* rank =
            new QLabel(QStringLiteral("<b>%1</b>").arg(places[static_cast<std::size_t>(i)]));
        rank->setObjectName(QStringLiteral("place_%1").arg(i));
        rank->setStyleSheet(QStringLiteral("font-size: 26px; color: #f2c14e;"));
        g->addWidget(rank, r, 0);
        const QString who = beside_wind(c, s);
        g->addWidget(new QLabel(who.isEmpty() ? wind_label(s)
                                              : QStringLiteral("%1 — %2").arg(wind_label(s), who)),
                     r, 1);
        auto* score = new QLabel(signed_number(st.standings[static_cast<std::size_t>(i)]));
        score->setObjectName(QStringLiteral("final_%1").arg(i));
        score->setStyleSheet(QStringLiteral("font-size: 22px; font-weight: bold;"));
        g->addWidget(score, r, 2, Qt::AlignRight);
    }
    v->addWidget(card);

    // Each human profile's rank: what the pot brought, the bar to the next level, a level-up.
    for (std::size_t k = 0; k < moments_.size(); ++k) {
        const RankMoment& m = moments_[k];
        auto* box = new QFrame;
        box->setObjectName(QStringLiteral("card"));
        auto* bv = new QVBoxLayout(box);
        if (m.level_up()) {
            //: The pot summary's level-up banner: the new level and its names.
            auto* banner =
                new QLabel(tr("Level up! %1 reached level %2 — %3 · %4")
                               .arg(profile_title(m.profile))
                               .arg(m.after_level)
                               .arg(rank_title_text(m.after_level), rank_dan_text(m.after_level)));
            banner->setObjectName(QStringLiteral("level_up"));
            banner->setProperty("moment", static_cast<int>(k));
            banner->setWordWrap(true);
            bv->addWidget(banner);
        }
        // Hot-seat: the seat's name at the table first when the points go to a profile of
        // another name (玩家 1 at the table, the default profile 玩家 or the system's user name).
        QString who = profile_title(m.profile);
        if (!m.seat.isEmpty() && m.seat != who)
            //: A hot-seat player as the table named them, then the profile their points go to.
            who = tr("%1 (%2)").arg(m.seat, who);
        auto* gain = new QLabel(tr("%1: %2 rank points this pot")
                                    .arg(who, signed_number(static_cast<int>(m.gained()))));
        gain->setObjectName(QStringLiteral("rank_gain_%1").arg(k));
        gain->setStyleSheet(QStringLiteral("font-size: 16px; font-weight: bold;"));
        bv->addWidget(gain);
        auto* rc = new RankCard;
        rc->set_rank(QString(), m.after_points, m.after_level);
        rc->setObjectName(QStringLiteral("rank_card_%1").arg(k));
        bv->addWidget(rc);
        v->addWidget(box);
    }

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    auto* again = new QPushButton(tr("New pot"));
    again->setObjectName(QStringLiteral("new_pot"));
    again->setDefault(true);
    auto* close = new QPushButton(tr("Close"));
    close->setObjectName(QStringLiteral("close"));
    connect(again, &QPushButton::clicked, this, [this] {
        new_pot_ = true;
        accept();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    buttons->addWidget(again);
    buttons->addWidget(close);
    // The keys reach the focused button, or the dialog for its default one (kKeyGuardMs).
    installEventFilter(this);
    for (QPushButton* b : {again, close}) b->installEventFilter(this);
    v->addLayout(buttons);
    fit();
}

namespace {

// Keeps the offer centred, a little below the middle, as the table resizes.
class CentreOffer : public QObject {
  public:
    CentreOffer(QWidget* table, QPushButton* button) : QObject(button), button_(button) {
        table->installEventFilter(this);
        place(table);
    }
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Resize) place(static_cast<QWidget*>(o));
        return false;
    }

  private:
    void place(QWidget* table) {
        button_->adjustSize();
        const QSize s = button_->size();
        button_->move((table->width() - s.width()) / 2, table->height() * 58 / 100);
    }
    QPushButton* button_;
};

}  // namespace

QPushButton* offer_new_pot(QWidget* table) {
    if (auto* old = table->findChild<QPushButton*>(QStringLiteral("new_pot_offer"))) return old;
    auto* b = new QPushButton(PotSummaryDialog::tr("Start a new pot"), table);
    b->setObjectName(QStringLiteral("new_pot_offer"));
    b->setCursor(Qt::PointingHandCursor);
    b->setStyleSheet(QStringLiteral(
        "QPushButton { color: #fff8e0; border: 2px solid #f2c14e; border-radius: 10px;"
        " background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 #d6323b, stop:1 #8e0f16);"
        " padding: 10px 28px; font-weight: bold; font-size: 18px; }"
        "QPushButton:hover { background: #e0434b; }"));
    new CentreOffer(table, b);
    b->show();
    b->raise();
    return b;
}

}  // namespace haolao::ui
