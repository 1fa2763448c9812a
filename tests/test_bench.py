"""`dicetable bench`: one JSON line of figures from seeded games through an engine alone."""

import json

import pytest

from companion.cli import main
from companion.commands.bench import default_players

FIGURES = {"game", "games", "players", "mean_score", "stdev", "ms_per_game", "ms_per_decision"}


def bench(capsys, *args: str) -> dict:
    assert main(["bench", *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    return json.loads(lines[0])


def test_bench_prints_one_json_line_with_every_figure(capsys):
    figures = bench(capsys, "doppelt-so-clever", "--games", "2", "--seed", "3")
    assert set(figures) == FIGURES
    assert (figures["game"], figures["games"], figures["players"]) == ("doppelt-so-clever", 2, 1)


def test_bench_scores_are_the_same_for_the_same_seed(capsys):
    first = bench(capsys, "doppelt-so-clever", "--games", "2", "--seed", "7")
    second = bench(capsys, "doppelt-so-clever", "--games", "2", "--seed", "7")
    assert (first["mean_score"], first["stdev"]) == (second["mean_score"], second["stdev"])


def test_bench_plays_the_requested_number_of_players(capsys):
    assert bench(capsys, "doppelt-so-clever", "--games", "1", "--players", "3")["players"] == 3


def test_bench_defaults_to_two_players_for_a_game_without_solo():
    class TwoUp:
        has_solo = False

    assert default_players(TwoUp()) == 2


def test_bench_refuses_zero_games(capsys):
    assert main(["bench", "doppelt-so-clever", "--games", "0"]) == 2
    assert "--games must be at least 1, not 0" in capsys.readouterr().err


def test_bench_refuses_an_unknown_game():
    with pytest.raises(SystemExit):
        main(["bench", "kniffel"])


def test_bench_with_the_advisor_plays_the_game_modules_advisor(capsys):
    figures = bench(capsys, "doppelt-so-clever", "--games", "1", "--seed", "4", "--advisor")
    random_play = bench(capsys, "doppelt-so-clever", "--games", "1", "--seed", "4")
    assert figures["mean_score"] != random_play["mean_score"]
