// SPDX-License-Identifier: GPL-3.0-or-later
// The table's layout on its virtual 1600 × 1000 canvas (scaled uniformly to the widget, see
// docs/UI.md "Layout"): every place and size the painter and the input code share, by name.
// Internal to the table's files (tablewidget.cpp, table_*.cpp).
#pragma once

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace haolao::ui::layout {

// The virtual canvas and the table's centre.
inline constexpr qreal kW = 1600;
inline constexpr qreal kH = 1000;
inline constexpr qreal kCx = 800;
inline constexpr qreal kCy = 418;
inline constexpr qreal kBox = 90;            // centre box half-size
inline constexpr qreal kFeltRingHalf = 340;  // the darker ring around the play area

// Wall: stack width along the wall, depth, side thickness, lift of the upper tile, distance from
// the centre to the inner edge.
inline constexpr qreal kStack = 30;
inline constexpr qreal kDepth = 40;
inline constexpr qreal kWallThick = 8;
inline constexpr qreal kLift = 9;
inline constexpr qreal kWallIn = 272;  // outside three pond rows
// Head / tail chips lie on the wall, never behind it where the hands and melds are: on the stack's
// front (the top and bottom walls: the chip's centre this far below the stack's), or along a side
// wall's stack with its outer end this far beyond the wall (wall_chip below).
inline constexpr qreal kWallChipH = 22;
inline constexpr qreal kWallChipOnFront = 12;
inline constexpr qreal kWallChipBeyond = 14;
inline constexpr qreal kHaolaoChipIn = 52;  // the haolao label: inside the wall…
inline constexpr qreal kHaolaoChipGap = 6;  // …and beside a side wall this far from the head chip

// A head or tail chip `w` wide on the wall stack `stack` (its lower tile, unlifted) of screen side
// `side` (0 bottom, 1 right, 2 top, 3 left): clear of the hands and melds behind the wall and of
// the ponds inside it at every size (HandanLayout.MeldsClearEverythingElse).
inline QRectF wall_chip(const QRectF& stack, int side, qreal w) {
    const qreal y = stack.center().y() - kWallChipH / 2;
    switch (side) {
        case 1:
            return {stack.right() + kWallChipBeyond - w, y, w, kWallChipH};
        case 3:
            return {stack.left() - kWallChipBeyond, y, w, kWallChipH};
        default:
            return {stack.center().x() - w / 2, y + kWallChipOnFront, w, kWallChipH};
    }
}

// The haolao label (`w` × 32) by the head stack: inside the wall, and beside a side wall clear of
// the head chip `head` on the same stack.
inline QRectF haolao_chip(const QRectF& stack, int side, qreal w, const QRectF& head) {
    constexpr qreal h = 32;
    const qreal y = stack.center().y() - h / 2;
    switch (side) {
        case 0:
            return {stack.center().x() - w / 2, y - kHaolaoChipIn, w, h};
        case 2:
            return {stack.center().x() - w / 2, y + kHaolaoChipIn, w, h};
        case 1:
            return {
                std::min(stack.center().x() - kHaolaoChipIn + w / 2, head.left() - kHaolaoChipGap) -
                    w,
                y, w, h};
        default:
            return {
                std::max(stack.center().x() + kHaolaoChipIn - w / 2, head.right() + kHaolaoChipGap),
                y, w, h};
    }
}

// Ponds: 6 per row, three rows (a seat rarely discards more than 18) inside the wall. The tiles
// are as large as that room allows, so a 1024 × 640 window still shows them ~23 px wide; two
// neighbouring ponds clear each other's corner (kPondIn > half a row).
inline constexpr int kPondRow = 6;
inline constexpr qreal kPondW = 36;
inline constexpr qreal kPondH = 48;
inline constexpr qreal kPondThick = 7;
inline constexpr qreal kPondIn = 112;
inline constexpr qreal kPondRowPitch = 52;

// The bottom (viewer's) hand, and its kongs to its right.
inline constexpr qreal kHandX = 300;
inline constexpr qreal kHandY = 812;
inline constexpr qreal kHandW = 56;
inline constexpr qreal kHandH = 76;
inline constexpr qreal kHandPitch = 57;
inline constexpr qreal kFreshGap = 18;
inline constexpr qreal kHandHitAbove = 18;  // a hand tile is clickable this far above…
inline constexpr qreal kHandHitBelow = 12;  // …and below its face
inline constexpr qreal kSelectedLift = 16;
inline constexpr qreal kHoverLift = 7;
inline constexpr QSizeF kBottomKong{44, 60};
inline constexpr qreal kBottomKongGap = 14;    // between two kongs
inline constexpr qreal kBottomKongAfter = 36;  // from the hand to the first kong

// Opponents' hands (standing backs, or face up when allowed) and kongs.
inline constexpr qreal kTopY = 34;
inline constexpr qreal kTopPitch = 37;
inline constexpr qreal kSidePitch = 30;
inline constexpr qreal kLeftX = 424;
inline constexpr qreal kRightX = 1142;
inline constexpr qreal kSideFreshGap = 10;
inline constexpr qreal kTopFreshGap = 12;
inline constexpr QSizeF kTopTileUp{32, 44};    // face up (the reveal, watch mode)
inline constexpr QSizeF kTopTileBack{36, 12};  // standing, its back to us
inline constexpr QSizeF kSideTileUp{42, 30};
inline constexpr QSizeF kSideTileBack{20, 26};
inline constexpr QSizeF kTopKong{30, 40};
inline constexpr QSizeF kSideKong{40, 30};
inline constexpr qreal kOpponentKongPitch = 31;
inline constexpr qreal kOpponentKongGap = 10;
inline constexpr qreal kTopKongAfter = 26;   // from the top hand's left end to its first kong
inline constexpr qreal kSideKongsRise = 70;  // a side seat's kong column moved for a fourth

// Seat panels by screen side (0 bottom, 1 right, 2 top, 3 left), the info card (top left).
inline const QRectF kPanel[4] = {QRectF(30, 846, 260, 104), QRectF(1310, 392, 260, 104),
                                 QRectF(1100, 22, 260, 104), QRectF(30, 392, 260, 104)};
inline const QRectF kInfoCard(30, 22, 330, 112);
inline constexpr qreal kPanelTextLeft = 90;  // the name, score and badges, right of the disc
inline constexpr qreal kPanelTextRight = 8;  // kept clear at the panel's right edge
inline constexpr qreal kBadgePad = 14;       // a badge's width beyond its text
inline constexpr qreal kBadgeGap = 6;

// Above the bottom hand: the prompt and hint lines on the left, the action buttons (right to
// left from kButtonsRight) and the turn timer's ring on the right, 托管 above the bottom panel.
inline const QRectF kHintStrip(kHandX, 738, 560, 56);
inline constexpr qreal kButtonsRight = 1240;
inline constexpr qreal kButtonsTop = 738;
inline constexpr QSizeF kButton{176, 52};
inline constexpr qreal kButtonPitch = 186;
inline const QRectF kAutoButton(30, 790, 200, 46);
inline constexpr qreal kButtonInset = 26;  // pixels of a button's width not for its text
inline const QRectF kTimerRing(1290, 732, 64, 64);

// Centre pieces: the dice roll and its caption, banners, the privacy screen's card.
inline const QPointF kDiceCentre(kCx, kCy + 130);
inline const QRectF kDiceCaption(kCx - 260, kCy + 160, 520, 30);
inline const QRectF kBanner(kCx - 260, kCy - 70, 520, 140);
inline constexpr qreal kBannerToward = 175;  // a seat's banner moves this far towards it
inline const QRectF kPrivacyCard(kCx - 420, kCy - 130, 840, 260);

// Fonts in virtual pixels.
inline QFont font_px(qreal px, bool bold = false) {
    QFont f;
    f.setFamilies({QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans"),
                   QStringLiteral("sans-serif")});
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setBold(bold);
    return f;
}

inline QFont serif_px(qreal px) {
    QFont f;
    f.setFamilies({QStringLiteral("Noto Serif CJK SC"), QStringLiteral("Noto Serif CJK TC"),
                   QStringLiteral("serif")});
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setWeight(QFont::Black);
    return f;
}

// A tile's rotation on screen side `side`.
inline int rotation_of(int side) {
    static constexpr int kRot[4] = {0, 270, 180, 90};
    return kRot[side];
}

inline qreal ease(qreal t) {
    return 1 - (1 - t) * (1 - t);
}

inline QRectF lerp(const QRectF& a, const QRectF& b, qreal t) {
    return {a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

}  // namespace haolao::ui::layout
