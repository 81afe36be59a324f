// SPDX-License-Identifier: GPL-3.0-or-later
// Built into every executable of a sanitized build (the game, the CLI and both test programs) so
// that they behave the same however they are started: by ctest, by hand, by gtest discovery at
// build time, or as a child process of a test (kill_test starts the game, the CLI tests start
// haolao-cli). The sanitizer runtimes call these hooks before reading ASAN_OPTIONS & co, so the
// environment still overrides any setting here. The suppression files and the reason for every
// entry are in tests/sanitizers/ (policy: docs/TESTING.md).

#ifndef HAOLAO_SANITIZER_DIR
#error "HAOLAO_SANITIZER_DIR must name tests/sanitizers (set by CMakeLists.txt)"
#endif

extern "C" {

// Fail on the first error with a full stack; leak checking stays on (the default on Linux).
const char* __asan_default_options() {
    return "halt_on_error=1:detect_leaks=1:strict_string_checks=1";
}

const char* __lsan_default_options() {
    return "suppressions=" HAOLAO_SANITIZER_DIR "/lsan.supp:print_suppressions=0";
}

const char* __ubsan_default_options() {
    return "print_stacktrace=1:halt_on_error=1";
}

// ignore_noninstrumented_modules: Qt is not built with -fsanitize=thread, so TSan sees the
// memory its own thread pool allocates and frees (QPainter's image work) through the new/delete
// interceptors but none of the futex-based locks that order them: reports with only Qt frames
// (no symbols). This ignores the interceptors' accesses made from uninstrumented libraries; every
// access of the project's own code, including to memory Qt hands over, is still checked.
const char* __tsan_default_options() {
    return "suppressions=" HAOLAO_SANITIZER_DIR
           "/tsan.supp:halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1";
}
}
