"""View models of the general screens: what the companion hands the display, nothing more.

Each view is a frozen dataclass the companion builds from engine state; the display only draws it. Words a
player reads are catalogue `Text`s (`dicetable.messages.text(...)`), numbers stay numbers, colours are colour
names of the catalogue (`colour.<name>`). A view checks itself when built and raises `BadView`.

    view = OptionsView(player=text("player.numbered", number=1), options=(OptionRow(label=...),), selected=0)
    Renderer((800, 480), headless=True).draw(view)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dicetable.messages import Text
from display.checks import require_selection, require_text, require_tuple
from display.errors import BadView

Point = tuple[float, float]


@dataclass(frozen=True)
class GameChoice:
    """One game on the choose-game screen; `title` is the printed title, e.g. "Doppelt so clever"."""

    game_id: str
    title: Text
    min_players: int
    max_players: int

    def __post_init__(self) -> None:
        require_text("GameChoice", "title", self.title)
        if not 1 <= self.min_players <= self.max_players:
            raise BadView(
                f"GameChoice {self.game_id}: players must satisfy 1 ≤ min ≤ max, got {self.min_players}–"
                f"{self.max_players}"
            )


@dataclass(frozen=True)
class ChooseGameView:
    games: tuple[GameChoice, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_tuple("ChooseGameView", "games", self.games)
        require_selection("ChooseGameView", self.selected, len(self.games), "games")


@dataclass(frozen=True)
class PlayersView:
    """How many play: `counts` are the choices in order (e.g. (1, 2, 3, 4)), `selected` indexes them."""

    game_title: Text
    counts: tuple[int, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("PlayersView", "game_title", self.game_title)
        require_tuple("PlayersView", "counts", self.counts)
        require_selection("PlayersView", self.selected, len(self.counts), "player counts")
        if any(count < 1 for count in self.counts):
            raise BadView(f"PlayersView.counts must be 1 or more players each, got {self.counts}")


@dataclass(frozen=True)
class DieOverlay:
    """One die read from the frame, drawn as its outlined box with a label "colour value".

    colour: a catalogue colour name; value: 1–6 or None (a face without pips); box: four corners in frame
    pixels (x right, y down); is_uncertain: the companion found its confidence below the threshold.
    """

    colour: str
    value: int | None
    box: tuple[Point, Point, Point, Point]
    is_uncertain: bool = False

    def __post_init__(self) -> None:
        if self.value is not None and not 1 <= self.value <= 6:
            raise BadView(f"DieOverlay.value must be 1–6 or None, got {self.value}")
        if len(self.box) != 4:
            raise BadView(f"DieOverlay.box must have 4 corners, got {len(self.box)}")


@dataclass(frozen=True)
class UnreadableOverlay:
    """A die seen but not read, marked at `center` (frame pixels) with the reader's `reason`."""

    center: Point
    reason: Text

    def __post_init__(self) -> None:
        require_text("UnreadableOverlay", "reason", self.reason)


@dataclass(frozen=True)
class DieCorrection:
    """The die being corrected: `die` indexes `CameraView.dice`; `field` is what OK/PREV/NEXT cycle now."""

    die: int
    field: str  # "value" or "colour"

    def __post_init__(self) -> None:
        if self.field not in ("value", "colour"):
            raise BadView(f"DieCorrection.field must be 'value' or 'colour', got {self.field!r}")


@dataclass(frozen=True)
class CameraView:
    """The live camera with every die outlined and labelled.

    frame: BGR pixels as a numpy uint8 array of shape (height, width, 3), as the camera gives them, or None
    before the first frame. `status` says what the table waits for; `needs_confirmation` shows the prompt
    to confirm an uncertain reading; `correction` switches to die-correction mode.
    """

    frame: Any = field(compare=False, repr=False)
    dice: tuple[DieOverlay, ...] = ()
    unreadable: tuple[UnreadableOverlay, ...] = ()
    status: Text | None = None
    needs_confirmation: bool = False
    correction: DieCorrection | None = None

    def __post_init__(self) -> None:
        require_tuple("CameraView", "dice", self.dice)
        require_tuple("CameraView", "unreadable", self.unreadable)
        require_text("CameraView", "status", self.status, optional=True)
        if self.frame is not None:
            shape = getattr(self.frame, "shape", None)
            if shape is None or len(shape) != 3 or shape[2] != 3 or str(self.frame.dtype) != "uint8":
                raise BadView(
                    f"CameraView.frame must be a BGR uint8 array of shape (height, width, 3), got "
                    f"{type(self.frame).__name__} with shape {shape}"
                )
        if self.correction is not None and not 0 <= self.correction.die < len(self.dice):
            raise BadView(
                f"CameraView.correction.die must index one of the {len(self.dice)} dice, got {self.correction.die}"
            )


@dataclass(frozen=True)
class OptionRow:
    """One legal action: its label, the points it would score now (None: not scored yet), what it also
    triggers (bonuses, chains), and whether the advisor recommends it."""

    label: Text
    points: int | None = None
    detail: Text | None = None
    is_hint: bool = False

    def __post_init__(self) -> None:
        require_text("OptionRow", "label", self.label)
        require_text("OptionRow", "detail", self.detail, optional=True)


@dataclass(frozen=True)
class OptionsView:
    """The legal actions for `player`'s decision, in the engine's order, with the selection."""

    player: Text
    options: tuple[OptionRow, ...]
    selected: int = 0
    situation: Text | None = None  # e.g. the roll being decided on

    def __post_init__(self) -> None:
        require_text("OptionsView", "player", self.player)
        require_text("OptionsView", "situation", self.situation, optional=True)
        require_tuple("OptionsView", "options", self.options)
        require_selection("OptionsView", self.selected, len(self.options), "options")


@dataclass(frozen=True)
class ScoreLineView:
    label: Text
    points: int

    def __post_init__(self) -> None:
        require_text("ScoreLineView", "label", self.label)


@dataclass(frozen=True)
class PlayerScoreView:
    """A player's running total with the breakdown it sums; `is_turn` marks whose turn it is."""

    player: Text
    lines: tuple[ScoreLineView, ...]
    is_turn: bool = False

    def __post_init__(self) -> None:
        require_text("PlayerScoreView", "player", self.player)
        require_tuple("PlayerScoreView", "lines", self.lines)

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True)
class ScoreboardView:
    """Running scores of every player; `progress` says where the game stands, e.g. "Runde 3 von 6"."""

    players: tuple[PlayerScoreView, ...]
    progress: Text | None = None

    def __post_init__(self) -> None:
        require_tuple("ScoreboardView", "players", self.players)
        if not 1 <= len(self.players) <= 6:
            raise BadView(f"ScoreboardView shows 1 to 6 players, got {len(self.players)}")
        require_text("ScoreboardView", "progress", self.progress, optional=True)


@dataclass(frozen=True)
class EndOfGameView:
    """The final ranking, first place first, as a table: one row per breakdown line (area, level), one
    column per player; a line only some players have shows "–" for the others. `places` gives each
    column's place (equal places for a tie the rules leave standing)."""

    ranking: tuple[PlayerScoreView, ...]
    places: tuple[int, ...]

    def __post_init__(self) -> None:
        require_tuple("EndOfGameView", "ranking", self.ranking)
        if not 1 <= len(self.ranking) <= 6:
            raise BadView(f"EndOfGameView shows 1 to 6 players, got {len(self.ranking)}")
        if len(self.places) != len(self.ranking):
            raise BadView(f"EndOfGameView needs {len(self.ranking)} places, one per player, got {len(self.places)}")

    @property
    def rows(self) -> tuple[Text, ...]:
        """Every line label any player has, in order of first appearance."""
        return tuple(dict.fromkeys(line.label for player in self.ranking for line in player.lines))


@dataclass(frozen=True)
class ErrorView:
    """A problem and the way out: `problem` what went wrong, `detail` what was tried, `recovery` what
    happens now or what to do ("retrying in 3 s"). `is_fatal` False means the game goes on (a warning)."""

    problem: Text
    detail: Text | None = None
    recovery: Text | None = None
    is_fatal: bool = False

    def __post_init__(self) -> None:
        require_text("ErrorView", "problem", self.problem)
        require_text("ErrorView", "detail", self.detail, optional=True)
        require_text("ErrorView", "recovery", self.recovery, optional=True)


@dataclass(frozen=True)
class ResumeView:
    """An unfinished game was found: resume it (`selected` 0) or start a new one (1)."""

    game_title: Text
    summary: Text  # e.g. "2 Spieler, Runde 3 von 6, gespeichert 21:04"
    selected: int = 0

    def __post_init__(self) -> None:
        require_text("ResumeView", "game_title", self.game_title)
        require_text("ResumeView", "summary", self.summary)
        require_selection("ResumeView", self.selected, 2, "choices (resume, new)")


@dataclass(frozen=True)
class MenuItem:
    label: Text
    is_enabled: bool = True
    detail: Text | None = None  # e.g. what undo would take back

    def __post_init__(self) -> None:
        require_text("MenuItem", "label", self.label)
        require_text("MenuItem", "detail", self.detail, optional=True)


@dataclass(frozen=True)
class MenuView:
    """The menu opened by holding BACK: undo, correct a die, language, quit (the companion lists them)."""

    items: tuple[MenuItem, ...]
    selected: int = 0

    def __post_init__(self) -> None:
        require_tuple("MenuView", "items", self.items)
        require_selection("MenuView", self.selected, len(self.items), "menu items")
