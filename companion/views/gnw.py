"""Geht noch was?: each player's display, the round overview, the odds before staying in, and the final
table by level, built from the engine state for the display's view models.

Cards, markers, luck and levels are the state's `Board`s; points are `engine.scores`; the odds are
`games.geht_noch_was.odds`; which cards this roll fulfils and with which dice are the engine's own
`find_witness` and `witness_dice`. Nothing here changes the state.
"""

from __future__ import annotations

from companion.views.ending import end_of_game, player_name
from companion.views.gnw_condition import describe_condition
from dicetable.messages import Text, text
from display.views import EndOfGameView
from display.views_gnw import (
    CardView,
    GnwPlayerView,
    GnwRoundView,
    InOut,
    LevelView,
    Marker,
    OddsView,
    PlayerStatus,
)
from games.engine import AwaitReveal, Engine, ScoreLine
from games.geht_noch_was.conditions import find_witness
from games.geht_noch_was.labels import bonus_label, witness_dice
from games.geht_noch_was.odds import next_roll_odds
from games.geht_noch_was.rules import LEVELS, ROUNDS
from games.geht_noch_was.state import ActiveCard, Board, GnwState

ROLL_LOOP = ("roll", "resolve", "stay")
# The engine's score lines carry each player's numbers; the final table's rows keep only what they share.
ROWS = {
    "gnw.score.level": ("views.gnw.level", ("level",)),
    "gnw.score.luck": ("views.gnw.luck", ()),
    "gnw.score.colourful": ("views.gnw.colourful", ()),
}


def sheet_views(engine: Engine, state: GnwState) -> tuple[GnwPlayerView, ...]:
    """Every player's display in seat order: levels top down, In/Out, luck, free black markers, points, and
    the level last fulfilled while the round's rolls and pushes last (the engine keeps it until the next roll
    loop begins, but on the table it means nothing after the push)."""
    scores = engine.scores(state)
    resolving = _resolving(state)
    return tuple(
        GnwPlayerView(
            player=player_name(player),
            state=in_out(state, board),
            luck=board.luck,
            black_markers=board.black_free,
            levels=_levels(state, board, player in resolving),
            last_level=board.last_level if state.phase in (*ROLL_LOOP, "push") else None,
            points=scores[player].total,
        )
        for player, board in enumerate(state.boards)
    )


def round_view(engine: Engine, state: GnwState) -> GnwRoundView:
    """The round overview: round of 5, the Glücksfee, the phase, every player's line, the round's bonuses."""
    scores = engine.scores(state)
    players = tuple(
        PlayerStatus(player_name(player), in_out(state, board), board.luck, len(board.marked), scores[player].total)
        for player, board in enumerate(state.boards)
    )
    # The bonus label's "what" is the choice itself ("2 Glück"); the overview already says "Bonus".
    choices = () if state.round < 2 else state.rules.bonus_options(state.round)
    bonuses = tuple(dict(bonus_label(option).params)["what"] for option in choices)
    return GnwRoundView(state.round, ROUNDS, player_name(state.gluecksfee), _phase(state), players, bonuses)


def odds_view(engine: Engine, state: GnwState, selected: int = 0) -> OddsView | None:
    """Before the player stays in or steps out (selected 0 = stay, 1 = step out, the order of the engine's
    options): the exact chance their next roll fits, and what failing would cost. None at any other time."""
    if state.phase != "stay" or state.draws or state.offer is not None:
        return None
    odds = next_roll_odds(state, state.turn)
    return OddsView(player_name(state.turn), float(odds.chance), odds.points_at_stake, len(odds.at_stake), selected)


def final_view(engine: Engine, state: GnwState) -> EndOfGameView:
    """The ranking with one row per level (top first, factor applied), the luck left and, solo, "Sei bunt!";
    a tie still standing after the level-by-level tie-break shares its place."""
    return end_of_game(engine, state, _common_label)


def in_out(state: GnwState, board: Board) -> InOut:
    """IN while rolling on; FAILED for a player out of the roll loop with nothing marked (failing clears the
    markers); OUT otherwise, which is also what the marker shows between roll loops. A player who spent
    luck and stepped out before marking anything also shows FAILED: the state does not tell them apart."""
    if board.is_in:
        return InOut.IN
    if state.phase in ROLL_LOOP and not board.marked:
        return InOut.FAILED
    return InOut.OUT


def _resolving(state: GnwState) -> tuple[int, ...]:
    """Players who still resolve the roll on the table (the one deciding to stay has resolved it)."""
    if state.phase == "resolve":
        return state.queue
    if state.phase == "stay":
        return state.queue[1:]
    return ()


def _levels(state: GnwState, board: Board, is_resolving: bool) -> tuple[LevelView, ...]:
    factors = state.rules.level_factors()
    open_cards = board.open_cards() if is_resolving else ()
    levels = []
    for level in reversed(LEVELS):
        cards = tuple(_card(state, active, active in open_cards) for active in board.on_level(level))
        scored = sum(card.level == level for card in board.scored)
        levels.append(LevelView(level, factors[level - 1], cards, scored))
    return tuple(levels)


def _card(state: GnwState, active: ActiveCard, is_open: bool) -> CardView:
    card = state.card(active.card)
    witness = find_witness(card.condition, state.roll, state.rules.conditions) if is_open else None
    return CardView(
        card_id=str(card.id),
        colour=card.colour,
        points=card.points,
        condition=describe_condition(card.condition),
        marker=Marker.NONE if active.mark is None else Marker(active.mark),
        is_fulfillable=witness is not None,
        dice=None if witness is None else witness_dice(state.roll, witness),
    )


def _phase(state: GnwState) -> Text:
    if isinstance(state.waiting_for(), AwaitReveal):
        return text("views.gnw.phase.reveal")
    return text(f"views.gnw.phase.{'offer' if state.offer is not None else state.phase}")


def _common_label(line: ScoreLine) -> Text:
    """A level's row without this player's points and factor ("Ebene 5"), the luck row without the count."""
    if line.label.key not in ROWS:
        return line.label
    key, shared = ROWS[line.label.key]
    params = dict(line.label.params)
    return text(key, **{name: params[name] for name in shared})
