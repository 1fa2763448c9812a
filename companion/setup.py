"""Before a game: resume an unfinished one, or choose a game and how many play. A small state machine like
the table's: buttons in, a display view out, and `result` once the players have chosen."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from companion import game_data, gnw_cards
from companion.journal import GameHeader, Replayed
from dicetable.messages import Text, text
from display.views import ChooseGameView, ErrorView, GameChoice, PlayersView, ResumeView
from games.engine import Engine
from hardware.events import ButtonEvent

RESUME, NEW = 0, 1


class Setup:
    """`result` becomes the `Replayed` game to resume or the `GameHeader` of a new one."""

    def __init__(
        self,
        engines: Sequence[Engine],
        unfinished: Sequence[Replayed] = (),
        new_seed: Callable[[], int] = lambda: random.SystemRandom().randrange(2**31),
        options_for: Callable[[str], dict[str, Any]] | None = None,
    ) -> None:
        """options_for: the `new_game` options of a game id (default `new_game_options`), read when chosen."""
        self.engines = tuple(engines)
        self.unfinished = tuple(unfinished)
        self._new_seed = new_seed
        self._options_for = options_for or new_game_options
        self.stage = "resume" if self.unfinished else "game"
        self.selected = 0
        self.game = 0
        self.result: Replayed | GameHeader | None = None
        self.problem: Text | None = None  # why the chosen game cannot start (a bad card file); any button goes back

    def on_button(self, event: ButtonEvent) -> None:
        if self.problem is not None:
            self.problem = None
            return
        count = {"resume": 2, "game": len(self.engines), "players": len(self._counts())}[self.stage]
        if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
            self.selected = (self.selected + (1 if event is ButtonEvent.NEXT else -1)) % count
        elif event is ButtonEvent.BACK:
            self._back()
        elif event is ButtonEvent.OK:
            self._choose()

    def _choose(self) -> None:
        if self.stage == "resume":
            if self.selected == RESUME:
                self.result = self.unfinished[0]
            else:
                self.stage, self.selected = "game", 0
        elif self.stage == "game":
            self.game, self.stage, self.selected = self.selected, "players", 0
        else:
            engine = self.engines[self.game]
            players = self._counts()[self.selected]
            try:
                options = self._options_for(engine.id)
            except gnw_cards.CardFileError as error:  # the players' card file no longer reads
                self.problem = error.text
                return
            self.result = GameHeader(engine.id, players, self._new_seed(), options)

    def _back(self) -> None:
        if self.stage == "players":
            self.stage, self.selected = "game", self.game
        elif self.stage == "game" and self.unfinished:
            self.stage, self.selected = "resume", NEW

    def _counts(self) -> tuple[int, ...]:
        engine = self.engines[self.game]
        return tuple(range(engine.min_players, engine.max_players + 1))

    def view(self) -> ResumeView | ChooseGameView | PlayersView | ErrorView:
        if self.problem is not None:
            return ErrorView(problem=self.problem, recovery=text("setup.fix_and_retry"))
        if self.stage == "resume":
            game = self.unfinished[0]
            summary = text(
                "setup.resume_summary",
                players=game.header.players,
                moves=len(game.actions),
                saved=_started(game),
            )
            return ResumeView(game_title=text(game.engine.name), summary=summary, selected=self.selected)
        if self.stage == "game":
            choices = tuple(
                GameChoice(engine.id, text(engine.name), engine.min_players, engine.max_players)
                for engine in self.engines
            )
            return ChooseGameView(games=choices, selected=self.selected)
        return PlayersView(text(self.engines[self.game].name), self._counts(), self.selected)


def new_game_options(game_id: str) -> dict[str, Any]:
    """The options a new game starts with, plain JSON so the journal header replays it exactly: Geht noch was?
    gets every card known now (shipped and the players' own, `gnw_cards.game_options`) and the rule data;
    Blöder Sack and Gönnen their data file (`game_data.data_options`)."""
    if game_id == "geht-noch-was":
        return gnw_cards.game_options()
    return game_data.data_options(game_id) if game_id in game_data.DATA_GAMES else {}


def _started(game: Replayed) -> str:
    """When the game began, from its journal's name (YYYYmmdd-HHMMSS-game), e.g. "25.11. 20:04"."""
    try:
        return f"{datetime.strptime(game.path.stem[:15], '%Y%m%d-%H%M%S'):%d.%m. %H:%M}"
    except ValueError:
        return game.path.stem
