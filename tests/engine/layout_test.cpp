// SPDX-License-Identifier: GPL-3.0-or-later
// The engine is Qt-free (docs/ARCHITECTURE.md): no file under engine/ may include a Qt header.
// CMake refuses to configure in that case too; this test also catches files added after the
// last configure.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

namespace fs = std::filesystem;

TEST(Layout, EngineIncludesNoQt) {
    const fs::path engine = fs::path(HAOLAO_SOURCE_DIR) / "engine";
    ASSERT_TRUE(fs::is_directory(engine)) << engine;
    const std::regex qt_include(R"(^\s*#\s*include\s*[<"](Q[A-Za-z]|qt))");
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(engine)) {
        if (!entry.is_regular_file()) continue;
        const auto ext = entry.path().extension();
        if (ext != ".h" && ext != ".cpp" && ext != ".txt") continue;
        ++files;
        std::ifstream in(entry.path());
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            EXPECT_FALSE(std::regex_search(line, qt_include))
                << entry.path() << ":" << number << ": " << line;
        }
    }
    EXPECT_GT(files, 5);
}

TEST(Layout, EngineLinksNoQt) {
    std::ifstream in(fs::path(HAOLAO_SOURCE_DIR) / "engine" / "CMakeLists.txt");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(text.find("Qt6::"), std::string::npos);
    EXPECT_EQ(text.find("find_package(Qt"), std::string::npos);
}
