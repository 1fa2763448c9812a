"""Loading the scripts under `tools/` in tests: tools/ is not a package, so a script is loaded by its path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def load_tool(relative_path: str, name: str) -> ModuleType:
    """The module at `tools/<relative_path>`, registered as `name` (a name no other module uses), so dataclasses
    defined in it can look their module up."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / relative_path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
