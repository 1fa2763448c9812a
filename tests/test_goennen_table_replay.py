"""A recorded Gönnen turn replayed from camera frames: the box bottom is calibrated from a frame, the frames go
through the real reader, the dice on the Baustelle are told from those thrown again, the recorded players
correct what the reader missed and take their decisions, and the journal ends in the scripted state
(fixtures/recorded/goennen-turn)."""

import json

import cv2
import pytest
from test_push_table_replay import RECORDED, load_turn, replay_turn, scripted_state

from companion.board_calibration import save_regions
from companion.zones import baustelle_zones, zones_for
from vision.regions import find_regions

FOLDER = RECORDED / "goennen-turn"
CALIBRATION_FRAME = "000002.jpg"  # the first settled frame: the box bottom with no hand over it


@pytest.fixture(scope="module")
def goennen_turn(tmp_path_factory):
    """The players calibrate the Baustelle from a frame, then play the turn (module-wide private home)."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CONFIG_HOME", str(home / "config"))
        patch.setenv("XDG_DATA_HOME", str(home / "data"))
        regions = find_regions(cv2.imread(str(FOLDER / CALIBRATION_FRAME)), 1, ["baustelle"])
        save_regions("goennen-koennen", regions, source=f"recorded frame {CALIBRATION_FRAME}")
        session, _ = load_turn(FOLDER)
        assert zones_for("goennen-koennen") == baustelle_zones(regions)  # the table will see the Baustelle
        replayed, journal = replay_turn(session, tmp_path_factory.mktemp("goennen-turn"))
    return session, regions, replayed, journal


def test_the_baustelle_is_found_where_the_renderer_put_the_box_bottom(goennen_turn):
    _, (region,), _, _ = goennen_turn
    label = json.loads((FOLDER / "000009.json").read_text())["regions"][0]["corners"]
    assert all(abs(x - lx) < 12 and abs(y - ly) < 12 for (x, y), (lx, ly) in zip(region.corners, label, strict=True))


def test_the_replayed_goennen_turn_ends_in_the_scripted_state(goennen_turn):
    session, _, replayed, _ = goennen_turn
    assert replayed.state == scripted_state(session)


def test_the_engine_got_only_the_dice_thrown_again_and_kept_the_baustelle_dice(goennen_turn):
    _, _, replayed, journal = goennen_turn
    rolls = [json.loads(line)["action"] for line in journal.read_text().splitlines() if '"Rolled"' in line]
    second = [(die["colour"], die["value"]) for die in rolls[1]["dice"]]
    assert sorted(second) == [("blue", 2), ("fifth", 4), ("green", 3)]
    second_roll = next(state for state in replayed.states if state.roll_no == 2)
    assert {die.colour: die.value for die in second_roll.dice} == {
        "yellow": 3,
        "orange": 3,
        "green": 3,
        "blue": 2,
        "fifth": 4,
    }


def test_the_passive_player_took_a_die_thrown_again(goennen_turn):
    _, _, replayed, _ = goennen_turn
    written = [card.entries for card in replayed.state.displays[1] if card.design_id == "W4"]
    assert written == [(3, None)]
