# cardtable-cli bench: its table of subjects, and bench ai's figures with a
# signature pinned for seed 1 (the playouts are the same on every machine).
include("${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake")

run(ARGS bench --help EXPECT_CODE 0 EXPECT "ai")
run(ARGS bench EXPECT_CODE 2 EXPECT_ERR "which subject")
run(ARGS bench fish EXPECT_CODE 2 EXPECT_ERR "unknown subject 'fish'")
run(ARGS bench ai --help EXPECT_CODE 0 EXPECT "--movetime")
run(ARGS bench ai --seconds 0 EXPECT_CODE 2 EXPECT_ERR "--seconds")
run(ARGS bench ai --game klondike EXPECT_CODE 2 EXPECT_ERR "must be high14")
run(ARGS bench ai --seconds 1 --movetime 5 EXPECT_CODE 0
    EXPECT "Kentucky Discard, seed 1"
           "Random playouts from the first trick (36 cards):"
           "Signature (summed scores of the first 100000 playouts): 9140655"
           "ISMCTS iterations from the first trick:"
           "ISMCTS iterations from the middle of the play:"
           "Playouts as the search runs them (50% of the cards by the rule of thumb):"
           "Sampled deals behind the first bidding decision" "Sampled deals behind the first discard decision"
           "strong  p50" "5 ms budget")
run(ARGS bench ai --game rook-for-two --seconds 1 --movetime 2 EXPECT_CODE 0
    EXPECT "Rook for Two, seed 1" "Random playouts from the first trick (39 cards):"
           "Sampled deals behind the first exchange decision")

# bench bmn: the seeded search of Beggar My Neighbor deals.
run(ARGS bench bmn --help EXPECT_CODE 0 EXPECT "--from")
run(ARGS bench bmn --from 10 --to 5 EXPECT_CODE 2 EXPECT_ERR "--to must not be below")
run(ARGS bench bmn --from x EXPECT_CODE 2 EXPECT_ERR "--from needs a seed")
run(ARGS bench bmn --from 34104 --to 34104 EXPECT_CODE 0 EXPECT "seed 34104, 2488 cards played, 336 tricks")

# bench melds: the meld search's times, and its check against brute force.
run(ARGS bench melds --help EXPECT_CODE 0 EXPECT "--check" "dense")
run(ARGS bench melds --hands 0 EXPECT_CODE 2 EXPECT_ERR "--hands")
run(ARGS bench melds --hands 2000 EXPECT_CODE 0
    EXPECT "Random hands:" "Dense (two suits, six ranks) hands:" "meldProfile" "fewestCardsToReach")
run(ARGS bench melds --check 3000 --jobs 2 EXPECT_CODE 0 EXPECT "All 3000 hands agree with the brute force")
