"""Geht noch was? (Jens Merkl, Schmidt Spiele 2024): a roll & push game of task cards on five levels."""

from games.geht_noch_was.engine import GehtNochWas

ENGINE = GehtNochWas
