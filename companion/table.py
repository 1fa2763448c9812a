"""The table loop as a state machine: settled readings and buttons in, journal events and a view out.

    table = Table(engine, journal, states=(engine.new_game(2),), confirm_below=0.9)
    table.on_settled(pixels, reading)   # a roll came to rest and was read
    table.on_button(ButtonEvent.OK)     # a player pressed a button
    table.view()                        # what the screen shows now (a display view model)

A reading is checked against what the engine waits for: dice that contradict it are flagged for correction,
never accepted; a matching reading is confirmed by the players only when a die was read with less
confidence than `confirm_below`. Camera failures are shown and leave the game untouched. Every change of
the game is journalled before it is shown, so undo and resume are replays of the journal.

Geht noch was? task cards (`companion.card_entry`): at a reveal the players may enter a card the catalogue
lacks with the card editor (saved once to their card file, then revealed), or play it unchecked and enter it
later from the menu ("Ungeprüfte Karte eintragen").

A game board the camera watches (Blöder Sack, `companion.board_watch`): the loose dice are the roll, the
board dice are checked against the game, and a board that differs is shown for the players to fix the dice,
take back the last move, or keep the game's board (journalled as corrections). A move that scores is
announced (`companion.views.announcement_view`) until the players confirm it.

Players choosing one after the other on the same situation (Doppelt so clever: the passive players at the
silver platter, `companion.shared_decision`) see their options one player at a time ("one_by_one"), or with
`passive_choices="all_at_once"` every player still to choose at once, the buttons entering one choice at a time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum

import numpy as np

from companion import board_watch, card_editor, card_entry, corrections, shared_decision, zones
from companion import views as game_views
from companion.board_check import BoardDifference
from companion.card_entry import ENTER_NEW_CARD, Choice
from companion.corrections import Correcting
from companion.journal import Journal
from companion.unknown_card import finish, open_editor
from companion.views.ending import player_name
from dicetable import messages
from dicetable.messages import Text, text
from display.views import (
    CameraView,
    DieCorrection,
    DieOverlay,
    EndOfGameView,
    ErrorView,
    MenuItem,
    MenuView,
    OptionRow,
    OptionsView,
    PlayerScoreView,
    ScoreboardView,
    ScoreLineView,
    UnreadableOverlay,
)
from display.views_passive import PassiveChoicesView, PlayerChoices
from games.engine import (
    Action,
    AwaitDecision,
    AwaitReveal,
    AwaitRoll,
    Die,
    Engine,
    Finished,
    GameState,
    Rolled,
    Score,
    describe_roll,
)
from games.errors import IllegalAction
from hardware.events import ButtonEvent
from vision.reading import TableReading

View = object  # a display view model: CameraView, OptionsView, ScoreboardView, a game's sheet, ...


class Phase(Enum):
    ROLL = "roll"  # waiting for the dice to settle
    MISMATCH = "mismatch"  # the reading contradicts the expected dice
    CONFIRM = "confirm"  # the reading fits but a die was read with low confidence
    CORRECT = "correct"  # a player is correcting dice
    DECIDE = "decide"  # a player (or the table, for a reveal) chooses among the legal actions
    ENTER_CARD = "enter_card"  # the players enter a task card (card editor, or which unchecked card)
    FINISHED = "finished"


class MenuChoice(Enum):
    UNDO = "undo"
    CORRECT_ROLL = "correct_roll"
    ENTER_UNCHECKED = "enter_unchecked"
    SCORES = "scores"
    LANGUAGE = "language"
    NEW_GAME = "new_game"
    CLOSE = "close"


@dataclass(frozen=True)
class PendingRoll:
    """A settled reading waiting to become a roll: the frame it was read from and the dice (maybe corrected)."""

    pixels: np.ndarray | None
    reading: TableReading
    problem: Text | None = None  # why it cannot be accepted as it is
    flagged: frozenset[int] = frozenset()  # dice to check: unexpected colour, surplus, or low confidence


class Table:
    """One game at the table; holds the engine's states as a stack (undo pops it) and what the screen shows."""

    def __init__(
        self,
        engine: Engine,
        journal: Journal,
        states: Sequence[GameState],
        confirm_below: float,
        advise: Callable[[GameState], Action | None] | None = None,
        dice_colours: Sequence[str] = (),
        on_language: Callable[[str], object] | None = None,
        passive_choices: str = "one_by_one",
        board: board_watch.BoardWatch | None = None,
    ) -> None:
        """dice_colours: the colours a die can be corrected to (the dice set's); default: the awaited ones.
        on_language: told the new language when the players switch it from the menu, to remember it.
        passive_choices: "one_by_one" or "all_at_once", how players choosing on the same situation are shown.
        board: the game board as calibrated; default: the players' own calibration of the game, if it has a board."""
        self.engine = engine
        self.shows_all_at_once = passive_choices == "all_at_once"
        self.dice_colours = tuple(dice_colours)
        self.on_language = on_language
        self.journal = journal
        self.states = list(states)
        self.confirm_below = confirm_below
        self._advise = advise
        self.live_pixels: np.ndarray | None = None
        self.camera_problem: Text | str | None = None
        self.pending: PendingRoll | None = None
        self.correcting: Correcting | None = None
        self.last_roll: PendingRoll | None = None  # the reading behind the last accepted roll, to correct it
        self.menu_selected: int | None = None  # the menu is open
        self.scores_page: int | None = None  # the scores are shown: which page (a sheet, the overview, the table)
        self.wants_new_game = False
        self.card_editor: card_editor.CardEditor | None = None  # a task card being entered
        self.editing_provisional: int | None = None  # ... for the card played unchecked as ?n (-n), else a reveal
        self.unchecked_selected: int | None = None  # the list of unchecked cards to enter is shown
        self._views: dict[tuple[object, ...], object] = {}  # views built for the current state, by what they show
        self.board = board if board is not None else board_watch.watch_for(engine.id)
        self.zones = zones.zones_for(engine.id)  # Gönnen: the Baustelle tells kept dice from thrown ones
        self.board_flag: board_watch.BoardFlag | None = None  # the board seen differs from the game
        self.board_questions: tuple[BoardDifference, ...] = ()  # dice on the board read unsurely, to be checked
        self.board_accepted: frozenset[BoardDifference] = frozenset()  # the camera erred here, said the players
        self.announcement: View | None = None  # what the last move caused, until the players confirm it
        self.selected = 0
        self._options: tuple[Choice, ...] = ()
        self._option_rows: tuple[OptionRow, ...] = ()
        self._enter_state()

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def phase(self) -> Phase:
        waiting = self.state.waiting_for()
        if self.card_editor is not None or self.unchecked_selected is not None:
            return Phase.ENTER_CARD
        if isinstance(waiting, Finished):
            return Phase.FINISHED
        if not isinstance(waiting, AwaitRoll):
            return Phase.DECIDE
        if self.correcting is not None:
            return Phase.CORRECT
        if self.pending is None:
            return Phase.ROLL
        return Phase.MISMATCH if self.pending.problem is not None else Phase.CONFIRM

    # -- inputs ---------------------------------------------------------------------------------------

    def on_frame(self, pixels: np.ndarray) -> None:
        """A live frame (BGR uint8) to show while the table waits for a roll; the camera works again."""
        self.live_pixels = pixels
        self.camera_problem = None

    def on_camera_error(self, problem: Text | str) -> None:
        """The camera failed; the screen says so while retrying. The game and the journal are left alone."""
        self.camera_problem = problem

    def on_settled(self, pixels: np.ndarray | None, reading: TableReading) -> None:
        """A roll came to rest and was read. Ignored unless the engine waits for a roll and nobody corrects."""
        if self.phase not in (Phase.ROLL, Phase.MISMATCH, Phase.CONFIRM):
            return
        self.journal.record_reading(reading, pixels)
        self.announcement = None
        self.board_flag = None
        if self.board is not None:
            look = self.board.look(self.state, reading, pixels, self.board_accepted)
            self.board_questions = look.questions
            if look.differences:
                self.board_flag = board_watch.flag(pixels, look, can_undo=self.actions_standing() > 0)
                return
            reading = look.roll
        split = zones.ZoneSplit(reading) if self.zones is None else self.zones.split(self.state, reading)
        self._consider(PendingRoll(pixels, split.thrown, split.problem, split.flagged), confirmed_by_players=False)

    @property
    def options(self) -> tuple[Choice, ...]:
        """What the options list offers now, in its order: legal actions and the table's own entries."""
        return self._options

    def on_button(self, event: ButtonEvent) -> None:
        if self.card_editor is not None:
            self._card_editor_button(event)
        elif self.unchecked_selected is not None:
            self._unchecked_button(event)
        elif self.menu_selected is not None:
            self._menu_button(event)
        elif self.scores_page is not None:
            self._scores_button(event)
        elif event is ButtonEvent.BACK_HELD:
            self._open_menu()
        elif self.announcement is not None:
            if event is ButtonEvent.OK:
                self.announcement = None
        elif self.board_flag is not None:
            self._board_button(event)
        elif self.phase is Phase.CORRECT:
            self._correct_button(event)
        elif self.phase is Phase.CONFIRM and event is ButtonEvent.OK:
            self._consider(self.pending, confirmed_by_players=True)
        elif self.phase in (Phase.CONFIRM, Phase.MISMATCH) and event in (ButtonEvent.OK, ButtonEvent.BACK):
            self._start_correcting(self.pending)
        elif self.phase is Phase.DECIDE:
            self._decide_button(event)
        elif self.phase is Phase.FINISHED and event is ButtonEvent.OK:
            self.wants_new_game = True

    # -- rolls and corrections ----------------------------------------------------------------------------

    def _consider(self, pending: PendingRoll, confirmed_by_players: bool) -> None:
        """Accept the reading as the roll, or hold it for confirmation or correction. The engine itself
        judges whether the dice are the ones it waits for (a colour die, say, shows a face, not its name)."""
        waiting = self.state.waiting_for()
        roll = Rolled(tuple(Die(die.colour, die.value) for die in pending.reading.dice))
        unsure = frozenset(
            index for index, die in enumerate(pending.reading.dice) if die.confidence < self.confirm_below
        )
        try:
            after = self.engine.apply(self.state, roll)
        except IllegalAction as error:
            flagged = unsure | _unexpected(waiting.colours, pending.reading) | pending.flagged
            self.pending = replace(pending, problem=pending.problem or error.text, flagged=flagged)
            return
        if (unsure or pending.problem is not None) and not confirmed_by_players:  # unsure, or against the zones
            self.pending = replace(pending, flagged=unsure | pending.flagged)
            return
        self.last_roll = pending
        self._record(roll, after)

    def _start_correcting(self, pending: PendingRoll) -> None:
        """Correct the dice read, fitted to the number expected: a die added for each one not read, a surplus
        one (a phantom, or a die read twice) left out; both journalled, and the players set the rest."""
        expected = self.state.waiting_for().colours
        reading, dropped = corrections.without_surplus_dice(pending.reading, expected)
        for index in dropped:
            die = pending.reading.dice[index]
            self.journal.record_correction(index, {"colour": die.colour, "value": die.value}, None)
        reading, added = corrections.with_missing_dice(reading, expected, self.engine.faces)
        for index in added:
            die = reading.dice[index]
            self.journal.record_correction(index, None, {"colour": die.colour, "value": die.value})
        # With a die left out the others moved up: every die is flagged for the players to check.
        flagged = frozenset(range(len(reading.dice))) if dropped else pending.flagged | frozenset(added)
        self.pending = replace(pending, reading=reading, flagged=flagged)
        self.correcting = Correcting(reading.dice, die=min(flagged, default=0))

    def _correct_button(self, event: ButtonEvent) -> None:
        colours = self.dice_colours or tuple(dict.fromkeys(self.state.waiting_for().colours))
        after = corrections.press(self.correcting, event, colours, self.engine.faces)
        if after is not None:
            self.correcting = after
            return
        before = self.pending.reading.dice
        corrected = self.correcting.dice
        self.correcting = None
        for change in corrections.changes(before, corrected):
            self.journal.record_correction(change.die, change.before, change.after)
        reading = replace(self.pending.reading, dice=corrected)
        self._consider(PendingRoll(self.pending.pixels, reading), confirmed_by_players=True)

    def _board_button(self, event: ButtonEvent) -> None:
        """A press on the board check: move the selection, or settle the difference as chosen."""
        pressed = self.board_flag.press(event)
        if isinstance(pressed, board_watch.BoardFlag):
            self.board_flag = pressed
        if not isinstance(pressed, board_watch.BoardChoice):
            return
        flagged, self.board_flag = self.board_flag, None
        if pressed is board_watch.BoardChoice.UNDO:
            self.undo()
        elif pressed is board_watch.BoardChoice.ACCEPT:
            self.board_accepted |= set(flagged.look.differences)
            for die, before, after in board_watch.corrections(flagged.look):
                self.journal.record_correction(die, before, after)
            self._consider(PendingRoll(flagged.pixels, flagged.look.roll), confirmed_by_players=False)

    # -- decisions ------------------------------------------------------------------------------------

    def _decide_button(self, event: ButtonEvent) -> None:
        if event is ButtonEvent.BACK:
            self._show_scores()
        elif event in (ButtonEvent.PREV, ButtonEvent.NEXT) and self._options:
            step = 1 if event is ButtonEvent.NEXT else -1
            self.selected = (self.selected + step) % len(self._options)
        elif event is ButtonEvent.OK and self._options:
            chosen = self._options[self.selected]
            if chosen is ENTER_NEW_CARD:
                self._open_card_editor(provisional=None)
            else:
                self._apply(chosen)

    # -- task cards entered at the table ----------------------------------------------------------------

    def _open_card_editor(self, provisional: int | None) -> None:
        self.card_editor = open_editor(self.state, provisional=provisional)
        self.editing_provisional = provisional
        self.unchecked_selected = None

    def _card_editor_button(self, event: ButtonEvent) -> None:
        """A press in the card editor; once saved, the card is stored in the players' file and revealed (or
        identified), journalled like any action; cancelled, the table is back where it was."""
        self.card_editor = card_editor.press(self.card_editor, event)
        if self.card_editor.outcome == "editing":
            return
        action = finish(self.card_editor, provisional=self.editing_provisional)
        if action is not None and self.editing_provisional is not None:
            self.last_roll = None  # the last action is no roll now, even while the table waits for one
        self.card_editor = self.editing_provisional = None
        if action is not None:
            self._apply(action)

    def _unchecked_button(self, event: ButtonEvent) -> None:
        cards = card_entry.unchecked_cards(self.state)
        if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
            step = 1 if event is ButtonEvent.NEXT else -1
            self.unchecked_selected = (self.unchecked_selected + step) % len(cards)
        elif event is ButtonEvent.OK:
            self._open_card_editor(provisional=cards[self.unchecked_selected])
        else:
            self.unchecked_selected = None

    def _apply(self, action: Action) -> None:
        self._record(action, self.engine.apply(self.state, action))  # raises before anything is journalled

    def _record(self, action: Action, after: GameState) -> None:
        """Journal `action`, then make `after` (the state it leads to) current."""
        self.journal.record_action(self.engine, action)
        before = self.state
        self.states.append(after)
        self._enter_state()
        self.announcement = game_views.announcement_view(self.engine, before, action, after)

    def _enter_state(self) -> None:
        """Fresh options for the state now current; the reading in hand belongs to the state before."""
        self.pending = None
        self.correcting = None
        self.board_flag = None
        self.announcement = None
        self.selected = 0
        waiting = self.state.waiting_for()
        self._options = self.engine.legal_actions(self.state)
        if isinstance(waiting, AwaitReveal) and card_entry.has_card_entry(self.engine):
            self._options = card_entry.reveal_choices(self.state, self._options)
        self._option_rows = self._rows(self.state, self._options)
        self._views = {}

    def _rows(self, state: GameState, options: Sequence[Choice]) -> tuple[OptionRow, ...]:
        """The options of `state` as rows: each with the points it gains the decider now, and the hint."""
        waiting = state.waiting_for()
        player = waiting.player if isinstance(waiting, AwaitDecision) else None
        advised = self._advise(state) if self._advise and options else None
        return tuple(self._option_row(state, action, player, action == advised) for action in options)

    def _option_row(self, state: GameState, action: Choice, player: int | None, is_hint: bool) -> OptionRow:
        if action is ENTER_NEW_CARD:
            return OptionRow(label=text("table.reveal.enter"), points=None, is_hint=False)
        label = action.label if action.label is not None else text("table.unlabelled", action=repr(action))
        points = None
        if player is not None:
            before = self.engine.scores(state)[player].total
            points = self.engine.scores(self.engine.apply(state, action))[player].total - before
        return OptionRow(label=label, points=points, is_hint=is_hint)

    # -- menu -----------------------------------------------------------------------------------------

    def menu_choices(self) -> tuple[tuple[MenuChoice, bool], ...]:
        """The menu's entries and whether each can be chosen now."""
        last = self.actions_standing()
        entering = ()
        if card_entry.has_card_entry(self.engine):
            unchecked = card_entry.unchecked_cards(self.state) and self.phase is not Phase.FINISHED
            entering = ((MenuChoice.ENTER_UNCHECKED, bool(unchecked)),)
        return (
            (MenuChoice.UNDO, last > 0),
            (MenuChoice.CORRECT_ROLL, self.last_roll is not None and last > 0 and self._last_action_is_roll()),
            *entering,
            (MenuChoice.SCORES, True),
            (MenuChoice.LANGUAGE, True),
            (MenuChoice.NEW_GAME, True),
            (MenuChoice.CLOSE, True),
        )

    def actions_standing(self) -> int:
        return len(self.states) - 1

    def _last_action_is_roll(self) -> bool:
        previous = self.states[-2].waiting_for() if len(self.states) > 1 else None
        return isinstance(previous, AwaitRoll)

    def _open_menu(self) -> None:
        self.menu_selected = 0
        self.scores_page = None

    def _menu_button(self, event: ButtonEvent) -> None:
        choices = self.menu_choices()
        if event in (ButtonEvent.BACK, ButtonEvent.BACK_HELD):
            self.menu_selected = None
        elif event in (ButtonEvent.PREV, ButtonEvent.NEXT):
            step = 1 if event is ButtonEvent.NEXT else -1
            self.menu_selected = (self.menu_selected + step) % len(choices)
        elif event is ButtonEvent.OK:
            choice, is_enabled = choices[self.menu_selected]
            if is_enabled:
                self.menu_selected = None
                self._choose(choice)

    def _choose(self, choice: MenuChoice) -> None:
        if choice is MenuChoice.UNDO:
            self.undo()
        elif choice is MenuChoice.CORRECT_ROLL:
            roll = self.last_roll
            self.undo()
            self._start_correcting(roll)
        elif choice is MenuChoice.ENTER_UNCHECKED:
            self.unchecked_selected = 0
        elif choice is MenuChoice.SCORES:
            self._show_scores()
        elif choice is MenuChoice.LANGUAGE:
            languages = messages.LANGUAGES
            messages.set_language(languages[(languages.index(messages.language()) + 1) % len(languages)])
            if self.on_language:
                self.on_language(messages.language())
        elif choice is MenuChoice.NEW_GAME:
            self.wants_new_game = True

    def undo(self) -> None:
        """Take back the last action still standing (a decision or an accepted roll); journalled as "undo"."""
        if len(self.states) < 2:
            return
        self.journal.record_undo()
        self.states.pop()
        self._enter_state()

    # -- the screen -----------------------------------------------------------------------------------

    def view(self) -> View:
        """The view model of what the screen shows now; does not change the table."""
        if self.card_editor is not None:
            return card_editor.view(self.card_editor)
        if self.unchecked_selected is not None:
            return self._unchecked_view()
        if self.menu_selected is not None:
            return self._menu_view()
        if self.scores_page is not None:
            return self._cached(("scores", self.scores_page), lambda: self._score_pages()[self.scores_page]())
        if self.announcement is not None:
            return self.announcement
        if self.board_flag is not None:
            return self.board_flag.view()
        phase = self.phase
        if phase is Phase.FINISHED:
            return self._cached(("end",), lambda: game_views.final_view(self.engine, self.state) or self._end_view())
        if phase is Phase.DECIDE:
            return self._cached(("decide", self.selected), self._decision_view)
        if phase is Phase.ROLL:
            if self.camera_problem is not None:
                return ErrorView(problem=_as_text(self.camera_problem), recovery=text("table.retrying"))
            return CameraView(frame=self.live_pixels, status=self._roll_status())
        return self._reading_view(phase)

    def _roll_status(self) -> Text:
        waiting = self.state.waiting_for()
        dice = describe_roll(waiting.colours)
        if waiting.player is None:
            status = text("table.roll", dice=dice)
        else:
            status = text("table.player_rolls", player=player_name(waiting.player), dice=dice)
        note = game_views.roll_note(self.engine, self.state)
        if note is not None:
            status = text("table.roll_with_note", status=status, note=note)
        if self.zones is not None:
            status = self.zones.status(self.state, status)
        return status if self.board is None else self.board.status(status, self.board_questions)

    def _reading_view(self, phase: Phase) -> CameraView:
        pending = self.pending
        dice = self.correcting.dice if self.correcting is not None else pending.reading.dice
        overlays = tuple(
            DieOverlay(die.colour, die.value, die.box, is_uncertain=index in pending.flagged)
            for index, die in enumerate(dice)
        )
        unreadable = tuple(UnreadableOverlay(item.center, item.reason) for item in pending.reading.unreadable)
        correction = None
        if self.correcting is not None:
            correction = DieCorrection(die=self.correcting.die, field=self.correcting.field)
        status = pending.problem if phase is Phase.MISMATCH else None
        if phase is Phase.CONFIRM:
            status = text("table.confirm", dice=", ".join(str(Die(die.colour, die.value)) for die in dice))
        return CameraView(
            frame=pending.pixels,
            dice=overlays,
            unreadable=unreadable,
            status=status,
            needs_confirmation=phase is Phase.CONFIRM,
            correction=correction,
        )

    def _cached(self, key: tuple[object, ...], build: Callable[[], View]) -> View:
        """A view of the current state built once, however often the screen is redrawn."""
        if key not in self._views:
            self._views[key] = build()
        return self._views[key]

    def _decision_view(self) -> View:
        """The game's own screen for this decision (e.g. the odds) where it has one, else every player still to
        choose on the same situation (when the table wants them all at once), else the options list."""
        special = game_views.decision_view(self.engine, self.state, self.selected) if self._options else None
        if special is not None:
            return special
        waiting = self._cached(("still to choose",), self._still_to_choose) if self._option_rows else ()
        if not waiting:
            return self._options_view()
        return PassiveChoicesView(players=waiting, selected=self.selected)

    def _still_to_choose(self) -> tuple[PlayerChoices, ...]:
        """The deciding player (live) and each later one deciding on the same situation, with their options;
        () when the decision is not shared or the table shows one player at a time."""
        if not self.shows_all_at_once:
            return ()
        states = shared_decision.still_to_choose(self.engine, self.states)
        return tuple(
            PlayerChoices(
                player=player_name(state.waiting_for().player),
                options=self._option_rows if index == 0 else self._rows(state, self.engine.legal_actions(state)),
                is_live=index == 0,
            )
            for index, state in enumerate(states)
        )

    def _show_scores(self) -> None:
        """Open the scores at the sheet of the player to act (or the first page)."""
        waiting = self.state.waiting_for()
        player = getattr(waiting, "player", None)
        sheets = len(game_views.sheet_views(self.engine, self.state))
        self.scores_page = player if player is not None and player < sheets else 0

    def _score_pages(self) -> tuple[Callable[[], View], ...]:
        """Every player's sheet (where the game has them), the game's overview, then the scoreboard."""
        sheets = game_views.sheet_views(self.engine, self.state)
        pages: list[Callable[[], View]] = [lambda sheet=sheet: sheet for sheet in sheets]
        if game_views.overview_view(self.engine, self.state) is not None:
            pages.append(lambda: game_views.overview_view(self.engine, self.state))
        pages.append(lambda: ScoreboardView(players=self._player_scores(self.engine.scores(self.state))))
        return tuple(pages)

    def _scores_button(self, event: ButtonEvent) -> None:
        if event in (ButtonEvent.PREV, ButtonEvent.NEXT):
            pages = len(self._score_pages())
            self.scores_page = (self.scores_page + (1 if event is ButtonEvent.NEXT else -1)) % pages
        elif event is ButtonEvent.BACK_HELD:
            self._open_menu()
        else:
            self.scores_page = None

    def _options_view(self) -> OptionsView | ErrorView:
        waiting = self.state.waiting_for()
        if not self._option_rows:  # an engine that waits for a choice must offer one; say so, do not crash
            detail = waiting.what if isinstance(waiting, AwaitReveal) else player_name(waiting.player)
            return ErrorView(problem=text("table.no_options"), detail=detail, is_fatal=True)
        if isinstance(waiting, AwaitReveal):
            return OptionsView(
                player=text("table.everyone"), options=self._option_rows, selected=self.selected, situation=waiting.what
            )
        situation = None
        if self.last_roll is not None:
            rolled = ", ".join(str(Die(die.colour, die.value)) for die in self.last_roll.reading.dice)
            situation = text("table.last_roll", dice=rolled)
        return OptionsView(
            player=player_name(waiting.player), options=self._option_rows, selected=self.selected, situation=situation
        )

    def _unchecked_view(self) -> OptionsView:
        rows = tuple(
            OptionRow(label=card_entry.unchecked_label(self.state, card), points=None, is_hint=False)
            for card in card_entry.unchecked_cards(self.state)
        )
        return OptionsView(
            player=text("table.everyone"),
            options=rows,
            selected=self.unchecked_selected,
            situation=text("table.unchecked.which"),
        )

    def _end_view(self) -> EndOfGameView:
        scores = {score.player: score for score in self.engine.scores(self.state)}
        ranking, places = self.engine.ranking(self.state), self.engine.places(self.state)
        return EndOfGameView(
            ranking=self._player_scores(tuple(scores[player] for player in ranking)),
            places=tuple(places[player] for player in ranking),
        )

    def _player_scores(self, scores: Sequence[Score]) -> tuple[PlayerScoreView, ...]:
        waiting = self.state.waiting_for()
        turn = getattr(waiting, "player", None)
        return tuple(
            PlayerScoreView(
                player=player_name(score.player),
                lines=tuple(ScoreLineView(line.label, line.points) for line in score.lines),
                is_turn=score.player == turn,
            )
            for score in scores
        )

    def _menu_view(self) -> MenuView:
        items = tuple(
            MenuItem(label=text(f"table.menu.{choice.value}"), is_enabled=is_enabled)
            for choice, is_enabled in self.menu_choices()
        )
        return MenuView(items=items, selected=self.menu_selected)


def _unexpected(expected: Sequence[str], reading: TableReading) -> frozenset[int]:
    """Dice of a colour not expected, or more of a colour than expected (every die of that colour)."""
    wanted = Counter(expected)
    read = Counter(die.colour for die in reading.dice)
    return frozenset(index for index, die in enumerate(reading.dice) if read[die.colour] > wanted[die.colour])


def _as_text(message: Text | str) -> Text:
    return message if isinstance(message, Text) else text("table.problem", detail=message)
