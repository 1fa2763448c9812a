"""The companion's settings: `~/.config/dicetable/config.toml` over the documented defaults.

The defaults live in `companion/default_config.toml`, which is also the documentation a user copies. A
setting that does not fit is refused with the file, section, key and value, what was expected, and how to
fix it, e.g. "config.toml [buttons] ok = 'GPIO99': not a GPIO pin; expected GPIO2 to GPIO27".
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dicetable.errors import DicetableError
from dicetable.messages import LANGUAGES, Text, text
from hardware.buttons import ButtonPins
from hardware.cameras import QUARTER_TURNS, CameraUnavailable, open_camera

GPIO_PIN = re.compile(r"GPIO([0-9]+)")
GPIO_RANGE = range(2, 28)  # the 40-pin header's GPIO2 to GPIO27
BUTTON_PINS = ("prev", "next", "ok", "back")
PASSIVE_CHOICES = ("one_by_one", "all_at_once")  # how players choosing on the same dice are shown
DEFAULTS_FILE = Path(__file__).with_name("default_config.toml")  # shipped as package data
LANGUAGE_SETTING = re.compile(r'^\s*language\s*=\s*"[^"]*"')


class ConfigError(DicetableError, ValueError):
    """config.toml cannot be read or one of its settings does not fit; the message names it."""


@dataclass(frozen=True)
class Config:
    language: str
    hints: bool
    confirm_below: float  # confidence 0–1 under which a reading is shown for confirmation
    passive_choices: str  # one of PASSIVE_CHOICES: players choosing on the same dice shown one by one or at once
    camera: str  # a camera spec for `hardware.cameras.open_camera`
    camera_timeout_s: float
    camera_rotation: int  # degrees to turn a live camera's frames clockwise (one of QUARTER_TURNS)
    buttons: ButtonPins
    journal_dir: Path


def config_dir() -> Path:
    """The user's dicetable folder: $XDG_CONFIG_HOME/dicetable, else ~/.config/dicetable."""
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config") / "dicetable"


def default_path() -> Path:
    """Where the user's config lives: config.toml in `config_dir()`."""
    return config_dir() / "config.toml"


def save_language(language: str, path: Path | None = None) -> Path:
    """Remember the table's language in the user's config (`[table] language`), keeping every other line and
    comment as it was; written to a new file and renamed over the old one, so a power cut leaves one or the
    other. Returns the file written."""
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    path = path or default_path()
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    setting = f'language = "{language}"'
    section = next((i for i, line in enumerate(lines) if line.strip() == "[table]"), None)
    if section is None:
        lines = [*lines, "", "[table]", setting] if lines else ["[table]", setting]
    else:
        end = next((i for i in range(section + 1, len(lines)) if lines[i].lstrip().startswith("[")), len(lines))
        current = next((i for i in range(section + 1, end) if LANGUAGE_SETTING.match(lines[i])), None)
        if current is None:
            lines.insert(section + 1, setting)
        else:
            lines[current] = LANGUAGE_SETTING.sub(setting, lines[current], count=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    draft = path.with_suffix(".toml.new")
    with draft.open("w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
        file.flush()
        os.fsync(file.fileno())
    draft.replace(path)
    return path


def default_settings() -> dict[str, dict[str, Any]]:
    return tomllib.loads(DEFAULTS_FILE.read_text(encoding="utf-8"))


def load_config(path: Path | None = None) -> Config:
    """The settings in `path` (default: the user's config) over the defaults; a missing file means defaults."""
    path = path or default_path()
    settings = default_settings()
    if path.exists():
        _merge(settings, _read(path), path.name)
    return _validated(settings, path.name)


def _read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ConfigError(text("config.unreadable", file=path.name, detail=str(error))) from error


def _merge(settings: dict[str, dict[str, Any]], user: Mapping[str, Any], file: str) -> None:
    """Lay the user's settings over the defaults; an unknown section or key is refused (a typo would be lost)."""
    for section, values in user.items():
        if section not in settings or not isinstance(values, Mapping):
            raise ConfigError(text("config.unknown_section", file=file, section=section, known=", ".join(settings)))
        for key, value in values.items():
            if key not in settings[section]:
                known = ", ".join(settings[section])
                raise ConfigError(text("config.unknown_key", file=file, section=section, setting=key, known=known))
            settings[section][key] = value


def _validated(settings: Mapping[str, Mapping[str, Any]], file: str) -> Config:
    def refuse(section: str, setting: str, problem: Text) -> ConfigError:
        value = repr(settings[section][setting])
        return ConfigError(
            text("config.bad_value", file=file, section=section, setting=setting, value=value, problem=problem)
        )

    def get(section: str, setting: str, check: Callable[[Any], Text | None]) -> Any:
        problem = check(settings[section][setting])
        if problem is not None:
            raise refuse(section, setting, problem)
        return settings[section][setting]

    pins = {name: get("buttons", name, _gpio_pin) for name in BUTTON_PINS}
    for later, name in enumerate(BUTTON_PINS):
        taken_by = [earlier for earlier in BUTTON_PINS[:later] if pins[earlier] == pins[name]]
        if taken_by:
            raise refuse("buttons", name, text("config.pin_taken", other=taken_by[0]))
    return Config(
        language=get("table", "language", _one_of(LANGUAGES)),
        hints=get("table", "hints", _boolean),
        confirm_below=float(get("table", "confirm_below", _number(0.0, 1.0))),
        passive_choices=get("table", "passive_choices", _one_of(PASSIVE_CHOICES)),
        camera=get("camera", "spec", _camera_spec),
        camera_timeout_s=float(get("camera", "timeout_s", _number(0.1, 60.0))),
        camera_rotation=int(get("camera", "rotation", _one_of(QUARTER_TURNS))),
        buttons=ButtonPins(
            **pins,
            hold_s=float(get("buttons", "hold_s", _number(0.2, 5.0))),
            bounce_s=float(get("buttons", "bounce_s", _number(0.0, 0.5))),
        ),
        journal_dir=Path(get("journal", "dir", _text_value)).expanduser(),
    )


def _gpio_pin(value: Any) -> Text | None:
    match = GPIO_PIN.fullmatch(value) if isinstance(value, str) else None
    if match is None or int(match.group(1)) not in GPIO_RANGE:
        return text("config.not_a_pin", first=f"GPIO{GPIO_RANGE[0]}", last=f"GPIO{GPIO_RANGE[-1]}")
    return None


def _one_of(choices: tuple[object, ...]) -> Callable[[Any], Text | None]:
    listed = ", ".join(map(str, choices))
    return lambda value: (
        None if value in choices and not isinstance(value, bool) else text("config.not_a_choice", choices=listed)
    )


def _boolean(value: Any) -> Text | None:
    return None if isinstance(value, bool) else text("config.not_a_boolean")


def _number(low: float, high: float) -> Callable[[Any], Text | None]:
    def check(value: Any) -> Text | None:
        is_number = isinstance(value, int | float) and not isinstance(value, bool)
        return None if is_number and low <= value <= high else text("config.out_of_range", low=low, high=high)

    return check


def _text_value(value: Any) -> Text | None:
    return None if isinstance(value, str) and value else text("config.not_a_text")


def _camera_spec(value: Any) -> Text | None:
    if not isinstance(value, str):
        return text("config.not_a_text")
    try:
        open_camera(value)  # only parses the spec; nothing is opened until `with`
    except CameraUnavailable as error:
        return error.text if isinstance(error.text, Text) else None
    return None
