// Choosing a game: families, a search field, the list, and a preview of the
// chosen game (a picture of its opening deal and its description). Used as
// the start page of the main window and inside the "Choose Game" dialog.
#pragma once

#include <QDialog>
#include <QWidget>

class GameListModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QTextBrowser;

class GameChooser : public QWidget {
    Q_OBJECT

public:
    explicit GameChooser(QWidget* parent = nullptr);
    QString currentGameId() const;
    void selectGame(const QString& id);
    QListView* list() const { return list_; }
    QLineEdit* searchField() const { return search_; }

    // A picture of a game's opening deal, drawn by a hidden table.
    static QPixmap preview(const QString& gameId, QSize size);

signals:
    void gameChosen(const QString& id);

private:
    void updatePreview();
    void updateFilter();

    GameListModel* model_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* search_;
    QComboBox* family_;
    QListView* list_;
    QLabel* picture_;
    QTextBrowser* text_;
};

class GameChooserDialog : public QDialog {
    Q_OBJECT

public:
    explicit GameChooserDialog(const QString& current, QWidget* parent = nullptr);
    QString chosenGame() const { return chosen_; }

private:
    QString chosen_;
};
