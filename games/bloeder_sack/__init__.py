"""Blöder Sack: two dice a turn onto five Ablagekarten, majorities win the Sackkarten above them."""

from games.bloeder_sack.engine import BloederSack

ENGINE = BloederSack
