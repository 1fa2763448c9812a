"""What a player may do now: every legal action of a Geht noch was? state, labelled, in a stable order.

Pure functions of the state; they leave it alone. The engine's `legal_actions` is `legal_actions` here.
"""

from __future__ import annotations

from dicetable.messages import text
from games.engine import Action, AwaitReveal
from games.geht_noch_was import solo
from games.geht_noch_was.actions import (
    Buy,
    ChooseBonus,
    DrawAgain,
    EndBuying,
    Fail,
    Fulfil,
    GiveBack,
    KeepCard,
    Place,
    PushUp,
    Reveal,
    ScoreCard,
    SpendLuck,
    Stay,
    StepOut,
)
from games.geht_noch_was.cards import CARD_COLOURS, CARD_POINTS
from games.geht_noch_was.conditions import find_witness
from games.geht_noch_was.labels import bonus_label, card_name, witness_dice
from games.geht_noch_was.rules import BUILD_LEVELS, CARDS_PER_LEVEL, LEVELS, PURCHASES_PER_ROUND
from games.geht_noch_was.state import Board, GnwState


def legal_actions(state: GnwState) -> tuple[Action, ...]:
    waiting = state.waiting_for()
    if isinstance(waiting, AwaitReveal):
        return reveal_options(state)
    if state.offer is not None:
        return (
            KeepCard(label=text("gnw.action.keep", card=card_name(state.offer))),
            DrawAgain(label=text("gnw.action.draw_again", card=card_name(state.offer))),
        )
    options = {
        "build": build_options,
        "bonus": bonus_options,
        "buy": buy_options,
        "resolve": resolve_options,
        "stay": stay_options,
        "push": push_options,
    }.get(state.phase)
    return options(state, state.boards[state.turn]) if options else ()


def reveal_options(state: GnwState) -> tuple[Action, ...]:
    """The catalogued cards the pile may show, then, while it holds cards nobody has entered, "a card not
    in the catalogue": it is played unchecked (the players judge it) under a provisional id ?1, ?2..."""
    pile = state.pile(state.draws[0].pile)
    colour = text(f"gnw.pile.{pile.colour}")
    known = tuple(
        Reveal(card, label=text("gnw.action.reveal", card=card, colour=colour)) for card in dict.fromkeys(pile.known)
    )
    if pile.count <= len(pile.known):
        return known
    provisional = -1 - sum(card.id < 0 for card in state.cards)
    label = text("gnw.action.reveal_unknown", card=card_name(provisional), colour=colour)
    return (*known, Reveal(provisional, label=label))


def build_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    card = board.pending[0]
    levels = [level for level in BUILD_LEVELS if len(board.on_level(level)) < CARDS_PER_LEVEL]
    if not levels:
        return (GiveBack(card, label=text("gnw.action.give_back", card=card_name(card))),)
    return tuple(
        Place(card, level, label=text("gnw.action.place", card=card_name(card), level=level)) for level in levels
    )


def bonus_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    options = state.rules.bonus_options(state.round)
    return tuple(ChooseBonus(i, label=bonus_label(option)) for i, option in enumerate(options))


def buy_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    buys = tuple(
        Buy(colour, label=text("gnw.action.buy", card=text(f"gnw.pile.{colour}"), cost=cost, purse=board.purse))
        for colour in CARD_COLOURS
        if board.bought < PURCHASES_PER_ROUND and (cost := CARD_POINTS[colour]) <= board.purse
    )
    payments = solo.payment_options(state, board) if state.rules.solo_rules else ()
    return (*buys, *payments, EndBuying(label=text("gnw.action.end_buying", purse=board.purse)))


def resolve_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    fulfil = []
    for active in board.open_cards():
        condition = state.card(active.card).condition
        if not condition:
            label = text("gnw.action.fulfil_unchecked", card=card_name(active.card), level=active.level)
            fulfil.append(Fulfil(active.card, label=label))
            continue
        witness = find_witness(condition, state.roll, state.rules.conditions)
        if witness is not None:
            dice = witness_dice(state.roll, witness)
            label = text("gnw.action.fulfil", card=card_name(active.card), level=active.level, dice=dice)
            fulfil.append(Fulfil(active.card, label=label))
    luck = (SpendLuck(label=text("gnw.action.spend_luck", luck=board.luck)),) if board.luck else ()
    return (*fulfil, *luck, Fail(label=text("gnw.action.fail")))


def stay_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    return (Stay(label=text("gnw.action.stay")), StepOut(label=text("gnw.action.step_out")))


def push_options(state: GnwState, board: Board) -> tuple[Action, ...]:
    if state.push_it:
        return solo.push_it_options(state, board)
    options: list[Action] = []
    for active in sorted(board.marked, key=lambda a: (-a.level, a.card)):
        up = active.level + 1
        if up in LEVELS and not (state.rules.push_respects_limit and len(board.on_level(up)) >= CARDS_PER_LEVEL):
            options.append(PushUp(active.card, label=text("gnw.action.push_up", card=card_name(active.card), level=up)))
        options.append(
            ScoreCard(active.card, label=text("gnw.action.score", card=card_name(active.card), level=active.level))
        )
    return tuple(options)
