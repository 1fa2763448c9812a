"""Sample view models of every screen, for the look tool (`tools/render_screens.py`), the tests and the
demo. The Doppelt so clever sheet follows the printed pad (spec §3); the values on it are a made-up game.
"""

from __future__ import annotations

import numpy as np

from dicetable.messages import Text, colour_name, counted, text
from display.views import (
    CameraView,
    ChooseGameView,
    DieCorrection,
    DieOverlay,
    EndOfGameView,
    ErrorView,
    GameChoice,
    MenuItem,
    MenuView,
    OptionRow,
    OptionsView,
    PlayerScoreView,
    PlayersView,
    ResumeView,
    ScoreboardView,
    ScoreLineView,
    UnreadableOverlay,
)
from display.views_bloeder import (
    BloederFinalView,
    BoardCheckView,
    BoardChoice,
    BoardView,
    FieldDie,
    RankedPlayer,
    ScoringLine,
    ScoringView,
    SlotView,
    SupplyView,
    WonCard,
)
from display.views_dsc import (
    ActionTrack,
    Bonus,
    BonusKind,
    BonusState,
    DscSheetView,
    Mark,
    RoundField,
    SheetArea,
    SheetCell,
)
from display.views_gnw import CardView, GnwPlayerView, GnwRoundView, InOut, LevelView, Marker, OddsView, PlayerStatus
from display.views_goennen import DiePlace, FieldView, GoennenCardView, GoennenDieView, GoennenTurnView, MarketSlot
from display.views_goennen_choices import ColourChoice, GoennenColourView, GoennenReturnView
from display.views_push import (
    BustChance,
    ColourPile,
    PushCardView,
    PushPlayerLine,
    PushRowView,
    PushTableView,
    PushTurnView,
)

GAMES = (  # game id, the title's catalogue key (each game's own), fewest and most players
    ("doppelt-so-clever", "dsc.name", 1, 4),
    ("geht-noch-was", "gnw.title", 1, 4),
    ("bloeder-sack", "bloeder_sack.title", 2, 4),
    ("push", "push.title", 2, 6),
    ("goennen-koennen", "goennen.title", 1, 4),
)
EARNED, LOST = BonusState.EARNED, BonusState.LOST
R, T, X, F, Q = BonusKind.REROLL, BonusKind.RETURN, BonusKind.EXTRA_DIE, BonusKind.FOX, BonusKind.QUESTION


def player(number: int):
    return text("player.numbered", number=number)


def choose_game(selected: int = 0) -> ChooseGameView:
    games = tuple(GameChoice(gid, text(title), low, high) for gid, title, low, high in GAMES)
    return ChooseGameView(games, selected)


def players() -> PlayersView:
    return PlayersView(text("dsc.name"), (1, 2, 3, 4), selected=1)


def table_frame(height: int = 480, width: int = 640) -> np.ndarray:
    """A synthetic BGR frame: green felt with six dice as flat squares (the overlay boxes below)."""
    frame = np.zeros((height, width, 3), np.uint8)
    frame[:] = (40, 100, 30)
    for (left, top), bgr in zip(_DIE_SPOTS, _DIE_BGR, strict=True):
        frame[top : top + 60, left : left + 60] = bgr
    return frame


_DIE_SPOTS = ((80, 90), (250, 70), (420, 120), (120, 300), (300, 260), (470, 330))
_DIE_BGR = ((0, 210, 250), (230, 110, 40), (70, 165, 40), (185, 120, 240), (204, 194, 192), (245, 245, 245))
_DIE_COLOURS = ("yellow", "blue", "green", "pink", "silver", "white")


def camera(needs_confirmation: bool = False, correcting: bool = False) -> CameraView:
    dice = tuple(
        DieOverlay(
            colour,
            value,
            ((left, top), (left + 60, top), (left + 60, top + 60), (left, top + 60)),
            is_uncertain=needs_confirmation and colour == "pink",
        )
        for (left, top), colour, value in zip(_DIE_SPOTS, _DIE_COLOURS, (5, 4, 6, 6, 2, 3), strict=True)
    )
    unreadable = (UnreadableOverlay((580.0, 250.0), text("display.example.die_cocked")),)
    return CameraView(
        table_frame(),
        dice,
        unreadable,
        status=text("display.example.waiting_roll"),
        needs_confirmation=needs_confirmation,
        correction=DieCorrection(3, "value") if correcting else None,
    )


def options(selected: int = 1) -> OptionsView:
    rows = (
        OptionRow(text("display.example.option_yellow"), 0),
        OptionRow(text("display.example.option_blue"), 10, text("display.example.triggers_fox"), is_hint=True),
        OptionRow(text("display.example.option_green"), -6),
        OptionRow(text("display.example.option_pink"), 6),
        OptionRow(text("display.example.option_silver"), 2),
        OptionRow(text("display.example.option_reroll")),
        OptionRow(text("display.example.option_pass")),
    )
    return OptionsView(player(2), rows, selected, situation=text("display.example.roll"))


def _breakdown(points: tuple[int, ...]) -> tuple[ScoreLineView, ...]:
    labels = [text(f"colour.{colour}") for colour in ("silver", "yellow", "blue", "green", "pink")]
    labels.append(text("display.example.fox_line"))
    return tuple(ScoreLineView(label, value) for label, value in zip(labels, points, strict=True))


_POINTS = ((22, 36, 28, 17, 31, 34), (16, 55, 21, 24, 40, 32), (11, 21, 36, -3, 27, 0), (4, 10, 15, 9, 18, 8))


def scoreboard() -> ScoreboardView:
    names = (player(1), text("display.example.player_long"), player(3), player(4))
    scores = tuple(
        PlayerScoreView(name, _breakdown(points), is_turn=index == 1)
        for index, (name, points) in enumerate(zip(names, _POINTS, strict=True))
    )
    return ScoreboardView(scores, text("display.dsc.round", round=3, rounds=4))


def end_of_game() -> EndOfGameView:
    order = (1, 0, 2, 3)
    ranking = tuple(PlayerScoreView(player(index + 1), _breakdown(_POINTS[index])) for index in order)
    return EndOfGameView(ranking, (1, 2, 3, 4))


def end_of_game_levels() -> EndOfGameView:
    """Geht noch was?: the breakdown per level, factor applied."""
    levels = [text("display.gnw.level", number=number) for number in (5, 4, 3, 2, 1)]
    rows = ((16, 8, 6, 3, 2), (8, 16, 4, 2, 4))
    ranking = tuple(
        PlayerScoreView(player(index + 1), tuple(ScoreLineView(label, p) for label, p in zip(levels, row, strict=True)))
        for index, row in enumerate(rows)
    )
    return EndOfGameView(ranking, (1, 1))


def camera_error() -> ErrorView:
    return ErrorView(
        text("display.error.camera_lost", camera="opencv:0"),
        text("display.error.camera_cable"),
        text("display.error.retrying", seconds=3),
    )


def journal_error() -> ErrorView:
    return ErrorView(text("display.error.journal_line_skipped", line=42), None, text("display.error.journal_continue"))


def resume() -> ResumeView:
    summary = text("display.resume.summary", players=2, round=3, time="21:04")
    return ResumeView(text("dsc.name"), summary)


def menu() -> MenuView:
    items = (
        MenuItem(
            text("display.menu.undo"), detail=text("display.menu.undo_what", action=text("display.example.option_pink"))
        ),
        MenuItem(text("display.menu.correct_die")),
        MenuItem(text("display.menu.language")),
        MenuItem(text("display.menu.quit")),
        MenuItem(text("display.menu.back")),
    )
    return MenuView(items, selected=0)


def _cells(printed: tuple[str, ...], marks: dict[int, Mark], bonuses: dict[int, Bonus]) -> tuple[SheetCell, ...]:
    return tuple(
        SheetCell(label, marks.get(index, Mark.EMPTY), None, bonuses.get(index)) for index, label in enumerate(printed)
    )


def _written(values: tuple[int, ...], printed: tuple[str, ...], bonuses: tuple[Bonus | None, ...]):
    return tuple(
        SheetCell(label, Mark.WRITTEN, values[index], bonus)
        if index < len(values)
        else SheetCell(label, Mark.EMPTY, None, bonus)
        for index, (label, bonus) in enumerate(zip(printed, bonuses, strict=True))
    )


def dsc_sheet() -> DscSheetView:
    """A mid-game sheet, round 3 of 4, with the pad's printed layout and bonuses (spec §3–§5)."""
    digits = tuple(str(value) for value in range(1, 7))
    silver_marks = (
        {0: Mark.CROSSED, 2: Mark.CROSSED},
        {2: Mark.CROSSED, 4: Mark.CROSSED},
        {2: Mark.CROSSED},
        {2: Mark.CROSSED, 5: Mark.CROSSED},
    )
    silver = SheetArea(
        "silver",
        tuple(_cells(digits, marks, {}) for marks in silver_marks),
        points=16,
        column_bonuses=(
            Bonus(X),
            Bonus(Q, "yellow"),
            Bonus(F, state=EARNED),
            Bonus(Q, "blue"),
            Bonus(Q, "green"),
            Bonus(Q, "pink"),
        ),
        row_colours=("yellow", "blue", "green", "pink"),
    )
    yellow_grid = (
        (None, "3", None, "6"),
        ("1", None, "2", None),
        (None, "4", None, "3"),
        ("2", None, "5", None),
        (None, "5", None, "4"),
    )
    yellow_marks = {
        (0, 1): Mark.CIRCLED_AND_CROSSED,
        (1, 0): Mark.CIRCLED,
        (2, 1): Mark.CIRCLED,
        (3, 2): Mark.CIRCLED_AND_CROSSED,
    }
    yellow = SheetArea(
        "yellow",
        tuple(
            tuple(
                None if label is None else SheetCell(label, yellow_marks.get((row, column), Mark.EMPTY))
                for column, label in enumerate(cells)
            )
            for row, cells in enumerate(yellow_grid)
        ),
        points=10,
        row_bonuses=(Bonus(Q, "blue"), Bonus(T), Bonus(Q, "yellow"), Bonus(Q, "green"), Bonus(Q, "pink")),
        column_bonuses=(Bonus(R), Bonus(X), Bonus(Q, "silver"), Bonus(F)),
    )
    blue_bonuses = (
        None,
        Bonus(T, state=EARNED),
        Bonus(Q, "yellow", EARNED),
        None,
        Bonus(X),
        Bonus(R),
        Bonus(Q, "pink"),
        None,
        Bonus(F),
        Bonus(T),
        None,
        Bonus(Q, "green"),
    )
    blue = SheetArea("blue", (_written((11, 9, 9), ("",) * 12, blue_bonuses),), points=6)
    green_bonuses = (
        None,
        Bonus(R, state=EARNED),
        None,
        Bonus(Q, "blue"),
        Bonus(T),
        None,
        Bonus(F),
        Bonus(Q, "silver"),
        Bonus(X),
        None,
        Bonus(Q, "pink"),
        Bonus(Q, "yellow"),
    )
    multipliers = tuple(f"×{m}" for m in (2, 2, 2, 1, 3, 3, 3, 2, 3, 1, 4, 1))
    green = SheetArea(
        "green", (_written((12, 4, 6), multipliers, green_bonuses),), points=8, stars=(8, None, None, None, None, None)
    )
    thresholds = ("", "", "≥2", "≥3", "≥4", "≥5", "≥6", "≥2", "≥3", "≥4", "≥5", "≥6")
    pink_bonuses = (
        None,
        None,
        Bonus(R, state=EARNED),
        Bonus(T, state=LOST),
        Bonus(X),
        Bonus(Q, "green"),
        Bonus(Q, "yellow"),
        Bonus(F),
        Bonus(Q, "silver"),
        Bonus(R),
        Bonus(Q, "blue"),
        Bonus(Q, "yellow"),
    )
    pink = SheetArea("pink", (_written((5, 6, 4, 2), thresholds, pink_bonuses),), points=17)
    tracks = (
        ActionTrack(R, (Mark.CROSSED, Mark.CIRCLED, Mark.CIRCLED) + (Mark.EMPTY,) * 3, Bonus(F)),
        ActionTrack(T, (Mark.CIRCLED,) + (Mark.EMPTY,) * 5, Bonus(Q, "pink")),
        ActionTrack(X, (Mark.CROSSED, Mark.CIRCLED) + (Mark.EMPTY,) * 4, Bonus(Q, "silver")),
    )
    gains = (Bonus(R, state=EARNED), Bonus(X, state=EARNED), Bonus(T, state=EARNED), Bonus(Q), None, None)
    round_track = tuple(RoundField(number, number <= 3, gain) for number, gain in zip(range(1, 7), gains, strict=True))
    return DscSheetView(
        player(1),
        player(2),
        3,
        (silver, yellow, blue, green, pink),
        tracks,
        round_track[:4],
        foxes=1,
        to_use=(Bonus(Q, "yellow", EARNED),),
        total=57,
    )


def gnw_player() -> GnwPlayerView:
    card = CardView
    levels = (
        LevelView(5, 8, ()),
        LevelView(4, 4, (card("Y12", "yellow", 2, text("display.example.card_triple"), Marker.BLACK),)),
        LevelView(
            3,
            2,
            (
                card("Y3", "yellow", 2, text("display.example.card_pair")),
                card("R7", "red", 4, text("display.example.card_sum")),
            ),
            scored=1,
        ),
        LevelView(
            2,
            1,
            (
                card(
                    "A2",
                    "green",
                    1,
                    text("display.example.card_run"),
                    is_fulfillable=True,
                    dice=text("display.example.card_dice"),
                ),
                card("A3", "green", 1, text("display.example.card_exact"), Marker.LUCK),
                card("G40", "green", 1, text("display.example.card_five")),
                card("G41", "green", 1, text("display.example.card_pair")),
            ),
            scored=2,
        ),
        LevelView(
            1,
            1,
            (
                card("A1", "green", 1, text("display.example.card_exact"), Marker.BLACK),
                card("A4", "green", 1, text("display.example.card_five")),
            ),
            scored=3,
        ),
    )
    return GnwPlayerView(player(1), InOut.IN, luck=3, black_markers=3, levels=levels, last_level=1, points=14)


def gnw_round() -> GnwRoundView:
    statuses = (
        PlayerStatus(player(1), InOut.IN, 3, 2, 14),
        PlayerStatus(player(2), InOut.OUT, 1, 4, 19),
        PlayerStatus(text("display.example.player_long"), InOut.FAILED, 0, 0, 7),
        PlayerStatus(player(4), InOut.IN, 4, 1, 11),
    )
    choices = (text("display.example.bonus_two_luck"), text("display.example.bonus_luck_card"))
    return GnwRoundView(2, 5, player(2), text("display.example.phase_roll"), statuses, choices)


def gnw_odds() -> OddsView:
    return OddsView(player(1), 0.6254, points_at_stake=7, cards_at_stake=3)


BLOEDER_COLOURS = ("red", "blue", "white", "black")


def _bloeder_player(number: int):
    """ "Spieler 2 (Blau)": a Blöder Sack player by number and colour."""
    return text("bloeder_table.player", name=player(number), colour=colour_name(BLOEDER_COLOURS[number - 1]))


def _sackkarte(number: int):
    conditions = (
        text("bloeder_sack.condition.most_value", value=4),
        text("bloeder_sack.condition.most_dice"),
        text("bloeder_sack.condition.max_sum"),
        text("bloeder_sack.condition.most_even"),
        text("bloeder_sack.condition.most_not_value", value=1),
    )
    return conditions[number - 1]


def bloeder_board() -> BoardView:
    """Mid-game with four players: red places a 4, the board framed on where it goes (Ablagekarte 1, field 4)."""
    dice = {
        1: (("red", 4), ("blue", 4), ("white", 2)),
        2: (("black", 6), ("red", 1)),
        3: (("blue", 5), ("blue", 6), ("red", 3), ("white", 6), ("black", 2)),
        4: (),
        5: (("white", 3),),
    }
    standings = {
        1: text("bloeder_table.standing.tie", leader=colour_name("blue"), runner=colour_name("red")),
        2: text("bloeder_table.standing.last_placed", leader=colour_name("red")),
        3: text("bloeder_table.standing.leads", leader=colour_name("blue"), margin=8),
        4: text("bloeder_table.standing.empty"),
        5: text("bloeder_table.standing.alone", leader=colour_name("white")),
    }
    leaders = {1: "blue", 2: "red", 3: "blue", 4: None, 5: "white"}
    slots = tuple(
        SlotView(
            number,
            _sackkarte(number),
            None if number == 4 else 1 + number % 2,
            tuple(FieldDie(colour, value) for colour, value in dice[number]),
            standings[number],
            leaders[number],
            is_target=number == 1,
            target_field=4 if number == 1 else None,
        )
        for number in range(1, 6)
    )
    supplies = (7, 8, 7, 9)
    players = tuple(
        SupplyView(_bloeder_player(n), BLOEDER_COLOURS[n - 1], supplies[n - 1], n % 2, 2 * (n % 2), n == 1)
        for n in range(1, 5)
    )
    place = text("bloeder_sack.action.place", value=4, card=_sackkarte(1), field=4)
    status = text("bloeder_table.board.turn", player=_bloeder_player(1))
    return BoardView(slots, 9, players, status, BoardChoice(place, 0, 10))


def bloeder_scoring() -> ScoringView:
    """Ablagekarte 3 is full and scored: blue wins "Die größte Summe" 11 to 3."""
    winner = _bloeder_player(2)
    reason = text("bloeder_table.scoring.leads", winner=winner, metric=11, runner=_bloeder_player(1), runner_metric=3)
    return ScoringView((ScoringLine(3, _sackkarte(3), 2, winner, reason, "blue"),))


def bloeder_board_check() -> BoardCheckView:
    """The camera sees the board otherwise than the game: a die moved, one read in another colour."""
    moved = text("bloeder_table.check.moved_field", slot=3, die=_die("red", 3), expected_field=3, seen_field=4)
    wrong = text("bloeder_table.check.wrong_die", slot=1, field=2, expected=_die("blue", 4), seen=_die("black", 4))
    choices = tuple(text(f"bloeder_table.check.{choice}") for choice in ("reread", "undo", "accept"))
    return BoardCheckView((moved, wrong), choices)


def _die(colour: str, value: int):
    return text("bloeder_table.die", colour=colour_name(colour), value=value)


def bloeder_final() -> BloederFinalView:
    """The final ranking: red and white tied on sacks, red's third Sackkarte decides."""
    condition = text("bloeder_sack.condition.most_value", value=6)
    won = {
        "blue": (
            WonCard(_sackkarte(3), 2),
            WonCard(_sackkarte(2), 1),
            WonCard(text("bloeder_sack.condition.most_odd"), 2),
        ),
        "red": (WonCard(_sackkarte(1), 2), WonCard(condition, 1), WonCard(text("bloeder_sack.condition.most_low"), 1)),
        "white": (WonCard(_sackkarte(4), 2), WonCard(_sackkarte(5), 2)),
    }
    ranking = (
        RankedPlayer(1, _bloeder_player(2), "blue", 5, won["blue"], text("bloeder_table.final.by_sacks")),
        RankedPlayer(2, _bloeder_player(1), "red", 4, won["red"], _by_cards(3)),
        RankedPlayer(3, _bloeder_player(3), "white", 4, won["white"], _by_cards(1)),
    )
    return BloederFinalView(ranking)


def _by_cards(other: int):
    return text("bloeder_table.final.by_cards", others=_bloeder_player(other))


PUSH_COLOURS = ("red", "blue", "green", "yellow", "purple")


def push_table() -> PushTableView:
    """PUSH, three players' displays: open values per colour, what each secured, points and cards."""
    displays = (  # per player and colour: open values, cards secured, points secured
        {"red": ((3, 5), 2, 7), "blue": ((6,), 0, 0)},
        {"yellow": ((2, 2, 4), 0, 0)},
        {},
    )
    lines = tuple(
        PushPlayerLine(
            player(number),
            tuple(ColourPile(colour, *piles.get(colour, ((), 0, 0))) for colour in PUSH_COLOURS),
            points,
            cards,
            is_turn=number == 2,
        )
        for number, (piles, points, cards) in enumerate(zip(displays, (15, 8, 0), (7, 3, 0), strict=True), 1)
    )
    return PushTableView(lines, pile=52)


def push_turn() -> PushTurnView:
    """PUSH, drawing: two rows, the chance that the next card fits nowhere, one Richtungswechsel."""
    rows = (
        PushRowView((PushCardView("red", 3), PushCardView("blue", 5), PushCardView(is_dice_card=True)), 8),
        PushRowView((PushCardView("yellow", 6),), 6),
    )
    options = (
        text("push.action.draw"),
        text("push.action.stop", row=1, cards=counted("amount.cards", 2), points=counted("amount.points", 8), extra=""),
        text("push.action.stop", row=2, cards=counted("amount.cards", 1), points=counted("amount.points", 6), extra=""),
    )
    return PushTurnView(
        player(1),
        text("push_table.situation.drawing"),
        rows,
        options,
        bust=BustChance(14, 52),
        switches=1,
        pick_order=(player(3), player(2)),
        pile=52,
    )


def goennen_turn() -> GoennenTurnView:
    """Man muss auch gönnen können, roll 2 of 3: two dice kept on the Baustelle, three just thrown again."""
    dice = (
        GoennenDieView("yellow", 3, DiePlace.BAUSTELLE),
        GoennenDieView("orange", 3, DiePlace.BAUSTELLE),
        GoennenDieView("green", 3, DiePlace.THROWN),
        GoennenDieView("blue", 2, DiePlace.THROWN),
        GoennenDieView("fifth", 4, DiePlace.THROWN),
    )
    thrown = text("goennen_table.task.join", head=colour_name("green"), tail=colour_name("blue"))
    kept = text("goennen_table.task.join", head=colour_name("yellow"), tail=colour_name("orange"))
    reroll = text("goennen.action.reroll", thrown=thrown, kept=kept)
    options = (reroll, text("goennen.action.end_turn"))
    market = (
        tuple(MarketSlot(text("goennen_table.card_short", id=f"W{k}", colour=colour_name("green")), 3) for k in (1, 2)),
        tuple(MarketSlot(text("goennen_table.card_short", id=f"B{k}", colour=colour_name("blue")), 4) for k in (1, 2)),
    )
    return GoennenTurnView(
        player(1), text("goennen_table.situation.active", roll=2), dice, options, market=market, prices_known=False
    )


def _goennen_card(card_id: str, colour: str | None, reward: Text, entries=(None, None), task=None) -> GoennenCardView:
    """A made-up Gönnen card (the real card list is not known) with two white fields."""
    named = colour_name(colour) if colour else text("goennen.no_colour")
    fields = tuple(FieldView("white", None, entry) for entry in entries)
    done = all(entry is not None for entry in entries)
    return GoennenCardView(
        text("goennen_table.card_short", id=card_id, colour=named), colour, fields, reward, task, done
    )


def goennen_return() -> GoennenReturnView:
    """Setup of Man muss auch gönnen können: four dealt cards, the second going back under its stack."""
    choose = text("goennen_table.bonus_waiting", bonus=text("goennen_table.bonus.choose_colour"), uses=3)
    cards = (
        _goennen_card("W1", "blue", text("goennen_table.scoring.colour_count", points=3, colour=colour_name("yellow"))),
        _goennen_card("W4", "green", text("goennen_table.scoring.rainbow", points=8, colour=colour_name("green"))),
        _goennen_card(
            "B2",
            "orange",
            text("goennen_table.bonus_waiting", bonus=text("goennen_table.bonus.colour_swap"), uses=3),
            task=text("goennen_table.task.equal", fields="1 = 2"),
        ),
        _goennen_card("B5", None, choose),
    )
    kinds = ("scoring", "scoring", "bonus", "bonus")
    colours = (colour_name("blue"), colour_name("green"), colour_name("orange"), text("goennen.no_colour"))
    names = [
        text(f"goennen.card.{kind}", id=card_id, colour=named)
        for kind, card_id, named in zip(kinds, ("W1", "W4", "B2", "B5"), colours, strict=True)
    ]
    kept = text("goennen_choices.kept_join", head=cards[0].name, tail=cards[2].name)
    kept = text("goennen_choices.kept", cards=text("goennen_choices.kept_join", head=kept, tail=cards[3].name))
    return GoennenReturnView(
        player(1),
        cards,
        tuple(text(f"goennen_choices.stack.{kind}") for kind in kinds),
        tuple(text("goennen.action.return", card=name) for name in names),
        kept,
        selected=1,
    )


def goennen_colour() -> GoennenColourView:
    """End of Man muss auch gönnen können: Bonus-Karte B5 between two Wertungs-Karten, yellow selected."""
    count = text("goennen_table.scoring.colour_count", points=3, colour=colour_name("yellow"))
    beside = text("goennen_table.scoring.adjacent_colour", points=2, colour=colour_name("orange"))
    chooser = text("goennen_table.bonus_circles", bonus=text("goennen_table.bonus.choose_colour"), left=3, uses=3)
    row = (
        _goennen_card("W1", "blue", text("goennen_table.scoring_now", rule=count, points=3), (2, 5)),
        _goennen_card("B5", "yellow", chooser, (4, 4)),
        _goennen_card("W2", "green", text("goennen_table.scoring_now", rule=beside, points=0), (1, 6)),
    )
    gains = {"yellow": ("W1", 3), "orange": ("W2", 2)}
    choices = []
    for colour in ("yellow", "orange", "green", "blue", "fifth"):
        card_id, gain = gains.get(colour, ("", 0))
        because = text("goennen_choices.no_gain")
        if gain:
            because = text("goennen_choices.gain_from", card=card_id, gain=text("display.options.points", points=gain))
        choices.append(ColourChoice(colour, colour_name(colour), 12 + gain, gain, because))
    standing = text("goennen_choices.standing", player=player(2), points=14)
    cells = ((None, None, None), row, (None, None, None))
    return GoennenColourView(player(1), text("goennen_choices.card", id="B5"), cells, (1, 1), tuple(choices), standing)


def all_samples() -> dict[str, object]:
    """Every screen, by a file-friendly name, in a sensible order for looking through them."""
    return {
        "01_choose_game": choose_game(),
        "02_players": players(),
        "03_resume": resume(),
        "04_camera": camera(),
        "05_camera_confirm": camera(needs_confirmation=True),
        "06_camera_correct": camera(correcting=True),
        "07_options": options(),
        "08_scoreboard": scoreboard(),
        "09_end_of_game": end_of_game(),
        "10_error_camera": camera_error(),
        "11_error_journal": journal_error(),
        "12_menu": menu(),
        "13_dsc_sheet": dsc_sheet(),
        "14_gnw_player": gnw_player(),
        "15_gnw_round": gnw_round(),
        "16_gnw_odds": gnw_odds(),
        "17_gnw_end_by_level": end_of_game_levels(),
        "18_bloeder_board": bloeder_board(),
        "19_bloeder_scoring": bloeder_scoring(),
        "20_bloeder_board_check": bloeder_board_check(),
        "21_bloeder_final": bloeder_final(),
        "22_push_table": push_table(),
        "23_goennen_turn": goennen_turn(),
        "24_push_turn": push_turn(),
        "25_goennen_return": goennen_return(),
        "26_goennen_colour": goennen_colour(),
    }
