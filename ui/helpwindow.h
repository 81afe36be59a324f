// SPDX-License-Identifier: GPL-3.0-or-later
// The rules help window (F1): a rule set explained in the current language, generated from the
// engine's Ruleset (and, for the worked example, from score_win itself), so it can never disagree
// with the scoring.
#pragma once

#include <QDialog>
#include <QString>
#include <vector>

#include "haolao/ruleset.h"

class QComboBox;
class QLabel;
class QTextBrowser;

namespace haolao::ui {

// The help page for `rules` as HTML, in the installed translation: tiles, wall and deal, turn
// flow, haolao, declaring ready, missed-win lock, what wins, scoring table (every value read from
// `rules`), payments, dealer and pot, and one worked example scored by the engine.
QString rules_help_html(const Ruleset& rules);

class HelpWindow : public QDialog {
    Q_OBJECT
  public:
    explicit HelpWindow(QWidget* parent = nullptr);

    // The chooser offers `current` (this pot's rules) first, then `next` when it differs (the
    // settings changed the rules for the next pot), then every preset. Selects `current` unless
    // `keep_selection` and the same entry still exists.
    void set_rules(const Ruleset& current, const Ruleset* next = nullptr,
                   bool keep_selection = false);
    // The rules the page shows now.
    const Ruleset& shown_rules() const;
    QComboBox* chooser() const { return chooser_; }
    QTextBrowser* browser() const { return browser_; }

  protected:
    void changeEvent(QEvent* e) override;

  private:
    enum class Kind { Current, Next, Preset };
    struct Choice {
        Kind kind;
        Ruleset rules;
    };
    void retranslate();
    void fill_chooser(int select);
    void show_page();

    std::vector<Choice> choices_;
    QLabel* label_ = nullptr;
    QComboBox* chooser_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    QString shown_key_;  // chooser index and rules id of the page shown
};

// Opens (or raises) the one help window of `parent` on `current` (the current pot's rules);
// `next` (the rules the next pot will use) is offered too when it differs.
HelpWindow* show_rules_help(QWidget* parent, const Ruleset& current, const Ruleset& next);

}  // namespace haolao::ui
