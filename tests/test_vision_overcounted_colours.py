import numpy as np

from vision import reader
from vision.overcounted_colours import with_overcounted_colours_asked
from vision.profiles import load_profile
from vision.reading import DieReading, TableReading

DOPPELT_SO_CLEVER = load_profile("doppelt-so-clever")
GEHT_NOCH_WAS = load_profile("geht-noch-was")


def die(colour: str, confidence: float, value: int = 3) -> DieReading:
    return DieReading(value, colour, (10.0, 10.0), ((0.0, 0.0), (20.0, 0.0), (20.0, 20.0), (0.0, 20.0)), confidence)


def confidences(*dice: DieReading, profile=DOPPELT_SO_CLEVER) -> list[float]:
    return [die.confidence for die in with_overcounted_colours_asked(TableReading(dice), profile).dice]


def test_two_dice_read_surely_as_the_only_white_are_each_a_coin_toss():
    assert confidences(die("white", 0.94), die("white", 1.0), die("blue", 1.0)) == [0.5, 0.5, 1.0]


def test_three_dice_read_surely_as_the_only_white_are_each_a_third_sure():
    assert confidences(die("white", 1.0), die("white", 0.97), die("white", 0.93)) == [1 / 3] * 3


def test_a_die_asked_about_anyway_leaves_the_sure_one_of_its_colour_taken():
    assert confidences(die("green", 1.0, value=1), die("green", 0.32, value=5)) == [1.0, 0.32]


def test_dice_of_a_colour_the_set_holds_several_of_are_left_as_read():
    assert confidences(*[die("blue", 1.0)] * 5, profile=GEHT_NOCH_WAS) == [1.0] * 5


def test_dice_of_unknown_colour_are_counted_by_no_colour():
    assert confidences(die("unknown", 0.95), die("unknown", 0.95)) == [0.95, 0.95]


def test_values_colours_and_places_stay_as_read():
    before = (die("white", 0.94, value=5), die("white", 0.94, value=4))
    after = with_overcounted_colours_asked(TableReading(before), DOPPELT_SO_CLEVER).dice
    assert [(d.value, d.colour, d.box) for d in after] == [(d.value, d.colour, d.box) for d in before]


def test_read_frame_asks_about_two_dice_it_read_surely_as_the_only_white(monkeypatch):
    """As on dev 450-469 DSC 10460 (not in the repository): a silver 5 mirroring the lamp and the white 4 beside it
    both read white at 0.94."""
    two_whites = TableReading((die("white", 0.94, value=5), die("white", 0.94, value=4)))
    monkeypatch.setattr(reader, "_read_dice", lambda *args: two_whites)
    reading = reader.read_frame(np.zeros((480, 640, 3), np.uint8), DOPPELT_SO_CLEVER)
    assert [(d.value, d.colour, d.confidence) for d in reading.dice] == [(5, "white", 0.5), (4, "white", 0.5)]
