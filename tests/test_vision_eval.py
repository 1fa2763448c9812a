"""Labels (project JSON and YOLO), the train/test split, scoring readings against labels, `dicetable eval`."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from companion.cli import main
from dicetable.messages import text
from vision.evaluate import Tally, score_image
from vision.labels import LabelledDie, LabelledImage, labelled_images, load_labels, split_of
from vision.reading import DieReading, TableReading, Unreadable

REAL_PHOTOS = Path(__file__).resolve().parents[1] / ".." / "shared" / "datasets" / "real-dice-photos"


def die_at(x: float, y: float, value: int, colour: str = "unknown") -> DieReading:
    box = ((x - 20, y - 20), (x + 20, y - 20), (x + 20, y + 20), (x - 20, y + 20))
    return DieReading(value=value, colour=colour, center=(x, y), box=box, confidence=0.9)


def labelled(*dice: tuple[float, float, int, str | None]) -> LabelledImage:
    return LabelledImage(Path("table.png"), tuple(LabelledDie(v, c, (x, y), 40.0) for x, y, v, c in dice))


def test_yolo_labels_come_out_in_pixels_with_value_one_above_the_class(tmp_path):
    (tmp_path / "roll.jpg").write_bytes(b"")
    (tmp_path / "roll.txt").write_text("2 0.5 0.25 0.1 0.2\n\n", encoding="utf-8")
    labels = load_labels(tmp_path / "roll.jpg", 640, 480)
    assert labels.dice == (LabelledDie(value=3, colour=None, center=(320.0, 120.0), size_px=96.0),)


def test_project_labels_keep_colour_and_unreadable_dice(tmp_path):
    data = {
        "image": "roll.png",
        "set": "geht-noch-was",
        "dice": [
            {"value": 4, "colour": "blue", "center": [100, 50], "box": [[90, 40], [110, 40], [110, 60], [90, 60]]}
        ],
        "unreadable": [{"center": [300, 200], "reason": "cocked"}],
    }
    (tmp_path / "roll.png").write_bytes(b"")
    (tmp_path / "roll.json").write_text(json.dumps(data), encoding="utf-8")
    labels = load_labels(tmp_path / "roll.png", 640, 480)
    assert labels.dice == (LabelledDie(value=4, colour="blue", center=(100, 50), size_px=20.0),)
    assert labels.unreadable == ((300, 200),)


def test_a_yolo_line_with_missing_fields_is_refused_with_its_place(tmp_path):
    (tmp_path / "roll.jpg").write_bytes(b"")
    (tmp_path / "roll.txt").write_text("2 0.5 0.25\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"roll.txt:1: expected 'class cx cy w h', got '2 0.5 0.25'"):
        load_labels(tmp_path / "roll.jpg", 640, 480)


def test_the_split_depends_on_the_file_name_only():
    assert split_of("six_50.jpg") == split_of("six_50.jpg") == "test"
    assert split_of("two_44.jpg") == "train"


def test_the_test_split_holds_out_at_least_a_third_of_the_real_photos():
    if not REAL_PHOTOS.is_dir():
        pytest.skip(f"real photo set not present at {REAL_PHOTOS}")
    everything = labelled_images(REAL_PHOTOS)
    test = labelled_images(REAL_PHOTOS, "test")
    train = labelled_images(REAL_PHOTOS, "train")
    assert sorted(test + train) == everything
    assert (len(test), len(train)) == (121, 189)  # SHA-1 mod 3 holds out 39%, more than the third asked for


def test_readings_that_match_every_label_make_an_exact_image():
    score = score_image(
        TableReading(dice=(die_at(100, 100, 3), die_at(300, 100, 5))), labelled((102, 98, 3, None), (300, 104, 5, None))
    )
    assert (score.value_right, score.missed, score.phantoms, score.is_exact) == (2, 0, 0, True)


def test_a_die_read_where_none_is_labelled_is_a_phantom_and_a_label_left_over_is_missed():
    score = score_image(TableReading(dice=(die_at(500, 400, 2),)), labelled((100, 100, 3, None)))
    assert (score.value_right, score.missed, score.phantoms, score.is_exact) == (0, 1, 1, False)


def test_a_wrong_value_is_recorded_with_what_was_labelled_and_read():
    score = score_image(TableReading(dice=(die_at(100, 100, 2),)), labelled((100, 100, 3, None)))
    assert score.wrong == (((100, 100), 3, 2),)


def test_a_labelled_die_reported_unreadable_is_refused_not_missed():
    reading = TableReading(dice=(), unreadable=(Unreadable((101, 99), text("vision.reader.unreadable.not_a_face")),))
    score = score_image(reading, labelled((100, 100, 3, None)))
    assert (score.refused, score.missed, score.value_right) == (1, 0, 0)


def test_an_unreadable_die_reported_where_no_die_is_labelled_is_a_false_alarm():
    reading = TableReading(dice=(), unreadable=(Unreadable((400, 300), text("vision.reader.unreadable.not_a_face")),))
    score = score_image(reading, labelled((100, 100, 3, None)))
    assert (score.false_alarms, score.refused, score.phantoms, score.missed) == (1, 0, 0, 1)


def test_an_unreadable_die_reported_at_a_spot_labelled_unreadable_is_no_false_alarm():
    reading = TableReading(dice=(), unreadable=(Unreadable((305, 296), text("vision.reader.unreadable.not_a_face")),))
    score = score_image(reading, replace(labelled((100, 100, 3, None)), unreadable=((300, 300),)))
    assert score.false_alarms == 0


def test_a_second_unreadable_report_at_a_labelled_die_already_read_is_no_false_alarm():
    reading = TableReading(
        dice=(die_at(100, 100, 3),), unreadable=(Unreadable((118, 100), text("vision.reader.unreadable.not_a_face")),)
    )
    score = score_image(reading, labelled((100, 100, 3, None)))
    assert (score.false_alarms, score.value_right, score.refused) == (0, 1, 0)


def test_the_tally_counts_false_alarms_over_images():
    tally = Tally()
    alarm = Unreadable((400, 300), text("vision.reader.unreadable.not_a_face"))
    for _ in range(2):
        tally.add(score_image(TableReading(dice=(), unreadable=(alarm,)), labelled((100, 100, 3, None))), ms=1.0)
    assert (
        "false alarms (unreadable where no die is labelled): 100.0% (2, per labelled die; 0 while all dice are"
        " unreadable)" in tally.lines()
    )


def test_a_false_alarm_in_a_frame_whose_labelled_dice_are_all_unreadable_is_counted_apart():
    reading = TableReading(dice=(), unreadable=(Unreadable((400, 300), text("vision.reader.unreadable.not_a_face")),))
    score = score_image(reading, replace(labelled(), unreadable=((100, 100),)))
    assert (score.false_alarms, score.false_alarms_unsettled) == (1, 1)


def test_a_false_alarm_in_a_frame_with_a_readable_die_labelled_is_not_counted_apart():
    reading = TableReading(dice=(), unreadable=(Unreadable((400, 300), text("vision.reader.unreadable.not_a_face")),))
    score = score_image(reading, labelled((100, 100, 3, None)))
    assert (score.false_alarms, score.false_alarms_unsettled) == (1, 0)


def test_colour_is_scored_only_where_the_labels_name_it():
    reading = TableReading(dice=(die_at(100, 100, 3, "blue"), die_at(300, 100, 5, "red")))
    score = score_image(reading, labelled((100, 100, 3, "blue"), (300, 100, 5, None)))
    assert (score.colour_labelled, score.colour_right) == (1, 1)


def test_a_die_is_right_only_with_its_value_and_its_labelled_colour():
    reading = TableReading(dice=(die_at(100, 100, 3, "red"), die_at(300, 100, 5, "red"), die_at(500, 100, 2, "red")))
    score = score_image(reading, labelled((100, 100, 3, "blue"), (300, 100, 5, None), (500, 100, 2, "red")))
    assert (score.value_right, score.both_right) == (3, 2)


def test_a_wrong_die_read_surely_is_taken_wrong_and_one_read_unsurely_is_asked_about():
    reading = TableReading(
        dice=(replace(die_at(100, 100, 2), confidence=0.95), replace(die_at(300, 100, 4), confidence=0.5))
    )
    score = score_image(reading, labelled((100, 100, 3, None), (300, 100, 5, None)), confirm_below=0.9)
    assert (score.taken, score.taken_wrong) == (1, 1)


def test_a_sure_phantom_and_a_sure_guess_at_a_die_labelled_unreadable_are_taken_wrong():
    reading = TableReading(dice=(die_at(100, 100, 3), die_at(500, 400, 2), die_at(300, 300, 6)))
    labels = replace(labelled((100, 100, 3, None)), unreadable=((302, 299),))
    score = score_image(reading, labels, confirm_below=0.9)
    assert (score.taken, score.taken_wrong, score.phantoms) == (3, 2, 1)


def test_the_tally_prints_accuracy_phantoms_exact_images_and_frame_times():
    tally = Tally()
    tally.add(score_image(TableReading(dice=(die_at(100, 100, 3),)), labelled((100, 100, 3, None))), ms=10.0)
    tally.add(score_image(TableReading(dice=(die_at(100, 100, 4),)), labelled((100, 100, 3, None))), ms=30.0)
    assert tally.lines() == [
        "images: 2, labelled dice: 2",
        "value accuracy: 50.0% (1/2)",
        "colour accuracy: n/a (0/0 with a labelled colour)",
        "dice right (value and labelled colour): 50.0% (1/2)",
        "missed dice: 0.0% (0)",
        "refused as unreadable: 0.0% (0)",
        "phantom dice: 0.0% (0, per labelled die)",
        "false alarms (unreadable where no die is labelled): 0.0% (0, per labelled die; 0 while all dice are"
        " unreadable)",
        "exact images: 50.0% (1/2)",
        "taken without asking: 2 dice, 50.0% of them wrong (1)",
        "ms per frame: median 20.0, p95 29.0",
    ]


def test_eval_command_reads_a_yolo_folder_and_goes_on_past_a_broken_image(tmp_path, capsys):
    if not REAL_PHOTOS.is_dir():
        pytest.skip(f"real photo set not present at {REAL_PHOTOS}")
    for name in ("two_44", "six_30"):
        for suffix in (".jpg", ".txt"):
            shutil.copy(REAL_PHOTOS / f"{name}{suffix}", tmp_path)
    (tmp_path / "broken.jpg").write_bytes(b"not an image")
    (tmp_path / "broken.txt").write_text("0 0.5 0.5 0.1 0.1\n", encoding="utf-8")
    assert main(["eval", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert captured.err == (
        f"dicetable eval: cannot read image {tmp_path / 'broken.jpg'}: expected a JPEG or PNG file, the data is not"
        " an image; skipping it\n"
    )
    assert "  value accuracy: 100.0% (8/8)\n" in captured.out
    assert "  exact images: 100.0% (2/2)\n" in captured.out


def test_eval_command_prints_the_share_right_per_band_of_confidence_when_asked(tmp_path, capsys):
    if not REAL_PHOTOS.is_dir():
        pytest.skip(f"real photo set not present at {REAL_PHOTOS}")
    for suffix in (".jpg", ".txt"):
        shutil.copy(REAL_PHOTOS / f"two_44{suffix}", tmp_path)
    assert main(["eval", str(tmp_path), "--reliability"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-8].split() == ["confidence", "read", "right"]
    assert sum(int(line.split()[1]) for line in lines[-7:]) == 5  # every die read in the photo, each in one band
