"""The solo card and the campaign rules of Man muss auch gönnen können."""

from games.goennen_koennen.solo import CampaignStep, campaign_step, is_campaign_won, points_needed, rounds_allowed


def test_level_three_allows_thirteen_rounds_and_needs_82_points_g_t8():
    assert rounds_allowed(3) == 13 and points_needed(3) == 82


def test_points_above_the_target_become_campaign_points():
    assert campaign_step(level=1, points=95, campaign_points=0) == CampaignStep(True, 5, 2)


def test_a_missed_first_level_ends_the_campaign():
    assert campaign_step(level=1, points=89, campaign_points=0) == CampaignStep(False, 0, None)


def test_from_level_two_a_shortfall_is_paid_with_campaign_points():
    assert campaign_step(level=2, points=80, campaign_points=10) == CampaignStep(True, 4, 3)


def test_a_shortfall_larger_than_the_campaign_points_ends_the_campaign():
    assert campaign_step(level=4, points=70, campaign_points=7) == CampaignStep(False, 7, None)


def test_the_campaign_is_won_after_level_seven_with_fifty_campaign_points():
    step = campaign_step(level=7, points=70, campaign_points=46)
    assert step == CampaignStep(True, 50, None) and is_campaign_won(step, level=7)
