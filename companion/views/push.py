"""PUSH at the table: the rows of the turn with the chance that the next card busts, every player's open
display and secured piles, and the final table with its tie rule, built from the engine state.

Which rows a card fits is the engine's `targets`; the chance is `games.push.chance.bust_chance`; points are
`engine.scores` and the places `engine.places` (most cards taken breaks a tie on points). Nothing here
changes the state.
"""

from __future__ import annotations

from companion.views.ending import end_of_game, player_name
from companion.views.tie_break import join, tie_note
from dicetable.messages import Text, text
from display.views_push import (
    CARD_COLOURS,
    BustChance,
    ColourPile,
    PushCardView,
    PushFinalView,
    PushPlayerLine,
    PushRowView,
    PushTableView,
    PushTurnView,
)
from games.engine import AwaitDecision, AwaitReveal, Engine, Finished, ScoreLine
from games.push.cards import Card, points, targets
from games.push.chance import bust_chance
from games.push.flow import roll_penalty
from games.push.state import DIE_FACES, PushState

DRAWING_PHASES = ("turn", "drawing")  # a card may be turned over next


def sheet_views(engine: Engine, state: PushState) -> tuple[()]:
    """PUSH has no sheet per player: every display is on the one overview (`table_view`)."""
    return ()


def decision_view(engine: Engine, state: PushState, selected: int = 0) -> PushTurnView | None:
    """The turn beside its options: the rows, the card in hand, the chance before a draw, who picks next.
    `selected` indexes `engine.legal_actions(state)`. None once the game is over."""
    waiting = state.waiting_for()
    if not isinstance(waiting, AwaitDecision | AwaitReveal):
        return None
    options = engine.legal_actions(state)
    decider = waiting.player if isinstance(waiting, AwaitDecision) else state.current
    fitting = targets(state.in_hand, state.rows) if state.in_hand is not None else ()
    rows = tuple(
        PushRowView(tuple(card_view(card) for card in row), points(row), is_target=index in fitting)
        for index, row in enumerate(state.rows)
    )
    return PushTurnView(
        player=player_name(decider),
        situation=_situation(state, waiting),
        rows=rows,
        options=tuple(option.label for option in options),
        selected=selected,
        in_hand=card_view(state.in_hand) if state.in_hand is not None else None,
        can_start_row=len(state.rows) in fitting,
        bust=chance_view(state) if state.phase in DRAWING_PHASES and state.pile_size else None,
        switches=state.switches,
        pick_order=tuple(player_name(player) for player in state.pickers),
        pile=state.pile_size,
    )


def table_view(engine: Engine, state: PushState) -> PushTableView:
    """Every player's open cards and secured piles by colour, points and cards taken (the tie-break)."""
    scores = engine.scores(state)
    turn = to_act(state)
    lines = tuple(
        PushPlayerLine(
            player_name(player),
            tuple(_pile(state, player, colour) for colour in CARD_COLOURS),
            scores[player].total,
            len(state.open_cards[player]) + len(state.secured[player]),
            is_turn=player == turn,
        )
        for player in range(state.players)
    )
    return PushTableView(lines, state.pile_size)


def final_view(engine: Engine, state: PushState) -> PushFinalView:
    """Open and secured points per player; with equal points, more cards taken wins, else the win is shared."""
    table = end_of_game(engine, state, _row_label)
    ranking = engine.ranking(state)
    totals = [score.total for score in engine.scores(state)]
    counts = [len(state.open_cards[player]) + len(state.secured[player]) for player in range(state.players)]
    return PushFinalView(
        table, tuple(counts[player] for player in ranking), tie_note(totals, counts, max, "push_table.tie")
    )


def _row_label(line: ScoreLine) -> Text:
    """The final table's row of a score line, short enough for its label column."""
    return text("push_table.secured_row") if line.label.key == "push.score.secured" else line.label


def roll_note(engine: Engine, state: PushState) -> Text | None:
    """What each face of the die would cost the roller now, e.g. "Es droht: Rot −9 P., Gelb −4 P." (the faces not
    named cost nothing), taken from the engine's own penalty (the star costs every open card in the risk variant);
    None when nobody is to roll."""
    roller = state.roller
    if roller is None:
        return None
    before = state.open_cards[roller]
    losses = []
    for face in DIE_FACES:
        after = roll_penalty(state, face).open_cards[roller]
        if len(after) < len(before):
            losses.append(
                text("push_table.at_stake.face", face=text(f"colour.{face}"), points=points(before) - points(after))
            )
    if not losses:
        return text("push_table.at_stake.nothing")
    return text("push_table.at_stake.some", losses=join(losses, "push_table.at_stake.list"))


def to_act(state: PushState) -> int | None:
    """The player the game waits for: the decider, the roller, the active player at a card entry; None at the end."""
    waiting = state.waiting_for()
    if isinstance(waiting, Finished):
        return None
    return state.current if isinstance(waiting, AwaitReveal) else waiting.player


def card_view(card: Card) -> PushCardView:
    if card.is_number:
        return PushCardView(card.colour, card.value)
    return PushCardView(is_dice_card=True)


def chance_view(state: PushState) -> BustChance:
    """`bust_chance` as a count of cards: the fraction's denominator may be reduced, the pile's size is not."""
    cards_left = state.pile_size
    return BustChance(int(bust_chance(state) * cards_left), cards_left)


def _pile(state: PushState, player: int, colour: str) -> ColourPile:
    secured = [card for card in state.secured[player] if card.colour == colour]
    values = tuple(sorted(card.value for card in state.open_cards[player] if card.colour == colour))
    return ColourPile(colour, values, len(secured), points(secured))


def _situation(state: PushState, waiting: AwaitDecision | AwaitReveal) -> Text:
    if isinstance(waiting, AwaitReveal):
        return waiting.what
    if state.phase == "place":
        return text("push_table.situation.place", card=card_label(state.in_hand))
    if state.phase == "pick":
        return text("push_table.situation.pick", player=player_name(waiting.player))
    if state.phase == "drawing" and not state.pile_size:
        return text("push_table.situation.pile_empty")
    return text(f"push_table.situation.{state.phase}")


def card_label(card: Card) -> Text:
    """ "Gelb 2", or "Würfelkarte"."""
    if card.is_number:
        return text("push_table.card", colour=text(f"colour.{card.colour}"), value=card.value)
    return text("push.card.dice")
