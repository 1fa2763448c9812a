"""`dicetable calibrate --set NAME [--camera SPEC | IMAGES...] [--out FILE]`: learn your own dice's colours.

Put the set's dice on the table under the light you play in. With `--camera` it takes a few frames (turn
or shuffle the dice between them if you like); with image files it reads those. Images with a project label
(`<name>.json` beside them) use the labelled boxes and colours; otherwise the die finder finds the dice and
they are shared out among the set's colours. Prints what it learned and where it wrote the profile
(default: the user's profile folder, which `load_profile` searches before the shipped profiles).
"""

from __future__ import annotations

import argparse
import datetime
import json
import time
from pathlib import Path

import cv2
import numpy as np

from companion.config import load_config
from dicetable import messages
from dicetable.messages import colour_name, text
from vision.calibrate import Calibration, CalibrationFailed, calibrate
from vision.profiles import DiceSetProfile, load_profile, save_profile, user_profile_dir

NAME = "calibrate"
HELP = "learn the colours of your own dice under your own light and write a dice-set profile"
SETS = ("doppelt-so-clever", "geht-noch-was", "bloeder-sack", "push", "goennen-koennen")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--set", required=True, choices=SETS, help="the dice set (game id)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--camera", help="camera spec, e.g. picamera2, opencv:0 or replay:FOLDER")
    source.add_argument("images", nargs="*", type=Path, default=[], help="pictures of the set's dice")
    parser.add_argument("--out", type=Path, help="profile file to write (default: your profile folder)")
    parser.add_argument("--note", help="where the pictures came from, kept in the profile (e.g. 'kitchen, evening')")
    parser.add_argument("--frames", type=int, default=5, help="frames to take with --camera (default 5)")
    parser.add_argument("--interval-s", type=float, default=0.5, help="seconds between camera frames (default 0.5)")


def run(args: argparse.Namespace) -> int:
    config = load_config()
    messages.set_language(config.language)
    profile = load_profile(args.set)
    if args.camera:
        frames = _camera_frames(args.camera, config.camera_rotation, args.frames, args.interval_s)
        boxes, colours = None, None
        source = f"camera {args.camera}"
    else:
        frames, boxes, colours = _image_frames(args.images)
        source = f"{len(frames)} picture(s) in {', '.join(sorted({str(p.parent) for p in args.images}))}"
    if not frames:
        raise CalibrationFailed(text("vision.calibrate.no_images"))
    today = datetime.date.today().isoformat()
    note = f"calibrated by `dicetable calibrate` on {today} from {source}" + (f"; {args.note}" if args.note else "")
    result = calibrate(frames, profile, note, boxes=boxes, colours=colours)
    out = save_profile(result.profile, args.out or user_profile_dir() / f"{args.set}.json")
    for line in report_lines(result, profile):
        print(line)
    print(text("vision.calibrate.wrote", path=str(out)))
    return 0


def report_lines(result: Calibration, before: DiceSetProfile) -> list[str]:
    """One line per colour: how many die images taught it, its L*a*b*, and how far it moved (ΔE)."""
    lines = []
    for name, samples in result.samples:
        if not samples:
            lines.append(str(text("vision.calibrate.not_seen", colour=colour_name(name))))
            continue
        mean = result.profile.stats(name).mean
        old = before.stats(name)
        shift = "–" if old is None else f"ΔE {float(np.linalg.norm(np.subtract(mean[:3], old.mean[:3]))):.1f}"
        lab = f"{mean[0]:.1f} / {mean[1]:.1f} / {mean[2]:.1f}"
        lines.append(
            str(text("vision.calibrate.learned", colour=colour_name(name), samples=samples, lab=lab, shift=shift))
        )
    return lines


def _camera_frames(spec: str, rotation: int, count: int, interval_s: float) -> list[np.ndarray]:
    from hardware.cameras import open_camera  # camera backends load only when a camera is asked for

    frames = []
    with open_camera(spec, rotation=rotation) as camera:
        for index in range(count):
            if index:
                time.sleep(interval_s)
            try:
                frames.append(camera.frame().pixels)
            except EOFError:  # a replay: camera has no more recorded frames
                break
    return frames


def _image_frames(paths: list[Path]) -> tuple[list[np.ndarray], list, list]:
    """The readable images, with each one's labelled boxes and colours (None where it has no label)."""
    frames, boxes, colours = [], [], []
    for path in paths:
        image = cv2.imread(str(path), cv2.IMREAD_COLOR)
        if image is None:
            print(text("vision.calibrate.unreadable_image", path=str(path)))
            continue
        label = path.with_suffix(".json")
        dice = json.loads(label.read_text(encoding="utf-8"))["dice"] if label.is_file() else None
        frames.append(image)
        boxes.append(None if dice is None else [die["box"] for die in dice])
        colours.append(None if dice is None else [die["colour"] for die in dice])
    return frames, boxes, colours
