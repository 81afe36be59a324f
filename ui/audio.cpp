// SPDX-License-Identifier: GPL-3.0-or-later
#include "audio.h"

#include <QAudio>
#include <QAudioDevice>
#include <QFile>
#include <QMediaDevices>
#include <QPointer>
#include <QSoundEffect>
#include <QUrl>
#include <QVariantAnimation>
#include <QtGlobal>
#include <algorithm>
#include <cstdio>
#include <utility>

namespace haolao::ui {

namespace {

struct SoundInfo {
    const char* name;
    SoundKind kind;
    float gain;
};

// By SoundId. Gains: the files all peak at -3 dBFS, but a 0.3 s beep or a 2 s chime carries far
// more energy than a 10 ms clack, so the sustained ones are turned down (by ear and by RMS level).
constexpr std::array<SoundInfo, kSoundCount> kSounds{{
    {"draw", SoundKind::Effect, 0.8f},
    {"discard", SoundKind::Effect, 1.0f},
    {"dice", SoundKind::Effect, 0.9f},
    {"kong", SoundKind::Effect, 1.0f},
    {"win", SoundKind::Effect, 0.7f},
    {"drawgame", SoundKind::Effect, 0.55f},
    {"declare", SoundKind::Effect, 0.6f},
    {"click", SoundKind::Effect, 0.5f},
    {"timer", SoundKind::Effect, 0.4f},
    {"voice_gang", SoundKind::Voice, 1.0f},
    {"voice_ting", SoundKind::Voice, 1.0f},
    {"voice_hu", SoundKind::Voice, 1.0f},
    {"voice_zimo", SoundKind::Voice, 1.0f},
    {"voice_haolao", SoundKind::Voice, 1.0f},
    {"music", SoundKind::Music, 0.35f},
    {"voice_peng", SoundKind::Voice, 1.0f},
}};

const SoundInfo& info(SoundId id) {
    return kSounds[static_cast<std::size_t>(id)];
}

// One QSoundEffect per sound, created and loaded up front so the first clack is not late.
class SoundEffectSink final : public AudioSink {
  public:
    explicit SoundEffectSink(QAudioDevice device) : device_(std::move(device)) {}

    bool load(SoundId id, const QString& path, QString* error) override {
        auto fx = std::make_unique<QSoundEffect>(device_);
        QSoundEffect* raw = fx.get();
        // Decoding is asynchronous: a bad file shows up here, later.
        QObject::connect(raw, &QSoundEffect::statusChanged, raw, [this, raw] {
            if (raw->status() == QSoundEffect::Error)
                report(QStringLiteral("cannot play %1").arg(raw->source().toString()));
        });
        raw->setSource(path.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc") + path)
                                                         : QUrl::fromLocalFile(path));
        if (raw->status() == QSoundEffect::Error) {
            if (error) *error = QStringLiteral("cannot load %1").arg(path);
            return false;
        }
        effects_[static_cast<std::size_t>(id)] = std::move(fx);
        return true;
    }

    void play(SoundId id, bool loop) override {
        if (QSoundEffect* fx = effect(id)) {
            cancel_fade(id);
            fx->setLoopCount(loop ? QSoundEffect::Infinite : 1);
            fx->play();  // restarts it if it is still sounding: a new clack cuts the old one
        }
    }

    void stop(SoundId id) override {
        QSoundEffect* fx = effect(id);
        if (!fx) return;
        const auto i = static_cast<std::size_t>(id);
        if (fx->loopCount() != QSoundEffect::Infinite || !fx->isPlaying() || fades_[i]) {
            if (!fades_[i]) fx->stop();
            return;
        }
        // A loop cut mid-wave clicks: fade it out over a moment, then stop.
        auto* fade = new QVariantAnimation(fx);
        fade->setDuration(180);
        fade->setStartValue(double(fx->volume()));
        fade->setEndValue(0.0);
        QObject::connect(fade, &QVariantAnimation::valueChanged, fx,
                         [fx](const QVariant& v) { fx->setVolume(float(v.toDouble())); });
        QObject::connect(fade, &QVariantAnimation::finished, fx, [this, fx, i] {
            fx->stop();
            fx->setVolume(volumes_[i]);
        });
        fades_[i] = fade;
        fade->start(QAbstractAnimation::DeleteWhenStopped);
    }

    void set_volume(SoundId id, float linear) override {
        const auto i = static_cast<std::size_t>(id);
        volumes_[i] = linear;
        if (QSoundEffect* fx = effect(id); fx && !fades_[i]) fx->setVolume(linear);
    }

  private:
    QSoundEffect* effect(SoundId id) const { return effects_[static_cast<std::size_t>(id)].get(); }

    void cancel_fade(SoundId id) {
        const auto i = static_cast<std::size_t>(id);
        if (!fades_[i]) return;
        delete fades_[i].data();
        effects_[i]->setVolume(volumes_[i]);
    }

    QAudioDevice device_;
    std::array<std::unique_ptr<QSoundEffect>, kSoundCount> effects_;
    std::array<float, kSoundCount> volumes_{};
    std::array<QPointer<QVariantAnimation>, kSoundCount> fades_;
};

// Qt's PulseAudio backend logs its own line when no sound server runs; Audio already says so in
// its one warning, so while probing for a device that line is dropped (everything else passes).
class QuietPulseProbe {
  public:
    QuietPulseProbe() { previous_ = qInstallMessageHandler(&QuietPulseProbe::handle); }
    ~QuietPulseProbe() { qInstallMessageHandler(previous_); }
    QuietPulseProbe(const QuietPulseProbe&) = delete;
    QuietPulseProbe& operator=(const QuietPulseProbe&) = delete;

  private:
    static void handle(QtMsgType type, const QMessageLogContext& context, const QString& msg) {
        if (type == QtWarningMsg && msg.startsWith(QLatin1String("PulseAudioService:"))) return;
        if (previous_)
            previous_(type, context, msg);
        else
            fprintf(stderr, "%s\n", qUtf8Printable(qFormatLogMessage(type, context, msg)));
    }
    static inline QtMessageHandler previous_ = nullptr;
};

}  // namespace

SoundKind sound_kind(SoundId id) {
    return info(id).kind;
}
const char* sound_name(SoundId id) {
    return info(id).name;
}
QString sound_resource(SoundId id) {
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(sound_name(id)));
}
float sound_gain(SoundId id) {
    return info(id).gain;
}

std::unique_ptr<AudioSink> make_sound_effect_sink(QString* error) {
    // Without a running sound server (PulseAudio / PipeWire) Qt lists no outputs.
    QAudioDevice device;
    {
        QuietPulseProbe quiet;
        device = QMediaDevices::defaultAudioOutput();
    }
    if (device.isNull()) {
        if (error) *error = QStringLiteral("no audio output device");
        return nullptr;
    }
    return std::make_unique<SoundEffectSink>(device);
}

Audio::Audio(QObject* parent) : QObject(parent) {
    QString error;
    sink_ = make_sound_effect_sink(&error);
    if (!sink_) {
        sink_ = std::make_unique<SilentAudio>();
        silent_ = true;
        no_device_ = true;
        problem(error);
    }
    init(QStringLiteral(":/sounds"));
}

Audio::Audio(std::unique_ptr<AudioSink> sink, const QString& dir, QObject* parent)
    : QObject(parent), sink_(std::move(sink)) {
    if (!sink_) {
        sink_ = std::make_unique<SilentAudio>();
        silent_ = true;
        no_device_ = true;
    }
    init(dir);
}

Audio::~Audio() {
    // The sink's late reports call back into this object: cut that before it goes.
    sink_->set_reporter({});
    sink_.reset();
}

void Audio::init(const QString& dir) {
    sink_->set_reporter([this](const QString& what) { problem(what); });
    bool any = false;
    for (int i = 0; i < kSoundCount; ++i) {
        const auto id = static_cast<SoundId>(i);
        const QString path = QStringLiteral("%1/%2.wav").arg(dir, QLatin1String(sound_name(id)));
        QString error;
        if (!QFile::exists(path)) {
            problem(QStringLiteral("missing sound file %1").arg(path));
        } else if (!sink_->load(id, path, &error)) {
            problem(error);
        } else {
            loaded_[i] = true;
            any = true;
        }
    }
    if (!any) silent_ = true;
    apply_volume();
}

void Audio::problem(const QString& what) {
    // One warning is enough to explain the silence; a line per sound per play would be noise.
    if (++problems_ == 1)
        qWarning("haolao: sound: %s; playing on without it", qUtf8Printable(what));
}

float Audio::linear_volume(SoundId id) const {
    // The slider is perceptual (equal steps sound equal); the sink wants amplitude.
    const auto linear =
        QAudio::convertVolume(static_cast<float>(volume_) / 100.0f, QAudio::LogarithmicVolumeScale,
                              QAudio::LinearVolumeScale);
    return static_cast<float>(linear) * sound_gain(id);
}

void Audio::apply_volume() {
    for (int i = 0; i < kSoundCount; ++i)
        if (loaded_[i]) sink_->set_volume(static_cast<SoundId>(i), linear_volume(SoundId(i)));
}

void Audio::play(SoundId id) {
    if (!enabled(sound_kind(id))) return;
    const auto i = static_cast<int>(id);
    ++counts_[i];
    emit played(id);
    if (loaded_[i]) sink_->play(id, id == SoundId::Music);
}

void Audio::stop(SoundId id) {
    if (loaded_[static_cast<int>(id)]) sink_->stop(id);
}

void Audio::set_volume(int volume) {
    volume_ = std::clamp(volume, 0, 100);
    apply_volume();
}

void Audio::set_effects_enabled(bool on) {
    enabled_[0] = on;
    if (on) return;
    for (int i = 0; i < kSoundCount; ++i)
        if (sound_kind(SoundId(i)) == SoundKind::Effect) stop(SoundId(i));
}

void Audio::set_voice_enabled(bool on) {
    enabled_[1] = on;
    if (on) return;
    for (int i = 0; i < kSoundCount; ++i)
        if (sound_kind(SoundId(i)) == SoundKind::Voice) stop(SoundId(i));
}

void Audio::set_music_enabled(bool on) {
    if (on == enabled_[2]) return;
    enabled_[2] = on;
    if (on)
        play(SoundId::Music);
    else
        stop(SoundId::Music);
}

}  // namespace haolao::ui
