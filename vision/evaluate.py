"""Scoring readings against labels: which labelled die each reading stands for, and the reader's figures.

A reading and a labelled die match when their centres are closer than `MATCH_DISTANCE_SIDES` of the larger
of the read face and the labelled box; pairs are taken nearest first, each used once.

Besides accuracy, the figures say how honest the confidence is: the table asks the players to confirm a roll with
a die read below its `confirm_below` setting, so the readings at or above it are taken without asking, and every
wrong one among them (a wrong value or colour, a phantom, a guess at a die labelled unreadable) reaches the game
unless a player notices.

False alarms in frames whose dice are all labelled unreadable (still rolling, or held) are also counted apart: the
table reads a roll only once the dice rest and no hand is in view (`vision.settle`), so those frames never ask the
players anything; the alarms in frames with dice at rest do.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from vision.boxes import mean_side_px
from vision.labels import LabelledDie, LabelledImage
from vision.reading import TableReading

MATCH_DISTANCE_SIDES = 0.75
MATCH_MIN_DISTANCE_PX = 10.0
# The counts of an ImageScore that a Tally sums over images.
COUNTS = (
    "labelled",
    "value_right",
    "colour_labelled",
    "colour_right",
    "both_right",
    "missed",
    "refused",
    "phantoms",
    "false_alarms",
    "false_alarms_unsettled",
    "taken",
    "taken_wrong",
)


@dataclass(frozen=True)
class ImageScore:
    """How one reading compares with its labels (counts of dice)."""

    labelled: int
    value_right: int
    colour_labelled: int
    colour_right: int
    both_right: int  # value right and, where the labels name one, colour right too
    missed: int  # labelled dice nothing was read at
    refused: int  # labelled dice reported as unreadable
    phantoms: int  # dice read where no die is labelled
    wrong: tuple[tuple[tuple[float, float], int | None, int | None], ...]  # (centre, labelled, read) of misreads
    false_alarms: int = 0  # unreadable dice reported where no die is labelled: the players are asked to re-lay nothing
    false_alarms_unsettled: int = 0  # ... of them in a frame whose dice are all labelled unreadable
    taken: int = 0  # dice read at or above the confidence the table takes without asking
    taken_wrong: int = 0  # ... of them wrong in value or labelled colour, phantoms, or guesses at unreadable dice
    judged: tuple[tuple[float, bool], ...] = ()  # (confidence, is right) of each die read, in the reading's order

    @property
    def is_exact(self) -> bool:
        """Every labelled die read right (value and labelled colour) and nothing read that is not there."""
        return self.value_right == self.labelled and self.colour_right == self.colour_labelled and not self.phantoms


@dataclass
class Tally:
    """Running totals over many images; `ms` holds the read time of each frame."""

    images: int = 0
    exact_images: int = 0
    labelled: int = 0
    value_right: int = 0
    colour_labelled: int = 0
    colour_right: int = 0
    both_right: int = 0
    missed: int = 0
    refused: int = 0
    phantoms: int = 0
    false_alarms: int = 0
    false_alarms_unsettled: int = 0
    taken: int = 0
    taken_wrong: int = 0
    ms: list[float] = field(default_factory=list)

    def add(self, score: ImageScore, ms: float) -> None:
        self.images += 1
        self.exact_images += score.is_exact
        add_counts(self, score, COUNTS)
        self.ms.append(ms)

    def lines(self) -> list[str]:
        """The figures as printable lines (percentages of labelled dice unless said otherwise)."""
        ms = np.asarray(self.ms or [0.0])
        return [
            f"images: {self.images}, labelled dice: {self.labelled}",
            f"value accuracy: {share(self.value_right, self.labelled)} ({self.value_right}/{self.labelled})",
            f"colour accuracy: {share(self.colour_right, self.colour_labelled)}"
            f" ({self.colour_right}/{self.colour_labelled} with a labelled colour)",
            f"dice right (value and labelled colour): {share(self.both_right, self.labelled)}"
            f" ({self.both_right}/{self.labelled})",
            f"missed dice: {share(self.missed, self.labelled)} ({self.missed})",
            f"refused as unreadable: {share(self.refused, self.labelled)} ({self.refused})",
            f"phantom dice: {share(self.phantoms, self.labelled)} ({self.phantoms}, per labelled die)",
            f"false alarms (unreadable where no die is labelled): {share(self.false_alarms, self.labelled)}"
            f" ({self.false_alarms}, per labelled die; {self.false_alarms_unsettled} while all dice are unreadable)",
            f"exact images: {share(self.exact_images, self.images)} ({self.exact_images}/{self.images})",
            f"taken without asking: {self.taken} dice, {share(self.taken_wrong, self.taken)} of them wrong"
            f" ({self.taken_wrong})",
            f"ms per frame: median {np.median(ms):.1f}, p95 {np.percentile(ms, 95):.1f}",
        ]


def score_image(reading: TableReading, labels: LabelledImage, confirm_below: float = 0.0) -> ImageScore:
    """Compare one frame's reading with its labels; does not change either. `confirm_below`: the confidence under
    which the table asks the players (its setting of that name); 0 counts every die read as taken."""
    read_points = [(die.center, mean_side_px(die.box), die) for die in reading.dice]
    read_points += [(item.center, 0.0, None) for item in reading.unreadable]
    pairs = _match(read_points, labels)
    matched_reads = {read for read, _ in pairs}
    value_right = colour_labelled = colour_right = both_right = refused = 0
    wrong = []
    wrong_reads = set()
    for read, label_index in pairs:
        label = labels.dice[label_index]
        die = read_points[read][2]
        if die is None:
            refused += 1
            continue
        value_right += die.value == label.value
        if die.value != label.value:
            wrong.append((label.center, label.value, die.value))
        is_colour_right = label.colour is None or die.colour == label.colour
        both_right += die.value == label.value and is_colour_right
        if die.value != label.value or not is_colour_right:
            wrong_reads.add(read)
        if label.colour is not None:
            colour_labelled += 1
            colour_right += is_colour_right
    unmatched = [
        (index, center)
        for index, (center, _, die) in enumerate(read_points)
        if die is not None and index not in matched_reads
    ]
    phantoms = sum(1 for _, center in unmatched if not _near_labelled_unreadable(center, labels))
    false_alarms = sum(
        1
        for index, (center, _, die) in enumerate(read_points)
        if die is None and index not in matched_reads and not _near_any_label(center, labels)
    )
    wrong_reads.update(index for index, _ in unmatched)
    judged = tuple((die.confidence, index not in wrong_reads) for index, die in enumerate(reading.dice))
    taken = [is_right for confidence, is_right in judged if confidence >= confirm_below]
    return ImageScore(
        labelled=len(labels.dice),
        value_right=value_right,
        colour_labelled=colour_labelled,
        colour_right=colour_right,
        both_right=both_right,
        missed=len(labels.dice) - len(pairs),
        refused=refused,
        phantoms=phantoms,
        wrong=tuple(wrong),
        false_alarms=false_alarms,
        false_alarms_unsettled=false_alarms if labels.unreadable and not labels.dice else 0,
        taken=len(taken),
        taken_wrong=taken.count(False),
        judged=judged,
    )


def _match(read_points, labels: LabelledImage) -> list[tuple[int, int]]:
    """(index into `read_points`, index into `labels.dice`) pairs: readings matched to labelled dice nearest first,
    within the match distance. `read_points`: (centre, read face side in pixels (0 for an unreadable die), die)."""
    candidates = []
    for read, (center, read_side_px, _) in enumerate(read_points):
        for index, label in enumerate(labels.dice):
            distance = float(np.hypot(center[0] - label.center[0], center[1] - label.center[1]))
            if distance <= _match_limit_px(read_side_px, label):
                candidates.append((distance, read, index))
    used_reads, used_labels, pairs = set(), set(), []
    for _, read, index in sorted(candidates):
        if read not in used_reads and index not in used_labels:
            used_reads.add(read)
            used_labels.add(index)
            pairs.append((read, index))
    return pairs


def _near_labelled_unreadable(center, labels: LabelledImage) -> bool:
    """A die read where the labels say 'unreadable' is a guess, not a phantom; it is not counted here."""
    return any(np.hypot(center[0] - x, center[1] - y) <= 2 * MATCH_MIN_DISTANCE_PX for x, y in labels.unreadable)


def _near_any_label(center, labels: LabelledImage) -> bool:
    """Within the match distance of a labelled die (whether or not another reading took it) or near a spot labelled
    unreadable: an unreadable report there stands for a real die, however it was scored."""
    return _near_labelled_unreadable(center, labels) or any(
        np.hypot(center[0] - label.center[0], center[1] - label.center[1]) <= _match_limit_px(0.0, label)
        for label in labels.dice
    )


def _match_limit_px(read_side_px: float, label: LabelledDie) -> float:
    """How far a reading's centre may lie from a labelled die's to stand for it (0 side: an unreadable die)."""
    return max(MATCH_DISTANCE_SIDES * max(read_side_px, label.size_px), MATCH_MIN_DISTANCE_PX)


def add_counts(total: object, part: object, names: tuple[str, ...]) -> None:
    """Add each named count of `part` (one frame's score) to the same-named running total of `total`."""
    for name in names:
        setattr(total, name, getattr(total, name) + getattr(part, name))


def share(part: int, whole: int) -> str:
    """`part` as a percentage of `whole` with one decimal, "n/a" when there is no whole."""
    return f"{100 * part / whole:.1f}%" if whole else "n/a"
