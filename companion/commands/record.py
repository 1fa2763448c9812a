"""`dicetable record`: keep frames from your own table and turn confirmed readings into labelled fixtures.

Every frame goes into `<out>/frames/` as a replay folder (`replay:<out>/frames` plays it back). Each
reading is shown; OK keeps it as `<out>/<frame>.jpg` + `.json` in the project's label format, BACK corrects
a die first, holding BACK drops it. With `--yes` every reading is kept as read, no screen needed.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.config import load_config
from companion.recording import Recorder, ReplayWriter
from companion.screen import Screen, drain, gpio_buttons
from companion.watching import every_interval, settled_readings
from dicetable import messages
from dicetable.messages import Text, text
from games.engine import PIP_VALUES, Die
from hardware.cameras import ReplayFinished, open_camera

NAME = "record"
HELP = "save frames from the table, confirm or correct each reading, write labelled fixtures"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--camera", required=True, help="camera spec: picamera2, opencv:0 or replay:FOLDER")
    parser.add_argument("--out", type=Path, required=True, help="folder for the fixtures (frames go to OUT/frames)")
    parser.add_argument("--set", dest="dice_set", help="dice-set profile (a game id) to read colours with")
    parser.add_argument("--interval", type=float, help="read a frame every INTERVAL seconds instead of when settled")
    parser.add_argument("--frames", type=int, help="stop after this many frames")
    parser.add_argument("--yes", action="store_true", help="keep every reading as read, without a screen")
    parser.add_argument("--config", type=Path, help="settings file (default: ~/.config/dicetable/config.toml)")


def run(args: argparse.Namespace) -> int:
    from vision.profiles import load_profile
    from vision.reader import read_frame

    config = load_config(args.config)
    messages.set_language(config.language)
    profile = load_profile(args.dice_set) if args.dice_set else None
    colours = profile.colour_names if profile is not None else tuple(text_colours())
    faces = (None,) if profile is not None and profile.faces == "colour" else PIP_VALUES
    recorder = Recorder(args.out, args.dice_set, colours, lambda colour: faces)
    writer = ReplayWriter(args.out / "frames")
    if args.interval is not None:
        watch = every_interval(args.interval, lambda pixels: read_frame(pixels, profile))
    else:
        watch = settled_readings(args.dice_set)
    screen = None if args.yes else Screen(fullscreen=False, hold_s=config.buttons.hold_s)
    gpio = None if args.yes else gpio_buttons(config.buttons)
    say(text("record.start", camera=args.camera, out=str(args.out), frames=str(writer.folder)))
    announced = 0  # saved fixtures already printed
    try:
        with open_camera(
            args.camera, timeout_s=config.camera_timeout_s, realtime=not args.yes, rotation=config.camera_rotation
        ) as camera:
            while args.frames is None or len(writer.frames) < args.frames:
                frame = camera.frame()
                name = writer.add(frame.pixels, frame.t_s)
                reading = watch(frame)
                if reading is not None:
                    recorder.on_reading(name, frame.pixels, reading)
                if args.yes and recorder.held is not None:
                    recorder.save()
                if screen is not None:
                    for event in (drain(gpio.events) if gpio else []) + screen.button_events():
                        recorder.on_button(event)
                    screen.show(recorder.view(frame.pixels))
                for label, kept in recorder.saved[announced:]:
                    dice = ", ".join(str(Die(die.colour, die.value)) for die in kept.dice) or "—"
                    say(text("record.saved", label=str(label), dice=dice))
                announced = len(recorder.saved)
    except (ReplayFinished, KeyboardInterrupt):
        pass
    finally:
        writer.write_index()
        if gpio is not None:
            gpio.close()
    say(text("record.finished", frames=len(writer.frames), saved=len(recorder.saved), out=str(args.out)))
    return 0


def text_colours() -> list[str]:
    """Every colour the catalogue names, for correcting a die read without a dice set."""
    return [key.removeprefix("colour.") for key in messages.catalogue() if key.startswith("colour.")]


def say(message: Text) -> None:
    print(message, flush=True)
