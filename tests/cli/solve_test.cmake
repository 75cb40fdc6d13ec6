# cardtable-cli solve: bad arguments, and a small run over The Clock (a game
# without choices, so every deal is decided at once) and Klondike.
include("${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake")

run(ARGS solve --help EXPECT_CODE 0 EXPECT "--limit-ms" "Wilson")
run(ARGS solve EXPECT_CODE 2 EXPECT_ERR "which game")
run(ARGS solve fish --from 1 --to 2 EXPECT_CODE 2 EXPECT_ERR "unknown game 'fish'")
run(ARGS solve snap --from 1 --to 2 EXPECT_CODE 2 EXPECT_ERR "not a patience game")
run(ARGS solve klondike --to 2 EXPECT_CODE 2 EXPECT_ERR "--from and --to")
run(ARGS solve klondike --from 5 --to 2 EXPECT_CODE 2 EXPECT_ERR "must not be below")
run(ARGS solve klondike --from 1 --to 2 --jobs 0 EXPECT_CODE 2 EXPECT_ERR "--jobs")
run(ARGS solve klondike --from 1 --to 2 --option draw=7 EXPECT_CODE 2 EXPECT_ERR "draw")
run(ARGS solve klondike --from 1 --to 2 --option draw EXPECT_CODE 2 EXPECT_ERR "KEY=VALUE")
run(ARGS solve the-clock --from 1 --to 1 --jobs 2 EXPECT_CODE 0
    EXPECT "deal 1: won" "won 1, lost 0, unknown 0" "win rate" "95% interval" "median" "states per second"
    REJECT "deal 2:")
run(ARGS solve klondike --from 1 --to 2 --limit-ms 200 --option draw=3 EXPECT_CODE 0
    EXPECT "deal 2: " "Klondike, deals 1 to 2")
