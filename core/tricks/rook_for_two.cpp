#include "tricks/rook_for_two.h"

#include "cards/deck.h"
#include "util/json.h"

namespace ct {

namespace {

const RookForTwoGame kRookForTwo;

TrickConfig rookForTwoConfig(const Options& options)
{
    TrickConfig config;
    config.players = 2;
    config.sideOfSeat = {0, 1};
    config.dummy = true;
    config.target = targetOption(options, 150);
    config.rules.numberPoints[5] = 5;
    config.rules.numberPoints[10] = 10;
    config.rules.numberPoints[14] = 10;
    config.rules.trickPoints = 2;
    config.phases = {TrickPhase::Bidding, TrickPhase::Trump, TrickPhase::Exchange, TrickPhase::Play};
    config.auction = AuctionRules{30, 125, 5, 30, AllPass::ThrowIn};
    config.nestFate = NestFate::OutOfPlay;
    config.deck = rookDeck(4, 14, false);
    config.exchangeCards = 2;
    return config;
}

} // namespace

const Game& rookForTwoGame()
{
    return kRookForTwo;
}

std::vector<OptionSpec> RookForTwoGame::optionSpecs() const
{
    return {{"target", targetChoices({150, 100, 300}), "Points to win"}};
}

std::vector<Card> RookForTwoGame::deck(const Options&, int) const
{
    return rookDeck(4, 14, false);
}

std::unique_ptr<State> RookForTwoGame::create(const Options& options, int, std::vector<Card> deal,
                                              std::uint64_t rngSeed) const
{
    return std::make_unique<RookForTwoState>(options, deal, rngSeed);
}

RookForTwoState::RookForTwoState(const Options& options, const std::vector<Card>& deal, std::uint64_t rngSeed)
    : TrickState(rookForTwoConfig(options), options, rngSeed)
{
    Rng drawing(rngSeed ^ 0xd4a3ULL);
    std::vector<Card> pack = config_.deck;
    Seat firstDealer = 0;
    for (;;) {
        drawing.shuffle(pack);
        draw_.push_back(pack[0]);
        draw_.push_back(pack[1]);
        if (pack[0].rank != pack[1].rank) {
            firstDealer = pack[0].rank > pack[1].rank ? 0 : 1;
            break;
        }
    }
    beginGame(firstDealer, deal);
}

const Game& RookForTwoState::game() const
{
    return kRookForTwo;
}

void RookForTwoState::deal(const std::vector<Card>& order)
{
    const int nonDealer = eldest();
    const int order3[3] = {nonDealer, dummyHand(), dealer()};
    for (std::size_t i = 0; i < 39; ++i)
        hands_[static_cast<std::size_t>(order3[i % 3])].push_back(order[i]);
    nest_.assign(order.begin() + 39, order.end());
}

int RookForTwoState::nextHand(int hand) const
{
    // Around the table: non-dealer, Dummy, dealer.
    if (hand == dummyHand())
        return dealer();
    if (hand == dealer())
        return eldest();
    return dummyHand();
}

void RookForTwoState::scoreRound(RoundSummary& summary) const
{
    const auto bidder = static_cast<std::size_t>(sideOf(summary.declarer));
    const std::size_t opponent = 1 - bidder;
    summary.made = summary.taken[bidder] >= summary.contract;
    summary.points = summary.taken;
    if (!summary.made) {
        summary.points[bidder] = 0;
        summary.points[opponent] = 2 * summary.taken[opponent];
    }
}

void RookForTwoState::writeGameJson(JsonWriter& json) const
{
    std::vector<std::string> cards;
    for (const Card& card : draw_)
        cards.push_back(cardText(card));
    json.key("dealerDraw").stringArray(cards);
    json.key("dummyCards").value(handSize(dummyHand()));
}

std::string RookForTwoState::fingerprintExtras() const
{
    return "|draw=" + cardsText(draw_);
}

} // namespace ct
