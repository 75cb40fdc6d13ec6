# Every patience game played by the computer with `play --auto` comes to an
# honest end (won, no more moves, or resigned when every move only goes round
# in circles), at the basic and the random level, for several deals.
include(${CMAKE_CURRENT_LIST_DIR}/cli_run.cmake)

set(games klondike la-belle-lucie the-clock the-sultan fortress the-blockade empress-of-india
          the-zodiac the-mill napoleons-square the-fourteenth the-fifteen magic-fifteen babette)
foreach(game IN LISTS games)
    foreach(seed 1 2 3 4)
        foreach(level basic random)
            # A random player wanders Magic Fifteen's 362,880 arrangements for
            # tens of thousands of swaps before it meets one of the eight
            # magic squares: seconds in a release build, minutes under the
            # sanitizers. Its honest ending is checked at the basic level.
            if(game STREQUAL "magic-fifteen" AND level STREQUAL "random")
                continue()
            endif()
            execute_process(COMMAND ${CLI} play ${game} --seed ${seed} --auto --level ${level}
                            RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
            if(NOT code EQUAL 0)
                message(SEND_ERROR "play ${game} --seed ${seed} --level ${level}: exit ${code}\n${err}")
                continue()
            endif()
            string(REGEX MATCH "(You won\\.|Lost\\. No more moves\\.|Lost\\. You resigned\\.)\n*$" ending "${out}")
            if(NOT ending)
                string(LENGTH "${out}" length)
                math(EXPR from "${length} - 300")
                if(from LESS 0)
                    set(from 0)
                endif()
                string(SUBSTRING "${out}" ${from} -1 tail)
                message(SEND_ERROR "play ${game} --seed ${seed} --level ${level}: no honest ending\n...${tail}")
            endif()
        endforeach()
    endforeach()
endforeach()
