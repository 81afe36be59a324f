#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QSettings>
#include <QTextBrowser>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include "helpwindow.h"
#include "i18n.h"
#include "mainwindow.h"
#include "options.h"
#include "potsave.h"
#include "replayviewer.h"
#include "settings.h"

namespace {

// CPU time of this thread: on a loaded machine, wall time mostly measures the scheduler.
double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
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
};

void run_bench(haolao::ui::MainWindow& w, const QElapsedTimer& since_start) {
    static BenchState bench;
    BenchState* state = &bench;
    using haolao::ui::TableWidget;
    QObject::connect(w.table(), &TableWidget::painted, &w, [&w, state, &since_start] {
        const double ms = static_cast<double>(since_start.nsecsElapsed()) / 1e6;
        if (state->first_paint < 0) state->first_paint = ms;
        if (state->first_table < 0 && w.controller()->shown().phase == haolao::Phase::Turn)
            state->first_table = ms;
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
            std::vector<double> paint, cpu;
            for (int i = 0; i < 200; ++i) {
                QElapsedTimer t;
                t.start();
                const double c0 = thread_cpu_ms();
                w.table()->render(&img);
                cpu.push_back(thread_cpu_ms() - c0);
                paint.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
            }
            std::sort(paint.begin(), paint.end());
            std::sort(cpu.begin(), cpu.end());
            std::printf("{\"paint_median_ms\": %.2f, \"paint_cpu_median_ms\": %.2f, ", paint[100],
                        cpu[100]);
            std::printf(
                "\"width\": %d, \"height\": %d, \"first_paint_ms\": %.1f, "
                "\"first_table_ms\": %.1f, \"repaint_median_ms\": %.2f, "
                "\"repaint_p90_ms\": %.2f, ",
                w.table()->width(), w.table()->height(), state->first_paint, state->first_table,
                times[100], times[180]);
            std::fflush(stdout);
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

}  // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer since_start;
    since_start.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Haolao"));
    QApplication::setOrganizationName(QStringLiteral("Haolao"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/haolao.svg")));

    // The language first, so that --help and the option errors are translated too.
    QSettings store;
    const haolao::ui::Settings settings = haolao::ui::load_settings(store);
    haolao::ui::apply_language(settings.display.language);

    haolao::ui::GameOptions options;
    QString help;
    // Hidden, for scripts/screenshots: --screenshot-help FILE grabs the rules help window (on
    // --rules, at --size) and quits.
    QStringList args = QApplication::arguments();
    QString help_shot;
    if (const auto i = args.indexOf(QStringLiteral("--screenshot-help"));
        i > 0 && i + 1 < args.size()) {
        help_shot = args[i + 1];
        args.remove(i, 2);
    }
    const QString error = haolao::ui::parse_options(args, options, &help);
    if (error == QLatin1String("help")) {
        std::fputs(qPrintable(help), stdout);
        return 0;
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "haolao: %s\n", qPrintable(error));
        return 2;
    }
    // The stored settings, except for the scripted runs (screenshots, benchmarks), which must not
    // depend on the player's choices.
    const bool scripted = options.bench || !options.screenshot.isEmpty() || !help_shot.isEmpty();
    // Scripted runs follow the system locale (LANG, LC_ALL, LANGUAGE), which is how
    // scripts/screenshots picks a language.
    if (scripted) haolao::ui::apply_language(haolao::ui::Language::System);
    if (!help_shot.isEmpty()) {
        haolao::ui::HelpWindow h;
        h.set_rules(haolao::ruleset_by_id(options.rules));
        h.resize(options.width > 0 ? options.width : 860,
                 options.height > 0 ? options.height : 1000);
        h.show();
        // The scoring table is the part worth a picture.
        QTimer::singleShot(200, &h,
                           [&h] { h.browser()->scrollToAnchor(QStringLiteral("scoring")); });
        QTimer::singleShot(500, &h, [&h, help_shot] {
            if (!h.grab().save(help_shot)) qWarning("could not save %s", qPrintable(help_shot));
            QApplication::quit();
        });
        return QApplication::exec();
    }
    // --replay FILE: the replay viewer alone (docs/UI.md "Replay viewer").
    if (!options.replay.isEmpty()) {
        haolao::ui::ReplayViewer* viewer = haolao::ui::open_replay_file(options.replay, nullptr);
        if (!viewer) return 1;
        if (options.width > 0) viewer->resize(options.width, options.height);
        if (options.speed_given) viewer->set_speed(options.speed);
        if (options.replay_at > 0) viewer->seek(options.replay_at);
        return QApplication::exec();
    }
    // Every pot played is recorded (docs/SAVES.md): in --data-dir, else the user's data folder.
    // Scripted runs record only when given a directory.
    if (!scripted && options.data_dir.isEmpty()) options.data_dir = haolao::ui::default_data_dir();
    haolao::ui::MainWindow window(options, scripted ? nullptr : &settings);
    if (options.bench) run_bench(window, since_start);
    window.show();
    window.start();
    return QApplication::exec();
}
