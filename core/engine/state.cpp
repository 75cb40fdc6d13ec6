#include "engine/state.h"

#include "engine/game.h"
#include "util/json.h"

namespace ct {

Observation State::observe(Seat seat) const
{
    Observation view;
    view.seat = seat;
    view.currentPlayer = currentPlayer();
    view.zones = zones();
    view.scores = scores();
    for (Zone& zone : view.zones) {
        // A player looks at the hand he holds: its faces are up to him, so a
        // table drawn from his view shows them. (Packs nobody looks at, such
        // as Beggar My Neighbor's, are not hands.)
        const bool ownHand = zone.kind == ZoneKind::Hand && zone.owner == seat;
        for (PlacedCard& placed : zone.cards) {
            if (ownHand) {
                placed.faceUp = true;
            } else if (!placed.faceUp && zone.owner != seat) {
                placed.card = Card{};
                placed.known = false;
            }
        }
    }
    return view;
}

void State::writeJsonExtras(JsonWriter&) const {}

TableSeats State::tableSeats() const
{
    TableSeats seats;
    for (Seat seat = 0; seat < playerCount(); ++seat)
        seats.sideOfSeat.push_back(seat);
    return seats;
}

std::optional<Action> State::actionForCard(const std::string&, Card card) const
{
    auto action = parseAction(cardText(card));
    if (!action)
        return std::nullopt;
    return *action;
}

std::unique_ptr<State> State::resample(Seat, Rng&) const
{
    return nullptr;
}

std::vector<Card> State::allCards() const
{
    std::vector<Card> cards;
    for (const Zone& zone : zones())
        for (const PlacedCard& placed : zone.cards)
            cards.push_back(placed.card);
    return cards;
}

Verdict State::play(const Action& action)
{
    Verdict verdict = check(action);
    if (verdict.legal())
        apply(action);
    return verdict;
}

Verdict State::play(std::string_view text)
{
    auto action = parseAction(text);
    if (!action)
        return Verdict::refuse(Reason::NotUnderstood);
    return play(*action);
}

std::string State::actionsText(const std::vector<Action>& actions) const
{
    std::string out;
    for (const Action& action : actions) {
        if (!out.empty())
            out += ", ";
        out += actionText(action);
    }
    return out;
}

namespace {

const char* resultText(Result result)
{
    switch (result) {
    case Result::InProgress: return "in-progress";
    case Result::Won: return "won";
    case Result::Lost: return "lost";
    case Result::Draw: return "draw";
    }
    return "?";
}

const char* zoneKindText(ZoneKind kind)
{
    switch (kind) {
    case ZoneKind::Stock: return "stock";
    case ZoneKind::Waste: return "waste";
    case ZoneKind::Foundation: return "foundation";
    case ZoneKind::Tableau: return "tableau";
    case ZoneKind::Reserve: return "reserve";
    case ZoneKind::Hand: return "hand";
    case ZoneKind::Trick: return "trick";
    case ZoneKind::Discard: return "discard";
    case ZoneKind::Other: return "other";
    }
    return "other";
}

} // namespace

std::string stateJson(const State& state)
{
    JsonWriter json;
    const Outcome outcome = state.outcome();
    json.beginObject();
    json.key("game").value(state.game().id());
    json.key("players").value(state.playerCount());
    json.key("currentPlayer");
    if (state.currentPlayer() == kNoSeat)
        json.null();
    else
        json.value(state.currentPlayer());
    json.key("terminal").value(state.isTerminal());
    json.key("result").value(resultText(outcome.result));
    if (!outcome.why.empty())
        json.key("why").value(outcome.why);
    json.key("places").intArray(outcome.places);
    json.key("scores").intArray(state.scores());
    json.key("zones").beginArray();
    for (const Zone& zone : state.zones()) {
        json.beginObject();
        json.key("id").value(zone.id);
        json.key("kind").value(zoneKindText(zone.kind));
        if (zone.owner != kNoSeat)
            json.key("owner").value(zone.owner);
        // Face-down cards are written as null: replay output shows what a
        // player at the table would see.
        json.key("cards").beginArray();
        for (const PlacedCard& placed : zone.cards) {
            if (placed.faceUp)
                json.value(cardText(placed.card, PackSuffix::Never));
            else
                json.null();
        }
        json.endArray();
        json.key("count").value(static_cast<int>(zone.cards.size()));
        json.endObject();
    }
    json.endArray();
    state.writeJsonExtras(json);
    json.endObject();
    return json.text();
}

std::string State::accountsError() const
{
    const ScoreSheet* sheet = scoreSheet();
    if (!sheet)
        return {};
    const std::size_t sides = sheet->sides.size();
    for (std::size_t i = 0; i < sheet->rows.size(); ++i) {
        const ScoreRow& row = sheet->rows[i];
        const std::string where = "score sheet row " + std::to_string(i + 1) + ": ";
        if (row.points.size() != sides || row.totals.size() != sides)
            return where + "not one entry per side";
        if (i == 0)
            continue; // the totals before the first row are the game's own start
        const ScoreRow& before = sheet->rows[i - 1];
        for (std::size_t side = 0; side < sides; ++side)
            if (before.totals[side] + row.points[side] != row.totals[side])
                return where + "side " + sheet->sides[side] + " had " + std::to_string(before.totals[side]) +
                       ", scored " + std::to_string(row.points[side]) + ", but has " +
                       std::to_string(row.totals[side]);
    }
    return {};
}

} // namespace ct
