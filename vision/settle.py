"""From a stream of frames to one reading per roll: wait until the dice rest and no hand is in view, then vote.

The table is "moving" while consecutive frames differ in more than `motion_threshold` of their pixels. Once
it has been still for `still_ms`, and nothing large that reaches in from the frame's edge differs from the
table as it was before the roll (a hand resting in view), `vote_frames` frames are read and their readings
voted die by die. That voted reading is handed out once; the next roll begins when motion returns. Knows
nothing of cameras: frames come in with their timestamps, readings go out.

>>> import numpy as np; from vision.reading import TableReading
>>> table = np.zeros((120, 160, 3), np.uint8)
>>> frames = [(table, i / 30) for i in range(40)]
>>> len(list(settled_readings(frames, lambda frame: TableReading(dice=()))))
1
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from dicetable.messages import text
from vision.colour import UNKNOWN
from vision.reading import DieReading, TableReading, Unreadable

ReadFrame = Callable[[np.ndarray], TableReading]


@dataclass(frozen=True)
class SettleSettings:
    """Every tolerance of settling. Pixel sizes are of the analysis image (`analysis_width_px` wide)."""

    analysis_width_px: int = 160  # frames are shrunk to this width (and blurred) before comparing
    blur_px: int = 5  # Gaussian kernel on the analysis image, odd; hides sensor noise and JPEG blocks
    pixel_change_level: int = 20  # grey levels (0–255) a pixel must change by to count as changed
    motion_threshold: float = 0.002  # fraction of changed pixels between consecutive frames that means motion
    still_ms: float = 400.0  # how long the table must stay still before it is read
    hand_area_fraction: float = 0.05  # a changed region reaching in from the edge at least this large is a hand
    edge_change_accept_ms: float = 3000.0  # an edge change still for this long is taken as part of the table
    vote_frames: int = 3  # settled frames read and voted per roll
    cluster_radius_px: float = 20.0  # full-frame pixels; used when no die gives its size
    cluster_radius_of_side: float = 0.5  # dice closer than this fraction of the die side are the same die
    is_unchanged_roll_emitted: bool = False  # after a hand passes without rolling, read the same dice again?


def settled_readings(
    frames: Iterable[tuple[np.ndarray, float]], read: ReadFrame, settings: SettleSettings = SettleSettings()
) -> Iterator[TableReading]:
    """Exactly one voted reading per roll from (BGR frame, t_s) pairs with rising t_s; `read` reads one frame."""
    settler = Settler(read, settings)
    for frame, t_s in frames:
        reading = settler.feed(frame, t_s)
        if reading is not None:
            yield reading


class Settler:
    """The state between frames: when the table last moved, what it looked like before the roll, the votes so far."""

    def __init__(self, read: ReadFrame, settings: SettleSettings = SettleSettings()) -> None:
        if settings.vote_frames < 1:
            raise ValueError(f"vote_frames must be at least 1, got {settings.vote_frames}")
        self.read = read
        self.settings = settings
        self.is_settled = False  # True after this roll's reading was handed out, until motion returns
        self._previous: np.ndarray | None = None
        self._before_roll: np.ndarray | None = None
        self._last_t_s: float | None = None
        self._last_motion_t_s = 0.0
        self._readings: list[TableReading] = []
        self._last_emitted: TableReading | None = None

    def feed(self, frame_bgr: np.ndarray, t_s: float) -> TableReading | None:
        """Take the next frame; returns the roll's voted reading on the frame that completes the vote, else None."""
        if self._last_t_s is not None and t_s < self._last_t_s:
            raise ValueError(f"frame times must not go back: expected t_s >= {self._last_t_s}, got {t_s}")
        small = analysis_image(frame_bgr, self.settings)
        is_moving = self._previous is not None and changed_fraction(self._previous, small, self.settings) > (
            self.settings.motion_threshold
        )
        if self._previous is None or (is_moving and self.is_settled):
            self._before_roll = self._previous if self._previous is not None else small
        is_first = self._previous is None  # the table is unknown before the first frame: as if it had just moved
        self._previous, self._last_t_s = small, t_s
        if is_moving or is_first:
            self._last_motion_t_s, self.is_settled, self._readings = t_s, False, []
            return None
        if self.is_settled or not self._is_calm(small, t_s):
            return None
        self._readings.append(self.read(frame_bgr))
        if len(self._readings) < self.settings.vote_frames:
            return None
        voted = vote(self._readings, self.settings)
        self.is_settled, self._readings, self._before_roll = True, [], small
        if not self.settings.is_unchanged_roll_emitted and _same_dice(voted, self._last_emitted, self.settings):
            return None
        self._last_emitted = voted
        return voted

    def _is_calm(self, small: np.ndarray, t_s: float) -> bool:
        still_s = t_s - self._last_motion_t_s
        if still_s * 1000 < self.settings.still_ms:
            return False
        is_hand_accepted = still_s * 1000 >= self.settings.edge_change_accept_ms
        return is_hand_accepted or not reaches_in_from_edge(self._before_roll, small, self.settings)


def analysis_image(frame_bgr: np.ndarray, settings: SettleSettings) -> np.ndarray:
    """The frame as a small blurred grey image (uint8) for comparing frames cheaply."""
    if not isinstance(frame_bgr, np.ndarray) or frame_bgr.dtype != np.uint8 or frame_bgr.ndim != 3:
        raise TypeError(f"frame must be a uint8 BGR array (H, W, 3), got {getattr(frame_bgr, 'shape', frame_bgr)!r}")
    height, width = frame_bgr.shape[:2]
    size = (settings.analysis_width_px, max(1, round(height * settings.analysis_width_px / width)))
    grey = cv2.cvtColor(cv2.resize(frame_bgr, size, interpolation=cv2.INTER_AREA), cv2.COLOR_BGR2GRAY)
    return cv2.GaussianBlur(grey, (settings.blur_px, settings.blur_px), 0)


def changed_mask(before: np.ndarray, after: np.ndarray, settings: SettleSettings) -> np.ndarray:
    return (cv2.absdiff(before, after) > settings.pixel_change_level).astype(np.uint8)


def changed_fraction(before: np.ndarray, after: np.ndarray, settings: SettleSettings) -> float:
    return float(changed_mask(before, after, settings).mean())


def reaches_in_from_edge(before: np.ndarray | None, after: np.ndarray, settings: SettleSettings) -> bool:
    """Whether a large changed region touches the frame's edge: a hand or arm resting in view."""
    if before is None:
        return False
    count, _, stats, _ = cv2.connectedComponentsWithStats(changed_mask(before, after, settings))
    height, width = after.shape
    for x, y, w, h, area in stats[1:count]:
        touches_edge = x == 0 or y == 0 or x + w == width or y + h == height
        if touches_edge and area >= settings.hand_area_fraction * width * height:
            return True
    return False


def vote(readings: Sequence[TableReading], settings: SettleSettings = SettleSettings()) -> TableReading:
    """One reading from several of the same still table: a die counts when seen in most frames, and its value
    and colour are each what most frames read; where the frames disagree it is unreadable with that reason."""
    majority = len(readings) // 2 + 1
    dice, unreadable = [], []
    for cluster in _clusters(readings, settings):
        if len({frame for frame, _ in cluster}) < majority:
            continue  # seen in too few frames: a flicker, not a die
        entries = [entry for _, entry in cluster]
        read = [entry for entry in entries if isinstance(entry, DieReading)]
        value, value_votes = _winner(Counter(die.value for die in read))
        colour, colour_votes = _winner(Counter(die.colour for die in read))
        center = tuple(float(v) for v in np.mean([entry.center for entry in entries], axis=0))
        if min(value_votes, colour_votes) >= majority:
            agreeing = [die for die in read if die.value == value and die.colour == colour]  # two majorities meet
            best = max(agreeing, key=lambda die: die.confidence)
            confidence = float(np.mean([die.confidence for die in agreeing])) * len(agreeing) / len(readings)
            dice.append(DieReading(value, colour, center, best.box, round(confidence, 3)))
        elif len(entries) - len(read) >= majority:
            reason, _ = _winner(Counter(entry.reason for entry in entries if isinstance(entry, Unreadable)))
            unreadable.append(Unreadable(center, reason))
        else:
            unreadable.append(Unreadable(center, text("vision.settle.votes_disagree")))
    warnings = Counter(warning for reading in readings for warning in dict.fromkeys(reading.warnings))
    kept = tuple(warning for warning, count in warnings.items() if count >= majority)
    return TableReading(tuple(dice), tuple(unreadable), kept)


def _winner(votes: Counter) -> tuple[object, int]:
    """The most voted choice and its votes; (UNKNOWN, 0) when there are none."""
    return votes.most_common(1)[0] if votes else (UNKNOWN, 0)


def _clusters(readings: Sequence[TableReading], settings: SettleSettings) -> list[list[tuple[int, object]]]:
    """Entries of all readings grouped by place: at most one entry per frame in each group."""
    sides = [float(np.linalg.norm(np.subtract(die.box[1], die.box[0]))) for r in readings for die in r.dice]
    radius = settings.cluster_radius_of_side * float(np.median(sides)) if sides else settings.cluster_radius_px
    clusters: list[list[tuple[int, object]]] = []
    centres: list[np.ndarray] = []
    for frame, reading in enumerate(readings):
        for entry in (*reading.dice, *reading.unreadable):
            point = np.array(entry.center)
            free = [i for i, cluster in enumerate(clusters) if all(f != frame for f, _ in cluster)]
            near = [i for i in free if np.linalg.norm(centres[i] - point) <= radius]
            if near:
                nearest = min(near, key=lambda i: np.linalg.norm(centres[i] - point))
                clusters[nearest].append((frame, entry))
                centres[nearest] = np.mean([e.center for _, e in clusters[nearest]], axis=0)
            else:
                clusters.append([(frame, entry)])
                centres.append(point)
    return clusters


def _same_dice(reading: TableReading, other: TableReading | None, settings: SettleSettings) -> bool:
    """Whether two voted readings show the same dice in the same places (a hand passed, nobody rolled)."""
    if other is None or len(reading.dice) != len(other.dice) or len(reading.unreadable) != len(other.unreadable):
        return False
    clusters = _clusters([reading, other], settings)
    return all(len(cluster) == 2 and _face(cluster[0][1]) == _face(cluster[1][1]) for cluster in clusters)


def _face(entry: object) -> tuple[object, ...]:
    return (entry.value, entry.colour) if isinstance(entry, DieReading) else ("unreadable",)
