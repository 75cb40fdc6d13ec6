// Fuzz target: the game record parser and its replay (the code that reads
// saved games and autosaves). Whatever the bytes, parsing either fails with
// a message or gives a record that formats and parses back to itself, and
// replaying it either fails with a reason or gives a position.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/record.h"
#include "engine/state.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto record = ct::parseRecord(text);
    if (!record) {
        FUZZ_CHECK(!record.error().message.empty(), "a refused record says why");
        return 0;
    }
    // What we write we must read back the same.
    const std::string written = ct::formatRecord(*record);
    auto again = ct::parseRecord(written);
    FUZZ_CHECK(again && ct::formatRecord(*again) == written, "a record formats and parses back to itself");

    auto state = ct::replayRecord(*record);
    if (!state) {
        FUZZ_CHECK(!state.error().message.empty(), "a refused replay says why");
        return 0;
    }
    // A replayed position is a real one: it can be described and continued.
    (void)(*state)->describe();
    FUZZ_CHECK((*state)->isTerminal() || !(*state)->legalActions().empty(),
               "a replayed game is over or has a move");
    return 0;
}
