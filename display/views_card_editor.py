"""View model of the task-card editor: the card so far in words, what the buttons act on now, and why the
card cannot be saved yet. Built by `companion.card_editor.view`; the display only draws it.

The body is either a list to choose from (`rows`, `selected`) or the settings of one step-by-step choice
(`settings`, `current`): exactly one of the two is given.
"""

from __future__ import annotations

from dataclasses import dataclass

from dicetable.messages import Text
from display.checks import require_selection, require_text, require_tuple
from display.errors import BadView


@dataclass(frozen=True)
class EditorRow:
    """One line of a list: `label` ("Farbe: Grün · 1 P."), a short `tag` on the right ("UND", "ODER"); a
    faded row does nothing."""

    label: Text
    tag: Text | None = None
    is_enabled: bool = True

    def __post_init__(self) -> None:
        require_text("EditorRow", "label", self.label)
        require_text("EditorRow", "tag", self.tag, optional=True)


@dataclass(frozen=True)
class EditorSetting:
    """One parameter of the choice being made, e.g. "Anzahl Würfel" = "3"."""

    label: Text
    value: Text

    def __post_init__(self) -> None:
        require_text("EditorSetting", "label", self.label)
        require_text("EditorSetting", "value", self.value)


@dataclass(frozen=True)
class TaskCardEditorView:
    """`card`: number, colour and points; `preview`: the condition in words (with the choice being made);
    `status`: the validator's message, or what to do next; `is_valid`: the card could be saved as it is."""

    title: Text
    card: Text
    preview: Text
    status: Text
    is_valid: bool
    heading: Text
    hint: Text
    rows: tuple[EditorRow, ...] = ()
    selected: int = 0
    settings: tuple[EditorSetting, ...] = ()
    current: int = 0

    def __post_init__(self) -> None:
        for name in ("title", "card", "preview", "status", "heading", "hint"):
            require_text("TaskCardEditorView", name, getattr(self, name))
        require_tuple("TaskCardEditorView", "rows", self.rows)
        require_tuple("TaskCardEditorView", "settings", self.settings)
        if bool(self.rows) == bool(self.settings):
            raise BadView(
                f"TaskCardEditorView shows either rows or settings, got {len(self.rows)} rows and "
                f"{len(self.settings)} settings"
            )
        if self.rows:
            require_selection("TaskCardEditorView", self.selected, len(self.rows), "rows")
        else:
            require_selection("TaskCardEditorView", self.current, len(self.settings), "settings")
