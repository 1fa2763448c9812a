from dataclasses import dataclass

import pytest

from dicetable.messages import text
from games import load
from games.codec import Codec
from games.engine import Die, Rolled, check_roll
from games.errors import CorruptState, IllegalAction, UnknownGame, UnsupportedPlayers


@dataclass(frozen=True)
class Sample:
    dice: tuple[Die, ...]
    note: str | None = None


CODEC = Codec([Sample, Die, Rolled])


def test_codec_round_trips_nested_dataclasses_and_tuples_exactly():
    value = Sample((Die("blue", 3), Die("red", 6)), note="x")
    assert CODEC.decode(CODEC.encode(value)) == value


def test_codec_keeps_action_labels_through_the_round_trip():
    action = Rolled((Die("white", 1),), label=text("colour.white"))
    assert CODEC.decode(CODEC.encode(action)).label == text("colour.white")


def test_codec_reports_an_unknown_type_as_corrupt_state():
    with pytest.raises(CorruptState, match="unknown type 'Bogus'"):
        CODEC.decode({"type": "Bogus"})


def test_check_roll_accepts_the_expected_colours_in_any_order():
    check_roll(("blue", "red"), (Die("red", 2), Die("blue", 5)))


def test_check_roll_names_expected_before_received():
    with pytest.raises(IllegalAction) as error:
        check_roll(("blue", "blue", "red"), (Die("blue", 2), Die("red", 5), Die("red", 1)))
    assert str(error.value) == (
        "Erwartet: 2× Blau + 1× Rot; gelesen: Blau 2, Rot 5, Rot 1. Bitte die Würfel prüfen und korrigieren."
    )


def test_check_roll_refuses_a_value_off_the_die():
    with pytest.raises(IllegalAction):
        check_roll(("blue",), (Die("blue", 7),))


def test_loading_an_unknown_game_lists_the_known_ones():
    with pytest.raises(UnknownGame, match="doppelt-so-clever"):
        load("kniffel")


def test_a_game_refuses_a_player_count_its_rules_do_not_provide_for():
    with pytest.raises(UnsupportedPlayers) as error:
        load("push").new_game(players=9)
    assert str(error.value) == "PUSH ist für 2 bis 6 Spieler, nicht für 9."


def test_a_refused_player_count_carries_the_games_own_note():
    with pytest.raises(UnsupportedPlayers) as error:
        load("geht-noch-was").new_game(players=5)
    assert str(error.value) == (
        "Geht noch was? ist für 1 bis 4 Spieler, nicht für 5. "
        "Für mehr Personen braucht es ein zweites Spiel; das wird noch nicht unterstützt."
    )
