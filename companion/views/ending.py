"""The end-of-game table every game shares: the engine's ranking with each player's breakdown, rows that
line up across players, and shared places for ties the rules leave standing."""

from __future__ import annotations

from collections.abc import Callable

from dicetable.messages import Text, text
from display.views import EndOfGameView, PlayerScoreView, ScoreLineView
from games.engine import Engine, GameState, ScoreLine

LabelOf = Callable[[ScoreLine], Text]


def player_name(player: int) -> Text:
    """A seat number (0-based) as the players read it: "Spieler 1"."""
    return text("player.numbered", number=player + 1)


def end_of_game(engine: Engine, state: GameState, label_of: LabelOf) -> EndOfGameView:
    """The ranking as `EndOfGameView`, with the engine's places (a tie the rules leave standing shares one).
    `label_of` names the row of a score line the same for every player (an engine's label may carry the
    player's own numbers)."""
    scores = {score.player: score for score in engine.scores(state)}
    ranking = engine.ranking(state)
    places = engine.places(state)
    columns = tuple(
        PlayerScoreView(
            player_name(player), tuple(ScoreLineView(label_of(line), line.points) for line in scores[player].lines)
        )
        for player in ranking
    )
    return EndOfGameView(columns, tuple(places[player] for player in ranking))
