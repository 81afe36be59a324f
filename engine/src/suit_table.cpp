// SPDX-License-Identifier: GPL-3.0-or-later
#include "suit_table.h"

#include <algorithm>
#include <memory>
#include <mutex>

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

}  // namespace haolao::detail
