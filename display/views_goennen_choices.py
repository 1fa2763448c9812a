"""View models of the two Gönnen decisions outside a turn: which of the four dealt cards goes back under its
stack at the setup, and which colour a completed choose-colour card takes before the final scoring.

The engine decides everything; these views carry the cards, what each choice keeps or scores, and the
options in the engine's order (`selected` indexes them, as on every decision screen).
"""

from __future__ import annotations

from dataclasses import dataclass

from dicetable.messages import Text
from display.checks import require_selection, require_text, require_texts, require_tuple
from display.errors import BadView
from display.views_goennen import GRID, GoennenCardView


@dataclass(frozen=True)
class GoennenReturnView:
    """Setup: the dealt cards side by side, each with the stack it came from (`stacks`, "Bonus-Karte"), the
    one the selected option returns marked; `kept` names the cards that choice keeps. Option i returns
    card i."""

    player: Text
    cards: tuple[GoennenCardView, ...]
    stacks: tuple[Text, ...]
    options: tuple[Text, ...]
    kept: Text
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("GoennenReturnView", "player", self.player)
        require_tuple("GoennenReturnView", "cards", self.cards)
        require_texts("GoennenReturnView", "stacks", self.stacks)
        require_texts("GoennenReturnView", "options", self.options)
        require_text("GoennenReturnView", "kept", self.kept)
        require_selection("GoennenReturnView", self.selected, len(self.options), "options")
        if not len(self.cards) == len(self.stacks) == len(self.options):
            raise BadView(
                f"GoennenReturnView needs one stack and one option per card: {len(self.cards)} cards, "
                f"got {len(self.stacks)} stacks and {len(self.options)} options"
            )


@dataclass(frozen=True)
class ColourChoice:
    """One colour the card may take: the colour's id and name, the decider's total with it (points), the
    change against the card having no colour (`gain`), and which Wertungs-Karten that change comes from."""

    colour: str
    name: Text
    points: int
    gain: int
    because: Text

    def __post_init__(self) -> None:
        require_text("ColourChoice", "name", self.name)
        require_text("ColourChoice", "because", self.because)


@dataclass(frozen=True)
class GoennenColourView:
    """Game end: the decider's 3×3 display as it scores with the selected colour (`cells[row][column]`,
    None = no card), the card being coloured at `card_cell` (row, column of that grid), one choice per
    colour in the options' order, and what the decider plays against (`standing`: the others' points, or the
    solo target)."""

    player: Text
    card: Text
    cells: tuple[tuple[GoennenCardView | None, ...], ...]
    card_cell: tuple[int, int]
    choices: tuple[ColourChoice, ...]
    standing: Text
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("GoennenColourView", "player", self.player)
        require_text("GoennenColourView", "card", self.card)
        require_tuple("GoennenColourView", "choices", self.choices)
        require_text("GoennenColourView", "standing", self.standing)
        require_selection("GoennenColourView", self.selected, len(self.choices), "colours")
        if len(self.cells) != GRID or any(len(row) != GRID for row in self.cells):
            raise BadView(f"GoennenColourView.cells must be {GRID} rows of {GRID} cells")
        row, column = self.card_cell
        if not (0 <= row < GRID and 0 <= column < GRID) or self.cells[row][column] is None:
            raise BadView(f"GoennenColourView.card_cell must name a card of the grid, got {self.card_cell}")
