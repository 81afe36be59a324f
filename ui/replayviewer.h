// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer (docs/UI.md "Replay viewer"): a window holding a TableWidget drawing a
// RecordedFeed, and a control bar: play/pause, speed, step back/forward, the previous/next
// decision of a chosen seat, a hand chooser, a slider over the whole pot, the position text and
// the view chooser (everything face up, or one seat's view). Files are read by load_for_viewer
// only; open_replay_file shows either the viewer or the reason the file was refused.
#pragma once

#include <QPointer>
#include <QString>
#include <QWidget>
#include <optional>
#include <string_view>

#include "haolao/replay.h"
#include "options.h"
#include "recordedfeed.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QToolButton;

namespace haolao::ui {

class HandResultDialog;
class ReviewPanel;
class TableWidget;
struct Settings;

// A replay file as the viewer reads it: opened (replay set) or refused (error set, naming the
// line and the problem, or what is wrong with the file as a whole).
struct ViewerFile {
    std::optional<Replay> replay;
    QString error;
    bool unfinished = false;  // the log stops before the pot's end (an autosave mid-pot)
    bool torn = false;        // its last line was cut off mid-write and left out
};
// Reads, parses and verifies (unfinished logs accepted). A last line without its newline that
// does not parse is taken for a line torn by a crash and left out; the rest must verify. Never
// throws.
ViewerFile load_for_viewer(const QString& path, const ReplayLimits& limits = {});
ViewerFile load_text_for_viewer(std::string_view text, const ReplayLimits& limits = {});

class ReplayViewer : public QWidget {
    Q_OBJECT
  public:
    // A top-level window (WA_DeleteOnClose is the caller's choice). `title`: the file's name.
    ReplayViewer(Replay replay, QString title, bool unfinished = false, QWidget* parent = nullptr);
    ~ReplayViewer() override;

    // ---- For the review panel and tests ----------------------------------------------------
    // Shows the first `position` events (0 … feed()->size()), as the slider does.
    void seek(int position);
    // The view: every hand face up (nullopt), or `seat`'s view (the others' concealed tiles
    // hidden; that seat at the bottom).
    void set_view(std::optional<Seat> seat);
    // The seat whose decisions the previous/next-decision buttons step to.
    void set_decision_seat(Seat seat);
    Seat decision_seat() const { return decision_seat_; }
    void set_speed(Speed s);

    RecordedFeed* feed() const { return feed_; }
    TableWidget* table() const { return table_; }
    // The end-of-hand dialog while it is open (null: none).
    HandResultDialog* hand_dialog() const { return hand_dialog_; }
    QString position_text() const;
    QSlider* slider() const { return slider_; }

    // Review (the "Review…" button, R): a ReviewPanel beside the table for `seat`, started at
    // once; selecting one of its decisions seeks the viewer to just before it, with that seat's
    // decisions on the step buttons. One panel at a time (another seat replaces it).
    ReviewPanel* open_review(Seat seat);
    ReviewPanel* review_panel() const;

  signals:
    // The feed's position changed (seek, play, steps): the review panel follows it.
    void position_changed(int position);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: texts again

  private:
    void build();
    void retranslate();
    void refresh();  // slider, label, hand chooser, buttons from the feed
    void on_hand_over();
    void close_hand_dialog();

    Replay replay_;  // what the review panel reviews (the feed keeps only the events)
    RecordedFeed* feed_ = nullptr;
    TableWidget* table_ = nullptr;
    QHBoxLayout* top_ = nullptr;  // the table, and the review panel when open
    QPointer<ReviewPanel> review_;
    QToolButton* review_button_ = nullptr;
    bool unfinished_ = false;
    QString title_;
    Seat decision_seat_ = Seat::East;
    QPointer<HandResultDialog> hand_dialog_;

    QToolButton* play_ = nullptr;
    QToolButton* back_ = nullptr;
    QToolButton* forward_ = nullptr;
    QToolButton* prev_decision_ = nullptr;
    QToolButton* next_decision_ = nullptr;
    QComboBox* speed_ = nullptr;
    QComboBox* seat_ = nullptr;
    QComboBox* hand_ = nullptr;
    QComboBox* view_ = nullptr;
    QSlider* slider_ = nullptr;
    QLabel* position_ = nullptr;
    QLabel* speed_label_ = nullptr;
    QLabel* seat_label_ = nullptr;
    QLabel* view_label_ = nullptr;
};

// Loads `path` and shows it in a new viewer window (deleted on close), or tells why it cannot
// (a message box over `parent`). Returns the viewer, or null. With the player's `look`, its table
// looks as theirs does (TableWidget::set_look); without it (scripted runs), as the defaults.
ReplayViewer* open_replay_file(const QString& path, QWidget* parent,
                               const Settings* look = nullptr);

}  // namespace haolao::ui
