"""End to end: recorded frames → reader → table → journal → final scores equal to the labelled session.

With the race engine and a pixel-reading double the whole path runs here; every recorded session in
`fixtures/recorded/` is also played through the real reader and the real engine.
"""

import json
from pathlib import Path

import cv2
import numpy as np
import pytest
from companion_doubles import RaceEngine, die_reading, load_race
from tool_modules import load_tool

from companion.journal import replay
from companion.playback import play_back
from companion.session import SessionError, find_sessions, load_session
from dicetable.messages import text
from display.views import EndOfGameView
from games.engine import Rolled
from games.errors import IllegalAction
from vision.reading import TableReading

ROOT = Path(__file__).resolve().parent.parent

# Each roll frame carries its dice in its pixels: row 0 holds blue and red values, and how the reader errs.
MISREAD_RED_LOW_CONFIDENCE = 1
READ_RED_AS_BLUE = 2
MISS_A_DIE = 3
PHANTOM_DIE = 4


def pixel_reader(pixels: np.ndarray) -> TableReading:
    blue, red, error = (int(value) for value in pixels[0, :3, 0])
    if error == MISREAD_RED_LOW_CONFIDENCE:
        return TableReading(dice=(die_reading("blue", blue), die_reading("red", red % 6 + 1, confidence=0.3, x=40)))
    if error == READ_RED_AS_BLUE:
        return TableReading(dice=(die_reading("blue", blue), die_reading("blue", red, x=40)))
    if error == MISS_A_DIE:
        return TableReading(dice=(die_reading("blue", blue),))
    if error == PHANTOM_DIE:
        dice = (die_reading("blue", blue), die_reading("red", red, x=40), die_reading("red", 1, confidence=0.5, x=70))
        return TableReading(dice=dice)
    return TableReading(dice=(die_reading("blue", blue), die_reading("red", red, x=40)))


def write_session(folder, rolls, decisions, final_scores, players=2):
    """A replay folder: two idle frames before each roll frame, and session.json naming the roll frames."""
    folder.mkdir()
    frames, recorded_rolls = [], []
    for number, (blue, red, error) in enumerate(rolls):
        for offset in range(3):
            name = f"{3 * number + offset:06d}.png"
            pixels = np.zeros((16, 16, 3), np.uint8)
            if offset == 2:
                pixels[0, :3, 0] = (blue, red, error)
                recorded_rolls.append(
                    {"frame": name, "dice": [{"colour": "blue", "value": blue}, {"colour": "red", "value": red}]}
                )
            cv2.imwrite(str(folder / name), pixels)
            frames.append({"file": name, "t_s": len(frames) * 0.1})
    (folder / "index.json").write_text(json.dumps({"frames": frames}))
    session = {
        "game": "race",
        "players": players,
        "seed": 0,
        "options": {},
        "rolls": recorded_rolls,
        "decisions": [{"type": "Take", "colour": colour} for colour in decisions],
        "final_scores": final_scores,
    }
    (folder / "session.json").write_text(json.dumps(session))
    return load_session(folder)


def play(session, tmp_path, shown=None):
    return play_back(
        session,
        RaceEngine(),
        pixel_reader,
        (shown if shown is not None else []).append,
        tmp_path / "journal",
        confirm_below=0.9,
    )


def test_a_session_read_right_ends_with_the_labelled_scores(tmp_path):
    session = write_session(
        tmp_path / "s", [(3, 5, 0), (6, 1, 0), (2, 4, 0)], ["red", "blue", "blue", "red", "red", "blue"], [15, 6]
    )
    table = play(session, tmp_path)
    assert tuple(score.total for score in table.engine.scores(table.state)) == session.final_scores


def test_misreadings_are_corrected_to_the_labels_by_button_presses(tmp_path):
    rolls = [(3, 5, MISREAD_RED_LOW_CONFIDENCE), (6, 1, READ_RED_AS_BLUE), (2, 4, 0)]
    session = write_session(tmp_path / "s", rolls, ["red", "blue", "blue", "red", "red", "blue"], [15, 6])
    table = play(session, tmp_path)
    assert tuple(score.total for score in table.engine.scores(table.state)) == (15, 6)
    events = [json.loads(line)["event"] for line in table.journal.path.read_text().splitlines()]
    assert events.count("correction") == 2


def test_the_journal_of_a_played_session_replays_to_its_final_state(tmp_path):
    session = write_session(
        tmp_path / "s", [(3, 5, 0), (6, 1, 0), (2, 4, 0)], ["red", "blue", "blue", "red", "red", "blue"], [15, 6]
    )
    table = play(session, tmp_path)
    assert replay(table.journal.path, load_race).state == table.state


def test_the_last_screen_shown_is_the_end_of_the_game(tmp_path):
    shown = []
    session = write_session(
        tmp_path / "s", [(3, 5, 0), (6, 1, 0), (2, 4, 0)], ["red", "blue", "blue", "red", "red", "blue"], [15, 6]
    )
    play(session, tmp_path, shown)
    assert isinstance(shown[-1], EndOfGameView)


def test_a_die_the_reader_missed_is_added_and_set_by_the_players(tmp_path):
    rolls = [(3, 5, MISS_A_DIE), (6, 1, 0), (2, 4, MISS_A_DIE)]
    session = write_session(tmp_path / "s", rolls, ["red", "blue", "blue", "red", "red", "blue"], [15, 6])
    table = play(session, tmp_path)
    assert tuple(score.total for score in table.engine.scores(table.state)) == (15, 6)
    added = [json.loads(line) for line in table.journal.path.read_text().splitlines() if '"before":null' in line]
    assert [(event["die"], event["after"]["colour"]) for event in added] == [(1, "red"), (1, "red")]


def test_a_phantom_die_is_left_out_and_the_players_set_the_others(tmp_path):
    rolls = [(3, 5, PHANTOM_DIE), (6, 1, 0), (2, 4, PHANTOM_DIE)]
    session = write_session(tmp_path / "s", rolls, ["red", "blue", "blue", "red", "red", "blue"], [15, 6])
    table = play(session, tmp_path)
    assert tuple(score.total for score in table.engine.scores(table.state)) == (15, 6)
    removed = [json.loads(line) for line in table.journal.path.read_text().splitlines() if '"after":null' in line]
    assert [(event["die"], event["before"]) for event in removed] == [(2, {"colour": "red", "value": 1})] * 2


def test_a_recording_that_ends_before_the_game_says_how_far_it_got(tmp_path):
    session = write_session(tmp_path / "s", [(3, 5, 0)], ["red", "blue"], [5, 3])
    with pytest.raises(SessionError) as raised:
        play(session, tmp_path)
    assert str(raised.value) == "Die Aufnahme endete nach 1 Würfen, bevor das Spiel vorbei war"


@pytest.mark.slow
@pytest.mark.parametrize("folder", find_sessions(), ids=lambda folder: folder.name)
def test_every_recorded_session_played_by_the_demo_ends_with_its_labelled_scores(folder, tmp_path, capsys):
    """Recorded frames → the real reader → table and engine → journal, with every screen rendered headless."""
    from companion.cli import main

    assert main(["demo", str(folder), "--headless", "--out", str(tmp_path)]) == 0
    output = capsys.readouterr().out.splitlines()
    session = load_session(folder)
    assert output[0].endswith(f"die Bildschirme gehen nach {tmp_path}")
    assert output[-1] == f"Endstand {', '.join(map(str, session.final_scores))} – wie aufgezeichnet"
    (journal,) = (tmp_path / "journal").glob("*.jsonl")
    assert tuple(score.total for score in replay(journal).engine.scores(replay(journal).state)) == session.final_scores
    assert len(list(tmp_path.glob("*.png"))) > len(session.rolls)


def scripted_session(folder, script):
    """A replay folder for a session script: one idle and one roll frame per roll, the roll's number in pixel (0, 0)."""
    folder.mkdir()
    frames, rolls = [], []
    for number, roll in enumerate(script["rolls"]):
        for offset in range(2):
            name = f"{2 * number + offset:06d}.png"
            pixels = np.zeros((16, 16, 3), np.uint8)
            pixels[0, 0] = (number % 256, number // 256, 1 if offset else 0)
            cv2.imwrite(str(folder / name), pixels)
            frames.append({"file": name, "t_s": len(frames) * 0.1})
        rolls.append({"frame": name, "dice": roll["dice"]})
    (folder / "index.json").write_text(json.dumps({"frames": frames}))
    (folder / "session.json").write_text(json.dumps({**script, "rolls": rolls}))
    return load_session(folder)


def label_reader(script):
    """Reads a roll frame as its labels say, each die at its own place, as a perfect reader would."""

    def read(pixels):
        blue, green, _ = (int(value) for value in pixels[0, 0])
        dice = script["rolls"][blue + 256 * green]["dice"]
        return TableReading(
            dice=tuple(die_reading(die["colour"], die["value"], x=20.0 * i) for i, die in enumerate(dice))
        )

    return read


@pytest.mark.parametrize("game", ["doppelt-so-clever", "geht-noch-was", "bloeder-sack", "push", "goennen-koennen"])
def test_a_real_engines_seeded_game_played_at_the_table_ends_with_its_scripted_scores(game, tmp_path):
    import games

    module = load_tool("session_script.py", "session_script")
    script = module.session_script(game, seed=3, players=2, use_advisor=False)
    session = scripted_session(tmp_path / "s", script)
    table = play_back(session, games.load(game), label_reader(script), lambda view: None, tmp_path / "j", 0.9)
    assert tuple(score.total for score in table.engine.scores(table.state)) == tuple(script["final_scores"])


class RefusingEngine(RaceEngine):
    """Refuses every roll, so no correction can ever satisfy it."""

    def apply(self, state, action):
        if isinstance(action, Rolled):
            raise IllegalAction(text("error.roll_not_expected"))
        return super().apply(state, action)


def test_recorded_players_that_cannot_get_the_table_on_stop_with_a_clear_error(tmp_path):
    session = write_session(tmp_path / "s", [(3, 5, 0)], ["red", "blue"], [5, 3])
    with pytest.raises(SessionError) as raised:
        play_back(session, RefusingEngine(), pixel_reader, lambda view: None, tmp_path / "j", 0.9)
    assert str(raised.value) == (
        "Die aufgezeichneten Spieler kommen nicht weiter: 500 Tastendrücke ohne Zug (Phase correct)"
    )
