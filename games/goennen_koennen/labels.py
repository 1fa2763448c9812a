"""Labels of Gönnen actions, written in the context of the state: which die goes where, which card is meant."""

from __future__ import annotations

from dicetable.messages import Text, text
from games.goennen_koennen.actions import Use
from games.goennen_koennen.cards import CardDesign
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
