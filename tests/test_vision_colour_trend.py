"""A smooth trend of light across a face (a lamp's falloff, a glare's broad lobe) is no spread of its plastic
(`vision.colour`)."""

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision.colour import (
    ColourSettings,
    _spread_without_trend_where_unmatched,
    _trendless_spread,
    classify_dice,
)
from vision.colour_model import NO_MATCH, colour_scores
from vision.profiles import load_profile

CENTRES = [(50.0, 50.0), (130.0, 50.0), (210.0, 50.0)]


def table_with_a_ramp(colours: list[str], lit: int, ramp: float) -> tuple[np.ndarray, list]:
    """Dice of `colours` in a row, die `lit` made lighter from its left edge to its right by `ramp` grey levels."""
    image = blank_table(background="felt", seed=5)
    dice = [
        draw_die(image, colour, centre, 40, 20.0 * index, 3, seed=index)
        for index, (colour, centre) in enumerate(zip(colours, CENTRES, strict=True))
    ]
    mask = np.zeros(image.shape[:2], np.uint8)
    cv2.fillConvexPoly(mask, np.rint(np.array(dice[lit].box)).astype(np.int32), 1)
    ys, xs = np.nonzero(mask)
    across = np.clip((xs - CENTRES[lit][0] + 20) / 40, 0, 1)
    image[ys, xs] = np.clip(image[ys, xs] + ramp * across[:, None], 0, 255).astype(np.uint8)
    return image, [die.box for die in dice]


def test_a_black_face_under_a_smooth_gradient_of_light_is_still_black():
    image, boxes = table_with_a_ramp(["white", "black", "red"], lit=1, ramp=60)
    named = [guess.colour for guess in classify_dice(image, boxes, synthetic_profile("bloeder-sack"))]
    assert named == ["white", "black", "red"]


def test_a_face_named_only_without_its_gradient_is_asked_about():
    image, boxes = table_with_a_ramp(["white", "black", "red"], lit=1, ramp=60)
    guess = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))[1]
    assert guess.colour == "black" and guess.confidence < 0.9


def test_a_body_judged_alone_keeps_the_spread_of_its_gradient():
    image, boxes = table_with_a_ramp(["white", "black", "red"], lit=1, ramp=60)
    alone = ColourSettings(shares_out_by_counts=False)
    guess = classify_dice(image, boxes, synthetic_profile("bloeder-sack"), alone)[1]
    assert guess.reason is not None and guess.reason.key == NO_MATCH


def test_the_spread_about_a_smooth_trend_is_the_faces_own_grain():
    size = 24
    v, u = np.mgrid[0:size, 0:size] / size
    grain = np.random.default_rng(0).normal(0, 1.0, (size, size))
    face = 30 + 25 * u + 10 * v * v + grain
    face[10:14, 10:14] = np.nan  # a pip, off the plastic
    spread = _trendless_spread(face.ravel(), ColourSettings())
    assert 1.0 < spread < 2.0  # the grain's p80 - p20 (1.7 standard deviations), the 35 L* of light gone


def test_a_face_nearest_silver_is_not_named_white_by_its_spread_about_a_trend():
    profile, settings = load_profile("doppelt-so-clever"), ColourSettings()
    face = np.array([[86.0, 0.0, 0.5, 25.0]])  # white's lightness, spread wider than silver's: nearest silver
    ruled_out = np.zeros((1, len(profile.colours)), bool)
    scores = colour_scores(face, profile, settings, ruled_out)
    assert scores[0][int(np.argmax(scores[2][0]))] == "silver"
    u = np.mgrid[0:24, 0:24][1] / 24
    sheen = (70 + 32 * u + np.random.default_rng(0).normal(0, 0.5, u.shape)).reshape(1, -1)  # all of it a trend
    features, _, _ = _spread_without_trend_where_unmatched(face, scores, sheen, ruled_out, profile, settings)
    assert features[0, 3] == 25.0
