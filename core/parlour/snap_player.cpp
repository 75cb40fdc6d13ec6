#include "parlour/snap_player.h"

#include <algorithm>

#include "cards/rng.h"
#include "parlour/snap.h"

namespace ct {

SnapReflexes snapReflexesFor(Level level)
{
    switch (level) {
    case Level::Random: return SnapReflexes::easy();
    case Level::Basic: return SnapReflexes::normal();
    case Level::Strong: return SnapReflexes::hard();
    }
    return SnapReflexes::normal();
}

std::optional<SnapCry> computerCry(const SnapState& state, Seat seat, const SnapReflexes& reflexes, Rng& rng,
                                   int windowMs)
{
    const Seat turner = state.lastTurner();
    if (state.isTerminal() || turner == kNoSeat || state.isOut(seat))
        return std::nullopt;
    // The tops of the piles, as the seat sees them.
    const Observation view = state.observe(seat);
    std::vector<std::optional<Card>> tops(static_cast<std::size_t>(state.playerCount()));
    for (const Zone& zone : view.zones)
        if (zone.kind == ZoneKind::Waste && !zone.cards.empty() && zone.cards.back().known)
            tops[static_cast<std::size_t>(zone.owner)] = zone.cards.back().card;
    const auto& turned = tops[static_cast<std::size_t>(turner)];
    if (!turned)
        return std::nullopt; // the piles were already won
    std::vector<Seat> matching; // clockwise from the turner's left
    for (int step = 1; step < state.playerCount(); ++step) {
        const Seat other = (turner + step) % state.playerCount();
        const auto& top = tops[static_cast<std::size_t>(other)];
        if (top && top->rank == turned->rank)
            matching.push_back(other);
    }
    const bool owner = std::find(matching.begin(), matching.end(), seat) != matching.end();
    const bool eligible = seat == turner ? !matching.empty() : owner;
    if (!eligible)
        return std::nullopt;

    const int maxDelay = std::max(0, std::min(reflexes.maxDelayMs, windowMs - 1));
    const int minDelay = std::min(reflexes.minDelayMs, maxDelay);
    SnapCry cry;
    cry.seat = seat;
    cry.delayMs = minDelay + static_cast<int>(rng.below(static_cast<std::uint32_t>(maxDelay - minDelay + 1)));
    if (rng.unit() < reflexes.missChance)
        return std::nullopt;
    if (!state.animalSnap()) {
        cry.action = SnapState::callSnap(seat);
        return cry;
    }
    cry.delayMs += reflexes.namingDelayMs;
    const Seat rightName = seat == turner ? matching.front() : turner;
    const bool slip = rng.unit() < reflexes.wrongNameChance;
    // The classic slip: crying one's own animal.
    cry.action = SnapState::callAnimal(seat, slip ? seat : rightName);
    return cry;
}

int computerTurnDelayMs(Rng& rng)
{
    return static_cast<int>(rng.below(kSnapTurnJitterMs + 1));
}

void orderCries(std::vector<SnapCry>& cries, Rng& rng)
{
    // A random draw for every cry settles exact ties; otherwise time decides.
    std::vector<std::pair<std::uint64_t, SnapCry>> keyed;
    for (const SnapCry& cry : cries)
        keyed.emplace_back(rng.next(), cry);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        return a.second.delayMs != b.second.delayMs ? a.second.delayMs < b.second.delayMs : a.first < b.first;
    });
    for (std::size_t i = 0; i < cries.size(); ++i)
        cries[i] = keyed[i].second;
}

std::vector<SnapCry> playSnapWindow(SnapState& state, const std::vector<Seat>& computers,
                                    const SnapReflexes& reflexes, Rng& rng, std::vector<SnapCry> others,
                                    int windowMs)
{
    std::vector<SnapCry> cries = std::move(others);
    for (Seat seat : computers)
        if (auto cry = computerCry(state, seat, reflexes, rng, windowMs))
            cries.push_back(*cry);
    orderCries(cries, rng);
    std::vector<SnapCry> applied;
    for (const SnapCry& cry : cries) {
        if (cry.delayMs >= windowMs || state.isTerminal())
            continue; // the next card was turned first
        if (state.play(cry.action).legal())
            applied.push_back(cry);
    }
    return applied;
}

Action SnapPlayer::choose(const State& state, Rng&, const Budget&)
{
    return SnapState::turn(state.currentPlayer());
}

std::optional<SnapCry> SnapPlayer::cry(const SnapState& state, Seat seat, Rng& rng) const
{
    return computerCry(state, seat, reflexes_, rng);
}

std::unique_ptr<Player> makeSnapPlayer(Level level)
{
    return std::make_unique<SnapPlayer>(snapReflexesFor(level));
}

} // namespace ct
