// Every animation duration in one place, scaled by one speed setting
// (after kpat's speeds.h). A factor of 0 turns animations off.
#pragma once

namespace Speeds {

inline constexpr int kMove = 230;         // a card or group to its new place
inline constexpr int kAutoMove = 170;     // automatic moves to the foundations
inline constexpr int kDealPerCard = 28;   // delay between cards of a deal
inline constexpr int kDealFlight = 320;   // each card's flight in a deal
inline constexpr int kFlip = 160;         // turning a card over
inline constexpr int kSlideBack = 200;    // an illegal drop going home
inline constexpr int kWinWave = 900;      // the win celebration, per card
inline constexpr int kAutoStepPause = 40; // between automatic moves
inline constexpr int kDemoStep = 450;     // between the moves of the solver's demo
inline constexpr int kTrickPause = 1300;  // a complete trick lies to be read before the sweep
inline constexpr int kSweepPause = 250;   // after the sweep of a round's last trick
inline constexpr int kCutShow = 1600;     // High 14's cut card shown before the deal
inline constexpr int kThrownIn = 1600;    // a hand everybody passed, before the next deal
inline constexpr int kComputerPace = 450; // a computer player's turn at the least

// 0 = off, 0.5 = fast, 1 = normal, 2 = slow.
double factor();
void setFactor(double factor);
int scaled(int milliseconds);

} // namespace Speeds
