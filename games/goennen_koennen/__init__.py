"""Man muss auch gönnen können: five colour dice, a 3×3 display of cards to complete, and passive players
who share in every reroll."""

from games.goennen_koennen.engine import GoennenKoennen

ENGINE = GoennenKoennen
