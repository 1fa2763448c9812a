"""Blöder Sack: the board with who would win each Sackkarte now, each player's supply and won cards, the
announcement of every scoring with its reason, and the final ranking with the tie rule that set each place.

Who leads a card and by how much is the engine's `standings`; the reason of a scoring ranks the dice the
card held when it was scored with the engine's own `contenders`. Nothing here changes a state.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.views.ending import player_name
from dicetable.messages import Text, colour_name, text
from display.views_bloeder import (
    BloederFinalView,
    BoardChoice,
    BoardView,
    FieldDie,
    RankedPlayer,
    ScoringLine,
    ScoringView,
    SlotView,
    SupplyPageView,
    SupplyView,
    WonCard,
)
from games.bloeder_sack.actions import PlaceDie, ReplaceDie, ScoreCard
from games.bloeder_sack.standings import Contender, Standing, contenders, standings
from games.bloeder_sack.state import CARDS_TO_END, BloederSackState, PlacedDie, Scoring, Slot
from games.engine import Action, AwaitDecision, AwaitReveal, AwaitRoll, Engine, Finished


def player_label(state: BloederSackState, player: int) -> Text:
    """ "Spieler 2 (Blau)": the seat and the colour the player's dice have."""
    return text("bloeder_table.player", name=player_name(player), colour=colour_name(state.rules.colours[player]))


def board_view(engine: Engine, state: BloederSackState, note: Text | None = None) -> BoardView:
    """The board as it stands: every Ablagekarte with its card, dice and standing, and the supplies."""
    return _board(engine, state, None, note)


def decision_view(engine: Engine, state: BloederSackState, selected: int) -> BoardView | None:
    """While a player scores, places or replaces: the board with the selected choice (the engine's option
    number `selected`) written out and its Ablagekarte and field framed. None for a card to turn over or
    sacks to enter, which the options list asks better."""
    if not isinstance(state.waiting_for(), AwaitDecision):
        return None
    options = engine.legal_actions(state)
    return _board(engine, state, (options[selected], selected, len(options)), None)


def _board(
    engine: Engine, state: BloederSackState, choice: tuple[Action, int, int] | None, note: Text | None
) -> BoardView:
    action = choice[0] if choice is not None else None
    slots = tuple(_slot(state, standing, action) for standing in standings(state))
    shown_choice = None if choice is None else BoardChoice(choice[0].label, choice[1], choice[2])
    return BoardView(slots, state.capacity, _supplies(engine, state), _status(state), shown_choice, note)


def _slot(state: BloederSackState, standing: Standing, action: Action | None) -> SlotView:
    slot = state.slot(standing.slot)
    dice = tuple(FieldDie(state.rules.colours[die.owner], die.value) for die in slot.dice)
    target_field = None
    if isinstance(action, PlaceDie):
        target_field = len(slot.dice) + 1
    elif isinstance(action, ReplaceDie):
        target_field = action.field
    is_target = isinstance(action, PlaceDie | ReplaceDie | ScoreCard) and action.slot == standing.slot
    leader = None if standing.leader is None else state.rules.colours[standing.leader]
    return SlotView(
        number=standing.slot,
        condition=None if slot.card is None else slot.card.name,
        sacks=None if slot.card is None else state.sacks(slot.card),
        dice=dice,
        standing=_standing_text(state, standing),
        leader=leader,
        is_target=is_target,
        target_field=target_field if is_target else None,
    )


def _standing_text(state: BloederSackState, standing: Standing) -> Text:
    """Who would win the card now, in a few words: the lead and its margin, a tie and who placed later."""
    slot = state.slot(standing.slot)
    if slot.card is None:
        return text("bloeder_table.standing.no_card")
    if not slot.dice:
        return text("bloeder_table.standing.empty")
    if standing.leader is None:
        return text("bloeder_table.standing.nobody")
    leader = colour_name(state.rules.colours[standing.leader])
    if slot.card.is_last_placed:
        return text("bloeder_table.standing.last_placed", leader=leader)
    if standing.margin is None:
        return text("bloeder_table.standing.alone", leader=leader)
    if standing.margin > 0:
        return text("bloeder_table.standing.leads", leader=leader, margin=standing.margin)
    runner = _ranked(state, slot)[1].player
    return text("bloeder_table.standing.tie", leader=leader, runner=colour_name(state.rules.colours[runner]))


def _ranked(state: BloederSackState, slot: Slot) -> tuple[Contender, ...]:
    return contenders(slot.card, slot, state.players, state.rules.zero_count_qualifies)


def _supplies(engine: Engine, state: BloederSackState) -> tuple[SupplyView, ...]:
    scores = engine.scores(state)
    turn = _turn(state)
    return tuple(
        SupplyView(
            player_label(state, player),
            colour,
            state.supply[player],
            len(state.won[player]),
            scores[player].total,
            is_turn=player == turn,
        )
        for player, colour in enumerate(state.rules.colours)
    )


def _turn(state: BloederSackState) -> int | None:
    waiting = state.waiting_for()
    return waiting.player if isinstance(waiting, AwaitRoll | AwaitDecision) else None


def _status(state: BloederSackState) -> Text:
    waiting = state.waiting_for()
    if isinstance(waiting, AwaitReveal):
        return waiting.what
    if isinstance(waiting, Finished):
        return text("bloeder_table.board.over")
    return text("bloeder_table.board.turn", player=player_label(state, waiting.player))


def sheet_views(engine: Engine, state: BloederSackState) -> tuple[SupplyPageView, ...]:
    """Every player's page in seat order: supply, dice on the board, the Sackkarten won and their sacks."""
    scores = engine.scores(state)
    turn = _turn(state)
    return tuple(
        SupplyPageView(
            player=player_label(state, player),
            colour=colour,
            supply=state.supply[player],
            on_board=sum(len(slot.dice_of(player)) for slot in state.slots),
            cards=_won_cards(state, player),
            sacks=scores[player].total,
            cards_to_end=CARDS_TO_END,
            is_turn=player == turn,
        )
        for player, colour in enumerate(state.rules.colours)
    )


def _won_cards(state: BloederSackState, player: int) -> tuple[WonCard, ...]:
    return tuple(WonCard(card.name, state.sacks(card)) for card in state.won[player])


def scoring_view(
    engine: Engine, before: BloederSackState, action: Action, after: BloederSackState
) -> ScoringView | None:
    """The scorings `action` caused (a full card, a doubles, a chosen card, the final scoring), each with
    its winner and why; None when it scored nothing."""
    scored = after.scorings[len(before.scorings) :]
    if not scored:
        return None
    lines = tuple(_scoring_line(before, action, after, scoring) for scoring in scored)
    return ScoringView(lines, is_final=isinstance(after.waiting_for(), Finished))


def _scoring_line(before: BloederSackState, action: Action, after: BloederSackState, scoring: Scoring) -> ScoringLine:
    winner, colour = None, None
    if scoring.winner is not None:
        winner, colour = player_label(after, scoring.winner), after.rules.colours[scoring.winner]
    reason = _reason(before, scoring, _dice_at_scoring(before, action, scoring.slot))
    return ScoringLine(scoring.slot, scoring.card.name, after.sacks(scoring.card), winner, reason, colour)


def _dice_at_scoring(before: BloederSackState, action: Action, slot_number: int) -> tuple[PlacedDie, ...]:
    """The dice the card held when it was scored: those before the move, with the die the move placed or
    swapped in on that Ablagekarte (a move changes at most one field before anything is scored)."""
    dice = before.slot(slot_number).dice
    if isinstance(action, PlaceDie) and action.slot == slot_number:
        return (*dice, PlacedDie(before.current, action.value, before.next_stamp))
    if isinstance(action, ReplaceDie) and action.slot == slot_number:
        removed = dice[action.field - 1]
        stamp = before.next_stamp if before.rules.replacement_is_latest else removed.stamp
        swapped = list(dice)
        swapped[action.field - 1] = PlacedDie(before.current, action.value, stamp)
        return tuple(swapped)
    return dice


def _reason(state: BloederSackState, scoring: Scoring, dice: Sequence[PlacedDie]) -> Text:
    """Why the card went where it went: the winner's measure against the runner-up's, the tie rule, the
    last die placed, or nobody fulfilling it. If the dice recounted here do not give the engine's winner,
    only the general sentence is said rather than a wrong reason."""
    if scoring.winner is None:
        key = "card_stays" if state.rules.nobody_fulfils == "card_stays" else "discarded"
        return text(f"bloeder_table.scoring.{key}")
    ranked = _ranked(state, Slot(scoring.card, tuple(dice)))
    if not ranked or ranked[0].player != scoring.winner:
        return text("bloeder_table.scoring.no_reason")
    winner = player_label(state, scoring.winner)
    if scoring.card.is_last_placed:
        return text("bloeder_table.scoring.last_placed", winner=winner)
    best = ranked[0]
    if len(ranked) == 1:
        return text("bloeder_table.scoring.alone", winner=winner, metric=best.metric)
    runner = ranked[1]
    params = {"winner": winner, "runner": player_label(state, runner.player), "metric": best.metric}
    if best.metric == runner.metric:
        return text("bloeder_table.scoring.tie", **params)
    return text("bloeder_table.scoring.leads", runner_metric=runner.metric, **params)


def final_view(engine: Engine, state: BloederSackState) -> BloederFinalView:
    """The ranking, first place first: most sacks; tie → more Sackkarten; still tied → a shared place,
    each player's place said with the rule that decided it."""
    scores = engine.scores(state)
    places = engine.places(state)
    sacks = [score.total for score in scores]
    ranking = tuple(
        RankedPlayer(
            place=places[player],
            player=player_label(state, player),
            colour=state.rules.colours[player],
            sacks=sacks[player],
            cards=_won_cards(state, player),
            decided_by=_decided_by(state, sacks, player),
        )
        for player in engine.ranking(state)
    )
    return BloederFinalView(ranking)


def _decided_by(state: BloederSackState, sacks: Sequence[int], player: int) -> Text:
    """The tie rule that set this player's place: the sacks alone, the number of cards, or none (shared)."""
    same_sacks = [other for other in range(state.players) if other != player and sacks[other] == sacks[player]]
    if not same_sacks:
        return text("bloeder_table.final.by_sacks")
    cards = len(state.won[player])
    shared = [other for other in same_sacks if len(state.won[other]) == cards]
    key, others = ("shared", shared) if shared else ("by_cards", same_sacks)
    names = [player_label(state, other) for other in others]
    return text(f"bloeder_table.final.{key}", others=_joined(names))


def _joined(names: Sequence[Text]) -> Text:
    """ "Spieler 1 (Rot) und Spieler 3 (Weiß)", kept as one text so it follows the language."""
    result = names[-1]
    for name in reversed(names[:-1]):
        result = text("bloeder_table.final.pair", first=name, rest=result)
    return result
