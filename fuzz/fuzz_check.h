// SPDX-License-Identifier: GPL-3.0-or-later
// A property that must hold for every input: when it does not, print what and abort, so
// libFuzzer stops with the input saved as crash-<sha1> (docs/FUZZING.md).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#define FUZZ_CHECK(condition, what)                                                              \
    do {                                                                                         \
        if (!(condition)) {                                                                      \
            std::fprintf(stderr, "\nFUZZ_CHECK failed at %s:%d: %s\n  %s\n", __FILE__, __LINE__, \
                         #condition, std::string(what).c_str());                                 \
            std::abort();                                                                        \
        }                                                                                        \
    } while (false)
