"""`dicetable demo`: replay a recorded session through the real reader, the real engine and the real screens.

With no screen it renders headless and writes every screen as a PNG into a folder it names; with a screen
it opens a window and plays at the recorded pace. The session says which frames show a settled roll and what
was rolled; the recorded players check every reading against that, correct it with the buttons where the
reader erred, and take the recorded decisions.
"""

from __future__ import annotations

import argparse
import math
import os
import tempfile
from pathlib import Path

import cv2

import games
from companion.config import load_config
from companion.playback import play_back
from companion.session import RECORDED_DIR, SessionError, find_sessions, load_session
from dicetable import messages
from dicetable.messages import Text, text

NAME = "demo"
HELP = "replay a recorded session through the reader, the rules engine and the screen"
SCREEN_SIZE = (800, 480)
PRESS_PAUSE_S = 0.25  # in a window, time to see each button press


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("session", nargs="?", help=f"a session folder, or a name under {RECORDED_DIR}")
    parser.add_argument("--out", type=Path, help="folder for the rendered screens (default: a new temporary one)")
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument("--window", action="store_true", help="open a window even where no screen was detected")
    screen.add_argument("--headless", action="store_true", help="render PNG files only, never a window")


def has_screen() -> bool:
    """A desktop to open a window on (X11 or Wayland), unless SDL was told to draw nowhere."""
    has_desktop = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return has_desktop and os.environ.get("SDL_VIDEODRIVER") not in ("dummy", "offscreen")


def session_folder(name: str | None) -> Path:
    if name is not None:
        path = Path(name)
        return path if path.is_dir() else RECORDED_DIR / name
    sessions = find_sessions()
    if not sessions:
        raise SessionError(text("session.none_found", folder=str(RECORDED_DIR)))
    return sessions[0]


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from display.renderer import Renderer  # pygame starts only when a command draws
    from vision.profiles import load_profile
    from vision.reader import read_frame

    config = load_config()
    messages.set_language(config.language)
    session = load_session(session_folder(args.session))
    engine = games.load(session.header.game)
    profile = load_profile(session.header.game)
    in_window = args.window or (has_screen() and not args.headless)
    out = args.out or Path(tempfile.mkdtemp(prefix="dicetable-demo-"))
    out.mkdir(parents=True, exist_ok=True)
    renderer = Renderer(SCREEN_SIZE, headless=not in_window)
    say(text("demo.start", session=session.folder.name, game=session.header.game, out=str(out)))
    shown = 0

    def show(view: object) -> None:
        nonlocal shown
        save_png(renderer.draw(view), out / f"{shown:06d}.png")
        shown += 1

    table = play_back(
        session,
        engine,
        lambda pixels: read_frame(pixels, profile),
        show,
        out / "journal",
        math.inf,  # the recorded players check every reading against what they rolled
        dice_colours=profile.colour_names,
        report=say,
        realtime=in_window,
        press_pause_s=PRESS_PAUSE_S if in_window else 0.0,
    )
    totals = tuple(score.total for score in engine.scores(table.state))
    scores = ", ".join(map(str, totals))
    labelled = ", ".join(map(str, session.final_scores))
    say(text("demo.finished", screens=shown, out=str(out), journal=str(table.journal.path)))
    if totals != session.final_scores:
        say(text("demo.scores_differ", scores=scores, labelled=labelled))
        return 1
    say(text("demo.scores_agree", scores=scores))
    return 0


def save_png(surface, path: Path) -> None:
    """Write a screen as PNG with light compression: hundreds of screens in seconds rather than a minute."""
    import pygame

    rgb = pygame.surfarray.pixels3d(surface).transpose(1, 0, 2)  # (width, height, 3) view to (height, width, 3)
    if not cv2.imwrite(str(path), cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_PNG_COMPRESSION, 1]):
        raise OSError(f"could not write {path}")


def say(message: Text) -> None:
    print(message, flush=True)
