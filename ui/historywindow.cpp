// SPDX-License-Identifier: GPL-3.0-or-later
#include "historywindow.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "filefolders.h"
#include "haolao/ruleset.h"
#include "haolao/scoring.h"
#include "names.h"
#include "potsave.h"
#include "recordedfeed.h"
#include "replayviewer.h"
#include "resultdialogs.h"
#include "screen_fit.h"
#include "settings.h"

namespace haolao::ui {

namespace {

constexpr int kPotRole = Qt::UserRole;
constexpr int kHandRole = Qt::UserRole + 1;

}  // namespace

QString history_pot_title(const store::PotRow& p, const Settings* look) {
    if (const std::optional<Ruleset> rules = store::pot_rules(p))
        return rules_title(*rules, look ? look->rules.custom : std::vector<CustomRuleset>{});
    return ruleset_name(p.preset.toStdString());
}

QString history_seat_name(const store::SeatResult& seat, int i) {
    const Seat s = seat_from_index(i);
    QString name = seat.name;
    // An unnamed human seat played as the default profile.
    if (name.isEmpty() && seat.agent == QLatin1String("human"))
        name = profile_title(store::default_profile_name());
    return name.isEmpty() ? wind_label(s) : wind_char(s) + QLatin1Char(' ') + name;
}

QString history_standings(const store::PotRow& pot) {
    if (pot.hands == 0) {
        // Left before a hand ended: who sat where, without places ("1 … 0" four times over).
        QStringList seats;
        for (int i = 0; i < 4; ++i)
            seats << history_seat_name(pot.seats[static_cast<std::size_t>(i)], i);
        return seats.join(QStringLiteral(" · "));
    }
    std::array<int, 4> points{};
    for (std::size_t i = 0; i < 4; ++i) points[i] = pot.seats[i].points;
    const std::array<int, 4> places = shared_places(points);
    std::array<int, 4> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return points[static_cast<std::size_t>(a)] > points[static_cast<std::size_t>(b)];
    });
    QStringList parts;
    for (int i : order) {
        const auto k = static_cast<std::size_t>(i);
        parts << QStringLiteral("%1 %2 %3")
                     .arg(places[k])
                     .arg(history_seat_name(pot.seats[k], i), signed_number(points[k]));
    }
    return parts.join(QStringLiteral(" · "));
}

HistoryWindow::HistoryWindow(store::Store& store, QWidget* parent, const Settings* look)
    : QWidget(parent, Qt::Window), store_(store), look_(look) {
    setObjectName(QStringLiteral("history"));
    close_on_escape(this);
    auto* v = new QVBoxLayout(this);
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("summary"));
    v->addWidget(summary_);
    tree_ = new QTreeWidget;
    tree_->setObjectName(QStringLiteral("pots"));
    tree_->setColumnCount(4);
    tree_->setAlternatingRowColors(true);
    tree_->setUniformRowHeights(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->header()->setStretchLastSection(true);
    v->addWidget(tree_, 1);
    auto* buttons = new QHBoxLayout;
    open_ = new QPushButton;
    open_->setObjectName(QStringLiteral("open"));
    export_ = new QPushButton;
    export_->setObjectName(QStringLiteral("export"));
    delete_ = new QPushButton;
    delete_->setObjectName(QStringLiteral("delete"));
    close_ = new QPushButton;
    buttons->addWidget(open_);
    buttons->addWidget(export_);
    buttons->addWidget(delete_);
    buttons->addStretch();
    buttons->addWidget(close_);
    v->addLayout(buttons);

    connect(tree_, &QTreeWidget::itemSelectionChanged, this, &HistoryWindow::update_buttons);
    // The buttons act on the current row: the keyboard (the list taking the focus, the arrow
    // keys) can make a row current without selecting it.
    connect(tree_, &QTreeWidget::currentItemChanged, this, &HistoryWindow::update_buttons);
    // The columns fit the rows shown: a pot's hands ("on South's discard · haolao (海捞)") are
    // wider than its own row, and a collapsed pot's hands do not count.
    connect(tree_, &QTreeWidget::itemExpanded, this, &HistoryWindow::fit_columns);
    connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        // A hand row opens (a pot row folds out on a double click: the tree's own).
        if (item->parent()) open_selected();
    });
    // Enter on a pot row folds it out or back, as a double click does.
    for (const Qt::Key k : {Qt::Key_Return, Qt::Key_Enter}) {
        auto* enter = new QShortcut(QKeySequence(k), tree_, nullptr, nullptr, Qt::WidgetShortcut);
        connect(enter, &QShortcut::activated, this, [this] {
            QTreeWidgetItem* item = tree_->currentItem();
            if (!item) return;
            if (item->parent())
                open_selected();
            else
                item->setExpanded(!item->isExpanded());
        });
    }
    connect(open_, &QPushButton::clicked, this, [this] { open_selected(); });
    connect(delete_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!delete_selected(true, &error) && !error.isEmpty())
            QMessageBox::warning(this, tr("Delete pot"), error);
    });
    connect(export_, &QPushButton::clicked, this, [this] {
        const std::optional<std::int64_t> id = selected_pot();
        if (!id) return;
        const QString to = QFileDialog::getSaveFileName(
            this, tr("Export replay"), file_dialog_path(QFileInfo(pot_path(*id)).fileName()),
            tr("Replays (*.jsonl);;All files (*)"));
        if (to.isEmpty()) return;
        remember_file_folder(to);
        QString error;
        if (!export_selected(to, &error)) QMessageBox::warning(this, tr("Export replay"), error);
    });
    connect(close_, &QPushButton::clicked, this, &QWidget::close);
    retranslate();
    reload();
    remember_geometry(this, QStringLiteral("history"), {1180, 720});
}

void HistoryWindow::fit_columns() {
    for (int c = 0; c < 3; ++c) tree_->resizeColumnToContents(c);
}

void HistoryWindow::retranslate() {
    setWindowTitle(tr("History — Haolao"));
    tree_->setHeaderLabels({tr("Pot / hand"), tr("Rules / winner"), tr("Hands / how"),
                            tr("Final standings / points")});
    open_->setText(tr("&Open in replay viewer"));
    export_->setText(tr("&Export replay…"));
    delete_->setText(tr("&Delete pot…"));
    close_->setText(tr("Close"));
}

void HistoryWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && tree_) {
        retranslate();
        reload();
    }
    QWidget::changeEvent(e);
}

const store::PotRow* HistoryWindow::pot_row(std::int64_t id) const {
    for (const store::PotRow& p : pots_)
        if (p.id == id) return &p;
    return nullptr;
}

void HistoryWindow::reload() {
    const std::optional<std::int64_t> pot = selected_pot();
    const std::optional<int> hand = selected_hand();
    tree_->clear();
    pots_ = store_.pots();
    int hands_total = 0;
    for (const store::PotRow& p : pots_) {
        auto* item = new QTreeWidgetItem(tree_);
        item->setData(0, kPotRole, QVariant::fromValue<qlonglong>(p.id));
        item->setData(0, kHandRole, -1);
        item->setText(0, QLocale().toString(p.started, QLocale::ShortFormat));
        item->setText(1, history_pot_title(p, look_));
        item->setText(2, p.finished ? tr("%n hands", nullptr, p.hands)
                                    : tr("%n hands (unfinished)", nullptr, p.hands));
        if (p.hands == 1) item->setText(2, p.finished ? tr("1 hand") : tr("1 hand (unfinished)"));
        item->setText(3, history_standings(p));
        item->setToolTip(0, p.file);
        hands_total += p.hands;
        for (const store::HandRow& h : store_.hands(p.id)) {
            auto* child = new QTreeWidgetItem(item);
            child->setData(0, kPotRole, QVariant::fromValue<qlonglong>(p.id));
            child->setData(0, kHandRole, h.index);
            child->setText(0, tr("Hand %1").arg(h.index + 1));
            if (h.drawn || h.winner < 0) {
                child->setText(1, tr("Drawn (荒庄)"));
                child->setText(2, QString());
            } else {
                child->setText(
                    1, history_seat_name(p.seats[static_cast<std::size_t>(h.winner)], h.winner));
                QString how =
                    h.by == WinBy::SelfDraw
                        ? tr("self-draw")
                        : tr("on %1's discard")
                              .arg(h.discarder >= 0 ? wind_name(seat_from_index(h.discarder))
                                                    : QString());
                if (h.situations & kHaolao) how += tr(" · haolao (海捞)");
                child->setText(2, how);
            }
            QStringList deltas;
            for (int s = 0; s < 4; ++s)
                deltas << wind_char(seat_from_index(s)) + QLatin1Char(' ') +
                              signed_number(h.deltas[static_cast<std::size_t>(s)]);
            child->setText(3, (h.winner >= 0 && !h.drawn
                                   ? tr("%n point(s)", nullptr, h.value) + QStringLiteral(" — ")
                                   : QString()) +
                                  deltas.join(QStringLiteral("  ")));
        }
    }
    //: The history's summary line: "3 pots" and "41 hands recorded" (each counted in its own
    //: message, so that one pot reads "1 pot").
    summary_->setText(tr("%1, %2").arg(tr("%n pot(s)", nullptr, static_cast<int>(pots_.size())),
                                       tr("%n hand(s) recorded", nullptr, hands_total)));
    // The pot that was current stays so; else the newest is, so that Enter, Open and Export act
    // at once (nothing was, and the buttons stayed off until a click).
    if ((!pot || !select(*pot, hand)) && tree_->topLevelItemCount() > 0)
        tree_->setCurrentItem(tree_->topLevelItem(0));
    fit_columns();
    update_buttons();
}

bool HistoryWindow::select(std::int64_t pot_id, std::optional<int> hand) {
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(i);
        if (item->data(0, kPotRole).toLongLong() != pot_id) continue;
        if (!hand) {
            tree_->setCurrentItem(item);
            return true;
        }
        for (int c = 0; c < item->childCount(); ++c)
            if (item->child(c)->data(0, kHandRole).toInt() == *hand) {
                item->setExpanded(true);
                tree_->setCurrentItem(item->child(c));
                return true;
            }
    }
    return false;
}

std::optional<std::int64_t> HistoryWindow::selected_pot() const {
    const QTreeWidgetItem* item = tree_ ? tree_->currentItem() : nullptr;
    if (!item) return std::nullopt;
    return item->data(0, kPotRole).toLongLong();
}

std::optional<int> HistoryWindow::selected_hand() const {
    const QTreeWidgetItem* item = tree_ ? tree_->currentItem() : nullptr;
    if (!item || !item->parent()) return std::nullopt;
    return item->data(0, kHandRole).toInt();
}

void HistoryWindow::update_buttons() {
    const bool any = selected_pot().has_value();
    open_->setEnabled(any);
    export_->setEnabled(any);
    delete_->setEnabled(any);
    open_->setText(selected_hand() ? tr("&Open hand in replay viewer")
                                   : tr("&Open in replay viewer"));
}

QString HistoryWindow::pot_path(std::int64_t pot_id) const {
    const store::PotRow* p = pot_row(pot_id);
    return p ? QDir(store_.data_dir()).filePath(QStringLiteral("pots/") + p->file) : QString();
}

ReplayViewer* HistoryWindow::open_selected() {
    const std::optional<std::int64_t> id = selected_pot();
    if (!id) return nullptr;
    ReplayViewer* viewer = open_replay_file(pot_path(*id), this, look_);
    if (viewer) {
        if (const std::optional<int> hand = selected_hand()) viewer->feed()->jump_to_hand(*hand);
    }
    return viewer;
}

bool HistoryWindow::delete_selected(bool ask, QString* error) {
    const std::optional<std::int64_t> id = selected_pot();
    const store::PotRow* p = id ? pot_row(*id) : nullptr;
    if (!p) return false;
    // The pot on the table (or in another window): its recorder would write its hands back and
    // the file it goes on writing would be gone, so the pot came back half there.
    if (pot_in_play(pot_path(*id))) {
        if (error)
            *error =
                tr("This pot is still being played. It can be deleted once it is over, or "
                   "once another pot is started.");
        return false;
    }
    if (ask && QMessageBox::question(
                   this, tr("Delete pot"),
                   tr("Delete the pot of %1 and its replay file %2? This cannot be undone.")
                       .arg(QLocale().toString(p->started, QLocale::ShortFormat), p->file),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return false;
    QString why;
    if (!store_.delete_pot(*id, true, &why)) {
        if (error) *error = tr("The pot could not be deleted: %1").arg(why);
        return false;
    }
    reload();
    return true;
}

bool HistoryWindow::export_selected(const QString& to, QString* error) const {
    const std::optional<std::int64_t> id = selected_pot();
    if (!id) {
        if (error) *error = tr("No pot is selected.");
        return false;
    }
    const QString from = pot_path(*id);
    if (QFileInfo(to).absoluteFilePath() == QFileInfo(from).absoluteFilePath()) return true;
    // Read whole, then write through QSaveFile: a file already at `to` is replaced only once the
    // copy is complete, so a missing replay or a full disk leaves it as it was.
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot read the replay %1: %2").arg(from, in.errorString());
        return false;
    }
    const QByteArray bytes = in.readAll();
    if (in.error() != QFileDevice::NoError) {
        if (error) *error = tr("Cannot read the replay %1: %2").arg(from, in.errorString());
        return false;
    }
    QSaveFile out(to);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(to, out.errorString());
        return false;
    }
    return true;
}

}  // namespace haolao::ui
