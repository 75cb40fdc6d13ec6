// Quatorze, the checks of the state: whether an action is legal now and, if
// not, the reason the player is told.
#include <algorithm>

#include "rummy/quatorze.h"
#include "rummy/quatorze_support.h"

namespace ct {

using quatorze_support::contains;
using quatorze_support::eraseOne;
using quatorze_support::meldName;
using quatorze_support::refuse;

Verdict QuatorzeState::check(const Action& action) const
{
    if (isTerminal())
        return refuse(Reason::GameOver);
    const auto& hand = hands_[static_cast<std::size_t>(toPlay_)];
    switch (action.kind) {
    case ActDraw:
    case ActTake:
        if (action.a || action.b || action.c || !action.cards.empty())
            return refuse(Reason::NotUnderstood);
        if (phase_ == Phase::FirstDiscard)
            return refuse(Reason::OnlyDiscardNow);
        if (phase_ != Phase::Draw)
            return refuse(Reason::NotAvailableNow);
        if (action.kind == ActDraw) {
            if (stock_.empty() && discard_.size() <= 1)
                return refuse(Reason::StockEmpty);
            return Verdict::ok();
        }
        if (discard_.empty())
            return refuse(Reason::EmptyPile, {}, 0, "discard");
        {
            std::vector<Card> withTaken = hand;
            withTaken.push_back(discard_.back());
            if (!takenCardMeldable(withTaken, discard_.back(), melds_, opened(toPlay_)))
                return refuse(Reason::MustMeldTakenCard, discard_.back());
        }
        return Verdict::ok();
    case ActDiscard:
        if (action.a || action.b || action.c || action.cards.size() != 1)
            return refuse(Reason::NotUnderstood);
        if (phase_ == Phase::Draw)
            return refuse(Reason::MustDrawFirst);
        if (!contains(hand, action.cards[0]))
            return refuse(Reason::NotInHand, action.cards[0]);
        if (pendingTaken())
            return refuse(Reason::MustMeldTakenCard, *taken_);
        return Verdict::ok();
    case ActMeld:
    case ActAdd:
    case ActSwap:
        if (phase_ == Phase::FirstDiscard)
            return refuse(Reason::OnlyDiscardNow);
        if (phase_ == Phase::Draw)
            return refuse(Reason::MustDrawFirst);
        if (action.kind == ActMeld)
            return checkMeld(action);
        return action.kind == ActAdd ? checkAdd(action) : checkSwap(action);
    default: return refuse(Reason::NotUnderstood);
    }
}

Verdict QuatorzeState::checkMeld(const Action& action) const
{
    const auto groups = meldGroups(action);
    if (groups.empty() || action.b || action.c)
        return refuse(Reason::NotUnderstood);
    std::vector<Card> rest = hands_[static_cast<std::size_t>(toPlay_)];
    for (const Card& card : action.cards)
        if (!eraseOne(rest, card))
            return refuse(Reason::NotInHand, card);
    int value = 0;
    std::vector<TableMeld> table = melds_;
    for (const auto& group : groups) {
        const FormedMeld formed = formMeld(group);
        if (formed.problem == MeldProblem::TwoJokers)
            return refuse(Reason::OneJokerPerMeld);
        if (!formed.meld)
            return refuse(Reason::NotAMeld, group.front());
        value += meldValue(*formed.meld);
        table.push_back({toPlay_, *formed.meld});
    }
    if (rest.empty())
        return refuse(Reason::CannotMeldLastCard);
    if (!opened(toPlay_) && value < kOpeningTarget)
        return refuse(Reason::OpeningUnder51, {}, value);
    if (pendingTaken() && !contains(action.cards, *taken_)) {
        if (!opened(toPlay_) || !takenCardMeldable(rest, *taken_, table, true))
            return refuse(Reason::MustMeldTakenCard, *taken_);
    }
    return Verdict::ok();
}

QuatorzeState::MeldTally QuatorzeState::tallyMelds(const std::vector<std::vector<Card>>& groups) const
{
    MeldTally tally;
    if (toPlay_ == kNoSeat || phase_ == Phase::GameOver) {
        tally.verdict = refuse(Reason::GameOver);
        return tally;
    }
    std::vector<Card> rest = hands_[static_cast<std::size_t>(toPlay_)];
    for (const auto& group : groups) {
        for (const Card& card : group)
            if (!eraseOne(rest, card)) {
                tally.verdict = refuse(Reason::NotInHand, card);
                return tally;
            }
        const FormedMeld formed = formMeld(group);
        if (formed.problem == MeldProblem::TwoJokers) {
            tally.verdict = refuse(Reason::OneJokerPerMeld);
            return tally;
        }
        if (!formed.meld) {
            tally.verdict = refuse(Reason::NotAMeld, group.empty() ? Card {} : group.front());
            return tally;
        }
        tally.value += meldValue(*formed.meld);
    }
    return tally;
}

Verdict QuatorzeState::checkAdd(const Action& action) const
{
    if (action.cards.size() != 1 || action.b < 0 || action.b > 1 || action.c)
        return refuse(Reason::NotUnderstood);
    if (!opened(toPlay_))
        return refuse(Reason::MustOpenFirst);
    if (action.a < 0 || action.a >= static_cast<int>(melds_.size()))
        return refuse(Reason::NoSuchPile, {}, 0, meldName(action.a));
    const Card card = action.cards[0];
    const auto& hand = hands_[static_cast<std::size_t>(toPlay_)];
    if (!contains(hand, card))
        return refuse(Reason::NotInHand, card);
    if (hand.size() < 2)
        return refuse(Reason::CannotMeldLastCard);
    const Meld& target = melds_[static_cast<std::size_t>(action.a)].meld;
    const auto grown = layOff(target, card, action.b ? MeldEnd::Low : MeldEnd::High);
    if (!grown) {
        if (card.isJoker() && target.hasJoker())
            return refuse(Reason::OneJokerPerMeld);
        return refuse(Reason::DoesNotFitMeld, card, 0, meldName(action.a));
    }
    if (pendingTaken() && card != *taken_) {
        std::vector<Card> rest = hand;
        eraseOne(rest, card);
        std::vector<TableMeld> table = melds_;
        table[static_cast<std::size_t>(action.a)].meld = *grown;
        if (!takenCardMeldable(rest, *taken_, table, true))
            return refuse(Reason::MustMeldTakenCard, *taken_);
    }
    return Verdict::ok();
}

Verdict QuatorzeState::checkSwap(const Action& action) const
{
    if (action.cards.size() != 1 || action.b || action.c)
        return refuse(Reason::NotUnderstood);
    if (!jokerSwap_)
        return refuse(Reason::SwapNotAllowed);
    if (!opened(toPlay_))
        return refuse(Reason::MustOpenFirst);
    if (action.a < 0 || action.a >= static_cast<int>(melds_.size()))
        return refuse(Reason::NoSuchPile, {}, 0, meldName(action.a));
    const Card natural = action.cards[0];
    const auto& hand = hands_[static_cast<std::size_t>(toPlay_)];
    if (!contains(hand, natural))
        return refuse(Reason::NotInHand, natural);
    const Meld& target = melds_[static_cast<std::size_t>(action.a)].meld;
    if (!target.hasJoker())
        return refuse(Reason::NotTheJokersCard, natural, 0, meldName(action.a));
    const auto swapped = swapJoker(target, natural);
    if (!swapped)
        return refuse(Reason::NotTheJokersCard, natural, 1, meldName(action.a));
    if (pendingTaken() && natural != *taken_) {
        std::vector<Card> rest = hand;
        eraseOne(rest, natural);
        rest.push_back(*std::find_if(
            target.cards.begin(), target.cards.end(), [](const Card& c) { return c.isJoker(); }));
        std::vector<TableMeld> table = melds_;
        table[static_cast<std::size_t>(action.a)].meld = *swapped;
        if (!takenCardMeldable(rest, *taken_, table, true))
            return refuse(Reason::MustMeldTakenCard, *taken_);
    }
    return Verdict::ok();
}

bool QuatorzeState::takenCardMeldable(
    const std::vector<Card>& hand, Card taken, const std::vector<TableMeld>& table, bool open) const
{
    const int size = static_cast<int>(hand.size());
    auto holdsTaken = [&](const Meld& m) {
        return std::any_of(
            m.cards.begin(), m.cards.end(), [&](const Card& c) { return interchangeable(c, taken); });
    };
    for (const Meld& m : possibleMelds(hand)) {
        if (!holdsTaken(m) || m.size() > size - 1)
            continue;
        if (open)
            return true;
        // Before opening: this meld plus others from the rest worth 51 together.
        std::vector<Card> rest = hand;
        eraseOne(rest, taken);
        for (const Card& c : m.cards)
            if (!interchangeable(c, taken))
                eraseOne(rest, c);
        const int need = kOpeningTarget - meldValue(m);
        if (need <= 0 || meldProfile(rest).fewestCards(need, size - 1 - m.size()) >= 0)
            return true;
    }
    if (!open || size < 2)
        return false;
    // Laid off, perhaps after cards of the hand that extend the same run.
    for (const TableMeld& entry : table) {
        for (MeldEnd end : {MeldEnd::High, MeldEnd::Low}) {
            Meld current = entry.meld;
            std::vector<Card> rest = hand;
            for (int used = 0; used + 1 <= size - 1; ++used) {
                if (layOff(current, taken, end))
                    return true;
                auto fits = std::find_if(rest.begin(), rest.end(),
                    [&](const Card& c) { return c != taken && !c.isJoker() && layOff(current, c, end); });
                if (fits == rest.end())
                    fits = std::find_if(rest.begin(), rest.end(),
                        [&](const Card& c) { return c != taken && layOff(current, c, end); });
                if (fits == rest.end() || current.kind == MeldKind::Set)
                    break;
                current = *layOff(current, *fits, end);
                rest.erase(fits);
            }
        }
    }
    return false;
}

} // namespace ct
