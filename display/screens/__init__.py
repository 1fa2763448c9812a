"""One module per screen, each with `draw(canvas, view)`; `SCREENS` maps a view type to its drawing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from display import (
    views,
    views_bloeder,
    views_card_editor,
    views_dsc,
    views_gnw,
    views_goennen,
    views_passive,
    views_push,
)
from display.canvas import Canvas
from display.screens import (
    bloeder_board,
    bloeder_check,
    bloeder_final,
    bloeder_scoring,
    bloeder_supply,
    camera,
    card_editor,
    choose_game,
    dsc_sheet,
    end_of_game,
    error,
    gnw_display,
    gnw_odds,
    gnw_round,
    goennen_display,
    goennen_final,
    goennen_place,
    goennen_turn,
    menu,
    options,
    passive,
    players,
    push_final,
    push_table,
    push_turn,
    resume,
    scoreboard,
)

SCREENS: dict[type, Callable[[Canvas, Any], None]] = {
    views.ChooseGameView: choose_game.draw,
    views.PlayersView: players.draw,
    views.CameraView: camera.draw,
    views.OptionsView: options.draw,
    views.ScoreboardView: scoreboard.draw,
    views.EndOfGameView: end_of_game.draw,
    views.ErrorView: error.draw,
    views.ResumeView: resume.draw,
    views.MenuView: menu.draw,
    views_dsc.DscSheetView: dsc_sheet.draw,
    views_gnw.GnwPlayerView: gnw_display.draw,
    views_gnw.GnwRoundView: gnw_round.draw,
    views_gnw.OddsView: gnw_odds.draw,
    views_card_editor.TaskCardEditorView: card_editor.draw,
    views_passive.PassiveChoicesView: passive.draw,
    views_push.PushTurnView: push_turn.draw,
    views_push.PushTableView: push_table.draw,
    views_push.PushFinalView: push_final.draw,
    views_goennen.GoennenDisplayView: goennen_display.draw,
    views_goennen.GoennenTurnView: goennen_turn.draw,
    views_goennen.GoennenFinalView: goennen_final.draw,
    views_goennen.GoennenPlaceView: goennen_place.draw,
    views_bloeder.BoardView: bloeder_board.draw,
    views_bloeder.SupplyPageView: bloeder_supply.draw,
    views_bloeder.ScoringView: bloeder_scoring.draw,
    views_bloeder.BloederFinalView: bloeder_final.draw,
    views_bloeder.BoardCheckView: bloeder_check.draw,
}
