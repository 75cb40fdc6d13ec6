#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer (the "fuzz" CMake preset: clang,
# AddressSanitizer, UndefinedBehaviorSanitizer, LeakSanitizer) and runs each
# for SECONDS, starting from the committed corpus in tests/fuzz/corpus.
#
#   tests/fuzz/run.sh [--merge] [SECONDS] [TARGET...]     (default 600 s; record notation deck)
#
# New inputs go to build-fuzz/corpus/TARGET; --merge then adds those that
# reach new code to tests/fuzz/corpus/TARGET, to be committed. A crash, a
# hang (10 s on one input), a leak or running out of memory (2 GiB) stops the
# run with the input saved in build-fuzz/artifacts/ and a failing exit code.
set -euo pipefail
cd "$(dirname "$0")/../.."

merge=0
if [ "${1:-}" = "--merge" ]; then merge=1; shift; fi
seconds=${1:-600}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(record notation deck)
case "$seconds" in ''|*[!0-9]*) echo "run.sh: SECONDS must be a number, not '$seconds'" >&2; exit 2;; esac

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") >/dev/null

export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="detect_leaks=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
mkdir -p build-fuzz/artifacts
status=0
for target in "${targets[@]}"; do
    binary=build-fuzz/tests/fuzz/fuzz_$target
    [ -x "$binary" ] || { echo "run.sh: no fuzz target '$target'" >&2; exit 2; }
    seeds=tests/fuzz/corpus/$target
    work=build-fuzz/corpus/$target
    mkdir -p "$work"
    case "$target" in
        notation) maxlen=256 ;;
        *) maxlen=65536 ;;
    esac
    echo "== fuzz_$target for ${seconds}s"
    log=build-fuzz/artifacts/$target.log
    if "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$maxlen" \
        -print_final_stats=1 -artifact_prefix="build-fuzz/artifacts/$target-" \
        "$work" "$seeds" >"$log" 2>&1; then
        grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|^#[0-9]+.*DONE' "$log" || true
        echo "fuzz_$target: no crash, hang or leak"
    else
        status=1
        tail -n 40 "$log"
        echo "fuzz_$target: FAILED (input in build-fuzz/artifacts/, log in $log)"
    fi
    if [ $merge -eq 1 ]; then
        "$binary" -merge=1 -max_len="$maxlen" "$seeds" "$work" >>"$log" 2>&1
        echo "merged: $(ls "$seeds" | wc -l) inputs in $seeds"
    fi
done
exit $status
