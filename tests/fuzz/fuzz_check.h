// The one assertion of the fuzz targets: a broken promise prints what was
// promised and aborts, which libFuzzer reports as a crash with its input.
#pragma once

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition, promise)                                                   \
    do {                                                                                 \
        if (!(condition)) {                                                              \
            std::fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", promise, __FILE__, __LINE__); \
            std::abort();                                                                \
        }                                                                                \
    } while (false)
