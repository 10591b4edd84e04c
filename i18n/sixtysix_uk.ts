<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../sixtysix_qt/ui/rules_page.py" line="+55"/>
        <source>Schnapsen (20 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixty-Six for three players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixty-Six for four players (partners)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sixty-Six with bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic Sixty-Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n game point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Strict play: you must head the trick. Follow suit with a card that beats the best card of that suit in the trick if you can; otherwise follow suit with any card. If you have none of the suit, you must trump, overtrumping a trump already in the trick if you can. Only when you can do none of this may you play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>With more than two players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick, even your partner&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Strict play: you must follow suit, but you need not beat the cards in the trick. If you have none of the suit, you must trump if you can; otherwise you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This page describes the game exactly as it is set up now, with the rule options currently chosen. Change them in the game settings and the page changes with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Aim of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Four players play in two sides; partners sit opposite each other. Before the play the players bid for how many points their side will take. The side with the highest bid tries to make it; the other side tries to stop them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is played with two packs of 24 cards shuffled together, so every card is there twice. Of two equal cards in a trick, the one played first ranks higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cards rank from high to low as in this table, which also shows what each card is worth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All the cards together are worth 120 points, so 66 is just over half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first dealer is chosen at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next dealer: the winner of a deal deals the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next dealer: the deal passes to the left after every deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The dealer deals %1 cards to each player in two rounds, %2 and then %3, starting with the player on the dealer&apos;s left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The dealer deals out all 24 cards, six to each player, in two rounds of three, starting with the player on the dealer&apos;s left. There is no talon and no turned-up card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Trump and talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After dealing, the next card is turned face up: its suit is trump for the whole deal. The card lies under the rest of the undealt cards, the talon, and is the last card to be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With more than two players the talon cannot be closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Playing a trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trick is won by the highest trump in it; if it holds no trump, by the highest card of the suit that was led. The winner of a trick leads to the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The player on the dealer&apos;s left leads to the first trick. While the talon is open you may play any card you like: you need not follow suit, trump or win the trick. After each trick its winner draws the top card of the talon, then the other players in turn, clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Once the talon is used up or closed, the strict rules apply to every card played after the lead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>In Schnapsen there is no bonus for the last trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the deal is played out to the last card, the winner of the last trick gets 10 extra points for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The highest bidder leads to the first trick, and the suit of that card becomes trump. Every trick is played by the strict rules, from the first card to the last:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A king and a queen of the same suit in one hand make a marriage, worth 20 points, or 40 in trumps. Only the player about to lead may announce it, and must then lead one of the two cards at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The points count only once the announcer has taken a trick (in a team game, once the side has): a marriage announced before that is kept and counted with that first trick, and lost if no trick is ever taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A marriage counts only if it is shown in the play, and only if that side takes a trick. One announced on the very first lead is in the suit that becomes trump, so it is worth 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Leading a marriage: you must lead the queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leading a marriage: you may lead either the king or the queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Marriage before a trick: not allowed. You may announce a marriage only after you have won a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marriage before a trick: allowed, even on the very first lead; its points wait for your first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Marriages after the talon: you may still announce marriages once the talon is closed or used up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marriages after the talon: once the talon is closed or used up, no more marriages may be announced. One announced earlier still counts when its owner takes a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exchanging the trump jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you hold the jack of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exchanging the trump nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you hold the nine of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>With three players this is possible only when leading to the second trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It is enough that your side has won a trick. Either of the two trump nines may be exchanged, but only one exchange is allowed in a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Closing the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When it is your lead, before you lead, you may close the talon, as long as it still holds at least one face-down card besides the trump card. The trump card is turned face down, nobody draws any more, the strict rules apply at once, and there is no bonus for the last trick. Close only when you are sure of reaching 66 with the cards you hold: if you fail, your opponent scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Declaring 66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaring: automatic. As soon as your points reach %1, after a trick or after announcing a marriage, the deal ends and is scored for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Declaring: by hand, as at a real table. Keep count yourself, and when you believe your points have reached %1, declare at any of your turns: the deal ends at once. If a marriage lifts you to %1, declare at your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores 2 game points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores what you would have scored had you been right, and at least 2 game points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The winner of a deal scores game points according to how well the loser did:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The loser has %n point(s) or more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loser took no trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With three players the winner is judged against the better of the two opponents: 2 game points only if both are under 33, and 3 only if neither took a trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>If the player who closed the talon reaches 66, the deal is scored as in the table, but on the points and tricks the opponent had when the talon was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 6 if the closer took no trick in the whole deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 3 if they had no trick when the talon was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>If all cards have been played and nobody has reached %1, the winner of the last trick scores 1 game point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>If both players end with exactly 65, nobody scores, and the winner of the next deal gets 1 extra game point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counting the loser: a loser without a single card point counts as having no trick, so the winner scores 3 game points, even if the loser took tricks of nines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>If both players reach 66 in the same deal, the deal is played again by the same dealer, with no score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counting the loser: a loser who took any trick has a trick, even if it holds only nines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bidding starts with the player on the dealer&apos;s left. Each player either bids a higher level than the last bid or passes; a player who passes is out of the auction for this deal. Partners may outbid each other. The auction ends when three players have passed after a bid, or at once when someone bids 5. If all four pass, the deal is thrown in and the next player deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moon: the bidder plays alone, the partner sits out, and must take every trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding side must take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bidding side counts its card points plus the marriages it showed. If that reaches the bid, it scores as many game points as the level of the bid; if not, it loses that many, and its score may go below zero. The other side scores 1 game point for every full 33 points it took. A moon wins 5 game points if every trick is taken, and loses 5 otherwise. If both sides pass the target in the same deal, the bidding side wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score display: the points each side has taken in this deal are shown on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score display: hidden. Keep count in your head, as at a real card table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking at tricks: you may look through the tricks you have won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Looking at tricks: won tricks lie face down; only the last trick may be looked at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
