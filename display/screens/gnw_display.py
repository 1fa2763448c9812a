"""A Geht noch was? player's display: levels top to bottom like the score track, up to four cards a
level with their markers, the cards this roll fulfils framed, and In/Out, luck and markers in the header."""

from __future__ import annotations

from dicetable.messages import colour_name, text
from display import theme
from display.canvas import Canvas
from display.paper import tint
from display.screens.gnw_common import in_out_badge
from display.views_gnw import CardView, GnwPlayerView, LevelView, Marker

HEADER_H = 52
LABEL_W = 130
CARD_X = 142
CARD_W = 156
CARD_GAP = 6
SHOWN_CARDS = 4


def draw(canvas: Canvas, view: GnwPlayerView) -> None:
    canvas.fill(theme.BACKGROUND)
    _header(canvas, view)
    row_h = (480 - HEADER_H - 4) / max(1, len(view.levels))
    for index, level in enumerate(view.levels):
        _level(canvas, level, view.last_level, HEADER_H + 4 + index * row_h, row_h)


def _header(canvas: Canvas, view: GnwPlayerView) -> None:
    canvas.box(0, 0, 800, HEADER_H, theme.PANEL)
    canvas.text(view.player, 10, 0, 200, HEADER_H, theme.BODY_PX)
    in_out_badge(canvas, view.state, 216, 8, 130, HEADER_H - 16)
    canvas.text(text("display.gnw.luck", count=view.luck), 356, 0, 110, HEADER_H, theme.SMALL_PX)
    canvas.text(text("display.gnw.markers", count=view.black_markers), 470, 0, 150, HEADER_H, theme.SMALL_PX)
    canvas.text(text("display.gnw.points", points=view.points), 624, 0, 168, HEADER_H, theme.SMALL_PX, align="right")


def _level(canvas: Canvas, level: LevelView, last_level: int | None, y: float, h: float) -> None:
    is_last = level.number == last_level
    canvas.box(6, y + 2, LABEL_W, h - 4, theme.SELECTED_BACKGROUND if is_last else theme.PANEL, radius=6)
    ink = theme.SELECTED_FOREGROUND if is_last else theme.FOREGROUND
    third = (h - 4) / 3
    canvas.text(text("display.gnw.level", number=level.number), 12, y + 2, LABEL_W - 12, third, theme.SMALL_PX, ink)
    canvas.text(
        text("display.gnw.factor", factor=level.factor), 12, y + 2 + third, LABEL_W - 12, third, theme.SMALL_PX, ink
    )
    canvas.text(
        text("display.gnw.scored", count=level.scored), 12, y + 2 + 2 * third, LABEL_W - 12, third, theme.DETAIL_PX, ink
    )
    if not level.cards:
        canvas.text(text("display.gnw.empty_level"), CARD_X, y, CARD_W, h, theme.BODY_PX, theme.MUTED, "center")
    for slot, card in enumerate(shown_cards(level.cards)):
        _card(canvas, card, CARD_X + slot * (CARD_W + CARD_GAP), y + 2, CARD_W, h - 4)
    if len(level.cards) > SHOWN_CARDS:
        hidden = text("display.gnw.more_cards", count=len(level.cards) - SHOWN_CARDS)
        canvas.text(hidden, 6, y + h - 22, LABEL_W, 20, theme.DETAIL_PX, theme.MUTED)


def shown_cards(cards: tuple[CardView, ...]) -> tuple[CardView, ...]:
    """The cards that fit on a level's row, in their order; when a level holds more (a consolation card,
    pushing up), the ones that matter now come first: those this roll fulfils, then marked ones."""
    if len(cards) <= SHOWN_CARDS:
        return cards
    ranked = sorted(range(len(cards)), key=lambda i: (not cards[i].is_fulfillable, cards[i].marker is Marker.NONE, i))
    return tuple(cards[i] for i in sorted(ranked[:SHOWN_CARDS]))


def _card(canvas: Canvas, card: CardView, x: float, y: float, w: float, h: float) -> None:
    """A task card: colour and points in words on its band, the condition below, the marker on the corner."""
    colour = theme.die_colour(card.colour)
    canvas.box(x, y, w, h, tint(colour, 0.25), radius=6)
    canvas.box(x, y, w, 26, colour, radius=6)
    band_w = w - 12 - (26 if card.marker is not Marker.NONE else 0)
    canvas.text(
        text("display.gnw.card_points", colour=colour_name(card.colour), points=card.points),
        x + 6,
        y,
        band_w,
        26,
        theme.DETAIL_PX,
        theme.text_on(card.colour),
    )
    body = card.condition
    if card.is_fulfillable:
        body = text("display.gnw.fits", dice=card.dice if card.dice is not None else card.condition)
        canvas.box(x - 2, y - 2, w + 4, h + 4, theme.SELECTED_BACKGROUND, border=4, radius=8)
    canvas.text(body, x + 4, y + 28, w - 8, h - 30, theme.DETAIL_PX, theme.PRINT, "center", max_lines=2)
    if card.marker is not Marker.NONE:
        _marker(canvas, card.marker, (x + w - 16, y + 13))


def _marker(canvas: Canvas, marker: Marker, centre: tuple[float, float]) -> None:
    """Black marker: a black disc; luck marker: a green disc with its letter, so the two differ in shape too."""
    if marker is Marker.BLACK:
        canvas.circle(centre, 11, theme.SELECTED_FOREGROUND)
        canvas.circle(centre, 11, theme.FOREGROUND, border=2)
        return
    canvas.circle(centre, 11, theme.die_colour("green"))
    canvas.circle(centre, 11, theme.FOREGROUND, border=2)
    canvas.text(text("display.gnw.luck_marker"), centre[0] - 10, centre[1] - 10, 20, 20, 14, theme.FOREGROUND, "center")
