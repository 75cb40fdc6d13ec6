#include "tablegames/setupdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "gametexts.h"

namespace {

QString levelKey(const QString& gameId)
{
    return QStringLiteral("level/") + gameId;
}

QString playersKey(const QString& gameId)
{
    return QStringLiteral("players/") + gameId;
}

ct::Level levelFromId(const QString& id)
{
    if (id == QLatin1String("random"))
        return ct::Level::Random;
    if (id == QLatin1String("strong"))
        return ct::Level::Strong;
    return ct::Level::Basic;
}

} // namespace

SetupDialog::SetupDialog(const QString& gameId, Wording optionLabel, Wording valueLabel, QWidget* parent)
    : QDialog(parent)
    , gameId_(gameId)
    , game_(ct::findGame(gameId.toStdString()))
{
    setObjectName(QStringLiteral("SetupDialog"));
    setWindowTitle(tr("New Game of %1").arg(GameTexts::name(gameId)));
    const ct::GameSetup saved = savedSetup(gameId);
    auto* form = new QFormLayout;

    players_ = new QComboBox(this);
    players_->setAccessibleName(tr("Players"));
    if (game_)
        for (int n = game_->minPlayers(); n <= game_->maxPlayers(); ++n)
            if (game_->supportsPlayers(n))
                players_->addItem(tr("%n player(s)", "", n), n);
    players_->setCurrentIndex(std::max(0, players_->findData(saved.players)));
    players_->setEnabled(players_->count() > 1);
    form->addRow(tr("&Players:"), players_);

    if (game_)
        for (const ct::OptionSpec& spec : game_->optionSpecs()) {
            const QString key = QString::fromStdString(spec.key);
            auto* box = new QComboBox(this);
            for (const std::string& value : spec.values)
                box->addItem(
                    valueLabel(gameId, QString::fromStdString(value)), QString::fromStdString(value));
            const auto chosen = saved.options.find(spec.key);
            if (chosen != saved.options.end())
                box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(chosen->second))));
            box->setAccessibleName(optionLabel(gameId, key));
            box->setObjectName(QStringLiteral("option:") + key);
            form->addRow(optionLabel(gameId, key) + QLatin1Char(':'), box);
            options_ << qMakePair(key, box);
        }

    level_ = new QComboBox(this);
    level_->setAccessibleName(tr("Computer players"));
    level_->addItem(tr("Beginners (play at random)"), QStringLiteral("random"));
    level_->addItem(tr("Sound (follow good habits)"), QStringLiteral("basic"));
    level_->addItem(tr("Strong (look ahead; slower)"), QStringLiteral("strong"));
    level_->setCurrentIndex(
        std::max(0, level_->findData(QString::fromStdString(ct::levelId(savedLevel(gameId))))));
    form->addRow(tr("&Computer players:"), level_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    if (game_)
        layout->addWidget(new QLabel(GameTexts::summary(gameId), this));
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QComboBox* SetupDialog::optionBox(const QString& key) const
{
    for (const auto& [name, box] : options_)
        if (name == key)
            return box;
    return nullptr;
}

ct::GameSetup SetupDialog::setup() const
{
    ct::GameSetup setup;
    setup.players = players_->currentData().toInt();
    for (const auto& [key, box] : options_)
        setup.options[key.toStdString()] = box->currentData().toString().toStdString();
    return setup;
}

ct::Level SetupDialog::level() const
{
    return levelFromId(level_->currentData().toString());
}

void SetupDialog::save() const
{
    QSettings settings;
    settings.setValue(playersKey(gameId_), players_->currentData().toInt());
    settings.setValue(levelKey(gameId_), level_->currentData().toString());
    settings.beginGroup(QStringLiteral("options/") + gameId_);
    for (const auto& [key, box] : options_)
        settings.setValue(key, box->currentData().toString());
    settings.endGroup();
}

ct::GameSetup SetupDialog::savedSetup(const QString& gameId)
{
    ct::GameSetup setup;
    const ct::Game* game = ct::findGame(gameId.toStdString());
    if (!game)
        return setup;
    QSettings settings;
    const int players = settings.value(playersKey(gameId), game->defaultPlayers()).toInt();
    setup.players = game->supportsPlayers(players) ? players : game->defaultPlayers();
    settings.beginGroup(QStringLiteral("options/") + gameId);
    for (const ct::OptionSpec& spec : game->optionSpecs()) {
        const QString value = settings.value(QString::fromStdString(spec.key)).toString();
        if (!value.isEmpty())
            setup.options[spec.key] = value.toStdString();
    }
    settings.endGroup();
    return setup;
}

ct::Level SetupDialog::savedLevel(const QString& gameId)
{
    return levelFromId(QSettings().value(levelKey(gameId), QStringLiteral("basic")).toString());
}
