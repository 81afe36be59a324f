#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QTimer>
#include <algorithm>

#include "names.h"

namespace haolao::ui {

MainWindow::MainWindow(const GameOptions& options, QWidget* parent)
    : QMainWindow(parent), options_(options) {
    setWindowTitle(tr("Haolao 海捞 — Hefei Mahjong"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/haolao.svg")));
    setMinimumSize(1024, 640);
    if (!options.mute) audio_ = new Audio(this);
    new_pot(options.seed);
    build_menus();
    QSettings settings;
    if (options.width > 0) {
        resize(options.width, options.height);
    } else if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        resize(1440, 900);
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::new_pot(std::uint64_t seed) {
    options_.seed = seed;
    const Ruleset& rules = ruleset_by_id(options_.rules);
    auto* old_table = table_;
    auto* old_controller = controller_;
    controller_ = new GameController(rules, seed, options_.seats, this);
    controller_->set_autoplay(options_.autoplay);
    table_ = new TableWidget(controller_, options_.speed, this);
    table_->set_hints(options_.hints);
    table_->set_audio(audio_);
    setCentralWidget(table_);
    table_->setFocus();
    if (old_table) old_table->deleteLater();
    if (old_controller) old_controller->deleteLater();
    connect(controller_, &GameController::hand_over, this, &MainWindow::on_hand_over);
    connect(controller_, &GameController::pot_over, this, &MainWindow::on_pot_over);
    connect(controller_, &GameController::failed, this,
            [this](const QString& m) { QMessageBox::critical(this, tr("Haolao"), m); });
    connect(controller_, &GameController::event_shown, this, &MainWindow::check_screenshot);
    connect(controller_, &GameController::human_to_act, this, [this] {
        // "turn:N": the first human decision after N events; "action": the first one where
        // win, kong or declare is offered (the buttons).
        const QString& w = options_.shot_when;
        const bool turn = w.startsWith(QLatin1String("turn:"));
        if (options_.screenshot.isEmpty() || shot_taken_ || !(turn || w == QLatin1String("action")))
            return;
        const ActionList acts = controller_->human_actions();
        const bool offered = std::any_of(acts.begin(), acts.end(), [](const Action& a) {
            return a.type != ActionType::Discard || a.declare;
        });
        if (turn ? controller_->shown_count() >= w.mid(5).toInt() : offered)
            QTimer::singleShot(300, this, [this] { take_screenshot(); });
        else
            QTimer::singleShot(turn ? 50 : 1, this, [this] {
                // Keep playing until then: the baseline chooses for the human.
                if (controller_->human_actions().empty()) return;
                auto agent = make_agent("baseline", options_.seed);
                controller_->submit(agent->decide(controller_->game().view(controller_->viewer())));
            });
    });
}

void MainWindow::start() {
    controller_->start();
}

void MainWindow::build_menus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* np = game->addAction(tr("&New pot"));
    np->setShortcut(QKeySequence::New);
    connect(np, &QAction::triggered, this, [this] {
        new_pot(options_.seed + 1);
        start();
    });
    QAction* autoplay = game->addAction(tr("&Auto-play (托管)"));
    autoplay->setCheckable(true);
    autoplay->setChecked(options_.autoplay);
    autoplay->setShortcut(QKeySequence(Qt::Key_F3));
    connect(autoplay, &QAction::toggled, this, [this](bool on) {
        options_.autoplay = on;
        controller_->set_autoplay(on);
        table_->update();
    });
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* hints = view->addAction(tr("&Hints"));
    hints->setCheckable(true);
    hints->setChecked(options_.hints);
    hints->setShortcut(QKeySequence(Qt::Key_F2));
    connect(hints, &QAction::toggled, this, [this](bool on) {
        options_.hints = on;
        table_->set_hints(on);
    });
    QMenu* speed = view->addMenu(tr("Animation &speed"));
    auto* group = new QActionGroup(this);
    for (Speed s : {Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow}) {
        static const char* kNames[] = {QT_TR_NOOP("Instant"), QT_TR_NOOP("Fast"),
                                       QT_TR_NOOP("Normal"), QT_TR_NOOP("Slow")};
        QAction* a = speed->addAction(tr(kNames[static_cast<int>(s)]));
        a->setCheckable(true);
        a->setChecked(s == options_.speed);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] {
            options_.speed = s;
            table_->set_speed(s);
        });
    }
    QAction* full = view->addAction(tr("&Fullscreen"));
    full->setShortcut(QKeySequence(Qt::Key_F11));
    connect(full, &QAction::triggered, this,
            [this] { isFullScreen() ? showNormal() : showFullScreen(); });
}

void MainWindow::on_hand_over() {
    // Let the last event's animation play, then show the result.
    auto* d = new HandResultDialog(*controller_, table_->renderer(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    hand_dialog_ = d;
    GameController* c = controller_;
    connect(d, &QDialog::finished, c, [c] { c->next_hand(); });
    QTimer::singleShot(table_->speed() == Speed::Instant ? 0 : 700, d, [d] { d->open(); });
    if (!shot_taken_ && options_.shot_when == QLatin1String("hand-end"))
        QTimer::singleShot(table_->speed() == Speed::Instant ? 100 : 1200, this,
                           [this] { take_screenshot(); });
    else if (!options_.screenshot.isEmpty())
        QTimer::singleShot(300, d,
                           [d] { d->accept(); });  // screenshot runs wait for a later moment
}

void MainWindow::on_pot_over() {
    auto* d = new PotSummaryDialog(*controller_, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    pot_dialog_ = d;
    connect(d, &QDialog::finished, this, [this, d] {
        if (d->new_pot()) {
            new_pot(options_.seed + 1);
            start();
        }
    });
    d->open();
}

void MainWindow::check_screenshot(int index) {
    if (options_.screenshot.isEmpty() || shot_taken_) return;
    const Event& e = controller_->game().events()[static_cast<std::size_t>(index)];
    const QString& w = options_.shot_when;
    bool ok = false;
    const int n = w.toInt(&ok);
    int delay = -1;
    if (ok && index + 1 == n) delay = 0;
    if (w == QLatin1String("kong") && std::holds_alternative<KongDeclared>(e)) delay = 1;
    if (w == QLatin1String("haolao") && std::holds_alternative<HaolaoStarted>(e)) delay = 1;
    if (delay < 0) return;
    // Mid-animation for the kong and haolao shots (the flip, the banner), else once settled.
    const int ms =
        delay ? std::max(30, table_->duration_for(e) * 11 / 20) : table_->duration_for(e) + 200;
    QTimer::singleShot(ms, this, [this] { take_screenshot(); });
}

void MainWindow::take_screenshot() {
    if (shot_taken_) return;
    shot_taken_ = true;
    QPixmap shot = grab();
    // Dialogs are separate windows: composite them over the table, centred.
    for (QWidget* d :
         {static_cast<QWidget*>(hand_dialog_.data()), static_cast<QWidget*>(pot_dialog_.data())}) {
        if (!d || !d->isVisible()) continue;
        const QPixmap dp = d->grab();
        QPainter p(&shot);
        p.fillRect(shot.rect(), QColor(0, 0, 0, 90));
        const QPointF at(
            (shot.width() / shot.devicePixelRatioF() - dp.width() / dp.devicePixelRatioF()) / 2,
            (shot.height() / shot.devicePixelRatioF() - dp.height() / dp.devicePixelRatioF()) / 2);
        p.drawPixmap(at, dp);
    }
    if (!shot.save(options_.screenshot))
        qWarning("could not save %s", qPrintable(options_.screenshot));
    QTimer::singleShot(0, qApp, &QApplication::quit);
}

void MainWindow::closeEvent(QCloseEvent* e) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(e);
}

}  // namespace haolao::ui
