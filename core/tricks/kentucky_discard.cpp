#include "tricks/kentucky_discard.h"

#include "cards/deck.h"

namespace ct {

namespace {

const KentuckyDiscardGame kKentuckyDiscard;

std::string option(const Options& options, const std::string& key, const std::string& fallback)
{
    const auto found = options.find(key);
    return found == options.end() ? fallback : found->second;
}

TrickConfig kentuckyConfig(const Options& options)
{
    const std::string variant = option(options, "variant", "standard");
    TrickConfig config;
    config.players = 4;
    config.sideOfSeat = {0, 1, 0, 1};
    config.target = targetOption(options, 300);
    CardRules& rules = config.rules;
    rules.numberPoints[5] = 5;
    rules.numberPoints[10] = 10;
    rules.numberPoints[14] = 10;
    rules.birdPoints = 20;
    rules.birdPlaysAnyTime = true;
    if (variant == "red1") {
        rules.redOneTopTrump = true;
        rules.redOnePoints = 30;
    } else if (variant == "buckeye") {
        rules.onesHigh = true;
        rules.numberPoints[1] = 15;
    }
    config.deck = KentuckyDiscardState::variantDeck(variant);
    const int total = KentuckyDiscardState::pointsInPlay(variant);
    const int minimum = (70 * total + 300) / 600 * 5; // 70/120 of the points, to the nearest 5
    const AllPass allPass =
        option(options, "all-pass", "thrown-in") == "dealer-bids" ? AllPass::DealerMustBid : AllPass::ThrowIn;
    config.auction = AuctionRules{minimum, total, 5, 0, allPass};
    config.phases = {TrickPhase::Bidding, TrickPhase::Discard, TrickPhase::Trump, TrickPhase::Play};
    config.nestFate = NestFate::LastTrickWinner;
    const int perHand = (static_cast<int>(config.deck.size()) - 4) / 4;
    config.discards = static_cast<int>(config.deck.size()) - 4 * perHand;
    return config;
}

} // namespace

const Game& kentuckyDiscardGame()
{
    return kKentuckyDiscard;
}

std::vector<OptionSpec> KentuckyDiscardGame::optionSpecs() const
{
    return {
        {"all-pass", {"thrown-in", "dealer-bids"},
            "When all four pass: the hand is thrown in, or the dealer must bid"},
        {"variant", {"standard", "original", "red1", "buckeye"},
            "Cards: standard (Bird), original (no Bird), "
            "red 1 (top trump, 30), buckeye (1s high, 15)"},
        {"target", targetChoices({300, 200, 500}), "Points to win"},
    };
}

std::vector<Card> KentuckyDiscardGame::deck(const Options& options, int) const
{
    return KentuckyDiscardState::variantDeck(option(options, "variant", "standard"));
}

std::unique_ptr<State> KentuckyDiscardGame::create(const Options& options, int, std::vector<Card> deal,
                                                   std::uint64_t rngSeed) const
{
    return std::make_unique<KentuckyDiscardState>(options, deal, rngSeed);
}

int KentuckyDiscardState::pointsInPlay(const std::string& variant)
{
    if (variant == "original")
        return 100;
    if (variant == "red1")
        return 150;
    if (variant == "buckeye")
        return 180;
    return 120;
}

std::vector<Card> KentuckyDiscardState::variantDeck(const std::string& variant)
{
    std::vector<Card> deck;
    for (Suit colour : kRookColours) {
        if (variant == "buckeye" || (variant == "red1" && colour == Suit::Red))
            deck.push_back(rook(colour, 1));
        for (int number = 5; number <= 14; ++number)
            deck.push_back(rook(colour, number));
    }
    if (variant != "original")
        deck.push_back(bird());
    return deck;
}

KentuckyDiscardState::KentuckyDiscardState(const Options& options, const std::vector<Card>& deal,
                                           std::uint64_t rngSeed)
    : TrickState(kentuckyConfig(options), options, rngSeed)
{
    Rng draw(rngSeed ^ 0xdea1e7ULL);
    beginGame(static_cast<Seat>(draw.below(4)), deal);
}

const Game& KentuckyDiscardState::game() const
{
    return kKentuckyDiscard;
}

void KentuckyDiscardState::deal(const std::vector<Card>& order)
{
    // One card to each seat from the dealer's left, and after each of the
    // first rounds one to the nest, until the nest is full.
    std::size_t next = 0;
    const std::size_t nestSize = static_cast<std::size_t>(config_.discards);
    while (next < order.size()) {
        for (int i = 1; i <= 4 && next < order.size(); ++i)
            hands_[static_cast<std::size_t>((dealer() + i) % 4)].push_back(order[next++]);
        if (nest_.size() < nestSize && next < order.size())
            nest_.push_back(order[next++]);
    }
}

void KentuckyDiscardState::scoreRound(RoundSummary& summary) const
{
    const auto bidders = static_cast<std::size_t>(sideOf(summary.declarer));
    summary.made = summary.taken[bidders] >= summary.contract;
    summary.points = summary.taken;
    if (!summary.made)
        summary.points[bidders] = -summary.contract;
}

} // namespace ct
