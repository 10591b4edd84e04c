<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sl_SI">
<context>
    <name>Game</name>
    <message>
        <source>clubs</source>
        <translation>križ</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>srce</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>A</source>
        <comment>rank: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>10</source>
        <comment>rank: ten</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank: queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank: jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>lahka</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>srednja</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>težka</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>ekspertna</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Računalnik</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Računalnik&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n točka partije</numerusform>
            <numerusform>%n točki partije</numerusform>
            <numerusform>%n točke partije</numerusform>
            <numerusform>%n točk partije</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no trick.</source>
        <translation>%1: brez vzetka.</translation>
    </message>
    <message>
        <source>%1 stayed under 33 points.</source>
        <translation>%1: manj kot 33 točk.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more.</source>
        <translation>%1: 33 točk ali več.</translation>
    </message>
    <message>
        <source>The best-placed opponent</source>
        <translation>Najboljši od nasprotnikov</translation>
    </message>
    <message>
        <source>%1 closed the talon and made it.</source>
        <translation>%1: zaprtje talona je uspelo.</translation>
    </message>
    <message>
        <source>%1 had taken no trick when the talon was closed.</source>
        <translation>%1: ob zaprtju talona brez vzetka.</translation>
    </message>
    <message>
        <source>%1 had under 33 points when the talon was closed.</source>
        <translation>%1: ob zaprtju talona manj kot 33 točk.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more when the talon was closed.</source>
        <translation>%1: ob zaprtju talona 33 točk ali več.</translation>
    </message>
    <message>
        <source>%1 closed the talon and failed.</source>
        <translation>%1: zaprtje talona ni uspelo.</translation>
    </message>
    <message>
        <source>%1 took no trick at all.</source>
        <translation>%1: v vsej igri brez vzetka.</translation>
    </message>
    <message>
        <source>%1 declared %2 without having it.</source>
        <translation>%1: napačna razglasitev %2.</translation>
    </message>
    <message>
        <source>Nobody reached %1: the last trick decides.</source>
        <translation>Nihče ni dosegel %1: odloča zadnji vzetek.</translation>
    </message>
    <message>
        <source>Both have 65: nobody scores.</source>
        <translation>Oba imata 65: nihče ne dobi točk.</translation>
    </message>
    <message>
        <source>The winner of the next deal gets one extra game point.</source>
        <translation>Zmagovalec naslednje igre dobi eno dodatno točko partije.</translation>
    </message>
    <message>
        <source>Both reached %1: the deal is replayed.</source>
        <translation>Oba sta dosegla %1: igra se ponovi.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Vsi so rekli »Naprej«: igra je razveljavljena.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1: napoved izpolnjena.</translation>
    </message>
    <message>
        <source>The bid failed: %1 profit.</source>
        <translation>Napoved ni uspela, v korist: %1.</translation>
    </message>
    <message>
        <source>No winner this deal</source>
        <translation>Ta igra je brez zmagovalca</translation>
    </message>
    <message>
        <source>You won the deal</source>
        <translation>Igro ste dobili</translation>
    </message>
    <message>
        <source>%1 won the deal</source>
        <translation>Zmaga v igri: %1</translation>
    </message>
    <message>
        <source>%1 · moon</source>
        <translation>%1 · Luna</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Marriage in clubs: lead %1</source>
        <translation>Križev par: izigrajte %1</translation>
    </message>
    <message>
        <source>Marriage in spades: lead %1</source>
        <translation>Pikov par: izigrajte %1</translation>
    </message>
    <message>
        <source>Marriage in hearts: lead %1</source>
        <translation>Srčev par: izigrajte %1</translation>
    </message>
    <message>
        <source>Marriage in diamonds: lead %1</source>
        <translation>Karov par: izigrajte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 reached %n point(s).</source>
        <translation>
            <numerusform>%1: dosežena %n točka.</numerusform>
            <numerusform>%1: doseženi %n točki.</numerusform>
            <numerusform>%1: dosežene %n točke.</numerusform>
            <numerusform>%1: doseženih %n točk.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>It is the only move you have.</source>
        <translation>To je vaša edina možna poteza.</translation>
    </message>
    <message>
        <source>You have reached 66: claim the deal now.</source>
        <translation type="vanished">Dosegli ste 66: razglasite zdaj.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to 66.</source>
        <translation type="vanished">S tem vzetkom dosežete 66.</translation>
    </message>
    <message>
        <source>Swap your trump nine for the face-up trump card: it is worth more.</source>
        <translation>Zamenjajte adutno devetko za odprti adut: vreden je več.</translation>
    </message>
    <message>
        <source>Swap your trump jack for the face-up trump card: it is worth more.</source>
        <translation>Zamenjajte adutnega fanta za odprti adut: vreden je več.</translation>
    </message>
    <message>
        <source>Announce your marriage while you can: it is worth 20 or 40.</source>
        <translation>Napovejte par, dokler lahko: vreden je 20 ali 40.</translation>
    </message>
    <message>
        <source>Keep the king and queen together for a marriage later.</source>
        <translation>Kralja in damo obdržite skupaj za poznejšo napoved para.</translation>
    </message>
    <message>
        <source>The points you can count on reach 66.</source>
        <translation type="vanished">Točke, na katere lahko računate, dosežejo 66.</translation>
    </message>
    <message>
        <source>Closing scored best over many possible deals of the cards you cannot see.</source>
        <translation>Zaprtje talona se je najbolje odrezalo v mnogih možnih razporedih kart, ki jih ne vidite.</translation>
    </message>
    <message>
        <source>Lead your top trump to pull the opponent&apos;s trumps.</source>
        <translation>Izigrajte najvišji adut, da izvlečete nasprotnikove adute.</translation>
    </message>
    <message>
        <source>Lead a card nobody can beat in its suit.</source>
        <translation>Izigrajte karto, ki je v njeni barvi nihče ne more preseči.</translation>
    </message>
    <message>
        <source>Lead a low card and keep your strong ones for later.</source>
        <translation>Izigrajte nizko karto, močne pa prihranite za pozneje.</translation>
    </message>
    <message>
        <source>Take the ten (or ace) with a higher card of its suit.</source>
        <translation>Desetko (ali asa) poberite z višjo karto iste barve.</translation>
    </message>
    <message>
        <source>Win the trick with your ace or ten and bank its points.</source>
        <translation>Dobite vzetek z asom ali desetko in si zagotovite njegove točke.</translation>
    </message>
    <message>
        <source>Trump it: the trick is worth it.</source>
        <translation>Poberite z adutom: vzetek je tega vreden.</translation>
    </message>
    <message>
        <source>Take the trick cheaply.</source>
        <translation>Poberite vzetek s čim cenejšo karto.</translation>
    </message>
    <message>
        <source>Throw your least useful card.</source>
        <translation>Odvrzite najmanj koristno karto.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give them points.</source>
        <translation>Vzetek je soigralčev: namažite mu točke.</translation>
    </message>
    <message>
        <source>Lead from your strongest suit: it becomes trump.</source>
        <translation>Izigrajte karto najmočnejše barve: ta barva postane adut.</translation>
    </message>
    <message>
        <source>Your hand is strong enough for this bid.</source>
        <translation>Vaša roka je dovolj močna za to napoved.</translation>
    </message>
    <message>
        <source>Your hand is too weak to bid higher.</source>
        <translation>Vaša roka je prešibka za višjo napoved.</translation>
    </message>
    <message>
        <source>Your partner holds the bid: leave it to them.</source>
        <translation>Napoved ima soigralec: prepustite jo njemu.</translation>
    </message>
    <message>
        <source>Every card is known: exact calculation shows this is the best move.</source>
        <translation>Vse karte so znane: natančen izračun kaže, da je to najboljša poteza.</translation>
    </message>
    <message>
        <source>This move did best over many possible deals of the unseen cards.</source>
        <translation>Ta poteza se je najbolje odrezala v mnogih možnih razporedih neznanih kart.</translation>
    </message>
    <message>
        <source>No move stands out: this one is as good as any.</source>
        <translation>Nobena poteza ne izstopa: ta je enako dobra kot druge.</translation>
    </message>
    <message>
        <source>This is what the strongest computer level would play.</source>
        <translation>Tako bi igral računalnik pri najvišji težavnosti.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Igrajte %1</translation>
    </message>
    <message>
        <source>Exchange the trump card</source>
        <translation>Zamenjajte odprti adut</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Zaprite talon</translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Razglasite 66</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Licitirajte %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Recite »Naprej«</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Namig: %1. %2</translation>
    </message>
    <message>
        <source>Announce the marriage in clubs and lead %1</source>
        <translation>Napovejte križev par in izigrajte %1</translation>
    </message>
    <message>
        <source>Announce the marriage in spades and lead %1</source>
        <translation>Napovejte pikov par in izigrajte %1</translation>
    </message>
    <message>
        <source>Announce the marriage in hearts and lead %1</source>
        <translation>Napovejte srčev par in izigrajte %1</translation>
    </message>
    <message>
        <source>Announce the marriage in diamonds and lead %1</source>
        <translation>Napovejte karov par in izigrajte %1</translation>
    </message>
    <message>
        <source>You have reached %1: claim the deal now.</source>
        <translation>Dosegli ste %1: razglasite zdaj.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to %1.</source>
        <translation>S tem vzetkom dosežete %1.</translation>
    </message>
    <message>
        <source>The points you can count on reach %1.</source>
        <translation>Točke, na katere lahko računate, dosežejo %1.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Razglasite %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sixty-Six</source>
        <translation>Šestinšestdeset</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partija</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Igranje</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Po&amp;gled</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavitve</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Hitrost animacije</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Po&amp;moč</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partija…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Igraj &amp;znova</translation>
    </message>
    <message>
        <source>Next &amp;deal</source>
        <translation>Naslednja &amp;igra</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Iz&amp;hod</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Nastavitve…</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Razveljavi potezo</translation>
    </message>
    <message>
        <source>Take back your last move of this deal (Ctrl+Z); the match counts as practice</source>
        <translation>Razveljavite svojo zadnjo potezo v tej igri (Ctrl+Z); partija se bo štela kot vadbena</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>P&amp;onovi potezo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Razveljavi</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponovi</translation>
    </message>
    <message>
        <source>Play again the move you took back (Ctrl+Shift+Z)</source>
        <translation>Znova odigrajte razveljavljeno potezo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Namig</translation>
    </message>
    <message>
        <source>Show the move the strongest computer would make, and why (H)</source>
        <translation>Oglejte si potezo, ki bi jo izbral najmočnejši računalnik, in razlog zanjo (H)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celozaslonski način</translation>
    </message>
    <message>
        <source>Practice: play with the computer&apos;s hand face up; the match counts as practice</source>
        <translation>Vaja: igrajte z odprtimi kartami računalnika; partija se bo štela kot vadbena</translation>
    </message>
    <message>
        <source>Undo, hints or open cards were used: this match is counted apart in the statistics</source>
        <translation>Uporabljene so bile razveljavitve, namigi ali odprte karte: ta partija se v statistiki šteje posebej</translation>
    </message>
    <message>
        <source>&amp;Marriage</source>
        <translation>&amp;Par</translation>
    </message>
    <message>
        <source>Announce a marriage (M), or click a king or queen that can be married</source>
        <translation>Napovejte par (M) ali kliknite kralja ali damo iz para</translation>
    </message>
    <message>
        <source>&amp;Exchange trump</source>
        <translation>&amp;Zamenjaj adut</translation>
    </message>
    <message>
        <source>Swap your trump nine for the trump card (E), or click the trump card</source>
        <translation>Zamenjajte adutno devetko za odprti adut (E) ali kliknite odprti adut</translation>
    </message>
    <message>
        <source>&amp;Close talon</source>
        <translation>Zapri &amp;talon</translation>
    </message>
    <message>
        <source>Close the talon (C), or click the talon</source>
        <translation>Zaprite talon (C) ali kliknite talon</translation>
    </message>
    <message>
        <source>Declare &amp;66</source>
        <translation type="vanished">Razglasi &amp;66</translation>
    </message>
    <message>
        <source>Claim that you have reached 66 (D), or click the 66! chip</source>
        <translation type="vanished">Razglasite, da ste dosegli 66 (D), ali kliknite žeton »66!«</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Zadnji &amp;vzetek</translation>
    </message>
    <message>
        <source>Show the last trick (L), or click a pile of tricks</source>
        <translation>Oglejte si zadnji vzetek (L) ali kliknite kup vzetkov</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravila</translation>
    </message>
    <message>
        <source>&amp;About Sixty-Six</source>
        <translation>&amp;O igri Šestinšestdeset</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Namig je na voljo, ko ste na potezi.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Iščem najboljšo potezo…</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Želite nadaljevati partijo?</translation>
    </message>
    <message>
        <source>You have an unfinished match. Do you want to continue it?</source>
        <translation>Imate nedokončano partijo. Ali jo želite nadaljevati?</translation>
    </message>
    <message>
        <source>Deal %1, game points %2.</source>
        <translation>%1. igra, točke partije %2.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Nadaljuj</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Nova &amp;partija</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Sixty-Six, so it was kept aside as %1 and a new game starts.</source>
        <translation>Shranjeno partijo je ustvarila novejša različica igre Šestinšestdeset, zato je bila odložena kot %1, začne pa se nova partija.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was kept aside as %1 and a new game starts.</source>
        <translation>Shranjene partije ni bilo mogoče prebrati, zato je bila odložena kot %1, začne pa se nova partija.</translation>
    </message>
    <message>
        <source>The saved game was damaged, so it was kept aside as %1 and a new game starts.</source>
        <translation>Shranjena partija je bila poškodovana, zato je bila odložena kot %1, začne pa se nova partija.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Shranjena partija</translation>
    </message>
    <message>
        <source>About Sixty-Six</source>
        <translation>O igri Šestinšestdeset</translation>
    </message>
    <message>
        <source>Sixty-Six %1, the card game also known as Schnapsen and Santase.
Free software under the MIT licence.

Card art and icon made for this game. Built with Qt and PySide6 (LGPL). Fonts: DejaVu (Bitstream Vera licence).</source>
        <translation>Šestinšestdeset %1, igra s kartami, znana tudi kot šnops in santase.
Prosto programje z licenco MIT.

Slike kart in ikona so narejene za to igro. Izdelano s Qt in PySide6 (LGPL). Pisave: DejaVu (licenca Bitstream Vera).</translation>
    </message>
    <message>
        <source>The saved game could not be used, and it could not be moved aside either, so it is left as it is and this game will not be saved.</source>
        <translation>Shranjene partije ni bilo mogoče ne uporabiti ne odložiti, zato ostane nespremenjena, ta partija pa se ne bo shranila.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so it was kept aside as %1 and the statistics start again.</source>
        <translation>Datoteka s statistiko je bila poškodovana, zato je bila odložena kot %1, statistika pa se začne znova.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be moved aside, so it is left as it is and new results are not recorded.</source>
        <translation>Datoteka s statistiko je bila poškodovana in je ni bilo mogoče odložiti, zato ostane nespremenjena, novi rezultati pa se ne beležijo.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Uvod</translation>
    </message>
    <message>
        <source>The goal of the game in three lines, and a guided deal</source>
        <translation>Cilj igre v treh vrsticah in vodena igra</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Želite začeti novo partijo?</translation>
    </message>
    <message>
        <source>A new game ends the match you are playing. Start a new one?</source>
        <translation>Če začnete novo partijo, se trenutna konča. Želite začeti novo?</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Nadaljuj igro</translation>
    </message>
    <message>
        <source>No hint: the computer ran into an error (%1).</source>
        <translation>Ni namiga: pri računalniku je prišlo do napake (%1).</translation>
    </message>
    <message>
        <source>The computer could not move</source>
        <translation>Računalnik ni mogel odigrati poteze</translation>
    </message>
    <message>
        <source>The computer player ran into an error and made no move.</source>
        <translation>Pri računalniškem igralcu je prišlo do napake, zato ni odigral poteze.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Poskusi znova</translation>
    </message>
    <message>
        <source>Hints and undo make this match practice: it is kept apart in your statistics</source>
        <translation>Zaradi namigov in razveljavitev je ta partija vadbena: v statistiki se šteje posebej</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t tell me again</source>
        <translation>Ne &amp;obveščaj me več</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">V redu</translation>
    </message>
    <message>
        <source>Declare &amp;%1</source>
        <translation>Razglasi &amp;%1</translation>
    </message>
    <message>
        <source>Claim that you have reached %1 (D), or click the %1! chip</source>
        <translation>Razglasite, da ste dosegli %1 (D), ali kliknite žeton »%1!«</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>&amp;Zvoki</translation>
    </message>
    <message>
        <source>Turn the table&apos;s sounds on or off (S)</source>
        <translation>Vklopite ali izklopite zvoke (S)</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Zvoki so vklopljeni.</translation>
    </message>
    <message>
        <source>Sounds off.</source>
        <translation>Zvoki so izklopljeni.</translation>
    </message>
    <message>
        <source>Cards &amp;won</source>
        <translation type="vanished">&amp;Dobljene karte</translation>
    </message>
    <message>
        <source>Show or hide the cards your side has won (T), or click your pile</source>
        <translation>Pokažite ali skrijte karte, ki jih je dobila vaša stran (T), ali kliknite svoj kupček</translation>
    </message>
    <message>
        <source>&amp;Guided deal</source>
        <translation>&amp;Vodena igra</translation>
    </message>
    <message>
        <source>Play one deal with a guide that explains each move</source>
        <translation>Odigrajte eno igro z vodičem, ki razloži vsako potezo</translation>
    </message>
    <message>
        <source>Cards w&amp;on</source>
        <translation>&amp;Dobljene karte</translation>
    </message>
    <message>
        <source>Sounds unavailable: this copy of the game has no sound library.</source>
        <translation>Zvoki niso na voljo: ta izvod igre nima knjižnice za zvok.</translation>
    </message>
    <message>
        <source>Sounds unavailable: no sound device can be used.</source>
        <translation>Zvoki niso na voljo: ni zvočne naprave, ki bi jo lahko uporabili.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nova partija</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Kako močno igra računalnik.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>The winner of a deal deals the next</source>
        <translation>Zmagovalec igre deli naslednjo</translation>
    </message>
    <message>
        <source>Off: the deal passes to the left after every deal.</source>
        <translation>Izklopljeno: po vsaki igri deli naslednji igralec na levi.</translation>
    </message>
    <message>
        <source>Must head the trick when the talon is gone or closed</source>
        <translation>Vzetek je treba preseči, ko je talon porabljen ali zaprt</translation>
    </message>
    <message>
        <source>Once the talon is closed or used up you must follow suit with a higher card if you can; off, any card of the suit will do.</source>
        <translation>Ko je talon zaprt ali porabljen, morate, če lahko, odgovoriti na barvo z višjo karto; če je izklopljeno, zadošča katera koli karta te barve.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading the queen</source>
        <translation>Par napoveste tako, da izigrate damo</translation>
    </message>
    <message>
        <source>Only the queen may be led to announce a marriage; the king is played normally.</source>
        <translation>Za napoved para smete izigrati le damo; kralj se igra kot običajno.</translation>
    </message>
    <message>
        <source>A marriage needs a trick won first</source>
        <translation>Za par je treba prej dobiti vzetek</translation>
    </message>
    <message>
        <source>Announcing a marriage needs at least one trick won.</source>
        <translation>Par lahko napoveste šele, ko ste dobili vsaj en vzetek.</translation>
    </message>
    <message>
        <source>Marriages also after the talon is gone or closed</source>
        <translation>Pari tudi, ko je talon porabljen ali zaprt</translation>
    </message>
    <message>
        <source>Off: no marriage may be announced once the talon is closed or used up.</source>
        <translation>Izklopljeno: ko je talon zaprt ali porabljen, para ni več mogoče napovedati.</translation>
    </message>
    <message>
        <source>Declare %1 automatically</source>
        <translation>Samodejno razglasi %1</translation>
    </message>
    <message>
        <source>The deal ends as soon as someone reaches %1. Off: you must declare it yourself, and a false claim is punished.</source>
        <translation>Igra se konča, takoj ko kdo doseže %1. Izklopljeno: razglasiti morate sami, napačna razglasitev pa se kaznuje.</translation>
    </message>
    <message>
        <source>False claim of %1:</source>
        <translation>Napačna razglasitev %1:</translation>
    </message>
    <message>
        <source>What a wrong declaration of %1 gives the opponent (with automatic declaring off).</source>
        <translation>Kaj dobi nasprotnik ob napačni razglasitvi %1 (ko samodejna razglasitev ni vklopljena).</translation>
    </message>
    <message>
        <source>Old closing penalty (6 if the closer takes no trick)</source>
        <translation>Stara kazen za zaprtje (6, če zapiralec ne dobi vzetka)</translation>
    </message>
    <message>
        <source>A closer who fails gives away 2 game points, or 6 if they took no trick in the whole deal.</source>
        <translation>Če zaprtje ne uspe, dobi nasprotnik 2 točki partije ali 6, če zapiralec v vsej igri ni dobil nobenega vzetka.</translation>
    </message>
    <message>
        <source>Old scoring (no card points counts as no trick)</source>
        <translation>Staro točkovanje (vzetek brez točk ne šteje)</translation>
    </message>
    <message>
        <source>Tricks holding only nines count as no trick, and a deal in which both reach 66 is replayed.</source>
        <translation>Vzetki s samimi devetkami ne štejejo kot vzetek, igra, v kateri oba dosežeta 66, pa se ponovi.</translation>
    </message>
    <message>
        <source>Allow looking at your won tricks</source>
        <translation>Dovoli ogled dobljenih vzetkov</translation>
    </message>
    <message>
        <source>Lets you look through the tricks you have won, which the rules forbid.</source>
        <translation>Omogoča ogled dobljenih vzetkov, kar pravila prepovedujejo.</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Prikaži točke kart</translation>
    </message>
    <message>
        <source>Off: count the points in your head, as at a real table.</source>
        <translation>Izklopljeno: točke štejte na pamet, kot pri pravi igri s kartami.</translation>
    </message>
    <message>
        <source>opponent scores what the claim was worth</source>
        <translation>nasprotnik dobi vrednost razglasitve</translation>
    </message>
    <message>
        <source>opponent scores 2</source>
        <translation>nasprotnik dobi 2</translation>
    </message>
    <message>
        <source>The match is won by the first to reach this many game points (7 or 11).</source>
        <translation>Partijo dobi, kdor prvi zbere toliko točk partije (7 ali 11).</translation>
    </message>
    <message>
        <source>Sixty-Six (24 cards, 6 each)</source>
        <translation>Šestinšestdeset (24 kart, po 6)</translation>
    </message>
    <message>
        <source>Schnapsen (20 cards, 5 each)</source>
        <translation>Šnops (20 kart, po 5)</translation>
    </message>
    <message>
        <source>Three players (24 cards, 6 each)</source>
        <translation>V treh (24 kart, po 6)</translation>
    </message>
    <message>
        <source>Four players in pairs (48 cards, 7 each)</source>
        <translation>V štirih, dva proti dvema (48 kart, po 7)</translation>
    </message>
    <message>
        <source>Four players with bidding (24 cards, 6 each)</source>
        <translation>V štirih z licitacijo (24 kart, po 6)</translation>
    </message>
    <message>
        <source>The pack, the hand size and the number of players. With four, your partner sits across the table.</source>
        <translation>Komplet kart, število kart v roki in število igralcev. V štirih sedi soigralec nasproti vas.</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <comment>game target spin box, after &apos;Game target:&apos;</comment>
        <translation>
            <numerusform>%n točke</numerusform>
            <numerusform>%n točk</numerusform>
            <numerusform>%n točk</numerusform>
            <numerusform>%n točk</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Schnapsen (20 cards)</source>
        <translation>Šnops (20 kart)</translation>
    </message>
    <message>
        <source>Sixty-Six for three players</source>
        <translation>Šestinšestdeset v treh</translation>
    </message>
    <message>
        <source>Sixty-Six for four players (partners)</source>
        <translation>Šestinšestdeset v štirih (s soigralcem)</translation>
    </message>
    <message>
        <source>Sixty-Six with bidding</source>
        <translation>Šestinšestdeset z licitacijo</translation>
    </message>
    <message>
        <source>Classic Sixty-Six</source>
        <translation>Šestinšestdeset, klasična različica</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n točka</numerusform>
            <numerusform>%n točki</numerusform>
            <numerusform>%n točke</numerusform>
            <numerusform>%n točk</numerusform>
        </translation>
    </message>
    <message>
        <source>Strict play: you must head the trick. Follow suit with a card that beats the best card of that suit in the trick if you can; otherwise follow suit with any card. If you have none of the suit, you must trump, overtrumping a trump already in the trick if you can. Only when you can do none of this may you play any card.</source>
        <translation>Stroga igra: vzetek morate preseči. Če lahko, odgovorite na barvo s karto, ki preseže najvišjo karto te barve v vzetku; sicer odgovorite s katero koli karto te barve. Če te barve nimate, morate igrati adut in, če lahko, preseči adut, ki je že v vzetku. Šele ko ne morete storiti ničesar od tega, smete igrati katero koli karto.</translation>
    </message>
    <message>
        <source>With more than two players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick, even your partner&apos;s.</source>
        <translation>Če igrajo več kot dva igralca, preseči pomeni igrati karto, višjo od vseh kart izigrane barve v vzetku, tudi če je vzetek že pobran z adutom, in preseči najvišji adut v vzetku, tudi če je soigralčev.</translation>
    </message>
    <message>
        <source>Strict play: you must follow suit, but you need not beat the cards in the trick. If you have none of the suit, you must trump if you can; otherwise you may play any card.</source>
        <translation>Stroga igra: odgovoriti morate na barvo, vzetka pa vam ni treba preseči. Če te barve nimate, morate igrati adut, če ga imate; sicer smete igrati katero koli karto.</translation>
    </message>
    <message>
        <source>This page describes the game exactly as it is set up now, with the rule options currently chosen. Change them in the game settings and the page changes with them.</source>
        <translation>Ta stran opisuje igro natanko tako, kot je nastavljena zdaj, z izbranimi pravili. Če jih spremenite v nastavitvah igre, se spremeni tudi ta stran.</translation>
    </message>
    <message>
        <source>Aim of the game</source>
        <translation>Cilj igre</translation>
    </message>
    <message numerus="yes">
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Dva igralca igrata več iger zapored. V vsaki igri skušate prvi zbrati %n točko, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Dva igralca igrata več iger zapored. V vsaki igri skušate prvi zbrati %n točki, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Dva igralca igrata več iger zapored. V vsaki igri skušate prvi zbrati %n točke, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Dva igralca igrata več iger zapored. V vsaki igri skušate prvi zbrati %n točk, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Trije igralci igrajo več iger zapored, vsak zase. V vsaki igri skušate prvi zbrati %n točko, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Trije igralci igrajo več iger zapored, vsak zase. V vsaki igri skušate prvi zbrati %n točki, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Trije igralci igrajo več iger zapored, vsak zase. V vsaki igri skušate prvi zbrati %n točke, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Trije igralci igrajo več iger zapored, vsak zase. V vsaki igri skušate prvi zbrati %n točk, pri čemer štejete karte v vzetkih, ki jih dobite, in pare, ki jih napoveste. Za dobljeno igro dobite 1, 2 ali 3 točke partije.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Štirje igralci igrajo dva proti dvema; soigralca sedita drug nasproti drugemu in vzetke štejeta skupaj. V vsaki igri skuša vaša stran prva zbrati %n točko iz kart v svojih vzetkih in iz svojih parov. Za dobljeno igro dobi 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Štirje igralci igrajo dva proti dvema; soigralca sedita drug nasproti drugemu in vzetke štejeta skupaj. V vsaki igri skuša vaša stran prva zbrati %n točki iz kart v svojih vzetkih in iz svojih parov. Za dobljeno igro dobi 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Štirje igralci igrajo dva proti dvema; soigralca sedita drug nasproti drugemu in vzetke štejeta skupaj. V vsaki igri skuša vaša stran prva zbrati %n točke iz kart v svojih vzetkih in iz svojih parov. Za dobljeno igro dobi 1, 2 ali 3 točke partije.</numerusform>
            <numerusform>Štirje igralci igrajo dva proti dvema; soigralca sedita drug nasproti drugemu in vzetke štejeta skupaj. V vsaki igri skuša vaša stran prva zbrati %n točk iz kart v svojih vzetkih in iz svojih parov. Za dobljeno igro dobi 1, 2 ali 3 točke partije.</numerusform>
        </translation>
    </message>
    <message>
        <source>Four players play in two sides; partners sit opposite each other. Before the play the players bid for how many points their side will take. The side with the highest bid tries to make it; the other side tries to stop them.</source>
        <translation>Štirje igralci igrajo dva proti dvema; soigralca sedita drug nasproti drugemu. Pred igro igralci licitirajo, koliko točk bo zbrala njihova stran. Stran z najvišjo napovedjo jo skuša izpolniti, druga stran pa ji to skuša preprečiti.</translation>
    </message>
    <message numerus="yes">
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Partijo dobi stran, ki prva zbere %n točko partije.</numerusform>
            <numerusform>Partijo dobi stran, ki prva zbere %n točki partije.</numerusform>
            <numerusform>Partijo dobi stran, ki prva zbere %n točke partije.</numerusform>
            <numerusform>Partijo dobi stran, ki prva zbere %n točk partije.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Partijo dobi igralec, ki prvi zbere %n točko partije.</numerusform>
            <numerusform>Partijo dobi igralec, ki prvi zbere %n točki partije.</numerusform>
            <numerusform>Partijo dobi igralec, ki prvi zbere %n točke partije.</numerusform>
            <numerusform>Partijo dobi igralec, ki prvi zbere %n točk partije.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.</source>
        <translation>Igra se z 20 kartami: as, desetka, kralj, dama in fant vsake barve.</translation>
    </message>
    <message>
        <source>The game is played with two packs of 24 cards shuffled together, so every card is there twice. Of two equal cards in a trick, the one played first ranks higher.</source>
        <translation>Igra se z dvema skupaj premešanima kompletoma po 24 kart, zato je vsaka karta dvakrat. Od dveh enakih kart v vzetku je višja tista, ki je bila igrana prej.</translation>
    </message>
    <message>
        <source>The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each suit.</source>
        <translation>Igra se s 24 kartami: as, desetka, kralj, dama, fant in devetka vsake barve.</translation>
    </message>
    <message>
        <source>The cards rank from high to low as in this table, which also shows what each card is worth:</source>
        <translation>Karte si od najvišje do najnižje sledijo kot v tej tabeli, ki kaže tudi, koliko je vredna vsaka:</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Desetka</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kralj</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fant</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Devetka</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Vrednost</translation>
    </message>
    <message>
        <source>All the cards together are worth 120 points, so 66 is just over half.</source>
        <translation>Vse karte skupaj so vredne 120 točk, zato je 66 nekaj več kot polovica.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Prvi delilec je izbran naključno.</translation>
    </message>
    <message>
        <source>Next dealer: the winner of a deal deals the next one.</source>
        <translation>Naslednji delilec: zmagovalec igre deli naslednjo igro.</translation>
    </message>
    <message>
        <source>Next dealer: the deal passes to the left after every deal.</source>
        <translation>Naslednji delilec: po vsaki igri deli naslednji igralec na levi.</translation>
    </message>
    <message>
        <source>The dealer deals out all 24 cards, six to each player, in two rounds of three, starting with the player on the dealer&apos;s left. There is no talon and no turned-up card.</source>
        <translation>Delilec razdeli vseh 24 kart, vsakemu šest, v dveh krogih po tri, začenši z igralcem na svoji levi. Talona in odprtega aduta ni.</translation>
    </message>
    <message>
        <source>Trump and talon</source>
        <translation>Adut in talon</translation>
    </message>
    <message>
        <source>After dealing, the next card is turned face up: its suit is trump for the whole deal. The card lies under the rest of the undealt cards, the talon, and is the last card to be drawn.</source>
        <translation>Po deljenju se naslednja karta obrne navzgor: njena barva je adut za vso igro. Ta karta leži pod preostalimi nerazdeljenimi kartami, talonom, in se vzame zadnja.</translation>
    </message>
    <message>
        <source>With more than two players the talon cannot be closed.</source>
        <translation>Če igrajo več kot dva igralca, talona ni mogoče zapreti.</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>Potek vzetka</translation>
    </message>
    <message>
        <source>A trick is won by the highest trump in it; if it holds no trump, by the highest card of the suit that was led. The winner of a trick leads to the next one.</source>
        <translation>Vzetek dobi najvišji adut v njem; če aduta ni, najvišja karta izigrane barve. Kdor dobi vzetek, izigra prvo karto naslednjega.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick. While the talon is open you may play any card you like: you need not follow suit, trump or win the trick. After each trick its winner draws the top card of the talon, then the other players in turn, clockwise.</source>
        <translation>Prvo karto prvega vzetka izigra igralec levo od delilca. Dokler je talon odprt, smete igrati katero koli karto: ni vam treba odgovoriti na barvo, igrati aduta ali dobiti vzetka. Po vsakem vzetku njegov zmagovalec vzame vrhnjo karto s talona, nato še drugi igralci po vrsti v smeri urnega kazalca.</translation>
    </message>
    <message>
        <source>Once the talon is used up or closed, the strict rules apply to every card played after the lead:</source>
        <translation>Ko je talon porabljen ali zaprt, za vsako karto po izigrani veljajo stroga pravila:</translation>
    </message>
    <message>
        <source>In Schnapsen there is no bonus for the last trick.</source>
        <translation>Pri šnopsu zadnji vzetek ne prinese dodatnih točk.</translation>
    </message>
    <message>
        <source>When the deal is played out to the last card, the winner of the last trick gets 10 extra points for it.</source>
        <translation>Če se igra odigra do zadnje karte, dobi zmagovalec zadnjega vzetka zanj 10 dodatnih točk.</translation>
    </message>
    <message>
        <source>The highest bidder leads to the first trick, and the suit of that card becomes trump. Every trick is played by the strict rules, from the first card to the last:</source>
        <translation>Prvo karto prvega vzetka izigra igralec z najvišjo napovedjo, barva te karte pa postane adut. Vsak vzetek se igra po strogih pravilih, od prve karte do zadnje:</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>A king and a queen of the same suit in one hand make a marriage, worth 20 points, or 40 in trumps. Only the player about to lead may announce it, and must then lead one of the two cards at once.</source>
        <translation>Kralj in dama iste barve v eni roki sestavljata par, vreden 20 točk, v adutni barvi pa 40. Par sme napovedati le igralec, ki izigra prvo karto vzetka, in takoj mora izigrati eno od obeh kart.</translation>
    </message>
    <message>
        <source>The points count only once the announcer has taken a trick (in a team game, once the side has): a marriage announced before that is kept and counted with that first trick, and lost if no trick is ever taken.</source>
        <translation>Točke se štejejo šele, ko napovedovalec dobi vzetek (pri igri s soigralcem: ko ga dobi njegova stran): par, napovedan pred tem, se shrani in prišteje s prvim vzetkom, če pa napovedovalec (ali njegova stran) vzetka ne dobi nikoli, par propade.</translation>
    </message>
    <message>
        <source>A marriage counts only if it is shown in the play, and only if that side takes a trick. One announced on the very first lead is in the suit that becomes trump, so it is worth 40.</source>
        <translation>Par šteje le, če je pokazan med igro, in le, če ta stran dobi vsaj en vzetek. Par, napovedan ob prvi izigrani karti, je v barvi, ki postane adut, zato je vreden 40.</translation>
    </message>
    <message>
        <source>Leading a marriage: you must lead the queen.</source>
        <translation>Izigravanje para: izigrati morate damo.</translation>
    </message>
    <message>
        <source>Leading a marriage: you may lead either the king or the queen.</source>
        <translation>Izigravanje para: izigrate lahko kralja ali damo.</translation>
    </message>
    <message>
        <source>Marriage before a trick: not allowed. You may announce a marriage only after you have won a trick.</source>
        <translation>Par pred vzetkom: ni dovoljen. Par smete napovedati šele, ko ste dobili vzetek.</translation>
    </message>
    <message>
        <source>Marriage before a trick: allowed, even on the very first lead; its points wait for your first trick.</source>
        <translation>Par pred vzetkom: dovoljen, tudi ob prvi izigrani karti; njegove točke počakajo na vaš prvi vzetek.</translation>
    </message>
    <message>
        <source>Marriages after the talon: you may still announce marriages once the talon is closed or used up.</source>
        <translation>Pari po zaprtju ali koncu talona: pare smete napovedovati tudi, ko je talon zaprt ali porabljen.</translation>
    </message>
    <message>
        <source>Marriages after the talon: once the talon is closed or used up, no more marriages may be announced. One announced earlier still counts when its owner takes a trick.</source>
        <translation>Pari po zaprtju ali koncu talona: ko je talon zaprt ali porabljen, parov ni več mogoče napovedati. Par, napovedan prej, še vedno šteje, ko njegov lastnik dobi vzetek.</translation>
    </message>
    <message>
        <source>Exchanging the trump jack</source>
        <translation>Zamenjava adutnega fanta</translation>
    </message>
    <message>
        <source>If you hold the jack of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Če imate adutnega fanta, ga lahko zamenjate za odprti adut. To smete storiti, ko ste na potezi, preden izigrate karto, če ste že dobili vzetek in je v talonu poleg odprtega aduta še vsaj ena karta.</translation>
    </message>
    <message>
        <source>Exchanging the trump nine</source>
        <translation>Zamenjava adutne devetke</translation>
    </message>
    <message>
        <source>If you hold the nine of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Če imate adutno devetko, jo lahko zamenjate za odprti adut. To smete storiti, ko ste na potezi, preden izigrate karto, če ste že dobili vzetek in je v talonu poleg odprtega aduta še vsaj ena karta.</translation>
    </message>
    <message>
        <source>With three players this is possible only when leading to the second trick.</source>
        <translation>V treh je to mogoče le, ko izigravate prvo karto drugega vzetka.</translation>
    </message>
    <message>
        <source>It is enough that your side has won a trick. Either of the two trump nines may be exchanged, but only one exchange is allowed in a deal.</source>
        <translation>Dovolj je, da je vzetek dobila vaša stran. Zamenjate lahko katero koli od obeh adutnih devetk, a v eni igri je dovoljena le ena zamenjava.</translation>
    </message>
    <message>
        <source>Closing the talon</source>
        <translation>Zaprtje talona</translation>
    </message>
    <message>
        <source>When it is your lead, before you lead, you may close the talon, as long as it still holds at least one face-down card besides the trump card. The trump card is turned face down, nobody draws any more, the strict rules apply at once, and there is no bonus for the last trick. Close only when you are sure of reaching 66 with the cards you hold: if you fail, your opponent scores.</source>
        <translation>Ko ste na potezi, lahko pred izigravanjem zaprete talon, če je v njem poleg odprtega aduta še vsaj ena karta. Adut se obrne navzdol, nihče več ne jemlje kart, takoj veljajo stroga pravila, zadnji vzetek pa ne prinese dodatnih točk. Talon zaprite le, če ste prepričani, da boste s kartami v roki zbrali 66: če vam ne uspe, dobi točke nasprotnik.</translation>
    </message>
    <message>
        <source>Declaring: automatic. As soon as your points reach %1, after a trick or after announcing a marriage, the deal ends and is scored for you.</source>
        <translation>Razglasitev: samodejna. Takoj ko vaše točke dosežejo %1, po vzetku ali po napovedi para, se igra konča in šteje vam v korist.</translation>
    </message>
    <message>
        <source>Declaring: by hand, as at a real table. Keep count yourself, and when you believe your points have reached %1, declare at any of your turns: the deal ends at once. If a marriage lifts you to %1, declare at your next turn.</source>
        <translation>Razglasitev: ročna, kot pri pravi igri. Točke štejte sami in ko menite, da ste dosegli %1, to razglasite ob kateri koli svoji potezi: igra se takoj konča. Če vas do %1 pripelje par, razglasite ob naslednji potezi.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores 2 game points.</source>
        <translation>Napačna razglasitev: če razglasite, ne da bi imeli dovolj točk, dobi nasprotnik 2 točki partije.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores what you would have scored had you been right, and at least 2 game points.</source>
        <translation>Napačna razglasitev: če razglasite, ne da bi imeli dovolj točk, dobi nasprotnik toliko točk partije, kolikor bi jih dobili vi, če bi imeli prav, vendar najmanj 2.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Točkovanje</translation>
    </message>
    <message>
        <source>The winner of a deal scores game points according to how well the loser did:</source>
        <translation>Zmagovalec igre dobi točke partije glede na to, kako se je odrezal poraženec:</translation>
    </message>
    <message numerus="yes">
        <source>The loser has %n point(s) or more</source>
        <translation>
            <numerusform>Poraženec ima %n točko ali več</numerusform>
            <numerusform>Poraženec ima %n točki ali več</numerusform>
            <numerusform>Poraženec ima %n točke ali več</numerusform>
            <numerusform>Poraženec ima %n točk ali več</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation>
            <numerusform>Poraženec ima manj kot %n točko, a je dobil vzetek</numerusform>
            <numerusform>Poraženec ima manj kot %n točki, a je dobil vzetek</numerusform>
            <numerusform>Poraženec ima manj kot %n točke, a je dobil vzetek</numerusform>
            <numerusform>Poraženec ima manj kot %n točk, a je dobil vzetek</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser took no trick</source>
        <translation>Poraženec ni dobil nobenega vzetka</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Položaj</translation>
    </message>
    <message>
        <source>Winner scores</source>
        <translation>Zmagovalec dobi</translation>
    </message>
    <message>
        <source>With three players the winner is judged against the better of the two opponents: 2 game points only if both are under 33, and 3 only if neither took a trick.</source>
        <translation>V treh se zmagovalca oceni glede na boljšega od obeh nasprotnikov: 2 točki partije le, če imata oba manj kot 33 točk, in 3 le, če nobeden ni dobil vzetka.</translation>
    </message>
    <message>
        <source>If the player who closed the talon reaches 66, the deal is scored as in the table, but on the points and tricks the opponent had when the talon was closed.</source>
        <translation>Če igralec, ki je zaprl talon, doseže 66, se igra točkuje po tabeli, vendar po točkah in vzetkih, ki jih je imel nasprotnik ob zaprtju talona.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 6 if the closer took no trick in the whole deal.</source>
        <translation>Neuspelo zaprtje: če igralec, ki je zaprl talon, ne doseže 66 ali ga nasprotnik prehiti, dobi nasprotnik 2 točki partije oziroma 6, če zapiralec v vsej igri ni dobil nobenega vzetka.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 3 if they had no trick when the talon was closed.</source>
        <translation>Neuspelo zaprtje: če igralec, ki je zaprl talon, ne doseže 66 ali ga nasprotnik prehiti, dobi nasprotnik 2 točki partije oziroma 3, če ob zaprtju talona ni imel nobenega vzetka.</translation>
    </message>
    <message>
        <source>If all cards have been played and nobody has reached %1, the winner of the last trick scores 1 game point.</source>
        <translation>Če so vse karte odigrane in nihče ni dosegel %1, dobi zmagovalec zadnjega vzetka 1 točko partije.</translation>
    </message>
    <message>
        <source>If both players end with exactly 65, nobody scores, and the winner of the next deal gets 1 extra game point.</source>
        <translation>Če imata oba igralca na koncu natanko 65 točk, nihče ne dobi ničesar, zmagovalec naslednje igre pa dobi 1 dodatno točko partije.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser without a single card point counts as having no trick, so the winner scores 3 game points, even if the loser took tricks of nines.</source>
        <translation>Ocena poraženca: poraženec brez ene same točke šteje, kot da ni dobil vzetka, zato zmagovalec dobi 3 točke partije, tudi če je poraženec pobral vzetke z devetkami.</translation>
    </message>
    <message>
        <source>If both players reach 66 in the same deal, the deal is played again by the same dealer, with no score.</source>
        <translation>Če oba igralca v isti igri dosežeta 66, se igra brez točkovanja ponovi, deli pa isti delilec.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser who took any trick has a trick, even if it holds only nines.</source>
        <translation>Ocena poraženca: vsak dobljeni vzetek šteje, tudi če so v njem same devetke.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left. Each player either bids a higher level than the last bid or passes; a player who passes is out of the auction for this deal. Partners may outbid each other. The auction ends when three players have passed after a bid, or at once when someone bids 5. If all four pass, the deal is thrown in and the next player deals.</source>
        <translation>Licitacijo začne igralec levo od delilca. Vsak igralec bodisi napove višjo stopnjo od zadnje napovedi bodisi reče »Naprej«; kdor reče »Naprej«, v tej igri ne licitira več. Soigralca se smeta presegati. Licitacija se konča, ko po napovedi trije igralci rečejo »Naprej«, ali takoj, ko nekdo napove 5. Če vsi štirje rečejo »Naprej«, je igra razveljavljena in deli naslednji igralec.</translation>
    </message>
    <message>
        <source>Moon: the bidder plays alone, the partner sits out, and must take every trick</source>
        <translation>Luna: igralec z najvišjo napovedjo igra sam (soigralec ne sodeluje) in mora dobiti vse vzetke</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Napoved</translation>
    </message>
    <message>
        <source>The bidding side must take</source>
        <translation>Stran z napovedjo mora zbrati</translation>
    </message>
    <message>
        <source>The bidding side counts its card points plus the marriages it showed. If that reaches the bid, it scores as many game points as the level of the bid; if not, it loses that many, and its score may go below zero. The other side scores 1 game point for every full 33 points it took. A moon wins 5 game points if every trick is taken, and loses 5 otherwise. If both sides pass the target in the same deal, the bidding side wins the game.</source>
        <translation>Stran z napovedjo sešteje točke iz svojih kart in pare, ki jih je pokazala. Če doseže napoved, dobi toliko točk partije, kolikor je stopnja napovedi; če ne, jih toliko izgubi, in njen rezultat je lahko tudi negativen. Druga stran dobi 1 točko partije za vsakih polnih 33 točk, ki jih je zbrala. Luna prinese 5 točk partije, če so dobljeni vsi vzetki, sicer jih 5 izgubi. Če obe strani v isti igri presežeta cilj, partijo dobi stran z napovedjo.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Za mizo</translation>
    </message>
    <message>
        <source>Score display: the points each side has taken in this deal are shown on the table.</source>
        <translation>Prikaz točk: na mizi je prikazano, koliko točk je vsaka stran zbrala v tej igri.</translation>
    </message>
    <message>
        <source>Score display: hidden. Keep count in your head, as at a real card table.</source>
        <translation>Prikaz točk: skrit. Točke štejte na pamet, kot pri pravi igri s kartami.</translation>
    </message>
    <message>
        <source>Looking at tricks: you may look through the tricks you have won.</source>
        <translation>Pregled vzetkov: svoje dobljene vzetke si lahko ogledate.</translation>
    </message>
    <message>
        <source>Looking at tricks: won tricks lie face down; only the last trick may be looked at.</source>
        <translation>Pregled vzetkov: dobljeni vzetki ležijo obrnjeni navzdol; ogledate si lahko le zadnji vzetek.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
    <message>
        <source>With three players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick.</source>
        <translation>Če igrajo trije, preseči pomeni igrati karto, višjo od vseh kart izigrane barve v vzetku, tudi če je vzetek že pobran z adutom, in preseči najvišji adut v vzetku.</translation>
    </message>
    <message>
        <source>Declaring %1</source>
        <comment>heading; %1 is 66 or 101</comment>
        <translation>Razglasitev %1</translation>
    </message>
    <message numerus="yes">
        <source>The dealer deals %n card(s) to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</source>
        <translation>
            <numerusform>Delilec vsakemu igralcu razdeli %n karto v dveh krogih, najprej %1, nato %2, začenši z igralcem na svoji levi.</numerusform>
            <numerusform>Delilec vsakemu igralcu razdeli %n karti v dveh krogih, najprej %1, nato %2, začenši z igralcem na svoji levi.</numerusform>
            <numerusform>Delilec vsakemu igralcu razdeli %n karte v dveh krogih, najprej %1, nato %2, začenši z igralcem na svoji levi.</numerusform>
            <numerusform>Delilec vsakemu igralcu razdeli %n kart v dveh krogih, najprej %1, nato %2, začenši z igralcem na svoji levi.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hišna pravila</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavitve</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Splošno</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Igranje</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jezik:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Hitrost animacije:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Hrbtna stran kart:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Jezik sistema</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Jezik igre; spremeni se takoj.</translation>
    </message>
    <message>
        <source>How strongly the computer plays in new games.</source>
        <translation>Kako močno igra računalnik v novih partijah.</translation>
    </message>
    <message>
        <source>How fast the cards move; Off makes them jump into place.</source>
        <translation>Kako hitro se premikajo karte; pri »Izklopljeno« skočijo na mesto.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modra</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rdeča</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelena</translation>
    </message>
    <message>
        <source>The picture on the back of the cards.</source>
        <translation>Slika na hrbtni strani kart.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Štiribarvni komplet</translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so no two suits share a colour.</source>
        <translation>Modri karo in zeleni križ, da ima vsaka barva svoj odtenek.</translation>
    </message>
    <message>
        <source>Off: leading a king or queen whose partner you hold announces the marriage automatically.</source>
        <translation>Izklopljeno: če izigrate kralja ali damo in imate v roki tudi drugo karto para, se par napove samodejno.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>Closing and scoring</source>
        <translation>Zaprtje in točkovanje</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partija</translation>
    </message>
    <message>
        <source>Plays with the computer&apos;s hand face up, to study its play.</source>
        <translation>Računalnikove karte so odprte, da lahko preučujete njegovo igro.</translation>
    </message>
    <message>
        <source>Showing the computer&apos;s cards, undoing a move or taking a hint makes the match a practice match, counted apart in the statistics.</source>
        <translation>Če prikažete karte računalnika, razveljavite potezo ali vzamete namig, postane partija vadbena in se v statistiki šteje posebej.</translation>
    </message>
    <message>
        <source>Changes to the variant, the computer, the rules, trick review and card points apply from the next new game.</source>
        <translation>Spremembe različice, računalnika, pravil, ogleda vzetkov in prikaza točk veljajo od naslednje nove partije.</translation>
    </message>
    <message>
        <source>Ask before &amp;declaring 66</source>
        <translation>Vprašaj pred raz&amp;glasitvijo 66</translation>
    </message>
    <message>
        <source>When you declare by hand (the 66! chip or D): ask first, with your card points. Off: one click declares.</source>
        <translation>Ko razglašate sami (z žetonom »66!« ali tipko D): najprej vprašanje z vašimi točkami. Izklopljeno: 66 razglasite z enim klikom.</translation>
    </message>
    <message>
        <source>&amp;Tell me when a hint or an undo makes a match practice</source>
        <translation>&amp;Opozori me, ko namig ali razveljavitev naredi partijo vadbeno</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Glasnost:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Zvoki</translation>
    </message>
    <message>
        <source>Soft sounds for dealing, playing, tricks and your turn; S turns them on or off.</source>
        <translation>Tihi zvoki ob delitvi, igranju kart, vzetkih in vaši potezi; S jih vklopi ali izklopi.</translation>
    </message>
    <message>
        <source>How loud the sounds are.</source>
        <translation>Kako glasni so zvoki.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Glasnost</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Barva mize:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Velikost kart:</translation>
    </message>
    <message>
        <source>The colour of the cloth on the table.</source>
        <translation>Barva prta na mizi.</translation>
    </message>
    <message>
        <source>Larger cards are easier to read; they grow only as far as the window has room.</source>
        <translation>Večje karte se laže berejo; povečajo se le toliko, kolikor je v oknu prostora.</translation>
    </message>
    <message>
        <source>&amp;Celebrate a won match</source>
        <translation>&amp;Proslavi dobljeno partijo</translation>
    </message>
    <message>
        <source>A few seconds of suit signs over the table; a click or a key ends it.</source>
        <translation>Nekaj sekund nad mizo letijo znaki barv; klik ali tipka jih ustavi.</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt colour</comment>
        <translation>Zelena</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt colour</comment>
        <translation>Modra</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <comment>felt colour</comment>
        <translation>Bordo rdeča</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <comment>felt colour</comment>
        <translation>Temno siva</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>card size</comment>
        <translation>Majhna</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation>Običajna</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>Velika</translation>
    </message>
    <message>
        <source>Ask before c&amp;losing the talon</source>
        <translation>Vprašaj pred &amp;zaprtjem talona</translation>
    </message>
    <message>
        <source>Clicking the talon (or C) asks first, so a click meant for the trump card beside it does not close the deal. Off: one click closes.</source>
        <translation>Klik na talon (ali C) najprej vpraša, da klik, namenjen odprtemu adutu ob njem, ne zapre talona. Izklopljeno: talon zaprete z enim klikom.</translation>
    </message>
    <message>
        <source>Declaring automatically changes from the next deal of the match on the table; the questions change at once.</source>
        <translation>Samodejna razglasitev se spremeni od naslednje igre; vprašanja se spremenijo takoj.</translation>
    </message>
    <message>
        <source>Play my &amp;forced cards for me</source>
        <translation>&amp;Samodejno izigraj mojo edino možno karto</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it goes by itself after a moment. Off: you play every card yourself.</source>
        <translation>Ko lahko izigrate le eno karto, se po trenutku izigra sama. Izklopljeno: vsako karto izigrate sami.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 played, %2 won</source>
        <translation type="vanished">odigranih %1, dobljenih %2</translation>
    </message>
    <message>
        <source>%1 for, %2 against</source>
        <translation type="vanished">dobljenih %1, izgubljenih %2</translation>
    </message>
    <message>
        <source>%1 (current: %2)</source>
        <translation>%1 (trenutno: %2)</translation>
    </message>
    <message>
        <source>%1 tried, %2 made</source>
        <translation type="vanished">poskusov %1, uspešnih %2</translation>
    </message>
    <message>
        <source>matches won</source>
        <translation>dobljene partije</translation>
    </message>
    <message>
        <source>deals won</source>
        <translation>dobljene igre</translation>
    </message>
    <message>
        <source>No games played yet</source>
        <translation>Odigrali niste še nobene partije</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 od %2</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="vanished">%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Šestinšestdeset</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Šnops</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>V treh</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>V štirih</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Z licitacijo</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Ponastavi statistiko</translation>
    </message>
    <message>
        <source>Forget all statistics, practice games included? This cannot be undone.</source>
        <translation>Želite izbrisati vso statistiko, tudi vadbene partije? Tega ni mogoče razveljaviti.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>All counted games</source>
        <translation>Vse štete partije</translation>
    </message>
    <message>
        <source>Win rate by computer level</source>
        <translation>Delež zmag po težavnosti</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partije:</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Igre:</translation>
    </message>
    <message>
        <source>Game points:</source>
        <translation>Točke partije:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Najdaljši niz zmag:</translation>
    </message>
    <message>
        <source>Closings:</source>
        <translation>Zaprtja talona:</translation>
    </message>
    <message>
        <source>By variant and computer level</source>
        <translation>Po različici in težavnosti</translation>
    </message>
    <message>
        <source>Practice games (undo, hints or open cards), counted apart</source>
        <translation>Vadbene partije (razveljavitve, namigi ali odprte karte), štete posebej</translation>
    </message>
    <message>
        <source>No practice games.</source>
        <translation>Ni vadbenih partij.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Težavnost</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partije</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Dobljene</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Igre</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Točke partije</translation>
    </message>
    <message>
        <source>Closings made</source>
        <translation>Uspešna zaprtja</translation>
    </message>
    <message>
        <source>Matches won, and their share</source>
        <translation>Dobljene partije in njihov delež</translation>
    </message>
    <message>
        <source>Deals won, and their share</source>
        <translation>Dobljene igre in njihov delež</translation>
    </message>
    <message>
        <source>Game points won : game points lost</source>
        <translation>Dobljene točke partije : izgubljene točke partije</translation>
    </message>
    <message>
        <source>Closings that made it, of closings tried</source>
        <translation>Uspešna zaprtja od vseh poskusov</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Ponastavi…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Izbriši vso statistiko</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n odigrana</numerusform>
            <numerusform>%n odigrani</numerusform>
            <numerusform>%n odigrane</numerusform>
            <numerusform>%n odigranih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n dobljena</numerusform>
            <numerusform>%n dobljeni</numerusform>
            <numerusform>%n dobljene</numerusform>
            <numerusform>%n dobljenih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n odigrana</numerusform>
            <numerusform>%n odigrani</numerusform>
            <numerusform>%n odigrane</numerusform>
            <numerusform>%n odigranih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n dobljena</numerusform>
            <numerusform>%n dobljeni</numerusform>
            <numerusform>%n dobljene</numerusform>
            <numerusform>%n dobljenih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n dobljena</numerusform>
            <numerusform>%n dobljeni</numerusform>
            <numerusform>%n dobljene</numerusform>
            <numerusform>%n dobljenih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n against</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n izgubljena</numerusform>
            <numerusform>%n izgubljeni</numerusform>
            <numerusform>%n izgubljene</numerusform>
            <numerusform>%n izgubljenih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tried</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n poskus</numerusform>
            <numerusform>%n poskusa</numerusform>
            <numerusform>%n poskusi</numerusform>
            <numerusform>%n poskusov</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n uspešen</numerusform>
            <numerusform>%n uspešna</numerusform>
            <numerusform>%n uspešni</numerusform>
            <numerusform>%n uspešnih</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two counts of one row: 2 played, 1 won</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Rating:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 chosen: Enter or Space plays it, Esc clears the choice.</source>
        <translation>Izbrana karta %1: Enter ali preslednica jo odigra, Esc prekliče izbiro.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Karte %1 zdaj ne smete igrati.</translation>
    </message>
    <message>
        <source>Choose a card first: arrow keys or 1 to 7, then Enter.</source>
        <translation>Najprej izberite karto: s puščicami ali 1 do 7, nato Enter.</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Napoved %1</translation>
    </message>
    <message>
        <source>%1 cannot be bid now: bid higher than the standing bid, or pass.</source>
        <translation>%1 zdaj ni mogoče napovedati: licitirajte višje od trenutne napovedi ali recite »Naprej«.</translation>
    </message>
    <message>
        <source>%1 chosen: Enter or Space calls it, Esc clears the choice.</source>
        <translation>Izbrano: %1. Enter ali preslednica to potrdi, Esc prekliče izbiro.</translation>
    </message>
    <message>
        <source>Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes.</source>
        <translation>Najprej izberite: s puščicami, nato Enter; ali 1 do 5 za napoved, P za »Naprej«.</translation>
    </message>
    <message>
        <source>You can exchange the trump nine only when you lead, have won a trick and the talon has cards left.</source>
        <translation>Adutno devetko lahko zamenjate le, ko izigravate vi, imate vsaj en vzetek in so v talonu še karte.</translation>
    </message>
    <message>
        <source>You can close the talon only when you lead and it has cards left.</source>
        <translation>Talon lahko zaprete le, ko izigravate vi in so v njem še karte.</translation>
    </message>
    <message>
        <source>Declaring is not possible now.</source>
        <translation>Razglasitev zdaj ni mogoča.</translation>
    </message>
    <message>
        <source>You can announce a marriage when you lead and hold a king and queen.</source>
        <translation>Par lahko napoveste, ko izigravate vi in imate kralja in damo iste barve.</translation>
    </message>
    <message>
        <source>That card cannot be played now: follow suit and take the trick if you can, else play a trump.</source>
        <translation>Te karte zdaj ne smete igrati: odgovorite na barvo in, če lahko, presezite vzetek, sicer igrajte adut.</translation>
    </message>
    <message>
        <source>Announce the marriage (%1)</source>
        <translation>Napovej par (%1)</translation>
    </message>
    <message>
        <source>Just play the card</source>
        <translation>Samo odigraj karto</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Igre je konec.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Počakajte, niste na potezi.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Adut</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Napoved</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Ne igra</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>zaprt</translation>
    </message>
    <message>
        <source>used up</source>
        <translation>porabljen</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Točke partije</translation>
    </message>
    <message>
        <source>%1  (to %2)</source>
        <translation>%1  (do&#xa0;%2)</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Točke</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · delilec</translation>
    </message>
    <message>
        <source>%1 · your turn</source>
        <translation>%1 · na potezi</translation>
    </message>
    <message>
        <source>%1 · thinking…</source>
        <translation>%1 · razmišlja…</translation>
    </message>
    <message>
        <source>%1 · to play</source>
        <translation>%1 · na potezi</translation>
    </message>
    <message>
        <source>%1 · sits out</source>
        <translation>%1 · ne igra</translation>
    </message>
    <message>
        <source>Declare 66: claim the deal now</source>
        <translation type="vanished">Razglasi 66 in takoj končaj igro</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (soigralec)</translation>
    </message>
    <message>
        <source>You &amp; Partner</source>
        <translation>Vi in soigralec</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Nasprotnika</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>naprej</translation>
    </message>
    <message>
        <source>Your call: bid higher than the standing bid, or pass.</source>
        <translation>Na vrsti ste: licitirajte višje od trenutne napovedi ali recite »Naprej«.</translation>
    </message>
    <message>
        <source>%1 is bidding…</source>
        <translation>%1 licitira…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Naprej</translation>
    </message>
    <message>
        <source>Bid %1 (key %2; or the arrow keys, then Enter)</source>
        <translation>Napoved %1 (tipka %2 ali puščice in Enter)</translation>
    </message>
    <message>
        <source>Pass (key P or 0; or the arrow keys, then Enter)</source>
        <translation>Naprej (tipka P ali 0 ali puščice in Enter)</translation>
    </message>
    <message>
        <source>Keys: 1–5 bid, P pass</source>
        <translation>Tipke: 1–5 napoved, P »Naprej«</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Licitacija</translation>
    </message>
    <message>
        <source>Click to exchange your trump nine for this card</source>
        <translation>Kliknite, da zamenjate adutno devetko za to karto</translation>
    </message>
    <message>
        <source>Click to close the talon</source>
        <translation>Kliknite, da zaprete talon</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Delilec: %1.</translation>
    </message>
    <message>
        <source>Your call: choose a bid in the auction panel, or pass.</source>
        <translation>Na vrsti ste: izberite napoved na plošči licitacije ali recite »Naprej«.</translation>
    </message>
    <message>
        <source>you can announce a marriage (M)</source>
        <translation>napoveste par (M)</translation>
    </message>
    <message>
        <source>exchange the trump card (E)</source>
        <translation>zamenjate odprti adut (E)</translation>
    </message>
    <message>
        <source>close the talon (C)</source>
        <translation>zaprete talon (C)</translation>
    </message>
    <message>
        <source>declare 66 (D)</source>
        <translation type="vanished">razglasite 66 (D)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Na potezi ste: izigrajte karto.</translation>
    </message>
    <message>
        <source>Your turn: answer the card led.</source>
        <translation>Na potezi ste: odgovorite na izigrano karto.</translation>
    </message>
    <message>
        <source>Also: %1.</source>
        <translation>Lahko tudi %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 (Enter plays it).</source>
        <translation>Izbrana: %1 (Enter jo odigra).</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 razmišlja…</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Zadnji vzetek</translation>
    </message>
    <message numerus="yes">
        <source>Cards your side has won: %n</source>
        <translation>
            <numerusform>Vaše dobljene karte: %n</numerusform>
            <numerusform>Vaše dobljene karte: %n</numerusform>
            <numerusform>Vaše dobljene karte: %n</numerusform>
            <numerusform>Vaše dobljene karte: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vzetki</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Ta igra</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Partijo ste dobili!</translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation>Zmaga v partiji: %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Igraj znova</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Naslednja igra</translation>
    </message>
    <message>
        <source>Show me: a guided deal</source>
        <translation>Pokaži mi: vodena igra</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Igraj</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message numerus="yes">
        <source>These are your %n cards. The computer holds as many, face down.</source>
        <translation>
            <numerusform>To je vaša %n karta. Računalnik ima prav toliko kart, obrnjenih navzdol.</numerusform>
            <numerusform>To sta vaši %n karti. Računalnik ima prav toliko kart, obrnjenih navzdol.</numerusform>
            <numerusform>To so vaše %n karte. Računalnik ima prav toliko kart, obrnjenih navzdol.</numerusform>
            <numerusform>To je vaših %n kart. Računalnik ima prav toliko kart, obrnjenih navzdol.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trump card: %1 are trumps in this deal. A trump beats every card of another suit.</source>
        <translation>Odprti adut: v tej igri je adut %1. Adut pobere vsako karto druge barve.</translation>
    </message>
    <message>
        <source>The talon: after each trick both players draw a card from it, the winner first.</source>
        <translation>Talon: po vsakem vzetku vzameta oba igralca s talona po eno karto, najprej tisti, ki je vzetek dobil.</translation>
    </message>
    <message>
        <source>When you lead you may close the talon with a click on it. Then nobody draws any more, suit must be followed, and you must reach %1 with the cards you hold.</source>
        <translation>Ko izigravate vi, lahko talon zaprete s klikom nanj. Nato nihče več ne jemlje kart, odgovoriti je treba na barvo, vi pa morate s kartami v roki zbrati %1.</translation>
    </message>
    <message>
        <source>You lead %1. While the talon is open, any card may answer it.</source>
        <translation>Izigrate %1. Dokler je talon odprt, lahko nasprotnik odgovori s katero koli karto.</translation>
    </message>
    <message numerus="yes">
        <source>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</source>
        <translation>
            <numerusform>Imate kralja in damo iste barve (%1): to je par, ki prinese %n točko. Če izigrate enega od njiju, par napoveste.</numerusform>
            <numerusform>Imate kralja in damo iste barve (%1): to je par, ki prinese %n točki. Če izigrate enega od njiju, par napoveste.</numerusform>
            <numerusform>Imate kralja in damo iste barve (%1): to je par, ki prinese %n točke. Če izigrate enega od njiju, par napoveste.</numerusform>
            <numerusform>Imate kralja in damo iste barve (%1): to je par, ki prinese %n točk. Če izigrate enega od njiju, par napoveste.</numerusform>
        </translation>
    </message>
    <message>
        <source>You lead %1 and show its partner: the marriage is announced.</source>
        <translation>Izigrate %1 in pokažete drugo karto para: par je napovedan.</translation>
    </message>
    <message numerus="yes">
        <source>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</source>
        <translation>
            <numerusform>To je vse: igro dobi, kdor prvi zbere %n točko. S tipko F1 odprete vsa pravila. Gumb »Igraj« začne vašo partijo.</numerusform>
            <numerusform>To je vse: igro dobi, kdor prvi zbere %n točki. S tipko F1 odprete vsa pravila. Gumb »Igraj« začne vašo partijo.</numerusform>
            <numerusform>To je vse: igro dobi, kdor prvi zbere %n točke. S tipko F1 odprete vsa pravila. Gumb »Igraj« začne vašo partijo.</numerusform>
            <numerusform>To je vse: igro dobi, kdor prvi zbere %n točk. S tipko F1 odprete vsa pravila. Gumb »Igraj« začne vašo partijo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</source>
        <translation>
            <numerusform>Računalnik odgovori s karto %1. Dobite vzetek in njegovo %n točko, prvi vzamete karto s talona in spet izigrate.</numerusform>
            <numerusform>Računalnik odgovori s karto %1. Dobite vzetek in njegovi %n točki, prvi vzamete karto s talona in spet izigrate.</numerusform>
            <numerusform>Računalnik odgovori s karto %1. Dobite vzetek in njegove %n točke, prvi vzamete karto s talona in spet izigrate.</numerusform>
            <numerusform>Računalnik odgovori s karto %1. Dobite vzetek in njegovih %n točk, prvi vzamete karto s talona in spet izigrate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</source>
        <translation>
            <numerusform>Računalnik odgovori s karto %1 in dobi vzetek: %n točka. Prvi vzame karto s talona in izigra naslednji vzetek.</numerusform>
            <numerusform>Računalnik odgovori s karto %1 in dobi vzetek: %n točki. Prvi vzame karto s talona in izigra naslednji vzetek.</numerusform>
            <numerusform>Računalnik odgovori s karto %1 in dobi vzetek: %n točke. Prvi vzame karto s talona in izigra naslednji vzetek.</numerusform>
            <numerusform>Računalnik odgovori s karto %1 in dobi vzetek: %n točk. Prvi vzame karto s talona in izigra naslednji vzetek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(you have %n card points)</source>
        <translation>
            <numerusform>(imate %n točko)</numerusform>
            <numerusform>(imate %n točki)</numerusform>
            <numerusform>(imate %n točke)</numerusform>
            <numerusform>(imate %n točk)</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Delite vi.</translation>
    </message>
    <message>
        <source>%1 leads: that card chooses trump.</source>
        <translation>%1 izigra: barva te karte postane adut.</translation>
    </message>
    <message>
        <source>Your turn: lead a card. Its suit becomes trump.</source>
        <translation>Na potezi ste: izigrajte karto. Njena barva postane adut.</translation>
    </message>
    <message>
        <source>chosen by your first card</source>
        <translation>določi ga vaša prva karta</translation>
    </message>
    <message>
        <source>chosen by the first card %1 leads</source>
        <translation>določi ga prva karta, ki jo izigra %1</translation>
    </message>
    <message>
        <source>A bid is the card points your side will take: %1.</source>
        <translation>Napoved pove, koliko točk bo zbrala vaša stran: %1.</translation>
    </message>
    <message>
        <source>The highest bidder leads, and the first card led chooses trump.</source>
        <translation>Izigra igralec z najvišjo napovedjo, prva izigrana karta pa določi adut.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n točka)</numerusform>
            <numerusform>%1 (%n točki)</numerusform>
            <numerusform>%1 (%n točke)</numerusform>
            <numerusform>%1 (%n točk)</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Razglasitev 66</translation>
    </message>
    <message>
        <source>Declare %1 now?</source>
        <translation>Želite zdaj razglasiti %1?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points. With fewer than %1 the claim is false and the other side scores.</source>
        <translation type="vanished">
            <numerusform>Imate %n točko. Če jih je manj kot %1, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Imate %n točki. Če jih je manj kot %1, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Imate %n točke. Če jih je manj kot %1, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Imate %n točk. Če jih je manj kot %1, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If your side has fewer than %n card points the claim is false and the other side scores.</source>
        <translation>
            <numerusform>Če ima vaša stran manj kot %n točko, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Če ima vaša stran manj kot %n točki, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Če ima vaša stran manj kot %n točke, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
            <numerusform>Če ima vaša stran manj kot %n točk, je razglasitev napačna in točke partije dobi nasprotna stran.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Razglasi</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Nadaljuj igro</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne sprašuj več</translation>
    </message>
    <message numerus="yes">
        <source>The match goes to %n game points.</source>
        <translation>
            <numerusform>Partija se igra do %n točke.</numerusform>
            <numerusform>Partija se igra do %n točk.</numerusform>
            <numerusform>Partija se igra do %n točk.</numerusform>
            <numerusform>Partija se igra do %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win tricks and be first to %n card points in a deal.</source>
        <translation>
            <numerusform>Dobivajte vzetke in v igri prvi zberite %n točko.</numerusform>
            <numerusform>Dobivajte vzetke in v igri prvi zberite %n točki.</numerusform>
            <numerusform>Dobivajte vzetke in v igri prvi zberite %n točke.</numerusform>
            <numerusform>Dobivajte vzetke in v igri prvi zberite %n točk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card values: %1.</source>
        <translation>Vrednosti kart: %1.</translation>
    </message>
    <message>
        <source>King and queen of one suit are a marriage: %1, in trumps %2.</source>
        <translation>Kralj in dama iste barve sta par: %1, adutni par %2.</translation>
    </message>
    <message>
        <source>Click a card to play it. Click the talon to close it, the trump card to exchange it; the buttons below the table do the rest.</source>
        <translation>Kliknite karto, da jo odigrate. Kliknite talon, da ga zaprete, odprti adut, da ga zamenjate; vse drugo opravijo gumbi pod mizo.</translation>
    </message>
    <message>
        <source>F1 shows the full rules at any time.</source>
        <translation>F1 kadar koli pokaže vsa pravila.</translation>
    </message>
    <message>
        <source>Welcome to Sixty-Six</source>
        <translation>Dobrodošli v igri Šestinšestdeset</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Pokaži mi</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Preglej to igro</translation>
    </message>
    <message numerus="yes">
        <source>%1 = moon: win all %n tricks alone; your partner sits out.</source>
        <translation>
            <numerusform>%1 = Luna: sami dobite %n vzetek, soigralec ne igra.</numerusform>
            <numerusform>%1 = Luna: sami dobite vsa %n vzetka, soigralec ne igra.</numerusform>
            <numerusform>%1 = Luna: sami dobite vse %n vzetke, soigralec ne igra.</numerusform>
            <numerusform>%1 = Luna: sami dobite vseh %n vzetkov, soigralec ne igra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim is good.</source>
        <translation>
            <numerusform>Imate %n točko: razglasitev drži.</numerusform>
            <numerusform>Imate %n točki: razglasitev drži.</numerusform>
            <numerusform>Imate %n točke: razglasitev drži.</numerusform>
            <numerusform>Imate %n točk: razglasitev drži.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim would be false.</source>
        <translation>
            <numerusform>Imate %n točko: razglasitev bi bila napačna.</numerusform>
            <numerusform>Imate %n točki: razglasitev bi bila napačna.</numerusform>
            <numerusform>Imate %n točke: razglasitev bi bila napačna.</numerusform>
            <numerusform>Imate %n točk: razglasitev bi bila napačna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other side would score %n game points.</source>
        <translation>
            <numerusform>Nasprotna stran bi dobila %n točko partije.</numerusform>
            <numerusform>Nasprotna stran bi dobila %n točki partije.</numerusform>
            <numerusform>Nasprotna stran bi dobila %n točke partije.</numerusform>
            <numerusform>Nasprotna stran bi dobila %n točk partije.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare %1: claim the deal now</source>
        <translation>Razglasi %1 in takoj končaj igro</translation>
    </message>
    <message>
        <source>declare %1 (D)</source>
        <translation>razglasite %1 (D)</translation>
    </message>
    <message>
        <source>Close the talon now?</source>
        <translation>Želite zdaj zapreti talon?</translation>
    </message>
    <message>
        <source>No more cards are drawn and the stricter rules apply. If you do not reach the target with the cards you hold, the other side scores.</source>
        <translation>Iz talona se ne jemlje več kart in veljajo stroga pravila. Če s kartami v roki ne dosežete cilja, točke dobi nasprotna stran.</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Zapri talon</translation>
    </message>
</context>
<context>
    <name>Shared</name>
    <message>
        <source>Off</source>
        <translation>Izklopljeno</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hitro</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Običajno</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Počasi</translation>
    </message>
    <message>
        <source>Show the &amp;computer&apos;s cards</source>
        <translation>Pokaži karte &amp;računalnika</translation>
    </message>
    <message>
        <source>Ask before announcing a &amp;marriage</source>
        <translation>&amp;Vprašaj pred napovedjo para</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Vaja</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Različica:</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>&amp;Težavnost:</translation>
    </message>
    <message>
        <source>Game &amp;target:</source>
        <translation>Partija &amp;do:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravila</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>No winner</source>
        <translation>Brez zmagovalca</translation>
    </message>
    <message>
        <source>Won, %1</source>
        <translation>Zmaga, %1</translation>
    </message>
    <message>
        <source>Lost, %1</source>
        <translation>Poraz, %1</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(vaja)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Zgodovina</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Preglej</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Različica</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Težavnost</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Izid</translation>
    </message>
    <message>
        <source>Double-click a deal to review it.</source>
        <translation>Dvokliknite igro, da jo pregledate.</translation>
    </message>
    <message>
        <source>No finished deal has been kept yet.</source>
        <translation>Nobena končana igra še ni shranjena.</translation>
    </message>
    <message>
        <source>Match not recorded</source>
        <translation>Partija ni zabeležena</translation>
    </message>
    <message>
        <source>Won the match, %1</source>
        <translation>Partija dobljena, %1</translation>
    </message>
    <message>
        <source>Lost the match, %1</source>
        <translation>Partija izgubljena, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Nedokončana, %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>%1. igra</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Naloge</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Poskusi znova</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Pokaži rešitev</translation>
    </message>
    <message>
        <source>Next move of the solution</source>
        <translation>Naslednja poteza rešitve</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <source>Puzzle %1 (%2) %3</source>
        <translation type="vanished">Naloga %1 (%2) %3</translation>
    </message>
    <message>
        <source>No puzzles could be loaded.</source>
        <translation>Nalog ni bilo mogoče naložiti.</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Cilj: %1</translation>
    </message>
    <message>
        <source>Solved! Well played.</source>
        <translation>Rešeno! Dobro odigrano.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>To je rešitev.</translation>
    </message>
    <message>
        <source>The goal is out of reach now. Try again, or see the solution.</source>
        <translation>Cilja zdaj ni več mogoče doseči. Poskusite znova ali si oglejte rešitev.</translation>
    </message>
    <message>
        <source>Every card is face up. The computer defends as well as it can.</source>
        <translation>Vse karte so odprte. Računalnik se brani, kolikor najbolje zna.</translation>
    </message>
    <message>
        <source>The solution, one move at a time.</source>
        <translation>Rešitev, potezo za potezo.</translation>
    </message>
    <message>
        <source>Move %1: you play %2.</source>
        <translation>%1. poteza: igrate %2.</translation>
    </message>
    <message>
        <source>Move %1: you play %2, the computer answers %3.</source>
        <translation>%1. poteza: igrate %2, računalnik odgovori s karto %3.</translation>
    </message>
    <message>
        <source>Also winning: %1.</source>
        <translation>Zmaga tudi: %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 %2</source>
        <translation>Naloga %1 %2</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Naslednja naloga</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the deal</source>
        <translation>Pregled igre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>Vse karte odprte</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Nadaljuj od tu</translation>
    </message>
    <message>
        <source>With the real cards</source>
        <translation>S pravimi kartami</translation>
    </message>
    <message>
        <source>With the hidden cards dealt again</source>
        <translation>S ponovno razdeljenimi skritimi kartami</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začetek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Potezo nazaj (puščica levo)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Potezo naprej (puščica desno)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Ocenjevanje vaših odločitev…</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Ocenjevanje odločitve %1 od %2…</translation>
    </message>
    <message>
        <source>The analysis failed.</source>
        <translation>Analiza ni uspela.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analiza je bila preklicana.</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Največja napaka</translation>
    </message>
    <message>
        <source>Expected game points lost in this deal: %1</source>
        <translation>Pričakovana izguba točk partije v tej igri: %1</translation>
    </message>
    <message>
        <source>No mistake in this deal</source>
        <translation>V tej igri ni napak</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (move %2)</source>
        <translation type="vanished">Največja napaka: %1 (%2. poteza)</translation>
    </message>
    <message>
        <source>%1. %2: %3 (%4)</source>
        <translation>%1. %2: %3 (%4)</translation>
    </message>
    <message>
        <source>You played %1: %2.</source>
        <translation>Vaša poteza: %1 – %2.</translation>
    </message>
    <message>
        <source>With all cards open the best was %1 (%2 more).</source>
        <translation>Z odprtimi kartami bi bila najboljša poteza %1 (%2 več).</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation type="vanished">Odigrane poteze: %1 od %2</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2.</source>
        <translation type="vanished">Najboljša poteza: %1; pričakovano izgubljene točke partije: %2.</translation>
    </message>
    <message>
        <source>Uncertain: the possible deals of the unseen cards do not settle this.</source>
        <translation>Negotovo: možne razdelitve kart, ki jih ne vidite, tega ne odločijo.</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2 ± %3.</source>
        <translation>Najboljša poteza: %1; pričakovana izguba točk partije: %2 ± %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>With all cards open play goes on: %1.</source>
        <translation type="vanished">Z odprtimi kartami se igra nadaljuje: %1.</translation>
    </message>
    <message>
        <source>After %1 instead: %2.</source>
        <translation>Po najboljši potezi (%1): %2.</translation>
    </message>
    <message>
        <source>Game points of your move with all cards open: %1.</source>
        <translation>Točke partije za vašo potezo z odprtimi kartami: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Judged over %n possible deal(s) of the unseen cards.</source>
        <translation>
            <numerusform>Ocenjeno na %n možni razdelitvi kart, ki jih ne vidite.</numerusform>
            <numerusform>Ocenjeno na %n možnih razdelitvah kart, ki jih ne vidite.</numerusform>
            <numerusform>Ocenjeno na %n možnih razdelitvah kart, ki jih ne vidite.</numerusform>
            <numerusform>Ocenjeno na %n možnih razdelitvah kart, ki jih ne vidite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The best moves, with the expected game points each loses:</source>
        <translation>Najboljše poteze in pričakovana izguba točk partije za vsako:</translation>
    </message>
    <message>
        <source>• %1: %2 ± %3</source>
        <translation>• %1: %2 ± %3</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Odigrane poteze: %1 od %2</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (decision %2)</source>
        <translation>Največja napaka: %1 (%2. odločitev)</translation>
    </message>
    <message>
        <source>The review that came with this deal was not used; the deal is judged afresh.</source>
        <translation>Pregled, priložen tej igri, ni bil uporabljen; igra se oceni znova.</translation>
    </message>
    <message>
        <source>Best play goes on: %1.</source>
        <translation>Najboljše nadaljevanje: %1.</translation>
    </message>
    <message>
        <source>With the cards as they really lay (you could not see them all), best play goes on: %1.</source>
        <translation>S kartami, kot so v resnici ležale (vseh niste mogli videti), je najboljše nadaljevanje: %1.</translation>
    </message>
    <message>
        <source>After %1 instead, the same moves follow.</source>
        <translation>Po najboljši potezi (%1) sledijo iste poteze.</translation>
    </message>
</context>
<context>
    <name>ReviewMenu</name>
    <message>
        <source>&amp;Review last deal</source>
        <translation>&amp;Preglej zadnjo igro</translation>
    </message>
    <message>
        <source>See where points were lost in the last finished deal (Ctrl+R)</source>
        <translation>Oglejte si, kje so se v zadnji končani igri izgubile točke (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>Zgo&amp;dovina…</translation>
    </message>
    <message>
        <source>&amp;Open deal…</source>
        <translation>&amp;Odpri igro…</translation>
    </message>
    <message>
        <source>Sa&amp;ve deal as…</source>
        <translation>Shrani igro &amp;kot…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>Na&amp;loge…</translation>
    </message>
    <message>
        <source>No finished deal to review yet.</source>
        <translation>Še ni končane igre za pregled.</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Odpri igro</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.json)</source>
        <translation type="vanished">Igre Šestinšestdeset (*.json)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Shrani igro</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Šestinšestdeset</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix *.json)</source>
        <translation>Igre Šestinšestdeset (*.sixtysix *.json)</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix)</source>
        <translation>Igre Šestinšestdeset (*.sixtysix)</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes…</source>
        <translation>&amp;Uči se iz svojih napak…</translation>
    </message>
    <message>
        <source>Retry the mistakes of your reviewed deals</source>
        <translation>Znova odigrajte poteze, pri katerih ste se v pregledanih igrah zmotili</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>No display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open; to play in this terminal instead, run: %1</source>
        <translation>Zaslona ni bilo mogoče najti (nastavljena ni ne DISPLAY ne WAYLAND_DISPLAY), zato okna igre ni mogoče odpreti; če želite igrati v tem terminalu, zaženite: %1</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Šestinšestdeset</translation>
    </message>
    <message>
        <source>The data folder %1 is a file, not a folder, so the game has nowhere to keep its saved game; choose another folder with --data-dir.</source>
        <translation>Podatkovna mapa %1 je datoteka, ne mapa, zato igra nima kam shraniti partije; z --data-dir izberite drugo mapo.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2); choose another folder with --data-dir.</source>
        <translation>Podatkovne mape %1 ni mogoče ustvariti (%2); z --data-dir izberite drugo mapo.</translation>
    </message>
    <message>
        <source>The card pictures of the game are missing or damaged (%1); please reinstall Sixty-Six.</source>
        <translation>Slike kart manjkajo ali so poškodovane (%1); znova namestite Šestinšestdeset.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with this data folder; its window was brought to the front.</source>
        <translation>Šestinšestdeset že teče s to podatkovno mapo; okno igre je zdaj v ospredju.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics.</source>
        <translation type="vanished">Šestinšestdeset že teče s podatkovno mapo %1 (proces %2), zato se ta izvod ne zažene: dva izvoda bi si med seboj prepisovala shranjeno partijo in statistiko.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so it was kept aside as %1 and the settings start from their defaults.</source>
        <translation>Datoteka z nastavitvami je bila poškodovana, zato je bila odložena kot %1, nastavitve pa so spet privzete.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics. If no Sixty-Six is running, remove the file %3 and start again.</source>
        <translation>Šestinšestdeset že teče s podatkovno mapo %1 (proces %2), zato se ta izvod ne zažene: dva izvoda bi si med seboj prepisovala shranjeno partijo in statistiko. Če Šestinšestdeset ne teče, izbrišite datoteko %3 in ga znova zaženite.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running; the deal %1 was opened in its window.</source>
        <translation>Šestinšestdeset že teče; igra %1 je odprta v njegovem oknu.</translation>
    </message>
    <message>
        <source>A program of another user (%1) blocks this game&apos;s local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Program drugega uporabnika (%1) zaseda lokalno povezavo tega programa, zato ponoven zagon Šestinšestdeset ali odpiranje datoteke z igro ne bo doseglo tega okna; partija teče naprej.</translation>
    </message>
    <message>
        <source>This game could not set up its local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Lokalne povezave ni bilo mogoče vzpostaviti, zato ponoven zagon Šestinšestdeset ali odpiranje datoteke z igro ne bo doseglo tega okna; partija teče naprej.</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Not saved: a damaged saved game is in the way</source>
        <translation>Partija se ne shranjuje: v napoto je poškodovana shranjena partija</translation>
    </message>
    <message>
        <source>Not saved: the data folder cannot be written</source>
        <translation>Partija se ne shranjuje: v podatkovno mapo ni mogoče pisati</translation>
    </message>
    <message>
        <source>Statistics not recorded: the data folder cannot be written</source>
        <translation>Statistika se ne beleži: v podatkovno mapo ni mogoče pisati</translation>
    </message>
    <message>
        <source>A damaged saved game that could not be moved aside is left as it is, and nothing is written over it.</source>
        <translation>Poškodovana shranjena partija, ki je ni bilo mogoče odložiti, ostane nespremenjena in čeznjo se nič ne zapiše.</translation>
    </message>
    <message>
        <source>The game goes on and tries again after every move.</source>
        <translation>Partija se nadaljuje, po vsaki potezi pa se poskusi znova.</translation>
    </message>
    <message>
        <source>Not saved: the match is too long to save</source>
        <translation>Partija se ne shranjuje: predolga je</translation>
    </message>
    <message>
        <source>Not saved: the data folder was moved or replaced</source>
        <translation>Partija se ne shranjuje: podatkovna mapa je bila premaknjena ali zamenjana</translation>
    </message>
    <message>
        <source>The data folder was moved, deleted or replaced while the game ran. Nothing more is written there: another game may own a folder of that name now.</source>
        <translation>Podatkovna mapa je bila med igranjem premaknjena, izbrisana ali zamenjana. Vanjo se ne zapisuje nič več: mapo s tem imenom zdaj morda uporablja druga kopija programa.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>good</source>
        <translation>dobro</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>nenatančnost</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>napaka</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>huda napaka</translation>
    </message>
    <message>
        <source>Right decision, unlucky cards.</source>
        <translation>Prava odločitev, a karte niso bile naklonjene.</translation>
    </message>
    <message>
        <source>A mistake, but the cards forgave it.</source>
        <translation>Napaka, a karte so vam jo odpustile.</translation>
    </message>
    <message>
        <source>You played the best move.</source>
        <translation>Odigrali ste najboljšo potezo.</translation>
    </message>
    <message>
        <source>Several moves were as good as this one.</source>
        <translation type="vanished">Več potez je bilo enako dobrih kot ta.</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 z napovedjo para</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>napoved %1</translation>
    </message>
    <message>
        <source>close the talon</source>
        <translation>zaprtje talona</translation>
    </message>
    <message>
        <source>exchange the trump card</source>
        <translation>zamenjava odprtega aduta</translation>
    </message>
    <message>
        <source>declare 66</source>
        <translation type="vanished">razglasitev 66</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>naprej</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Datoteka ne obstaja.</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>To ni navadna datoteka.</translation>
    </message>
    <message>
        <source>The file is too large to be a deal.</source>
        <translation>Datoteka je prevelika za zapis igre.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Datoteke ni bilo mogoče prebrati.</translation>
    </message>
    <message>
        <source>The file is not a Sixty-Six deal.</source>
        <translation>To ni zapis igre Šestinšestdeset.</translation>
    </message>
    <message>
        <source>The file holds a whole match, not a single deal.</source>
        <translation>Datoteka vsebuje celo partijo, ne ene same igre.</translation>
    </message>
    <message>
        <source>The deal was written by a newer version of Sixty-Six.</source>
        <translation>Igro je zapisala novejša različica igre Šestinšestdeset.</translation>
    </message>
    <message>
        <source>The deal file is damaged: its cards or moves do not make a valid deal.</source>
        <translation>Datoteka igre je poškodovana: njene karte ali poteze ne sestavljajo veljavne igre.</translation>
    </message>
    <message>
        <source>The deal could not be written there.</source>
        <translation>Igre tja ni bilo mogoče zapisati.</translation>
    </message>
    <message>
        <source>Reach %1 and win the deal.</source>
        <translation>Dosezite %1 in dobite igro.</translation>
    </message>
    <message numerus="yes">
        <source>Win the deal with %n game point(s).</source>
        <translation>
            <numerusform>Dobite igro in osvojite %n točko partije.</numerusform>
            <numerusform>Dobite igro in osvojite %n točki partije.</numerusform>
            <numerusform>Dobite igro in osvojite %n točke partije.</numerusform>
            <numerusform>Dobite igro in osvojite %n točk partije.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes the face-up trump card for the low trump.</source>
        <translation>Ta poteza zamenja nizki adut za odprti adut.</translation>
    </message>
    <message>
        <source>It passes.</source>
        <translation>Ta poteza je »Naprej«.</translation>
    </message>
    <message>
        <source>It makes this bid.</source>
        <translation>Ta poteza je ta napoved.</translation>
    </message>
    <message>
        <source>It gives up the trick with your least valuable card.</source>
        <translation>Ta poteza prepusti vzetek z vašo najmanj vredno karto.</translation>
    </message>
    <message>
        <source>It leads a trump.</source>
        <translation>Ta poteza izigra adut.</translation>
    </message>
    <message>
        <source>It leads a card nothing can beat in its suit.</source>
        <translation>Ta poteza izigra karto, ki je v njeni barvi nič ne preseže.</translation>
    </message>
    <message>
        <source>It leads a low card and keeps the strong ones.</source>
        <translation>Ta poteza izigra nizko karto in obdrži močne.</translation>
    </message>
    <message>
        <source>It follows; the players after you decide the trick.</source>
        <translation>Ta poteza odgovori; vzetek odločijo igralci za vami.</translation>
    </message>
    <message numerus="yes">
        <source>It claims the deal with %n point(s).</source>
        <translation>
            <numerusform>Ta poteza razglasi zmago s %n točko.</numerusform>
            <numerusform>Ta poteza razglasi zmago s %n točkama.</numerusform>
            <numerusform>Ta poteza razglasi zmago s %n točkami.</numerusform>
            <numerusform>Ta poteza razglasi zmago s %n točkami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It announces the marriage: %n point(s).</source>
        <translation>
            <numerusform>Ta poteza napove par: %n točka.</numerusform>
            <numerusform>Ta poteza napove par: %n točki.</numerusform>
            <numerusform>Ta poteza napove par: %n točke.</numerusform>
            <numerusform>Ta poteza napove par: %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It closes the talon with %n point(s) still needed.</source>
        <translation>
            <numerusform>Ta poteza zapre talon, ko manjka še %n točka.</numerusform>
            <numerusform>Ta poteza zapre talon, ko manjkata še %n točki.</numerusform>
            <numerusform>Ta poteza zapre talon, ko manjkajo še %n točke.</numerusform>
            <numerusform>Ta poteza zapre talon, ko manjka še %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It leads a card worth %n point(s) that a higher card can still beat.</source>
        <translation>
            <numerusform>Ta poteza izigra karto za %n točko, ki jo višja karta še lahko preseže.</numerusform>
            <numerusform>Ta poteza izigra karto za %n točki, ki jo višja karta še lahko preseže.</numerusform>
            <numerusform>Ta poteza izigra karto za %n točke, ki jo višja karta še lahko preseže.</numerusform>
            <numerusform>Ta poteza izigra karto za %n točk, ki jo višja karta še lahko preseže.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s), and reaches the target.</source>
        <translation>
            <numerusform>Ta poteza dobi vzetek, vreden %n točko, in doseže cilj.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točki, in doseže cilj.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točke, in doseže cilj.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točk, in doseže cilj.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It trumps the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Ta poteza z adutom pobere vzetek, vreden %n točko.</numerusform>
            <numerusform>Ta poteza z adutom pobere vzetek, vreden %n točki.</numerusform>
            <numerusform>Ta poteza z adutom pobere vzetek, vreden %n točke.</numerusform>
            <numerusform>Ta poteza z adutom pobere vzetek, vreden %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Ta poteza dobi vzetek, vreden %n točko.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točki.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točke.</numerusform>
            <numerusform>Ta poteza dobi vzetek, vreden %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick and %n point(s) with it.</source>
        <translation>
            <numerusform>Ta poteza prepusti vzetek in z njim %n točko.</numerusform>
            <numerusform>Ta poteza prepusti vzetek in z njim %n točki.</numerusform>
            <numerusform>Ta poteza prepusti vzetek in z njim %n točke.</numerusform>
            <numerusform>Ta poteza prepusti vzetek in z njim %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Ta poteza prepusti vzetek, vreden %n točko.</numerusform>
            <numerusform>Ta poteza prepusti vzetek, vreden %n točki.</numerusform>
            <numerusform>Ta poteza prepusti vzetek, vreden %n točke.</numerusform>
            <numerusform>Ta poteza prepusti vzetek, vreden %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed %n more point(s) to reach the target.</source>
        <translation>
            <numerusform>Do cilja vam je manjkala še %n točka.</numerusform>
            <numerusform>Do cilja sta vam manjkali še %n točki.</numerusform>
            <numerusform>Do cilja so vam manjkale še %n točke.</numerusform>
            <numerusform>Do cilja vam je manjkalo še %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could count on %n point(s).</source>
        <translation>
            <numerusform>Lahko ste se zanesli na %n točko.</numerusform>
            <numerusform>Lahko ste se zanesli na %n točki.</numerusform>
            <numerusform>Lahko ste se zanesli na %n točke.</numerusform>
            <numerusform>Lahko ste se zanesli na %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed the deal with only %n point(s).</source>
        <translation>
            <numerusform>Zmago ste razglasili s samo %n točko.</numerusform>
            <numerusform>Zmago ste razglasili s samo %n točkama.</numerusform>
            <numerusform>Zmago ste razglasili s samo %n točkami.</numerusform>
            <numerusform>Zmago ste razglasili s samo %n točkami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target is %n point(s).</source>
        <translation>
            <numerusform>Cilj je %n točka.</numerusform>
            <numerusform>Cilj sta %n točki.</numerusform>
            <numerusform>Cilj so %n točke.</numerusform>
            <numerusform>Cilj je %n točk.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing the talon was better.</source>
        <translation>Bolje bi bilo zapreti talon.</translation>
    </message>
    <message>
        <source>You left the face-up trump card for later: the exchange was better.</source>
        <translation>Zamenjavo odprtega aduta ste odložili: bolje bi ga bilo zamenjati.</translation>
    </message>
    <message numerus="yes">
        <source>You led the card without announcing the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Karto ste izigrali brez napovedi para: izgubljena %n točka.</numerusform>
            <numerusform>Karto ste izigrali brez napovedi para: izgubljeni %n točki.</numerusform>
            <numerusform>Karto ste izigrali brez napovedi para: izgubljene %n točke.</numerusform>
            <numerusform>Karto ste izigrali brez napovedi para: izgubljenih %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You broke the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Razbili ste par: izgubljena %n točka.</numerusform>
            <numerusform>Razbili ste par: izgubljeni %n točki.</numerusform>
            <numerusform>Razbili ste par: izgubljene %n točke.</numerusform>
            <numerusform>Razbili ste par: izgubljenih %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had %n point(s): you could have claimed the deal.</source>
        <translation>
            <numerusform>Imeli ste %n točko: lahko bi razglasili zmago.</numerusform>
            <numerusform>Imeli ste %n točki: lahko bi razglasili zmago.</numerusform>
            <numerusform>Imeli ste %n točke: lahko bi razglasili zmago.</numerusform>
            <numerusform>Imeli ste %n točk: lahko bi razglasili zmago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You threw %n point(s) under a trick you did not win.</source>
        <translation>
            <numerusform>V vzetek, ki ga niste dobili, ste vrgli %n točko.</numerusform>
            <numerusform>V vzetek, ki ga niste dobili, ste vrgli %n točki.</numerusform>
            <numerusform>V vzetek, ki ga niste dobili, ste vrgli %n točke.</numerusform>
            <numerusform>V vzetek, ki ga niste dobili, ste vrgli %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best move wins this trick, worth %n point(s).</source>
        <translation>
            <numerusform>Najboljša poteza dobi ta vzetek, vreden %n točko.</numerusform>
            <numerusform>Najboljša poteza dobi ta vzetek, vreden %n točki.</numerusform>
            <numerusform>Najboljša poteza dobi ta vzetek, vreden %n točke.</numerusform>
            <numerusform>Najboljša poteza dobi ta vzetek, vreden %n točk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You spent a trump on a trick worth only %n point(s).</source>
        <translation>
            <numerusform>Adut ste porabili za vzetek, vreden samo %n točko.</numerusform>
            <numerusform>Adut ste porabili za vzetek, vreden samo %n točki.</numerusform>
            <numerusform>Adut ste porabili za vzetek, vreden samo %n točke.</numerusform>
            <numerusform>Adut ste porabili za vzetek, vreden samo %n točk.</numerusform>
        </translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>vi: %1</translation>
    </message>
    <message>
        <source>opponent: %1</source>
        <translation>nasprotnik: %1</translation>
    </message>
    <message>
        <source>With all cards open, this gives the opponent the last trick.</source>
        <translation>Z odprtimi kartami ta poteza prepusti zadnji vzetek nasprotniku.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Natančnost</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less its margin of error.</source>
        <translation type="vanished">Vsaka vaša odločitev se primerja z najboljšo potezo. Kar poteza izgubi, je njena pričakovana izguba v točkah partije: natančna, ko so znane vse karte, sicer povprečje čez mnoga deljenja kart, ki jih niste videli, zmanjšano za mejo napake.</translation>
    </message>
    <message>
        <source>A decision&apos;s accuracy is 100 for the best move and falls as the loss grows: 67 for a loss of 0.2 game points, 37 for 0.5, 14 for 1 and almost 0 beyond. The accuracy of a deal is the average over your decisions; a forced move is not a decision.</source>
        <translation>Natančnost odločitve je 100 za najboljšo potezo in pada, ko izguba raste: 67 pri izgubi 0,2 točke partije, 37 pri 0,5, 14 pri 1, pri večji izgubi pa skoraj 0. Natančnost igre je povprečna natančnost vaših odločitev; prisiljena poteza ni odločitev.</translation>
    </message>
    <message>
        <source>Cards and play</source>
        <translation>Karte in igra</translation>
    </message>
    <message>
        <source>Your result is your game points minus the other side&apos;s. From play is what the decisions changed: the expected game points the other side gave away, less those you gave away. From the cards is the rest: the deal and the cards drawn, everything no decision chose.</source>
        <translation>Vaš izid so vaše točke partije minus točke druge strani. »Vpliv igre« je tisto, kar so spremenile odločitve: pričakovane točke partije, ki jih je izgubila druga stran, manj tistih, ki ste jih izgubili vi. »Vpliv kart« je preostanek: deljenje in vlečene karte, vse, česar ni izbrala nobena odločitev.</translation>
    </message>
    <message>
        <source>When the talon is closed or used up, the real cards can be solved exactly (the open-card verdicts). The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation type="vanished">Ko je talon zaprt ali porabljen, je prave karte mogoče natančno rešiti (ocena z odprtimi kartami). Vrstica s pravimi kartami sešteje, koliko so poteze s temi kartami res stale; kjer se razlikuje od igre, so skrite karte odločitvi pomagale ali škodile.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Zaprtje talona</translation>
    </message>
    <message>
        <source>The last trump</source>
        <translation>Zadnji adut</translation>
    </message>
    <message>
        <source>Counting to 66</source>
        <translation>Štetje do 66</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pari</translation>
    </message>
    <message>
        <source>The computer answers %1.</source>
        <translation>Računalnik odgovori s karto %1.</translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you win only %n game point(s).</source>
        <translation>
            <numerusform>Z najboljšo igro od tu dobite le %n točko partije.</numerusform>
            <numerusform>Z najboljšo igro od tu dobite le %n točki partije.</numerusform>
            <numerusform>Z najboljšo igro od tu dobite le %n točke partije.</numerusform>
            <numerusform>Z najboljšo igro od tu dobite le %n točk partije.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you lose %n game point(s).</source>
        <translation>
            <numerusform>Z najboljšo igro od tu izgubite %n točko partije.</numerusform>
            <numerusform>Z najboljšo igro od tu izgubite %n točki partije.</numerusform>
            <numerusform>Z najboljšo igro od tu izgubite %n točke partije.</numerusform>
            <numerusform>Z najboljšo igro od tu izgubite %n točk partije.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play goes on: %1 …</source>
        <translation>Najboljše nadaljevanje: %1 …</translation>
    </message>
    <message>
        <source>Try again, or see the solution.</source>
        <translation>Poskusite znova ali si oglejte rešitev.</translation>
    </message>
    <message>
        <source>Closing too early</source>
        <translation>Prezgodnje zaprtje talona</translation>
    </message>
    <message>
        <source>Not closing when you should have</source>
        <translation>Talon ni bil zaprt, ko bi moral biti</translation>
    </message>
    <message>
        <source>Missed exchanges of the trump card</source>
        <translation>Zamujene zamenjave odprtega aduta</translation>
    </message>
    <message>
        <source>Marriages not announced</source>
        <translation>Nenapovedani pari</translation>
    </message>
    <message>
        <source>Marriages broken</source>
        <translation>Razbiti pari</translation>
    </message>
    <message>
        <source>Failing to declare 66</source>
        <translation type="vanished">Nenapovedanih 66</translation>
    </message>
    <message>
        <source>Declaring 66 too soon</source>
        <translation type="vanished">66 napovedanih prezgodaj</translation>
    </message>
    <message>
        <source>Aces and tens thrown away</source>
        <translation>Zavrženi asi in desetke</translation>
    </message>
    <message>
        <source>Other card play</source>
        <translation>Druge napake pri igranju kart</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less %1 times its margin of error. The labels (inaccuracy, mistake, blunder) follow the same rule, so a loss those deals cannot tell from chance costs no accuracy and is no mistake.</source>
        <translation>Vsaka vaša odločitev se primerja z najboljšo potezo. Kar poteza izgubi, je njena pričakovana izguba v točkah partije: natančna, ko so znane vse karte, sicer povprečje mnogih možnih razdelitev kart, ki jih niste videli, zmanjšano za %1-kratnik meje napake. Oznake (nenatančnost, napaka, huda napaka) sledijo istemu pravilu, zato izguba, ki je te razdelitve ne ločijo od naključja, ne zmanjša natančnosti in ni napaka.</translation>
    </message>
    <message numerus="yes">
        <source>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick(s); with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation>
            <numerusform>V igri dveh igralcev je prave karte mogoče natančno rešiti (ocena z odprtimi kartami), ko je talon zaprt ali porabljen, in, kadar se 66 razglasi samodejno, v zadnjem %n vzetku; pri več igralcih proti koncu. Vrstica s pravimi kartami sešteje, koliko so poteze s temi kartami res stale; kjer se razlikuje od igre, so skrite karte odločitvi pomagale ali škodile.</numerusform>
            <numerusform>V igri dveh igralcev je prave karte mogoče natančno rešiti (ocena z odprtimi kartami), ko je talon zaprt ali porabljen, in, kadar se 66 razglasi samodejno, v zadnjih %n vzetkih; pri več igralcih proti koncu. Vrstica s pravimi kartami sešteje, koliko so poteze s temi kartami res stale; kjer se razlikuje od igre, so skrite karte odločitvi pomagale ali škodile.</numerusform>
            <numerusform>V igri dveh igralcev je prave karte mogoče natančno rešiti (ocena z odprtimi kartami), ko je talon zaprt ali porabljen, in, kadar se 66 razglasi samodejno, v zadnjih %n vzetkih; pri več igralcih proti koncu. Vrstica s pravimi kartami sešteje, koliko so poteze s temi kartami res stale; kjer se razlikuje od igre, so skrite karte odločitvi pomagale ali škodile.</numerusform>
            <numerusform>V igri dveh igralcev je prave karte mogoče natančno rešiti (ocena z odprtimi kartami), ko je talon zaprt ali porabljen, in, kadar se 66 razglasi samodejno, v zadnjih %n vzetkih; pri več igralcih proti koncu. Vrstica s pravimi kartami sešteje, koliko so poteze s temi kartami res stale; kjer se razlikuje od igre, so skrite karte odločitvi pomagale ali škodile.</numerusform>
        </translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>razglasitev %1</translation>
    </message>
    <message>
        <source>Not declaring when you could have</source>
        <translation>Zamujena razglasitev zmage</translation>
    </message>
    <message>
        <source>Declaring too soon</source>
        <translation>Prezgodnja razglasitev zmage</translation>
    </message>
    <message>
        <source>Opponent under 33</source>
        <translation>Nasprotnik z manj kot 33 točkami</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Zadnji vzetek</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player&apos;s name: their move</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RecapDialog</name>
    <message>
        <source>Match over</source>
        <translation>Konec partije</translation>
    </message>
    <message>
        <source>You won the match, %1.</source>
        <translation>Partijo ste dobili (izid %1).</translation>
    </message>
    <message>
        <source>%1 won the match, %2.</source>
        <translation>Zmagovalec partije: %1 (izid %2).</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Izid</translation>
    </message>
    <message>
        <source>&amp;Review the deal</source>
        <translation>&amp;Preglej igro</translation>
    </message>
    <message>
        <source>A practice match: it is counted apart from your record.</source>
        <translation>Vadbena partija: v statistiki se šteje posebej.</translation>
    </message>
    <message>
        <source>In this variant at this level you have won %1 of %2 matches; winning streak: %3.</source>
        <translation type="vanished">V tej različici in pri tej težavnosti dobljene partije: %1 od %2; niz zmag: %3.</translation>
    </message>
    <message>
        <source>Matches won in this variant at this level: %1 of %2; winning streak: %3.</source>
        <translation>Dobljene partije v tej različici in pri tej težavnosti: %1 od %2; niz zmag: %3.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>OK</source>
        <translation>V redu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Prekliči</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnovi privzeto</translation>
    </message>
</context>
<context>
    <name>MatchGuard</name>
    <message>
        <source>Practice: your match (deal %1, %2) is kept and comes back when this deal ends.</source>
        <translation>Vaja: vaša partija (%1. igra, %2) je shranjena in se vrne, ko se ta igra konča.</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Nazaj na vašo partijo</translation>
    </message>
    <message>
        <source>Your match waits: deal %1, %2</source>
        <translation>Vaša partija čaka: %1. igra, %2</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>The deal is over.</source>
        <translation>Igre je konec.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Počakajte, da boste na potezi.</translation>
    </message>
    <message>
        <source>First the auction: bid or pass.</source>
        <translation>Najprej licitacija: licitirajte ali recite »Naprej«.</translation>
    </message>
    <message>
        <source>This variant has no such move.</source>
        <translation>Ta različica te poteze nima.</translation>
    </message>
    <message>
        <source>Only when you lead: a card has been led.</source>
        <translation>Samo ko izigrate prvi: karta je že izigrana.</translation>
    </message>
    <message>
        <source>The talon is closed.</source>
        <translation>Talon je zaprt.</translation>
    </message>
    <message>
        <source>Only while the talon has two cards or more.</source>
        <translation>Samo dokler sta v talonu vsaj dve karti.</translation>
    </message>
    <message>
        <source>Exchange after your first trick.</source>
        <translation>Zamenjate lahko po svojem prvem vzetku.</translation>
    </message>
    <message>
        <source>%1 already lies face up as the trump card.</source>
        <translation>%1 je že odprti adut.</translation>
    </message>
    <message>
        <source>You need %1 to exchange.</source>
        <translation>Za zamenjavo potrebujete %1.</translation>
    </message>
    <message>
        <source>A marriage only after your first trick.</source>
        <translation>Par lahko napoveste šele po prvem vzetku.</translation>
    </message>
    <message>
        <source>No marriages once the talon is closed or used up.</source>
        <translation>Ko je talon zaprt ali porabljen, parov ni več mogoče napovedati.</translation>
    </message>
    <message>
        <source>You hold no king and queen of one suit to announce.</source>
        <translation>Nimate kralja in dame iste barve, ki bi ju lahko napovedali.</translation>
    </message>
    <message>
        <source>The claim is made for you automatically.</source>
        <translation>Razglasitev se zgodi samodejno.</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>Zdaj to ni mogoče.</translation>
    </message>
</context>
<context>
    <name>MoveLogDialog</name>
    <message>
        <source>What happened</source>
        <translation>Kaj se je zgodilo</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>&amp;What happened</source>
        <translation>&amp;Kaj se je zgodilo</translation>
    </message>
    <message>
        <source>The moves of this deal so far, trick by trick (W)</source>
        <translation>Dosedanje poteze te igre, vzetek za vzetkom (W)</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 exchanged the trump card: took %2, put down %3.</source>
        <translation>%1 je zamenjal odprti adut: vzel je %2, odložil %3.</translation>
    </message>
    <message>
        <source>%1 closed the talon.</source>
        <translation>%1 je zaprl talon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 announced a marriage (%n points) and led %2.</source>
        <translation>
            <numerusform>%1 je napovedal par (%n točka) in izigral %2.</numerusform>
            <numerusform>%1 je napovedal par (%n točki) in izigral %2.</numerusform>
            <numerusform>%1 je napovedal par (%n točke) in izigral %2.</numerusform>
            <numerusform>%1 je napovedal par (%n točk) in izigral %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, marriage (%n points)</source>
        <translation>
            <numerusform>%1, par (%n točka)</numerusform>
            <numerusform>%1, par (%n točki)</numerusform>
            <numerusform>%1, par (%n točke)</numerusform>
            <numerusform>%1, par (%n točk)</numerusform>
        </translation>
    </message>
    <message>
        <source>trump card exchanged: took %1, put down %2</source>
        <translation>odprti adut zamenjan: vzet %1, odložen %2</translation>
    </message>
    <message>
        <source>talon closed</source>
        <translation>talon je zaprt</translation>
    </message>
    <message>
        <source>claim of %1</source>
        <translation>razglašeno %1</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>napoved %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>naprej</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Trick to %1: %n card points</source>
        <translation>
            <numerusform>Vzetek – %1: %n točka</numerusform>
            <numerusform>Vzetek – %1: %n točki</numerusform>
            <numerusform>Vzetek – %1: %n točke</numerusform>
            <numerusform>Vzetek – %1: %n točk</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 led %2: clubs are trumps.</source>
        <translation>%1 je izigral %2: adut je križ.</translation>
    </message>
    <message>
        <source>%1 led %2: spades are trumps.</source>
        <translation>%1 je izigral %2: adut je pik.</translation>
    </message>
    <message>
        <source>%1 led %2: hearts are trumps.</source>
        <translation>%1 je izigral %2: adut je srce.</translation>
    </message>
    <message>
        <source>%1 led %2: diamonds are trumps.</source>
        <translation>%1 je izigral %2: adut je karo.</translation>
    </message>
</context>
<context>
    <name>PracticeNotice</name>
    <message>
        <source>Go ahead</source>
        <translation>Nadaljuj</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ne zdaj</translation>
    </message>
</context>
<context>
    <name>FinishOffer</name>
    <message>
        <source>Play the &amp;rest</source>
        <translation type="vanished">Odigraj &amp;preostanek</translation>
    </message>
    <message>
        <source>The rest of this deal is decided: play it out fast (R)</source>
        <translation>Izid te igre je že odločen: hitro odigrajte preostanek (R)</translation>
    </message>
    <message>
        <source>Decided: play the rest (R)</source>
        <translation>Odločeno: odigraj preostanek (R)</translation>
    </message>
    <message>
        <source>Play the res&amp;t</source>
        <translation>Odigraj preo&amp;stanek</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>Križev as</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Križeva desetka</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Križev kralj</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Križeva dama</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Križev fant</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Križeva devetka</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Križeva osmica</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Križeva sedmica</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Pikov as</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Pikova desetka</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Pikov kralj</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Pikova dama</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Pikov fant</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Pikova devetka</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Pikova osmica</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Pikova sedmica</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Srčev as</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Srčeva desetka</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Srčev kralj</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Srčeva dama</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Srčev fant</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Srčeva devetka</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Srčeva osmica</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Srčeva sedmica</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Karov as</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Karova desetka</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Karov kralj</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Karova dama</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Karov fant</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Karova devetka</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Karova osmica</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Karova sedmica</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>Card table</source>
        <translation>Igralna miza</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Karta s hrbtno stranjo navzgor</translation>
    </message>
    <message>
        <source>%1 (cannot be played now)</source>
        <translation>%1 (zdaj je ni mogoče igrati)</translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Vaše karte: %1.</translation>
    </message>
    <message>
        <source>In the trick: %1.</source>
        <translation>V vzetku: %1.</translation>
    </message>
    <message>
        <source>The trump card: %1.</source>
        <translation>Odprti adut: %1.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Igre je konec.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Na potezi ste.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Na potezi: %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Nova igra.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 announces a marriage: %2.</source>
        <translation>%1 napove par: %2.</translation>
    </message>
    <message>
        <source>You announce a marriage: %1.</source>
        <translation>Napoveste par: %1.</translation>
    </message>
    <message>
        <source>You exchange the trump card and take %1.</source>
        <translation>Zamenjate odprti adut in vzamete %1.</translation>
    </message>
    <message>
        <source>%1 exchanges the trump card and takes %2.</source>
        <translation>%1 zamenja odprti adut in vzame %2.</translation>
    </message>
    <message>
        <source>You close the talon.</source>
        <translation>Zaprete talon.</translation>
    </message>
    <message>
        <source>%1 closes the talon.</source>
        <translation>%1 zapre talon.</translation>
    </message>
</context>
<context>
    <name>DealFigures</name>
    <message>
        <source>What do these figures mean?</source>
        <translation>Kaj pomenijo te številke?</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Natančnost</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Računalnik</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="vanished">Računalnik&#xa0;%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1 %</translation>
    </message>
    <message>
        <source>The other side&apos;s decisions are not judged yet: no split of the result.</source>
        <translation>Odločitve druge strani še niso ocenjene: izida še ni mogoče razdeliti.</translation>
    </message>
    <message>
        <source>From the cards: %1.</source>
        <translation>Vpliv kart: %1.</translation>
    </message>
    <message>
        <source>From play: %1.</source>
        <translation>Vpliv igre: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged exactly: %n.</source>
        <translation>
            <numerusform>Natančno ocenjene odločitve: %n.</numerusform>
            <numerusform>Natančno ocenjene odločitve: %n.</numerusform>
            <numerusform>Natančno ocenjene odločitve: %n.</numerusform>
            <numerusform>Natančno ocenjene odločitve: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged over sampled deals: %n.</source>
        <translation>
            <numerusform>Odločitve, ocenjene na vzorčnih razdelitvah: %n.</numerusform>
            <numerusform>Odločitve, ocenjene na vzorčnih razdelitvah: %n.</numerusform>
            <numerusform>Odločitve, ocenjene na vzorčnih razdelitvah: %n.</numerusform>
            <numerusform>Odločitve, ocenjene na vzorčnih razdelitvah: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>From play with the real cards (open-card verdicts): %1.</source>
        <translation>Vpliv igre s pravimi kartami (ocena z odprtimi kartami): %1.</translation>
    </message>
    <message>
        <source>Your result in game points: %1.</source>
        <translation>Vaš izid v točkah partije: %1.</translation>
    </message>
</context>
<context>
    <name>FiguresHelp</name>
    <message>
        <source>Accuracy, cards and play</source>
        <translation>Natančnost, karte in igra</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Učite se iz svojih napak</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Napake</translation>
    </message>
    <message>
        <source>Recurring errors</source>
        <translation>Pogoste napake</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Poskusi znova</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zapri</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Napaka</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Kolikokrat</translation>
    </message>
    <message>
        <source>%1, decision %2: %3</source>
        <translation>%1, %2. odločitev: %3</translation>
    </message>
    <message>
        <source>No mistakes in the reviewed deals.</source>
        <translation>V pregledanih igrah ni napak.</translation>
    </message>
    <message>
        <source>This deal can no longer be read.</source>
        <translation>Te igre ni več mogoče prebrati.</translation>
    </message>
    <message>
        <source>Review your deals (Game &gt; Review) to find mistakes to retry.</source>
        <translation>Preglejte svoje igre (Partija &gt; Preglej zadnjo igro), da najdete poteze, ki jih lahko poskusite znova.</translation>
    </message>
    <message>
        <source>Your move: what would you play here? Only your own cards are shown.</source>
        <translation>Vaša poteza: kaj bi igrali tukaj? Vidne so le vaše karte.</translation>
    </message>
    <message>
        <source>Right: %1 is the best move here.</source>
        <translation>Pravilno: %1 je tu najboljša poteza.</translation>
    </message>
    <message>
        <source>The best move was %1. Expected game points lost by %2: %3.</source>
        <translation>Najboljša poteza je bila %1. Pričakovana izguba točk partije s potezo %2: %3.</translation>
    </message>
    <message>
        <source>In the deal you played %1 (expected game points lost: %2).</source>
        <translation>V igri ste igrali %1 (pričakovana izguba točk partije: %2).</translation>
    </message>
    <message numerus="yes">
        <source>Review %n more kept deal(s)</source>
        <translation>
            <numerusform>Preglej še %n shranjeno igro</numerusform>
            <numerusform>Preglej še %n shranjeni igri</numerusform>
            <numerusform>Preglej še %n shranjene igre</numerusform>
            <numerusform>Preglej še %n shranjenih iger</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing deal %1 of %2…</source>
        <translation>Pregledovanje igre %1 od %2…</translation>
    </message>
</context>
<context>
    <name>RatingBox</name>
    <message>
        <source>Your rating over time</source>
        <translation>Razvoj vašega ratinga</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>še ni</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Play Sixty-Six or Schnapsen against the computer to get a rating.</source>
        <translation>Igrajte šestinšestdeset ali šnops proti računalniku, da dobite rating.</translation>
    </message>
    <message>
        <source>Probably between %1 and %2.</source>
        <translation>Verjetno med %1 in %2.</translation>
    </message>
    <message numerus="yes">
        <source>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</source>
        <translation>
            <numerusform>Ocenjene igre: %n (Šestinšestdeset in Šnops, brez vaje).</numerusform>
            <numerusform>Ocenjene igre: %n (Šestinšestdeset in Šnops, brez vaje).</numerusform>
            <numerusform>Ocenjene igre: %n (Šestinšestdeset in Šnops, brez vaje).</numerusform>
            <numerusform>Ocenjene igre: %n (Šestinšestdeset in Šnops, brez vaje).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Your opponent: %1 (%2)</source>
        <translation>Nasprotnik: %1 (%2)</translation>
    </message>
    <message>
        <source>Your opponents: %1 (%2)</source>
        <translation>Nasprotnika: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>opponent&apos;s name (level)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Martin, Paul, Simon</source>
        <comment>three names, comma-separated</comment>
        <translation>Martin, Pavel, Simon</translation>
    </message>
    <message>
        <source>Peter, Andrew, Matthew</source>
        <comment>three names, comma-separated</comment>
        <translation>Peter, Andrej, Matej</translation>
    </message>
    <message>
        <source>George, Nicholas, Michael</source>
        <comment>three names, comma-separated</comment>
        <translation>Jurij, Nikolaj, Miha</translation>
    </message>
    <message>
        <source>John, Jacob, Anthony</source>
        <comment>three names, comma-separated</comment>
        <translation>Janez, Jakob, Anton</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>From the next deal, %1 is declared for you.</source>
        <translation>Od naslednje igre se %1 razglasi samodejno.</translation>
    </message>
    <message>
        <source>From the next deal, you declare %1 yourself: the %1! chip or D.</source>
        <translation>Od naslednje igre %1 razglasite sami: z žetonom »%1!« ali tipko D.</translation>
    </message>
</context>
<context>
    <name>MatchReview</name>
    <message>
        <source>Match at %1 (to %2).</source>
        <translation>Stanje partije %1 (do %2).</translation>
    </message>
    <message>
        <source>Match at %1 (to %2): your chance of winning it before this deal was %3.</source>
        <translation>Stanje partije %1 (do %2): pred to igro ste imeli %3 možnosti za zmago v partiji.</translation>
    </message>
    <message>
        <source>%1. %2: %3 (for the match)</source>
        <translation>%1. %2: %3 (za partijo)</translation>
    </message>
    <message>
        <source>You closed the talon. Judged for the match: %1.</source>
        <translation>Zaprli ste talon. Ocena za partijo: %1.</translation>
    </message>
    <message>
        <source>At %1 any win takes the match.</source>
        <translation>Pri %1 vsaka dobljena igra dobi partijo.</translation>
    </message>
    <message>
        <source>At %1 a lost deal ends the match.</source>
        <translation>Pri %1 izgubljena igra pomeni izgubljeno partijo.</translation>
    </message>
    <message>
        <source>The close risked the match for nothing: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Zaprtje talona je po nepotrebnem tvegalo partijo: v možnih razdelitvah kart, ki jih ne vidite, je partijo dobilo v %1 primerov, %2 v %3.</translation>
    </message>
    <message>
        <source>The close lowered your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Zaprtje talona vam je zmanjšalo možnosti za zmago v partiji za %1: v možnih razdelitvah kart, ki jih ne vidite, je partijo dobilo v %2 primerov, %3 v %4.</translation>
    </message>
    <message>
        <source>The close was the only way to stay in the match: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Zaprtje talona je bilo edini način, da ostanete v partiji: v možnih razdelitvah kart, ki jih ne vidite, je partijo dobilo v %1 primerov, %2 v %3.</translation>
    </message>
    <message>
        <source>The close raised your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Zaprtje talona vam je povečalo možnosti za zmago v partiji za %1: v možnih razdelitvah kart, ki jih ne vidite, je partijo dobilo v %2 primerov, %3 v %4.</translation>
    </message>
    <message>
        <source>For the match the close was as good as %1: the match was won in %2 and %3 of the possible deals of the unseen cards.</source>
        <translation>Za partijo je bilo zaprtje talona enako dobro kot %1: v možnih razdelitvah kart, ki jih ne vidite, je bila partija dobljena v %2 oziroma %3 primerov.</translation>
    </message>
    <message>
        <source>Below, the same decision in game points of this deal alone:</source>
        <translation>Spodaj ista odločitev, ocenjena le s točkami partije v tej igri:</translation>
    </message>
</context>
</TS>
