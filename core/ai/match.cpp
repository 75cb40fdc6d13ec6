#include "ai/match.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "ai/trick_search.h"
#include "tricks/trick_state.h"

namespace ct {

namespace {

// "strong:auction=80:margin=0:edge=0.05" (or "cheat:..."): the strong
// player (or the cheat) with some of its search options changed, for
// experiments; nullopt if not of that form.
std::optional<TrickSearchOptions> tunedOptions(const std::string& playerId)
{
    const std::string prefix = playerId.rfind("cheat:", 0) == 0 ? "cheat:" : "strong:";
    if (playerId.rfind(prefix, 0) != 0)
        return std::nullopt;
    TrickSearchOptions options;
    std::size_t from = prefix.size();
    while (from <= playerId.size()) {
        const std::size_t end = std::min(playerId.find(':', from), playerId.size());
        const std::string part = playerId.substr(from, end - from);
        const std::size_t equals = part.find('=');
        if (equals == std::string::npos)
            return std::nullopt;
        const std::string key = part.substr(0, equals);
        const std::string text = part.substr(equals + 1);
        char* stop = nullptr;
        const double value = std::strtod(text.c_str(), &stop);
        if (text.empty() || *stop != '\0' || value < 0)
            return std::nullopt;
        if (key == "auction" && value >= 1)
            options.auctionPlayoutsPerIteration = static_cast<int>(value);
        else if (key == "margin")
            options.decisiveMargin = value;
        else if (key == "edge" && value <= 1)
            options.playEdge = value;
        else if (key == "greed" && value <= 1)
            options.playoutGreed = value;
        else if (key == "pimc" && value <= 10000)
            options.determinizations = static_cast<int>(value);
        else
            return std::nullopt;
        from = end + 1;
    }
    return options;
}

} // namespace

std::unique_ptr<Player> makeMatchPlayer(const std::string& gameId, const std::string& playerId)
{
    if (playerId == "random")
        return makeRandomPlayer();
    if (playerId == "basic")
        return makePlayer(gameId, Level::Basic);
    if (playerId == "strong")
        return makePlayer(gameId, Level::Strong);
    if (playerId == "cheat")
        return makeCheatingPlayer(gameId);
    if (playerId == "strong-infer") {
        TrickSearchOptions options;
        options.inferFromAuction = true;
        return makeTrickSearchPlayer(gameId, options);
    }
    if (auto options = tunedOptions(playerId))
        return makeTrickSearchPlayer(gameId, *options, playerId.rfind("cheat:", 0) == 0);
    return nullptr;
}

bool isMatchPlayerId(const std::string& playerId)
{
    return playerId == "random" || playerId == "basic" || playerId == "strong" || playerId == "cheat" ||
           playerId == "strong-infer" || tunedOptions(playerId).has_value();
}

int GameUnit::dealCount() const
{
    std::size_t most = 0;
    for (const GamePlay& play : plays)
        most = std::max(most, play.deals.size());
    return static_cast<int>(most);
}

GamePlay playMatchGame(const MatchSettings& settings, std::uint32_t seed, int rotation)
{
    const std::size_t entries = settings.players.size();
    GamePlay play;
    play.rotation = rotation;
    play.won.assign(entries, false);
    play.decisionMs.resize(entries);

    GameSetup setup;
    setup.players = settings.seats;
    setup.options = settings.options;
    setup.seed = seed;
    auto started = settings.game->start(setup);
    if (!started)
        return play;
    std::unique_ptr<State> state = std::move(*started);
    const auto* tricks = dynamic_cast<const TrickState*>(state.get());
    // Other games are measured by their score sheet: one row per deal.
    if (!tricks && !state->scoreSheet())
        return play;

    // One player object per seat: searching players may keep per-decision
    // notes (their bidding estimate) that belong to one seat.
    std::vector<std::size_t> entryOfSeat;
    std::vector<std::unique_ptr<Player>> seatPlayers;
    for (int seat = 0; seat < settings.seats; ++seat) {
        const std::size_t entry = (static_cast<std::size_t>(seat) + static_cast<std::size_t>(rotation)) % entries;
        entryOfSeat.push_back(entry);
        seatPlayers.push_back(makeMatchPlayer(settings.game->id(), settings.players[entry]));
    }
    // Decisions draw from one stream per game, so a game replays exactly
    // when the budget is a fixed amount of work.
    Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(rotation));
    std::vector<std::optional<double>> lastEstimate(static_cast<std::size_t>(settings.seats));

    using Clock = std::chrono::steady_clock;
    std::size_t roundsSeen = 0;
    auto roundsPlayed = [&] {
        return tricks ? tricks->rounds().size() : state->scoreSheet()->rows.size();
    };
    // A deal's points per entry: the mean over the entry's seats of the
    // points of each seat's side.
    auto dealResult = [&](auto sideOf, const std::vector<int>& points) {
        DealResult deal;
        deal.points.assign(entries, 0.0);
        std::vector<int> seatsOf(entries, 0);
        for (int other = 0; other < settings.seats; ++other) {
            const std::size_t entry = entryOfSeat[static_cast<std::size_t>(other)];
            const int side = sideOf(other);
            if (side < 0 || side >= static_cast<int>(points.size()))
                continue;
            deal.points[entry] += points[static_cast<std::size_t>(side)];
            ++seatsOf[entry];
        }
        for (std::size_t entry = 0; entry < entries; ++entry)
            if (seatsOf[entry] > 0)
                deal.points[entry] /= seatsOf[entry];
        return deal;
    };
    // Score-sheet games: each seat's side on the sheet, whose sides are
    // seats ("0") or teams ("0+2").
    std::vector<int> sheetSide(static_cast<std::size_t>(settings.seats), -1);
    if (!tricks) {
        const std::vector<std::string>& sides = state->scoreSheet()->sides;
        for (std::size_t side = 0; side < sides.size(); ++side)
            for (std::size_t from = 0; from <= sides[side].size();) {
                const std::size_t plus = std::min(sides[side].find('+', from), sides[side].size());
                const int seat = std::atoi(sides[side].substr(from, plus - from).c_str());
                if (seat >= 0 && seat < settings.seats)
                    sheetSide[static_cast<std::size_t>(seat)] = static_cast<int>(side);
                from = plus + 1;
            }
    }
    while (!state->isTerminal() && static_cast<int>(roundsPlayed()) < settings.maxRoundsPerGame) {
        const Seat seat = state->currentPlayer();
        const auto seatIndex = static_cast<std::size_t>(seat);
        Player& player = *seatPlayers[seatIndex];
        const bool choice = state->legalActions().size() > 1;
        const auto start = Clock::now();
        const Action action = player.choose(*state, rng, settings.budget);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (choice)
            play.decisionMs[entryOfSeat[seatIndex]].push_back(ms);
        if (tricks && action.kind == TrickState::Bid)
            lastEstimate[seatIndex] = player.bidConfidence();
        state->apply(action);
        while (!tricks && roundsSeen < roundsPlayed()) {
            // A side already out of a low-wins game (Quatorze: 201 reached)
            // plays no more deals and is left out of them.
            const ScoreSheet& sheet = *state->scoreSheet();
            const std::vector<int> before = roundsSeen == 0 ? std::vector<int>() : sheet.rows[roundsSeen - 1].totals;
            auto activeSide = [&](int other) {
                const int side = sheetSide[static_cast<std::size_t>(other)];
                const bool out = sheet.lowWins && sheet.target > 0 && side >= 0 &&
                                 side < static_cast<int>(before.size()) &&
                                 before[static_cast<std::size_t>(side)] >= sheet.target;
                return out ? -1 : side;
            };
            play.deals.push_back(dealResult(activeSide, sheet.rows[roundsSeen++].points));
        }
        while (tricks && roundsSeen < tricks->rounds().size()) {
            const RoundSummary& round = tricks->rounds()[roundsSeen++];
            play.deals.push_back(dealResult([&](int other) { return tricks->sideOf(other); }, round.points));
            if (round.declarer != kNoSeat && !round.thrownIn) {
                const auto declarer = static_cast<std::size_t>(round.declarer);
                if (lastEstimate[declarer])
                    play.calibration.emplace_back(*lastEstimate[declarer], round.made);
            }
            std::fill(lastEstimate.begin(), lastEstimate.end(), std::nullopt);
        }
    }
    if (state->isTerminal()) {
        play.finished = true;
        if (tricks) {
            const int winner = tricks->winningSide();
            for (int seat = 0; seat < settings.seats; ++seat)
                if (tricks->sideOf(seat) == winner)
                    play.won[entryOfSeat[static_cast<std::size_t>(seat)]] = true;
        } else {
            const Outcome outcome = state->outcome();
            for (int seat = 0; seat < settings.seats && seat < static_cast<int>(outcome.places.size()); ++seat)
                if (outcome.places[static_cast<std::size_t>(seat)] == 1)
                    play.won[entryOfSeat[static_cast<std::size_t>(seat)]] = true;
        }
    }
    return play;
}

namespace {

GameUnit playUnit(const MatchSettings& settings, std::uint32_t seed)
{
    GameUnit unit;
    unit.seed = seed;
    const int rotations = settings.duplicate ? static_cast<int>(settings.players.size()) : 1;
    for (int rotation = 0; rotation < rotations; ++rotation)
        unit.plays.push_back(playMatchGame(settings, seed, rotation));
    return unit;
}

} // namespace

std::vector<GameUnit> runMatch(const MatchSettings& settings, const std::function<void(int)>& progress)
{
    // Workers take units in seed order; results are collected in seed order
    // and stop at the first unit that brings the deal count to the goal, so
    // the outcome does not depend on the number of jobs.
    std::mutex lock;
    std::map<std::uint32_t, GameUnit> done;
    std::uint32_t nextIndex = 0;
    std::atomic<bool> enough{false};
    const int jobs = std::max(1, settings.jobs);

    auto worker = [&]() {
        for (;;) {
            std::uint32_t index;
            {
                std::lock_guard guard(lock);
                if (enough)
                    return;
                index = nextIndex++;
            }
            GameUnit unit = playUnit(settings, settings.seed + index);
            std::lock_guard guard(lock);
            // A game that cannot be played (not a trick game) would never
            // bring the count up: stop rather than loop.
            if (unit.dealCount() == 0)
                enough = true;
            done.emplace(index, std::move(unit));
            // Enough once the units in order from the first reach the goal.
            int deals = 0;
            std::uint32_t expected = 0;
            for (const auto& [at, collected] : done) {
                if (at != expected++)
                    break;
                deals += collected.dealCount();
            }
            if (deals >= settings.deals)
                enough = true;
        }
    };
    std::vector<std::thread> threads;
    for (int job = 1; job < jobs; ++job)
        threads.emplace_back(worker);
    worker();
    for (std::thread& thread : threads)
        thread.join();

    std::vector<GameUnit> units;
    int deals = 0;
    for (auto& [at, unit] : done) {
        if (deals >= settings.deals || at != units.size() || unit.dealCount() == 0)
            break;
        deals += unit.dealCount();
        units.push_back(std::move(unit));
        if (progress)
            progress(deals);
    }
    return units;
}

Interval meanInterval(const std::vector<double>& values)
{
    Interval result;
    result.count = static_cast<int>(values.size());
    if (values.empty())
        return result;
    double sum = 0;
    for (double value : values)
        sum += value;
    result.mean = sum / values.size();
    double squares = 0;
    for (double value : values)
        squares += (value - result.mean) * (value - result.mean);
    const double spread =
        values.size() > 1 ? std::sqrt(squares / (values.size() - 1) / values.size()) : 0.0;
    result.low = result.mean - 1.96 * spread;
    result.high = result.mean + 1.96 * spread;
    return result;
}

Interval shareInterval(int successes, int trials)
{
    Interval result;
    result.count = trials;
    if (trials <= 0)
        return result;
    const double z = 1.96;
    const double n = trials;
    const double p = successes / n;
    result.mean = p;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    result.low = std::max(0.0, centre - half);
    result.high = std::min(1.0, centre + half);
    return result;
}

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = std::ceil(q * values.size());
    const std::size_t index = rank < 1 ? 0 : static_cast<std::size_t>(rank) - 1;
    return values[std::min(index, values.size() - 1)];
}

std::vector<double> dealDifferences(const std::vector<GameUnit>& units, std::size_t entry)
{
    std::vector<double> observations;
    for (const GameUnit& unit : units) {
        const int deals = unit.dealCount();
        for (int deal = 0; deal < deals; ++deal) {
            double sum = 0;
            int plays = 0;
            for (const GamePlay& play : unit.plays) {
                if (deal >= static_cast<int>(play.deals.size()))
                    continue;
                const std::vector<double>& points = play.deals[static_cast<std::size_t>(deal)].points;
                double others = 0;
                for (std::size_t other = 0; other < points.size(); ++other)
                    if (other != entry)
                        others += points[other];
                others /= std::max<std::size_t>(1, points.size() - 1);
                sum += points[entry] - others;
                ++plays;
            }
            observations.push_back(sum / plays);
        }
    }
    return observations;
}

} // namespace ct
