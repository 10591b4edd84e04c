"""The judge's worlds: a move and the position right after it agree (issue 52)."""

from __future__ import annotations

import random
from pathlib import Path
from statistics import fmean, pvariance

import pytest

from sixtysix_qt.ai import make_player
from sixtysix_qt.ai.judge_worlds import FAIR_SEAT_WORLDS, FAIR_WORLDS, PairedWorlds
from sixtysix_qt.ai.worlds import sample_world
from sixtysix_qt.engine import DealState, new_deal
from sixtysix_qt.engine.moves import EXCHANGE_MOVE, parse_move
from sixtysix_qt.review.archive import read_deal_file
from sixtysix_qt.review.judge import decisions, judge_decision

WORLDS = 32


def _exchange_positions(count: int) -> list[DealState]:
    """Positions of medium play where the seat to move may exchange the trump card."""
    out: list[DealState] = []
    seed = 0
    while len(out) < count:
        preset = ("classic", "schnapsen")[seed % 2]
        state = new_deal(preset, seed=5200 + seed, dealer=seed % 2)
        players = [make_player("medium", seed=seed * 2 + s) for s in (0, 1)]
        seed += 1
        while not state.is_over:
            if "exchange" in state.legal_actions():
                out.append(state)
                break
            state = state.apply(players[state.to_move].choose(state.observation(state.to_move)))
    return out


def _values(state: DealState, seed: int) -> dict[int, list[float]]:
    """Each move's game points in each of ``WORLDS`` worlds, as the judge weighs them."""
    seat = state.to_move
    rng = random.Random(seed)
    judge = PairedWorlds(seat, state, rng)
    obs = state.observation(seat)
    moves = [parse_move(a) for a in obs["legal_actions"]]
    for _ in range(WORLDS):
        judge.add(sample_world(obs, rng), moves)
    return {m: list(s.values()) for m, s in judge.samples().items()}


@pytest.mark.slow
def test_an_exchange_is_worth_the_best_move_of_the_position_after_it() -> None:
    """An exchange leaves the same seat to move, seeing nothing new: its value is the
    best move's value right after it.  Followed only to the next decision, it was one
    move for all 32 worlds while a card's next move nearly knew the hidden cards:
    the exchange was worth 0.4-1.1 less than the position it leads to (audit 4)."""
    gaps, variances = [], []
    for n, state in enumerate(_exchange_positions(8)):
        root = _values(state, 100 + n)[EXCHANGE_MOVE]
        after = _values(state.apply_move(EXCHANGE_MOVE), 200 + n)
        best = max(after.values(), key=fmean)
        gaps.append(fmean(best) - fmean(root))
        variances.append((pvariance(best) + pvariance(root)) / WORLDS)
        assert abs(gaps[-1]) <= 3.5 * variances[-1] ** 0.5 + 0.05, (n, gaps[-1])
    pooled = fmean(gaps)
    error = sum(variances) ** 0.5 / len(gaps)
    assert abs(pooled) <= 2.5 * error + 0.03, (pooled, error, gaps)


def test_the_defender_after_a_close_weighs_as_many_worlds_as_the_closer() -> None:
    assert FAIR_WORLDS == FAIR_SEAT_WORLDS


def _audit_position(name: str, seat: int, number: int) -> tuple[DealState, str]:
    """The position before the CLI's action ``number`` of an audit deal, and the move."""
    path = Path(__file__).parent / "data" / "coach" / f"{name}.json"
    final = read_deal_file(path).state
    for index, state, action in decisions(final, seat):
        if index == number - 1:
            return state, action
    raise AssertionError("no such decision")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "seat", "number"),
    [
        ("exchange-at-once-classic", 1, 7),
        ("exchange-at-once-schnapsen", 1, 3),
        ("exchange-medium-classic-1", 0, 7),
        ("exchange-medium-classic-2", 0, 5),
    ],
)
def test_the_audits_exchanges_at_the_first_chance_are_good(
    name: str, seat: int, number: int
) -> None:
    """Audit 4 (coach-4.md defect 1): each called a mistake (0.66-1.10 lost); with the
    cards as they lay the exchange is best, and the audit's fair playouts put the
    exchange 0.15 +- 0.12 ahead of the expert's own move, pooled over its positions."""
    state, action = _audit_position(name, seat, number)
    assert action == "exchange"
    v = judge_decision(state, seat, action)
    assert v.label == "good" and v.luck is None, (v.loss, v.margin, v.best)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "seat", "number"),
    [
        ("close-flag-classic", 0, 9),
        ("close-flag-schnapsen", 1, 9),
        ("close-seed-classic-1", 1, 9),
        ("close-seed-classic-2", 0, 9),
    ],
)
def test_the_audits_should_have_closed_flags_are_gone_under_either_seed(
    name: str, seat: int, number: int
) -> None:
    """Audit 4 (defect 2): flagged "should have closed" under one seed or both, the
    close was worse or no better in fair playouts; a defender weighing 8 worlds
    where the closer weighed 32 made closing look better than it is."""
    state, action = _audit_position(name, seat, number)
    assert "close" in state.legal_actions() and action != "close"
    for seed in (66, 7):
        v = judge_decision(state, seat, action, seed=seed)
        assert v.label == "good", (seed, v.loss, v.margin, v.best)


@pytest.mark.slow
def test_a_close_fair_play_finds_a_little_better_is_at_most_an_inaccuracy() -> None:
    """close-flag-schnapsen-2 (audit 4): fair playouts put the close ahead of the
    played marriage by 0.21 +- 0.16 (128 worlds, benchmarks.fair_check): the review
    may call the marriage good or an inaccuracy, with the close as the better move,
    never a mistake."""
    state, action = _audit_position("close-flag-schnapsen-2", 1, 6)
    assert action == "marry QD"
    for seed in (66, 7):
        v = judge_decision(state, 1, action, seed=seed)
        assert v.label in ("good", "inaccuracy"), (seed, v.loss, v.margin)
        assert v.label == "good" or v.best == "close", (seed, v.best)


def test_a_world_sampler_draws_the_worlds_sample_world_draws() -> None:
    """The fair close samples its worlds with ``WorldSampler`` (the history replayed
    once): the same worlds, field for field, from the same generator."""
    from sixtysix_qt.ai.worlds import WorldSampler
    from sixtysix_qt.engine.state import FIELDS

    checked = 0
    for n in range(12):
        state = new_deal(("classic", "schnapsen")[n % 2], seed=900 + n, dealer=n % 2)
        players = [make_player("easy", seed=n * 2 + s) for s in (0, 1)]
        for step in range(6 + n):
            if state.is_over:
                break
            if step == 3 and "close" in state.legal_actions():
                state = state.apply("close")
                continue
            state = state.apply(players[state.to_move].choose(state.observation(state.to_move)))
        if state.is_over:
            continue
        obs = state.observation(state.to_move)
        sampler = WorldSampler(obs)
        a, b = random.Random(n), random.Random(n)
        for _ in range(4):
            mine, theirs = sampler.draw(a), sample_world(obs, b)
            assert all(getattr(mine, f) == getattr(theirs, f) for f in FIELDS)
            assert mine.legal_moves() == theirs.legal_moves()
            checked += 1
    assert checked >= 30


def test_the_fair_close_solves_a_world_drawn_again_once(monkeypatch) -> None:
    """After a close the hands make the world (the closed talon is never drawn): a
    choice over 32 worlds of few hidden cards solves each hand once, and chooses as
    if it had solved all 32 (issue 52)."""
    from sixtysix_qt.ai import judge_worlds, native
    from sixtysix_qt.ai.worlds import WorldSampler

    rng, state = random.Random(4), new_deal("classic", seed=4, dealer=0)
    while "close" not in state.legal_actions() or len(state.talon) > 4:
        state = state.apply_move(rng.choice(native.legal_moves(state)))
    state = state.apply("close")  # late: few cards are hidden
    while len(native.legal_moves(state)) < 2 or state.trick or len(state.hand(0)) > 4:
        state = state.apply_move(rng.choice(native.legal_moves(state)))
    mover, moves = state.to_move, native.legal_moves(state)
    sampler = WorldSampler(state.observation(mover))
    worlds_rng = random.Random(9)
    drawn = [sampler.draw(worlds_rng) for _ in range(FAIR_WORLDS)]
    totals = dict.fromkeys(moves, 0.0)
    for world in drawn:
        for m, v in native.world_values(world, mover, moves).items():
            totals[m] += v
    expected = max(moves, key=lambda m: (totals[m], -m))
    solved = []
    real = native.world_values
    monkeypatch.setattr(
        native, "world_values", lambda w, *a, **k: solved.append(w.hands) or real(w, *a, **k)
    )
    chosen = judge_worlds._fair_choice(state, mover, moves, random.Random(9))
    assert chosen == expected
    assert len(solved) == len({w.hands for w in drawn}) < FAIR_WORLDS
