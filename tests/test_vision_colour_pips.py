"""Pip paint in the colour stage (`vision.colour`): glare can veil a glossy black face white, but not paint dark pips
on it, so a face that shows none is no die of a dark-pip colour."""

import json
from pathlib import Path

import cv2
import numpy as np
from vision_synthetic import blank_table, draw_die, synthetic_profile

from vision.calibrate import calibrate
from vision.colour import ColourSettings, classify_dice, measure_dark_pip_depths, ruled_out_by_pips
from vision.profiles import load_profile

CENTRES = [(50.0, 50.0), (130.0, 50.0), (210.0, 50.0)]


def table(colours: list[str]):
    """Dice of `colours` in a row on felt, each showing 5, pips painted as the set's (light on black and red)."""
    image = blank_table(background="felt", seed=5)
    dice = [
        draw_die(image, colour, centre, 40, 15.0 * index, 5, seed=index)
        for index, (colour, centre) in enumerate(zip(colours, CENTRES, strict=False))
    ]
    return image, [die.box for die in dice]


def veiled_whole(image: np.ndarray, box, strength: float = 0.7) -> None:
    """Wash the die's whole box towards light grey, bevels and all (a lamp mirrored by a glossy die)."""
    corners = np.array(box)
    (left, top), (right, bottom) = corners.min(axis=0).astype(int), corners.max(axis=0).astype(int)
    patch = image[top : bottom + 1, left : right + 1].astype(float)
    image[top : bottom + 1, left : right + 1] = np.clip((1 - strength) * patch + strength * 200, 0, 255)


def test_dark_pips_lie_deeper_below_the_face_than_light_ones():
    image, boxes = table(["white", "black"])
    depth = ColourSettings().dark_pip_depth
    assert [bool(value >= depth) for value in measure_dark_pip_depths(image, boxes)] == [True, False]


def test_a_face_without_dark_pips_rules_out_the_colours_with_dark_pips():
    ruled_out = ruled_out_by_pips(np.array([2.0, 30.0]), load_profile("bloeder-sack"), ColourSettings())
    assert ruled_out.tolist() == [[False, True, True, False], [False, False, False, False]]


def test_a_face_with_deep_dark_pips_rules_out_the_colours_with_light_pips():
    """Blöder Sack 30020's white 6, half in shade and read black before, shows its pips 62.8 L* below its median."""
    ruled_out = ruled_out_by_pips(np.array([62.8]), load_profile("bloeder-sack"), ColourSettings())
    assert ruled_out.tolist() == [[True, False, False, True]]


def test_a_face_read_from_dark_pips_rules_out_the_colours_with_light_pips():
    """A white die in a tray's deep shade shows its dark pips only 20 L* below its grey face, yet they are dark."""
    ruled_out = ruled_out_by_pips(
        np.array([20.0, 20.0]), load_profile("bloeder-sack"), ColourSettings(), read_from_dark_pips=[True]
    )
    assert ruled_out.tolist() == [[True, False, False, True], [False, False, False, False]]


def test_a_white_die_half_in_shade_is_not_taken_for_black():
    """Blöder Sack 30020 (rendered train split): the white 6 half in shade, by its labelled box."""
    folder = Path(__file__).resolve().parents[1] / "fixtures" / "rendered" / "bloeder-sack"
    label = json.loads((folder / "30020.json").read_text(encoding="utf-8"))
    image = cv2.imread(str(folder / "30020.jpg"))
    guesses = classify_dice(image, [die["box"] for die in label["dice"]], load_profile("bloeder-sack"))
    sixes = [
        (die["colour"], guess.colour) for die, guess in zip(label["dice"], guesses, strict=True) if die["value"] == 6
    ]
    assert sixes == [
        ("white", "white"),
        ("blue", "blue"),
    ]


def test_a_face_not_measured_rules_nothing_out():
    ruled_out = ruled_out_by_pips(np.array([np.nan]), load_profile("bloeder-sack"), ColourSettings())
    assert ruled_out.tolist() == [[False, False, False, False]]


def test_calibration_learns_which_colours_have_dark_pips():
    frames, boxes, colours = [], [], []
    for seed in range(3):
        image, dice_boxes = table(["white", "red", "black"])
        frames.append(np.roll(image, seed, axis=1))
        boxes.append([[(x + seed, y) for x, y in box] for box in dice_boxes])
        colours.append(["white", "red", "black"])
    learned = calibrate(frames, load_profile("bloeder-sack"), "drawn dice", boxes, colours).profile
    assert {name: learned.stats(name).pips for name in ("white", "red", "black")} == {
        "white": "dark",
        "red": "light",
        "black": "light",
    }


def test_a_black_die_veiled_by_glare_bevels_and_all_is_named_black_only_unsurely():
    image, boxes = table(["white", "black", "red"])
    veiled_whole(image, boxes[1])
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert [(guess.colour, round(guess.confidence, 2)) for guess in guesses[1:2]] == [("black", 0.8)]


def test_a_red_die_veiled_by_glare_bevels_and_all_is_named_red_by_its_hue_only_unsurely():
    image, boxes = table(["white", "black", "red"])
    veiled_whole(image, boxes[2])
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"))
    assert [(guess.colour, round(guess.confidence, 2)) for guess in guesses[2:]] == [("red", 0.8)]


def test_a_black_die_veiled_by_glare_is_left_unknown_where_its_pips_rule_nothing_out():
    image, boxes = table(["white", "black", "red"])
    veiled_whole(image, boxes[1])
    guesses = classify_dice(image, boxes, synthetic_profile("bloeder-sack"), ColourSettings(dark_pip_depth=0.0))
    assert [(guess.colour, guess.confidence) for guess in guesses[1:2]] == [("unknown", 0.0)]


def test_a_dark_edge_along_a_light_pipped_face_is_no_dark_pip():
    """A glossy black die veiled light grey by glare, its box a little off so that its black bevels run along one edge
    of the face (dev 30339's black 6, read white: its darkest pixels 51 L* below its face): pips lie inside a face,
    so the edge does not count as dark pips, and black is not ruled out."""
    image = blank_table(background="felt", seed=5)
    cv2.rectangle(image, (30, 30), (70, 70), (185, 185, 185), -1)
    for x, y in ((40, 40), (60, 40), (40, 60), (60, 60)):
        cv2.circle(image, (x, y), 3, (245, 245, 245), -1)
    cv2.rectangle(image, (30, 63), (70, 70), (25, 25, 25), -1)
    depth = measure_dark_pip_depths(image, [[(30, 30), (70, 30), (70, 70), (30, 70)]])[0]
    assert depth < ColourSettings().deep_dark_pip_depth
