#include "decompose.h"

namespace haolao::detail {

int count_standard_decompositions(const TileCounts& counts, int sets) {
    int n = 0;
    for_each_standard_decomposition(counts, sets, [&](const Decomposition&) {
        ++n;
        return true;
    });
    return n;
}

bool is_seven_pairs_shape(const TileCounts& counts) {
    int tiles = 0;
    for (auto c : counts) {
        if (c % 2 != 0) return false;
        tiles += c;
    }
    return tiles == 14;
}

int count_fours(const TileCounts& counts) {
    int n = 0;
    for (auto c : counts) n += c == 4;
    return n;
}

}  // namespace haolao::detail
