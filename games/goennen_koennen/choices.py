"""What a player may do with the dice: fills, completions and purchases, enumerated for `legal_actions`.

Each function is pure. The ±1 bonus may change a die for a printed number, for a field inside a link
("<", "=", sum) and when buying; on a free field outside any link it would change nothing, so it is not offered
there. The colour bonus lets a die count for a coloured field of another colour.
"""

from __future__ import annotations

from itertools import combinations, permutations

from games.goennen_koennen.actions import Buy, Complete, Fill, Use
from games.goennen_koennen.bonuses import uses_left
from games.goennen_koennen.cards import WHITE, CardDesign, Field, can_still_be_completed, is_satisfied
from games.goennen_koennen.grid import legal_cells
from games.goennen_koennen.state import GoennenState, OwnedCard

MAX_CARDS = 9


def field_uses(design: CardDesign, index: int, colour: str, value: int, plus_minus: int, swaps: int) -> list[Use]:
    """The ways one die may go into one field within the bonus circles available."""
    field = design.fields[index]
    as_colours = [colour] if field.colour in (WHITE, colour) else ([field.colour] if swaps else [])
    linked = any(index in constraint.fields for constraint in design.constraints)
    return [Use(index, colour, v, c) for v in reachable_values(field, value, plus_minus, linked) for c in as_colours]


def reachable_values(field: Field, value: int, plus_minus: int, linked: bool) -> list[int]:
    """A printed field needs its number; a linked blank field may take the die's value changed by up to
    `plus_minus` (never beyond 1–6, G-T5); any other blank field takes the die's value."""
    if field.printed is not None:
        return [field.printed] if abs(field.printed - value) <= plus_minus else []
    if not linked:
        return [value]
    return [v for v in range(max(1, value - plus_minus), min(6, value + plus_minus) + 1)]


def bonus_cost(uses: tuple[Use, ...], state: GoennenState) -> tuple[int, int]:
    """(±1 circles, colour circles) a set of uses costs."""
    plus_minus = sum(abs(use.value - state.value(use.die)) for use in uses)
    swaps = sum(1 for use in uses if use.as_colour != use.die)
    return plus_minus, swaps


def affordable(uses: tuple[Use, ...], state: GoennenState, player: int) -> bool:
    plus_minus, swaps = bonus_cost(uses, state)
    return plus_minus <= uses_left(state, player, "plus_minus") and swaps <= uses_left(state, player, "colour_swap")


def within_budget(per_field: list[list[Use]], state: GoennenState, plus_minus: int, swaps: int):
    """Every choice of one use per field whose bonus circles stay within the budget (pruned as it goes)."""
    if not per_field:
        yield ()
        return
    for use in per_field[0]:
        cost, swapped = bonus_cost((use,), state)
        if cost <= plus_minus and swapped <= swaps:
            for rest in within_budget(per_field[1:], state, plus_minus - cost, swaps - swapped):
                yield (use, *rest)


def written(card: OwnedCard, uses: tuple[Use, ...]) -> tuple[int | None, ...]:
    entries = list(card.entries)
    for use in uses:
        entries[use.field] = use.value
    return tuple(entries)


def fills(state: GoennenState, player: int, dice: tuple[str, ...]) -> tuple[Fill, ...]:
    """Single-field fills with one of `dice` (passive pick, chance, solo passive turn)."""
    plus_minus = uses_left(state, player, "plus_minus")
    swaps = uses_left(state, player, "colour_swap")
    found = []
    for card in state.displays[player]:
        design = state.rules.design(card.design_id)
        for index, entry in enumerate(card.entries):
            if entry is not None:
                continue
            for colour in dice:
                for use in field_uses(design, index, colour, state.value(colour), plus_minus, swaps):
                    if keeps_card_possible(state, design, card, (use,)):
                        found.append(Fill(card.cell[0], card.cell[1], use))
    return tuple(found)


def keeps_card_possible(state: GoennenState, design: CardDesign, card: OwnedCard, uses: tuple[Use, ...]) -> bool:
    entries = written(card, uses)
    if all(entry is not None for entry in entries):
        return is_satisfied(design, entries)
    return not state.rules.passive_fill_must_stay_completable or can_still_be_completed(design, entries)


def completions(state: GoennenState, player: int, dice: tuple[str, ...]) -> tuple[Complete, ...]:
    """Ways to fill every empty field of one card at once with distinct `dice` (G3)."""
    plus_minus = uses_left(state, player, "plus_minus")
    swaps = uses_left(state, player, "colour_swap")
    found: dict[Complete, None] = {}
    for card in state.displays[player]:
        if card.is_completed:
            continue
        design = state.rules.design(card.design_id)
        empty = [i for i, entry in enumerate(card.entries) if entry is None]
        for order in permutations(dice, len(empty)):
            per_field = [
                field_uses(design, i, colour, state.value(colour), plus_minus, swaps)
                for i, colour in zip(empty, order, strict=True)
            ]
            for uses in within_budget(per_field, state, plus_minus, swaps):
                if is_satisfied(design, written(card, uses)):
                    key = tuple(sorted(uses, key=lambda u: u.field))
                    found[Complete(card.cell[0], card.cell[1], key)] = None
    return tuple(found)


def purchases(state: GoennenState, player: int, dice: tuple[str, ...]) -> tuple[Buy, ...]:
    """Market cards the equal dice pay for (G5), with cheaper-purchase circles standing in for dice."""
    if len(state.displays[player]) >= MAX_CARDS or not legal_cells(c.cell for c in state.displays[player]):
        return ()
    cheaper = uses_left(state, player, "cheaper")
    plus_minus = uses_left(state, player, "plus_minus")
    found: dict[Buy, None] = {}
    for row, cards in enumerate(state.market):
        for position, design_id in enumerate(cards):
            if design_id is None:
                continue
            price = state.rules.market_prices[position]
            for saved in range(min(cheaper, price) + 1):
                if saved == price:
                    found[Buy(row, position, (), saved, None)] = None
                    continue
                for value in range(1, 7):
                    near = [colour for colour in dice if abs(state.value(colour) - value) <= plus_minus]
                    for paying in combinations(near, price - saved):
                        if sum(abs(state.value(colour) - value) for colour in paying) <= plus_minus:
                            found[Buy(row, position, paying, saved, value)] = None
    return tuple(found)
