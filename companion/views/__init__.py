"""The game-specific screens, built from engine states: for each game id, the functions that turn a state
into the views that game shows (its sheets, its final table, an overview, a screen for some decisions).

    sheet_views(engine, state)             # one sheet view per player, seat order; () for a game without
    sheet_for_turn(engine, state)          # the sheet of the player the game waits for, or None
    overview_view(engine, state)           # e.g. the Geht noch was? round overview, or None
    decision_view(engine, state, selected) # a screen replacing the options list now (the odds), or None
    final_view(engine, state)              # the game's end-of-game table, or None for the general one
    announcement_view(engine, before, action, after)  # what a move caused, for the players to confirm, or None
    roll_note(engine, state)               # a sentence beside "roll now", e.g. what the PUSH die can cost, or None

All of them leave the state alone; a game not listed in `GAME_VIEWS` simply has none of these screens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.views import bloeder, dsc, gnw, goennen, goennen_choices, push
from dicetable.messages import Text
from display.views import EndOfGameView
from display.views_bloeder import BloederFinalView, BoardView, ScoringView, SupplyPageView
from display.views_dsc import DscSheetView
from display.views_gnw import GnwPlayerView, GnwRoundView, OddsView
from display.views_goennen import GoennenDisplayView, GoennenFinalView, GoennenPlaceView, GoennenTurnView
from display.views_goennen_choices import GoennenColourView, GoennenReturnView
from display.views_push import PushFinalView, PushTableView, PushTurnView
from games.engine import Action, AwaitDecision, AwaitRoll, Engine, GameState

SheetView = DscSheetView | GnwPlayerView | SupplyPageView | GoennenDisplayView
OverviewView = GnwRoundView | PushTableView | BoardView
DecisionView = (
    OddsView | PushTurnView | BoardView | GoennenTurnView | GoennenPlaceView | GoennenReturnView | GoennenColourView
)
FinalView = EndOfGameView | PushFinalView | BloederFinalView | GoennenFinalView
AnnouncementView = ScoringView
Sheets = Callable[[Engine, GameState], tuple[SheetView, ...]]
Final = Callable[[Engine, GameState], FinalView]
Overview = Callable[[Engine, GameState], OverviewView]
Decision = Callable[[Engine, GameState, int], DecisionView | None]
Announcement = Callable[[Engine, GameState, Action, GameState], AnnouncementView | None]
RollNote = Callable[[Engine, GameState], Text | None]


@dataclass(frozen=True)
class GameViews:
    """One game's adapters: `sheets` (one view per player), `final`, and optionally an `overview` of the
    whole table, a `decision` screen that stands in for the options list when it returns a view, and an
    `announcement` of what a move caused (a scoring) that the players confirm before the game goes on, and a
    `roll_note` said beside the call to roll."""

    sheets: Sheets
    final: Final
    overview: Overview | None = None
    decision: Decision | None = None
    announcement: Announcement | None = None
    roll_note: RollNote | None = None


GAME_VIEWS: dict[str, GameViews] = {
    "doppelt-so-clever": GameViews(dsc.sheet_views, dsc.final_view),
    "geht-noch-was": GameViews(gnw.sheet_views, gnw.final_view, gnw.round_view, gnw.odds_view),
    "push": GameViews(push.sheet_views, push.final_view, push.table_view, push.decision_view, roll_note=push.roll_note),
    "bloeder-sack": GameViews(
        bloeder.sheet_views, bloeder.final_view, bloeder.board_view, bloeder.decision_view, bloeder.scoring_view
    ),
    "goennen-koennen": GameViews(goennen.sheet_views, goennen.final_view, decision=goennen_choices.decision_view),
}


def sheet_views(engine: Engine, state: GameState) -> tuple[SheetView, ...]:
    """Every player's sheet (DscSheetView, GnwPlayerView) in seat order; () for a game without sheet views."""
    views = GAME_VIEWS.get(engine.id)
    return () if views is None else views.sheets(engine, state)


def sheet_for_turn(engine: Engine, state: GameState) -> SheetView | None:
    """The sheet of the player who must roll or decide now; None when nobody in particular is (a common
    roll, a card turned over, the end) or the game has no sheet views."""
    waiting = state.waiting_for()
    player = waiting.player if isinstance(waiting, AwaitRoll | AwaitDecision) else None
    sheets = sheet_views(engine, state)
    return sheets[player] if player is not None and sheets else None


def overview_view(engine: Engine, state: GameState) -> OverviewView | None:
    """The game's overview of the whole table (Geht noch was?: the round), or None."""
    views = GAME_VIEWS.get(engine.id)
    return None if views is None or views.overview is None else views.overview(engine, state)


def decision_view(engine: Engine, state: GameState, selected: int) -> DecisionView | None:
    """A screen standing in for the options list now, e.g. the odds before staying in or stepping out;
    `selected` indexes `engine.legal_actions(state)` and is shown as the screen's selection. None: show
    the general options list."""
    views = GAME_VIEWS.get(engine.id)
    return None if views is None or views.decision is None else views.decision(engine, state, selected)


def final_view(engine: Engine, state: GameState) -> FinalView | None:
    """The game's end-of-game table (rows per area or level, shared places for ties left standing), or
    None for a game whose general table will do."""
    views = GAME_VIEWS.get(engine.id)
    return None if views is None else views.final(engine, state)


def announcement_view(engine: Engine, before: GameState, action: Action, after: GameState) -> AnnouncementView | None:
    """What `action` caused going from `before` to `after` that the players should see and confirm (Blöder
    Sack: each scoring with its winner and why), or None."""
    views = GAME_VIEWS.get(engine.id)
    return None if views is None or views.announcement is None else views.announcement(engine, before, action, after)


def roll_note(engine: Engine, state: GameState) -> Text | None:
    """A sentence the roll call adds for this game now (PUSH: what each face of the die would cost the roller),
    or None."""
    views = GAME_VIEWS.get(engine.id)
    return None if views is None or views.roll_note is None else views.roll_note(engine, state)
