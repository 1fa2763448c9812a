"""Blöder Sack and Gönnen start at the table with their data file: the players' own copy, else the shipped one."""

import json
from pathlib import Path

import pytest

import games
from companion.game_data import data_options
from companion.gnw_cards import CardFileError, user_dir
from companion.setup import Setup
from hardware.events import ButtonEvent

SHIPPED = Path(__file__).resolve().parents[1] / "fixtures" / "cards"


@pytest.mark.parametrize("game_id", ["bloeder-sack", "goennen-koennen"])
def test_a_new_game_starts_with_the_shipped_data_file(game_id):
    setup = Setup([games.load(game_id)], new_seed=lambda: 5)
    setup.on_button(ButtonEvent.OK)  # the only game
    setup.on_button(ButtonEvent.OK)  # the first player count
    assert setup.result.options == json.loads((SHIPPED / f"{game_id}.json").read_text(encoding="utf-8"))


def test_the_players_own_copy_of_the_data_file_is_used_over_the_shipped_one():
    own = json.loads((SHIPPED / "bloeder-sack.json").read_text(encoding="utf-8"))
    own["cards"][0]["sacks"] = 2
    user_dir().mkdir(parents=True, exist_ok=True)
    (user_dir() / "bloeder-sack.json").write_text(json.dumps(own), encoding="utf-8")
    assert data_options("bloeder-sack")["cards"][0]["sacks"] == 2


def test_a_data_file_the_game_cannot_start_from_names_the_file():
    user_dir().mkdir(parents=True, exist_ok=True)
    (user_dir() / "goennen-koennen.json").write_text(json.dumps({"market_prices": [9, 9, 9, 9]}), encoding="utf-8")
    with pytest.raises(CardFileError) as refused:
        data_options("goennen-koennen")
    assert str(refused.value.text).startswith(f"{user_dir() / 'goennen-koennen.json'}: market_prices: ")
