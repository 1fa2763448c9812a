"""A report of a die not read that lies on a card's paper (print at its edge) or is the shadow of a die read is no die
(issue #2: false alarms)."""

from __future__ import annotations

import numpy as np

from dicetable.messages import text
from vision.no_die_bodies import is_on_paper
from vision.no_die_reports import without_no_die_reports
from vision.reading import DieReading, Unreadable

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


def report(center: tuple[float, float], reason: str = "not_a_face") -> Unreadable:
    return Unreadable(center=center, reason=text(f"vision.reader.unreadable.{reason}"))


def die_read_at(center: tuple[float, float]) -> DieReading:
    (x, y), half = center, SIDE_PX / 2
    box = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return DieReading(value=3, colour="red", center=center, box=box, confidence=1.0)


def test_a_report_on_paper_is_dropped_and_one_on_the_table_kept():
    image = felt_with_card()
    image[150:180, 150:180] = (20, 20, 200)  # a red die on the felt whose pips were not seen
    kept = without_no_die_reports(image, [die_read_at(READ_ELSEWHERE[0])], [report((90.0, 98.0)), report((165, 165))])
    assert [item.center for item in kept] == [(165, 165)]


def test_with_no_die_read_every_report_is_kept():
    reports = [report((90.0, 98.0))]
    assert without_no_die_reports(felt_with_card(), [], reports) == reports


LIGHT_TABLE_BGR = (157, 183, 200)  # DSC train 10019's beige table
TABLE_IN_SHADE_BGR = (57, 93, 127)  # ... and the shadow of its silver 2


def table_with_shadow() -> np.ndarray:
    """A 200 x 200 light table with a die's 30-pixel shadow around (100, 100), the die read at (75, 80)."""
    image = np.full((200, 200, 3), LIGHT_TABLE_BGR, np.uint8)
    image[85:115, 85:115] = TABLE_IN_SHADE_BGR
    return image


def test_a_body_without_pips_that_is_the_shadow_of_a_die_read_is_no_die():
    reports = [report((100.0, 100.0), "pips_not_seen")]
    assert without_no_die_reports(table_with_shadow(), [die_read_at((75.0, 80.0))], reports) == []


def test_a_group_of_pips_where_a_die_s_shadow_would_lie_is_kept():
    reports = [report((100.0, 100.0))]
    assert without_no_die_reports(table_with_shadow(), [die_read_at((75.0, 80.0))], reports) == reports
