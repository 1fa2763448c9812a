"""Labels of Gönnen actions, written in the context of the state: which die goes where, which card is meant."""

from __future__ import annotations

from dicetable.messages import Text, text
from games.goennen_koennen.actions import Use
from games.goennen_koennen.cards import CardDesign
from games.goennen_koennen.grid import Cell
from games.goennen_koennen.state import GoennenState


def colour_name(colour: str | None) -> Text:
    return text(f"colour.{colour}") if colour else text("goennen.no_colour")


def die_text(state: GoennenState, colour: str) -> Text:
    return text("goennen.die", colour=colour_name(colour), value=state.value(colour))


def join(parts: list[Text]) -> Text | str:
    """The parts as one comma-separated text in the table's language ("—" when there are none)."""
    if not parts:
        return "—"
    if len(parts) == 1:
        return parts[0]
    return text("goennen.join", head=parts[0], tail=join(parts[1:]))


def card_name(design: CardDesign) -> Text:
    return text(f"goennen.card.{design.kind}", id=design.id, colour=colour_name(design.colour))


DIRECTIONS = {
    (-1, -1): "up_left",
    (-1, 0): "up",
    (-1, 1): "up_right",
    (0, -1): "left",
    (0, 1): "right",
    (1, -1): "down_left",
    (1, 0): "down",
    (1, 1): "down_right",
}


def place_text(state: GoennenState, player: int, design: CardDesign, cell: Cell) -> Text:
    """Where a card goes, told from a card already lying there, e.g. "… rechts neben Bonus-Karte B2 (Gelb)"."""
    for card in state.displays[player]:
        offset = (cell[0] - card.cell[0], cell[1] - card.cell[1])
        if offset in DIRECTIONS:
            beside = card_name(state.rules.design(card.design_id))
            where = text(f"goennen.where.{DIRECTIONS[offset]}", card=beside)
            return text("goennen.action.place", card=card_name(design), where=where)
    return text("goennen.action.place_first", card=card_name(design))


def use_text(state: GoennenState, use: Use) -> Text:
    """E.g. "Gelb 4 → Feld 2", with the value written when the ±1 bonus changed it."""
    if use.value != state.value(use.die) or use.as_colour != use.die:
        return text(
            "goennen.use_changed",
            die=die_text(state, use.die),
            field=use.field + 1,
            value=use.value,
            colour=colour_name(use.as_colour),
        )
    return text("goennen.use", die=die_text(state, use.die), field=use.field + 1)
