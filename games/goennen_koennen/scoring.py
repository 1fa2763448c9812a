"""End scoring: each completed Wertungs-Karte scores its rule (§5.2); ties go to fewer empty fields (§6)."""

from __future__ import annotations

from games.goennen_koennen.grid import full_lines, orthogonal_neighbours
from games.goennen_koennen.solo import points_needed
from games.goennen_koennen.state import GoennenState, OwnedCard


def card_colour(state: GoennenState, card: OwnedCard) -> str | None:
    """The printed colour; a choose-colour card has the colour chosen, and none while not completed."""
    design = state.rules.design(card.design_id)
    if design.bonus == "choose_colour":
        return card.chosen_colour if card.is_completed else None
    return design.colour


def card_points(state: GoennenState, player: int, card: OwnedCard) -> int:
    """Points of one Wertungs-Karte in its display; 0 unless it is completed."""
    design = state.rules.design(card.design_id)
    if design.kind != "scoring" or not card.is_completed:
        return 0
    display = {other.cell: other for other in state.displays[player]}
    neighbours = [display[cell] for cell in orthogonal_neighbours(card.cell) if cell in display]
    lines = [[display[cell] for cell in line] for line in full_lines(display)]
    colours = [card_colour(state, other) for other in display.values()]
    rule = design.scoring
    if rule == "adjacent_completed":
        matches = sum(other.is_completed for other in neighbours)
    elif rule == "colour_count":
        matches = colours.count(design.scoring_colour)
    elif rule == "adjacent_colour":
        matches = sum(card_colour(state, other) == design.scoring_colour for other in neighbours)
    elif rule == "completed_lines":
        matches = sum(all(other.is_completed for other in line) for line in lines)
    elif rule == "rainbow":
        matches = int(set(state.rules.dice_colours) <= set(colours))
    elif rule == "mono_lines":
        line_colours = [{card_colour(state, other) for other in line} for line in lines]
        matches = sum(len(found) == 1 and None not in found for found in line_colours)
    else:  # bonus_variety
        kinds = {state.rules.design(other.design_id).bonus for other in display.values() if other.is_completed}
        matches = len(kinds - {None})
    return design.points * matches


def empty_fields(state: GoennenState, player: int) -> int:
    return sum(entry is None for card in state.displays[player] for entry in card.entries)


def solo_target(state: GoennenState) -> int:
    """Points the solo level needs (solo card) [rulebook]."""
    return points_needed(state.rules.solo_level)
