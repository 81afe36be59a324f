// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankcard.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <algorithm>

#include "haolao/rank.h"
#include "store/store.h"

namespace haolao::ui {

namespace {

// English glosses of the level names (级别名称) and 段位, by level.
const char* const kTitleGloss[kRankLevels] = {
    QT_TRANSLATE_NOOP("Rank", "Jobless"),
    QT_TRANSLATE_NOOP("Rank", "Temp worker"),
    QT_TRANSLATE_NOOP("Rank", "Contract worker"),
    QT_TRANSLATE_NOOP("Rank", "Permanent worker"),
    QT_TRANSLATE_NOOP("Rank", "Assistant supervisor"),
    QT_TRANSLATE_NOOP("Rank", "Deputy supervisor"),
    QT_TRANSLATE_NOOP("Rank", "Supervisor"),
    QT_TRANSLATE_NOOP("Rank", "Assistant manager"),
    QT_TRANSLATE_NOOP("Rank", "Deputy manager"),
    QT_TRANSLATE_NOOP("Rank", "Manager"),
    QT_TRANSLATE_NOOP("Rank", "Assistant president"),
    QT_TRANSLATE_NOOP("Rank", "Vice president"),
    QT_TRANSLATE_NOOP("Rank", "President"),
    QT_TRANSLATE_NOOP("Rank", "Board member"),
    QT_TRANSLATE_NOOP("Rank", "Vice chairman"),
    QT_TRANSLATE_NOOP("Rank", "Chairman"),
    QT_TRANSLATE_NOOP("Rank", "King of gamblers"),
    QT_TRANSLATE_NOOP("Rank", "Saint of gamblers"),
    QT_TRANSLATE_NOOP("Rank", "God of gamblers"),
    QT_TRANSLATE_NOOP("Rank", "Richest on Bianfeng"),
    QT_TRANSLATE_NOOP("Rank", "Richest in China"),
    QT_TRANSLATE_NOOP("Rank", "Richest in Asia"),
    QT_TRANSLATE_NOOP("Rank", "Richest in the world"),
    QT_TRANSLATE_NOOP("Rank", "God of wealth"),
};
const char* const kDanGloss[kRankLevels] = {
    QT_TRANSLATE_NOOP("Rank", "Sack"),
    QT_TRANSLATE_NOOP("Rank", "Street, 1st dan"),
    QT_TRANSLATE_NOOP("Rank", "Street, 2nd dan"),
    QT_TRANSLATE_NOOP("Rank", "Street, 3rd dan"),
    QT_TRANSLATE_NOOP("Rank", "King of the street"),
    QT_TRANSLATE_NOOP("Rank", "Teahouse, 1st dan"),
    QT_TRANSLATE_NOOP("Rank", "Teahouse, 2nd dan"),
    QT_TRANSLATE_NOOP("Rank", "Teahouse, 3rd dan"),
    QT_TRANSLATE_NOOP("Rank", "Unbeaten in the teahouse"),
    QT_TRANSLATE_NOOP("Rank", "Hotel, 1st dan"),
    QT_TRANSLATE_NOOP("Rank", "Hotel, 2nd dan"),
    QT_TRANSLATE_NOOP("Rank", "Hotel, 3rd dan"),
    QT_TRANSLATE_NOOP("Rank", "Supreme of the hotel"),
    QT_TRANSLATE_NOOP("Rank", "County master"),
    QT_TRANSLATE_NOOP("Rank", "City master"),
    QT_TRANSLATE_NOOP("Rank", "Provincial master"),
    QT_TRANSLATE_NOOP("Rank", "National master"),
    QT_TRANSLATE_NOOP("Rank", "International master"),
    QT_TRANSLATE_NOOP("Rank", "Grandmaster"),
    QT_TRANSLATE_NOOP("Rank", "Mahjong minister"),
    QT_TRANSLATE_NOOP("Rank", "Mahjong premier"),
    QT_TRANSLATE_NOOP("Rank", "Mahjong president"),
    QT_TRANSLATE_NOOP("Rank", "Mahjong emperor"),
    QT_TRANSLATE_NOOP("Rank", "Invincible at mahjong"),
};

int clamped(int level) {
    return std::clamp(level, 1, kRankLevels);
}

QString with_gloss(std::string_view chinese, const QString& gloss) {
    const QString zh = QString::fromUtf8(chinese.data(), static_cast<qsizetype>(chinese.size()));
    return gloss == zh ? zh : zh + QLatin1Char(' ') + gloss;
}

}  // namespace

QString rank_title_gloss(int level) {
    return QCoreApplication::translate("Rank", kTitleGloss[clamped(level) - 1]);
}

QString rank_dan_gloss(int level) {
    return QCoreApplication::translate("Rank", kDanGloss[clamped(level) - 1]);
}

QString rank_title_text(int level) {
    return with_gloss(rank_level(level).title, rank_title_gloss(level));
}

QString rank_dan_text(int level) {
    return with_gloss(rank_level(level).dan, rank_dan_gloss(level));
}

RankMoment rank_moment(const QString& profile, const std::vector<store::RankPoint>& history,
                       std::int64_t points_now, int level_now) {
    RankMoment m;
    m.profile = profile;
    m.after_points = points_now;
    m.after_level = kept_level(level_now, points_now);
    int before_level = 1;
    for (std::size_t i = 0; i + 1 < history.size(); ++i)
        before_level = std::max(before_level, level_for_points(history[i].rank_points));
    m.before_points = history.size() >= 2 ? history[history.size() - 2].rank_points : 0;
    m.before_level = before_level;
    return m;
}

RankCard::RankCard(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("rank_card"));
    setFrameShape(QFrame::StyledPanel);
    auto* g = new QGridLayout(this);
    auto label = [this](const char* name) {
        auto* l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        return l;
    };
    name_ = label("rank_profile");
    level_label_ = label("rank_level");
    title_ = label("rank_title");
    dan_ = label("rank_dan");
    points_label_ = label("rank_points");
    next_ = label("rank_next");
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("rank_progress"));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    QFont big = level_label_->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    level_label_->setFont(big);
    QFont mid = title_->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.25);
    mid.setBold(true);
    title_->setFont(mid);
    g->addWidget(name_, 0, 0, 1, 2);
    g->addWidget(level_label_, 1, 0, 2, 1, Qt::AlignLeft | Qt::AlignVCenter);
    g->addWidget(title_, 1, 1);
    g->addWidget(dan_, 2, 1);
    g->addWidget(points_label_, 3, 0, 1, 2);
    g->addWidget(progress_, 4, 0, 1, 2);
    g->addWidget(next_, 5, 0, 1, 2);
    g->setColumnStretch(1, 1);
    g->setHorizontalSpacing(16);
    refresh();
}

void RankCard::set_rank(const QString& profile, std::int64_t points, int level) {
    profile_ = profile;
    points_ = std::max<std::int64_t>(0, points);
    level_ = kept_level(level, points_);
    refresh();
}

void RankCard::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) refresh();
    QFrame::changeEvent(e);
}

void RankCard::refresh() {
    const RankLevel& l = rank_level(level_);
    name_->setText(profile_);
    name_->setVisible(!profile_.isEmpty());
    //: The rank card: the level number (级数).
    level_label_->setText(tr("Level %1").arg(level_));
    title_->setText(rank_title_text(level_));
    dan_->setText(rank_dan_text(level_));
    points_label_->setText(tr("%1 rank points").arg(points_));
    // Floored: the bar is full only at the next threshold.
    progress_->setValue(static_cast<int>(rank_progress(level_, points_) * 1000 + 1e-6));
    if (l.level == kRankLevels) {
        progress_->setFormat(tr("Top of the ladder"));
        next_->setText(tr("The highest level: nothing above it."));
        return;
    }
    const std::int64_t into = std::max<std::int64_t>(0, points_ - l.entry);
    //: The rank card's progress bar: points into this level of the points it spans.
    progress_->setFormat(tr("%1 / %2").arg(into).arg(l.next - l.entry));
    next_->setText(tr("%1 more points to level %2 — %3")
                       .arg(std::max<std::int64_t>(0, l.next - points_))
                       .arg(l.level + 1)
                       .arg(rank_title_text(l.level + 1)));
}

}  // namespace haolao::ui
