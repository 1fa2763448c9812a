"""A face veiled whole by glare, its rim too, named by its die's own plastic beyond it (`vision.plastic_beyond`,
`vision.colour`)."""

from __future__ import annotations

import dataclasses

import cv2
import numpy as np
from vision_synthetic import PLASTIC_SRGB, blank_table, draw_die, synthetic_profile

import vision.colour
from vision.bodies import working_image
from vision.colour import classify_bodies, classify_dice
from vision.colour_model import NO_MATCH, ColourSettings
from vision.plastic_beyond import plastic_beyond

FACE_PX = 40
VEILED_AT, OTHER_AT = (110.0, 120.0), (230.0, 120.0)


def _square(centre: tuple[float, float], side: float) -> np.ndarray:
    return cv2.boxPoints((centre, (side, side), 0.0))


def _fill(image: np.ndarray, corners: np.ndarray, bgr) -> None:
    cv2.fillConvexPoly(image, np.rint(corners).astype(np.int32), tuple(int(value) for value in np.atleast_1d(bgr)))


def _plastic_bgr(colour: str) -> np.ndarray:
    return np.array(PLASTIC_SRGB[colour][::-1]) * 255


def veiled_table(
    body: str | None, beside: str | None = None, shadow: bool = False, pips: str = "light", background: str = "felt"
):
    """A `background` table with a red die read as it is and a die whose face glare veils white inside its box (a 3
    of `pips`, "light" or "dark": a white die's face), its plastic (`body`, None: none seen) showing 8 px beyond the
    box all round; a die of colour `beside` touching it on its right, not read; or the table darkened around it (the
    die's shadow)."""
    image = blank_table(background=background, seed=3)
    if shadow:
        around = np.zeros(image.shape[:2], np.uint8)
        _fill(around, _square(VEILED_AT, FACE_PX + 24), 1)
        image[around.astype(bool)] = (image[around.astype(bool)] * 0.3).astype(np.uint8)
    if body is not None:
        _fill(image, _square(VEILED_AT, FACE_PX + 16), _plastic_bgr(body))
    if beside is not None:
        _fill(image, _square((VEILED_AT[0] + FACE_PX + 8, VEILED_AT[1]), FACE_PX), _plastic_bgr(beside))
    draw_die(image, "white", VEILED_AT, FACE_PX, 0.0, 3, seed=2, pip_tone=pips)
    other = draw_die(image, "red", OTHER_AT, FACE_PX, 0.0, 3, seed=1)
    return image, [_square(VEILED_AT, FACE_PX), np.array(other.box)]


def test_a_face_veiled_rim_and_all_is_named_by_its_plastic_beyond_it_unsurely():
    image, boxes = veiled_table(body="blue")
    veiled, _ = classify_dice(image, boxes, synthetic_profile("geht-noch-was"))
    assert veiled.colour == "blue" and 0 < veiled.confidence <= 0.8


def test_a_veiled_face_without_plastic_beyond_it_stays_unnamed():
    image, boxes = veiled_table(body=None)
    veiled, _ = classify_dice(image, boxes, synthetic_profile("geht-noch-was"))
    assert veiled.reason is not None and veiled.reason.key == NO_MATCH


def test_a_veiled_face_is_not_named_by_a_die_touching_it_on_one_side():
    image, boxes = veiled_table(body=None, beside="red")
    veiled, _ = classify_dice(image, boxes, synthetic_profile("geht-noch-was"))
    assert veiled.reason is not None and veiled.reason.key == NO_MATCH


def test_the_table_in_a_die_s_shadow_is_no_plastic():
    image, boxes = veiled_table(body=None, shadow=True, background="wood")  # a shadow standing out as a body's colour
    sides = plastic_beyond(working_image(image), [np.asarray(box, float) for box in boxes], 0)
    assert [len(pixels) for pixels in sides] == [0, 0, 0, 0]


def test_the_plastic_beyond_a_face_leaves_out_what_lies_nearer_another_face():
    image, boxes = veiled_table(body="blue", beside="red")
    beside = _square((VEILED_AT[0] + FACE_PX + 8, VEILED_AT[1]), FACE_PX)
    sides = plastic_beyond(working_image(image), [np.asarray(box, float) for box in [*boxes, beside]], 0)
    red = _plastic_bgr("red")
    assert all(np.abs(pixels - red).max(axis=1).min() > 40 for pixels in sides if len(pixels))


def test_a_white_face_of_a_set_with_white_dice_stays_white_whatever_its_plastic_beyond_shows():
    image, boxes = veiled_table(body="blue", pips="dark")
    veiled, _ = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert veiled.colour == "white"


def test_a_face_darker_than_a_colour_is_not_named_that_colour_by_its_plastic_beyond():
    image, boxes = veiled_table(body="red")
    plastic = np.zeros(image.shape[:2], np.uint8)
    _fill(plastic, _square(VEILED_AT, FACE_PX + 16), 1)
    image[plastic.astype(bool)] = (image[plastic.astype(bool)] * 0.5).astype(np.uint8)  # red in shade, L* about 28
    _fill(image, _square(VEILED_AT, FACE_PX), (100, 100, 100))  # a grey face, L* about 42: red's plastic is lighter
    veiled, _ = classify_dice(image, boxes, synthetic_profile("geht-noch-was"))
    assert veiled.colour != "red"


def test_a_profile_lacking_a_colour_s_statistics_names_no_face_by_its_plastic_beyond():
    profile = synthetic_profile("geht-noch-was")
    lacking_red = dataclasses.replace(
        profile, colours=tuple((name, None if name == "red" else stats) for name, stats in profile.colours)
    )
    image, boxes = veiled_table(body="blue")
    veiled, _ = classify_dice(image, boxes, lacking_red)
    assert veiled.reason is not None and veiled.reason.key == NO_MATCH


def _glared(image: np.ndarray, boxes: list[np.ndarray], set_name: str):
    """The `vision.colour.GlaredBodies` of the boxes, measured by `classify_bodies` as the reader measures bodies."""
    return classify_bodies(image, boxes, synthetic_profile(set_name), ColourSettings(shares_out_by_counts=False))[1]


def test_a_body_whose_face_glare_washed_out_is_a_die_of_the_colour_beyond_it():
    image, boxes = veiled_table(body="blue")
    named = _glared(image, boxes, "geht-noch-was").colour(0)
    assert named is not None and named.colour == "blue"


def test_a_white_patch_without_plastic_beyond_it_is_no_glared_die():
    image, boxes = veiled_table(body=None)
    assert _glared(image, boxes, "geht-noch-was").colour(0) is None


def test_a_body_showing_its_own_colour_is_no_glared_die():
    image, boxes = veiled_table(body="blue")
    assert _glared(image, boxes, "geht-noch-was").colour(1) is None


def test_a_white_face_over_plastic_of_no_hue_is_no_glared_die():
    image, boxes = veiled_table(body="black")  # named black beyond: a neutral die's sides in shade, no veil lifted
    assert _glared(image, boxes, "bloeder-sack").colour(0) is None


def test_the_bodies_are_sampled_once_for_their_colours_and_their_glare(monkeypatch):
    sampled = []
    sample = vision.colour._sampled
    monkeypatch.setattr(vision.colour, "_sampled", lambda *args: sampled.append(1) or sample(*args))
    image, boxes = veiled_table(body="blue")
    _, glared = classify_bodies(image, boxes, synthetic_profile("geht-noch-was"))
    assert glared.colour(0) is not None and len(sampled) == 1
