"""The task-card editor behind the four buttons: the players enter a printed Geht noch was? card once.

A pure state machine, no pygame: `press(editor, event)` gives the next editor, `view(editor)` what the screen
shows, `result(editor)` the card once it is saved. Menus nest (spec §6 grammar): the card's fields and
conditions → what to add (exact pips, at least v, same values, run, colour sum) → its settings one step at a
time, each cycled with PREV/NEXT and taken with OK. BACK goes up one level (in a step-by-step choice: one
step back); holding BACK cancels. Every die group carries its colour (any, blue, red); "+ condition (AND)"
stacks on the last alternative, "+ alternative (OR)" starts a new one. Points follow the colour (1, 2, 4).

>>> from hardware.events import ButtonEvent as B
>>> editor = new_editor(card_id=1)
>>> for event in (B.OK, B.NEXT, B.NEXT, B.NEXT, B.OK, B.PREV, B.OK, B.NEXT, B.OK, B.OK):
...     editor = press(editor, event)
>>> result(editor).condition[0][0].relation
'run'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from companion.views.gnw_condition import describe_condition, describe_requirement
from dicetable.messages import Text, text
from display.views_card_editor import EditorRow, EditorSetting, TaskCardEditorView
from games.geht_noch_was.cards import (
    CARD_COLOURS,
    CARD_POINTS,
    GLYPH_COLOURS,
    START_SETS,
    Card,
    CardDataError,
    Glyph,
    Requirement,
    card_to_data,
    parse_card,
)
from hardware.events import ButtonEvent

Condition = tuple[tuple[Requirement, ...], ...]
Mode = Literal["card", "add", "part", "steps"]
Outcome = Literal["editing", "saved", "cancelled"]

KINDS = ("exact", "at_least", "same", "run", "sum")
EACH = "each"  # a group's dice coloured die by die (same values, runs); a free group of mixed dice is an AND
# Each kind's settings in the order they are asked: (name, choices in cycling order, default). The defaults are
# the rulebook's examples where it has one (exactly 4, five "3+", a run of 3, red 9+), else the smallest group.
KIND_SETTINGS: dict[str, tuple[tuple[str, tuple[Any, ...], Any], ...]] = {
    "exact": (
        ("count", tuple(range(1, 8)), 1),
        ("pips", tuple(range(1, 7)), 4),
        ("die_colour", GLYPH_COLOURS, "white"),
    ),
    "at_least": (
        ("count", tuple(range(1, 8)), 1),
        ("at_least", tuple(range(2, 7)), 3),
        ("die_colour", GLYPH_COLOURS, "white"),
    ),
    "same": (("count", tuple(range(2, 8)), 2), ("die_colour", (*GLYPH_COLOURS, EACH), "white")),
    "run": (("count", tuple(range(2, 7)), 3), ("die_colour", (*GLYPH_COLOURS, EACH), "white")),
    "sum": (("minimum", tuple(range(2, 19)), 9), ("sum_colour", ("red", "blue"), "red")),
}
FIELDS = ("id", "colour", "start_set")  # the card's own rows, before its conditions


@dataclass(frozen=True)
class Setting:
    """One parameter chosen in a step: its catalogue `name`, its `choices` in cycling order, the one chosen."""

    name: str
    choices: tuple[Any, ...]
    chosen: int = 0
    number: int = 0  # which die (1, 2, ...) a "die" setting colours, lowest step first in a run

    @property
    def value(self) -> Any:
        return self.choices[self.chosen]

    def cycled(self, step: int) -> Setting:
        """The next (step 1) or previous (step -1) choice, wrapping around; does not change this setting."""
        return replace(self, chosen=(self.chosen + step) % len(self.choices))


@dataclass(frozen=True)
class Steps:
    """A step-by-step choice: of a card field (`target` "id", "colour", "start_set") or of one requirement
    (`target` a kind); `alternative` and `position` say which requirement (position None: a new one)."""

    target: str
    settings: tuple[Setting, ...]
    current: int = 0
    alternative: int = 0
    position: int | None = None

    @property
    def values(self) -> dict[str, Any]:
        """The settings by name, except the colours chosen die by die (`die_colours`)."""
        return {setting.name: setting.value for setting in self.settings if setting.name != "die"}

    @property
    def die_colours(self) -> tuple[str, ...]:
        return tuple(setting.value for setting in self.settings if setting.name == "die")


@dataclass(frozen=True)
class CardEditor:
    """The card as entered so far and where the buttons are. `mode`: "card" (the card's rows), "add" (what
    to add to alternative `alternative`), "part" (change or remove requirement `part`), "steps" (a choice
    in `steps`). `fixed`: card fields the table already knows (a pile's colour); `taken_ids`: ids in play.
    `outcome`: "editing", "saved" or "cancelled"."""

    card_id: int
    colour: str = "green"
    start_set: str | None = None
    condition: Condition = ()
    fixed: frozenset[str] = frozenset()
    taken_ids: frozenset[int] = frozenset()
    mode: Mode = "card"
    row: int = 0
    choice: int = 0
    alternative: int = 0
    part: tuple[int, int] = (0, 0)
    steps: Steps | None = None
    notice: Text | None = None
    outcome: Outcome = "editing"


def new_editor(
    card_id: int,
    colour: str = "green",
    start_set: str | None = None,
    condition: Condition = (),
    fixed: frozenset[str] = frozenset(),
    taken_ids: frozenset[int] = frozenset(),
) -> CardEditor:
    """An editor pre-filled with what is known. The selection starts, and comes back after each choice, on
    "+ condition" while the card has none, else on "Save": most cards need one requirement."""
    editor = CardEditor(card_id, colour, start_set, condition, fixed, taken_ids)
    return replace(editor, row=card_rows(editor).index(("save",) if condition else ("add_and",)))


def card_rows(editor: CardEditor) -> tuple[tuple[Any, ...], ...]:
    """The rows of the card list: its fields, each requirement ("requirement", alternative, position), then
    "+ AND", "+ OR" (once there is a condition) and "Save"."""
    requirements = tuple(
        ("requirement", a, r) for a, alternative in enumerate(editor.condition) for r in range(len(alternative))
    )
    adding = (("add_and",), ("add_or",)) if editor.condition else (("add_and",),)
    return (*((name,) for name in FIELDS), *requirements, *adding, ("save",))


# -- buttons ------------------------------------------------------------------------------------------------------


def press(editor: CardEditor, event: ButtonEvent) -> CardEditor:
    """The editor after one button event; a finished editor (saved or cancelled) stays as it is."""
    if editor.outcome != "editing":
        return editor
    if event is ButtonEvent.BACK_HELD:
        return replace(editor, outcome="cancelled")
    editor = replace(editor, notice=None)
    handler = {"card": _on_card, "add": _on_add, "part": _on_part, "steps": _on_steps}[editor.mode]
    return handler(editor, event)


def _on_card(editor: CardEditor, event: ButtonEvent) -> CardEditor:
    rows = card_rows(editor)
    if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
        return replace(editor, row=(editor.row + _direction(event)) % len(rows))
    if event is ButtonEvent.BACK:
        return replace(editor, notice=text("card_editor.cancel_hint"))
    chosen = rows[editor.row]
    if chosen[0] in FIELDS:
        if chosen[0] in editor.fixed:
            return replace(editor, notice=text("card_editor.fixed"))
        return replace(editor, mode="steps", steps=Steps(chosen[0], _field_settings(editor, chosen[0])))
    if chosen[0] == "requirement":
        return replace(editor, mode="part", part=(chosen[1], chosen[2]), choice=0)
    if chosen[0] == "add_and":
        return replace(editor, mode="add", alternative=max(0, len(editor.condition) - 1), choice=0)
    if chosen[0] == "add_or":
        return replace(editor, mode="add", alternative=len(editor.condition), choice=0)
    problem = _problem(editor)
    return replace(editor, notice=problem) if problem is not None else replace(editor, outcome="saved")


def _on_add(editor: CardEditor, event: ButtonEvent) -> CardEditor:
    if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
        return replace(editor, choice=(editor.choice + _direction(event)) % len(KINDS))
    if event is ButtonEvent.BACK:
        return replace(editor, mode="card", choice=0)
    kind = KINDS[editor.choice]
    steps = Steps(kind, requirement_settings(kind), alternative=editor.alternative)
    return replace(editor, mode="steps", steps=steps)


def _on_part(editor: CardEditor, event: ButtonEvent) -> CardEditor:
    if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
        return replace(editor, choice=(editor.choice + _direction(event)) % 2)
    if event is ButtonEvent.BACK:
        return replace(editor, mode="card", choice=0)
    alternative, position = editor.part
    requirement = editor.condition[alternative][position]
    if editor.choice == 1:
        return _removed(editor, alternative, position)
    known = settings_of(requirement)
    if known is None:
        return editor
    steps = Steps(known[0], known[1], alternative=alternative, position=position)
    return replace(editor, mode="steps", steps=steps)


def _on_steps(editor: CardEditor, event: ButtonEvent) -> CardEditor:
    steps = editor.steps
    assert steps is not None
    if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
        settings = list(steps.settings)
        settings[steps.current] = settings[steps.current].cycled(_direction(event))
        return replace(editor, steps=replace(steps, settings=tuple(settings)))
    if event is ButtonEvent.BACK:
        if steps.current > 0:
            return replace(editor, steps=replace(steps, current=steps.current - 1))
        if steps.target in FIELDS:
            return replace(editor, mode="card", steps=None)
        return replace(editor, mode="add" if steps.position is None else "part", steps=None)
    if steps.target not in FIELDS:
        steps = replace(steps, settings=_with_die_settings(steps.settings))
    if steps.current + 1 < len(steps.settings):
        return replace(editor, steps=replace(steps, current=steps.current + 1))
    done = replace(_with_steps(editor, steps), mode="card", steps=None)
    return replace(done, row=card_rows(done).index(("save",) if done.condition else ("add_and",)))


def _direction(event: ButtonEvent) -> int:
    return 1 if event is ButtonEvent.NEXT else -1


def _removed(editor: CardEditor, alternative: int, position: int) -> CardEditor:
    kept = editor.condition[alternative][:position] + editor.condition[alternative][position + 1 :]
    condition = list(editor.condition)
    if kept:
        condition[alternative] = kept
    else:
        del condition[alternative]
    done = replace(editor, condition=tuple(condition), mode="card")
    return replace(done, row=min(editor.row, len(card_rows(done)) - 1))


# -- settings -------------------------------------------------------------------------------------------------


def _field_settings(editor: CardEditor, field: str) -> tuple[Setting, ...]:
    if field == "id":
        tens = tuple(range(max(10, editor.card_id // 10 + 1)))
        return (Setting("tens", tens, editor.card_id // 10), Setting("units", tuple(range(10)), editor.card_id % 10))
    if field == "colour":
        return (Setting("colour", CARD_COLOURS, CARD_COLOURS.index(editor.colour)),)
    choices = (None, *START_SETS)
    return (Setting("start_set", choices, choices.index(editor.start_set)),)


def requirement_settings(
    kind: str, values: Mapping[str, Any] | None = None, die_colours: tuple[str, ...] = ()
) -> tuple[Setting, ...]:
    """The settings of a kind in the order they are asked, at `values` (default: the kind's defaults)."""
    values = values or {}
    own = tuple(
        Setting(name, choices, choices.index(values.get(name, default)))
        for name, choices, default in KIND_SETTINGS[kind]
    )
    return _with_die_settings(own, die_colours)


def _with_die_settings(settings: tuple[Setting, ...], die_colours: tuple[str, ...] = ()) -> tuple[Setting, ...]:
    """The kind's own settings, then one colour per die when the dice are coloured die by die; colours
    chosen before (`die_colours`, else those in `settings`) are kept, new dice start as any colour."""
    own = tuple(setting for setting in settings if setting.name != "die")
    values = {setting.name: setting.value for setting in own}
    if values.get("die_colour") != EACH:
        return own
    earlier = die_colours or tuple(setting.value for setting in settings if setting.name == "die")
    return own + tuple(
        Setting("die", GLYPH_COLOURS, GLYPH_COLOURS.index(earlier[n]) if n < len(earlier) else 0, n + 1)
        for n in range(values["count"])
    )


def build_requirement(kind: str, values: Mapping[str, Any], die_colours: tuple[str, ...] = ()) -> Requirement:
    """The requirement a kind's settings describe, e.g. ("run", {"count": 2, "die_colour": "blue"}); with
    die_colour "each", `die_colours` colour the dice in order (missing ones: any colour)."""
    if kind == "sum":
        return Requirement("sum", colour=values["sum_colour"], minimum=values["minimum"])
    count = values["count"]
    colours = (values["die_colour"],) * count
    if values["die_colour"] == EACH:
        colours = (*die_colours, *("white",) * count)[:count]
    face = {"exactly": values.get("pips"), "at_least": values.get("at_least")}
    relation = "free" if kind in ("exact", "at_least") else kind
    return Requirement(relation, tuple(Glyph(colour, **face) for colour in colours))


def settings_of(requirement: Requirement) -> tuple[str, tuple[Setting, ...]] | None:
    """The kind and settings that build `requirement`, or None when the editor cannot make it (e.g. dice of
    different faces in one group): such a requirement is kept but can only be removed."""
    die_colours: tuple[str, ...] = ()
    if requirement.relation == "sum":
        kind, values = "sum", {"sum_colour": requirement.colour, "minimum": requirement.minimum}
    else:
        glyph = requirement.glyphs[0]
        colours = tuple(g.colour for g in requirement.glyphs)
        if len(set(colours)) > 1:
            die_colours = colours
        values = {"count": len(colours), "die_colour": EACH if die_colours else glyph.colour}
        if requirement.relation != "free":
            kind = requirement.relation if glyph.exactly is None and glyph.at_least is None else ""
        elif glyph.exactly is not None:
            kind, values["pips"] = "exact", glyph.exactly
        else:
            kind, values["at_least"] = "at_least", glyph.at_least
    if kind not in KIND_SETTINGS or any(
        values[name] not in choices for name, choices, _ in KIND_SETTINGS[kind] if name in values
    ):
        return None
    if build_requirement(kind, values, die_colours) != requirement:
        return None
    return kind, requirement_settings(kind, values, die_colours)


def _with_steps(editor: CardEditor, steps: Steps) -> CardEditor:
    """The editor with the choice in `steps` applied as it stands (also used for the live preview)."""
    values = steps.values
    if steps.target == "id":
        return replace(editor, card_id=values["tens"] * 10 + values["units"])
    if steps.target in ("colour", "start_set"):
        return replace(editor, **{steps.target: values[steps.target]})
    requirement = build_requirement(steps.target, values, steps.die_colours)
    condition = list(editor.condition)
    if steps.alternative == len(condition):
        condition.append(())
    alternative = list(condition[steps.alternative])
    if steps.position is None:
        alternative.append(requirement)
    else:
        alternative[steps.position] = requirement
    condition[steps.alternative] = tuple(alternative)
    return replace(editor, condition=tuple(condition))


# -- the card -----------------------------------------------------------------------------------------------------


def draft(editor: CardEditor) -> Card:
    """The card as it stands, unchecked (points by colour)."""
    return Card(editor.card_id, editor.colour, CARD_POINTS[editor.colour], editor.condition, editor.start_set)


def _problem(editor: CardEditor) -> Text | None:
    """Why the card cannot be saved: no condition yet, its id already in play, or the card validator's
    message (card and field at fault)."""
    if not editor.condition:
        return text("card_editor.add_first")
    if editor.card_id in editor.taken_ids:
        return text("card_editor.id_taken", id=editor.card_id)
    try:
        parse_card(card_to_data(draft(editor)))
    except CardDataError as error:
        return error.text
    return None


def result(editor: CardEditor) -> Card | None:
    """The card once the players saved it (checked like card data); None while editing or when cancelled."""
    return parse_card(card_to_data(draft(editor))) if editor.outcome == "saved" else None


# -- the screen ---------------------------------------------------------------------------------------------------


def view(editor: CardEditor) -> TaskCardEditorView:
    """What the screen shows: the card with the choice being made applied, so the preview is live."""
    shown = _with_steps(editor, editor.steps) if editor.steps is not None else editor
    problem = _problem(shown)
    if editor.steps is None:
        ready = text("card_editor.ready")
    else:
        is_last = editor.steps.current + 1 == len(editor.steps.settings)
        ready = text("card_editor.step_last" if is_last else "card_editor.step_ready")
    status = editor.notice or problem or ready
    common = {
        "title": text("card_editor.title"),
        "card": _card_line(shown),
        "preview": describe_condition(shown.condition) if shown.condition else text("card_editor.empty"),
        "status": status,
        "is_valid": problem is None,
    }
    if editor.steps is not None:
        steps = editor.steps
        settings = tuple(EditorSetting(_setting_label(s, steps.target), _value_text(s)) for s in steps.settings)
        heading = text(
            "card_editor.heading.setting",
            setting=settings[steps.current].label,
            step=steps.current + 1,
            steps=len(settings),
        )
        hint = text("card_editor.footer.setting")
        return TaskCardEditorView(**common, heading=heading, hint=hint, settings=settings, current=steps.current)
    hint = text("card_editor.footer.list")
    if editor.mode == "add":
        rows = tuple(EditorRow(text(f"card_editor.kind.{kind}")) for kind in KINDS)
        return TaskCardEditorView(
            **common, heading=text("card_editor.heading.add"), hint=hint, rows=rows, selected=editor.choice
        )
    if editor.mode == "part":
        alternative, position = editor.part
        requirement = editor.condition[alternative][position]
        rows = (
            EditorRow(text("card_editor.row.change"), is_enabled=settings_of(requirement) is not None),
            EditorRow(text("card_editor.row.remove")),
        )
        heading = text("card_editor.heading.part", requirement=describe_requirement(requirement))
        return TaskCardEditorView(**common, heading=heading, hint=hint, rows=rows, selected=editor.choice)
    rows = tuple(_card_row(editor, row) for row in card_rows(editor))
    return TaskCardEditorView(
        **common, heading=text("card_editor.heading.card"), hint=hint, rows=rows, selected=editor.row
    )


def _card_line(editor: CardEditor) -> Text:
    params = {"id": editor.card_id, "colour": text(f"colour.{editor.colour}"), "points": CARD_POINTS[editor.colour]}
    if editor.start_set is None:
        return text("card_editor.card", **params)
    return text("card_editor.card_start", start=editor.start_set, **params)


def _card_row(editor: CardEditor, row: tuple[Any, ...]) -> EditorRow:
    name = row[0]
    if name == "requirement":
        _, alternative, position = row
        joiner = "and" if position else "or" if alternative else None
        tag = text(f"card_editor.row.{joiner}") if joiner else None
        return EditorRow(describe_requirement(editor.condition[alternative][position]), tag)
    if name not in FIELDS:
        return EditorRow(text(f"card_editor.row.{name}"))
    if name == "id":
        value = _number(editor.card_id)
    elif name == "colour":
        colour = text(f"colour.{editor.colour}")
        value = text("card_editor.row.colour_value", colour=colour, points=CARD_POINTS[editor.colour])
    else:
        value = _number(editor.start_set) if editor.start_set else text("card_editor.row.no_start_set")
    label = text("card_editor.row.field", label=text(f"card_editor.row.{name}"), value=value)
    return EditorRow(label, is_enabled=name not in editor.fixed)


def _setting_label(setting: Setting, target: str) -> Text:
    if setting.name == "die":
        return text(f"card_editor.setting.{'step' if target == 'run' else 'die'}", number=setting.number)
    return text(f"card_editor.setting.{setting.name}")


def _value_text(setting: Setting) -> Text:
    value = setting.value
    if setting.name == "at_least":
        return text("card_editor.value.at_least", value=value)
    if setting.name in ("die_colour", "die") and value in ("white", EACH):
        return text(f"card_editor.value.{'any_colour' if value == 'white' else 'each_die'}")
    if setting.name in ("die_colour", "die", "sum_colour", "colour"):
        return text(f"colour.{value}")
    if setting.name == "start_set" and value is None:
        return text("card_editor.row.no_start_set")
    return _number(value)


def _number(value: object) -> Text:
    return text("card_editor.value.number", value=value)
