"""The one message catalogue: every text a player reads, in German and English.

Texts are kept as keys with parameters (`Text`) until they are shown, so an engine can label an action
without knowing the table's language. The catalogue is a set of TOML files in `dicetable/catalogue/`, one
per room or game, each leaf a table `{ de = "...", en = "..." }` addressed by its dotted path.

>>> set_language("en"); str(text("colour.yellow"))
'yellow'
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from string import Formatter

LANGUAGES = ("de", "en")
_language = "de"


@dataclass(frozen=True)
class Text:
    """A catalogue key with its parameters; renders in the current language when turned into a string.

    Parameters may themselves be `Text` (a colour name inside a sentence), rendered in the same language.
    """

    key: str
    params: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        args = "".join(f", {name}={value!r}" for name, value in self.params)
        return f"text({self.key!r}{args})"

    def in_language(self, language: str) -> str:
        return render(self, language)


def text(key: str, **params: object) -> Text:
    """Make a `Text`; fails at once if the key is missing, so a typo never reaches a player."""
    if key not in catalogue():
        raise KeyError(f"message {key!r} is not in the catalogue (dicetable/catalogue/*.toml)")
    return Text(key, tuple(sorted(params.items())))


def counted(key: str, count: int, **params: object) -> Text:
    """The form of `key` for `count` (see `counted_key`) with `count` filled in: "1 Karte", "3 Karten"."""
    return text(counted_key(key, count), count=count, **params)


def counted_key(key: str, count: int) -> str:
    """`key` + "_one" for a count of 1 or −1, else + "_many": the catalogue has no plural rules, so each counted
    phrase comes in both forms."""
    return f"{key}_{'one' if abs(count) == 1 else 'many'}"


def colour_name(colour: str) -> Text:
    """A die colour as players call it; a colour the user named when calibrating is shown as they wrote it."""
    key = f"colour.{colour}"
    return Text(key) if key in catalogue() else text("colour.custom", name=colour)


def set_language(language: str) -> None:
    """Choose the language every `Text` renders in; the companion calls this once from the config."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    _language = language


def language() -> str:
    return _language


def render(message: Text | str, language: str | None = None) -> str:
    """The text in `language` (default: the current one); plain strings pass through unchanged."""
    if isinstance(message, str):
        return message
    lang = language or _language
    params = {name: render(value, lang) if isinstance(value, Text) else value for name, value in message.params}
    return catalogue()[message.key][lang].format(**params)


@cache
def catalogue() -> Mapping[str, Mapping[str, str]]:
    """All entries of every catalogue file, by dotted key; duplicate keys across files are an error."""
    entries: dict[str, Mapping[str, str]] = {}
    for resource in sorted(resources.files("dicetable.catalogue").iterdir(), key=lambda r: r.name):
        if not resource.name.endswith(".toml"):
            continue
        for key, entry in _leaves(tomllib.loads(resource.read_text(encoding="utf-8"))):
            if key in entries:
                raise ValueError(f"message {key!r} is defined twice (second time in {resource.name})")
            entries[key] = entry
    return entries


def placeholders(template: str) -> set[str]:
    """The `{names}` a template expects; used to check that German and English agree."""
    return {field for _, field, _, _ in Formatter().parse(template) if field}


def _leaves(table: Mapping[str, object], prefix: str = ""):
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, Mapping) and set(value) == set(LANGUAGES):
            yield key, value
        elif isinstance(value, Mapping):
            yield from _leaves(value, key + ".")
        else:
            raise ValueError(f"catalogue entry {key!r} must have exactly 'de' and 'en'")
