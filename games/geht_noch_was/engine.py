"""The rules engine of Geht noch was? (Schmidt Spiele 2024): five rounds of bonus, buying, building, the
shared roll loop and pushing, then scoring by level (spec §2–§8).

Cards come from the catalogue passed in `options["cards"]` (Card values or plain card data); when the table
turns over a card the state waits with `AwaitReveal` and `legal_actions` lists the known cards that pile may
hold, so the players say which one it is. A card not catalogued yet is either revealed with its data
(`Reveal(id, definition)`, checked like card data) or played unchecked under a provisional id ?1, ?2, ...:
the players then judge its condition themselves. Other options: `rules` (the rules file's plain data) and
any name in `rules.OPTION_NAMES`, e.g. `free_start`, `solo_rules`, or one of the §11 ambiguities.

>>> engine = GehtNochWas()
>>> state = engine.new_game(players=2, seed=7)
>>> [action.card for action in engine.legal_actions(state)]   # no cards catalogued: start card ?1
[-1]
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from dicetable.messages import Text, text
from games.engine import Action, AwaitReveal, Engine, Finished, Rolled, Score
from games.errors import IllegalAction
from games.geht_noch_was import scoring, solo
from games.geht_noch_was.actions import (
    Buy,
    ChooseBonus,
    DrawAgain,
    EndBuying,
    EndPushIt,
    Fail,
    Fulfil,
    GiveBack,
    Identify,
    KeepCard,
    PayWith,
    Place,
    PushScored,
    PushUp,
    Reveal,
    ScoreCard,
    SpendLuck,
    Stay,
    StepOut,
)
from games.geht_noch_was.cards import CARD_COLOURS, CARD_POINTS, START_SETS, card_to_data, parse_cards
from games.geht_noch_was.identify import check_identify, identify
from games.geht_noch_was.labels import card_name
from games.geht_noch_was.options import buy_options, legal_actions
from games.geht_noch_was.rules import (
    BUILD_LEVELS,
    CARDS_PER_LEVEL,
    COLOURFUL_BONUS,
    LUCK_ON_CLOVER,
    PURCHASES_PER_ROUND,
    ROUNDS,
    Rules,
    parse_rules,
)
from games.geht_noch_was.state import ActiveCard, Board, Draw, GnwState, ScoredCard
from games.geht_noch_was.supply import (
    START_SET_SIZE,
    identical_in_display,
    put_under,
    refill_empty,
    setup_piles,
    start_pile_name,
    take,
    unchecked_card,
)


class GehtNochWas(Engine):
    id: ClassVar[str] = "geht-noch-was"
    name: ClassVar[str] = "gnw.title"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    state_type: ClassVar[type[GnwState]] = GnwState
    players_note: ClassVar[str] = "gnw.error.second_copy"

    # -- setup ---------------------------------------------------------------------------------------------

    def new_game(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> GnwState:
        """A fresh game; `seed` shuffles the known cards of each pile (which one `sample_chance` turns over)."""
        self.check_players(players)
        options = dict(options or {})
        if players == 1:
            options.setdefault("solo_rules", True)
        cards = options.pop("cards", ())
        cards = parse_cards([c if isinstance(c, Mapping) else card_to_data(c) for c in cards])
        rules = options.pop("rules", None)
        rules = rules if isinstance(rules, Rules) else parse_rules(rules, options)
        state = GnwState(
            players=players,
            cards=cards,
            rules=rules,
            seed=seed,
            round=1,
            phase="setup",
            turn=0,
            queue=(),
            boards=tuple(Board() for _ in range(players)),
            piles=setup_piles(cards, players, rules, seed),
            multipliers_left=rules.multiplier_markers,
        )
        for player in range(players):
            state = self._deal_start_set(state, player)
        return self._settle(state)

    def _deal_start_set(self, state: GnwState, player: int) -> GnwState:
        """A player takes their whole start set: the catalogued cards at once, the others one by one."""
        start_set = START_SETS[player]
        for colour, _ in START_SET_SIZE:
            pile = state.pile(start_pile_name(start_set, colour))
            board = state.boards[player]
            state = state.with_board(player, replace(board, pending=board.pending + pile.known))
            unknown = pile.count - len(pile.known)
            state = state.with_pile(replace(pile, count=unknown, known=()))
            state = replace(state, draws=state.draws + (Draw(player, pile.name),) * unknown)
        return state

    # -- what may be done ----------------------------------------------------------------------------------

    def legal_actions(self, state: GnwState) -> tuple[Action, ...]:
        return legal_actions(state)

    def apply(self, state: GnwState, action: Action) -> GnwState:
        """As `Engine.apply`, and also takes a `Reveal` of a card not yet catalogued, given with its data, and
        an `Identify` of a card played unchecked, at any time before the end."""
        if isinstance(action, Identify) and not isinstance(state.waiting_for(), Finished):
            check_identify(state, action)
            return identify(state, action)
        if isinstance(action, Reveal) and action.definition is not None and state.draws:
            self._check_new_card(state, action)
            return self._apply(state, action)
        if isinstance(action, Rolled) and any(die.value is None for die in action.dice):
            raise IllegalAction(text("gnw.error.blank_die"))
        return super().apply(state, action)

    def _check_new_card(self, state: GnwState, action: Reveal) -> None:
        pile = state.pile(state.draws[0].pile)
        card = action.definition
        if card.id != action.card or any(c.id == card.id for c in state.cards):
            raise IllegalAction(text("gnw.error.card_known", card=action.card))
        if card.colour != pile.colour or pile.count <= len(pile.known):
            raise IllegalAction(text("gnw.error.card_not_in_pile", card=card.id, pile=text(f"gnw.pile.{pile.colour}")))

    def why_illegal(self, state: GnwState, action: Action) -> Text:
        """The rule the action breaks, for the common mistakes; other actions get the generic reason."""
        board = state.boards[state.turn]
        reason = None
        if isinstance(action, Fulfil) and state.phase == "resolve":
            reason = self._why_not_fulfil(state, board, action.card)
        elif isinstance(action, Buy) and state.phase == "buy":
            reason = text("gnw.error.buy", limit=PURCHASES_PER_ROUND, bought=board.bought, purse=board.purse)
        elif isinstance(action, Place) and state.phase == "build" and board.pending[:1] == (action.card,):
            full = len(board.on_level(action.level)) >= CARDS_PER_LEVEL
            if action.level not in BUILD_LEVELS:
                reason = text("gnw.error.vip_band", level=action.level)
            elif full:
                reason = text("gnw.error.level_full", level=action.level, limit=CARDS_PER_LEVEL)
        elif isinstance(action, SpendLuck) and state.phase == "resolve" and not board.luck:
            reason = text("gnw.error.no_luck")
        if reason is None:
            return super().why_illegal(state, action)
        return text("error.action_not_legal", action=action.label or _plain_label(action), reason=reason)

    def _why_not_fulfil(self, state: GnwState, board: Board, card_id: int) -> Text:
        active = next((a for a in board.active if a.card == card_id), None)
        if active is None:
            return text("gnw.error.not_in_display", card=card_name(card_id))
        if active.mark is not None:
            return text("gnw.error.once_per_round", card=card_name(card_id))
        if active.level not in board.open_levels():
            levels = " / ".join(str(level) for level in board.open_levels())
            return text("gnw.error.level_closed", card=card_name(card_id), expected=levels, received=active.level)
        if not board.has_free_marker:
            return text("gnw.error.no_marker")
        return text("gnw.error.not_fulfilled", card=card_name(card_id))

    # -- applying ------------------------------------------------------------------------------------------

    def _apply(self, state: GnwState, action: Action) -> GnwState:
        handler = {
            Rolled: self._on_roll,
            Reveal: self._on_reveal,
            KeepCard: self._on_keep,
            DrawAgain: self._on_draw_again,
            Place: self._on_place,
            GiveBack: self._on_give_back,
            ChooseBonus: self._on_bonus,
            Buy: self._on_buy,
            PayWith: solo.pay_with,
            EndBuying: _next_player,
            Fulfil: self._on_fulfil,
            SpendLuck: self._on_spend_luck,
            Fail: self._on_fail,
            Stay: _next_player,
            StepOut: self._on_step_out,
            PushUp: self._on_push_up,
            ScoreCard: self._on_score,
            PushScored: solo.push_scored,
            EndPushIt: solo.end_push_it,
        }[type(action)]
        return self._settle(handler(state, action))

    def _on_reveal(self, state: GnwState, action: Reveal) -> GnwState:
        draw, state = state.draws[0], replace(state, draws=state.draws[1:])
        if action.definition is not None:
            state = replace(state, cards=(*state.cards, action.definition))
        elif action.card < 0:
            state = replace(state, cards=(*state.cards, unchecked_card(action.card, state.pile(draw.pile))))
        state = take(state, draw.pile, action.card)
        board = state.boards[draw.player]
        if draw.into_level is not None:
            full = len(board.on_level(draw.into_level)) >= CARDS_PER_LEVEL
            if full and state.rules.consolation_respects_limit:
                return put_under(state, action.card)
            return state.with_board(draw.player, replace(board, active=(*board.active, ActiveCard(action.card, 1))))
        state = state.with_board(draw.player, replace(board, pending=(*board.pending, action.card)))
        if draw.may_redraw and identical_in_display(board, state.card(action.card), state.card, state.rules):
            state = replace(state, offer=action.card)
        return state

    def _on_keep(self, state: GnwState, action: KeepCard) -> GnwState:
        return replace(state, offer=None)

    def _on_draw_again(self, state: GnwState, action: DrawAgain) -> GnwState:
        card = state.offer
        board = state.boards[state.turn]
        pending = list(board.pending)
        pending.remove(card)
        state = put_under(state.with_board(state.turn, replace(board, pending=tuple(pending))), card)
        draw = Draw(
            state.turn, state.card(card).colour, paid=state.card(card).cost, may_redraw=state.rules.redraw_repeats
        )
        return replace(state, offer=None, draws=(*state.draws, draw))

    def _on_place(self, state: GnwState, action: Place) -> GnwState:
        board = state.boards[state.turn]
        return state.with_board(
            state.turn,
            replace(board, pending=board.pending[1:], active=(*board.active, ActiveCard(action.card, action.level))),
        )

    def _on_give_back(self, state: GnwState, action: GiveBack) -> GnwState:
        board = state.boards[state.turn]
        return put_under(state.with_board(state.turn, replace(board, pending=board.pending[1:])), action.card)

    def _on_bonus(self, state: GnwState, action: ChooseBonus) -> GnwState:
        option = state.rules.bonus_options(state.round)[action.option]
        state = grant_luck(state, state.turn, option.luck)
        draws = tuple(Draw(state.turn, colour) for colour in option.cards)
        return _next_player(replace(state, draws=state.draws + draws), action)

    def _on_buy(self, state: GnwState, action: Buy) -> GnwState:
        board = state.boards[state.turn]
        cost = CARD_POINTS[action.colour]
        state = state.with_board(state.turn, replace(board, purse=board.purse - cost, bought=board.bought + 1))
        return replace(state, draws=(*state.draws, Draw(state.turn, action.colour, paid=cost, may_redraw=True)))

    def _on_roll(self, state: GnwState, action: Rolled) -> GnwState:
        # Players already out collect 1 luck per roll (cap 4), from the Glücksfee on while the supply lasts.
        for player in _seats_from(state.gluecksfee, state.players):
            if not state.boards[player].is_in:
                state = grant_luck(state, player, 1)
        queue = tuple(p for p in _seats_from(state.gluecksfee, state.players) if state.boards[p].is_in)
        return replace(state, roll=action.dice, phase="resolve", queue=queue, turn=queue[0])

    def _on_fulfil(self, state: GnwState, action: Fulfil) -> GnwState:
        board = state.boards[state.turn]
        mark = "black" if board.black_free else "luck"
        active = tuple(replace(a, mark=mark) if a.card == action.card else a for a in board.active)
        level = next(a.level for a in board.active if a.card == action.card)
        luck = board.luck - (mark == "luck")
        return replace(
            state.with_board(state.turn, replace(board, active=active, last_level=level, luck=luck)), phase="stay"
        )

    def _on_spend_luck(self, state: GnwState, action: SpendLuck) -> GnwState:
        board = state.boards[state.turn]
        return replace(state.with_board(state.turn, replace(board, luck=board.luck - 1)), phase="stay")

    def _on_fail(self, state: GnwState, action: Fail) -> GnwState:
        board = state.boards[state.turn]
        luck_on_cards = sum(a.mark == "luck" for a in board.marked)
        cleared = replace(board, active=tuple(replace(a, mark=None) for a in board.active), is_in=False)
        state = state.with_board(state.turn, cleared)
        if state.rules.failed_luck_to_clover:
            state = grant_luck(state, state.turn, luck_on_cards)
        consolation = Draw(state.turn, "green", into_level=1)
        return _next_player(replace(state, draws=(*state.draws, consolation)), action)

    def _on_step_out(self, state: GnwState, action: StepOut) -> GnwState:
        board = state.boards[state.turn]
        return _next_player(state.with_board(state.turn, replace(board, is_in=False)), action)

    def _on_push_up(self, state: GnwState, action: PushUp) -> GnwState:
        board = state.boards[state.turn]
        active = tuple(ActiveCard(a.card, a.level + 1) if a.card == action.card else a for a in board.active)
        return state.with_board(state.turn, replace(board, active=active))

    def _on_score(self, state: GnwState, action: ScoreCard) -> GnwState:
        board = state.boards[state.turn]
        level = next(a.level for a in board.active if a.card == action.card)
        board = replace(
            board,
            active=tuple(a for a in board.active if a.card != action.card),
            scored=(*board.scored, ScoredCard(action.card, level)),
        )
        state = state.with_board(state.turn, board)
        return solo.after_scoring(state, action.card, level) if state.rules.solo_rules else state

    # -- automatic steps -----------------------------------------------------------------------------------

    def _settle(self, state: GnwState) -> GnwState:
        """Carry out everything that needs nobody: empty piles, players with nothing to decide, phase ends."""
        while True:
            if state.draws:
                draw = state.draws[0]
                if state.pile(draw.pile).count:
                    return state
                state = self._draw_from_empty(state, draw)
            elif state.offer is not None or state.phase in ("roll", "finished"):
                return state
            elif state.phase == "setup":
                state = self._begin_round(state)
            elif state.queue and self._has_work(state, state.queue[0]):
                return replace(state, turn=state.queue[0])
            elif state.queue:
                state = replace(state, queue=state.queue[1:])
            else:
                state = self._end_phase(state)

    def _draw_from_empty(self, state: GnwState, draw: Draw) -> GnwState:
        consolation = draw.into_level is not None
        if draw.pile in CARD_COLOURS and (state.rules.consolation_refills_empty_pile or not consolation):
            state = refill_empty(state, draw.pile, draw.player)
        if state.pile(draw.pile).count:
            return state
        # Still empty: no card; a purchase is not made and costs nothing.
        board = state.boards[draw.player]
        if draw.paid:
            board = replace(board, purse=board.purse + draw.paid, bought=board.bought - 1)
        return replace(state.with_board(draw.player, board), draws=state.draws[1:])

    def _has_work(self, state: GnwState, player: int) -> bool:
        board = state.boards[player]
        if state.phase == "build":
            return bool(board.pending)
        if state.phase == "buy":
            return len(buy_options(replace(state, turn=player), board)) > 1
        if state.phase == "push":
            return bool(board.marked) or state.push_it > 0
        return True

    def _begin_round(self, state: GnwState) -> GnwState:
        """Round 1: +1 luck each, start cards into the display; later rounds: the bonus choice."""
        seats = _seats_from(state.gluecksfee, state.players)
        if state.round > 1:
            return replace(state, phase="bonus", queue=seats)
        for player in seats:
            state = grant_luck(state, player, 1)
        if state.rules.free_start:
            return replace(state, phase="build", queue=seats)
        for player in seats:
            state = state.with_board(player, _standard_layout(state, state.boards[player]))
        return _begin_rolls(state)

    def _end_phase(self, state: GnwState) -> GnwState:
        seats = _seats_from(state.gluecksfee, state.players)
        if state.phase == "bonus":
            boards = tuple(
                replace(b, purse=0 if state.rules.solo_rules else scoring.income(b, state.card, state.rules), bought=0)
                for b in state.boards
            )
            return replace(state, boards=boards, phase="buy", queue=seats)
        if state.phase == "buy":
            boards = tuple(replace(board, purse=0) for board in state.boards)  # unspent income is lost
            return replace(state, boards=boards, phase="build", queue=seats)
        if state.phase == "build":
            return _begin_rolls(state)
        if state.phase in ("resolve", "stay"):
            if any(board.is_in for board in state.boards):
                return replace(state, phase="roll")
            return replace(state, phase="push", queue=seats)
        if state.round == ROUNDS:
            return replace(state, phase="finished", queue=())
        return self._begin_round(replace(state, round=state.round + 1))

    # -- scores --------------------------------------------------------------------------------------------

    def scores(self, state: GnwState) -> tuple[Score, ...]:
        return tuple(scoring.score(p, board, state.card, state.rules) for p, board in enumerate(state.boards))

    def totals_from_sheets(self, state: GnwState) -> tuple[int, ...]:
        """Each total straight from the scored cards and clovers, without the breakdown (conformance check)."""
        factors = state.rules.level_factors()
        totals = []
        for board in state.boards:
            cards = [(state.card(s.card), s.multiplier, factors[s.level - 1]) for s in board.scored]
            total = sum(card.points * multiplier * factor for card, multiplier, factor in cards) + board.luck
            if state.rules.solo_rules:
                per_colour = [sum(m for card, m, _ in cards if card.colour == c) for c in CARD_COLOURS]
                total += COLOURFUL_BONUS * min(per_colour)
            totals.append(total)
        return tuple(totals)

    def rank_key(self, state: GnwState, player: int) -> tuple[int, ...]:
        """Total first; a tie goes to more unscored cards level by level from the top; a tie still standing
        after level 1 is shared (§11.12)."""
        return self.scores(state)[player].total, *scoring.tie_break(state.boards[player])

    def sample_chance(self, state: GnwState, rng: random.Random) -> Action:
        """A random roll, or the top card of the seeded pile for a reveal."""
        if isinstance(state.waiting_for(), AwaitReveal):
            options = self.legal_actions(state)
            if not options:
                raise ValueError(f"pile {state.draws[0].pile} holds only cards nobody has catalogued yet")
            return options[0]
        return super().sample_chance(state, rng)


def _plain_label(action: Action) -> Text | str:
    """A label for an action built by hand (not taken from `legal_actions`), for error messages."""
    if isinstance(action, Fulfil):
        return text("gnw.action.fulfil_card", card=card_name(action.card))
    if isinstance(action, Place):
        return text("gnw.action.place", card=card_name(action.card), level=action.level)
    if isinstance(action, Buy):
        return text("gnw.action.buy_card", card=text(f"gnw.pile.{action.colour}"))
    return repr(action)


def grant_luck(state: GnwState, player: int, amount: int) -> GnwState:
    """Up to `amount` luck markers from the supply onto the clover, which holds 4 at most (R2)."""
    board = state.boards[player]
    received = max(0, min(amount, LUCK_ON_CLOVER - board.luck, state.luck_supply))
    return state.with_board(player, replace(board, luck=board.luck + received))


def _next_player(state: GnwState, action: Action | None = None) -> GnwState:
    """The current player is done with this phase; in the roll loop the next one resolves the roll."""
    phase = "resolve" if state.phase in ("resolve", "stay") else state.phase
    return replace(state, queue=state.queue[1:], phase=phase)


def _seats_from(first: int, players: int) -> tuple[int, ...]:
    return tuple((first + i) % players for i in range(players))


def _standard_layout(state: GnwState, board: Board) -> Board:
    """First game: the green start cards two each into levels 1 and 2, the yellow ones into level 3."""
    greens = [c for c in board.pending if state.card(c).colour == "green"]
    others = [c for c in board.pending if state.card(c).colour != "green"]
    placed = [ActiveCard(c, 1 + i // 2) for i, c in enumerate(greens)] + [ActiveCard(c, 3) for c in others]
    return replace(board, active=(*board.active, *placed), pending=())


def _begin_rolls(state: GnwState) -> GnwState:
    boards = tuple(replace(board, is_in=True, last_level=None) for board in state.boards)
    return replace(state, boards=boards, phase="roll", queue=(), roll=())
