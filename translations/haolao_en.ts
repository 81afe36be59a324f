<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Haolao %1</source>
        <extracomment>The About box&apos;s headline: the program&apos;s name and its version.</extracomment>
        <translation>Haolao %1</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将): a whole pot against three computer players, or passed around one computer.</source>
        <translation>Hefei mahjong (合肥麻将): a whole pot against three computer players, or passed around one computer.</translation>
    </message>
    <message>
        <source>Copyright © %1 The Haolao developers</source>
        <extracomment>%1: the years.</extracomment>
        <translation>Copyright © %1 The Haolao developers</translation>
    </message>
    <message>
        <source>Haolao is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.</source>
        <translation>Haolao is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.</translation>
    </message>
    <message>
        <source>It comes with ABSOLUTELY NO WARRANTY; see %1 for details.</source>
        <extracomment>%1: a link whose text is &quot;the GNU General Public License&quot;.</extracomment>
        <translation>It comes with ABSOLUTELY NO WARRANTY; see %1 for details.</translation>
    </message>
    <message>
        <source>the GNU General Public License</source>
        <translation>the GNU General Public License</translation>
    </message>
    <message>
        <source>The glyphs on the tiles and the icon are drawn from the Noto CJK fonts, under the SIL Open Font License 1.1.</source>
        <translation>The glyphs on the tiles and the icon are drawn from the Noto CJK fonts, under the SIL Open Font License 1.1.</translation>
    </message>
    <message>
        <source>Home page: %1</source>
        <extracomment>%1: the home page&apos;s address, a link.</extracomment>
        <translation>Home page: %1</translation>
    </message>
    <message>
        <source>Your pots, history and statistics are kept in this folder:</source>
        <translation>Your pots, history and statistics are kept in this folder:</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <extracomment>%1: the Qt version the program was built with; %2: the one it runs on.</extracomment>
        <translation>Built with Qt %1, running on Qt %2.</translation>
    </message>
    <message>
        <source>About Haolao</source>
        <translation>About Haolao</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences of one paragraph, joined: Chinese puts no space after its full stop.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Hefei mahjong (合肥麻将) as played at home: the classic counting.</source>
        <translation>Hefei mahjong (合肥麻将) as played at home: the classic counting.</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as played in online rooms with or without declaring ready (报听).</source>
        <translation>Hefei mahjong (合肥麻将) as played in online rooms with or without declaring ready (报听).</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as played on the Bianfeng (边锋) client.</source>
        <translation>Hefei mahjong (合肥麻将) as played on the Bianfeng (边锋) client.</translation>
    </message>
    <message>
        <source>Handan mahjong (邯郸麻将), settled in 番.</source>
        <translation>Handan mahjong (邯郸麻将), settled in 番.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Wall and deal</source>
        <translation>Wall and deal</translation>
    </message>
    <message>
        <source>Turn flow</source>
        <translation>Turn flow</translation>
    </message>
    <message>
        <source>Haolao</source>
        <translation>Haolao</translation>
    </message>
    <message>
        <source>Declaring ready</source>
        <translation>Declaring ready</translation>
    </message>
    <message>
        <source>What wins</source>
        <translation>What wins</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <source>Dealer and pot</source>
        <translation>Dealer and pot</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>Worked example</translation>
    </message>
    <message>
        <source>preset: %1</source>
        <translation>preset: %1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Declaring room (报听房): %1</source>
        <translation>Declaring room (报听房): %1</translation>
    </message>
    <message>
        <source>Missed-win lock (胡前不胡后): %1</source>
        <translation>Missed-win lock (胡前不胡后): %1</translation>
    </message>
    <message>
        <source>First dealer: changed</source>
        <translation>First dealer: changed</translation>
    </message>
    <message>
        <source>Wall layout: changed</source>
        <translation>Wall layout: changed</translation>
    </message>
    <message>
        <source>Pot length: changed</source>
        <translation>Pot length: changed</translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation>%1: %2 (preset: %3)</translation>
    </message>
    <message>
        <source>超级七小对 per four-of-a-kind</source>
        <translation>超级七小对 per four-of-a-kind</translation>
    </message>
    <message>
        <source>Base in a non-declaring room</source>
        <translation>Base in a non-declaring room</translation>
    </message>
    <message>
        <source>明活</source>
        <translation>明活</translation>
    </message>
    <message>
        <source>明双扑</source>
        <translation>明双扑</translation>
    </message>
    <message>
        <source>Changed from the preset in the settings:</source>
        <translation>Changed from the preset in the settings:</translation>
    </message>
    <message>
        <source>万 characters (m): ranks %1–%2</source>
        <translation>万 characters (m): ranks %1–%2</translation>
    </message>
    <message>
        <source>饼 dots (p): ranks %1–%2</source>
        <translation>饼 dots (p): ranks %1–%2</translation>
    </message>
    <message>
        <source>条 bamboo (s): ranks %1–%2</source>
        <translation>条 bamboo (s): ranks %1–%2</translation>
    </message>
    <message>
        <source>Honors (z): the four winds 東南西北 and 白 發 中</source>
        <translation>Honors (z): the four winds 東南西北 and 白 發 中</translation>
    </message>
    <message>
        <source>No honors.</source>
        <translation>No honors.</translation>
    </message>
    <message>
        <source>There are no 1s and no 9s, so 23 can only be completed by 4, and 78 only by 6.</source>
        <translation>There are no 1s and no 9s, so 23 can only be completed by 4, and 78 only by 6.</translation>
    </message>
    <message>
        <source>No chow (吃), no pong (碰), no exposed kong (明杠). The only call is the concealed kong (暗杠): four identical tiles laid down face up, so everybody sees them.</source>
        <translation>No chow (吃), no pong (碰), no exposed kong (明杠). The only call is the concealed kong (暗杠): four identical tiles laid down face up, so everybody sees them.</translation>
    </message>
    <message>
        <source>No chow (吃). Pong (碰) and exposed kong (明杠) on a discard are allowed, so are an added kong on one&apos;s own pong and a concealed kong (暗杠).</source>
        <translation>No chow (吃). Pong (碰) and exposed kong (明杠) on a discard are allowed, so are an added kong on one&apos;s own pong and a concealed kong (暗杠).</translation>
    </message>
    <message>
        <source>Robbing a kong (抢杠) is allowed.</source>
        <translation>Robbing a kong (抢杠) is allowed.</translation>
    </message>
    <message>
        <source>First dealer (请庄): drawn at random.</source>
        <translation>First dealer (请庄): drawn at random.</translation>
    </message>
    <message>
        <source>First dealer (请庄): East.</source>
        <translation>First dealer (请庄): East.</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s and the opposite player&apos;s walls have %2 stacks, the other two %3.</source>
        <translation>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s and the opposite player&apos;s walls have %2 stacks, the other two %3.</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. Each player builds %2 stacks.</source>
        <translation>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. Each player builds %2 stacks.</translation>
    </message>
    <message>
        <source>Breaking the wall: the dealer rolls the dice once; counting from the dealer in play order to the player named by the sum, that player&apos;s wall is cut at the stack given by the sum.</source>
        <translation>Breaking the wall: the dealer rolls the dice once; counting from the dealer in play order to the player named by the sum, that player&apos;s wall is cut at the stack given by the sum.</translation>
    </message>
    <message>
        <source>Play goes East → South → West → North. The dealer starts by discarding (or declaring a kong, or winning: 天胡).</source>
        <translation>Play goes East → South → West → North. The dealer starts by discarding (or declaring a kong, or winning: 天胡).</translation>
    </message>
    <message>
        <source>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠), or discard one tile.</source>
        <translation>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠), or discard one tile.</translation>
    </message>
    <message>
        <source>After each discard the other players may win on it (点炮: the discarder pays). Any number of players may win on the same discard (一炮多响).</source>
        <translation>After each discard the other players may win on it (点炮: the discarder pays). Any number of players may win on the same discard (一炮多响).</translation>
    </message>
    <message>
        <source>Concealed kong: with four identical tiles, on your own turn, lay them face up and draw a replacement from the tail (补牌); then win, kong again or discard.</source>
        <translation>Concealed kong: with four identical tiles, on your own turn, lay them face up and draw a replacement from the tail (补牌); then win, kong again or discard.</translation>
    </message>
    <message>
        <source>No kong is allowed once only %1 tiles are left in the wall.</source>
        <translation>No kong is allowed once only %1 tiles are left in the wall.</translation>
    </message>
    <message>
        <source>托管 (auto-play): hand your seat to the AI and take it back at any time (F3).</source>
        <translation>托管 (auto-play): hand your seat to the AI and take it back at any time (F3).</translation>
    </message>
    <message>
        <source>Haolao (海捞)</source>
        <translation>Haolao (海捞)</translation>
    </message>
    <message>
        <source>This rule set has no haolao phase: play goes on until the wall is used up.</source>
        <translation>This rule set has no haolao phase: play goes on until the wall is used up.</translation>
    </message>
    <message>
        <source>The last %1 tiles of the wall are the haolao zone. When a turn ends with exactly %1 tiles left and nobody won on the discard, the haolao phase starts: beginning with the next player, each player in turn draws one tile and does not discard. The first whose drawn tile completes a winning hand wins by self-draw (海捞胡) and the hand ends. No kongs in this phase. If nobody wins, the hand is a draw (荒庄).</source>
        <translation>The last %1 tiles of the wall are the haolao zone. When a turn ends with exactly %1 tiles left and nobody won on the discard, the haolao phase starts: beginning with the next player, each player in turn draws one tile and does not discard. The first whose drawn tile completes a winning hand wins by self-draw (海捞胡) and the hand ends. No kongs in this phase. If nobody wins, the hand is a draw (荒庄).</translation>
    </message>
    <message>
        <source>A haolao win scores %1 more (see the scoring table).</source>
        <translation>A haolao win scores %1 more (see the scoring table).</translation>
    </message>
    <message>
        <source>Declaring ready (报听)</source>
        <translation>Declaring ready (报听)</translation>
    </message>
    <message>
        <source>This is not a declaring room: a player may win on a discard without declaring, and declaring ready is not offered.</source>
        <translation>This is not a declaring room: a player may win on a discard without declaring, and declaring ready is not offered.</translation>
    </message>
    <message>
        <source>This is a declaring room (报听房): a player may win on a discard only after declaring ready; without a declaration only self-draw wins count.</source>
        <translation>This is a declaring room (报听房): a player may win on a discard only after declaring ready; without a declaration only self-draw wins count.</translation>
    </message>
    <message>
        <source>Declare together with a discard that leaves the hand ready.</source>
        <translation>Declare together with a discard that leaves the hand ready.</translation>
    </message>
    <message>
        <source>From then on the hand is locked: every drawn tile that does not win is discarded automatically, except that a concealed kong may still be declared if the hand stays ready.</source>
        <translation>From then on the hand is locked: every drawn tile that does not win is discarded automatically, except that a concealed kong may still be declared if the hand stays ready.</translation>
    </message>
    <message>
        <source>A declared player&apos;s wins are taken automatically (自动胡牌).</source>
        <translation>A declared player&apos;s wins are taken automatically (自动胡牌).</translation>
    </message>
    <message>
        <source>The win&apos;s base score is %1 in a declaring room (%2 in a non-declaring room).</source>
        <translation>The win&apos;s base score is %1 in a declaring room (%2 in a non-declaring room).</translation>
    </message>
    <message>
        <source>No missed-win lock (漏胡 is allowed): a player who passed a win may win on the very next discard.</source>
        <translation>No missed-win lock (漏胡 is allowed): a player who passed a win may win on the very next discard.</translation>
    </message>
    <message>
        <source>Missed wins (胡前不胡后, 胡大不胡小)</source>
        <translation>Missed wins (胡前不胡后, 胡大不胡小)</translation>
    </message>
    <message>
        <source>A player who could have won on a discard and passed may not win on any discard until their own next draw, unless the new win would score strictly more for them than the one they passed (for example, the new discarder is the dealer). Self-draw is always allowed.</source>
        <translation>A player who could have won on a discard and passed may not win on any discard until their own next draw, unless the new win would score strictly more for them than the one they passed (for example, the new discarder is the dealer). Self-draw is always allowed.</translation>
    </message>
    <message>
        <source>What wins (胡牌)</source>
        <translation>What wins (胡牌)</translation>
    </message>
    <message>
        <source>Standard shape: a pair (将) plus four sets, each a chow (顺子, three in a row of one suit) or a pung (刻子/坎, three alike); declared kongs count as sets.</source>
        <translation>Standard shape: a pair (将) plus four sets, each a chow (顺子, three in a row of one suit) or a pung (刻子/坎, three alike); declared kongs count as sets.</translation>
    </message>
    <message>
        <source>When the tiles can be read in several ways, the hand scores as its best reading, the place of the winning tile included.</source>
        <translation>When the tiles can be read in several ways, the hand scores as its best reading, the place of the winning tile included.</translation>
    </message>
    <message>
        <source>Every win: %1 in a declaring room (报听房), %2 in a non-declaring room.</source>
        <translation>Every win: %1 in a declaring room (报听房), %2 in a non-declaring room.</translation>
    </message>
    <message>
        <source>Every win.</source>
        <translation>Every win.</translation>
    </message>
    <message>
        <source>%1 per suit with no tile in the hand (a one-suit hand: %2).</source>
        <translation>%1 per suit with no tile in the hand (a one-suit hand: %2).</translation>
    </message>
    <message>
        <source>%1 per concealed pung (111). A pung completed by a discard is not a 坎, nor is the pung inside a 活.</source>
        <translation>%1 per concealed pung (111). A pung completed by a discard is not a 坎, nor is the pung inside a 活.</translation>
    </message>
    <message>
        <source>%1 per declared concealed kong (暗杠).</source>
        <translation>%1 per declared concealed kong (暗杠).</translation>
    </message>
    <message>
        <source>%1 per four identical concealed tiles not declared as a kong, in any shape.</source>
        <translation>%1 per four identical concealed tiles not declared as a kong, in any shape.</translation>
    </message>
    <message>
        <source>%1 per four identical concealed tiles not declared as a kong, three as a pung and one in a chow.</source>
        <translation>%1 per four identical concealed tiles not declared as a kong, three as a pung and one in a chow.</translation>
    </message>
    <message>
        <source>%1 instead (明活) when the winning tile, taken from a discard, is one of the four.</source>
        <translation>%1 instead (明活) when the winning tile, taken from a discard, is one of the four.</translation>
    </message>
    <message>
        <source>The winning tile fills the middle of a chow (35 → 4), the only possible end of a chow (%1%2 → %3, %4%5 → %6) or the pair (单钓). Not for seven pairs.</source>
        <translation>The winning tile fills the middle of a chow (35 → 4), the only possible end of a chow (%1%2 → %3, %4%5 → %6) or the pair (单钓). Not for seven pairs.</translation>
    </message>
    <message>
        <source>%1 per two identical chows of one suit; k identical chows count k − 1.</source>
        <translation>%1 per two identical chows of one suit; k identical chows count k − 1.</translation>
    </message>
    <message>
        <source>%1 instead (明双扑) when a tile won from a discard is in one of them.</source>
        <translation>%1 instead (明双扑) when a tile won from a discard is in one of them.</translation>
    </message>
    <message>
        <source>A standard-shape hand (not seven pairs).</source>
        <translation>A standard-shape hand (not seven pairs).</translation>
    </message>
    <message>
        <source>A seven-pairs hand.</source>
        <translation>A seven-pairs hand.</translation>
    </message>
    <message>
        <source>Instead of 七对, when the seven pairs hold a four-of-a-kind: %1, plus %2 per four-of-a-kind.</source>
        <translation>Instead of 七对, when the seven pairs hold a four-of-a-kind: %1, plus %2 per four-of-a-kind.</translation>
    </message>
    <message>
        <source>×(1 + n)</source>
        <translation>×(1 + n)</translation>
    </message>
    <message>
        <source>Seven pairs with n four-of-a-kinds (a discarded fourth counts): everything except the dealer bonus × (1 + n).</source>
        <translation>Seven pairs with n four-of-a-kinds (a discarded fourth counts): everything except the dealer bonus × (1 + n).</translation>
    </message>
    <message>
        <source>Every tile of one suit; added after the 杠开 doubling.</source>
        <translation>Every tile of one suit; added after the 杠开 doubling.</translation>
    </message>
    <message>
        <source>Every tile of one suit.</source>
        <translation>Every tile of one suit.</translation>
    </message>
    <message>
        <source>All four sets are 坎 or declared kongs. A hand that is also 清一色 gets the bonus once, not twice.</source>
        <translation>All four sets are 坎 or declared kongs. A hand that is also 清一色 gets the bonus once, not twice.</translation>
    </message>
    <message>
        <source>All four sets are 坎 or declared kongs.</source>
        <translation>All four sets are 坎 or declared kongs.</translation>
    </message>
    <message>
        <source>Self-draw win on a kong replacement tile: the base score × %1.</source>
        <translation>Self-draw win on a kong replacement tile: the base score × %1.</translation>
    </message>
    <message>
        <source>Self-draw win on a kong replacement tile.</source>
        <translation>Self-draw win on a kong replacement tile.</translation>
    </message>
    <message>
        <source>Self-draw win in the haolao phase (海捞胡).</source>
        <translation>Self-draw win in the haolao phase (海捞胡).</translation>
    </message>
    <message>
        <source>Win on the discard made right after the discarder&apos;s kong.</source>
        <translation>Win on the discard made right after the discarder&apos;s kong.</translation>
    </message>
    <message>
        <source>A non-dealer wins on the dealer&apos;s first discard, or by self-draw on their first draw, with no kong before: the whole total × %1.</source>
        <translation>A non-dealer wins on the dealer&apos;s first discard, or by self-draw on their first draw, with no kong before: the whole total × %1.</translation>
    </message>
    <message>
        <source>A non-dealer wins by self-draw on their first draw (first go-round, no kong before): base + %1, nothing else.</source>
        <translation>A non-dealer wins by self-draw on their first draw (first go-round, no kong before): base + %1, nothing else.</translation>
    </message>
    <message>
        <source>%1 × streak</source>
        <translation>%1 × streak</translation>
    </message>
    <message>
        <source>The dealer&apos;s streak (连庄数) × %1, in every payment the dealer makes or receives: on a non-dealer&apos;s self-draw the dealer pays more than the other two.</source>
        <translation>The dealer&apos;s streak (连庄数) × %1, in every payment the dealer makes or receives: on a non-dealer&apos;s self-draw the dealer pays more than the other two.</translation>
    </message>
    <message>
        <source>Only when the dealer wins (庄分额外算): %1 × streak on a win on a discard, %2 × streak on a self-draw.</source>
        <translation>Only when the dealer wins (庄分额外算): %1 × streak on a win on a discard, %2 × streak on a self-draw.</translation>
    </message>
    <message>
        <source>Scoring (计分)</source>
        <translation>Scoring (计分)</translation>
    </message>
    <message>
        <source>Total = base score (胡牌 and the hand&apos;s items) + bonuses (shape and situation). 天胡 and 地胡 multiply the whole total, dealer bonus included.</source>
        <translation>Total = base score (胡牌 and the hand&apos;s items) + bonuses (shape and situation). 天胡 and 地胡 multiply the whole total, dealer bonus included.</translation>
    </message>
    <message>
        <source>Total = the sum of the items. 豪华七对 multiplies everything but the dealer bonus; 天胡 and 地胡 replace everything.</source>
        <translation>Total = the sum of the items. 豪华七对 multiplies everything but the dealer bonus; 天胡 and 地胡 replace everything.</translation>
    </message>
    <message>
        <source>Total = base score (the items), × %1 for 杠开, then + 清一色, then + the dealer bonus. 天胡 and 地胡 replace everything.</source>
        <translation>Total = base score (the items), × %1 for 杠开, then + 清一色, then + the dealer bonus. 天胡 and 地胡 replace everything.</translation>
    </message>
    <message>
        <source>Settled in 番: a win on a discard 1 from the discarder; a self-draw 2 from each of the three others. Anything the dealer wins or pays is doubled. Kongs are paid on the spot: an exposed kong 1 from the player who fed it, a concealed kong 2 from each of the three.</source>
        <translation>Settled in 番: a win on a discard 1 from the discarder; a self-draw 2 from each of the three others. Anything the dealer wins or pays is doubled. Kongs are paid on the spot: an exposed kong 1 from the player who fed it, a concealed kong 2 from each of the three.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>How it counts</source>
        <translation>How it counts</translation>
    </message>
    <message>
        <source>Not scored in this rule set: %1.</source>
        <translation>Not scored in this rule set: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Payments (结算)</source>
        <translation>Payments (结算)</translation>
    </message>
    <message>
        <source>The discarder pays every winner; a self-draw is paid by each of the three others. Kongs are paid even if their owner does not win.</source>
        <translation>The discarder pays every winner; a self-draw is paid by each of the three others. Kongs are paid even if their owner does not win.</translation>
    </message>
    <message>
        <source>Win on a discard: the discarder alone pays the winner&apos;s total (each winner, when several win on it).</source>
        <translation>Win on a discard: the discarder alone pays the winner&apos;s total (each winner, when several win on it).</translation>
    </message>
    <message>
        <source>Self-draw: each of the other three pays the total; the dealer&apos;s payment includes the dealer bonus.</source>
        <translation>Self-draw: each of the other three pays the total; the dealer&apos;s payment includes the dealer bonus.</translation>
    </message>
    <message>
        <source>Self-draw: each of the other three pays the total.</source>
        <translation>Self-draw: each of the other three pays the total.</translation>
    </message>
    <message>
        <source>Kong points are part of the winner&apos;s hand only; a draw (荒庄) pays nothing.</source>
        <translation>Kong points are part of the winner&apos;s hand only; a draw (荒庄) pays nothing.</translation>
    </message>
    <message>
        <source>The pot standings are the running sum of the payments; the four always add up to 0.</source>
        <translation>The pot standings are the running sum of the payments; the four always add up to 0.</translation>
    </message>
    <message>
        <source>Dealer and pot (连庄, 一锅)</source>
        <translation>Dealer and pot (连庄, 一锅)</translation>
    </message>
    <message>
        <source>The dealer wins (alone or with others) or the hand is a draw: the dealer stays and the streak (连庄数) goes up by 1. A new dealer&apos;s first hand has streak 1.</source>
        <translation>The dealer wins (alone or with others) or the hand is a draw: the dealer stays and the streak (连庄数) goes up by 1. A new dealer&apos;s first hand has streak 1.</translation>
    </message>
    <message>
        <source>Another player wins: the dealer&apos;s next player (下家) becomes dealer.</source>
        <translation>Another player wins: the dealer&apos;s next player (下家) becomes dealer.</translation>
    </message>
    <message>
        <source>Another player wins: the dealer&apos;s previous player (上家) becomes dealer.</source>
        <translation>Another player wins: the dealer&apos;s previous player (上家) becomes dealer.</translation>
    </message>
    <message>
        <source>A pot (一锅) is %1 hands.</source>
        <translation>A pot (一锅) is %1 hands.</translation>
    </message>
    <message>
        <source>Concealed tiles %1. %2 wins on %3&apos;s discard %4. Dealer: %5, streak %6.</source>
        <translation>Concealed tiles %1. %2 wins on %3&apos;s discard %4. Dealer: %5, streak %6.</translation>
    </message>
    <message>
        <source>Concealed tiles %1 and the declared kong %2. %3 draws %4 as the kong replacement and wins by self-draw. Dealer: %5, streak %6.</source>
        <translation>Concealed tiles %1 and the declared kong %2. %3 draws %4 as the kong replacement and wins by self-draw. Dealer: %5, streak %6.</translation>
    </message>
    <message>
        <source>Items: %1.</source>
        <translation>Items: %1.</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <translation>%1 pays %2</translation>
    </message>
    <message>
        <source>Payments: %1.</source>
        <translation>Payments: %1.</translation>
    </message>
    <message>
        <source>Missed wins</source>
        <translation>Missed wins</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (changed)</translation>
    </message>
    <message>
        <source>This pot: %1</source>
        <translation>This pot: %1</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>Next pot: %1</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Preset: %1</translation>
    </message>
    <message>
        <source>Rules help — Haolao</source>
        <translation>Rules help — Haolao</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A pot (一锅) is one round (圈): the dealership passes through all four seats once.</source>
        <translation>A pot (一锅) is one round (圈): the dealership passes through all four seats once.</translation>
    </message>
    <message>
        <source>A pot (一锅) is %1 rounds (圈); a round is done when the dealership has passed through all four seats once.</source>
        <translation>A pot (一锅) is %1 rounds (圈); a round is done when the dealership has passed through all four seats once.</translation>
    </message>
    <message>
        <source>A pot (一锅) is one hand.</source>
        <translation>A pot (一锅) is one hand.</translation>
    </message>
    <message>
        <source>%1 tiles: %2 kinds, %3 of each. No flowers.</source>
        <translation>%1 tiles: %2 kinds, %3 of each. No flowers.</translation>
    </message>
    <message>
        <source>First dealer (请庄): East rolls both dice once. Sum %1: East; %2: South; %3: West; %4: North.</source>
        <translation>First dealer (请庄): East rolls both dice once. Sum %1: East; %2: South; %3: West; %4: North.</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s wall has %2 stacks, the other three %3 each.</source>
        <translation>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s wall has %2 stacks, the other three %3 each.</translation>
    </message>
    <message>
        <source>Breaking the wall (起牌): the dealer rolls both dice. Counting the dealer as 1 in play order, the sum picks the wall: %1 the dealer&apos;s own; %2 the next player&apos;s (下家); %3 the opposite player&apos;s; %4 the previous player&apos;s (上家). The smaller die gives the starting stack, counted from the right end of that wall. Normal draws go clockwise from there; kong replacements come from the other end (the tail).</source>
        <translation>Breaking the wall (起牌): the dealer rolls both dice. Counting the dealer as 1 in play order, the sum picks the wall: %1 the dealer&apos;s own; %2 the next player&apos;s (下家); %3 the opposite player&apos;s; %4 the previous player&apos;s (上家). The smaller die gives the starting stack, counted from the right end of that wall. Normal draws go clockwise from there; kong replacements come from the other end (the tail).</translation>
    </message>
    <message>
        <source>The deal: dealer first, then in play order, each player takes %1 stacks at a time, %2 times round. Then the jump (跳牌): the dealer takes the top tiles of the 1st and 3rd stacks, the others one tile each.</source>
        <translation>The deal: dealer first, then in play order, each player takes %1 stacks at a time, %2 times round. Then the jump (跳牌): the dealer takes the top tiles of the 1st and 3rd stacks, the others one tile each.</translation>
    </message>
    <message>
        <source>The dealer holds %1 tiles, the others %2; %3 tiles stay in the wall.</source>
        <translation>The dealer holds %1 tiles, the others %2; %3 tiles stay in the wall.</translation>
    </message>
    <message>
        <source>The winning hand is all of the winner&apos;s tiles: concealed tiles, the winning tile and declared kongs (%1 tiles each). It must meet:</source>
        <translation>The winning hand is all of the winner&apos;s tiles: concealed tiles, the winning tile and declared kongs (%1 tiles each). It must meet:</translation>
    </message>
    <message>
        <source>Or seven pairs (七对): %1 concealed tiles, no declared kong; four identical tiles may count as two pairs.</source>
        <translation>Or seven pairs (七对): %1 concealed tiles, no declared kong; four identical tiles may count as two pairs.</translation>
    </message>
    <message>
        <source>The dealer wins with the dealt %2 tiles, before any discard or kong: the whole total × %1.</source>
        <translation>The dealer wins with the dealt %2 tiles, before any discard or kong: the whole total × %1.</translation>
    </message>
    <message>
        <source>The dealer wins with the dealt %2 tiles, before any discard or kong: base + %1 + dealer bonus, nothing else.</source>
        <translation>The dealer wins with the dealt %2 tiles, before any discard or kong: base + %1 + dealer bonus, nothing else.</translation>
    </message>
    <message>
        <source>The %1-tile rule: at least one suit has %1 or more tiles (kong tiles count). Tiles over %2 in a suit score 支.</source>
        <translation>The %1-tile rule: at least one suit has %1 or more tiles (kong tiles count). Tiles over %2 in a suit score 支.</translation>
    </message>
    <message>
        <source>There is no %1-tile rule in this rule set.</source>
        <translation>There is no %1-tile rule in this rule set.</translation>
    </message>
    <message>
        <source>%1 per tile over %3, for each suit with %2 or more tiles (kong tiles count).</source>
        <translation>%1 per tile over %3, for each suit with %2 or more tiles (kong tiles count).</translation>
    </message>
    <message>
        <source>Two suits with %1 or more tiles each (needs kongs).</source>
        <translation>Two suits with %1 or more tiles each (needs kongs).</translation>
    </message>
    <message>
        <source>%1 per tile over %3, for each rank held %2 or more times in all suits together (3×4m, 2×4s, 3×4p: 8 − 4 = 4 tiles).</source>
        <translation>%1 per tile over %3, for each rank held %2 or more times in all suits together (3×4m, 2×4s, 3×4p: 8 − 4 = 4 tiles).</translation>
    </message>
    <message>
        <source>%1 per tile of ranks 2, 5, 8 (all suits) over %3, when there are %2 or more.</source>
        <translation>%1 per tile of ranks 2, 5, 8 (all suits) over %3, when there are %2 or more.</translation>
    </message>
    <message>
        <source>%1 per tile of ranks 3 and 7 over %3, when there are %2 or more.</source>
        <translation>%1 per tile of ranks 3 and 7 over %3, when there are %2 or more.</translation>
    </message>
    <message>
        <source>A hand is ready (听牌) when one more tile would make a legal winning hand. With Hints (F2) on, the table shows your waits, and at each decision the AI&apos;s advice: the best action with the points it expects, and a corner mark on discards that risk being won on (yellow, orange, red as the risk grows; the tooltip names the risk and the player). Help → Hint marks explains every mark.</source>
        <translation>A hand is ready (听牌) when one more tile would make a legal winning hand. With Hints (F2) on, the table shows your waits, and at each decision the AI&apos;s advice: the best action with the points it expects, and a corner mark on discards that risk being won on (yellow, orange, red as the risk grows; the tooltip names the risk and the player). Help → Hint marks explains every mark.</translation>
    </message>
    <message>
        <source>Play goes East → South → West → North. The dealer starts with 14 tiles by discarding (or declaring a kong, or winning).</source>
        <translation>Play goes East → South → West → North. The dealer starts with 14 tiles by discarding (or declaring a kong, or winning).</translation>
    </message>
    <message>
        <source>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠) or an added kong (加杠), or discard one tile.</source>
        <translation>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠) or an added kong (加杠), or discard one tile.</translation>
    </message>
    <message>
        <source>After each discard the others may claim it (no chow 吃): 胡 Win with it, 杠 Kong (明杠) holding three of it, or 碰 Pong holding two. Win beats Kong and Pong: everyone who can win is asked first and all who take it win; only when nobody wins is the one player who may kong or pong asked.</source>
        <translation>After each discard the others may claim it (no chow 吃): 胡 Win with it, 杠 Kong (明杠) holding three of it, or 碰 Pong holding two. Win beats Kong and Pong: everyone who can win is asked first and all who take it win; only when nobody wins is the one player who may kong or pong asked.</translation>
    </message>
    <message>
        <source>After a pong (碰) the claimer discards at once, without drawing; play goes on from the claimer. After an exposed kong (明杠) the claimer draws a replacement from the tail (补牌).</source>
        <translation>After a pong (碰) the claimer discards at once, without drawing; play goes on from the claimer. After an exposed kong (明杠) the claimer draws a replacement from the tail (补牌).</translation>
    </message>
    <message>
        <source>Added kong (加杠): on your own turn, the fourth tile added to your own pong. Before it counts, every other player who can win on that tile may rob it (抢杠); a robbed kong is neither made nor paid, and the adder pays the win like a discard.</source>
        <translation>Added kong (加杠): on your own turn, the fourth tile added to your own pong. Before it counts, every other player who can win on that tile may rob it (抢杠); a robbed kong is neither made nor paid, and the adder pays the win like a discard.</translation>
    </message>
    <message>
        <source>Concealed kong (暗杠): with four identical tiles, on your own turn, lay them down and draw a replacement from the tail; a win on a replacement is 杠开 (paid as a self-draw). Concealed kongs cannot be robbed.</source>
        <translation>Concealed kong (暗杠): with four identical tiles, on your own turn, lay them down and draw a replacement from the tail; a win on a replacement is 杠开 (paid as a self-draw). Concealed kongs cannot be robbed.</translation>
    </message>
    <message>
        <source>Passing locks you for a go-round (过圈): after passing a win you may not win on any discard, and after passing a pong you may not pong that tile, until your own next draw or call. Self-draw is always allowed.</source>
        <translation>Passing locks you for a go-round (过圈): after passing a win you may not win on any discard, and after passing a pong you may not pong that tile, until your own next draw or call. Self-draw is always allowed.</translation>
    </message>
    <message>
        <source>At the table: 胡 Win (H), 杠 Kong (K), 碰 Pong (P), 过 Pass (Space); a claim offer may pass by itself after the claim timeout (Settings → Play).</source>
        <translation>At the table: 胡 Win (H), 杠 Kong (K), 碰 Pong (P), 过 Pass (Space); a claim offer may pass by itself after the claim timeout (Settings → Play).</translation>
    </message>
    <message>
        <source>This rule set has no haolao phase. The hand is drawn (荒庄) when only %1 full stacks (%2 tiles) are left in the wall, one stack more for each kong made in the hand; nobody pays.</source>
        <translation>This rule set has no haolao phase. The hand is drawn (荒庄) when only %1 full stacks (%2 tiles) are left in the wall, one stack more for each kong made in the hand; nobody pays.</translation>
    </message>
    <message>
        <source>Missed wins and pongs (过圈)</source>
        <translation>Missed wins and pongs (过圈)</translation>
    </message>
    <message>
        <source>A player who passes a win on a discard may not win on any discard until their own next draw or call; one who passes a pong may not pong that tile until then. Self-draw is always allowed.</source>
        <translation>A player who passes a win on a discard may not win on any discard until their own next draw or call; one who passes a pong may not pong that tile until then. Self-draw is always allowed.</translation>
    </message>
    <message>
        <source>Kong money, on the spot: an exposed kong %1 from the player who fed it; an added kong %2 from the player who fed the pong; a concealed kong %3 from each of the three. Kong money is never doubled.</source>
        <translation>Kong money, on the spot: an exposed kong %1 from the player who fed it; an added kong %2 from the player who fed the pong; a concealed kong %3 from each of the three. Kong money is never doubled.</translation>
    </message>
    <message>
        <source>Dealer doubling: whatever the dealer wins or pays for a win is doubled (×%1).</source>
        <translation>Dealer doubling: whatever the dealer wins or pays for a win is doubled (×%1).</translation>
    </message>
    <message>
        <source>跟打 (following the discard): when, in the first go-round with no call, the three others each discard the same tile as the first discarder, the first discarder pays each of them %1.</source>
        <translation>跟打 (following the discard): when, in the first go-round with no call, the three others each discard the same tile as the first discarder, the first discarder pays each of them %1.</translation>
    </message>
    <message>
        <source>A drawn hand (荒庄) pays nothing; kong and 跟打 money already paid stays.</source>
        <translation>A drawn hand (荒庄) pays nothing; kong and 跟打 money already paid stays.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Discard the chosen tile (after Declare: declare with it)</source>
        <translation>Discard the chosen tile (after Declare: declare with it)</translation>
    </message>
    <message>
        <source>Win (胡)</source>
        <translation>Win (胡)</translation>
    </message>
    <message>
        <source>Kong (杠)</source>
        <translation>Kong (杠)</translation>
    </message>
    <message>
        <source>Pong (碰)</source>
        <translation>Pong (碰)</translation>
    </message>
    <message>
        <source>Declare ready (报听), then choose the tile to discard</source>
        <translation>Declare ready (报听), then choose the tile to discard</translation>
    </message>
    <message>
        <source>Leave Declare; close the hint marks&apos; legend</source>
        <translation>Leave Declare; close the hint marks&apos; legend</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Play / pause</translation>
    </message>
    <message>
        <source>One event back / forward</source>
        <translation>One event back / forward</translation>
    </message>
    <message>
        <source>The chosen seat&apos;s previous / next decision</source>
        <translation>The chosen seat&apos;s previous / next decision</translation>
    </message>
    <message>
        <source>Choose the seat: East, South, West, North</source>
        <translation>Choose the seat: East, South, West, North</translation>
    </message>
    <message>
        <source>This hand&apos;s start (then the one before) / the next hand</source>
        <translation>This hand&apos;s start (then the one before) / the next hand</translation>
    </message>
    <message>
        <source>The pot&apos;s start / end</source>
        <translation>The pot&apos;s start / end</translation>
    </message>
    <message>
        <source>Faster / slower</source>
        <translation>Faster / slower</translation>
    </message>
    <message>
        <source>View: all face up, then each seat&apos;s own view in turn</source>
        <translation>View: all face up, then each seat&apos;s own view in turn</translation>
    </message>
    <message>
        <source>Review the chosen seat&apos;s decisions</source>
        <translation>Review the chosen seat&apos;s decisions</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Close the replay</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>When it is your turn or a tile is offered to you; the buttons show the same letters.</source>
        <translation>When it is your turn or a tile is offered to you; the buttons show the same letters.</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Replay viewer</source>
        <translation>Replay viewer</translation>
    </message>
    <message>
        <source>Keyboard shortcuts — Haolao</source>
        <translation>Keyboard shortcuts — Haolao</translation>
    </message>
    <message>
        <source>Choose a tile of your hand (its copies on the table are marked)</source>
        <translation>Choose a tile of your hand (its copies on the table are marked)</translation>
    </message>
    <message>
        <source>Pass (过); in hot-seat, take the table from the privacy screen; go on after a pause (Enter too, for both)</source>
        <translation>Pass (过); in hot-seat, take the table from the privacy screen; go on after a pause (Enter too, for both)</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <source>Jobless</source>
        <translation>Jobless</translation>
    </message>
    <message>
        <source>Temp worker</source>
        <translation>Temp worker</translation>
    </message>
    <message>
        <source>Contract worker</source>
        <translation>Contract worker</translation>
    </message>
    <message>
        <source>Permanent worker</source>
        <translation>Permanent worker</translation>
    </message>
    <message>
        <source>Assistant supervisor</source>
        <translation>Assistant supervisor</translation>
    </message>
    <message>
        <source>Deputy supervisor</source>
        <translation>Deputy supervisor</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Assistant manager</source>
        <translation>Assistant manager</translation>
    </message>
    <message>
        <source>Deputy manager</source>
        <translation>Deputy manager</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Manager</translation>
    </message>
    <message>
        <source>Assistant president</source>
        <translation>Assistant president</translation>
    </message>
    <message>
        <source>Vice president</source>
        <translation>Vice president</translation>
    </message>
    <message>
        <source>President</source>
        <translation>President</translation>
    </message>
    <message>
        <source>Board member</source>
        <translation>Board member</translation>
    </message>
    <message>
        <source>Vice chairman</source>
        <translation>Vice chairman</translation>
    </message>
    <message>
        <source>Chairman</source>
        <translation>Chairman</translation>
    </message>
    <message>
        <source>King of gamblers</source>
        <translation>King of gamblers</translation>
    </message>
    <message>
        <source>Saint of gamblers</source>
        <translation>Saint of gamblers</translation>
    </message>
    <message>
        <source>God of gamblers</source>
        <translation>God of gamblers</translation>
    </message>
    <message>
        <source>Richest on Bianfeng</source>
        <translation>Richest on Bianfeng</translation>
    </message>
    <message>
        <source>Richest in China</source>
        <translation>Richest in China</translation>
    </message>
    <message>
        <source>Richest in Asia</source>
        <translation>Richest in Asia</translation>
    </message>
    <message>
        <source>Richest in the world</source>
        <translation>Richest in the world</translation>
    </message>
    <message>
        <source>God of wealth</source>
        <translation>God of wealth</translation>
    </message>
    <message>
        <source>Sack</source>
        <translation>Sack</translation>
    </message>
    <message>
        <source>Street, 1st dan</source>
        <translation>Street, 1st dan</translation>
    </message>
    <message>
        <source>Street, 2nd dan</source>
        <translation>Street, 2nd dan</translation>
    </message>
    <message>
        <source>Street, 3rd dan</source>
        <translation>Street, 3rd dan</translation>
    </message>
    <message>
        <source>King of the street</source>
        <translation>King of the street</translation>
    </message>
    <message>
        <source>Teahouse, 1st dan</source>
        <translation>Teahouse, 1st dan</translation>
    </message>
    <message>
        <source>Teahouse, 2nd dan</source>
        <translation>Teahouse, 2nd dan</translation>
    </message>
    <message>
        <source>Teahouse, 3rd dan</source>
        <translation>Teahouse, 3rd dan</translation>
    </message>
    <message>
        <source>Unbeaten in the teahouse</source>
        <translation>Unbeaten in the teahouse</translation>
    </message>
    <message>
        <source>Hotel, 1st dan</source>
        <translation>Hotel, 1st dan</translation>
    </message>
    <message>
        <source>Hotel, 2nd dan</source>
        <translation>Hotel, 2nd dan</translation>
    </message>
    <message>
        <source>Hotel, 3rd dan</source>
        <translation>Hotel, 3rd dan</translation>
    </message>
    <message>
        <source>Supreme of the hotel</source>
        <translation>Supreme of the hotel</translation>
    </message>
    <message>
        <source>County master</source>
        <translation>County master</translation>
    </message>
    <message>
        <source>City master</source>
        <translation>City master</translation>
    </message>
    <message>
        <source>Provincial master</source>
        <translation>Provincial master</translation>
    </message>
    <message>
        <source>National master</source>
        <translation>National master</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>International master</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grandmaster</translation>
    </message>
    <message>
        <source>Mahjong minister</source>
        <translation>Mahjong minister</translation>
    </message>
    <message>
        <source>Mahjong premier</source>
        <translation>Mahjong premier</translation>
    </message>
    <message>
        <source>Mahjong president</source>
        <translation>Mahjong president</translation>
    </message>
    <message>
        <source>Mahjong emperor</source>
        <translation>Mahjong emperor</translation>
    </message>
    <message>
        <source>Invincible at mahjong</source>
        <translation>Invincible at mahjong</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is empty</source>
        <translation>is empty</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>is longer than %1 characters</translation>
    </message>
    <message>
        <source>is the id of a preset</source>
        <translation>is the id of a preset</translation>
    </message>
    <message>
        <source>is already taken</source>
        <translation>is already taken</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(missing)</translation>
    </message>
    <message>
        <source>list (%1)</source>
        <translation>list (%1)</translation>
    </message>
    <message>
        <source>a value of type %1</source>
        <translation>a value of type %1</translation>
    </message>
    <message>
        <source>is not one of %1</source>
        <translation>is not one of %1</translation>
    </message>
    <message>
        <source>is not a single value</source>
        <translation>is not a single value</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>is not true or false</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>is not a whole number</translation>
    </message>
    <message>
        <source>is outside %1-%2</source>
        <translation>is outside %1-%2</translation>
    </message>
    <message>
        <source>%1 = %2 %3; using the default &quot;%4&quot;</source>
        <translation>%1 = %2 %3; using the default &quot;%4&quot;</translation>
    </message>
    <message>
        <source>%1 = %2 %3; the rule set is left out</source>
        <translation>%1 = %2 %3; the rule set is left out</translation>
    </message>
    <message>
        <source>is too many</source>
        <translation>is too many</translation>
    </message>
    <message>
        <source>is not a preset id</source>
        <translation>is not a preset id</translation>
    </message>
    <message>
        <source>is not a value 0-%1</source>
        <translation>is not a value 0-%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a preset nor a saved rule set</source>
        <translation>&quot;%1&quot; is neither a preset nor a saved rule set</translation>
    </message>
    <message>
        <source>%1 cannot be read; using the defaults</source>
        <translation>%1 cannot be read; using the defaults</translation>
    </message>
    <message>
        <source>is neither a preset nor a saved rule set</source>
        <translation>is neither a preset nor a saved rule set</translation>
    </message>
    <message>
        <source>rules: %1; using the default rules</source>
        <translation>rules: %1; using the default rules</translation>
    </message>
    <message>
        <source>%1 (own values)</source>
        <translation>%1 (own values)</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Pots</source>
        <translation>Pots</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Win %</translation>
    </message>
    <message>
        <source>Self-draw %</source>
        <translation>Self-draw %</translation>
    </message>
    <message>
        <source>Deal-in %</source>
        <translation>Deal-in %</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>Net points</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>Average points per hand</translation>
    </message>
    <message>
        <source>Average win value</source>
        <translation>Average win value</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Biggest hand</translation>
    </message>
    <message>
        <source>Haolao wins (海捞)</source>
        <translation>Haolao wins (海捞)</translation>
    </message>
    <message>
        <source>Kongs declared</source>
        <translation>Kongs declared</translation>
    </message>
    <message>
        <source>Longest dealer streak</source>
        <translation>Longest dealer streak</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1st places</translation>
    </message>
    <message>
        <source>2nd places</source>
        <translation>2nd places</translation>
    </message>
    <message>
        <source>3rd places</source>
        <translation>3rd places</translation>
    </message>
    <message>
        <source>4th places</source>
        <translation>4th places</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Rank points</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>it is not a database (%1)</source>
        <translation>it is not a database (%1)</translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation>it is damaged (%1)</translation>
    </message>
    <message>
        <source>its version cannot be read (%1)</source>
        <translation>its version cannot be read (%1)</translation>
    </message>
    <message>
        <source>it is another program&apos;s database (tables: %1)</source>
        <translation>it is another program&apos;s database (tables: %1)</translation>
    </message>
    <message>
        <source>it was made by a newer version of Haolao (schema %1; this one knows %2)</source>
        <translation>it was made by a newer version of Haolao (schema %1; this one knows %2)</translation>
    </message>
    <message>
        <source>its table %1 is missing</source>
        <translation>its table %1 is missing</translation>
    </message>
    <message>
        <source>No player database: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>No player database: Qt&apos;s SQLite driver (QSQLITE) is not installed.</translation>
    </message>
    <message>
        <source>No player database: the folder %1 cannot be made.</source>
        <translation>No player database: the folder %1 cannot be made.</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be used (%2) and cannot be moved aside.</source>
        <translation>No player database: %1 cannot be used (%2) and cannot be moved aside.</translation>
    </message>
    <message>
        <source>The player database could not be used: %1. It was kept as %2 and a new one was built from the recorded pots.</source>
        <translation>The player database could not be used: %1. It was kept as %2 and a new one was built from the recorded pots.</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be opened (%2).</source>
        <translation>No player database: %1 cannot be opened (%2).</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be written (%2).</source>
        <translation>No player database: %1 cannot be written (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded pot(s) could not be read: %1</source>
        <translation>
            <numerusform>%n recorded pot could not be read: %1</numerusform>
            <numerusform>%n recorded pots could not be read: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>A profile needs a name.</translation>
    </message>
    <message>
        <source>A profile name cannot start or end with a space.</source>
        <translation>A profile name cannot start or end with a space.</translation>
    </message>
    <message>
        <source>A profile name has at most 40 characters.</source>
        <translation>A profile name has at most 40 characters.</translation>
    </message>
    <message>
        <source>A profile named %1 exists already.</source>
        <translation>A profile named %1 exists already.</translation>
    </message>
    <message>
        <source>There is no profile named %1.</source>
        <translation>There is no profile named %1.</translation>
    </message>
    <message>
        <source>A pot needs a file name.</source>
        <translation>A pot needs a file name.</translation>
    </message>
    <message>
        <source>There is no such pot in the history.</source>
        <translation>There is no such pot in the history.</translation>
    </message>
    <message>
        <source>The pot left the history but its file %1 could not be deleted.</source>
        <translation>The pot left the history but its file %1 could not be deleted.</translation>
    </message>
</context>
<context>
    <name>haolao</name>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Missing suit</source>
        <translation>Missing suit</translation>
    </message>
    <message>
        <source>Concealed pung</source>
        <translation>Concealed pung</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Concealed kong</translation>
    </message>
    <message>
        <source>Four alike as pung + chow</source>
        <translation>Four alike as pung + chow</translation>
    </message>
    <message>
        <source>Closed wait</source>
        <translation>Closed wait</translation>
    </message>
    <message>
        <source>Twin chows</source>
        <translation>Twin chows</translation>
    </message>
    <message>
        <source>Ranks 2, 5, 8</source>
        <translation>Ranks 2, 5, 8</translation>
    </message>
    <message>
        <source>Ranks 3, 7</source>
        <translation>Ranks 3, 7</translation>
    </message>
    <message>
        <source>Standard hand</source>
        <translation>Standard hand</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Seven pairs</translation>
    </message>
    <message>
        <source>Super seven pairs</source>
        <translation>Super seven pairs</translation>
    </message>
    <message>
        <source>Luxury seven pairs</source>
        <translation>Luxury seven pairs</translation>
    </message>
    <message>
        <source>Pure suit</source>
        <translation>Pure suit</translation>
    </message>
    <message>
        <source>Four concealed pungs</source>
        <translation>Four concealed pungs</translation>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>Win on a kong replacement</translation>
    </message>
    <message>
        <source>Haolao (last-tiles draw)</source>
        <translation>Haolao (last-tiles draw)</translation>
    </message>
    <message>
        <source>Discard right after a kong</source>
        <translation>Discard right after a kong</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Heavenly hand</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Earthly hand</translation>
    </message>
    <message>
        <source>Dealer bonus</source>
        <translation>Dealer bonus</translation>
    </message>
    <message>
        <source>Hefei Classic</source>
        <translation>Hefei Classic</translation>
    </message>
    <message>
        <source>Hefei Declaring Room</source>
        <translation>Hefei Declaring Room</translation>
    </message>
    <message>
        <source>Hefei Bianfeng</source>
        <translation>Hefei Bianfeng</translation>
    </message>
    <message>
        <source>Handan</source>
        <translation>Handan</translation>
    </message>
    <message>
        <source>Suit over %1</source>
        <translation>Suit over %1</translation>
    </message>
    <message>
        <source>Two suits of %1 or more</source>
        <translation>Two suits of %1 or more</translation>
    </message>
    <message>
        <source>%1 or more of a rank</source>
        <translation>%1 or more of a rank</translation>
    </message>
    <message>
        <source>AI · %1</source>
        <extracomment>An AI seat&apos;s level on its panel; %1 is easy, normal, hard, expert or baseline.</extracomment>
        <translation>AI · %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>baseline</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>East wind</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>South wind</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>West wind</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>North wind</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>White dragon</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Green dragon</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Red dragon</translation>
    </message>
</context>
<context>
    <name>haolao::ui::Callout</name>
    <message>
        <source>Skip guide</source>
        <translation>Skip guide</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>haolao::ui::GameController</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Seat %1 chose an illegal action: %2</source>
        <translation>Seat %1 chose an illegal action: %2</translation>
    </message>
</context>
<context>
    <name>haolao::ui::GuideWindow</name>
    <message>
        <source>Guided first hand — Haolao</source>
        <translation>Guided first hand — Haolao</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Hefei mahjong!&lt;/b&gt; This guided hand shows you the table. You are East, the dealer (庄家). Your dice show 3 + 4 = 7: counting round from the dealer, 7 picks the opposite wall, and the smaller die, 3, the stack where the wall was broken.</source>
        <translation>&lt;b&gt;Welcome to Hefei mahjong!&lt;/b&gt; This guided hand shows you the table. You are East, the dealer (庄家). Your dice show 3 + 4 = 7: counting round from the dealer, 7 picks the opposite wall, and the smaller die, 3, the stack where the wall was broken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Head (牌头).&lt;/b&gt; The deal took its tiles from here, and every normal draw comes from here, going round the table clockwise.</source>
        <translation>&lt;b&gt;Head (牌头).&lt;/b&gt; The deal took its tiles from here, and every normal draw comes from here, going round the table clockwise.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tail (牌尾).&lt;/b&gt; The other end of the wall: after a kong, the replacement tile (补牌) comes from here.</source>
        <translation>&lt;b&gt;Tail (牌尾).&lt;/b&gt; The other end of the wall: after a kong, the replacement tile (补牌) comes from here.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand.&lt;/b&gt; A win is a pair and four sets (runs such as 2-3-4 of one suit, or three alike). In Hefei a winning hand also needs &lt;b&gt;8 or more tiles of one suit&lt;/b&gt; (支). You hold 8 characters (万): that is your suit.</source>
        <translation>&lt;b&gt;Your hand.&lt;/b&gt; A win is a pair and four sets (runs such as 2-3-4 of one suit, or three alike). In Hefei a winning hand also needs &lt;b&gt;8 or more tiles of one suit&lt;/b&gt; (支). You hold 8 characters (万): that is your suit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn.&lt;/b&gt; The dealer starts by discarding. Bamboo (条) is no use to you: click one of your two bamboo tiles (ringed) to throw it.</source>
        <translation>&lt;b&gt;Your turn.&lt;/b&gt; The dealer starts by discarding. Bamboo (条) is no use to you: click one of your two bamboo tiles (ringed) to throw it.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Concealed kong (暗杠).&lt;/b&gt; You drew the fourth 3 of characters. Four alike can be laid down as a kong: it counts as a set and scores. Press &lt;b&gt;Kong (K)&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Concealed kong (暗杠).&lt;/b&gt; You drew the fourth 3 of characters. Four alike can be laid down as a kong: it counts as a set and scores. Press &lt;b&gt;Kong (K)&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Your kong lies face up, and its replacement tile came from the &lt;b&gt;tail&lt;/b&gt;. Throw a bamboo tile again.</source>
        <translation>Your kong lies face up, and its replacement tile came from the &lt;b&gt;tail&lt;/b&gt;. Throw a bamboo tile again.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared.&lt;/b&gt; Your hand is locked now: each tile you draw that does not win is thrown for you, and a winning tile is taken automatically.</source>
        <translation>&lt;b&gt;Declared.&lt;/b&gt; Your hand is locked now: each tile you draw that does not win is thrown for you, and a winning tile is taken automatically.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Haolao zone (海捞).&lt;/b&gt; The last 4 tiles of the wall, outlined, are the haolao zone. Let the others play on, and watch the wall shrink towards it.</source>
        <translation>&lt;b&gt;Haolao zone (海捞).&lt;/b&gt; The last 4 tiles of the wall, outlined, are the haolao zone. Let the others play on, and watch the wall shrink towards it.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Haolao!&lt;/b&gt; Only 4 tiles are left. Each player in turn, from the next one on, draws one tile and does not discard; the first whose tile completes a hand wins, with a bonus.</source>
        <translation>&lt;b&gt;Haolao!&lt;/b&gt; Only 4 tiles are left. Each player in turn, from the next one on, draws one tile and does not discard; the first whose tile completes a hand wins, with a bonus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;You won by self-draw in the haolao phase!&lt;/b&gt; Each other player pays you the total. Every line is a scoring item: 支 for each tile beyond 8 in your suit, 杠 for your kong, 海捞 for the haolao win… Help → Rules help (F1) explains them all. That is the guided hand: enjoy the game!</source>
        <translation>&lt;b&gt;You won by self-draw in the haolao phase!&lt;/b&gt; Each other player pays you the total. Every line is a scoring item: 支 for each tile beyond 8 in your suit, 杠 for your kong, 海捞 for the haolao win… Help → Rules help (F1) explains them all. That is the guided hand: enjoy the game!</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Haolao</source>
        <translation>Haolao</translation>
    </message>
    <message>
        <source>New to Hefei mahjong? A guided first hand shows the table step by step: the wall and dice, the 8-tile rule, a kong, declaring ready and the haolao phase. You can also start it later from Help → Guided first hand…</source>
        <translation>New to Hefei mahjong? A guided first hand shows the table step by step: the wall and dice, the 8-tile rule, a kong, declaring ready and the haolao phase. You can also start it later from Help → Guided first hand…</translation>
    </message>
    <message>
        <source>Play the guided hand</source>
        <translation>Play the guided hand</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Next: Enter or Space</source>
        <extracomment>The guide&apos;s Next button&apos;s tooltip, on the steps that only explain (eventFilter).</extracomment>
        <translation>Next: Enter or Space</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready (听牌).&lt;/b&gt; With the 8 of characters you are one tile from a win: the 4 of dots (四饼), to pair your single 4. In this guide&apos;s room (报听房) you &lt;b&gt;declare ready (报听)&lt;/b&gt; as you discard: press &lt;b&gt;Declare (T)&lt;/b&gt;, then click the bamboo tile.</source>
        <translation>&lt;b&gt;Ready (听牌).&lt;/b&gt; With the 8 of characters you are one tile from a win: the 4 of dots (四饼), to pair your single 4. In this guide&apos;s room (报听房) you &lt;b&gt;declare ready (报听)&lt;/b&gt; as you discard: press &lt;b&gt;Declare (T)&lt;/b&gt;, then click the bamboo tile.</translation>
    </message>
    <message>
        <source>Not that tile: throw one of the ringed bamboo tiles (条).</source>
        <translation>Not that tile: throw one of the ringed bamboo tiles (条).</translation>
    </message>
    <message>
        <source>First the kong: press Kong (K).</source>
        <translation>First the kong: press Kong (K).</translation>
    </message>
    <message>
        <source>Press Declare (T) first, then the bamboo tile.</source>
        <translation>Press Declare (T) first, then the bamboo tile.</translation>
    </message>
    <message>
        <source>Declare with one of the ringed bamboo tiles (条).</source>
        <translation>Declare with one of the ringed bamboo tiles (条).</translation>
    </message>
</context>
<context>
    <name>haolao::ui::HandResultDialog</name>
    <message>
        <source>Hand %1 — result</source>
        <translation>Hand %1 — result</translation>
    </message>
    <message>
        <source>Draw — nobody won this hand</source>
        <translation>荒庄 Draw — nobody won this hand</translation>
    </message>
    <message>
        <source>%1 won hand %2</source>
        <translation>胡 %1 won hand %2</translation>
    </message>
    <message>
        <source> · dealer ×%1</source>
        <translation> · dealer ×%1</translation>
    </message>
    <message>
        <source>Standing after this hand</source>
        <translation>Standing after this hand</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>This hand</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Standing</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1 wins&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 pays&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 pays&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;Total&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>Final results</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <extracomment>A line of a payment&apos;s breakdown: the points so far, before a multiplier applies to them.</extracomment>
        <translation>Subtotal</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
    <message>
        <source>Stop the countdown: the next hand waits for a click</source>
        <translation>Stop the countdown: the next hand waits for a click</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>碰 pong</source>
        <translation>碰 pong</translation>
    </message>
    <message>
        <source>明杠 exposed kong</source>
        <translation>明杠 exposed kong</translation>
    </message>
    <message>
        <source>加杠 added kong</source>
        <translation>加杠 added kong</translation>
    </message>
    <message>
        <source>暗杠 concealed kong</source>
        <translation>暗杠 concealed kong</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kong money and 跟打&lt;/b&gt; (paid on the spot)</source>
        <translation>&lt;b&gt;Kong money and 跟打&lt;/b&gt; (paid on the spot)</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 · 跟打 followed discard %2</source>
        <translation>%1 · 跟打 followed discard %2</translation>
    </message>
    <message>
        <source>self-draw on %1</source>
        <translation>self-draw on %1</translation>
    </message>
    <message>
        <source>on %1&apos;s discard %2</source>
        <translation>on %1&apos;s discard %2</translation>
    </message>
    <message>
        <source>, from %1</source>
        <translation>, from %1</translation>
    </message>
    <message>
        <source>%1 from the win, %2 from kong money and 跟打</source>
        <translation>%1 from the win, %2 from kong money and 跟打</translation>
    </message>
</context>
<context>
    <name>haolao::ui::HistoryWindow</name>
    <message>
        <source>Delete pot</source>
        <translation>Delete pot</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Export replay</translation>
    </message>
    <message>
        <source>Replays (*.jsonl);;All files (*)</source>
        <translation>Replays (*.jsonl);;All files (*)</translation>
    </message>
    <message>
        <source>Pot / hand</source>
        <translation>Pot / hand</translation>
    </message>
    <message>
        <source>Hands / how</source>
        <translation>Hands / how</translation>
    </message>
    <message>
        <source>Final standings / points</source>
        <translation>Final standings / points</translation>
    </message>
    <message>
        <source>&amp;Open in replay viewer</source>
        <translation>&amp;Open in replay viewer</translation>
    </message>
    <message>
        <source>&amp;Export replay…</source>
        <translation>&amp;Export replay…</translation>
    </message>
    <message>
        <source>&amp;Delete pot…</source>
        <translation>&amp;Delete pot…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands (unfinished)</source>
        <translation>
            <numerusform>%n hand (unfinished)</numerusform>
            <numerusform>%n hands (unfinished)</numerusform>
        </translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 hand</translation>
    </message>
    <message>
        <source>1 hand (unfinished)</source>
        <translation>1 hand (unfinished)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Drawn (荒庄)</source>
        <translation>Drawn (荒庄)</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>self-draw</translation>
    </message>
    <message>
        <source>on %1&apos;s discard</source>
        <translation>on %1&apos;s discard</translation>
    </message>
    <message>
        <source> · haolao (海捞)</source>
        <translation> · haolao (海捞)</translation>
    </message>
    <message>
        <source>&amp;Open hand in replay viewer</source>
        <translation>&amp;Open hand in replay viewer</translation>
    </message>
    <message>
        <source>Delete the pot of %1 and its replay file %2? This cannot be undone.</source>
        <translation>Delete the pot of %1 and its replay file %2? This cannot be undone.</translation>
    </message>
    <message>
        <source>The pot could not be deleted: %1</source>
        <translation>The pot could not be deleted: %1</translation>
    </message>
    <message>
        <source>No pot is selected.</source>
        <translation>No pot is selected.</translation>
    </message>
    <message>
        <source>This pot is still being played. It can be deleted once it is over, or once another pot is started.</source>
        <translation>This pot is still being played. It can be deleted once it is over, or once another pot is started.</translation>
    </message>
    <message>
        <source>Cannot read the replay %1: %2</source>
        <translation>Cannot read the replay %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Rules / winner</source>
        <translation>Rules / winner</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The history&apos;s summary line: &quot;3 pots&quot; and &quot;41 hands recorded&quot; (each counted in its own message, so that one pot reads &quot;1 pot&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pot(s)</source>
        <translation>
            <numerusform>%n pot</numerusform>
            <numerusform>%n pots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>%n hand recorded</numerusform>
            <numerusform>%n hands recorded</numerusform>
        </translation>
    </message>
    <message>
        <source>History — Haolao</source>
        <translation>History — Haolao</translation>
    </message>
</context>
<context>
    <name>haolao::ui::MainWindow</name>
    <message>
        <source>Haolao</source>
        <translation>Haolao</translation>
    </message>
    <message>
        <source>Haolao — Hefei mahjong</source>
        <translation>Haolao 海捞 — Hefei Mahjong</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New pot</source>
        <translation>&amp;New pot</translation>
    </message>
    <message>
        <source>&amp;Auto-play (托管)</source>
        <translation>&amp;Auto-play (托管)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Hints</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Fullscreen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules help</source>
        <translation>&amp;Rules help</translation>
    </message>
    <message>
        <source>New pot</source>
        <translation>New pot</translation>
    </message>
    <message>
        <source>Leave this pot and start a new one? The pot so far stays saved, but it will not be resumed.</source>
        <translation>Leave this pot and start a new one? The pot so far stays saved, but it will not be resumed.</translation>
    </message>
    <message>
        <source>Pot over — saved in the history</source>
        <translation>Pot over — saved in the history</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Saved — resumes next time</source>
        <translation>Saved — resumes next time</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Resumed (an unfinished last line of the file was dropped)</source>
        <translation>Resumed (an unfinished last line of the file was dropped)</translation>
    </message>
    <message>
        <source>Resumed — saved, resumes next time</source>
        <translation>Resumed — saved, resumes next time</translation>
    </message>
    <message>
        <source>The unfinished pot is open in another window; this is a new pot.</source>
        <translation>The unfinished pot is open in another window; this is a new pot.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>&amp;Open replay…</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Open replay</translation>
    </message>
    <message>
        <source>Replays (*.jsonl);;All files (*)</source>
        <translation>Replays (*.jsonl);;All files (*)</translation>
    </message>
    <message>
        <source>Open &amp;recorded pot…</source>
        <translation>Open &amp;recorded pot…</translation>
    </message>
    <message>
        <source>Open recorded pot</source>
        <translation>Open recorded pot</translation>
    </message>
    <message>
        <source>Recorded pots (pot-*.jsonl);;All files (*)</source>
        <translation>Recorded pots (pot-*.jsonl);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Hint marks</source>
        <translation>&amp;Hint marks</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>New &amp;game…</translation>
    </message>
    <message>
        <source>&amp;Guided first hand…</source>
        <translation>&amp;Guided first hand…</translation>
    </message>
    <message>
        <source>Not in the statistics: %1</source>
        <translation>Not in the statistics: %1</translation>
    </message>
    <message numerus="yes">
        <source>Statistics rebuilt from %n recorded pot(s)</source>
        <translation>
            <numerusform>Statistics rebuilt from %n recorded pot</numerusform>
            <numerusform>Statistics rebuilt from %n recorded pots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Statistics rebuilt from %n recorded pot(s); unreadable: %1</source>
        <translation>
            <numerusform>Statistics rebuilt from %n recorded pot; unreadable: %1</numerusform>
            <numerusform>Statistics rebuilt from %n recorded pots; unreadable: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;History…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Re&amp;build from replay files…</source>
        <translation>Re&amp;build from replay files…</translation>
    </message>
    <message>
        <source>Rebuild from replay files</source>
        <translation>Rebuild from replay files</translation>
    </message>
    <message>
        <source>Read every recorded pot file again and rebuild the history, statistics and ranks from them? This can take a moment.</source>
        <translation>Read every recorded pot file again and rebuild the history, statistics and ranks from them? This can take a moment.</translation>
    </message>
    <message>
        <source>%1
Standings: %2</source>
        <extracomment>The resume question&apos;s details: the pot&apos;s rules, and on a line of their own the standings.</extracomment>
        <translation>%1
Standings: %2</translation>
    </message>
    <message>
        <source>The saved pot %1 cannot be resumed. A new pot starts.</source>
        <translation>The saved pot %1 cannot be resumed. A new pot starts.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>It was kept as %1.</translation>
    </message>
    <message>
        <source>A pot was left unfinished after hand %1. Resume it?</source>
        <translation>A pot was left unfinished after hand %1. Resume it?</translation>
    </message>
    <message>
        <source>A pot was left unfinished in hand %1. Resume it?</source>
        <translation>A pot was left unfinished in hand %1. Resume it?</translation>
    </message>
    <message>
        <source>&amp;About Haolao</source>
        <translation>&amp;About Haolao</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Haolao — Handan mahjong</source>
        <translation>Haolao 海捞 — Handan Mahjong</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>haolao::ui::NewGameDialog</name>
    <message>
        <source>Baseline: wins and kongs whenever it can and discards by how well its tiles connect; the yardstick the others are measured against.</source>
        <translation>Baseline: wins and kongs whenever it can and discards by how well its tiles connect; the yardstick the others are measured against.</translation>
    </message>
    <message>
        <source>Easy: races for a ready hand and drifts toward one suit, with no defence and a slip now and then; beats baseline by +3.4 points per hand.</source>
        <translation>Easy: races for a ready hand and drifts toward one suit, with no defence and a slip now and then; beats baseline by +3.4 points per hand.</translation>
    </message>
    <message>
        <source>Normal: weighs every discard in expected points and avoids feeding ready hands; beats easy by +1.3 points per hand.</source>
        <translation>Normal: weighs every discard in expected points and avoids feeding ready hands; beats easy by +1.3 points per hand.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>%1 (your copy of %2)</source>
        <translation>%1 (your copy of %2)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>15 seconds</source>
        <translation>15 seconds</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 seconds</translation>
    </message>
    <message>
        <source>When a human&apos;s time runs out, the computer plays that one turn</source>
        <translation>When a human&apos;s time runs out, the computer plays that one turn</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Rule set:</translation>
    </message>
    <message>
        <source>Pot length (一锅):</source>
        <translation>Pot length (一锅):</translation>
    </message>
    <message>
        <source>Turn timer:</source>
        <translation>Turn timer:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Profile (type a new name)</source>
        <translation>Profile (type a new name)</translation>
    </message>
    <message>
        <source>Who plays this seat: their games count for this profile</source>
        <translation>Who plays this seat: their games count for this profile</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>AI levels</source>
        <translation>AI levels</translation>
    </message>
    <message>
        <source>ⓘ The pot in progress ends here: it stays saved in the history, but it will not be resumed.</source>
        <translation>ⓘ The pot in progress ends here: it stays saved in the history, but it will not be resumed.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>%1 has no profile: choose one or type a new name.</source>
        <translation>%1 has no profile: choose one or type a new name.</translation>
    </message>
    <message>
        <source>%1 and %2 both play as &quot;%3&quot;: each human seat needs its own profile.</source>
        <translation>%1 and %2 both play as &quot;%3&quot;: each human seat needs its own profile.</translation>
    </message>
    <message>
        <source>These rules describe no game the engine plays: %1</source>
        <translation>These rules describe no game the engine plays: %1</translation>
    </message>
    <message>
        <source>Your copy of %1 with its own scoring values. %2</source>
        <translation>Your copy of %1 with its own scoring values. %2</translation>
    </message>
    <message>
        <source>No human seat: you watch the computer play; the next hand starts by itself %1 s after a hand ends (Settings → Play).</source>
        <translation>No human seat: you watch the computer play; the next hand starts by itself %1 s after a hand ends (Settings → Play).</translation>
    </message>
    <message>
        <source>No human seat: you watch the computer play; each next hand waits for your click (Settings → Play).</source>
        <translation>No human seat: you watch the computer play; each next hand waits for your click (Settings → Play).</translation>
    </message>
    <message>
        <source>%1 human seats: hot-seat play at this computer. Before each human&apos;s turn the table hides every hand until that player is ready.</source>
        <translation>%1 human seats: hot-seat play at this computer. Before each human&apos;s turn the table hides every hand until that player is ready.</translation>
    </message>
    <message>
        <source>Hard: normal plus a look-ahead over simulated deals of the unseen tiles; beats normal by +0.19 points per hand (800,000 hands) and deals in less (10 % of hands against 11 %); in the declaring room (hefei-ting) by +0.36 (40,000 hands).</source>
        <translation>Hard: normal plus a look-ahead over simulated deals of the unseen tiles; beats normal by +0.19 points per hand (800,000 hands) and deals in less (10 % of hands against 11 %); in the declaring room (hefei-ting) by +0.36 (40,000 hands).</translation>
    </message>
    <message>
        <source>Expert: hard&apos;s look-ahead given up to a second per decision, the simulated deals played on as normal players play (slow); stronger than hard: with 10 ms a decision +0.102 ± 0.023 points per hand over hard (80,000 hands).</source>
        <translation>Expert: hard&apos;s look-ahead given up to a second per decision, the simulated deals played on as normal players play (slow); stronger than hard: with 10 ms a decision +0.102 ± 0.023 points per hand over hard (80,000 hands).</translation>
    </message>
    <message>
        <source>In bold: the levels seated now. Strength: points per hand of one AI against three of the level below, every deal played from each seat (duplicate matches, hefei-classic).</source>
        <translation>In bold: the levels seated now. Strength: points per hand of one AI against three of the level below, every deal played from each seat (duplicate matches, hefei-classic).</translation>
    </message>
</context>
<context>
    <name>haolao::ui::PotLengthEdit</name>
    <message>
        <source>Rounds (圈)</source>
        <translation>Rounds (圈)</translation>
    </message>
    <message>
        <source>Hands (局)</source>
        <translation>Hands (局)</translation>
    </message>
    <message>
        <source>1 round: the dealership passes through all four seats once</source>
        <translation>1 round: the dealership passes through all four seats once</translation>
    </message>
    <message>
        <source>The pot ends after this many hands</source>
        <translation>The pot ends after this many hands</translation>
    </message>
    <message>
        <source>Changing the unit keeps the number</source>
        <translation>Changing the unit keeps the number</translation>
    </message>
    <message>
        <source>A pot has at most %1 rounds: %2 became %1.</source>
        <translation>A pot has at most %1 rounds: %2 became %1.</translation>
    </message>
    <message>
        <source>A pot has at most %1 hands: %2 became %1.</source>
        <translation>A pot has at most %1 hands: %2 became %1.</translation>
    </message>
</context>
<context>
    <name>haolao::ui::PotSummaryDialog</name>
    <message>
        <source>The pot is over</source>
        <translation>The pot is over</translation>
    </message>
    <message>
        <source>New pot</source>
        <translation>New pot</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The pot is over — 1 hand</source>
        <translation>The pot is over — 1 hand</translation>
    </message>
    <message numerus="yes">
        <source>The pot is over — %n hands</source>
        <translation>
            <numerusform>The pot is over — %n hand</numerusform>
            <numerusform>The pot is over — %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Level up! %1 reached level %2 — %3 · %4</source>
        <extracomment>The pot summary&apos;s level-up banner: the new level and its names.</extracomment>
        <translation>Level up! %1 reached level %2 — %3 · %4</translation>
    </message>
    <message>
        <source>%1: %2 rank points this pot</source>
        <translation>%1: %2 rank points this pot</translation>
    </message>
    <message>
        <source>Start a new pot</source>
        <translation>Start a new pot</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A hot-seat player as the table named them, then the profile their points go to.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>haolao::ui::RankCard</name>
    <message>
        <source>Level %1</source>
        <extracomment>The rank card: the level number (级数).</extracomment>
        <translation>Level %1</translation>
    </message>
    <message>
        <source>%1 rank points</source>
        <translation>%1 rank points</translation>
    </message>
    <message>
        <source>Top of the ladder</source>
        <translation>Top of the ladder</translation>
    </message>
    <message>
        <source>The highest level: nothing above it.</source>
        <translation>The highest level: nothing above it.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The rank card&apos;s progress bar: points into this level of the points it spans.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 more points to level %2 — %3</source>
        <translation>%1 more points to level %2 — %3</translation>
    </message>
</context>
<context>
    <name>haolao::ui::ReplayViewer</name>
    <message>
        <source>Line %1: %2</source>
        <extracomment>A replay file refused: the line of the file, and the problem (in English, from the engine).</extracomment>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>The file is empty.</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Open replay</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a replay.

%2</source>
        <translation>%1 cannot be opened as a replay.

%2</translation>
    </message>
    <message>
        <source>◀ Step (←)</source>
        <translation>◀ Step (←)</translation>
    </message>
    <message>
        <source>Step ▶ (→)</source>
        <translation>Step ▶ (→)</translation>
    </message>
    <message>
        <source>◀ Decision (Shift+←)</source>
        <translation>◀ Decision (Shift+←)</translation>
    </message>
    <message>
        <source>Decision ▶ (Shift+→)</source>
        <translation>Decision ▶ (Shift+→)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Speed:</translation>
    </message>
    <message>
        <source>Decisions of:</source>
        <translation>Decisions of:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>View:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The seat chooser: the seat&apos;s wind, then its player&apos;s name.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <extracomment>The view chooser: only this seat&apos;s tiles face up.</extracomment>
        <translation>%1&apos;s view</translation>
    </message>
    <message>
        <source>All face up</source>
        <translation>All face up</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>The hand chooser of the replay viewer; %1 counts from 1.</extracomment>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <extracomment>The replay viewer&apos;s position: events shown of all, then the hand.</extracomment>
        <translation>Event %1 of %2</translation>
    </message>
    <message>
        <source> · hand %1 of %2</source>
        <translation> · hand %1 of %2</translation>
    </message>
    <message>
        <source> · the pot stops here (unfinished)</source>
        <translation> · the pot stops here (unfinished)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Play (Space)</translation>
    </message>
    <message>
        <source>Review… (R)</source>
        <extracomment>Opens the review of the chosen seat&apos;s decisions beside the table.</extracomment>
        <translation>Review… (R)</translation>
    </message>
    <message>
        <source>It is not a Haolao replay, or it is damaged.</source>
        <translation>It is not a Haolao replay, or it is damaged.</translation>
    </message>
    <message>
        <source>Its moves are not legal under its own rules: it was changed or damaged after it was written.</source>
        <translation>Its moves are not legal under its own rules: it was changed or damaged after it was written.</translation>
    </message>
    <message>
        <source>Replay of %1 — Haolao</source>
        <extracomment>The replay viewer&apos;s window title; %1 is the file&apos;s name.</extracomment>
        <translation>Replay of %1 — Haolao</translation>
    </message>
</context>
<context>
    <name>haolao::ui::ReviewPanel</name>
    <message>
        <source>Reviewing…</source>
        <translation>Reviewing…</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>declare %1</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>discard %1</translation>
    </message>
    <message>
        <source>kong %1</source>
        <translation>kong %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Review of %1&apos;s play</source>
        <translation>Review of %1&apos;s play</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Compare every decision of this seat with what the advisor (the hard AI) would play</source>
        <translation>Compare every decision of this seat with what the advisor (the hard AI) would play</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Worst decisions:</source>
        <translation>Worst decisions:</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>Differences only</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>Previous difference</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>Next difference</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Player&apos;s choice</source>
        <translation>Player&apos;s choice</translation>
    </message>
    <message>
        <source>Advisor&apos;s best</source>
        <translation>Advisor&apos;s best</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Gap</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The advisor&apos;s ranking:</source>
        <translation>The advisor&apos;s ranking:</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Expected points</translation>
    </message>
    <message>
        <source>Deal-in risk</source>
        <translation>Deal-in risk</translation>
    </message>
    <message>
        <source>This log cannot be reviewed: %1</source>
        <translation>This log cannot be reviewed: %1</translation>
    </message>
    <message>
        <source>Press Review to compare this seat&apos;s decisions with the advisor&apos;s.</source>
        <translation>Press Review to compare this seat&apos;s decisions with the advisor&apos;s.</translation>
    </message>
    <message>
        <source>Decisions reviewed: %1. Match rate: %2 %. Expected points lost: %3.</source>
        <translation>Decisions reviewed: %1. Match rate: %2 %. Expected points lost: %3.</translation>
    </message>
    <message>
        <source>(Cancelled: partial review.)</source>
        <translation>(Cancelled: partial review.)</translation>
    </message>
    <message>
        <source>Hand %1: %2 instead of %3 (−%4 points)</source>
        <translation>Hand %1: %2 instead of %3 (−%4 points)</translation>
    </message>
    <message>
        <source>None: every decision matched.</source>
        <translation>None: every decision matched.</translation>
    </message>
    <message>
        <source>Matches the advisor</source>
        <translation>Matches the advisor</translation>
    </message>
    <message>
        <source>Differs from the advisor</source>
        <translation>Differs from the advisor</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(played)</translation>
    </message>
    <message>
        <source>pong %1</source>
        <translation>pong %1</translation>
    </message>
    <message>
        <source>exposed kong %1</source>
        <translation>exposed kong %1</translation>
    </message>
    <message>
        <source>added kong %1</source>
        <translation>added kong %1</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>not ranked</translation>
    </message>
    <message>
        <source>The advisor&apos;s ranking: none (this decision is not ranked).</source>
        <translation>The advisor&apos;s ranking: none (this decision is not ranked).</translation>
    </message>
    <message>
        <source>Not ranked: %1 (the advisor has no figures for them).</source>
        <translation>Not ranked: %1 (the advisor has no figures for them).</translation>
    </message>
    <message>
        <source>The advisor cannot rank this decision: it has no figures for the action taken.</source>
        <translation>The advisor cannot rank this decision: it has no figures for the action taken.</translation>
    </message>
    <message>
        <source>Expected 番</source>
        <translation>Expected 番</translation>
    </message>
    <message>
        <source>Decisions reviewed: %1. Match rate: %2 %. Expected 番 lost: %3.</source>
        <translation>Decisions reviewed: %1. Match rate: %2 %. Expected 番 lost: %3.</translation>
    </message>
    <message>
        <source>Hand %1: %2 instead of %3 (−%4 番)</source>
        <translation>Hand %1: %2 instead of %3 (−%4 番)</translation>
    </message>
    <message>
        <source>Another choice, within %1 番 of the advisor&apos;s best: counted as a match</source>
        <translation>Another choice, within %1 番 of the advisor&apos;s best: counted as a match</translation>
    </message>
    <message>
        <source>Another choice, within %1 points of the advisor&apos;s best: counted as a match</source>
        <translation>Another choice, within %1 points of the advisor&apos;s best: counted as a match</translation>
    </message>
</context>
<context>
    <name>haolao::ui::SettingsDialog</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>AI: easy</source>
        <translation>AI: easy</translation>
    </message>
    <message>
        <source>AI: normal</source>
        <translation>AI: normal</translation>
    </message>
    <message>
        <source>AI: hard</source>
        <translation>AI: hard</translation>
    </message>
    <message>
        <source>AI: baseline (simple)</source>
        <translation>AI: baseline (simple)</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <source>× total</source>
        <translation>× total</translation>
    </message>
    <message>
        <source>+ base, alone</source>
        <translation>+ base, alone</translation>
    </message>
    <message>
        <source>× streak</source>
        <translation>× streak</translation>
    </message>
    <message>
        <source>× streak, dealer wins</source>
        <translation>× streak, dealer wins</translation>
    </message>
    <message>
        <source>× (1 + fours)</source>
        <translation>× (1 + fours)</translation>
    </message>
    <message>
        <source>× base score</source>
        <translation>× base score</translation>
    </message>
    <message>
        <source>per tile</source>
        <translation>per tile</translation>
    </message>
    <message>
        <source>per suit</source>
        <translation>per suit</translation>
    </message>
    <message>
        <source>each</source>
        <translation>each</translation>
    </message>
    <message>
        <source>Win (base score)</source>
        <translation>Win (base score)</translation>
    </message>
    <message>
        <source>Que (an absent suit)</source>
        <translation>Que (an absent suit)</translation>
    </message>
    <message>
        <source>Kan (concealed pung)</source>
        <translation>Kan (concealed pung)</translation>
    </message>
    <message>
        <source>Kong (concealed kong)</source>
        <translation>Kong (concealed kong)</translation>
    </message>
    <message>
        <source>Huo (four alike as pung + chow)</source>
        <translation>Huo (four alike as pung + chow)</translation>
    </message>
    <message>
        <source>Ka (closed, edge or pair wait)</source>
        <translation>Ka (closed, edge or pair wait)</translation>
    </message>
    <message>
        <source>Shuangpu (two identical chows)</source>
        <translation>Shuangpu (two identical chows)</translation>
    </message>
    <message>
        <source>Pinghu (standard shape)</source>
        <translation>Pinghu (standard shape)</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Seven pairs</translation>
    </message>
    <message>
        <source>Super seven pairs (with four alike)</source>
        <translation>Super seven pairs (with four alike)</translation>
    </message>
    <message>
        <source>Luxury seven pairs</source>
        <translation>Luxury seven pairs</translation>
    </message>
    <message>
        <source>Pure suit</source>
        <translation>Pure suit</translation>
    </message>
    <message>
        <source>Four concealed pungs</source>
        <translation>Four concealed pungs</translation>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>Win on a kong replacement</translation>
    </message>
    <message>
        <source>Discard right after a kong</source>
        <translation>Discard right after a kong</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Heavenly hand</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Earthly hand</translation>
    </message>
    <message>
        <source>Dealer bonus</source>
        <translation>Dealer bonus</translation>
    </message>
    <message>
        <source>+ per four alike</source>
        <translation>+ per four alike</translation>
    </message>
    <message>
        <source>Win, room without declaring</source>
        <translation>Win, room without declaring</translation>
    </message>
    <message>
        <source>Huo won on a discard</source>
        <translation>Huo won on a discard</translation>
    </message>
    <message>
        <source>Shuangpu won on a discard</source>
        <translation>Shuangpu won on a discard</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Display</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Custom copy…</source>
        <translation>Custom copy…</translation>
    </message>
    <message>
        <source>Save an editable copy of these scoring values under a name</source>
        <translation>Save an editable copy of these scoring values under a name</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Rule set:</translation>
    </message>
    <message>
        <source>Dice (East throws)</source>
        <translation>Dice (East throws)</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>At random</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>Declaring room (报听): discard wins need a declaration</source>
        <translation>Declaring room (报听): discard wins need a declaration</translation>
    </message>
    <message>
        <source>Missed-win lock (胡前不胡后, 胡大不胡小)</source>
        <translation>Missed-win lock (胡前不胡后, 胡大不胡小)</translation>
    </message>
    <message>
        <source>After passing up a win on a discard, win on a later discard before your next draw only if it scores more</source>
        <translation>After passing up a win on a discard, win on a later discard before your next draw only if it scores more</translation>
    </message>
    <message>
        <source>First dealer (请庄):</source>
        <translation>First dealer (请庄):</translation>
    </message>
    <message>
        <source>Wall (砌牌):</source>
        <translation>Wall (砌牌):</translation>
    </message>
    <message>
        <source>Pot length (一锅):</source>
        <translation>Pot length (一锅):</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>ⓘ Rule changes apply from the next pot; a pot in progress keeps its rules.</source>
        <translation>ⓘ Rule changes apply from the next pot; a pot in progress keeps its rules.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Counts</translation>
    </message>
    <message>
        <source>Scoring values</source>
        <translation>Scoring values</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Who sits at the table</source>
        <translation>Who sits at the table</translation>
    </message>
    <message>
        <source>With two or more human seats you play hot-seat at this computer: before each human&apos;s turn the table hides every hand until that player is ready. Seat changes apply from the next pot.</source>
        <translation>With two or more human seats you play hot-seat at this computer: before each human&apos;s turn the table hides every hand until that player is ready. Seat changes apply from the next pot.</translation>
    </message>
    <message>
        <source>Show hints (waits and a suggested discard)</source>
        <translation>Show hints (waits and a suggested discard)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Ask before passing up a win</source>
        <translation>Ask before passing up a win</translation>
    </message>
    <message>
        <source>Keep my hand sorted</source>
        <translation>Keep my hand sorted</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>15 seconds</source>
        <translation>15 seconds</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 seconds</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <source>Turn timer:</source>
        <translation>Turn timer:</translation>
    </message>
    <message>
        <source>During a hand</source>
        <translation>During a hand</translation>
    </message>
    <message>
        <source>With a turn timer, a seat whose time runs out is played by the computer for that turn (托管 for one turn), as in online rooms.</source>
        <translation>With a turn timer, a seat whose time runs out is played by the computer for that turn (托管 for one turn), as in online rooms.</translation>
    </message>
    <message>
        <source>Classic ivory</source>
        <translation>Classic ivory</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Corner index on tiles (5m, 7p, 3s)</source>
        <translation>Corner index on tiles (5m, 7p, 3s)</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Green felt</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Wood</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Slate</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>Tile theme:</source>
        <translation>Tile theme:</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Table colour:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Table and tiles</source>
        <translation>Table and tiles</translation>
    </message>
    <message>
        <source>Theme, colour, corner index, language and full screen apply at once.</source>
        <translation>Theme, colour, corner index, language and full screen apply at once.</translation>
    </message>
    <message>
        <source>Sound effects (tiles, dice, wins)</source>
        <translation>Sound effects (tiles, dice, wins)</translation>
    </message>
    <message>
        <source>Voice callouts (杠, 听, 胡, 自摸, 海捞)</source>
        <translation>Voice callouts (杠, 听, 胡, 自摸, 海捞)</translation>
    </message>
    <message>
        <source>Background music</source>
        <translation>Background music</translation>
    </message>
    <message>
        <source>Master volume:</source>
        <translation>Master volume:</translation>
    </message>
    <message>
        <source>Volume and sounds</source>
        <translation>Volume and sounds</translation>
    </message>
    <message>
        <source>Sound settings apply at once.</source>
        <translation>Sound settings apply at once.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1  (custom copy of %2)</source>
        <translation>%1  (custom copy of %2)</translation>
    </message>
    <message>
        <source>Dealer 12 stacks, others 10</source>
        <translation>Dealer 12 stacks, others 10</translation>
    </message>
    <message>
        <source>Dealer and opposite 11, sides 10</source>
        <translation>Dealer and opposite 11, sides 10</translation>
    </message>
    <message>
        <source>17 stacks each</source>
        <translation>17 stacks each</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — your copy of %2 with its own scoring values.&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — your copy of %2 with its own scoring values.&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Double-click a value to edit it (0-%1).</source>
        <translation>Double-click a value to edit it (0-%1).</translation>
    </message>
    <message>
        <source>Preset values are read-only; make a custom copy to edit them.</source>
        <translation>Preset values are read-only; make a custom copy to edit them.</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; %2.</source>
        <translation>The name &quot;%1&quot; %2.</translation>
    </message>
    <message>
        <source>No rule set is chosen.</source>
        <translation>No rule set is chosen.</translation>
    </message>
    <message>
        <source>My %1</source>
        <translation>My %1</translation>
    </message>
    <message>
        <source>My %1 %2</source>
        <translation>My %1 %2</translation>
    </message>
    <message>
        <source>Custom copy</source>
        <translation>Custom copy</translation>
    </message>
    <message>
        <source>Name of the new rule set:</source>
        <translation>Name of the new rule set:</translation>
    </message>
    <message>
        <source>No human seat: the computer plays all four seats and you watch.</source>
        <translation>No human seat: the computer plays all four seats and you watch.</translation>
    </message>
    <message>
        <source>%1 human seats: hot-seat play.</source>
        <translation>%1 human seats: hot-seat play.</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as most Hefei players know it.</source>
        <translation>Hefei mahjong (合肥麻将) as most Hefei players know it.</translation>
    </message>
    <message>
        <source>The rules of Hefei online rooms with a declaring room (报听房).</source>
        <translation>The rules of Hefei online rooms with a declaring room (报听房).</translation>
    </message>
    <message>
        <source>The Hefei rules of the Bianfeng (边锋) online client.</source>
        <translation>The Hefei rules of the Bianfeng (边锋) online client.</translation>
    </message>
    <message>
        <source>Handan mahjong (邯郸麻将), a different regional game: %1 tiles with winds and dragons, pongs and exposed kongs allowed, and a fan-based score.</source>
        <translation>Handan mahjong (邯郸麻将), a different regional game: %1 tiles with winds and dragons, pongs and exposed kongs allowed, and a fan-based score.</translation>
    </message>
    <message>
        <source>East throws the dice to choose the first dealer (请庄).</source>
        <translation>East throws the dice to choose the first dealer (请庄).</translation>
    </message>
    <message>
        <source>The first dealer is drawn at random.</source>
        <translation>The first dealer is drawn at random.</translation>
    </message>
    <message>
        <source>East is the first dealer.</source>
        <translation>East is the first dealer.</translation>
    </message>
    <message>
        <source>The dealer&apos;s wall has %1 stacks, the others %2.</source>
        <translation>The dealer&apos;s wall has %1 stacks, the others %2.</translation>
    </message>
    <message>
        <source>The dealer&apos;s and the opposite wall have %1 stacks, the other two %2.</source>
        <translation>The dealer&apos;s and the opposite wall have %1 stacks, the other two %2.</translation>
    </message>
    <message>
        <source>Every wall has %1 stacks.</source>
        <translation>Every wall has %1 stacks.</translation>
    </message>
    <message>
        <source>To win on a discard you must first declare ready (报听); a self-draw always counts.</source>
        <translation>To win on a discard you must first declare ready (报听); a self-draw always counts.</translation>
    </message>
    <message>
        <source>Anyone may win on a discard.</source>
        <translation>Anyone may win on a discard.</translation>
    </message>
    <message>
        <source>A win scores a base of %1 plus points for a long suit (支), absent suits (缺门, %2 each), concealed pungs (坎), kongs, closed waits (卡) and the dealer&apos;s streak; a pure suit adds %3, a heavenly hand multiplies the total by %4 and an earthly hand by %5.</source>
        <translation>A win scores a base of %1 plus points for a long suit (支), absent suits (缺门, %2 each), concealed pungs (坎), kongs, closed waits (卡) and the dealer&apos;s streak; a pure suit adds %3, a heavenly hand multiplies the total by %4 and an earthly hand by %5.</translation>
    </message>
    <message>
        <source>The base is %1 (%2 in a room without declaring), item values are small, and seven pairs with four-of-a-kinds (豪华七对) multiply the total.</source>
        <translation>The base is %1 (%2 in a room without declaring), item values are small, and seven pairs with four-of-a-kinds (豪华七对) multiply the total.</translation>
    </message>
    <message>
        <source>The base is %1 with smaller item values than the classic rules; winning on a kong replacement (杠开) multiplies the score by %2, a pure suit adds %3, and the dealer&apos;s bonus counts only when the dealer wins.</source>
        <translation>The base is %1 with smaller item values than the classic rules; winning on a kong replacement (杠开) multiplies the score by %2, a pure suit adds %3, and the dealer&apos;s bonus counts only when the dealer wins.</translation>
    </message>
    <message>
        <source>The last %1 tiles of the wall are the haolao zone (海捞).</source>
        <translation>The last %1 tiles of the wall are the haolao zone (海捞).</translation>
    </message>
    <message>
        <source>Whoever passes up a win may not win on a smaller discard before their next draw (胡前不胡后).</source>
        <translation>Whoever passes up a win may not win on a smaller discard before their next draw (胡前不胡后).</translation>
    </message>
    <message>
        <source>There is no missed-win lock.</source>
        <translation>There is no missed-win lock.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Zhi (tiles over %1 in a suit)</source>
        <translation>Zhi (tiles over %1 in a suit)</translation>
    </message>
    <message>
        <source>Two suits of %1 or more</source>
        <translation>Two suits of %1 or more</translation>
    </message>
    <message>
        <source>Tong (%1 or more of one rank)</source>
        <translation>Tong (%1 or more of one rank)</translation>
    </message>
    <message>
        <source>(%1+ tiles of ranks 2, 5, 8)</source>
        <translation>(%1+ tiles of ranks 2, 5, 8)</translation>
    </message>
    <message>
        <source>(%1+ tiles of ranks 3, 7)</source>
        <translation>(%1+ tiles of ranks 3, 7)</translation>
    </message>
    <message>
        <source>Haolao (self-draw in the haolao zone)</source>
        <translation>Haolao (self-draw in the haolao zone)</translation>
    </message>
    <message>
        <source>These rules describe no game the engine plays: %1</source>
        <translation>These rules describe no game the engine plays: %1</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a click</source>
        <translation>Wait for a click</translation>
    </message>
    <message>
        <source>With no human seat, the next hand starts by itself this long after a hand ends</source>
        <translation>With no human seat, the next hand starts by itself this long after a hand ends</translation>
    </message>
    <message>
        <source>Watching, next hand after:</source>
        <translation>Watching, next hand after:</translation>
    </message>
    <message>
        <source>Watching (no human seat): each hand&apos;s result stays this long, then the next hand starts by itself; &quot;Stay&quot; in the result keeps it open.</source>
        <translation>Watching (no human seat): each hand&apos;s result stays this long, then the next hand starts by itself; &quot;Stay&quot; in the result keeps it open.</translation>
    </message>
    <message>
        <source>AI: expert (slow)</source>
        <translation>AI: expert (slow)</translation>
    </message>
    <message>
        <source>A discard may be claimed to win, kong or pong (no chow); a win beats a kong or pong. A win on a discard is %1 from the discarder, a self-draw %2 from each of the others, doubled when the dealer wins or pays. Kongs are paid on the spot: exposed %3, added %4, concealed %5 from each; 跟打 costs the followed player %6 to each.</source>
        <translation>A discard may be claimed to win, kong or pong (no chow); a win beats a kong or pong. A win on a discard is %1 from the discarder, a self-draw %2 from each of the others, doubled when the dealer wins or pays. Kongs are paid on the spot: exposed %3, added %4, concealed %5 from each; 跟打 costs the followed player %6 to each.</translation>
    </message>
    <message>
        <source>The hand is drawn when %1 stacks are left in the wall (one more per kong).</source>
        <translation>The hand is drawn when %1 stacks are left in the wall (one more per kong).</translation>
    </message>
    <message>
        <source>When another player wins, the dealership passes to the dealer&apos;s previous player (上家).</source>
        <translation>When another player wins, the dealership passes to the dealer&apos;s previous player (上家).</translation>
    </message>
    <message>
        <source>When another player wins, the dealership passes to the dealer&apos;s next player (下家).</source>
        <translation>When another player wins, the dealership passes to the dealer&apos;s next player (下家).</translation>
    </message>
    <message>
        <source>Whoever passes a win may not win on a discard, and whoever passes a pong may not pong that tile, until their own next draw or call (过圈).</source>
        <translation>Whoever passes a win may not win on a discard, and whoever passes a pong may not pong that tile, until their own next draw or call (过圈).</translation>
    </message>
    <message>
        <source>Wait for me</source>
        <translation>Wait for me</translation>
    </message>
    <message>
        <source>Handan: how long a claim offer (胡 Win, 杠 Kong, 碰 Pong) waits for you before it passes by itself</source>
        <translation>Handan: how long a claim offer (胡 Win, 杠 Kong, 碰 Pong) waits for you before it passes by itself</translation>
    </message>
    <message>
        <source>Claim timeout:</source>
        <translation>Claim timeout:</translation>
    </message>
    <message>
        <source>Claim timeout (Handan): a 胡 Win, 杠 Kong or 碰 Pong offer on a discard passes by itself when its time runs out. Win beats Kong and Pong: winners are asked first, then the one seat that may kong or pong.</source>
        <translation>Claim timeout (Handan): a 胡 Win, 杠 Kong or 碰 Pong offer on a discard passes by itself when its time runs out. Win beats Kong and Pong: winners are asked first, then the one seat that may kong or pong.</translation>
    </message>
    <message>
        <source>The dealer&apos;s next player (下家)</source>
        <translation>The dealer&apos;s next player (下家)</translation>
    </message>
    <message>
        <source>The dealer&apos;s previous player (上家)</source>
        <translation>The dealer&apos;s previous player (上家)</translation>
    </message>
    <message>
        <source>Who deals next when a player other than the dealer wins</source>
        <translation>Who deals next when a player other than the dealer wins</translation>
    </message>
    <message>
        <source>Dealership passes to:</source>
        <translation>Dealership passes to:</translation>
    </message>
    <message>
        <source>Some settings could not be used and are back to their defaults.</source>
        <translation>Some settings could not be used and are back to their defaults.</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…and %n more.</numerusform>
            <numerusform>…and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are replaced the next time you change the settings.</source>
        <translation>They are replaced the next time you change the settings.</translation>
    </message>
    <message>
        <source>The file as it was is kept as %1.</source>
        <translation>The file as it was is kept as %1.</translation>
    </message>
    <message>
        <source>No audio output device was found: the game plays without sound. Connect one and start the game again.</source>
        <translation>No audio output device was found: the game plays without sound. Connect one and start the game again.</translation>
    </message>
</context>
<context>
    <name>haolao::ui::StatsWindow</name>
    <message>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>&amp;Profile:</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>P&amp;reset:</translation>
    </message>
    <message>
        <source>&amp;All time</source>
        <translation>&amp;All time</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>From:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Biggest hand</translation>
    </message>
    <message>
        <source>P&amp;ot:</source>
        <translation>P&amp;ot:</translation>
    </message>
    <message>
        <source>Rank points over time</source>
        <translation>Rank points over time</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
    <message>
        <source>Running balance within the pot</source>
        <translation>Running balance within the pot</translation>
    </message>
    <message>
        <source>All presets</source>
        <translation>All presets</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>No win yet.</source>
        <translation>No win yet.</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Rank points</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Points in the hand</source>
        <translation>Points in the hand</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>self-draw on %1</source>
        <translation>self-draw on %1</translation>
    </message>
    <message>
        <source>on %1&apos;s discard %2</source>
        <translation>on %1&apos;s discard %2</translation>
    </message>
    <message>
        <source>(bins of %1 from the label)</source>
        <translation>(bins of %1 from the label)</translation>
    </message>
    <message>
        <source>Statistics — Haolao</source>
        <translation>Statistics — Haolao</translation>
    </message>
</context>
<context>
    <name>haolao::ui::TableWidget</name>
    <message>
        <source>Win (H)</source>
        <extracomment>Table button. The English translation keeps the glyph the voice calls out (胡, 杠, 听…).</extracomment>
        <translation>胡 Win (H)</translation>
    </message>
    <message>
        <source>Kong (K)</source>
        <translation>杠 Kong (K)</translation>
    </message>
    <message>
        <source>Declare (T)</source>
        <translation>听 Declare (T)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>过 Pass (Space)</translation>
    </message>
    <message>
        <source>Auto-play (F3)</source>
        <translation>托管 Auto (F3)</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>tiles left</translation>
    </message>
    <message>
        <source>Round %1 · Hand %2</source>
        <translation>Round %1 · Hand %2</translation>
    </message>
    <message>
        <source>Dealer ×%1</source>
        <translation>庄 ×%1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>听 Ready</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡 Won</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>托管 Auto</translation>
    </message>
    <message>
        <source>Declaring ready: choose the discard (Esc cancels)</source>
        <translation>Declaring ready: choose the discard (Esc cancels)</translation>
    </message>
    <message>
        <source>Ready: your draw is thrown unless you kong</source>
        <translation>Ready: your draw is thrown unless you kong</translation>
    </message>
    <message>
        <source>Your turn — click a tile or ←/→ and Enter to discard</source>
        <translation>Your turn — click a tile or ←/→ and Enter to discard</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation>%1 (%2 left)</translation>
    </message>
    <message>
        <source>Waits: %1</source>
        <translation>Waits: %1</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>from %1&apos;s wall, stack %2</source>
        <translation>from %1&apos;s wall, stack %2</translation>
    </message>
    <message>
        <source>Head</source>
        <extracomment>Wall chip at the next draw (头).</extracomment>
        <translation>Head</translation>
    </message>
    <message>
        <source>Tail</source>
        <extracomment>Wall chip at the next kong replacement (尾).</extracomment>
        <translation>Tail</translation>
    </message>
    <message>
        <source>Haolao · %1 left</source>
        <translation>海捞 · %1 left</translation>
    </message>
    <message>
        <source>First dealer: %1 + %2 = %3 → %4</source>
        <translation>请庄 First dealer: %1 + %2 = %3 → %4</translation>
    </message>
    <message>
        <source>%1 + %2 = %3, from %4&apos;s wall, stack %5</source>
        <translation>%1 + %2 = %3, from %4&apos;s wall, stack %5</translation>
    </message>
    <message>
        <source>Haolao</source>
        <comment>banner</comment>
        <extracomment>Banner title, drawn large: the Chinese glyph in every language (the voice calls it).</extracomment>
        <translation>海捞</translation>
    </message>
    <message>
        <source>Haolao — %1 tiles left, one draw each</source>
        <translation>Haolao — %1 tiles left, one draw each</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <comment>banner</comment>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Win</source>
        <comment>banner</comment>
        <translation>胡</translation>
    </message>
    <message>
        <source>%1 wins by self-draw on %2</source>
        <translation>%1 wins by self-draw on %2</translation>
    </message>
    <message>
        <source>%1 wins on %2&apos;s %3</source>
        <translation>%1 wins on %2&apos;s %3</translation>
    </message>
    <message>
        <source>Kong</source>
        <comment>banner</comment>
        <translation>杠</translation>
    </message>
    <message>
        <source>%1 declares a kong of %2</source>
        <translation>%1 declares a kong of %2</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>banner</comment>
        <translation>荒庄</translation>
    </message>
    <message>
        <source>Draw — nobody won</source>
        <translation>Draw — nobody won</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <source>%1 — click or press Space when ready</source>
        <translation>%1 — click or press Space when ready</translation>
    </message>
    <message>
        <source>Every hand is hidden until then.</source>
        <translation>Every hand is hidden until then.</translation>
    </message>
    <message>
        <source>Pass on a win?</source>
        <translation>Pass on a win?</translation>
    </message>
    <message>
        <source>Your hand is a winning hand. Discard instead of winning?</source>
        <translation>Your hand is a winning hand. Discard instead of winning?</translation>
    </message>
    <message>
        <source>You can win on this tile. Pass anyway?</source>
        <translation>You can win on this tile. Pass anyway?</translation>
    </message>
    <message>
        <source>Hint: declare ready with %1 — %2 points expected, %3% to win</source>
        <translation>Hint: declare ready with %1 — %2 points expected, %3% to win</translation>
    </message>
    <message>
        <source>Hint: declare ready (T) with %1 — %2 points expected, %3% to win</source>
        <translation>Hint: declare ready (T) with %1 — %2 points expected, %3% to win</translation>
    </message>
    <message>
        <source>Hint: discard %1 — %2 points expected, %3% to win</source>
        <translation>Hint: discard %1 — %2 points expected, %3% to win</translation>
    </message>
    <message>
        <source>Hint: kong %1 — %2 points expected, %3% to win</source>
        <translation>Hint: kong %1 — %2 points expected, %3% to win</translation>
    </message>
    <message>
        <source>Hint: win — %1 points</source>
        <translation>Hint: win — %1 points</translation>
    </message>
    <message>
        <source>Hint: pass — winning now (%1 points) is worth less than waiting (%2 expected)</source>
        <translation>Hint: pass — winning now (%1 points) is worth less than waiting (%2 expected)</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>Hint: pass</translation>
    </message>
    <message>
        <source>%1: %2 points expected, %3% to win, deal-in risk %4%</source>
        <translation>%1: %2 points expected, %3% to win, deal-in risk %4%</translation>
    </message>
    <message>
        <source>Deal-in risk %1%: no one is likely to win on %2</source>
        <translation>Deal-in risk %1%: no one is likely to win on %2</translation>
    </message>
    <message>
        <source>%1 has declared ready</source>
        <translation>%1 has declared ready</translation>
    </message>
    <message>
        <source>mostly %1</source>
        <translation>mostly %1</translation>
    </message>
    <message>
        <source>Deal-in risk %1% (%2)</source>
        <translation>Deal-in risk %1% (%2)</translation>
    </message>
    <message>
        <source>Green outline: the hint&apos;s best discard</source>
        <translation>Green outline: the hint&apos;s best discard</translation>
    </message>
    <message>
        <source>Green button border: the action the hint recommends</source>
        <translation>Green button border: the action the hint recommends</translation>
    </message>
    <message>
        <source>Yellow corner: deal-in risk from %1%</source>
        <translation>Yellow corner: deal-in risk from %1%</translation>
    </message>
    <message>
        <source>Orange corner: deal-in risk from %1%</source>
        <translation>Orange corner: deal-in risk from %1%</translation>
    </message>
    <message>
        <source>Red corner: deal-in risk from %1%</source>
        <translation>Red corner: deal-in risk from %1%</translation>
    </message>
    <message>
        <source>Gold outline: the selected tile, the latest discard, a kong shown</source>
        <translation>Gold outline: the selected tile, the latest discard, a kong shown</translation>
    </message>
    <message>
        <source>Blue outline: a discard that declared ready</source>
        <translation>Blue outline: a discard that declared ready</translation>
    </message>
    <message>
        <source>Amber outline on the wall: the haolao zone (glows in the haolao phase)</source>
        <translation>Amber outline on the wall: the haolao zone (glows in the haolao phase)</translation>
    </message>
    <message>
        <source>Hint marks (F2)</source>
        <translation>Hint marks (F2)</translation>
    </message>
    <message>
        <source>Hover a tile for its expected points and deal-in risk.</source>
        <translation>Hover a tile for its expected points and deal-in risk.</translation>
    </message>
    <message>
        <source>Click here or press Esc to close; the hint line&apos;s tooltip shows this again.</source>
        <translation>Click here or press Esc to close; the hint line&apos;s tooltip shows this again.</translation>
    </message>
    <message>
        <source>%1 · don&apos;t kong %2 (%3 points)</source>
        <translation>%1 · don&apos;t kong %2 (%3 points)</translation>
    </message>
    <message>
        <source>You win by self-draw on %1</source>
        <translation>You win by self-draw on %1</translation>
    </message>
    <message>
        <source>You win on %1&apos;s %2</source>
        <translation>You win on %1&apos;s %2</translation>
    </message>
    <message>
        <source>%1 wins on your %2</source>
        <translation>%1 wins on your %2</translation>
    </message>
    <message>
        <source>Haolao zone (海捞): the last %1 tiles. When only they are left, each player draws one in turn without discarding; the first to complete a hand wins.</source>
        <translation>Haolao zone (海捞): the last %1 tiles. When only they are left, each player draws one in turn without discarding; the first to complete a hand wins.</translation>
    </message>
    <message>
        <source>Head (牌头): the next tile drawn comes from here; draws go clockwise.</source>
        <translation>Head (牌头): the next tile drawn comes from here; draws go clockwise.</translation>
    </message>
    <message>
        <source>Tail (牌尾): the replacement tile after a kong (补牌) comes from here.</source>
        <translation>Tail (牌尾): the replacement tile after a kong (补牌) comes from here.</translation>
    </message>
    <message>
        <source>The dealer&apos;s dice: their sum picks the wall that is broken, the smaller die the stack where the head starts.</source>
        <translation>The dealer&apos;s dice: their sum picks the wall that is broken, the smaller die the stack where the head starts.</translation>
    </message>
    <message>
        <source>Hint: pong %1 — %2 points expected, %3% to win</source>
        <translation>Hint: pong %1 — %2 points expected, %3% to win</translation>
    </message>
    <message>
        <source>Win beats Kong and Pong</source>
        <extracomment>Tooltip of the claim buttons and part of the claim prompt (Handan, RULES.md §3).</extracomment>
        <translation>Win beats Kong and Pong</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>The claim prompt: the offer, then the priority rule.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Pong</source>
        <comment>banner</comment>
        <translation>Pong</translation>
    </message>
    <message>
        <source>%1 pongs %2&apos;s %3</source>
        <translation>%1 pongs %2&apos;s %3</translation>
    </message>
    <message>
        <source>%1 kongs %2&apos;s %3</source>
        <translation>%1 kongs %2&apos;s %3</translation>
    </message>
    <message>
        <source>%1 adds %2 to a pong: a kong, unless it is robbed</source>
        <translation>%1 adds %2 to a pong: a kong, unless it is robbed</translation>
    </message>
    <message>
        <source>Drawn-hand limit: the last %1 stacks (6, and 1 more per kong) stay in the wall; when the draws reach this mark the hand is drawn.</source>
        <translation>Drawn-hand limit: the last %1 stacks (6, and 1 more per kong) stay in the wall; when the draws reach this mark the hand is drawn.</translation>
    </message>
    <message>
        <source>Pong (P)</source>
        <extracomment>Table button (Handan): claim the discard as a pong. The glyph 碰 is what the voice calls.</extracomment>
        <translation>Pong (P)</translation>
    </message>
    <message>
        <source>You can win on %1: Win or Pass</source>
        <translation>You can win on %1: Win or Pass</translation>
    </message>
    <message>
        <source>Rob the kong on %1: Win or Pass</source>
        <translation>Rob the kong on %1: Win or Pass</translation>
    </message>
    <message>
        <source>Claim %1: Win or Pass</source>
        <translation>Claim %1: Win or Pass</translation>
    </message>
    <message>
        <source>Claim %1: Kong, Pong or Pass</source>
        <translation>Claim %1: Kong, Pong or Pass</translation>
    </message>
    <message>
        <source>Claim %1: Kong or Pass</source>
        <translation>Claim %1: Kong or Pass</translation>
    </message>
    <message>
        <source>Claim %1: Pong or Pass</source>
        <translation>Claim %1: Pong or Pass</translation>
    </message>
    <message>
        <source>Cyan wash: the copies out on the table of the hand tile pointed at</source>
        <translation>Cyan wash: the copies out on the table of the hand tile pointed at</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Click or press Space to go on</source>
        <translation>Click or press Space to go on</translation>
    </message>
    <message>
        <source>The other seats and the turn timer wait; the hands are hidden.</source>
        <translation>The other seats and the turn timer wait; the hands are hidden.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Hefei mahjong (合肥麻将)</source>
        <translation>Hefei mahjong (合肥麻将)</translation>
    </message>
    <message>
        <source>Ruleset: %1.</source>
        <translation>Ruleset: %1.</translation>
    </message>
    <message>
        <source>Seed of the pot.</source>
        <translation>Seed of the pot.</translation>
    </message>
    <message>
        <source>Four seats, East South West North, each one of: %1.</source>
        <translation>Four seats, East South West North, each one of: %1.</translation>
    </message>
    <message>
        <source>Animation speed: instant, fast, normal, slow.</source>
        <translation>Animation speed: instant, fast, normal, slow.</translation>
    </message>
    <message>
        <source>Start with hints on.</source>
        <translation>Start with hints on.</translation>
    </message>
    <message>
        <source>Auto-play (托管) the human seat.</source>
        <translation>Auto-play (托管) the human seat.</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>Window size WxH.</translation>
    </message>
    <message>
        <source>No sound.</source>
        <translation>No sound.</translation>
    </message>
    <message>
        <source>--rules: unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>--rules: unknown ruleset &apos;%1&apos; (known: %2)</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a number</source>
        <translation>--seed: &apos;%1&apos; is not a number</translation>
    </message>
    <message>
        <source>--seats: need 4 comma-separated seats, got %1</source>
        <translation>--seats: need 4 comma-separated seats, got %1</translation>
    </message>
    <message>
        <source>--seats: unknown seat &apos;%1&apos; (known: %2)</source>
        <translation>--seats: unknown seat &apos;%1&apos; (known: %2)</translation>
    </message>
    <message>
        <source>--speed: &apos;%1&apos; is not one of instant, fast, normal, slow</source>
        <translation>--speed: &apos;%1&apos; is not one of instant, fast, normal, slow</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not WxH</source>
        <translation>--size: &apos;%1&apos; is not WxH</translation>
    </message>
    <message>
        <source>--screenshot needs --after-events</source>
        <translation>--screenshot needs --after-events</translation>
    </message>
    <message>
        <source>Keep the saved pots in DIR (default: the user&apos;s data folder).</source>
        <translation>Keep the saved pots in DIR (default: the user&apos;s data folder).</translation>
    </message>
    <message>
        <source>Resume the unfinished pot without asking.</source>
        <translation>Resume the unfinished pot without asking.</translation>
    </message>
    <message>
        <source>Start a new pot without asking (the unfinished one stays saved).</source>
        <translation>Start a new pot without asking (the unfinished one stays saved).</translation>
    </message>
    <message>
        <source>Play a pot of N hands.</source>
        <translation>Play a pot of N hands.</translation>
    </message>
    <message>
        <source>Close each hand&apos;s result by itself and play on.</source>
        <translation>Close each hand&apos;s result by itself and play on.</translation>
    </message>
    <message>
        <source>Quit when the pot is over.</source>
        <translation>Quit when the pot is over.</translation>
    </message>
    <message>
        <source>--data-dir: give a directory</source>
        <translation>--data-dir: give a directory</translation>
    </message>
    <message>
        <source>--resume and --new exclude each other</source>
        <translation>--resume and --new exclude each other</translation>
    </message>
    <message>
        <source>--hands: &apos;%1&apos; is not a number 1-999</source>
        <translation>--hands: &apos;%1&apos; is not a number 1-999</translation>
    </message>
    <message>
        <source>Open the replay FILE in the replay viewer.</source>
        <translation>Open the replay FILE in the replay viewer.</translation>
    </message>
    <message>
        <source>--replay: give a file</source>
        <translation>--replay: give a file</translation>
    </message>
    <message>
        <source>With --replay: open it at event N.</source>
        <translation>With --replay: open it at event N.</translation>
    </message>
    <message>
        <source>--replay-at: &apos;%1&apos; is not an event number</source>
        <translation>--replay-at: &apos;%1&apos; is not an event number</translation>
    </message>
    <message>
        <source>A replay file to open (same as --replay FILE).</source>
        <translation>A replay file to open (same as --replay FILE).</translation>
    </message>
    <message>
        <source>one replay file at a time, got %1: %2</source>
        <translation>one replay file at a time, got %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and --replay %2 both given: open one file</source>
        <translation>&apos;%1&apos; and --replay %2 both given: open one file</translation>
    </message>
    <message>
        <source>FILE: an empty file name</source>
        <translation>FILE: an empty file name</translation>
    </message>
</context>
<context>
    <name>profile</name>
    <message>
        <source>Player</source>
        <extracomment>An unnamed player&apos;s profile (stored as &quot;Player&quot; where the system gives no user name).</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The profile of the second, third or fourth unnamed human in a hot-seat pot.</extracomment>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>tile</name>
    <message>
        <source>1m</source>
        <translation>1m</translation>
    </message>
    <message>
        <source>2m</source>
        <translation>2m</translation>
    </message>
    <message>
        <source>3m</source>
        <translation>3m</translation>
    </message>
    <message>
        <source>4m</source>
        <translation>4m</translation>
    </message>
    <message>
        <source>5m</source>
        <translation>5m</translation>
    </message>
    <message>
        <source>6m</source>
        <translation>6m</translation>
    </message>
    <message>
        <source>7m</source>
        <translation>7m</translation>
    </message>
    <message>
        <source>8m</source>
        <translation>8m</translation>
    </message>
    <message>
        <source>9m</source>
        <translation>9m</translation>
    </message>
    <message>
        <source>1p</source>
        <translation>1p</translation>
    </message>
    <message>
        <source>2p</source>
        <translation>2p</translation>
    </message>
    <message>
        <source>3p</source>
        <translation>3p</translation>
    </message>
    <message>
        <source>4p</source>
        <translation>4p</translation>
    </message>
    <message>
        <source>5p</source>
        <translation>5p</translation>
    </message>
    <message>
        <source>6p</source>
        <translation>6p</translation>
    </message>
    <message>
        <source>7p</source>
        <translation>7p</translation>
    </message>
    <message>
        <source>8p</source>
        <translation>8p</translation>
    </message>
    <message>
        <source>9p</source>
        <translation>9p</translation>
    </message>
    <message>
        <source>1s</source>
        <translation>1s</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2s</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3s</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4s</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5s</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6s</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7s</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>8s</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>9s</translation>
    </message>
</context>
</TS>
