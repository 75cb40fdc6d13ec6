// The compact position of The Mill the solver's engine searches
// (mill_solver.cpp), and the stock's facts with the proofs that a position
// is lost (mill_bounds.cpp). Internal to the engine; the tests reach it only
// through solveTheMill().
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "patience/the_mill.h"

namespace ct::mill {

constexpr int kWings = TheMillState::kWings;
constexpr int kAngles = TheMillState::kAngles;
constexpr int kCentreSize = TheMillState::kCentreSize;
constexpr int kStockCapacity = 104;

// The key's table entries, worked out once: the waste's by place and card,
// the folded wings' and King piles' by card, height and lock.
struct KeyTable {
    std::array<std::array<std::uint64_t, 14>, kStockCapacity> waste {};
    std::array<std::uint64_t, 14> wing {};
    std::array<std::uint64_t, 28> angle {};
    std::array<std::uint64_t, kStockCapacity + 1> dealt {};
    std::array<std::uint64_t, kCentreSize + 1> centre {};
    KeyTable();
};
inline const KeyTable& keyTable()
{
    static const KeyTable table;
    return table;
}

// The rank the centre wants with `count` cards on it, and a King pile with
// `height` cards (0: none; an empty pile takes only a King), and that
// pile's top: the engine's position and canLeave()'s search share them.
inline int centreWantsAt(int count)
{
    return count >= kCentreSize ? 0 : count % 13 + 1;
}
inline int angleWantsAt(int height)
{
    return height == 0 ? kKing : height >= 13 ? 0 : 13 - height;
}
inline int angleTopAt(int height)
{
    return 14 - height;
}

// Cards are ranks (1..13, 0 for none): suits never matter in The Mill.
struct Position {
    std::array<std::uint8_t, kWings> wing {};
    std::array<std::uint8_t, kAngles> angle {}; // cards on each King pile, 0 when empty
    std::array<bool, kAngles> locked {}; // lent a card to the centre, see TheMillState
    std::array<std::uint8_t, kStockCapacity> waste {};
    std::uint8_t wasteLength = 0;
    // For stockWindowClosed()'s floors, which hold in every later position
    // too: the cards dealt at the last position on the way here that had
    // just turned the stock, its number (`anchor`, 0 for none) and the least
    // waste length since (`kept`: the cards below it have not moved); and
    // this position's own number if the last move turned the stock (else
    // 0). The fields are laid out to fill the gaps of the others.
    std::uint8_t anchorDealt = 0;
    std::uint8_t kept = 0;
    std::uint32_t serial = 0;
    // The xor of keyTable().waste[i][card] over the waste's cards, kept up
    // to date as cards come and go (key() then costs no pass over the waste).
    std::uint64_t wasteKey = 0;
    std::uint8_t dealt = 0; // stock cards turned or taken so far
    std::uint8_t centre = 0; // cards on the centre
    // The root, or the last move turned the stock: windowClosed() is asked
    // about these positions only. Not in the key: the bound is a proof
    // wherever it is asked, so positions that differ only here are alike.
    // Nor are the numbers above: they only spare the bound work.
    bool fresh = true;
    std::uint32_t anchor = 0;

    // The rank each pile wants next (0: none).
    int centreWants() const { return centreWantsAt(centre); }
    int angleWants(int a) const { return angleWantsAt(angle[a]); }
    int angleTop(int a) const { return angleTopAt(angle[a]); }
    int wasteTop() const { return wasteLength ? waste[wasteLength - 1] : 0; }
    void pushWaste(std::uint8_t card)
    {
        wasteKey ^= keyTable().waste[wasteLength][card];
        waste[wasteLength++] = card;
    }
    std::uint8_t popWaste()
    {
        const std::uint8_t card = waste[--wasteLength];
        wasteKey ^= keyTable().waste[wasteLength][card];
        return card;
    }
};

// The stock of one deal as the engine needs it, and the proofs that a
// position is lost (mill_bounds.cpp, each with its argument at its code).
// The engine's rules (mill_solver.cpp) build on it.
class Bounds {
public:
    explicit Bounds(const TheMillState& state);

    int stockLength() const { return stockLength_; }

    // A proof that `p` is lost: some waste card can never come to the top.
    // Asks stockWindowClosed() too where its own bound leaves `p` open.
    bool windowClosed(const Position& p) const;

protected:
    ~Bounds() = default;
    // Whether `cards` cards can leave the waste of the position
    // windowClosed() is asking about before the next stock card is dealt
    // (true when not known). The engine answers it with a search.
    virtual bool canLeave(int cards) const = 0;

    std::array<std::uint8_t, kStockCapacity> stock_ {};
    int stockLength_ = 0;
    // A new number for a position that has just turned the stock. Once
    // they run out every position gets 0 and no floors are passed on (an
    // old number used again could pick up another position's floors).
    std::uint32_t nextSerial() const
    {
        if (serials_ == std::numeric_limits<std::uint32_t>::max())
            return 0;
        return ++serials_;
    }

private:
    // turnAt[r][m] of stockWindowClosed(), for reachedByStock().
    // Rows of 18: a rank has eight cards, and a need and a spare lie
    // within -8..9 of each other.
    using TurnTable = std::array<std::array<int, 18>, 14>;

    // The same bound made tighter by the stock's order.
    bool stockWindowClosed(const Position& p, const std::array<int, 14>& now, int founded, int wings) const;
    // For stockWindowClosed(): that bound at one count of the centre, for every t at once.
    int reachedByStock(const Position& p, const TurnTable& turnAt, int c, const std::array<int, 14>& now,
        const std::array<int, 14>& inS, int founded, int goal, int& when, int before) const;

    // stockCount_[d][r]: cards of rank r in the stock once d cards are dealt.
    std::array<std::array<std::uint8_t, 14>, kStockCapacity + 1> stockCount_ {};
    // turnOf_[r][i]: where the i-th card of rank r lies in the stock (of ofRank_[r]).
    std::array<std::array<std::uint8_t, kStockCapacity>, 14> turnOf_ {};
    std::array<int, 14> ofRank_ {};
    // The floors stockWindowClosed() proved for each waste card (by its
    // place from the bottom) of the last position it left open with each
    // count of cards dealt, as the stock turned (dealt + t) and the centre's
    // count; `serial` is that position's (0 while being written).
    struct Floors {
        std::uint32_t serial = 0;
        std::array<std::uint8_t, kStockCapacity> turned {};
        std::array<std::uint8_t, kStockCapacity> centre {};
    };
    mutable std::array<Floors, kStockCapacity + 1> floors_ {};
    // The same floors by the writer's serial (a slot of kBySerial each,
    // the newest kept), for the beams with proofs: their positions one
    // level deep were many and their descendants come later, where a
    // depth-first pass reads them back in the order it wrote them.
    // Made at the first position whose floors are not in floors_.
    static constexpr std::size_t kBySerial = std::size_t {1} << 14;
    mutable std::vector<Floors> bySerial_;
    mutable std::uint32_t serials_ = 0;
    // Where stockWindowClosed() last closed (the card's place from the
    // waste's bottom; -1: never), asked first next time.
    mutable int lastClosed_ = -1;
};

} // namespace ct::mill
