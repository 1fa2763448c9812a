"""Geht noch was? task cards at the table: what the players choose from when a card is turned over, and which
cards played unchecked they can still enter.

At a reveal the options list names each catalogued card the pile may hold with its condition in words
("Karte 7 (grüne Aufgabenkarte): Straße aus 3"); while the pile holds cards nobody has entered it adds
"Karte nicht im Katalog — eingeben" (the card editor, `ENTER_NEW_CARD`) and "ohne Prüfung spielen" (the
engine's provisional card ?1, ?2...). Pure functions of the state; they leave it alone.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from companion.views.gnw_condition import describe_condition
from dicetable.messages import Text, text
from games.engine import Action, Engine, GameState
from games.geht_noch_was.actions import Reveal
from games.geht_noch_was.labels import card_name

GAMES_WITH_CARD_ENTRY = frozenset({"geht-noch-was"})


class TableChoice(Enum):
    """An entry of the options list that is the table's own, not an engine action."""

    ENTER_NEW_CARD = "enter_new_card"


ENTER_NEW_CARD = TableChoice.ENTER_NEW_CARD
Choice = Action | TableChoice


def has_card_entry(engine: Engine) -> bool:
    """Whether the game's cards can be entered at the table (Geht noch was?)."""
    return engine.id in GAMES_WITH_CARD_ENTRY


def reveal_choices(state: GameState, options: tuple[Action, ...]) -> tuple[Choice, ...]:
    """The engine's reveal options for the table, in its order: catalogued cards labelled with their condition,
    then (where the engine offers a provisional card) "enter the card", then "play unchecked"."""
    choices: list[Choice] = []
    for action in options:
        if isinstance(action, Reveal) and action.card < 0:
            label = text("table.reveal.unchecked", card=card_name(action.card))
            choices += [ENTER_NEW_CARD, replace(action, label=label)]
        elif isinstance(action, Reveal):
            card = state.card(action.card)
            colour = text(f"gnw.pile.{card.colour}")
            condition = describe_condition(card.condition)
            choices.append(
                replace(action, label=text("table.reveal.known", card=card.id, colour=colour, condition=condition))
            )
        else:
            choices.append(action)
    return tuple(choices)


def unchecked_cards(state: GameState) -> tuple[int, ...]:
    """The provisional ids (-1 for ?1, ...) of the cards played unchecked and not entered since, in play order."""
    return tuple(sorted((card.id for card in getattr(state, "cards", ()) if card.id < 0), reverse=True))


def unchecked_label(state: GameState, provisional: int) -> Text:
    """A row of the list of unchecked cards: "Karte ?1 (grüne Aufgabenkarte) eintragen"."""
    colour = text(f"gnw.pile.{state.card(provisional).colour}")
    return text("table.unchecked.row", card=card_name(provisional), colour=colour)
