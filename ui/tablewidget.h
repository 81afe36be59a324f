// The game table, custom-painted (see docs/UI.md): felt, the four walls of two-high stacks, the
// hands, kongs, ponds, seat panels, the centre (tiles left, round, dice) and the action buttons.
// Everything is drawn from the controller's shown state (the fold of the events delivered so
// far); each new event is animated, then acknowledged. Coordinates are laid out on a virtual
// 1600 × 1000 canvas scaled uniformly to the widget.
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QVariantAnimation>
#include <QWidget>
#include <array>
#include <optional>
#include <vector>

#include "audio.h"
#include "gamecontroller.h"
#include "options.h"
#include "tilerenderer.h"

namespace haolao::ui {

class TableWidget : public QWidget {
    Q_OBJECT
  public:
    explicit TableWidget(GameController* controller, Speed speed, QWidget* parent = nullptr);

    void set_speed(Speed s) { speed_ = s; }
    Speed speed() const { return speed_; }
    void set_hints(bool on);
    bool hints() const { return hints_; }
    // Ask before passing on (or discarding past) a win.
    void set_confirm_pass(bool on) { confirm_pass_ = on; }
    // Sounds for the events and buttons (none when null).
    void set_audio(Audio* audio) { audio_ = audio; }
    // The felt's base colour (the gradient is derived from it).
    void set_table_colour(const QColor& c);
    // The tile theme (TileStyle): the tiles, and the felt's depth under them.
    void set_tile_theme(TileTheme t);
    // Turn timer for each human decision, in ms (0: off). On timeout the seat is auto-played for
    // that decision; TimerWarning sounds with 5 s left.
    void set_turn_timer(int ms) { timer_ms_ = ms; }
    int turn_timer() const { return timer_ms_; }
    // ms left for the human now (-1: no countdown running).
    int timer_remaining() const;
    // While a modal dialog is open: the countdown stops, keeping the time left, and goes on
    // from there when unpaused.
    void set_paused(bool on);
    bool paused() const { return paused_; }
    // Screenshot mode: (re)start the countdown for the pending decision.
    void on_human_for_shot() { start_timer(); }
    bool timer_warned() const { return timer_warned_; }

    // ---- Introspection, for tests and screenshots ----
    // The human's hand as drawn, left to right (the fresh draw last).
    std::vector<Tile> hand_tiles() const;
    // Centre of hand tile i in widget coordinates.
    QPoint hand_tile_center(int i) const;
    int selected() const { return selected_; }
    struct WallItem {
        int position = 0;  // wall sequence position
        Seat owner = Seat::East;
        int stack = 0;
        bool top = true;
        QRectF rect;  // widget coordinates
        bool haolao_zone = false;
    };
    // The wall tiles drawn now (undrawn positions only).
    std::vector<WallItem> wall_items() const;
    QPushButton* win_button() const { return win_; }
    QPushButton* kong_button() const { return kong_; }
    QPushButton* declare_button() const { return declare_; }
    QPushButton* pass_button() const { return pass_; }
    QPushButton* autoplay_button() const { return auto_; }
    // Whether seat `s`'s concealed tiles are drawn face up now (the controller's model).
    bool face_up(Seat s) const { return c_->face_up(s); }
    // The hot-seat privacy screen is drawn over the table.
    bool privacy_shown() const { return c_->privacy(); }
    bool animating() const { return anim_.state() == QAbstractAnimation::Running; }
    int screen_side(Seat s) const;  // 0 bottom, 1 right, 2 top, 3 left
    QPointF table_centre() const;   // widget coordinates
    TileRenderer& renderer() { return renderer_; }
    // How long the animation of `e` runs at the current speed (ms, 0 = none).
    int duration_for(const Event& e) const;

  signals:
    void painted();  // after each paint (benchmarks)

  protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void changeEvent(QEvent*) override;  // LanguageChange: buttons re-labelled, repaint

  private:
    void retranslate();  // the buttons' texts
    struct Sprite {
        TileLook look;
        QPointF pos;  // surface top-left, virtual units
        qreal z = 0;
        qreal opacity = 1;
        qreal flip = 1;  // horizontal squash for the kong flip
        int glow = 0;    // 0 none, 1 last discard / selection, 2 haolao zone, 3 hint
    };

    void on_event(int index);
    void on_human();
    void finish_animation();
    void update_buttons();
    void layout_buttons();

    // Layout (virtual coordinates).
    QTransform to_widget() const;
    QPointF to_virtual(QPointF widget_pos) const;
    QRectF wall_rect(const WallShape& shape, int position, bool* elevated) const;
    QRectF pond_rect(Seat s, int i) const;
    std::vector<Tile> hand_of(const GameState& st, Seat s, bool* fresh) const;
    QRectF hand_rect(Seat s, int i, int n, bool fresh_gap) const;
    QRectF kong_rect(Seat s, int kong, int tile, int hand_n) const;

    void collect(std::vector<Sprite>& out);
    void add_wall(std::vector<Sprite>& out, const WallShape& shape, int zone_glow) const;
    void paint_felt(QPainter& p);
    void paint_centre(QPainter& p);
    void paint_panels(QPainter& p);
    void paint_dice(QPainter& p, QPointF centre, Dice dice, qreal t, bool rolling);
    void paint_overlays(QPainter& p);
    void paint_hints(QPainter& p);
    void paint_privacy(QPainter& p);
    void paint_timer(QPainter& p);
    void start_timer();
    void tick();
    void draw_sprite(QPainter& p, const Sprite& s, qreal scale);

    // Human input.
    void discard(int i, bool declare);
    void do_win();
    void do_kong();
    void do_pass();
    bool legal(const Action& a) const;
    bool win_legal() const;

    void play_sounds(const Event& e);

    GameController* c_;
    QPointer<Audio> audio_;
    TileRenderer renderer_;
    Speed speed_;
    bool hints_ = false;
    bool confirm_pass_ = true;
    bool declare_mode_ = false;

    QVariantAnimation anim_;
    qreal t_ = 1;  // progress of the current event's animation
    int anim_event_ = -1;

    int selected_ = -1;
    std::optional<Seat> last_discard_;  // seat of the latest discard (highlighted)
    int hover_ = -1;
    std::vector<QRectF> hand_hits_;  // virtual rects of the human's hand, as last painted

    QPushButton* win_ = nullptr;
    QPushButton* kong_ = nullptr;
    QPushButton* declare_ = nullptr;
    QPushButton* pass_ = nullptr;
    QPushButton* auto_ = nullptr;  // 托管 toggle for the viewer's seat

    QColor table_colour_{0x1a, 0x6b, 0x44};
    int timer_ms_ = 0;
    QTimer* timer_tick_ = nullptr;
    QElapsedTimer timer_clock_;
    bool timer_running_ = false;
    bool timer_warned_ = false;
    bool paused_ = false;
    int timer_budget_ = 0;  // ms the running countdown started from (less after a pause)

    QPixmap felt_;
    QSize felt_size_;

    // Hint cache, per shown event count.
    int hint_key_ = -1;
    std::vector<DiscardOption> hint_discards_;
    std::vector<Wait> hint_waits_;
    void refresh_hints();
    void compute_hits();
};

}  // namespace haolao::ui
