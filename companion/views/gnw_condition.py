"""A task card's pictogram in words, short enough for a card on the screen: "Straße aus 3", "2 gleiche (Rot)",
"5× ≥3", "Summe Rot ≥9"; requirements stacked on a card join with " + ", alternatives with " / ".

Pure; reads the card's condition (`games.geht_noch_was.cards`) and leaves it alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from dicetable.messages import Text, text
from games.geht_noch_was.cards import Glyph, Requirement

Condition = tuple[tuple[Requirement, ...], ...]


def describe_condition(condition: Condition) -> Text:
    """The whole condition: each alternative's requirements joined by "+", the alternatives by "/"."""
    alternatives = [_joined("views.gnw.and", [describe_requirement(r) for r in alt]) for alt in condition]
    return _joined("views.gnw.or", alternatives)


def describe_requirement(requirement: Requirement) -> Text:
    """One line of a card, e.g. "2× 1", "3 gleiche", "Straße: Blau, Rot", "Summe Rot ≥9"."""
    if requirement.relation == "sum":
        return text("views.gnw.sum", colour=text(f"colour.{requirement.colour}"), minimum=requirement.minimum)
    glyphs = requirement.glyphs
    if requirement.relation == "free":
        return _joined("views.gnw.list", [text("views.gnw.count", count=n, glyph=_glyph(g)) for g, n in _runs(glyphs)])
    if len(set(glyphs)) == 1:
        key = f"views.gnw.{requirement.relation}"
        if glyphs[0] == Glyph():
            return text(key, count=len(glyphs))
        return text(f"{key}_of", count=len(glyphs), glyph=_glyph(glyphs[0]))
    listed = _joined("views.gnw.list", [_glyph(glyph) for glyph in glyphs])
    return text(f"views.gnw.{requirement.relation}_mixed", glyphs=listed)


def _glyph(glyph: Glyph) -> Text:
    """A drawn die: its colour unless white ("any colour"), with its face: exactly v or at least v."""
    if glyph.exactly is not None:
        face = text("views.gnw.face_exactly", value=glyph.exactly)
    elif glyph.at_least is not None:
        face = text("views.gnw.face_at_least", value=glyph.at_least)
    else:
        face = None
    if glyph.colour == "white":
        return face if face is not None else text("views.gnw.any_die")
    colour = text(f"colour.{glyph.colour}")
    return colour if face is None else text("views.gnw.coloured_face", colour=colour, face=face)


def _runs(glyphs: Sequence[Glyph]) -> list[tuple[Glyph, int]]:
    """Equal glyphs side by side counted together: (4, 4, ≥3) → [(4, 2), (≥3, 1)]."""
    runs: list[tuple[Glyph, int]] = []
    for glyph in glyphs:
        if runs and runs[-1][0] == glyph:
            runs[-1] = (glyph, runs[-1][1] + 1)
        else:
            runs.append((glyph, 1))
    return runs


def _joined(key: str, parts: Sequence[Text]) -> Text:
    """Texts joined by the catalogue's joiner `key` (a "{first}…{rest}" template), kept as one text."""
    result = parts[-1]
    for part in reversed(parts[:-1]):
        result = text(key, first=part, rest=result)
    return result
