"""Geht noch was? (Jens Merkl, Schmidt Spiele 2024): a roll & push game of task cards on five levels."""

from games.geht_noch_was.advisor import ADVISOR, Advisor
from games.geht_noch_was.engine import GehtNochWas

ENGINE = GehtNochWas

__all__ = ["ADVISOR", "ENGINE", "Advisor", "GehtNochWas"]
