// SPDX-License-Identifier: GPL-3.0-or-later
// User-visible names of engine ids (the engine returns ids and numbers; the UI translates).
#pragma once

#include <QString>
#include <string>

#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao::ui {

QString wind_char(Seat s);  // 東, in every language (the table's wind discs)
QString wind_name(Seat s);  // East (zh_CN: 东家)
// A seat by its glyph and name where the name is not Chinese: 東 East; zh_CN: 东家 (not 東 东家).
QString wind_label(Seat s, QStringView gap = u" ");
QString tile_name(Tile t);     // 5m (zh_CN: 五万); an honour by name: West wind (zh_CN: 西风)
QString tile_chinese(Tile t);  // 五萬, the glyph on the tile, in every language
// The tile with its glyph for the claim prompt and the win cards: 五萬 (5m), 西 (West wind);
// the name alone where it is Chinese already (zh_CN: 五万, 西风).
QString tile_label(Tile t);
// A scoring item's Chinese term, the same in every language: players of both languages know
// 支, 坎, 海捞 by these names.
QString item_chinese(Item i);  // 支
// Its short explanation in the UI language: "Suit over 8" (zh_CN: 一门超过8张).
QString item_gloss(Item i);
// Older name of item_gloss (it is English only when the UI is).
inline QString item_english(Item i) {
    return item_gloss(i);
}
QString ruleset_name(const Ruleset& r);
// The same by preset id ("hefei-ting" → "Hefei Declaring Room"); an unknown id is shown as it is.
QString ruleset_name(const std::string& id);
// A profile as shown: the stored names the game gives unnamed humans ("Player", "Player 2", kept
// in English as database keys) in the language of the UI (玩家, 玩家 2); any other name as it is.
QString profile_title(const QString& key);
// A score or delta as the dialogs and panels show it: "+8", "0", "-4".
QString signed_number(int v);
// An AI seat's level for its panel: "AI · normal" for the agent kind "normal" (also easy, hard,
// baseline; "hard:sims=N" is hard; another kind is named as it is). Empty for "human" or "".
QString ai_level_name(const std::string& kind);

}  // namespace haolao::ui
