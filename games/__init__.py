"""Pure rules engines, one module per game, all behind `games.engine.Engine`. No I/O, no cv2, no pygame.

>>> engine = load("doppelt-so-clever")
"""

from __future__ import annotations

from importlib import import_module

from games.engine import Engine
from games.errors import UnknownGame

ENGINE_MODULES = {
    "doppelt-so-clever": "games.doppelt_so_clever",
    "geht-noch-was": "games.geht_noch_was",
    "bloeder-sack": "games.bloeder_sack",
    "push": "games.push",
    "goennen-koennen": "games.goennen_koennen",
}


def load_advisor(game_id: str):
    """The game's move advisor (its module's `ADVISOR`, with `choose(state, rng)`), or None where it has none."""
    load(game_id)  # refuses an unknown id with the known ones
    return getattr(import_module(ENGINE_MODULES[game_id]), "ADVISOR", None)


def load(game_id: str) -> Engine:
    """The engine for `game_id`; each game module exposes its engine class as `ENGINE`."""
    module_name = ENGINE_MODULES.get(game_id)
    if module_name is None:
        raise UnknownGame(f"no game {game_id!r}; expected one of {', '.join(ENGINE_MODULES)}")
    return import_module(module_name).ENGINE()
