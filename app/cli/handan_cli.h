// SPDX-License-Identifier: GPL-3.0-or-later
// The Handan parts of haolao-cli's score and analyze (RULES.md §3, docs/CLI.md).
#pragma once

#include <nlohmann/json.hpp>

namespace haolao::cli {

// `score` for a request whose "rules" is "handan": the answer object, or InputError.
nlohmann::ordered_json score_handan(const nlohmann::json& request);

}  // namespace haolao::cli
