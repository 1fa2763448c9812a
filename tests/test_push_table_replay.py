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


def replay_turn(session: RecordedSession, journal_dir: Path):
    """Play the turn through reader, table and journal; the replayed journal's game when the recording ends."""
    from vision.profiles import load_profile
    from vision.reader import read_frame

    engine = games.load(session.header.game)
    profile = load_profile(session.header.game)
    with pytest.raises(SessionError) as ended:
        play_back(
            session,
            engine,
            lambda pixels: read_frame(pixels, profile),
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


def test_the_die_the_reader_missed_on_black_felt_is_added_and_set_to_the_star_by_the_players(push_turn):
    """Frame 000009 shows the black star face on black felt; the reader finds no die there today. The red
    face of frame 000004 is read as it lies."""
    _, _, _, journal = push_turn
    events = [json.loads(line) for line in journal.read_text().splitlines()]
    corrections = [(event["before"], event["after"]) for event in events if event["event"] == "correction"]
    assert corrections == [
        (None, {"colour": "push_die", "value": None}),
        ({"colour": "push_die", "value": None}, {"colour": "star", "value": None}),
    ]
