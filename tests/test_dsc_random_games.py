"""Doppelt so clever property checks over seeded random games: the state never breaks a rule of the sheet."""

import random

import pytest
from test_dsc_support import ENGINE

from games.doppelt_so_clever.scoring import foxes_from_marks
from games.doppelt_so_clever.sheet import DICE, TRACK_SLOTS
from games.engine import AwaitRoll, Finished

OPTION_SETS = [
    {},
    {
        "forfeit": "platter",
        "round_gains": "swapped",
        "negative_foxes": False,
        "return_before_reroll": True,
        "extra_die_scope": "round",
    },
]


def random_states(players: int, seed: int, options: dict):
    rng = random.Random(seed)
    state = ENGINE.new_game(players=players, options=options)
    while True:
        yield state
        if isinstance(state.waiting_for(), Finished):
            return
        if isinstance(state.waiting_for(), AwaitRoll):
            state = ENGINE.apply(state, ENGINE.sample_chance(state, rng))
        else:
            state = ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))


def assert_sheet_is_sound(sheet):
    assert all(list(row) == sorted(set(row)) and set(row) <= set(range(1, 7)) for row in sheet.silver)
    assert all(later <= earlier for earlier, later in zip(sheet.blue, sheet.blue[1:], strict=False))
    assert max(len(sheet.blue), len(sheet.green), len(sheet.pink)) <= 12
    for track in (sheet.reroll, sheet.retrieve, sheet.extra_die):
        assert 0 <= track.crossed <= track.circled <= TRACK_SLOTS
    assert sheet.foxes == foxes_from_marks(sheet)


def assert_dice_are_sound(state):
    places = (*state.hand, *state.platter, *state.fields)
    assert len(places) == len(set(places)) and set(places) <= set(DICE)
    assert state.picks <= 3
    if state.phase not in ("solo_pick", "extra_solo"):
        assert len(state.fields) <= state.picks
    assert set(state.chain) <= set(state.platter)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_games_never_reach_an_unsound_state(players, options):
    for seed in range(6):
        for state in random_states(players, seed, options):
            assert_dice_are_sound(state)
            for sheet in state.sheets:
                assert_sheet_is_sound(sheet)


@pytest.mark.parametrize("players", [1, 3])
def test_random_games_end_in_the_last_round_with_scores_equal_to_the_recomputed_totals(players):
    for seed in range(6):
        *_, final = random_states(players, seed, {})
        assert final.round == final.rounds
        assert tuple(score.total for score in ENGINE.scores(final)) == ENGINE.totals_from_sheets(final)
