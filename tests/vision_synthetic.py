"""Synthetic dice drawn with cv2 for the colour and settle tests: flat faces with shading, noise and pips.

Plastic colours are the fixture renderer's sRGB values (fixtures/rendered/die-colours.json) so the shipped profiles
apply; light pips on coloured dice, dark pips on white, silver and yellow ones. Silver gets a metallic
gradient and glints. White-balance and brightness changes are applied to linear light, as a camera does.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

from vision.calibrate import calibrate
from vision.colour_space import linear_to_srgb, srgb_to_linear
from vision.layout import CANONICAL_FACES
from vision.profiles import DiceSetProfile, load_profile

PLASTIC_SRGB = json.loads((Path(__file__).parents[1] / "fixtures/rendered/die-colours.json").read_text())["srgb"]
SET_COLOURS = {
    "doppelt-so-clever": ["yellow", "blue", "green", "pink", "silver", "white"],
    "geht-noch-was": ["blue"] * 4 + ["red"] * 3,
    "bloeder-sack": ["red", "blue", "white", "black"] * 2,
    "push": ["red", "blue", "green", "yellow", "purple", "star"],
    "goennen-koennen": ["yellow", "orange", "green", "blue", "fifth"],
}
DARK_PIPS = {"white", "silver", "yellow"}
BACKGROUNDS_SRGB = {"wood": (0.62, 0.45, 0.30), "felt": (0.12, 0.35, 0.18), "paper": (0.85, 0.85, 0.83)}
WARM = (1.35, 1.0, 0.62)  # linear RGB gains of a tungsten-ish light on a daylight-balanced camera
COOL = (0.85, 1.0, 1.28)


@dataclass(frozen=True)
class DrawnDie:
    colour: str
    value: int | None
    center: tuple[float, float]
    box: tuple[tuple[float, float], ...]


def blank_table(width: int = 320, height: int = 240, background: str = "felt", seed: int = 0) -> np.ndarray:
    """A BGR uint8 table top with a little texture."""
    rng = np.random.default_rng(seed)
    base = np.array(BACKGROUNDS_SRGB[background][::-1]) * 255
    image = base + rng.normal(0, 4, (height, width, 3))
    return np.clip(image, 0, 255).astype(np.uint8)


def draw_die(
    image: np.ndarray,
    colour: str,
    center: tuple[float, float],
    side_px: float = 40,
    angle_deg: float = 0.0,
    value: int | None = 3,
    seed: int = 0,
    pip_tone: str | None = None,
) -> DrawnDie:
    """Draw one die's top face into `image` (changed in place) and return its label."""
    rng = np.random.default_rng(seed)
    box = cv2.boxPoints((center, (side_px, side_px), angle_deg))
    mask = np.zeros(image.shape[:2], np.uint8)
    cv2.fillConvexPoly(mask, box.astype(np.int32), 255)
    plastic = np.array(PLASTIC_SRGB[colour][::-1]) * 255
    ys, xs = np.nonzero(mask)
    # shading: a gentle gradient across the face; silver a strong metallic one plus glints
    direction = np.array([np.cos(seed), np.sin(seed)])
    along = ((xs - center[0]) * direction[0] + (ys - center[1]) * direction[1]) / side_px
    strength = 0.35 if colour == "silver" else 0.08
    shade = 1.0 + strength * along[:, None]
    pixels = plastic * shade + rng.normal(0, 3, (len(xs), 3))
    image[ys, xs] = np.clip(pixels, 0, 255).astype(np.uint8)
    if colour == "silver":
        for _ in range(3):
            glint = center + rng.uniform(-0.3, 0.3, 2) * side_px
            cv2.circle(image, tuple(int(v) for v in glint), max(1, int(side_px * 0.04)), (235, 235, 235), -1)
    if value is not None:
        tone = pip_tone or ("dark" if colour in DARK_PIPS else "light")
        pip = (20, 20, 22) if tone == "dark" else (225, 228, 228)
        rotation = np.deg2rad(angle_deg)
        axes = np.array([[np.cos(rotation), np.sin(rotation)], [-np.sin(rotation), np.cos(rotation)]])
        for u, v in CANONICAL_FACES[value]:
            spot = np.array(center) + 0.27 * side_px * (u * axes[0] + v * axes[1])
            cv2.circle(image, tuple(int(c) for c in np.rint(spot)), max(1, int(side_px * 0.09)), pip, -1, cv2.LINE_AA)
    corners = tuple((float(x), float(y)) for x, y in box)
    return DrawnDie(colour, value, (float(center[0]), float(center[1])), corners)


def table_with_dice(
    colours: list[str], background: str = "felt", seed: int = 0, side_px: float = 40, values: list[int] | None = None
) -> tuple[np.ndarray, list[DrawnDie]]:
    """Dice in a loose grid with random turns, on a 320×240 (or larger, for many dice) table."""
    rng = np.random.default_rng(seed)
    columns = 5
    rows = (len(colours) + columns - 1) // columns
    width, height = max(320, int(columns * side_px * 1.6)), max(240, int(rows * side_px * 1.6 + side_px))
    image = blank_table(width, height, background, seed)
    dice = []
    for index, colour in enumerate(colours):
        row, column = divmod(index, columns)
        center = (side_px * (0.9 + 1.5 * column), side_px * (0.9 + 1.5 * row))
        value = values[index] if values else int(rng.integers(1, 7))
        angle = float(rng.uniform(0, 90))
        dice.append(draw_die(image, colour, center, side_px, angle, value, seed=seed * 31 + index))
    return image, dice


@cache
def synthetic_profile(set_name: str) -> DiceSetProfile:
    """The set's profile calibrated on these drawn dice under neutral light (3 tables), as a user would on theirs;
    tests of drawn dice use it so they do not hang on the shipped numbers, which come from rendered dice."""
    colours = SET_COLOURS[set_name]
    is_push = set_name == "push"
    frames, boxes, labels = [], [], []
    for seed in range(900, 903):
        image, dice = table_with_dice(
            colours, "paper" if is_push else "felt", seed, values=[None] * 6 if is_push else None
        )
        frames.append(image)
        boxes.append([die.box for die in dice])
        labels.append([die.colour for die in dice])
    return calibrate(frames, load_profile(set_name), "drawn dice", boxes=boxes, colours=labels).profile


def under_light(image_bgr: np.ndarray, gains_rgb: tuple[float, float, float], brightness: float = 1.0) -> np.ndarray:
    """The picture a camera would take under another light: per-channel gains on linear light, then clipped."""
    linear = srgb_to_linear(image_bgr[..., ::-1].astype(np.float64) / 255.0)
    shifted = linear * np.array(gains_rgb) * brightness
    return np.round(linear_to_srgb(shifted)[..., ::-1] * 255).astype(np.uint8)
