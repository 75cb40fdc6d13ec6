// The solver's long checks under the sanitizers.
//
// Those checks compare an engine with the plain search over hundreds of
// random endgames. Built with AddressSanitizer the searches run several
// times slower, and the whole set took over half an hour of CI's 90
// minutes. What the sanitizer build adds is memory and undefined-behaviour
// checking of the same code, which an eighth of the endgames exercises as
// well as all of them; so under the sanitizers each such loop runs the first
// eighth of its cases (sampled()), and the lower bounds that show a check
// is strong enough (so many endgames decided, so many proved lost) are
// checked only where every case runs (CARDTABLE_CHECK_AT_LEAST). The plain
// build runs everything, and so does a sanitizer build started with
// CARDTABLE_FULL_CHECKS=1 (docs/reliability.md).
#pragma once

#include <QTest>

#include <cstdint>
#include <cstdlib>

namespace ct::testsample {

// 8 under the sanitizers, unless CARDTABLE_FULL_CHECKS is set; 1 otherwise.
// (A quarter until 28 Nov 2026, when the solver programs had grown to 1,647 s
// of the sanitizer suite's 2,697 s of test time; docs/reliability.md.)
inline std::uint32_t divisor()
{
#if defined(__SANITIZE_ADDRESS__)
    static const std::uint32_t value = std::getenv("CARDTABLE_FULL_CHECKS") ? 1 : 8;
    return value;
#else
    return 1;
#endif
}

// True when every case runs.
inline bool full()
{
    return divisor() == 1;
}

// How many of a check's `count` cases run: all, or an eighth (at least one).
inline std::uint32_t sampled(std::uint32_t count)
{
    const std::uint32_t part = count / divisor();
    return part > 0 ? part : 1;
}

inline int sampled(int count)
{
    return static_cast<int>(sampled(static_cast<std::uint32_t>(count)));
}

} // namespace ct::testsample

// QVERIFY(value >= bound), where every case runs; a sample proves nothing
// about a check's strength.
#define CARDTABLE_CHECK_AT_LEAST(value, bound)                                                               \
    do {                                                                                                     \
        if (ct::testsample::full())                                                                          \
            QVERIFY((value) >= (bound));                                                                     \
    } while (false)
