"""Man muss auch gönnen können at the table: each player's 3×3 display, the turn with the dice on the
Baustelle and those thrown again, the market with its prices, the solo round counter, and the final table
by scoring rule, built from the engine state.

Card names, dice and option labels are the engine's (`games.goennen_koennen.labels`); points are
`engine.scores` and `scoring.card_points`; bonus circles are `bonuses.uses_left`. A market price the data
file left unknown is the engine's stand-in and is shown as one. Nothing here changes the state.
"""

from __future__ import annotations

from collections import Counter

from companion.views.ending import player_name
from companion.views.tie_break import join, tie_note
from dicetable.messages import Text, text
from display.views import EndOfGameView, PlayerScoreView, ScoreLineView
from display.views_goennen import (
    GRID,
    DiePlace,
    FieldView,
    GoennenCardView,
    GoennenDieView,
    GoennenDisplayView,
    GoennenFinalView,
    GoennenPlaceView,
    GoennenTurnView,
    MarketSlot,
    PlaceCell,
)
from games.engine import AwaitDecision, AwaitRoll, Engine
from games.goennen_koennen.actions import PlaceCard
from games.goennen_koennen.bonuses import uses_left
from games.goennen_koennen.cards import BONUS_KINDS, SCORING_KINDS, CardDesign, Constraint
from games.goennen_koennen.labels import colour_name
from games.goennen_koennen.scoring import card_colour, card_points, empty_fields
from games.goennen_koennen.solo import points_needed, rounds_allowed
from games.goennen_koennen.state import GoennenState, OwnedCard

TURN_PHASES = ("active", "use", "passive", "fill", "solo_remove")  # decisions about this turn's dice
MARKET_PHASES = ("active", "use", "solo_remove")  # the market matters: buying, or the solo round counter
FILL_PHASES = ("passive", "fill")  # dice written one field at a time: the decider's open cards matter
PLACE_PHASES = ("place", "chance_card")  # a card in hand goes into the display
FINAL_ROWS = 4  # rows of the final table; more rules share the last one, leaving room for the tie-break


def sheet_views(engine: Engine, state: GoennenState) -> tuple[GoennenDisplayView, ...]:
    """Every player's display in seat order: the 3×3 grid, points, empty fields, bonus circles left."""
    scores = engine.scores(state)
    turn = to_act(state)
    return tuple(
        GoennenDisplayView(
            player=player_name(player),
            cells=grid(state, player),
            points=scores[player].total,
            empty_fields=empty_fields(state, player),
            bonuses=_bonuses_left(state, player),
            is_turn=player == turn,
            solo=solo_line(state) if state.players == 1 else None,
        )
        for player in range(state.players)
    )


def decision_view(engine: Engine, state: GoennenState, selected: int = 0) -> GoennenTurnView | GoennenPlaceView | None:
    """A decision on this turn's dice (which lie on the Baustelle, which were thrown again, which are used;
    the market where it matters; the options below), or where a card goes (`place_view`). None for returning
    a dealt card and choosing colours at the end: `goennen_choices.decision_view` shows those."""
    waiting = state.waiting_for()
    if isinstance(waiting, AwaitDecision) and state.phase in PLACE_PHASES:
        return place_view(engine, state, selected)
    if not isinstance(waiting, AwaitDecision) or state.phase not in TURN_PHASES:
        return None
    is_market = state.phase in MARKET_PHASES
    return GoennenTurnView(
        player=player_name(waiting.player),
        situation=situation(state),
        dice=dice_views(state),
        options=tuple(option.label for option in engine.legal_actions(state)),
        selected=selected,
        market=market_view(state) if is_market else (),
        prices_known=prices_known(state),
        cards_known=bool(state.rules.designs),
        open_cards=open_cards(state, waiting.player) if state.phase in FILL_PHASES else (),
    )


def open_cards(state: GoennenState, player: int) -> tuple[GoennenCardView, ...]:
    """The player's cards with empty fields, in display order (rows top down)."""
    return tuple(card_view(state, player, card) for card in state.displays[player] if not card.is_completed)


def place_view(engine: Engine, state: GoennenState, selected: int = 0) -> GoennenPlaceView:
    """The decider's display around the card to place, each free cell it may go to numbered as its option
    (the chance's "discard it" has no cell)."""
    player = state.decider
    options = engine.legal_actions(state)
    numbered = {
        (option.row, option.column): number for number, option in enumerate(options, 1) if isinstance(option, PlaceCard)
    }
    cards = {card.cell: card for card in state.displays[player]}
    cells = {*cards, *numbered}
    rows = range(min(r for r, _ in cells), max(r for r, _ in cells) + 1)
    columns = range(min(c for _, c in cells), max(c for _, c in cells) + 1)
    grid_cells = tuple(
        tuple(
            PlaceCell(card_view(state, player, cards[(r, c)]) if (r, c) in cards else None, numbered.get((r, c)))
            for c in columns
        )
        for r in rows
    )
    design = state.rules.design(state.hand[0])
    in_hand = card_view(state, player, OwnedCard(design.id, (0, 0), (None,) * len(design.fields)))
    return GoennenPlaceView(
        player_name(player), in_hand, grid_cells, tuple(option.label for option in options), selected
    )


def final_view(engine: Engine, state: GoennenState) -> GoennenFinalView:
    """Points by scoring rule (each completed Wertungs-Karte scores its rule), the empty fields that break a
    tie on points (fewer wins), and in the solo game whether the level's target was reached."""
    scores = engine.scores(state)
    totals = [score.total for score in scores]
    empties = [empty_fields(state, player) for player in range(state.players)]
    ranking, places = engine.ranking(state), engine.places(state)
    scored = set().union(*(_points_by_rule(state, player) for player in range(state.players)))
    rules = tuple(rule for rule in SCORING_KINDS if rule in scored)
    columns = tuple(PlayerScoreView(player_name(player), _rule_lines(state, player, rules)) for player in ranking)
    table = EndOfGameView(columns, tuple(places[player] for player in ranking))
    solo = None
    if state.players == 1:
        target = points_needed(state.rules.solo_level)
        key = "goennen_table.solo_won" if totals[0] >= target else "goennen_table.solo_lost"
        solo = text(key, level=state.rules.solo_level, target=target)
    return GoennenFinalView(
        table,
        tuple(empties[player] for player in ranking),
        tie_note(totals, empties, min, "goennen_table.tie"),
        solo,
    )


def to_act(state: GoennenState) -> int | None:
    """The player who rolls or decides now; None at a card turned over and at the end."""
    waiting = state.waiting_for()
    return waiting.player if isinstance(waiting, AwaitRoll | AwaitDecision) else None


def grid(state: GoennenState, player: int) -> tuple[tuple[GoennenCardView | None, ...], ...]:
    """The display as 3×3 cells. Cards lie relative to the first one placed; a display narrower than 3 is
    centred, so there is room on both sides where the next card may go."""
    cards = {card.cell: card for card in state.displays[player]}
    if not cards:
        return ((None,) * GRID,) * GRID
    top, left = grid_origin(state, player)
    return tuple(
        tuple(
            card_view(state, player, cards[(top + row, left + column)]) if (top + row, left + column) in cards else None
            for column in range(GRID)
        )
        for row in range(GRID)
    )


def grid_origin(state: GoennenState, player: int) -> tuple[int, int]:
    """The display cell (row, column) shown at the top left of `grid`'s 3×3 cells; the player has a card."""
    cells = [card.cell for card in state.displays[player]]
    return _window_start([cell[0] for cell in cells]), _window_start([cell[1] for cell in cells])


def _window_start(coordinates: list[int]) -> int:
    span = max(coordinates) - min(coordinates) + 1
    return min(coordinates) - (GRID - span) // 2


def card_view(state: GoennenState, player: int, card: OwnedCard) -> GoennenCardView:
    design = state.rules.design(card.design_id)
    fields = tuple(
        FieldView(field.colour, field.printed, entry) for field, entry in zip(design.fields, card.entries, strict=True)
    )
    colour = card_colour(state, card) if design.bonus == "choose_colour" else design.colour
    return GoennenCardView(
        name=text("goennen_table.card_short", id=design.id, colour=colour_name(colour)),
        colour=colour,
        fields=fields,
        reward=reward(state, player, design, card),
        task=task(design.constraints),
        is_completed=card.is_completed,
    )


def short_name(design: CardDesign) -> Text:
    """A card as the market and the grid name it where space is short: "W3 · Gelb" (the id tells the kind)."""
    return text("goennen_table.card_short", id=design.id, colour=colour_name(design.colour))


def reward(state: GoennenState, player: int, design: CardDesign, card: OwnedCard) -> Text:
    """A bonus with its circles ("±1: 2 von 3 frei"), or a scoring rule with what it scores now."""
    if design.kind == "bonus":
        bonus = text(f"goennen_table.bonus.{design.bonus}")
        if not card.is_completed:
            return text("goennen_table.bonus_waiting", bonus=bonus, uses=design.uses)
        return text("goennen_table.bonus_circles", bonus=bonus, left=design.uses - card.ticks, uses=design.uses)
    rule = text(
        f"goennen_table.scoring.{design.scoring}", points=design.points, colour=colour_name(design.scoring_colour)
    )
    if not card.is_completed:
        return rule
    return text("goennen_table.scoring_now", rule=rule, points=card_points(state, player, card))


def task(constraints: tuple[Constraint, ...]) -> Text | None:
    """The links between fields, field numbers from 1: "1 < 2 < 3", "4 = 5", "Summe (1, 2) ≥ 40"."""
    parts = []
    for constraint in constraints:
        numbers = [str(index + 1) for index in constraint.fields]
        if constraint.kind == "increasing":
            parts.append(text("goennen_table.task.increasing", fields=" < ".join(numbers)))
        elif constraint.kind == "equal":
            parts.append(text("goennen_table.task.equal", fields=" = ".join(numbers)))
        else:
            parts.append(text("goennen_table.task.sum", fields=", ".join(numbers), amount=constraint.amount))
    return join(parts, "goennen_table.task.join") if parts else None


def dice_views(state: GoennenState) -> tuple[GoennenDieView, ...]:
    """Each die with where it is: used this turn, on the Baustelle (kept out of the latest throw), or thrown."""
    used = set(state.used) | (set(state.picked) if state.phase == "passive" else set())
    on_baustelle = state.roll_no > 1 and not state.solo_passive
    views = []
    for die in state.dice:
        if die.colour in used:
            place = DiePlace.USED
        elif on_baustelle and die.colour not in state.rerolled:
            place = DiePlace.BAUSTELLE
        else:
            place = DiePlace.THROWN
        views.append(GoennenDieView(die.colour, die.value, place))
    return tuple(views)


def situation(state: GoennenState) -> Text:
    if state.phase == "active" and state.roll_no >= 3:
        return text("goennen_table.situation.active_last")
    if state.phase == "active":
        return text("goennen_table.situation.active", roll=state.roll_no)
    if state.phase == "passive":
        return text(f"goennen_table.situation.{'passive_more' if state.picked else 'passive'}")
    if state.phase == "fill":
        key = "solo_passive" if state.solo_passive else "chance"
        return text(f"goennen_table.situation.{key}", dice=state.fills_left)
    return text(f"goennen_table.situation.{state.phase}")


def market_view(state: GoennenState) -> tuple[tuple[MarketSlot, ...], ...]:
    return tuple(
        tuple(
            MarketSlot(short_name(state.rules.design(design_id)) if design_id else None, price)
            for design_id, price in zip(row, state.rules.market_prices, strict=True)
        )
        for row in state.market
    )


def prices_known(state: GoennenState) -> bool:
    """False while the prices are the engine's stand-in (4, 4, 3, 3), which the rules do not give; True once
    they come from the data file, even where they equal the stand-in."""
    return state.rules.prices_from_data


def solo_line(state: GoennenState) -> Text:
    level = state.rules.solo_level
    return text(
        "goennen_table.solo",
        level=level,
        round=state.round_counter,
        rounds=rounds_allowed(level),
        target=points_needed(level),
    )


def _bonuses_left(state: GoennenState, player: int) -> tuple[Text, ...]:
    return tuple(
        text("goennen_table.bonus_left", bonus=text(f"goennen_table.bonus.{kind}"), left=left)
        for kind in BONUS_KINDS
        if (left := uses_left(state, player, kind))
    )


def _rule_lines(state: GoennenState, player: int, rules: tuple[str, ...]) -> tuple[ScoreLineView, ...]:
    """Points per scoring rule in the rules' order, every player the same rows. Beyond FINAL_ROWS rules (of
    those any player scored with) the last ones share a row, so the tie-break and notes fit below the table."""
    by_rule = _points_by_rule(state, player)
    shown, merged = rules[: FINAL_ROWS - 1], rules[FINAL_ROWS - 1 :]
    if len(rules) <= FINAL_ROWS:
        shown, merged = rules, ()
    lines = [ScoreLineView(text(f"goennen_table.rule.{rule}"), by_rule[rule]) for rule in shown]
    if merged:
        lines.append(ScoreLineView(text("goennen_table.rule.other"), sum(by_rule[rule] for rule in merged)))
    return tuple(lines)


def _points_by_rule(state: GoennenState, player: int) -> Counter[str]:
    """Each completed Wertungs-Karte's points added to its rule's count."""
    by_rule: Counter[str] = Counter()
    for card in state.displays[player]:
        design = state.rules.design(card.design_id)
        if design.kind == "scoring" and card.is_completed:
            by_rule[design.scoring] += card_points(state, player, card)
    return by_rule
