// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpwindow.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "haolao/handan.h"
#include "haolao/scoring.h"
#include "haolao/wall.h"
#include "names.h"
#include "screen_fit.h"

namespace haolao::ui {

namespace {

// Every string of the page is in context "HelpWindow", whole sentences with %1 placeholders: the
// numbers come from the Ruleset, never from the text.
class Page {
    Q_DECLARE_TR_FUNCTIONS(HelpWindow)

  public:
    explicit Page(const Ruleset& r) : r_(r), preset_(find_ruleset(r.id)) {}
    QString html();

  private:
    void h2(const char* anchor, const QString& title);
    void p(const QString& text) { out_ += QStringLiteral("<p>") + text + QStringLiteral("</p>\n"); }
    void li(const QString& text) {
        out_ += QStringLiteral("<li>") + text + QStringLiteral("</li>\n");
    }
    void ul_begin() { out_ += QStringLiteral("<ul>\n"); }
    void ul_end() { out_ += QStringLiteral("</ul>\n"); }

    void header();
    void changes();
    void tiles();
    void wall();
    void turns();
    void haolao();
    void declaring();
    void missed_wins();
    void what_wins();
    void scoring();
    void payments();
    void dealer_and_pot();
    void example();

    // One scoring row: its value column and how it counts; empty when not scored.
    struct Row {
        QString value;
        QString how;
    };
    Row row(Item i) const;
    bool scored(Item i) const;
    static QString item_name(Item i);
    static QString changed_note(int now, int preset);
    // Two sentences in a row (Chinese joins them without a space).
    static QString sentences(const QString& a, const QString& b) { return tr("%1 %2").arg(a, b); }
    int lowest_rank() const;
    int highest_rank() const;
    // The dice sums that pick the seat `offset` places after the counting seat: "5, 9".
    static QString dice_sums(int offset);

    const Ruleset& r_;
    const Ruleset* preset_;
    QString out_;
};

QString plus(int v) {
    return QStringLiteral("+%1").arg(v);
}
QString times(int v) {
    return QStringLiteral("×%1").arg(v);
}

void Page::h2(const char* anchor, const QString& title) {
    out_ += QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>\n").arg(QLatin1String(anchor), title);
}

QString Page::dice_sums(int offset) {
    QStringList parts;
    for (int sum : dice_sums_for_offset(offset)) parts << QString::number(sum);
    return parts.join(tr(", "));
}

int Page::lowest_rank() const {
    for (int rank = 1; rank <= 9; ++rank)
        if (r_.tiles.contains(Tile(Suit::Characters, rank))) return rank;
    return 1;
}

int Page::highest_rank() const {
    for (int rank = 9; rank >= 1; --rank)
        if (r_.tiles.contains(Tile(Suit::Characters, rank))) return rank;
    return 9;
}

QString Page::html() {
    out_ = QStringLiteral(
        "<html><head><style>"
        "body { font-size: 11pt; color: #222; }"
        "h1 { font-size: 20pt; color: #7a1f1f; margin-bottom: 2px; }"
        "h2 { font-size: 14pt; color: #7a1f1f; margin-top: 18px; margin-bottom: 4px; }"
        ".sub { color: #666; }"
        ".toc { color: #555; }"
        ".note { background-color: #fff6dc; }"
        ".changed { color: #b35c00; font-style: italic; }"
        "th { background-color: #efe6d2; color: #3a2a10; text-align: left; }"
        "td.v { text-align: right; font-weight: bold; white-space: nowrap; }"
        "td.zh { font-weight: bold; white-space: nowrap; }"
        ".en { color: #555; font-weight: normal; }"
        ".off { color: #777; }"
        "</style></head><body>\n");
    header();
    changes();
    tiles();
    wall();
    turns();
    haolao();
    declaring();
    missed_wins();
    what_wins();
    scoring();
    payments();
    dealer_and_pot();
    example();
    out_ += QStringLiteral("</body></html>\n");
    return out_;
}

void Page::header() {
    out_ += QStringLiteral("<h1>%1</h1>\n").arg(ruleset_name(r_).toHtmlEscaped());
    QString source;
    switch (r_.scoring) {
        case ScoringModel::HefeiClassic:
            source = tr("Hefei mahjong (合肥麻将) as played at home: the classic counting.");
            break;
        case ScoringModel::HefeiTing:
            source =
                tr("Hefei mahjong (合肥麻将) as played in online rooms with or without "
                   "declaring ready (报听).");
            break;
        case ScoringModel::HefeiBianfeng:
            source = tr("Hefei mahjong (合肥麻将) as played on the Bianfeng (边锋) client.");
            break;
        case ScoringModel::HandanFan:
            source = tr("Handan mahjong (邯郸麻将), settled in 番.");
            break;
    }
    out_ += QStringLiteral("<p class=\"sub\">%1 <code>%2</code></p>\n")
                .arg(source, QString::fromStdString(r_.id).toHtmlEscaped());
    struct Link {
        const char* anchor;
        QString title;
    };
    const Link links[] = {{"tiles", tr("Tiles")},           {"wall", tr("Wall and deal")},
                          {"turns", tr("Turn flow")},       {"haolao", tr("Haolao")},
                          {"ready", tr("Declaring ready")}, {"lock", tr("Missed wins")},
                          {"wins", tr("What wins")},        {"scoring", tr("Scoring")},
                          {"payments", tr("Payments")},     {"pot", tr("Dealer and pot")},
                          {"example", tr("Worked example")}};
    QStringList parts;
    for (const Link& l : links)
        parts << QStringLiteral("<a href=\"#%1\">%2</a>").arg(QLatin1String(l.anchor), l.title);
    out_ += QStringLiteral("<p class=\"toc\">%1</p>\n").arg(parts.join(QStringLiteral(" · ")));
}

QString Page::changed_note(int now, int preset) {
    if (now == preset) return {};
    return QStringLiteral(" <span class=\"changed\">(%1)</span>").arg(tr("preset: %1").arg(preset));
}

// What the player changed from the preset (a custom rule set, or switches in the settings).
void Page::changes() {
    if (!preset_) return;
    const Ruleset& p = *preset_;
    QStringList lines;
    auto on_off = [](bool on) { return on ? tr("on") : tr("off"); };
    if (r_.declare_ready_required != p.declare_ready_required)
        lines << tr("Declaring room (报听房): %1").arg(on_off(r_.declare_ready_required));
    if (r_.missed_win_lock != p.missed_win_lock)
        lines << tr("Missed-win lock (胡前不胡后): %1").arg(on_off(r_.missed_win_lock));
    if (r_.first_dealer != p.first_dealer) lines << tr("First dealer: changed");
    if (r_.wall_layout != p.wall_layout) lines << tr("Wall layout: changed");
    if (r_.pot_length != p.pot_length || r_.pot_rounds != p.pot_rounds ||
        r_.pot_hands != p.pot_hands)
        lines << tr("Pot length: changed");
    for (int i = 0; i < kNumItems; ++i)
        if (r_.values[i] != p.values[i])
            lines << tr("%1: %2 (preset: %3)")
                         .arg(item_chinese(static_cast<Item>(i)))
                         .arg(r_.values[i])
                         .arg(p.values[i]);
    const std::pair<int, int> extras[] = {
        {r_.super_seven_pairs_per_four, p.super_seven_pairs_per_four},
        {r_.base_without_declaring, p.base_without_declaring},
        {r_.huo_exposed, p.huo_exposed},
        {r_.shuangpu_exposed, p.shuangpu_exposed}};
    const QString extra_names[] = {tr("超级七小对 per four-of-a-kind"),
                                   tr("Base in a non-declaring room"), tr("明活"), tr("明双扑")};
    for (int e = 0; e < 4; ++e)
        if (extras[e].first != extras[e].second)
            lines << tr("%1: %2 (preset: %3)")
                         .arg(extra_names[e])
                         .arg(extras[e].first)
                         .arg(extras[e].second);
    if (lines.isEmpty()) return;
    out_ += QStringLiteral("<table class=\"note\" width=\"100%\" cellpadding=\"8\"><tr><td>");
    out_ += QStringLiteral("<b>%1</b><br>").arg(tr("Changed from the preset in the settings:"));
    out_ += lines.join(QStringLiteral("<br>"));
    out_ += QStringLiteral("</td></tr></table>\n");
}

void Page::tiles() {
    h2("tiles", tr("Tiles"));
    const WallFacts f = wall_facts(r_);
    p(tr("%1 tiles: %2 kinds, %3 of each. No flowers.").arg(f.tiles).arg(f.kinds).arg(f.copies));
    const int lo = lowest_rank();
    const int hi = highest_rank();
    ul_begin();
    li(tr("万 characters (m): ranks %1–%2").arg(lo).arg(hi));
    li(tr("饼 dots (p): ranks %1–%2").arg(lo).arg(hi));
    li(tr("条 bamboo (s): ranks %1–%2").arg(lo).arg(hi));
    bool honors = false;
    for (int z = 1; z <= 7; ++z) honors = honors || r_.tiles.contains(Tile(Suit::Honors, z));
    if (honors) li(tr("Honors (z): the four winds 東南西北 and 白 發 中"));
    ul_end();
    if (!honors) p(tr("No honors."));
    if (lo == 2 && hi == 8)
        p(tr("There are no 1s and no 9s, so 23 can only be completed by 4, and 78 only by 6."));
    if (!r_.allow_pong && !r_.allow_exposed_kong)
        p(
            tr("No chow (吃), no pong (碰), no exposed kong (明杠). The only call is the concealed "
               "kong (暗杠): four identical tiles laid down face up, so everybody sees them."));
    else
        p(tr(
            "No chow (吃). Pong (碰) and exposed kong (明杠) on a discard are allowed, so are an "
            "added kong on one's own pong and a concealed kong (暗杠)."));
    if (r_.allow_rob_kong) p(tr("Robbing a kong (抢杠) is allowed."));
}

void Page::wall() {
    h2("wall", tr("Wall and deal"));
    switch (r_.first_dealer) {
        case FirstDealer::Dice:
            // The dice count from East as 1 in play order: the seat `offset` after East.
            p(tr("First dealer (请庄): East rolls both dice once. Sum %1: East; %2: South; %3: "
                 "West; %4: North.")
                  .arg(dice_sums(0), dice_sums(1), dice_sums(2), dice_sums(3)));
            break;
        case FirstDealer::Random:
            p(tr("First dealer (请庄): drawn at random."));
            break;
        case FirstDealer::East:
            p(tr("First dealer (请庄): East."));
            break;
    }
    const WallFacts f = wall_facts(r_);
    switch (r_.wall_layout) {
        case WallLayout::DealerTwelve:
            p(tr("The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. "
                 "The dealer's wall has %2 stacks, the other three %3 each.")
                  .arg(f.stacks)
                  .arg(f.dealer_stacks)
                  .arg(f.side_stacks));
            break;
        case WallLayout::ElevenTen:
            p(tr("The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. "
                 "The dealer's and the opposite player's walls have %2 stacks, the other two "
                 "%3.")
                  .arg(f.stacks)
                  .arg(f.dealer_stacks)
                  .arg(f.side_stacks));
            break;
        case WallLayout::Seventeen:
            p(tr("The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. "
                 "Each player builds %2 stacks.")
                  .arg(f.stacks)
                  .arg(f.side_stacks));
            break;
    }
    if (r_.scoring == ScoringModel::HandanFan) {
        p(tr(
            "Breaking the wall: the dealer rolls the dice once; counting from the dealer in play "
            "order to the player named by the sum, that player's wall is cut at the stack given "
            "by the sum."));
    } else {
        p(tr("Breaking the wall (起牌): the dealer rolls both dice. Counting the dealer as 1 in "
             "play order, the sum picks the wall: %1 the dealer's own; %2 the next player's "
             "(下家); %3 the opposite player's; %4 the previous player's (上家). The smaller die "
             "gives the starting stack, counted from the right end of that wall. Normal draws go "
             "clockwise from there; kong replacements come from the other end (the tail).")
              .arg(dice_sums(0), dice_sums(1), dice_sums(2), dice_sums(3)));
        p(tr("The deal: dealer first, then in play order, each player takes %1 stacks at a time, "
             "%2 times round. Then the jump (跳牌): the dealer takes the top tiles of the 1st and "
             "3rd stacks, the others one tile each.")
              .arg(f.stacks_per_take)
              .arg(f.deal_rounds));
    }
    p(tr("The dealer holds %1 tiles, the others %2; %3 tiles stay in the wall.")
          .arg(f.dealer_tiles)
          .arg(f.player_tiles)
          .arg(f.live_after_deal));
}

void Page::turns() {
    h2("turns", tr("Turn flow"));
    ul_begin();
    if (r_.scoring == ScoringModel::HandanFan) {
        // Handan (RULES.md §3): claims on discards, their priority, the kongs.
        li(
            tr("Play goes East → South → West → North. The dealer starts with 14 tiles by "
               "discarding (or declaring a kong, or winning)."));
        li(
            tr("A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠) "
               "or an added kong (加杠), or discard one tile."));
        li(
            tr("After each discard the others may claim it (no chow 吃): 胡 Win with it, 杠 Kong "
               "(明杠) holding three of it, or 碰 Pong holding two. Win beats Kong and Pong: "
               "everyone who can win is asked first and all who take it win; only when nobody "
               "wins is the one player who may kong or pong asked."));
        li(
            tr("After a pong (碰) the claimer discards at once, without drawing; play goes on from "
               "the claimer. After an exposed kong (明杠) the claimer draws a replacement from the "
               "tail (补牌)."));
        li(tr(
            "Added kong (加杠): on your own turn, the fourth tile added to your own pong. Before "
            "it counts, every other player who can win on that tile may rob it (抢杠); a robbed "
            "kong is neither made nor paid, and the adder pays the win like a discard."));
        li(
            tr("Concealed kong (暗杠): with four identical tiles, on your own turn, lay them down "
               "and draw a replacement from the tail; a win on a replacement is 杠开 (paid as a "
               "self-draw). Concealed kongs cannot be robbed."));
        li(
            tr("Passing locks you for a go-round (过圈): after passing a win you may not win on "
               "any discard, and after passing a pong you may not pong that tile, until your own "
               "next draw or call. Self-draw is always allowed."));
        li(
            tr("At the table: 胡 Win (H), 杠 Kong (K), 碰 Pong (P), 过 Pass (Space); a claim "
               "offer may pass by itself after the claim timeout (Settings → Play)."));
        li(tr("托管 (auto-play): hand your seat to the AI and take it back at any time (F3)."));
        ul_end();
        return;
    }
    li(
        tr("Play goes East → South → West → North. The dealer starts by discarding (or declaring a "
           "kong, or winning: 天胡)."));
    li(
        tr("A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠), or "
           "discard one tile."));
    li(
        tr("After each discard the other players may win on it (点炮: the discarder pays). Any "
           "number of players may win on the same discard (一炮多响)."));
    li(
        tr("Concealed kong: with four identical tiles, on your own turn, lay them face up and draw "
           "a replacement from the tail (补牌); then win, kong again or discard."));
    if (const int left = wall_facts(r_).no_kong_left; left > 0)
        li(tr("No kong is allowed once only %1 tiles are left in the wall.").arg(left));
    li(tr("托管 (auto-play): hand your seat to the AI and take it back at any time (F3)."));
    ul_end();
}

void Page::haolao() {
    h2("haolao", tr("Haolao (海捞)"));
    const int zone = wall_facts(r_).haolao_zone;
    if (r_.dead_wall_stacks > 0) {
        p(tr("This rule set has no haolao phase. The hand is drawn (荒庄) when only %1 full "
             "stacks (%2 tiles) are left in the wall, one stack more for each kong made in the "
             "hand; nobody pays.")
              .arg(r_.dead_wall_stacks)
              .arg(2 * r_.dead_wall_stacks));
        return;
    }
    if (zone <= 0) {
        p(tr("This rule set has no haolao phase: play goes on until the wall is used up."));
        return;
    }
    p(tr("The last %1 tiles of the wall are the haolao zone. When a turn ends with exactly %1 "
         "tiles left and nobody won on the discard, the haolao phase starts: beginning with the "
         "next player, each player in turn draws one tile and does not discard. The first whose "
         "drawn tile completes a winning hand wins by self-draw (海捞胡) and the hand ends. No "
         "kongs in this phase. If nobody wins, the hand is a draw (荒庄).")
          .arg(zone));
    if (scored(Item::Haolao))
        p(tr("A haolao win scores %1 more (see the scoring table).").arg(r_.value(Item::Haolao)));
}

void Page::declaring() {
    h2("ready", tr("Declaring ready (报听)"));
    p(
        tr("A hand is ready (听牌) when one more tile would make a legal winning hand. With Hints "
           "(F2) on, the table shows your waits, and at each decision the AI's advice: the best "
           "action with the points it expects, and a corner mark on discards that risk being won "
           "on (yellow, orange, red as the risk grows; the tooltip names the risk and the player). "
           "Help → Hint marks explains every mark."));
    if (!r_.declare_ready_required) {
        p(
            tr("This is not a declaring room: a player may win on a discard without declaring, and "
               "declaring ready is not offered."));
        return;
    }
    p(
        tr("This is a declaring room (报听房): a player may win on a discard only after declaring "
           "ready; without a declaration only self-draw wins count."));
    ul_begin();
    li(tr("Declare together with a discard that leaves the hand ready."));
    li(
        tr("From then on the hand is locked: every drawn tile that does not win is discarded "
           "automatically, except that a concealed kong may still be declared if the hand stays "
           "ready."));
    li(tr("A declared player's wins are taken automatically (自动胡牌)."));
    if (r_.scoring == ScoringModel::HefeiTing && r_.base_without_declaring != r_.value(Item::Base))
        li(tr("The win's base score is %1 in a declaring room (%2 in a non-declaring room).")
               .arg(r_.value(Item::Base))
               .arg(r_.base_without_declaring));
    ul_end();
}

void Page::missed_wins() {
    if (r_.scoring == ScoringModel::HandanFan) {
        h2("lock", tr("Missed wins and pongs (过圈)"));
        p(
            tr("A player who passes a win on a discard may not win on any discard until their own "
               "next draw or call; one who passes a pong may not pong that tile until then. "
               "Self-draw is always allowed."));
        return;
    }
    if (!r_.missed_win_lock) {
        h2("lock", tr("Missed wins"));
        p(tr(
            "No missed-win lock (漏胡 is allowed): a player who passed a win may win on the very "
            "next discard."));
        return;
    }
    h2("lock", tr("Missed wins (胡前不胡后, 胡大不胡小)"));
    p(
        tr("A player who could have won on a discard and passed may not win on any discard until "
           "their own next draw, unless the new win would score strictly more for them than the "
           "one they passed (for example, the new discarder is the dealer). Self-draw is always "
           "allowed."));
}

void Page::what_wins() {
    h2("wins", tr("What wins (胡牌)"));
    const WallFacts f = wall_facts(r_);
    p(tr("The winning hand is all of the winner's tiles: concealed tiles, the winning tile and "
         "declared kongs (%1 tiles each). It must meet:")
          .arg(f.copies));
    ul_begin();
    if (r_.eight_tile_rule)
        li(tr("The %1-tile rule: at least one suit has %1 or more tiles (kong tiles count). "
              "Tiles over %2 in a suit score 支.")
               .arg(kZhiCount.from)
               .arg(kZhiCount.over));
    li(
        tr("Standard shape: a pair (将) plus four sets, each a chow (顺子, three in a row of one "
           "suit) or a pung (刻子/坎, three alike); declared kongs count as sets."));
    if (r_.seven_pairs)
        li(tr("Or seven pairs (七对): %1 concealed tiles, no declared kong; four identical tiles "
              "may count as two pairs.")
               .arg(f.dealer_tiles));
    ul_end();
    if (!r_.eight_tile_rule)
        p(tr("There is no %1-tile rule in this rule set.").arg(kZhiCount.from));
    p(
        tr("When the tiles can be read in several ways, the hand scores as its best reading, the "
           "place of the winning tile included."));
}

bool Page::scored(Item i) const {
    if (r_.value(i) <= 0) return false;
    // 豪华七对's multiplier exists only in the declaring-room formula.
    if (i == Item::LuxurySevenPairs) return r_.scoring == ScoringModel::HefeiTing;
    return true;
}

QString Page::item_name(Item i) {
    // The Chinese term always; the translated name too when it is not Chinese already.
    QString name = QStringLiteral("%1").arg(item_chinese(i));
    const QString other = item_english(i);
    bool cjk = false;
    for (QChar c : other) cjk = cjk || (c.unicode() >= 0x3400 && c.unicode() <= 0x9fff);
    if (!cjk && !other.isEmpty() && other != item_chinese(i))
        name += QStringLiteral("<br><span class=\"en\">%1</span>").arg(other.toHtmlEscaped());
    return name;
}

Page::Row Page::row(Item i) const {
    const int v = r_.value(i);
    const ScoringModel m = r_.scoring;
    const bool classic = m == ScoringModel::HefeiClassic;
    switch (i) {
        case Item::Base:
            if (m == ScoringModel::HefeiTing) {
                const int base = r_.declare_ready_required ? v : r_.base_without_declaring;
                return {plus(base), tr("Every win: %1 in a declaring room (报听房), %2 in a "
                                       "non-declaring room.")
                                        .arg(v)
                                        .arg(r_.base_without_declaring)};
            }
            return {plus(v), tr("Every win.")};
        case Item::Zhi:
            return {plus(v), tr("%1 per tile over %3, for each suit with %2 or more tiles (kong "
                                "tiles count).")
                                 .arg(v)
                                 .arg(kZhiCount.from)
                                 .arg(kZhiCount.over)};
        case Item::DoubleEight:
            return {plus(v),
                    tr("Two suits with %1 or more tiles each (needs kongs).").arg(kZhiCount.from)};
        case Item::Que:
            return {plus(v), tr("%1 per suit with no tile in the hand (a one-suit hand: %2).")
                                 .arg(v)
                                 .arg(one_suit_que_points(r_))};
        case Item::Tong:
            return {plus(v), tr("%1 per tile over %3, for each rank held %2 or more times in all "
                                "suits together (3×4m, 2×4s, 3×4p: 8 − 4 = 4 tiles).")
                                 .arg(v)
                                 .arg(kTongCount.from)
                                 .arg(kTongCount.over)};
        case Item::Kan:
            return {plus(v), tr("%1 per concealed pung (111). A pung completed by a discard is not "
                                "a 坎, nor is the pung inside a 活.")
                                 .arg(v)};
        case Item::Kong:
            return {plus(v), tr("%1 per declared concealed kong (暗杠).").arg(v)};
        case Item::Huo: {
            QString how = m == ScoringModel::HefeiBianfeng
                              ? tr("%1 per four identical concealed tiles not declared as a "
                                   "kong, in any shape.")
                                    .arg(v)
                              : tr("%1 per four identical concealed tiles not declared as a "
                                   "kong, three as a pung and one in a chow.")
                                    .arg(v);
            if (r_.huo_exposed > 0)
                how = sentences(
                    how, tr("%1 instead (明活) when the winning tile, taken from a "
                            "discard, is one of the four.")
                                 .arg(r_.huo_exposed) +
                             changed_note(r_.huo_exposed, preset_ ? preset_->huo_exposed : 0));
            return {plus(v), how};
        }
        case Item::Ka: {
            const int lo = lowest_rank();
            const int hi = highest_rank();
            return {plus(v), tr("The winning tile fills the middle of a chow (35 → 4), the only "
                                "possible end of a chow (%1%2 → %3, %4%5 → %6) or the pair "
                                "(单钓). Not for seven pairs.")
                                 .arg(lo)
                                 .arg(lo + 1)
                                 .arg(lo + 2)
                                 .arg(hi - 1)
                                 .arg(hi)
                                 .arg(hi - 2)};
        }
        case Item::Shuangpu: {
            QString how = tr("%1 per two identical chows of one suit; k identical chows count "
                             "k − 1.")
                              .arg(v);
            if (r_.shuangpu_exposed > 0)
                how = sentences(how, tr("%1 instead (明双扑) when a tile won from a discard is "
                                        "in one of them.")
                                             .arg(r_.shuangpu_exposed) +
                                         changed_note(r_.shuangpu_exposed,
                                                      preset_ ? preset_->shuangpu_exposed : 0));
            return {plus(v), how};
        }
        case Item::TwoFiveEight:
            return {plus(v), tr("%1 per tile of ranks 2, 5, 8 (all suits) over %3, when there are "
                                "%2 or more.")
                                 .arg(v)
                                 .arg(kTwoFiveEightCount.from)
                                 .arg(kTwoFiveEightCount.over)};
        case Item::ThreeSeven:
            return {plus(v), tr("%1 per tile of ranks 3 and 7 over %3, when there are %2 or more.")
                                 .arg(v)
                                 .arg(kThreeSevenCount.from)
                                 .arg(kThreeSevenCount.over)};
        case Item::Pinghu:
            return {plus(v), tr("A standard-shape hand (not seven pairs).")};
        case Item::SevenPairs:
            return {plus(v), tr("A seven-pairs hand.")};
        case Item::SuperSevenPairs:
            return {plus(v),
                    tr("Instead of 七对, when the seven pairs hold a four-of-a-kind: %1, plus %2 "
                       "per four-of-a-kind.")
                            .arg(v)
                            .arg(r_.super_seven_pairs_per_four) +
                        changed_note(r_.super_seven_pairs_per_four,
                                     preset_ ? preset_->super_seven_pairs_per_four : 0)};
        case Item::LuxurySevenPairs:
            return {tr("×(1 + n)"), tr("Seven pairs with n four-of-a-kinds (a discarded fourth "
                                       "counts): everything except the dealer bonus × (1 + n).")};
        case Item::Pure:
            if (m == ScoringModel::HefeiBianfeng)
                return {plus(v), tr("Every tile of one suit; added after the 杠开 doubling.")};
            return {plus(v), tr("Every tile of one suit.")};
        case Item::FourKan:
            if (classic && scored(Item::Pure))
                return {plus(v), tr("All four sets are 坎 or declared kongs. A hand that is also "
                                    "清一色 gets the bonus once, not twice.")};
            return {plus(v), tr("All four sets are 坎 or declared kongs.")};
        case Item::KongBloom:
            if (m == ScoringModel::HefeiBianfeng)
                return {times(v), tr("Self-draw win on a kong replacement tile: the base score "
                                     "× %1.")
                                      .arg(v)};
            return {plus(v), tr("Self-draw win on a kong replacement tile.")};
        case Item::Haolao:
            return {plus(v), tr("Self-draw win in the haolao phase (海捞胡).")};
        case Item::KongDiscard:
            return {plus(v), tr("Win on the discard made right after the discarder's kong.")};
        case Item::Heavenly: {
            const int dealt = wall_facts(r_).dealer_tiles;
            if (classic)
                return {times(v), tr("The dealer wins with the dealt %2 tiles, before any discard "
                                     "or kong: the whole total × %1.")
                                      .arg(v)
                                      .arg(dealt)};
            return {plus(v), tr("The dealer wins with the dealt %2 tiles, before any discard or "
                                "kong: base + %1 + dealer bonus, nothing else.")
                                 .arg(v)
                                 .arg(dealt)};
        }
        case Item::Earthly:
            if (classic)
                return {times(v), tr("A non-dealer wins on the dealer's first discard, or by "
                                     "self-draw on their first draw, with no kong before: the "
                                     "whole total × %1.")
                                      .arg(v)};
            return {plus(v), tr("A non-dealer wins by self-draw on their first draw (first "
                                "go-round, no kong before): base + %1, nothing else.")
                                 .arg(v)};
        case Item::Dealer:
            if (classic)
                return {tr("%1 × streak").arg(v),
                        tr("The dealer's streak (连庄数) × %1, in every payment the dealer makes "
                           "or receives: on a non-dealer's self-draw the dealer pays more than "
                           "the other two.")
                            .arg(v)};
            {
                // The engine's 庄分 for a dealer's win at streak 1, on a discard and by self-draw.
                const Seat dealer = Seat::East;
                const Seat other = next(Seat::East);
                const int streak = 1;
                const int ron =
                    dealer_points(WinContext::on_discard(Hand{}, Tile{}, dealer, other, dealer,
                                                         streak, 0, r_.declare_ready_required),
                                  r_, other);
                const int tsumo =
                    dealer_points(WinContext::self_draw(Hand{}, Tile{}, dealer, dealer, streak, 0,
                                                        r_.declare_ready_required),
                                  r_, other);
                return {
                    tr("%1 × streak").arg(v),
                    tr("Only when the dealer wins (庄分额外算): %1 × streak on a win on a discard, "
                       "%2 × streak on a self-draw.")
                        .arg(ron)
                        .arg(tsumo)};
            }
        case Item::Count:
            break;
    }
    return {};
}

void Page::scoring() {
    h2("scoring", tr("Scoring (计分)"));
    switch (r_.scoring) {
        case ScoringModel::HefeiClassic:
            p(tr(
                "Total = base score (胡牌 and the hand's items) + bonuses (shape and situation). "
                "天胡 and 地胡 multiply the whole total, dealer bonus included."));
            break;
        case ScoringModel::HefeiTing:
            p(
                tr("Total = the sum of the items. 豪华七对 multiplies everything but the dealer "
                   "bonus; 天胡 and 地胡 replace everything."));
            break;
        case ScoringModel::HefeiBianfeng:
            p(tr("Total = base score (the items), × %1 for 杠开, then + 清一色, then + the dealer "
                 "bonus. 天胡 and 地胡 replace everything.")
                  .arg(r_.value(Item::KongBloom)));
            break;
        case ScoringModel::HandanFan:
            p(tr(
                "Settled in 番: a win on a discard 1 from the discarder; a self-draw 2 from each "
                "of the three others. Anything the dealer wins or pays is doubled. Kongs are "
                "paid on the spot: an exposed kong 1 from the player who fed it, a concealed "
                "kong 2 from each of the three."));
            return;
    }
    out_ += QStringLiteral(
        "<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"6\" "
        "style=\"border-collapse: collapse; border-color: #cbbf9f;\">\n");
    out_ +=
        QStringLiteral("<tr><th width=\"24%\">%1</th><th width=\"13%\">%2</th><th>%3</th></tr>\n")
            .arg(tr("Item"), tr("Points"), tr("How it counts"));
    QStringList unscored;
    bool odd = false;
    for (int n = 0; n < kNumItems; ++n) {
        const Item i = static_cast<Item>(n);
        if (!scored(i)) {
            unscored << item_chinese(i);
            continue;
        }
        const Row rw = row(i);
        const QString note = changed_note(r_.value(i), preset_ ? preset_->value(i) : r_.value(i));
        out_ += QStringLiteral(
                    "<tr%1><td class=\"zh\">%2</td><td class=\"v\">%3</td>"
                    "<td>%4%5</td></tr>\n")
                    .arg(odd ? QStringLiteral(" bgcolor=\"#faf7f0\"") : QString(), item_name(i),
                         rw.value, rw.how, note);
        odd = !odd;
    }
    out_ += QStringLiteral("</table>\n");
    if (!unscored.isEmpty())
        out_ += QStringLiteral("<p class=\"off\">%1</p>\n")
                    .arg(tr("Not scored in this rule set: %1.").arg(unscored.join(tr(", "))));
}

void Page::payments() {
    h2("payments", tr("Payments (结算)"));
    ul_begin();
    if (r_.scoring == ScoringModel::HandanFan) {
        li(
            tr("The discarder pays every winner; a self-draw is paid by each of the three others. "
               "Kongs are paid even if their owner does not win."));
        li(tr("Kong money, on the spot: an exposed kong %1 from the player who fed it; an added "
              "kong %2 from the player who fed the pong; a concealed kong %3 from each of the "
              "three. Kong money is never doubled.")
               .arg(kExposedKongMoney)
               .arg(kAddedKongMoney)
               .arg(kConcealedKongMoney));
        li(tr("Dealer doubling: whatever the dealer wins or pays for a win is doubled (×%1).")
               .arg(r_.value(Item::Dealer)));
        li(tr("跟打 (following the discard): when, in the first go-round with no call, the three "
              "others each discard the same tile as the first discarder, the first discarder "
              "pays each of them %1.")
               .arg(kFollowDiscardMoney));
        li(tr("A drawn hand (荒庄) pays nothing; kong and 跟打 money already paid stays."));
    } else {
        li(
            tr("Win on a discard: the discarder alone pays the winner's total (each winner, when "
               "several win on it)."));
        li(r_.scoring == ScoringModel::HefeiClassic
               ? tr("Self-draw: each of the other three pays the total; the dealer's payment "
                    "includes the dealer bonus.")
               : tr("Self-draw: each of the other three pays the total."));
        li(tr("Kong points are part of the winner's hand only; a draw (荒庄) pays nothing."));
    }
    li(tr("The pot standings are the running sum of the payments; the four always add up to 0."));
    ul_end();
}

void Page::dealer_and_pot() {
    h2("pot", tr("Dealer and pot (连庄, 一锅)"));
    ul_begin();
    li(
        tr("The dealer wins (alone or with others) or the hand is a draw: the dealer stays and the "
           "streak (连庄数) goes up by 1. A new dealer's first hand has streak 1."));
    li(r_.dealer_passes_to == DealerPasses::Next
           ? tr("Another player wins: the dealer's next player (下家) becomes dealer.")
           : tr("Another player wins: the dealer's previous player (上家) becomes dealer."));
    if (r_.pot_length == PotLength::Rounds && r_.pot_rounds == 1)
        li(
            tr("A pot (一锅) is one round (圈): the dealership passes through all four seats "
               "once."));
    else if (r_.pot_length == PotLength::Rounds)
        li(tr("A pot (一锅) is %1 rounds (圈); a round is done when the dealership has passed "
              "through all four seats once.")
               .arg(r_.pot_rounds));
    else if (r_.pot_hands == 1)
        li(tr("A pot (一锅) is one hand."));
    else
        li(tr("A pot (一锅) is %1 hands.").arg(r_.pot_hands));
    ul_end();
}

// One of RULES.md's worked examples, scored by the engine under these rules: it shows the
// current values at work and can never disagree with the game.
void Page::example() {
    struct Example {
        const char* hand;
        const char* kong;  // the declared kong's tile, "" if none
        const char* win;
        WinBy by;
        Seat winner, dealer, discarder;
        int streak;
        unsigned situations;
    };
    Example ex{};
    switch (r_.scoring) {
        case ScoringModel::HefeiClassic:
            ex = {"234m234m567m78m55p", "", "6m", WinBy::Discard, Seat::South, Seat::East,
                  Seat::East,           2,  0};
            break;
        case ScoringModel::HefeiTing:
            ex = {"3333m44m66m8m55p77s", "", "8m", WinBy::Discard, Seat::West, Seat::West,
                  Seat::North,           1,  0};
            break;
        case ScoringModel::HefeiBianfeng:
            ex = {"234p666p88p34p", "5s",       "5p", WinBy::SelfDraw, Seat::North,
                  Seat::East,       Seat::East, 1,    kKongBloom};
            break;
        case ScoringModel::HandanFan:
            return;
    }
    Hand held;
    Tile win_tile;
    try {
        held.concealed = to_counts(parse_tiles(ex.hand, r_.tiles));
        if (*ex.kong) held.kongs[held.kong_count++] = parse_tile(ex.kong, r_.tiles);
        win_tile = parse_tile(ex.win, r_.tiles);
    } catch (const TileParseError&) {
        return;  // tiles this rule set does not have
    }
    const WinContext ctx =
        ex.by == WinBy::Discard
            ? WinContext::on_discard(held, win_tile, ex.winner, ex.discarder, ex.dealer, ex.streak,
                                     ex.situations, r_.declare_ready_required)
            : WinContext::self_draw(held, win_tile, ex.winner, ex.dealer, ex.streak, ex.situations,
                                    r_.declare_ready_required);
    const WinResult res = score_win(ctx, r_);
    if (!res.win || res.payments.empty()) return;

    h2("example", tr("Worked example"));
    const QString hand = QString::fromStdString(format_counts(ctx.hand.concealed, true));
    const QString win = QString::fromLatin1(ex.win);
    if (ex.by == WinBy::Discard)
        p(tr("Concealed tiles %1. %2 wins on %3's discard %4. Dealer: %5, streak %6.")
              .arg(QStringLiteral("<b>%1</b>").arg(hand), wind_name(ex.winner),
                   wind_name(ex.discarder), QStringLiteral("<b>%1</b>").arg(win),
                   wind_name(ex.dealer))
              .arg(ex.streak));
    else
        p(tr("Concealed tiles %1 and the declared kong %2. %3 draws %4 as the kong replacement and "
             "wins by self-draw. Dealer: %5, streak %6.")
              .arg(QStringLiteral("<b>%1</b>").arg(hand),
                   QStringLiteral("<b>%1</b>")
                       .arg(QString::fromStdString(
                           format_tiles(std::vector<Tile>(kCopiesPerKind, ctx.hand.kongs[0])))),
                   wind_name(ex.winner), QStringLiteral("<b>%1</b>").arg(win), wind_name(ex.dealer))
              .arg(ex.streak));
    const Payment& pay = res.payments.front();
    QStringList parts;
    for (const ItemScore& s : pay.items) {
        if (s.multiplier != 1)
            parts << QStringLiteral("%1 ×%2").arg(item_chinese(s.item)).arg(s.multiplier);
        else
            parts << QStringLiteral("%1 %2").arg(item_chinese(s.item)).arg(s.points);
    }
    p(tr("Items: %1.").arg(parts.join(tr(", "))));
    QStringList pays;
    for (const Payment& pm : res.payments)
        pays << tr("%1 pays %2").arg(wind_name(pm.payer)).arg(pm.points);
    p(QStringLiteral("<b>%1</b>").arg(tr("Payments: %1.").arg(pays.join(tr(", ")))));
}

}  // namespace

QString rules_help_html(const Ruleset& rules) {
    return Page(rules).html();
}

namespace {

bool same_rules(const Ruleset& a, const Ruleset& b) {
    return a.id == b.id && a.values == b.values && a.tiles.bits() == b.tiles.bits() &&
           a.first_dealer == b.first_dealer && a.wall_layout == b.wall_layout &&
           a.declare_ready_required == b.declare_ready_required &&
           a.missed_win_lock == b.missed_win_lock && a.pot_length == b.pot_length &&
           a.pot_rounds == b.pot_rounds && a.pot_hands == b.pot_hands &&
           a.super_seven_pairs_per_four == b.super_seven_pairs_per_four &&
           a.base_without_declaring == b.base_without_declaring && a.huo_exposed == b.huo_exposed &&
           a.shuangpu_exposed == b.shuangpu_exposed;
}

}  // namespace

// The window's own strings share the page's context, "HelpWindow" (not moc's
// "haolao::ui::HelpWindow"): one context for the whole help in the translations.
HelpWindow::HelpWindow(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("HelpWindow"));
    setModal(false);
    setSizeGripEnabled(true);
    label_ = new QLabel(this);
    chooser_ = new QComboBox(this);
    chooser_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label_->setBuddy(chooser_);
    browser_ = new QTextBrowser(this);
    browser_->setOpenExternalLinks(false);
    browser_->document()->setDocumentMargin(16);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto* top = new QHBoxLayout;
    top->addWidget(label_);
    top->addWidget(chooser_);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(browser_, 1);
    layout->addWidget(buttons);
    connect(chooser_, &QComboBox::currentIndexChanged, this, [this] { show_page(); });

    choices_.clear();
    for (const Ruleset& r : presets()) choices_.push_back({Kind::Preset, r});
    retranslate();
    remember_geometry(this, QStringLiteral("rules_help"), {820, 860});
}

void HelpWindow::set_rules(const Ruleset& current, const Ruleset* next, bool keep_selection) {
    const int old = chooser_->currentIndex();
    const Kind old_kind = old >= 0 && old < static_cast<int>(choices_.size())
                              ? choices_[static_cast<std::size_t>(old)].kind
                              : Kind::Current;
    const std::string old_id = old >= 0 && old < static_cast<int>(choices_.size())
                                   ? choices_[static_cast<std::size_t>(old)].rules.id
                                   : std::string();
    choices_.clear();
    choices_.push_back({Kind::Current, current});
    if (next && !same_rules(*next, current)) choices_.push_back({Kind::Next, *next});
    for (const Ruleset& r : presets()) choices_.push_back({Kind::Preset, r});
    int select = 0;
    if (keep_selection)
        for (std::size_t i = 0; i < choices_.size(); ++i)
            if (choices_[i].kind == old_kind &&
                (old_kind != Kind::Preset || choices_[i].rules.id == old_id))
                select = static_cast<int>(i);
    fill_chooser(select);
}

const Ruleset& HelpWindow::shown_rules() const {
    const int i = std::max(0, chooser_->currentIndex());
    return choices_[static_cast<std::size_t>(i)].rules;
}

void HelpWindow::fill_chooser(int select) {
    {
        const QSignalBlocker block(chooser_);
        chooser_->clear();
        for (const Choice& c : choices_) {
            const QString name = ruleset_name(c.rules);
            const Ruleset* preset = find_ruleset(c.rules.id);
            const bool custom = !preset || !same_rules(*preset, c.rules);
            const QString shown =
                custom ? QCoreApplication::translate("HelpWindow", "%1 (changed)").arg(name) : name;
            switch (c.kind) {
                case Kind::Current:
                    chooser_->addItem(
                        QCoreApplication::translate("HelpWindow", "This pot: %1").arg(shown));
                    break;
                case Kind::Next:
                    chooser_->addItem(
                        QCoreApplication::translate("HelpWindow", "Next pot: %1").arg(shown));
                    break;
                case Kind::Preset:
                    chooser_->addItem(
                        QCoreApplication::translate("HelpWindow", "Preset: %1").arg(name));
                    break;
            }
        }
        chooser_->setCurrentIndex(select);
    }
    show_page();
}

void HelpWindow::show_page() {
    // Keep the reader's place when the same entry is shown again (a language change).
    const QString key = QStringLiteral("%1/%2")
                            .arg(chooser_->currentIndex())
                            .arg(QString::fromStdString(shown_rules().id));
    const int scroll = browser_->verticalScrollBar()->value();
    browser_->setHtml(rules_help_html(shown_rules()));
    if (key == shown_key_) browser_->verticalScrollBar()->setValue(scroll);
    shown_key_ = key;
}

void HelpWindow::retranslate() {
    setWindowTitle(QCoreApplication::translate("HelpWindow", "Rules help — Haolao"));
    label_->setText(QCoreApplication::translate("HelpWindow", "&Rules:"));
    fill_chooser(std::max(0, chooser_->currentIndex()));
}

void HelpWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(e);
}

HelpWindow* show_rules_help(QWidget* parent, const Ruleset& current, const Ruleset& next) {
    auto* w =
        parent ? parent->findChild<HelpWindow*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    const bool fresh = !w || !w->isVisible();
    if (!w) w = new HelpWindow(parent);
    // Opened afresh: on this pot's rules; already open: keep the reader's choice.
    w->set_rules(current, &next, !fresh);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

}  // namespace haolao::ui
