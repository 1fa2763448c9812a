"""State transitions of Man muss auch gönnen können: dealing, rolling, passive picks, using dice, the
chance, the market, the end and the solo turn. No function checks legality (the engine does that first).
"""

from __future__ import annotations

from dataclasses import replace

from games.engine import Die
from games.goennen_koennen import bonuses
from games.goennen_koennen.actions import Buy, Complete, Use
from games.goennen_koennen.choices import MAX_CARDS, bonus_cost, fills, written
from games.goennen_koennen.grid import Cell, legal_cells
from games.goennen_koennen.rules import GoennenRules
from games.goennen_koennen.solo import rounds_allowed
from games.goennen_koennen.state import ROWS, GoennenState, OwnedCard, Pending

DEALT_PER_STACK = 2  # each player gets 2 cards of each stack and keeps 3 of the 4 [rulebook]
RESET_TURN = dict(dice=(), roll_no=0, rerolled=(), used=(), has_used=False, pickers=(), picked=(), bought_rows=())


def new_state(players: int, rules: GoennenRules) -> GoennenState:
    """Fill the market, then deal to each player in turn; the start player rolls first."""
    positions = len(rules.market_prices)
    state = GoennenState(
        rules=rules,
        displays=((),) * players,
        market=((None,) * positions,) * len(ROWS),
        phase="deal",
        setup_player=0,
        reveals=tuple(Pending(row, position) for row in range(len(ROWS)) for position in range(positions)),
    )
    return settle(state)


def settle(state: GoennenState) -> GoennenState:
    """Run every step that needs nobody: impossible reveals dropped, dealing, single choices taken."""
    while True:
        while state.reveals and not state.unseen(state.reveals[0].row):
            state = replace(state, reveals=state.reveals[1:])
        if state.reveals:
            return state
        step = _automatic_step(state)
        if step is None:
            return state
        state = step


def _automatic_step(state: GoennenState) -> GoennenState | None:
    if state.phase == "deal":
        deal = tuple(Pending(row) for row in range(len(ROWS)) for _ in range(DEALT_PER_STACK))
        return replace(state, phase="dealt", reveals=deal)
    if state.phase == "dealt":
        return replace(state, phase="setup_return" if len(state.hand) > 3 else "place")
    if state.phase == "place" and not state.hand:
        return _after_placing(state)
    if state.phase == "place":
        cells = legal_cells(card.cell for card in state.displays[state.decider])
        return place(state, cells[0]) if len(cells) == 1 else None
    if state.phase == "passive" and not state.pickers:
        return replace(state, phase="active")
    if state.phase == "passive" and not fills(state, state.pickers[0], open_to_pick(state)):
        return next_picker(state)
    return None


def _after_placing(state: GoennenState) -> GoennenState:
    if state.setup_player is None:
        return replace(state, phase="use")
    if state.setup_player + 1 < state.players:
        return replace(state, phase="deal", setup_player=state.setup_player + 1)
    return replace(state, phase="roll", setup_player=None)


def reveal(state: GoennenState, design_id: str) -> GoennenState:
    pending, rest = state.reveals[0], state.reveals[1:]
    state = replace(state, reveals=rest, seen=(*state.seen, design_id))
    if pending.position is None:
        return settle(replace(state, hand=(*state.hand, design_id)))
    rows = [list(row) for row in state.market]
    rows[pending.row][pending.position] = design_id
    return settle(replace(state, market=tuple(tuple(row) for row in rows)))


def return_card(state: GoennenState, design_id: str) -> GoennenState:
    """Setup: the card goes back under its stack, so it may be turned over again later."""
    seen = list(state.seen)
    seen.remove(design_id)
    hand = list(state.hand)
    hand.remove(design_id)
    return settle(replace(state, hand=tuple(hand), seen=tuple(seen), phase="place"))


def place(state: GoennenState, cell: Cell) -> GoennenState:
    player = state.decider
    design = state.rules.design(state.hand[0])
    card = OwnedCard(design.id, cell, (None,) * len(design.fields))
    state = replace(state.with_card(player, card), hand=state.hand[1:])
    if state.phase == "chance_card":
        return end_turn(state)
    return settle(state)


def discard_drawn(state: GoennenState) -> GoennenState:
    return end_turn(replace(state, hand=()))


def roll(state: GoennenState, dice: tuple[Die, ...]) -> GoennenState:
    """New values for the dice thrown; after a reroll the passive players may pick one of them (G4)."""
    values = {die.colour: die.value for die in dice}
    merged = tuple(
        Die(colour, values.get(colour, state.value(colour) if state.dice else None))
        for colour in state.rules.dice_colours
    )
    state = replace(state, dice=merged, roll_no=state.roll_no + 1, rerolled=tuple(values))
    if state.solo_passive:
        return replace(state, phase="fill", fills_left=3 - state.solo_rerolls)
    if state.roll_no >= 2 and state.players > 1:
        others = tuple((state.current + k) % state.players for k in range(1, state.players))
        return settle(replace(state, phase="passive", pickers=others, picked=()))
    return replace(state, phase="active")


def reroll(state: GoennenState, keep: tuple[str, ...]) -> GoennenState:
    """Keep these dice on the Baustelle and throw the others; kept dice may be thrown again later [rulebook]."""
    thrown = tuple(colour for colour in state.rules.dice_colours if colour not in keep)
    return replace(state, phase="roll", rerolled=thrown)


def open_to_pick(state: GoennenState) -> tuple[str, ...]:
    """The dice a passive player may still take: rolled in the latest throw, not yet taken by him."""
    return tuple(colour for colour in state.rerolled if colour not in state.picked)


def passive_fill(state: GoennenState, player: int, cell: Cell, use: Use) -> GoennenState:
    """One die into one field; a second one costs a circle of the extra-die bonus (passive only, G10)."""
    if state.picked:
        state = bonuses.tick(state, player, "extra_passive", 1)
    state = write(state, player, cell, (use,))
    state = replace(state, picked=(*state.picked, use.die))
    if bonuses.uses_left(state, player, "extra_passive") and fills(state, player, open_to_pick(state)):
        return state
    return next_picker(state)


def next_picker(state: GoennenState) -> GoennenState:
    return settle(replace(state, pickers=state.pickers[1:], picked=()))


def write(state: GoennenState, player: int, cell: Cell, uses: tuple[Use, ...]) -> GoennenState:
    """Enter dice on a card and tick the bonus circles they cost."""
    plus_minus, swaps = bonus_cost(uses, state)
    card = state.card_at(player, cell)
    state = state.with_card(player, replace(card, entries=written(card, uses)))
    state = bonuses.tick(state, player, "plus_minus", plus_minus)
    return bonuses.tick(state, player, "colour_swap", swaps)


def complete(state: GoennenState, action: Complete) -> GoennenState:
    state = write(state, state.current, (action.row, action.column), action.uses)
    used = (*state.used, *(use.die for use in action.uses))
    return replace(state, used=used, has_used=True, phase="use")


def buy(state: GoennenState, action: Buy) -> GoennenState:
    """Pay with equal dice (and cheaper circles); the card goes into the display at once (G5)."""
    state = bonuses.tick(state, state.current, "cheaper", action.cheaper)
    changed = sum(abs(state.value(colour) - action.value) for colour in action.dice)
    state = bonuses.tick(state, state.current, "plus_minus", changed)
    rows = [list(row) for row in state.market]
    design_id = rows[action.row][action.position]
    rows[action.row][action.position] = None
    state = replace(
        state,
        market=tuple(tuple(row) for row in rows),
        used=(*state.used, *action.dice),
        has_used=True,
        bought_rows=tuple(sorted({*state.bought_rows, action.row})),
        hand=(design_id,),
        phase="place",
    )
    return settle(state)


def chance_dice(state: GoennenState) -> GoennenState:
    return replace(state, phase="fill", fills_left=2, used=())


def chance_card(state: GoennenState, row: int) -> GoennenState:
    return settle(replace(state, phase="chance_card", reveals=(Pending(row),)))


def fill(state: GoennenState, cell: Cell, use: Use) -> GoennenState:
    """A chance or solo-passive fill: single fields allowed, each die once. In the solo passive turn the
    extra-die bonus allows one more die per circle (spec gap 9: assumed usable there)."""
    if not state.fills_left:
        state = bonuses.tick(state, state.current, "extra_passive", 1)
    state = write(state, state.current, cell, (use,))
    state = replace(state, used=(*state.used, use.die), fills_left=max(0, state.fills_left - 1))
    remaining = tuple(c for c in state.rules.dice_colours if c not in state.used)
    if fills_more(state) and fills(state, state.current, remaining):
        return state
    return finish_fill(state)


def fills_more(state: GoennenState) -> bool:
    """Whether another chance or solo-passive fill may follow."""
    extra = state.solo_passive and bonuses.uses_left(state, state.current, "extra_passive") > 0
    return state.fills_left > 0 or extra


def finish_fill(state: GoennenState) -> GoennenState:
    if not state.solo_passive:
        return end_turn(state)
    if any(any(row) for row in state.market):
        return replace(state, phase="solo_remove")
    return end_solo_round(state)


def remove_market_card(state: GoennenState, row: int) -> GoennenState:
    """Solo: the rightmost card of the row leaves as the round counter; the row is refilled."""
    cards = list(state.market[row])
    rightmost = max(i for i, card in enumerate(cards) if card is not None)
    cards[rightmost] = None
    market = tuple(tuple(cards) if r == row else state.market[r] for r in range(len(ROWS)))
    return end_solo_round(slide(replace(state, market=market), (row,)))


def end_solo_round(state: GoennenState) -> GoennenState:
    state = replace(state, round_counter=state.round_counter + 1)
    if state.round_counter >= rounds_allowed(state.rules.solo_level):
        return finish(state)
    return next_turn(state)


def slide(state: GoennenState, rows: tuple[int, ...]) -> GoennenState:
    """Cards of the rows slide right into gaps; new cards are turned over for the free places on the left."""
    market = list(state.market)
    reveals = list(state.reveals)
    for row in rows:
        cards = [card for card in market[row] if card is not None]
        gaps = len(market[row]) - len(cards)
        market[row] = (None,) * gaps + tuple(cards)
        reveals += [Pending(row, position) for position in reversed(range(gaps))]
    return replace(state, market=tuple(market), reveals=tuple(reveals))


def end_turn(state: GoennenState) -> GoennenState:
    """Slide the market rows bought from, then maybe ring in the end, then the next turn."""
    rows = tuple(range(len(ROWS))) if state.rules.slide_both_rows and state.bought_rows else state.bought_rows
    state = slide(state, rows)
    state = ring_in_end(state)
    if state.players == 1 and not state.solo_passive:
        solo = dict(solo_passive=True, solo_rerolls=state.roll_no - 1, phase="roll")
        return settle(replace(state, **RESET_TURN, **solo, turns_left=_count_down(state.turns_left)))
    return next_turn(state)


def ring_in_end(state: GoennenState) -> GoennenState:
    """A 9th card in a display, or (inferred) no card left anywhere, rings in the end: this round is
    finished and one more full round follows [rulebook]."""
    if state.turns_left is not None:
        return state
    full = len(state.displays[state.current]) >= MAX_CARDS
    if full and not state.rules.chance_card_triggers_end and not state.bought_rows:
        full = False
    run_out = state.rules.end_when_cards_run_out and not (
        state.unseen(0) or state.unseen(1) or any(any(row) for row in state.market)
    )
    if not (full or run_out):
        return state
    slots = state.players if state.players > 1 else 2
    index = state.current if state.players > 1 else int(state.solo_passive)
    return replace(state, turns_left=slots - 1 - index + slots)


def _count_down(turns_left: int | None) -> int | None:
    return None if turns_left is None else turns_left - 1


def next_turn(state: GoennenState) -> GoennenState:
    if state.turns_left == 0:
        return finish(state)
    state = replace(state, **RESET_TURN, solo_passive=False, phase="roll", turns_left=_count_down(state.turns_left))
    return settle(replace(state, current=(state.current + 1) % state.players))


def finish(state: GoennenState) -> GoennenState:
    """Before the scoring each completed choose-colour card gets its colour from its owner."""
    for player in range(state.players):
        if colourless_choice(state, player) is not None:
            return replace(state, **RESET_TURN, phase="choose_colour", current=player, reveals=())
    return replace(state, **RESET_TURN, phase="over", reveals=())


def colourless_choice(state: GoennenState, player: int) -> OwnedCard | None:
    """The player's first completed choose-colour card still without its colour, if any."""
    for card in state.displays[player]:
        design = state.rules.design(card.design_id)
        if card.is_completed and card.chosen_colour is None and design.bonus == "choose_colour":
            return card
    return None


def choose_colour(state: GoennenState, cell: Cell, colour: str) -> GoennenState:
    card = state.card_at(state.current, cell)
    return finish(state.with_card(state.current, replace(card, chosen_colour=colour)))
