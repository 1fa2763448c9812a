"""Who else decides on the same situation, told from the engine's waiting states alone (here the race double:
one roll serves every player, each takes a die in turn)."""

from companion_doubles import RaceEngine, Take

from companion.shared_decision import deciders_since_roll, still_to_choose
from games.engine import Die, Rolled

ENGINE = RaceEngine()


def race_until(takes, players=3):
    """A race game rolled blue 3 and red 5, then the players' `takes` in turn, every state kept."""
    states = [ENGINE.new_game(players)]
    states.append(ENGINE.apply(states[-1], Rolled((Die("blue", 3), Die("red", 5)))))
    for colour in takes:
        states.append(ENGINE.apply(states[-1], Take(colour)))
    return states


def deciders(states):
    return [state.waiting_for().player for state in states]


def test_the_first_player_to_decide_after_a_roll_does_not_share_the_decision():
    assert still_to_choose(ENGINE, race_until([])) == ()


def test_once_the_decision_passed_to_another_player_every_player_still_to_choose_is_found():
    assert deciders(still_to_choose(ENGINE, race_until(["blue"], players=4))) == [1, 2, 3]


def test_the_look_ahead_stops_at_the_next_roll():
    assert deciders(still_to_choose(ENGINE, race_until(["blue", "red"]))) == [2]


def test_the_players_who_decided_since_the_roll_are_listed_in_order():
    assert deciders_since_roll(race_until(["blue", "red"])) == (0, 1, 2)
