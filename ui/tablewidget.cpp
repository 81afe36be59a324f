#include "tablewidget.h"

#include <QDateTime>
#include <QKeyEvent>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "names.h"

namespace haolao::ui {

namespace {

// The virtual canvas and the table's centre.
constexpr qreal kW = 1600;
constexpr qreal kH = 1000;
constexpr qreal kCx = 800;
constexpr qreal kCy = 440;
constexpr qreal kBox = 90;  // centre box half-size

// Wall: stack width along the wall, depth, side thickness, lift of the upper tile, distance from
// the centre to the inner edge.
constexpr qreal kStack = 30;
constexpr qreal kDepth = 40;
constexpr qreal kWallThick = 8;
constexpr qreal kLift = 9;
constexpr qreal kWallIn = 232;

// Ponds: 6 per row.
constexpr int kPondRow = 6;
constexpr qreal kPondW = 30;
constexpr qreal kPondH = 40;
constexpr qreal kPondThick = 7;
constexpr qreal kPondIn = 104;

// The human's hand.
constexpr qreal kHandX = 300;
constexpr qreal kHandY = 812;
constexpr qreal kHandW = 56;
constexpr qreal kHandH = 76;
constexpr qreal kHandPitch = 57;
constexpr qreal kFreshGap = 18;

// Opponents' hands.
constexpr qreal kTopY = 46;
constexpr qreal kTopPitch = 37;
constexpr qreal kSidePitch = 30;
constexpr qreal kLeftX = 424;
constexpr qreal kRightX = 1142;

const QRectF kPanel[4] = {QRectF(30, 846, 240, 104), QRectF(1330, 392, 240, 104),
                          QRectF(1100, 22, 240, 104), QRectF(30, 392, 240, 104)};
const QRectF kInfoCard(30, 22, 330, 112);

QFont font_px(qreal px, bool bold = false) {
    QFont f;
    f.setFamilies({QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans"),
                   QStringLiteral("sans-serif")});
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setBold(bold);
    return f;
}

QFont serif_px(qreal px) {
    QFont f;
    f.setFamilies({QStringLiteral("Noto Serif CJK SC"), QStringLiteral("Noto Serif CJK TC"),
                   QStringLiteral("serif")});
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setWeight(QFont::Black);
    return f;
}

int rotation_of(int side) {
    static constexpr int kRot[4] = {0, 270, 180, 90};
    return kRot[side];
}

qreal ease(qreal t) {
    return 1 - (1 - t) * (1 - t);
}

QRectF lerp(const QRectF& a, const QRectF& b, qreal t) {
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t,
                  a.height() + (b.height() - a.height()) * t);
}

QString button_style(const char* top, const char* bottom) {
    return QStringLiteral(
               "QPushButton { color: #fff8e0; border: 2px solid #f2c14e; border-radius: 10px;"
               " background: qlineargradient(x1:0,y1:0,x2:0,y2:1, stop:0 %1, stop:1 %2);"
               " font-weight: bold; padding: 2px 8px; }"
               "QPushButton:hover { border-color: #fff1b8; }"
               "QPushButton:pressed { background: %2; }"
               "QPushButton:checked { border: 3px solid #ffffff; }")
        .arg(QLatin1String(top), QLatin1String(bottom));
}

}  // namespace

TableWidget::TableWidget(GameController* controller, Speed speed, QWidget* parent)
    : QWidget(parent), c_(controller), speed_(speed) {
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
    win_->setObjectName(QStringLiteral("win"));
    kong_->setObjectName(QStringLiteral("kong"));
    declare_->setObjectName(QStringLiteral("declare"));
    pass_->setObjectName(QStringLiteral("pass"));
    declare_->setCheckable(true);
    // 托管 for whichever human's hand is shown; hot-seat players each have their own.
    auto_ = make(QString(), "#7a7a7a", "#404040");
    auto_->setObjectName(QStringLiteral("autoplay"));
    auto_->setCheckable(true);
    auto_->setChecked(c_->autoplay());
    auto_->setVisible(c_->has_human());
    connect(auto_, &QPushButton::toggled, this, [this](bool on) {
        c_->set_autoplay(on);
        update_buttons();
        update();
    });
    for (QPushButton* b : {win_, kong_, declare_, pass_, auto_})
        connect(b, &QPushButton::pressed, this, [this] {
            if (audio_) audio_->play(SoundId::Click);
        });
    connect(win_, &QPushButton::clicked, this, [this] { do_win(); });
    connect(kong_, &QPushButton::clicked, this, [this] { do_kong(); });
    connect(pass_, &QPushButton::clicked, this, [this] { do_pass(); });
    timer_tick_ = new QTimer(this);
    timer_tick_->setInterval(100);
    connect(timer_tick_, &QTimer::timeout, this, &TableWidget::tick);
    connect(c_, &GameController::privacy_needed, this, [this] {
        selected_ = -1;
        timer_running_ = false;
        timer_tick_->stop();
        auto_->setChecked(c_->autoplay());
        update_buttons();
        update();
    });
    connect(declare_, &QPushButton::toggled, this, [this](bool on) {
        declare_mode_ = on;
        update();
    });

    anim_.setStartValue(0.0);
    anim_.setEndValue(1.0);
    connect(&anim_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        t_ = v.toReal();
        update();
    });
    connect(&anim_, &QVariantAnimation::finished, this, [this] { finish_animation(); });

    connect(c_, &GameController::event_shown, this, &TableWidget::on_event);
    connect(c_, &GameController::human_to_act, this, &TableWidget::on_human);
    retranslate();
}

void TableWidget::retranslate() {
    //: Table button. The English translation keeps the glyph the voice calls out (胡, 杠, 听…).
    win_->setText(tr("Win (H)"));
    kong_->setText(tr("Kong (K)"));
    declare_->setText(tr("Declare (T)"));
    pass_->setText(tr("Pass (Space)"));
    auto_->setText(tr("Auto-play (F3)"));
}

void TableWidget::changeEvent(QEvent* e) {
    // The painted texts are tr() at each paint: a repaint shows the new language.
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QWidget::changeEvent(e);
}

void TableWidget::set_hints(bool on) {
    hints_ = on;
    update();
}

int TableWidget::screen_side(Seat s) const {
    return distance(c_->viewer(), s);
}

QPointF TableWidget::table_centre() const {
    return to_widget().map(QPointF(kCx, kCy));
}

void TableWidget::set_table_colour(const QColor& c) {
    table_colour_ = c;
    felt_ = QPixmap();  // regenerate
    update();
}

void TableWidget::set_tile_theme(TileTheme t) {
    if (t == renderer_.theme()) return;
    renderer_.set_theme(t);
    felt_ = QPixmap();
    update();
}

// ---- Turn timer --------------------------------------------------------------------------------

void TableWidget::start_timer() {
    timer_running_ = false;
    timer_warned_ = false;
    timer_tick_->stop();
    if (timer_ms_ <= 0 || !c_->awaiting_human()) return;
    timer_running_ = true;
    timer_budget_ = timer_ms_;
    timer_clock_.start();
    if (!paused_) timer_tick_->start();
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
    update();
}

void TableWidget::tick() {
    if (paused_) return;
    if (!timer_running_ || !c_->awaiting_human()) {
        // The human acted (or the hand moved on): no countdown until the next decision.
        timer_running_ = false;
        timer_tick_->stop();
        update();
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
        c_->auto_act();  // this decision only; the seat stays the human's
        update_buttons();
    }
    update();
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
    const Event& e = c_->game().events()[static_cast<std::size_t>(index)];
    if (std::holds_alternative<Discarded>(e) || std::holds_alternative<HandStarted>(e) ||
        std::holds_alternative<KongDeclared>(e))
        selected_ = -1;
    if (std::holds_alternative<Drew>(e) && std::get<Drew>(e).seat == c_->viewer()) selected_ = -1;
    if (const auto* d = std::get_if<Discarded>(&e)) last_discard_ = d->seat;
    if (std::holds_alternative<HandStarted>(e)) last_discard_.reset();
    update_buttons();
    play_sounds(e);
    const int ms = duration_for(e);
    anim_event_ = index;
    if (ms <= 0) {
        t_ = 1;
        update();
        c_->event_done();
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
    update();
    c_->event_done();
}

void TableWidget::on_human() {
    auto_->setChecked(c_->autoplay());
    start_timer();
    // The fresh draw is the natural keyboard default.
    const auto tiles = hand_tiles();
    if (selected_ < 0 || selected_ >= static_cast<int>(tiles.size()))
        selected_ = tiles.empty() ? -1 : static_cast<int>(tiles.size()) - 1;
    update_buttons();
    update();
}

void TableWidget::update_buttons() {
    const bool waiting = c_->awaiting_human();
    const ActionList acts = c_->human_actions();
    bool win = false, kong = false, declare = false, pass = false;
    for (const Action& a : acts) {
        win |= a.type == ActionType::Win;
        kong |= a.type == ActionType::Kong;
        pass |= a.type == ActionType::Pass;
        declare |= a.type == ActionType::Discard && a.declare;
    }
    auto_->setVisible(c_->has_human() && !c_->privacy());
    auto_->setChecked(c_->autoplay());  // the shown seat's state (its toggle is a no-op then)
    win_->setVisible(waiting && win);
    kong_->setVisible(waiting && kong);
    declare_->setVisible(waiting && declare);
    pass_->setVisible(waiting && pass);
    if (!(waiting && declare)) {
        declare_->setChecked(false);
        declare_mode_ = false;
    }
    layout_buttons();
}

void TableWidget::layout_buttons() {
    const QTransform tr = to_widget();
    if (!auto_->isHidden()) {
        // Beside the bottom seat's panel, so it reads as that seat's switch.
        auto_->setGeometry(tr.mapRect(QRectF(30, 790, 180, 46)).toAlignedRect());
        auto_->setFont(font_px(17 * tr.m11(), true));
    }
    qreal x = 1240;
    const qreal s = tr.m11();
    for (QPushButton* b : {pass_, declare_, kong_, win_}) {
        if (!b->isVisible()) continue;
        const QRectF r = tr.mapRect(QRectF(x - 150, 738, 150, 52));
        b->setGeometry(r.toAlignedRect());
        QFont f = font_px(20 * s, true);
        b->setFont(f);
        x -= 164;
    }
}

void TableWidget::resizeEvent(QResizeEvent*) {
    // Pixmaps are per device size: drop the old sizes' when a drag-resize has piled them up.
    if (renderer_.cached() > 1500) renderer_.clear();
    layout_buttons();
}

// ---- Geometry
// ------------------------------------------------------------------------------------

QTransform TableWidget::to_widget() const {
    const qreal s = std::min(width() / kW, height() / kH);
    QTransform t;
    t.translate((width() - kW * s) / 2, (height() - kH * s) / 2);
    t.scale(s, s);
    return t;
}

QPointF TableWidget::to_virtual(QPointF p) const {
    return to_widget().inverted().map(p);
}

QRectF TableWidget::wall_rect(const WallShape& shape, int position, bool* elevated) const {
    const WallSpot spot = shape.spot(position);
    const int side = screen_side(spot.owner);
    const qreal n = shape.stacks_of(spot.owner);
    const qreal k = spot.stack;
    if (elevated) *elevated = spot.top;
    switch (side) {
        case 0:
            return {kCx + n * kStack / 2 - (k + 1) * kStack, kCy + kWallIn, kStack, kDepth};
        case 1:
            return {kCx + kWallIn, kCy - n * kStack / 2 + k * kStack, kDepth, kStack};
        case 2:
            return {kCx - n * kStack / 2 + k * kStack, kCy - kWallIn - kDepth - kWallThick, kStack,
                    kDepth};
        default:
            return {kCx - kWallIn - kDepth, kCy + n * kStack / 2 - (k + 1) * kStack, kDepth,
                    kStack};
    }
}

QRectF TableWidget::pond_rect(Seat s, int i) const {
    const qreal row = i / kPondRow;
    const qreal col = i % kPondRow;
    const qreal half = kPondRow * (kPondW + 1) / 2;
    switch (screen_side(s)) {
        case 0:
            return {kCx - half + col * (kPondW + 1), kCy + kPondIn + row * 44, kPondW, kPondH};
        case 1:
            return {kCx + kPondIn + row * 44, kCy + half - (col + 1) * (kPondW + 1), kPondH,
                    kPondW};
        case 2:
            return {kCx + half - (col + 1) * (kPondW + 1),
                    kCy - kPondIn - kPondH - kPondThick - row * 44, kPondW, kPondH};
        default:
            return {kCx - kPondIn - kPondH - row * 44, kCy - half + col * (kPondW + 1), kPondH,
                    kPondW};
    }
}

std::vector<Tile> TableWidget::hand_of(const GameState& st, Seat s, bool* fresh) const {
    const SeatState& ss = st.seat(s);
    Hand h = ss.hand;
    const bool has_fresh = ss.has_fresh && h.concealed[ss.last_drawn.code()] > 0;
    if (has_fresh) h.remove(ss.last_drawn);
    std::vector<Tile> tiles = to_tiles(h.concealed);
    if (has_fresh) tiles.push_back(ss.last_drawn);
    if (fresh) *fresh = has_fresh;
    return tiles;
}

QRectF TableWidget::hand_rect(Seat s, int i, int n, bool fresh_gap) const {
    const bool last = fresh_gap && i == n - 1;
    const bool up = face_up(s);
    switch (screen_side(s)) {
        case 0:
            return {kHandX + i * kHandPitch + (last ? kFreshGap : 0), kHandY, kHandW, kHandH};
        case 2: {
            const qreal x = kCx + 7 * kTopPitch - (i + 1) * kTopPitch - (last ? 12 : 0);
            return up ? QRectF(x + 2, kTopY + 4, 32, 44) : QRectF(x, kTopY, 36, 12);
        }
        case 3: {
            const qreal y = kCy - 7 * kSidePitch + i * kSidePitch + (last ? 10 : 0);
            return up ? QRectF(kLeftX - 4, y, 42, 30) : QRectF(kLeftX + 6, y, 20, 26);
        }
        default: {
            const qreal y = kCy + 7 * kSidePitch - (i + 1) * kSidePitch - (last ? 10 : 0);
            return up ? QRectF(kRightX - 4, y, 42, 30) : QRectF(kRightX + 6, y, 20, 26);
        }
    }
}

QRectF TableWidget::kong_rect(Seat s, int kong, int tile, int hand_n) const {
    switch (screen_side(s)) {
        case 0:
            return {
                kHandX + hand_n * kHandPitch + kFreshGap + 36 + kong * (4 * 44 + 14) + tile * 44,
                kHandY + 16, 44, 60};
        case 2:
            return {kCx - 7 * kTopPitch - 26 - kong * (4 * 31 + 10) - (tile + 1) * 31, kTopY + 4,
                    30, 40};
        case 3:
            return {kLeftX - 66, kCy - 200 + kong * (4 * 31 + 10) + tile * 31, 40, 30};
        default:
            return {kRightX + 60, kCy + 170 - kong * (4 * 31 + 10) - (tile + 1) * 31, 40, 30};
    }
}

std::vector<Tile> TableWidget::hand_tiles() const {
    bool fresh = false;
    return hand_of(c_->shown(), c_->viewer(), &fresh);
}

QPoint TableWidget::hand_tile_center(int i) const {
    bool fresh = false;
    const auto tiles = hand_of(c_->shown(), c_->viewer(), &fresh);
    const QRectF r = hand_rect(c_->viewer(), i, static_cast<int>(tiles.size()), fresh);
    return to_widget().map(r.center()).toPoint();
}

std::vector<TableWidget::WallItem> TableWidget::wall_items() const {
    std::vector<WallItem> out;
    const WallShape& shape = c_->shown().wall.shape();
    std::array<int, 8> zone{};
    const int nz = shape.size() ? shape.tail_positions(std::min(c_->rules().haolao_tiles, 8),
                                                       std::span<int>(zone.data(), zone.size()))
                                : 0;
    const QTransform tr = to_widget();
    for (int p = 0; p < shape.size(); ++p) {
        if (shape.taken(p)) continue;
        bool up = false;
        QRectF r = wall_rect(shape, p, &up);
        if (up) r.translate(0, -kLift);
        const WallSpot spot = shape.spot(p);
        WallItem item{p, spot.owner, spot.stack, spot.top, tr.mapRect(r), false};
        for (int k = 0; k < nz; ++k) item.haolao_zone |= zone[static_cast<std::size_t>(k)] == p;
        out.push_back(item);
    }
    return out;
}

// ---- Painting
// ------------------------------------------------------------------------------------

void TableWidget::add_wall(std::vector<Sprite>& out, const WallShape& shape, int zone_glow) const {
    std::array<int, 8> zone{};
    const int nz = shape.tail_positions(std::min(c_->rules().haolao_tiles, 8),
                                        std::span<int>(zone.data(), zone.size()));
    for (int p = 0; p < shape.size(); ++p) {
        if (shape.taken(p)) continue;
        bool up = false;
        const QRectF r = wall_rect(shape, p, &up);
        const int side = screen_side(shape.spot(p).owner);
        Sprite s;
        s.look = TileLook{std::nullopt, r.size(), kWallThick, rotation_of(side), false};
        s.pos = r.topLeft() - QPointF(0, up ? kLift : 0);
        s.z = r.bottom() * 2 + (up ? 1 : 0);
        for (int k = 0; k < nz; ++k)
            if (zone[static_cast<std::size_t>(k)] == p) s.glow = zone_glow;
        out.push_back(s);
    }
}

void TableWidget::collect(std::vector<Sprite>& out) {
    const GameState& st = c_->shown();
    const Event* ev = (t_ < 1 && anim_event_ >= 0 && anim_event_ < c_->shown_count())
                          ? &c_->game().events()[static_cast<std::size_t>(anim_event_)]
                          : nullptr;
    const qreal t = t_;

    // The state to draw: during the deal, the pre-deal state with the first steps applied.
    GameState dealing;
    const GameState* vs = &st;
    if (ev && std::holds_alternative<Dealt>(*ev)) {
        dealing = c_->before();
        // Two stacks (4 tiles) per step for 12 steps, then the 5 jump tiles one by one.
        const int chunk = static_cast<int>(t * 17);
        const int steps = chunk <= 12 ? chunk * 4 : 48 + (chunk - 12);
        for (int k = 0; k < std::min(steps, kDealtTiles); ++k) {
            const DealStep& step = deal_steps()[static_cast<std::size_t>(k)];
            const Seat s = seat_from_index(index(dealing.dealer) + step.seat_offset);
            dealing.seat(s).hand.add(dealing.wall.take(step.position, WallTileState::Drawn));
        }
        vs = &dealing;
    }

    // Walls: the zone is marked from the start and glows in the haolao phase.
    if (vs->wall.shape().size() > 0 && st.phase != Phase::NotStarted)
        add_wall(out, vs->wall.shape(), st.haolao ? 2 : 4);

    // Seat of a tile in flight.
    std::optional<Seat> drawing, discarding, konging;
    if (ev) {
        if (const auto* d = std::get_if<Drew>(ev)) drawing = d->seat;
        if (const auto* d = std::get_if<Discarded>(ev)) discarding = d->seat;
        if (const auto* d = std::get_if<KongDeclared>(ev)) konging = d->seat;
    }

    refresh_hints();
    std::uint64_t best_mask = 0;
    if (hints_ && !hint_discards_.empty()) {
        const int best = hint_discards_.front().shanten;
        for (const DiscardOption& o : hint_discards_)
            if (o.shanten == best) best_mask |= 1ull << o.tile.code();
    }

    hand_hits_.clear();
    const ActionList acts = c_->human_actions();
    for (int i = 0; i < 4; ++i) {
        const Seat seat = seat_from_index(i);
        const int side = screen_side(seat);
        const SeatState& ss = vs->seat(seat);
        bool fresh = false;
        const std::vector<Tile> tiles = hand_of(*vs, seat, &fresh);
        const int n = static_cast<int>(tiles.size());
        const bool up = face_up(seat);
        const bool human = c_->has_human() && seat == c_->viewer() && !c_->privacy();
        for (int k = 0; k < n; ++k) {
            QRectF r = hand_rect(seat, k, n, fresh);
            if (human) hand_hits_.push_back(r);
            if (drawing == seat && k == n - 1) continue;  // still in flight
            Sprite s;
            s.pos = r.topLeft();
            if (side == 0 && up) {
                s.look = TileLook{tiles[static_cast<std::size_t>(k)], r.size(), 12, 0, false};
                if (human && c_->awaiting_human() && st.phase == Phase::Turn) {
                    const Action a =
                        Action::discard(tiles[static_cast<std::size_t>(k)], declare_mode_);
                    s.look.dim = !acts.contains(a);
                    if (k == selected_)
                        s.pos.ry() -= 16, s.glow = 1;
                    else if (k == hover_)
                        s.pos.ry() -= 7;
                    if (best_mask >> tiles[static_cast<std::size_t>(k)].code() & 1) s.glow = 3;
                    if (k == selected_) s.glow = 1;
                }
            } else if (up) {
                s.look = TileLook{tiles[static_cast<std::size_t>(k)], r.size(), 6,
                                  rotation_of(side), false};
            } else {
                s.look = TileLook{std::nullopt,      r.size(), side == 2 ? 40.0 : 14.0,
                                  rotation_of(side), false,    true};
            }
            s.z = r.bottom() * 2 + 1;
            out.push_back(s);
        }
        // Kongs, laid face up; the newest flips over during its animation.
        for (int k = 0; k < ss.hand.kong_count; ++k) {
            for (int j = 0; j < 4; ++j) {
                const QRectF r = kong_rect(seat, k, j, side == 0 ? n : 0);
                Sprite s;
                s.pos = r.topLeft();
                s.look = TileLook{ss.hand.kongs[static_cast<std::size_t>(k)], r.size(),
                                  side == 0 ? 9.0 : 6.0, rotation_of(side), false};
                s.z = r.bottom() * 2;
                if (konging == seat && k == ss.hand.kong_count - 1) {
                    const qreal local = std::clamp(t * 1.6 - j * 0.15, 0.0, 1.0);
                    if (local < 0.5) s.look.face.reset();
                    s.flip = std::abs(1 - 2 * local);
                    s.flip = std::max(s.flip, 0.02);
                    s.glow = 1;
                }
                out.push_back(s);
            }
        }
        // The pond.
        for (int k = 0; k < ss.pond.size; ++k) {
            if (discarding == seat && k == ss.pond.size - 1) continue;
            const QRectF r = pond_rect(seat, k);
            Sprite s;
            s.pos = r.topLeft();
            s.look = TileLook{ss.pond.tiles[static_cast<std::size_t>(k)], r.size(), kPondThick,
                              rotation_of(side), false};
            s.z = r.bottom() * 2;
            if (last_discard_ == seat && k == ss.pond.size - 1) s.glow = 1;
            if (ss.pond.declare_bits >> k & 1) s.glow = std::max(s.glow, 5);
            out.push_back(s);
        }
    }

    // Tiles in flight.
    if (ev && drawing) {
        const Drew& d = std::get<Drew>(*ev);
        const WallShape& before = c_->before().wall.shape();
        const int pos = d.replacement ? before.tail() : before.head();
        if (pos >= 0) {
            bool elevated = false;
            QRectF from = wall_rect(before, pos, &elevated);
            if (elevated) from.translate(0, -kLift);
            bool fresh = false;
            const auto tiles = hand_of(st, d.seat, &fresh);
            const int n = static_cast<int>(tiles.size());
            const QRectF to = hand_rect(d.seat, n - 1, n, fresh);
            Sprite s;
            const qreal e = ease(t);
            const QRectF r = lerp(from, to, e);
            s.pos = r.topLeft();
            const bool show = face_up(d.seat) && e > 0.6;
            s.look = TileLook{show ? std::optional<Tile>(d.tile) : std::nullopt, r.size(), 8,
                              rotation_of(screen_side(d.seat)), false};
            s.z = 1e6;
            out.push_back(s);
        }
    }
    if (ev && discarding) {
        const Discarded& d = std::get<Discarded>(*ev);
        const GameState& b = c_->before();
        bool fresh = false;
        const auto tiles = hand_of(b, d.seat, &fresh);
        const int n = static_cast<int>(tiles.size());
        int from_i = n - 1;
        if (face_up(d.seat)) {
            for (int k = n - 1; k >= 0; --k)
                if (tiles[static_cast<std::size_t>(k)] == d.tile) {
                    from_i = k;
                    break;
                }
        }
        const QRectF from = hand_rect(d.seat, from_i, n, fresh);
        const QRectF to = pond_rect(d.seat, st.seat(d.seat).pond.size - 1);
        const qreal e = ease(t);
        Sprite s;
        const QRectF r = lerp(from, to, e);
        s.pos = r.topLeft() - QPointF(0, std::sin(e * M_PI) * 30);
        s.look = TileLook{d.tile, r.size(), kPondThick, rotation_of(screen_side(d.seat)), false};
        s.z = 1e6;
        s.glow = 1;
        out.push_back(s);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Sprite& a, const Sprite& b) { return a.z < b.z; });
}

void TableWidget::draw_sprite(QPainter& p, const Sprite& s, qreal scale) {
    const qreal dpr = devicePixelRatioF();
    const QPixmap pm = renderer_.tile(s.look, scale, dpr);
    const qreal m = TileRenderer::margin(s.look);
    const QRectF surface(s.pos, s.look.surface);
    if (s.flip < 1) {
        p.save();
        p.translate(surface.center());
        p.scale(s.flip, 1);
        p.translate(-surface.center());
        p.scale(1 / scale, 1 / scale);
        p.drawPixmap(QPointF(s.pos.x() - m, s.pos.y() - m) * scale, pm);
        p.restore();
    } else {
        // Blit untransformed at whole device pixels: the pixmap already has the exact size.
        const QTransform tr = p.transform();
        const QPointF at = tr.map(QPointF(s.pos.x() - m, s.pos.y() - m));
        p.save();
        p.resetTransform();
        p.drawPixmap(QPointF(std::round(at.x() * dpr) / dpr, std::round(at.y() * dpr) / dpr), pm);
        p.restore();
    }
    if (s.glow) {
        static const QColor kGlow[] = {QColor(),
                                       palette::kGold,
                                       QColor(255, 170, 60),
                                       QColor(120, 230, 140),
                                       QColor(242, 193, 78, 120),
                                       QColor(90, 150, 255)};
        QColor c = kGlow[s.glow];
        qreal w = 3;
        if (s.glow == 2) {
            // Pulses during the haolao phase.
            const qreal phase = (QDateTime::currentMSecsSinceEpoch() % 1200) / 1200.0;
            c.setAlphaF(0.55 + 0.45 * std::sin(phase * 2 * M_PI));
        }
        if (s.glow == 4) w = 2;
        p.setPen(QPen(c, w));
        p.setBrush(Qt::NoBrush);
        const qreal r = 0.13 * std::min(s.look.surface.width(), s.look.surface.height());
        p.drawRoundedRect(surface.adjusted(-1.5, -1.5, 1.5, 1.5 + s.look.thickness), r + 1.5,
                          r + 1.5);
    }
}

void TableWidget::paint_felt(QPainter& p) {
    const qreal dpr = devicePixelRatioF();
    if (felt_size_ != size() || felt_.isNull()) {
        felt_size_ = size();
        felt_ = QPixmap((QSizeF(size()) * dpr).toSize());
        felt_.setDevicePixelRatio(dpr);
        QPainter f(&felt_);
        f.setRenderHint(QPainter::Antialiasing);
        const QRectF all(0, 0, width(), height());
        QRadialGradient g(all.center(), std::max(width(), height()) * 0.75);
        const QColor base = table_colour_.darker(renderer_.style().felt_darker);
        g.setColorAt(0, base.lighter(130));
        g.setColorAt(0.55, base);
        g.setColorAt(1, base.darker(210));
        f.fillRect(all, g);
        // Felt grain: faint random specks, fixed seed so it does not shimmer.
        QRandomGenerator rng(7);
        const int specks = width() * height() / 60;
        for (int i = 0; i < specks; ++i) {
            const bool light = rng.bounded(2) == 0;
            f.setPen(light ? QColor(255, 255, 255, 10) : QColor(0, 0, 0, 14));
            f.drawPoint(QPointF(rng.bounded(width()), rng.bounded(height())));
        }
        // A darker inset ring around the play area.
        const QTransform tr = to_widget();
        const QRectF ring = tr.mapRect(QRectF(kCx - 318, kCy - 318, 636, 636));
        f.setPen(QPen(QColor(0, 0, 0, 40), 2 * tr.m11()));
        f.setBrush(QColor(0, 0, 0, 18));
        f.drawRoundedRect(ring, 40 * tr.m11(), 40 * tr.m11());
    }
    p.drawPixmap(0, 0, felt_);
}

void TableWidget::paint_centre(QPainter& p) {
    const GameState& st = c_->shown();
    const QRectF box(kCx - kBox, kCy - kBox, 2 * kBox, 2 * kBox);
    QLinearGradient g(box.topLeft(), box.bottomRight());
    g.setColorAt(0, QColor(0x10, 0x2c, 0x22, 235));
    g.setColorAt(1, QColor(0x06, 0x1a, 0x13, 235));
    p.setBrush(g);
    p.setPen(QPen(QColor(0xc9, 0xa2, 0x4a), 2.5));
    p.drawRoundedRect(box, 18, 18);
    p.setPen(QPen(QColor(0xc9, 0xa2, 0x4a, 90), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(box.adjusted(6, 6, -6, -6), 13, 13);

    if (st.phase == Phase::NotStarted) return;
    const bool running = st.phase == Phase::Turn || st.phase == Phase::Response;
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
                      : (s == st.dealer ? QColor(0xe0, 0x5a, 0x4a) : QColor(0xd9, 0xcf, 0xb0)));
        p.drawText(cell, Qt::AlignCenter, wind_char(s));
        p.restore();
    }
    // Tiles left, round and hand, ruleset.
    p.setPen(QColor(0xf6, 0xe7, 0xb8));
    p.setFont(font_px(46, true));
    const int left = st.wall.shape().size() ? st.wall.remaining() : 0;
    p.drawText(QRectF(kCx - 60, kCy - 40, 120, 50), Qt::AlignCenter, QString::number(left));
    p.setFont(font_px(15));
    p.setPen(QColor(0xd9, 0xcf, 0xb0));
    p.drawText(QRectF(kCx - 70, kCy + 6, 140, 20), Qt::AlignCenter, tr("tiles left"));
    p.drawText(QRectF(kCx - 70, kCy - 57, 140, 20), Qt::AlignCenter,
               tr("Round %1 · Hand %2")
                   .arg(std::min(st.rounds_done + 1, std::max(1, c_->rules().pot_rounds)))
                   .arg(st.hands_played + (running ? 1 : 0)));
    p.setPen(QColor(0xc9, 0xa2, 0x4a));
    // Long names (English presets) shrink to fit the plate before they are elided.
    const QString full = ruleset_name(c_->rules());
    qreal px = 14;
    while (px > 10 && QFontMetrics(font_px(px)).horizontalAdvance(full) > 136) px -= 1;
    p.setFont(font_px(px));
    const QString name = QFontMetrics(font_px(px)).elidedText(full, Qt::ElideRight, 136);
    p.drawText(QRectF(kCx - 70, kCy + 26, 140, 20), Qt::AlignCenter, name);
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
            const qreal x = (j % 3 - 1) * size * 0.28;
            const qreal y = (j / 3 - 1) * size * 0.28;
            p.drawEllipse(QPointF(x, y), pip, pip);
        }
        p.restore();
    }
}

void TableWidget::paint_panels(QPainter& p) {
    const GameState& st = c_->shown();
    const bool running = st.phase == Phase::Turn || st.phase == Phase::Response;
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        const QRectF r = kPanel[screen_side(s)];
        const bool turn =
            running && st.turn == s && (st.phase == Phase::Turn || c_->game().to_act().has(s));
        const SeatState& ss = st.seat(s);
        // Body.
        if (turn) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(242, 193, 78, 60));
            p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 20, 20);
        }
        QLinearGradient g(r.topLeft(), r.bottomLeft());
        g.setColorAt(0, QColor(0x12, 0x24, 0x1c, 225));
        g.setColorAt(1, QColor(0x07, 0x13, 0x0e, 225));
        p.setBrush(g);
        p.setPen(QPen(turn ? palette::kGold : QColor(0x6f, 0x8a, 0x70, 160), turn ? 3 : 1.5));
        p.drawRoundedRect(r, 16, 16);
        // Wind disc, red for the dealer.
        const QPointF disc(r.left() + 46, r.center().y());
        const bool dealer = st.phase != Phase::NotStarted && st.dealer == s;
        QRadialGradient dg(disc - QPointF(8, 8), 44);
        dg.setColorAt(0, dealer ? QColor(0xe2, 0x3b, 0x3b) : QColor(0x3a, 0x5a, 0x4a));
        dg.setColorAt(1, dealer ? QColor(0x8a, 0x10, 0x10) : QColor(0x1a, 0x30, 0x26));
        p.setBrush(dg);
        p.setPen(QPen(dealer ? palette::kGold : QColor(0x9a, 0xb0, 0x9c), 2));
        p.drawEllipse(disc, 32, 32);
        p.setFont(serif_px(32));
        p.setPen(dealer ? palette::kGold : QColor(0xf0, 0xe8, 0xd0));
        p.drawText(QRectF(disc.x() - 32, disc.y() - 34, 64, 64), Qt::AlignCenter, wind_char(s));
        // Name, score.
        const qreal x = r.left() + 90;
        p.setFont(font_px(19, true));
        p.setPen(QColor(0xf6, 0xef, 0xd8));
        p.drawText(
            QRectF(x, r.top() + 10, r.width() - 96, 26), Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(font_px(19, true))
                .elidedText(c_->seat_name(s), Qt::ElideRight, static_cast<int>(r.width() - 96)));
        const int score = st.standings[static_cast<std::size_t>(i)];
        p.setFont(font_px(26, true));
        p.setPen(score > 0 ? QColor(0x8f, 0xe3, 0x8a)
                           : (score < 0 ? QColor(0xff, 0x8a, 0x80) : QColor(0xe8, 0xe0, 0xc8)));
        p.drawText(QRectF(x, r.top() + 38, 120, 32), Qt::AlignLeft | Qt::AlignVCenter,
                   (score > 0 ? QStringLiteral("+") : QString()) + QString::number(score));
        // Badges: dealer with streak, declared ready.
        qreal bx = x;
        auto badge = [&](const QString& text, const QColor& bg) {
            p.setFont(font_px(15, true));
            const qreal w = QFontMetrics(font_px(15, true)).horizontalAdvance(text) + 14;
            const QRectF b(bx, r.bottom() - 30, w, 22);
            p.setPen(Qt::NoPen);
            p.setBrush(bg);
            p.drawRoundedRect(b, 11, 11);
            p.setPen(Qt::white);
            p.drawText(b, Qt::AlignCenter, text);
            bx += w + 6;
        };
        if (dealer) badge(tr("Dealer ×%1").arg(st.streak), QColor(0xb3, 0x1b, 0x1b));
        if (ss.declared) badge(tr("Ready"), QColor(0x2f, 0x5f, 0xc0));
        if (ss.won) badge(tr("Won"), QColor(0xc0, 0x8a, 0x10));
        if (c_->autoplay(s)) badge(tr("Auto"), QColor(0x60, 0x60, 0x60));
    }
}

void TableWidget::refresh_hints() {
    if (hint_key_ == c_->shown_count()) return;
    hint_key_ = c_->shown_count();
    hint_discards_.clear();
    hint_waits_.clear();
    if (!c_->has_human()) return;
    const GameState& st = c_->shown();
    if (!(st.phase == Phase::Turn || st.phase == Phase::Response)) return;
    const Seat me = c_->viewer();
    const SeatState& ss = st.seat(me);
    // Tiles this seat can see outside its hand: ponds and the others' kongs.
    TileCounts seen{};
    for (int i = 0; i < 4; ++i) {
        const SeatState& o = st.seats[static_cast<std::size_t>(i)];
        for (int k = 0; k < o.pond.size; ++k)
            ++seen[o.pond.tiles[static_cast<std::size_t>(k)].code()];
        if (seat_from_index(i) == me) continue;
        for (int k = 0; k < o.hand.kong_count; ++k)
            seen[o.hand.kongs[static_cast<std::size_t>(k)].code()] += 4;
    }
    const int full = 14 - 3 * ss.hand.kong_count;
    const int have = ss.hand.concealed_count();
    if (have == full && st.phase == Phase::Turn && st.turn == me && !ss.declared)
        hint_discards_ = discard_options(ss.hand, c_->rules(), seen);
    else if (have == full - 1)
        hint_waits_ = waits(ss.hand, c_->rules(), seen);
}

void TableWidget::paint_hints(QPainter& p) {
    if (!c_->has_human()) return;
    const GameState& st = c_->shown();
    const SeatState& me = st.seat(c_->viewer());
    const bool turn = c_->awaiting_human() && st.phase == Phase::Turn;
    const QRectF strip(kHandX, 738, 560, 56);
    QString text;
    if (c_->awaiting_human() && st.phase == Phase::Response)
        text = tr("You can win on %1 (%2): Win or Pass")
                   .arg(tile_chinese(st.discard), tile_name(st.discard));
    else if (turn && declare_mode_)
        text = tr("Declaring ready: choose the discard (Esc cancels)");
    else if (turn && me.declared)
        text = tr("Ready: your draw is thrown unless you kong");
    else if (turn)
        text = tr("Your turn — click a tile or ←/→ and Enter to discard");
    if (!text.isEmpty()) {
        p.setFont(font_px(18, true));
        p.setPen(QColor(0xfb, 0xf1, 0xd2));
        p.drawText(strip.adjusted(0, 0, 0, -28), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    if (!hints_) return;
    p.setFont(font_px(16));
    QString line;
    if (!hint_waits_.empty() &&
        std::any_of(hint_waits_.begin(), hint_waits_.end(), [](const Wait&) { return true; })) {
        QStringList parts;
        for (const Wait& w : hint_waits_)
            parts << tr("%1 (%2 left)").arg(tile_name(w.tile)).arg(w.remaining);
        line = tr("Waits: %1").arg(parts.join(QStringLiteral(", ")));
    } else if (!hint_discards_.empty() && turn) {
        const DiscardOption& b = hint_discards_.front();
        line = b.shanten == 0 ? tr("Hint: discard %1 to be ready (%2 tiles win)")
                                    .arg(tile_name(b.tile))
                                    .arg(b.ukeire)
                              : tr("Hint: discard %1 — %2 from ready, %3 tiles improve")
                                    .arg(tile_name(b.tile))
                                    .arg(b.shanten)
                                    .arg(b.ukeire);
        const auto tiles = hand_tiles();
        if (hover_ >= 0 && hover_ < static_cast<int>(tiles.size())) {
            for (const DiscardOption& o : hint_discards_)
                if (o.tile == tiles[static_cast<std::size_t>(hover_)])
                    line = tr("%1: %2 from ready, %3 tiles improve")
                               .arg(tile_name(o.tile))
                               .arg(o.shanten)
                               .arg(o.ukeire);
        }
    }
    if (!line.isEmpty()) {
        p.setPen(QColor(0xa8, 0xf0, 0xb0));
        p.drawText(strip.adjusted(0, 28, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, line);
    }
}

void TableWidget::paint_overlays(QPainter& p) {
    const GameState& st = c_->shown();
    const Event* ev = (t_ < 1 && anim_event_ >= 0 && anim_event_ < c_->shown_count())
                          ? &c_->game().events()[static_cast<std::size_t>(anim_event_)]
                          : nullptr;

    // Info card: dice and where the wall was broken.
    {
        QLinearGradient g(kInfoCard.topLeft(), kInfoCard.bottomLeft());
        g.setColorAt(0, QColor(0x12, 0x24, 0x1c, 210));
        g.setColorAt(1, QColor(0x07, 0x13, 0x0e, 210));
        p.setBrush(g);
        p.setPen(QPen(QColor(0x6f, 0x8a, 0x70, 160), 1.5));
        p.drawRoundedRect(kInfoCard, 14, 14);
        p.setFont(font_px(17, true));
        p.setPen(QColor(0xc9, 0xa2, 0x4a));
        p.drawText(kInfoCard.adjusted(14, 8, -10, 0), Qt::AlignLeft | Qt::AlignTop,
                   ruleset_name(c_->rules()));
        const WallShape& shape = st.wall.shape();
        const bool broken = st.phase != Phase::NotStarted && shape.size() > 0 &&
                            !(ev && std::holds_alternative<HandStarted>(*ev)) &&
                            (c_->shown_count() > 0) &&
                            !(st.seat(Seat::East).hand.concealed_count() == 0 &&
                              st.phase == Phase::HandOver && shape.remaining() == shape.size());
        if (broken && !(ev && std::holds_alternative<DiceRolled>(*ev))) {
            const Dice d = shape.dice();
            paint_dice(p, QPointF(kInfoCard.left() + 58, kInfoCard.top() + 70), d, 1, false);
            p.setFont(font_px(17, true));
            p.setPen(QColor(0xf6, 0xef, 0xd8));
            p.drawText(QRectF(kInfoCard.left() + 110, kInfoCard.top() + 40, 215, 26),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       tr("%1 + %2 = %3").arg(d.a).arg(d.b).arg(d.sum()));
            p.setFont(font_px(15));
            p.drawText(QRectF(kInfoCard.left() + 110, kInfoCard.top() + 66, 215, 40),
                       Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                       tr("from %1's wall, stack %2")
                           .arg(wind_name(shape.broken_wall()))
                           .arg(shape.break_stack() + 1));
        }
    }

    // Break point, head and tail markers on the wall.
    const WallShape& shape = st.wall.shape();
    if (shape.size() > 0 && (st.phase == Phase::Turn || st.phase == Phase::Response)) {
        auto marker = [&](int pos, const QString& text, const QColor& col) {
            if (pos < 0) return;
            const QRectF r = wall_rect(shape, pos, nullptr);
            const int side = screen_side(shape.spot(pos).owner);
            // Outside the wall, away from the centre.
            static const QPointF kOut[4] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            const QPointF c = r.center() + kOut[side] * 40;
            p.setFont(font_px(14, true));
            const qreal w = std::max(40, QFontMetrics(p.font()).horizontalAdvance(text) + 16);
            const QRectF chip(c.x() - w / 2, c.y() - 11, w, 22);
            p.setPen(Qt::NoPen);
            p.setBrush(col);
            p.drawRoundedRect(chip, 11, 11);
            p.setPen(Qt::white);
            p.drawText(chip, Qt::AlignCenter, text);
        };
        //: Wall chip at the next draw (头).
        marker(shape.head(), tr("Head"), QColor(0x1d, 0x3f, 0x8f, 220));
        //: Wall chip at the next kong replacement (尾).
        marker(shape.tail(), tr("Tail"), QColor(0x80, 0x40, 0x10, 220));
    }
    // Haolao label near the zone.
    if (shape.size() > 0 && st.haolao && (st.phase == Phase::Turn || st.phase == Phase::Response)) {
        const int pos = shape.head();
        if (pos >= 0) {
            const QRectF r = wall_rect(shape, pos, nullptr);
            const int side = screen_side(shape.spot(pos).owner);
            static const QPointF kIn[4] = {{0, -1}, {-1, 0}, {0, 1}, {1, 0}};
            const QString text = tr("Haolao · %1 left").arg(shape.remaining());
            const qreal w =
                std::max(124, QFontMetrics(font_px(18, true)).horizontalAdvance(text) + 28);
            // Beside a side wall a wider (translated) chip moves inwards, clear of the head chip.
            const qreal in = side % 2 ? 52 + std::max(0.0, w / 2 - 50) : 52;
            const QPointF c = r.center() + kIn[side] * in;
            const QRectF chip(c.x() - w / 2, c.y() - 16, w, 32);
            p.setPen(QPen(palette::kGold, 2));
            p.setBrush(QColor(0x8a, 0x10, 0x10, 230));
            p.drawRoundedRect(chip, 16, 16);
            p.setFont(font_px(18, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            p.drawText(chip, Qt::AlignCenter, text);
        }
    }

    if (!ev) return;
    const qreal t = t_;
    // Dice roll in the middle of the table.
    if (const auto* pot = std::get_if<PotStarted>(ev); pot && pot->dice.a) {
        paint_dice(p, QPointF(kCx, kCy + 130), pot->dice, t, true);
        if (t > 0.8) {
            p.setFont(font_px(20, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            p.drawText(QRectF(kCx - 250, kCy + 160, 500, 30), Qt::AlignCenter,
                       tr("First dealer: %1 + %2 = %3 → %4")
                           .arg(pot->dice.a)
                           .arg(pot->dice.b)
                           .arg(pot->dice.sum())
                           .arg(wind_name(pot->first_dealer)));
        }
    }
    if (const auto* dr = std::get_if<DiceRolled>(ev)) {
        paint_dice(p, QPointF(kCx, kCy + 130), dr->dice, t, true);
        if (t > 0.8) {
            p.setFont(font_px(20, true));
            p.setPen(QColor(0xff, 0xf1, 0xb8));
            const WallShape sh(c_->rules().wall_layout, st.dealer, dr->dice);
            p.drawText(QRectF(kCx - 260, kCy + 160, 520, 30), Qt::AlignCenter,
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
        const qreal a = std::min({1.0, t * 5, (1 - t) * 5});
        p.save();
        p.setOpacity(a);
        QRectF b(kCx - 260, kCy - 70, 520, 140);
        if (seat) {
            static const QPointF kToward[4] = {{0, 175}, {175, 0}, {0, -175}, {-175, 0}};
            b.translate(kToward[screen_side(*seat)]);
            b.adjust(70, 10, -70, -10);
        }
        p.setPen(QPen(palette::kGold, 3));
        p.setBrush(bg);
        p.drawRoundedRect(b, 24, 24);
        p.setFont(serif_px(b.height() * 0.45));
        p.setPen(QColor(0xff, 0xf1, 0xb8));
        p.drawText(b.adjusted(0, 4, 0, -b.height() * 0.33), Qt::AlignCenter, big);
        p.setFont(font_px(b.height() * 0.16, true));
        p.drawText(b.adjusted(0, b.height() * 0.62, 0, -b.height() * 0.06), Qt::AlignCenter, small);
        p.restore();
    };
    if (std::holds_alternative<HaolaoStarted>(*ev))
        //: Banner title, drawn large: the Chinese glyph in every language (the voice calls it).
        banner(tr("Haolao", "banner"),
               tr("Haolao — %1 tiles left, one draw each").arg(shape.remaining()),
               QColor(0x8a, 0x10, 0x10, 235));
    if (const auto* w = std::get_if<Won>(ev))
        banner(w->by == WinBy::SelfDraw ? tr("Self-draw", "banner") : tr("Win", "banner"),
               w->by == WinBy::SelfDraw
                   ? tr("%1 wins by self-draw on %2").arg(wind_name(w->winner), tile_name(w->tile))
                   : tr("%1 wins on %2's %3")
                         .arg(wind_name(w->winner), wind_name(w->discarder), tile_name(w->tile)),
               QColor(0x9a, 0x12, 0x12, 235), w->winner);
    if (const auto* k = std::get_if<KongDeclared>(ev))
        banner(tr("Kong", "banner"),
               tr("%1 declares a kong of %2").arg(wind_name(k->seat), tile_name(k->tile)),
               QColor(0x0f, 0x50, 0x30, 235), k->seat);
    if (const auto* h = std::get_if<HandEnded>(ev); h && h->drawn)
        banner(tr("Draw", "banner"), tr("Draw — nobody won"), QColor(0x30, 0x30, 0x30, 235));
}

void TableWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::TextAntialiasing);
    paint_felt(p);
    const QTransform tr = to_widget();
    p.setTransform(tr);
    const qreal scale = tr.m11();

    paint_centre(p);
    std::vector<Sprite> sprites;
    sprites.reserve(260);
    collect(sprites);
    for (const Sprite& s : sprites) draw_sprite(p, s, scale);
    paint_panels(p);
    paint_hints(p);
    paint_overlays(p);
    paint_timer(p);
    paint_privacy(p);
    // The haolao glow pulses: keep repainting gently while it is on.
    if (c_->shown().haolao &&
        (c_->shown().phase == Phase::Turn || c_->shown().phase == Phase::Response) && !animating())
        QTimer::singleShot(80, this, [this] { update(); });
    emit painted();
}

void TableWidget::paint_timer(QPainter& p) {
    const int left = timer_remaining();
    if (left < 0) return;
    // A ring that empties, beside the action buttons: red from 5 s on.
    const QRectF r(1290, 732, 64, 64);
    const bool urgent = left <= 5000;
    const QColor ring = urgent ? QColor(0xe8, 0x40, 0x3a) : palette::kGold;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 150));
    p.drawEllipse(r.adjusted(-6, -6, 6, 6));
    p.setPen(QPen(QColor(255, 255, 255, 50), 6));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(r);
    p.setPen(QPen(ring, 6, Qt::SolidLine, Qt::RoundCap));
    const int span = static_cast<int>(360.0 * 16 * left / std::max(1, timer_ms_));
    p.drawArc(r, 90 * 16, span);
    p.setFont(font_px(26, true));
    p.setPen(urgent ? QColor(0xff, 0xb0, 0xa8) : QColor(0xf6, 0xef, 0xd8));
    p.drawText(r, Qt::AlignCenter, QString::number((left + 999) / 1000));
}

void TableWidget::paint_privacy(QPainter& p) {
    if (!c_->privacy()) return;
    // Opaque over the hands, so nothing of the previous player's tiles shows through.
    const QTransform virt = p.transform();
    p.resetTransform();
    const QRectF all(rect());
    QLinearGradient g(all.topLeft(), all.bottomLeft());
    g.setColorAt(0, QColor(0x0c, 0x1e, 0x17, 246));
    g.setColorAt(1, QColor(0x04, 0x0d, 0x09, 252));
    p.fillRect(all, g);
    p.setTransform(virt);
    const QRectF card(kCx - 420, kCy - 130, 840, 260);
    p.setPen(QPen(palette::kGold, 3));
    p.setBrush(QColor(0x12, 0x24, 0x1c));
    p.drawRoundedRect(card, 22, 22);
    p.setPen(palette::kGold);
    p.setFont(font_px(46, true));
    p.drawText(card.adjusted(0, 28, 0, -130), Qt::AlignCenter,
               tr("Pass to %1").arg(wind_name(c_->viewer())));
    p.setFont(font_px(24));
    p.setPen(QColor(0xf0, 0xe8, 0xd0));
    p.drawText(card.adjusted(0, 120, 0, -70), Qt::AlignCenter,
               tr("%1 — click or press Space when ready").arg(c_->seat_name(c_->viewer())));
    p.setFont(font_px(18));
    p.setPen(QColor(0xa8, 0xb8, 0xa8));
    p.drawText(card.adjusted(0, 185, 0, -20), Qt::AlignCenter,
               tr("Every hand is hidden until then."));
}

// ---- Input -------------------------------------------------------------------------------------

bool TableWidget::legal(const Action& a) const {
    return c_->human_actions().contains(a);
}
bool TableWidget::win_legal() const {
    return legal(Action::win());
}

void TableWidget::discard(int i, bool declare) {
    const auto tiles = hand_tiles();
    if (!c_->awaiting_human() || i < 0 || i >= static_cast<int>(tiles.size())) return;
    const Action a = Action::discard(tiles[static_cast<std::size_t>(i)], declare);
    if (!legal(a)) return;
    if (win_legal() && confirm_pass_ &&
        QMessageBox::question(this, tr("Pass on a win?"),
                              tr("Your hand is a winning hand. Discard instead of winning?"),
                              QMessageBox::Yes | QMessageBox::No,
                              QMessageBox::No) != QMessageBox::Yes)
        return;
    declare_->setChecked(false);
    c_->submit(a);
    update_buttons();
}

void TableWidget::do_win() {
    if (c_->submit(Action::win())) update_buttons();
}

void TableWidget::do_kong() {
    const ActionList acts = c_->human_actions();
    const auto tiles = hand_tiles();
    // The selected tile's kong if there is one, else the first legal kong.
    if (selected_ >= 0 && selected_ < static_cast<int>(tiles.size()) &&
        acts.contains(Action::kong(tiles[static_cast<std::size_t>(selected_)]))) {
        c_->submit(Action::kong(tiles[static_cast<std::size_t>(selected_)]));
    } else {
        for (const Action& a : acts)
            if (a.type == ActionType::Kong) {
                c_->submit(a);
                break;
            }
    }
    update_buttons();
}

void TableWidget::do_pass() {
    if (!legal(Action::pass())) return;
    if (confirm_pass_ && QMessageBox::question(this, tr("Pass on a win?"),
                                               tr("You can win on this tile. Pass anyway?"),
                                               QMessageBox::Yes | QMessageBox::No,
                                               QMessageBox::No) != QMessageBox::Yes)
        return;
    c_->submit(Action::pass());
    update_buttons();
}

void TableWidget::compute_hits() {
    hand_hits_.clear();
    if (!c_->has_human()) return;
    bool fresh = false;
    const auto tiles = hand_of(c_->shown(), c_->viewer(), &fresh);
    const int n = static_cast<int>(tiles.size());
    for (int k = 0; k < n; ++k) hand_hits_.push_back(hand_rect(c_->viewer(), k, n, fresh));
}

void TableWidget::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return;
    if (c_->privacy()) {
        c_->confirm_privacy();
        return;
    }
    const QPointF v = to_virtual(e->position());
    compute_hits();
    for (int i = static_cast<int>(hand_hits_.size()) - 1; i >= 0; --i) {
        QRectF r = hand_hits_[static_cast<std::size_t>(i)];
        r.adjust(0, -18, 0, 12);
        if (r.contains(v)) {
            selected_ = i;
            discard(i, declare_mode_);
            update();
            return;
        }
    }
}

void TableWidget::mouseMoveEvent(QMouseEvent* e) {
    const QPointF v = to_virtual(e->position());
    compute_hits();
    int h = -1;
    for (int i = 0; i < static_cast<int>(hand_hits_.size()); ++i)
        if (hand_hits_[static_cast<std::size_t>(i)].adjusted(0, -18, 0, 12).contains(v)) h = i;
    if (h != hover_) {
        hover_ = h;
        update();
    }
}

void TableWidget::leaveEvent(QEvent*) {
    hover_ = -1;
    update();
}

void TableWidget::keyPressEvent(QKeyEvent* e) {
    if (c_->privacy()) {
        if (e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter)
            c_->confirm_privacy();
        else
            QWidget::keyPressEvent(e);
        return;
    }
    const int n = static_cast<int>(hand_tiles().size());
    switch (e->key()) {
        case Qt::Key_Left:
            if (n) selected_ = selected_ <= 0 ? n - 1 : selected_ - 1;
            break;
        case Qt::Key_Right:
            if (n) selected_ = selected_ < 0 || selected_ >= n - 1 ? 0 : selected_ + 1;
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            discard(selected_, declare_mode_);
            break;
        case Qt::Key_H:
            do_win();
            break;
        case Qt::Key_K:
            do_kong();
            break;
        case Qt::Key_T:
            if (declare_->isVisible()) declare_->toggle();
            break;
        case Qt::Key_Escape:
            if (declare_mode_)
                declare_->setChecked(false);
            else
                QWidget::keyPressEvent(e);
            break;
        case Qt::Key_Space:
            do_pass();
            break;
        default:
            QWidget::keyPressEvent(e);
            return;
    }
    update();
}

}  // namespace haolao::ui
