# Runs cardtable-cli through its commands and checks exit codes and output.
# Each check() fails the test with a message naming what went wrong.
include("${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake")

# Help and bad arguments.
run(ARGS --help EXPECT_CODE 0 EXPECT "list" "play" "replay")
run(ARGS EXPECT_CODE 2 EXPECT_ERR "no command")
run(ARGS frobnicate EXPECT_CODE 2 EXPECT_ERR "unknown command 'frobnicate'")
run(ARGS play --help EXPECT_CODE 0 EXPECT "--seed")
run(ARGS replay --help EXPECT_CODE 0 EXPECT "--json")
run(ARGS list --help EXPECT_CODE 0)
run(ARGS play EXPECT_CODE 2 EXPECT_ERR "which game")
run(ARGS play chess EXPECT_CODE 2 EXPECT_ERR "unknown game 'chess'")
run(ARGS play klondike --seed banana EXPECT_CODE 2 EXPECT_ERR "--seed")
run(ARGS play klondike --seed 1 --deal "AS" EXPECT_CODE 2 EXPECT_ERR "not both")
run(ARGS play klondike --deal "AS 2S" EXPECT_CODE 2 EXPECT_ERR "missing")
run(ARGS play klondike --deal "AS ZZ" EXPECT_CODE 2 EXPECT_ERR "unknown card 'ZZ'")
run(ARGS play klondike --option draw=7 EXPECT_CODE 2 EXPECT_ERR "draw")
run(ARGS play klondike --players 3 EXPECT_CODE 2 EXPECT_ERR "not 3")
run(ARGS play klondike --frob EXPECT_CODE 2 EXPECT_ERR "unknown option '--frob'")
run(ARGS replay EXPECT_CODE 2 EXPECT_ERR "which file")
run(ARGS replay "${WORK}/missing.txt" EXPECT_CODE 1 EXPECT_ERR "cannot open")

# Listing.
run(ARGS list EXPECT_CODE 0 EXPECT "klondike" "la-belle-lucie" "the-clock" "beggar-my-neighbor" "patience")
run(ARGS list --json EXPECT_CODE 0 EXPECT "\"id\":\"klondike\"" "\"family\":\"patience\"")

# Text play: an illegal action is refused and play goes on; the game saves.
run(ARGS play klondike --seed 3 --save "${WORK}/k3.txt"
    INPUT "move t0 t9\nmove waste t0\nstock\nhelp\nundo\nredo\nquit\n"
    EXPECT_CODE 0
    EXPECT "Not understood: there is no pile called 't9'" "Illegal:" "Legal actions:" "Saved to")
file(READ "${WORK}/k3.txt" saved)
string(FIND "${saved}" "action stock" at)
if(at EQUAL -1)
    message(SEND_ERROR "the saved record lacks the stock action:\n${saved}")
endif()

# Replay, in text and JSON.
run(ARGS replay "${WORK}/k3.txt" EXPECT_CODE 0 EXPECT "Klondike after 1 actions" "waste")
run(ARGS replay "${WORK}/k3.txt" --json EXPECT_CODE 0
    EXPECT "\"game\":\"klondike\"" "\"currentPlayer\":0" "\"id\":\"waste\"" "\"scores\":[0]")

# A tampered record is refused with its line.
file(WRITE "${WORK}/bad.txt" "cardtable-record 1\ngame klondike\nseed 3\naction move t0 f0\nend\n")
run(ARGS replay "${WORK}/bad.txt" EXPECT_CODE 1 EXPECT_ERR "line 4" "illegal")
file(WRITE "${WORK}/cut.txt" "cardtable-record 1\ngame klondike\nseed 3\naction stock\n")
run(ARGS replay "${WORK}/cut.txt" EXPECT_CODE 1 EXPECT_ERR "cut short")

# Computer players take every seat with --auto; Beggar My Neighbor plays to its end.
run(ARGS play beggar-my-neighbor --seed 5 --auto EXPECT_CODE 0 EXPECT "Seat 1 plays turn" "Places:")
