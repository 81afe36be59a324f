#pragma once

#include <QMainWindow>

namespace haolao::ui {

// The game window. For now it shows the title and the rulesets the engine knows; the table
// (issue 5) replaces the central widget.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

}  // namespace haolao::ui
