"""`tools/bench_native_scale.py`: readings of a 1280×960 frame shrunk to 640×480 scored in the native frame."""

from __future__ import annotations

from tool_modules import load_tool

from dicetable.messages import text
from vision.reading import DieReading, TableReading, Unreadable

native_scale = load_tool("bench_native_scale.py", "bench_native_scale_tool")


def test_a_reading_of_the_shrunk_frame_is_placed_in_the_native_frame_s_pixels():
    die = DieReading(value=4, colour="red", center=(100.0, 50.0), box=((90.0, 40.0), (110.0, 40.0)), confidence=1.0)
    unreadable = Unreadable(center=(10.0, 20.0), reason=text("vision.reader.unreadable.not_a_face"))
    moved = native_scale.in_native_pixels(TableReading(dice=(die,), unreadable=(unreadable,)))
    assert (moved.dice[0].center, moved.dice[0].box) == ((200.0, 100.0), ((180.0, 80.0), (220.0, 80.0)))
    assert moved.unreadable[0].center == (20.0, 40.0)


def test_a_die_keeps_its_value_colour_and_confidence_when_placed_in_the_native_frame():
    die = DieReading(value=6, colour="blue", center=(1.0, 2.0), box=((0.0, 0.0),), confidence=0.93)
    (moved,) = native_scale.in_native_pixels(TableReading(dice=(die,))).dice
    assert (moved.value, moved.colour, moved.confidence) == (6, "blue", 0.93)
