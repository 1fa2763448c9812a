"""The Doppelt so clever engine behind `games.engine.Engine`; the rules live in the sibling modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicetable.messages import Text, text
from games.doppelt_so_clever import choices, refusals, turn
from games.doppelt_so_clever.scoring import breakdown, tie_break_key, total_from_marks
from games.doppelt_so_clever.sheet import AREAS
from games.doppelt_so_clever.state import DscState, Options
from games.engine import Action, Engine, Score, ScoreLine


class DoppeltSoClever(Engine):
    """Doppelt so clever (Schmidt Spiele 2019), 1–4 players; options as in `state.Options`."""

    id = "doppelt-so-clever"
    name = "dsc.name"
    min_players = 1
    max_players = 4
    state_type = DscState

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> DscState:
        """A fresh game; nothing is shuffled, so `seed` does not change it."""
        self.check_players(players)
        return turn.start(players, Options.from_mapping(options))

    def legal_actions(self, state: DscState) -> tuple[Action, ...]:
        return choices.legal_actions(state)

    def _apply(self, state: DscState, action: Action) -> DscState:
        return turn.play(state, action)

    def why_illegal(self, state: DscState, action: Action) -> Text:
        label = action.label or repr(action)
        return text("error.action_not_legal", action=label, reason=refusals.reason(state, action))

    def scores(self, state: DscState) -> tuple[Score, ...]:
        """Per player: each colour area's points, then the foxes (count × lowest area)."""
        negative = state.options.negative_foxes
        result = []
        for player, sheet in enumerate(state.sheets):
            points = breakdown(sheet, sheet.foxes, negative)
            lines = [ScoreLine(text(f"colour.{area}"), p) for area, p in zip(AREAS, points, strict=False)]
            fox_each = points[-1] // sheet.foxes if sheet.foxes else 0
            lines.append(ScoreLine(text("dsc.score.foxes", count=sheet.foxes, value=fox_each), points[-1]))
            result.append(Score(player, tuple(lines)))
        return tuple(result)

    def rank_key(self, state: DscState, player: int) -> tuple[int, int]:
        """Highest total first; a tie goes to the best single colour area (Q13); still tied: a shared place."""
        return tie_break_key(state.sheets[player], state.options.negative_foxes)

    def totals_from_sheets(self, state: DscState) -> tuple[int, ...]:
        """Each player's total recomputed from the marks alone (foxes counted where printed), for checks."""
        return tuple(total_from_marks(sheet, state.options.negative_foxes) for sheet in state.sheets)
