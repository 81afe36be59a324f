// SPDX-License-Identifier: GPL-3.0-or-later
// The recorded feed the first table tests used is now the product's (ui/recordedfeed.h): a
// finished log delivered one event at a time, every hand face up from East's seat.
#pragma once

#include "recordedfeed.h"

namespace haolao::ui::testing {

using RecordedFeed = haolao::ui::RecordedFeed;

}  // namespace haolao::ui::testing
