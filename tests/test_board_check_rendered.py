"""The board check on the rendered board fixtures (0 to 45 dice, `fixtures/boards/rendered/bloeder-board`): with the
dice as labelled, the calibrated regions and the shipped field layouts place every die where the game has
it, so the check finds nothing; a die the game does not have is found on its card and field.

The dice reader is left out on purpose: how well it reads dice on the cards is the board evaluation's figure
(`dicetable board eval`); here the placement and the comparison are checked against known dice."""

import json
from dataclasses import replace
from pathlib import Path

import pytest
from test_bloeder_table_fixtures import ENGINE

from companion.board_calibration import load_board_for, read_regions
from companion.board_check import DifferenceKind, differences
from games.bloeder_sack.conditions import Condition
from games.bloeder_sack.state import PlacedDie, Slot
from vision.reading import DieReading, TableReading
from vision.regions import place_dice

BOARDS = Path(__file__).resolve().parent.parent / "fixtures" / "boards" / "rendered" / "bloeder-board"
LABELS = sorted(BOARDS.glob("*.json"))
COLOURS = ("red", "blue", "white", "black")
LAYOUTS = load_board_for("bloeder-sack").layouts


def game_of(label: dict):
    """Four players, and the dice on the cards as the label has them, in field order."""
    slots = []
    for number in range(1, 6):
        dice = sorted((d for d in label["dice"] if d.get("region") == str(number)), key=lambda d: d["field"])
        placed = tuple(PlacedDie(COLOURS.index(d["colour"]), d["value"], stamp) for stamp, d in enumerate(dice))
        slots.append(Slot(Condition("most_dice"), placed))
    return replace(ENGINE.new_game(4), slots=tuple(slots), reveal_queue=())


def placed_as_labelled(path: Path, label: dict):
    dice = tuple(
        DieReading(d["value"], d["colour"], tuple(d["center"]), tuple(map(tuple, d["box"])), 1.0) for d in label["dice"]
    )
    return place_dice(TableReading(dice), read_regions(path), LAYOUTS)


@pytest.mark.parametrize("path", LABELS, ids=[path.stem for path in LABELS])
def test_a_rendered_board_read_as_labelled_agrees_with_the_game(path):
    label = json.loads(path.read_text(encoding="utf-8"))
    assert differences(game_of(label), placed_as_labelled(path, label)) == ()


def test_a_die_the_game_does_not_have_is_found_on_its_card_and_field():
    path = max(LABELS, key=lambda p: len(json.loads(p.read_text(encoding="utf-8"))["dice"]))
    label = json.loads(path.read_text(encoding="utf-8"))
    last = max((d for d in label["dice"] if d.get("region")), key=lambda d: (d["region"], d["field"]))
    game = game_of({"dice": [d for d in label["dice"] if d is not last]})
    (found,) = differences(game, placed_as_labelled(path, label))
    assert (found.kind, found.seen.slot, found.seen.field) == (DifferenceKind.EXTRA, int(last["region"]), last["field"])
