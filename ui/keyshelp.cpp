// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyshelp.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include "screen_fit.h"

namespace haolao::ui {

namespace {

// The page's strings' context for lupdate and the translator: "KeysHelp".
struct KeysHelp {
    Q_DECLARE_TR_FUNCTIONS(KeysHelp)
};

// A key in the platform's notation (Shift+Home, ⇧↖ on macOS), the arrows drawn as arrows, as the
// table's prompt and the replay viewer's buttons write them (Shift+←).
QString one_key(const QKeySequence& k) {
    const QString full = k.toString(QKeySequence::NativeText);
    const Qt::Key key = k[0].key();
    const QString base = QKeySequence(key).toString(QKeySequence::NativeText);
    const QString mods = full.left(full.size() - base.size());
    if (key == Qt::Key_Left) return mods + QStringLiteral("←");
    if (key == Qt::Key_Right) return mods + QStringLiteral("→");
    return full;
}

QString key_text(const QList<QKeySequence>& keys) {
    QStringList out;
    for (const QKeySequence& k : keys) out << one_key(k).toHtmlEscaped();
    return out.join(QStringLiteral(" / "));
}

// A menu entry's text without its mnemonic: the '&' gone ("&&" is a literal '&'), and a Chinese
// entry's "(&G)" whole (游戏(&G) → 游戏).
QString plain_entry(QString text) {
    text.remove(QRegularExpression(QStringLiteral("\\(&[^&]\\)")));
    text.replace(QRegularExpression(QStringLiteral("&(.)")), QStringLiteral("\\1"));
    return text;
}

// One row of a section: the keys (already in HTML), then what they do.
QString row(const QString& keys, const QString& what) {
    return QStringLiteral("<tr><td class=\"k\" width=\"30%\">%1</td><td>%2</td></tr>")
        .arg(keys, what.toHtmlEscaped());
}

void menu_rows(const QMenu* menu, const QString& path, QStringList& rows) {
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        const QString here = path + QStringLiteral(" → ") + plain_entry(a->text());
        if (a->menu()) {
            menu_rows(a->menu(), here, rows);
            continue;
        }
        if (a->shortcuts().isEmpty()) continue;
        rows << row(key_text(a->shortcuts()), here);
    }
}

QString rows_of(const std::vector<KeyRow>& keys) {
    QString out;
    for (const KeyRow& r : keys) out += row(key_text(r.keys), KeysHelp::tr(r.what));
    return out;
}

// A section's table: the page's width, each key cell 30 % of it, so the three tables line up.
QString table(const QString& rows) {
    return QStringLiteral(
               "<table cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">"
               "%1</table>")
        .arg(rows);
}

}  // namespace

const std::vector<KeyRow>& table_keys() {
    static const std::vector<KeyRow> rows{
        {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)},
         QT_TRANSLATE_NOOP("KeysHelp",
                           "Choose a tile of your hand (its copies on the table are marked)")},
        {{QKeySequence(Qt::Key_Enter)},
         QT_TRANSLATE_NOOP("KeysHelp", "Discard the chosen tile (after Declare: declare with it)")},
        {{QKeySequence(Qt::Key_H)}, QT_TRANSLATE_NOOP("KeysHelp", "Win (胡)")},
        {{QKeySequence(Qt::Key_K)}, QT_TRANSLATE_NOOP("KeysHelp", "Kong (杠)")},
        {{QKeySequence(Qt::Key_P)}, QT_TRANSLATE_NOOP("KeysHelp", "Pong (碰)")},
        {{QKeySequence(Qt::Key_T)},
         QT_TRANSLATE_NOOP("KeysHelp", "Declare ready (报听), then choose the tile to discard")},
        {{QKeySequence(Qt::Key_Space)},
         QT_TRANSLATE_NOOP("KeysHelp",
                           "Pass (过); in hot-seat, take the table from the privacy "
                           "screen; go on after a pause (Enter too, for both)")},
        {{QKeySequence(Qt::Key_Escape)},
         QT_TRANSLATE_NOOP("KeysHelp", "Leave Declare; close the hint marks' legend")},
    };
    return rows;
}

const std::vector<KeyRow>& replay_keys() {
    static const std::vector<KeyRow> rows{
        {{QKeySequence(Qt::Key_Space)}, QT_TRANSLATE_NOOP("KeysHelp", "Play / pause")},
        {{QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right)},
         QT_TRANSLATE_NOOP("KeysHelp", "One event back / forward")},
        {{QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_Right)},
         QT_TRANSLATE_NOOP("KeysHelp", "The chosen seat's previous / next decision")},
        {{QKeySequence(Qt::Key_1), QKeySequence(Qt::Key_2), QKeySequence(Qt::Key_3),
          QKeySequence(Qt::Key_4)},
         QT_TRANSLATE_NOOP("KeysHelp", "Choose the seat: East, South, West, North")},
        {{QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::Key_PageDown)},
         QT_TRANSLATE_NOOP("KeysHelp", "This hand's start (then the one before) / the next hand")},
        {{QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)},
         QT_TRANSLATE_NOOP("KeysHelp", "The pot's start / end")},
        {{QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Minus)},
         QT_TRANSLATE_NOOP("KeysHelp", "Faster / slower")},
        {{QKeySequence(Qt::Key_V)},
         QT_TRANSLATE_NOOP("KeysHelp", "View: all face up, then each seat's own view in turn")},
        {{QKeySequence(Qt::Key_R)},
         QT_TRANSLATE_NOOP("KeysHelp", "Review the chosen seat's decisions")},
        {{QKeySequence(Qt::Key_Escape)}, QT_TRANSLATE_NOOP("KeysHelp", "Close the replay")},
    };
    return rows;
}

QString keys_help_html(const QMenuBar* menus) {
    QString html = QStringLiteral(
        "<style>td { vertical-align: middle; } td.k { font-weight: bold; white-space: nowrap; "
        "padding-right: 16px; }</style>");
    html += QStringLiteral("<h2>%1</h2>").arg(KeysHelp::tr("At the table").toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(KeysHelp::tr(
                         "When it is your turn or a tile is offered to you; the buttons show the "
                         "same letters.")
                         .toHtmlEscaped());
    html += table(rows_of(table_keys()));
    if (menus) {
        QStringList rows;
        for (const QAction* a : menus->actions())
            if (a->menu()) menu_rows(a->menu(), plain_entry(a->text()), rows);
        html += QStringLiteral("<h2>%1</h2>").arg(KeysHelp::tr("Menus").toHtmlEscaped());
        html += table(rows.join(QString()));
    }
    html += QStringLiteral("<h2>%1</h2>").arg(KeysHelp::tr("Replay viewer").toHtmlEscaped());
    html += table(rows_of(replay_keys()));
    return html;
}

KeysHelpWindow::KeysHelpWindow(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent), menus_(menus) {
    setObjectName(QStringLiteral("KeysHelpWindow"));
    setModal(false);
    setSizeGripEnabled(true);
    browser_ = new QTextBrowser(this);
    browser_->document()->setDocumentMargin(16);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_, 1);
    layout->addWidget(buttons);
    retranslate();
    remember_geometry(this, QStringLiteral("keys_help"), {640, 760});
}

void KeysHelpWindow::retranslate() {
    setWindowTitle(KeysHelp::tr("Keyboard shortcuts — Haolao"));
    browser_->setHtml(keys_help_html(menus_));
}

void KeysHelpWindow::changeEvent(QEvent* e) {
    // The game window rebuilds its menus on the same event: read them once it has.
    if (e->type() == QEvent::LanguageChange) QTimer::singleShot(0, this, [this] { retranslate(); });
    QDialog::changeEvent(e);
}

KeysHelpWindow* show_keys_help(QWidget* parent, const QMenuBar* menus) {
    auto* w = parent ? parent->findChild<KeysHelpWindow*>(QString(), Qt::FindDirectChildrenOnly)
                     : nullptr;
    if (!w) w = new KeysHelpWindow(menus, parent);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

}  // namespace haolao::ui
