// Random endgames of the patience games other than Klondike, small enough
// for the plain search: the solver engines' tests lay them out and compare
// each engine with the plain search on them.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cards/rng.h"
#include "patience/babette.h"
#include "patience/napoleons_square.h"
#include "patience/patience.h"
#include "patience/the_fourteenth.h"
#include "solver_test_support.h"

namespace ct::solvertest {

// Lays the cards out: the first eight into the cells `cell`0 to `cell`7,
// the others into the stock (one in `stockOneIn`, at random) or the waste.
inline void cellsThenTalon(const std::vector<std::string>& out, const std::string& cell, std::uint32_t stockOneIn,
    Rng& rng, Layout& layout)
{
    std::string stock, waste;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i < 8)
            layout.push_back({cell + std::to_string(i), out[i]});
        else if (rng.below(stockOneIn) == 0)
            append(stock, out[i] + "-");
        else
            append(waste, out[i]);
    }
    layout.push_back({"stock", stock});
    layout.push_back({"waste", waste});
}

// A random endgame of The Clock: each hour's foundation is built from its
// base to a random height, and the cards it still wants (about `cardsOut`)
// are dealt at random over the packets, the stock and the waste.
inline std::unique_ptr<PatienceState> clockEndgame(std::uint32_t seed, int cardsOut)
{
    auto state = start("the-clock", 1);
    Rng rng(seed);
    static const int bases[12] = {6, 7, 8, 9, 10, 11, 12, 13, 2, 3, 4, 5};
    static const char suits[12] = {'C', 'H', 'S', 'D', 'C', 'H', 'S', 'D', 'C', 'H', 'S', 'D'};
    std::vector<int> length(12);
    for (int h = 0; h < 12; ++h) // cards on the full foundation, base included
        length[static_cast<std::size_t>(h)] = ((h + 1) - bases[h] + 13) % 13 + 1;
    std::vector<int> height = length;
    for (int i = 0; i < cardsOut; ++i) {
        auto& top = height[rng.below(12)];
        if (top > 1)
            --top;
    }
    Layout layout;
    std::vector<std::string> out;
    for (int h = 0; h < 12; ++h) {
        std::string text;
        for (int k = 0; k < length[static_cast<std::size_t>(h)]; ++k) {
            const std::string card = std::string(kRanks[(bases[h] - 1 + k) % 13 + 1]) + suits[h];
            if (k < height[static_cast<std::size_t>(h)])
                append(text, card);
            else
                out.push_back(card);
        }
        layout.push_back({"h" + std::to_string(h + 1), text});
    }
    rng.shuffle(out);
    std::vector<std::string> piles = named("p", 12);
    piles.erase(piles.begin()); // p1..p12
    piles.push_back("p12");
    piles.push_back("stock");
    piles.push_back("waste");
    std::vector<std::string> texts(piles.size());
    for (const std::string& card : out) {
        const std::size_t pile = rng.below(static_cast<std::uint32_t>(piles.size()));
        append(texts[pile], card + (piles[pile] == "stock" ? "-" : ""));
    }
    for (std::size_t i = 0; i < piles.size(); ++i)
        layout.push_back({piles[i], texts[i]});
    return arranged(std::move(state), layout);
}

// A random endgame of The Mill: the centre and each King pile built to a
// random height (every King pile founded), and the cards still out (about
// `cardsOut`, suits at random: The Mill never looks at them) in the wings,
// then the stock and the waste (each card to the stock one time in
// `stockOneIn`).
inline std::unique_ptr<PatienceState> millEndgame(std::uint32_t seed, int cardsOut, std::uint32_t stockOneIn = 6)
{
    auto state = start("the-mill", 1);
    Rng rng(seed);
    int centre = 52;
    std::vector<int> angle(4, 13);
    for (int i = 0; i < cardsOut; ++i) {
        const std::uint32_t pick = rng.below(5);
        if (pick == 4 && centre > 1)
            --centre;
        else if (pick < 4 && angle[pick] > 1)
            --angle[pick];
    }
    auto card = [&](int rank) { return std::string(kRanks[rank]) + kSuits[rng.below(4)]; };
    Layout layout;
    std::vector<std::string> out;
    std::string text;
    for (int i = 0; i < 52; ++i) {
        const std::string next = card(i % 13 + 1);
        if (i < centre)
            append(text, next);
        else
            out.push_back(next);
    }
    layout.push_back({"c", text});
    for (int a = 0; a < 4; ++a) {
        text.clear();
        for (int i = 0; i < 13; ++i) {
            const std::string next = card(13 - i);
            if (i < angle[static_cast<std::size_t>(a)])
                append(text, next);
            else
                out.push_back(next);
        }
        layout.push_back({"k" + std::to_string(a), text});
    }
    rng.shuffle(out);
    cellsThenTalon(out, "w", stockOneIn, rng, layout);
    return arranged(std::move(state), layout);
}

// A random endgame of Babette: the ace and king foundations built to random
// heights, and the cards still out (about `cardsOut`) in the garden's first
// row and the stock, in random order.
// Each suit's ace and king foundations (suit_foundations.h) built to random
// heights, about `cardsOut` cards short in all: the foundations go into
// `layout` and the cards still out into `out`, shuffled.
inline void aceAndKingFoundations(Rng& rng, int cardsOut, Layout& layout, std::vector<std::string>& out)
{
    std::vector<int> ace(4, 13), king(4, 13); // cards on each foundation
    for (int i = 0; i < cardsOut; ++i) {
        auto& pile = rng.below(2) == 0 ? ace : king;
        auto& height = pile[rng.below(4)];
        if (height > 0)
            --height;
    }
    const char* letters = "shdc"; // the foundations' order: spades, hearts, diamonds, clubs
    const char suits[] = {'S', 'H', 'D', 'C'};
    for (int s = 0; s < 4; ++s) {
        std::string up, down;
        for (int r = 1; r <= 13; ++r) {
            const std::string card = std::string(kRanks[r]) + suits[s];
            if (r <= ace[static_cast<std::size_t>(s)])
                append(up, card);
            else
                out.push_back(card);
            const std::string high = std::string(kRanks[14 - r]) + suits[s];
            if (r <= king[static_cast<std::size_t>(s)])
                append(down, high);
            else
                out.push_back(high);
        }
        layout.push_back({std::string("af") + letters[s], up});
        layout.push_back({std::string("kf") + letters[s], down});
    }
    rng.shuffle(out);
}

inline std::unique_ptr<PatienceState> babetteEndgame(std::uint32_t seed, int cardsOut)
{
    auto state = start("babette", 1);
    Rng rng(seed);
    Layout layout;
    std::vector<std::string> out;
    aceAndKingFoundations(rng, cardsOut, layout, out);
    std::string stock;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i < 8)
            layout.push_back({"r0c" + std::to_string(i), out[i]});
        else // the stock is listed bottom first: its last card is dealt first
            stock = out[i] + "- " + stock;
    }
    layout.push_back({"stock", stock});
    return arranged(std::move(state), layout);
}

// A random endgame of The Zodiac in the placing phase: the foundations as
// above (laid out by hand: the rules keep them closed until the building
// phase, so they only shorten the game), and the cards still out laid at
// random: each on the top of a packet it marries (so packets stay in one
// suit) or as the first card of a packet, into the Equator, or into the
// stock and the waste, which keep at least one card.
inline std::unique_ptr<PatienceState> zodiacEndgame(std::uint32_t seed, int cardsOut)
{
    auto state = start("the-zodiac", 1);
    Rng rng(seed);
    Layout layout;
    std::vector<std::string> out;
    aceAndKingFoundations(rng, cardsOut, layout, out);
    auto rankOf = [](const std::string& card) {
        for (int r = 1; r <= 13; ++r)
            if (card.substr(0, card.size() - 1) == kRanks[r])
                return r;
        return 0;
    };
    std::vector<std::string> packets(24), tops(24), equator(8);
    std::string stock, waste;
    const int packetCount = 2 + static_cast<int>(rng.below(5));
    for (std::size_t i = 0; i < out.size(); ++i) {
        const std::string& card = out[i];
        const std::uint32_t where = i == 0 ? 4 : rng.below(5);
        if (where <= 1) { // onto a packet it marries, or a new packet
            int target = -1;
            for (int p = 0; p < packetCount && target < 0; ++p)
                if (!tops[p].empty() && tops[p].back() == card.back()
                    && std::abs(rankOf(tops[p]) - rankOf(card)) == 1)
                    target = p;
            for (int p = 0; p < packetCount && target < 0; ++p)
                if (tops[p].empty())
                    target = p;
            if (target >= 0) {
                append(packets[target], card);
                tops[target] = card;
                continue;
            }
        }
        if (where == 2) {
            int cell = static_cast<int>(rng.below(8));
            if (equator[cell].empty()) {
                equator[cell] = card;
                continue;
            }
        }
        if (where == 3)
            append(waste, card);
        else
            append(stock, card + "-");
    }
    for (int p = 0; p < 24; ++p)
        layout.push_back({"z" + std::to_string(p), packets[p]});
    for (int c = 0; c < 8; ++c)
        layout.push_back({"eq" + std::to_string(c), equator[c]});
    layout.push_back({"stock", stock});
    layout.push_back({"waste", waste});
    return arranged(std::move(state), layout);
}

// A random endgame of The Fifteen: the foundations as above and the cards
// still out dealt at random over the first `columns` columns (the others
// empty, so lanes from the start), or in turn over all fifteen.
inline std::unique_ptr<PatienceState> fifteenEndgame(std::uint32_t seed, int cardsOut, int columns)
{
    auto state = start("the-fifteen", 1);
    Rng rng(seed);
    Layout layout;
    std::vector<std::string> out;
    aceAndKingFoundations(rng, cardsOut, layout, out);
    std::vector<std::string> texts(15);
    for (std::size_t i = 0; i < out.size(); ++i) {
        // Fifteen columns are dealt in turn (no lane at the start), fewer at random.
        auto& text = texts[columns == 15 ? i % 15 : rng.below(static_cast<std::uint32_t>(columns))];
        append(text, out[i]);
    }
    for (int c = 0; c < 15; ++c)
        layout.push_back({"t" + std::to_string(c), texts[static_cast<std::size_t>(c)]});
    return arranged(std::move(state), layout);
}

// A random endgame of Napoleon's Square: three tall packets and the waste
// (and the stock with `withStock`), so that cards often lie over what their
// foundations need first.
inline std::unique_ptr<PatienceState> napoleonTallEndgame(std::uint32_t seed, bool withStock)
{
    std::vector<std::string> piles = named("p", 3);
    piles.push_back("waste");
    if (withStock)
        piles.push_back("stock");
    return randomEndgame("napoleons-square", seed, 2, piles, 10 + static_cast<int>(seed % 14));
}

// A late position of a whole deal of Napoleon's Square: from the deal, any
// move home, else a random move, until at most `left` stock cards are left,
// so that the waste is deep and most packets hold cards.
inline std::unique_ptr<PatienceState> napoleonLatePosition(std::uint32_t seed, std::size_t left)
{
    auto state = start("napoleons-square", seed);
    Rng rng(seed * 31 + 7);
    while (!state->isTerminal() && state->piles()[NapoleonsSquareState::kStock].size() > left) {
        const auto actions = state->legalActions();
        const auto home = std::find_if(actions.begin(), actions.end(), [](const Action& action) {
            return action.kind == PatienceState::MoveCards && action.b >= NapoleonsSquareState::kFirstFoundation
                && action.b < NapoleonsSquareState::kFirstFoundation + NapoleonsSquareState::kFoundations;
        });
        state->apply(home != actions.end() ? *home : actions[rng.below(static_cast<std::uint32_t>(actions.size()))]);
    }
    return state;
}

// A random endgame of The Fourteenth: `pairs` random pairs adding up to
// fourteen, shuffled, some in random cells of the grid and the rest in the
// stock.
inline std::unique_ptr<PatienceState> fourteenthEndgame(std::uint32_t seed, int pairs)
{
    auto state = start("the-fourteenth", 1);
    Rng rng(seed);
    std::vector<std::string> cards;
    for (int i = 0; i < pairs; ++i) {
        const int rank = 1 + static_cast<int>(rng.below(13));
        cards.push_back(std::string(kRanks[rank]) + kSuits[rng.below(4)]);
        cards.push_back(std::string(kRanks[14 - rank]) + kSuits[rng.below(4)]);
    }
    rng.shuffle(cards);
    Layout layout;
    std::vector<int> cells(25);
    for (int i = 0; i < 25; ++i)
        cells[static_cast<std::size_t>(i)] = i;
    rng.shuffle(cells);
    const std::size_t inGrid = std::min<std::size_t>(cards.size(), 6 + rng.below(14));
    std::string stock;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i < inGrid) {
            const int cell = cells[i];
            layout.push_back({"r" + std::to_string(cell / 5) + "c" + std::to_string(cell % 5), cards[i]});
        } else {
            append(stock, cards[i] + "-");
        }
    }
    layout.push_back({"stock", stock});
    // The pairs already made, face down on the discard pile (any cards: only
    // their number counts).
    std::string discard;
    for (int i = 0; i < 104 - 2 * pairs; ++i)
        append(discard, "AS-");
    layout.push_back({"discard", discard});
    return arranged(std::move(state), layout);
}

// A random endgame of The Sultan: each foundation built from its base to a
// random height, and the cards still out (about `cardsOut`) in the Divan,
// then the stock and the waste at random.
inline std::unique_ptr<PatienceState> sultanEndgame(std::uint32_t seed, int cardsOut)
{
    auto state = start("the-sultan", 1);
    Rng rng(seed);
    // Foundations f0..f7 in the block's order round the Sultan: KC AH KC KS KS KD KH KD.
    static const char suits[8] = {'C', 'H', 'C', 'S', 'S', 'D', 'H', 'D'};
    static const bool kingBase[8] = {true, false, true, true, true, true, true, true};
    std::vector<int> height(8, 12); // cards above the base when full: A..Q on a King, 2..Q on the Ace
    for (int f = 0; f < 8; ++f)
        height[static_cast<std::size_t>(f)] = kingBase[f] ? 12 : 11;
    std::vector<int> full = height;
    for (int i = 0; i < cardsOut; ++i) {
        auto& h = height[rng.below(8)];
        if (h > 0)
            --h;
    }
    Layout layout;
    std::vector<std::string> out;
    for (int f = 0; f < 8; ++f) {
        std::string text = kingBase[f] ? std::string("K") + suits[f] : std::string("A") + suits[f];
        const int first = kingBase[f] ? 1 : 2;
        for (int k = 0; k < full[static_cast<std::size_t>(f)]; ++k) {
            const std::string card = std::string(kRanks[first + k]) + suits[f];
            if (k < height[static_cast<std::size_t>(f)])
                text += " " + card;
            else
                out.push_back(card);
        }
        layout.push_back({"f" + std::to_string(f), text});
    }
    layout.push_back({"sultan", "KH"});
    rng.shuffle(out);
    cellsThenTalon(out, "d", 2, rng, layout);
    return arranged(std::move(state), layout);
}

// A random endgame of The Empress of India: the sixteen foundations built
// from their bases to random heights, `cardsOut` cards short in all (half
// of them red), and the cards still out laid at random: alone in a slot of
// their colour's group, locked onto an unpaired card of the other group,
// onto their colour's talon or into the stock. Some slots may be left empty
// while cards of their colour wait (the first action refills them). With
// `oneEach`, only one foundation of each suit is short. With `deep`, half
// the cards go onto the talons and fewer into the slots, so that cards
// must be dug for with few unpaired cards to lock (the timing proof's
// ground).
inline std::unique_ptr<PatienceState> empressEndgame(std::uint32_t seed, int cardsOut, bool oneEach, bool deep = false)
{
    auto state = start("empress-of-india", 1);
    Rng rng(seed);
    // Spades f0-f3 and clubs f4-f7 climb from the ace (no queen); hearts
    // f8-f11 and diamonds f12-f15 come down from the king (no jack).
    static const int up[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13};
    static const int down[12] = {13, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
    std::vector<int> height(16, 12); // cards on each foundation, base included
    // As many red cards out as black ones (a deal with more of one colour
    // out is lost at once: every move home takes one of each).
    for (int i = 0; i < cardsOut / 2; ++i)
        for (int colour = 0; colour < 2; ++colour)
            for (;;) {
                // With `oneEach`, only the first foundation of each suit
                // is short: long chains, so locked pairs often block each other.
                const std::uint32_t pick = oneEach ? 4 * rng.below(2) : rng.below(8);
                auto& h = height[8 * static_cast<std::size_t>(colour) + pick];
                if (h > 1) {
                    --h;
                    break;
                }
            }
    Layout layout;
    std::vector<std::string> out;
    for (int f = 0; f < 16; ++f) {
        const char suit = "SCHD"[f / 4];
        const int* ranks = f < 8 ? up : down;
        std::string text;
        for (int k = 0; k < 12; ++k) {
            const std::string card = std::string(kRanks[ranks[k]]) + suit;
            if (k < height[static_cast<std::size_t>(f)])
                append(text, card);
            else
                out.push_back(card);
        }
        layout.push_back({"f" + std::to_string(f), text});
    }
    rng.shuffle(out);
    if (deep) {
        // The stages the foundations want first go in first: to the
        // bottoms of the talons and of the stock.
        auto stage = [](const std::string& card) {
            static const std::string black = "23456789TJK", red = "QT98765432A";
            const bool isRed = card.back() == 'H' || card.back() == 'D';
            return (isRed ? red : black).find(card[0]);
        };
        std::stable_sort(out.begin(), out.end(),
            [&](const std::string& a, const std::string& b) { return stage(a) < stage(b); });
    }
    std::vector<std::string> army(24), navy(24);
    std::string redTalon, blackTalon, stock;
    for (const std::string& card : out) {
        const bool red = card.back() == 'H' || card.back() == 'D';
        auto& own = red ? army : navy;
        auto& other = red ? navy : army;
        static const std::uint32_t deepWhere[8] = {0, 2, 5, 6, 6, 6, 6, 7};
        const std::uint32_t where = deep ? deepWhere[rng.below(8)] : rng.below(8);
        const std::size_t slot = rng.below(24);
        std::size_t single = slot; // an unpaired card of the other group, if any
        while (single < slot + 24
            && (other[single % 24].empty() || other[single % 24].find(' ') != std::string::npos))
            ++single;
        if (where <= 1 && own[slot].empty()) {
            own[slot] = card;
        } else if (where <= 4 && single < slot + 24) {
            append(other[single % 24], card);
        } else if (where <= 6) {
            append(red ? redTalon : blackTalon, card);
        } else {
            stock = card + "- " + stock; // listed bottom first: the last card added is turned first
        }
    }
    for (int i = 0; i < 24; ++i) {
        layout.push_back({"a" + std::to_string(i), army[static_cast<std::size_t>(i)]});
        layout.push_back({"n" + std::to_string(i), navy[static_cast<std::size_t>(i)]});
    }
    layout.push_back({"rt", redTalon});
    layout.push_back({"bt", blackTalon});
    layout.push_back({"stock", stock});
    return arranged(std::move(state), layout);
}

} // namespace ct::solvertest
