"""The solo card and the campaign of Man muss auch gönnen können [rulebook]: pure arithmetic on results.

>>> campaign_step(level=2, points=80, campaign_points=10)
CampaignStep(is_level_won=True, campaign_points=4, next_level=3)
"""

from __future__ import annotations

from dataclasses import dataclass

SOLO_LEVELS = {1: (15, 90), 2: (14, 86), 3: (13, 82), 4: (12, 78), 5: (11, 74), 6: (10, 70), 7: (9, 66)}
LAST_LEVEL = 7
CAMPAIGN_GOAL = 50  # finish level 7 with 50 or more campaign points


@dataclass(frozen=True)
class CampaignStep:
    """After one campaign game: whether the level counts as won, the campaign points then, and the next
    level (None: the campaign is over — won after level 7, or lost and to be restarted at level 1)."""

    is_level_won: bool
    campaign_points: int
    next_level: int | None


def rounds_allowed(level: int) -> int:
    """Round-counter cards that end a solo game at this level."""
    return SOLO_LEVELS[level][0]


def points_needed(level: int) -> int:
    return SOLO_LEVELS[level][1]


def campaign_step(level: int, points: int, campaign_points: int) -> CampaignStep:
    """Points above the target become campaign points; from level 2 on a shortfall may be paid 1:1 with
    campaign points, and if they do not suffice the campaign ends [rulebook]."""
    margin = points - points_needed(level)
    if margin < 0 and (level == 1 or campaign_points < -margin):
        return CampaignStep(False, campaign_points, None)
    campaign_points += margin
    return CampaignStep(True, campaign_points, level + 1 if level < LAST_LEVEL else None)


def is_campaign_won(step: CampaignStep, level: int) -> bool:
    """The campaign's goal: level 7 finished with at least 50 campaign points."""
    return level == LAST_LEVEL and step.is_level_won and step.campaign_points >= CAMPAIGN_GOAL
