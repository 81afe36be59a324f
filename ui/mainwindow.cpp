#include "mainwindow.h"

#include <QLabel>
#include <QVBoxLayout>

#include "haolao/ruleset.h"

namespace haolao::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Haolao — Hefei Mahjong"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    auto* title = new QLabel(tr("海捞 Haolao"), central);
    title->setAlignment(Qt::AlignCenter);
    QFont f = title->font();
    f.setPointSize(28);
    title->setFont(f);
    layout->addWidget(title);
    QStringList ids;
    for (const Ruleset& r : presets()) ids << QString::fromStdString(r.id);
    auto* rules = new QLabel(tr("Rulesets: %1").arg(ids.join(QStringLiteral(", "))), central);
    rules->setAlignment(Qt::AlignCenter);
    layout->addWidget(rules);
    setCentralWidget(central);
    resize(1024, 640);
}

}  // namespace haolao::ui
