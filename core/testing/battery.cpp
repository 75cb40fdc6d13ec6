#include "testing/battery.h"

#include <algorithm>
#include <map>

#include "cards/rng.h"
#include "engine/record.h"
#include "engine/session.h"

namespace ct::testing {

namespace {

std::string where(const BatteryConfig& config, std::uint32_t seed, int step)
{
    return config.gameId + " seed " + std::to_string(seed) + " step " + std::to_string(step) + ": ";
}

std::string playOne(const BatteryConfig& config, const Game& game, std::uint32_t seed, BatteryStats* stats)
{
    GameSetup setup;
    setup.players = config.players;
    setup.options = config.options;
    setup.seed = seed;
    auto session = GameSession::start(game, setup);
    if (!session)
        return config.gameId + ": cannot start: " + session.error().text();
    CardCensus census(game.deck(*game.resolveOptions(config.options), session->state().playerCount()));
    Rng choose(seed * 7919u + 17u);
    std::vector<std::string> fingerprints{session->state().fingerprint()};

    for (int step = 0; step <= config.maxSteps; ++step) {
        const State& state = session->state();
        auto at = [&] { return where(config, seed, step); }; // built only for a report
        if (auto error = census.check(state); !error.empty())
            return at() + error;
        if (auto error = state.accountsError(); !error.empty())
            return at() + error;
        const auto actions = state.legalActions();
        if (state.isTerminal()) {
            if (!actions.empty())
                return at() + "legal actions remain after the end";
            if (state.currentPlayer() != kNoSeat)
                return at() + "a player is to act after the end";
            if (state.outcome().result == Result::InProgress)
                return at() + "terminal but the outcome says in progress";
            break;
        }
        if (actions.empty())
            return at() + "no legal action before the end";
        if (state.outcome().result != Result::InProgress)
            return at() + "an outcome before the end";
        if (config.light) {
            session->play(actions[choose.below(static_cast<std::uint32_t>(actions.size()))]);
            if (stats)
                ++stats->steps;
            continue;
        }
        if (!std::is_sorted(actions.begin(), actions.end()))
            return at() + "legal actions are not sorted";
        for (const Action& action : actions) {
            if (!state.check(action).legal())
                return at() + "legal action '" + state.actionText(action) + "' refused by check(): " +
                       describe(state.check(action));
            auto parsed = state.parseAction(state.actionText(action));
            if (!parsed)
                return at() + "action text '" + state.actionText(action) + "' does not parse: " +
                       parsed.error().message;
            if (!(*parsed == action))
                return at() + "action text '" + state.actionText(action) + "' parses to another action";
        }

        const Action action = actions[choose.below(static_cast<std::uint32_t>(actions.size()))];
        // Clones are exact and independent of the original.
        auto copy = state.clone();
        if (copy->fingerprint() != state.fingerprint())
            return at() + "clone differs from the original";
        const std::string before = state.fingerprint();
        copy->apply(action);
        if (state.fingerprint() != before)
            return at() + "applying to a clone changed the original";

        session->play(action);
        if (stats)
            ++stats->steps;
        if (session->state().fingerprint() != copy->fingerprint())
            return at() + "the same action on a clone gave another state";
        fingerprints.push_back(session->state().fingerprint());

        // Now and then, undo a few steps, check, and redo them.
        if (step % 17 == 5) {
            const int back = 1 + static_cast<int>(choose.below(3));
            int done = 0;
            for (; done < back && session->canUndo(); ++done)
                session->undo();
            const std::size_t index = fingerprints.size() - 1 - static_cast<std::size_t>(done);
            if (session->state().fingerprint() != fingerprints[index])
                return at() + "undo did not restore the earlier state";
            for (int i = 0; i < done; ++i)
                session->redo();
            if (session->state().fingerprint() != fingerprints.back())
                return at() + "redo did not restore the later state";
        }
    }

    // The record round-trips through text and replays to the same state.
    const std::string text = formatRecord(session->record());
    auto record = parseRecord(text);
    if (!record)
        return config.gameId + " seed " + std::to_string(seed) + ": record does not parse: " +
               record.error().text() + "\n" + text.substr(0, 400);
    auto replayed = replayRecord(*record);
    if (!replayed)
        return config.gameId + " seed " + std::to_string(seed) + ": record does not replay: " +
               replayed.error().text();
    if ((*replayed)->fingerprint() != session->state().fingerprint())
        return config.gameId + " seed " + std::to_string(seed) + ": replayed record differs";
    if (formatRecord(*record) != text)
        return config.gameId + " seed " + std::to_string(seed) + ": record text is not stable";
    return {};
}

} // namespace

CardCensus::CardCensus(const std::vector<Card>& deck) : deck_(deck), counts_(kKeys, 0)
{
    for (const Card& card : deck)
        exact_ = exact_ && fits(card);
    if (exact_)
        for (const Card& card : deck)
            ++counts_[key(card)];
}

bool CardCensus::fits(Card card)
{
    return static_cast<int>(card.suit) < 16 && card.rank < 32 && card.pack < 16;
}

std::size_t CardCensus::key(Card card)
{
    return (static_cast<std::size_t>(card.suit) << 9) | (std::size_t{card.rank} << 4) | card.pack;
}

std::string CardCensus::check(const State& state)
{
    const std::vector<Card> held = state.allCards();
    if (!exact_ || held.size() != deck_.size())
        return difference(held);
    // As many cards as the deck, each counted off a kind still owed: then
    // every kind is owed nothing, and these are the same cards exactly.
    std::size_t taken = 0;
    bool same = true;
    for (; taken < held.size(); ++taken) {
        const Card& card = held[taken];
        if (!fits(card) || counts_[key(card)] == 0) {
            same = false;
            break;
        }
        --counts_[key(card)];
    }
    for (std::size_t i = 0; i < taken; ++i)
        ++counts_[key(held[i])];
    return same ? std::string{} : difference(held);
}

std::string CardCensus::difference(const std::vector<Card>& held) const
{
    std::map<Card, int> delta;
    for (const Card& c : held)
        ++delta[c];
    for (const Card& c : deck_)
        --delta[c];
    std::string out;
    for (const auto& [card, d] : delta)
        if (d != 0)
            out += " " + cardText(card, PackSuffix::Always) + (d > 0 ? " extra" : " missing");
    return out.empty() ? std::string{} : "cards not conserved:" + out;
}

std::string runBattery(const BatteryConfig& config, BatteryStats* stats)
{
    const Game* game = findGame(config.gameId);
    if (!game)
        return "unknown game " + config.gameId;
    for (int i = 0; i < config.games; ++i) {
        const auto seed = static_cast<std::uint32_t>(config.firstSeed + i);
        if (auto error = playOne(config, *game, seed, stats); !error.empty())
            return error;
        if (stats)
            ++stats->games;
    }
    return {};
}

std::string checkLayout(const TableLayout& layout, const std::vector<Zone>& zones)
{
    struct Box {
        std::string id;
        double left, top, right, bottom;
    };
    constexpr double kSlack = 1e-9; // touching edges are fine, overlapping is not
    constexpr double kCaptionHeight = 0.25;
    std::vector<Box> boxes;
    std::map<std::string, int> seen;
    for (const ZoneLayout& zone : layout.zones) {
        if (seen[zone.id]++)
            return "zone " + zone.id + " is placed twice";
        const double extent = zone.fan == Fan::None ? 0.0 : zone.fanExtent;
        Box box{zone.id, zone.x, zone.y, zone.x + 1, zone.y + 1};
        switch (zone.fan) {
        case Fan::Right: box.right += extent; break;
        case Fan::Left: box.left -= extent; break;
        case Fan::Down: box.bottom += extent; break;
        case Fan::Up: box.top -= extent; break;
        case Fan::None: break;
        }
        // A label written under the pile (an hour numeral) needs room of its
        // own, or the next pile would hide it; the app gives it about a fifth
        // of a card's height.
        if (zone.labelAlways && !zone.label.empty())
            box.bottom += kCaptionHeight;
        if (box.left < -kSlack || box.top < -kSlack || box.right > layout.width + kSlack ||
            box.bottom > layout.height + kSlack)
            return "zone " + zone.id + " reaches outside the table";
        boxes.push_back(box);
    }
    for (const Zone& zone : zones)
        if (!seen.count(zone.id))
            return "zone " + zone.id + " has no place in the layout";
    for (std::size_t i = 0; i < boxes.size(); ++i)
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const Box& a = boxes[i];
            const Box& b = boxes[j];
            if (a.left < b.right - kSlack && b.left < a.right - kSlack && a.top < b.bottom - kSlack &&
                b.top < a.bottom - kSlack)
                return "zones " + a.id + " and " + b.id + " overlap";
        }
    return {};
}

} // namespace ct::testing
