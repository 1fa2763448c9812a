"""Dice-set profiles: which dice a set has and what their colours look like, kept as JSON data.

A profile says how many dice of each colour the set has (`dice`, exact counts or upper bounds per
`count_rule`), whether faces carry pips or colours (`faces`), and per colour the statistics the colour
stage compares against (`colours`). Colour statistics are in the feature space of `FEATURES`: CIE L*a*b*
(D65, L* 0–100) of the die's plastic after white balancing, and the spread of the plastic's L* (p80 − p20),
which is high for metallic silver; and, where known, the colour of its pips (`pips`: "light" or "dark"), which
glare cannot turn: a glossy black face veiled white still shows lighter pips. A colour whose statistics are not
known yet (the unnamed fifth colour of "Man muss auch gönnen können") has `null` statistics until the user
calibrates.

Shipped profiles live in `fixtures/profiles/<set>.json`; calibrated ones in the user's profile folder
(`$DICETABLE_PROFILE_DIR`, default `~/.local/share/dicetable/profiles`), which `load_profile` searches first.
"""

from __future__ import annotations

import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dicetable.errors import DicetableError
from dicetable.file_fields import FieldChecks
from dicetable.messages import text

FEATURES = ("L*", "a*", "b*", "L* spread p80-p20")
FACE_KINDS = ("pips", "colour")
EXACT_COUNT = "exact"  # a profile's `count_rule` when the set always shows all its dice
COUNT_RULES = (EXACT_COUNT, "at_most")
PIP_PAINTS = ("light", "dark")
SHIPPED_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "profiles"


class ProfileError(DicetableError, ValueError):
    """A profile file that cannot be used; the message names the file and the field."""


_FIELDS = FieldChecks(ProfileError, "vision.profile.invalid")


class ProfileNotFound(DicetableError, FileNotFoundError):
    """No profile of that name or path exists."""


@dataclass(frozen=True)
class ColourStats:
    """Where one colour's dice lie in feature space: per-feature mean and standard deviation (order `FEATURES`);
    pips: "light" or "dark" paint (`PIP_PAINTS`), None where not known."""

    mean: tuple[float, ...]
    std: tuple[float, ...]
    samples: int
    pips: str | None = None


@dataclass(frozen=True)
class DiceSetProfile:
    """One dice set. `dice` and `colours` are tuples of (name, value) pairs in file order, so the profile is frozen.

    dice: expected count per colour; with count_rule "at_most" a count is an upper bound (a roll may show fewer).
    colours: statistics per colour name, None where not known yet (must be calibrated).
    max_total: the most dice seen at once, when less than the sum of `dice` (the one PUSH die).
    source: where the statistics came from (rendered fixtures, a calibration, ...), in plain words.
    star_face: the colour name of a face that carries a printed white star (the PUSH die's black face), which is
    also found by its star where the face does not stand out from the table; None for sets without one.
    """

    set: str
    faces: str
    dice: tuple[tuple[str, int], ...]
    count_rule: str
    colours: tuple[tuple[str, ColourStats | None], ...]
    source: str
    max_total: int | None = None
    notes: str = ""
    star_face: str | None = None

    @property
    def colour_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.colours)

    def stats(self, colour: str) -> ColourStats | None:
        return dict(self.colours)[colour]

    def expected_counts(self) -> dict[str, int]:
        return dict(self.dice)

    @property
    def pip_kinds(self) -> tuple[bool, ...]:
        """The kinds of pip its dice carry (dark: True, light: False, in that order), as `vision.pips.find_pips`
        takes them: only those whose paint every colour names (`ColourStats.pips`), else both."""
        paints = {None if stats is None else stats.pips for _, stats in self.colours}
        if None in paints:
            return (True, False)
        return tuple(is_dark for is_dark in (True, False) if ("dark" if is_dark else "light") in paints)

    def capacity(self) -> int:
        """The most dice of this set that can lie on the table at once."""
        total = sum(count for _, count in self.dice)
        return total if self.max_total is None else min(total, self.max_total)

    def to_json(self) -> dict[str, object]:
        colours = {name: None if stats is None else _stats_json(stats) for name, stats in self.colours}
        data: dict[str, object] = {
            "set": self.set,
            "faces": self.faces,
            "dice": dict(self.dice),
            "count_rule": self.count_rule,
            "max_total": self.max_total,
            "features": list(FEATURES),
            "colours": colours,
            "source": self.source,
        }
        if self.notes:
            data["notes"] = self.notes
        if self.star_face is not None:
            data["star_face"] = self.star_face
        return data


def profile_from_json(data: object, file: str) -> DiceSetProfile:
    """Check every field of a parsed profile and build it; raises ProfileError naming `file` and the field."""
    fields = _FIELDS.require(data, Mapping, file, "(top level)", "{…}")
    set_name = _FIELDS.require(fields.get("set"), str, file, "set", '"…"')
    faces = _choice(fields.get("faces"), FACE_KINDS, file, "faces")
    count_rule = _choice(fields.get("count_rule", "exact"), COUNT_RULES, file, "count_rule")
    if list(fields.get("features", FEATURES)) != list(FEATURES):
        _FIELDS.fail(file, "features", json.dumps(list(FEATURES), ensure_ascii=False), fields.get("features"))
    colours_data = _FIELDS.require(fields.get("colours"), Mapping, file, "colours", "{colour: statistics, …}")
    colours = tuple((name, _stats(value, file, f"colours.{name}")) for name, value in colours_data.items())
    if not colours:
        _FIELDS.fail(file, "colours", "{colour: statistics, …}", {})
    dice_data = _FIELDS.require(fields.get("dice"), Mapping, file, "dice", "{colour: count, …}")
    dice = tuple((name, _count(value, file, f"dice.{name}")) for name, value in dice_data.items())
    for name, _ in dice:
        if name not in colours_data:
            _FIELDS.fail(file, f"dice.{name}", " | ".join(colours_data), name)
    max_total = fields.get("max_total")
    if max_total is not None:
        max_total = _count(max_total, file, "max_total")
    source = _FIELDS.require(fields.get("source"), str, file, "source", '"…"')
    notes = _FIELDS.require(fields.get("notes", ""), str, file, "notes", '"…"')
    star_face = fields.get("star_face")
    if star_face is not None and star_face not in colours_data:
        _FIELDS.fail(file, "star_face", " | ".join(colours_data), star_face)
    return DiceSetProfile(set_name, faces, dice, count_rule, colours, source, max_total, notes, star_face)


def load_profile(name_or_path: str | os.PathLike[str]) -> DiceSetProfile:
    """A profile by set name (user folder first, then the shipped ones) or by path to a JSON file."""
    path = find_profile(name_or_path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ProfileError(
            text("vision.profile.invalid", file=str(path), item="(JSON)", expected="JSON", received=str(error))
        ) from error
    return profile_from_json(data, str(path))


def save_profile(profile: DiceSetProfile, path: str | os.PathLike[str]) -> Path:
    """Write `profile` as JSON (parent folders created); returns the path written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    indented = json.dumps(profile.to_json(), indent=2, ensure_ascii=False)
    one_line_lists = re.sub(r"\[\s+([^\[\]{}]*?)\s+\]", lambda m: "[" + " ".join(m.group(1).split()) + "]", indented)
    target.write_text(one_line_lists + "\n", encoding="utf-8")
    return target


def user_profile_dir() -> Path:
    """Where calibrated profiles go: `$DICETABLE_PROFILE_DIR`, else `$XDG_DATA_HOME/dicetable/profiles`."""
    configured = os.environ.get("DICETABLE_PROFILE_DIR")
    if configured:
        return Path(configured)
    data_home = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data_home) / "dicetable" / "profiles"


def find_profile(name_or_path: str | os.PathLike[str]) -> Path:
    candidate = Path(name_or_path)
    if candidate.suffix == ".json" or candidate.is_file():
        if candidate.is_file():
            return candidate
        searched: tuple[Path, ...] = (candidate,)
    else:
        searched = (user_profile_dir() / f"{candidate}.json", SHIPPED_DIR / f"{candidate}.json")
        for path in searched:
            if path.is_file():
                return path
    known = sorted(path.stem for path in SHIPPED_DIR.glob("*.json"))
    raise ProfileNotFound(
        text(
            "vision.profile.not_found",
            name=str(name_or_path),
            searched=", ".join(str(path) for path in searched),
            known=", ".join(known),
        )
    )


def _stats_json(stats: ColourStats) -> dict[str, object]:
    data: dict[str, object] = {"mean": list(stats.mean), "std": list(stats.std), "samples": stats.samples}
    if stats.pips is not None:
        data["pips"] = stats.pips
    return data


def _stats(value: object, file: str, field: str) -> ColourStats | None:
    if value is None:
        return None
    fields = _FIELDS.require(value, Mapping, file, field, 'null | {"mean": […], "std": […], "samples": n}')
    mean = _numbers(fields.get("mean"), file, f"{field}.mean", minimum=-math.inf)
    std = _numbers(fields.get("std"), file, f"{field}.std", minimum=0.0)
    pips = fields.get("pips")
    if pips is not None:
        _choice(pips, PIP_PAINTS, file, f"{field}.pips")
    return ColourStats(mean, std, _count(fields.get("samples"), file, f"{field}.samples"), pips)


def _numbers(value: object, file: str, field: str, minimum: float) -> tuple[float, ...]:
    expected = "[" + ", ".join(FEATURES) + "]" + ("" if minimum == -math.inf else f" ≥ {minimum:g}")
    if not isinstance(value, list) or len(value) != len(FEATURES):
        _FIELDS.fail(file, field, expected, value)
    if not all(isinstance(x, int | float) and not isinstance(x, bool) and minimum <= x < math.inf for x in value):
        _FIELDS.fail(file, field, expected, value)
    return tuple(float(x) for x in value)


def _count(value: object, file: str, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        _FIELDS.fail(file, field, "0, 1, 2, …", value)
    return value


def _choice(value: object, choices: tuple[str, ...], file: str, field: str) -> str:
    if value not in choices:
        _FIELDS.fail(file, field, " | ".join(json.dumps(choice) for choice in choices), value)
    return value
