"""A recorded PUSH turn replayed from camera frames: the frames go through the real reader, the recorded
players enter the cards with the buttons, correct what the reader missed, and the table's journal ends in
exactly the state the script leads to (fixtures/recorded/push-turn)."""

import json
import math
from pathlib import Path

import pytest

import games
from companion.journal import GameHeader, replay
from companion.playback import play_back
from companion.session import RecordedRoll, RecordedSession, SessionError
from games.engine import AwaitRoll, Die, Rolled

RECORDED = Path(__file__).resolve().parent.parent / "fixtures" / "recorded"
RECORDING_OVER = ("session.out_of_decisions", "session.ended_early")  # the turn is done, the game is not


def load_turn(folder: Path) -> tuple[RecordedSession, dict]:
    """A recorded turn: a replay folder with `turn.json` (the session format, `scores_after` for the scores)."""
    data = json.loads((folder / "turn.json").read_text(encoding="utf-8"))
    header = GameHeader(data["game"], data["players"], data["seed"], data["options"])
    rolls = tuple(
        RecordedRoll(roll["frame"], tuple(Die(die["colour"], die["value"]) for die in roll["dice"]))
        for roll in data["rolls"]
    )
    return RecordedSession(folder, header, rolls, tuple(data["decisions"]), tuple(data["scores_after"])), data


def scripted_state(session: RecordedSession):
    """The state the script leads to through the engine alone: a roll when one is awaited, else a decision."""
    engine = games.load(session.header.game)
    state = session.header.new_state(engine)
    rolls, decisions = list(session.rolls), list(session.decisions)
    while rolls or decisions:
        if isinstance(state.waiting_for(), AwaitRoll):
            state = engine.apply(state, Rolled(rolls.pop(0).dice))
        else:
            state = engine.apply(state, engine.action_from_json(decisions.pop(0)))
    return state


def replay_turn(session: RecordedSession, journal_dir: Path, read=None):
    """Play the turn through reader (`read`, default the whole frame with the game's profile), table and journal;
    the replayed journal's game when the recording ends, and the journal file."""
    from vision.profiles import load_profile
    from vision.reader import read_frame

    engine = games.load(session.header.game)
    profile = load_profile(session.header.game)
    with pytest.raises(SessionError) as ended:
        play_back(
            session,
            engine,
            read or (lambda pixels: read_frame(pixels, profile)),
            lambda view: None,
            journal_dir,
            math.inf,  # the recorded players check every reading against what they rolled
            dice_colours=profile.colour_names,
        )
    assert ended.value.text.key in RECORDING_OVER
    (journal,) = journal_dir.glob("*.jsonl")
    return replay(journal), journal


@pytest.fixture(scope="module")
def push_turn(tmp_path_factory):
    session, data = load_turn(RECORDED / "push-turn")
    replayed, journal = replay_turn(session, tmp_path_factory.mktemp("push-turn"))
    return session, data, replayed, journal


def test_the_replayed_push_turn_ends_in_the_scripted_state(push_turn):
    session, _, replayed, _ = push_turn
    assert replayed.state == scripted_state(session)


def test_the_replayed_push_turn_ends_with_the_recorded_scores(push_turn):
    session, _, replayed, _ = push_turn
    assert tuple(score.total for score in replayed.engine.scores(replayed.state)) == session.final_scores == (9, 15, 0)


def test_the_red_face_is_read_by_the_camera_without_a_correction(push_turn):
    """Frame 000004's red face is read as it lies. (On frame 000009 the black star face lies on black felt and the
    reader finds no die today; the players add it, which the scripted state above covers.)"""
    _, _, _, journal = push_turn
    events = [json.loads(line)["event"] for line in journal.read_text().splitlines()]
    first_roll = events.index("action", events.index("reading"))
    assert "correction" not in events[:first_roll]
