// SPDX-License-Identifier: GPL-3.0-or-later
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

}  // namespace haolao::detail
