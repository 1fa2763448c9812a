"""Correcting dice from the buttons, and saving a corrected frame as a labelled fixture."""

import json

import cv2
import numpy as np
from companion_doubles import die_reading, race_reading

from companion.corrections import Correcting, changes, press, save_fixture, with_missing_dice, without_surplus_dice
from dicetable.messages import text
from hardware.events import ButtonEvent
from vision.reading import TableReading, Unreadable

COLOURS = ("blue", "red")


def faces(colour):
    return (1, 2, 3, 4, 5, 6)


def test_next_raises_the_value_and_wraps_from_six_to_one():
    correcting = Correcting((die_reading("blue", 6),))
    assert press(correcting, ButtonEvent.NEXT, COLOURS, faces).dice[0].value == 1


def test_prev_lowers_the_value():
    correcting = Correcting((die_reading("blue", 3),))
    assert press(correcting, ButtonEvent.PREV, COLOURS, faces).dice[0].value == 2


def test_ok_moves_from_value_to_colour_to_the_next_die():
    correcting = Correcting(race_reading(1, 2).dice)
    after_ok = press(correcting, ButtonEvent.OK, COLOURS, faces)
    assert (after_ok.die, after_ok.field) == (0, "colour")
    after_two = press(after_ok, ButtonEvent.OK, COLOURS, faces)
    assert (after_two.die, after_two.field) == (1, "value")


def test_ok_after_the_last_die_returns_to_the_first():
    correcting = Correcting(race_reading(1, 2).dice, die=1, field="colour")
    assert press(correcting, ButtonEvent.OK, COLOURS, faces).die == 0


def test_a_colour_read_as_unknown_cycles_into_the_sets_colours():
    correcting = Correcting((die_reading("unknown", 4),), field="colour")
    assert press(correcting, ButtonEvent.NEXT, COLOURS, faces).dice[0].colour == "blue"


def test_a_changed_die_is_certain_and_keeps_where_it_was_seen():
    before = die_reading("blue", 3, confidence=0.4)
    after = press(Correcting((before,)), ButtonEvent.NEXT, COLOURS, faces).dice[0]
    assert (after.confidence, after.box, after.center) == (1.0, before.box, before.center)


def test_back_finishes_the_correction():
    assert press(Correcting((die_reading("blue", 3),)), ButtonEvent.BACK, COLOURS, faces) is None


def test_a_face_without_pips_cycles_through_the_dice_sets_faces():
    correcting = Correcting((die_reading("red", 1),))
    after = press(correcting, ButtonEvent.PREV, COLOURS, lambda colour: (None,))
    assert after.dice[0].value is None


def test_changes_lists_only_the_dice_that_differ():
    before = race_reading(3, 5).dice
    after = race_reading(3, 6).dice
    assert [(c.die, c.before, c.after) for c in changes(before, after)] == [
        (1, {"colour": "red", "value": 5}, {"colour": "red", "value": 6})
    ]


def test_a_corrected_frame_is_saved_in_the_project_label_format(tmp_path):
    pixels = np.full((48, 64, 3), 90, np.uint8)
    reading = TableReading(dice=(die_reading("blue", 4),))
    label = save_fixture(tmp_path, "table-0001", pixels, "geht-noch-was", reading)
    assert json.loads(label.read_text()) == {
        "image": "table-0001.jpg",
        "set": "geht-noch-was",
        "dice": [
            {
                "value": 4,
                "colour": "blue",
                "center": [10.0, 10.0],
                "box": [[5.0, 5.0], [15.0, 5.0], [15.0, 15.0], [5.0, 15.0]],
            }
        ],
        "unreadable": [],
    }
    assert cv2.imread(str(tmp_path / "table-0001.jpg")).shape == (48, 64, 3)


def test_a_die_not_read_is_added_where_a_die_was_seen_but_not_read():
    reading = TableReading(
        dice=(die_reading("blue", 4),), unreadable=(Unreadable((100.0, 50.0), text("colour.unknown")),)
    )
    completed, added = with_missing_dice(reading, ("blue", "red"), faces)
    assert added == (1,)
    die = completed.dice[1]
    assert (die.colour, die.value, die.center, die.confidence) == ("red", 1, (100.0, 50.0), 0.0)
    assert die.box == ((95.0, 45.0), (105.0, 45.0), (105.0, 55.0), (95.0, 55.0))
    assert completed.unreadable == ()


def test_a_complete_reading_gets_no_dice_added():
    reading = race_reading(2, 3)
    assert with_missing_dice(reading, ("blue", "red"), faces) == (reading, ())


def test_a_surplus_die_of_a_colour_read_too_often_is_left_out_least_confident_first():
    reading = TableReading(
        dice=(die_reading("blue", 4), die_reading("red", 2, confidence=0.9), die_reading("red", 5, confidence=0.4))
    )
    fitted, dropped = without_surplus_dice(reading, ("blue", "red"))
    assert dropped == (2,)
    assert [(die.colour, die.value) for die in fitted.dice] == [("blue", 4), ("red", 2)]
