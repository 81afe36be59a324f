// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's own small PRNG: xoshiro256** seeded through splitmix64. Its output is fixed by
// the seed on every platform and standard library (std::mt19937 is, its distributions are not),
// so a seed pins the shuffle and the dice everywhere.
#pragma once

#include <cstdint>

namespace haolao {

// splitmix64's finaliser: mixes one word into a well-spread one (seed derivations).
constexpr std::uint64_t mix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed) {
        for (auto& word : s_) {
            // splitmix64: spreads a small seed over the 256-bit state (never all zero).
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n ≥ 1 (Lemire's multiply-shift with rejection: unbiased).
    std::uint32_t below(std::uint32_t n) {
        std::uint64_t m = (next() >> 32) * n;
        auto low = static_cast<std::uint32_t>(m);
        if (low < n) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;
            while (low < threshold) {
                m = (next() >> 32) * n;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    int die() { return 1 + static_cast<int>(below(6)); }  // 1-6

    // Fisher-Yates over [first, first + n).
    template <typename T>
    void shuffle(T* first, int n) {
        for (int i = n - 1; i > 0; --i) {
            const int j = static_cast<int>(below(static_cast<std::uint32_t>(i + 1)));
            T tmp = first[i];
            first[i] = first[j];
            first[j] = tmp;
        }
    }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4]{};
};

}  // namespace haolao
