"""Blöder Sack (Ralf zur Linde, Kosmos 2014) behind the shared engine interface.

engine = games.load("bloeder-sack")
state = engine.new_game(players=3, options=card_data)  # card_data: fixtures/cards/bloeder-sack.json
engine.legal_actions(state)  # first the five Sackkarten to reveal, then rolls and placements
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from dicetable.messages import Text, text
from games.bloeder_sack import flow
from games.bloeder_sack.actions import (
    EnterSacks,
    PlaceDie,
    ReplaceDie,
    ReturnDice,
    RevealCard,
    ScoreCard,
    SkipScoring,
)
from games.bloeder_sack.conditions import every_condition
from games.bloeder_sack.rules import SACK_COUNTS, rules_from_options
from games.bloeder_sack.state import BloederSackState, new_state
from games.engine import Action, Engine, Rolled, Score, ScoreLine


class BloederSack(Engine):
    id = "bloeder-sack"
    name = "bloeder_sack.title"
    min_players = 2
    max_players = 4
    state_type = BloederSackState

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> BloederSackState:
        """A fresh game; `seed` is unused because the table shuffles the Sackkarten and enters each reveal."""
        self.check_players(players)
        return new_state(players, rules_from_options(players, options))

    def legal_actions(self, state: BloederSackState) -> tuple[Action, ...]:
        if state.phase == "over":
            return ()
        if state.sack_entry is not None:
            return tuple(EnterSacks(sacks, label=text(f"bloeder_sack.action.sacks_{sacks}")) for sacks in SACK_COUNTS)
        if state.reveal_queue:
            return reveal_options(state)
        if state.phase == "pre":
            return tuple(score_option(state, number) for number in flow.forced_choices(state))
        if state.phase == "double_six":
            options = tuple(score_option(state, number) for number in flow.double_six_choices(state))
            return (*options, SkipScoring(label=text("bloeder_sack.action.skip_scoring")))
        if state.phase == "place":
            return placement_options(state)
        return ()

    def _apply(self, state: BloederSackState, action: Action) -> BloederSackState:
        if isinstance(action, Rolled):
            values = tuple(die.value for die in action.dice)
            return flow.roll(state, values)
        if isinstance(action, RevealCard):
            return flow.reveal(state, action.condition)
        if isinstance(action, EnterSacks):
            return flow.enter_sacks(state, action.sacks)
        if isinstance(action, ScoreCard):
            return flow.score_chosen(state, action.slot)
        if isinstance(action, SkipScoring):
            return replace(state, phase="place")
        if isinstance(action, PlaceDie):
            return flow.place(state, action.value, action.slot)
        if isinstance(action, ReplaceDie):
            return flow.replace_die(state, action.slot, action.field, action.value)
        return flow.end_turn(state)

    def scores(self, state: BloederSackState) -> tuple[Score, ...]:
        """Each player's sack symbols, one line per won Sackkarte (an unentered value counts 0)."""
        return tuple(
            Score(player, tuple(ScoreLine(card.name, state.sacks(card) or 0) for card in cards))
            for player, cards in enumerate(state.won)
        )

    def rank_key(self, state: BloederSackState, player: int) -> tuple[int, int]:
        """Most sacks first; tie → more Sackkarten; still tied → a shared place [rulebook]."""
        return self.scores(state)[player].total, len(state.won[player])

    def why_illegal(self, state: BloederSackState, action: Action) -> Text:
        reason = illegal_reason(state, action)
        if reason is None:
            return super().why_illegal(state, action)
        return text("error.action_not_legal", action=action.label or repr(action), reason=reason)


def score_option(state: BloederSackState, number: int) -> ScoreCard:
    """The scoring of the card on Ablagekarte `number`, labelled with the card's name."""
    card = state.slot(number).card.name
    return ScoreCard(number, label=text("bloeder_sack.action.score", card=card, slot=number))


def reveal_options(state: BloederSackState) -> tuple[RevealCard, ...]:
    """The cards of the data file not yet seen come first (fewest presses), then every other condition."""
    seen = {entry.card for entry in state.scorings} | {slot.card for slot in state.slots}
    listed = [card.condition for card in state.rules.cards]
    first = [condition for condition in dict.fromkeys(listed) if condition not in seen]
    rest = [condition for condition in every_condition() if condition not in first]
    return tuple(RevealCard(condition, label=condition.name) for condition in (*first, *rest))


def placement_options(state: BloederSackState) -> tuple[Action, ...]:
    """Place a rolled die on an Ablagekarte with a card; while both dice are in hand, or replace a foreign die."""
    options: list[Action] = []
    for value in dict.fromkeys(state.in_hand):
        for number, slot in enumerate(state.slots, start=1):
            if slot.card is not None:
                label = text("bloeder_sack.action.place", value=value, card=slot.card.name, field=len(slot.dice) + 1)
                options.append(PlaceDie(value, number, label=label))
    if len(state.in_hand) == 2:
        for number, slot in enumerate(state.slots, start=1):
            for field, die in enumerate(slot.dice, start=1):
                if die.owner != state.current and die.value in state.in_hand:
                    colour = text(f"colour.{state.rules.colours[die.owner]}")
                    label = text(
                        "bloeder_sack.action.replace", colour=colour, value=die.value, card=slot.card.name, field=field
                    )
                    options.append(ReplaceDie(number, field, die.value, label=label))
    if not options:
        options.append(ReturnDice(label=text("bloeder_sack.action.return_dice")))
    return tuple(options)


def illegal_reason(state: BloederSackState, action: Action) -> Text | None:
    """The rule an action breaks, when it is one a player could have meant; None for the generic refusal."""
    if isinstance(action, EnterSacks) and action.sacks not in SACK_COUNTS:
        return text("bloeder_sack.reason.sacks")
    if isinstance(action, ScoreCard) and state.phase == "pre":
        return text("bloeder_sack.reason.forced_scoring")
    if isinstance(action, ScoreCard) and state.phase == "double_six":
        return text("bloeder_sack.reason.double_six")
    if state.phase != "place" or not isinstance(action, PlaceDie | ReplaceDie):
        return None
    if action.value not in state.in_hand:
        return text("bloeder_sack.reason.not_rolled", value=action.value, rolled=" + ".join(map(str, state.in_hand)))
    if not 1 <= action.slot <= len(state.slots) or state.slot(action.slot).card is None:
        return text("bloeder_sack.reason.no_card", slot=action.slot)
    if isinstance(action, PlaceDie):
        return None
    if len(state.in_hand) < 2:
        return text("bloeder_sack.reason.replace_after_place")
    dice = state.slot(action.slot).dice
    if not 1 <= action.field <= len(dice):
        return text("bloeder_sack.reason.empty_field", field=action.field)
    target = dice[action.field - 1]
    if target.owner == state.current:
        return text("bloeder_sack.reason.own_die")
    return text("bloeder_sack.reason.value_mismatch", expected=target.value, rolled=" + ".join(map(str, state.in_hand)))
