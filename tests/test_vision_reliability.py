"""The reliability table: per band of confidence, how many dice were read and how many right."""

from __future__ import annotations

from pathlib import Path

from vision.evaluate import score_image
from vision.labels import LabelledDie, LabelledImage
from vision.reading import DieReading, TableReading
from vision.reliability import Band, reliability, table_lines


def die(value: int, colour: str, center: tuple[float, float], confidence: float) -> DieReading:
    x, y = center
    box = ((x - 10, y - 10), (x + 10, y - 10), (x + 10, y + 10), (x - 10, y + 10))
    return DieReading(value=value, colour=colour, center=center, box=box, confidence=confidence)


LABELS = LabelledImage(
    Path("frame.jpg"),
    (LabelledDie(5, "blue", (50.0, 50.0), 20.0), LabelledDie(2, "red", (150.0, 50.0), 20.0)),
)


def test_a_die_read_with_its_labelled_value_and_colour_is_right():
    reading = TableReading((die(5, "blue", (51.0, 50.0), 0.97),))
    assert score_image(reading, LABELS).judged == ((0.97, True),)


def test_a_die_read_in_the_wrong_colour_is_wrong():
    reading = TableReading((die(2, "blue", (150.0, 50.0), 0.93),))
    assert score_image(reading, LABELS).judged == ((0.93, False),)


def test_a_die_read_where_none_is_labelled_is_wrong():
    reading = TableReading((die(1, "red", (300.0, 200.0), 0.9),))
    assert score_image(reading, LABELS).judged == ((0.9, False),)


def test_readings_fall_into_the_band_their_confidence_lies_in_and_one_counts_in_the_last():
    bands = reliability([(0.95, True), (1.0, True), (0.92, False), (0.3, True)], edges=(0.0, 0.9, 0.95, 1.0))
    assert bands == [Band(0.0, 0.9, 1, 1), Band(0.9, 0.95, 1, 0), Band(0.95, 1.0, 2, 2)]


def test_the_table_shows_each_band_with_its_share_right():
    assert table_lines([Band(0.9, 0.95, 4, 3), Band(0.95, 1.0, 0, 0)]) == [
        "confidence    read   right",
        "0.90–0.95        4   75.0%",
        "0.95–1.00        0       –",
    ]
