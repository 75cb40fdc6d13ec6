// Splits the rows of one Qt Test program among several CTest entries, so
// that a long program (the solver's checks take half an hour under the
// sanitizers) runs on every core instead of one.
//
// CTest sets CARDTABLE_TEST_SHARD to "i/n" (see cardtable_core_test() in
// tests/core/CMakeLists.txt). The program's init() asks inThisShard() for
// each row it is about to run, in the order Qt Test runs them, and skips
// the row unless its place in that order is i modulo n. Rows are counted
// one by one rather than hashed by name, so heavy rows next to each other
// (one game after another) spread over the shards. Without the variable,
// as when the program is started by hand, every row runs.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace ct::testshard {

inline bool inThisShard()
{
    static int next = 0;
    static int index = -1;
    static int count = 0;
    if (index < 0) {
        index = 0;
        count = 1;
        if (const char* text = std::getenv("CARDTABLE_TEST_SHARD")) {
            const std::string value(text);
            const auto slash = value.find('/');
            const int i = slash == std::string::npos ? -1 : std::atoi(value.substr(0, slash).c_str());
            const int n = slash == std::string::npos ? 0 : std::atoi(value.substr(slash + 1).c_str());
            if (n < 1 || i < 0 || i >= n) {
                // A wrong value must not quietly run nothing, or everything
                // twice: say so and run every row.
                std::fprintf(stderr, "CARDTABLE_TEST_SHARD=%s is not i/n with 0 <= i < n; running every row\n", text);
            } else {
                index = i;
                count = n;
            }
        }
    }
    return next++ % count == index;
}

} // namespace ct::testshard

// For a test class's init(): skips the current row when another shard runs it.
#define CARDTABLE_SKIP_OTHER_SHARDS() \
    do { \
        if (!ct::testshard::inThisShard()) \
            QSKIP("run by another shard"); \
    } while (false)
