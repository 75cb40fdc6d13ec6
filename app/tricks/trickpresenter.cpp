#include "tricks/trickpresenter.h"

#include <QCoreApplication>

#include <algorithm>

#include "gamecontroller.h"
#include "gametexts.h"
#include "table/speeds.h"
#include "tricks/high14.h"
#include "tricks/trick_state.h"

namespace {

QString keyOf(ct::Card card)
{
    return QString::fromStdString(ct::cardText(card, ct::PackSuffix::Always));
}

ct::Zone* findZone(std::vector<ct::Zone>& zones, const std::string& id)
{
    for (ct::Zone& zone : zones)
        if (zone.id == id)
            return &zone;
    return nullptr;
}

std::string handZone(const ct::TrickState& state, int hand)
{
    return hand < state.playerCount() ? "hand" + std::to_string(hand) : std::string("dummy");
}

std::string takenZone(const ct::TrickState& state, int hand)
{
    return hand < state.playerCount() ? "taken" + std::to_string(state.sideOf(hand))
                                      : std::string("taken-dummy");
}

// Takes `card` out of a hand as seat 0 sees it: the card itself where it is
// known, else a hidden card (the Dummy's top card, the last of a fan).
void takeFromHand(ct::Zone& zone, ct::Card card)
{
    auto known = std::find_if(zone.cards.begin(), zone.cards.end(),
        [&](const ct::PlacedCard& placed) { return placed.known && placed.card == card; });
    if (known != zone.cards.end()) {
        zone.cards.erase(known);
        return;
    }
    for (auto it = zone.cards.rbegin(); it != zone.cards.rend(); ++it)
        if (!it->known) {
            zone.cards.erase(std::next(it).base());
            return;
        }
}

const ct::TrickState* tricksOf(const ct::State* state)
{
    return dynamic_cast<const ct::TrickState*>(state);
}

QString seatOrDummy(const TablePresenter& presenter, const ct::TrickState& state, int hand)
{
    return hand < state.playerCount() ? presenter.seatName(hand, state.playerCount())
                                      : TrickPresenter::tr("the Dummy");
}

QString sideText(const TablePresenter& presenter, const ct::TrickState& state, int side)
{
    QStringList names;
    for (int seat = 0; seat < state.playerCount(); ++seat)
        if (state.sideOf(seat) == side)
            names << presenter.seatName(seat, state.playerCount());
    return names.join(TrickPresenter::tr(" & "));
}

} // namespace

void TrickPresenter::install()
{
    TablePresenter::registerFamily(
        ct::Family::TrickTaking, [] { return std::make_unique<TrickPresenter>(); });
}

TableFrame TrickPresenter::frameOf(const ct::TrickState& state)
{
    TableFrame frame = plainFrame(state);
    for (const ct::TrickPlay& play : state.currentTrick().plays)
        frame.playedBy.insert(keyOf(play.card), play.hand);
    return frame;
}

TableFrame TrickPresenter::trickFrame(const ct::TrickState& before, const ct::Trick& trick) const
{
    TableFrame frame = frameOf(before);
    ct::Zone* middle = findZone(frame.zones, "trick");
    if (!middle)
        return frame;
    for (std::size_t i = middle->cards.size(); i < trick.plays.size(); ++i) {
        const ct::TrickPlay& play = trick.plays[i];
        if (ct::Zone* hand = findZone(frame.zones, handZone(before, play.hand)))
            takeFromHand(*hand, play.card);
        middle->cards.push_back({play.card, true, true});
    }
    for (const ct::TrickPlay& play : trick.plays)
        frame.playedBy.insert(keyOf(play.card), play.hand);
    frame.pause = Speeds::kTrickPause;
    frame.note = TrickPresenter::tr("%1 takes the trick").arg(seatOrDummy(*this, before, trick.winner));
    return frame;
}

QList<TableFrame> TrickPresenter::openingFrames(const ct::TrickState& state) const
{
    QList<TableFrame> out;
    if (const auto* high14 = dynamic_cast<const ct::High14State*>(&state); high14 && !state.isTerminal()) {
        // The dealer's cut: the card shown names trump for the round.
        TableFrame cut;
        cut.state = std::shared_ptr<const ct::State>(state.clone().release());
        cut.zones.push_back({"cut", ct::ZoneKind::Other, ct::kNoSeat, {{high14->cutCard(), true, true}}});
        cut.pause = Speeds::kCutShow;
        cut.note
            = TrickPresenter::tr("%1 cuts %2: trump is %3")
                  .arg(seatName(state.dealer(), state.playerCount()), GameTexts::cardName(high14->cutCard()),
                      GameTexts::suitName(high14->cutCard().suit));
        out << cut;
    }
    TableFrame deal = frameOf(state);
    deal.deal = true;
    out << deal;
    return out;
}

QList<TableFrame> TrickPresenter::frames(const ct::State* before, const ct::State& after, bool newDeal) const
{
    const ct::TrickState* now = tricksOf(&after);
    const ct::TrickState* was = tricksOf(before);
    if (!now)
        return TablePresenter::frames(before, after, newDeal);
    if (newDeal || !was)
        return openingFrames(*now);
    QList<TableFrame> out;
    const bool roundOver = now->round() != was->round() || (now->isTerminal() && !was->isTerminal());
    if (!roundOver) {
        if (now->completedTricks().size() > was->completedTricks().size()) {
            // The trick lies complete, then goes to its winner; the cards keep
            // their faces on the way so that they fly rather than vanish.
            const ct::Trick& trick = now->completedTricks().back();
            out << trickFrame(*was, trick);
            TableFrame swept = frameOf(*now);
            if (ct::Zone* taken = findZone(swept.zones, takenZone(*now, trick.winner))) {
                std::size_t next = 0;
                for (ct::PlacedCard& placed : taken->cards)
                    if (!placed.known && next < trick.plays.size())
                        placed = {trick.plays[next++].card, false, true};
            }
            out << swept;
        } else {
            out << frameOf(*now);
        }
        return out;
    }
    const bool thrownIn = !now->rounds().empty() && now->rounds().back().thrownIn;
    if (thrownIn) {
        TableFrame passed = frameOf(*was);
        passed.note = TrickPresenter::tr("Everybody passed: the hand is thrown in.");
        passed.pause = Speeds::kThrownIn;
        out << passed;
    } else {
        const std::vector<ct::Trick>& tricks
            = now->isTerminal() ? now->completedTricks() : now->previousRoundTricks();
        if (!tricks.empty()) {
            const ct::Trick& last = tricks.back();
            TableFrame shown = trickFrame(*was, last);
            out << shown;
            // The sweep of the last trick (and of the nest, where it goes
            // with the last trick), on the round's last picture.
            TableFrame swept = shown;
            swept.note.clear();
            swept.pause = Speeds::kSweepPause;
            ct::Zone* middle = findZone(swept.zones, "trick");
            ct::Zone* taken = findZone(swept.zones, takenZone(*was, last.winner));
            if (middle && taken) {
                for (const ct::PlacedCard& placed : middle->cards)
                    taken->cards.push_back({placed.card, false, true});
                middle->cards.clear();
                ct::Zone* nest = findZone(swept.zones, was->config().nestZone);
                if (nest && was->config().nestFate == ct::NestFate::LastTrickWinner) {
                    for (ct::PlacedCard placed : nest->cards) {
                        placed.faceUp = false; // the nest goes face down onto the winner's tricks
                        taken->cards.push_back(placed);
                    }
                    nest->cards.clear();
                }
            }
            out << swept;
            // The round's summary stays until the player goes on.
            TableFrame summary = swept;
            summary.pause = 0;
            summary.hold = true;
            out << summary;
        }
    }
    if (!now->isTerminal())
        out << openingFrames(*now);
    return out;
}

QString TrickPresenter::originZone(const TableFrame& frame, const ct::Zone& zone, int index) const
{
    const ct::TrickState* state = tricksOf(frame.state.get());
    if (!state || zone.kind != ct::ZoneKind::Trick || index < 0 || index >= int(zone.cards.size()))
        return TablePresenter::originZone(frame, zone, index);
    const auto hand = frame.playedBy.find(keyOf(zone.cards[size_t(index)].card));
    if (hand == frame.playedBy.end())
        return {};
    return QString::fromStdString(handZone(*state, *hand));
}

int TrickPresenter::zoneSeat(const TableFrame& frame, const ct::Zone& zone) const
{
    const ct::TrickState* state = tricksOf(frame.state.get());
    if (state && zone.id.rfind("taken", 0) == 0 && zone.id != "taken-dummy") {
        // A side's tricks lie beside its first seat.
        const int side = std::atoi(zone.id.c_str() + 5);
        for (int seat = 0; seat < state->playerCount(); ++seat)
            if (state->sideOf(seat) == side)
                return seat;
    }
    return TablePresenter::zoneSeat(frame, zone);
}

bool TrickPresenter::placeMiddleZone(
    const TableFrame& frame, const ct::Zone& zone, SeatLayout& layout, double width, double height) const
{
    const ct::TrickState* state = tricksOf(frame.state.get());
    const double cx = width / 2 - 0.5;
    const double cy = height / 2 - 0.62;
    ct::ZoneLayout place;
    place.id = zone.id;
    place.showEmpty = false;
    if (zone.id == "dummy" || zone.id == "taken-dummy") {
        // The Dummy sits on the left, towards the dealer, its taken tricks beside it.
        const bool dealerBelow = state && state->dealer() == 0;
        place.x = zone.id == "dummy" ? 0.5 : 1.75;
        place.y = dealerBelow ? cy + 0.55 : cy - 0.85;
        if (zone.id == "dummy") {
            place.label = TrickPresenter::tr("Dummy").toStdString();
            place.labelAlways = true;
        }
    } else if (state && zone.id == state->config().nestZone) {
        place.x = cx + 2.0;
        place.y = cy;
        place.fan = ct::Fan::Right;
        place.fanExtent = 0.5;
        place.label
            = (zone.id == "widow" ? TrickPresenter::tr("Widow") : TrickPresenter::tr("Nest")).toStdString();
        place.labelAlways = !zone.cards.empty();
    } else if (zone.id == "cut") {
        place.x = cx;
        place.y = cy;
    } else {
        return false;
    }
    layout.table.zones.push_back(place);
    return true;
}

SeatPlateInfo TrickPresenter::plateInfo(
    const TableFrame& frame, int seat, const GameController& controller) const
{
    SeatPlateInfo info = TablePresenter::plateInfo(frame, seat, controller);
    const ct::TrickState* state = tricksOf(frame.state.get());
    if (!state)
        return info;
    QStringList notes;
    if (state->phase() == ct::TrickPhase::Bidding) {
        const auto& calls = state->auction().calls();
        for (auto it = calls.rbegin(); it != calls.rend(); ++it)
            if (it->seat == seat) {
                notes << (it->amount > 0 ? TrickPresenter::tr("bid %1").arg(it->amount)
                                         : TrickPresenter::tr("passed"));
                break;
            }
    } else if (state->declarer() == seat && state->contract() > 0) {
        notes << TrickPresenter::tr("contract %1").arg(state->contract());
    }
    if (state->phase() == ct::TrickPhase::Play) {
        int won = 0;
        for (const ct::Trick& trick : state->completedTricks())
            won += trick.winner == seat ? 1 : 0;
        if (won > 0)
            notes << TrickPresenter::tr("%n trick(s)", "", won);
    }
    info.note = notes.join(QStringLiteral(" \u00b7 "));
    return info;
}

QString TrickPresenter::tableNote(const TableFrame& frame) const
{
    const ct::TrickState* state = tricksOf(frame.state.get());
    if (!state || state->isTerminal())
        return {};
    QStringList parts;
    if (state->phase() == ct::TrickPhase::Bidding) {
        const ct::Auction& auction = state->auction();
        parts << (auction.highBidder() == ct::kNoSeat
                ? TrickPresenter::tr("Bidding")
                : TrickPresenter::tr("Bidding: %1 by %2")
                      .arg(auction.highBid())
                      .arg(seatName(auction.highBidder(), state->playerCount())));
    }
    if (state->declarer() != ct::kNoSeat && state->contract() > 0)
        parts << TrickPresenter::tr("Contract %1 by %2")
                     .arg(state->contract())
                     .arg(sideText(*this, *state, state->sideOf(state->declarer())));
    if (state->trump())
        parts << TrickPresenter::tr("Trump: %1").arg(GameTexts::suitName(*state->trump()));
    else if (state->phase() == ct::TrickPhase::Trump)
        parts << TrickPresenter::tr("Trump to be named");
    return parts.join(QStringLiteral("   \u00b7   "));
}
