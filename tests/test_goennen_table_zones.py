"""The Baustelle at the table: on a reroll the dice on the box bottom are the kept ones, the dice in the
rolling area are the roll handed to the engine, and a reading that contradicts the decision is named."""

from dataclasses import replace

import pytest

from companion import zones
from companion.journal import GameHeader, Journal
from companion.table import Phase, Table
from dicetable.messages import text
from games import load
from games.engine import Die, Rolled
from games.goennen_koennen.actions import Reroll
from hardware.events import ButtonEvent
from vision.reading import DieReading, TableReading
from vision.regions import Region

ENGINE = load("goennen-koennen")
BOX = Region("baustelle", ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)))  # x < 100: on the Baustelle
ON_BOX, LOOSE = 50.0, 300.0


def die(colour: str, value: int, x: float, y: float = 50.0) -> DieReading:
    box = ((x - 5, y - 5), (x + 5, y - 5), (x + 5, y + 5), (x - 5, y + 5))
    return DieReading(value=value, colour=colour, center=(x, y), box=box, confidence=0.99)


def reading(*dice: DieReading) -> TableReading:
    return TableReading(dice=dice)


@pytest.fixture
def rerolling():
    """Player 1 rolled Gelb 1, Orange 2, Grün 3, Blau 4, fünfte Farbe 5 and kept Gelb and Orange."""
    state = ENGINE.new_game(2, options={})
    state = replace(state, reveals=(), hand=(), phase="roll", setup_player=None)
    colours = state.waiting_for().colours
    state = ENGINE.apply(state, Rolled(tuple(Die(c, v) for c, v in zip(colours, (1, 2, 3, 4, 5), strict=True))))
    return ENGINE.apply(state, Reroll(("yellow", "orange")))


def colours_thrown(split):
    return [(d.colour, d.value) for d in split.thrown.dice]


def test_the_dice_on_the_baustelle_are_left_out_of_the_roll(rerolling):
    seen = reading(die("yellow", 1, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 6, LOOSE), die("blue", 2, 320))
    split = zones.BaustelleZones(BOX).split(rerolling, replace(seen, dice=(*seen.dice, die("fifth", 6, 340))))
    assert colours_thrown(split) == [("green", 6), ("blue", 2), ("fifth", 6)]
    assert split.problem is None


def test_the_first_roll_of_a_turn_hands_every_die_to_the_engine(rerolling):
    first = replace(rerolling, dice=(), roll_no=0, rerolled=(), phase="roll")
    seen = reading(die("yellow", 1, ON_BOX), die("green", 6, LOOSE))
    assert colours_thrown(zones.BaustelleZones(BOX).split(first, seen)) == [("yellow", 1), ("green", 6)]


def test_a_kept_die_in_the_rolling_area_with_a_new_value_is_flagged(rerolling):
    seen = reading(die("yellow", 6, LOOSE), die("orange", 2, ON_BOX), die("green", 6, 320))
    split = zones.BaustelleZones(BOX).split(rerolling, seen)
    assert colours_thrown(split) == [("yellow", 6), ("green", 6)]
    assert split.flagged == frozenset({0})
    assert str(split.problem) == (
        "Gelb sollte mit 1 auf der Baustelle liegen, liegt aber mit 6 im Wurfbereich – bitte prüfen"
    )


def test_a_kept_die_left_in_the_rolling_area_unchanged_still_counts_as_kept(rerolling):
    seen = reading(die("yellow", 1, LOOSE), die("orange", 2, ON_BOX), die("green", 6, 320))
    split = zones.BaustelleZones(BOX).split(rerolling, seen)
    assert colours_thrown(split) == [("green", 6)] and split.problem is None


def test_a_die_to_be_thrown_lying_on_the_baustelle_is_named(rerolling):
    seen = reading(die("yellow", 1, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 3, ON_BOX, 30))
    split = zones.BaustelleZones(BOX).split(rerolling, seen)
    assert colours_thrown(split) == []
    assert str(split.problem) == "Grün sollte neu geworfen werden, liegt aber auf der Baustelle – bitte prüfen"


def test_a_kept_die_turned_on_the_baustelle_is_named_and_its_kept_value_counts(rerolling):
    seen = reading(die("yellow", 5, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 6, LOOSE))
    split = zones.BaustelleZones(BOX).split(rerolling, seen)
    assert colours_thrown(split) == [("green", 6)]
    assert str(split.problem) == "Gelb auf der Baustelle zeigt jetzt 5 statt 1 – bitte zurückdrehen, es gilt 1"


def test_without_calibration_the_kept_dice_are_told_by_colour_and_the_screen_says_so(rerolling):
    unseen = zones.baustelle_zones(None)
    seen = reading(die("yellow", 1, LOOSE), die("orange", 2, 320), die("green", 6, 340), die("blue", 1, 360))
    assert colours_thrown(unseen.split(rerolling, seen)) == [("green", 6), ("blue", 1)]
    status = unseen.status(rerolling, text("table.player_rolls", player="Spieler 1", dice="3 Würfel"))
    assert str(status) == (
        "Spieler 1 würfelt: 3 Würfel · Baustelle nicht kalibriert: Behaltene gelten laut Entscheidung"
    )


def test_a_calibration_without_a_baustelle_counts_as_none():
    other = Region("1", BOX.corners)
    assert zones.baustelle_zones((other,)).region is None


def test_only_goennen_has_a_baustelle():
    assert zones.zones_for("push") is None


def test_the_players_calibration_is_loaded_for_goennen():
    assert zones.zones_for("goennen-koennen") == zones.baustelle_zones(None)  # the tests' empty home


def table_at(state, tmp_path, regions=(BOX,)):
    """A table whose game waits in `state`, with the Baustelle calibrated as `regions` (None: not calibrated)."""
    header = GameHeader("goennen-koennen", 2, 0, {})
    table = Table(ENGINE, Journal.create(tmp_path, header), (state,), confirm_below=0.5)
    table.zones = zones.baustelle_zones(regions)
    return table


def test_at_the_table_the_roll_is_the_dice_in_the_rolling_area(rerolling, tmp_path):
    table = table_at(rerolling, tmp_path)
    seen = (die("yellow", 1, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 6, LOOSE), die("blue", 2, 320))
    table.on_settled(None, reading(*seen, die("fifth", 6, 340)))
    assert [(d.colour, d.value) for d in table.state.dice] == [
        ("yellow", 1),
        ("orange", 2),
        ("green", 6),
        ("blue", 2),
        ("fifth", 6),
    ]
    assert table.state.rerolled == ("green", "blue", "fifth")


def test_at_the_table_a_contradiction_holds_the_roll_for_correction_naming_it(rerolling, tmp_path):
    table = table_at(rerolling, tmp_path)
    seen = (die("yellow", 5, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 6, LOOSE), die("blue", 2, 320))
    table.on_settled(None, reading(*seen, die("fifth", 6, 340)))
    assert table.phase is Phase.MISMATCH
    assert str(table.view().status) == "Gelb auf der Baustelle zeigt jetzt 5 statt 1 – bitte zurückdrehen, es gilt 1"


def test_after_checking_the_players_keep_the_roll_and_the_decided_value_counts(rerolling, tmp_path):
    table = table_at(rerolling, tmp_path)
    seen = (die("yellow", 5, ON_BOX), die("orange", 2, ON_BOX, 70), die("green", 6, LOOSE), die("blue", 2, 320))
    table.on_settled(None, reading(*seen, die("fifth", 6, 340)))
    table.on_button(ButtonEvent.OK)  # open the correction of the thrown dice
    table.on_button(ButtonEvent.BACK)  # nothing to change: done
    assert dict((d.colour, d.value) for d in table.state.dice)["yellow"] == 1
    assert table.phase is Phase.DECIDE


def test_uncalibrated_the_camera_screen_says_kept_dice_come_from_the_decision(rerolling, tmp_path):
    status = str(table_at(rerolling, tmp_path, regions=None).view().status)
    assert status == (
        "Spieler 1 würfelt: 1× Blau + 1× fünfte Farbe + 1× Grün · Baustelle nicht kalibriert: Behaltene gelten "
        "laut Entscheidung"
    )
