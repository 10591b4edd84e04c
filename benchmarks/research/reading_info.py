"""How much the opponent's play tells about its hand (a learned reading).

Session 20 of issue 12 measured that the expert, told its opponent's
hand, gains +0.56 game points a deal against the frozen expert; a fair
player can only reach for that by reading the opponent's play.  This tool
asks how much there is to read.  It plays a player (the frozen expert
unless ``--player`` names another) against itself, and at every
decision with the talon open records the mover's observation and the
opponent's true hand.  A reading model then scores each card the opponent
may hold (those the rules have not ruled out, ``worlds.hidden_places``)
from what the opponent did before: cards it threw, tricks it let go or
took, leads, marriages not announced, the exchange not made.  The hand is
a conditional Bernoulli draw: the chance of a hand S of k cards is
proportional to the product of exp(score) over S.  Fitted by maximum
likelihood on the first three quarters of the decks, it is judged on the
rest in nats a decision against the uniform draw the expert samples from;
the gain over the uniform draw's uncertainty is the share of the hand
that the play gives away to this model.

    python -m benchmarks.research.reading_info --preset schnapsen --decks 700 --start 2000
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
from typing import Any

from benchmarks.arena import CONTESTANTS, TWO_PLAYER, act, deck_seed, make_contestant
from sixtysix_qt.ai.toolkit import beats, hidden_places
from sixtysix_qt.engine import new_deal
from sixtysix_qt.engine.cards import KING, QUEEN, RANK_POINTS, SUITS, bits
from sixtysix_qt.engine.moves import EXCHANGE_MOVE, MARRY, PLAY, parse_move
from sixtysix_qt.engine.options import make_rules

#: a card's row: (trump?, rank) once, the same scaled by the opponent's plays, then events
EVENT_NAMES = (
    "cheaper than a card it threw",
    "trump that would have won a low lead it let go",
    "trump that would have won a ten or ace it let go",
    "same suit, would have won a low lead it let go",
    "same suit, would have won a ten or ace it let go",
    "cheaper winner than the card it took with",
    "cheaper than a card it led",
    "its plays in the card's suit",
    "king or queen of a pair it did not announce, per lead",
    "the exchange card, per lead without the exchange",
)
FEATURES = 32 + len(EVENT_NAMES)
#: indices into EVENT_NAMES; the four "would have won" rows are trump/same suit x low/high lead
CHEAPER_THAN_THROWN, WOULD_HAVE_WON, CHEAPER_WINNER, CHEAPER_THAN_LED = 0, 1, 5, 6
PLAYS_IN_SUIT, UNANNOUNCED_PAIR, EXCHANGE_CARD = 7, 8, 9
#: (kind, card, the card led or None, took the trick / could have exchanged)
Event = tuple[str, int, int | None, bool]
Sample = tuple[list[list[float]], list[int], int]


def cost(card: int, trump: int) -> int:
    """How dear a card is to keep: its points, and trumps above any plain card."""
    rank = card & 7
    return RANK_POINTS[rank] + (12 + rank if (card >> 3) & 3 == trump else 0)


def opponent_events(obs: dict[str, Any]) -> list[Event]:
    """The opponent's plays so far: ("lead", card, None, exchange open) or
    ("marry", ...), and ("follow", card, lead, took the trick)."""
    opp = 1 - obs["seat"]
    trump = SUITS.index(obs["trump_suit"])
    talon = make_rules(obs["preset"], **obs["options"]).shape.talon_size
    exchanged = False
    trick: list[int] = []
    events: list[Event] = []
    for seat, text in obs["history"]:
        move = parse_move(text)
        if move == EXCHANGE_MOVE:
            exchanged = True
        if move >> 6 not in (PLAY, MARRY):
            continue
        card = move & 63
        if seat == opp and not trick:
            kind = "marry" if move >> 6 == MARRY else "lead"
            events.append((kind, card, None, not exchanged and talon > 2))
        elif seat == opp:
            events.append(("follow", card, trick[0], beats(card, trick[0], trump)))
        trick.append(card)
        if len(trick) == 2:
            trick = []
            talon = max(0, talon - 2)
    return events


def card_features(card: int, events: list[Event], trump: int, ctx: dict[str, Any]) -> list[float]:
    """The reading model's row for one card the opponent may hold."""
    row = [0.0] * FEATURES
    slot = (card & 7) + (8 if (card >> 3) & 3 == trump else 0)
    row[slot] = 1.0
    row[16 + slot] = len(events) / 5.0
    row[32:] = event_counts(card, events, trump, ctx)
    return row


def event_counts(card: int, events: list[Event], trump: int, ctx: dict[str, Any]) -> list[float]:
    """How often each of ``EVENT_NAMES`` happened for ``card``."""
    counts = [0.0] * len(EVENT_NAMES)
    suit, dear = (card >> 3) & 3, cost(card, trump)
    for kind, played, lead, flag in events:
        took = could_exchange = flag  # the flag's meaning by kind: see ``Event``
        counts[PLAYS_IN_SUIT] += (played >> 3) & 3 == suit
        if kind == "lead":
            counts[CHEAPER_THAN_LED] += dear < cost(played, trump)
            counts[UNANNOUNCED_PAIR] += card in ctx["unmarried"]
            counts[EXCHANGE_CARD] += card == ctx["exchange_card"] and could_exchange
        elif kind == "follow" and lead is not None and not took:
            counts[CHEAPER_THAN_THROWN] += dear < cost(played, trump)
            if beats(card, lead, trump):
                same = suit == ((lead >> 3) & 3)
                high = RANK_POINTS[lead & 7] >= 10
                counts[WOULD_HAVE_WON + 2 * same + high] += 1
        elif kind == "follow" and lead is not None and beats(card, lead, trump):
            counts[CHEAPER_WINNER] += dear < cost(played, trump)
    return counts


def sample_of(obs: dict[str, Any], opp_hand: int) -> Sample | None:
    """The candidates' rows, which of them the opponent holds, and how many."""
    opp = 1 - obs["seat"]
    unseen, _known, slots, _talon, forbidden = hidden_places(obs)
    cands = [c for c in bits(unseen) if not forbidden[opp] >> c & 1]
    k = slots[opp]
    if not 0 < k < len(cands):
        return None
    trump = SUITS.index(obs["trump_suit"])
    shape = make_rules(obs["preset"], **obs["options"]).shape
    pairs = {c for c in cands if c & 7 in (QUEEN, KING) and (c ^ 1) in cands}
    ctx = {"unmarried": pairs, "exchange_card": trump * 8 + shape.exchange_rank}
    events = opponent_events(obs)
    rows = [card_features(c, events, trump, ctx) for c in cands]
    return rows, [opp_hand >> c & 1 for c in cands], k


def symmetric(weights: list[float], k: int) -> list[float]:
    """Elementary symmetric polynomials e_0..e_k of ``weights``."""
    e = [1.0] + [0.0] * k
    for w in weights:
        for j in range(k, 0, -1):
            e[j] += w * e[j - 1]
    return e


def inclusion(weights: list[float], k: int) -> list[float]:
    """Each card's chance to be in a conditional Bernoulli hand of k cards."""
    total = symmetric(weights, k)[k]
    return [
        w * symmetric(weights[:i] + weights[i + 1 :], k - 1)[k - 1] / total
        for i, w in enumerate(weights)
    ]


def _scores(theta: list[float], rows: list[list[float]]) -> list[float]:
    return [sum(t * x for t, x in zip(theta, row, strict=True) if x) for row in rows]


def log_likelihood(theta: list[float], samples: list[Sample]) -> float:
    """Mean log chance of the true hand, in nats a decision."""
    total = 0.0
    for rows, held, k in samples:
        s = _scores(theta, rows)
        norm = symmetric([math.exp(v) for v in s], k)[k]
        total += sum(v for v, h in zip(s, held, strict=True) if h) - math.log(norm)
    return total / len(samples)


def uniform_log_likelihood(samples: list[Sample]) -> float:
    """The same for the uniform draw among the candidates (the expert's)."""
    return -sum(math.log(math.comb(len(held), k)) for _r, held, k in samples) / len(samples)


def fit(samples: list[Sample], epochs: int = 120, rate: float = 0.05) -> list[float]:
    """Maximum likelihood by Adam steps on the whole sample, a small L2 pull to zero."""
    theta = [0.0] * FEATURES
    m = [0.0] * FEATURES
    v = [0.0] * FEATURES
    for step in range(1, epochs + 1):
        grad = [0.0] * FEATURES
        for rows, held, k in samples:
            p = inclusion([math.exp(s) for s in _scores(theta, rows)], k)
            for row, h, pi in zip(rows, held, p, strict=True):
                for j, x in enumerate(row):
                    if x:
                        grad[j] += (h - pi) * x
        grad = [g / len(samples) - 1e-3 * t for g, t in zip(grad, theta, strict=True)]
        m = [0.9 * a + 0.1 * g for a, g in zip(m, grad, strict=True)]
        v = [0.999 * a + 0.001 * g * g for a, g in zip(v, grad, strict=True)]
        theta = [
            t + rate * (a / (1 - 0.9**step)) / (math.sqrt(b / (1 - 0.999**step)) + 1e-8)
            for t, a, b in zip(theta, m, v, strict=True)
        ]
    return theta


def play_deck(args: tuple[str, int, str, int | None]) -> list[tuple[int, Sample]]:
    """One deal of a player against itself: a sample at every open-talon decision."""
    preset, index, name, effort = args
    seed = deck_seed(preset, index)
    state = new_deal(preset, seed=seed, dealer=index % 2)
    players = [make_contestant(name, seed * 2 + s, effort) for s in range(2)]
    out = []
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        if state.talon and not state.closed and obs["history"]:
            sample = sample_of(obs, state.hands[1 - seat])
            if sample:
                out.append((index, sample))
        state = state.apply(act(players[seat], state, obs))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="schnapsen", choices=TWO_PLAYER)
    parser.add_argument("--decks", type=int, default=700)
    parser.add_argument("--start", type=int, default=2000)
    parser.add_argument("--player", default="expert_2026_11", choices=CONTESTANTS)
    parser.add_argument("--effort", type=int, default=160, help="a searching player's worlds")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--epochs", type=int, default=120)
    ns = parser.parse_args(argv)
    jobs = [(ns.preset, i, ns.player, ns.effort) for i in range(ns.start, ns.start + ns.decks)]
    with multiprocessing.Pool(ns.workers) as pool:
        rows = [r for deck in pool.imap_unordered(play_deck, jobs) for r in deck]
    cut = ns.start + ns.decks * 3 // 4
    train = [s for i, s in rows if i < cut]
    test = [s for i, s in rows if i >= cut]
    theta = fit(train, ns.epochs)
    cmd = " ".join(sys.argv[1:] if argv is None else argv)
    print(f"$ python -m benchmarks.research.reading_info {cmd}")
    print(f"decisions: {len(train)} to fit (decks before {cut}), {len(test)} to judge")
    for name, part in (("fit", train), ("judged", test)):
        uni, model = uniform_log_likelihood(part), log_likelihood(theta, part)
        print(
            f"{name}: uniform {uni:.4f} nats, model {model:.4f}, "
            f"gain {model - uni:+.4f} = {100 * (model - uni) / -uni:.2f}% of the hand's uncertainty"
        )
    print("weights of the events:")
    for name, weight in zip(EVENT_NAMES, theta[32:], strict=True):
        print(f"  {weight:+.3f}  {name}")


if __name__ == "__main__":
    main()
