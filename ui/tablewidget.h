// SPDX-License-Identifier: GPL-3.0-or-later
// The game table, custom-painted (see docs/UI.md): felt, the four walls of two-high stacks, the
// hands, kongs, ponds, seat panels, the centre (tiles left, round, dice) and the action buttons.
// Everything is drawn from a TableFeed's shown state (the fold of the events delivered so far):
// the live GameController, or a recorded game; each new event is animated, then acknowledged.
// Coordinates are laid out on a virtual 1600 × 1000 canvas scaled uniformly to the widget
// (table_layout.h).
//
// Files: tablewidget.cpp (set-up, events and animation, the turn timer), table_layout.cpp
// (geometry), table_paint.cpp (the scene: felt, tiles), table_overlays.cpp (centre, panels,
// dice, hints, banners, privacy screen), table_input.cpp (mouse, keys, action buttons).
#pragma once

#include <QElapsedTimer>
#include <QFont>
#include <QPointer>
#include <QPushButton>
#include <QStringList>
#include <QTimer>
#include <QVariantAnimation>
#include <QWidget>
#include <array>
#include <functional>
#include <optional>
#include <span>
#include <tuple>
#include <utility>
#include <vector>

#include "audio.h"
#include "haolao/advisor.h"
#include "options.h"
#include "paint_record.h"
#include "settings.h"
#include "tablefeed.h"
#include "text_cache.h"
#include "tilerenderer.h"

namespace haolao::ui {

class TableWidget : public QWidget {
    Q_OBJECT
  public:
    explicit TableWidget(TableFeed* feed, Speed speed, QWidget* parent = nullptr);

    // The feed drawn: the live game, or a recorded one. Setting another feed redraws from its
    // shown state; setting the same one again (it was moved: a replay's seek) stops the
    // animation and redraws what differs. The table never outlives its feed's use.
    void set_feed(TableFeed* feed);
    TableFeed* feed() const { return feed_; }

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
    QColor felt_colour() const { return table_colour_; }
    // The player's saved rule sets, so that a pot under one is named by its name (rules_title).
    void set_custom_rulesets(std::vector<CustomRuleset> custom);
    // The tile theme (TileStyle): the tiles, and the felt's depth under them.
    void set_tile_theme(TileTheme t);
    // The table as the player set it up: the tile theme, the felt, the corner index (Settings →
    // Display) and the names of their saved rule sets. The game's table, the guided hand's and the
    // replay viewer's all take it from here, so that they look alike.
    void set_look(const Settings& s);
    // Turn timer for each human decision, in ms (0: off). On timeout the seat is auto-played for
    // that decision; TimerWarning sounds with 5 s left.
    // A changed time also restarts the countdown of a decision already pending.
    void set_turn_timer(int ms);
    int turn_timer() const { return timer_ms_; }
    // Claim timer (Handan's claim phase: win / kong / pong offers on a discard or an added kong),
    // in ms (0: wait for the human). On timeout the human's claim offer passes. It replaces the
    // turn timer for claim decisions.
    void set_claim_timer(int ms);
    int claim_timer() const { return claim_ms_; }
    // Whether the decision pending now is a claim offer (the claim timer counts it down).
    bool claim_decision() const;
    // ms left for the human now (-1: no countdown running).
    int timer_remaining() const;
    // While a modal dialog is open: the countdown stops, keeping the time left, and goes on
    // from there when unpaused.
    void set_paused(bool on);
    bool paused() const { return paused_; }
    // The player's own pause (Game → Pause, F4; the window minimised), which also pauses: a screen
    // over the whole table, so the hands wait unseen as the clock does. A click, Space, Enter or
    // Esc on it asks to go on (resume_requested); the window answers with set_pause_screen(false).
    void set_pause_screen(bool on);
    bool pause_screen() const { return pause_screen_; }
    bool timer_warned() const { return timer_warned_; }

    // ---- Introspection, for tests and screenshots ----
    // The human's hand as drawn, left to right (the fresh draw last).
    std::vector<Tile> hand_tiles() const;
    // Centre of hand tile i in widget coordinates.
    QPoint hand_tile_center(int i) const;
    // Any seat's hand as drawn, and its tile i's centre (a replay's other face-up hands).
    std::vector<Tile> hand_tiles(Seat s) const;
    QPoint hand_tile_center(Seat s, int i) const;
    int selected() const { return selected_; }
    // The seat whose pond ends with the latest discard, outlined gold (none before the hand's
    // first discard, nor once it was claimed).
    std::optional<Seat> latest_discard() const;
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
    QPushButton* pong_button() const { return pong_; }
    // One line stating the claim priority ("Win beats Kong and Pong"): the claim buttons'
    // tooltip, and in the prompt of a claim offer.
    static QString claim_priority_text();
    // The prompt of a Handan claim offer ("Claim 5m (五万): Pong or Pass · Win beats Kong and
    // Pong"), from the human's legal actions now; empty when no claim is offered.
    QString claim_prompt() const;
    QPushButton* autoplay_button() const { return auto_; }
    // Whether seat `s`'s concealed tiles are drawn face up now (the feed's model).
    bool face_up(Seat s) const { return feed_->face_up(s); }
    // The hot-seat privacy screen is drawn over the table.
    bool privacy_shown() const { return feed_->privacy(); }
    // What the last paint drew, for privacy tests: every text run, and every tile with where it
    // lies and its face (nullopt: its back).
    const std::vector<QString>& drawn_texts() const { return drawn_texts_; }
    enum class TilePlace : std::uint8_t { Wall, Hand, Kong, Pond, InFlight };
    struct DrawnTile {
        TilePlace place = TilePlace::Wall;
        std::optional<Seat> seat;  // whose hand, kongs or pond (none for the wall)
        std::optional<Tile> face;
        bool matched = false;  // a copy of the hand tile pointed at (see matched_tile)
    };
    const std::vector<DrawnTile>& drawn_tiles() const { return drawn_tiles_; }
    // The tile of the hand at the bottom (the player's own; in a replay the seat shown there)
    // under the pointer, else the one the keys chose on the player's turn: its copies in the
    // ponds and laid melds are marked, to count what is out.
    std::optional<Tile> matched_tile() const;
    // The hint line under the prompt (empty when none), as drawn last.
    QString hint_line() const { return hint_line_; }

    // ---- Hints (F2) from the engine's advisor (TableFeed::advice), for tests and the legend ----
    // The advice the table shows now: the feed's, for the seat deciding at the bottom (empty
    // when hints are off, behind the privacy screen, or when no human decides).
    const std::vector<Advice>& advice_now() const { return advice_now_; }
    // The danger mark of a discard from its deal-in risk: 0 none, 1 low, 2 medium, 3 high.
    static int danger_level(float deal_in);
    // The hint line for a decision's advice (best first); `declare_mode`: T is on, the
    // declaring discards are the ones offered.
    static QString advice_line(const std::vector<Advice>& advice, bool declare_mode);
    // The line while hovering a discard's tile, and its tooltip (the risk and who it comes from,
    // from the public state `st`).
    static QString discard_line(const Advice& a);
    static QString risk_tip(const Advice& a, const GameState& st);
    // Hand tile i as last painted: its danger mark level, and whether it has the hint outline.
    int tile_danger(int i) const;
    bool tile_hinted(int i) const;
    // The action button the hint outlines (nullptr: none).
    QPushButton* hinted_button() const;
    // The legend of the marks and outlines: shown the first time hints are turned on
    // (remembered in QSettings "hints/legendShown"), closed by a click on it or Esc; the hint
    // line's tooltip repeats it.
    enum class Mark : std::uint8_t {
        Hint,
        HintButton,
        Danger1,
        Danger2,
        Danger3,
        Selected,
        Declared,
        Zone,
        Matched
    };
    struct LegendItem {
        Mark mark;
        QString text;
    };
    // The marks a table under `rules` can show: no haolao zone without a haolao phase (Handan),
    // no declared discard where no one declares (not a 报听房).
    static std::vector<LegendItem> legend_items(const Ruleset& rules);
    static QString legend_text(const Ruleset& rules);  // the title and every item, one a line
    bool legend_shown() const { return legend_; }
    void show_legend(bool on);
    bool animating() const { return anim_.state() == QAbstractAnimation::Running; }
    // Badges on a seat panel ("庄 ×2", "听 Ready", "胡 Won", "托管 Auto"): the font size and the
    // texts that fit `room` virtual units (shrunk, then the glyphs alone), and their width.
    struct BadgeFit {
        qreal px = 15;
        QStringList texts;
        qreal width = 0;
    };
    static BadgeFit fit_badges(const QStringList& texts, qreal room);
    // The badges of seat panel `side` (0 bottom…) as last painted, and that panel, in widget
    // coordinates.
    std::vector<QRectF> badge_rects(Seat s) const;
    QRectF panel_rect(Seat s) const;
    // The line under a Won banner: "You win by self-draw on 5m" when the winner is the single
    // human, "Alice wins on East's 5m" in hot-seat (the player's name), "South wins…" for an AI.
    QString win_line(const Won& w) const;
    // Where pond tile i of seat s lies (whether discarded or not), in widget coordinates.
    QRectF pond_tile_rect(Seat s, int i) const;
    // The hand the centre's "Round 1 · Hand N" names in `st`: the one being played, being
    // dealt (the dice roll) or about to start (a new pot), or, between hands, the one just over.
    static int hand_number(const GameState& st);
    // That hand's dealer, streak and finished rounds (圈), for the panels' dealer badge and the
    // centre: between hands the state already holds the next hand's (HandEnded moved them), so
    // the hand just over takes them from the log folded into st (`events`): dealer and streak
    // from its HandStarted, the round from the HandEnded before it (none: 0).
    struct HandOnTable {
        Seat dealer = Seat::East;
        int streak = 1;
        int rounds_done = 0;
    };
    static HandOnTable hand_on_table(const GameState& st, std::span<const Event> events);
    int screen_side(Seat s) const;  // 0 bottom, 1 right, 2 top, 3 left
    QPointF table_centre() const;   // widget coordinates
    TileRenderer& renderer() { return renderer_; }
    // How long the animation of `e` runs at the current speed (ms, 0 = none).
    int duration_for(const Event& e) const;
    // The wall's markers (table_tooltips.cpp): where each is drawn now, in widget coordinates
    // (empty when it is not shown; the zone: around its tiles), and the one-line tooltip a
    // point of the table shows ("" where there is none).
    enum class Marker : std::uint8_t { Head, Tail, HaolaoZone, HaolaoLabel, Dice, DrawnHandLimit };
    QRect marker_rect(Marker m) const;
    QString marker_tip(QPoint pos) const;
    // The Head or Tail chip alone, as it lies when that marker is at position `position` of the
    // shown wall (widget coordinates; any position, drawn or not: for the layout tests).
    QRectF wall_chip_rect(Marker m, int position) const;

    // ---- Handan (table_melds.cpp, docs/UI.md "Handan table") ----
    // Whether the rules lay melds and reserve stacks at the tail (Handan): the melds' layout,
    // the drawn-hand limit's mark and the kong money chips are drawn.
    bool handan_table() const;
    // A meld's tiles as drawn beside seat s's hand: exposed melds in the order made, then the
    // concealed kongs. `sideways`: the claimed tile, turned towards the seat it came from;
    // `stacked`: an added kong's fourth tile, lying on the turned one.
    struct MeldItem {
        int meld = 0;  // 0-based, exposed melds first
        Tile tile;
        bool sideways = false;
        bool stacked = false;
        QRectF rect;  // widget coordinates
        // During the rob window of an added kong: the added tile, shown beside its pong (lifted
        // towards the centre, outlined), no longer in the adder's hand.
        bool pending = false;
    };
    std::vector<MeldItem> meld_items(Seat s) const;
    // Off a Handan table: seat s's kongs, laid face up beside its hand, each tile's rectangle
    // (widget coordinates), kong by kong.
    std::vector<QRectF> kong_tile_rects(Seat s) const;
    // The drawn-hand limit (6 stacks + 1 per kong from the tail): the mark across the wall
    // between the last live stack and the first reserved one (widget coordinates; empty when
    // not shown), and how many stacks are reserved now.
    QRectF drawn_hand_mark() const;
    // Where hand tile i of seat s lies now (widget coordinates), as drawn.
    QRectF hand_tile_rect(Seat s, int i) const;
    int reserved_stacks() const;
    // The kong money or 跟打 chips by the panels now: the latest payment of the hand, shown for
    // a few events after it (by Seat index; 0: no chip).
    std::array<int, 4> money_chips() const;
    // Where the tiles in flight are drawn now (widget coordinates, with their faces): a draw, a
    // discard, a claimed discard, an added kong's tile.
    std::vector<std::pair<QRectF, std::optional<Tile>>> flying_tiles();

    // ---- Layer cache (docs/UI.md "Painting: layers and dirty regions") ----
    // What does not move is painted once into two device-pixel-ratio-aware pixmaps: below the
    // moving tiles (felt, centre, walls, hands, kongs, ponds) and above them (panels, hint line,
    // info card, wall chips). They are redrawn when their key changes (the shown state, the
    // animated event, the size and device pixel ratio, hover, selection, hints, theme, language
    // …); an animation frame blits them and draws only what moves, within the changed region.
    // Off: every paint draws everything (the tests compare the two pixel for pixel).
    void set_layer_cache(bool on);
    bool layer_cache() const { return layer_cache_; }
    // Forget the cached layers (the next paint redraws them whole): for --bench and tests.
    void invalidate_layers() {
        layers_valid_ = false;
        below_valid_ = false;
    }
    // On (the default): a change of state redraws the layers only where the items drawn changed
    // and repaints only that part of the window (docs/UI.md "The change-of-state frame"). Off:
    // the layers are redrawn whole, the window repainted whole (as before; for --bench's A/B,
    // HAOLAO_BENCH_WHOLE_LAYERS=1).
    void set_partial_layers(bool on) {
        partial_layers_ = on;
        layers_valid_ = false;
        update();
    }
    bool partial_layers() const { return partial_layers_; }
    // The layer redraws so far: whole, in part, or none needed (the key changed, nothing drawn
    // did); `syncs`: the changes of state announced (update_state); the last redraw's share of
    // the widget's area and its wall time. For --bench and tests.
    struct LayerStats {
        int syncs = 0;
        int whole = 0;
        int partial = 0;
        int unchanged = 0;
        double last_share = 0;
        double last_ms = 0;
        int made = 0;  // layer pixmaps allocated (a first paint, a new size or pixel ratio)
    };
    const LayerStats& layer_stats() const { return layer_stats_; }
    const TextCache& text_cache() const { return text_cache_; }
    // For --bench and tests: the current animation shown at progress t (0 … 1) with its timer
    // paused; returns the widget region that changed since the last frame painted (nothing is
    // scheduled: repaint(region) draws it); t ≥ 1 finishes it. resume_animation() lets it run
    // on.
    QRegion seek_animation(qreal t);
    void resume_animation();
    // The region of the moving items at the current progress (widget coordinates; empty when
    // nothing is animated).
    QRegion live_region();

  signals:
    void resume_requested();

  protected:
    bool event(QEvent* e) override;  // ToolTip: marker_tip; no repaint on window activation
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseDoubleClickEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void focusInEvent(QFocusEvent*) override;   // no repaint: the table shows no focus
    void focusOutEvent(QFocusEvent*) override;  // (likewise)
    void changeEvent(QEvent*) override;         // LanguageChange: buttons re-labelled, repaint

  private:
    void retranslate();  // the buttons' texts
    // An outline drawn around a tile.
    enum class Glow : std::uint8_t {
        None,
        Highlight,   // the latest discard, the selected tile, a kong flipping
        HaolaoZone,  // the haolao zone in the haolao phase (pulses)
        Hint,        // a best discard (hints on)
        Zone,        // the haolao zone before the phase
        Declared,    // a declaring discard in a pond
        Reserved,    // Handan: a stack reserved at the tail (the drawn-hand limit)
    };
    struct Sprite {
        TileLook look;
        QPointF pos;  // surface top-left, virtual units
        qreal z = 0;
        qreal opacity = 1;
        qreal flip = 1;  // horizontal squash for the kong flip
        Glow glow = Glow::None;
        int danger = 0;  // danger mark level (hints on, the human's discards)
        TilePlace place = TilePlace::Wall;
        std::optional<Seat> seat;
        bool live = false;     // moves or changes during the animation (drawn every frame)
        int pulse = 0;         // the haolao glow's step (Glow::HaolaoZone only)
        bool matched = false;  // a copy of matched_tile() in a pond or a meld: washed over
    };

    const Event* animated_event() const;  // the event being animated now, if any
    void on_event(int index);
    void on_privacy();
    void on_human();
    void finish_animation();
    void update_buttons();
    // A player as the banners name them: empty for the single human ("You"), the name of a
    // hot-seat player or of a recorded one, the wind of an AI seat.
    QString player_name(Seat s) const;
    void layout_buttons();  // table_layout.cpp
  public:
    // The font (at most `px` pixels) in which `text` fits a table button of `size` (pixels).
    static QFont fitted_button_font(const QString& text, QSizeF size, qreal px);

  private:
    // Layout (virtual coordinates).
    QTransform to_widget() const;
    QPointF to_virtual(QPointF p) const;
    QRectF wall_rect(const WallShape& shape, int position, bool* elevated) const;
    // The Head / Tail chip at `position` (layout::wall_chip), virtual coordinates.
    QRectF wall_chip_virtual(const WallShape& shape, int position, Marker m) const;
    QRectF pond_rect(Seat s, int i) const;
    static std::vector<Tile> hand_of(const GameState& st, Seat s, bool* fresh);
    QRectF hand_rect(Seat s, int i, int n, bool fresh_gap) const;
    // Tile `tile` of kong `kong` of seat s, who has `kongs` kongs; hand_n places the bottom seat's.
    QRectF kong_rect(Seat s, int kong, int tile, int hand_n, int kongs) const;
    // Handan (table_melds.cpp): seat s's melds, virtual coordinates, beside its hand of
    // `hand_n` tiles (`fresh`: with the fresh draw's gap).
    struct MeldSpot {
        int meld = 0;
        Tile tile;
        bool sideways = false;
        bool stacked = false;
        QRectF rect;
        int rotation = 0;
        bool pending = false;  // the tile being added during the rob window
    };
    // `st`: the state drawn (its rob window puts the added tile beside the pong).
    std::vector<MeldSpot> meld_spots(const GameState& st, Seat s, int hand_n, bool fresh) const;
    // The tile being added to seat s's pong while others may rob it (nullopt: none).
    static std::optional<Tile> adding_tile(const GameState& st, Seat s);
    void add_melds(std::vector<Sprite>& out, const GameState& st, Seat s, int hand_n, bool fresh,
                   std::optional<Seat> konging, qreal t) const;
    // Handan's tiles in flight (table_melds.cpp): a claimed discard from the pond to its meld,
    // an added kong's tile from the hand to beside its pong, and from there onto the pong.
    void add_meld_flights(std::vector<Sprite>& out, const Event& ev, qreal t) const;
    // The money chips rise into place while their payment is animated (paint_overlays_live).
    bool money_chips_rising() const;
    QRectF money_chips_live_rect() const;  // virtual; empty when not rising
    void paint_money_chips(QPainter& p, const std::array<int, 4>& chips, qreal t);
    // The reserved positions at the tail (next replacement first), and the mark's virtual rect.
    std::vector<int> reserved_positions(const GameState& st) const;
    QRectF drawn_hand_mark_virtual(const GameState& st, QLineF* bar) const;
    // The drawn-hand mark and the money chips: over the tiles, under the panels.
    void paint_handan_marks(QPainter& p);
    static QRectF money_chip_rect(int side);

    void collect(std::vector<Sprite>& out);
    void add_wall(std::vector<Sprite>& out, const WallShape& shape, Glow zone_glow) const;
    // Draws a text run and records it (drawn_texts).
    void draw_text(QPainter& p, const QRectF& r, int flags, const QString& text);
    void paint_felt(QPainter& p);
    void paint_centre(QPainter& p);
    void paint_panels(QPainter& p);
    static void paint_dice(QPainter& p, QPointF centre, Dice dice, qreal t, bool rolling);
    void paint_overlays(QPainter& p);
    void paint_overlays_static(QPainter& p);  // info card, wall chips
    void paint_overlays_live(QPainter& p);    // dice roll, banners (animated)
    // A banner: `big` (its title, drawn large) over `small`, on `bg`, centred or towards `seat`,
    // faded in and out over its animation's `t`.
    void paint_banner(QPainter& p, const QString& big, const QString& small, const QColor& bg,
                      std::optional<Seat> seat, qreal t);
    // The virtual rect the animated overlays of event `ev` may cover (empty: none).
    QRectF overlay_live_rect(const Event& ev) const;
    // Everything, at once (the uncached paint).
    void paint_all(QPainter& p);
    void paint_cached(QPainter& p, const QRegion& region);
    struct LayerKey {
        QSize size;
        qreal dpr = 1;
        int shown = 0;  // the events shown: all that follows from them (the latest discard …)
        int anim_event = -1;
        bool animating = false;
        int deal_chunk = -1;
        int selected = -1;
        int hover = -1;
        int pointed = -1;  // pointed_: seat × 32 + tile
        bool declare_mode = false;
        bool hints = false;
        bool strip_hover = false;
        bool awaiting = false;
        bool corner_index = false;
        int viewer = 0;
        int buttons = 0;  // visible action buttons, a bit each
        unsigned face_up = 0;
        unsigned autoplay = 0;
        std::array<QString, 4> labels;
        std::array<std::string, 4> agents;
        QRgb colour = 0;
        int theme = 0;
        quint64 generation = 0;
        int pulse = 0;  // the haolao glow's step: the cached wall changes with it
        bool operator==(const LayerKey&) const = default;
    };
    LayerKey layer_key() const;
    // Painting runs on a pool thread (pool_paint.h) with the GUI thread waiting: what must run
    // on the GUI thread (a button's restyle, the tooltip) is queued by on_gui() and runs after.
    void paint_off_gui(const std::function<void()>& paint);
    void on_gui(std::function<void()> fn);
    void set_tip(const QString& tip);  // the table's tooltip (on the GUI thread)
    std::vector<std::function<void()>> gui_after_;
    // Brings the layers up to `key` (in part where possible); returns the widget region changed.
    QRegion rebuild_layers(const LayerKey& key, const std::vector<Sprite>& sprites,
                           std::size_t first_live);
    // Redraws `rects` (disjoint, widget pixels) of a layer: the felt, centre and still sprites
    // before `live_from`, and with `front` the still sprites after it and the panels, hint line,
    // chips.
    void paint_layer_part(QPixmap& pm, std::span<const QRect> rects,
                          const std::vector<Sprite>& sprites, std::size_t live_from, bool front);
    // What a still sprite puts into a layer: its rect (pixmap, shadow, glow) and content hash.
    static PaintItem sprite_item(const Sprite& s, const QTransform& tr);
    // Whether layers drawn under key `a` can be redrawn in part for key `b` (same size, device
    // pixel ratio, felt, tile theme, corner index, generation).
    static bool layers_compatible(const LayerKey& a, const LayerKey& b);
    // More than this share of the table changed: the layers are redrawn whole.
    static constexpr double kWholeShare = 0.5;
    // A change of state: the layers brought up to date once the event loop runs on, and the
    // part of the window that changed repainted (the whole window when the layers are off).
    void update_state();
    void sync_layers();
    bool layers_usable() const;
    QRect timer_rect() const;  // the turn timer's ring, widget pixels
    static std::size_t first_live(const std::vector<Sprite>& sprites);
    // The moving tiles' places (and, with `overlays`, the dice and banners'), widget coordinates.
    QRegion region_of_live(const std::vector<Sprite>& sprites, bool overlays) const;
    void paint_above(QPainter& p);  // panels, hint line, info card, chips
    void note_above(const QRectF& virt) { above_rects_.push_back(virt); }
    // During a partial layer redraw: whether the part redrawn reaches `virt` (a panel, the info
    // card; virtual coordinates, with a margin for strokes and glows). A part it does not reach
    // is skipped (its pixels would all be clipped away); true outside a partial redraw.
    bool part_reaches(const QRectF& virt) const;
    QRegion part_clip_;  // widget pixels; empty outside a partial redraw
    void schedule_animation_frame();
    void paint_hints(QPainter& p);
    void paint_privacy(QPainter& p);
    void paint_pause(QPainter& p);
    // The opaque screen over the whole table with its card's three lines (privacy, pause).
    void paint_screen(QPainter& p, const QString& title, const QString& line, const QString& note);
    void paint_legend(QPainter& p);
    static void draw_danger(QPainter& p, const Sprite& s);
    QRectF legend_rect() const;  // virtual coordinates; as tall as the table's marks need
    // A discard's advice (nullptr: none), and the tile the hint outlines.
    const Advice* advice_for(const Action& a) const;
    std::optional<Tile> hint_tile() const;
    static void mark_button(QPushButton* b, bool on);
    void paint_timer(QPainter& p);
    void start_timer();
    void tick();
    void draw_sprite(QPainter& p, const Sprite& s, qreal scale);

    // Human input.
    void discard(int i, bool declare);
    void do_win();
    void do_kong();
    void do_pong();
    void do_pass();
    bool legal(const Action& a) const;
    bool win_legal() const;

    void play_sounds(const Event& e);

    TableFeed* feed_ = nullptr;
    std::vector<QMetaObject::Connection> feed_links_;
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
    int hover_ = -1;
    // A replay, or a table of AI seats alone: a face-up hand other than the bottom one under the
    // pointer (seat, tile), its copies marked; nothing lifts there.
    std::optional<std::pair<Seat, int>> pointed_;
    std::vector<QRectF> hand_hits_;  // virtual rects of the human's hand, as last painted

    QPushButton* win_ = nullptr;
    QPushButton* kong_ = nullptr;
    QPushButton* declare_ = nullptr;
    QPushButton* pass_ = nullptr;
    QPushButton* pong_ = nullptr;  // Handan: 碰 on the current discard
    QPushButton* auto_ = nullptr;  // 托管 toggle for the viewer's seat

    QColor table_colour_{0x1a, 0x6b, 0x44};
    int timer_ms_ = 0;
    int claim_ms_ = 0;
    int countdown_ms_ = 0;  // the full time of the running countdown (turn or claim timer)
    QTimer* timer_tick_ = nullptr;
    QElapsedTimer timer_clock_;
    bool timer_running_ = false;
    bool timer_warned_ = false;
    bool paused_ = false;
    int timer_budget_ = 0;  // ms the running countdown started from (less after a pause)

    QPixmap felt_;
    QSize felt_size_;
    qreal felt_dpr_ = 0;

    bool layer_cache_ = true;
    bool layers_valid_ = false;
    // The haolao zone's glow pulses in kPulseSteps steps; a step is state (advanced by a timer),
    // not the clock, so that the cached layers and an uncached paint agree.
    static constexpr int kPulseSteps = 15;
    int pulse_step_ = 0;
    bool pulse_posted_ = false;
    std::vector<CustomRuleset> custom_rulesets_;
    quint64 generation_ = 0;  // bumped by changes the key does not see (language, feed, …)
    LayerKey key_;
    QPixmap below_;  // felt, centre, the still tiles behind the first moving one
    QPixmap full_;   // the whole still table: every still tile, panels, hint line, chips
    std::vector<QRectF> above_rects_;  // virtual: where panels, hint line and chips lie
    std::vector<QString> below_texts_;
    std::vector<QString> above_texts_;
    // What each layer holds, item by item (paint order), from its last paint: a change of state
    // redraws a layer only where the new list differs.
    std::vector<PaintItem> full_items_;
    std::vector<PaintItem> below_items_;
    std::vector<PaintItem> centre_items_;  // the centre box (recorded)
    std::vector<PaintItem> above_items_;   // the panels, hint line, info card, chips (recorded)
    bool below_valid_ = false;
    LayerKey below_key_;
    // Makes below_ at the window's size while the table is still (warm_below), and renders the
    // banners' titles (warm_banners), armed when the layers are redrawn at a size below_ does
    // not have or the titles were not rendered for.
    QTimer* below_warm_ = nullptr;
    void warm_below();
    // Every banner's title rendered into the text cache (from warm_below), once for each size,
    // pixel ratio and generation (a language, a ruleset).
    void warm_banners();
    using BannersKey = std::tuple<QSize, qreal, quint64>;  // size, pixel ratio, generation
    BannersKey banners_key() const;                        // the table's now
    BannersKey banners_warm_{QSize(), 0, 0};               // the titles were rendered for
    // Makes `pm` a layer of `px` device pixels at `dpr` unless it is one already (its contents
    // then undefined); true if made.
    bool fit_layer(QPixmap& pm, QSize px, qreal dpr);
    LayerStats layer_stats_;
    bool partial_layers_ = true;
    bool sync_posted_ = false;
    // The privacy screen or the legend was painted over the whole window (uncached): the next
    // change repaints all of it, as the window shows none of the table's regions to keep.
    bool window_covered_ = false;
    QRegion live_region_;  // the moving items as last painted (widget coordinates)

    // Every text run of the table is drawn through it (blitted once laid out): the cached and
    // the uncached paint alike.
    TextCache text_cache_;
    std::vector<QString> drawn_texts_;
    std::array<std::vector<QRectF>, 4> badge_rects_;  // virtual, by Seat index
    std::vector<DrawnTile> drawn_tiles_;
    QString hint_line_;

    // Hint cache: the engine's hints for one seat in one shown state.
    int hint_key_ = -1;
    std::optional<Seat> hint_seat_;
    SeatHints hints_now_;
    std::vector<Advice> advice_now_;
    std::vector<int> hand_danger_;  // per hand tile, as last painted
    std::vector<bool> hand_hint_;
    bool legend_ = false;
    bool pause_screen_ = false;
    // A screen hides the whole table: the hot-seat privacy screen or the pause screen.
    bool screened() const { return feed_->privacy() || pause_screen_; }
    bool press_ended_pause_ = false;  // the last press took the pause screen down
    bool strip_hover_ = false;        // the mouse is over the hint line
    void refresh_hints();
    // A seat's hand, a virtual rect per tile, as collect() lays it out (bottom: the viewer's).
    std::vector<QRectF> hand_rects(Seat s) const;
    std::vector<QRectF> bottom_hand_rects() const { return hand_rects(feed_->viewer()); }
    // The face-up hand above the bottom one whose tile is under `v` (a replay's pointer).
    std::optional<std::pair<Seat, int>> pointed_at(QPointF v) const;
    void compute_hits();
};

}  // namespace haolao::ui
