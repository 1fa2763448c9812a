"""The piles of task cards: setup, drawing, cards going back under a pile, and the empty-pile special case
(Sonderfall) with the ×3/×4 markers. Shuffles use a seed kept in the state, so a game replays exactly.
"""

from __future__ import annotations

import random
from dataclasses import replace

from games.geht_noch_was.cards import CARD_COLOURS, CARD_POINTS, START_SETS, Card
from games.geht_noch_was.rules import Rules
from games.geht_noch_was.state import Board, GnwState, Pile, ScoredCard

START_SET_SIZE = (("green", 4), ("yellow", 2))  # per set [rulebook]


def start_pile_name(start_set: str, colour: str) -> str:
    return f"{start_set}-{colour}"


def setup_piles(cards: tuple[Card, ...], players: int, rules: Rules, seed: int) -> tuple[Pile, ...]:
    """The three colour piles, shuffled, with the start sets nobody plays mixed in; one start pile per set in
    use and colour. A pile counts the printed number of cards even when the catalogue knows fewer."""
    used_sets = START_SETS[:players]
    rng = random.Random(seed)
    piles = []
    for colour in CARD_COLOURS:
        unused = sum(n for c, n in START_SET_SIZE if c == colour) * (len(START_SETS) - players)
        known = [c.id for c in cards if c.colour == colour and c.start_set not in used_sets]
        rng.shuffle(known)
        piles.append(Pile(colour, colour, max(rules.deck_size(colour) + unused, len(known)), tuple(known)))
    for start_set in used_sets:
        for colour, size in START_SET_SIZE:
            known = tuple(c.id for c in cards if c.start_set == start_set and c.colour == colour)
            piles.append(Pile(start_pile_name(start_set, colour), colour, max(size, len(known)), known))
    return tuple(piles)


def take(state: GnwState, pile_name: str, card_id: int) -> GnwState:
    """The state with `card_id` taken from the pile (a known card, or one entered now)."""
    pile = state.pile(pile_name)
    known = list(pile.known)
    if card_id in known:
        known.remove(card_id)
    return state.with_pile(replace(pile, count=pile.count - 1, known=tuple(known)))


def put_under(state: GnwState, card_id: int) -> GnwState:
    """The card goes back under the pile of its colour (the "allgemeiner Vorrat", §11.9 default), or is
    shuffled into it with `returned_cards_shuffled`."""
    pile = state.pile(state.card(card_id).colour)
    known = [*pile.known, card_id]
    if state.rules.returned_cards_shuffled:
        random.Random(f"{state.seed}-{state.reshuffles}").shuffle(known)
        state = replace(state, reshuffles=state.reshuffles + 1)
    return state.with_pile(replace(pile, count=pile.count + 1, known=tuple(known)))


def refill_empty(state: GnwState, colour: str, drawer: int) -> GnwState:
    """Sonderfall: each player in turn from `drawer` merges 3 or 4 scored cards of `colour` on one level
    into one card under a ×3/×4 marker; the others are shuffled into a new pile of that colour."""
    returned: list[int] = []
    multipliers = state.multipliers_left
    for player in [(drawer + i) % state.players for i in range(state.players)]:
        board = state.boards[player]
        scored = list(board.scored)
        for level in range(1, 6):
            group = [
                s for s in scored if s.level == level and s.multiplier == 1 and state.card(s.card).colour == colour
            ]
            if len(group) in (3, 4) and multipliers > 0:
                multipliers -= 1
                keep = group[0]
                scored = [s for s in scored if s not in group[1:]]
                scored[scored.index(keep)] = ScoredCard(keep.card, keep.level, len(group))
                returned += [s.card for s in group[1:]]
        state = state.with_board(player, replace(board, scored=tuple(scored)))
    random.Random(f"{state.seed}-{state.reshuffles}").shuffle(returned)
    pile = state.pile(colour)
    state = state.with_pile(replace(pile, count=len(returned), known=tuple(returned)))
    return replace(state, multipliers_left=multipliers, reshuffles=state.reshuffles + 1)


def unchecked_card(provisional_id: int, pile: Pile) -> Card:
    """A card turned over that nobody has entered: its pile gives colour, points and start set; its condition
    stays empty, so the engine cannot check it and the players judge it themselves."""
    start_set = pile.name.split("-")[0] if pile.name != pile.colour else None
    return Card(provisional_id, pile.colour, CARD_POINTS[pile.colour], (), start_set)


def identical_in_display(board: Board, card: Card, card_of, rules: Rules) -> bool:
    """Whether the player's display already holds another copy of `card` (same colour and condition);
    never for a card nobody has entered."""
    if not card.condition:
        return False
    ids = [a.card for a in board.active]
    if rules.redraw_checks_scored:
        ids += [s.card for s in board.scored]
    return any(
        other != card.id and card_of(other).condition == card.condition and card_of(other).colour == card.colour
        for other in ids
    )
