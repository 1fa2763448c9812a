"""Learn a dice-set profile from a few pictures of the user's own dice under their own light.

Each picture shows dice of one set. Their top faces come from labels or explicit boxes, else from the die
reader (`vision.reader.read_frame`). Every die is measured as the colour stage measures it; then the dice of
a picture are shared out among the set's colours, at most the set's count of each, so that the total
distance to the current profile's colours is least (Hungarian method). A colour whose statistics are not
known yet (the fifth Gönnen colour) takes the dice that are far from every known colour. The statistics of
each colour are then the mean and spread of its dice, and its pip paint: "dark" where nearly all its dice show
dark pips (`DARK_PIP_SHARE`), else "light"; colours not seen keep their old statistics.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from dicetable.errors import DicetableError
from dicetable.messages import text
from vision.assignment import min_cost_assignment
from vision.colour import Box, ColourSettings, colour_scores, measure_dark_pip_depths, measure_dice
from vision.profiles import FEATURES, ColourStats, DiceSetProfile

COLOUR_SETTINGS = ColourSettings()  # calibration measures dice exactly as the colour stage does
# A colour has dark pips where at least this share of its dice show them (`ColourSettings.dark_pip_depth`): dice of a
# dark-pip colour in poor light may show them faintly, and a colour learned as "light" rules nothing out
DARK_PIP_SHARE = 0.9


class CalibrationFailed(DicetableError, RuntimeError):
    """The pictures were not enough to learn the set's colours; the message says what to change."""


@dataclass(frozen=True)
class Calibration:
    """The learned profile, and per colour how many die images it was learned from."""

    profile: DiceSetProfile
    samples: tuple[tuple[str, int], ...]


def calibrate(
    frames: Sequence[np.ndarray],
    profile: DiceSetProfile,
    source: str,
    boxes: Sequence[Sequence[Box] | None] | None = None,
    colours: Sequence[Sequence[str] | None] | None = None,
    settings: ColourSettings = COLOUR_SETTINGS,
) -> Calibration:
    """Learn `profile`'s colours anew from BGR uint8 `frames`; does not change `profile`.

    boxes: per frame, the top-face corners of each die; None (for all or one frame): found by the die reader.
    colours: per frame, each box's colour when known (labelled pictures); None: shared out by distance.
    source: written into the profile, e.g. "calibrated from 5 camera pictures on 2026-11-25".
    """
    features_by_colour: dict[str, list[np.ndarray]] = {name: [] for name in profile.colour_names}
    depths_by_colour: dict[str, list[float]] = {name: [] for name in profile.colour_names}
    may_show_white = profile.faces == "pips"
    for index, frame in enumerate(frames):
        frame_boxes = boxes[index] if boxes is not None and boxes[index] is not None else _found_boxes(frame)
        features, problems = measure_dice(frame, frame_boxes, settings, may_show_white)
        depths = measure_dark_pip_depths(frame, frame_boxes, settings, may_show_white)
        measured = [i for i, problem in enumerate(problems) if problem is None]
        if colours is not None and colours[index] is not None:
            names = [colours[index][i] for i in measured]
        else:
            names = assign_colours(features[measured], profile, settings)
        for i, name in zip(measured, names, strict=True):
            if name not in features_by_colour:
                known = ", ".join(profile.colour_names)
                raise CalibrationFailed(
                    text("vision.calibrate.unknown_colour", frame=index + 1, colour=name, set=profile.set, known=known)
                )
            features_by_colour[name].append(features[i])
            depths_by_colour[name].append(float(depths[i]))
    if not any(features_by_colour.values()):
        raise CalibrationFailed(text("vision.calibrate.no_dice", frames=len(frames)))
    learned = tuple(
        (
            name,
            _statistics(features_by_colour[name], depths_by_colour[name], profile.faces, settings)
            if features_by_colour[name]
            else profile.stats(name),
        )
        for name in profile.colour_names
    )
    counts = tuple((name, len(features_by_colour[name])) for name in profile.colour_names)
    return Calibration(replace(profile, colours=learned, source=source), counts)


def assign_colours(
    features: np.ndarray, profile: DiceSetProfile, settings: ColourSettings = COLOUR_SETTINGS
) -> list[str]:
    """A colour for each die of one picture (features (n, len(FEATURES))), at most the set's count of each."""
    slots = [name for name, count in profile.dice for _ in range(count)]
    if len(features) > profile.capacity():
        raise CalibrationFailed(
            text("vision.calibrate.too_many_dice", found=len(features), set=profile.set, capacity=profile.capacity())
        )
    if len(features) == 0:
        return []
    costs = _costs(features, profile, settings)
    cost = np.column_stack([costs[name] for name in slots])
    return [slots[column] for column in min_cost_assignment(cost)]


def _costs(features: np.ndarray, profile: DiceSetProfile, settings: ColourSettings) -> dict[str, np.ndarray]:
    """Per colour, each die's squared z-distance to it; a colour not known yet costs as much as the edge of
    matching in every feature, so it takes the dice no known colour fits."""
    names, z_scores, _ = colour_scores(features, profile, settings)
    unknown = np.full(len(features), settings.max_feature_z**2 * len(FEATURES))
    known = {name: (z_scores[:, index] ** 2).sum(axis=1) for index, name in enumerate(names)}
    return {name: known.get(name, unknown) for name in profile.colour_names}


def _statistics(samples: list[np.ndarray], depths: list[float], faces: str, settings: ColourSettings) -> ColourStats:
    """A colour's statistics from its dice: features (each (len(FEATURES),)) and dark-pip depths (L*); faces
    without pips (the PUSH die) have no pip paint."""
    stacked = np.array(samples)
    mean = tuple(round(float(v), 2) for v in stacked.mean(axis=0))
    std = tuple(round(float(v), 2) for v in stacked.std(axis=0))
    shows_dark_pips = np.mean(np.array(depths) >= settings.dark_pip_depth) >= DARK_PIP_SHARE
    pips = None if faces != "pips" else "dark" if shows_dark_pips else "light"
    return ColourStats(mean, std, len(samples), pips)


def _found_boxes(frame: np.ndarray) -> list[Box]:
    try:
        from vision.reader import read_frame  # the die finder is another stage; calibration works without it
    except ImportError as error:
        raise CalibrationFailed(text("vision.calibrate.no_reader")) from error
    return [die.box for die in read_frame(frame).dice]
