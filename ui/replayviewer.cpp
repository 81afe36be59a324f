// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayviewer.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <exception>
#include <string>
#include <utility>

#include "names.h"
#include "resultdialogs.h"
#include "reviewpanel.h"
#include "screen_fit.h"
#include "tablewidget.h"

namespace haolao::ui {

// ---- Loading ------------------------------------------------------------------------------------

namespace {

QString error_text(const ReplayError& e) {
    QString problem = QString::fromStdString(e.problem());
    if (e.line() == 0) return problem;
    // The engine's detail is English: first say what went wrong in the UI language.
    const QString what = e.kind() == ReplayError::Kind::Malformed
                             ? ReplayViewer::tr("It is not a Haolao replay, or it is damaged.")
                             : ReplayViewer::tr(
                                   "Its moves are not legal under its own rules: it was changed or "
                                   "damaged after it was written.");
    //: A replay file refused: the line of the file, and the problem (in English, from the engine).
    return what + QLatin1Char('\n') +
           ReplayViewer::tr("Line %1: %2").arg(static_cast<qulonglong>(e.line())).arg(problem);
}

}  // namespace

ViewerFile load_text_for_viewer(std::string_view text, const ReplayLimits& limits) {
    ViewerFile out;
    auto open = [&](std::string_view t) {
        Replay replay = parse_replay(t, limits);
        VerifyOptions options;
        options.allow_unfinished = true;
        const ReplayCheck check = verify_replay(replay, options);
        out.unfinished = !check.finished;
        out.replay = std::move(replay);
    };
    try {
        if (text.empty()) {
            out.error = ReplayViewer::tr("The file is empty.");
            return out;
        }
        const std::size_t last_newline = text.rfind('\n');
        if (text.back() == '\n' || last_newline == std::string_view::npos) {
            open(text);
            return out;
        }
        // No newline at the end: a whole last line, or one torn by a crash mid-write.
        try {
            open(text);
        } catch (const ReplayError& e) {
            const auto lines =
                static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
            if (e.kind() != ReplayError::Kind::Malformed || e.line() != lines) throw;
            out = ViewerFile{};
            open(text.substr(0, last_newline + 1));
            out.torn = true;
            out.unfinished = true;
        }
    } catch (const ReplayError& e) {
        out = ViewerFile{};
        out.error = error_text(e);
    } catch (const std::exception& e) {
        out = ViewerFile{};
        out.error = QString::fromStdString(e.what());
    }
    return out;
}

ViewerFile load_for_viewer(const QString& path, const ReplayLimits& limits) {
    std::string text;
    try {
        text = read_replay_file(QFile::encodeName(path).toStdString(), limits);
    } catch (const ReplayError& e) {
        ViewerFile out;
        out.error = error_text(e);
        return out;
    } catch (const std::exception& e) {
        ViewerFile out;
        out.error = QString::fromStdString(e.what());
        return out;
    }
    return load_text_for_viewer(text, limits);
}

ReplayViewer* open_replay_file(const QString& path, QWidget* parent, const Settings* look) {
    const ViewerFile file = load_for_viewer(path);
    if (!file.replay) {
        QMessageBox::warning(parent, ReplayViewer::tr("Open replay"),
                             ReplayViewer::tr("%1 cannot be opened as a replay.\n\n%2")
                                 .arg(QFileInfo(path).fileName(), file.error));
        return nullptr;
    }
    auto* v = new ReplayViewer(*file.replay, QFileInfo(path).fileName(), file.unfinished, parent);
    v->setAttribute(Qt::WA_DeleteOnClose);
    if (look) v->table()->set_look(*look);
    v->show();
    v->raise();
    v->activateWindow();
    return v;
}

// ---- The window ---------------------------------------------------------------------------------

ReplayViewer::ReplayViewer(Replay replay, QString title, bool unfinished, QWidget* parent)
    : QWidget(parent, Qt::Window),
      replay_(replay),
      unfinished_(unfinished),
      title_(std::move(title)) {
    feed_ = new RecordedFeed(std::move(replay), this);
    table_ = new TableWidget(feed_, Speed::Normal, this);
    build();
    retranslate();
    connect(feed_, &RecordedFeed::jumped, this, [this] {
        close_hand_dialog();
        table_->set_feed(feed_);  // redraw from the new position, no animation
    });
    connect(feed_, &RecordedFeed::view_changed, table_, [this] { table_->update(); });
    connect(feed_, &RecordedFeed::position_changed, this, [this](int p) {
        if (hand_dialog_ && !feed_->hand_over_pending()) close_hand_dialog();
        refresh();
        emit position_changed(p);
    });
    connect(feed_, &RecordedFeed::playing_changed, this, [this] { refresh(); });
    connect(feed_, &TableFeed::hand_over, this, &ReplayViewer::on_hand_over);
    remember_geometry(this, QStringLiteral("replay_viewer"), {1280, 900});
    refresh();
}

ReplayViewer::~ReplayViewer() {
    // The table goes before the feed it draws (both children; the feed is older).
    delete table_;
    table_ = nullptr;
}

void ReplayViewer::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->setSpacing(4);
    top_ = new QHBoxLayout;
    top_->setContentsMargins(0, 0, 0, 0);
    top_->addWidget(table_, 1);
    layout->addLayout(top_, 1);

    auto tool = [this](const char* name) {
        auto* b = new QToolButton(this);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(false);
        return b;
    };
    auto combo = [this](const char* name) {
        auto* c = new QComboBox(this);
        c->setObjectName(QLatin1String(name));
        c->setFocusPolicy(Qt::NoFocus);
        return c;
    };
    back_ = tool("step_back");
    play_ = tool("play");
    forward_ = tool("step_forward");
    prev_decision_ = tool("prev_decision");
    next_decision_ = tool("next_decision");
    review_button_ = tool("open_review");
    speed_ = combo("speed");
    seat_ = combo("decision_seat");
    hand_ = combo("hand");
    view_ = combo("view");
    for (int i = 0; i < 4; ++i) speed_->addItem(QString(), i);
    speed_->setCurrentIndex(static_cast<int>(Speed::Normal));
    for (int i = 0; i < 4; ++i) seat_->addItem(QString(), i);
    view_->addItem(QString(), -1);
    for (int i = 0; i < 4; ++i) view_->addItem(QString(), i);
    for (int h = 0; h < feed_->hand_count(); ++h) hand_->addItem(QString(), h);
    speed_label_ = new QLabel(this);
    seat_label_ = new QLabel(this);
    view_label_ = new QLabel(this);

    // Two rows, so that the viewer fits a screen 1024 wide (docs/UI.md "Small screens"): playing
    // and the decisions above; where in the pot, the view and the review below.
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(8, 0, 8, 0);
    for (QWidget* w :
         std::initializer_list<QWidget*>{back_, play_, forward_, speed_label_, speed_, seat_label_,
                                         seat_, prev_decision_, next_decision_})
        bar->addWidget(w);
    bar->addStretch(1);
    layout->addLayout(bar);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(8, 0, 8, 0);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("position_slider"));
    slider_->setFocusPolicy(Qt::NoFocus);
    slider_->setRange(0, feed_->size());
    slider_->setPageStep(std::max(1, feed_->size() / 20));
    position_ = new QLabel(this);
    position_->setObjectName(QStringLiteral("position"));
    position_->setMinimumWidth(300);
    row->addWidget(slider_, 1);
    for (QWidget* w :
         std::initializer_list<QWidget*>{position_, hand_, view_label_, view_, review_button_})
        row->addWidget(w);
    layout->addLayout(row);

    connect(play_, &QToolButton::clicked, this,
            [this] { feed_->playing() ? feed_->pause() : feed_->play(); });
    connect(back_, &QToolButton::clicked, feed_, &RecordedFeed::step_back);
    connect(forward_, &QToolButton::clicked, feed_, &RecordedFeed::step_forward);
    connect(prev_decision_, &QToolButton::clicked, this,
            [this] { feed_->prev_decision(decision_seat_); });
    connect(next_decision_, &QToolButton::clicked, this,
            [this] { feed_->next_decision(decision_seat_); });
    connect(review_button_, &QToolButton::clicked, this, [this] { open_review(decision_seat_); });
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (v != feed_->position()) feed_->seek(v);
    });
    connect(speed_, &QComboBox::activated, this,
            [this](int i) { set_speed(static_cast<Speed>(i)); });
    connect(seat_, &QComboBox::activated, this,
            [this](int i) { set_decision_seat(seat_from_index(i)); });
    connect(hand_, &QComboBox::activated, this, [this](int h) { feed_->jump_to_hand(h); });
    connect(view_, &QComboBox::activated, this, [this](int i) {
        set_view(i == 0 ? std::nullopt : std::optional<Seat>(seat_from_index(i - 1)));
    });

    // Keys (docs/UI.md): the window's shortcuts, whatever has the focus inside it.
    auto key = [this](const QKeySequence& k, auto f) {
        auto* a = new QAction(this);
        a->setShortcut(k);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, f);
        addAction(a);
    };
    key(QKeySequence(Qt::Key_Space), [this] { play_->click(); });
    key(QKeySequence(Qt::Key_Left), [this] { feed_->step_back(); });
    key(QKeySequence(Qt::Key_Right), [this] { feed_->step_forward(); });
    key(QKeySequence(Qt::SHIFT | Qt::Key_Left), [this] { feed_->prev_decision(decision_seat_); });
    key(QKeySequence(Qt::SHIFT | Qt::Key_Right), [this] { feed_->next_decision(decision_seat_); });
    key(QKeySequence(Qt::Key_PageUp), [this] {
        // To this hand's start, or the previous hand's when already there.
        const int h = feed_->current_hand();
        const int start =
            h < 0 ? 0
                  : static_cast<int>(feed_->cursor().hand_starts()[static_cast<std::size_t>(h)]);
        feed_->jump_to_hand(feed_->position() > start + 1 ? h : std::max(0, h - 1));
    });
    key(QKeySequence(Qt::Key_PageDown), [this] { feed_->jump_to_hand(feed_->current_hand() + 1); });
    key(QKeySequence(Qt::Key_Home), [this] { seek(0); });
    key(QKeySequence(Qt::Key_End), [this] { seek(feed_->size()); });
    key(QKeySequence(Qt::Key_Plus), [this] {
        set_speed(static_cast<Speed>(std::max(0, static_cast<int>(table_->speed()) - 1)));
    });
    key(QKeySequence(Qt::Key_Minus), [this] {
        set_speed(static_cast<Speed>(std::min(3, static_cast<int>(table_->speed()) + 1)));
    });
    key(QKeySequence(Qt::Key_R), [this] { open_review(decision_seat_); });
    key(QKeySequence(Qt::Key_V), [this] {
        const int next = (view_->currentIndex() + 1) % view_->count();
        set_view(next == 0 ? std::nullopt : std::optional<Seat>(seat_from_index(next - 1)));
    });
    for (int i = 0; i < 4; ++i)
        key(QKeySequence(Qt::Key_1 + i), [this, i] { set_decision_seat(seat_from_index(i)); });
    key(QKeySequence(Qt::Key_Escape), [this] { close(); });
}

void ReplayViewer::retranslate() {
    //: The replay viewer's window title; %1 is the file's name.
    setWindowTitle(tr("Replay of %1 — Haolao").arg(title_));
    back_->setText(tr("◀ Step (←)"));
    forward_->setText(tr("Step ▶ (→)"));
    prev_decision_->setText(tr("◀ Decision (Shift+←)"));
    next_decision_->setText(tr("Decision ▶ (Shift+→)"));
    speed_label_->setText(tr("Speed:"));
    seat_label_->setText(tr("Decisions of:"));
    view_label_->setText(tr("View:"));
    //: Opens the review of the chosen seat's decisions beside the table.
    review_button_->setText(tr("Review… (R)"));
    static const char* kSpeeds[] = {QT_TR_NOOP("Instant"), QT_TR_NOOP("Fast"), QT_TR_NOOP("Normal"),
                                    QT_TR_NOOP("Slow")};
    for (int i = 0; i < 4; ++i) speed_->setItemText(i, tr(kSpeeds[i]));
    for (int i = 0; i < 4; ++i) {
        const Seat s = seat_from_index(i);
        // An unnamed seat is called by its wind: once ("East", not "East (East)").
        const QString name = feed_->seat_name(s);
        //: The seat chooser: the seat's wind, then its player's name.
        const QString named = tr("%1 (%2)").arg(wind_name(s), name);
        seat_->setItemText(i, name == wind_name(s) ? name : named);
        //: The view chooser: only this seat's tiles face up.
        view_->setItemText(i + 1, tr("%1's view").arg(wind_name(s)));
    }
    view_->setItemText(0, tr("All face up"));
    for (int h = 0; h < hand_->count(); ++h)
        //: The hand chooser of the replay viewer; %1 counts from 1.
        hand_->setItemText(h, tr("Hand %1").arg(h + 1));
    refresh();
}

void ReplayViewer::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

QString ReplayViewer::position_text() const {
    const int hand = feed_->current_hand();
    //: The replay viewer's position: events shown of all, then the hand.
    QString text = tr("Event %1 of %2").arg(feed_->position()).arg(feed_->size());
    if (hand >= 0) text += tr(" · hand %1 of %2").arg(hand + 1).arg(feed_->hand_count());
    if (unfinished_ && feed_->finished()) text += tr(" · the pot stops here (unfinished)");
    return text;
}

void ReplayViewer::refresh() {
    if (!slider_) return;
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(feed_->position());
    }
    {
        const QSignalBlocker block(hand_);
        // Before the first event: the first hand, which is what plays next (not a blank box).
        hand_->setCurrentIndex(std::max(0, feed_->current_hand()));
    }
    play_->setText(feed_->playing() ? tr("Pause (Space)") : tr("Play (Space)"));
    back_->setEnabled(feed_->position() > 0);
    forward_->setEnabled(!feed_->finished());
    position_->setText(position_text());
}

void ReplayViewer::seek(int position) {
    feed_->seek(position);
}

void ReplayViewer::set_view(std::optional<Seat> seat) {
    {
        const QSignalBlocker block(view_);
        view_->setCurrentIndex(seat ? index(*seat) + 1 : 0);
    }
    feed_->set_view(seat);
}

void ReplayViewer::set_decision_seat(Seat seat) {
    decision_seat_ = seat;
    const QSignalBlocker block(seat_);
    seat_->setCurrentIndex(index(seat));
}

void ReplayViewer::set_speed(Speed s) {
    table_->set_speed(s);
    const QSignalBlocker block(speed_);
    speed_->setCurrentIndex(static_cast<int>(s));
}

void ReplayViewer::on_hand_over() {
    // As in play: the last event's animation first, then the end-of-hand breakdown. It does not
    // block the window: closing it (or moving on) goes on.
    close_hand_dialog();
    auto* d = new HandResultDialog(*feed_, table_->renderer(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setModal(false);
    hand_dialog_ = d;
    connect(d, &QDialog::finished, feed_, &RecordedFeed::next_hand);
    QTimer::singleShot(table_->speed() == Speed::Instant ? 0 : 700, d, [d] { d->show(); });
}

void ReplayViewer::close_hand_dialog() {
    if (!hand_dialog_) return;
    HandResultDialog* d = hand_dialog_;
    hand_dialog_ = nullptr;
    disconnect(d, nullptr, feed_, nullptr);
    d->hide();
    d->deleteLater();
}

ReviewPanel* ReplayViewer::review_panel() const {
    return review_;
}

ReviewPanel* ReplayViewer::open_review(Seat seat) {
    if (review_ && review_->seat() == seat) return review_;
    delete review_;
    review_ = new ReviewPanel(replay_, seat, this);
    review_->setObjectName(QStringLiteral("review_panel"));
    // Down to 360 beside the table's 640 within 1024 (docs/UI.md "Small screens").
    review_->setMinimumWidth(360);
    review_->setMaximumWidth(560);
    top_->addWidget(review_);
    connect(review_, &ReviewPanel::decision_selected, this, [this, seat](int event) {
        feed_->pause();
        set_decision_seat(seat);
        seek(event);  // what the seat saw before it decided
    });
    review_->show();
    review_->start();
    return review_;
}

}  // namespace haolao::ui
