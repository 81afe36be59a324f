// SPDX-License-Identifier: GPL-3.0-or-later
// The rank ladder shown (RULES.md §4, engine/include/haolao/rank.h): a profile's level with its
// level name (级别名称) and 段位 in Chinese and an English gloss, its rank points and a progress
// bar to the next threshold (RankCard); and the after-pot moment: points gained and a level-up
// (RankMoment, computed from the store's rank history by rank_moment()).
#pragma once

#include <QFrame>
#include <QString>
#include <cstdint>
#include <vector>

class QLabel;
class QProgressBar;

namespace haolao::store {
struct RankPoint;
}

namespace haolao::ui {

// The English gloss of level `level`'s name and 段位 (tr'd, context "Rank"; the Chinese
// translation is the Chinese name itself).
QString rank_title_gloss(int level);
QString rank_dan_gloss(int level);
// What is shown: the Chinese name, then the gloss when the language has one ("待业 Jobless";
// in Chinese "待业").
QString rank_title_text(int level);
QString rank_dan_text(int level);

// One profile's rank before and after a pot.
struct RankMoment {
    QString profile;
    std::int64_t before_points = 0, after_points = 0;
    int before_level = 1, after_level = 1;
    // Hot-seat: the name the seat went by at the table, when it is not the profile's ("Player 1"
    // at the table, the points going to the default profile "Player" or the system's user name).
    QString seat;
    std::int64_t gained() const { return after_points - before_points; }
    bool level_up() const { return after_level > before_level; }
    bool operator==(const RankMoment&) const = default;
};
// The moment of the pot just recorded, from the profile's rank history (points after each
// finished pot, oldest first; the last entry is this pot) and its kept level now. Before: the
// previous entry (0 with none), at the highest level any earlier entry reached.
RankMoment rank_moment(const QString& profile, const std::vector<store::RankPoint>& history,
                       std::int64_t points_now, int level_now);

class RankCard : public QFrame {
    Q_OBJECT
  public:
    explicit RankCard(QWidget* parent = nullptr);
    // `level`: the level reached (kept); the one shown is kept_level(level, points).
    void set_rank(const QString& profile, std::int64_t points, int level);
    int level() const { return level_; }
    std::int64_t points() const { return points_; }
    QProgressBar* progress() const { return progress_; }

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: texts again

  private:
    void refresh();
    QString profile_;
    std::int64_t points_ = 0;
    int level_ = 1;
    QLabel* name_ = nullptr;
    QLabel* level_label_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* dan_ = nullptr;
    QLabel* points_label_ = nullptr;
    QLabel* next_ = nullptr;
    QProgressBar* progress_ = nullptr;
};

}  // namespace haolao::ui
