// GameTexts for the games of several players: the seats' names, how a game
// ended, and the notes of a score sheet's rows.
#include "gametexts.h"

QString GameTexts::seatName(int seat, int players)
{
    if (seat == 0)
        return tr("You");
    if (players == 2)
        return tr("North");
    if (players == 3)
        return seat == 1 ? tr("West") : tr("East");
    if (players == 4)
        return seat == 1 ? tr("West") : seat == 2 ? tr("North") : tr("East");
    return tr("Player %1").arg(seat + 1);
}

QString GameTexts::tableResult(const ct::State& state)
{
    if (!state.isTerminal() || state.playerCount() < 2)
        return {};
    const ct::Outcome outcome = state.outcome();
    QStringList first;
    for (int seat = 0; seat < int(outcome.places.size()); ++seat)
        if (outcome.places[size_t(seat)] == 1)
            first << seatName(seat, state.playerCount());
    QString text;
    if (first.size() == 1)
        text = outcome.places[0] == 1 ? tr("You win!") : tr("%1 wins.").arg(first.front());
    else if (!first.isEmpty())
        text = tr("First place shared: %1.").arg(first.join(QStringLiteral(", ")));
    if (outcome.why == "round-limit")
        text += QLatin1Char(' ') + tr("The last round was played: the lowest total wins.");
    return text;
}

QString GameTexts::scoreNote(const ct::ScoreRow& row, const QStringList& sideNames)
{
    QString note;
    if (row.bidder >= 0 && row.bid > 0) {
        const QString bidder =
            row.bidder < sideNames.size() ? sideNames[row.bidder] : tr("side %1").arg(row.bidder + 1);
        note = row.made ? tr("Bid %1 by %2: made").arg(row.bid).arg(bidder)
                        : tr("Bid %1 by %2: set").arg(row.bid).arg(bidder);
    }
    const QString key = QString::fromStdString(row.note);
    const bool named = row.winner >= 0 && row.winner < sideNames.size();
    QString extra;
    if (key == "thrown-in") extra = tr("thrown in");
    else if (key == "out-at-once" && named) extra = tr("%1 went out at once (points doubled)").arg(sideNames[row.winner]);
    else if (key == "out-at-once") extra = tr("went out at once");
    else if (key == "out" && named) extra = tr("%1 went out").arg(sideNames[row.winner]);
    else if (key == "out") extra = tr("went out");
    else if (key == "no-winner") extra = tr("nobody went out");
    else if (!key.isEmpty() && key != "made" && key != "set") extra = key; // made or set: said with the bid
    if (!extra.isEmpty())
        note = note.isEmpty() ? extra : note + QStringLiteral("; ") + extra;
    for (int side : row.eliminated) {
        const QString who = side >= 0 && side < sideNames.size() ? sideNames[side] : tr("side %1").arg(side + 1);
        note += QStringLiteral("; ") + tr("%1 is out of the game").arg(who);
    }
    return note;
}
