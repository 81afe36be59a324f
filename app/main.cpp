// SPDX-License-Identifier: GPL-3.0-or-later
#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QImage>
#include <QSettings>
#include <QTextBrowser>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cstdio>
#include <ctime>
#include <string_view>
#include <vector>

#include "guide.h"
#include "helpwindow.h"
#include "i18n.h"
#include "mainwindow.h"
#include "options.h"
#include "pool_paint.h"
#include "potsave.h"
#include "replayviewer.h"
#include "screen_fit.h"
#include "settings.h"
#include "settingsdialog.h"
#include "tooling.h"

namespace {

void name_application() {
    QCoreApplication::setApplicationName(QStringLiteral("Haolao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Haolao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HAOLAO_VERSION));
    // Before any QSettings reads the files: a corrupt serialized value can ask for any amount of
    // memory as it is parsed (ui/settings.h).
    for (const QString& f : haolao::ui::native_settings_files()) haolao::ui::scrub_settings_file(f);
}

// Drops the hidden --screenshot-help FILE (for scripts/screenshots): it is read before the options
// are parsed. Returns FILE, or an empty string.
QString take_help_shot(QStringList& args) {
    const auto i = args.indexOf(QStringLiteral("--screenshot-help"));
    if (i <= 0 || i + 1 >= args.size()) return {};
    const QString file = args[i + 1];
    args.remove(i, 2);
    return file;
}

// Qt's own options (-platform, --style=fusion, -reverse…), which only QApplication takes out:
// QGuiApplication's and QApplication's, with one dash or two (Qt takes both). One that takes a
// value takes the next argument, unless it is written with =value.
enum class QtOption { None, Flag, WithValue };

QtOption qt_option(QStringView a) {
    struct Known {
        std::string_view name;
        bool value;
    };
    static constexpr std::array<Known, 21> kQt{{{"platform", true},
                                                {"platformpluginpath", true},
                                                {"platformtheme", true},
                                                {"plugin", true},
                                                {"qwindowgeometry", true},
                                                {"qwindowicon", true},
                                                {"qwindowtitle", true},
                                                {"reverse", false},
                                                {"session", true},
                                                {"display", true},
                                                {"geometry", true},
                                                {"title", true},
                                                {"name", true},
                                                {"style", true},
                                                {"stylesheet", true},
                                                {"widgetcount", false},
                                                {"qmljsdebugger", true},
                                                {"dialogs", true},
                                                {"fontengine", true},
                                                {"nograb", false},
                                                {"dograb", false}}};
    if (a.size() < 2 || a[0] != u'-') return QtOption::None;
    a = a.mid(a[1] == u'-' ? 2 : 1);
    const qsizetype equals = a.indexOf(u'=');
    const QStringView name = equals < 0 ? a : a.first(equals);
    for (const Known& k : kQt)
        if (name == QLatin1StringView(k.name.data(), static_cast<qsizetype>(k.name.size())))
            return k.value && equals < 0 ? QtOption::WithValue : QtOption::Flag;
    return QtOption::None;
}

// The arguments without Qt's options and the values of those that take one, as QApplication
// takes them out: `haolao --help -platform offscreen` is help, not "Unknown option 'platform'".
QStringList without_qt_options(QStringList args) {
    for (qsizetype i = 1; i < args.size();) {
        const QtOption q = qt_option(args[i]);
        if (q == QtOption::None)
            ++i;
        else
            args.remove(i, q == QtOption::WithValue && i + 1 < args.size() ? 2 : 1);
    }
    return args;
}

// --help and --version print and exit like any command-line program, and so does a command line
// the game refuses (an unknown option, a bad value): none needs a display, so they are answered
// before the GUI application exists (a QCoreApplication only), not lost behind "could not connect
// to display". Qt's own options (-platform, --style=fusion, -reverse…) are set aside first, as
// QApplication would take them out. Any other single-dash option besides -h, -? and -v may be
// one of Qt's that the list lacks (X11's -sync, -visual…): with one, the check waits for the
// GUI's start.
bool wants_text_only(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--help" || a == "-h" || a == "-?" || a == "--help-all" || a == "--version" ||
            a == "-v")
            return true;
    }
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    args = without_qt_options(args);
    for (qsizetype i = 1; i < args.size(); ++i)
        if (args[i].size() > 1 && args[i][0] == u'-' && args[i][1] != u'-') return false;
    take_help_shot(args);
    haolao::ui::GameOptions options;
    return !haolao::ui::parse_options(args, options, nullptr).isEmpty();
}

int print_text_only(int argc, char* argv[]) {
    QCoreApplication core(argc, argv);
    name_application();
    QSettings store;  // the player's language, as the game would use it
    haolao::ui::apply_language(haolao::ui::stored_language(store));
    haolao::ui::GameOptions options;
    QString help;
    QStringList args = without_qt_options(QCoreApplication::arguments());
    take_help_shot(args);
    const QString answer = haolao::ui::parse_options(args, options, &help);
    if (answer == QLatin1String("help")) {
        std::fputs(qPrintable(help), stdout);
        return 0;
    }
    if (answer == QLatin1String("version")) {
        std::printf("haolao %s\n", HAOLAO_VERSION);
        return 0;
    }
    std::fprintf(stderr, "haolao: %s\n", qPrintable(answer));
    return 2;
}

}  // namespace

int main(int argc, char* argv[]) {
    if (wants_text_only(argc, argv)) return print_text_only(argc, argv);
    QElapsedTimer since_start;
    since_start.start();
    QApplication app(argc, argv);
    name_application();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/haolao.svg")));

    // The language first, so that --help, the option errors and the notice of bad settings
    // values are translated too.
    QSettings store;
    haolao::ui::apply_language(haolao::ui::stored_language(store));
    QStringList settings_problems;
    const haolao::ui::Settings settings = haolao::ui::load_settings(store, &settings_problems);

    haolao::ui::GameOptions options;
    QString help;
    // Hidden, for scripts/screenshots: --screenshot-help FILE grabs the rules help window (on
    // --rules, at --size) and quits.
    QStringList args = QApplication::arguments();
    const QString help_shot = take_help_shot(args);
    const QString error = haolao::ui::parse_options(args, options, &help);
    if (error == QLatin1String("help") || error == QLatin1String("version")) {
        // (Answered before the GUI starts; kept for a caller that reaches here.)
        std::fputs(
            qPrintable(error == QLatin1String("help")
                           ? help
                           : QStringLiteral("haolao %1\n").arg(QStringLiteral(HAOLAO_VERSION))),
            stdout);
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
        // (Its table as the player set theirs up: tiles, felt, the names of their rule sets.)
        haolao::ui::ReplayViewer* viewer =
            haolao::ui::open_replay_file(options.replay, nullptr, scripted ? nullptr : &settings);
        if (!viewer) return 1;
        if (options.width > 0) {
            viewer->resize(options.width, options.height);
            // Centred again for this size (it opened centred for its own).
            haolao::ui::centre_on_screen(viewer);
        }
        if (options.speed_given) viewer->set_speed(options.speed);
        if (options.replay_at > 0) viewer->seek(options.replay_at);
        return QApplication::exec();
    }
    // Every pot played is recorded (docs/SAVES.md): in --data-dir, else the user's data folder.
    // Scripted runs record only when given a directory.
    if (!scripted && options.data_dir.isEmpty()) options.data_dir = haolao::ui::default_data_dir();
    haolao::ui::MainWindow window(options, scripted ? nullptr : &settings);
    if (options.paint_inline) haolao::ui::set_pool_painting(false);
    if (options.bench) haolao::app::run_bench(window, since_start);
    if (!options.screenshot.isEmpty()) haolao::app::direct_screenshot(window);
    window.show();
    // Bad values in the settings file: said once, in the window, before the pot starts; the file
    // is kept aside and written again with the defaults in their place (docs/SETTINGS.md).
    if (!scripted && !settings_problems.isEmpty())
        haolao::ui::tell_settings_problems(&window, settings_problems,
                                           haolao::ui::set_aside_bad_settings(settings, store));
    window.start();
    // A newcomer's first launch: the guided first hand is offered, once (ui/guide.h).
    if (!scripted && haolao::ui::guide_offer_due(options, store))
        QTimer::singleShot(300, &window, [&window] {
            haolao::ui::offer_guide(&window, window.options().speed, window.audio());
        });
    return QApplication::exec();
}
