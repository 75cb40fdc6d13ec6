# cardtable-cli match: arguments, the statistics it prints, repeatability
# with a fixed amount of search, and that it tells a better player apart.
include("${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake")

run(ARGS match --help EXPECT_CODE 0 EXPECT "--duplicate" "--movetime" "cheat" "strong:KEY=VALUE" "greed")
run(ARGS help match EXPECT_CODE 0 EXPECT "--players")
run(ARGS match EXPECT_CODE 2 EXPECT_ERR "which game")
run(ARGS match klondike --players basic,basic --deals 2 EXPECT_CODE 2 EXPECT_ERR "no score sheet")
run(ARGS match quatorze --players cheat,basic --deals 2 EXPECT_CODE 2 EXPECT_ERR "has no 'cheat' player")
run(ARGS match high14 --players basic,wizard --deals 2 EXPECT_CODE 2 EXPECT_ERR "unknown player 'wizard'")
run(ARGS match high14 --players basic --deals 2 EXPECT_CODE 2 EXPECT_ERR "at least two")
run(ARGS match rook-for-two --players strong:wit=1,basic --deals 2 EXPECT_CODE 2
    EXPECT_ERR "unknown player 'strong:wit=1'")
# The strong player and the cheat with search options changed, for experiments.
run(ARGS match rook-for-two --players strong:auction=5:margin=0:greed=1,cheat:edge=0.05 --deals 3
    --iterations 2 EXPECT_CODE 0 EXPECT "players strong:auction=5:margin=0:greed=1,cheat:edge=0.05")
run(ARGS match high14 --players basic,random EXPECT_CODE 2 EXPECT_ERR "--deals is required")
run(ARGS match high14 --players basic,random --deals 0 EXPECT_CODE 2 EXPECT_ERR "--deals")
run(ARGS match high14 --players basic,random --deals 5 --movetime 5 --iterations 3 EXPECT_CODE 2
    EXPECT_ERR "not both")
run(ARGS match rook-for-two --players basic,random --deals 5 --seats 3 EXPECT_CODE 2 EXPECT_ERR "not 3")
run(ARGS match kentucky-discard --players basic,random --deals 5 --option variant=huge EXPECT_CODE 2
    EXPECT_ERR "variant")

# The rule-based player beats random play by a clear margin in duplicate.
run(ARGS match rook-for-two --players basic,random --deals 40 --duplicate --seed 11 EXPECT_CODE 0
    EXPECT "Score difference per deal, basic - random: +" "Games won by basic:" "Decision times in ms")
run(ARGS match kentucky-discard --players random,basic --deals 30 --duplicate EXPECT_CODE 0
    EXPECT "Score difference per deal, random - basic: -")

# Quatorze by its score sheet: the lowest total wins, so the better player's
# difference is below zero.
run(ARGS match quatorze --players basic,random --seats 2 --deals 12 --duplicate EXPECT_CODE 0
    EXPECT "(lower is better)" "Score difference per deal, basic - random: -" "below zero is better"
           "Games won by basic:")

# Three players at High 14: one line per player against the others.
run(ARGS match high14 --players basic,random,random --deals 12 --duplicate EXPECT_CODE 0
    EXPECT "3 seats" "basic - the others: +" "Games won by random(2):" "random(1) - the others: -")

# A fixed amount of search replays exactly, however many games run at once;
# the searching player reports its bidding estimates.
function(statistics out result)
    string(REGEX MATCHALL "(Deals|Mean points|Score difference|Games won)[^\n]*" lines "${out}")
    set(${result} "${lines}" PARENT_SCOPE)
endfunction()
execute_process(COMMAND ${CLI} match kentucky-discard --players strong,basic --deals 6 --duplicate
                        --iterations 2 --jobs 1 OUTPUT_VARIABLE first RESULT_VARIABLE code)
execute_process(COMMAND ${CLI} match kentucky-discard --players strong,basic --deals 6 --duplicate
                        --iterations 2 --jobs 2 OUTPUT_VARIABLE second)
statistics("${first}" one)
statistics("${second}" two)
if(NOT code EQUAL 0 OR one STREQUAL "" OR NOT one STREQUAL two)
    message(SEND_ERROR "match with --iterations is not repeatable:\n${first}\n---\n${second}")
endif()
string(FIND "${first}" "Bidding calibration" at)
if(at EQUAL -1)
    message(SEND_ERROR "the searching player's bidding estimates are missing:\n${first}")
endif()

# Text play against the searching players, every seat computer-played.
run(ARGS play kentucky-discard --seed 2 --auto --level strong --movetime 2 EXPECT_CODE 0
    EXPECT "Seat 1 plays" "Places:")
run(ARGS play rook-for-two --level wizard EXPECT_CODE 2 EXPECT_ERR "--level needs")
