<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Game</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n game point</numerusform>
            <numerusform>%n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reached %n point(s).</source>
        <translation>
            <numerusform>%1 reached %n point.</numerusform>
            <numerusform>%1 reached %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Two players play a series of deals. In each deal you try to be the first to collect %n point, counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</numerusform>
            <numerusform>Two players play a series of deals. In each deal you try to be the first to collect %n points, counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point, counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</numerusform>
            <numerusform>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n points, counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</numerusform>
            <numerusform>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n points from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>The first side to reach %n game point wins the game.</numerusform>
            <numerusform>The first side to reach %n game points wins the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>The first player to reach %n game point wins the game.</numerusform>
            <numerusform>The first player to reach %n game points wins the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has %n point(s) or more</source>
        <translation>
            <numerusform>The loser has %n point or more</numerusform>
            <numerusform>The loser has %n points or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation>
            <numerusform>The loser has fewer than %n point but took a trick</numerusform>
            <numerusform>The loser has fewer than %n points but took a trick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dealer deals %n card(s) to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</source>
        <translation>
            <numerusform>The dealer deals %n card to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</numerusform>
            <numerusform>The dealer deals %n cards to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>Cards your side has won: %n</source>
        <translation>
            <numerusform>Cards your side has won: %n</numerusform>
            <numerusform>Cards your side has won: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These are your %n cards. The computer holds as many, face down.</source>
        <translation>
            <numerusform>This is your %n card. The computer holds as many, face down.</numerusform>
            <numerusform>These are your %n cards. The computer holds as many, face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</source>
        <translation>
            <numerusform>You hold the king and queen of %1: a marriage, worth %n point. Leading one of them announces it.</numerusform>
            <numerusform>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</source>
        <translation>
            <numerusform>That is the game: be first to %n card point. F1 shows all the rules. Play starts your own match.</numerusform>
            <numerusform>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</source>
        <translation>
            <numerusform>The computer answers with %1. You take the trick and its %n card point, draw first and lead again.</numerusform>
            <numerusform>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</source>
        <translation>
            <numerusform>The computer answers with %1 and takes the trick: %n card point. It draws first and leads next.</numerusform>
            <numerusform>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(you have %n card points)</source>
        <translation>
            <numerusform>(you have %n card point)</numerusform>
            <numerusform>(you have %n card points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n point)</numerusform>
            <numerusform>%1 (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points. With fewer than %1 the claim is false and the other side scores.</source>
        <translation type="vanished">
            <numerusform>You have %n card point. With fewer than %1 the claim is false and the other side scores.</numerusform>
            <numerusform>You have %n card points. With fewer than %1 the claim is false and the other side scores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If your side has fewer than %n card points the claim is false and the other side scores.</source>
        <translation>
            <numerusform>If your side has fewer than %n card point the claim is false and the other side scores.</numerusform>
            <numerusform>If your side has fewer than %n card points the claim is false and the other side scores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match goes to %n game points.</source>
        <translation>
            <numerusform>The match goes to %n game point.</numerusform>
            <numerusform>The match goes to %n game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win tricks and be first to %n card points in a deal.</source>
        <translation>
            <numerusform>Win tricks and be first to %n card point in a deal.</numerusform>
            <numerusform>Win tricks and be first to %n card points in a deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = moon: win all %n tricks alone; your partner sits out.</source>
        <translation>
            <numerusform>%1 = moon: win the %n trick alone; your partner sits out.</numerusform>
            <numerusform>%1 = moon: win all %n tricks alone; your partner sits out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim is good.</source>
        <translation>
            <numerusform>You have %n card point: the claim is good.</numerusform>
            <numerusform>You have %n card points: the claim is good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim would be false.</source>
        <translation>
            <numerusform>You have %n card point: the claim would be false.</numerusform>
            <numerusform>You have %n card points: the claim would be false.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other side would score %n game points.</source>
        <translation>
            <numerusform>The other side would score %n game point.</numerusform>
            <numerusform>The other side would score %n game points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <comment>game target spin box, after &apos;Game target:&apos;</comment>
        <translation>
            <numerusform>%n game point</numerusform>
            <numerusform>%n game points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>Win the deal with %n game point(s).</source>
        <translation>
            <numerusform>Win the deal with %n game point.</numerusform>
            <numerusform>Win the deal with %n game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It claims the deal with %n point(s).</source>
        <translation>
            <numerusform>It claims the deal with %n point.</numerusform>
            <numerusform>It claims the deal with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It announces the marriage: %n point(s).</source>
        <translation>
            <numerusform>It announces the marriage: %n point.</numerusform>
            <numerusform>It announces the marriage: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It closes the talon with %n point(s) still needed.</source>
        <translation>
            <numerusform>It closes the talon with %n point still needed.</numerusform>
            <numerusform>It closes the talon with %n points still needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It leads a card worth %n point(s) that a higher card can still beat.</source>
        <translation>
            <numerusform>It leads a card worth %n point that a higher card can still beat.</numerusform>
            <numerusform>It leads a card worth %n points that a higher card can still beat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s), and reaches the target.</source>
        <translation>
            <numerusform>It wins the trick, worth %n point, and reaches the target.</numerusform>
            <numerusform>It wins the trick, worth %n points, and reaches the target.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It trumps the trick, worth %n point(s).</source>
        <translation>
            <numerusform>It trumps the trick, worth %n point.</numerusform>
            <numerusform>It trumps the trick, worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s).</source>
        <translation>
            <numerusform>It wins the trick, worth %n point.</numerusform>
            <numerusform>It wins the trick, worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick and %n point(s) with it.</source>
        <translation>
            <numerusform>It gives up the trick and %n point with it.</numerusform>
            <numerusform>It gives up the trick and %n points with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick, worth %n point(s).</source>
        <translation>
            <numerusform>It gives up the trick, worth %n point.</numerusform>
            <numerusform>It gives up the trick, worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed %n more point(s) to reach the target.</source>
        <translation>
            <numerusform>You needed %n more point to reach the target.</numerusform>
            <numerusform>You needed %n more points to reach the target.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could count on %n point(s).</source>
        <translation>
            <numerusform>You could count on %n point.</numerusform>
            <numerusform>You could count on %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed the deal with only %n point(s).</source>
        <translation>
            <numerusform>You claimed the deal with only %n point.</numerusform>
            <numerusform>You claimed the deal with only %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target is %n point(s).</source>
        <translation>
            <numerusform>The target is %n point.</numerusform>
            <numerusform>The target is %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You led the card without announcing the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>You led the card without announcing the marriage: %n point lost.</numerusform>
            <numerusform>You led the card without announcing the marriage: %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You broke the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>You broke the marriage: %n point lost.</numerusform>
            <numerusform>You broke the marriage: %n points lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had %n point(s): you could have claimed the deal.</source>
        <translation>
            <numerusform>You had %n point: you could have claimed the deal.</numerusform>
            <numerusform>You had %n points: you could have claimed the deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You threw %n point(s) under a trick you did not win.</source>
        <translation>
            <numerusform>You threw %n point under a trick you did not win.</numerusform>
            <numerusform>You threw %n points under a trick you did not win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best move wins this trick, worth %n point(s).</source>
        <translation>
            <numerusform>The best move wins this trick, worth %n point.</numerusform>
            <numerusform>The best move wins this trick, worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You spent a trump on a trick worth only %n point(s).</source>
        <translation>
            <numerusform>You spent a trump on a trick worth only %n point.</numerusform>
            <numerusform>You spent a trump on a trick worth only %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you win only %n game point(s).</source>
        <translation>
            <numerusform>With best play from here you win only %n game point.</numerusform>
            <numerusform>With best play from here you win only %n game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you lose %n game point(s).</source>
        <translation>
            <numerusform>With best play from here you lose %n game point.</numerusform>
            <numerusform>With best play from here you lose %n game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick(s); with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation>
            <numerusform>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick; with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</numerusform>
            <numerusform>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n tricks; with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>Judged over %n possible deal(s) of the unseen cards.</source>
        <translation>
            <numerusform>Judged over %n possible deal of the unseen cards.</numerusform>
            <numerusform>Judged over %n possible deals of the unseen cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealFigures</name>
    <message numerus="yes">
        <source>Decisions judged exactly: %n.</source>
        <translation>
            <numerusform>Decisions judged exactly: %n.</numerusform>
            <numerusform>Decisions judged exactly: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged over sampled deals: %n.</source>
        <translation>
            <numerusform>Decisions judged over sampled deals: %n.</numerusform>
            <numerusform>Decisions judged over sampled deals: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingBox</name>
    <message numerus="yes">
        <source>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</source>
        <translation>
            <numerusform>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</numerusform>
            <numerusform>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message numerus="yes">
        <source>Review %n more kept deal(s)</source>
        <translation>
            <numerusform>Review %n more kept deal</numerusform>
            <numerusform>Review %n more kept deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n played</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n played</numerusform>
            <numerusform>%n played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n for</numerusform>
            <numerusform>%n for</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n against</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n against</numerusform>
            <numerusform>%n against</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tried</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n tried</numerusform>
            <numerusform>%n tried</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n made</numerusform>
            <numerusform>%n made</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message numerus="yes">
        <source>%1 announced a marriage (%n points) and led %2.</source>
        <translation>
            <numerusform>%1 announced a marriage (%n point) and led %2.</numerusform>
            <numerusform>%1 announced a marriage (%n points) and led %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, marriage (%n points)</source>
        <translation>
            <numerusform>%1, marriage (%n point)</numerusform>
            <numerusform>%1, marriage (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick to %1: %n card points</source>
        <translation>
            <numerusform>Trick to %1: %n card point</numerusform>
            <numerusform>Trick to %1: %n card points</numerusform>
        </translation>
    </message>
</context>
</TS>
