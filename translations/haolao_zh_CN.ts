<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Haolao %1</source>
        <extracomment>The About box&apos;s headline: the program&apos;s name and its version.</extracomment>
        <translation>海捞 %1</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将): a whole pot against three computer players, or passed around one computer.</source>
        <translation>合肥麻将：和三家电脑打完整一锅，或几人在一台电脑上轮流打。</translation>
    </message>
    <message>
        <source>Copyright © %1 The Haolao developers</source>
        <extracomment>%1: the years.</extracomment>
        <translation>版权所有 © %1 海捞开发者</translation>
    </message>
    <message>
        <source>Haolao is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.</source>
        <translation>海捞是自由软件：你可以依照自由软件基金会发布的 GNU 通用公共许可证（第 3 版，或你选择的任何更新版本）的条款再发布和/或修改它。</translation>
    </message>
    <message>
        <source>It comes with ABSOLUTELY NO WARRANTY; see %1 for details.</source>
        <extracomment>%1: a link whose text is &quot;the GNU General Public License&quot;.</extracomment>
        <translation>本程序不提供任何担保；详见%1。</translation>
    </message>
    <message>
        <source>the GNU General Public License</source>
        <translation>GNU 通用公共许可证</translation>
    </message>
    <message>
        <source>The glyphs on the tiles and the icon are drawn from the Noto CJK fonts, under the SIL Open Font License 1.1.</source>
        <translation>牌面和图标上的字形取自 Noto CJK 字体，依照 SIL 开放字体许可证 1.1 使用。</translation>
    </message>
    <message>
        <source>Home page: %1</source>
        <extracomment>%1: the home page&apos;s address, a link.</extracomment>
        <translation>主页：%1</translation>
    </message>
    <message>
        <source>Your pots, history and statistics are kept in this folder:</source>
        <translation>你的牌局、历史记录和统计保存在这个文件夹：</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <extracomment>%1: the Qt version the program was built with; %2: the one it runs on.</extracomment>
        <translation>用 Qt %1 构建，运行于 Qt %2。</translation>
    </message>
    <message>
        <source>About Haolao</source>
        <translation>关于海捞</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences of one paragraph, joined: Chinese puts no space after its full stop.</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Hefei mahjong (合肥麻将) as played at home: the classic counting.</source>
        <translation>合肥麻将家庭玩法：经典算分。</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as played in online rooms with or without declaring ready (报听).</source>
        <translation>合肥麻将网络房间玩法：分报听房与不报听房。</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as played on the Bianfeng (边锋) client.</source>
        <translation>合肥麻将边锋客户端玩法。</translation>
    </message>
    <message>
        <source>Handan mahjong (邯郸麻将), settled in 番.</source>
        <translation>邯郸麻将，按番结算。</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Wall and deal</source>
        <translation>砌牌与起牌</translation>
    </message>
    <message>
        <source>Turn flow</source>
        <translation>行牌</translation>
    </message>
    <message>
        <source>Haolao</source>
        <translation>海捞</translation>
    </message>
    <message>
        <source>Declaring ready</source>
        <translation>报听</translation>
    </message>
    <message>
        <source>What wins</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Dealer and pot</source>
        <translation>坐庄与一锅</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>算分示例</translation>
    </message>
    <message>
        <source>preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Declaring room (报听房): %1</source>
        <translation>报听房：%1</translation>
    </message>
    <message>
        <source>Missed-win lock (胡前不胡后): %1</source>
        <translation>胡前不胡后：%1</translation>
    </message>
    <message>
        <source>First dealer: changed</source>
        <translation>请庄方式：已更改</translation>
    </message>
    <message>
        <source>Wall layout: changed</source>
        <translation>砌牌方式：已更改</translation>
    </message>
    <message>
        <source>Pot length: changed</source>
        <translation>一锅长度：已更改</translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation>%1：%2（预设：%3）</translation>
    </message>
    <message>
        <source>超级七小对 per four-of-a-kind</source>
        <translation>超级七小对每副四张</translation>
    </message>
    <message>
        <source>Base in a non-declaring room</source>
        <translation>不报听房的胡牌基本分</translation>
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
        <translation>设置中与预设不同之处：</translation>
    </message>
    <message>
        <source>万 characters (m): ranks %1–%2</source>
        <translation>万（m）：%1–%2</translation>
    </message>
    <message>
        <source>饼 dots (p): ranks %1–%2</source>
        <translation>饼（p）：%1–%2</translation>
    </message>
    <message>
        <source>条 bamboo (s): ranks %1–%2</source>
        <translation>条（s）：%1–%2</translation>
    </message>
    <message>
        <source>Honors (z): the four winds 東南西北 and 白 發 中</source>
        <translation>字牌（z）：東南西北四风和白、發、中</translation>
    </message>
    <message>
        <source>No honors.</source>
        <translation>没有字牌。</translation>
    </message>
    <message>
        <source>There are no 1s and no 9s, so 23 can only be completed by 4, and 78 only by 6.</source>
        <translation>没有 1 和 9，所以 23 只能等 4，78 只能等 6。</translation>
    </message>
    <message>
        <source>No chow (吃), no pong (碰), no exposed kong (明杠). The only call is the concealed kong (暗杠): four identical tiles laid down face up, so everybody sees them.</source>
        <translation>不能吃、不能碰、不能明杠。唯一能亮的是暗杠：四张相同的牌正面朝上亮出，大家都看得见。</translation>
    </message>
    <message>
        <source>No chow (吃). Pong (碰) and exposed kong (明杠) on a discard are allowed, so are an added kong on one&apos;s own pong and a concealed kong (暗杠).</source>
        <translation>不能吃。可以碰别人打出的牌、明杠，也可以在自己碰出的牌上加杠，以及暗杠。</translation>
    </message>
    <message>
        <source>Robbing a kong (抢杠) is allowed.</source>
        <translation>可以抢杠。</translation>
    </message>
    <message>
        <source>First dealer (请庄): drawn at random.</source>
        <translation>请庄：随机决定首局庄家。</translation>
    </message>
    <message>
        <source>First dealer (请庄): East.</source>
        <translation>请庄：东家坐首庄。</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s and the opposite player&apos;s walls have %2 stacks, the other two %3.</source>
        <translation>砌牌：每局洗牌后砌成 %1 墩，每墩两张。庄家和对家面前各 %2 墩，另外两家各 %3 墩。</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. Each player builds %2 stacks.</source>
        <translation>砌牌：每局洗牌后砌成 %1 墩，每墩两张。每人砌 %2 墩。</translation>
    </message>
    <message>
        <source>Breaking the wall: the dealer rolls the dice once; counting from the dealer in play order to the player named by the sum, that player&apos;s wall is cut at the stack given by the sum.</source>
        <translation>开牌：庄家掷骰子一次，从庄家起按出牌顺序数到点数所指的那一家，在那一家的牌墙上按点数数墩开牌。</translation>
    </message>
    <message>
        <source>Play goes East → South → West → North. The dealer starts by discarding (or declaring a kong, or winning: 天胡).</source>
        <translation>出牌顺序为东 → 南 → 西 → 北。庄家先出牌（也可以先暗杠，或直接胡牌：天胡）。</translation>
    </message>
    <message>
        <source>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠), or discard one tile.</source>
        <translation>每一轮：摸一张牌，然后自摸胡牌、暗杠，或打出一张牌。</translation>
    </message>
    <message>
        <source>After each discard the other players may win on it (点炮: the discarder pays). Any number of players may win on the same discard (一炮多响).</source>
        <translation>每打出一张牌，其他玩家都可以胡这张牌（点炮：由打牌的人付分）。一张牌可以同时被几家胡（一炮多响）。</translation>
    </message>
    <message>
        <source>Concealed kong: with four identical tiles, on your own turn, lay them face up and draw a replacement from the tail (补牌); then win, kong again or discard.</source>
        <translation>暗杠：手里有四张相同的牌时，在自己的回合亮出，从牌尾补牌；然后可以胡牌、再杠或出牌。</translation>
    </message>
    <message>
        <source>No kong is allowed once only %1 tiles are left in the wall.</source>
        <translation>牌墙只剩 %1 张时不能再杠。</translation>
    </message>
    <message>
        <source>托管 (auto-play): hand your seat to the AI and take it back at any time (F3).</source>
        <translation>托管：把自己的座位交给电脑打，随时可以收回（F3）。</translation>
    </message>
    <message>
        <source>Haolao (海捞)</source>
        <translation>海捞</translation>
    </message>
    <message>
        <source>This rule set has no haolao phase: play goes on until the wall is used up.</source>
        <translation>本规则没有海捞阶段：一直打到牌墙摸完。</translation>
    </message>
    <message>
        <source>The last %1 tiles of the wall are the haolao zone. When a turn ends with exactly %1 tiles left and nobody won on the discard, the haolao phase starts: beginning with the next player, each player in turn draws one tile and does not discard. The first whose drawn tile completes a winning hand wins by self-draw (海捞胡) and the hand ends. No kongs in this phase. If nobody wins, the hand is a draw (荒庄).</source>
        <translation>牌墙最后 %1 张是海捞区。某一轮结束时牌墙正好剩 %1 张且没人胡这张打出的牌，就进入海捞：从下一家开始，每人依次摸一张，不再出牌。谁先摸到能胡的牌就算自摸（海捞胡），本局结束。海捞时不能杠。如果都没胡，本局荒庄。</translation>
    </message>
    <message>
        <source>A haolao win scores %1 more (see the scoring table).</source>
        <translation>海捞胡另加 %1 分（见计分表）。</translation>
    </message>
    <message>
        <source>Declaring ready (报听)</source>
        <translation>报听</translation>
    </message>
    <message>
        <source>This is not a declaring room: a player may win on a discard without declaring, and declaring ready is not offered.</source>
        <translation>这不是报听房：不用报听也可以胡别人打出的牌，游戏中也不提供报听。</translation>
    </message>
    <message>
        <source>This is a declaring room (报听房): a player may win on a discard only after declaring ready; without a declaration only self-draw wins count.</source>
        <translation>这是报听房：报听以后才能胡别人打出的牌；没有报听只能自摸。</translation>
    </message>
    <message>
        <source>Declare together with a discard that leaves the hand ready.</source>
        <translation>报听时同时打出一张牌，打出后手牌须处于听牌状态。</translation>
    </message>
    <message>
        <source>From then on the hand is locked: every drawn tile that does not win is discarded automatically, except that a concealed kong may still be declared if the hand stays ready.</source>
        <translation>报听后手牌锁定：摸到不能胡的牌自动打出；只有暗杠后仍然听牌时才可以暗杠。</translation>
    </message>
    <message>
        <source>A declared player&apos;s wins are taken automatically (自动胡牌).</source>
        <translation>报听的玩家能胡时自动胡牌。</translation>
    </message>
    <message>
        <source>The win&apos;s base score is %1 in a declaring room (%2 in a non-declaring room).</source>
        <translation>报听房胡牌基本分为 %1（不报听房为 %2）。</translation>
    </message>
    <message>
        <source>No missed-win lock (漏胡 is allowed): a player who passed a win may win on the very next discard.</source>
        <translation>不限制漏胡：放过一次胡牌的玩家，下一张打出的牌就可以胡。</translation>
    </message>
    <message>
        <source>Missed wins (胡前不胡后, 胡大不胡小)</source>
        <translation>漏胡（胡前不胡后，胡大不胡小）</translation>
    </message>
    <message>
        <source>A player who could have won on a discard and passed may not win on any discard until their own next draw, unless the new win would score strictly more for them than the one they passed (for example, the new discarder is the dealer). Self-draw is always allowed.</source>
        <translation>能胡别人打出的牌却放过的玩家，在自己下次摸牌之前不能再胡别人打出的牌，除非新的胡牌对自己来说分数严格高于放过的那次（例如这次打牌的是庄家）。自摸不受限制。</translation>
    </message>
    <message>
        <source>What wins (胡牌)</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Standard shape: a pair (将) plus four sets, each a chow (顺子, three in a row of one suit) or a pung (刻子/坎, three alike); declared kongs count as sets.</source>
        <translation>标准牌型：一对将加四组牌，每组是顺子（同一门三张连续）或刻子（坎，三张相同）；亮出的杠算一组。</translation>
    </message>
    <message>
        <source>When the tiles can be read in several ways, the hand scores as its best reading, the place of the winning tile included.</source>
        <translation>一手牌有几种组合方式时（包括胡的那张牌放在哪一组），按得分最高的方式计分。</translation>
    </message>
    <message>
        <source>Every win: %1 in a declaring room (报听房), %2 in a non-declaring room.</source>
        <translation>每次胡牌都有：报听房 %1 分，不报听房 %2 分。</translation>
    </message>
    <message>
        <source>Every win.</source>
        <translation>每次胡牌都有。</translation>
    </message>
    <message>
        <source>%1 per suit with no tile in the hand (a one-suit hand: %2).</source>
        <translation>每缺一门 %1 分（清一色缺两门：%2 分）。</translation>
    </message>
    <message>
        <source>%1 per concealed pung (111). A pung completed by a discard is not a 坎, nor is the pung inside a 活.</source>
        <translation>每个暗刻（111）%1 分。靠别人打出的牌凑成的刻子不算坎，活里的刻子也不再算坎。</translation>
    </message>
    <message>
        <source>%1 per declared concealed kong (暗杠).</source>
        <translation>每个暗杠 %1 分。</translation>
    </message>
    <message>
        <source>%1 per four identical concealed tiles not declared as a kong, in any shape.</source>
        <translation>手里四张相同的牌没有开杠，不论怎么组合，每组 %1 分。</translation>
    </message>
    <message>
        <source>%1 per four identical concealed tiles not declared as a kong, three as a pung and one in a chow.</source>
        <translation>手里四张相同的牌没有开杠，三张作刻子、一张用在顺子里，每组 %1 分。</translation>
    </message>
    <message>
        <source>%1 instead (明活) when the winning tile, taken from a discard, is one of the four.</source>
        <translation>如果胡的是别人打出的牌且是这四张之一（明活），改为 %1 分。</translation>
    </message>
    <message>
        <source>The winning tile fills the middle of a chow (35 → 4), the only possible end of a chow (%1%2 → %3, %4%5 → %6) or the pair (单钓). Not for seven pairs.</source>
        <translation>胡的牌是顺子的中间一张（35 胡 4）、顺子唯一可能的一端（%1%2 胡 %3，%4%5 胡 %6）或将牌（单钓）。七对不算卡。</translation>
    </message>
    <message>
        <source>%1 per two identical chows of one suit; k identical chows count k − 1.</source>
        <translation>同一门两组相同的顺子算一个双扑，%1 分；k 组相同的顺子算 k − 1 个。</translation>
    </message>
    <message>
        <source>%1 instead (明双扑) when a tile won from a discard is in one of them.</source>
        <translation>如果胡的是别人打出的牌且在其中一组里（明双扑），改为 %1 分。</translation>
    </message>
    <message>
        <source>A standard-shape hand (not seven pairs).</source>
        <translation>标准牌型胡牌（不是七对）。</translation>
    </message>
    <message>
        <source>A seven-pairs hand.</source>
        <translation>七对胡牌。</translation>
    </message>
    <message>
        <source>Instead of 七对, when the seven pairs hold a four-of-a-kind: %1, plus %2 per four-of-a-kind.</source>
        <translation>七对中有四张相同的牌时，不算七对，改算 %1 分，每有一副四张再加 %2 分。</translation>
    </message>
    <message>
        <source>×(1 + n)</source>
        <translation>×(1 + n)</translation>
    </message>
    <message>
        <source>Seven pairs with n four-of-a-kinds (a discarded fourth counts): everything except the dealer bonus × (1 + n).</source>
        <translation>七对中有 n 副四张相同的牌（胡别人打出的第四张也算）：除庄分外的全部分数 × (1 + n)。</translation>
    </message>
    <message>
        <source>Every tile of one suit; added after the 杠开 doubling.</source>
        <translation>全部牌都是同一门；在杠开翻倍之后再加。</translation>
    </message>
    <message>
        <source>Every tile of one suit.</source>
        <translation>全部牌都是同一门。</translation>
    </message>
    <message>
        <source>All four sets are 坎 or declared kongs. A hand that is also 清一色 gets the bonus once, not twice.</source>
        <translation>四组牌都是坎或暗杠。同时是清一色的只算一次，不重复加分。</translation>
    </message>
    <message>
        <source>All four sets are 坎 or declared kongs.</source>
        <translation>四组牌都是坎或暗杠。</translation>
    </message>
    <message>
        <source>Self-draw win on a kong replacement tile: the base score × %1.</source>
        <translation>杠后补牌自摸胡牌：基础分 × %1。</translation>
    </message>
    <message>
        <source>Self-draw win on a kong replacement tile.</source>
        <translation>杠后补牌自摸胡牌。</translation>
    </message>
    <message>
        <source>Self-draw win in the haolao phase (海捞胡).</source>
        <translation>海捞阶段自摸胡牌（海捞胡）。</translation>
    </message>
    <message>
        <source>Win on the discard made right after the discarder&apos;s kong.</source>
        <translation>胡别人杠牌后紧接着打出的那张牌。</translation>
    </message>
    <message>
        <source>A non-dealer wins on the dealer&apos;s first discard, or by self-draw on their first draw, with no kong before: the whole total × %1.</source>
        <translation>闲家胡庄家打出的第一张牌，或闲家第一次摸牌就自摸，此前没有人杠：总分 × %1。</translation>
    </message>
    <message>
        <source>A non-dealer wins by self-draw on their first draw (first go-round, no kong before): base + %1, nothing else.</source>
        <translation>闲家第一次摸牌就自摸（第一圈内，此前没有人杠）：胡牌基本分 + %1，其他都不算。</translation>
    </message>
    <message>
        <source>%1 × streak</source>
        <translation>%1 × 连庄数</translation>
    </message>
    <message>
        <source>The dealer&apos;s streak (连庄数) × %1, in every payment the dealer makes or receives: on a non-dealer&apos;s self-draw the dealer pays more than the other two.</source>
        <translation>连庄数 × %1，计入庄家付出或收到的每一笔：闲家自摸时庄家比另外两家多付。</translation>
    </message>
    <message>
        <source>Only when the dealer wins (庄分额外算): %1 × streak on a win on a discard, %2 × streak on a self-draw.</source>
        <translation>只在庄家胡牌时算（庄分额外算）：胡别人打出的牌 %1 × 连庄数，自摸 %2 × 连庄数。</translation>
    </message>
    <message>
        <source>Scoring (计分)</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Total = base score (胡牌 and the hand&apos;s items) + bonuses (shape and situation). 天胡 and 地胡 multiply the whole total, dealer bonus included.</source>
        <translation>总分 = 基础分（胡牌基本分和手牌各项）+ 加分（牌型和胡牌时机）。天胡、地胡按总分（含庄分）翻倍。</translation>
    </message>
    <message>
        <source>Total = the sum of the items. 豪华七对 multiplies everything but the dealer bonus; 天胡 and 地胡 replace everything.</source>
        <translation>总分 = 各项之和。豪华七对把除庄分外的分数翻倍；天胡、地胡取代其他所有项。</translation>
    </message>
    <message>
        <source>Total = base score (the items), × %1 for 杠开, then + 清一色, then + the dealer bonus. 天胡 and 地胡 replace everything.</source>
        <translation>总分 = 基础分（各项之和），杠开 × %1，再加清一色，再加庄分。天胡、地胡取代其他所有项。</translation>
    </message>
    <message>
        <source>Settled in 番: a win on a discard 1 from the discarder; a self-draw 2 from each of the three others. Anything the dealer wins or pays is doubled. Kongs are paid on the spot: an exposed kong 1 from the player who fed it, a concealed kong 2 from each of the three.</source>
        <translation>按番结算：胡别人打出的牌，放炮者付 1 番；自摸，其他三家各付 2 番。庄家赢或输都加倍。杠当场结算：明杠由供杠者付 1 番，暗杠其他三家各付 2 番。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>How it counts</source>
        <translation>计算方法</translation>
    </message>
    <message>
        <source>Not scored in this rule set: %1.</source>
        <translation>本规则不计：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Payments (结算)</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>The discarder pays every winner; a self-draw is paid by each of the three others. Kongs are paid even if their owner does not win.</source>
        <translation>放炮者付给每一位胡牌者；自摸由其他三家各付。即使杠的人没有胡牌，杠也照样结算。</translation>
    </message>
    <message>
        <source>Win on a discard: the discarder alone pays the winner&apos;s total (each winner, when several win on it).</source>
        <translation>胡别人打出的牌：由放炮者一人付给胡牌者总分（一炮多响时分别付给每一位胡牌者）。</translation>
    </message>
    <message>
        <source>Self-draw: each of the other three pays the total; the dealer&apos;s payment includes the dealer bonus.</source>
        <translation>自摸：其他三家各付总分；庄家付的那份含庄分。</translation>
    </message>
    <message>
        <source>Self-draw: each of the other three pays the total.</source>
        <translation>自摸：其他三家各付总分。</translation>
    </message>
    <message>
        <source>Kong points are part of the winner&apos;s hand only; a draw (荒庄) pays nothing.</source>
        <translation>杠分只计入胡牌者的牌分；荒庄不结算。</translation>
    </message>
    <message>
        <source>The pot standings are the running sum of the payments; the four always add up to 0.</source>
        <translation>一锅的积分是各局结算的累计，四家之和始终为 0。</translation>
    </message>
    <message>
        <source>Dealer and pot (连庄, 一锅)</source>
        <translation>连庄与一锅</translation>
    </message>
    <message>
        <source>The dealer wins (alone or with others) or the hand is a draw: the dealer stays and the streak (连庄数) goes up by 1. A new dealer&apos;s first hand has streak 1.</source>
        <translation>庄家胡牌（单独或与他人同时胡）或荒庄：庄家连庄，连庄数加 1。新庄家的第一局连庄数为 1。</translation>
    </message>
    <message>
        <source>Another player wins: the dealer&apos;s next player (下家) becomes dealer.</source>
        <translation>闲家胡牌：庄家的下家坐庄。</translation>
    </message>
    <message>
        <source>Another player wins: the dealer&apos;s previous player (上家) becomes dealer.</source>
        <translation>闲家胡牌：庄家的上家坐庄。</translation>
    </message>
    <message>
        <source>A pot (一锅) is %1 hands.</source>
        <translation>一锅为 %1 局。</translation>
    </message>
    <message>
        <source>Concealed tiles %1. %2 wins on %3&apos;s discard %4. Dealer: %5, streak %6.</source>
        <translation>手牌 %1。%2胡%3打出的 %4。庄家：%5，连庄数 %6。</translation>
    </message>
    <message>
        <source>Concealed tiles %1 and the declared kong %2. %3 draws %4 as the kong replacement and wins by self-draw. Dealer: %5, streak %6.</source>
        <translation>手牌 %1，亮出暗杠 %2。%3杠后补牌摸到 %4 自摸胡牌。庄家：%5，连庄数 %6。</translation>
    </message>
    <message>
        <source>Items: %1.</source>
        <translation>计分项：%1。</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <translation>%1付 %2</translation>
    </message>
    <message>
        <source>Payments: %1.</source>
        <translation>结算：%1。</translation>
    </message>
    <message>
        <source>Missed wins</source>
        <translation>漏胡</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>This pot: %1</source>
        <translation>本锅：%1</translation>
    </message>
    <message>
        <source>Next pot: %1</source>
        <translation>下一锅：%1</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Rules help — Haolao</source>
        <translation>规则说明 — 海捞</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>A pot (一锅) is one round (圈): the dealership passes through all four seats once.</source>
        <translation>一锅为一圈：庄家轮过四个座位一遍。</translation>
    </message>
    <message>
        <source>A pot (一锅) is %1 rounds (圈); a round is done when the dealership has passed through all four seats once.</source>
        <translation>一锅为 %1 圈；庄家轮过四个座位一遍为一圈。</translation>
    </message>
    <message>
        <source>A pot (一锅) is one hand.</source>
        <translation>一锅为一局。</translation>
    </message>
    <message>
        <source>%1 tiles: %2 kinds, %3 of each. No flowers.</source>
        <translation>共 %1 张牌：%2 种，每种 %3 张。没有花牌。</translation>
    </message>
    <message>
        <source>First dealer (请庄): East rolls both dice once. Sum %1: East; %2: South; %3: West; %4: North.</source>
        <translation>请庄：东家掷两颗骰子一次。点数和为 %1：东家；%2：南家；%3：西家；%4：北家。</translation>
    </message>
    <message>
        <source>The wall (砌牌): %1 stacks (墩) of two tiles, built every hand after a shuffle. The dealer&apos;s wall has %2 stacks, the other three %3 each.</source>
        <translation>砌牌：每局洗牌后砌成 %1 墩，每墩两张。庄家面前 %2 墩，另外三家各 %3 墩。</translation>
    </message>
    <message>
        <source>Breaking the wall (起牌): the dealer rolls both dice. Counting the dealer as 1 in play order, the sum picks the wall: %1 the dealer&apos;s own; %2 the next player&apos;s (下家); %3 the opposite player&apos;s; %4 the previous player&apos;s (上家). The smaller die gives the starting stack, counted from the right end of that wall. Normal draws go clockwise from there; kong replacements come from the other end (the tail).</source>
        <translation>起牌：庄家掷两颗骰子。从庄家数起（庄家为 1），按出牌顺序由点数和决定从哪一家的牌墙开始：%1 为庄家自己；%2 为下家；%3 为对家；%4 为上家。较小的骰子点数决定从该牌墙右端数起的第几墩开始。正常摸牌从这里顺时针进行；杠后补牌从另一端（牌尾）摸。</translation>
    </message>
    <message>
        <source>The deal: dealer first, then in play order, each player takes %1 stacks at a time, %2 times round. Then the jump (跳牌): the dealer takes the top tiles of the 1st and 3rd stacks, the others one tile each.</source>
        <translation>发牌：庄家先拿，然后按出牌顺序每人每次拿 %1 墩，共拿 %2 轮。然后跳牌：庄家拿第 1 墩和第 3 墩的上层各一张，其他三家各拿一张。</translation>
    </message>
    <message>
        <source>The dealer holds %1 tiles, the others %2; %3 tiles stay in the wall.</source>
        <translation>庄家 %1 张，闲家各 %2 张；牌墙剩下 %3 张。</translation>
    </message>
    <message>
        <source>The winning hand is all of the winner&apos;s tiles: concealed tiles, the winning tile and declared kongs (%1 tiles each). It must meet:</source>
        <translation>胡牌的牌是胡牌者的全部牌：手牌、胡的那张牌和亮出的暗杠（每杠 %1 张）。必须满足：</translation>
    </message>
    <message>
        <source>Or seven pairs (七对): %1 concealed tiles, no declared kong; four identical tiles may count as two pairs.</source>
        <translation>或七对：%1 张手牌，没有杠；四张相同的牌可以算两对。</translation>
    </message>
    <message>
        <source>The dealer wins with the dealt %2 tiles, before any discard or kong: the whole total × %1.</source>
        <translation>庄家用起手的 %2 张牌直接胡牌（还没有出牌或杠牌）：总分 × %1。</translation>
    </message>
    <message>
        <source>The dealer wins with the dealt %2 tiles, before any discard or kong: base + %1 + dealer bonus, nothing else.</source>
        <translation>庄家用起手的 %2 张牌直接胡牌（还没有出牌或杠牌）：胡牌基本分 + %1 + 庄分，其他都不算。</translation>
    </message>
    <message>
        <source>The %1-tile rule: at least one suit has %1 or more tiles (kong tiles count). Tiles over %2 in a suit score 支.</source>
        <translation>%1 张规则：至少有一门牌有 %1 张或更多（杠牌算在内）。一门超过 %2 张的部分算支。</translation>
    </message>
    <message>
        <source>There is no %1-tile rule in this rule set.</source>
        <translation>本规则没有 %1 张规则。</translation>
    </message>
    <message>
        <source>%1 per tile over %3, for each suit with %2 or more tiles (kong tiles count).</source>
        <translation>有 %2 张或更多的每一门，超过 %3 张的每张 %1 分（杠牌算在内）。</translation>
    </message>
    <message>
        <source>Two suits with %1 or more tiles each (needs kongs).</source>
        <translation>两门各有 %1 张或更多（需要有杠）。</translation>
    </message>
    <message>
        <source>%1 per tile over %3, for each rank held %2 or more times in all suits together (3×4m, 2×4s, 3×4p: 8 − 4 = 4 tiles).</source>
        <translation>同一个点数三门合计 %2 张或更多时，超过 %3 张的每张 %1 分（3 张四万、2 张四条、3 张四饼：8 − 4 = 4 张）。</translation>
    </message>
    <message>
        <source>%1 per tile of ranks 2, 5, 8 (all suits) over %3, when there are %2 or more.</source>
        <translation>2、5、8（三门合计）有 %2 张或更多时，超过 %3 张的每张 %1 分。</translation>
    </message>
    <message>
        <source>%1 per tile of ranks 3 and 7 over %3, when there are %2 or more.</source>
        <translation>3 和 7 有 %2 张或更多时，超过 %3 张的每张 %1 分。</translation>
    </message>
    <message>
        <source>A hand is ready (听牌) when one more tile would make a legal winning hand. With Hints (F2) on, the table shows your waits, and at each decision the AI&apos;s advice: the best action with the points it expects, and a corner mark on discards that risk being won on (yellow, orange, red as the risk grows; the tooltip names the risk and the player). Help → Hint marks explains every mark.</source>
        <translation>再摸一张就能成为合法和牌的手牌即为听牌。打开提示（F2）后，牌桌会显示你听的牌，并在每次决策时给出 AI 的建议：最佳操作及其期望得分；有点炮风险的牌在角上标记（风险越大依次为黄、橙、红；悬停提示写明风险和对手）。“帮助 → 提示标记”解释每种标记。</translation>
    </message>
    <message>
        <source>Play goes East → South → West → North. The dealer starts with 14 tiles by discarding (or declaring a kong, or winning).</source>
        <translation>按东 → 南 → 西 → 北的顺序行牌。庄家起手 14 张，先打一张（或开杠，或直接胡）。</translation>
    </message>
    <message>
        <source>A turn: draw a tile, then win by self-draw (自摸), declare a concealed kong (暗杠) or an added kong (加杠), or discard one tile.</source>
        <translation>每轮：摸一张牌，然后自摸胡牌、暗杠或加杠，或打出一张。</translation>
    </message>
    <message>
        <source>After each discard the others may claim it (no chow 吃): 胡 Win with it, 杠 Kong (明杠) holding three of it, or 碰 Pong holding two. Win beats Kong and Pong: everyone who can win is asked first and all who take it win; only when nobody wins is the one player who may kong or pong asked.</source>
        <translation>每打出一张，其他人可以要这张牌（不能吃）：用它胡牌，手里有三张时明杠，有两张时碰。胡优先于杠、碰：先问所有能胡的人，要胡的都算胡；没人胡时才问那一个能杠或碰的人。</translation>
    </message>
    <message>
        <source>After a pong (碰) the claimer discards at once, without drawing; play goes on from the claimer. After an exposed kong (明杠) the claimer draws a replacement from the tail (补牌).</source>
        <translation>碰牌后不摸牌，直接打出一张，然后从碰牌者的下家继续。明杠后从牌尾补一张牌。</translation>
    </message>
    <message>
        <source>Added kong (加杠): on your own turn, the fourth tile added to your own pong. Before it counts, every other player who can win on that tile may rob it (抢杠); a robbed kong is neither made nor paid, and the adder pays the win like a discard.</source>
        <translation>加杠：在自己的回合把第四张加到自己碰的牌上。加杠生效前，能胡这张牌的其他玩家可以抢杠；被抢的杠不成立也不收杠钱，由加杠者按点炮付胡牌的钱。</translation>
    </message>
    <message>
        <source>Concealed kong (暗杠): with four identical tiles, on your own turn, lay them down and draw a replacement from the tail; a win on a replacement is 杠开 (paid as a self-draw). Concealed kongs cannot be robbed.</source>
        <translation>暗杠：手里有四张相同的牌时，在自己的回合亮出，从牌尾补一张；补牌胡算杠开（按自摸付）。暗杠不能抢。</translation>
    </message>
    <message>
        <source>Passing locks you for a go-round (过圈): after passing a win you may not win on any discard, and after passing a pong you may not pong that tile, until your own next draw or call. Self-draw is always allowed.</source>
        <translation>过圈：放弃胡牌后，到自己下次摸牌或吃碰杠之前不能胡别人打的牌；放弃碰后，在此之前不能碰这张牌。自摸随时可以。</translation>
    </message>
    <message>
        <source>At the table: 胡 Win (H), 杠 Kong (K), 碰 Pong (P), 过 Pass (Space); a claim offer may pass by itself after the claim timeout (Settings → Play).</source>
        <translation>牌桌上：胡 (H)、杠 (K)、碰 (P)、过 (空格)；碰杠胡的机会超过限时会自动“过”（设置 → 游戏）。</translation>
    </message>
    <message>
        <source>This rule set has no haolao phase. The hand is drawn (荒庄) when only %1 full stacks (%2 tiles) are left in the wall, one stack more for each kong made in the hand; nobody pays.</source>
        <translation>这套规则没有海捞阶段。牌墙只剩 %1 整墩（%2 张）时本局荒庄，本局每开一杠多留一墩；荒庄不付钱。</translation>
    </message>
    <message>
        <source>Missed wins and pongs (过圈)</source>
        <translation>漏胡与漏碰（过圈）</translation>
    </message>
    <message>
        <source>A player who passes a win on a discard may not win on any discard until their own next draw or call; one who passes a pong may not pong that tile until then. Self-draw is always allowed.</source>
        <translation>放弃胡别人打的牌后，到自己下次摸牌或碰杠之前不能胡别人打的牌；放弃碰的，在此之前不能碰这张牌。自摸随时可以。</translation>
    </message>
    <message>
        <source>Kong money, on the spot: an exposed kong %1 from the player who fed it; an added kong %2 from the player who fed the pong; a concealed kong %3 from each of the three. Kong money is never doubled.</source>
        <translation>杠钱当场付：明杠由点杠的人付 %1；加杠由点碰的人付 %2；暗杠其余三家各付 %3。杠钱不翻倍。</translation>
    </message>
    <message>
        <source>Dealer doubling: whatever the dealer wins or pays for a win is doubled (×%1).</source>
        <translation>庄家翻倍：胡牌时庄家赢或付的钱都翻倍（×%1）。</translation>
    </message>
    <message>
        <source>跟打 (following the discard): when, in the first go-round with no call, the three others each discard the same tile as the first discarder, the first discarder pays each of them %1.</source>
        <translation>跟打：第一圈没有人碰杠时，其余三家依次打出和首家相同的牌，首家付给他们每人 %1。</translation>
    </message>
    <message>
        <source>A drawn hand (荒庄) pays nothing; kong and 跟打 money already paid stays.</source>
        <translation>荒庄不付钱；已付的杠钱和跟打钱不退。</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <source>Discard the chosen tile (after Declare: declare with it)</source>
        <translation>打出选中的牌（按了报听之后：用它报听）</translation>
    </message>
    <message>
        <source>Win (胡)</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Kong (杠)</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Pong (碰)</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Declare ready (报听), then choose the tile to discard</source>
        <translation>报听，然后选择要打出的牌</translation>
    </message>
    <message>
        <source>Leave Declare; close the hint marks&apos; legend</source>
        <translation>取消报听；关闭提示标记的说明</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>One event back / forward</source>
        <translation>后退 / 前进一步</translation>
    </message>
    <message>
        <source>The chosen seat&apos;s previous / next decision</source>
        <translation>所选座位的上一个 / 下一个决定</translation>
    </message>
    <message>
        <source>Choose the seat: East, South, West, North</source>
        <translation>选择座位：东、南、西、北</translation>
    </message>
    <message>
        <source>This hand&apos;s start (then the one before) / the next hand</source>
        <translation>本局开头（再按：上一局）/ 下一局</translation>
    </message>
    <message>
        <source>The pot&apos;s start / end</source>
        <translation>整锅的开头 / 结尾</translation>
    </message>
    <message>
        <source>Faster / slower</source>
        <translation>加快 / 放慢</translation>
    </message>
    <message>
        <source>View: all face up, then each seat&apos;s own view in turn</source>
        <translation>视角：全部明牌，再依次是各家自己的视角</translation>
    </message>
    <message>
        <source>Review the chosen seat&apos;s decisions</source>
        <translation>复盘所选座位的决定</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>关闭回放</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>牌桌上</translation>
    </message>
    <message>
        <source>When it is your turn or a tile is offered to you; the buttons show the same letters.</source>
        <translation>轮到你出牌，或别人打出的牌你可以胡、杠、碰时；按钮上标着同样的字母。</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Replay viewer</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Keyboard shortcuts — Haolao</source>
        <translation>快捷键 — 海捞</translation>
    </message>
    <message>
        <source>Choose a tile of your hand (its copies on the table are marked)</source>
        <translation>选择手牌中的一张（桌上与它相同的牌随之标出）</translation>
    </message>
    <message>
        <source>Pass (过); in hot-seat, take the table from the privacy screen; go on after a pause (Enter too, for both)</source>
        <translation>过；几人轮流玩时，从遮挡画面接过牌桌；暂停后继续（两者都可用回车）</translation>
    </message>
</context>
<context>
    <name>Rank</name>
    <message>
        <source>Jobless</source>
        <translation>待业</translation>
    </message>
    <message>
        <source>Temp worker</source>
        <translation>临时工</translation>
    </message>
    <message>
        <source>Contract worker</source>
        <translation>合同工</translation>
    </message>
    <message>
        <source>Permanent worker</source>
        <translation>正式工</translation>
    </message>
    <message>
        <source>Assistant supervisor</source>
        <translation>助理主管</translation>
    </message>
    <message>
        <source>Deputy supervisor</source>
        <translation>副主管</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>主管</translation>
    </message>
    <message>
        <source>Assistant manager</source>
        <translation>助理经理</translation>
    </message>
    <message>
        <source>Deputy manager</source>
        <translation>副经理</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>经理</translation>
    </message>
    <message>
        <source>Assistant president</source>
        <translation>助理总裁</translation>
    </message>
    <message>
        <source>Vice president</source>
        <translation>副总裁</translation>
    </message>
    <message>
        <source>President</source>
        <translation>总裁</translation>
    </message>
    <message>
        <source>Board member</source>
        <translation>董事</translation>
    </message>
    <message>
        <source>Vice chairman</source>
        <translation>副董事长</translation>
    </message>
    <message>
        <source>Chairman</source>
        <translation>董事长</translation>
    </message>
    <message>
        <source>King of gamblers</source>
        <translation>赌王</translation>
    </message>
    <message>
        <source>Saint of gamblers</source>
        <translation>赌圣</translation>
    </message>
    <message>
        <source>God of gamblers</source>
        <translation>赌神</translation>
    </message>
    <message>
        <source>Richest on Bianfeng</source>
        <translation>边锋首富</translation>
    </message>
    <message>
        <source>Richest in China</source>
        <translation>中国首富</translation>
    </message>
    <message>
        <source>Richest in Asia</source>
        <translation>亚洲首富</translation>
    </message>
    <message>
        <source>Richest in the world</source>
        <translation>世界首富</translation>
    </message>
    <message>
        <source>God of wealth</source>
        <translation>财神</translation>
    </message>
    <message>
        <source>Sack</source>
        <translation>麻袋</translation>
    </message>
    <message>
        <source>Street, 1st dan</source>
        <translation>街头一段</translation>
    </message>
    <message>
        <source>Street, 2nd dan</source>
        <translation>街头二段</translation>
    </message>
    <message>
        <source>Street, 3rd dan</source>
        <translation>街头三段</translation>
    </message>
    <message>
        <source>King of the street</source>
        <translation>街头霸王</translation>
    </message>
    <message>
        <source>Teahouse, 1st dan</source>
        <translation>茶室一段</translation>
    </message>
    <message>
        <source>Teahouse, 2nd dan</source>
        <translation>茶室二段</translation>
    </message>
    <message>
        <source>Teahouse, 3rd dan</source>
        <translation>茶室三段</translation>
    </message>
    <message>
        <source>Unbeaten in the teahouse</source>
        <translation>茶室不败</translation>
    </message>
    <message>
        <source>Hotel, 1st dan</source>
        <translation>酒店一段</translation>
    </message>
    <message>
        <source>Hotel, 2nd dan</source>
        <translation>酒店二段</translation>
    </message>
    <message>
        <source>Hotel, 3rd dan</source>
        <translation>酒店三段</translation>
    </message>
    <message>
        <source>Supreme of the hotel</source>
        <translation>酒店至尊</translation>
    </message>
    <message>
        <source>County master</source>
        <translation>县级大师</translation>
    </message>
    <message>
        <source>City master</source>
        <translation>市级大师</translation>
    </message>
    <message>
        <source>Provincial master</source>
        <translation>省级大师</translation>
    </message>
    <message>
        <source>National master</source>
        <translation>国家大师</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>国际大师</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>特级大师</translation>
    </message>
    <message>
        <source>Mahjong minister</source>
        <translation>麻将部长</translation>
    </message>
    <message>
        <source>Mahjong premier</source>
        <translation>麻将总理</translation>
    </message>
    <message>
        <source>Mahjong president</source>
        <translation>麻将总统</translation>
    </message>
    <message>
        <source>Mahjong emperor</source>
        <translation>麻将皇帝</translation>
    </message>
    <message>
        <source>Invincible at mahjong</source>
        <translation>麻将无敌</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>is the id of a preset</source>
        <translation>与预设规则的 id 相同</translation>
    </message>
    <message>
        <source>is already taken</source>
        <translation>已被使用</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>list (%1)</source>
        <translation>列表（%1）</translation>
    </message>
    <message>
        <source>a value of type %1</source>
        <translation>%1 类型的值</translation>
    </message>
    <message>
        <source>is not one of %1</source>
        <translation>不是 %1 之一</translation>
    </message>
    <message>
        <source>is not a single value</source>
        <translation>不是单个值</translation>
    </message>
    <message>
        <source>is not true or false</source>
        <translation>不是 true 或 false</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <source>is outside %1-%2</source>
        <translation>超出 %1-%2 的范围</translation>
    </message>
    <message>
        <source>%1 = %2 %3; using the default &quot;%4&quot;</source>
        <translation>%1 = %2 %3；改用默认值“%4”</translation>
    </message>
    <message>
        <source>%1 = %2 %3; the rule set is left out</source>
        <translation>%1 = %2 %3；该规则集未载入</translation>
    </message>
    <message>
        <source>is too many</source>
        <translation>数量过多</translation>
    </message>
    <message>
        <source>is not a preset id</source>
        <translation>不是预设规则的 id</translation>
    </message>
    <message>
        <source>is not a value 0-%1</source>
        <translation>不是 0-%1 之间的值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a preset nor a saved rule set</source>
        <translation>“%1”既不是预设规则，也不是已保存的规则集</translation>
    </message>
    <message>
        <source>%1 cannot be read; using the defaults</source>
        <translation>无法读取 %1；改用默认设置</translation>
    </message>
    <message>
        <source>is neither a preset nor a saved rule set</source>
        <translation>既不是预设规则，也不是已保存的规则集</translation>
    </message>
    <message>
        <source>rules: %1; using the default rules</source>
        <translation>规则：%1；改用默认规则</translation>
    </message>
    <message>
        <source>%1 (own values)</source>
        <translation>%1（自定分值）</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Pots</source>
        <translation>锅数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胡牌次数</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>胡牌率 %</translation>
    </message>
    <message>
        <source>Self-draw %</source>
        <translation>自摸率 %</translation>
    </message>
    <message>
        <source>Deal-in %</source>
        <translation>点炮率 %</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>净得分</translation>
    </message>
    <message>
        <source>Average points per hand</source>
        <translation>每局平均得分</translation>
    </message>
    <message>
        <source>Average win value</source>
        <translation>平均胡牌得分</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>最大的一手</translation>
    </message>
    <message>
        <source>Haolao wins (海捞)</source>
        <translation>海捞胡牌</translation>
    </message>
    <message>
        <source>Kongs declared</source>
        <translation>开杠次数</translation>
    </message>
    <message>
        <source>Longest dealer streak</source>
        <translation>最长连庄</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>第一名</translation>
    </message>
    <message>
        <source>2nd places</source>
        <translation>第二名</translation>
    </message>
    <message>
        <source>3rd places</source>
        <translation>第三名</translation>
    </message>
    <message>
        <source>4th places</source>
        <translation>第四名</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级数</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>it is not a database (%1)</source>
        <translation>它不是数据库（%1）</translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation>它已损坏（%1）</translation>
    </message>
    <message>
        <source>its version cannot be read (%1)</source>
        <translation>无法读取其版本（%1）</translation>
    </message>
    <message>
        <source>it is another program&apos;s database (tables: %1)</source>
        <translation>它是其他程序的数据库（表：%1）</translation>
    </message>
    <message>
        <source>it was made by a newer version of Haolao (schema %1; this one knows %2)</source>
        <translation>它由更新版本的海捞创建（结构版本 %1；本版本只认识 %2）</translation>
    </message>
    <message>
        <source>its table %1 is missing</source>
        <translation>缺少表 %1</translation>
    </message>
    <message>
        <source>No player database: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>没有玩家数据库：未安装 Qt 的 SQLite 驱动（QSQLITE）。</translation>
    </message>
    <message>
        <source>No player database: the folder %1 cannot be made.</source>
        <translation>没有玩家数据库：无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be used (%2) and cannot be moved aside.</source>
        <translation>没有玩家数据库：%1 无法使用（%2），也无法移到一旁。</translation>
    </message>
    <message>
        <source>The player database could not be used: %1. It was kept as %2 and a new one was built from the recorded pots.</source>
        <translation>玩家数据库无法使用：%1。已保留为 %2，并根据已记录的牌局重建了新数据库。</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be opened (%2).</source>
        <translation>没有玩家数据库：无法打开 %1（%2）。</translation>
    </message>
    <message>
        <source>No player database: %1 cannot be written (%2).</source>
        <translation>没有玩家数据库：无法写入 %1（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded pot(s) could not be read: %1</source>
        <translation>
            <numerusform>%n 个已记录的锅无法读取：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>A profile needs a name.</source>
        <translation>档案需要一个名字。</translation>
    </message>
    <message>
        <source>A profile name cannot start or end with a space.</source>
        <translation>档案名不能以空格开头或结尾。</translation>
    </message>
    <message>
        <source>A profile name has at most 40 characters.</source>
        <translation>档案名最多 40 个字符。</translation>
    </message>
    <message>
        <source>A profile named %1 exists already.</source>
        <translation>名为 %1 的档案已存在。</translation>
    </message>
    <message>
        <source>There is no profile named %1.</source>
        <translation>没有名为 %1 的档案。</translation>
    </message>
    <message>
        <source>A pot needs a file name.</source>
        <translation>牌局需要一个文件名。</translation>
    </message>
    <message>
        <source>There is no such pot in the history.</source>
        <translation>历史记录中没有这个牌局。</translation>
    </message>
    <message>
        <source>The pot left the history but its file %1 could not be deleted.</source>
        <translation>牌局已从历史记录中移除，但无法删除其文件 %1。</translation>
    </message>
</context>
<context>
    <name>haolao</name>
    <message>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡牌基本分</translation>
    </message>
    <message>
        <source>Missing suit</source>
        <translation>缺一门</translation>
    </message>
    <message>
        <source>Concealed pung</source>
        <translation>暗刻</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Four alike as pung + chow</source>
        <translation>四张相同作一刻一顺</translation>
    </message>
    <message>
        <source>Closed wait</source>
        <translation>卡张、边张或单钓</translation>
    </message>
    <message>
        <source>Twin chows</source>
        <translation>两副相同顺子</translation>
    </message>
    <message>
        <source>Ranks 2, 5, 8</source>
        <translation>二五八共7张以上</translation>
    </message>
    <message>
        <source>Ranks 3, 7</source>
        <translation>三七共5张以上</translation>
    </message>
    <message>
        <source>Standard hand</source>
        <translation>标准牌型</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七个对子</translation>
    </message>
    <message>
        <source>Super seven pairs</source>
        <translation>含四张相同的七对</translation>
    </message>
    <message>
        <source>Luxury seven pairs</source>
        <translation>含四张相同的七对（乘倍）</translation>
    </message>
    <message>
        <source>Pure suit</source>
        <translation>全部一门花色</translation>
    </message>
    <message>
        <source>Four concealed pungs</source>
        <translation>四副坎或暗杠</translation>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>杠后补牌自摸</translation>
    </message>
    <message>
        <source>Haolao (last-tiles draw)</source>
        <translation>最后四张摸牌胡</translation>
    </message>
    <message>
        <source>Discard right after a kong</source>
        <translation>杠后打出的牌点炮</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>庄家起手即胡</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>闲家首轮即胡</translation>
    </message>
    <message>
        <source>Dealer bonus</source>
        <translation>庄家连庄分</translation>
    </message>
    <message>
        <source>Hefei Classic</source>
        <translation>合肥经典</translation>
    </message>
    <message>
        <source>Hefei Declaring Room</source>
        <translation>合肥报听房</translation>
    </message>
    <message>
        <source>Hefei Bianfeng</source>
        <translation>合肥边锋</translation>
    </message>
    <message>
        <source>Handan</source>
        <translation>邯郸</translation>
    </message>
    <message>
        <source>Suit over %1</source>
        <translation>一门超过%1张</translation>
    </message>
    <message>
        <source>Two suits of %1 or more</source>
        <translation>两门各%1张以上</translation>
    </message>
    <message>
        <source>%1 or more of a rank</source>
        <translation>同点数%1张以上</translation>
    </message>
    <message>
        <source>AI · %1</source>
        <extracomment>An AI seat&apos;s level on its panel; %1 is easy, normal, hard, expert or baseline.</extracomment>
        <translation>电脑 · %1</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>东风</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>南风</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>西风</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>北风</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>红中</translation>
    </message>
</context>
<context>
    <name>haolao::ui::Callout</name>
    <message>
        <source>Skip guide</source>
        <translation>跳过引导</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>haolao::ui::GameController</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>Seat %1 chose an illegal action: %2</source>
        <translation>座位 %1 选择了不合规则的操作：%2</translation>
    </message>
</context>
<context>
    <name>haolao::ui::GuideWindow</name>
    <message>
        <source>Guided first hand — Haolao</source>
        <translation>引导牌局 — 海捞</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Hefei mahjong!&lt;/b&gt; This guided hand shows you the table. You are East, the dealer (庄家). Your dice show 3 + 4 = 7: counting round from the dealer, 7 picks the opposite wall, and the smaller die, 3, the stack where the wall was broken.</source>
        <translation>&lt;b&gt;欢迎来到合肥麻将！&lt;/b&gt;这局引导牌带你认识牌桌。你坐东，是庄家。你掷出 3 + 4 = 7：从庄家数起，7 落在对家的牌墙；小点 3 决定从第 3 墩开牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Head (牌头).&lt;/b&gt; The deal took its tiles from here, and every normal draw comes from here, going round the table clockwise.</source>
        <translation>&lt;b&gt;牌头。&lt;/b&gt;起牌从这里开始，之后每次正常摸牌都从这里摸，沿牌桌顺时针方向。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tail (牌尾).&lt;/b&gt; The other end of the wall: after a kong, the replacement tile (补牌) comes from here.</source>
        <translation>&lt;b&gt;牌尾。&lt;/b&gt;牌墙的另一端：杠牌后的补牌从这里摸。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand.&lt;/b&gt; A win is a pair and four sets (runs such as 2-3-4 of one suit, or three alike). In Hefei a winning hand also needs &lt;b&gt;8 or more tiles of one suit&lt;/b&gt; (支). You hold 8 characters (万): that is your suit.</source>
        <translation>&lt;b&gt;你的手牌。&lt;/b&gt;和牌是一对将加四组（同花色的顺子如二三四，或三张相同的刻子）。合肥麻将还要求&lt;b&gt;某一门花色至少 8 张&lt;/b&gt;（支）。你有 8 张万子：这就是你的主门。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn.&lt;/b&gt; The dealer starts by discarding. Bamboo (条) is no use to you: click one of your two bamboo tiles (ringed) to throw it.</source>
        <translation>&lt;b&gt;轮到你。&lt;/b&gt;庄家先打牌。条子对你没用：点你的两张条子之一（已圈出）把它打出去。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Concealed kong (暗杠).&lt;/b&gt; You drew the fourth 3 of characters. Four alike can be laid down as a kong: it counts as a set and scores. Press &lt;b&gt;Kong (K)&lt;/b&gt;.</source>
        <translation>&lt;b&gt;暗杠。&lt;/b&gt;你摸到了第四张三万。四张相同的牌可以亮出来开杠：算作一组，还能得分。请按&lt;b&gt;杠 (K)&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Your kong lies face up, and its replacement tile came from the &lt;b&gt;tail&lt;/b&gt;. Throw a bamboo tile again.</source>
        <translation>你的杠已亮出，补牌是从&lt;b&gt;牌尾&lt;/b&gt;摸来的。再打出一张条子。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declared.&lt;/b&gt; Your hand is locked now: each tile you draw that does not win is thrown for you, and a winning tile is taken automatically.</source>
        <translation>&lt;b&gt;已报听。&lt;/b&gt;你的手牌现在锁定：摸到不能和的牌会自动打出，摸到和牌会自动和牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Haolao zone (海捞).&lt;/b&gt; The last 4 tiles of the wall, outlined, are the haolao zone. Let the others play on, and watch the wall shrink towards it.</source>
        <translation>&lt;b&gt;海捞区。&lt;/b&gt;牌墙最后 4 张（已框出）就是海捞区。让其他人继续打，看牌墙一点点摸到那里。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Haolao!&lt;/b&gt; Only 4 tiles are left. Each player in turn, from the next one on, draws one tile and does not discard; the first whose tile completes a hand wins, with a bonus.</source>
        <translation>&lt;b&gt;海捞！&lt;/b&gt;只剩 4 张牌了。从下一家起，每人依次摸一张、不打牌；谁先摸成和牌谁就赢，还有额外加分。</translation>
    </message>
    <message>
        <source>&lt;b&gt;You won by self-draw in the haolao phase!&lt;/b&gt; Each other player pays you the total. Every line is a scoring item: 支 for each tile beyond 8 in your suit, 杠 for your kong, 海捞 for the haolao win… Help → Rules help (F1) explains them all. That is the guided hand: enjoy the game!</source>
        <translation>&lt;b&gt;你在海捞中自摸和牌！&lt;/b&gt;其他三家各付给你总分。每一行是一个计分项：支（主门超过 8 张的每一张）、杠（你的暗杠）、海捞（海捞和牌）……帮助 → 规则说明 (F1) 里有全部说明。引导牌局到此结束：祝你玩得开心！</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Haolao</source>
        <translation>海捞</translation>
    </message>
    <message>
        <source>New to Hefei mahjong? A guided first hand shows the table step by step: the wall and dice, the 8-tile rule, a kong, declaring ready and the haolao phase. You can also start it later from Help → Guided first hand…</source>
        <translation>第一次玩合肥麻将？引导牌局一步步带你认识牌桌：牌墙和骰子、八张规则、杠、报听和海捞。以后也可以从 帮助 → 引导牌局… 打开。</translation>
    </message>
    <message>
        <source>Play the guided hand</source>
        <translation>开始引导牌局</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>Next: Enter or Space</source>
        <extracomment>The guide&apos;s Next button&apos;s tooltip, on the steps that only explain (eventFilter).</extracomment>
        <translation>下一步：回车或空格</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ready (听牌).&lt;/b&gt; With the 8 of characters you are one tile from a win: the 4 of dots (四饼), to pair your single 4. In this guide&apos;s room (报听房) you &lt;b&gt;declare ready (报听)&lt;/b&gt; as you discard: press &lt;b&gt;Declare (T)&lt;/b&gt;, then click the bamboo tile.</source>
        <translation>&lt;b&gt;听牌。&lt;/b&gt;摸到八万后，你只差一张就和：四饼，和你单张的四饼成对。这局引导用的是报听房：打牌时&lt;b&gt;报听&lt;/b&gt;——先按&lt;b&gt;报听 (T)&lt;/b&gt;，再点那张条子。</translation>
    </message>
    <message>
        <source>Not that tile: throw one of the ringed bamboo tiles (条).</source>
        <translation>不是这张：请打出一张圈出的条子。</translation>
    </message>
    <message>
        <source>First the kong: press Kong (K).</source>
        <translation>先开杠：按 杠 (K)。</translation>
    </message>
    <message>
        <source>Press Declare (T) first, then the bamboo tile.</source>
        <translation>先按 报听 (T)，再点那张条子。</translation>
    </message>
    <message>
        <source>Declare with one of the ringed bamboo tiles (条).</source>
        <translation>报听时要打出一张圈出的条子。</translation>
    </message>
</context>
<context>
    <name>haolao::ui::HandResultDialog</name>
    <message>
        <source>Hand %1 — result</source>
        <translation>第%1局 — 结果</translation>
    </message>
    <message>
        <source>Draw — nobody won this hand</source>
        <translation>荒庄 — 本局无人胡牌</translation>
    </message>
    <message>
        <source>%1 won hand %2</source>
        <translation>胡 — %1赢得第%2局</translation>
    </message>
    <message>
        <source> · dealer ×%1</source>
        <translation> · 庄 ×%1</translation>
    </message>
    <message>
        <source>Standing after this hand</source>
        <translation>本局后的累计分</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1胡牌&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 pays&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1付&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>最终结果</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <extracomment>A line of a payment&apos;s breakdown: the points so far, before a multiplier applies to them.</extracomment>
        <translation>小计</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>停留</translation>
    </message>
    <message>
        <source>Stop the countdown: the next hand waits for a click</source>
        <translation>停止倒计时：下一局等待点击</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1（%2 秒）</translation>
    </message>
    <message>
        <source>碰 pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>明杠 exposed kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>加杠 added kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>暗杠 concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kong money and 跟打&lt;/b&gt; (paid on the spot)</source>
        <translation>&lt;b&gt;杠钱与跟打&lt;/b&gt;（当场支付）</translation>
    </message>
    <message>
        <source>%1 · %2 %3</source>
        <translation>%1 · %2 %3</translation>
    </message>
    <message>
        <source>%1 · 跟打 followed discard %2</source>
        <translation>%1 · 跟打 %2</translation>
    </message>
    <message>
        <source>self-draw on %1</source>
        <translation>自摸 %1</translation>
    </message>
    <message>
        <source>on %1&apos;s discard %2</source>
        <translation>%1点炮 %2</translation>
    </message>
    <message>
        <source>, from %1</source>
        <translation>（%1 供）</translation>
    </message>
    <message>
        <source>%1 from the win, %2 from kong money and 跟打</source>
        <translation>胡牌 %1，杠钱与跟打 %2</translation>
    </message>
</context>
<context>
    <name>haolao::ui::HistoryWindow</name>
    <message>
        <source>Delete pot</source>
        <translation>删除这一锅</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>导出回放</translation>
    </message>
    <message>
        <source>Replays (*.jsonl);;All files (*)</source>
        <translation>回放 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Pot / hand</source>
        <translation>锅 / 局</translation>
    </message>
    <message>
        <source>Hands / how</source>
        <translation>局数 / 胡法</translation>
    </message>
    <message>
        <source>Final standings / points</source>
        <translation>最终名次 / 得分</translation>
    </message>
    <message>
        <source>&amp;Open in replay viewer</source>
        <translation>在回放中打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export replay…</source>
        <translation>导出回放(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete pot…</source>
        <translation>删除这一锅(&amp;D)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands (unfinished)</source>
        <translation>
            <numerusform>%n 局（未完）</numerusform>
        </translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>1 hand (unfinished)</source>
        <translation>1 局（未完）</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>Drawn (荒庄)</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>on %1&apos;s discard</source>
        <translation>胡%1的牌</translation>
    </message>
    <message>
        <source> · haolao (海捞)</source>
        <translation> · 海捞</translation>
    </message>
    <message>
        <source>&amp;Open hand in replay viewer</source>
        <translation>在回放中打开这一局(&amp;O)</translation>
    </message>
    <message>
        <source>Delete the pot of %1 and its replay file %2? This cannot be undone.</source>
        <translation>删除 %1 的这一锅及其回放文件 %2？此操作无法撤销。</translation>
    </message>
    <message>
        <source>The pot could not be deleted: %1</source>
        <translation>无法删除这一锅：%1</translation>
    </message>
    <message>
        <source>No pot is selected.</source>
        <translation>没有选中任何一锅。</translation>
    </message>
    <message>
        <source>This pot is still being played. It can be deleted once it is over, or once another pot is started.</source>
        <translation>这一锅还在进行中。打完或开始新的一锅之后才能删除它。</translation>
    </message>
    <message>
        <source>Cannot read the replay %1: %2</source>
        <translation>无法读取回放文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Rules / winner</source>
        <translation>规则 / 胡牌者</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The history&apos;s summary line: &quot;3 pots&quot; and &quot;41 hands recorded&quot; (each counted in its own message, so that one pot reads &quot;1 pot&quot;).</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
        <source>%n pot(s)</source>
        <translation>
            <numerusform>已记录 %n 锅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) recorded</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>History — Haolao</source>
        <translation>历史记录 — 海捞</translation>
    </message>
</context>
<context>
    <name>haolao::ui::MainWindow</name>
    <message>
        <source>Haolao</source>
        <translation>海捞</translation>
    </message>
    <message>
        <source>Haolao — Hefei mahjong</source>
        <translation>海捞 — 合肥麻将</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New pot</source>
        <translation>新开一锅(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Auto-play (托管)</source>
        <translation>托管(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>动画速度(&amp;S)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>&amp;Fullscreen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules help</source>
        <translation>规则说明(&amp;R)</translation>
    </message>
    <message>
        <source>New pot</source>
        <translation>新开一锅</translation>
    </message>
    <message>
        <source>Leave this pot and start a new one? The pot so far stays saved, but it will not be resumed.</source>
        <translation>离开这一锅，开始新的一锅吗？已打的部分仍会保存，但不会再继续。</translation>
    </message>
    <message>
        <source>Pot over — saved in the history</source>
        <translation>本锅结束——已存入历史记录</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未能保存：%1</translation>
    </message>
    <message>
        <source>Saved — resumes next time</source>
        <translation>已保存——下次启动时继续</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Resumed (an unfinished last line of the file was dropped)</source>
        <translation>已继续（存档最后一行不完整，已舍去）</translation>
    </message>
    <message>
        <source>Resumed — saved, resumes next time</source>
        <translation>已继续——随时保存，下次启动时继续</translation>
    </message>
    <message>
        <source>The unfinished pot is open in another window; this is a new pot.</source>
        <translation>未打完的那一锅正在另一个窗口中进行；这里是新的一锅。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>打开回放(&amp;O)…</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>Replays (*.jsonl);;All files (*)</source>
        <translation>回放 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;recorded pot…</source>
        <translation>打开已录的锅(&amp;R)…</translation>
    </message>
    <message>
        <source>Open recorded pot</source>
        <translation>打开已录的锅</translation>
    </message>
    <message>
        <source>Recorded pots (pot-*.jsonl);;All files (*)</source>
        <translation>已录的锅 (pot-*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Hint marks</source>
        <translation>提示标记(&amp;H)</translation>
    </message>
    <message>
        <source>New &amp;game…</source>
        <translation>新游戏(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Guided first hand…</source>
        <translation>引导牌局(&amp;G)…</translation>
    </message>
    <message>
        <source>Not in the statistics: %1</source>
        <translation>未计入统计：%1</translation>
    </message>
    <message numerus="yes">
        <source>Statistics rebuilt from %n recorded pot(s)</source>
        <translation>
            <numerusform>已从 %n 个记录的锅重建统计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Statistics rebuilt from %n recorded pot(s); unreadable: %1</source>
        <translation>
            <numerusform>已从 %n 个记录的锅重建统计；无法读取：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Re&amp;build from replay files…</source>
        <translation>从回放文件重建(&amp;B)…</translation>
    </message>
    <message>
        <source>Rebuild from replay files</source>
        <translation>从回放文件重建</translation>
    </message>
    <message>
        <source>Read every recorded pot file again and rebuild the history, statistics and ranks from them? This can take a moment.</source>
        <translation>重新读取所有已记录的锅文件，并据此重建历史记录、统计和等级？这可能需要一点时间。</translation>
    </message>
    <message>
        <source>%1
Standings: %2</source>
        <extracomment>The resume question&apos;s details: the pot&apos;s rules, and on a line of their own the standings.</extracomment>
        <translation>%1
积分：%2</translation>
    </message>
    <message>
        <source>The saved pot %1 cannot be resumed. A new pot starts.</source>
        <translation>存档 %1 无法继续，现在开始新的一锅。</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>文件已另存为 %1。</translation>
    </message>
    <message>
        <source>A pot was left unfinished after hand %1. Resume it?</source>
        <translation>有一锅尚未打完（第%1局已打完）。要继续吗？</translation>
    </message>
    <message>
        <source>A pot was left unfinished in hand %1. Resume it?</source>
        <translation>有一锅尚未打完（停在第%1局中）。要继续吗？</translation>
    </message>
    <message>
        <source>&amp;About Haolao</source>
        <translation>关于海捞(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Haolao — Handan mahjong</source>
        <translation>海捞 — 邯郸麻将</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
</context>
<context>
    <name>haolao::ui::NewGameDialog</name>
    <message>
        <source>Baseline: wins and kongs whenever it can and discards by how well its tiles connect; the yardstick the others are measured against.</source>
        <translation>基准：能胡就胡、能杠就杠，按牌的连接程度出牌；其他级别都以它为衡量标准。</translation>
    </message>
    <message>
        <source>Easy: races for a ready hand and drifts toward one suit, with no defence and a slip now and then; beats baseline by +3.4 points per hand.</source>
        <translation>简单：抢着听牌，逐渐偏向做一门，不防守，偶尔失手；每局平均比基准多 +3.4 分。</translation>
    </message>
    <message>
        <source>Normal: weighs every discard in expected points and avoids feeding ready hands; beats easy by +1.3 points per hand.</source>
        <translation>普通：按期望得分权衡每一张出牌，避免给听牌的人放炮；每局平均比简单多 +1.3 分。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>%1 (your copy of %2)</source>
        <translation>%1（你的%2副本）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>15 seconds</source>
        <translation>15 秒</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 秒</translation>
    </message>
    <message>
        <source>When a human&apos;s time runs out, the computer plays that one turn</source>
        <translation>真人超时时，由电脑代打这一手</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Pot length (一锅):</source>
        <translation>一锅长度：</translation>
    </message>
    <message>
        <source>Turn timer:</source>
        <translation>出牌计时：</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Profile (type a new name)</source>
        <translation>档案（可输入新名字）</translation>
    </message>
    <message>
        <source>Who plays this seat: their games count for this profile</source>
        <translation>谁坐这个位置：对局记在这个档案上</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>AI levels</source>
        <translation>电脑级别</translation>
    </message>
    <message>
        <source>ⓘ The pot in progress ends here: it stays saved in the history, but it will not be resumed.</source>
        <translation>ⓘ 进行中的这一锅到此结束：它仍保存在历史记录里，但不会再继续。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>%1 has no profile: choose one or type a new name.</source>
        <translation>%1没有档案：请选择一个，或输入新名字。</translation>
    </message>
    <message>
        <source>%1 and %2 both play as &quot;%3&quot;: each human seat needs its own profile.</source>
        <translation>%1和%2都用“%3”：每个真人座位需要各自的档案。</translation>
    </message>
    <message>
        <source>These rules describe no game the engine plays: %1</source>
        <translation>这些规则描述的不是引擎能进行的牌局：%1</translation>
    </message>
    <message>
        <source>Your copy of %1 with its own scoring values. %2</source>
        <translation>你的%1副本，使用自己的计分值。%2</translation>
    </message>
    <message>
        <source>No human seat: you watch the computer play; the next hand starts by itself %1 s after a hand ends (Settings → Play).</source>
        <translation>没有真人座位：你观看电脑对局；每局结束 %1 秒后自动开始下一局（设置 → 游戏）。</translation>
    </message>
    <message>
        <source>No human seat: you watch the computer play; each next hand waits for your click (Settings → Play).</source>
        <translation>没有真人座位：你观看电脑对局；每一局结束后等你点击再开始下一局（设置 → 游戏）。</translation>
    </message>
    <message>
        <source>%1 human seats: hot-seat play at this computer. Before each human&apos;s turn the table hides every hand until that player is ready.</source>
        <translation>%1 个真人座位：在本机上轮流玩。轮到每位真人之前，牌桌会遮住所有手牌，直到该玩家准备好。</translation>
    </message>
    <message>
        <source>Hard: normal plus a look-ahead over simulated deals of the unseen tiles; beats normal by +0.19 points per hand (800,000 hands) and deals in less (10 % of hands against 11 %); in the declaring room (hefei-ting) by +0.36 (40,000 hands).</source>
        <translation>困难：在普通的基础上，对未见的牌模拟发牌向前推演；每局平均比普通多 +0.19 分（80 万局），放炮也更少（10% 的局对 11%）；报听房（hefei-ting）中每局多 +0.36 分（4 万局）。</translation>
    </message>
    <message>
        <source>Expert: hard&apos;s look-ahead given up to a second per decision, the simulated deals played on as normal players play (slow); stronger than hard: with 10 ms a decision +0.102 ± 0.023 points per hand over hard (80,000 hands).</source>
        <translation>专家：困难的向前推演，每步最多思考一秒，模拟的牌局按普通难度的打法打完（较慢）；已证明强于困难：每步 10 毫秒时每局平均比困难多 +0.102 ± 0.023 分（8 万局）。</translation>
    </message>
    <message>
        <source>In bold: the levels seated now. Strength: points per hand of one AI against three of the level below, every deal played from each seat (duplicate matches, hefei-classic).</source>
        <translation>粗体：当前在座的级别。强度：一个电脑对三个低一级电脑时每局平均得分，每副牌从每个座位各打一次（复式对局，合肥经典）。</translation>
    </message>
</context>
<context>
    <name>haolao::ui::PotLengthEdit</name>
    <message>
        <source>Rounds (圈)</source>
        <translation>圈</translation>
    </message>
    <message>
        <source>Hands (局)</source>
        <translation>局</translation>
    </message>
    <message>
        <source>1 round: the dealership passes through all four seats once</source>
        <translation>一圈：庄家轮过四个座位各一次</translation>
    </message>
    <message>
        <source>The pot ends after this many hands</source>
        <translation>打满这么多局后一锅结束</translation>
    </message>
    <message>
        <source>Changing the unit keeps the number</source>
        <translation>切换单位时数字保持不变</translation>
    </message>
    <message>
        <source>A pot has at most %1 rounds: %2 became %1.</source>
        <translation>一锅最多 %1 圈：%2 已改为 %1。</translation>
    </message>
    <message>
        <source>A pot has at most %1 hands: %2 became %1.</source>
        <translation>一锅最多 %1 局：%2 已改为 %1。</translation>
    </message>
</context>
<context>
    <name>haolao::ui::PotSummaryDialog</name>
    <message>
        <source>The pot is over</source>
        <translation>本锅结束</translation>
    </message>
    <message>
        <source>New pot</source>
        <translation>新开一锅</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The pot is over — 1 hand</source>
        <translation>本锅结束 — 共 1 局</translation>
    </message>
    <message numerus="yes">
        <source>The pot is over — %n hands</source>
        <translation>
            <numerusform>本锅结束 — 共 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Level up! %1 reached level %2 — %3 · %4</source>
        <extracomment>The pot summary&apos;s level-up banner: the new level and its names.</extracomment>
        <translation>升级！%1 升到第 %2 级 — %3 · %4</translation>
    </message>
    <message>
        <source>%1: %2 rank points this pot</source>
        <translation>%1：这一锅的等级分 %2</translation>
    </message>
    <message>
        <source>Start a new pot</source>
        <translation>新开一锅</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A hot-seat player as the table named them, then the profile their points go to.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>haolao::ui::RankCard</name>
    <message>
        <source>Level %1</source>
        <extracomment>The rank card: the level number (级数).</extracomment>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>%1 rank points</source>
        <translation>%1 等级分</translation>
    </message>
    <message>
        <source>Top of the ladder</source>
        <translation>已到顶级</translation>
    </message>
    <message>
        <source>The highest level: nothing above it.</source>
        <translation>最高级：没有更高的了。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>The rank card&apos;s progress bar: points into this level of the points it spans.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 more points to level %2 — %3</source>
        <translation>再得 %1 分升到第 %2 级 — %3</translation>
    </message>
</context>
<context>
    <name>haolao::ui::ReplayViewer</name>
    <message>
        <source>Line %1: %2</source>
        <extracomment>A replay file refused: the line of the file, and the problem (in English, from the engine).</extracomment>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件是空的。</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>%1 cannot be opened as a replay.

%2</source>
        <translation>无法将 %1 作为回放打开。

%2</translation>
    </message>
    <message>
        <source>◀ Step (←)</source>
        <translation>◀ 后退一步 (←)</translation>
    </message>
    <message>
        <source>Step ▶ (→)</source>
        <translation>前进一步 ▶ (→)</translation>
    </message>
    <message>
        <source>◀ Decision (Shift+←)</source>
        <translation>◀ 上一个决定 (Shift+←)</translation>
    </message>
    <message>
        <source>Decision ▶ (Shift+→)</source>
        <translation>下一个决定 ▶ (Shift+→)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Decisions of:</source>
        <translation>看谁的决定：</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The seat chooser: the seat&apos;s wind, then its player&apos;s name.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <extracomment>The view chooser: only this seat&apos;s tiles face up.</extracomment>
        <translation>%1视角</translation>
    </message>
    <message>
        <source>All face up</source>
        <translation>全部明牌</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <extracomment>The hand chooser of the replay viewer; %1 counts from 1.</extracomment>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>Event %1 of %2</source>
        <extracomment>The replay viewer&apos;s position: events shown of all, then the hand.</extracomment>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source> · hand %1 of %2</source>
        <translation> · 第 %1 / %2 局</translation>
    </message>
    <message>
        <source> · the pot stops here (unfinished)</source>
        <translation> · 本锅到此为止（未打完）</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停 (空格)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放 (空格)</translation>
    </message>
    <message>
        <source>Review… (R)</source>
        <extracomment>Opens the review of the chosen seat&apos;s decisions beside the table.</extracomment>
        <translation>复盘… (R)</translation>
    </message>
    <message>
        <source>It is not a Haolao replay, or it is damaged.</source>
        <translation>它不是海捞的回放文件，或者已经损坏。</translation>
    </message>
    <message>
        <source>Its moves are not legal under its own rules: it was changed or damaged after it was written.</source>
        <translation>其中的出牌不符合它自己的规则：文件在写好之后被改动或损坏了。</translation>
    </message>
    <message>
        <source>Replay of %1 — Haolao</source>
        <extracomment>The replay viewer&apos;s window title; %1 is the file&apos;s name.</extracomment>
        <translation>回放：%1 — 海捞</translation>
    </message>
</context>
<context>
    <name>haolao::ui::ReviewPanel</name>
    <message>
        <source>Reviewing…</source>
        <translation>正在复盘…</translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>报听打 %1</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>打 %1</translation>
    </message>
    <message>
        <source>kong %1</source>
        <translation>杠 %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Review of %1&apos;s play</source>
        <translation>%1的复盘</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Compare every decision of this seat with what the advisor (the hard AI) would play</source>
        <translation>将此座位的每一步决策与参谋（困难 AI）的打法比较</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Worst decisions:</source>
        <translation>最差的决策：</translation>
    </message>
    <message>
        <source>Differences only</source>
        <translation>只看不同之处</translation>
    </message>
    <message>
        <source>Previous difference</source>
        <translation>上一处不同</translation>
    </message>
    <message>
        <source>Next difference</source>
        <translation>下一处不同</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Player&apos;s choice</source>
        <translation>玩家的选择</translation>
    </message>
    <message>
        <source>Advisor&apos;s best</source>
        <translation>参谋的最佳</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>The advisor&apos;s ranking:</source>
        <translation>参谋的排序：</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>期望分</translation>
    </message>
    <message>
        <source>Deal-in risk</source>
        <translation>点炮风险</translation>
    </message>
    <message>
        <source>This log cannot be reviewed: %1</source>
        <translation>无法复盘此记录：%1</translation>
    </message>
    <message>
        <source>Press Review to compare this seat&apos;s decisions with the advisor&apos;s.</source>
        <translation>点击“复盘”，将此座位的决策与参谋的比较。</translation>
    </message>
    <message>
        <source>Decisions reviewed: %1. Match rate: %2 %. Expected points lost: %3.</source>
        <translation>已复盘决策：%1。一致率：%2%。期望分损失：%3。</translation>
    </message>
    <message>
        <source>(Cancelled: partial review.)</source>
        <translation>（已取消：部分复盘。）</translation>
    </message>
    <message>
        <source>Hand %1: %2 instead of %3 (−%4 points)</source>
        <translation>第%1局：%2，而非 %3（−%4 分）</translation>
    </message>
    <message>
        <source>None: every decision matched.</source>
        <translation>无：每一步都一致。</translation>
    </message>
    <message>
        <source>Matches the advisor</source>
        <translation>与参谋一致</translation>
    </message>
    <message>
        <source>Differs from the advisor</source>
        <translation>与参谋不同</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>（所打）</translation>
    </message>
    <message>
        <source>pong %1</source>
        <translation>碰 %1</translation>
    </message>
    <message>
        <source>exposed kong %1</source>
        <translation>明杠 %1</translation>
    </message>
    <message>
        <source>added kong %1</source>
        <translation>加杠 %1</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>未评估</translation>
    </message>
    <message>
        <source>The advisor&apos;s ranking: none (this decision is not ranked).</source>
        <translation>参谋的排序：无（此决定未评估）。</translation>
    </message>
    <message>
        <source>Not ranked: %1 (the advisor has no figures for them).</source>
        <translation>未评估：%1 项（参谋对这些决定没有数据）。</translation>
    </message>
    <message>
        <source>The advisor cannot rank this decision: it has no figures for the action taken.</source>
        <translation>参谋无法评估此决定：它对所选的动作没有数据。</translation>
    </message>
    <message>
        <source>Expected 番</source>
        <translation>期望番数</translation>
    </message>
    <message>
        <source>Decisions reviewed: %1. Match rate: %2 %. Expected 番 lost: %3.</source>
        <translation>已复盘决策：%1。一致率：%2%。期望番数损失：%3。</translation>
    </message>
    <message>
        <source>Hand %1: %2 instead of %3 (−%4 番)</source>
        <translation>第%1局：%2，而非 %3（−%4 番）</translation>
    </message>
    <message>
        <source>Another choice, within %1 番 of the advisor&apos;s best: counted as a match</source>
        <translation>另一种打法，与参谋的首选相差不超过 %1 番：算作一致</translation>
    </message>
    <message>
        <source>Another choice, within %1 points of the advisor&apos;s best: counted as a match</source>
        <translation>另一种打法，与参谋的首选相差不超过 %1 分：算作一致</translation>
    </message>
</context>
<context>
    <name>haolao::ui::SettingsDialog</name>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>AI: easy</source>
        <translation>电脑：简单</translation>
    </message>
    <message>
        <source>AI: normal</source>
        <translation>电脑：普通</translation>
    </message>
    <message>
        <source>AI: hard</source>
        <translation>电脑：困难</translation>
    </message>
    <message>
        <source>AI: baseline (simple)</source>
        <translation>电脑：基准（最简单）</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>电脑：%1</translation>
    </message>
    <message>
        <source>× total</source>
        <translation>× 总分</translation>
    </message>
    <message>
        <source>+ base, alone</source>
        <translation>底分 + 此项，不计其他</translation>
    </message>
    <message>
        <source>× streak</source>
        <translation>× 连庄数</translation>
    </message>
    <message>
        <source>× streak, dealer wins</source>
        <translation>× 连庄数，仅庄家胡</translation>
    </message>
    <message>
        <source>× (1 + fours)</source>
        <translation>× (1 + 四张数)</translation>
    </message>
    <message>
        <source>× base score</source>
        <translation>× 基础分</translation>
    </message>
    <message>
        <source>per tile</source>
        <translation>每张</translation>
    </message>
    <message>
        <source>per suit</source>
        <translation>每门</translation>
    </message>
    <message>
        <source>each</source>
        <translation>每个</translation>
    </message>
    <message>
        <source>Win (base score)</source>
        <translation>基本分</translation>
    </message>
    <message>
        <source>Que (an absent suit)</source>
        <translation>每缺一门</translation>
    </message>
    <message>
        <source>Kan (concealed pung)</source>
        <translation>暗刻</translation>
    </message>
    <message>
        <source>Kong (concealed kong)</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Huo (four alike as pung + chow)</source>
        <translation>四张相同作一刻一顺</translation>
    </message>
    <message>
        <source>Ka (closed, edge or pair wait)</source>
        <translation>卡张、边张或单钓</translation>
    </message>
    <message>
        <source>Shuangpu (two identical chows)</source>
        <translation>两副相同的顺子</translation>
    </message>
    <message>
        <source>Pinghu (standard shape)</source>
        <translation>标准牌型</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七个对子</translation>
    </message>
    <message>
        <source>Super seven pairs (with four alike)</source>
        <translation>含四张相同的七对</translation>
    </message>
    <message>
        <source>Luxury seven pairs</source>
        <translation>含四张相同的七对（乘倍）</translation>
    </message>
    <message>
        <source>Pure suit</source>
        <translation>全部一门花色</translation>
    </message>
    <message>
        <source>Four concealed pungs</source>
        <translation>四副坎或暗杠</translation>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>杠后补牌自摸</translation>
    </message>
    <message>
        <source>Discard right after a kong</source>
        <translation>杠后打出的牌点炮</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>庄家起手即胡</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>闲家首轮即胡</translation>
    </message>
    <message>
        <source>Dealer bonus</source>
        <translation>庄家连庄分</translation>
    </message>
    <message>
        <source>+ per four alike</source>
        <translation>每个四张相同另加</translation>
    </message>
    <message>
        <source>Win, room without declaring</source>
        <translation>不报听房的基本分</translation>
    </message>
    <message>
        <source>Huo won on a discard</source>
        <translation>点炮胡时的活</translation>
    </message>
    <message>
        <source>Shuangpu won on a discard</source>
        <translation>点炮胡时的双扑</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Custom copy…</source>
        <translation>自定义副本…</translation>
    </message>
    <message>
        <source>Save an editable copy of these scoring values under a name</source>
        <translation>把这套分值另存为一个可编辑的副本</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Dice (East throws)</source>
        <translation>掷骰（东家掷）</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message>
        <source>Declaring room (报听): discard wins need a declaration</source>
        <translation>报听房：点炮胡须先报听</translation>
    </message>
    <message>
        <source>Missed-win lock (胡前不胡后, 胡大不胡小)</source>
        <translation>胡前不胡后（胡大不胡小）</translation>
    </message>
    <message>
        <source>After passing up a win on a discard, win on a later discard before your next draw only if it scores more</source>
        <translation>放过点炮胡之后，在下次摸牌前只能胡分数更高的点炮</translation>
    </message>
    <message>
        <source>First dealer (请庄):</source>
        <translation>请庄：</translation>
    </message>
    <message>
        <source>Wall (砌牌):</source>
        <translation>砌牌：</translation>
    </message>
    <message>
        <source>Pot length (一锅):</source>
        <translation>一锅长度：</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>ⓘ Rule changes apply from the next pot; a pot in progress keeps its rules.</source>
        <translation>ⓘ 规则改动从下一锅开始生效；进行中的一锅沿用原规则。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计法</translation>
    </message>
    <message>
        <source>Scoring values</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Who sits at the table</source>
        <translation>谁坐在桌边</translation>
    </message>
    <message>
        <source>With two or more human seats you play hot-seat at this computer: before each human&apos;s turn the table hides every hand until that player is ready. Seat changes apply from the next pot.</source>
        <translation>有两个或更多真人座位时，大家在这台电脑上轮流玩：每位真人玩家行动前，牌桌会遮住所有手牌，直到该玩家准备好。座位改动从下一锅开始生效。</translation>
    </message>
    <message>
        <source>Show hints (waits and a suggested discard)</source>
        <translation>显示提示（听的牌和建议打的牌）</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Ask before passing up a win</source>
        <translation>放弃胡牌前先确认</translation>
    </message>
    <message>
        <source>Keep my hand sorted</source>
        <translation>自动理牌</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>15 seconds</source>
        <translation>15 秒</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 秒</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Turn timer:</source>
        <translation>出牌计时：</translation>
    </message>
    <message>
        <source>During a hand</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>With a turn timer, a seat whose time runs out is played by the computer for that turn (托管 for one turn), as in online rooms.</source>
        <translation>开启计时后，超时的座位由电脑代打这一手（托管一手），和网络房间一样。</translation>
    </message>
    <message>
        <source>Classic ivory</source>
        <translation>经典象牙色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Corner index on tiles (5m, 7p, 3s)</source>
        <translation>牌角标注（5m、7p、3s）</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>绿色台呢</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木纹</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>石板灰</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>Tile theme:</source>
        <translation>牌面主题：</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>桌面颜色：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Table and tiles</source>
        <translation>牌桌和牌</translation>
    </message>
    <message>
        <source>Theme, colour, corner index, language and full screen apply at once.</source>
        <translation>主题、颜色、牌角标注、语言和全屏设置立即生效。</translation>
    </message>
    <message>
        <source>Sound effects (tiles, dice, wins)</source>
        <translation>音效（牌、骰子、胡牌）</translation>
    </message>
    <message>
        <source>Voice callouts (杠, 听, 胡, 自摸, 海捞)</source>
        <translation>语音播报（杠、听、胡、自摸、海捞）</translation>
    </message>
    <message>
        <source>Background music</source>
        <translation>背景音乐</translation>
    </message>
    <message>
        <source>Master volume:</source>
        <translation>总音量：</translation>
    </message>
    <message>
        <source>Volume and sounds</source>
        <translation>音量和声音</translation>
    </message>
    <message>
        <source>Sound settings apply at once.</source>
        <translation>声音设置立即生效。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1  (custom copy of %2)</source>
        <translation>%1（%2的自定义副本）</translation>
    </message>
    <message>
        <source>Dealer 12 stacks, others 10</source>
        <translation>庄家12墩，其他10墩</translation>
    </message>
    <message>
        <source>Dealer and opposite 11, sides 10</source>
        <translation>庄家和对家11墩，两侧10墩</translation>
    </message>
    <message>
        <source>17 stacks each</source>
        <translation>每家17墩</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — your copy of %2 with its own scoring values.&lt;br&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 你的%2副本，使用自己的分值。&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>Double-click a value to edit it (0-%1).</source>
        <translation>双击分值即可修改（0-%1）。</translation>
    </message>
    <message>
        <source>Preset values are read-only; make a custom copy to edit them.</source>
        <translation>预设分值只读；建立自定义副本后才能修改。</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; %2.</source>
        <translation>名称“%1”%2。</translation>
    </message>
    <message>
        <source>No rule set is chosen.</source>
        <translation>没有选择规则。</translation>
    </message>
    <message>
        <source>My %1</source>
        <translation>我的%1</translation>
    </message>
    <message>
        <source>My %1 %2</source>
        <translation>我的%1 %2</translation>
    </message>
    <message>
        <source>Custom copy</source>
        <translation>自定义副本</translation>
    </message>
    <message>
        <source>Name of the new rule set:</source>
        <translation>新规则的名称：</translation>
    </message>
    <message>
        <source>No human seat: the computer plays all four seats and you watch.</source>
        <translation>没有真人座位：电脑打四家，你来观战。</translation>
    </message>
    <message>
        <source>%1 human seats: hot-seat play.</source>
        <translation>%1 个真人座位：轮流在本机上玩。</translation>
    </message>
    <message>
        <source>Hefei mahjong (合肥麻将) as most Hefei players know it.</source>
        <translation>大多数合肥牌友熟悉的合肥麻将。</translation>
    </message>
    <message>
        <source>The rules of Hefei online rooms with a declaring room (报听房).</source>
        <translation>合肥网络房间的规则，带报听房。</translation>
    </message>
    <message>
        <source>The Hefei rules of the Bianfeng (边锋) online client.</source>
        <translation>边锋游戏客户端的合肥规则。</translation>
    </message>
    <message>
        <source>Handan mahjong (邯郸麻将), a different regional game: %1 tiles with winds and dragons, pongs and exposed kongs allowed, and a fan-based score.</source>
        <translation>邯郸麻将，另一种地方玩法：%1张牌，有风牌和箭牌，可以碰和明杠，按番计分。</translation>
    </message>
    <message>
        <source>East throws the dice to choose the first dealer (请庄).</source>
        <translation>东家掷骰请庄。</translation>
    </message>
    <message>
        <source>The first dealer is drawn at random.</source>
        <translation>首局庄家随机产生。</translation>
    </message>
    <message>
        <source>East is the first dealer.</source>
        <translation>东家为首局庄家。</translation>
    </message>
    <message>
        <source>The dealer&apos;s wall has %1 stacks, the others %2.</source>
        <translation>庄家面前的牌墙有%1墩，其他三家各%2墩。</translation>
    </message>
    <message>
        <source>The dealer&apos;s and the opposite wall have %1 stacks, the other two %2.</source>
        <translation>庄家和对家的牌墙各%1墩，另外两家各%2墩。</translation>
    </message>
    <message>
        <source>Every wall has %1 stacks.</source>
        <translation>每面牌墙%1墩。</translation>
    </message>
    <message>
        <source>To win on a discard you must first declare ready (报听); a self-draw always counts.</source>
        <translation>要点炮胡必须先报听；自摸总是可以胡。</translation>
    </message>
    <message>
        <source>Anyone may win on a discard.</source>
        <translation>任何人都可以点炮胡。</translation>
    </message>
    <message>
        <source>A win scores a base of %1 plus points for a long suit (支), absent suits (缺门, %2 each), concealed pungs (坎), kongs, closed waits (卡) and the dealer&apos;s streak; a pure suit adds %3, a heavenly hand multiplies the total by %4 and an earthly hand by %5.</source>
        <translation>胡牌得基本分%1分，另加支（长门多出的张数）、缺门（每门%2分）、坎、杠、卡和庄家连庄分；清一色加%3分，天胡总分×%4，地胡总分×%5。</translation>
    </message>
    <message>
        <source>The base is %1 (%2 in a room without declaring), item values are small, and seven pairs with four-of-a-kinds (豪华七对) multiply the total.</source>
        <translation>基本分%1分（不报听房%2分），各项分值较小，含四张相同的七对（豪华七对）总分成倍计算。</translation>
    </message>
    <message>
        <source>The base is %1 with smaller item values than the classic rules; winning on a kong replacement (杠开) multiplies the score by %2, a pure suit adds %3, and the dealer&apos;s bonus counts only when the dealer wins.</source>
        <translation>基本分%1分，各项分值比经典规则小；杠开分数×%2，清一色加%3分，庄分只在庄家胡牌时计算。</translation>
    </message>
    <message>
        <source>The last %1 tiles of the wall are the haolao zone (海捞).</source>
        <translation>牌墙最后%1张是海捞区。</translation>
    </message>
    <message>
        <source>Whoever passes up a win may not win on a smaller discard before their next draw (胡前不胡后).</source>
        <translation>放过胡牌的人，在下次摸牌前不能胡更小的点炮（胡前不胡后）。</translation>
    </message>
    <message>
        <source>There is no missed-win lock.</source>
        <translation>没有胡前不胡后的限制。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Zhi (tiles over %1 in a suit)</source>
        <translation>一门超过%1张的张数</translation>
    </message>
    <message>
        <source>Two suits of %1 or more</source>
        <translation>两门各%1张以上</translation>
    </message>
    <message>
        <source>Tong (%1 or more of one rank)</source>
        <translation>同一点数%1张以上</translation>
    </message>
    <message>
        <source>(%1+ tiles of ranks 2, 5, 8)</source>
        <translation>（二、五、八共%1张以上）</translation>
    </message>
    <message>
        <source>(%1+ tiles of ranks 3, 7)</source>
        <translation>（三、七共%1张以上）</translation>
    </message>
    <message>
        <source>Haolao (self-draw in the haolao zone)</source>
        <translation>海捞区内自摸</translation>
    </message>
    <message>
        <source>These rules describe no game the engine plays: %1</source>
        <translation>这些规则描述的不是引擎能进行的牌局：%1</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Wait for a click</source>
        <translation>等待点击</translation>
    </message>
    <message>
        <source>With no human seat, the next hand starts by itself this long after a hand ends</source>
        <translation>没有真人座位时，一局结束后隔这么久自动开始下一局</translation>
    </message>
    <message>
        <source>Watching, next hand after:</source>
        <translation>观战时下一局间隔：</translation>
    </message>
    <message>
        <source>Watching (no human seat): each hand&apos;s result stays this long, then the next hand starts by itself; &quot;Stay&quot; in the result keeps it open.</source>
        <translation>观战（没有真人座位）：每局结果显示这么久，然后自动开始下一局；在结果里点“停留”可让它保持打开。</translation>
    </message>
    <message>
        <source>AI: expert (slow)</source>
        <translation>电脑：专家（慢）</translation>
    </message>
    <message>
        <source>A discard may be claimed to win, kong or pong (no chow); a win beats a kong or pong. A win on a discard is %1 from the discarder, a self-draw %2 from each of the others, doubled when the dealer wins or pays. Kongs are paid on the spot: exposed %3, added %4, concealed %5 from each; 跟打 costs the followed player %6 to each.</source>
        <translation>别人打出的牌可以胡、杠或碰（不能吃）；胡优先于杠、碰。点炮胡由放炮者付 %1，自摸其余每家付 %2，庄家赢或付时翻倍。杠钱当场付：明杠 %3，加杠 %4，暗杠每家 %5；跟打时被跟的人付给每人 %6。</translation>
    </message>
    <message>
        <source>The hand is drawn when %1 stacks are left in the wall (one more per kong).</source>
        <translation>牌墙剩 %1 墩时荒庄（每开一杠多留一墩）。</translation>
    </message>
    <message>
        <source>When another player wins, the dealership passes to the dealer&apos;s previous player (上家).</source>
        <translation>闲家胡牌时，由庄家的上家坐庄。</translation>
    </message>
    <message>
        <source>When another player wins, the dealership passes to the dealer&apos;s next player (下家).</source>
        <translation>闲家胡牌时，由庄家的下家坐庄。</translation>
    </message>
    <message>
        <source>Whoever passes a win may not win on a discard, and whoever passes a pong may not pong that tile, until their own next draw or call (过圈).</source>
        <translation>放弃胡牌的人，到自己下次摸牌或碰杠之前不能胡别人打的牌；放弃碰的人在此之前不能碰这张牌（过圈）。</translation>
    </message>
    <message>
        <source>Wait for me</source>
        <translation>一直等我</translation>
    </message>
    <message>
        <source>Handan: how long a claim offer (胡 Win, 杠 Kong, 碰 Pong) waits for you before it passes by itself</source>
        <translation>邯郸：吃碰杠胡（胡、杠、碰）的机会等你多久，超时自动“过”</translation>
    </message>
    <message>
        <source>Claim timeout:</source>
        <translation>碰杠胡限时：</translation>
    </message>
    <message>
        <source>Claim timeout (Handan): a 胡 Win, 杠 Kong or 碰 Pong offer on a discard passes by itself when its time runs out. Win beats Kong and Pong: winners are asked first, then the one seat that may kong or pong.</source>
        <translation>碰杠胡限时（邯郸）：对别人打出的牌可以胡、杠、碰时，时间一到自动“过”。胡优先于杠、碰：先问能胡的玩家，再问能杠或碰的那一家。</translation>
    </message>
    <message>
        <source>The dealer&apos;s next player (下家)</source>
        <translation>庄家的下家</translation>
    </message>
    <message>
        <source>The dealer&apos;s previous player (上家)</source>
        <translation>庄家的上家</translation>
    </message>
    <message>
        <source>Who deals next when a player other than the dealer wins</source>
        <translation>闲家胡牌后由谁坐庄</translation>
    </message>
    <message>
        <source>Dealership passes to:</source>
        <translation>下一任庄家：</translation>
    </message>
    <message>
        <source>Some settings could not be used and are back to their defaults.</source>
        <translation>部分设置无法使用，已恢复为默认值。</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>……另有 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>They are replaced the next time you change the settings.</source>
        <translation>下次更改设置时会替换它们。</translation>
    </message>
    <message>
        <source>The file as it was is kept as %1.</source>
        <translation>原来的文件另存为 %1。</translation>
    </message>
    <message>
        <source>No audio output device was found: the game plays without sound. Connect one and start the game again.</source>
        <translation>未找到音频输出设备：游戏将无声进行。请连接设备后重新启动游戏。</translation>
    </message>
</context>
<context>
    <name>haolao::ui::StatsWindow</name>
    <message>
        <source>Export statistics</source>
        <translation>导出统计</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>玩家(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;All time</source>
        <translation>全部时间(&amp;A)</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>从：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>最大的一手</translation>
    </message>
    <message>
        <source>P&amp;ot:</source>
        <translation>锅(&amp;O)：</translation>
    </message>
    <message>
        <source>Rank points over time</source>
        <translation>等级分走势</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>每局得分分布</translation>
    </message>
    <message>
        <source>Running balance within the pot</source>
        <translation>这一锅的累计得分</translation>
    </message>
    <message>
        <source>All presets</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>No win yet.</source>
        <translation>还没有胡过牌。</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>付</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Points in the hand</source>
        <translation>一局得分</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>self-draw on %1</source>
        <translation>自摸 %1</translation>
    </message>
    <message>
        <source>on %1&apos;s discard %2</source>
        <translation>%1点炮 %2</translation>
    </message>
    <message>
        <source>(bins of %1 from the label)</source>
        <translation>（每组 %1 分，从所示数值起）</translation>
    </message>
    <message>
        <source>Statistics — Haolao</source>
        <translation>统计 — 海捞</translation>
    </message>
</context>
<context>
    <name>haolao::ui::TableWidget</name>
    <message>
        <source>Win (H)</source>
        <extracomment>Table button. The English translation keeps the glyph the voice calls out (胡, 杠, 听…).</extracomment>
        <translation>胡 (H)</translation>
    </message>
    <message>
        <source>Kong (K)</source>
        <translation>杠 (K)</translation>
    </message>
    <message>
        <source>Declare (T)</source>
        <translation>报听 (T)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>过 (空格)</translation>
    </message>
    <message>
        <source>Auto-play (F3)</source>
        <translation>托管 (F3)</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>剩余牌数</translation>
    </message>
    <message>
        <source>Round %1 · Hand %2</source>
        <translation>第%1圈 · 第%2局</translation>
    </message>
    <message>
        <source>Dealer ×%1</source>
        <translation>庄 ×%1</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>听</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Declaring ready: choose the discard (Esc cancels)</source>
        <translation>报听：选择要打出的牌（Esc 取消）</translation>
    </message>
    <message>
        <source>Ready: your draw is thrown unless you kong</source>
        <translation>已报听：摸到的牌自动打出，除非开杠</translation>
    </message>
    <message>
        <source>Your turn — click a tile or ←/→ and Enter to discard</source>
        <translation>轮到你了 — 点击一张牌，或用 ←/→ 和回车出牌</translation>
    </message>
    <message>
        <source>%1 (%2 left)</source>
        <translation>%1（剩%2张）</translation>
    </message>
    <message>
        <source>Waits: %1</source>
        <translation>听牌：%1</translation>
    </message>
    <message>
        <source>%1 + %2 = %3</source>
        <translation>%1 + %2 = %3</translation>
    </message>
    <message>
        <source>from %1&apos;s wall, stack %2</source>
        <translation>从%1牌墙第%2墩起</translation>
    </message>
    <message>
        <source>Head</source>
        <extracomment>Wall chip at the next draw (头).</extracomment>
        <translation>头</translation>
    </message>
    <message>
        <source>Tail</source>
        <extracomment>Wall chip at the next kong replacement (尾).</extracomment>
        <translation>尾</translation>
    </message>
    <message>
        <source>Haolao · %1 left</source>
        <translation>海捞 · 剩%1张</translation>
    </message>
    <message>
        <source>First dealer: %1 + %2 = %3 → %4</source>
        <translation>请庄：%1 + %2 = %3 → %4</translation>
    </message>
    <message>
        <source>%1 + %2 = %3, from %4&apos;s wall, stack %5</source>
        <translation>%1 + %2 = %3，从%4牌墙第%5墩起</translation>
    </message>
    <message>
        <source>Haolao</source>
        <comment>banner</comment>
        <extracomment>Banner title, drawn large: the Chinese glyph in every language (the voice calls it).</extracomment>
        <translation>海捞</translation>
    </message>
    <message>
        <source>Haolao — %1 tiles left, one draw each</source>
        <translation>海捞 — 剩%1张，每人摸一张</translation>
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
        <translation>%1自摸 %2</translation>
    </message>
    <message>
        <source>%1 wins on %2&apos;s %3</source>
        <translation>%1胡%2打出的 %3</translation>
    </message>
    <message>
        <source>Kong</source>
        <comment>banner</comment>
        <translation>杠</translation>
    </message>
    <message>
        <source>%1 declares a kong of %2</source>
        <translation>%1暗杠 %2</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>banner</comment>
        <translation>荒庄</translation>
    </message>
    <message>
        <source>Draw — nobody won</source>
        <translation>荒庄 — 无人胡牌</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>请交给%1</translation>
    </message>
    <message>
        <source>%1 — click or press Space when ready</source>
        <translation>%1 — 准备好后点击或按空格</translation>
    </message>
    <message>
        <source>Every hand is hidden until then.</source>
        <translation>在此之前所有手牌都会遮住。</translation>
    </message>
    <message>
        <source>Pass on a win?</source>
        <translation>放弃胡牌？</translation>
    </message>
    <message>
        <source>Your hand is a winning hand. Discard instead of winning?</source>
        <translation>你的牌已经可以胡了。确定不胡而出牌吗？</translation>
    </message>
    <message>
        <source>You can win on this tile. Pass anyway?</source>
        <translation>这张牌可以胡。仍然要过吗？</translation>
    </message>
    <message>
        <source>Hint: declare ready with %1 — %2 points expected, %3% to win</source>
        <translation>提示：报听打 %1 — 预期 %2 分，胡牌机会 %3%</translation>
    </message>
    <message>
        <source>Hint: declare ready (T) with %1 — %2 points expected, %3% to win</source>
        <translation>提示：报听（T）打 %1 — 预期 %2 分，胡牌机会 %3%</translation>
    </message>
    <message>
        <source>Hint: discard %1 — %2 points expected, %3% to win</source>
        <translation>提示：打 %1 — 预期 %2 分，胡牌机会 %3%</translation>
    </message>
    <message>
        <source>Hint: kong %1 — %2 points expected, %3% to win</source>
        <translation>提示：杠 %1 — 预期 %2 分，胡牌机会 %3%</translation>
    </message>
    <message>
        <source>Hint: win — %1 points</source>
        <translation>提示：胡 — %1 分</translation>
    </message>
    <message>
        <source>Hint: pass — winning now (%1 points) is worth less than waiting (%2 expected)</source>
        <translation>提示：过 — 现在胡（%1 分）不如继续等（预期 %2 分）</translation>
    </message>
    <message>
        <source>Hint: pass</source>
        <translation>提示：过</translation>
    </message>
    <message>
        <source>%1: %2 points expected, %3% to win, deal-in risk %4%</source>
        <translation>%1：预期 %2 分，胡牌机会 %3%，点炮风险 %4%</translation>
    </message>
    <message>
        <source>Deal-in risk %1%: no one is likely to win on %2</source>
        <translation>点炮风险 %1%：估计没人胡 %2</translation>
    </message>
    <message>
        <source>%1 has declared ready</source>
        <translation>%1已报听</translation>
    </message>
    <message>
        <source>mostly %1</source>
        <translation>主要来自%1</translation>
    </message>
    <message>
        <source>Deal-in risk %1% (%2)</source>
        <translation>点炮风险 %1%（%2）</translation>
    </message>
    <message>
        <source>Green outline: the hint&apos;s best discard</source>
        <translation>绿框：提示的最佳出牌</translation>
    </message>
    <message>
        <source>Green button border: the action the hint recommends</source>
        <translation>按钮绿边：提示推荐的操作</translation>
    </message>
    <message>
        <source>Yellow corner: deal-in risk from %1%</source>
        <translation>黄角：点炮风险 %1% 起</translation>
    </message>
    <message>
        <source>Orange corner: deal-in risk from %1%</source>
        <translation>橙角：点炮风险 %1% 起</translation>
    </message>
    <message>
        <source>Red corner: deal-in risk from %1%</source>
        <translation>红角：点炮风险 %1% 起</translation>
    </message>
    <message>
        <source>Gold outline: the selected tile, the latest discard, a kong shown</source>
        <translation>金框：选中的牌、最新打出的牌、正在亮出的杠</translation>
    </message>
    <message>
        <source>Blue outline: a discard that declared ready</source>
        <translation>蓝框：报听时打出的牌</translation>
    </message>
    <message>
        <source>Amber outline on the wall: the haolao zone (glows in the haolao phase)</source>
        <translation>牌墙上的琥珀框：海捞区（海捞阶段闪烁）</translation>
    </message>
    <message>
        <source>Hint marks (F2)</source>
        <translation>提示标记（F2）</translation>
    </message>
    <message>
        <source>Hover a tile for its expected points and deal-in risk.</source>
        <translation>鼠标停在牌上可看预期得分和点炮风险。</translation>
    </message>
    <message>
        <source>Click here or press Esc to close; the hint line&apos;s tooltip shows this again.</source>
        <translation>点击此处或按 Esc 关闭；提示行的悬停说明会再次显示。</translation>
    </message>
    <message>
        <source>%1 · don&apos;t kong %2 (%3 points)</source>
        <translation>%1 · 不要杠 %2（%3 分）</translation>
    </message>
    <message>
        <source>You win by self-draw on %1</source>
        <translation>你自摸 %1</translation>
    </message>
    <message>
        <source>You win on %1&apos;s %2</source>
        <translation>你胡%1打出的 %2</translation>
    </message>
    <message>
        <source>%1 wins on your %2</source>
        <translation>%1胡你打出的 %2</translation>
    </message>
    <message>
        <source>Haolao zone (海捞): the last %1 tiles. When only they are left, each player draws one in turn without discarding; the first to complete a hand wins.</source>
        <translation>海捞区：牌墙最后 %1 张。只剩这些牌时，每人依次摸一张、不打牌；先和牌者胜。</translation>
    </message>
    <message>
        <source>Head (牌头): the next tile drawn comes from here; draws go clockwise.</source>
        <translation>牌头：下一张牌从这里摸，按顺时针方向摸牌。</translation>
    </message>
    <message>
        <source>Tail (牌尾): the replacement tile after a kong (补牌) comes from here.</source>
        <translation>牌尾：杠后的补牌从这里摸。</translation>
    </message>
    <message>
        <source>The dealer&apos;s dice: their sum picks the wall that is broken, the smaller die the stack where the head starts.</source>
        <translation>庄家的骰子：点数之和决定从哪家牌墙开牌，小点数决定从第几墩开始。</translation>
    </message>
    <message>
        <source>Hint: pong %1 — %2 points expected, %3% to win</source>
        <translation>提示：碰 %1 — 预期 %2 分，胡牌机会 %3%</translation>
    </message>
    <message>
        <source>Win beats Kong and Pong</source>
        <extracomment>Tooltip of the claim buttons and part of the claim prompt (Handan, RULES.md §3).</extracomment>
        <translation>胡优先于杠、碰</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>The claim prompt: the offer, then the priority rule.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Pong</source>
        <comment>banner</comment>
        <translation>碰</translation>
    </message>
    <message>
        <source>%1 pongs %2&apos;s %3</source>
        <translation>%1 碰 %2 的 %3</translation>
    </message>
    <message>
        <source>%1 kongs %2&apos;s %3</source>
        <translation>%1 杠 %2 的 %3</translation>
    </message>
    <message>
        <source>%1 adds %2 to a pong: a kong, unless it is robbed</source>
        <translation>%1 加杠 %2（除非被抢杠）</translation>
    </message>
    <message>
        <source>Drawn-hand limit: the last %1 stacks (6, and 1 more per kong) stay in the wall; when the draws reach this mark the hand is drawn.</source>
        <translation>荒牌线：最后 %1 墩（6 墩，每杠加 1 墩）留在牌墙里；摸牌摸到这条线，本局荒牌（流局）。</translation>
    </message>
    <message>
        <source>Pong (P)</source>
        <extracomment>Table button (Handan): claim the discard as a pong. The glyph 碰 is what the voice calls.</extracomment>
        <translation>碰 (P)</translation>
    </message>
    <message>
        <source>You can win on %1: Win or Pass</source>
        <translation>可以胡 %1 — 胡还是过？</translation>
    </message>
    <message>
        <source>Rob the kong on %1: Win or Pass</source>
        <translation>抢杠 %1：胡 或 过</translation>
    </message>
    <message>
        <source>Claim %1: Win or Pass</source>
        <translation>%1：胡 或 过</translation>
    </message>
    <message>
        <source>Claim %1: Kong, Pong or Pass</source>
        <translation>%1：杠、碰 或 过</translation>
    </message>
    <message>
        <source>Claim %1: Kong or Pass</source>
        <translation>%1：杠 或 过</translation>
    </message>
    <message>
        <source>Claim %1: Pong or Pass</source>
        <translation>%1：碰 或 过</translation>
    </message>
    <message>
        <source>Cyan wash: the copies out on the table of the hand tile pointed at</source>
        <translation>青色覆盖：桌上与所指手牌相同的牌</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Click or press Space to go on</source>
        <translation>点击或按空格键继续</translation>
    </message>
    <message>
        <source>The other seats and the turn timer wait; the hands are hidden.</source>
        <translation>其他座位和出牌计时都在等待；手牌已隐藏。</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <source>Hefei mahjong (合肥麻将)</source>
        <translation>合肥麻将</translation>
    </message>
    <message>
        <source>Ruleset: %1.</source>
        <translation>规则：%1。</translation>
    </message>
    <message>
        <source>Seed of the pot.</source>
        <translation>这一锅的随机种子。</translation>
    </message>
    <message>
        <source>Four seats, East South West North, each one of: %1.</source>
        <translation>四个座位，按东南西北，各为以下之一：%1。</translation>
    </message>
    <message>
        <source>Animation speed: instant, fast, normal, slow.</source>
        <translation>动画速度：instant、fast、normal、slow。</translation>
    </message>
    <message>
        <source>Start with hints on.</source>
        <translation>开始时打开提示。</translation>
    </message>
    <message>
        <source>Auto-play (托管) the human seat.</source>
        <translation>真人座位托管。</translation>
    </message>
    <message>
        <source>Window size WxH.</source>
        <translation>窗口大小 宽x高。</translation>
    </message>
    <message>
        <source>No sound.</source>
        <translation>静音。</translation>
    </message>
    <message>
        <source>--rules: unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>--rules：未知规则“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a number</source>
        <translation>--seed：“%1”不是数字</translation>
    </message>
    <message>
        <source>--seats: need 4 comma-separated seats, got %1</source>
        <translation>--seats：需要用逗号分隔的4个座位，实际为 %1 个</translation>
    </message>
    <message>
        <source>--seats: unknown seat &apos;%1&apos; (known: %2)</source>
        <translation>--seats：未知座位“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--speed: &apos;%1&apos; is not one of instant, fast, normal, slow</source>
        <translation>--speed：“%1”不是 instant、fast、normal、slow 之一</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not WxH</source>
        <translation>--size：“%1”不是 宽x高</translation>
    </message>
    <message>
        <source>--screenshot needs --after-events</source>
        <translation>--screenshot 需要配合 --after-events</translation>
    </message>
    <message>
        <source>Keep the saved pots in DIR (default: the user&apos;s data folder).</source>
        <translation>将存档保存在 DIR 目录（默认：用户数据目录）。</translation>
    </message>
    <message>
        <source>Resume the unfinished pot without asking.</source>
        <translation>不询问，直接继续未打完的一锅。</translation>
    </message>
    <message>
        <source>Start a new pot without asking (the unfinished one stays saved).</source>
        <translation>不询问，直接开始新的一锅（未打完的一锅仍保留存档）。</translation>
    </message>
    <message>
        <source>Play a pot of N hands.</source>
        <translation>一锅打 N 局。</translation>
    </message>
    <message>
        <source>Close each hand&apos;s result by itself and play on.</source>
        <translation>每局结算自动关闭并继续下一局。</translation>
    </message>
    <message>
        <source>Quit when the pot is over.</source>
        <translation>一锅结束后退出。</translation>
    </message>
    <message>
        <source>--data-dir: give a directory</source>
        <translation>--data-dir：请给出一个目录</translation>
    </message>
    <message>
        <source>--resume and --new exclude each other</source>
        <translation>--resume 与 --new 不能同时使用</translation>
    </message>
    <message>
        <source>--hands: &apos;%1&apos; is not a number 1-999</source>
        <translation>--hands：“%1”不是 1-999 之间的数</translation>
    </message>
    <message>
        <source>Open the replay FILE in the replay viewer.</source>
        <translation>在回放查看器中打开回放文件 FILE。</translation>
    </message>
    <message>
        <source>--replay: give a file</source>
        <translation>--replay：请给出一个文件</translation>
    </message>
    <message>
        <source>With --replay: open it at event N.</source>
        <translation>与 --replay 一起使用：打开时停在第 N 步。</translation>
    </message>
    <message>
        <source>--replay-at: &apos;%1&apos; is not an event number</source>
        <translation>--replay-at：“%1”不是步数</translation>
    </message>
    <message>
        <source>A replay file to open (same as --replay FILE).</source>
        <translation>要打开的回放文件（同 --replay FILE）。</translation>
    </message>
    <message>
        <source>one replay file at a time, got %1: %2</source>
        <translation>一次只能打开一个回放文件，收到 %1 个：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and --replay %2 both given: open one file</source>
        <translation>同时给了“%1”和 --replay %2：只能打开一个文件</translation>
    </message>
    <message>
        <source>FILE: an empty file name</source>
        <translation>FILE：文件名为空</translation>
    </message>
</context>
<context>
    <name>profile</name>
    <message>
        <source>Player</source>
        <extracomment>An unnamed player&apos;s profile (stored as &quot;Player&quot; where the system gives no user name).</extracomment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>The profile of the second, third or fourth unnamed human in a hot-seat pot.</extracomment>
        <translation>玩家 %1</translation>
    </message>
</context>
<context>
    <name>tile</name>
    <message>
        <source>1m</source>
        <translation>一万</translation>
    </message>
    <message>
        <source>2m</source>
        <translation>二万</translation>
    </message>
    <message>
        <source>3m</source>
        <translation>三万</translation>
    </message>
    <message>
        <source>4m</source>
        <translation>四万</translation>
    </message>
    <message>
        <source>5m</source>
        <translation>五万</translation>
    </message>
    <message>
        <source>6m</source>
        <translation>六万</translation>
    </message>
    <message>
        <source>7m</source>
        <translation>七万</translation>
    </message>
    <message>
        <source>8m</source>
        <translation>八万</translation>
    </message>
    <message>
        <source>9m</source>
        <translation>九万</translation>
    </message>
    <message>
        <source>1p</source>
        <translation>一饼</translation>
    </message>
    <message>
        <source>2p</source>
        <translation>二饼</translation>
    </message>
    <message>
        <source>3p</source>
        <translation>三饼</translation>
    </message>
    <message>
        <source>4p</source>
        <translation>四饼</translation>
    </message>
    <message>
        <source>5p</source>
        <translation>五饼</translation>
    </message>
    <message>
        <source>6p</source>
        <translation>六饼</translation>
    </message>
    <message>
        <source>7p</source>
        <translation>七饼</translation>
    </message>
    <message>
        <source>8p</source>
        <translation>八饼</translation>
    </message>
    <message>
        <source>9p</source>
        <translation>九饼</translation>
    </message>
    <message>
        <source>1s</source>
        <translation>一条</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>二条</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>五条</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>六条</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>七条</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>八条</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>九条</translation>
    </message>
</context>
</TS>
