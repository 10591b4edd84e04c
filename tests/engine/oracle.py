"""An independent statement of the strict-phase rules (docs/RULES.md sections 4 and 10).

Written from the rules text on card codes, not from the engine, so the
property tests can compare the engine's legal plays against it.
"""

from __future__ import annotations

ORDER = "789JQKTA"


def rank(card: str) -> int:
    return ORDER.index(card[0])


def suit(card: str) -> str:
    return card[1]


def strict_plays(hand: list[str], trick: list[str], trump: str | None, must_head: bool) -> set[str]:
    """Cards a follower may play in the strict phase."""
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        if must_head:
            best = max(rank(c) for c in trick if suit(c) == led)
            higher = [c for c in same if rank(c) > best]
            if higher:
                return set(higher)
        return set(same)
    trumps = [c for c in hand if trump is not None and suit(c) == trump]
    if trumps:
        if must_head:
            in_trick = [rank(c) for c in trick if suit(c) == trump]
            if in_trick:
                over = [c for c in trumps if rank(c) > max(in_trick)]
                if over:
                    return set(over)
        return set(trumps)
    return set(hand)


def trick_winner(trick: list[tuple[int, str]], trump: str | None) -> int:
    """Seat winning a trick: highest trump, else highest of the led suit; first of equals."""
    led = suit(trick[0][1])

    def key(item: tuple[int, int, str]) -> tuple[int, int, int]:
        i, _seat, c = item
        return (suit(c) == trump, suit(c) == led, rank(c) * 100 - i)

    best = max(((i, seat, c) for i, (seat, c) in enumerate(trick)), key=key)
    return best[1]
