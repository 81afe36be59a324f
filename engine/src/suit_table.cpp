// SPDX-License-Identifier: GPL-3.0-or-later
#include "suit_table.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace haolao::detail {

namespace {

std::unique_ptr<SuitTable> build(int length, bool chows) {
    auto t = std::make_unique<SuitTable>();
    t->length = length;
    t->chows = chows;
    const std::uint32_t size = kPow5[length];
    t->complete.assign((size + 63) / 64, 0);
    t->entry.assign(size, 0);
    std::vector<CostVector> cost(size);  // build-time only; the table keeps the packed form
    std::vector<std::uint16_t> contains(size, 0);  // bit 2k + p: holds k sets + p pairs

    // Ascending codes: every sub-pattern (fewer tiles) has a smaller code.
    std::array<int, 9> digit{};
    for (std::uint32_t code = 0; code < size; ++code) {
        if (code) {
            for (int i = 0; digit[i]++ == 4; ++i) digit[i] = 0;  // base-5 increment
        }
        int sum = 0;
        int low = -1;
        for (int i = 0; i < length; ++i) {
            sum += digit[i];
            if (low < 0 && digit[i]) low = i;
        }
        bool done = sum == 0;
        if (low >= 0 && sum % 3 != 1) {
            const int i = low;
            if (digit[i] >= 3 && t->is_complete(code - 3 * kPow5[i])) done = true;
            if (!done && chows && i + 2 < length && digit[i + 1] && digit[i + 2] &&
                t->is_complete(code - kPow5[i] - kPow5[i + 1] - kPow5[i + 2]))
                done = true;
            if (!done && sum % 3 == 2 && digit[i] >= 2 && t->is_complete(code - 2 * kPow5[i]))
                done = true;
        }
        if (done) t->complete[code >> 6] |= std::uint64_t{1} << (code & 63);

        std::uint16_t bits = 0;
        if (done && sum <= 3 * kMaxSets + 2)
            bits = std::uint16_t(1u << (2 * (sum / 3) + sum % 3 / 2));
        for (int i = 0; i < length; ++i)
            if (digit[i]) bits |= contains[code - kPow5[i]];
        contains[code] = bits;
    }

    // Descending codes: cost = 0 if contained, else 1 + the best single addition.
    digit.fill(4);
    for (std::uint32_t code = size; code-- > 0;) {
        if (code != size - 1) {
            for (int i = 0; digit[i]-- == 0; ++i) digit[i] = 4;  // base-5 decrement
        }
        CostVector best;
        best.fill(kUnreachable);
        std::uint16_t completing = 0;
        std::uint16_t removing = 0;
        for (int i = 0; i < length; ++i) {
            if (digit[i] && t->is_complete(code - kPow5[i])) removing |= std::uint16_t(1u << i);
            if (digit[i] == 4) continue;
            if (t->is_complete(code + kPow5[i])) completing |= std::uint16_t(1u << i);
            const CostVector& up = cost[code + kPow5[i]];
            for (int j = 0; j < kCostSlots; ++j) best[j] = std::min(best[j], up[j]);
        }
        for (int j = 0; j < kCostSlots; ++j) {
            const bool has = (contains[code] >> j) & 1u;
            best[j] = has ? 0 : std::uint8_t(std::min<int>(kUnreachable, best[j] + 1));
        }
        cost[code] = best;
        PackedEntry e = PackedEntry{completing} << kCompletingShift | PackedEntry{removing}
                                                                          << kRemovingShift;
        for (int j = 0; j < kCostSlots; ++j)
            e |= PackedEntry{best[j] >= kUnreachable ? kPackedUnreachable : best[j]} << (4 * j);
        t->entry[code] = e;
    }
    return t;
}

}  // namespace

const SuitTable& run_table(int length) {
    static std::array<std::once_flag, 10> once;
    static std::array<std::unique_ptr<SuitTable>, 10> tables;
    std::call_once(once[length], [length] { tables[length] = build(length, true); });
    return *tables[length];
}

const SuitTable& honor_table() {
    static const std::unique_ptr<SuitTable> table = build(7, false);
    return *table;
}

namespace {

constexpr unsigned kCap = kPackedUnreachable;  // 15

unsigned slot(ClassCosts v, int j) {
    return static_cast<unsigned>(v >> (4 * j)) & 15u;
}

// Min-plus convolution of two capped cost vectors up to 4 sets; with `eight`, only the splits
// where a's share alone makes ≥ 8 tiles (3+ sets, or 2+ sets with the pair).
ClassCosts combine(ClassCosts a, ClassCosts b, bool eight = false) {
    ClassCosts out = 0;
    for (int k = 0; k <= kMaxSets; ++k) {
        unsigned p0 = kCap;
        unsigned p1 = kCap;
        for (int j = 0; j <= k; ++j) {
            const int i = k - j;
            if (!eight || j >= 3) {
                p0 = std::min(p0, slot(a, 2 * j) + slot(b, 2 * i));
                p1 = std::min(p1, slot(a, 2 * j) + slot(b, 2 * i + 1));
            }
            if (!eight || j >= 2) p1 = std::min(p1, slot(a, 2 * j + 1) + slot(b, 2 * i));
        }
        out |= ClassCosts{p0} << (8 * k) | ClassCosts{p1} << (8 * k + 4);
    }
    return out;
}

ClassCosts slot_min(ClassCosts a, ClassCosts b) {
    ClassCosts out = 0;
    for (int j = 0; j < kCostSlots; ++j)
        out |= ClassCosts{std::min(slot(a, j), slot(b, j))} << (4 * j);
    return out;
}

// Tiles to add for 4 sets + a pair from a rest (the other parts combined) and one part c;
// with `eight_rest`, c's own share must make the 8 tiles wherever the rest's plain costs are
// used (`rest8` holds the rest's splits that make them elsewhere).
unsigned finish(ClassCosts rest, ClassCosts c, int sets = kMaxSets) {
    unsigned best = kCap;
    for (int j = 0; j <= 2 * sets + 1; ++j)
        best = std::min(best, slot(c, j) + slot(rest, 2 * sets + 1 - j));
    return std::min(best, kCap);
}
unsigned finish8(ClassCosts rest, ClassCosts rest8, ClassCosts c) {
    unsigned best = kCap;
    for (int k = 0; k <= kMaxSets; ++k)
        for (int pair = 0; pair < 2; ++pair) {
            const int j = 2 * k + pair;
            const bool own = 3 * k + 2 * pair >= 8;
            best = std::min(best, slot(c, j) + slot(own ? rest : rest8, kCostSlots - 1 - j));
        }
    return std::min(best, kCap);
}

template <class Key>
class Interner {
  public:
    unsigned id(const Key& k) {
        const auto [it, added] = ids_.try_emplace(k, static_cast<unsigned>(keys_.size()));
        if (added) keys_.push_back(k);
        return it->second;
    }
    const std::vector<Key>& keys() const { return keys_; }

  private:
    std::map<Key, unsigned> ids_;
    std::vector<Key> keys_;
};

// Class ids must fit their tables' element types; the counts are fixed by the rules (see the
// header), so this only fails if the tables themselves are wrong.
void check_fits(std::size_t count, std::size_t limit, const char* what) {
    if (count <= limit) return;
    std::fprintf(stderr, "haolao: %zu %s classes, more than the %zu the tables hold\n", count, what,
                 limit);
    std::abort();
}

std::unique_ptr<SuitClasses> classes_of(const SuitTable& t) {
    auto c = std::make_unique<SuitClasses>();
    c->of.resize(t.entry.size());
    std::unordered_map<ClassCosts, std::uint8_t> ids;
    constexpr ClassCosts kMask = (ClassCosts{1} << (4 * kCostSlots)) - 1;
    ClassCosts last = ~ClassCosts{0};
    std::uint8_t last_id = 0;
    for (std::size_t code = 0; code < t.entry.size(); ++code) {
        const ClassCosts k = t.entry[code] & kMask;
        if (k != last) {
            const auto [it, added] = ids.try_emplace(k, static_cast<std::uint8_t>(c->costs.size()));
            if (added) {
                c->costs.push_back(k);
                check_fits(c->costs.size(), 256, "suit");
            }
            last = k;
            last_id = it->second;
        }
        c->of[code] = last_id;
    }
    c->count = static_cast<int>(c->costs.size());
    return c;
}

const SuitClasses& run_classes(int length) {
    static const std::unique_ptr<SuitClasses> seven = classes_of(run_table(7));
    if (length == 7) return *seven;
    static const std::unique_ptr<SuitClasses> nine = classes_of(run_table(9));
    return *nine;
}

const SuitClasses& honor_classes() {
    static const std::unique_ptr<SuitClasses> c = classes_of(honor_table());
    return *c;
}

std::unique_ptr<HefeiClassTables> build_hefei() {
    auto t = std::make_unique<HefeiClassTables>();
    t->suit = &run_classes(7);
    const int n = t->n = t->suit->count;
    const auto& v = t->suit->costs;
    Interner<ClassCosts> pairs;
    Interner<std::pair<ClassCosts, ClassCosts>> pairs8;
    t->pair.resize(std::size_t(n) * n);
    t->pair8.resize(std::size_t(n) * n);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            const ClassCosts all = combine(v[a], v[b]);
            const ClassCosts eight = slot_min(combine(v[a], v[b], true), combine(v[b], v[a], true));
            t->pair[a * n + b] = static_cast<std::uint8_t>(pairs.id(all));
            t->pair8[a * n + b] = static_cast<std::uint16_t>(pairs8.id({all, eight}));
        }
    check_fits(pairs.keys().size(), 256, "two-suit");
    check_fits(pairs8.keys().size(), 65536, "two-suit 8-tile");
    t->pairs = static_cast<int>(pairs.keys().size());
    t->pairs8 = static_cast<int>(pairs8.keys().size());
    t->finish.resize(std::size_t(t->pairs) * n);
    for (int ab = 0; ab < t->pairs; ++ab)
        for (int c = 0; c < n; ++c)
            t->finish[ab * n + c] = static_cast<std::uint8_t>(finish(pairs.keys()[ab], v[c]));
    t->finish8.resize(std::size_t(t->pairs8) * n);
    for (int ab = 0; ab < t->pairs8; ++ab) {
        const auto& [all, eight] = pairs8.keys()[ab];
        for (int c = 0; c < n; ++c)
            t->finish8[ab * n + c] = static_cast<std::uint8_t>(finish8(all, eight, v[c]));
    }
    return t;
}

std::unique_ptr<FullClassTables> build_full() {
    auto t = std::make_unique<FullClassTables>();
    t->suit = &run_classes(9);
    t->honors = &honor_classes();
    const int n = t->n = t->suit->count;
    const int nh = t->nh = t->honors->count;
    const auto& v = t->suit->costs;
    Interner<ClassCosts> pairs;
    t->pair.resize(std::size_t(n) * n);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            t->pair[a * n + b] = static_cast<std::uint8_t>(pairs.id(combine(v[a], v[b])));
    check_fits(pairs.keys().size(), 256, "two-suit");
    t->pairs = static_cast<int>(pairs.keys().size());
    Interner<ClassCosts> triples;
    t->triple.resize(std::size_t(t->pairs) * n);
    for (int ab = 0; ab < t->pairs; ++ab)
        for (int c = 0; c < n; ++c)
            t->triple[ab * n + c] =
                static_cast<std::uint8_t>(triples.id(combine(pairs.keys()[ab], v[c])));
    check_fits(triples.keys().size(), 256, "three-suit");
    t->triples = static_cast<int>(triples.keys().size());
    t->finish.resize(std::size_t(t->triples) * nh);
    for (int abc = 0; abc < t->triples; ++abc)
        for (int h = 0; h < nh; ++h)
            t->finish[abc * nh + h] =
                static_cast<std::uint8_t>(finish(triples.keys()[abc], t->honors->costs[h]));
    t->pair_honors.resize(std::size_t(t->pairs) * nh);
    for (int ab = 0; ab < t->pairs; ++ab)
        for (int h = 0; h < nh; ++h)
            t->pair_honors[ab * nh + h] = combine(pairs.keys()[ab], t->honors->costs[h]);
    for (int s = 0; s <= kMaxSets; ++s) {
        auto& f = t->finish_sets[s];
        f.resize(std::size_t(t->triples) * nh);
        for (int abc = 0; abc < t->triples; ++abc)
            for (int h = 0; h < nh; ++h)
                f[abc * nh + h] =
                    static_cast<std::uint8_t>(finish(triples.keys()[abc], t->honors->costs[h], s));
    }
    return t;
}

}  // namespace

const HefeiClassTables& hefei_class_tables() {
    static const std::unique_ptr<HefeiClassTables> t = build_hefei();
    return *t;
}

const FullClassTables& full_class_tables() {
    static const std::unique_ptr<FullClassTables> t = build_full();
    return *t;
}

}  // namespace haolao::detail
