// SPDX-License-Identifier: GPL-3.0-or-later
// The hidden --bench and --screenshot runs (tooling.h).
#include "tooling.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QPointer>
#include <QRegion>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cstdio>
#include <ctime>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/resource.h>
#endif

#include "haolao/agent.h"
#include "mainwindow.h"

namespace haolao::app {

using ui::MainWindow;

namespace {

// Calls `on_paint` whenever the watched widget is about to paint.
class PaintWatch : public QObject {
  public:
    PaintWatch(QObject* parent, std::function<void()> on_paint)
        : QObject(parent), on_paint_(std::move(on_paint)) {}
    bool eventFilter(QObject* watched, QEvent* e) override {
        if (e->type() == QEvent::Paint) on_paint_();
        return QObject::eventFilter(watched, e);
    }

  private:
    std::function<void()> on_paint_;
};

// CPU time of the process (on a loaded machine, wall time mostly measures the scheduler): all
// threads, as the table paints on a pool thread and Qt's raster engine fills on pool threads.
double cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// The process's minor page faults so far (-1 where unknown): a fresh buffer's first touch costs
// one per page, and on some virtual machines that is most of a frame.
long minor_faults() {
#if defined(__unix__) || defined(__APPLE__)
    rusage u{};
    if (getrusage(RUSAGE_SELF, &u) == 0) return u.ru_minflt;
#endif
    return -1;
}

double resident_mb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024;
    return -1;
}

// --bench: time to the first painted table (window shown, hand dealt), the median of 200 full
// repaints at the window's size mid-hand, and resident memory after a whole watched pot.
struct BenchState {
    double first_paint = -1;
    double first_table = -1;
    bool measured = false;
    // Animated frames (docs/UI.md "Painting: layers and dirty regions"): after the full repaints,
    // the table animates at normal speed until enough discards, draws, dice rolls and kongs were
    // sampled; each sampled animation is paused at 10 points of its run and the region that
    // changed is repainted, timed.
    bool sampling = false;
    bool sampled = false;
    int sample_until_hands = 0;
    int last_event = -1;
    std::vector<double> anim_wall;
    std::vector<double> anim_cpu;
    std::vector<double> anim_px;  // share of the widget's area repainted
    std::array<int, 4> kinds{};   // discards, draws, dice, kongs sampled
    // The change-of-state frames while sampling (docs/UI.md "The change-of-state frame"): the
    // frame right after each event is shown (the layers brought up to date and the changed part
    // of the window painted and flushed), wall and CPU time, the event's kind (its index in the
    // Event variant), whether the layers were redrawn whole, and the share of the area redrawn.
    struct Change {
        double wall = 0;
        double cpu = 0;
        int kind = 0;
        bool whole = false;
        double share = 0;
    };
    std::vector<Change> changes;
};

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return -1;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

// Samples the animation running now (once per event).
void sample_animation(MainWindow& w, BenchState& b) {
    ui::TableWidget* t = w.table();
    const int shown = w.controller()->shown_count();
    if (!t->animating() || shown == b.last_event) return;
    const Event& e = w.controller()->events()[static_cast<std::size_t>(shown - 1)];
    int kind = -1;
    if (std::holds_alternative<Discarded>(e)) kind = 0;
    if (std::holds_alternative<Drew>(e)) kind = 1;
    if (std::holds_alternative<DiceRolled>(e)) kind = 2;
    if (std::holds_alternative<KongDeclared>(e)) kind = 3;
    if (kind < 0 || (kind < 2 && b.kinds[static_cast<std::size_t>(kind)] >= 30)) return;
    b.last_event = shown;
    ++b.kinds[static_cast<std::size_t>(kind)];
    t->repaint();  // the layers of this event, drawn (its first frame, a full one)
    const double area = static_cast<double>(t->width()) * t->height();
    for (int k = 1; k <= 10; ++k) {
        const QRegion dirty = t->seek_animation(k / 11.0);
        QElapsedTimer clock;
        clock.start();
        const double c0 = cpu_ms();
        t->repaint(dirty);
        b.anim_cpu.push_back(cpu_ms() - c0);
        b.anim_wall.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        double px = 0;
        for (const QRect& r : dirty) px += static_cast<double>(r.width()) * r.height();
        b.anim_px.push_back(px / area);
    }
    t->resume_animation();
}

}  // namespace

void run_bench(haolao::ui::MainWindow& w, const QElapsedTimer& since_start) {
    static BenchState bench;
    BenchState* state = &bench;
    // The table's paint events, watched from outside (the table knows nothing of benchmarks):
    // the time a paint is delivered, so the figures include everything up to that paint.
    w.table()->installEventFilter(new PaintWatch(&w, [&w, state, &since_start] {
        const double ms = static_cast<double>(since_start.nsecsElapsed()) / 1e6;
        if (state->first_paint < 0) state->first_paint = ms;
        if (state->first_table < 0 && w.controller()->shown().phase == haolao::Phase::Turn)
            state->first_table = ms;
    }));
    // A/B within one binary: HAOLAO_BENCH_WHOLE_LAYERS=1 redraws the layers whole at each change
    // of state and repaints the whole window (the behaviour before the partial redraw).
    if (qEnvironmentVariableIsSet("HAOLAO_BENCH_WHOLE_LAYERS"))
        w.table()->set_partial_layers(false);
    // Each event shown while sampling: its first frame, painted at once (this slot runs after
    // the table's, which announced the change), timed. (The table would paint it as soon as the
    // event loop runs on: the queued layer update, then the window's update request.)
    QObject::connect(w.controller(), &ui::GameController::event_shown, &w, [&w, state](int index) {
        if (!state->sampling) return;
        ui::TableWidget* t = w.table();
        const auto before = t->layer_stats();
        QElapsedTimer clock;
        clock.start();
        const double c0 = cpu_ms();
        const long f0 = minor_faults();
        QCoreApplication::sendPostedEvents(t, QEvent::MetaCall);
        QCoreApplication::sendPostedEvents(t->window(), QEvent::UpdateRequest);
        const double cpu = cpu_ms() - c0;
        const long faults = minor_faults() - f0;
        const double wall = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        const auto& after = t->layer_stats();
        const int redraws = after.whole + after.partial + after.unchanged;
        if (redraws == before.whole + before.partial + before.unchanged) return;
        const Event& e = w.controller()->events()[static_cast<std::size_t>(index)];
        state->changes.push_back({wall, cpu, static_cast<int>(e.index()),
                                  after.whole != before.whole, after.last_share});
        // HAOLAO_BENCH_FRAMES=1: every change-of-state frame on stderr (which ones make the p90).
        if (qEnvironmentVariableIsSet("HAOLAO_BENCH_FRAMES"))
            std::fprintf(stderr,
                         "frame %d %s wall %.2f cpu %.2f layers %.2f %s share %.3f faults %ld\n",
                         index, std::string(event_id(e)).c_str(), wall, cpu, after.last_ms,
                         after.whole != before.whole ? "whole" : "part", after.last_share, faults);
    });
    auto* poll = new QTimer(&w);
    QObject::connect(poll, &QTimer::timeout, &w, [&w, state, poll] {
        if (!state->measured && w.controller()->shown_count() >= 30) {
            state->measured = true;
            std::vector<double> times;
            for (int i = 0; i < 200; ++i) {
                QElapsedTimer t;
                t.start();
                w.table()->repaint();
                times.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            }
            std::sort(times.begin(), times.end());
            // The same into an image: the paint alone, without the platform's flush.
            QImage img(w.table()->size() * w.table()->devicePixelRatioF(),
                       QImage::Format_ARGB32_Premultiplied);
            img.setDevicePixelRatio(w.table()->devicePixelRatioF());
            std::vector<double> paint;
            std::vector<double> cpu;
            for (int i = 0; i < 200; ++i) {
                QElapsedTimer t;
                t.start();
                const double c0 = cpu_ms();
                w.table()->render(&img);
                cpu.push_back(cpu_ms() - c0);
                paint.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            }
            std::sort(paint.begin(), paint.end());
            std::sort(cpu.begin(), cpu.end());
            std::printf(R"({"paint_median_ms": %.2f, "paint_cpu_median_ms": %.2f, )", paint[100],
                        cpu[100]);
            std::printf(
                "\"width\": %d, \"height\": %d, \"first_paint_ms\": %.1f, "
                "\"first_table_ms\": %.1f, \"repaint_median_ms\": %.2f, "
                "\"repaint_p90_ms\": %.2f, ",
                w.table()->width(), w.table()->height(), state->first_paint, state->first_table,
                times[100], times[180]);
            // A full repaint after a change of state: the cached layers redrawn too.
            std::vector<double> rebuild;
            std::vector<double> rebuild_cpu;
            for (int i = 0; i < 100; ++i) {
                w.table()->invalidate_layers();
                QElapsedTimer t;
                t.start();
                const double c0 = cpu_ms();
                w.table()->repaint();
                rebuild_cpu.push_back(cpu_ms() - c0);
                rebuild.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            }
            std::printf(
                "\"rebuild_median_ms\": %.2f, \"rebuild_p90_ms\": %.2f, "
                "\"rebuild_cpu_median_ms\": %.2f, ",
                percentile(rebuild, 0.5), percentile(rebuild, 0.9), percentile(rebuild_cpu, 0.5));
            std::fflush(stdout);
            state->sampling = true;
            state->sample_until_hands = w.controller()->shown().hands_played + 4;
            w.table()->set_speed(ui::Speed::Normal);
        }
        if (state->sampling) {
            sample_animation(w, *state);
            const auto& k = state->kinds;
            const bool enough = k[0] >= 30 && k[1] >= 30 && k[2] >= 1 && k[3] >= 1;
            if (enough || w.controller()->shown().hands_played >= state->sample_until_hands ||
                w.pot_dialog()) {
                state->sampling = false;
                state->sampled = true;
                w.table()->set_speed(w.options().speed);
                std::printf(
                    "\"anim_frames\": %d, \"anim_discards\": %d, \"anim_draws\": %d, "
                    "\"anim_dice\": %d, \"anim_kongs\": %d, "
                    "\"anim_repaint_median_ms\": %.2f, \"anim_repaint_p90_ms\": %.2f, "
                    "\"anim_cpu_median_ms\": %.2f, \"anim_cpu_p90_ms\": %.2f, "
                    "\"anim_area_median\": %.3f, ",
                    static_cast<int>(state->anim_wall.size()), k[0], k[1], k[2], k[3],
                    percentile(state->anim_wall, 0.5), percentile(state->anim_wall, 0.9),
                    percentile(state->anim_cpu, 0.5), percentile(state->anim_cpu, 0.9),
                    percentile(state->anim_px, 0.5));
                std::vector<double> cw;
                std::vector<double> cc;
                std::vector<double> cs;
                int whole = 0;
                for (const auto& c : state->changes) {
                    cw.push_back(c.wall);
                    cc.push_back(c.cpu);
                    cs.push_back(c.share);
                    whole += c.whole;
                }
                std::printf(
                    "\"change_frames\": %d, \"change_whole\": %d, \"change_repaint_median_ms\": "
                    "%.2f, \"change_repaint_p90_ms\": %.2f, \"change_cpu_median_ms\": %.2f, "
                    "\"change_cpu_p90_ms\": %.2f, \"change_area_median\": %.3f, "
                    "\"change_area_p90\": %.3f, ",
                    static_cast<int>(cw.size()), whole, percentile(cw, 0.5), percentile(cw, 0.9),
                    percentile(cc, 0.5), percentile(cc, 0.9), percentile(cs, 0.5),
                    percentile(cs, 0.9));
                // The frames at or above the p90, by event kind (the Event variant's index) and
                // whole / partial redraw.
                const double p90 = percentile(cw, 0.9);
                std::map<std::string, int> top;
                for (const auto& c : state->changes)
                    if (c.wall >= p90)
                        ++top["kind" + std::to_string(c.kind) + (c.whole ? "_whole" : "_part")];
                std::printf("\"change_p90_frames\": \"");
                for (const auto& [k, n] : top) std::printf("%s:%d ", k.c_str(), n);
                std::printf("\", ");
                std::fflush(stdout);
            }
        }
        if (w.hand_dialog() && w.hand_dialog()->isVisible()) w.hand_dialog()->accept();
        if (w.pot_dialog()) {
            std::printf("\"hands\": %d, \"rss_mb_after_pot\": %.1f}\n",
                        w.controller()->shown().hands_played, resident_mb());
            poll->stop();
            QApplication::quit();
        }
    });
    poll->start(5);
}

// ---- Screenshots
// ---------------------------------------------------------------------------------

namespace {

struct Shot {
    QString file;
    QString when;
    std::uint64_t seed = 0;
    bool taken = false;
};

void take(MainWindow& w, Shot& shot) {
    if (shot.taken) return;
    shot.taken = true;
    QPixmap pixmap = w.grab();
    // Dialogs are separate windows: composite them over the table, centred.
    for (QWidget* d :
         {static_cast<QWidget*>(w.hand_dialog()), static_cast<QWidget*>(w.pot_dialog())}) {
        if (!d || !d->isVisible()) continue;
        const QPixmap dp = d->grab();
        QPainter p(&pixmap);
        p.fillRect(pixmap.rect(), QColor(0, 0, 0, 90));
        const QPointF at(
            (pixmap.width() / pixmap.devicePixelRatioF() - dp.width() / dp.devicePixelRatioF()) / 2,
            (pixmap.height() / pixmap.devicePixelRatioF() - dp.height() / dp.devicePixelRatioF()) /
                2);
        p.drawPixmap(at, dp);
    }
    if (!pixmap.save(shot.file)) qWarning("could not save %s", qPrintable(shot.file));
    QTimer::singleShot(0, qApp, &QApplication::quit);
}

void watch(MainWindow& w, const std::shared_ptr<Shot>& shot) {
    ui::GameController* c = w.controller();
    ui::TableWidget* table = w.table();
    MainWindow* wp = &w;
    QObject::connect(c, &ui::GameController::event_shown, &w, [wp, c, table, shot](int index) {
        if (shot->taken) return;
        const Event& e = c->events()[static_cast<std::size_t>(index)];
        const QString& when = shot->when;
        bool ok = false;
        const int n = when.toInt(&ok);
        int delay = -1;
        if (ok && index + 1 == n) delay = 0;
        if (when == QLatin1String("kong") && std::holds_alternative<KongDeclared>(e)) delay = 1;
        if (when == QLatin1String("haolao") && std::holds_alternative<HaolaoStarted>(e)) delay = 1;
        if (delay < 0) return;
        // Mid-animation for the kong and haolao shots (the flip, the banner), else once settled.
        const int ms =
            delay ? std::max(30, table->duration_for(e) * 11 / 20) : table->duration_for(e) + 200;
        QTimer::singleShot(ms, wp, [wp, shot] { take(*wp, *shot); });
    });
    QObject::connect(c, &ui::GameController::human_to_act, &w, [wp, c, table, shot] {
        // "turn:N": the first human decision after N events; "action": the first one where
        // win, kong or declare is offered (the buttons); "timer:N": the first after N events with
        // a 15 s turn timer, shot in its last 5 s; "privacy:N": play on until the first privacy
        // screen after N events.
        const QString& when = shot->when;
        const bool turn = when.startsWith(QLatin1String("turn:"));
        const bool timer = when.startsWith(QLatin1String("timer:"));
        const bool privacy = when.startsWith(QLatin1String("privacy:"));
        if (shot->taken || !(turn || timer || privacy || when == QLatin1String("action"))) return;
        const ActionList acts = c->human_actions();
        const bool offered = std::any_of(acts.begin(), acts.end(), [](const Action& a) {
            return a.type != ActionType::Discard || a.declare;
        });
        const int after = when.mid(when.indexOf(QLatin1Char(':')) + 1).toInt();
        if (timer && c->shown_count() >= after) {
            // The countdown for this decision, from the table's own turn timer.
            table->set_turn_timer(15000);  // (a changed time restarts the pending countdown)
            QTimer::singleShot(10600, wp, [wp, shot] { take(*wp, *shot); });
        } else if (!privacy && (turn ? c->shown_count() >= after : !timer && offered)) {
            QTimer::singleShot(300, wp, [wp, shot] { take(*wp, *shot); });
        } else {
            QTimer::singleShot(turn || timer || privacy ? 50 : 1, wp, [c, shot] {
                // Keep playing until then: the baseline chooses for the human.
                if (c->human_actions().empty()) return;
                auto agent = make_agent("baseline", shot->seed);
                c->submit(agent->decide(c->game().view(c->viewer())));
            });
        }
    });
    QObject::connect(c, &ui::GameController::privacy_needed, &w, [wp, c, shot] {
        const QString& when = shot->when;
        if (shot->taken || !when.startsWith(QLatin1String("privacy:"))) return;
        if (c->shown_count() >= when.mid(8).toInt())
            QTimer::singleShot(300, wp, [wp, shot] { take(*wp, *shot); });
        else
            QTimer::singleShot(50, c, [c] { c->confirm_privacy(); });
    });
    QObject::connect(c, &ui::GameController::hand_over, &w, [wp, table, shot] {
        if (shot->taken) return;
        if (shot->when == QLatin1String("hand-end")) {
            QTimer::singleShot(table->speed() == ui::Speed::Instant ? 100 : 1200, wp,
                               [wp, shot] { take(*wp, *shot); });
            return;
        }
        // A later moment is wanted: close the result as soon as it is up.
        auto* poll = new QTimer(wp);
        QObject::connect(poll, &QTimer::timeout, wp, [wp, poll] {
            // (The window shows the result a moment after the hand ends.)
            if (!wp->hand_dialog() || !wp->hand_dialog()->isVisible()) return;
            wp->hand_dialog()->accept();
            poll->deleteLater();
        });
        poll->start(50);
    });
}

}  // namespace

void direct_screenshot(MainWindow& window) {
    auto shot = std::make_shared<Shot>();
    shot->file = window.options().screenshot;
    shot->when = window.options().shot_when;
    shot->seed = window.options().seed;
    if (shot->file.isEmpty()) return;
    watch(window, shot);
    // A new pot (from the pot summary) gets a new controller and table: watch those too.
    QObject::connect(&window, &MainWindow::controller_installed, &window,
                     [w = &window, shot] { watch(*w, shot); });
}

}  // namespace haolao::app
