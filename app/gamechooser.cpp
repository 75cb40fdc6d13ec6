#include "gamechooser.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "deck/decktheme.h"
#include "engine/game.h"
#include "gamecontroller.h"
#include "gametexts.h"
#include "models/gamelistmodel.h"
#include "table/speeds.h"
#include "table/tablescene.h"

namespace {

class GameFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QString family;
    QString text;

    void refresh() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        if (!family.isEmpty() && index.data(GameListModel::FamilyRole).toString() != family)
            return false;
        if (text.isEmpty())
            return true;
        return index.data(Qt::DisplayRole).toString().contains(text, Qt::CaseInsensitive) ||
               index.data(GameListModel::SummaryRole).toString().contains(text, Qt::CaseInsensitive) ||
               index.data(GameListModel::IdRole).toString().contains(text, Qt::CaseInsensitive);
    }
};

} // namespace

GameChooser::GameChooser(QWidget* parent)
    : QWidget(parent)
    , model_(new GameListModel(this))
    , proxy_(new GameFilter(this))
{
    proxy_->setSourceModel(model_);
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search games"));
    search_->setClearButtonEnabled(true);
    search_->setAccessibleName(tr("Search games"));
    family_ = new QComboBox(this);
    family_->setAccessibleName(tr("Family"));
    family_->addItem(tr("All families"), QString());
    for (const char* id : {"patience", "trick-taking", "rummy", "parlour"})
        family_->addItem(GameTexts::familyName(QLatin1String(id)), QLatin1String(id));
    list_ = new QListView(this);
    list_->setModel(proxy_);
    list_->setAccessibleName(tr("Games"));
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setMinimumWidth(220);
    picture_ = new QLabel(this);
    picture_->setMinimumSize(360, 225);
    picture_->setAlignment(Qt::AlignCenter);
    picture_->setAccessibleName(tr("Preview of the opening deal"));
    text_ = new QTextBrowser(this);
    text_->setOpenLinks(false);
    text_->setAccessibleName(tr("How to play"));
    auto* play = new QPushButton(tr("&Play"), this);
    play->setDefault(true);

    auto* filters = new QHBoxLayout;
    filters->addWidget(search_, 1);
    filters->addWidget(family_);
    auto* left = new QVBoxLayout;
    left->addLayout(filters);
    left->addWidget(list_, 1);
    auto* right = new QVBoxLayout;
    right->addWidget(picture_);
    right->addWidget(text_, 1);
    right->addWidget(play, 0, Qt::AlignRight);
    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addLayout(right, 3);

    connect(search_, &QLineEdit::textChanged, this, &GameChooser::updateFilter);
    connect(family_, &QComboBox::currentIndexChanged, this, &GameChooser::updateFilter);
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this, &GameChooser::updatePreview);
    connect(list_, &QListView::activated, this, [this] {
        if (!currentGameId().isEmpty())
            emit gameChosen(currentGameId());
    });
    connect(play, &QPushButton::clicked, this, [this] {
        if (!currentGameId().isEmpty())
            emit gameChosen(currentGameId());
    });
    list_->setCurrentIndex(proxy_->index(0, 0));
}

QString GameChooser::currentGameId() const
{
    return list_->currentIndex().data(GameListModel::IdRole).toString();
}

void GameChooser::selectGame(const QString& id)
{
    const int row = model_->rowOf(id);
    if (row >= 0)
        list_->setCurrentIndex(proxy_->mapFromSource(model_->index(row, 0)));
}

void GameChooser::updateFilter()
{
    auto* filter = static_cast<GameFilter*>(proxy_);
    filter->text = search_->text().trimmed();
    filter->family = family_->currentData().toString();
    filter->refresh();
    if (!list_->currentIndex().isValid() && proxy_->rowCount() > 0)
        list_->setCurrentIndex(proxy_->index(0, 0));
    updatePreview();
}

void GameChooser::updatePreview()
{
    const QString id = currentGameId();
    if (id.isEmpty()) {
        picture_->clear();
        text_->setHtml(tr("<p>No game matches.</p>"));
        return;
    }
    picture_->setPixmap(preview(id, QSize(360, 225)));
    const QModelIndex index = list_->currentIndex();
    text_->setHtml(tr("<p><i>%1</i> &middot; %2 &middot; players: %3</p>")
                       .arg(index.data(GameListModel::SummaryRole).toString().toHtmlEscaped(),
                            GameTexts::familyName(index.data(GameListModel::FamilyRole).toString()),
                            index.data(GameListModel::PlayersRole).toString()) +
                   GameTexts::howToPlay(id));
}

QPixmap GameChooser::preview(const QString& gameId, QSize size)
{
    const double saved = Speeds::factor();
    Speeds::setFactor(0);
    DeckTheme deck;
    GameController controller;
    TableScene scene(&controller, &deck);
    controller.setAutoMoves(false);
    controller.newGame(gameId, 1);
    scene.setViewSize(QSizeF(size) * 2, 1);
    QPixmap picture(size);
    picture.fill(Qt::transparent);
    {
        QPainter painter(&picture);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), scene.sceneRect());
    }
    Speeds::setFactor(saved);
    return picture;
}

GameChooserDialog::GameChooserDialog(const QString& current, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Choose a Game"));
    auto* chooser = new GameChooser(this);
    chooser->selectGame(current);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(chooser);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(chooser, &GameChooser::gameChosen, this, [this](const QString& id) {
        chosen_ = id;
        accept();
    });
    resize(900, 560);
}
