"""How a tie on points was settled, in words for the final table: the game's tie-break count (PUSH: more
cards taken; Gönnen: fewer empty fields) and whether the place stays shared."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from companion.views.ending import player_name
from dicetable.messages import Text, counted, text


def tie_note(
    totals: Sequence[int], counts: Sequence[int], best: Callable[[Sequence[int]], int], keys: str
) -> Text | None:
    """One sentence per group of players with equal points, e.g. "Gleichstand bei 19 Punkten, mehr Karten
    gewinnen (Karten – Spieler 1: 5, Spieler 2: 4): Spieler 1 liegt vorn"; None when all points differ.

    counts: each player's tie-break count; best: `max` or `min`, the count that wins; keys: the catalogue
    table holding `count`, `decided`, `shared`, `list` and `join`.
    """
    notes = []
    for total in sorted(set(totals), reverse=True):
        tied = [player for player, points in enumerate(totals) if points == total]
        if len(tied) < 2:
            continue
        winning = best([counts[player] for player in tied])
        ahead = [player for player in tied if counts[player] == winning]
        listed = join([text(f"{keys}.count", player=player_name(p), count=counts[p]) for p in tied], f"{keys}.list")
        key = f"{keys}.shared" if len(ahead) > 1 else f"{keys}.decided"
        notes.append(text(key, points=counted("amount.points_at", total), counts=listed, player=player_name(ahead[0])))
    return join(notes, f"{keys}.join") if notes else None


def join(parts: list[Text], key: str) -> Text:
    """The parts as one text, each pair joined by the catalogue's `key` ({head}…{tail})."""
    joined = parts[0]
    for part in parts[1:]:
        joined = text(key, head=joined, tail=part)
    return joined
