// The parts of the Klondike engine's search that its passes share:
// klondike_solver.cpp holds the depth-first passes and the schedule that
// runs them, klondike_best_first.cpp the best-first pass.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "solver/key_set.h"
#include "solver/klondike_deadlock.h"
#include "solver/klondike_live.h"
#include "solver/klondike_position.h"
#include "solver/solver.h"

namespace ct::klondike {

// Stopped: a limit of the caller's; Budget: the pass's own budget ran out.
enum class Search { Won, Exhausted, Stopped, Budget };


// The proof of klondike_deadlock.cpp on the engine's position, with the
// talon's order and the draw (which cards can be brought up).
bool deadlocked(
    const Position& p, int draw, bool inTurn = false, TwinPairs* pairs = nullptr, LiveOnce liveOnce = {});

// Whether the passes ask the deadlock proof after move `m` from `p` (the
// reasons and figures are at its definition).
bool worthAsking(const Position& p, const Move& m);

// Best-first search: always expands the reached position that looks closest
// to a win, wherever it lies in the tree, so an early wrong turn costs
// little (a depth-first search must exhaust everything below it first). It
// searches the narrow moves only, so it finds wins but never claims a loss.
// It runs in slices (see solveWith() in klondike_solver.cpp): each run()
// goes on where the last stopped, until `untilSeconds` (0: none), and the
// whole pass stops at `budget` positions.
class BestFirst {
public:
    BestFirst(const Position& root, int draw, std::uint64_t budget);
    ~BestFirst();

    // Whether the pass has ended (exhausted or at its budget): it finds
    // nothing more.
    bool done() const;

    // On a win `line` holds its moves.
    Search run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
        std::vector<Move>& line);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The set pass (klondike_sets.cpp): a depth-first search over classes of
// positions that differ only in how the face-up cards lie on one another,
// each won or lost as a whole, so it may answer both ways. It runs in
// slices like the full pass: each run() goes on where the last stopped.
class SetPass {
public:
    SetPass(const Position& root, int draw);
    ~SetPass();
    SetPass(const SetPass&) = delete;
    SetPass& operator=(const SetPass&) = delete;

    // False for a root it cannot take (a position laid out by hand whose
    // face-up cards are not one run a column); run() then stops at once.
    bool usable() const { return usable_; }

    // Searches on until `untilSeconds` of the timer (0: none); on a win
    // `line` holds its moves.
    Search run(double untilSeconds, const SolveLimits& limits, const SolveTimer& timer, SolveResult& result,
        std::vector<Move>& line);

private:
    struct Class;
    struct Step;
    struct Frame;
    struct Sets;
    bool layOut();
    Sets setsOf(const Class& c) const;
    std::uint64_t keyOf(const Class& c) const;
    void expand(const Class& c, const Sets& sets, bool kingsOnly);
    bool dominated(const Class& c, const Sets& sets);
    bool decided(const Class& c) const;
    std::uint8_t wasteKey(int pos, int length) const;
    bool lineTo(std::vector<Move>& line) const;
    static bool playStep(Position& p, const Step& step, std::array<Move, 2>& moves, int& count);
    Search finished(SolveResult& result, std::vector<Move>& line) const;

    Position root_;
    int draw_;
    bool usable_ = false;
    bool started_ = false;
    std::array<Code, kColumns> foot_ {};
    std::array<std::array<Code, kColumnCapacity>, kColumns> base_ {};
    std::array<std::array<std::uint64_t, kColumnCapacity>, kColumns> hidden_ {};
    std::array<std::array<std::uint64_t, 14>, 4> homeCards_ {};
    std::array<Code, kTalonCapacity> talonCards_ {};
    std::array<std::uint8_t, 64> talonIndex_ {};
    int talonLength_ = 0;
    // For each byte of a class's talon bits (bits 8 b to 8 b + 7), its cards.
    std::array<std::array<std::uint64_t, 256>, 3> talonBytes_ {};
    static_assert(kTalonCapacity <= 24, "three bytes of talon bits");
    // The place values of the class number's digits (see keyOf()).
    std::array<std::uint64_t, 4> homePlace_ {};
    std::array<std::uint64_t, kColumns> columnPlace_ {};
    std::uint64_t posPlace_ = 0;
    std::vector<Frame> frames_;
    // For each frame, a position of its class (the root's with the steps
    // played) and whether its plain relaxation is known to bring every
    // card home (see liveOnce()).
    struct Placed {
        Position position;
        bool live = false;
    };
    std::vector<Placed> positions_;
    std::vector<Frame> children_;
    compact::KeySet table_;
    TwinPairs pairs_;
};

} // namespace ct::klondike
