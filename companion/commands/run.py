"""`dicetable run`: the live companion at the table — camera, screen, buttons — as the config says.

Full screen on the Pi (KMS/DRM, no desktop needed) or in a window on a desktop. The GPIO buttons are used
where the Pi's pins are there; keyboard, mouse and touch always work too.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from contextlib import ExitStack
from functools import partial
from pathlib import Path

import games
from companion.config import Config, load_config, save_language
from companion.journal import GameHeader, Journal, Replayed, unfinished_games
from companion.loop import TableLoop
from companion.screen import Screen, drain, gpio_buttons
from companion.setup import Setup
from companion.table import Table
from companion.watching import settled_readings
from dicetable import messages
from games.engine import Action, Engine, GameState
from hardware.cameras import open_camera
from hardware.events import ButtonEvent

NAME = "run"
HELP = "the live companion: camera, screen and buttons"
FRAME_S = 1 / 30  # the setup screens redraw at 30 frames a second


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=Path, help="settings file (default: ~/.config/dicetable/config.toml)")
    parser.add_argument("--camera", help="camera spec overriding the config, e.g. opencv:0 or replay:FOLDER")
    parser.add_argument("--window", action="store_true", help="a window of 800x480 instead of the full screen")


def available_engines() -> tuple[Engine, ...]:
    """The engines of every game whose module is complete (it exposes ENGINE), in `games.ENGINE_MODULES` order."""
    engines = []
    for game_id in games.ENGINE_MODULES:
        try:
            engines.append(games.load(game_id))
        except (ImportError, AttributeError):  # a game not installed, or still without its ENGINE
            continue
    return tuple(engines)


def run(args: argparse.Namespace) -> int:
    config = load_config(args.config)
    messages.set_language(config.language)
    camera_spec = args.camera or config.camera
    with ExitStack() as stack:
        screen = Screen(fullscreen=not args.window, hold_s=config.buttons.hold_s)
        sources = [screen.button_events]
        gpio = gpio_buttons(config.buttons)
        if gpio is not None:
            stack.enter_context(gpio)
            sources.insert(0, lambda: drain(gpio.events))
        engines = available_engines()
        while True:
            chosen = _choose_game(engines, config, screen, sources)
            table = _table(chosen, config, args.config)
            watch = settled_readings(table.engine.id, table.board.reader if table.board is not None else None)
            cameras = lambda: open_camera(  # noqa: E731
                camera_spec, timeout_s=config.camera_timeout_s, rotation=config.camera_rotation
            )
            with TableLoop(table, cameras, watch, screen.show, buttons=sources) as loop:
                while not table.wants_new_game:
                    loop.step()


def _choose_game(
    engines: tuple[Engine, ...], config: Config, screen: Screen, sources: list[Callable[[], list[ButtonEvent]]]
) -> Replayed | GameHeader:
    unfinished, problems = unfinished_games(config.journal_dir)
    for problem in problems:
        print(f"dicetable: {messages.render(problem)}")
    setup = Setup(engines, unfinished)
    while setup.result is None:
        for source in sources:
            for event in source():
                setup.on_button(event)
        screen.show(setup.view())
        time.sleep(FRAME_S)
    return setup.result


def _table(chosen: Replayed | GameHeader, config: Config, config_path: Path | None) -> Table:
    if isinstance(chosen, Replayed):
        engine, journal, states = chosen.engine, Journal(chosen.path), chosen.states
    else:
        engine = games.load(chosen.game)
        journal, states = Journal.create(config.journal_dir, chosen), (chosen.new_state(engine),)
    advise = advisor(engine.id) if config.hints else None
    colours = dice_colours(engine.id)
    remember = partial(save_language, path=config_path)  # the file the config was read from
    return Table(
        engine,
        journal,
        states,
        config.confirm_below,
        advise=advise,
        dice_colours=colours,
        on_language=remember,
        passive_choices=config.passive_choices,
    )


def dice_colours(dice_set: str) -> tuple[str, ...]:
    """The colours of the game's dice-set profile, which a die can be corrected to; () without a profile."""
    from vision.profiles import ProfileNotFound, load_profile

    try:
        return load_profile(dice_set).colour_names
    except ProfileNotFound:
        return ()


def advisor(game_id: str) -> Callable[[GameState], Action | None] | None:
    """The game's advisor as a hint for the options screen, where the game module has one (ADVISOR)."""
    found = games.load_advisor(game_id)
    if found is None:
        return None
    return lambda state: found.choose(state, random.Random(0))
