"""Entering a card late: a card played unchecked under a provisional id (?1, ?2...) becomes the card the
players typed in, wherever it lies (display, scored, pending, piles). Pure; leaves its input alone."""

from __future__ import annotations

from dataclasses import replace

from dicetable.messages import text
from games.errors import IllegalAction
from games.geht_noch_was.actions import Identify
from games.geht_noch_was.state import Board, GnwState


def check_identify(state: GnwState, action: Identify) -> None:
    """Raise IllegalAction unless `provisional` is an unchecked card and `definition` may be it."""
    provisional = next((c for c in state.cards if c.id == action.provisional and c.id < 0), None)
    card = action.definition
    if provisional is None:
        raise IllegalAction(text("gnw.error.not_provisional", card=action.provisional))
    if any(c.id == card.id for c in state.cards):
        raise IllegalAction(text("gnw.error.card_known", card=card.id))
    if (card.colour, card.start_set) != (provisional.colour, provisional.start_set):
        raise IllegalAction(
            text(
                "gnw.error.identify_mismatch",
                expected=text(f"gnw.pile.{provisional.colour}"),
                received=text(f"gnw.pile.{card.colour}"),
                start=provisional.start_set or "–",
            )
        )


def identify(state: GnwState, action: Identify) -> GnwState:
    old, new = action.provisional, action.definition.id
    cards = tuple(action.definition if c.id == old else c for c in state.cards)
    boards = tuple(_renamed(board, old, new) for board in state.boards)
    piles = tuple(replace(p, known=tuple(new if c == old else c for c in p.known)) for p in state.piles)
    offer = new if state.offer == old else state.offer
    push_it_card = new if state.push_it_card == old else state.push_it_card
    return replace(state, cards=cards, boards=boards, piles=piles, offer=offer, push_it_card=push_it_card)


def _renamed(board: Board, old: int, new: int) -> Board:
    return replace(
        board,
        active=tuple(replace(a, card=new) if a.card == old else a for a in board.active),
        scored=tuple(replace(s, card=new) if s.card == old else s for s in board.scored),
        pending=tuple(new if c == old else c for c in board.pending),
    )
