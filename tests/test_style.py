"""The code stays as the house style asks: ruff's lint rules and formatting (configured in pyproject.toml)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


RUFF_CHECKS = {"lint": ["check", "--no-cache"], "format": ["format", "--check", "--no-cache"]}


@pytest.mark.parametrize("check", RUFF_CHECKS.values(), ids=RUFF_CHECKS.keys())
def test_the_code_is_ruff_clean(check):
    result = subprocess.run([sys.executable, "-m", "ruff", *check, "."], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
