"""A shaken frame's readings as it is and sharpened, merged die by die."""

from pathlib import Path

import cv2

from dicetable.messages import text
from vision.bodies import Body
from vision.profiles import load_profile
from vision.reader import read_frame
from vision.reading import DieReading, TableReading, Unreadable
from vision.sharpened_merge import merged

PIPS_NOT_SEEN = text("vision.reader.unreadable.pips_not_seen")


def _die(value: int, x: float, confidence: float, colour: str = "blue") -> DieReading:
    """A die 30 px wide centred at (x, 100)."""
    box = ((x - 15, 85.0), (x + 15, 85.0), (x + 15, 115.0), (x - 15, 115.0))
    return DieReading(value=value, colour=colour, center=(x, 100.0), box=box, confidence=confidence)


def test_a_die_only_the_sharpened_frame_shows_is_added():
    shown = merged(TableReading(dice=(_die(4, 100, 1.0),)), TableReading(dice=(_die(3, 200, 0.7),)), room=1)
    assert shown.dice == (_die(4, 100, 1.0), _die(3, 200, 0.7))


def test_no_more_dice_are_added_than_the_set_has_room_for_the_surest_first():
    sharp = TableReading(dice=(_die(3, 200, 0.5), _die(2, 300, 0.7)))
    assert merged(TableReading(dice=()), sharp, room=1).dice == (_die(2, 300, 0.7),)


def test_a_die_of_undecided_colour_only_the_sharpened_frame_shows_is_not_added():
    sharp = TableReading(dice=(_die(1, 200, 0.0, "unknown"),))
    assert merged(TableReading(dice=()), sharp, room=1).dice == ()


def test_a_die_both_read_alike_keeps_the_frames_own_reading():
    shown = merged(TableReading(dice=(_die(4, 100, 0.95),)), TableReading(dice=(_die(4, 103, 0.8),)), room=1)
    assert shown.dice == (_die(4, 100, 0.95),)


def test_a_die_both_read_alike_takes_the_sharpened_frames_stronger_doubt_that_it_is_cocked():
    as_it_is, sharp = TableReading(dice=(_die(5, 100, 1.0),)), TableReading(dice=(_die(5, 102, 0.47),))
    assert merged(as_it_is, sharp, room=1, slant_doubts=((1.0,), (0.6,))).dice == (_die(5, 100, 0.6),)


def test_a_die_both_read_alike_keeps_its_own_doubt_that_it_is_cocked_when_the_stronger():
    as_it_is, sharp = TableReading(dice=(_die(5, 100, 0.5),)), TableReading(dice=(_die(5, 102, 0.8),))
    assert merged(as_it_is, sharp, room=1, slant_doubts=((0.5,), (1.0,))).dice == (_die(5, 100, 0.5),)


def test_a_die_read_differently_takes_the_surer_reading_and_is_asked_about():
    as_it_is = TableReading(dice=(_die(4, 100, 1.0), _die(2, 200, 0.25)))
    sharp = TableReading(dice=(_die(2, 104, 0.8), _die(6, 198, 0.45)))
    assert merged(as_it_is, sharp, room=0).dice == (_die(4, 100, 0.8), _die(6, 198, 0.36))


def test_a_die_read_in_another_colour_is_read_differently():
    shown = merged(TableReading(dice=(_die(3, 100, 0.9),)), TableReading(dice=(_die(3, 100, 0.6, "red"),)), room=0)
    assert shown.dice == (_die(3, 100, 0.72),)


def test_a_die_of_undecided_colour_in_the_frame_takes_the_colour_the_sharpened_frame_names_for_the_same_value():
    as_it_is = TableReading(dice=(_die(3, 100, 0.69, "unknown"),))
    shown = merged(as_it_is, TableReading(dice=(_die(3, 101, 0.41, "white"),)), room=0)
    assert shown.dice == (_die(3, 101, 0.328, "white"),)


def test_a_die_named_in_the_frame_keeps_its_colour_where_the_sharpened_frame_leaves_it_undecided():
    as_it_is = TableReading(dice=(_die(2, 100, 0.3, "white"),))
    shown = merged(as_it_is, TableReading(dice=(_die(2, 101, 0.55, "unknown"),)), room=0)
    assert shown.dice == (_die(2, 100, 0.24, "white"),)


def test_a_die_of_undecided_colour_read_with_another_value_takes_the_surer_reading():
    as_it_is = TableReading(dice=(_die(3, 100, 0.69, "unknown"),))
    shown = merged(as_it_is, TableReading(dice=(_die(5, 101, 0.41, "white"),)), room=0)
    assert shown.dice == (_die(3, 100, 0.552, "unknown"),)


def test_dsc_train_10006_reads_its_white_3_white_named_in_the_sharpened_frame():
    image = cv2.imread(str(Path(__file__).resolve().parent.parent / "fixtures/rendered/doppelt-so-clever/10006.jpg"))
    dice = read_frame(image, load_profile("doppelt-so-clever")).dice
    near = [die for die in dice if abs(die.center[0] - 244) + abs(die.center[1] - 290) < 8]
    assert [(die.colour, die.value) for die in near] == [("white", 3)]


def test_the_frames_unreadable_spot_where_a_die_is_added_goes_and_the_sharpened_frames_spots_off_bodies_are_left_out():
    as_it_is = TableReading(
        dice=(), unreadable=(Unreadable((200.0, 100.0), PIPS_NOT_SEEN), Unreadable((400.0, 100.0), PIPS_NOT_SEEN))
    )
    sharp = TableReading(dice=(_die(1, 202, 0.7),), unreadable=(Unreadable((500.0, 300.0), PIPS_NOT_SEEN),))
    shown = merged(as_it_is, sharp, room=2)
    assert shown.dice == (_die(1, 202, 0.7),)
    assert shown.unreadable == (Unreadable((400.0, 100.0), PIPS_NOT_SEEN),)


def _body(x: float, y: float) -> Body:
    """A die body 30 px wide centred at (x, y)."""
    return Body((x, y), ((x - 15, y - 15), (x + 15, y - 15), (x + 15, y + 15), (x - 15, y + 15)), 30.0, 40.0)


def test_the_sharpened_frames_unreadable_spot_on_a_die_body_is_kept():
    """Dev Blöder 30249-like: a die seen only sharpened, its pips too many for a face, is asked about."""
    spot = Unreadable((502.0, 298.0), PIPS_NOT_SEEN)
    sharp = TableReading(dice=(), unreadable=(spot,))
    assert merged(TableReading(dice=()), sharp, room=1, bodies=(_body(500, 300),)).unreadable == (spot,)


def test_the_sharpened_frames_unreadable_spot_on_a_body_with_a_die_read_is_left_out():
    sharp = TableReading(dice=(), unreadable=(Unreadable((202.0, 100.0), PIPS_NOT_SEEN),))
    shown = merged(TableReading(dice=(_die(3, 200, 0.9),)), sharp, room=1, bodies=(_body(200, 100),))
    assert shown.unreadable == ()


def test_the_sharpened_frames_unreadable_spot_beside_the_frames_own_is_left_out():
    own = Unreadable((200.0, 100.0), PIPS_NOT_SEEN)
    sharp = TableReading(dice=(), unreadable=(Unreadable((205.0, 102.0), PIPS_NOT_SEEN),))
    shown = merged(TableReading(dice=(), unreadable=(own,)), sharp, room=1, bodies=(_body(200, 100),))
    assert shown.unreadable == (own,)
