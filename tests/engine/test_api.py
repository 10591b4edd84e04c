"""Option validation, IllegalAction messages, the match and save documents."""

import json
import random

import pytest

from sixtysix_qt.engine import (
    OPTION_DEFAULTS,
    Action,
    ActionError,
    IllegalAction,
    InvalidAction,
    Match,
    OptionError,
    SaveFormatError,
    dumps,
    loads,
    new_deal,
)

from .helpers import A_LINE, deal_a, play, plays

# ------------------------------------------------------------------ options


def test_option_error_is_value_error_naming_the_option():
    assert issubclass(OptionError, ValueError)
    with pytest.raises(OptionError, match="no_such_option"):
        new_deal("classic", seed=1, no_such_option=True)
    with pytest.raises(OptionError, match="no_such_preset"):
        new_deal("no_such_preset", seed=1)
    with pytest.raises(OptionError, match="no_such_preset"):
        Match("no_such_preset")


@pytest.mark.parametrize(
    "name,value",
    [
        ("strict_must_head", 1),
        ("auto_declare", "yes"),
        ("deal_to_winner", None),
        ("false_claim", "three"),
        ("game_target", 0),
        ("game_target", 22),
        ("game_target", 7.0),
        ("game_target", True),
        ("show_scores", "true"),
    ],
)
def test_bad_option_value_names_it(name, value):
    with pytest.raises(OptionError, match=name):
        new_deal("classic", seed=1, **{name: value})


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
def test_every_option_accepted_on_every_preset(preset):
    for name, default in OPTION_DEFAULTS.items():
        if isinstance(default, bool):
            values = [True, False]
        elif name == "false_claim":
            values = ["mirror", "two"]
        else:
            values = [1, 11, 21]
        for v in values:
            s = new_deal(preset, seed=2, **{name: v})
            assert s.options[name] == v


# ----------------------------------------------------------- illegal actions
@pytest.mark.parametrize(
    "action,fragment",
    [
        ("play XX", "not a card"),
        ("play", "takes one card"),
        ("dance", "not an action"),
        ("exchange now", "takes no argument"),
        ("bid 6", "bid"),
        ("", "not an action"),
    ],
)
def test_invalid_actions_are_not_actions_at_all(action, fragment):
    assert issubclass(InvalidAction, ActionError) and issubclass(ActionError, ValueError)
    assert not issubclass(InvalidAction, IllegalAction)
    with pytest.raises(InvalidAction, match=fragment):
        deal_a().apply(action)


@pytest.mark.parametrize(
    "action,fragment",
    [
        ("play 9S", "does not hold"),
        ("marry AS", "not allowed"),  # not a marriage card
        ("exchange", "not allowed"),  # no trick won, no trump nine
        ("declare", "not allowed"),  # auto_declare on
        ("bid 1", "not allowed"),
        ("pass", "not allowed"),
    ],
)
def test_illegal_actions_raise_with_a_clear_message(action, fragment):
    s = deal_a()
    assert issubclass(IllegalAction, ActionError) and not issubclass(IllegalAction, InvalidAction)
    with pytest.raises(IllegalAction, match=fragment) as info:
        s.apply(action)
    assert "Legal" in str(info.value) or fragment in str(info.value)


@pytest.mark.parametrize("action", [None, 3, ["play", "AS"]])
def test_non_string_action(action):
    with pytest.raises(InvalidAction):
        deal_a().apply(action)


def test_illegal_after_the_deal_is_over_and_out_of_turn():
    s = play(deal_a(), "AS", "9S", "TS", "JS", "AC", "9C", "TC", "JC", "AH", "9H", "TH", "JH")
    assert s.is_over and s.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        s.apply("play QH")
    s = play(deal_a(), "AS")
    with pytest.raises(IllegalAction, match="does not hold"):
        s.apply("play TS")  # seat 0's card, seat 1 to move
    with pytest.raises(IllegalAction):
        s.apply("close")
    with pytest.raises(IllegalAction):
        play(deal_a(), "AS", "9S", "close").apply("close")


def test_apply_returns_new_state_old_unchanged_and_states_are_frozen():
    s = deal_a()
    before = dict(s.__dict__)
    t = s.apply("play AS")
    assert s.__dict__ == before and t is not s
    with pytest.raises(AttributeError):
        s.to_move = 1


# -------------------------------------------------------------------- match
def finish(m):
    while not m.state.is_over:
        m.apply([a for a in m.state.legal_actions() if a != "declare"][0])


def test_match_dealer_rotates_left_and_scores_add_up():
    m = Match("classic", seed=11, first_dealer=0)
    dealers = []
    while not m.is_over:
        dealers.append(m.state.dealer)
        finish(m)
        if not m.is_over:
            m.next_deal()
    assert dealers == [i % 2 for i in range(len(dealers))]
    assert max(m.scores) >= 7 and m.winner == m.scores.index(max(m.scores))
    total = [0, 0]
    for rec in m.finished:
        for i, p in enumerate(rec.result["scores"]):
            total[i] += p + (rec.carry_added if i == rec.result["winner"] else 0)
    assert total == m.scores
    with pytest.raises(IllegalAction):
        m.next_deal()


@pytest.mark.parametrize("target", [1, 3, 11])
def test_game_target_ends_the_match(target):
    m = Match("classic", seed=3, first_dealer=1, game_target=target)
    deals = 0
    while not m.is_over:
        finish(m)
        deals += 1
        if not m.is_over:
            assert max(m.scores) < target
            m.next_deal()
    assert max(m.scores) >= target
    if target == 1:
        assert deals == 1 or m.finished[0].result["reason"] in ("tie_65", "replay")


def test_next_deal_needs_a_finished_deal():
    m = Match("classic", seed=3, first_dealer=1)
    with pytest.raises(IllegalAction):
        m.next_deal()
    finish(m)
    with pytest.raises(IllegalAction):
        m.apply("play AS")


def test_deal_to_winner_two_players():
    for seed in range(5):
        m = Match("classic", seed=seed, first_dealer=0, deal_to_winner=True)
        finish(m)
        w = m.finished[-1].result["winner"]
        if not m.is_over and w is not None:
            assert m.next_deal().dealer == w


def test_deal_to_winner_sides_nearest_clockwise_from_last_dealer():
    m = Match("four-hand", seed=1, first_dealer=1, deal_to_winner=True)
    finish(m)
    side = m.finished[-1].result["winner"]
    expected = next(s for s in (2, 3, 0, 1) if s % 2 == side)
    assert m.next_deal().dealer == expected


def test_bidding_thrown_in_passes_the_deal_left_even_with_deal_to_winner():
    m = Match("bidding", seed=1, first_dealer=2, deal_to_winner=True)
    for _ in range(4):
        m.apply("pass")
    assert m.state.result["reason"] == "thrown_in"
    assert m.next_deal().dealer == 3


TIE_DECK = "KS 9D KH JC 9H 9S QH KD TS 9C JD TH QD TC JH QS AC AD JS QC AS KC AH TD".split()
TIE_ACTIONS = [
    "play TS", "play 9S", "play KS", "play JC", "exchange", "play QH", "play JD", "play 9H",
    "play QS", "play AD", "play AS", "play KC", "play KD", "play TC", "play AC", "play 9D",
    "play QD", "play KH", "play TH", "play 9C", "play TD", "play JS", "play QC", "play AH",
    "play JH",
]  # fmt: skip


def test_65_65_carry_goes_to_the_winner_of_the_next_deal():
    m = Match("classic", seed=9, first_dealer=1, auto_declare=False)
    m.state = m._deal(1, TIE_DECK)
    for a in TIE_ACTIONS:
        m.apply(a)
    assert m.finished[-1].result["reason"] == "tie_65"
    assert m.scores == [0, 0] and m.carry == 1
    m.next_deal()
    assert m.state.dealer == 0  # the deal still passes left
    finish(m)
    rec = m.finished[-1]
    w = rec.result["winner"]
    if w is not None:
        assert rec.carry_added == 1
        assert m.scores[w] == rec.result["game_points"] + 1
        assert m.carry == 0


def test_replay_keeps_the_dealer():
    deck = "KC AD QC JS 9S QH 9C 9D KH AC QD JD 9H TH AS JC QS JH KS KD TD TC TS AH".split()
    actions = [
        "play AD", "play 9S", "play 9D", "play JS", "play KH", "play QH", "play JH", "play JD",
        "play 9C", "play TD", "play TH", "play QD", "play KD", "play 9H", "play KS", "play AH",
        "marry QC", "play AC", "play QS", "play TC", "play AS", "play KC", "play TS", "play JC",
    ]  # fmt: skip
    m = Match("classic", seed=9, first_dealer=1, auto_declare=False, historical_scoring=True)
    m.state = m._deal(1, deck)
    for a in actions:
        m.apply(a)
    assert m.finished[-1].result["reason"] == "replay"
    assert m.scores == [0, 0]
    assert m.next_deal().dealer == 1


# ----------------------------------------------------------- save documents
def test_deal_round_trip():
    s = play(deal_a(auto_declare=False), *A_LINE, "close")
    t = loads(dumps(s))
    assert t == s
    assert t.observation(0) == s.observation(0) and t.observation(1) == s.observation(1)
    assert t.options == s.options and t.closed


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
def test_match_round_trip(preset):
    m = Match(preset, seed=4, first_dealer=0, game_target=3)
    for _ in range(2):
        finish(m)
        if m.is_over:
            break
        m.next_deal()
    if not m.state.is_over:
        m.apply(m.state.legal_actions()[0])
    n = loads(dumps(m))
    assert isinstance(n, Match)
    assert n.scores == m.scores and n.carry == m.carry
    assert n.state == m.state
    assert [r.result for r in n.finished] == [r.result for r in m.finished]
    assert dumps(n) == dumps(m)


def test_finished_match_round_trip():
    m = Match("classic", seed=4, first_dealer=0, game_target=1)
    while not m.is_over:
        finish(m)
        if not m.is_over:
            m.next_deal()
    n = loads(dumps(m))
    assert n.is_over and n.winner == m.winner and n.scores == m.scores


def doc_of(obj):
    return json.loads(dumps(obj))


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(version=99),  # newer
        lambda d: d.update(version="1"),
        lambda d: d.update(format="other/thing"),  # foreign
        lambda d: d.pop("format"),
        lambda d: d.update(actions=["play XX"]),
        lambda d: d.update(actions=d["actions"] + ["play AS"]),  # AS already played
        lambda d: d.update(actions="play AS"),
        lambda d: d.update(deck=d["deck"][:-1]),
        lambda d: d.update(deck=None),  # not a fresh shuffle: that could replay legally
        lambda d: d.pop("deck"),
        lambda d: d.update(dealer=7),
        lambda d: d.update(preset="nope"),
        lambda d: d.update(options={"nope": 1}),
        lambda d: d.update(options={"game_target": 99}),
        lambda d: d.update(options=[]),
    ],
)
def test_damaged_deal_documents(mutate):
    d = doc_of(play(deal_a(), "AS", "9S"))
    mutate(d)
    with pytest.raises(SaveFormatError):
        loads(json.dumps(d))


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(version=2),
        lambda d: d.update(deals=[]),
        lambda d: d.update(deals="x"),
        lambda d: d["deals"][1].update(dealer=d["deals"][1]["dealer"] + 1),  # wrong dealer
        lambda d: d["deals"][0]["actions"].pop(),  # deal before not finished
        lambda d: d.update(seed="x"),
        lambda d: d["deals"][0].update(deck=list(reversed(d["deals"][0]["deck"]))),
    ],
)
def test_damaged_match_documents(mutate):
    m = Match("classic", seed=4, first_dealer=0)
    finish(m)
    m.next_deal()
    d = doc_of(m)
    mutate(d)
    with pytest.raises(SaveFormatError):
        loads(json.dumps(d))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"x"', b"\xff\xfe", "42"])
def test_not_a_document(text):
    with pytest.raises(SaveFormatError):
        loads(text)


def test_save_error_is_value_error():
    assert issubclass(SaveFormatError, ValueError)


def test_plays_helper_sanity():
    assert plays(deal_a()) == {"AS", "TS", "AC", "TC", "AH", "TH"}


def test_a_deal_document_without_its_deck_is_refused_whatever_the_shuffle():
    """A missing deck must not be replaced by a random one (seen as a flaky accept)."""
    doc = doc_of(play(deal_a(), "AS", "9S"))
    for missing in (None, "AS KS"):
        doc["deck"] = missing
        for _ in range(30):
            with pytest.raises(SaveFormatError, match="deck"):
                loads(json.dumps(doc))


def test_the_observation_is_typed_and_built_with_exactly_its_keys() -> None:
    from typing import get_type_hints

    from sixtysix_qt.engine import Observation

    state = new_deal("classic", seed=3, dealer=1)
    obs = state.observation(0)
    assert get_type_hints(type(state).observation)["return"] is Observation
    assert set(obs) == set(Observation.__annotations__)
    assert state.legal_action_values() == [Action.parse(t) for t in state.legal_actions()]


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand"])
def test_positions_replay_the_deal_up_to_the_state_itself(preset: str) -> None:
    rng = random.Random(5)
    state = new_deal(preset, seed=9)
    while not state.is_over and len(state.history) < 14:
        state = state.apply(rng.choice(state.legal_actions()))
    positions = state.positions()
    assert len(positions) == len(state.history) + 1 and positions[-1] is state
    for n, earlier in enumerate(positions):
        assert earlier.history == state.history[:n]
    assert positions[0].deck == state.deck and positions[0].dealer == state.dealer
    assert [
        p.apply(a) for p, (_s, a) in zip(positions[:-1], state.history, strict=True)
    ] == positions[1:]
    assert new_deal(preset, seed=9).positions() == [new_deal(preset, seed=9)]


@pytest.mark.parametrize("preset", ["classic", "schnapsen", "three-hand", "four-hand", "bidding"])
def test_a_deal_seen_from_another_seat_moves_every_seat_round(preset: str) -> None:
    rng = random.Random(11)
    for seed in range(6):
        state = new_deal(preset, seed=seed, dealer=seed % new_deal(preset, seed=1).num_players)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        n, sides = state.num_players, state.shape.sides
        for k in range(n):
            turned = state.seen_from(k)
            assert turned.dealer == (state.dealer - k) % n
            assert [turned.hand((s - k) % n) for s in range(n)] == [state.hand(s) for s in range(n)]
            assert [s for s, _a in turned.history] == [(s - k) % n for s, _a in state.history]
            assert turned.actions == state.actions
            scores = state.result["scores"]
            assert [turned.result["scores"][(side - k) % sides] for side in range(sides)] == list(
                scores
            )
            if state.result["winner"] is not None:
                assert turned.result["winner"] == (state.result["winner"] - k) % sides
    with pytest.raises(ValueError, match="seat must be"):
        state.seen_from(n)
