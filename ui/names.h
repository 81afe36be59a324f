// User-visible names of engine ids (the engine returns ids and numbers; the UI translates).
#pragma once

#include <QString>

#include "haolao/ruleset.h"
#include "haolao/seat.h"
#include "haolao/tile.h"

namespace haolao::ui {

QString wind_char(Seat s);     // 東
QString wind_name(Seat s);     // East
QString tile_name(Tile t);     // 5m
QString tile_chinese(Tile t);  // 五萬
QString item_chinese(Item i);  // 支
QString item_english(Item i);  // Zhi (suit over 8)
QString ruleset_name(const Ruleset& r);

}  // namespace haolao::ui
