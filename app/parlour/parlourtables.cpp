#include "parlour/parlourtables.h"

#include <QStringList>

#include "parlour/beggartable.h"
#include "parlour/fourstable.h"
#include "parlour/oldmaidtable.h"
#include "parlour/popejoantable.h"
#include "parlour/snaptable.h"
#include "parlour/snipsnaptable.h"
#include "parlour/speculationtable.h"
#include "parlour/suspecttable.h"
#include "table/tabledecoration.h"

bool hasParlourTable(const QString& gameId)
{
    static const QStringList ids {"beggar-my-neighbor", "snap", "all-fours", "old-maid", "i-suspect-you",
        "pope-joan", "snip-snap-snorum", "speculation"};
    return ids.contains(gameId);
}

std::unique_ptr<TableDecoration> makeParlourTable(
    const QString& gameId, TableScene* scene, GameController* controller)
{
    if (gameId == QLatin1String("beggar-my-neighbor"))
        return std::make_unique<BeggarTable>(scene, controller);
    if (gameId == QLatin1String("snap"))
        return std::make_unique<SnapTable>(scene, controller);
    if (gameId == QLatin1String("all-fours"))
        return std::make_unique<FoursTable>(scene, controller);
    if (gameId == QLatin1String("old-maid"))
        return std::make_unique<OldMaidTable>(scene, controller);
    if (gameId == QLatin1String("i-suspect-you"))
        return std::make_unique<SuspectTable>(scene, controller);
    if (gameId == QLatin1String("pope-joan"))
        return std::make_unique<PopeJoanTable>(scene, controller);
    if (gameId == QLatin1String("snip-snap-snorum"))
        return std::make_unique<SnipSnapTable>(scene, controller);
    if (gameId == QLatin1String("speculation"))
        return std::make_unique<SpeculationTable>(scene, controller);
    return nullptr;
}
