// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>

#include "haolao/agent.h"
#include "haolao/ruleset.h"

namespace haolao::ui {

namespace {

bool known_agent(const QString& name) {
    return std::ranges::any_of(agent_names(), [&](std::string_view n) {
        return name == QString::fromUtf8(n.data(), static_cast<qsizetype>(n.size()));
    });
}

QString agent_list() {
    QStringList names{QStringLiteral("human")};
    for (std::string_view n : agent_names())
        names << QString::fromUtf8(n.data(), static_cast<qsizetype>(n.size()));
    return names.join(QStringLiteral(", "));
}

}  // namespace

QString speed_name(Speed s) {
    switch (s) {
        case Speed::Instant:
            return QStringLiteral("instant");
        case Speed::Fast:
            return QStringLiteral("fast");
        case Speed::Normal:
            return QStringLiteral("normal");
        case Speed::Slow:
            return QStringLiteral("slow");
    }
    return {};
}

QString parse_options(const QStringList& args, GameOptions& out, QString* help) {
    QCommandLineParser p;
    p.setApplicationDescription(QCoreApplication::translate("options", "Hefei mahjong (合肥麻将)"));
    p.addHelpOption();
    p.addVersionOption();
    QStringList rule_ids;
    for (const Ruleset& r : presets()) rule_ids << QString::fromStdString(r.id);
    const QCommandLineOption rules(
        QStringLiteral("rules"),
        QCoreApplication::translate("options", "Ruleset: %1.").arg(rule_ids.join(", ")),
        QStringLiteral("ID"), QString::fromStdString(out.rules));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QCoreApplication::translate("options", "Seed of the pot."),
                                  QStringLiteral("N"));
    const QCommandLineOption seats(
        QStringLiteral("seats"),
        QCoreApplication::translate("options",
                                    "Four seats, East South West North, each one of: %1.")
            .arg(agent_list()),
        QStringLiteral("LIST"));
    const QCommandLineOption speed(
        QStringLiteral("speed"),
        QCoreApplication::translate("options", "Animation speed: instant, fast, normal, slow."),
        QStringLiteral("SPEED"), QStringLiteral("normal"));
    const QCommandLineOption hints(QStringLiteral("hints"),
                                   QCoreApplication::translate("options", "Start with hints on."));
    const QCommandLineOption autoplay(
        QStringLiteral("auto"),
        QCoreApplication::translate("options", "Auto-play (托管) the human seat."));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("options", "Window size WxH."),
                                  QStringLiteral("WxH"));
    QCommandLineOption shot(QStringLiteral("screenshot"), QString(), QStringLiteral("FILE"));
    shot.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption when(QStringLiteral("after-events"), QString(), QStringLiteral("WHEN"));
    when.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption mute(QStringLiteral("mute"),
                                  QCoreApplication::translate("options", "No sound."));
    QCommandLineOption bench(QStringLiteral("bench"), QString());
    bench.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption paint_inline(QStringLiteral("paint-inline"), QString());
    paint_inline.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption theme(QStringLiteral("theme"), QString(), QStringLiteral("ID"));
    theme.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption data_dir(
        QStringLiteral("data-dir"),
        QCoreApplication::translate(
            "options", "Keep the saved pots in DIR (default: the user's data folder)."),
        QStringLiteral("DIR"));
    const QCommandLineOption resume(
        QStringLiteral("resume"),
        QCoreApplication::translate("options", "Resume the unfinished pot without asking."));
    const QCommandLineOption fresh(
        QStringLiteral("new"),
        QCoreApplication::translate("options",
                                    "Start a new pot without asking (the unfinished "
                                    "one stays saved)."));
    const QCommandLineOption hands(QStringLiteral("hands"),
                                   QCoreApplication::translate("options", "Play a pot of N hands."),
                                   QStringLiteral("N"));
    const QCommandLineOption auto_next(
        QStringLiteral("auto-next"),
        QCoreApplication::translate("options", "Close each hand's result by itself and play on."));
    const QCommandLineOption exit_at_end(
        QStringLiteral("exit-at-pot-end"),
        QCoreApplication::translate("options", "Quit when the pot is over."));
    const QCommandLineOption replay(
        QStringLiteral("replay"),
        QCoreApplication::translate("options", "Open the replay FILE in the replay viewer."),
        QStringLiteral("FILE"));
    const QCommandLineOption replay_at(
        QStringLiteral("replay-at"),
        QCoreApplication::translate("options", "With --replay: open it at event N."),
        QStringLiteral("N"));
    p.addOptions({rules, seed,  seats,     speed,       hints,  autoplay,  mute,
                  size,  shot,  when,      bench,       theme,  data_dir,  resume,
                  fresh, hands, auto_next, exit_at_end, replay, replay_at, paint_inline});
    // `haolao FILE` is `haolao --replay FILE`: what a file manager runs for a replay file
    // (the .desktop entry's Exec=haolao %f).
    p.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("options", "A replay file to open (same as --replay FILE)."),
        QStringLiteral("[FILE]"));

    if (help) *help = p.helpText();
    if (!p.parse(args)) return p.errorText();
    if (p.isSet(QStringLiteral("help"))) return QStringLiteral("help");
    if (p.isSet(QStringLiteral("version"))) return QStringLiteral("version");

    const QString rid = p.value(rules);
    if (!find_ruleset(rid.toStdString()))
        return QCoreApplication::translate("options", "--rules: unknown ruleset '%1' (known: %2)")
            .arg(rid, rule_ids.join(", "));
    out.rules = rid.toStdString();
    out.rules_given = p.isSet(rules);

    if (p.isSet(seed)) {
        bool ok = false;
        out.seed = p.value(seed).toULongLong(&ok);
        if (!ok)
            return QCoreApplication::translate("options", "--seed: '%1' is not a number")
                .arg(p.value(seed));
        out.seed_given = true;
    } else {
        out.seed = QRandomGenerator::global()->generate64();
    }

    if (p.isSet(seats)) {
        const QStringList list = p.value(seats).split(',');
        if (list.size() != 4)
            return QCoreApplication::translate("options",
                                               "--seats: need 4 comma-separated seats, got %1")
                .arg(list.size());
        for (int i = 0; i < 4; ++i) {
            const QString s = list[i].trimmed();
            // Any number of humans: two or more play hot-seat.
            if (s != QLatin1String("human") && !known_agent(s)) {
                return QCoreApplication::translate("options",
                                                   "--seats: unknown seat '%1' (known: %2)")
                    .arg(s, agent_list());
            }
            out.seats[i] = s.toStdString();
        }
        out.seats_given = true;
    }

    const QString sp = p.value(speed);
    out.speed_given = p.isSet(speed);
    if (sp == QLatin1String("instant"))
        out.speed = Speed::Instant;
    else if (sp == QLatin1String("fast"))
        out.speed = Speed::Fast;
    else if (sp == QLatin1String("normal"))
        out.speed = Speed::Normal;
    else if (sp == QLatin1String("slow"))
        out.speed = Speed::Slow;
    else
        return QCoreApplication::translate(
                   "options", "--speed: '%1' is not one of instant, fast, normal, slow")
            .arg(sp);

    out.hints = p.isSet(hints);
    out.autoplay = p.isSet(autoplay);
    if (p.isSet(size)) {
        const QStringList wh = p.value(size).split('x');
        bool a = false;
        bool b = false;
        if (wh.size() == 2) {
            out.width = wh[0].toInt(&a);
            out.height = wh[1].toInt(&b);
        }
        if (!a || !b || out.width < 320 || out.height < 200)
            return QCoreApplication::translate("options", "--size: '%1' is not WxH")
                .arg(p.value(size));
    }
    out.bench = p.isSet(bench);
    out.paint_inline = p.isSet(paint_inline);
    out.mute = p.isSet(mute) || out.bench || p.isSet(shot);
    out.screenshot = p.value(shot);
    out.shot_when = p.value(when);
    out.theme = p.value(theme);
    if (!out.theme.isEmpty() && out.theme != QLatin1String("classic") &&
        out.theme != QLatin1String("high_contrast"))
        return QStringLiteral("--theme: '%1' is not classic or high_contrast").arg(out.theme);
    out.data_dir_given = p.isSet(data_dir);
    if (out.data_dir_given) {
        out.data_dir = p.value(data_dir);
        if (out.data_dir.isEmpty())
            return QCoreApplication::translate("options", "--data-dir: give a directory");
    }
    if (p.isSet(resume) && p.isSet(fresh))
        return QCoreApplication::translate("options", "--resume and --new exclude each other");
    out.resume = p.isSet(resume)  ? GameOptions::Resume::Resume
                 : p.isSet(fresh) ? GameOptions::Resume::New
                                  : GameOptions::Resume::Ask;
    if (p.isSet(hands)) {
        bool ok = false;
        out.pot_hands = p.value(hands).toInt(&ok);
        static_assert(kMaxPotHands == 999, "the message below names the longest pot");
        if (!ok || out.pot_hands < 1 || out.pot_hands > kMaxPotHands)
            return QCoreApplication::translate("options", "--hands: '%1' is not a number 1-999")
                .arg(p.value(hands));
    }
    out.replay = p.value(replay);
    if (p.isSet(replay) && out.replay.isEmpty())
        return QCoreApplication::translate("options", "--replay: give a file");
    const QStringList files = p.positionalArguments();
    if (files.size() > 1)
        return QCoreApplication::translate("options", "one replay file at a time, got %1: %2")
            .arg(files.size())
            .arg(files.join(QStringLiteral(" ")));
    if (files.size() == 1) {
        if (p.isSet(replay))
            return QCoreApplication::translate("options",
                                               "'%1' and --replay %2 both given: open one file")
                .arg(files.front(), out.replay);
        if (files.front().isEmpty())
            return QCoreApplication::translate("options", "FILE: an empty file name");
        out.replay = files.front();
    }
    if (p.isSet(replay_at)) {
        bool ok = false;
        out.replay_at = p.value(replay_at).toInt(&ok);
        if (!ok || out.replay_at < 0)
            return QCoreApplication::translate("options",
                                               "--replay-at: '%1' is not an event number")
                .arg(p.value(replay_at));
    }
    out.auto_next = p.isSet(auto_next);
    out.exit_at_pot_end = p.isSet(exit_at_end);
    if (!out.screenshot.isEmpty() && out.shot_when.isEmpty())
        return QCoreApplication::translate("options", "--screenshot needs --after-events");
    return {};
}

}  // namespace haolao::ui
