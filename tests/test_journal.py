"""The journal: append-only, fsynced per event, replayed through the engine, lenient about a torn last line."""

import json
from datetime import datetime

import numpy as np
import pytest
from companion_doubles import RaceEngine, Take, load_race, race_reading

from companion import journal as journal_module
from companion.journal import GameHeader, Journal, JournalCorrupt, replay, unfinished_games
from dicetable.messages import set_language
from games.engine import Die, Rolled

HEADER = GameHeader(game="race", players=2, seed=7, options={})
NOON = datetime(2026, 11, 25, 12, 0, 0)


def roll(blue, red):
    return Rolled((Die("blue", blue), Die("red", red)))


def play(journal, engine, state, action):
    journal.record_action(engine, action)
    return engine.apply(state, action)


@pytest.fixture
def engine():
    return RaceEngine()


@pytest.fixture
def game(tmp_path, engine):
    """A journal of one and a half rounds with a reading, a correction and an undo; and the state after each line."""
    journal = Journal.create(tmp_path, HEADER, now=NOON)
    state = HEADER.new_state(engine)
    states_by_line = [state]
    journal.record_reading(race_reading(3, 5), np.zeros((8, 8, 3), np.uint8))
    states_by_line.append(state)
    journal.record_correction(1, {"colour": "red", "value": 5}, {"colour": "red", "value": 6})
    states_by_line.append(state)
    for action in (roll(3, 6), Take("red"), Take("blue")):
        state = play(journal, engine, state, action)
        states_by_line.append(state)
    state = play(journal, engine, state, roll(2, 2))
    states_by_line.append(state)
    journal.record_undo()
    state = states_by_line[-2]
    states_by_line.append(state)
    state = play(journal, engine, state, roll(4, 1))
    states_by_line.append(state)
    return journal, states_by_line


def test_a_journal_replays_to_the_state_it_recorded(game):
    journal, states = game
    assert replay(journal.path, load_race).state == states[-1]


def test_the_journal_is_named_by_time_and_game_with_its_frames_beside_it(game):
    journal, _ = game
    assert journal.path.name == "20261125-120000-race.jsonl"
    assert (journal.path.parent / "20261125-120000-race" / "000000.jpg").is_file()


def test_a_reading_refers_to_its_saved_frame(game):
    journal, _ = game
    reading = json.loads(journal.path.read_text().splitlines()[1])
    assert reading["frame"] == "20261125-120000-race/000000.jpg"
    assert [(die["colour"], die["value"]) for die in reading["dice"]] == [("blue", 3), ("red", 5)]


def test_undo_takes_back_the_last_action_still_standing(game):
    journal, _ = game
    replayed = replay(journal.path, load_race)
    assert replayed.actions[-1] == roll(4, 1)
    assert roll(2, 2) not in replayed.actions


def test_killed_at_every_event_boundary_it_resumes_to_the_same_state(game):
    journal, states = game
    lines = journal.path.read_bytes().splitlines(keepends=True)
    for count in range(1, len(lines) + 1):
        journal.path.write_bytes(b"".join(lines[:count]))
        replayed = replay(journal.path, load_race)
        assert replayed.state == states[count - 1], f"after {count} lines"
        assert replayed.problems == ()


def test_killed_in_the_middle_of_any_line_it_resumes_to_the_state_before_that_line(game):
    journal, states = game
    lines = journal.path.read_bytes().splitlines(keepends=True)
    for count in range(1, len(lines)):
        journal.path.write_bytes(b"".join(lines[:count]) + lines[count][: len(lines[count]) // 2])
        replayed = replay(journal.path, load_race)
        assert replayed.state == states[count - 1], f"torn line {count + 1}"
        assert [str(problem) for problem in replayed.problems] == [
            f"Spielprotokoll {journal.path.name}, Zeile {count + 1}: die letzte Zeile ist abgeschnitten "
            "(das Programm endete beim Schreiben); übersprungen"
        ]


def test_after_a_torn_line_the_next_event_starts_on_a_line_of_its_own(game, engine):
    journal, states = game
    content = journal.path.read_bytes()
    journal.path.write_bytes(content + b'{"event": "act')
    resumed = Journal(journal.path)
    resumed.record_action(engine, Take("blue"))
    replayed = replay(journal.path, load_race)
    assert replayed.state == engine.apply(states[-1], Take("blue"))
    assert len(replayed.problems) == 1


def test_a_corrupt_line_inside_is_reported_and_skipped(game):
    set_language("en")
    journal, states = game
    lines = journal.path.read_text().splitlines(keepends=True)
    lines.insert(3, "garbage\n")
    journal.path.write_text("".join(lines))
    replayed = replay(journal.path, load_race)
    assert replayed.state == states[-1]
    assert [str(problem) for problem in replayed.problems] == [
        f"journal {journal.path.name} line 4: cannot be read (Expecting value: line 1 column 1 (char 0)); skipped"
    ]


def test_an_action_the_engine_refuses_is_reported_and_skipped(game, engine):
    journal, states = game
    journal.record_action(engine, roll(6, 6))  # the engine waits for a decision, not a roll
    replayed = replay(journal.path, load_race)
    assert replayed.state == states[-1]
    assert len(replayed.problems) == 1


def test_a_journal_without_a_header_cannot_be_resumed_and_says_so(tmp_path):
    set_language("en")
    path = tmp_path / "broken.jsonl"
    path.write_text('{"event": "action"}\n')
    with pytest.raises(JournalCorrupt) as raised:
        replay(path, load_race)
    assert str(raised.value) == (
        "journal broken.jsonl: the first line is not a game header (first event is 'action'); "
        "this game cannot be resumed"
    )


def test_every_event_is_fsynced_before_recording_returns(tmp_path, engine, monkeypatch):
    synced = []
    monkeypatch.setattr(journal_module.os, "fsync", lambda descriptor: synced.append(descriptor))
    journal = Journal.create(tmp_path, HEADER, now=NOON)
    before = len(synced)
    journal.record_action(engine, roll(1, 2))
    journal.record_undo()
    assert len(synced) - before == 2


def test_unfinished_games_are_found_newest_first_and_finished_ones_left_out(tmp_path, engine):
    older = Journal.create(tmp_path, HEADER, now=datetime(2026, 11, 24, 20, 0))
    newer = Journal.create(tmp_path, HEADER, now=datetime(2026, 11, 25, 20, 0))
    finished = Journal.create(tmp_path, GameHeader("race", 1, 0, {}), now=datetime(2026, 11, 26, 20, 0))
    state = engine.new_game(1)
    for _ in range(3):
        state = play(finished, engine, state, roll(1, 2))
        state = play(finished, engine, state, Take("red"))
    found, problems = unfinished_games(tmp_path, load_race)
    assert [replayed.path for replayed in found] == [newer.path, older.path]
    assert problems == ()


def test_a_corrupt_journal_does_not_hide_the_other_unfinished_games(tmp_path):
    good = Journal.create(tmp_path, HEADER, now=NOON)
    (tmp_path / "20260101-000000-race.jsonl").write_text("not json\n")
    found, problems = unfinished_games(tmp_path, load_race)
    assert [replayed.path for replayed in found] == [good.path]
    assert len(problems) == 1
