"""A recorded Blöder Sack turn replayed from camera frames: the board is calibrated from a frame, the frames go
through the real reader card by card (as the live table reads a calibrated board), the loose dice are the
roll, the board is checked against the game after red's move, the recorded players take their decisions, and
the journal ends in the scripted state (fixtures/recorded/bloeder-turn)."""

import json
import math

import cv2
import pytest
from test_push_table_replay import RECORDED, load_turn, replay_turn, scripted_state

from companion.board_calibration import save_regions
from companion.board_watch import watch_for
from vision.board_reading import read_board
from vision.profiles import load_profile
from vision.regions import find_regions

FOLDER = RECORDED / "bloeder-turn"
CALIBRATION_FRAME = "000009.jpg"  # the board as the camera sees it when blue rolls
CARDS = ["1", "2", "3", "4", "5"]


def play_turn(journal_dir):
    """The turn played at a table whose board was calibrated (in the current config dir): the recording, the
    replayed journal's game and the journal file."""
    session, _ = load_turn(FOLDER)
    regions = watch_for("bloeder-sack").regions  # the cards and the Sackkarten above them
    profile = load_profile("bloeder-sack")
    replayed, journal = replay_turn(session, journal_dir, lambda pixels: read_board(pixels, regions, profile))
    return session, replayed, journal


@pytest.fixture(scope="module")
def bloeder_turn(tmp_path_factory):
    """The players calibrate the board from a frame, then play the turn (module-wide private home)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
        cards = find_regions(cv2.imread(str(FOLDER / CALIBRATION_FRAME)), len(CARDS), CARDS)
        save_regions("bloeder-sack", cards, source=f"recorded frame {CALIBRATION_FRAME}")
        session, replayed, journal = play_turn(tmp_path_factory.mktemp("bloeder-turn"))
    events = [json.loads(line) for line in journal.read_text().splitlines()]
    return session, cards, replayed, events


def test_the_cards_are_found_where_the_renderer_put_them(bloeder_turn):
    _, cards, _, _ = bloeder_turn
    labels = json.loads((FOLDER / "000009.json").read_text())["regions"]
    for card, label in zip(cards, labels, strict=True):
        assert all(math.dist(corner, seen) < 6 for corner, seen in zip(card.corners, label["corners"], strict=True))


def test_the_replayed_bloeder_turn_ends_in_the_scripted_state(bloeder_turn):
    session, _, replayed, _ = bloeder_turn
    assert replayed.state == scripted_state(session)


def test_the_players_took_blues_waiting_dice_out_of_reds_roll(bloeder_turn):
    _, _, _, events = bloeder_turn
    taken_out = [event["before"] for event in events if event["event"] == "correction" and event["after"] is None]
    assert sorted(taken_out, key=lambda die: die["value"]) == [
        {"colour": "blue", "value": 3},
        {"colour": "blue", "value": 6},
    ]


def test_with_reds_dice_on_the_board_as_played_blues_roll_is_read_as_the_loose_dice(bloeder_turn):
    _, _, _, events = bloeder_turn
    readings = [index for index, event in enumerate(events) if event["event"] == "reading"]
    assert len(readings) == 2  # read once each: the board after red's move raised no difference to settle
    blue_roll = next(event["action"] for event in events[readings[1] :] if event["event"] == "action")
    assert sorted((die["colour"], die["value"]) for die in blue_roll["dice"]) == [("blue", 3), ("blue", 6)]
