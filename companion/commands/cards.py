"""`dicetable cards list|show ID|add|edit ID`: the Geht noch was? task cards, shipped and the players' own.

A condition is built from its parts in the short notation of `games.geht_noch_was.notation`, one `--need`
per requirement and `--or` between alternatives, or given whole as JSON with `--condition`:

    dicetable cards add --id 12 --colour green --need run:blue,blue
    dicetable cards add --id 40 --colour yellow --need same:2*white --need same:3*white
    dicetable cards add --id 41 --colour green --need same:2*red --or --need same:2*blue
    dicetable cards edit 12 --colour yellow

Cards are checked before they are written to the players' own file (shipped cards are never changed).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from companion.gnw_cards import CardCatalogue, CardFileError, load_catalogue, save_card
from dicetable.messages import Text, render, text
from games.geht_noch_was.cards import (
    CARD_COLOURS,
    CARD_POINTS,
    START_SETS,
    Card,
    CardDataError,
    card_to_data,
    parse_card,
)
from games.geht_noch_was.notation import condition_data, format_condition

NAME = "cards"
HELP = "list, show, add or edit Geht noch was? task cards (your own file is merged over the shipped cards)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--file", type=Path, help="your card file (default ~/.config/dicetable/cards/geht-noch-was.json)"
    )
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = actions.add_parser("list", help="every known card, one line each")
    listing.add_argument("--json", action="store_true", help="the cards as card data (JSON)")
    show = actions.add_parser("show", help="one card in full")
    show.add_argument("id", type=int)
    add = actions.add_parser("add", help="add a card you have in front of you")
    add.add_argument("--id", type=int, required=True, help="the number printed on the card")
    _card_fields(add, required=True)
    edit = actions.add_parser("edit", help="change a card (saved as your own card of that id)")
    edit.add_argument("id", type=int)
    _card_fields(edit, required=False)


def _card_fields(parser: argparse.ArgumentParser, required: bool) -> None:
    parser.add_argument("--colour", choices=CARD_COLOURS, required=required, help="colour of the card's back")
    parser.add_argument("--points", type=int, help="points printed on the card (default: 1, 2, 4 by colour)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--start-set", choices=START_SETS, help="letter of a start card")
    start.add_argument("--no-start-set", action="store_true", help="not a start card")
    parser.add_argument(
        "--need",
        dest="parts",
        action="append",
        metavar="REQUIREMENT",
        help="one requirement, e.g. run:blue,blue  free:5*white3+  same:3*white  sum:red9+ (repeat for AND)",
    )
    parser.add_argument("--or", dest="parts", action="append_const", const="/", help="start another alternative")
    parser.add_argument("--condition", help="the whole condition as JSON card data instead of --need")


def run(args: argparse.Namespace) -> int:
    catalogue = load_catalogue(args.file)
    if args.action == "list":
        return _list(catalogue, args.json)
    if args.action == "show":
        return _show(catalogue, args.id)
    return _save(catalogue, args)


def _list(catalogue: CardCatalogue, as_json: bool) -> int:
    if as_json:
        print(json.dumps([card_to_data(card) for card in catalogue.cards], ensure_ascii=False))
        return 0
    for card in catalogue.cards:
        print(render(_line(catalogue, card)))
    print(render(text("gnw.cards.count", cards=len(catalogue.cards), own=len(catalogue.own_ids))))
    return 0


def _show(catalogue: CardCatalogue, card_id: int) -> int:
    card = catalogue.card(card_id)
    if card is None:
        raise CardFileError(text("gnw.cards.no_such_card", card=card_id))
    print(render(_line(catalogue, card)))
    print(json.dumps(card_to_data(card), ensure_ascii=False))
    return 0


def _save(catalogue: CardCatalogue, args: argparse.Namespace) -> int:
    if args.action == "add":
        if catalogue.card(args.id) is not None:
            raise CardFileError(text("gnw.cards.id_taken", card=args.id))
        base = None
    else:
        base = catalogue.card(args.id)
        if base is None:
            raise CardFileError(text("gnw.cards.no_such_card", card=args.id))
    try:
        card = _build(base, args)
    except CardDataError as error:
        raise CardFileError(text("gnw.cards.invalid", detail=error.text)) from error
    path = save_card(card, args.file)
    print(render(text("gnw.cards.saved", line=_line(load_catalogue(args.file), card), file=str(path))))
    return 0


def _build(base: Card | None, args: argparse.Namespace) -> Card:
    """The card the flags describe, on top of `base` when editing; checked like card data."""
    colour = args.colour or base.colour
    data = {
        "id": base.id if base else args.id,
        "colour": colour,
        "points": args.points if args.points is not None else CARD_POINTS[colour],
    }
    start_set = None if args.no_start_set else args.start_set or (base.start_set if base else None)
    if start_set:
        data["start_set"] = start_set
    if args.condition:
        try:
            data["condition"] = json.loads(args.condition)
        except json.JSONDecodeError as error:
            raise CardDataError(text("gnw.cards.condition_not_json", detail=str(error))) from error
    elif args.parts:
        data["condition"] = condition_data(args.parts)
    elif base:
        data["condition"] = card_to_data(base)["condition"]
    else:
        raise CardDataError(text("gnw.cards.no_condition"))
    return parse_card(data)


def _line(catalogue: CardCatalogue, card: Card) -> Text:
    source = "own" if card.id in catalogue.own_ids else "shipped"
    return text(
        "gnw.cards.line",
        card=card.id,
        colour=text(f"gnw.pile.{card.colour}"),
        points=card.points,
        start=card.start_set or "–",
        source=text(f"gnw.cards.source.{source}"),
        condition=format_condition(card.condition),
    )
