// SPDX-License-Identifier: GPL-3.0-or-later
// Sound effects, Mandarin voice callouts and the music loop (assets/sounds, compiled in as
// ":/sounds/*.wav"). The table asks `Audio::play(id)` at each moment; the settings (master volume,
// effects / voice / music on or off) apply at once. Without an audio device, backend or file the
// game runs silently and logs one warning: sound is never a reason to crash or to wait.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>

namespace haolao::ui {

enum class SoundId : std::uint8_t {
    Draw,           // a tile drawn from the wall: soft slide and tick
    Discard,        // a tile put down: the clack
    Dice,           // the dealer's dice
    Kong,           // four tiles laid out (杠)
    Win,            // a hand won (胡)
    DrawGame,       // 流局: the wall ran out
    Declare,        // 报听: declaring ready
    Click,          // a button
    TimerWarning,   // the human's time is nearly up
    VoiceKong,      // “杠” (gàng)
    VoiceReady,     // “听” (tīng)
    VoiceWin,       // “胡” (hú)
    VoiceSelfDraw,  // “自摸” (zì mō)
    VoiceHaolao,    // “海捞” (hǎi lāo)
    Music,          // background loop
    VoicePong,      // “碰” (pèng), Handan's pong call
};
inline constexpr int kSoundCount = 16;

// The three switches a sound answers to.
enum class SoundKind : std::uint8_t { Effect, Voice, Music };

SoundKind sound_kind(SoundId id);
// File stem in assets/sounds, e.g. "discard", "voice_gang".
const char* sound_name(SoundId id);
// The compiled-in resource, e.g. ":/sounds/discard.wav".
QString sound_resource(SoundId id);
// Loudness trim per sound, 0..1: every file is normalised to the same peak, so sustained tones
// (beeps, chimes, music) are turned down to sit with the short clacks.
float sound_gain(SoundId id);

// Where sounds go. The game uses QSoundEffect (one per sound, preloaded); tests and machines
// without audio use SilentAudio or their own recording sink.
class AudioSink {
  public:
    virtual ~AudioSink() = default;
    // Prepares `id` from `path` (a file or ":/…" resource). False, with a reason in `error`, if it
    // cannot be played. A sink may also fail later (asynchronous decoding): it then calls report().
    virtual bool load(SoundId id, const QString& path, QString* error) = 0;
    virtual void play(SoundId id, bool loop) = 0;
    virtual void stop(SoundId id) = 0;
    virtual void set_volume(SoundId id, float linear) = 0;  // 0..1, linear amplitude

    // Set by Audio: where late failures go.
    void set_reporter(std::function<void(const QString&)> r) { reporter_ = std::move(r); }

  protected:
    void report(const QString& problem) const {
        if (reporter_) reporter_(problem);
    }

  private:
    std::function<void(const QString&)> reporter_;
};

// Plays nothing, accepts everything.
class SilentAudio final : public AudioSink {
  public:
    bool load(SoundId, const QString&, QString*) override { return true; }
    void play(SoundId, bool) override {}
    void stop(SoundId) override {}
    void set_volume(SoundId, float) override {}
};

// QSoundEffect per sound on the default output device. Null (with the reason in `error`) when
// there is no output device, so the caller can fall back to SilentAudio.
std::unique_ptr<AudioSink> make_sound_effect_sink(QString* error);

class Audio : public QObject {
    Q_OBJECT
  public:
    // The real thing: QSoundEffect on the default device, or silence (and one warning) if none.
    explicit Audio(QObject* parent = nullptr);
    // A given sink (tests); sounds are loaded from `dir`/<name>.wav, ":/sounds" by default.
    explicit Audio(std::unique_ptr<AudioSink> sink, const QString& dir = QStringLiteral(":/sounds"),
                   QObject* parent = nullptr);
    ~Audio() override;

    // Plays `id` if its kind is switched on: emits played(id) (also when the sink is silent, so the
    // table can be tested), then the sink sounds it. Music loops until switched off.
    void play(SoundId id);
    void stop(SoundId id);

    // Master volume, 0..100 (clamped), on a perceptual scale; applies to what is playing now.
    void set_volume(int volume);
    int volume() const { return volume_; }

    // Switching a kind off silences what of it is playing; switching music on starts the loop.
    void set_effects_enabled(bool on);
    void set_voice_enabled(bool on);
    void set_music_enabled(bool on);
    bool effects_enabled() const { return enabled_[0]; }
    bool voice_enabled() const { return enabled_[1]; }
    bool music_enabled() const { return enabled_[2]; }
    bool enabled(SoundKind kind) const { return enabled_[static_cast<int>(kind)]; }

    // True when no sound can come out at all (no device / backend, or nothing loaded).
    bool silent() const { return silent_; }
    // No audio output device (or backend) at start: the Settings' Sound page says so.
    bool no_device() const { return no_device_; }
    // Whether `id` loaded; false: it plays silently.
    bool loaded(SoundId id) const { return loaded_[static_cast<int>(id)]; }
    // How often play(id) went through since construction.
    int play_count(SoundId id) const { return counts_[static_cast<int>(id)]; }
    // Warnings logged (at most one: the first problem; the rest only counted here).
    int problems() const { return problems_; }

    // The linear amplitude the sink gets for `id` at the current master volume.
    float linear_volume(SoundId id) const;

  signals:
    void played(haolao::ui::SoundId id);

  private:
    void init(const QString& dir);
    void problem(const QString& what);
    void apply_volume();

    std::unique_ptr<AudioSink> sink_;
    int volume_ = 80;
    std::array<bool, 3> enabled_{true, true, false};  // effects, voice, music
    std::array<bool, kSoundCount> loaded_{};
    std::array<int, kSoundCount> counts_{};
    bool silent_ = false;
    bool no_device_ = false;
    int problems_ = 0;
};

}  // namespace haolao::ui
