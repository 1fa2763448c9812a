"""PUSH: draw cards into up to three rows without repeating a colour or number, then take one row."""

from games.push.engine import Push

ENGINE = Push
