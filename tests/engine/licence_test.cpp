// SPDX-License-Identifier: GPL-3.0-or-later
// The licence is stated where it must be: LICENSE holds the GPL version 3, and every source,
// CMake file and script names it with an SPDX line near its top (README "Licence"). The source
// tree is walked (build directories and hidden ones other than .ci/.github skipped), so a new
// file without the line fails here before it is ever committed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace fs = std::filesystem;

const fs::path kRoot = fs::path(HAOLAO_SOURCE_DIR);
constexpr std::string_view kSpdx = "SPDX-License-Identifier: GPL-3.0-or-later";

bool skipped_dir(const fs::path& dir) {
    const std::string name = dir.filename().string();
    if (name.starts_with("build")) return true;  // build/, build-*/ (.gitignore)
    return name.starts_with('.') && name != ".ci" && name != ".github";
}

// Files of one kind under the source tree, relative to it.
std::vector<fs::path> files_where(const std::function<bool(const fs::path&)>& wanted) {
    std::vector<fs::path> out;
    for (auto it = fs::recursive_directory_iterator(kRoot);
         it != fs::recursive_directory_iterator(); ++it) {
        if (it->is_directory() && skipped_dir(it->path())) {
            it.disable_recursion_pending();
            continue;
        }
        if (!it->is_regular_file()) continue;
        const fs::path rel = fs::relative(it->path(), kRoot);
        if (wanted(rel)) out.push_back(rel);
    }
    return out;
}

// The SPDX line must be among the first lines (after a #! line, a comment opener, …).
bool has_spdx_line(const fs::path& file) {
    std::ifstream in(kRoot / file);
    std::string line;
    for (int n = 0; n < 3 && std::getline(in, line); ++n)
        if (line.find(kSpdx) != std::string::npos) return true;
    return false;
}

bool under(const fs::path& rel, std::string_view dir) {
    return !rel.empty() && rel.begin()->string() == dir;
}

struct Kind {
    const char* name;
    std::function<bool(const fs::path&)> wanted;
    std::size_t at_least;  // so that a broken walk cannot pass by finding nothing
};

void PrintTo(const Kind& kind, std::ostream* os) {
    *os << kind.name;
}

class SpdxLine : public ::testing::TestWithParam<Kind> {};

TEST_P(SpdxLine, EveryFileOfTheKindCarriesIt) {
    const std::vector<fs::path> files = files_where(GetParam().wanted);
    EXPECT_GE(files.size(), GetParam().at_least) << "too few " << GetParam().name << " found";
    for (const fs::path& f : files)
        EXPECT_TRUE(has_spdx_line(f)) << f.string() << ": no '" << kSpdx << "' in its first lines";
}

INSTANTIATE_TEST_SUITE_P(Kinds, SpdxLine,
                         ::testing::Values(Kind{"C++ sources",
                                                [](const fs::path& p) {
                                                    return p.extension() == ".cpp" ||
                                                           p.extension() == ".h";
                                                },
                                                100},
                                           Kind{"CMake files",
                                                [](const fs::path& p) {
                                                    return p.filename() == "CMakeLists.txt" ||
                                                           p.extension() == ".cmake";
                                                },
                                                7},
                                           Kind{"scripts",
                                                [](const fs::path& p) {
                                                    // Every file in scripts/ and .ci/ but
                                                    // documentation.
                                                    return (under(p, "scripts") ||
                                                            under(p, ".ci")) &&
                                                           p.extension() != ".md";
                                                },
                                                8}),
                         [](const auto& info) {
                             std::string n = info.param.name;
                             for (char& c : n)
                                 if (c == ' ' || c == '+') c = '_';
                             return n;
                         });

TEST(Licence, LicenseFileIsTheGplVersion3) {
    std::ifstream in(kRoot / "LICENSE");
    ASSERT_TRUE(in) << "LICENSE is missing";
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("GNU GENERAL PUBLIC LICENSE"), std::string::npos);
    EXPECT_NE(text.find("Version 3, 29 June 2007"), std::string::npos);
    EXPECT_NE(text.find("END OF TERMS AND CONDITIONS"), std::string::npos)
        << "LICENSE is cut short";
}

TEST(Licence, FontLicenceOfTheTileArtIsKept) {
    std::ifstream in(kRoot / "assets" / "tiles" / "OFL.txt");
    ASSERT_TRUE(in) << "assets/tiles/OFL.txt is missing";
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("SIL OPEN FONT LICENSE Version 1.1"), std::string::npos);
}

}  // namespace
