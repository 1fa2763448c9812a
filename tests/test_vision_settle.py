import cv2
import numpy as np
import pytest
from vision_synthetic import blank_table, draw_die

from dicetable.messages import text
from vision.reading import DieReading, TableReading, Unreadable
from vision.settle import Settler, SettleSettings, settled_readings, vote

FRAME_S = 1 / 30
SETTINGS = SettleSettings(still_ms=300.0, vote_frames=3)
HOME = [(60.0, 60.0), (160.0, 120.0), (250.0, 70.0)]
AWAY = [(90.0, 170.0), (200.0, 60.0), (270.0, 180.0)]


def die_at(center, value=3, colour="blue", confidence=0.9):
    x, y = center
    box = ((x - 20, y - 20), (x + 20, y - 20), (x + 20, y + 20), (x - 20, y + 20))
    return DieReading(value, colour, center, box, confidence)


class Table:
    """A synthetic camera: frames with their times, and a reader that knows what each frame shows."""

    def __init__(self):
        self.frames: list[tuple[np.ndarray, float]] = []
        self.truth: dict[int, TableReading] = {}
        self.read_times: list[float] = []

    def show(self, places, seconds, hand_reach_px=0, values=(3, 5, 1), noise_seed=None):
        image = blank_table(seed=1)
        for index, place in enumerate(places):
            draw_die(image, "blue", place, angle_deg=10 * index, value=values[index], seed=index)
        if hand_reach_px:
            cv2.ellipse(image, (hand_reach_px - 60, 120), (90, 45), 0, 0, 360, (120, 160, 215), -1)
        truth = TableReading(tuple(die_at(place, value) for place, value in zip(places, values, strict=False)))
        for step in range(round(seconds / FRAME_S)):
            frame = image.copy()
            if noise_seed is not None:
                noise = np.random.default_rng(noise_seed + step).normal(0, 2, image.shape)
                frame = np.clip(image + noise, 0, 255).astype(np.uint8)
            self.truth[id(frame)] = truth
            self.frames.append((frame, len(self.frames) * FRAME_S))

    def roll(self, start, end, seconds=0.4):
        steps = round(seconds / FRAME_S)
        for step in range(steps):
            share = (step + 1) / steps
            places = [
                (a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share) for a, b in zip(start, end, strict=True)
            ]
            self.show(places, FRAME_S)

    def hand_passes(self, places, reach_px=140, seconds=0.5):
        steps = round(seconds / FRAME_S)
        for step in range(steps):
            self.show(places, FRAME_S, hand_reach_px=int(reach_px * np.sin(np.pi * (step + 0.5) / steps)))

    def read(self, frame):
        self.read_times.append(next(t for f, t in self.frames if f is frame))
        return self.truth[id(frame)]

    def readings(self, settings=SETTINGS):
        return list(settled_readings(self.frames, self.read, settings))


def test_dice_lying_still_give_exactly_one_reading():
    table = Table()
    table.show(HOME, seconds=2.0)
    assert [len(reading.dice) for reading in table.readings()] == [3]


def test_nothing_is_read_while_the_dice_keep_moving():
    table = Table()
    for _ in range(3):
        table.roll(HOME, AWAY)
        table.roll(AWAY, HOME)
    assert (table.readings(), table.read_times) == ([], [])


def test_each_roll_gives_exactly_one_reading():
    table = Table()
    table.roll(HOME, AWAY)
    table.show(AWAY, seconds=1.5, values=(2, 4, 6))
    table.roll(AWAY, HOME)
    table.show(HOME, seconds=1.5, values=(6, 6, 1))
    values = [[die.value for die in reading.dice] for reading in table.readings()]
    assert values == [[2, 4, 6], [6, 6, 1]]


def test_reading_starts_only_after_the_dice_were_still_for_still_ms():
    table = Table()
    table.roll(HOME, AWAY)
    last_motion_s = table.frames[-1][1]
    table.show(AWAY, seconds=1.5)
    table.readings()
    assert table.read_times[0] - last_motion_s == pytest.approx(SETTINGS.still_ms / 1000, abs=FRAME_S)


def test_the_vote_reads_vote_frames_settled_frames():
    table = Table()
    table.show(HOME, seconds=2.0)
    table.readings(SettleSettings(still_ms=300.0, vote_frames=5))
    assert len(table.read_times) == 5


def test_sensor_noise_on_still_dice_is_not_motion():
    table = Table()
    table.show(HOME, seconds=1.5, noise_seed=7)
    assert len(table.readings()) == 1


def test_a_hand_resting_in_view_holds_the_reading_back_until_it_leaves():
    table = Table()
    table.show(HOME, seconds=0.2)
    table.roll(HOME, AWAY)
    table.show(AWAY, seconds=1.0, hand_reach_px=140)
    hand_gone_s = table.frames[-1][1]
    table.show(AWAY, seconds=1.5)
    readings = table.readings()
    assert (len(readings), table.read_times[0] > hand_gone_s) == (1, True)


def test_a_hand_passing_over_the_resting_dice_does_not_repeat_the_reading():
    table = Table()
    table.show(HOME, seconds=1.2)
    table.hand_passes(HOME)
    table.show(HOME, seconds=1.2)
    assert len(table.readings()) == 1


def test_a_hand_passing_is_read_again_when_asked_to():
    table = Table()
    table.show(HOME, seconds=1.2)
    table.hand_passes(HOME)
    table.show(HOME, seconds=1.2)
    settings = SettleSettings(still_ms=300.0, vote_frames=3, is_unchanged_roll_emitted=True)
    assert len(table.readings(settings)) == 2


def test_frame_times_going_back_are_refused():
    settler = Settler(lambda frame: TableReading(()), SETTINGS)
    frame = blank_table()
    settler.feed(frame, 1.0)
    with pytest.raises(ValueError, match=r"expected t_s >= 1.0, got 0.5"):
        settler.feed(frame, 0.5)


def test_a_grey_frame_is_refused():
    with pytest.raises(TypeError, match=r"uint8 BGR array \(H, W, 3\)"):
        Settler(lambda frame: TableReading(()), SETTINGS).feed(np.zeros((240, 320), np.uint8), 0.0)


def test_no_vote_frames_is_refused():
    with pytest.raises(ValueError, match="vote_frames must be at least 1, got 0"):
        Settler(lambda frame: TableReading(()), SettleSettings(vote_frames=0))


def test_the_vote_takes_the_value_most_frames_read():
    readings = [TableReading((die_at((50, 50), value),)) for value in (3, 5, 3)]
    assert [die.value for die in vote(readings).dice] == [3]


def test_the_vote_takes_the_colour_most_frames_read_for_a_die_moved_by_a_pixel():
    readings = [
        TableReading((die_at((50, 50), colour="white"),)),
        TableReading((die_at((51, 50), colour="silver"),)),
        TableReading((die_at((50, 51), colour="white"),)),
    ]
    assert [die.colour for die in vote(readings).dice] == ["white"]


def test_the_voted_confidence_falls_with_disagreement():
    agree = [TableReading((die_at((50, 50), 4, confidence=0.9),)) for _ in range(3)]
    split = [TableReading((die_at((50, 50), value, confidence=0.9),)) for value in (4, 4, 2)]
    assert (vote(agree).dice[0].confidence, vote(split).dice[0].confidence) == (0.9, 0.6)


def test_a_die_seen_in_one_frame_only_is_left_out():
    readings = [TableReading((die_at((50, 50)),)), TableReading(()), TableReading(())]
    assert vote(readings) == TableReading(())


def test_a_die_the_frames_disagree_on_is_unreadable_with_the_reason():
    readings = [TableReading((die_at((50, 50), value),)) for value in (2, 4, 6)]
    voted = vote(readings)
    assert (voted.dice, [str(u.reason) for u in voted.unreadable]) == (
        (),
        ["Die Bilder des Wurfs widersprechen sich bei diesem Würfel"],
    )


def test_a_die_most_frames_found_unreadable_stays_unreadable_with_their_reason():
    cocked = Unreadable((50.0, 50.0), text("vision.settle.votes_disagree"))
    readings = [TableReading((), (cocked,)), TableReading((), (cocked,)), TableReading((die_at((50, 50)),))]
    assert vote(readings).unreadable == (cocked,)


def test_two_dice_side_by_side_stay_two_dice():
    readings = [TableReading((die_at((50, 50), 1), die_at((95, 50), 6))) for _ in range(3)]
    assert [die.value for die in vote(readings).dice] == [1, 6]


def test_a_warning_most_frames_give_is_kept():
    warning = text("vision.colour.too_small")
    readings = [TableReading((), (), (warning,)), TableReading((), (), (warning,)), TableReading(())]
    assert vote(readings).warnings == (warning,)
