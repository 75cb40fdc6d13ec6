// The card table: draws any game from core's zones and layout, animates the
// difference between two positions, and turns mouse and keyboard gestures
// into requests to the GameController. It knows no rule: legality, targets
// and reasons all come from core through the controller.
#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>

#include <memory>

#include "engine/state.h"
#include "gamecontroller.h"
#include "tablegames/tablepresenter.h"

class CardItem;
class DeckTheme;
class PileItem;
class SeatPlate;
class QGraphicsSimpleTextItem;
class QGraphicsRectItem;
class QKeyEvent;
class TableDecoration;
class TableExtension;

class TableScene : public QGraphicsScene {
    Q_OBJECT

public:
    TableScene(GameController* controller, DeckTheme* deck, QObject* parent = nullptr);
    ~TableScene() override;

    // The visible area changed: card size and positions follow.
    void setViewSize(QSizeF size, qreal devicePixelRatio);

    // Where to click or drop in tests and for the keyboard: the centre of the
    // visible part of a card, or of an empty pile.
    QPointF cardPoint(const QString& zone, int index) const;
    QPointF zonePoint(const QString& zone) const;
    CardItem* cardAt(const QString& zone, int index) const;
    PileItem* pileItem(const QString& zone) const;
    int runningAnimations() const { return running_; }
    QSize cardSize() const;

    void showHint(const ct::Action& action);

    // ---- games of several players (tablegames/tablescene_seats.cpp) ----
    // Whether the table is still showing a change (a trick lying complete, a
    // round's summary): computer players wait for it.
    bool presenting() const;
    // A round's summary stays until the player releases it.
    bool holding() const { return holding_; }
    void releaseHold();
    // The picture on show, and the position it belongs to.
    const TableFrame* currentFrame() const { return presenter_ ? &frame_ : nullptr; }
    SeatPlate* seatPlate(int seat) const { return plates_.value(seat); }
    QString tableNote() const;
    // A decision panel that chooses cards (an exchange, discards) takes the
    // clicks on cards while it is shown.
    class CardPicker {
    public:
        virtual ~CardPicker() = default;
        virtual bool canPick(const QString& zone, ct::Card card) const = 0;
        virtual bool isPicked(const QString& zone, ct::Card card) const = 0;
        virtual void toggle(const QString& zone, ct::Card card) = 0;
    };
    void setCardPicker(CardPicker* picker);
    // Lifts the cards of the player's hand that may be played and dims the
    // others (their tooltip says why), as core decides.
    void refreshMarks();
    // Why a card of the player's hand may not be played now (empty: it may,
    // or the question does not arise).
    QString refusalFor(const QString& zone, ct::Card card) const;
    void clearMarks();
    bool handleKey(QKeyEvent* event);
    QString focusDescription() const;
    // For screen readers: every pile on the table, in layout order, with a
    // spoken description ("tableau 3, 5 cards, Queen of hearts face up on
    // top") and where it lies in scene coordinates.
    struct PileDescription {
        QString id;
        QString text;
        QRectF area;
    };
    QList<PileDescription> pileDescriptions() const;
    QString focusZone() const { return focusZone_; }
    QString bannerText() const;
    // The game's own table ways (see TableExtension), if it has any.
    TableExtension* extension() const { return extension_; }
    // Shows the position again after the extension changed how it looks
    // (a hand rearranged, cards set aside): the cards glide to their places.
    void relayout();

    // The game's own pictures and controls (nullptr for the plain table).
    TableDecoration* decoration() const { return decoration_.get(); }
    DeckTheme* deck() const { return deck_; }
    // A point of the layout grid (card widths across, card heights down) in
    // scene coordinates.
    QPointF gridPoint(double x, double y) const;
    // Animations other than cards' (counters in flight) count towards
    // runningAnimations() and animationsFinished().
    void beginAnimation();
    void endAnimation();

signals:
    void animationsFinished();
    // The table has shown every change: computer players may go on.
    void presentationIdle();
    void holdChanged(bool holding);
    void message(const QString& text);
    void focusChanged(const QString& description);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;

private:
    struct ZonePlace {
        QPointF origin;
        ct::Fan fan = ct::Fan::None;
        double extent = 0; // pixels the fan may reach
        int fanCount = 0;
        QString label;
        bool showEmpty = true;
        bool labelAlways = false;
        int order = 0;     // stacking order among zones
    };

    void onStateChanged(GameController::Change change);
    void onGameOver(bool won);
    void rebuildPlaces();
    ct::TableLayout currentLayout() const;
    QPointF cardPosition(const ct::Zone& zone, int index) const;
    void placeAll(int duration, bool deal);
    QRectF zoneArea(const QString& zone) const;
    QString zoneAtCard(const QRectF& cardRect) const;
    CardItem* topCardAt(QPointF scenePos) const;
    bool overWidget(QPointF scenePos) const;
    PileItem* pileAt(QPointF scenePos) const;
    void startDrag(const QList<int>& indices);
    void endDrag(QPointF scenePos);
    void slideBack();
    void setBanner(const QString& text);
    void trackAnimation(CardItem* item);
    const ct::Zone* zone(const QString& id) const;
    void moveFocus(int dx, int dy);
    void updateFocusItem();
    void pickUp(const QString& zone, int index);
    void clearTargets();
    void celebrate();
    // Games of several players (tablegames/tablescene_seats.cpp).
    void showStateWithPresenter(GameController::Change change);
    void nextFrame();
    void onFrameAnimationsDone();
    void updatePlates();
    void updateNote();
    void clickCard(CardItem* item);
    CardItem* reuseVanished(const ct::Zone& zone, int index, QHash<QString, CardItem*>& vanished);
    void computePlayable();

    GameController* controller_;
    DeckTheme* deck_;
    std::unique_ptr<TableDecoration> decoration_;
    TableExtension* extension_ = nullptr;
    QString extensionGame_;
    std::vector<ct::Zone> zones_;
    QHash<QString, ZonePlace> places_;
    QHash<QString, CardItem*> cards_;   // by card identity
    QHash<QString, PileItem*> piles_;
    QSizeF viewSize_{1280, 760};
    qreal dpr_ = 1;
    QSize cardSize_{80, 112};
    int running_ = 0;

    // Gesture state.
    QPointF pressPos_;
    QString pressZone_;
    int pressIndex_ = -1;
    bool pressed_ = false;
    bool widgetPress_ = false; // a press on a control: its events go to it
    bool dragging_ = false;
    bool lastClickActed_ = false;
    QList<CardItem*> dragged_;
    QList<int> draggedIndices_;
    QPointF dragOffset_;
    QStringList targets_;

    // Keyboard state.
    QString focusZone_;
    int focusIndex_ = -1;
    QString pickedZone_;
    int pickedIndex_ = -1;
    QGraphicsRectItem* focusItem_ = nullptr;
    QGraphicsSimpleTextItem* banner_ = nullptr;
    QGraphicsRectItem* bannerBack_ = nullptr;

    // Games of several players.
    std::unique_ptr<TablePresenter> presenter_;
    TableFrame frame_;
    SeatLayout seatLayout_;
    QList<TableFrame> queue_;
    std::shared_ptr<const ct::State> shown_; // the last position queued for showing
    QTimer frameTimer_;
    bool frameWaiting_ = false; // for the frame's animations, before its pause
    bool holding_ = false;
    QHash<int, SeatPlate*> plates_;
    QGraphicsSimpleTextItem* note_ = nullptr;
    QGraphicsRectItem* noteBack_ = nullptr;
    CardPicker* picker_ = nullptr;
    QSet<QString> playable_; // keys of cards lifted as playable
    QHash<QString, QString> refusals_; // keys of dimmed cards, and why
    double lift_ = 0; // how far playable cards rise, in pixels
    QPointF tableOrigin_; // the table's top-left corner in the scene
    // A point measured in cards from the table's corner, in the scene.
    QPointF toScene(QPointF cards) const
    {
        return tableOrigin_ + QPointF(cards.x() * cardSize_.width(), cards.y() * cardSize_.height());
    }
};
