"""G7 (round 4): neither the game nor its AI worker keeps the solver's table between jobs.

Over 905 deals the game grew 52 MiB and its worker 34 MiB.  Most of it was
the compiled solver's transposition table (then 32 MiB, now 2 MiB, ``ai/core/two.c``), made
once and then touched page by page, deal after deal, by the "Play the rest"
proof in the game and by the computer's searches in the worker.  Now it is
given back after every job: each of the worker's moves, each proof, each
review.  (``benchmarks/memory_growth.py`` measures a whole evening.)
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from sixtysix_qt.ai import native
from sixtysix_qt.engine import Match
from sixtysix_qt.review.judge import ReviewCancelled, review_deal
from sixtysix_qt.review.match_review import judge_closes
from sixtysix_qt.review.puzzles import hero_value
from sixtysix_qt.ui.play import ai_process
from sixtysix_qt.ui.play.finish import decided_move
from tests.deals import played_out

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/smaps"),
    pytest.mark.skipif(native._core is None, reason="the compiled core's table"),
]
FREED_KIB = 1536
"""A released table gives back most of its 2 MiB (a whole deal's solve touches it all),
every time: glibc would keep a block of that size on its heap (``core_release`` trims it)."""


def anon_kib() -> int:
    """This process's resident anonymous memory, KiB (``RssAnon``)."""
    status = Path("/proc/self/status").read_text()
    return int(re.search(r"^RssAnon:\s+(\d+)", status, re.M).group(1))


def _early_position():
    """Two moves into a deal: solving it exactly fills the whole table, in about a second."""
    rng, state = random.Random(1), Match("classic", seed=11).state
    for _ in range(2):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _a_deal_solved() -> int:
    """A two-player deal solved exactly (the table made and filled); the memory then."""
    state = _early_position()
    hero_value(state, state.to_move)
    return anon_kib()


def _decided_position():
    """A small endgame the proof settles (the talon gone, three cards each at most)."""
    for seed in range(1, 300):
        rng, s = random.Random(seed), Match("classic", seed=seed, first_dealer=1).state
        while not s.is_over:
            small = s.phase == "play" and not s.talon and len(s.hand(0)) <= 3
            if s.to_move == 0 and small and decided_move(s, 0) is not None:
                return s
            s = s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no decided endgame found")


@pytest.mark.slow
def test_the_play_the_rest_proof_gives_the_table_back() -> None:
    state = _decided_position()
    before = _a_deal_solved()
    assert decided_move(state, 0) is not None
    assert before - anon_kib() > FREED_KIB


@pytest.mark.slow
def test_the_worker_gives_the_table_back_after_each_move(monkeypatch) -> None:
    class Job:
        value = 7

    monkeypatch.setattr(ai_process, "_child_job", Job(), raising=False)
    state = Match("classic", seed=5).state
    job = (ai_process.choose, ("expert", 1, state.observation(state.to_move)), 7, 0.5)
    ai_process._child_call(*job)  # the first move's imports and caches, kept by any worker
    before = _a_deal_solved()
    action, _reason = ai_process._child_call(*job)
    assert action in state.legal_actions()
    assert before - anon_kib() > FREED_KIB


@pytest.mark.slow
def test_a_review_gives_the_table_back_whether_it_ends_or_is_cancelled() -> None:
    """The review's door (``judge.review_deal``) gives the table back itself: the review
    window asks nothing of the AI (tests/test_layering.py)."""
    final = played_out("classic", 4)
    before = _a_deal_solved()
    review_deal(final, 0, worlds=2, max_worlds=4)
    assert before - anon_kib() > FREED_KIB
    before = _a_deal_solved()
    with pytest.raises(ReviewCancelled):
        review_deal(final, 0, worlds=2, max_worlds=4, cancel=lambda: True)
    assert before - anon_kib() > FREED_KIB


@pytest.mark.slow
def test_closes_judged_for_the_match_give_the_table_back() -> None:
    from sixtysix_qt.review.match_record import MatchRecord
    from tests.review.test_match_review import deal_with_a_close

    final = deal_with_a_close()
    before = _a_deal_solved()
    closes = judge_closes(final, 0, MatchRecord((6, 5), 7, final.dealer), worlds=2)
    assert closes
    assert before - anon_kib() > FREED_KIB


@pytest.mark.slow
def test_the_next_solve_after_a_release_is_the_same() -> None:
    state = _early_position()
    first = hero_value(state, state.to_move)
    native.release_memory()
    assert hero_value(state, state.to_move) == first


def test_a_new_match_after_the_worker_died_does_not_stop_on_it(monkeypatch) -> None:
    """Found while profiling: a worker killed under a job broke the pool, and the next
    new match raised BrokenProcessPool from warm_up() in a Qt slot."""
    from concurrent.futures.process import BrokenProcessPool

    class Broken:
        def submit(self, *_args):
            raise BrokenProcessPool("a child process terminated abruptly")

    monkeypatch.setattr(ai_process, "_broken", False)
    monkeypatch.setattr(ai_process, "_get_pool", lambda: Broken())
    ai_process.warm_up()  # no exception
    assert ai_process._broken
