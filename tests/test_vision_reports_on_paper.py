"""A report of a die not read that lies on a card's paper (print at its edge) is no die (issue #2: false alarms)."""

from __future__ import annotations

import numpy as np

from dicetable.messages import text
from vision.no_die_bodies import is_on_paper
from vision.reading import DieReading, Unreadable
from vision.reports_on_paper import without_reports_on_paper

GREEN_FELT_BGR = (30, 95, 25)
CARD_BGR = (205, 210, 212)  # a card's light paper (Blöder dev 30402's, on green felt)
INK_BGR = (90, 80, 80)  # its brick print's joints
BLACK_DIE_BGR = (20, 20, 20)
SIDE_PX = 30.0
READ_ELSEWHERE = [(20.0, 180.0)]


def felt_with_card() -> np.ndarray:
    """A 200 x 200 green felt table with a card's corner reaching in from the top left to (110, 110), a few dashes of
    its print along its edge."""
    image = np.full((200, 200, 3), GREEN_FELT_BGR, np.uint8)
    image[:110, :110] = CARD_BGR
    for x in (80, 96):
        image[96:99, x : x + 4] = INK_BGR
    return image


def test_print_by_a_card_s_edge_lies_on_paper():
    assert is_on_paper(felt_with_card(), (90.0, 98.0), SIDE_PX, READ_ELSEWHERE)


def test_a_light_die_on_the_table_is_not_on_paper():
    image = np.full((200, 200, 3), GREEN_FELT_BGR, np.uint8)
    image[85:115, 85:115] = CARD_BGR  # a white die's top: its colour stops at its edges
    assert not is_on_paper(image, (100.0, 100.0), SIDE_PX, READ_ELSEWHERE)


def test_a_dark_die_joined_to_a_dark_table_is_not_on_paper():
    image = np.full((200, 200, 3), BLACK_DIE_BGR, np.uint8)
    image[85:115, 85:115] = (30, 30, 30)  # a black die in dim light, its colour running on into the table's
    assert not is_on_paper(image, (100.0, 100.0), SIDE_PX, READ_ELSEWHERE)


def report(center: tuple[float, float]) -> Unreadable:
    return Unreadable(center=center, reason=text("vision.reader.unreadable.not_a_face"))


def die_read_at(center: tuple[float, float]) -> DieReading:
    (x, y), half = center, SIDE_PX / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(value=3, colour="red", center=center, box=box, confidence=1.0)


def test_a_report_on_paper_is_dropped_and_one_on_the_table_kept():
    image = felt_with_card()
    image[150:180, 150:180] = (20, 20, 200)  # a red die on the felt whose pips were not seen
    kept = without_reports_on_paper(image, [die_read_at(READ_ELSEWHERE[0])], [report((90.0, 98.0)), report((165, 165))])
    assert [item.center for item in kept] == [(165, 165)]


def test_with_no_die_read_every_report_is_kept():
    reports = [report((90.0, 98.0))]
    assert without_reports_on_paper(felt_with_card(), [], reports) == reports
