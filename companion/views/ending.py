"""The end-of-game table every game shares: the engine's ranking with each player's breakdown, rows that
line up across players, and shared places for ties the rules leave standing."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from dicetable.messages import Text, text
from display.views import EndOfGameView, PlayerScoreView, ScoreLineView
from games.engine import Engine, GameState, Score, ScoreLine

LabelOf = Callable[[ScoreLine], Text]
TieKey = Callable[[GameState, Score], Hashable]


def player_name(player: int) -> Text:
    """A seat number (0-based) as the players read it: "Spieler 1"."""
    return text("player.numbered", number=player + 1)


def end_of_game(engine: Engine, state: GameState, label_of: LabelOf, tie_key: TieKey) -> EndOfGameView:
    """The ranking as `EndOfGameView`. `label_of` names the row of a score line the same for every player
    (an engine's label may carry the player's own numbers); players whose `tie_key` is equal to the one
    ranked just before them share that place (1, 1, 3)."""
    scores = {score.player: score for score in engine.scores(state)}
    ranking = engine.ranking(state)
    places: list[int] = []
    for index, player in enumerate(ranking):
        is_tied = index > 0 and tie_key(state, scores[player]) == tie_key(state, scores[ranking[index - 1]])
        places.append(places[-1] if is_tied else index + 1)
    columns = tuple(
        PlayerScoreView(
            player_name(player), tuple(ScoreLineView(label_of(line), line.points) for line in scores[player].lines)
        )
        for player in ranking
    )
    return EndOfGameView(columns, tuple(places))
