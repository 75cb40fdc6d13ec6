// Fuzz target: the card notation ("QH", "10S#2", "R14", "BIRD", "JK2") and
// every game's action notation (the text of a move in records, on the
// command line and in hints).
//
// The first byte picks a game, the second a seed; the rest is read as card
// text and as a move in that game. A card that parses writes back to text
// that parses to the same card; a move that parses writes back to text that
// parses to the same move, and if the rules allow it, it can be applied.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cards/card.h"
#include "engine/game.h"
#include "engine/state.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2)
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);

    if (auto card = ct::parseCard(text)) {
        for (const auto suffix : {ct::PackSuffix::Never, ct::PackSuffix::Always}) {
            auto back = ct::parseCard(ct::cardText(*card, suffix));
            FUZZ_CHECK(back.ok(), "a card's text parses");
            if (suffix == ct::PackSuffix::Always)
                FUZZ_CHECK(*back == *card, "a card's full text names the same card");
        }
    } else {
        FUZZ_CHECK(!card.error().message.empty(), "an unknown card is named in the error");
    }
    if (auto cards = ct::parseCards(text)) {
        auto back = ct::parseCards(ct::cardsText(*cards, ct::PackSuffix::Always));
        FUZZ_CHECK(back && *back == *cards, "a card list's text parses to the same list");
    }

    const auto& games = ct::allGames();
    const ct::Game& game = *games[data[0] % games.size()];
    ct::GameSetup setup;
    setup.seed = data[1];
    auto state = game.start(setup);
    FUZZ_CHECK(state.ok(), "every game starts with its defaults");
    auto action = (*state)->parseAction(text);
    if (!action) {
        FUZZ_CHECK(!action.error().message.empty(), "a move that does not parse says why");
        return 0;
    }
    const std::string written = (*state)->actionText(*action);
    auto again = (*state)->parseAction(written);
    FUZZ_CHECK(again.ok(), "a move's text parses");
    FUZZ_CHECK((*state)->actionText(*again) == written, "a move's text is stable");
    const ct::Verdict verdict = (*state)->check(*action);
    if (verdict.legal())
        (*state)->apply(*action);
    return 0;
}
