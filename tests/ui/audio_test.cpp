// SPDX-License-Identifier: GPL-3.0-or-later
// The Audio service: every sound is compiled in as a valid 16-bit PCM WAV at one level, the
// switches and the volume reach the sink at once, and a missing device or file means silence and
// one warning, never a crash.
#include <gtest/gtest.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "audio.h"

using haolao::ui::Audio;
using haolao::ui::AudioSink;
using haolao::ui::kSoundCount;
using haolao::ui::SilentAudio;
using haolao::ui::SoundId;
using haolao::ui::SoundKind;

namespace {

std::vector<SoundId> all_sounds() {
    std::vector<SoundId> ids;
    ids.reserve(kSoundCount);
    for (int i = 0; i < kSoundCount; ++i) ids.push_back(static_cast<SoundId>(i));
    return ids;
}

// ---------------------------------------------------------------- a WAV reader, by hand

std::uint32_t le32(const QByteArray& b, qsizetype at) {
    const auto* p = reinterpret_cast<const unsigned char*>(b.constData() + at);
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 |
           std::uint32_t(p[3]) << 24;
}
std::uint16_t le16(const QByteArray& b, qsizetype at) {
    const auto* p = reinterpret_cast<const unsigned char*>(b.constData() + at);
    return std::uint16_t(p[0] | p[1] << 8);
}

struct Wav {
    std::string error;  // empty: a valid 16-bit PCM WAV
    int channels = 0;
    int rate = 0;
    int bits = 0;
    std::vector<std::int16_t> samples;  // interleaved
    double seconds() const { return channels ? double(samples.size()) / channels / rate : 0; }
};

// Walks the RIFF chunks: "fmt " must be PCM (format 1, or extensible with the PCM sub-format),
// "data" must hold whole frames and lie inside the file.
Wav parse_wav(const QByteArray& b) {
    Wav w;
    if (b.size() < 12 || std::memcmp(b.constData(), "RIFF", 4) != 0 ||
        std::memcmp(b.constData() + 8, "WAVE", 4) != 0) {
        w.error = "not a RIFF/WAVE file";
        return w;
    }
    if (le32(b, 4) + 8 != std::uint32_t(b.size())) {
        w.error = "RIFF size does not match the file size";
        return w;
    }
    bool have_fmt = false;
    int block_align = 0;
    for (qsizetype at = 12; at + 8 <= b.size();) {
        const QByteArray id = b.mid(at, 4);
        const qsizetype size = le32(b, at + 4);
        const qsizetype body = at + 8;
        if (body + size > b.size()) {
            w.error = "chunk " + id.toStdString() + " runs past the end";
            return w;
        }
        if (id == "fmt ") {
            if (size < 16) {
                w.error = "fmt chunk too short";
                return w;
            }
            int format = le16(b, body);
            if (format == 0xFFFE && size >= 40) format = le16(b, body + 24);  // extensible
            w.channels = le16(b, body + 2);
            w.rate = int(le32(b, body + 4));
            block_align = le16(b, body + 12);
            w.bits = le16(b, body + 14);
            const std::uint32_t byte_rate = le32(b, body + 8);
            if (format != 1)
                w.error = "not PCM (format " + std::to_string(format) + ")";
            else if (w.bits != 16)
                w.error = std::to_string(w.bits) + "-bit, not 16-bit";
            else if (w.channels != 1 && w.channels != 2)
                w.error = "not mono or stereo";
            else if (w.rate != 44100 && w.rate != 48000)
                w.error = "rate not 44.1 or 48 kHz";
            else if (block_align != w.channels * 2)
                w.error = "bad block align";
            else if (byte_rate != std::uint32_t(w.rate * block_align))
                w.error = "bad byte rate";
            if (!w.error.empty()) return w;
            have_fmt = true;
        } else if (id == "data") {
            if (!have_fmt) {
                w.error = "data before fmt";
                return w;
            }
            if (size == 0 || size % block_align != 0) {
                w.error = "data is not a whole number of frames";
                return w;
            }
            w.samples.resize(std::size_t(size / 2));
            for (qsizetype i = 0; i < size / 2; ++i)
                w.samples[std::size_t(i)] = std::int16_t(le16(b, body + 2 * i));
            return w;
        }
        at = body + size + (size & 1);  // chunks are word-aligned
    }
    w.error = have_fmt ? "no data chunk" : "no fmt chunk";
    return w;
}

double dbfs(int peak) {
    return 20.0 * std::log10(std::max(peak, 1) / 32768.0);
}

// ---------------------------------------------------------------- a sink that writes down calls

struct SinkLog {
    std::map<SoundId, int> plays;
    std::map<SoundId, int> stops;
    std::map<SoundId, float> volume;
    std::vector<SoundId> loaded;
    bool looped_music = false;
};

class RecordingSink final : public AudioSink {
  public:
    explicit RecordingSink(std::shared_ptr<SinkLog> log) : log_(std::move(log)) {}
    bool load(SoundId id, const QString&, QString*) override {
        log_->loaded.push_back(id);
        return true;
    }
    void play(SoundId id, bool loop) override {
        ++log_->plays[id];
        if (id == SoundId::Music) log_->looped_music = loop;
    }
    void stop(SoundId id) override { ++log_->stops[id]; }
    void set_volume(SoundId id, float linear) override { log_->volume[id] = linear; }
    // Lets a test trigger a late (asynchronous) failure.
    void fail_later(const QString& why) const { report(why); }

  private:
    std::shared_ptr<SinkLog> log_;
};

// Counts the warnings Audio logs while alive (and, in `others`, any other warning).
class WarningCounter {
  public:
    WarningCounter() {
        count_ = others_ = 0;
        previous_ = qInstallMessageHandler(&WarningCounter::handle);
    }
    ~WarningCounter() { qInstallMessageHandler(previous_); }
    static int count() { return count_; }
    static int others() { return others_; }

  private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& msg) {
        if (type == QtWarningMsg && msg.startsWith(QLatin1String("haolao: sound:"))) {
            ++count_;
            return;
        }
        if (type == QtWarningMsg) ++others_;
        if (previous_) previous_(type, context, msg);
    }
    static inline int count_ = 0;
    static inline int others_ = 0;
    static inline QtMessageHandler previous_ = nullptr;
};

struct Fixture {
    std::shared_ptr<SinkLog> log = std::make_shared<SinkLog>();
    RecordingSink* sink = nullptr;
    std::unique_ptr<Audio> audio;
    explicit Fixture(const QString& dir = QStringLiteral(":/sounds")) {
        auto s = std::make_unique<RecordingSink>(log);
        sink = s.get();
        audio = std::make_unique<Audio>(std::move(s), dir);
    }
};

}  // namespace

// ---------------------------------------------------------------- the files

class SoundFile : public ::testing::TestWithParam<SoundId> {};

TEST_P(SoundFile, IsACompiledInSixteenBitPcmWavAtTheCommonLevel) {
    const SoundId id = GetParam();
    QFile f(haolao::ui::sound_resource(id));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly)) << f.fileName().toStdString() << " not in resources";
    const Wav w = parse_wav(f.readAll());
    ASSERT_EQ(w.error, "") << f.fileName().toStdString();

    // Short and tight: effects and voices well under a few seconds; the music loop at most 30 s.
    const double max_seconds = id == SoundId::Music                             ? 30.0
                               : haolao::ui::sound_kind(id) == SoundKind::Voice ? 1.5
                                                                                : 2.5;
    EXPECT_GT(w.seconds(), 0.02);
    EXPECT_LE(w.seconds(), max_seconds);

    // Normalised: effects and voices peak at -3 dBFS, music at -6 (it sits under everything).
    int peak = 0;
    for (std::int16_t s : w.samples) peak = std::max(peak, std::abs(int(s)));
    const double target = id == SoundId::Music ? -6.0 : -3.0;
    EXPECT_NEAR(dbfs(peak), target, 0.5);

    // Faded ends: no step at the start or the end that would click. The music loop instead must
    // join up (end flowing into start), so its seam is checked the same way.
    const int first = std::abs(int(w.samples.front()));
    const int last = std::abs(int(w.samples.back()));
    if (id == SoundId::Music) {
        EXPECT_LT(std::abs(int(w.samples.back()) - int(w.samples.front())), 1000);
    } else {
        EXPECT_LT(first, 1000) << "starts with a step";
        EXPECT_LT(last, 200) << "ends with a step";
    }
}

INSTANTIATE_TEST_SUITE_P(AllSounds, SoundFile, ::testing::ValuesIn(all_sounds()),
                         [](const auto& info) { return std::string(sound_name(info.param)); });

TEST(WavParser, RejectsWhatIsNotSixteenBitPcm) {
    QFile f(haolao::ui::sound_resource(SoundId::Click));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray good = f.readAll();
    ASSERT_EQ(parse_wav(good).error, "");

    QByteArray eight_bit = good;
    eight_bit[34] = 8;  // bits per sample
    EXPECT_NE(parse_wav(eight_bit).error, "");
    QByteArray float_fmt = good;
    float_fmt[20] = 3;  // IEEE float
    EXPECT_NE(parse_wav(float_fmt).error, "");
    EXPECT_NE(parse_wav(good.left(good.size() - 10)).error, "");  // truncated
    EXPECT_NE(parse_wav(QByteArray("RIFX")).error, "");
}

TEST(SoundTable, NamesAreDistinctAndKindsMatchTheIds) {
    std::vector<std::string> names;
    for (SoundId id : all_sounds()) {
        names.emplace_back(haolao::ui::sound_name(id));
        const bool voice = names.back().rfind("voice_", 0) == 0;
        EXPECT_EQ(haolao::ui::sound_kind(id) == SoundKind::Voice, voice) << names.back();
        EXPECT_GT(haolao::ui::sound_gain(id), 0.0f);
        EXPECT_LE(haolao::ui::sound_gain(id), 1.0f);
    }
    std::sort(names.begin(), names.end());
    EXPECT_EQ(std::unique(names.begin(), names.end()), names.end());
    EXPECT_EQ(haolao::ui::sound_kind(SoundId::Music), SoundKind::Music);
}

// ---------------------------------------------------------------- the service

TEST(Audio, LoadsEverySoundUpFrontWithoutWarnings) {
    WarningCounter warnings;
    Fixture fx;
    EXPECT_EQ(fx.log->loaded.size(), std::size_t(kSoundCount));
    for (SoundId id : all_sounds()) EXPECT_TRUE(fx.audio->loaded(id));
    EXPECT_FALSE(fx.audio->silent());
    EXPECT_EQ(warnings.count(), 0);
    EXPECT_EQ(fx.audio->problems(), 0);
}

TEST(Audio, PlayEmitsPlayedAndReachesTheSink) {
    Fixture fx;
    QSignalSpy spy(fx.audio.get(), &Audio::played);
    fx.audio->play(SoundId::Discard);
    fx.audio->play(SoundId::Discard);
    fx.audio->play(SoundId::VoiceKong);
    ASSERT_EQ(spy.count(), 3);
    EXPECT_EQ(spy.at(2).at(0).value<SoundId>(), SoundId::VoiceKong);
    EXPECT_EQ(fx.log->plays[SoundId::Discard], 2);
    EXPECT_EQ(fx.audio->play_count(SoundId::Discard), 2);
    EXPECT_EQ(fx.audio->play_count(SoundId::Kong), 0);
}

struct SwitchCase {
    const char* name;
    bool effects, voice;
    SoundId id;
    bool heard;
};

class AudioSwitch : public ::testing::TestWithParam<SwitchCase> {};

TEST_P(AudioSwitch, OnlySoundsOfAnEnabledKindPlay) {
    const SwitchCase& c = GetParam();
    Fixture fx;
    fx.audio->set_effects_enabled(c.effects);
    fx.audio->set_voice_enabled(c.voice);
    QSignalSpy spy(fx.audio.get(), &Audio::played);
    fx.audio->play(c.id);
    EXPECT_EQ(spy.count(), c.heard ? 1 : 0);
    EXPECT_EQ(fx.log->plays[c.id], c.heard ? 1 : 0);
    EXPECT_EQ(fx.audio->play_count(c.id), c.heard ? 1 : 0);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, AudioSwitch,
    ::testing::Values(SwitchCase{"EffectOn", true, true, SoundId::Discard, true},
                      SwitchCase{"EffectOff", false, true, SoundId::Discard, false},
                      SwitchCase{"TimerOff", false, true, SoundId::TimerWarning, false},
                      SwitchCase{"VoiceWithEffectsOff", false, true, SoundId::VoiceWin, true},
                      SwitchCase{"VoiceOff", true, false, SoundId::VoiceHaolao, false},
                      SwitchCase{"EffectWithVoiceOff", true, false, SoundId::Kong, true},
                      SwitchCase{"AllOff", false, false, SoundId::VoiceSelfDraw, false}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Audio, SwitchingAKindOffStopsWhatIsPlaying) {
    Fixture fx;
    fx.audio->play(SoundId::Win);
    fx.audio->set_effects_enabled(false);
    EXPECT_GE(fx.log->stops[SoundId::Win], 1);
    EXPECT_EQ(fx.log->stops[SoundId::VoiceWin], 0);
    fx.audio->set_voice_enabled(false);
    EXPECT_GE(fx.log->stops[SoundId::VoiceWin], 1);
}

TEST(Audio, MusicIsOffByDefaultLoopsWhenOnAndStopsWhenOff) {
    Fixture fx;
    EXPECT_FALSE(fx.audio->music_enabled());
    fx.audio->play(SoundId::Music);
    EXPECT_EQ(fx.log->plays[SoundId::Music], 0);
    fx.audio->set_music_enabled(true);
    EXPECT_EQ(fx.log->plays[SoundId::Music], 1);
    EXPECT_TRUE(fx.log->looped_music);
    fx.audio->set_music_enabled(true);  // already on: not restarted
    EXPECT_EQ(fx.log->plays[SoundId::Music], 1);
    fx.audio->set_music_enabled(false);
    EXPECT_EQ(fx.log->stops[SoundId::Music], 1);
}

struct VolumeCase {
    int set, expect;
};

class AudioVolume : public ::testing::TestWithParam<VolumeCase> {};

TEST_P(AudioVolume, ClampsAndReachesTheSinkAtOnce) {
    const VolumeCase& c = GetParam();
    Fixture fx;
    fx.audio->set_volume(c.set);
    EXPECT_EQ(fx.audio->volume(), c.expect);
    for (SoundId id : all_sounds()) {
        const float v = fx.log->volume[id];
        EXPECT_FLOAT_EQ(v, fx.audio->linear_volume(id));
        EXPECT_GE(v, 0.0f);
        EXPECT_LE(v, haolao::ui::sound_gain(id));
        if (c.expect == 0) {
            EXPECT_EQ(v, 0.0f);
        }
        if (c.expect == 100) {
            EXPECT_FLOAT_EQ(v, haolao::ui::sound_gain(id));
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, AudioVolume,
                         ::testing::Values(VolumeCase{-20, 0}, VolumeCase{0, 0}, VolumeCase{1, 1},
                                           VolumeCase{50, 50}, VolumeCase{100, 100},
                                           VolumeCase{101, 100}, VolumeCase{100000, 100}));

TEST(Audio, LouderSettingIsLouder) {
    Fixture fx;
    float previous = -1.0f;
    for (int v = 0; v <= 100; v += 10) {
        fx.audio->set_volume(v);
        const float now = fx.log->volume[SoundId::Discard];
        EXPECT_GT(now, previous) << v;
        previous = now;
    }
}

TEST(Audio, MissingFilesMeanSilenceAndOneWarning) {
    WarningCounter warnings;
    QTemporaryDir empty;
    ASSERT_TRUE(empty.isValid());
    Fixture fx(empty.path());
    EXPECT_TRUE(fx.audio->silent());
    EXPECT_TRUE(fx.log->loaded.empty());
    QSignalSpy spy(fx.audio.get(), &Audio::played);
    for (SoundId id : all_sounds()) fx.audio->play(id);
    fx.audio->set_music_enabled(true);
    fx.audio->set_volume(30);
    EXPECT_TRUE(fx.log->plays.empty());   // nothing reaches the sink
    EXPECT_EQ(spy.count(), kSoundCount);  // but the game still hears of every moment
    EXPECT_EQ(warnings.count(), 1);
    EXPECT_EQ(fx.audio->problems(), kSoundCount);
}

TEST(Audio, OneMissingFileSilencesOnlyThatSound) {
    WarningCounter warnings;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (SoundId id : all_sounds()) {
        if (id == SoundId::Dice) continue;
        const QString name = QString::fromLatin1(haolao::ui::sound_name(id)) + ".wav";
        ASSERT_TRUE(QFile::copy(haolao::ui::sound_resource(id), dir.filePath(name)));
    }
    Fixture fx(dir.path());
    EXPECT_FALSE(fx.audio->silent());
    EXPECT_FALSE(fx.audio->loaded(SoundId::Dice));
    EXPECT_TRUE(fx.audio->loaded(SoundId::Discard));
    fx.audio->play(SoundId::Dice);
    fx.audio->play(SoundId::Discard);
    EXPECT_EQ(fx.log->plays[SoundId::Dice], 0);
    EXPECT_EQ(fx.log->plays[SoundId::Discard], 1);
    EXPECT_EQ(warnings.count(), 1);
}

TEST(Audio, LateBackendFailuresAddNoSecondWarning) {
    WarningCounter warnings;
    Fixture fx;
    fx.sink->fail_later(QStringLiteral("decoder gave up"));
    fx.sink->fail_later(QStringLiteral("device vanished"));
    EXPECT_EQ(warnings.count(), 1);
    EXPECT_EQ(fx.audio->problems(), 2);
    fx.audio->play(SoundId::Click);  // still usable
    EXPECT_EQ(fx.log->plays[SoundId::Click], 1);
}

// Only a missing device is "no device": missing files silence the game too, but the Sound page's
// "No audio output device was found" would be wrong for them.
TEST(Audio, NoDeviceIsToldApartFromMissingFiles) {
    WarningCounter warnings;
    Audio none(nullptr);
    EXPECT_TRUE(none.silent());
    EXPECT_TRUE(none.no_device());
    QTemporaryDir empty;
    ASSERT_TRUE(empty.isValid());
    Fixture no_files(empty.path());
    EXPECT_TRUE(no_files.audio->silent());
    EXPECT_FALSE(no_files.audio->no_device());
    Fixture fine;
    EXPECT_FALSE(fine.audio->no_device());
    // The real backend: no device exactly when it found none.
    Audio real;
    QString error;
    EXPECT_EQ(real.no_device(), haolao::ui::make_sound_effect_sink(&error) == nullptr);
}

TEST(Audio, SilentSinkPlaysEverythingQuietly) {
    WarningCounter warnings;
    Audio audio(std::make_unique<SilentAudio>());
    audio.set_music_enabled(true);
    for (SoundId id : all_sounds()) audio.play(id);
    EXPECT_EQ(audio.play_count(SoundId::Win), 1);
    EXPECT_EQ(warnings.count(), 0);
}

// The real backend, whatever this machine has: with no device (CI, offscreen) it must fall back to
// silence with one warning, quickly; with one, loading the compiled-in files must not complain.
TEST(Audio, DefaultBackendNeverBlocksOrCrashes) {
    WarningCounter warnings;
    QElapsedTimer timer;
    timer.start();
    {
        Audio audio;
        audio.set_volume(0);  // quiet on a desktop; this is about never blocking
        audio.set_music_enabled(true);
        for (SoundId id : all_sounds()) audio.play(id);
        QCoreApplication::processEvents();
        audio.set_music_enabled(false);
        if (audio.silent()) {
            EXPECT_EQ(warnings.count(), 1);
            EXPECT_EQ(warnings.others(), 0) << "a backend's own complaint got through";
        }
        EXPECT_LE(warnings.count(), 1);
        EXPECT_EQ(audio.play_count(SoundId::Discard), 1);
    }
    EXPECT_LT(timer.elapsed(), 5000);
}

// Only where there is an output device (a desktop, or a CI job with a PulseAudio null sink): every
// compiled-in file must decode and play through QSoundEffect without a single complaint. At volume
// 0, so a test run on a desktop stays quiet; HAOLAO_TEST_AUDIBLE=1 plays them out loud, one a
// second (to listen, or to record the sink's monitor and look at it).
TEST(Audio, RealDevicePlaysEveryFileCleanly) {
    QString why;
    if (!haolao::ui::make_sound_effect_sink(&why)) GTEST_SKIP() << why.toStdString();
    const bool audible = qEnvironmentVariableIntValue("HAOLAO_TEST_AUDIBLE") == 1;
    const int gap = audible ? 1000 : 250;
    WarningCounter warnings;
    Audio audio;
    ASSERT_FALSE(audio.silent());
    audio.set_volume(audible ? 100 : 0);
    audio.set_music_enabled(true);
    QTest::qWait(audible ? 3000 : 300);
    audio.set_music_enabled(false);
    for (SoundId id : all_sounds()) {
        if (id == SoundId::Music) continue;
        audio.play(id);
        QTest::qWait(id == SoundId::Win ? 2 * gap : gap);
    }
    QTest::qWait(500);
    EXPECT_EQ(warnings.count(), 0);
    EXPECT_EQ(warnings.others(), 0);
    for (SoundId id : all_sounds()) EXPECT_TRUE(audio.loaded(id));
}
