// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's history entries: Game → History…, Game → Statistics…, Game → Rebuild from replay
// files… (with a confirmation), and the rank moments shown in the pot summary. The windows are
// ui/historywindow.h and ui/statswindow.h, over the player database (store()).
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <algorithm>
#include <functional>

#include "historywindow.h"
#include "mainwindow.h"
#include "statswindow.h"
#include "store/store.h"

namespace haolao::ui {

void MainWindow::build_history_menu(QMenu* game) {
    game->addSeparator();
    QAction* history = game->addAction(tr("&History…"));
    history->setObjectName(QStringLiteral("history_action"));
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(history, &QAction::triggered, this, [this] { open_history(); });
    QAction* stats = game->addAction(tr("S&tatistics…"));
    stats->setObjectName(QStringLiteral("statistics_action"));
    stats->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(stats, &QAction::triggered, this, [this] { open_statistics(); });
    QAction* rebuild = game->addAction(tr("Re&build from replay files…"));
    rebuild->setObjectName(QStringLiteral("rebuild_action"));
    connect(rebuild, &QAction::triggered, this, [this] {
        if (QMessageBox::question(
                this, tr("Rebuild from replay files"),
                tr("Read every recorded pot file again and rebuild the history, statistics and "
                   "ranks from them? This can take a moment."),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
            return;
        rebuild_store();  // store_updated: the open windows read again
    });
    for (QAction* a : {history, stats, rebuild}) a->setEnabled(store() != nullptr);
}

namespace {

template <class W>
W* raise_window(MainWindow* main, QPointer<W>& slot, const std::function<W*()>& make) {
    if (!slot) {
        slot = make();
        slot->setAttribute(Qt::WA_DeleteOnClose);
        // New rows (a hand ended, a rebuild): read again.
        QObject::connect(main, &MainWindow::store_updated, slot, &W::reload);
    } else {
        slot->reload();
    }
    slot->show();
    slot->raise();
    slot->activateWindow();
    return slot;
}

}  // namespace

HistoryWindow* MainWindow::open_history() {
    if (!store()) return nullptr;
    return raise_window<HistoryWindow>(this, history_, [this] {
        return new HistoryWindow(*store(), this, has_settings_ ? &settings_ : nullptr);
    });
}

StatsWindow* MainWindow::open_statistics() {
    if (!store()) return nullptr;
    return raise_window<StatsWindow>(this, stats_, [this] {
        return new StatsWindow(*store(), this, has_settings_ ? &settings_ : nullptr);
    });
}

std::vector<RankMoment> MainWindow::pot_rank_moments() const {
    std::vector<RankMoment> out;
    if (!store() || !recorder_) return out;
    const QString file = QFileInfo(recorder_->path()).fileName();
    for (const store::PotRow& pot : store()->pots()) {
        if (pot.file != file) continue;
        ReplayHeader h;
        for (std::size_t s = 0; s < 4; ++s) {
            h.seats[s].agent = pot.seats[s].agent.toStdString();
            h.seats[s].name = pot.seats[s].name.toStdString();
        }
        std::vector<QString> seen;
        for (int s = 0; s < 4; ++s) {
            const std::optional<QString> key = store::seat_profile_key(h, s);
            if (!key) continue;
            const QString name = key->isEmpty() ? store::default_profile_name() : *key;
            if (std::find(seen.begin(), seen.end(), name) != seen.end()) continue;
            seen.push_back(name);
            const std::optional<store::Profile> p = store()->profile(name);
            if (!p) continue;
            RankMoment m = rank_moment(name, store()->rank_history(name), p->rank_points, p->level);
            // Hot-seat: which seat the card is for, as the standings above name it.
            if (controller_->human_count() > 1) m.seat = controller_->seat_name(seat_from_index(s));
            out.push_back(m);
        }
        break;
    }
    return out;
}

}  // namespace haolao::ui
