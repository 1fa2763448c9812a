"""Labels of the actions, written in the context of the state (like a move in SAN), as catalogue texts."""

from __future__ import annotations

from dicetable.messages import Text, counted, text
from games.engine import Die
from games.geht_noch_was.conditions import Witness
from games.geht_noch_was.odds import NextRollOdds
from games.geht_noch_was.rules import BonusOption


def card_name(card_id: int) -> int | Text:
    """How a card is named: its printed id, or "?n" for the n-th card played before anyone entered it."""
    return card_id if card_id > 0 else text("gnw.unknown_card", number=-card_id)


def joined(parts: list[Text]) -> Text:
    """Texts joined with " + ", kept as a text so it renders in the table's language."""
    result = parts[-1]
    for part in reversed(parts[:-1]):
        result = text("gnw.join.plus", first=part, rest=result)
    return result


def witness_dice(dice: tuple[Die, ...], witness: Witness) -> Text:
    """The dice that fulfil a card grouped by colour in glyph order, e.g. "Blau 3-4-5 + Rot 6"."""
    by_colour: dict[str, list[str]] = {}
    for group in witness.groups:
        for index in group:
            by_colour.setdefault(dice[index].colour, []).append(str(dice[index].value))
    return joined(
        [text("gnw.dice.group", colour=text(f"colour.{c}"), values="-".join(v)) for c, v in by_colour.items()]
    )


def bonus_label(option: BonusOption) -> Text:
    parts = [text("gnw.bonus.luck", luck=option.luck)] if option.luck else []
    parts += [text("gnw.bonus.card", card=text(f"gnw.pile.{colour}")) for colour in option.cards]
    return text("gnw.action.bonus", what=joined(parts or [text("gnw.bonus.nothing")]))


def odds_label(odds: NextRollOdds) -> Text:
    """What a player reads before staying in, e.g. "Nächster Wurf: 77,6 % Chance auf eine Karte; ..."."""
    tenths = round(odds.chance * 1000)
    return text(
        "gnw.odds",
        whole=tenths // 10,
        tenth=tenths % 10,
        cards=counted("amount.cards", len(odds.at_stake)),
        points=counted("amount.points", odds.points_at_stake),
        luck=odds.luck,
    )
