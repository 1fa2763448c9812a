import itertools
import json
import sys

import cv2
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from vision_synthetic import COOL, WARM, table_with_dice, under_light

from companion.cli import main
from vision.assignment import min_cost_assignment
from vision.calibrate import CalibrationFailed, assign_colours, calibrate
from vision.colour import classify_dice, measure_dice
from vision.profiles import load_profile

GEHT_NOCH_WAS = ["red", "blue", "blue", "red", "blue", "red", "blue"]
GOENNEN = ["yellow", "orange", "green", "blue"]


def scenes(colours, count=3, first_seed=100):
    pictures = [table_with_dice(colours, "felt", seed) for seed in range(first_seed, first_seed + count)]
    return [image for image, _ in pictures], [[die.box for die in dice] for _, dice in pictures]


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(0, 3), st.integers(0, 10_000))
def test_the_assignment_costs_no_more_than_the_best_of_all_permutations(rows, extra_columns, seed):
    cost = np.random.default_rng(seed).uniform(0, 10, (rows, rows + extra_columns))
    best = min(
        sum(cost[row, column] for row, column in enumerate(columns))
        for columns in itertools.permutations(range(cost.shape[1]), rows)
    )
    chosen = min_cost_assignment(cost)
    assert (len(set(chosen)), sum(cost[row, column] for row, column in enumerate(chosen))) == (
        rows,
        pytest.approx(best),
    )


def test_seven_dice_are_shared_out_as_four_blue_and_three_red():
    images, boxes = scenes(GEHT_NOCH_WAS, count=1)
    features, _ = measure_dice(images[0], boxes[0])
    assert assign_colours(features, load_profile("geht-noch-was")) == GEHT_NOCH_WAS


def test_more_dice_than_the_set_has_are_refused_with_what_to_do():
    images, boxes = scenes(["blue"] * 8, count=1)
    features, _ = measure_dice(images[0], boxes[0])
    with pytest.raises(CalibrationFailed) as raised:
        assign_colours(features, load_profile("geht-noch-was"))
    assert str(raised.value) == (
        "Kalibrierung: 8 Würfel auf einem Bild, der Satz geht-noch-was hat höchstens 7. "
        "Bitte nur die Würfel dieses Satzes ins Bild legen."
    )


def test_calibration_counts_every_die_image_it_learned_from():
    images, boxes = scenes(GEHT_NOCH_WAS)
    result = calibrate(images, load_profile("geht-noch-was"), "test", boxes=boxes)
    assert result.samples == (("blue", 12), ("red", 9))


def test_calibration_learns_the_mean_of_the_measured_dice_and_names_its_source():
    images, boxes = scenes(["red"] * 3, count=1)
    features, _ = measure_dice(images[0], boxes[0])
    result = calibrate(images, load_profile("geht-noch-was"), "my table", boxes=boxes)
    red = result.profile.stats("red")
    assert (red.mean, red.samples, result.profile.source) == (
        pytest.approx(features.mean(axis=0), abs=0.01),
        3,
        "my table",
    )


def test_a_colour_not_seen_keeps_its_statistics():
    images, boxes = scenes(["red"], count=1)
    profile = load_profile("geht-noch-was")
    assert calibrate(images, profile, "test", boxes=boxes).profile.stats("blue") == profile.stats("blue")


def test_the_fifth_goennen_colour_is_learned_from_the_die_no_known_colour_fits():
    images, boxes = scenes([*GOENNEN, "purple"])
    result = calibrate(images, load_profile("goennen-koennen"), "test", boxes=boxes)
    image, dice = table_with_dice(["purple", *GOENNEN], "wood", seed=9)
    named = [guess.colour for guess in classify_dice(image, [die.box for die in dice], result.profile)]
    assert named == ["fifth", *GOENNEN]


@pytest.mark.parametrize(("light", "gains", "brightness"), [("warm", WARM, 0.85), ("cool", COOL, 1.15)])
def test_a_calibrated_profile_names_every_doppelt_so_clever_die_under_another_light(light, gains, brightness):
    colours = ["yellow", "blue", "green", "pink", "silver", "white"]
    images, boxes = scenes(colours)
    profile = calibrate(images, load_profile("doppelt-so-clever"), "test", boxes=boxes).profile
    image, dice = table_with_dice(colours, "wood", seed=11)
    shot = under_light(image, gains, brightness)
    assert [guess.colour for guess in classify_dice(shot, [die.box for die in dice], profile)] == colours


def test_labelled_colours_are_taken_as_given():
    images, boxes = scenes(["red", "blue"], count=1)
    result = calibrate(images, load_profile("geht-noch-was"), "test", boxes=boxes, colours=[["blue", "red"]])
    assert result.profile.stats("blue").mean[1] > 40  # the red die's a*, as the label said "blue"


def test_a_labelled_colour_outside_the_set_is_refused():
    images, boxes = scenes(["green"], count=1)
    with pytest.raises(CalibrationFailed) as raised:
        calibrate(images, load_profile("geht-noch-was"), "test", boxes=boxes, colours=[["green"]])
    assert str(raised.value) == (
        "Kalibrierung, Bild 1: die Farbe green gehört nicht zum Satz geht-noch-was (blue, red)."
    )


def test_pictures_without_dice_are_refused_with_what_to_do():
    with pytest.raises(CalibrationFailed) as raised:
        calibrate([np.zeros((60, 80, 3), np.uint8)], load_profile("push"), "test", boxes=[[]])
    assert str(raised.value) == (
        "Kalibrierung: auf 1 Bild(ern) wurde kein Würfel gefunden. "
        "Bitte die Würfel des Satzes gut beleuchtet ins Bild legen."
    )


def test_without_the_die_finder_calibration_asks_for_boxes(monkeypatch):
    monkeypatch.setitem(sys.modules, "vision.reader", None)
    with pytest.raises(CalibrationFailed, match="Würfelfinder"):
        calibrate([np.zeros((60, 80, 3), np.uint8)], load_profile("push"), "test")


def write_labelled(folder, colours, seed):
    image, dice = table_with_dice(colours, "felt", seed)
    path = folder / f"table{seed}.png"
    cv2.imwrite(str(path), image)
    labels = {
        "image": path.name,
        "set": "geht-noch-was",
        "dice": [
            {"value": d.value, "colour": d.colour, "center": list(d.center), "box": [list(p) for p in d.box]}
            for d in dice
        ],
        "unreadable": [],
    }
    path.with_suffix(".json").write_text(json.dumps(labels), encoding="utf-8")
    return path


def test_the_command_learns_from_labelled_pictures_and_says_where_it_wrote(tmp_path, capsys):
    pictures = [write_labelled(tmp_path, GEHT_NOCH_WAS, seed) for seed in (1, 2)]
    out = tmp_path / "mine.json"
    assert main(["calibrate", "--set", "geht-noch-was", *map(str, pictures), "--out", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("Blau: 8 Würfelbilder, L*a*b* = ")
    assert printed[-1] == f"Profil geschrieben: {out}"
    assert load_profile(out).stats("red").samples == 6


def test_the_command_skips_a_picture_it_cannot_read_and_goes_on(tmp_path, capsys):
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(b"not a picture")
    good = write_labelled(tmp_path, GEHT_NOCH_WAS, 3)
    main(["calibrate", "--set", "geht-noch-was", str(broken), str(good), "--out", str(tmp_path / "p.json")])
    assert capsys.readouterr().out.splitlines()[0] == f"Bild {broken} lässt sich nicht lesen; wird übersprungen."


def test_the_command_takes_its_pictures_from_a_camera(tmp_path, monkeypatch):
    pictures = [table_with_dice(GEHT_NOCH_WAS, "felt", seed) for seed in (4, 5)]
    for index, (image, _) in enumerate(pictures):
        cv2.imwrite(str(tmp_path / f"{index:06d}.png"), image)
    frames = [{"file": f"{index:06d}.png", "t_s": 0.0} for index in range(len(pictures))]
    (tmp_path / "index.json").write_text(json.dumps({"frames": frames}), encoding="utf-8")
    found = iter([[die.box for die in dice] for _, dice in pictures])
    monkeypatch.setattr("vision.calibrate._found_boxes", lambda frame: next(found))
    out = tmp_path / "camera.json"
    command = ["calibrate", "--set", "geht-noch-was", "--camera", f"replay:{tmp_path}", "--frames", "3"]
    assert main([*command, "--interval-s", "0", "--out", str(out)]) == 0
    learned = load_profile(out)
    assert (learned.stats("blue").samples, learned.source.endswith(f"from camera replay:{tmp_path}")) == (8, True)


def test_a_note_on_where_the_pictures_came_from_is_kept_in_the_profile(tmp_path):
    picture = write_labelled(tmp_path, GEHT_NOCH_WAS, 6)
    out = tmp_path / "noted.json"
    main(["calibrate", "--set", "geht-noch-was", str(picture), "--out", str(out), "--note", "kitchen, evening"])
    assert load_profile(out).source.endswith(f"from 1 picture(s) in {tmp_path}; kitchen, evening")
