// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Keyboard shortcuts: every key of the game in one page. The menus' shortcuts are read from
// the window's own actions (they cannot drift); the table's and the replay viewer's keys are the
// lists below, which those widgets' tests hold to what the widgets take.
#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <vector>

class QMenuBar;
class QTextBrowser;

namespace haolao::ui {

struct KeyRow {
    QList<QKeySequence> keys;  // shown joined by " / "
    const char* what;          // untranslated (context "KeysHelp")
};

// The table's keys in play (TableWidget::keyPressEvent).
const std::vector<KeyRow>& table_keys();
// The replay viewer's (ReplayViewer's window shortcuts).
const std::vector<KeyRow>& replay_keys();

// The page: the table's keys, then every menu entry of `menus` with a shortcut ("Game → History…"),
// then the replay viewer's; each key in the platform's own notation (⌘ on macOS).
QString keys_help_html(const QMenuBar* menus);

class KeysHelpWindow : public QDialog {
    Q_OBJECT
  public:
    // `menus`: the game window's menu bar, read again at each language change.
    explicit KeysHelpWindow(const QMenuBar* menus, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void retranslate();
    const QMenuBar* menus_;
    QTextBrowser* browser_ = nullptr;
};

// Opens (or raises) the one keys window of `parent` (not modal: the table goes on beside it).
KeysHelpWindow* show_keys_help(QWidget* parent, const QMenuBar* menus);

}  // namespace haolao::ui
