// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablewidget.h"

#include <QEvent>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <algorithm>

#include "table_layout.h"

namespace haolao::ui {

using namespace layout;

namespace {

QString button_style(const char* top, const char* bottom) {
    return QStringLiteral(
               "QPushButton { color: #fff8e0; border: 2px solid #f2c14e; border-radius: 10px;"
               " background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 %1, stop:1 %2);"
               " font-weight: bold; padding: 2px 8px; }"
               "QPushButton:hover { border-color: #fff1b8; }"
               "QPushButton:pressed { background: %2; }"
               "QPushButton:checked { border: 3px solid #ffffff; }"
               // The hint's choice (F2).
               "QPushButton[hinted=\"true\"] { border: 3px solid #78e68c; }")
        .arg(QLatin1String(top), QLatin1String(bottom));
}

}  // namespace

TableWidget::TableWidget(TableFeed* feed, Speed speed, QWidget* parent)
    : QWidget(parent), speed_(speed) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(640, 400);
    setAttribute(Qt::WA_OpaquePaintEvent);

    auto make = [this](const QString& text, const char* top, const char* bottom) {
        auto* b = new QPushButton(text, this);
        b->setStyleSheet(button_style(top, bottom));
        b->setFocusPolicy(Qt::NoFocus);
        b->setCursor(Qt::PointingHandCursor);
        b->hide();
        return b;
    };
    win_ = make(QString(), "#d6323b", "#8e0f16");
    kong_ = make(QString(), "#2f8f5b", "#145c36");
    declare_ = make(QString(), "#3a62b8", "#1d3f8f");
    pass_ = make(QString(), "#6b6b6b", "#3b3b3b");
    pong_ = make(QString(), "#b8741a", "#7a4608");
    pong_->setObjectName(QStringLiteral("pong"));
    win_->setObjectName(QStringLiteral("win"));
    kong_->setObjectName(QStringLiteral("kong"));
    declare_->setObjectName(QStringLiteral("declare"));
    pass_->setObjectName(QStringLiteral("pass"));
    declare_->setCheckable(true);
    // 托管 for whichever human's hand is shown; hot-seat players each have their own.
    auto_ = make(QString(), "#7a7a7a", "#404040");
    auto_->setObjectName(QStringLiteral("autoplay"));
    auto_->setCheckable(true);
    connect(auto_, &QPushButton::toggled, this, [this](bool on) {
        feed_->set_autoplay(feed_->viewer(), on);
        update_buttons();
        update_state();
    });
    for (QPushButton* b : {win_, kong_, pong_, declare_, pass_, auto_})
        connect(b, &QPushButton::pressed, this, [this] {
            if (audio_) audio_->play(SoundId::Click);
        });
    connect(win_, &QPushButton::clicked, this, [this] { do_win(); });
    connect(kong_, &QPushButton::clicked, this, [this] { do_kong(); });
    connect(pong_, &QPushButton::clicked, this, [this] { do_pong(); });
    connect(pass_, &QPushButton::clicked, this, [this] { do_pass(); });
    below_warm_ = new QTimer(this);
    below_warm_->setSingleShot(true);
    below_warm_->setInterval(100);
    connect(below_warm_, &QTimer::timeout, this, &TableWidget::warm_below);
    timer_tick_ = new QTimer(this);
    timer_tick_->setInterval(100);
    connect(timer_tick_, &QTimer::timeout, this, &TableWidget::tick);
    connect(declare_, &QPushButton::toggled, this, [this](bool on) {
        declare_mode_ = on;
        update_state();
    });

    anim_.setStartValue(0.0);
    anim_.setEndValue(1.0);
    connect(&anim_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        t_ = v.toReal();
        schedule_animation_frame();
    });
    connect(&anim_, &QVariantAnimation::finished, this, [this] { finish_animation(); });

    set_feed(feed);
    retranslate();
}

void TableWidget::set_feed(TableFeed* feed) {
    for (const QMetaObject::Connection& link : feed_links_) disconnect(link);
    feed_links_.clear();
    // Another feed (its seats, rules) redraws the layers whole. The same one moved (a replay's
    // seek) is a change of state like any event: its items are compared and, a step or a
    // decision away, only the tiles that differ are redrawn.
    const bool same = feed == feed_;
    feed_ = feed;
    if (!same) ++generation_;
    anim_.stop();
    t_ = 1;
    anim_event_ = -1;
    selected_ = -1;
    hover_ = -1;
    pointed_.reset();
    hint_key_ = -1;
    timer_running_ = false;
    timer_tick_->stop();
    feed_links_.push_back(connect(feed_, &TableFeed::event_shown, this, &TableWidget::on_event));
    feed_links_.push_back(connect(feed_, &TableFeed::human_to_act, this, &TableWidget::on_human));
    feed_links_.push_back(
        connect(feed_, &TableFeed::privacy_needed, this, &TableWidget::on_privacy));
    auto_->setChecked(feed_->autoplay(feed_->viewer()));
    auto_->setVisible(feed_->has_human());
    update_buttons();
    if (same)
        update_state();
    else
        update();
}

void TableWidget::retranslate() {
    //: Table button. The English translation keeps the glyph the voice calls out (胡, 杠, 听…).
    win_->setText(tr("Win (H)"));
    kong_->setText(tr("Kong (K)"));
    declare_->setText(tr("Declare (T)"));
    pass_->setText(tr("Pass (Space)"));
    //: Table button (Handan): claim the discard as a pong. The glyph 碰 is what the voice calls.
    pong_->setText(tr("Pong (P)"));
    auto_->setText(tr("Auto-play (F3)"));
    layout_buttons();  // each label's font fits its button
}

void TableWidget::changeEvent(QEvent* e) {
    // The painted texts are tr() at each paint: a repaint shows the new language.
    if (e->type() == QEvent::LanguageChange) {
        ++generation_;
        retranslate();
        update();
    }
    QWidget::changeEvent(e);
}

void TableWidget::set_hints(bool on) {
    // The legend of the marks, the first time hints are turned on.
    if (on && !hints_) {
        QSettings store;
        if (!store.value(QStringLiteral("hints/legendShown")).toBool()) {
            store.setValue(QStringLiteral("hints/legendShown"), true);
            legend_ = true;
        }
    }
    hints_ = on;
    if (!on) legend_ = false;
    update();
}

void TableWidget::set_table_colour(const QColor& c) {
    if (c == table_colour_) return;  // (set_look gives it again at every new pot)
    table_colour_ = c;
    ++generation_;
    felt_ = QPixmap();  // regenerate
    update();
}

void TableWidget::set_custom_rulesets(std::vector<CustomRuleset> custom) {
    if (custom == custom_rulesets_) return;
    custom_rulesets_ = std::move(custom);
    ++generation_;  // the centre plate and the info card name the rules
    update();
}

void TableWidget::set_tile_theme(TileTheme t) {
    if (t == renderer_.theme()) return;
    renderer_.set_theme(t);
    ++generation_;
    felt_ = QPixmap();
    update();
}

void TableWidget::set_look(const Settings& s) {
    set_tile_theme(s.display.theme);
    set_table_colour(table_colour(s.display.table));
    set_custom_rulesets(s.rules.custom);
    if (s.display.corner_index == renderer_.corner_index()) return;
    renderer_.set_corner_index(s.display.corner_index);  // (a part of the layers' key)
    update();
}

void TableWidget::resizeEvent(QResizeEvent*) {
    // Pixmaps are per device size: drop the old sizes' when a drag-resize has piled them up.
    if (renderer_.cached() > 1500) renderer_.clear();
    layout_buttons();
}

// ---- Events and animation ----------------------------------------------------------------------

int TableWidget::duration_for(const Event& e) const {
    int ms = std::visit(
        [](const auto& ev) -> int {
            using T = std::decay_t<decltype(ev)>;
            if constexpr (std::is_same_v<T, PotStarted>) return ev.dice.a ? 1300 : 0;
            if constexpr (std::is_same_v<T, HandStarted>) return 250;
            if constexpr (std::is_same_v<T, DiceRolled>) return 1300;
            if constexpr (std::is_same_v<T, Dealt>) return 1500;
            if constexpr (std::is_same_v<T, Drew>) return ev.replacement ? 450 : 260;
            if constexpr (std::is_same_v<T, KongDeclared>) return 800;
            if constexpr (std::is_same_v<T, Claimed>) return 700;
            if constexpr (std::is_same_v<T, KongAdded>) return 700;
            // Handan: the added tile onto its pong, the chips rising (table_melds.cpp).
            if constexpr (std::is_same_v<T, KongPaid>) return 450;
            if constexpr (std::is_same_v<T, FollowDiscardPaid>) return 450;
            if constexpr (std::is_same_v<T, Discarded>) return 330;
            if constexpr (std::is_same_v<T, Won>) return 1200;
            if constexpr (std::is_same_v<T, HaolaoStarted>) return 1400;
            if constexpr (std::is_same_v<T, HandEnded>) return 400;
            return 0;
        },
        e);
    switch (speed_) {
        case Speed::Instant:
            return 0;
        case Speed::Fast:
            return ms * 2 / 5;
        case Speed::Normal:
            return ms;
        case Speed::Slow:
            return ms * 2;
    }
    return ms;
}

void TableWidget::on_event(int index) {
    const Event& e = feed_->events()[static_cast<std::size_t>(index)];
    if (std::holds_alternative<Discarded>(e) || std::holds_alternative<HandStarted>(e) ||
        std::holds_alternative<KongDeclared>(e))
        selected_ = -1;
    if (std::holds_alternative<Drew>(e) && std::get<Drew>(e).seat == feed_->viewer())
        selected_ = -1;
    update_buttons();
    play_sounds(e);
    const int ms = duration_for(e);
    anim_event_ = index;
    if (ms <= 0) {
        t_ = 1;
        update_state();
        feed_->event_done();
        return;
    }
    t_ = 0;
    anim_.stop();
    anim_.setDuration(ms);
    anim_.start();
}

void TableWidget::play_sounds(const Event& e) {
    if (!audio_) return;
    std::visit(
        [this](const auto& ev) {
            using T = std::decay_t<decltype(ev)>;
            if constexpr (std::is_same_v<T, PotStarted>) {
                if (ev.dice.a) audio_->play(SoundId::Dice);
            } else if constexpr (std::is_same_v<T, DiceRolled>) {
                audio_->play(SoundId::Dice);
            } else if constexpr (std::is_same_v<T, Drew>) {
                audio_->play(SoundId::Draw);
            } else if constexpr (std::is_same_v<T, Discarded>) {
                audio_->play(SoundId::Discard);
                if (ev.declare) {
                    audio_->play(SoundId::Declare);
                    audio_->play(SoundId::VoiceReady);
                }
            } else if constexpr (std::is_same_v<T, KongDeclared>) {
                audio_->play(SoundId::Kong);
                audio_->play(SoundId::VoiceKong);
            } else if constexpr (std::is_same_v<T, Claimed>) {
                // Handan: 碰 for a pong; an exposed kong's 杠 comes with its KongPaid.
                audio_->play(SoundId::Discard);
                if (ev.type == MeldType::Pong) audio_->play(SoundId::VoicePong);
            } else if constexpr (std::is_same_v<T, KongPaid>) {
                // Exposed and added kongs; a concealed kong called 杠 at its KongDeclared.
                if (ev.type != MeldType::ConcealedKong) {
                    audio_->play(SoundId::Kong);
                    audio_->play(SoundId::VoiceKong);
                }
            } else if constexpr (std::is_same_v<T, Won>) {
                audio_->play(SoundId::Win);
                audio_->play(ev.by == WinBy::SelfDraw ? SoundId::VoiceSelfDraw : SoundId::VoiceWin);
            } else if constexpr (std::is_same_v<T, HaolaoStarted>) {
                audio_->play(SoundId::VoiceHaolao);
            } else if constexpr (std::is_same_v<T, HandEnded>) {
                if (ev.drawn) audio_->play(SoundId::DrawGame);
            }
        },
        e);
}

void TableWidget::finish_animation() {
    t_ = 1;
    update_state();
    feed_->event_done();
}

const Event* TableWidget::animated_event() const {
    return t_ < 1 && anim_event_ >= 0 && anim_event_ < feed_->shown_count()
               ? &feed_->events()[static_cast<std::size_t>(anim_event_)]
               : nullptr;
}

void TableWidget::on_privacy() {
    // The screen hides the hand: nothing of the previous human's choice stays.
    selected_ = -1;
    hover_ = -1;
    timer_running_ = false;
    timer_tick_->stop();
    auto_->setChecked(feed_->autoplay(feed_->viewer()));
    update_buttons();
    update();
}

void TableWidget::on_human() {
    hover_ = -1;
    auto_->setChecked(feed_->autoplay(feed_->viewer()));
    start_timer();
    // The fresh draw is the natural keyboard default.
    const auto tiles = hand_tiles();
    if (selected_ < 0 || selected_ >= static_cast<int>(tiles.size()))
        selected_ = tiles.empty() ? -1 : static_cast<int>(tiles.size()) - 1;
    update_buttons();
    update_state();
}

// ---- Turn timer --------------------------------------------------------------------------------

bool TableWidget::claim_decision() const {
    return feed_->awaiting_human() && feed_->rules().scoring == ScoringModel::HandanFan &&
           feed_->shown().phase == Phase::Response;
}

void TableWidget::start_timer() {
    timer_running_ = false;
    timer_warned_ = false;
    timer_tick_->stop();
    if (!feed_->awaiting_human()) return;
    countdown_ms_ = claim_decision() ? claim_ms_ : timer_ms_;
    if (countdown_ms_ <= 0) return;
    timer_running_ = true;
    timer_budget_ = countdown_ms_;
    timer_clock_.start();
    if (!paused_) timer_tick_->start();
}

void TableWidget::set_turn_timer(int ms) {
    if (ms == timer_ms_) return;
    timer_ms_ = ms;
    if (feed_->awaiting_human()) start_timer();
}

void TableWidget::set_claim_timer(int ms) {
    if (ms == claim_ms_) return;
    claim_ms_ = std::max(0, ms);
    if (claim_decision()) start_timer();
}

int TableWidget::timer_remaining() const {
    if (!timer_running_) return -1;
    if (paused_) return timer_budget_;
    return std::max(0, timer_budget_ - static_cast<int>(timer_clock_.elapsed()));
}

void TableWidget::set_paused(bool on) {
    if (paused_ == on) return;
    if (on) {
        timer_budget_ = std::max(0, timer_remaining());  // the time left, kept
        paused_ = true;
        timer_tick_->stop();
    } else {
        paused_ = false;
        timer_clock_.start();
        if (timer_running_) timer_tick_->start();
    }
    update(timer_rect());  // only the ring shows the pause (see focusInEvent)
}

void TableWidget::set_pause_screen(bool on) {
    if (pause_screen_ == on) return;
    pause_screen_ = on;
    // Nothing of the hand under the screen: no lift, mark, hint line or tooltip, no buttons.
    hover_ = -1;
    pointed_.reset();
    strip_hover_ = false;
    update_buttons();
    update();
}

void TableWidget::tick() {
    if (paused_) return;
    if (!timer_running_ || !feed_->awaiting_human()) {
        // The human acted (or the hand moved on): no countdown until the next decision.
        timer_running_ = false;
        timer_tick_->stop();
        update(timer_rect());  // the ring goes
        return;
    }
    const int left = timer_remaining();
    if (!timer_warned_ && left <= 5000) {
        timer_warned_ = true;
        if (audio_) audio_->play(SoundId::TimerWarning);
    }
    if (left <= 0) {
        timer_running_ = false;
        timer_tick_->stop();
        declare_->setChecked(false);
        if (claim_decision())
            feed_->submit(Action::pass());  // the claim offer lapses (always legal in a claim)
        else
            feed_->auto_act();  // this decision only; the seat stays the human's
        update_buttons();
        update_state();  // as a discard by key: the layers' key has the selection and mode
        return;
    }
    update(timer_rect());  // only the ring changes from one tick to the next
}

void TableWidget::paint_timer(QPainter& p) {
    const int left = timer_remaining();
    if (left < 0) return;
    // A ring that empties, beside the action buttons: red from 5 s on.
    const QRectF r = kTimerRing;
    const bool urgent = left <= 5000;
    const QColor ring = urgent ? QColor(0xe8, 0x40, 0x3a) : palette::kGold;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 150));
    p.drawEllipse(r.adjusted(-6, -6, 6, 6));
    p.setPen(QPen(QColor(255, 255, 255, 50), 6));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(r);
    p.setPen(QPen(ring, 6, Qt::SolidLine, Qt::RoundCap));
    const int span = static_cast<int>(360.0 * 16 * left / std::max(1, countdown_ms_));
    p.drawArc(r, 90 * 16, span);
    p.setFont(font_px(26, true));
    p.setPen(urgent ? QColor(0xff, 0xb0, 0xa8) : QColor(0xf6, 0xef, 0xd8));
    draw_text(p, r, Qt::AlignCenter, QString::number((left + 999) / 1000));
}

}  // namespace haolao::ui
