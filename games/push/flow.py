"""State transitions of PUSH: revealing, placing, stopping or busting, handing out rows, the die, securing.

Each function takes a state and returns a new one; none checks legality (the engine does that first).
"""

from __future__ import annotations

from dataclasses import replace

from games.push.cards import COLOURS, DICE_CARD, SWITCH_CARD, Card, count_seen, number, targets
from games.push.state import PushState


def draw(state: PushState) -> PushState:
    return replace(state, phase="reveal", revealing_colour=None)


def reveal_kind(state: PushState, kind: str) -> PushState:
    """A colour asks for the value next; a Würfelkarte or Richtungswechsel is complete at once."""
    if kind in COLOURS:
        return replace(state, revealing_colour=kind)
    return receive(state, DICE_CARD if kind == "dice" else SWITCH_CARD)


def reveal_value(state: PushState, value: int) -> PushState:
    return receive(state, number(state.revealing_colour, value))


def receive(state: PushState, card: Card) -> PushState:
    """The card is seen: a Richtungswechsel is set aside, else it is placed, offered, or it busts."""
    state = replace(state, seen=count_seen(state.seen, card), revealing_colour=None)
    if card == SWITCH_CARD:
        return after_card(replace(state, switches=state.switches + 1))
    rows = targets(card, state.rows)
    if not rows:
        return bust(state)
    if len(rows) == 1:
        return place(state, card, rows[0])
    return replace(state, phase="place", in_hand=card)


def place(state: PushState, card: Card, row: int) -> PushState:
    rows = list(state.rows)
    if row == len(rows):
        rows.append(())
    rows[row] = (*rows[row], card)
    return after_card(replace(state, rows=tuple(rows), in_hand=None))


def after_card(state: PushState) -> PushState:
    """Draw on or stop; with no row yet there is nothing to stop with (L5), and an empty pile ends the turn."""
    if not state.rows and not state.pile_size:
        return end_turn(state)
    return replace(state, phase="drawing")


def stop(state: PushState, row: int) -> PushState:
    """The active player takes one row; the others follow in pick order."""
    state = replace(state, pickers=pick_order(state))
    return hand_out(give(state, state.current, row))


def bust(state: PushState) -> PushState:
    """Too much risked: the card is discarded, no row, roll the die, the rows go to the others [rulebook]."""
    return hand_out(replace(state, roller=state.current, pickers=pick_order(state)))


def pick(state: PushState, row: int) -> PushState:
    picker, *rest = state.pickers
    return hand_out(give(replace(state, pickers=tuple(rest)), picker, row))


def pick_order(state: PushState) -> tuple[int, ...]:
    """The other players from the left neighbour clockwise; an odd number of Richtungswechsel reverses it."""
    step = -1 if state.switches % 2 else 1
    return tuple((state.current + step * k) % state.players for k in range(1, state.players))


def give(state: PushState, player: int, row: int) -> PushState:
    """Add a row's number cards to the open display (sorted by colour); a Würfelkarte calls for the die."""
    cards = state.rows[row]
    display = sorted((*state.open_cards[player], *(c for c in cards if c.is_number)), key=display_order)
    state = state.with_player_cards(player, tuple(display))
    rows = state.rows[:row] + state.rows[row + 1 :]
    return replace(state, rows=rows, roller=player if DICE_CARD in cards else state.roller)


def display_order(card: Card) -> tuple[int, int]:
    return COLOURS.index(card.colour), card.value


def hand_out(state: PushState) -> PushState:
    """Hand the rows out until rows or players run out; a single row left goes without asking."""
    while state.roller is None:
        if not state.rows or not state.pickers:
            return end_turn(state)
        if len(state.rows) > 1:
            return replace(state, phase="pick")
        state = pick(state, 0)
    return state


def roll_penalty(state: PushState, face: str) -> PushState:
    """Lose every open card of the rolled colour; the star costs nothing, or everything in the risk variant."""
    player = state.roller
    if face == "star" and not state.rules.risk_variant:
        kept = state.open_cards[player]
    else:
        kept = tuple(card for card in state.open_cards[player] if face != "star" and card.colour != face)
    return hand_out(replace(state.with_player_cards(player, kept), roller=None))


def secure(state: PushState, colour: str) -> PushState:
    """Turn every open card of `colour` face down; secured cards are safe from the die."""
    player = state.current
    moving = tuple(card for card in state.open_cards[player] if card.colour == colour)
    kept = tuple(card for card in state.open_cards[player] if card.colour != colour)
    state = state.with_player_cards(player, kept, (*state.secured[player], *moving))
    return end_turn(state)


def end_turn(state: PushState) -> PushState:
    """Leftover rows and Richtungswechsel go to the discard pile; the game ends once the pile is empty."""
    state = replace(state, rows=(), switches=0, pickers=(), in_hand=None)
    if not state.pile_size:
        return replace(state, phase="over")
    return replace(state, current=(state.current + 1) % state.players, phase="turn")
