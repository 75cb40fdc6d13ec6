// Every word the app shows about a game, translated in one place: names,
// one-line summaries, the "How to play" pages, family names, and the wording
// of core's refusal codes.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "cards/card.h"
#include "engine/scoresheet.h"
#include "engine/state.h"
#include "engine/verdict.h"

class GameTexts {
    Q_DECLARE_TR_FUNCTIONS(GameTexts)

public:
    static QString name(const QString& gameId);
    static QString summary(const QString& gameId);
    static QString howToPlay(const QString& gameId); // rich text
    static QString familyName(const QString& familyId);
    // "Queen of hearts", "Red 14", "The Bird"
    static QString cardName(ct::Card card);
    // A pile's name for people and screen readers: "tableau 3", "foundation 1", "stock"
    static QString pileName(const QString& gameId, const QString& pileId);
    // What a click on the stock does ("Deal", "Turn", "Refill", "Recycle").
    static QString stockAction(const QString& key);
    // The label of a game-specific action button, from its text form.
    static QString actionLabel(const QString& gameId, const QString& actionText);
    // A button for a game's own action: its verb and the cards it concerns
    // ("Play 4♦ + Q♠", "Relief: A♥ + K♣", "Exchange 5♠ ↔ 9♥").
    static QString gameActionLabel(const QString& verb, const QStringList& cards);
    // The menu title for many actions of one verb ("Exchange").
    static QString gameActionGroup(const QString& verb);
    // A suit or Rook colour in words, lower case: "hearts", "green".
    static QString suitName(ct::Suit suit);
    // A card as rank and suit sign ("Q♥", "red 14"), for buttons.
    static QString cardSymbol(ct::Card card);
    // The Redeal button: "Redeal (2 left)", or Babette's "Take Up (1 left)".
    static QString redealLabel(const QString& actionText, int left);
    // The stage of a game in stages, for the status bar ("Placing cards").
    static QString phaseName(const QString& key);
    // A rank in words: "Ace", "7", "King".
    static QString rankWord(int rank);
    // An animal of Animal Snap by its id ("tiger": "Tiger"); empty if unknown.
    static QString animalName(const QString& id);
    // The note of a score sheet row: "Bid 75 by West: made". With the
    // sides' names, it also says who won the round and who is out.
    static QString scoreNote(const ct::ScoreRow& row, const QStringList& sideNames = {});
    // How a finished table game ended: who won ("West wins", "You win"),
    // and why where it is not plain ("after the last round, the lowest total
    // wins"). Empty while the game goes on.
    static QString tableResult(const ct::State& state);
    // The name of a seat at the table: "You", "West", "Player 3".
    static QString seatName(int seat, int players);
    // Why an action was refused, in the user's language.
    static QString verdict(const ct::Verdict& verdict, const QString& gameId = {});
};
