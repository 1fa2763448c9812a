"""Man muss auch gönnen können (Blum & Merkl, Schmidt Spiele 2020) behind the shared engine interface.

The card list, market prices and fifth die colour come from the data file as options; cards turned over
at the table are entered with the buttons (`AwaitReveal`). The camera reads the five colour dice; after a
reroll the passive players are offered only the dice just thrown, never those on the Baustelle.

    engine = games.load("goennen-koennen")
    state = engine.new_game(players=1, options={**card_data, "solo_level": 3})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from itertools import combinations
from typing import Any

from dicetable.messages import Text, text
from games.engine import Action, Engine, Rolled, Score, ScoreLine
from games.goennen_koennen import flow
from games.goennen_koennen.actions import (
    Buy,
    ChanceCard,
    ChanceDice,
    ChooseColour,
    Complete,
    DiscardCard,
    EndTurn,
    Fill,
    Pass,
    PlaceCard,
    RemoveMarketCard,
    Reroll,
    ReturnCard,
    RevealCard,
)
from games.goennen_koennen.choices import completions, fills, purchases
from games.goennen_koennen.grid import legal_cells
from games.goennen_koennen.labels import card_name, colour_name, die_text, join, place_text, use_text
from games.goennen_koennen.rules import rules_from_options
from games.goennen_koennen.scoring import card_points, empty_fields
from games.goennen_koennen.state import GoennenState


class GoennenKoennen(Engine):
    id = "goennen-koennen"
    name = "goennen.title"
    min_players = 1
    max_players = 4
    state_type = GoennenState

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> GoennenState:
        """A fresh game; `seed` is unused because the table shuffles the stacks and enters each card."""
        self.check_players(players)
        return flow.new_state(players, rules_from_options(options))

    def legal_actions(self, state: GoennenState) -> tuple[Action, ...]:
        if state.phase == "over":
            return ()
        if state.reveals:
            designs = (state.rules.design(i) for i in state.unseen(state.reveals[0].row))
            return tuple(RevealCard(d.id, label=card_name(d)) for d in designs)
        builder = PHASE_OPTIONS.get(state.phase)
        return builder(state) if builder else ()

    def _apply(self, state: GoennenState, action: Action) -> GoennenState:
        if isinstance(action, Rolled):
            return flow.roll(state, action.dice)
        if isinstance(action, Fill):
            cell = (action.row, action.column)
            if state.phase == "passive":
                return flow.passive_fill(state, state.pickers[0], cell, action.use)
            return flow.fill(state, cell, action.use)
        if isinstance(action, Pass):
            return flow.next_picker(state) if state.phase == "passive" else flow.finish_fill(state)
        simple = {
            RevealCard: lambda: flow.reveal(state, action.design_id),
            ReturnCard: lambda: flow.return_card(state, action.design_id),
            PlaceCard: lambda: flow.place(state, (action.row, action.column)),
            DiscardCard: lambda: flow.discard_drawn(state),
            Reroll: lambda: flow.reroll(state, action.keep),
            Buy: lambda: flow.buy(state, action),
            Complete: lambda: flow.complete(state, action),
            EndTurn: lambda: flow.end_turn(state),
            ChanceDice: lambda: flow.chance_dice(state),
            ChanceCard: lambda: flow.chance_card(state, action.row),
            RemoveMarketCard: lambda: flow.remove_market_card(state, action.row),
            ChooseColour: lambda: flow.choose_colour(state, (action.row, action.column), action.colour),
        }
        return simple[type(action)]()

    def scores(self, state: GoennenState) -> tuple[Score, ...]:
        """One line per completed Wertungs-Karte with its points."""
        result = []
        for player, display in enumerate(state.displays):
            lines = tuple(
                ScoreLine(card_name(state.rules.design(card.design_id)), card_points(state, player, card))
                for card in display
                if state.rules.design(card.design_id).kind == "scoring" and card.is_completed
            )
            result.append(Score(player, lines))
        return tuple(result)

    def rank_key(self, state: GoennenState, player: int) -> tuple[int, int]:
        """Highest total first; tie → fewer empty fields; still tied → a shared win [rulebook]."""
        return self.scores(state)[player].total, -empty_fields(state, player)

    def why_illegal(self, state: GoennenState, action: Action) -> Text:
        reason = illegal_reason(state, action)
        if reason is None:
            return super().why_illegal(state, action)
        return text("error.action_not_legal", action=action.label or repr(action), reason=reason)


def unused(state: GoennenState) -> tuple[str, ...]:
    return tuple(colour for colour in state.rules.dice_colours if colour not in state.used)


def use_options(state: GoennenState) -> list[Action]:
    """Buying and completing with the dice not used yet this turn, labelled with the dice they take."""
    player, dice = state.current, unused(state)
    options: list[Action] = []
    for buy in purchases(state, player, dice):
        options.append(replace(buy, label=buy_label(state, buy)))
    for done in completions(state, player, dice):
        design = state.rules.design(state.card_at(player, (done.row, done.column)).design_id)
        uses = join([use_text(state, use) for use in done.uses])
        options.append(
            Complete(
                done.row,
                done.column,
                done.uses,
                label=text("goennen.action.complete", card=card_name(design), uses=uses),
            )
        )
    return options


def buy_label(state: GoennenState, buy: Buy) -> Text:
    """E.g. "Bonus-Karte B3 (Gelb) kaufen mit Gelb 4, Orange 4, Grün 4", naming the bonus circles used."""
    design = state.rules.design(state.market[buy.row][buy.position])
    paid = join([die_text(state, colour) for colour in buy.dice])
    changed = any(state.value(colour) != buy.value for colour in buy.dice)
    key = "goennen.action.buy_cheaper" if buy.cheaper else "goennen.action.buy"
    label = text(key, card=card_name(design), dice=paid, cheaper=buy.cheaper)
    return text("goennen.action.counted_as", action=label, value=buy.value) if changed else label


def fill_options(state: GoennenState, player: int, dice: tuple[str, ...]) -> list[Action]:
    options: list[Action] = []
    for option in fills(state, player, dice):
        design = state.rules.design(state.card_at(player, (option.row, option.column)).design_id)
        label = text("goennen.action.fill", use=use_text(state, option.use), card=card_name(design))
        options.append(Fill(option.row, option.column, option.use, label=label))
    return options


def reroll_options(state: GoennenState) -> list[Action]:
    """Every choice of dice for the Baustelle, keeping nothing first; at least one die is thrown."""
    colours = state.rules.dice_colours
    options: list[Action] = []
    for size in range(len(colours)):
        for keep in combinations(colours, size):
            kept = join([die_text(state, colour) for colour in keep])
            thrown = join([colour_name(colour) for colour in colours if colour not in keep])
            options.append(Reroll(keep, label=text("goennen.action.reroll", kept=kept, thrown=thrown)))
    return options


def active_options(state: GoennenState) -> tuple[Action, ...]:
    options = reroll_options(state) if state.roll_no < 3 else []
    options += use_options(state)
    if state.roll_no == 3:
        options.append(EndTurn(label=text("goennen.action.end_turn")))
        if fills(state, state.current, state.rules.dice_colours):
            options.append(ChanceDice(label=text("goennen.action.chance_dice")))
        options += [
            ChanceCard(row, label=text(f"goennen.action.chance_card_{row}")) for row in (0, 1) if state.unseen(row)
        ]
    return tuple(options)


def place_options(state: GoennenState) -> tuple[Action, ...]:
    design = state.rules.design(state.hand[0])
    cells = legal_cells(card.cell for card in state.displays[state.decider])
    if len(state.displays[state.decider]) >= 9:
        cells = ()
    player = state.decider
    options: list[Action] = [PlaceCard(*cell, label=place_text(state, player, design, cell)) for cell in cells]
    if state.phase == "chance_card":
        options.append(DiscardCard(label=text("goennen.action.discard", card=card_name(design))))
    return tuple(options)


def choose_colour_options(state: GoennenState) -> tuple[Action, ...]:
    card = flow.colourless_choice(state, state.current)
    return tuple(
        ChooseColour(*card.cell, colour, label=text("goennen.action.choose_colour", colour=colour_name(colour)))
        for colour in state.rules.dice_colours
    )


PHASE_OPTIONS = {
    "setup_return": lambda s: tuple(
        ReturnCard(i, label=text("goennen.action.return", card=card_name(s.rules.design(i)))) for i in s.hand
    ),
    "place": place_options,
    "chance_card": place_options,
    "active": active_options,
    "use": lambda s: (*use_options(s), EndTurn(label=text("goennen.action.end_turn"))),
    "passive": lambda s: (
        *fill_options(s, s.pickers[0], flow.open_to_pick(s)),
        Pass(label=text("goennen.action.pass")),
    ),
    "fill": lambda s: (*fill_options(s, s.current, unused(s)), Pass(label=text("goennen.action.pass"))),
    "solo_remove": lambda s: tuple(
        RemoveMarketCard(row, label=text(f"goennen.action.remove_{row}")) for row in (0, 1) if any(s.market[row])
    ),
    "choose_colour": choose_colour_options,
}


def illegal_reason(state: GoennenState, action: Action) -> Text | None:
    """The rule an action breaks, when it is one a player could have meant; None for the generic refusal."""
    if isinstance(action, Fill) and state.phase == "passive" and action.use.die not in state.rerolled:
        return text("goennen.reason.baustelle_die", die=colour_name(action.use.die))
    if isinstance(action, Fill) and state.phase in ("active", "use"):
        return text("goennen.reason.active_must_complete")
    if isinstance(action, Complete):
        return text("goennen.reason.task_not_met")
    if isinstance(action, Buy):
        return text(
            "goennen.reason.price",
            price=state.rules.market_prices[action.position]
            if 0 <= action.position < len(state.rules.market_prices)
            else "?",
        )
    if isinstance(action, PlaceCard):
        return text("goennen.reason.grid")
    if isinstance(action, EndTurn) and state.phase == "active":
        return text("goennen.reason.early_stop")
    return None
