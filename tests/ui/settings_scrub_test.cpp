// SPDX-License-Identifier: GPL-3.0-or-later
// scrub_settings_file against every way QSettings' INI reader reaches QDataStream. The fuzzer
// found the first two ("@Variant(" as written, then one it spelled another way); the rows below
// come from reading qsettings.cpp (readIniLine, iniUnescapedStringList, stringToVariant). Each
// row is checked to be a real way in first: a plain QSettings reads it as a serialized value.
#include <gtest/gtest.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointF>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>
#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "settings.h"

using namespace haolao::ui;

namespace {

// The keys of `path` whose values QSettings read through QDataStream.
QStringList serialized_keys(const QString& path) {
    QSettings store(path, QSettings::IniFormat);
    QStringList keys;
    for (const QString& key : store.allKeys())
        if (!plain_settings_value(store.value(key))) keys << key;
    return keys;
}

void write_file(const QString& path, const QByteArray& text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

QByteArray read_file(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every byte as a hex escape: "\x40\x56…".
QByteArray hex_escaped(const QByteArray& bytes) {
    QByteArray out;
    for (char c : bytes) out += "\\x" + QByteArray::number(uchar(c), 16).rightJustified(2, '0');
    return out;
}

// A small serialized QVariant (a QPointF, which QSettings has no text form for) and its closing
// parenthesis, escaped as QSettings reads it.
QByteArray payload(QDataStream::Version version) {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(version);
    out << QVariant(QPointF(1.5, 2.5));
    return hex_escaped(bytes + ')');
}

struct Row {
    const char* name;
    QByteArray text;  // one or two lines; the file adds a line "kept=yes" after it
};

std::ostream& operator<<(std::ostream& os, const Row& r) {
    return os << r.name;
}

std::vector<Row> rows() {
    const QByteArray p = payload(QDataStream::Qt_4_0);
    const QByteArray v = "@Variant(";
    return {
        {"as written", "v=" + v + p},
        {"a date time", "v=@DateTime(" + payload(QDataStream::Qt_5_6)},
        {"hex escape", "v=\\x40Variant(" + p},
        {"long hex escape", "v=\\x10040Variant(" + p},  // a char16_t keeps the low 16 bits
        {"octal escape", "v=\\100Variant(" + p},
        {"all escaped", "v=" + hex_escaped(v) + p},
        {"quoted", "v=\"" + v + p + "\""},
        {"after quotes", "v=\"\"" + v + p},
        {"after spaces", "v= \t " + v + p},
        {"after a skipped escape", "v=\\q" + v + p},
        {"list element", "v=a, " + v + p},
        {"after a quoted comma", "v=\"a,\" , " + v + p},
        {"quoted key", "\"k=\"=" + v + p},
        {"line after a carriage return", "x=1\rv=" + v + p},
        {"continued line", "v=\\\n" + v + p},
        {"continued inside the name", "v=@\\\nVariant(" + p},
        {"quote across lines", "v=\"x\n\" ," + v + p},
        {"broken UTF-8 before an escape", "v=\xE5" + hex_escaped(v) + p},
        {"byte order mark", "v=\xEF\xBB\xBF" + v + p},
    };
}

class SerializedLine : public ::testing::TestWithParam<Row> {};

TEST_P(SerializedLine, IsDroppedAndTheRestKept) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("s.conf"));
    const QByteArray text = "[sound]\nvolume=40\n[x]\n" + GetParam().text + "\nkept=yes\n";
    write_file(path, text);
    // The row is a real way in: read as it is, some value came through QDataStream.
    EXPECT_FALSE(serialized_keys(path).isEmpty()) << "QSettings reads this row as text";
    write_file(path, text);  // a fresh file: QSettings caches what it read by name and time
    EXPECT_GE(scrub_settings_file(path), 1);
    EXPECT_EQ(serialized_keys(path), QStringList());
    QSettings store(path, QSettings::IniFormat);
    EXPECT_EQ(store.value(QStringLiteral("sound/volume")).toString(), QStringLiteral("40"));
    EXPECT_EQ(store.value(QStringLiteral("x/kept")).toString(), QStringLiteral("yes"));
}

INSTANTIATE_TEST_SUITE_P(SettingsScrub, SerializedLine, ::testing::ValuesIn(rows()),
                         [](const auto& info) {
                             std::string n = info.param.name;
                             std::replace_if(
                                 n.begin(), n.end(), [](char c) { return !std::isalnum(uchar(c)); },
                                 '_');
                             return n;
                         });

// Lines the game writes, or a player could, that hold an '@' but no serialized value: kept.
TEST(SettingsScrub, KeepsTextThatOnlyLooksSerialized) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("s.conf"));
    const QByteArray text =
        "[seats]\n"
        "east=@@Variant(not one)\n"  // how QSettings writes text that starts with '@'
        "south=bob@home\n"
        "west=\"a, @Variant(b)\"\n"
        "north=\xE5\xBC\xA0@Variant(x)\n"
        "[window]\n"
        "geometry=\"@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0,@Variant(\\0\\0)\"\n"
        "list=a, b, @ByteArray(c)\n"
        "none=@Invalid()\n";
    write_file(path, text);
    EXPECT_EQ(scrub_settings_file(path), 0);
    EXPECT_EQ(read_file(path), text);
    QSettings store(path, QSettings::IniFormat);
    EXPECT_EQ(store.value(QStringLiteral("seats/east")).toString(),
              QStringLiteral("@Variant(not one)"));
    EXPECT_EQ(store.value(QStringLiteral("seats/west")).toString(),
              QStringLiteral("a, @Variant(b)"));
    EXPECT_EQ(serialized_keys(path), QStringList());
}

// Whatever text, bytes and lists QSettings itself writes, the scrub drops nothing: the window's
// geometry and the players' names survive every start.
TEST(SettingsScrub, KeepsEverythingQSettingsWrites) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QRandomGenerator rng(20261205);
    // What could mislead the scan: '@' and the letters after it, separators, quotes, escapes,
    // control characters, hex digits after them, non-ASCII text.
    const QString alphabet = QStringLiteral(
                                 "@@VD,,=\"\\ ;\t\n\r\x01\x1f"
                                 "0a7fx") +
                             QChar(0x5f20) + QChar(0xe9) + QChar(0x7f);
    const auto text = [&] {
        QString s;
        for (int n = rng.bounded(12); n > 0; --n) s += alphabet.at(rng.bounded(alphabet.size()));
        return s;
    };
    for (int file = 0; file < 40; ++file) {
        const QString path = dir.filePath(QStringLiteral("w%1.conf").arg(file));
        {
            QSettings store(path, QSettings::IniFormat);
            for (int k = 0; k < 25; ++k) {
                QByteArray bytes;
                for (int n = rng.bounded(24); n > 0; --n) bytes += char(rng.bounded(256));
                store.setValue(QStringLiteral("bytes/%1").arg(k), bytes);
                store.setValue(QStringLiteral("text/%1").arg(k), text());
                store.setValue(QStringLiteral("list/%1").arg(k), QStringList{text(), text()});
            }
        }
        const QByteArray written = read_file(path);
        ASSERT_FALSE(written.isEmpty());
        EXPECT_EQ(scrub_settings_file(path), 0) << written.toStdString();
        EXPECT_EQ(read_file(path), written);
    }
}

// The files scrubbed at start are those the default QSettings reads: the application's and the
// organization's, which it falls back on for a key the first lacks.
TEST(SettingsScrub, NativeFilesAreTheOnesQSettingsReads) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // The tests' main points QSettings at a folder of their own; here it reads where the game's
    // does, and is pointed back after.
    const QString tests_dir =
        QFileInfo(QSettings().fileName()).absolutePath() + QStringLiteral("/..");
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation));
    const QStringList files = native_settings_files();
    const QString app_file = QSettings().fileName();
    const QString org_file = QSettings(QCoreApplication::organizationName()).fileName();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, QDir::cleanPath(tests_dir));
    ASSERT_EQ(files.size(), 2);
    EXPECT_EQ(files[0], app_file);
    EXPECT_EQ(files[1], org_file);
    EXPECT_NE(QSettings().fileName(), app_file);
#else
    EXPECT_TRUE(native_settings_files().isEmpty());
#endif
}

}  // namespace
