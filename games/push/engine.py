"""PUSH (Prospero Hall, Ravensburger) behind the shared engine interface.

The table enters each drawn card with the buttons (colour, then value) and the camera reads the colour die,
whose faces are five colours and a star without pips: `Die(colour=face, value=None)`.

    engine = games.load("push")
    state = engine.new_game(players=4, options={"risk_variant": True})
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from dicetable.messages import Text, counted, text
from games.engine import Action, AwaitRoll, Die, Engine, Rolled, Score, ScoreLine
from games.errors import IllegalAction
from games.push import flow
from games.push.actions import Draw, PlaceCard, RevealKind, RevealValue, Secure, TakeRow
from games.push.cards import COLOURS, DICE_CARD, SWITCH_CARD, number, points, remaining, targets
from games.push.state import DIE_FACES, PushRules, PushState, new_state

NON_NUMBER_KINDS = (("dice", DICE_CARD), ("switch", SWITCH_CARD))


class Push(Engine):
    id = "push"
    name = "push.title"
    min_players = 2
    max_players = 6
    state_type = PushState

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> PushState:
        """A fresh game; `seed` is unused because the table shuffles the cards and enters each one drawn."""
        self.check_players(players)
        options = dict(options or {})
        unknown = sorted(set(options) - set(PushRules.__dataclass_fields__))
        if unknown:
            raise ValueError(
                f"unknown PUSH options {unknown}; expected some of {sorted(PushRules.__dataclass_fields__)}"
            )
        return new_state(players, PushRules(**{key: bool(value) for key, value in options.items()}))

    def legal_actions(self, state: PushState) -> tuple[Action, ...]:
        if state.phase == "over" or state.roller is not None:
            return ()
        if state.phase == "turn":
            return (Draw(label=text("push.action.draw")), *secure_options(state))
        if state.phase == "reveal":
            return reveal_options(state)
        if state.phase == "place":
            return tuple(place_option(state, row) for row in targets(state.in_hand, state.rows))
        rows = tuple(take_option(state, row) for row in range(len(state.rows)))
        if state.phase == "drawing" and state.pile_size:
            return (Draw(label=text("push.action.draw")), *rows)
        return rows

    def check_reading(self, waiting: AwaitRoll, dice: tuple[Die, ...]) -> None:
        """Raise IllegalAction unless `dice` is the one PUSH die: a colour face or the star, no pips.

        The base check compares colours with `waiting.colours`, which cannot name a face before the roll.
        """
        if len(dice) != 1 or dice[0].colour not in DIE_FACES or dice[0].value is not None:
            received = ", ".join(str(die) for die in dice) or "—"
            raise IllegalAction(text("error.roll_mismatch", expected=text("push.die"), received=received))

    def _apply(self, state: PushState, action: Action) -> PushState:
        if isinstance(action, Rolled):
            return flow.roll_penalty(state, action.dice[0].colour)
        if isinstance(action, Draw):
            return flow.draw(state)
        if isinstance(action, Secure):
            return flow.secure(state, action.colour)
        if isinstance(action, RevealKind):
            return flow.reveal_kind(state, action.kind)
        if isinstance(action, RevealValue):
            return flow.reveal_value(state, action.value)
        if isinstance(action, PlaceCard):
            return flow.place(state, state.in_hand, action.row)
        if state.phase == "pick":
            return flow.pick(state, action.row)
        return flow.stop(state, action.row)

    def sample_chance(self, state: PushState, rng: random.Random) -> Action:
        """A random face of the colour die, or a random card entry."""
        if isinstance(state.waiting_for(), AwaitRoll):
            return Rolled((Die(rng.choice(DIE_FACES), None),))
        return super().sample_chance(state, rng)

    def faces(self, colour: str) -> tuple[int | None, ...]:
        """The colour die has no pips: every face reads as a colour (or the star) with value None."""
        return (None,)

    def scores(self, state: PushState) -> tuple[Score, ...]:
        """Open and secured number cards, each line their summed values [rulebook]."""
        return tuple(
            Score(
                player,
                (
                    ScoreLine(text("push.score.open"), points(state.open_cards[player])),
                    ScoreLine(text("push.score.secured"), points(state.secured[player])),
                ),
            )
            for player in range(state.players)
        )

    def rank_key(self, state: PushState, player: int) -> tuple[int, int]:
        """Highest sum first; tie → more cards taken (open + secured, gap 6); still tied → a shared place."""
        return self.scores(state)[player].total, len(state.open_cards[player]) + len(state.secured[player])

    def why_illegal(self, state: PushState, action: Action) -> Text:
        reason = illegal_reason(state, action)
        if reason is None:
            return super().why_illegal(state, action)
        return text("error.action_not_legal", action=action.label or repr(action), reason=reason)


def secure_options(state: PushState) -> tuple[Secure, ...]:
    cards = state.open_cards[state.current]
    options = []
    for colour in COLOURS:
        own = [card for card in cards if card.colour == colour]
        if own or state.rules.secure_without_cards:
            label = text(
                "push.action.secure",
                colour=text(f"colour.{colour}"),
                cards=counted("amount.cards", len(own)),
                points=counted("amount.points", points(own)),
            )
            options.append(Secure(colour, label=label))
    return tuple(options)


def reveal_options(state: PushState) -> tuple[Action, ...]:
    """Two presses per number card: its colour, then its value; only what the pile can still hold is offered.

    Colours come in a fixed order, then Würfelkarte and Richtungswechsel, so the hand learns the way.
    """
    left = remaining(state.deck, state.seen)
    if state.revealing_colour is not None:
        colour = state.revealing_colour
        colour_name = text(f"colour.{colour}")
        return tuple(
            RevealValue(value, label=text("push.action.value", colour=colour_name, value=value))
            for value in range(1, 7)
            if left[number(colour, value)]
        )
    options: list[Action] = [
        RevealKind(colour, label=text(f"colour.{colour}"))
        for colour in COLOURS
        if any(left[number(colour, value)] for value in range(1, 7))
    ]
    options += [RevealKind(kind, label=text(f"push.card.{kind}")) for kind, card in NON_NUMBER_KINDS if left[card]]
    return tuple(options)


def place_option(state: PushState, row: int) -> PlaceCard:
    key = "push.action.new_row" if row == len(state.rows) else "push.action.place"
    return PlaceCard(row, label=text(key, row=row + 1))


def take_option(state: PushState, row: int) -> TakeRow:
    cards = state.rows[row]
    key = "push.action.pick" if state.phase == "pick" else "push.action.stop"
    extra = text("push.action.with_dice_card") if DICE_CARD in cards else ""
    count = sum(1 for card in cards if card.is_number)
    label = text(
        key,
        row=row + 1,
        cards=counted("amount.cards", count),
        points=counted("amount.points", points(cards)),
        extra=extra,
    )
    return TakeRow(row, label=label)


def illegal_reason(state: PushState, action: Action) -> Text | None:
    """The rule an action breaks, when it is one a player could have meant; None for the generic refusal."""
    if isinstance(action, PlaceCard) and state.phase == "place":
        if action.row >= 3:
            return text("push.reason.three_rows")
        return text("push.reason.no_repeat", row=action.row + 1)
    if isinstance(action, Secure) and state.phase == "turn":
        return text("push.reason.nothing_to_secure", colour=text(f"colour.{action.colour}"))
    if isinstance(action, TakeRow) and state.phase == "drawing" and not state.rows:
        return text("push.reason.no_row_yet")
    if isinstance(action, RevealValue) and state.revealing_colour is not None:
        colour = text(f"colour.{state.revealing_colour}")
        return text("push.reason.all_seen", colour=colour, value=action.value)
    return None
