"""A Geht noch was? card the catalogue does not know: the players enter it once with the card editor, it is
stored in their own card file, and the engine gets the action that brings it into play.

The table loop, when the engine waits for a reveal and the players say the card is not in the catalogue:

    editor = open_editor(state)               # then show view(editor) and feed press(editor, event)
    action = finish(editor)                   # once editor.outcome != "editing": Reveal(id, definition) or None

For a card already played unchecked as ?n (provisional id -n), `open_editor(state, provisional=-n)` and
`finish(editor, provisional=-n)` give `Identify(-n, card)` instead. Colour and start set come from the
pile (or the card played) and stay fixed, so the engine's checks of a new card hold by construction.
"""

from __future__ import annotations

from pathlib import Path

from companion.card_editor import CardEditor, new_editor, result
from companion.gnw_cards import save_card
from dicetable.messages import text
from games.errors import IllegalAction
from games.geht_noch_was.actions import Identify, Reveal
from games.geht_noch_was.labels import card_name
from games.geht_noch_was.state import GnwState
from games.geht_noch_was.supply import unchecked_card

FIXED = frozenset({"colour", "start_set"})


def open_editor(state: GnwState, provisional: int | None = None, card_id: int | None = None) -> CardEditor:
    """The editor for the card being turned over now (`provisional` None) or for card ?n played unchecked
    (`provisional` = -n); `card_id` pre-fills the number, else the lowest one not in play. Pure; raises
    IllegalAction when there is no such card to enter."""
    if provisional is None:
        if not state.draws:
            raise IllegalAction(text("card_editor.no_reveal"))
        known = unchecked_card(0, state.pile(state.draws[0].pile))
    else:
        known = next((card for card in state.cards if card.id == provisional and card.id < 0), None)
        if known is None:
            raise IllegalAction(text("gnw.error.not_provisional", card=card_name(provisional)))
    taken = frozenset(card.id for card in state.cards if card.id > 0)
    number = card_id if card_id is not None else next(n for n in range(1, len(taken) + 2) if n not in taken)
    return new_editor(number, known.colour, known.start_set, fixed=FIXED, taken_ids=taken)


def finish(
    editor: CardEditor, provisional: int | None = None, own_file: Path | None = None
) -> Reveal | Identify | None:
    """Once the editor is done: the saved card stored in the players' own file (`own_file`, default
    ~/.config/dicetable/cards/geht-noch-was.json) and the action to apply; None if the players cancelled.
    Does not apply the action."""
    card = result(editor)
    if card is None:
        return None
    save_card(card, own_file)
    pile = text(f"gnw.pile.{card.colour}")
    if provisional is None:
        return Reveal(card.id, definition=card, label=text("gnw.action.reveal", card=card.id, colour=pile))
    label = text("card_editor.identified", provisional=card_name(provisional), card=card.id)
    return Identify(provisional, card, label=label)
