// What lies on the table: named zones of cards (piles, hands, tricks) with
// their face-up state, and for games drawn from a layout, where each zone sits.
// The app draws any game from these; tests count cards with them.
#pragma once

#include <string>
#include <vector>

#include "cards/card.h"

namespace ct {

using Seat = int;
inline constexpr Seat kNoSeat = -1;

enum class ZoneKind {
    Stock,
    Waste,
    Foundation,
    Tableau,
    Reserve,
    Hand,
    Trick,
    Discard,
    Other,
};

struct PlacedCard {
    Card card{};
    bool faceUp = true;
    // False in an observation where the seat may not know this card; `card`
    // is then meaningless.
    bool known = true;

    bool operator==(const PlacedCard&) const = default;
};

struct Zone {
    std::string id;           // "t3", "stock", "hand0", "trick"
    ZoneKind kind = ZoneKind::Other;
    Seat owner = kNoSeat;     // the seat a hand belongs to
    std::vector<PlacedCard> cards; // bottom first; the last card is the top

    bool operator==(const Zone&) const = default;
};

// How a pile spreads its cards on screen.
enum class Fan {
    None,  // squared: only the top card shows
    Down,  // each card a little lower (tableau columns)
    Right, // each card a little to the right (fans, waste of draw-three)
    Left,
    Up,
};

// Where a zone is drawn, on a grid measured in card widths (x) and card
// heights (y) from the top-left corner of the table.
struct ZoneLayout {
    std::string id;
    double x = 0;
    double y = 0;
    Fan fan = Fan::None;
    // How far the fan may reach, in card sizes (0 = the game leaves it to the app).
    double fanExtent = 0;
    // Only this many top cards are spread (0 = all); draw-three waste shows 3.
    int fanCount = 0;
    std::string label;        // text drawn on the empty place ("IX", "A")
    bool showEmpty = true;    // draw an outline when the zone is empty
    // Also write the label under the pile when cards cover it (The Clock's
    // hour numerals).
    bool labelAlways = false;
};

struct TableLayout {
    std::vector<ZoneLayout> zones;
    double width = 0;  // the table's extent in card widths
    double height = 0; // and card heights, fans included
    // Whether a right-to-left interface may show the table mirrored (columns
    // and fans from the right). False where the picture has a handedness of
    // its own, such as a clock face that must run clockwise.
    bool mirrorable = true;
};

} // namespace ct
