// SPDX-License-Identifier: GPL-3.0-or-later
// Checks the committed tile art and app icon (assets/), without Qt: every expected file exists,
// each SVG is well-formed XML with the agreed viewBox, and none depends on a font at runtime
// (no <text>, no font attributes) — glyphs must be baked in as paths.

#include <gtest/gtest.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

const fs::path kAssets = fs::path(HAOLAO_SOURCE_DIR) / "assets";

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

struct Element {
    std::string name;
    std::map<std::string, std::string> attrs;
};

// A small, strict XML well-formedness checker: enough for generated SVG (prolog, comments,
// processing instructions, elements, attributes, text, entities, CDATA). Returns "" when the
// document is well formed, else what is wrong; fills `elements` in document order.
class XmlCheck {
  public:
    explicit XmlCheck(std::string text) : s_(std::move(text)) {}

    std::string run(std::vector<Element>& elements) {
        std::vector<std::string> open;
        bool root_seen = false;
        while (i_ < s_.size()) {
            if (s_[i_] != '<') {
                const std::size_t start = i_;
                while (i_ < s_.size() && s_[i_] != '<') ++i_;
                const std::string text = s_.substr(start, i_ - start);
                if (open.empty()) {
                    for (char c : text)
                        if (!std::isspace(static_cast<unsigned char>(c)))
                            return "text outside the root element";
                } else if (auto e = check_entities(text); !e.empty()) {
                    return e;
                }
                continue;
            }
            if (starts("<?")) {
                if (!skip_past("?>")) return "unterminated processing instruction";
            } else if (starts("<!--")) {
                if (!skip_past("-->")) return "unterminated comment";
            } else if (starts("<![CDATA[")) {
                if (open.empty()) return "CDATA outside the root element";
                if (!skip_past("]]>")) return "unterminated CDATA";
            } else if (starts("<!")) {
                if (root_seen || !open.empty()) return "DOCTYPE after the root element";
                if (!skip_past(">")) return "unterminated DOCTYPE";
            } else if (starts("</")) {
                i_ += 2;
                const std::string name = read_name();
                skip_space();
                if (name.empty() || !starts(">")) return "bad end tag";
                ++i_;
                if (open.empty() || open.back() != name) return "mismatched </" + name + ">";
                open.pop_back();
            } else {
                ++i_;
                if (open.empty() && root_seen) return "second root element";
                Element el;
                el.name = read_name();
                if (el.name.empty()) return "bad start tag";
                for (;;) {
                    const bool spaced = skip_space();
                    if (starts("/>") || starts(">")) break;
                    if (!spaced) return "attributes of <" + el.name + "> not separated";
                    const std::string key = read_name();
                    if (key.empty()) return "bad attribute in <" + el.name + ">";
                    skip_space();
                    if (!starts("=")) return "attribute " + key + " has no value";
                    ++i_;
                    skip_space();
                    if (i_ >= s_.size() || (s_[i_] != '"' && s_[i_] != '\''))
                        return "attribute " + key + " not quoted";
                    const char q = s_[i_++];
                    const std::size_t end = s_.find(q, i_);
                    if (end == std::string::npos) return "unterminated attribute " + key;
                    const std::string value = s_.substr(i_, end - i_);
                    if (value.find('<') != std::string::npos) return "'<' in attribute " + key;
                    if (auto e = check_entities(value); !e.empty()) return e;
                    if (!el.attrs.emplace(key, value).second) return "duplicate attribute " + key;
                    i_ = end + 1;
                }
                root_seen = true;
                if (starts("/>")) {
                    i_ += 2;
                } else {
                    ++i_;
                    open.push_back(el.name);
                }
                elements.push_back(std::move(el));
            }
        }
        if (!open.empty()) return "unclosed <" + open.back() + ">";
        if (!root_seen) return "no root element";
        return "";
    }

  private:
    bool starts(const char* lit) const {
        return s_.compare(i_, std::char_traits<char>::length(lit), lit) == 0;
    }

    bool skip_past(const char* lit) {
        const std::size_t end = s_.find(lit, i_);
        if (end == std::string::npos) return false;
        i_ = end + std::char_traits<char>::length(lit);
        return true;
    }

    bool skip_space() {
        const std::size_t start = i_;
        while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
        return i_ > start;
    }

    std::string read_name() {
        const std::size_t start = i_;
        while (i_ < s_.size()) {
            const auto c = static_cast<unsigned char>(s_[i_]);
            if (std::isalnum(c) || c == '_' || c == ':' || c == '-' || c == '.' || c >= 0x80)
                ++i_;
            else
                break;
        }
        return s_.substr(start, i_ - start);
    }

    static std::string check_entities(const std::string& text) {
        for (std::size_t p = text.find('&'); p != std::string::npos; p = text.find('&', p + 1)) {
            const std::size_t semi = text.find(';', p);
            if (semi == std::string::npos) return "bare '&'";
            const std::string ent = text.substr(p + 1, semi - p - 1);
            static const std::array<const char*, 5> kNamed{"amp", "lt", "gt", "quot", "apos"};
            bool ok = !ent.empty() && ent[0] == '#' && ent.size() > 1;
            for (const char* n : kNamed) ok = ok || ent == n;
            if (!ok) return "unknown entity &" + ent + ";";
        }
        return "";
    }

    std::string s_;
    std::size_t i_ = 0;
};

// The checker itself must reject broken documents, or the file checks below prove nothing.
struct XmlRow {
    const char* doc;
    bool well_formed;
};

void PrintTo(const XmlRow& r, std::ostream* os) {
    *os << r.doc;
}

class XmlChecker : public ::testing::TestWithParam<XmlRow> {};

TEST_P(XmlChecker, Classifies) {
    std::vector<Element> els;
    const std::string err = XmlCheck(GetParam().doc).run(els);
    EXPECT_EQ(err.empty(), GetParam().well_formed) << GetParam().doc << " -> " << err;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, XmlChecker,
    ::testing::Values(XmlRow{"<?xml version=\"1.0\"?><svg a=\"1\"><g/><!-- c --></svg>", true},
                      XmlRow{"<svg a='x &amp; y'>t&#20013;</svg>", true},
                      XmlRow{"<svg><g></svg>", false},           // unclosed child
                      XmlRow{"<svg><g></h></svg>", false},       // mismatched end tag
                      XmlRow{"<svg a=1/>", false},               // unquoted attribute
                      XmlRow{"<svg a=\"1\" a=\"2\"/>", false},   // duplicate attribute
                      XmlRow{"<svg>&nbsp;</svg>", false},        // undeclared entity
                      XmlRow{"<svg/><svg/>", false},             // two roots
                      XmlRow{"<svg><!-- open </svg>", false},    // unterminated comment
                      XmlRow{"<svg a=\"1\"b=\"2\"/>", false}));  // attributes run together

// Every SVG the renderer loads. `view_box` empty means "any viewBox" (the icon is square).
struct SvgRow {
    std::string path;  // relative to assets/
    std::string view_box;
};

std::vector<SvgRow> svg_rows() {
    std::vector<SvgRow> rows;
    std::vector<std::string> faces;
    for (char suit : std::string("mps"))
        for (int n = 1; n <= 9; ++n) faces.push_back(std::to_string(n) + suit);
    for (int n = 1; n <= 7; ++n) faces.push_back(std::to_string(n) + "z");
    for (const auto& f : faces) {
        rows.push_back({"tiles/" + f + ".svg", "0 0 60 80"});
        rows.push_back({"tiles/index/" + f + ".svg", "0 0 60 80"});
    }
    rows.push_back({"tiles/back.svg", "0 0 60 80"});
    rows.push_back({"tiles/frame.svg", "0 0 60 80"});
    rows.push_back({"icons/haolao.svg", ""});
    return rows;
}

void PrintTo(const SvgRow& r, std::ostream* os) {
    *os << r.path;
}

class SvgAsset : public ::testing::TestWithParam<SvgRow> {};

TEST_P(SvgAsset, WellFormedFontFreeWithViewBox) {
    const fs::path p = kAssets / GetParam().path;
    ASSERT_TRUE(fs::is_regular_file(p)) << p;
    std::vector<Element> els;
    const std::string err = XmlCheck(slurp(p)).run(els);
    ASSERT_EQ(err, "") << p;
    ASSERT_FALSE(els.empty());
    EXPECT_EQ(els.front().name, "svg");
    const auto vb = els.front().attrs.find("viewBox");
    ASSERT_NE(vb, els.front().attrs.end()) << p << " has no viewBox";
    if (!GetParam().view_box.empty()) {
        EXPECT_EQ(vb->second, GetParam().view_box) << p;
    }

    int drawn = 0;
    for (const auto& el : els) {
        // Text must be baked into paths: no text elements, SVG fonts or font properties.
        for (const char* banned : {"text", "tspan", "textPath", "font", "font-face", "style"})
            EXPECT_NE(el.name, banned) << p;
        // QtSvg (SVG Tiny 1.2) ignores these; the art must not rely on them.
        for (const char* unsupported : {"pattern", "mask", "filter", "clipPath", "image"})
            EXPECT_NE(el.name, unsupported) << p;
        for (const auto& [key, value] : el.attrs) {
            EXPECT_NE(key.rfind("font", 0), 0u) << p << ": <" << el.name << " " << key << ">";
            EXPECT_EQ(value.find("font"), std::string::npos) << p << ": " << key;
        }
        if (el.name == "path" || el.name == "circle" || el.name == "rect" || el.name == "ellipse")
            ++drawn;
    }
    EXPECT_GT(drawn, 0) << p << " draws nothing";
}

INSTANTIATE_TEST_SUITE_P(Files, SvgAsset, ::testing::ValuesIn(svg_rows()), [](const auto& info) {
    std::string n = info.param.path;
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
});

// The glyph-bearing faces must actually carry glyph outlines (a regenerated file that lost its
// characters would still be valid XML).
struct GlyphRow {
    const char* path;
    int min_path_chars;  // total length of path data: a CJK glyph is hundreds of characters
};

void PrintTo(const GlyphRow& r, std::ostream* os) {
    *os << r.path;
}

class GlyphFace : public ::testing::TestWithParam<GlyphRow> {};

TEST_P(GlyphFace, HasOutlines) {
    std::vector<Element> els;
    ASSERT_EQ(XmlCheck(slurp(kAssets / GetParam().path)).run(els), "");
    std::size_t total = 0;
    for (const auto& el : els)
        if (el.name == "path")
            if (auto d = el.attrs.find("d"); d != el.attrs.end()) total += d->second.size();
    EXPECT_GE(total, static_cast<std::size_t>(GetParam().min_path_chars)) << GetParam().path;
}

INSTANTIATE_TEST_SUITE_P(Rows, GlyphFace,
                         ::testing::Values(GlyphRow{"tiles/1m.svg", 1500},       // 一 + 萬
                                           GlyphRow{"tiles/9m.svg", 1500},       // 九 + 萬
                                           GlyphRow{"tiles/1z.svg", 600},        // 東
                                           GlyphRow{"tiles/4z.svg", 400},        // 北
                                           GlyphRow{"tiles/6z.svg", 1000},       // 發
                                           GlyphRow{"tiles/7z.svg", 150},        // 中
                                           GlyphRow{"icons/haolao.svg", 600}));  // 海

// App icon renders: PNG signature and IHDR size must match the file name.
class IconPng : public ::testing::TestWithParam<int> {};

TEST_P(IconPng, HasDeclaredSize) {
    const int size = GetParam();
    const fs::path p = kAssets / "icons" / ("haolao-" + std::to_string(size) + ".png");
    ASSERT_TRUE(fs::is_regular_file(p)) << p;
    const std::string b = slurp(p);
    ASSERT_GE(b.size(), 24u);
    EXPECT_EQ(b.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
    EXPECT_EQ(b.substr(12, 4), "IHDR");
    auto be32 = [&](std::size_t at) {
        std::uint32_t v = 0;
        for (std::size_t k = 0; k < 4; ++k) v = (v << 8) | static_cast<unsigned char>(b[at + k]);
        return v;
    };
    EXPECT_EQ(be32(16), static_cast<std::uint32_t>(size));
    EXPECT_EQ(be32(20), static_cast<std::uint32_t>(size));
}

INSTANTIATE_TEST_SUITE_P(Sizes, IconPng, ::testing::Values(16, 32, 48, 64, 128, 256, 512));

}  // namespace
