// SPDX-License-Identifier: GPL-3.0-or-later
// The names of files kept aside (ui/store/keep_aside.h): a damaged pot, settings file or player
// database is kept as BASE.corrupt-STAMP EXT, and a name already taken gets -2, -3 … before EXT.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <ostream>
#include <vector>

#include "keep_aside.h"

namespace {

using haolao::ui::corrupt_copy_path;
using haolao::ui::unused_path;

void touch(const QString& path) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
}

struct UnusedRow {
    const char* base;
    const char* ext;
    std::vector<const char*> existing;
    const char* expected;
};

// Names the row in a failure message (gtest would print its bytes).
void PrintTo(const UnusedRow& row, std::ostream* os) {
    *os << row.base << row.ext << " with " << row.existing.size() << " taken";
}

class UnusedPath : public testing::TestWithParam<UnusedRow> {};

TEST_P(UnusedPath, TakesTheFirstFreeName) {
    const UnusedRow& row = GetParam();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const char* name : row.existing) touch(dir.filePath(QString::fromUtf8(name)));
    EXPECT_EQ(unused_path(dir.path(), QString::fromUtf8(row.base), QString::fromUtf8(row.ext)),
              dir.filePath(QString::fromUtf8(row.expected)));
}

INSTANTIATE_TEST_SUITE_P(
    Rows, UnusedPath,
    testing::Values(UnusedRow{"pot-1", ".jsonl", {}, "pot-1.jsonl"},
                    UnusedRow{"pot-1", ".jsonl", {"pot-1.jsonl"}, "pot-1-2.jsonl"},
                    UnusedRow{"pot-1", ".jsonl", {"pot-1.jsonl", "pot-1-2.jsonl"}, "pot-1-3.jsonl"},
                    // Only the same extension counts as taken.
                    UnusedRow{"pot-1", ".jsonl", {"pot-1.sqlite", "pot-1"}, "pot-1.jsonl"},
                    UnusedRow{"s.conf", "", {"s.conf"}, "s.conf-2"},
                    UnusedRow{"haolao", ".sqlite", {"haolao.sqlite"}, "haolao-2.sqlite"}));

TEST(KeepAside, NamesTheCopyCorruptWithATimeStampAndNeverReusesAName) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QRegularExpression first(QStringLiteral("^haolao\\.corrupt-\\d{8}-\\d{6}\\.sqlite$"));
    const QString a =
        corrupt_copy_path(dir.path(), QStringLiteral("haolao"), QStringLiteral(".sqlite"));
    EXPECT_EQ(QFileInfo(a).absolutePath(), QFileInfo(dir.path()).absoluteFilePath());
    EXPECT_TRUE(first.match(QFileInfo(a).fileName()).hasMatch()) << a.toStdString();
    touch(a);
    // Within the same second the stamp repeats: the second copy must not overwrite the first.
    const QString b =
        corrupt_copy_path(dir.path(), QStringLiteral("haolao"), QStringLiteral(".sqlite"));
    EXPECT_NE(a, b);
    EXPECT_FALSE(QFileInfo::exists(b));
    EXPECT_TRUE(QFileInfo(b).fileName().startsWith(QStringLiteral("haolao.corrupt-")));
    EXPECT_TRUE(QFileInfo(b).fileName().endsWith(QStringLiteral(".sqlite")));
}

}  // namespace
