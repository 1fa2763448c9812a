"""Man muss auch gönnen können: the camera tells the dice set aside on the Baustelle (the box bottom) from the
dice rolled again, so only those are handed to the engine as the roll, and so the passive players are offered
only them.

With the Baustelle calibrated (`dicetable board calibrate --game goennen-koennen`), a die whose top face lies
inside the box's outline is on the Baustelle. Each reading of a reroll is checked against the decision: a die
the player kept that lies in the rolling area with a new value, a die that should have been rolled lying on
the Baustelle, or a kept die turned to another value is a contradiction the players settle by correcting the
roll. Without a calibration the kept dice are known by colour from the decision, and the screen says so.

    zones = zones_for("goennen-koennen")          # None for a game without a Baustelle
    split = zones.split(state, reading)           # split.thrown: the roll; split.problem: a contradiction
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from companion.views.tie_break import join
from dicetable.errors import DicetableError
from dicetable.messages import Text, colour_name, text
from games.engine import AwaitRoll
from games.goennen_koennen.state import GoennenState
from vision.reading import DieReading, TableReading
from vision.regions import Region, place_dice

ZONE_GAMES = ("goennen-koennen",)
BAUSTELLE = "baustelle"  # the region's name in the calibration (fixtures/boards/goennen-koennen.json)


@dataclass(frozen=True)
class ZoneSplit:
    """A reading seen against the decision: the `thrown` dice (the roll handed to the engine), a `problem`
    when the dice contradict the decision, and the `flagged` dice of `thrown` that do."""

    thrown: TableReading
    problem: Text | None = None
    flagged: frozenset[int] = frozenset()


@dataclass(frozen=True)
class BaustelleZones:
    """The Baustelle as calibrated (`region` None: not calibrated); `note` says on screen how kept dice are
    told apart when the camera cannot see it."""

    region: Region | None
    note: Text | None = None

    def split(self, state: GoennenState, reading: TableReading) -> ZoneSplit:
        """The roll in `reading` for a state waiting for one; dice kept on the Baustelle are checked against
        the decision and left out. On the first roll of a turn every die is thrown. Leaves `state` alone."""
        kept = kept_dice(state)
        if not kept:
            return ZoneSplit(reading)
        if self.region is None:  # by colour: a kept colour lies on the Baustelle
            sides = [(die.colour in kept, die) for die in reading.dice]
        else:
            placed = place_dice(reading, (self.region,), {})
            sides = [(item.region == BAUSTELLE, item.die) for item in placed]
        thrown: list[DieReading] = []
        problems: list[Text] = []
        flagged: set[int] = set()
        for on_baustelle, die in sides:
            problem = _contradiction(die, on_baustelle, kept)
            if problem is not None:
                problems.append(problem)
            if on_baustelle or kept.get(die.colour) == die.value:
                continue  # a kept die: its value is the decision's, it is not part of the roll
            if problem is not None:
                flagged.add(len(thrown))
            thrown.append(die)
        problem = join(problems, "goennen_table.zones.join") if problems else None
        return ZoneSplit(replace(reading, dice=tuple(thrown)), problem, frozenset(flagged))

    def status(self, state: GoennenState, status: Text) -> Text:
        """The camera screen's line during a reroll, with the note that kept dice are not seen, where they are not."""
        if self.note is None or not kept_dice(state):
            return status
        return text("goennen_table.zones.with_note", status=status, note=self.note)


def zones_for(game: str) -> BaustelleZones | None:
    """The Baustelle of `game` as the players calibrated it, or None for a game without one. A calibration
    that cannot be read, or that has no "baustelle", leaves the zones unseen with the reason as the note."""
    if game not in ZONE_GAMES:
        return None
    from companion.board_calibration import load_regions

    try:
        regions = load_regions(game)
    except DicetableError as error:
        return BaustelleZones(None, text("goennen_table.zones.unreadable", problem=error.text))
    return baustelle_zones(regions)


def baustelle_zones(regions: Sequence[Region] | None) -> BaustelleZones:
    """Zones from calibrated regions (None: never calibrated)."""
    region = next((region for region in regions or () if region.name == BAUSTELLE), None)
    if region is None:
        return BaustelleZones(None, text("goennen_table.zones.not_calibrated"))
    return BaustelleZones(region)


def kept_dice(state: GoennenState) -> dict[str, int]:
    """The dice the decision set aside on the Baustelle, colour → value, while a reroll is awaited; {} else
    (the first roll of a turn, the solo passive roll, or no roll awaited)."""
    waiting = state.waiting_for()
    if not isinstance(waiting, AwaitRoll) or state.solo_passive or not state.roll_no:
        return {}
    return {die.colour: die.value for die in state.dice if die.colour not in waiting.colours}


def _contradiction(die: DieReading, on_baustelle: bool, kept: dict[str, int]) -> Text | None:
    """What is wrong with where this die lies, by the decision; None when it lies where it should."""
    colour = colour_name(die.colour)
    if on_baustelle and die.colour not in kept:
        return text("goennen_table.zones.thrown_on_baustelle", colour=colour)
    if on_baustelle and die.value != kept[die.colour]:
        return text("goennen_table.zones.kept_changed", colour=colour, value=die.value, kept=kept[die.colour])
    if not on_baustelle and die.colour in kept and die.value != kept[die.colour]:
        return text("goennen_table.zones.kept_moved", colour=colour, value=die.value, kept=kept[die.colour])
    return None
