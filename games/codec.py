"""Exact JSON for frozen dataclasses, so states and actions round-trip: `decode(encode(x)) == x`.

Values may be None, bool, int, float, str, tuples, `Text` and frozen dataclasses of these. A dataclass is
written as an object with its class name under "type"; tuples become lists and come back as tuples. Engines
keep their states in tuples, never lists or dicts, so states stay hashable and comparable.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from dicetable.messages import Text
from games.errors import CorruptState

TYPE_KEY = "type"


class Codec:
    """Encodes and decodes the dataclasses one engine uses; `types` are all classes that may appear."""

    def __init__(self, types: Iterable[type]) -> None:
        self.types = {cls.__name__: cls for cls in (*types, Text)}

    def encode(self, value: Any) -> Any:
        """A JSON-ready structure for `value`; does not change `value`."""
        if value is None or isinstance(value, bool | int | float | str):
            return value
        if isinstance(value, tuple):
            return [self.encode(item) for item in value]
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            name = type(value).__name__
            if self.types.get(name) is not type(value):
                raise TypeError(f"{name} is not among this codec's types; add it to the engine's codec")
            fields = {f.name: self.encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
            return {TYPE_KEY: name, **fields}
        raise TypeError(f"cannot encode {type(value).__name__}: states hold tuples and frozen dataclasses only")

    def decode(self, data: Any) -> Any:
        """The value `data` was encoded from; raises CorruptState naming what it could not read."""
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            return tuple(self.decode(item) for item in data)
        if isinstance(data, dict):
            name = data.get(TYPE_KEY)
            cls = self.types.get(name)
            if cls is None:
                raise CorruptState(f"unknown type {name!r} in saved data; expected one of {sorted(self.types)}")
            kwargs = {key: self.decode(value) for key, value in data.items() if key != TYPE_KEY}
            try:
                return cls(**kwargs)
            except TypeError as error:
                raise CorruptState(f"saved {name} does not fit its fields: {error}") from error
        raise CorruptState(f"cannot read {type(data).__name__} in saved data")
