#include "solver/lucie_solver.h"

#include <array>

#include "patience/la_belle_lucie.h"
#include "solver/compact_search.h"

namespace ct {

namespace {

using compact::Code;
using compact::rankOf;
using compact::suitOf;

constexpr int kFans = LaBelleLucieState::kFans;
// A fan holds the three cards dealt to it and a run of its suit built down
// on them: sixteen cards at most.
constexpr int kFanCapacity = 16;
constexpr std::uint8_t kHome = kFans; // Move::to for a card going home
constexpr std::uint8_t kRedeal = kFans + 1; // Move::from for a redeal

std::uint64_t rngKeyOf(const Rng& rng)
{
    return compact::rngKeyOf(rng, 0x1BADB002);
}

struct Position {
    std::array<std::array<Code, kFanCapacity>, kFans> fan {};
    std::array<std::uint8_t, kFans> length {};
    std::array<std::uint8_t, 4> home {};
    std::uint8_t redeals = 0;
    Rng rng; // the shuffles still to come
    std::uint64_t rngKey = 0;

    Code top(int f) const { return length[f] ? fan[f][length[f] - 1] : Code {0}; }
};

struct Move {
    std::uint8_t from = 0; // a fan, or kRedeal
    std::uint8_t to = 0; // a fan, or kHome
};

class Rules {
public:
    using Position = ct::Position;
    using Move = ct::Move;

    void generate(const Position& p, bool, std::vector<Move>& out) const
    {
        out.clear();
        for (int f = 0; f < kFans; ++f) {
            const Code card = p.top(f);
            if (card && p.home[suitOf(card)] + 1 == rankOf(card)) {
                // Forced once no redeal is left (the proof is at
                // hooksFor("la-belle-lucie")).
                if (p.redeals == 0) {
                    out.assign(1, Move {static_cast<std::uint8_t>(f), kHome});
                    return;
                }
                out.push_back(Move {static_cast<std::uint8_t>(f), kHome});
            }
        }
        // Each card has one place on the fans: its suit's next rank up.
        for (int from = 0; from < kFans; ++from) {
            const Code card = p.top(from);
            if (!card || rankOf(card) == kKing)
                continue;
            for (int to = 0; to < kFans; ++to)
                if (to != from && p.top(to) == card + 1) {
                    out.push_back(Move {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
                    break;
                }
        }
        if (p.redeals > 0)
            out.push_back(Move {kRedeal, 0});
    }

    void apply(Position& p, const Move& m) const
    {
        if (m.from == kRedeal) {
            // As LaBelleLucieState::applyRedeal(): gathered fan by fan, each
            // from its bottom card, shuffled, dealt in threes from t0.
            std::vector<Card> gathered;
            for (int f = 0; f < kFans; ++f)
                for (int i = 0; i < p.length[f]; ++i)
                    gathered.push_back(compact::cardOf(p.fan[f][i]));
            p.rng.shuffle(gathered);
            p.length = {};
            for (std::size_t i = 0; i < gathered.size(); ++i) {
                const int f = std::min(static_cast<int>(i) / LaBelleLucieState::kCardsPerFan, kFans - 1);
                p.fan[f][p.length[f]++] = compact::codeOf(gathered[i]);
            }
            --p.redeals;
            p.rngKey = rngKeyOf(p.rng);
            return;
        }
        const Code card = p.fan[m.from][--p.length[m.from]];
        if (m.to == kHome)
            ++p.home[suitOf(card)];
        else
            p.fan[m.to][p.length[m.to]++] = card;
    }

    bool won(const Position& p) const { return p.home[0] + p.home[1] + p.home[2] + p.home[3] == 52; }

    // The fans are alike once no redeal is left (a redeal gathers them in
    // order, so until then each has its place).
    std::uint64_t key(const Position& p) const { return keyOf(p, p.redeals == 0); }
    std::uint64_t exactKey(const Position& p) const { return keyOf(p, false); }

    // Cards out, and each card lying above a lower card of its suit.
    int distance(const Position& p, int) const
    {
        int out = 0;
        for (int f = 0; f < kFans; ++f)
            for (int i = 0; i < p.length[f]; ++i) {
                out += 2;
                for (int j = 0; j < i; ++j)
                    if (suitOf(p.fan[f][j]) == suitOf(p.fan[f][i])
                        && rankOf(p.fan[f][j]) < rankOf(p.fan[f][i])) {
                        ++out;
                        break;
                    }
            }
        return out;
    }

private:
    static std::uint64_t keyOf(const Position& p, bool fold)
    {
        std::uint64_t sum = 0;
        for (int f = 0; f < kFans; ++f)
            sum += compact::pileKey(p.fan[f].data(), p.length[f], fold ? 0 : f + 1);
        for (int s = 0; s < 4; ++s)
            sum += compact::zobristValue(10000 + static_cast<std::uint64_t>(s) * 16 + p.home[s]);
        sum += compact::mix64(p.rngKey + p.redeals);
        return compact::mix64(sum);
    }
};

bool positionOf(const LaBelleLucieState& state, Position& p)
{
    const auto& piles = state.piles();
    for (int f = 0; f < LaBelleLucieState::kFoundations; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(LaBelleLucieState::kFirstFoundation + f)];
        if (!pile.empty())
            p.home[static_cast<std::size_t>(pile.top().card.suit)] = pile.top().card.rank;
    }
    for (int f = 0; f < kFans; ++f) {
        const Pile& pile = piles[static_cast<std::size_t>(LaBelleLucieState::kFirstFan + f)];
        if (pile.size() > kFanCapacity)
            return false;
        for (const PlacedCard& placed : pile.cards)
            p.fan[f][p.length[f]++] = compact::codeOf(placed.card);
    }
    p.redeals = static_cast<std::uint8_t>(std::max(state.redealsLeft(), 0));
    p.rng = state.rng();
    p.rngKey = rngKeyOf(p.rng);
    return true;
}

} // namespace

SolveResult solveLaBelleLucie(const PatienceState& start, const SolveLimits& limits)
{
    compact::Plan plan;
    plan.firstBudget = 20000;
    plan.bestFirstBudget = 1000000;
    return compact::solve<Rules, LaBelleLucieState>(
        start, limits, plan, positionOf,
        [](const PatienceState& now, const Move& m) {
            if (m.from == kRedeal)
                return Action {PatienceState::Redeal, 0, 0, 0, {}};
            const int from = LaBelleLucieState::kFirstFan + m.from;
            if (m.to == kHome)
                return *now.foundationMove(from);
            return PatienceState::move(from, LaBelleLucieState::kFirstFan + m.to);
        },
        compact::kTooLarge);
}

} // namespace ct
