"""The two Gönnen decisions outside a turn, built from the engine state: which of the four dealt cards goes
back under its stack (setup), and which colour a completed choose-colour card takes (game end), with what
each colour scores. Everything else goes to the turn and place screens of `companion.views.goennen`.

Points are `engine.scores` of the state after each choice and `scoring.card_points` per Wertungs-Karte;
nothing here changes the state.
"""

from __future__ import annotations

from companion.views.ending import player_name
from companion.views.goennen import card_view, grid, grid_origin, short_name
from companion.views.goennen import decision_view as turn_view
from companion.views.tie_break import join
from dicetable.messages import Text, text
from display.views_goennen import GoennenPlaceView, GoennenTurnView
from display.views_goennen_choices import ColourChoice, GoennenColourView, GoennenReturnView
from games.engine import AwaitDecision, Engine
from games.goennen_koennen.actions import ChooseColour, ReturnCard
from games.goennen_koennen.flow import colourless_choice
from games.goennen_koennen.labels import colour_name
from games.goennen_koennen.scoring import card_points
from games.goennen_koennen.solo import points_needed
from games.goennen_koennen.state import GoennenState, OwnedCard

GoennenDecision = GoennenTurnView | GoennenPlaceView | GoennenReturnView | GoennenColourView


def decision_view(engine: Engine, state: GoennenState, selected: int = 0) -> GoennenDecision | None:
    """The screen of the decision now: returning a dealt card, colouring a card at the end, else the turn or
    the place screen (`goennen.decision_view`); None where the game waits for no decision."""
    if not isinstance(state.waiting_for(), AwaitDecision):
        return None
    if state.phase == "setup_return":
        return return_view(engine, state, selected)
    if state.phase == "choose_colour":
        return colour_view(engine, state, selected)
    return turn_view(engine, state, selected)


def return_view(engine: Engine, state: GoennenState, selected: int = 0) -> GoennenReturnView:
    """The dealt cards in the options' order (option i returns card i), the stack each came from, and the
    three cards the selected option keeps."""
    player = state.decider
    options = [option for option in engine.legal_actions(state) if isinstance(option, ReturnCard)]
    designs = [state.rules.design(option.design_id) for option in options]
    cards = tuple(
        card_view(state, player, OwnedCard(design.id, (0, 0), (None,) * len(design.fields))) for design in designs
    )
    kept = [short_name(design) for index, design in enumerate(designs) if index != selected]
    return GoennenReturnView(
        player=player_name(player),
        cards=cards,
        stacks=tuple(text(f"goennen_choices.stack.{design.kind}") for design in designs),
        options=tuple(option.label for option in options),
        kept=text("goennen_choices.kept", cards=join(kept, "goennen_choices.kept_join")),
        selected=selected,
    )


def colour_view(engine: Engine, state: GoennenState, selected: int = 0) -> GoennenColourView:
    """The decider's display as it scores with the selected colour, and per colour the total and the
    Wertungs-Karten that gain by it (against the card having no colour, as it scores now)."""
    player = state.current
    card = colourless_choice(state, player)
    options = [option for option in engine.legal_actions(state) if isinstance(option, ChooseColour)]
    afters = [engine.apply(state, option) for option in options]
    before = engine.scores(state)[player].total
    choices = tuple(
        ColourChoice(
            option.colour,
            colour_name(option.colour),
            engine.scores(after)[player].total,
            engine.scores(after)[player].total - before,
            _gains(state, after, player),
        )
        for option, after in zip(options, afters, strict=True)
    )
    top, left = grid_origin(state, player)
    return GoennenColourView(
        player=player_name(player),
        card=text("goennen_choices.card", id=card.design_id),
        cells=grid(afters[selected], player),
        card_cell=(card.cell[0] - top, card.cell[1] - left),
        choices=choices,
        selected=selected,
        standing=_standing(engine, state, player),
    )


def _gains(before: GoennenState, after: GoennenState, player: int) -> Text:
    """The Wertungs-Karten whose points the colour changes, by id as the display names them: "W3 +3, W5 +2"."""
    gains = []
    for card in before.displays[player]:
        gain = card_points(after, player, after.card_at(player, card.cell)) - card_points(before, player, card)
        if gain:
            key = "display.options.points" if gain > 0 else "display.options.minus_points"
            gains.append(text("goennen_choices.gain_from", card=card.design_id, gain=text(key, points=gain)))
    return join(gains, "goennen_choices.gains_join") if gains else text("goennen_choices.no_gain")


def _standing(engine: Engine, state: GoennenState, player: int) -> Text:
    """What the decider plays against: the other players' points now, or the solo level's target."""
    if state.players == 1:
        level = state.rules.solo_level
        return text("goennen_choices.solo_target", level=level, target=points_needed(level))
    scores = engine.scores(state)
    others = [
        text("goennen_choices.standing", player=player_name(other), points=scores[other].total)
        for other in range(state.players)
        if other != player
    ]
    return join(others, "goennen_choices.standing_join")
