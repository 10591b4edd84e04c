<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lv_LV">
<context>
    <name>Game</name>
    <message>
        <source>clubs</source>
        <translation>kreicis</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pīķis</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ercens</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>kāravs</translation>
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
        <translation>viegls</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>vidējs</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>grūts</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>eksperts</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dators</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Dators&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 un %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n punkts</numerusform>
            <numerusform>%n punkti</numerusform>
            <numerusform>%n punktu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no trick.</source>
        <translation>%1: nav neviena stiķa.</translation>
    </message>
    <message>
        <source>%1 stayed under 33 points.</source>
        <translation>%1: mazāk par 33 acīm.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more.</source>
        <translation>%1: 33 acis vai vairāk.</translation>
    </message>
    <message>
        <source>The best-placed opponent</source>
        <translation>Labākais no pretiniekiem</translation>
    </message>
    <message>
        <source>%1 closed the talon and made it.</source>
        <translation>%1: kava aizvērta veiksmīgi.</translation>
    </message>
    <message>
        <source>%1 had taken no trick when the talon was closed.</source>
        <translation>%1: kavu aizverot, nebija neviena stiķa.</translation>
    </message>
    <message>
        <source>%1 had under 33 points when the talon was closed.</source>
        <translation>%1: kavu aizverot, bija mazāk par 33 acīm.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more when the talon was closed.</source>
        <translation>%1: kavu aizverot, bija 33 acis vai vairāk.</translation>
    </message>
    <message>
        <source>%1 closed the talon and failed.</source>
        <translation>%1: kava aizvērta neveiksmīgi.</translation>
    </message>
    <message>
        <source>%1 took no trick at all.</source>
        <translation>%1: visā partijā nav neviena stiķa.</translation>
    </message>
    <message>
        <source>%1 declared %2 without having it.</source>
        <translation>%1: nepamatoti paziņots %2.</translation>
    </message>
    <message>
        <source>Nobody reached %1: the last trick decides.</source>
        <translation>Neviens nesasniedza %1: izšķir pēdējais stiķis.</translation>
    </message>
    <message>
        <source>Both have 65: nobody scores.</source>
        <translation>Abiem ir 65: neviens nesaņem punktus.</translation>
    </message>
    <message>
        <source>The winner of the next deal gets one extra game point.</source>
        <translation>Nākamās partijas uzvarētājs saņem vienu papildu punktu.</translation>
    </message>
    <message>
        <source>Both reached %1: the deal is replayed.</source>
        <translation>Abi sasniedza %1: partiju spēlē vēlreiz.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Visi teica „Garām”: partija atcelta.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1: solījums izpildīts.</translation>
    </message>
    <message>
        <source>The bid failed: %1 profit.</source>
        <translation>Solījums neizdevās: ieguvēji – %1.</translation>
    </message>
    <message>
        <source>No winner this deal</source>
        <translation>Šajā partijā nav uzvarētāja</translation>
    </message>
    <message>
        <source>You won the deal</source>
        <translation>Jūs uzvarējāt partijā</translation>
    </message>
    <message>
        <source>%1 won the deal</source>
        <translation>%1 uzvarēja partijā</translation>
    </message>
    <message>
        <source>%1 · moon</source>
        <translation>%1 · Mēness</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Marriage in clubs: lead %1</source>
        <translation>Kreiča pāris: izejiet ar %1</translation>
    </message>
    <message>
        <source>Marriage in spades: lead %1</source>
        <translation>Pīķa pāris: izejiet ar %1</translation>
    </message>
    <message>
        <source>Marriage in hearts: lead %1</source>
        <translation>Ercena pāris: izejiet ar %1</translation>
    </message>
    <message>
        <source>Marriage in diamonds: lead %1</source>
        <translation>Kārava pāris: izejiet ar %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 reached %n point(s).</source>
        <translation>
            <numerusform>%1: sasniegta %n acs.</numerusform>
            <numerusform>%1: sasniegtas %n acis.</numerusform>
            <numerusform>%1: sasniegts %n acu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>It is the only move you have.</source>
        <translation>Tas ir jūsu vienīgais iespējamais gājiens.</translation>
    </message>
    <message>
        <source>You have reached 66: claim the deal now.</source>
        <translation type="vanished">Jums ir 66: paziņojiet to tagad.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to 66.</source>
        <translation type="vanished">Paņemot šo stiķi, jums būs 66.</translation>
    </message>
    <message>
        <source>Swap your trump nine for the face-up trump card: it is worth more.</source>
        <translation>Mainiet trumpja devītnieku pret atvērto trumpi: tas ir vērtīgāks.</translation>
    </message>
    <message>
        <source>Swap your trump jack for the face-up trump card: it is worth more.</source>
        <translation>Mainiet trumpja kalpu pret atvērto trumpi: tas ir vērtīgāks.</translation>
    </message>
    <message>
        <source>Announce your marriage while you can: it is worth 20 or 40.</source>
        <translation>Piesakiet pāri, kamēr varat: tas dod 20 vai 40.</translation>
    </message>
    <message>
        <source>Keep the king and queen together for a marriage later.</source>
        <translation>Paturiet kungu un dāmu kopā, lai vēlāk pieteiktu pāri.</translation>
    </message>
    <message>
        <source>The points you can count on reach 66.</source>
        <translation type="vanished">Ar drošajām acīm pietiek līdz 66.</translation>
    </message>
    <message>
        <source>Closing scored best over many possible deals of the cards you cannot see.</source>
        <translation>Kavas aizvēršana deva labāko rezultātu daudzos iespējamos neredzamo kāršu sadalījumos.</translation>
    </message>
    <message>
        <source>Lead your top trump to pull the opponent&apos;s trumps.</source>
        <translation>Izejiet ar stiprāko trumpi, lai izvilktu pretinieka trumpjus.</translation>
    </message>
    <message>
        <source>Lead a card nobody can beat in its suit.</source>
        <translation>Izejiet ar kārti, ko tās mastā neviens nevar pārsist.</translation>
    </message>
    <message>
        <source>Lead a low card and keep your strong ones for later.</source>
        <translation>Izejiet ar mazu kārti un stiprās paturiet vēlākam.</translation>
    </message>
    <message>
        <source>Take the ten (or ace) with a higher card of its suit.</source>
        <translation>Paņemiet desmitnieku (vai dūzi) ar stiprāku tā paša masta kārti.</translation>
    </message>
    <message>
        <source>Win the trick with your ace or ten and bank its points.</source>
        <translation>Paņemiet stiķi ar dūzi vai desmitnieku un nodrošiniet tā acis.</translation>
    </message>
    <message>
        <source>Trump it: the trick is worth it.</source>
        <translation>Sitiet ar trumpi: stiķis ir tā vērts.</translation>
    </message>
    <message>
        <source>Take the trick cheaply.</source>
        <translation>Paņemiet stiķi ar lētu kārti.</translation>
    </message>
    <message>
        <source>Throw your least useful card.</source>
        <translation>Atmetiet vismazāk noderīgo kārti.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give them points.</source>
        <translation>Stiķis pieder partnerim: dodiet viņam acis.</translation>
    </message>
    <message>
        <source>Lead from your strongest suit: it becomes trump.</source>
        <translation>Izejiet ar stiprākā masta kārti: šis masts kļūs par trumpi.</translation>
    </message>
    <message>
        <source>Your hand is strong enough for this bid.</source>
        <translation>Jūsu kārtis ir pietiekami stipras šim solījumam.</translation>
    </message>
    <message>
        <source>Your hand is too weak to bid higher.</source>
        <translation>Jūsu kārtis ir par vājām, lai solītu vairāk.</translation>
    </message>
    <message>
        <source>Your partner holds the bid: leave it to them.</source>
        <translation>Solījums ir partnerim: atstājiet to viņam.</translation>
    </message>
    <message>
        <source>Every card is known: exact calculation shows this is the best move.</source>
        <translation>Visas kārtis ir zināmas: precīzs aprēķins rāda, ka šis ir labākais gājiens.</translation>
    </message>
    <message>
        <source>This move did best over many possible deals of the unseen cards.</source>
        <translation>Šis gājiens bija labākais daudzos iespējamos neredzamo kāršu sadalījumos.</translation>
    </message>
    <message>
        <source>No move stands out: this one is as good as any.</source>
        <translation>Neviens gājiens neizceļas: šis ir tikpat labs kā citi.</translation>
    </message>
    <message>
        <source>This is what the strongest computer level would play.</source>
        <translation>Tā spēlētu dators augstākajā līmenī.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Izspēlējiet %1</translation>
    </message>
    <message>
        <source>Exchange the trump card</source>
        <translation>Mainiet atvērto trumpi</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Aizveriet kavu</translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Paziņojiet 66</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Soliet %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Sakiet „Garām”</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Padoms: %1. %2</translation>
    </message>
    <message>
        <source>Announce the marriage in clubs and lead %1</source>
        <translation>Piesakiet kreiča pāri un izejiet ar %1</translation>
    </message>
    <message>
        <source>Announce the marriage in spades and lead %1</source>
        <translation>Piesakiet pīķa pāri un izejiet ar %1</translation>
    </message>
    <message>
        <source>Announce the marriage in hearts and lead %1</source>
        <translation>Piesakiet ercena pāri un izejiet ar %1</translation>
    </message>
    <message>
        <source>Announce the marriage in diamonds and lead %1</source>
        <translation>Piesakiet kārava pāri un izejiet ar %1</translation>
    </message>
    <message>
        <source>You have reached %1: claim the deal now.</source>
        <translation>Jums ir %1: paziņojiet to tagad.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to %1.</source>
        <translation>Paņemot šo stiķi, jums būs %1.</translation>
    </message>
    <message>
        <source>The points you can count on reach %1.</source>
        <translation>Acis, ar kurām varat droši rēķināties, jau sasniedz %1.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Paziņojiet %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sixty-Six</source>
        <translation>Sešdesmit seši</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spēle</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gājiens</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>S&amp;kats</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Iestatījumi</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animācijas ātrums</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Palīdzība</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Valoda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Jauna spēle…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Spēlēt &amp;vēlreiz</translation>
    </message>
    <message>
        <source>Next &amp;deal</source>
        <translation>&amp;Nākamā partija</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Iziet</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Iestatījumi…</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>A&amp;tsaukt gājienu</translation>
    </message>
    <message>
        <source>Take back your last move of this deal (Ctrl+Z); the match counts as practice</source>
        <translation>Atsauciet savu pēdējo gājienu šajā partijā (Ctrl+Z); spēle tiks skaitīta kā treniņspēle</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>At&amp;kārtot gājienu</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Atsaukt</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Atkārtot</translation>
    </message>
    <message>
        <source>Play again the move you took back (Ctrl+Shift+Z)</source>
        <translation>Atkārtojiet atsaukto gājienu (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pa&amp;doms</translation>
    </message>
    <message>
        <source>Show the move the strongest computer would make, and why (H)</source>
        <translation>Parādiet gājienu, ko izvēlētos stiprākais dators, un paskaidrojumu (H)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pilnekrāna režīms</translation>
    </message>
    <message>
        <source>Practice: play with the computer&apos;s hand face up; the match counts as practice</source>
        <translation>Treniņš: spēle ar atvērtām datora kārtīm; spēle tiks skaitīta kā treniņspēle</translation>
    </message>
    <message>
        <source>Undo, hints or open cards were used: this match is counted apart in the statistics</source>
        <translation>Izmantoti atsaukti gājieni, padomi vai atvērtas kārtis: šo spēli statistikā skaita atsevišķi</translation>
    </message>
    <message>
        <source>&amp;Marriage</source>
        <translation>&amp;Pāris</translation>
    </message>
    <message>
        <source>Announce a marriage (M), or click a king or queen that can be married</source>
        <translation>Piesakiet pāri (M) vai noklikšķiniet uz kunga vai dāmas, ar ko var pieteikt pāri</translation>
    </message>
    <message>
        <source>&amp;Exchange trump</source>
        <translation>&amp;Mainīt trumpi</translation>
    </message>
    <message>
        <source>Swap your trump nine for the trump card (E), or click the trump card</source>
        <translation>Mainiet trumpja devītnieku pret atvērto trumpi (E) vai noklikšķiniet uz atvērtā trumpja</translation>
    </message>
    <message>
        <source>&amp;Close talon</source>
        <translation>&amp;Aizvērt kavu</translation>
    </message>
    <message>
        <source>Close the talon (C), or click the talon</source>
        <translation>Aizveriet kavu (C) vai noklikšķiniet uz kavas</translation>
    </message>
    <message>
        <source>Declare &amp;66</source>
        <translation type="vanished">Paziņot &amp;66</translation>
    </message>
    <message>
        <source>Claim that you have reached 66 (D), or click the 66! chip</source>
        <translation type="vanished">Paziņojiet, ka jums ir 66 (D), vai noklikšķiniet uz žetona „66!”</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Pēdējais &amp;stiķis</translation>
    </message>
    <message>
        <source>Show the last trick (L), or click a pile of tricks</source>
        <translation>Apskatiet pēdējo stiķi (L) vai noklikšķiniet uz stiķu kaudzītes</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Noteikumi</translation>
    </message>
    <message>
        <source>&amp;About Sixty-Six</source>
        <translation>&amp;Par spēli „Sešdesmit seši”</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Padomu var saņemt tikai savā gājienā.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Meklē labāko gājienu…</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Turpināt spēli?</translation>
    </message>
    <message>
        <source>You have an unfinished match. Do you want to continue it?</source>
        <translation>Jums ir nepabeigta spēle. Vai vēlaties to turpināt?</translation>
    </message>
    <message>
        <source>Deal %1, game points %2.</source>
        <translation>%1. partija, punkti %2.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Turpināt</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Jauna spēle</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Sixty-Six, so it was kept aside as %1 and a new game starts.</source>
        <translation>Saglabāto spēli izveidojusi jaunāka „Sešdesmit seši” versija, tāpēc tā nolikta malā kā %1, un sākas jauna spēle.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was kept aside as %1 and a new game starts.</source>
        <translation>Saglabāto spēli nevarēja nolasīt, tāpēc tā nolikta malā kā %1, un sākas jauna spēle.</translation>
    </message>
    <message>
        <source>The saved game was damaged, so it was kept aside as %1 and a new game starts.</source>
        <translation>Saglabātā spēle bija bojāta, tāpēc tā nolikta malā kā %1, un sākas jauna spēle.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Saglabātā spēle</translation>
    </message>
    <message>
        <source>About Sixty-Six</source>
        <translation>Par spēli „Sešdesmit seši”</translation>
    </message>
    <message>
        <source>Sixty-Six %1, the card game also known as Schnapsen and Santase.
Free software under the MIT licence.

Card art and icon made for this game. Built with Qt and PySide6 (LGPL). Fonts: DejaVu (Bitstream Vera licence).</source>
        <translation>„Sešdesmit seši” %1 ir kāršu spēle, ko pazīst arī kā Šnapsenu un Santasi.
Brīva programmatūra ar MIT licenci.

Kāršu zīmējumi un ikona veidoti šai spēlei. Veidota ar Qt un PySide6 (LGPL). Fonti: DejaVu (Bitstream Vera licence).</translation>
    </message>
    <message>
        <source>The saved game could not be used, and it could not be moved aside either, so it is left as it is and this game will not be saved.</source>
        <translation>Saglabāto spēli nevarēja izmantot un nevarēja arī nolikt malā, tāpēc tā atstāta, kā ir, un šī spēle netiks saglabāta.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so it was kept aside as %1 and the statistics start again.</source>
        <translation>Statistikas fails bija bojāts, tāpēc tas nolikts malā kā %1, un statistika sākas no jauna.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be moved aside, so it is left as it is and new results are not recorded.</source>
        <translation>Statistikas fails bija bojāts, un to nevarēja nolikt malā, tāpēc tas atstāts, kā ir, un jauni rezultāti netiek reģistrēti.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Ievads</translation>
    </message>
    <message>
        <source>The goal of the game in three lines, and a guided deal</source>
        <translation>Spēles mērķis trīs rindiņās un partija ar paskaidrojumiem</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Sākt jaunu spēli?</translation>
    </message>
    <message>
        <source>A new game ends the match you are playing. Start a new one?</source>
        <translation>Ja sāksiet jaunu spēli, pašreizējā spēle tiks pārtraukta. Sākt jaunu?</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>Spēlēt &amp;tālāk</translation>
    </message>
    <message>
        <source>No hint: the computer ran into an error (%1).</source>
        <translation>Padoma nav: datoram radās kļūda (%1).</translation>
    </message>
    <message>
        <source>The computer could not move</source>
        <translation>Dators nevarēja izdarīt gājienu</translation>
    </message>
    <message>
        <source>The computer player ran into an error and made no move.</source>
        <translation>Datoram radās kļūda, un tas neizdarīja gājienu.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Mēģināt vēlreiz</translation>
    </message>
    <message>
        <source>Hints and undo make this match practice: it is kept apart in your statistics</source>
        <translation>Padomi un atsaukti gājieni padara šo spēli par treniņspēli: statistikā to skaita atsevišķi</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t tell me again</source>
        <translation>Vairs &amp;nerādīt</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Labi</translation>
    </message>
    <message>
        <source>Declare &amp;%1</source>
        <translation>Paziņot &amp;%1</translation>
    </message>
    <message>
        <source>Claim that you have reached %1 (D), or click the %1! chip</source>
        <translation>Paziņojiet, ka jums ir %1 (D), vai noklikšķiniet uz žetona „%1!”</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>&amp;Skaņas</translation>
    </message>
    <message>
        <source>Turn the table&apos;s sounds on or off (S)</source>
        <translation>Ieslēdziet vai izslēdziet skaņas (S)</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Skaņas ieslēgtas.</translation>
    </message>
    <message>
        <source>Sounds off.</source>
        <translation>Skaņas izslēgtas.</translation>
    </message>
    <message>
        <source>Cards &amp;won</source>
        <translation type="vanished">&amp;Iegūtās kārtis</translation>
    </message>
    <message>
        <source>Show or hide the cards your side has won (T), or click your pile</source>
        <translation>Parādiet vai paslēpiet kārtis, ko jūsu puse ieguvusi (T), vai noklikšķiniet uz savas kaudzes</translation>
    </message>
    <message>
        <source>&amp;Guided deal</source>
        <translation>Partija ar pa&amp;skaidrojumiem</translation>
    </message>
    <message>
        <source>Play one deal with a guide that explains each move</source>
        <translation>Izspēlējiet vienu partiju, kurā katrs gājiens tiek paskaidrots</translation>
    </message>
    <message>
        <source>Cards w&amp;on</source>
        <translation>&amp;Iegūtās kārtis</translation>
    </message>
    <message>
        <source>Sounds unavailable: this copy of the game has no sound library.</source>
        <translation>Skaņas nav pieejamas: šajā spēles kopijā nav skaņas bibliotēkas.</translation>
    </message>
    <message>
        <source>Sounds unavailable: no sound device can be used.</source>
        <translation>Skaņas nav pieejamas: nav nevienas izmantojamas skaņas ierīces.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Jauna spēle</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Cik labi spēlē dators.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>The winner of a deal deals the next</source>
        <translation>Partijas uzvarētājs dala nākamo</translation>
    </message>
    <message>
        <source>Off: the deal passes to the left after every deal.</source>
        <translation>Ja izslēgts: pēc katras partijas dala nākamais spēlētājs pa kreisi.</translation>
    </message>
    <message>
        <source>Must head the trick when the talon is gone or closed</source>
        <translation>Stiķis jāpārsit, kad kava beigusies vai aizvērta</translation>
    </message>
    <message>
        <source>Once the talon is closed or used up you must follow suit with a higher card if you can; off, any card of the suit will do.</source>
        <translation>Kad kava aizvērta vai beigusies, jāliek tā paša masta stiprāka kārts, ja varat; ja izslēgts, der jebkura tā paša masta kārts.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading the queen</source>
        <translation>Pāri piesaka, izejot ar dāmu</translation>
    </message>
    <message>
        <source>Only the queen may be led to announce a marriage; the king is played normally.</source>
        <translation>Pāri var pieteikt, tikai izejot ar dāmu; kungs tiek izspēlēts kā parasti.</translation>
    </message>
    <message>
        <source>A marriage needs a trick won first</source>
        <translation>Pāri var pieteikt tikai pēc paņemta stiķa</translation>
    </message>
    <message>
        <source>Announcing a marriage needs at least one trick won.</source>
        <translation>Lai pieteiktu pāri, jābūt paņemtam vismaz vienam stiķim.</translation>
    </message>
    <message>
        <source>Marriages also after the talon is gone or closed</source>
        <translation>Pāri arī pēc kavas beigām vai aizvēršanas</translation>
    </message>
    <message>
        <source>Off: no marriage may be announced once the talon is closed or used up.</source>
        <translation>Ja izslēgts: pārus nevar pieteikt, tiklīdz kava aizvērta vai beigusies.</translation>
    </message>
    <message>
        <source>Declare %1 automatically</source>
        <translation>Paziņot %1 automātiski</translation>
    </message>
    <message>
        <source>The deal ends as soon as someone reaches %1. Off: you must declare it yourself, and a false claim is punished.</source>
        <translation>Partija beidzas, tiklīdz kāds sasniedz %1. Ja izslēgts: %1 jāpaziņo jums, un par kļūdainu paziņojumu ir sods.</translation>
    </message>
    <message>
        <source>False claim of %1:</source>
        <translation>Kļūdains %1 paziņojums:</translation>
    </message>
    <message>
        <source>What a wrong declaration of %1 gives the opponent (with automatic declaring off).</source>
        <translation>Ko pretinieks saņem par kļūdainu %1 paziņojumu (ja automātiskā paziņošana izslēgta).</translation>
    </message>
    <message>
        <source>Old closing penalty (6 if the closer takes no trick)</source>
        <translation>Vecais sods par aizvēršanu (6, ja aizvērējs nepaņem stiķi)</translation>
    </message>
    <message>
        <source>A closer who fails gives away 2 game points, or 6 if they took no trick in the whole deal.</source>
        <translation>Ja aizvērējam neizdodas, pretinieks saņem 2 punktus vai 6, ja aizvērējs visā partijā nav paņēmis nevienu stiķi.</translation>
    </message>
    <message>
        <source>Old scoring (no card points counts as no trick)</source>
        <translation>Vecā skaitīšana (stiķis bez acīm neskaitās)</translation>
    </message>
    <message>
        <source>Tricks holding only nines count as no trick, and a deal in which both reach 66 is replayed.</source>
        <translation>Stiķi, kuros ir tikai devītnieki, neskaitās, un partiju, kurā abi sasniedz 66, spēlē vēlreiz.</translation>
    </message>
    <message>
        <source>Allow looking at your won tricks</source>
        <translation>Atļaut skatīt savus paņemtos stiķus</translation>
    </message>
    <message>
        <source>Lets you look through the tricks you have won, which the rules forbid.</source>
        <translation>Ļauj apskatīt paņemtos stiķus, lai gan noteikumi to aizliedz.</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Rādīt acu skaitu</translation>
    </message>
    <message>
        <source>Off: count the points in your head, as at a real table.</source>
        <translation>Ja izslēgts: acis skaitiet galvā kā pie īsta galda.</translation>
    </message>
    <message>
        <source>opponent scores what the claim was worth</source>
        <translation>pretinieks saņem tik, cik būtu vērts paziņojums</translation>
    </message>
    <message>
        <source>opponent scores 2</source>
        <translation>pretinieks saņem 2</translation>
    </message>
    <message>
        <source>The match is won by the first to reach this many game points (7 or 11).</source>
        <translation>Spēli uzvar tas, kurš pirmais savāc tik daudz punktu (7 vai 11).</translation>
    </message>
    <message>
        <source>Sixty-Six (24 cards, 6 each)</source>
        <translation>Sešdesmit seši (24 kārtis, katram 6)</translation>
    </message>
    <message>
        <source>Schnapsen (20 cards, 5 each)</source>
        <translation>Šnapsens (20 kārtis, katram 5)</translation>
    </message>
    <message>
        <source>Three players (24 cards, 6 each)</source>
        <translation>Trijatā (24 kārtis, katram 6)</translation>
    </message>
    <message>
        <source>Four players in pairs (48 cards, 7 each)</source>
        <translation>Četratā, divas komandas (48 kārtis, katram 7)</translation>
    </message>
    <message>
        <source>Four players with bidding (24 cards, 6 each)</source>
        <translation>Četratā ar solīšanu (24 kārtis, katram 6)</translation>
    </message>
    <message>
        <source>The pack, the hand size and the number of players. With four, your partner sits across the table.</source>
        <translation>Kāršu komplekts, kāršu skaits rokā un spēlētāju skaits. Četratā partneris sēž jums pretī.</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <comment>game target spin box, after &apos;Game target:&apos;</comment>
        <translation>
            <numerusform>%n punktam</numerusform>
            <numerusform>%n punktiem</numerusform>
            <numerusform>%n punktiem</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Schnapsen (20 cards)</source>
        <translation>Šnapsens (20 kārtis)</translation>
    </message>
    <message>
        <source>Sixty-Six for three players</source>
        <translation>Sešdesmit seši trijatā</translation>
    </message>
    <message>
        <source>Sixty-Six for four players (partners)</source>
        <translation>Sešdesmit seši četratā (divas komandas)</translation>
    </message>
    <message>
        <source>Sixty-Six with bidding</source>
        <translation>Sešdesmit seši ar solīšanu</translation>
    </message>
    <message>
        <source>Classic Sixty-Six</source>
        <translation>Klasiskā spēle „Sešdesmit seši”</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n acs</numerusform>
            <numerusform>%n acis</numerusform>
            <numerusform>%n acu</numerusform>
        </translation>
    </message>
    <message>
        <source>Strict play: you must head the trick. Follow suit with a card that beats the best card of that suit in the trick if you can; otherwise follow suit with any card. If you have none of the suit, you must trump, overtrumping a trump already in the trick if you can. Only when you can do none of this may you play any card.</source>
        <translation>Stingrā spēle: stiķis jāpārsit. Ja varat, lieciet tā paša masta kārti, kas pārsit stiprāko šī masta kārti stiķī; ja nevarat, lieciet jebkuru šī masta kārti. Ja šī masta jums nav, jāsit ar trumpi, un, ja stiķī jau ir trumpis, tas jāpārsit ar lielāku trumpi, ja varat. Tikai tad, ja neko no tā nevarat, drīkst likt jebkuru kārti.</translation>
    </message>
    <message>
        <source>With more than two players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick, even your partner&apos;s.</source>
        <translation>Ja spēlē vairāk nekā divi, pārsist nozīmē likt kārti, kas stiprāka par visām izietā masta kārtīm stiķī, arī tad, ja stiķis jau nosists ar trumpi, un pārsist lielāko trumpi stiķī, arī ja tas ir jūsu partnera.</translation>
    </message>
    <message>
        <source>Strict play: you must follow suit, but you need not beat the cards in the trick. If you have none of the suit, you must trump if you can; otherwise you may play any card.</source>
        <translation>Stingrā spēle: jāliek tā paša masta kārts, bet stiķis nav jāpārsit. Ja šī masta jums nav, jāsit ar trumpi, ja varat; citādi drīkst likt jebkuru kārti.</translation>
    </message>
    <message>
        <source>This page describes the game exactly as it is set up now, with the rule options currently chosen. Change them in the game settings and the page changes with them.</source>
        <translation>Šajā lapā spēle aprakstīta tieši tā, kā tā iestatīta tagad, ar pašlaik izvēlētajiem noteikumiem. Ja tos maināt spēles iestatījumos, mainās arī šī lapa.</translation>
    </message>
    <message>
        <source>Aim of the game</source>
        <translation>Spēles mērķis</translation>
    </message>
    <message numerus="yes">
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Divi spēlētāji izspēlē vairākas partijas pēc kārtas. Katrā partijā jūs cenšaties pirmais savākt %n aci, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Divi spēlētāji izspēlē vairākas partijas pēc kārtas. Katrā partijā jūs cenšaties pirmais savākt %n acis, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Divi spēlētāji izspēlē vairākas partijas pēc kārtas. Katrā partijā jūs cenšaties pirmais savākt %n acu, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Trīs spēlētāji izspēlē vairākas partijas pēc kārtas, katrs par sevi. Katrā partijā jūs cenšaties pirmais savākt %n aci, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Trīs spēlētāji izspēlē vairākas partijas pēc kārtas, katrs par sevi. Katrā partijā jūs cenšaties pirmais savākt %n acis, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Trīs spēlētāji izspēlē vairākas partijas pēc kārtas, katrs par sevi. Katrā partijā jūs cenšaties pirmais savākt %n acu, skaitot kārtis savos stiķos un pieteiktos pārus. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Četri spēlētāji spēlē divās komandās; partneri sēž viens otram pretī un stiķus skaita kopā. Katrā partijā jūsu komanda cenšas pirmā savākt %n aci no kārtīm savos stiķos un saviem pāriem. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Četri spēlētāji spēlē divās komandās; partneri sēž viens otram pretī un stiķus skaita kopā. Katrā partijā jūsu komanda cenšas pirmā savākt %n acis no kārtīm savos stiķos un saviem pāriem. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
            <numerusform>Četri spēlētāji spēlē divās komandās; partneri sēž viens otram pretī un stiķus skaita kopā. Katrā partijā jūsu komanda cenšas pirmā savākt %n acu no kārtīm savos stiķos un saviem pāriem. Par uzvarētu partiju saņem 1, 2 vai 3 punktus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Four players play in two sides; partners sit opposite each other. Before the play the players bid for how many points their side will take. The side with the highest bid tries to make it; the other side tries to stop them.</source>
        <translation>Četri spēlētāji spēlē divās komandās; partneri sēž viens otram pretī. Pirms izspēles spēlētāji sola, cik acu paņems viņu komanda. Komanda ar augstāko solījumu cenšas to izpildīt, bet otra komanda cenšas to nepieļaut.</translation>
    </message>
    <message numerus="yes">
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Spēli uzvar komanda, kas pirmā savāc %n punktu.</numerusform>
            <numerusform>Spēli uzvar komanda, kas pirmā savāc %n punktus.</numerusform>
            <numerusform>Spēli uzvar komanda, kas pirmā savāc %n punktu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Spēli uzvar spēlētājs, kurš pirmais savāc %n punktu.</numerusform>
            <numerusform>Spēli uzvar spēlētājs, kurš pirmais savāc %n punktus.</numerusform>
            <numerusform>Spēli uzvar spēlētājs, kurš pirmais savāc %n punktu.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Kārtis</translation>
    </message>
    <message>
        <source>The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.</source>
        <translation>Spēlē ar 20 kārtīm: katram mastam ir dūzis, desmitnieks, kungs, dāma un kalps.</translation>
    </message>
    <message>
        <source>The game is played with two packs of 24 cards shuffled together, so every card is there twice. Of two equal cards in a trick, the one played first ranks higher.</source>
        <translation>Spēlē ar diviem kopā sajauktiem 24 kāršu komplektiem, tāpēc katra kārts ir divreiz. Ja stiķī ir divas vienādas kārtis, stiprāka ir tā, kas likta pirmā.</translation>
    </message>
    <message>
        <source>The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each suit.</source>
        <translation>Spēlē ar 24 kārtīm: katram mastam ir dūzis, desmitnieks, kungs, dāma, kalps un devītnieks.</translation>
    </message>
    <message>
        <source>The cards rank from high to low as in this table, which also shows what each card is worth:</source>
        <translation>Kārtis šajā tabulā sakārtotas no stiprākās līdz vājākajai, un tajā redzama arī katras kārts vērtība:</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Dūzis</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Desmitnieks</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kungs</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dāma</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Kalps</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Devītnieks</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kārts</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Vērtība</translation>
    </message>
    <message>
        <source>All the cards together are worth 120 points, so 66 is just over half.</source>
        <translation>Visas kārtis kopā ir 120 acu vērtas, tāpēc 66 ir nedaudz vairāk par pusi.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Dalīšana</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Pirmo dalītāju izvēlas nejauši.</translation>
    </message>
    <message>
        <source>Next dealer: the winner of a deal deals the next one.</source>
        <translation>Nākamais dalītājs: partijas uzvarētājs dala nākamo partiju.</translation>
    </message>
    <message>
        <source>Next dealer: the deal passes to the left after every deal.</source>
        <translation>Nākamais dalītājs: pēc katras partijas dala nākamais spēlētājs pa kreisi.</translation>
    </message>
    <message>
        <source>The dealer deals out all 24 cards, six to each player, in two rounds of three, starting with the player on the dealer&apos;s left. There is no talon and no turned-up card.</source>
        <translation>Dalītājs izdala visas 24 kārtis, katram pa sešām, divos piegājienos pa trim, sākot ar spēlētāju pa kreisi no sevis. Kavas nav, un trumpis netiek atvērts.</translation>
    </message>
    <message>
        <source>Trump and talon</source>
        <translation>Trumpis un kava</translation>
    </message>
    <message>
        <source>After dealing, the next card is turned face up: its suit is trump for the whole deal. The card lies under the rest of the undealt cards, the talon, and is the last card to be drawn.</source>
        <translation>Pēc dalīšanas nākamo kārti atver: tās masts ir trumpis visu partiju. Šī kārts guļ zem pārējām neizdalītajām kārtīm – kavas – un to paņem pēdējo.</translation>
    </message>
    <message>
        <source>With more than two players the talon cannot be closed.</source>
        <translation>Ja spēlē vairāk nekā divi, kavu aizvērt nedrīkst.</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>Stiķa izspēle</translation>
    </message>
    <message>
        <source>A trick is won by the highest trump in it; if it holds no trump, by the highest card of the suit that was led. The winner of a trick leads to the next one.</source>
        <translation>Stiķi paņem lielākais trumpis tajā; ja trumpju nav – izietā masta lielākā kārts. Kas paņēmis stiķi, tas iziet nākamajā stiķī.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick. While the talon is open you may play any card you like: you need not follow suit, trump or win the trick. After each trick its winner draws the top card of the talon, then the other players in turn, clockwise.</source>
        <translation>Pirmajā stiķī iziet spēlētājs pa kreisi no dalītāja. Kamēr kava ir atvērta, drīkst likt jebkuru kārti: nav jāliek tā paša masta kārts, nav jāsit ar trumpi un stiķis nav jāpārsit. Pēc katra stiķa tā ņēmējs paņem augšējo kārti no kavas, pēc tam pārējie spēlētāji pēc kārtas pulksteņrādītāja virzienā.</translation>
    </message>
    <message>
        <source>Once the talon is used up or closed, the strict rules apply to every card played after the lead:</source>
        <translation>Kad kava ir beigusies vai aizvērta, visām kārtīm pēc izgājiena ir spēkā stingrie noteikumi:</translation>
    </message>
    <message>
        <source>In Schnapsen there is no bonus for the last trick.</source>
        <translation>Šnapsenā par pēdējo stiķi papildu acis nepiešķir.</translation>
    </message>
    <message>
        <source>When the deal is played out to the last card, the winner of the last trick gets 10 extra points for it.</source>
        <translation>Ja partiju izspēlē līdz pēdējai kārtij, pēdējā stiķa ņēmējs par to saņem 10 papildu acis.</translation>
    </message>
    <message>
        <source>The highest bidder leads to the first trick, and the suit of that card becomes trump. Every trick is played by the strict rules, from the first card to the last:</source>
        <translation>Pirmajā stiķī iziet spēlētājs ar augstāko solījumu, un šīs kārts masts kļūst par trumpi. Visi stiķi no pirmās līdz pēdējai kārtij tiek spēlēti pēc stingrajiem noteikumiem:</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pāri</translation>
    </message>
    <message>
        <source>A king and a queen of the same suit in one hand make a marriage, worth 20 points, or 40 in trumps. Only the player about to lead may announce it, and must then lead one of the two cards at once.</source>
        <translation>Viena masta kungs un dāma vienā rokā veido pāri, kas ir 20 acu vērts, bet trumpju mastā – 40 acu. Pāri drīkst pieteikt tikai spēlētājs, kuram jāiziet, un viņam uzreiz jāiziet ar vienu no abām kārtīm.</translation>
    </message>
    <message>
        <source>The points count only once the announcer has taken a trick (in a team game, once the side has): a marriage announced before that is kept and counted with that first trick, and lost if no trick is ever taken.</source>
        <translation>Acis tiek ieskaitītas tikai tad, kad pieteicējs ir paņēmis stiķi (komandu spēlē – kad stiķi paņēmusi viņa komanda): agrāk pieteikts pāris tiek saglabāts un ieskaitīts līdz ar pirmo stiķi, bet, ja stiķis tā arī netiek paņemts, tas zūd.</translation>
    </message>
    <message>
        <source>A marriage counts only if it is shown in the play, and only if that side takes a trick. One announced on the very first lead is in the suit that becomes trump, so it is worth 40.</source>
        <translation>Pāris tiek ieskaitīts tikai tad, ja tas parādīts izspēlē un ja šī komanda paņem kaut vienu stiķi. Pāris, kas pieteikts pašā pirmajā izgājienā, ir tajā mastā, kas kļūst par trumpi, tāpēc tas ir 40 acu vērts.</translation>
    </message>
    <message>
        <source>Leading a marriage: you must lead the queen.</source>
        <translation>Iziešana ar pāri: jāiziet ar dāmu.</translation>
    </message>
    <message>
        <source>Leading a marriage: you may lead either the king or the queen.</source>
        <translation>Iziešana ar pāri: drīkst iziet gan ar kungu, gan ar dāmu.</translation>
    </message>
    <message>
        <source>Marriage before a trick: not allowed. You may announce a marriage only after you have won a trick.</source>
        <translation>Pāris pirms stiķa: nav atļauts. Pāri drīkst pieteikt tikai pēc tam, kad esat paņēmuši stiķi.</translation>
    </message>
    <message>
        <source>Marriage before a trick: allowed, even on the very first lead; its points wait for your first trick.</source>
        <translation>Pāris pirms stiķa: atļauts, pat pašā pirmajā izgājienā; tā acis gaida jūsu pirmo stiķi.</translation>
    </message>
    <message>
        <source>Marriages after the talon: you may still announce marriages once the talon is closed or used up.</source>
        <translation>Pāri pēc kavas beigām vai aizvēršanas: pārus drīkst pieteikt arī tad, kad kava ir aizvērta vai beigusies.</translation>
    </message>
    <message>
        <source>Marriages after the talon: once the talon is closed or used up, no more marriages may be announced. One announced earlier still counts when its owner takes a trick.</source>
        <translation>Pāri pēc kavas beigām vai aizvēršanas: kad kava ir aizvērta vai beigusies, pārus vairs pieteikt nedrīkst. Agrāk pieteikts pāris joprojām tiek ieskaitīts, kad tā īpašnieks paņem stiķi.</translation>
    </message>
    <message>
        <source>Exchanging the trump jack</source>
        <translation>Trumpja kalpa maiņa</translation>
    </message>
    <message>
        <source>If you hold the jack of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Ja jums ir trumpja kalps, varat to mainīt pret atvērto trumpi. To drīkst darīt, kad jums jāiziet, pirms izgājiena, ja jau esat paņēmuši stiķi un kavā bez atvērtā trumpja vēl ir vismaz viena aizsegta kārts.</translation>
    </message>
    <message>
        <source>Exchanging the trump nine</source>
        <translation>Trumpja devītnieka maiņa</translation>
    </message>
    <message>
        <source>If you hold the nine of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Ja jums ir trumpja devītnieks, varat to mainīt pret atvērto trumpi. To drīkst darīt, kad jums jāiziet, pirms izgājiena, ja jau esat paņēmuši stiķi un kavā bez atvērtā trumpja vēl ir vismaz viena aizsegta kārts.</translation>
    </message>
    <message>
        <source>With three players this is possible only when leading to the second trick.</source>
        <translation>Spēlējot trijatā, to var izdarīt tikai tad, kad izejat otrajā stiķī.</translation>
    </message>
    <message>
        <source>It is enough that your side has won a trick. Either of the two trump nines may be exchanged, but only one exchange is allowed in a deal.</source>
        <translation>Pietiek, ja stiķi ir paņēmusi jūsu komanda. Var mainīt jebkuru no abiem trumpja devītniekiem, bet vienā partijā atļauta tikai viena maiņa.</translation>
    </message>
    <message>
        <source>Closing the talon</source>
        <translation>Kavas aizvēršana</translation>
    </message>
    <message>
        <source>When it is your lead, before you lead, you may close the talon, as long as it still holds at least one face-down card besides the trump card. The trump card is turned face down, nobody draws any more, the strict rules apply at once, and there is no bonus for the last trick. Close only when you are sure of reaching 66 with the cards you hold: if you fail, your opponent scores.</source>
        <translation>Kad jums jāiziet, pirms izgājiena varat aizvērt kavu, ja tajā bez atvērtā trumpja vēl ir vismaz viena aizsegta kārts. Atvērto trumpi apgriež otrādi (aizsedz), no kavas vairs neviens neņem, uzreiz stājas spēkā stingrie noteikumi, un par pēdējo stiķi papildu acu nav. Aizveriet kavu tikai tad, ja esat pārliecināti, ka ar savām kārtīm savāksiet 66: ja neizdosies, punktus saņems pretinieks.</translation>
    </message>
    <message>
        <source>Declaring: automatic. As soon as your points reach %1, after a trick or after announcing a marriage, the deal ends and is scored for you.</source>
        <translation>Paziņošana: automātiska. Tiklīdz jūsu acis sasniedz %1 – pēc stiķa vai pēc pāra pieteikšanas –, partija beidzas un tiek ieskaitīta jums.</translation>
    </message>
    <message>
        <source>Declaring: by hand, as at a real table. Keep count yourself, and when you believe your points have reached %1, declare at any of your turns: the deal ends at once. If a marriage lifts you to %1, declare at your next turn.</source>
        <translation>Paziņošana: jāpaziņo pašam, kā pie īsta galda. Skaitiet acis paši un, kad esat pārliecināti, ka %1 ir sasniegts, paziņojiet to jebkurā savā gājienā: partija uzreiz beidzas. Ja līdz %1 jūs aizved pāris, paziņojiet savā nākamajā gājienā.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores 2 game points.</source>
        <translation>Kļūdains paziņojums: ja paziņojat, bet acu nepietiek, pretinieks saņem 2 punktus.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores what you would have scored had you been right, and at least 2 game points.</source>
        <translation>Kļūdains paziņojums: ja paziņojat, bet acu nepietiek, pretinieks saņem tik punktu, cik būtu saņēmuši jūs, ja paziņojums būtu bijis pareizs, bet ne mazāk kā 2.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktu skaitīšana</translation>
    </message>
    <message>
        <source>The winner of a deal scores game points according to how well the loser did:</source>
        <translation>Partijas uzvarētājs saņem punktus atkarībā no tā, cik labi veicies zaudētājam:</translation>
    </message>
    <message numerus="yes">
        <source>The loser has %n point(s) or more</source>
        <translation>
            <numerusform>Zaudētājam ir %n acs vai vairāk</numerusform>
            <numerusform>Zaudētājam ir %n acis vai vairāk</numerusform>
            <numerusform>Zaudētājam ir %n acu vai vairāk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation>
            <numerusform>Zaudētājam ir mazāk par %n aci, bet viņš paņēmis stiķi</numerusform>
            <numerusform>Zaudētājam ir mazāk par %n acīm, bet viņš paņēmis stiķi</numerusform>
            <numerusform>Zaudētājam ir mazāk par %n acīm, bet viņš paņēmis stiķi</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser took no trick</source>
        <translation>Zaudētājs nav paņēmis nevienu stiķi (bezstiķis)</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situācija</translation>
    </message>
    <message>
        <source>Winner scores</source>
        <translation>Uzvarētājs saņem</translation>
    </message>
    <message>
        <source>With three players the winner is judged against the better of the two opponents: 2 game points only if both are under 33, and 3 only if neither took a trick.</source>
        <translation>Spēlējot trijatā, uzvarētāju vērtē pēc labākā no abiem pretiniekiem: 2 punkti tikai tad, ja abiem ir mazāk par 33 acīm, un 3 punkti tikai tad, ja neviens nav paņēmis stiķi.</translation>
    </message>
    <message>
        <source>If the player who closed the talon reaches 66, the deal is scored as in the table, but on the points and tricks the opponent had when the talon was closed.</source>
        <translation>Ja kavas aizvērējs sasniedz 66, partiju vērtē pēc tabulas, bet pēc tām acīm un stiķiem, kas pretiniekam bija kavas aizvēršanas brīdī.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 6 if the closer took no trick in the whole deal.</source>
        <translation>Neveiksmīga aizvēršana: ja kavas aizvērējs nesavāc 66 vai pretinieks tos sasniedz pirmais, pretinieks saņem 2 punktus vai 6 punktus, ja aizvērējs visā partijā nav paņēmis nevienu stiķi.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 3 if they had no trick when the talon was closed.</source>
        <translation>Neveiksmīga aizvēršana: ja kavas aizvērējs nesavāc 66 vai pretinieks tos sasniedz pirmais, pretinieks saņem 2 punktus vai 3 punktus, ja kavas aizvēršanas brīdī viņam nebija neviena stiķa.</translation>
    </message>
    <message>
        <source>If all cards have been played and nobody has reached %1, the winner of the last trick scores 1 game point.</source>
        <translation>Ja visas kārtis ir izspēlētas un neviens nav sasniedzis %1, pēdējā stiķa ņēmējs saņem 1 punktu.</translation>
    </message>
    <message>
        <source>If both players end with exactly 65, nobody scores, and the winner of the next deal gets 1 extra game point.</source>
        <translation>Ja abiem spēlētājiem beigās ir tieši 65 acis, neviens punktus nesaņem, bet nākamās partijas uzvarētājs saņem 1 papildu punktu.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser without a single card point counts as having no trick, so the winner scores 3 game points, even if the loser took tricks of nines.</source>
        <translation>Zaudētāja vērtēšana: zaudētājs, kuram nav nevienas acs, skaitās bezstiķis, tāpēc uzvarētājs saņem 3 punktus, pat ja zaudētājs paņēmis stiķus ar devītniekiem.</translation>
    </message>
    <message>
        <source>If both players reach 66 in the same deal, the deal is played again by the same dealer, with no score.</source>
        <translation>Ja abi spēlētāji vienā partijā sasniedz 66, partiju bez punktiem izspēlē vēlreiz, un dala tas pats dalītājs.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser who took any trick has a trick, even if it holds only nines.</source>
        <translation>Zaudētāja vērtēšana: zaudētājs, kurš paņēmis kaut vienu stiķi, nav bezstiķis, pat ja stiķī ir tikai devītnieki.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Solīšana</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left. Each player either bids a higher level than the last bid or passes; a player who passes is out of the auction for this deal. Partners may outbid each other. The auction ends when three players have passed after a bid, or at once when someone bids 5. If all four pass, the deal is thrown in and the next player deals.</source>
        <translation>Solīšanu sāk spēlētājs pa kreisi no dalītāja. Katrs spēlētājs vai nu sola augstāku līmeni nekā iepriekšējais solījums, vai saka „Garām”; kas pateicis „Garām”, šajā partijā vairs nesola. Partneri drīkst pārsolīt viens otru. Solīšana beidzas, kad pēc solījuma trīs spēlētāji ir pateikuši „Garām”, vai uzreiz, kad kāds nosola 5. Ja visi četri saka „Garām”, partija tiek atcelta un dala nākamais spēlētājs.</translation>
    </message>
    <message>
        <source>Moon: the bidder plays alone, the partner sits out, and must take every trick</source>
        <translation>Mēness: solītājs spēlē viens (partneris nepiedalās), un viņam jāpaņem visi stiķi</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Solījums</translation>
    </message>
    <message>
        <source>The bidding side must take</source>
        <translation>Solītāja komandai jāsavāc</translation>
    </message>
    <message>
        <source>The bidding side counts its card points plus the marriages it showed. If that reaches the bid, it scores as many game points as the level of the bid; if not, it loses that many, and its score may go below zero. The other side scores 1 game point for every full 33 points it took. A moon wins 5 game points if every trick is taken, and loses 5 otherwise. If both sides pass the target in the same deal, the bidding side wins the game.</source>
        <translation>Solītāja komanda saskaita savas acis un parādītos pārus. Ja solījums ir izpildīts, tā saņem tik punktu, cik ir solījuma līmenis; ja nav, tik punktu tā zaudē, un rezultāts var kļūt negatīvs. Otra komanda saņem 1 punktu par katrām pilnām 33 acīm, ko tā paņēmusi. Mēness dod 5 punktus, ja paņemti visi stiķi, citādi 5 punkti tiek zaudēti. Ja vienā partijā mērķi pārsniedz abas komandas, spēli uzvar solītāja komanda.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Pie galda</translation>
    </message>
    <message>
        <source>Score display: the points each side has taken in this deal are shown on the table.</source>
        <translation>Acu rādīšana: uz galda redzams, cik acu katra puse šajā partijā ir paņēmusi.</translation>
    </message>
    <message>
        <source>Score display: hidden. Keep count in your head, as at a real card table.</source>
        <translation>Acu rādīšana: izslēgta. Skaitiet galvā, kā pie īsta kāršu galda.</translation>
    </message>
    <message>
        <source>Looking at tricks: you may look through the tricks you have won.</source>
        <translation>Stiķu apskate: varat apskatīt savus paņemtos stiķus.</translation>
    </message>
    <message>
        <source>Looking at tricks: won tricks lie face down; only the last trick may be looked at.</source>
        <translation>Stiķu apskate: paņemtie stiķi guļ aizsegti; apskatīt drīkst tikai pēdējo stiķi.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <source>With three players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick.</source>
        <translation>Spēlējot trijatā, pārsist nozīmē likt kārti, kas stiprāka par visām izietā masta kārtīm stiķī, arī tad, ja stiķis jau nosists ar trumpi, un pārsist lielāko trumpi stiķī.</translation>
    </message>
    <message>
        <source>Declaring %1</source>
        <comment>heading; %1 is 66 or 101</comment>
        <translation>%1 paziņošana</translation>
    </message>
    <message numerus="yes">
        <source>The dealer deals %n card(s) to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</source>
        <translation>
            <numerusform>Dalītājs katram spēlētājam izdala %n kārti divos piegājienos – vispirms %1, tad %2 –, sākot ar spēlētāju pa kreisi no sevis.</numerusform>
            <numerusform>Dalītājs katram spēlētājam izdala %n kārtis divos piegājienos – vispirms %1, tad %2 –, sākot ar spēlētāju pa kreisi no sevis.</numerusform>
            <numerusform>Dalītājs katram spēlētājam izdala %n kāršu divos piegājienos – vispirms %1, tad %2 –, sākot ar spēlētāju pa kreisi no sevis.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Mājas noteikumi</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Iestatījumi</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Vispārīgi</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kārtis</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Izspēle</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Valoda:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animācijas ātrums:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Kāršu aizmugure:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sistēmas valoda</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Spēles valoda; tā mainās uzreiz.</translation>
    </message>
    <message>
        <source>How strongly the computer plays in new games.</source>
        <translation>Cik labi dators spēlē jaunās spēlēs.</translation>
    </message>
    <message>
        <source>How fast the cards move; Off makes them jump into place.</source>
        <translation>Cik ātri pārvietojas kārtis; ar „Bez animācijas” tās uzreiz nonāk vietā.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Zila</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Sarkana</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zaļa</translation>
    </message>
    <message>
        <source>The picture on the back of the cards.</source>
        <translation>Zīmējums kāršu aizmugurē.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Četru krāsu masti</translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so no two suits share a colour.</source>
        <translation>Zili kāravi un zaļi kreiči, lai katram mastam būtu sava krāsa.</translation>
    </message>
    <message>
        <source>Off: leading a king or queen whose partner you hold announces the marriage automatically.</source>
        <translation>Ja izslēgts: ja izejat ar kungu vai dāmu un rokā ir arī otra pāra kārts, pāris tiek pieteikts automātiski.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Dalīšana</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pāri</translation>
    </message>
    <message>
        <source>Closing and scoring</source>
        <translation>Aizvēršana un skaitīšana</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <source>Plays with the computer&apos;s hand face up, to study its play.</source>
        <translation>Datora kārtis ir atvērtas, lai varētu pētīt tā spēli.</translation>
    </message>
    <message>
        <source>Showing the computer&apos;s cards, undoing a move or taking a hint makes the match a practice match, counted apart in the statistics.</source>
        <translation>Ja rādāt datora kārtis, atsaucat gājienu vai izmantojat padomu, spēle kļūst par treniņspēli, ko statistikā skaita atsevišķi.</translation>
    </message>
    <message>
        <source>Changes to the variant, the computer, the rules, trick review and card points apply from the next new game.</source>
        <translation>Varianta, datora, noteikumu, stiķu apskates un acu rādīšanas izmaiņas stājas spēkā ar nākamo jauno spēli.</translation>
    </message>
    <message>
        <source>Ask before &amp;declaring 66</source>
        <translation>Jautāt pirms 66 &amp;paziņošanas</translation>
    </message>
    <message>
        <source>When you declare by hand (the 66! chip or D): ask first, with your card points. Off: one click declares.</source>
        <translation>Kad 66 paziņojat paši (ar žetonu „66!” vai taustiņu D): vispirms pajautāt un parādīt jūsu acis. Ja izslēgts: paziņošanai pietiek ar vienu klikšķi.</translation>
    </message>
    <message>
        <source>&amp;Tell me when a hint or an undo makes a match practice</source>
        <translation>&amp;Brīdināt, kad padoms vai atsaukts gājiens padara spēli par treniņspēli</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>S&amp;kaļums:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Skaņas</translation>
    </message>
    <message>
        <source>Soft sounds for dealing, playing, tricks and your turn; S turns them on or off.</source>
        <translation>Klusas skaņas, kad dala, spēlē kārtis, ņem stiķus un pienāk jūsu gājiens; S tās ieslēdz vai izslēdz.</translation>
    </message>
    <message>
        <source>How loud the sounds are.</source>
        <translation>Cik skaļas ir skaņas.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Skaļums</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Galda krāsa:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>Kāršu i&amp;zmērs:</translation>
    </message>
    <message>
        <source>The colour of the cloth on the table.</source>
        <translation>Galdauta krāsa.</translation>
    </message>
    <message>
        <source>Larger cards are easier to read; they grow only as far as the window has room.</source>
        <translation>Lielākas kārtis ir vieglāk salasīt; tās palielinās tikai tik, cik logā ir vietas.</translation>
    </message>
    <message>
        <source>&amp;Celebrate a won match</source>
        <translation>&amp;Svinēt uzvarētu spēli</translation>
    </message>
    <message>
        <source>A few seconds of suit signs over the table; a click or a key ends it.</source>
        <translation>Dažas sekundes virs galda lido mastu zīmes; klikšķis vai taustiņš tās aptur.</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt colour</comment>
        <translation>Zaļa</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt colour</comment>
        <translation>Zila</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <comment>felt colour</comment>
        <translation>Bordo</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <comment>felt colour</comment>
        <translation>Tumši pelēka</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>card size</comment>
        <translation>Mazs</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation>Parasts</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>Liels</translation>
    </message>
    <message>
        <source>Ask before c&amp;losing the talon</source>
        <translation>Jautāt pirms kavas aiz&amp;vēršanas</translation>
    </message>
    <message>
        <source>Clicking the talon (or C) asks first, so a click meant for the trump card beside it does not close the deal. Off: one click closes.</source>
        <translation>Klikšķis uz kavas (vai C) vispirms pajautā, lai klikšķis, kas domāts blakus esošajam atvērtajam trumpim, neaizvērtu kavu. Ja izslēgts: kavu aizver ar vienu klikšķi.</translation>
    </message>
    <message>
        <source>Declaring automatically changes from the next deal of the match on the table; the questions change at once.</source>
        <translation>Automātiskā paziņošana mainās no nākamās partijas; jautājumi mainās uzreiz.</translation>
    </message>
    <message>
        <source>Play my &amp;forced cards for me</source>
        <translation>&amp;Izspēlēt manu vienīgo iespējamo kārti automātiski</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it goes by itself after a moment. Off: you play every card yourself.</source>
        <translation>Ja var izspēlēt tikai vienu jūsu kārti, tā pēc brīža tiek izspēlēta pati. Ja izslēgts: katru kārti izspēlējat paši.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 played, %2 won</source>
        <translation type="vanished">kopā %1, uzvarētas %2</translation>
    </message>
    <message>
        <source>%1 for, %2 against</source>
        <translation type="vanished">iegūti %1, zaudēti %2</translation>
    </message>
    <message>
        <source>%1 (current: %2)</source>
        <translation>%1 (pašlaik: %2)</translation>
    </message>
    <message>
        <source>%1 tried, %2 made</source>
        <translation type="vanished">mēģinājumi %1, izdevušies %2</translation>
    </message>
    <message>
        <source>matches won</source>
        <translation>uzvarētās spēles</translation>
    </message>
    <message>
        <source>deals won</source>
        <translation>uzvarētās partijas</translation>
    </message>
    <message>
        <source>No games played yet</source>
        <translation>Vēl nav nospēlēta neviena spēle</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 no %2</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="vanished">%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Sešdesmit seši</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Šnapsens</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trijatā</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Četratā</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Ar solīšanu</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Atiestatīt statistiku</translation>
    </message>
    <message>
        <source>Forget all statistics, practice games included? This cannot be undone.</source>
        <translation>Dzēst visu statistiku, arī treniņspēles? To nevarēs atsaukt.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>All counted games</source>
        <translation>Visas ieskaitītās spēles</translation>
    </message>
    <message>
        <source>Win rate by computer level</source>
        <translation>Uzvaras pēc datora līmeņa</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Spēles:</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Partijas:</translation>
    </message>
    <message>
        <source>Game points:</source>
        <translation>Punkti:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Garākā uzvaru sērija:</translation>
    </message>
    <message>
        <source>Closings:</source>
        <translation>Kavas aizvēršanas:</translation>
    </message>
    <message>
        <source>By variant and computer level</source>
        <translation>Pēc varianta un datora līmeņa</translation>
    </message>
    <message>
        <source>Practice games (undo, hints or open cards), counted apart</source>
        <translation>Treniņspēles (atsaukti gājieni, padomi vai atvērtas kārtis), skaitītas atsevišķi</translation>
    </message>
    <message>
        <source>No practice games.</source>
        <translation>Treniņspēļu nav.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variants</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dators</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Uzvarētas</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Partijas</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Punkti</translation>
    </message>
    <message>
        <source>Closings made</source>
        <translation>Aizvēršanas</translation>
    </message>
    <message>
        <source>Matches won, and their share</source>
        <translation>Uzvarētās spēles un to daļa</translation>
    </message>
    <message>
        <source>Deals won, and their share</source>
        <translation>Uzvarētās partijas un to daļa</translation>
    </message>
    <message>
        <source>Game points won : game points lost</source>
        <translation>Iegūtie punkti : zaudētie punkti</translation>
    </message>
    <message>
        <source>Closings that made it, of closings tried</source>
        <translation>Veiksmīgās aizvēršanas no visām mēģinātajām</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Atiestatīt…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Dzēst visu statistiku</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n izspēlēta</numerusform>
            <numerusform>%n izspēlētas</numerusform>
            <numerusform>%n izspēlētu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n uzvarēta</numerusform>
            <numerusform>%n uzvarētas</numerusform>
            <numerusform>%n uzvarētu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n izspēlēta</numerusform>
            <numerusform>%n izspēlētas</numerusform>
            <numerusform>%n izspēlētu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n uzvarēta</numerusform>
            <numerusform>%n uzvarētas</numerusform>
            <numerusform>%n uzvarētu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n iegūts</numerusform>
            <numerusform>%n iegūti</numerusform>
            <numerusform>%n iegūtu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n against</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n zaudēts</numerusform>
            <numerusform>%n zaudēti</numerusform>
            <numerusform>%n zaudētu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tried</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n mēģinājums</numerusform>
            <numerusform>%n mēģinājumi</numerusform>
            <numerusform>%n mēģinājumu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n izdevies</numerusform>
            <numerusform>%n izdevušies</numerusform>
            <numerusform>%n izdevušos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two counts of one row: 2 played, 1 won</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Reitings:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 chosen: Enter or Space plays it, Esc clears the choice.</source>
        <translation>Izvēlēta kārts %1: Enter vai atstarpe to izspēlē, Esc atceļ izvēli.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Kārti %1 tagad likt nedrīkst.</translation>
    </message>
    <message>
        <source>Choose a card first: arrow keys or 1 to 7, then Enter.</source>
        <translation>Vispirms izvēlieties kārti: ar bultiņām vai 1–7, tad Enter.</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Solījums %1</translation>
    </message>
    <message>
        <source>%1 cannot be bid now: bid higher than the standing bid, or pass.</source>
        <translation>%1 tagad solīt nevar: soliet vairāk par pašreizējo solījumu vai sakiet „Garām”.</translation>
    </message>
    <message>
        <source>%1 chosen: Enter or Space calls it, Esc clears the choice.</source>
        <translation>Izvēlēts: %1. Enter vai atstarpe to apstiprina, Esc atceļ izvēli.</translation>
    </message>
    <message>
        <source>Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes.</source>
        <translation>Vispirms izvēlieties: ar bultiņām, tad Enter; vai 1–5 (solījums), P („Garām”).</translation>
    </message>
    <message>
        <source>You can exchange the trump nine only when you lead, have won a trick and the talon has cards left.</source>
        <translation>Trumpja devītnieku var mainīt tikai tad, ja izejat jūs, jums ir vismaz viens stiķis un kavā vēl ir kārtis.</translation>
    </message>
    <message>
        <source>You can close the talon only when you lead and it has cards left.</source>
        <translation>Kavu var aizvērt tikai tad, ja izejat jūs un kavā vēl ir kārtis.</translation>
    </message>
    <message>
        <source>Declaring is not possible now.</source>
        <translation>Paziņot tagad nevar.</translation>
    </message>
    <message>
        <source>You can announce a marriage when you lead and hold a king and queen.</source>
        <translation>Pāri var pieteikt, kad izejat jūs un rokā ir viena masta kungs un dāma.</translation>
    </message>
    <message>
        <source>That card cannot be played now: follow suit and take the trick if you can, else play a trump.</source>
        <translation>Šo kārti tagad likt nedrīkst: lieciet tā paša masta kārti un, ja varat, pārsitiet stiķi; citādi sitiet ar trumpi.</translation>
    </message>
    <message>
        <source>Announce the marriage (%1)</source>
        <translation>Pieteikt pāri (%1)</translation>
    </message>
    <message>
        <source>Just play the card</source>
        <translation>Tikai izspēlēt kārti</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Partija ir beigusies.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Lūdzu, uzgaidiet: nav jūsu gājiens.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpis</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Solījums</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Nespēlē</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>aizvērta</translation>
    </message>
    <message>
        <source>used up</source>
        <translation>beigusies</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Kava</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Punkti</translation>
    </message>
    <message>
        <source>%1  (to %2)</source>
        <translation>%1  (līdz&#xa0;%2)</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Acis</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pāri</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nav</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · dalītājs</translation>
    </message>
    <message>
        <source>%1 · your turn</source>
        <translation>%1 · jūsu gājiens</translation>
    </message>
    <message>
        <source>%1 · thinking…</source>
        <translation>%1 · domā…</translation>
    </message>
    <message>
        <source>%1 · to play</source>
        <translation>%1 · gājiens</translation>
    </message>
    <message>
        <source>%1 · sits out</source>
        <translation>%1 · nespēlē</translation>
    </message>
    <message>
        <source>Declare 66: claim the deal now</source>
        <translation type="vanished">Paziņot 66 un uzreiz beigt partiju</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (partneris)</translation>
    </message>
    <message>
        <source>You &amp; Partner</source>
        <translation>Jūs un partneris</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Pretinieki</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>garām</translation>
    </message>
    <message>
        <source>Your call: bid higher than the standing bid, or pass.</source>
        <translation>Jūsu kārta: soliet vairāk par pašreizējo solījumu vai sakiet „Garām”.</translation>
    </message>
    <message>
        <source>%1 is bidding…</source>
        <translation>%1 sola…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Garām</translation>
    </message>
    <message>
        <source>Bid %1 (key %2; or the arrow keys, then Enter)</source>
        <translation>Solījums %1 (taustiņš %2 vai bultiņas un Enter)</translation>
    </message>
    <message>
        <source>Pass (key P or 0; or the arrow keys, then Enter)</source>
        <translation>Garām (taustiņš P vai 0, vai bultiņas un Enter)</translation>
    </message>
    <message>
        <source>Keys: 1–5 bid, P pass</source>
        <translation>Taustiņi: 1–5 – solīt, P – „Garām”</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Solīšana</translation>
    </message>
    <message>
        <source>Click to exchange your trump nine for this card</source>
        <translation>Noklikšķiniet, lai mainītu trumpja devītnieku pret šo kārti</translation>
    </message>
    <message>
        <source>Click to close the talon</source>
        <translation>Noklikšķiniet, lai aizvērtu kavu</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Dalītājs: %1.</translation>
    </message>
    <message>
        <source>Your call: choose a bid in the auction panel, or pass.</source>
        <translation>Jūsu kārta: izvēlieties solījumu solīšanas panelī vai sakiet „Garām”.</translation>
    </message>
    <message>
        <source>you can announce a marriage (M)</source>
        <translation>pieteikt pāri (M)</translation>
    </message>
    <message>
        <source>exchange the trump card (E)</source>
        <translation>mainīt atvērto trumpi (E)</translation>
    </message>
    <message>
        <source>close the talon (C)</source>
        <translation>aizvērt kavu (C)</translation>
    </message>
    <message>
        <source>declare 66 (D)</source>
        <translation type="vanished">paziņot 66 (D)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Jūsu gājiens: izejiet ar kārti.</translation>
    </message>
    <message>
        <source>Your turn: answer the card led.</source>
        <translation>Jūsu gājiens: atbildiet uz izgājienu.</translation>
    </message>
    <message>
        <source>Also: %1.</source>
        <translation>Vēl varat: %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 (Enter plays it).</source>
        <translation>Izvēlēta: %1 (Enter to izspēlē).</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 domā…</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Pēdējais stiķis</translation>
    </message>
    <message numerus="yes">
        <source>Cards your side has won: %n</source>
        <translation>
            <numerusform>Jūsu paņemtās kārtis: %n</numerusform>
            <numerusform>Jūsu paņemtās kārtis: %n</numerusform>
            <numerusform>Jūsu paņemtās kārtis: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiķi</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Šajā partijā</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Jūs uzvarējāt spēlē!</translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation>%1 uzvarēja spēlē</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spēlēt vēlreiz</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nākamā partija</translation>
    </message>
    <message>
        <source>Show me: a guided deal</source>
        <translation>Piemērs: partija ar paskaidrojumiem</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spēlēt</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tālāk</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message numerus="yes">
        <source>These are your %n cards. The computer holds as many, face down.</source>
        <translation>
            <numerusform>Jūsu rokā ir %n kārts. Datoram to ir tikpat daudz, un tās ir aizsegtas.</numerusform>
            <numerusform>Jūsu rokā ir %n kārtis. Datoram to ir tikpat daudz, un tās ir aizsegtas.</numerusform>
            <numerusform>Jūsu rokā ir %n kāršu. Datoram to ir tikpat daudz, un tās ir aizsegtas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trump card: %1 are trumps in this deal. A trump beats every card of another suit.</source>
        <translation>Atvērtais trumpis: šajā partijā trumpju masts ir %1. Trumpis pārsit jebkuru cita masta kārti.</translation>
    </message>
    <message>
        <source>The talon: after each trick both players draw a card from it, the winner first.</source>
        <translation>Kava: pēc katra stiķa abi spēlētāji ņem no tās pa kārtij – vispirms tas, kurš paņēma stiķi.</translation>
    </message>
    <message>
        <source>When you lead you may close the talon with a click on it. Then nobody draws any more, suit must be followed, and you must reach %1 with the cards you hold.</source>
        <translation>Kad izejat jūs, varat aizvērt kavu, noklikšķinot uz tās. Tad no kavas vairs neviens neņem, jāliek tā paša masta kārts, un ar kārtīm, kas jums rokā, jāsasniedz %1.</translation>
    </message>
    <message>
        <source>You lead %1. While the talon is open, any card may answer it.</source>
        <translation>Jūs izejat ar %1. Kamēr kava ir atvērta, uz to drīkst atbildēt ar jebkuru kārti.</translation>
    </message>
    <message numerus="yes">
        <source>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</source>
        <translation>
            <numerusform>Jums rokā ir viena masta kungs un dāma (%1): tas ir pāris, un par to pienākas %n acs. Ja izejat ar vienu no tiem, pāris tiek pieteikts.</numerusform>
            <numerusform>Jums rokā ir viena masta kungs un dāma (%1): tas ir pāris, un par to pienākas %n acis. Ja izejat ar vienu no tiem, pāris tiek pieteikts.</numerusform>
            <numerusform>Jums rokā ir viena masta kungs un dāma (%1): tas ir pāris, un par to pienākas %n acu. Ja izejat ar vienu no tiem, pāris tiek pieteikts.</numerusform>
        </translation>
    </message>
    <message>
        <source>You lead %1 and show its partner: the marriage is announced.</source>
        <translation>Jūs izejat ar %1 un parādāt otru pāra kārti: pāris ir pieteikts.</translation>
    </message>
    <message numerus="yes">
        <source>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</source>
        <translation>
            <numerusform>Tāda ir spēle: partiju uzvar tas, kurš pirmais savāc %n aci. F1 atver visus noteikumus. Ar „Spēlēt” sāksiet savu spēli.</numerusform>
            <numerusform>Tāda ir spēle: partiju uzvar tas, kurš pirmais savāc %n acis. F1 atver visus noteikumus. Ar „Spēlēt” sāksiet savu spēli.</numerusform>
            <numerusform>Tāda ir spēle: partiju uzvar tas, kurš pirmais savāc %n acu. F1 atver visus noteikumus. Ar „Spēlēt” sāksiet savu spēli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</source>
        <translation>
            <numerusform>Dators atbild ar %1. Jūs paņemat stiķi un tā %n aci. No kavas vispirms ņemat jūs, un jūs atkal izejat.</numerusform>
            <numerusform>Dators atbild ar %1. Jūs paņemat stiķi un tā %n acis. No kavas vispirms ņemat jūs, un jūs atkal izejat.</numerusform>
            <numerusform>Dators atbild ar %1. Jūs paņemat stiķi un tā %n acu. No kavas vispirms ņemat jūs, un jūs atkal izejat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</source>
        <translation>
            <numerusform>Dators atbild ar %1 un paņem stiķi: %n acs. Tas pirmais ņem kārti no kavas un iziet nākamajā stiķī.</numerusform>
            <numerusform>Dators atbild ar %1 un paņem stiķi: %n acis. Tas pirmais ņem kārti no kavas un iziet nākamajā stiķī.</numerusform>
            <numerusform>Dators atbild ar %1 un paņem stiķi: %n acu. Tas pirmais ņem kārti no kavas un iziet nākamajā stiķī.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(you have %n card points)</source>
        <translation>
            <numerusform>(jums ir %n acs)</numerusform>
            <numerusform>(jums ir %n acis)</numerusform>
            <numerusform>(jums ir %n acu)</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Jūs dalāt.</translation>
    </message>
    <message>
        <source>%1 leads: that card chooses trump.</source>
        <translation>%1 iziet: šī kārts noteiks trumpju mastu.</translation>
    </message>
    <message>
        <source>Your turn: lead a card. Its suit becomes trump.</source>
        <translation>Jūsu gājiens: izejiet ar kārti. Tās masts kļūs par trumpi.</translation>
    </message>
    <message>
        <source>chosen by your first card</source>
        <translation>to noteiks jūsu pirmā kārts</translation>
    </message>
    <message>
        <source>chosen by the first card %1 leads</source>
        <translation>to noteiks pirmā kārts, ar kuru iziet %1</translation>
    </message>
    <message>
        <source>A bid is the card points your side will take: %1.</source>
        <translation>Solījums – cik acu paņems jūsu komanda: %1.</translation>
    </message>
    <message>
        <source>The highest bidder leads, and the first card led chooses trump.</source>
        <translation>Iziet spēlētājs ar augstāko solījumu, un pirmā izietā kārts nosaka trumpi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n acs)</numerusform>
            <numerusform>%1 (%n acis)</numerusform>
            <numerusform>%1 (%n acu)</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">66 paziņošana</translation>
    </message>
    <message>
        <source>Declare %1 now?</source>
        <translation>Paziņot %1 tagad?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points. With fewer than %1 the claim is false and the other side scores.</source>
        <translation type="vanished">
            <numerusform>Jums ir %n acs. Ja ir mazāk par %1, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
            <numerusform>Jums ir %n acis. Ja ir mazāk par %1, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
            <numerusform>Jums ir %n acu. Ja ir mazāk par %1, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If your side has fewer than %n card points the claim is false and the other side scores.</source>
        <translation>
            <numerusform>Ja jūsu pusei ir mazāk par %n aci, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
            <numerusform>Ja jūsu pusei ir mazāk par %n acīm, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
            <numerusform>Ja jūsu pusei ir mazāk par %n acīm, paziņojums ir kļūdains un punktus saņem pretējā puse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Paziņot</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spēlēt tālāk</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Vairs nejautāt</translation>
    </message>
    <message numerus="yes">
        <source>The match goes to %n game points.</source>
        <translation>
            <numerusform>Spēle notiek līdz %n punktam.</numerusform>
            <numerusform>Spēle notiek līdz %n punktiem.</numerusform>
            <numerusform>Spēle notiek līdz %n punktiem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win tricks and be first to %n card points in a deal.</source>
        <translation>
            <numerusform>Ņemiet stiķus un savāciet partijā %n aci ātrāk par pretinieku.</numerusform>
            <numerusform>Ņemiet stiķus un savāciet partijā %n acis ātrāk par pretinieku.</numerusform>
            <numerusform>Ņemiet stiķus un savāciet partijā %n acu ātrāk par pretinieku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card values: %1.</source>
        <translation>Kāršu vērtība: %1.</translation>
    </message>
    <message>
        <source>King and queen of one suit are a marriage: %1, in trumps %2.</source>
        <translation>Viena masta kungs un dāma ir pāris: %1, trumpjos %2.</translation>
    </message>
    <message>
        <source>Click a card to play it. Click the talon to close it, the trump card to exchange it; the buttons below the table do the rest.</source>
        <translation>Noklikšķiniet uz kārts, lai to izspēlētu. Noklikšķiniet uz kavas, lai to aizvērtu, uz atvērtā trumpja – lai to mainītu; pārējo dara pogas zem galda.</translation>
    </message>
    <message>
        <source>F1 shows the full rules at any time.</source>
        <translation>F1 jebkurā brīdī parāda visus noteikumus.</translation>
    </message>
    <message>
        <source>Welcome to Sixty-Six</source>
        <translation>Laipni lūdzam spēlē „Sešdesmit seši”</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Parādīt piemēru</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Analizēt šo partiju</translation>
    </message>
    <message numerus="yes">
        <source>%1 = moon: win all %n tricks alone; your partner sits out.</source>
        <translation>
            <numerusform>%1 = Mēness: vienam pašam jāpaņem visi %n stiķis; partneris nespēlē.</numerusform>
            <numerusform>%1 = Mēness: vienam pašam jāpaņem visi %n stiķi; partneris nespēlē.</numerusform>
            <numerusform>%1 = Mēness: vienam pašam jāpaņem visi %n stiķu; partneris nespēlē.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim is good.</source>
        <translation>
            <numerusform>Jums ir %n acs: paziņojums ir pareizs.</numerusform>
            <numerusform>Jums ir %n acis: paziņojums ir pareizs.</numerusform>
            <numerusform>Jums ir %n acu: paziņojums ir pareizs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim would be false.</source>
        <translation>
            <numerusform>Jums ir %n acs: paziņojums būtu kļūdains.</numerusform>
            <numerusform>Jums ir %n acis: paziņojums būtu kļūdains.</numerusform>
            <numerusform>Jums ir %n acu: paziņojums būtu kļūdains.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other side would score %n game points.</source>
        <translation>
            <numerusform>Pretējā puse saņemtu %n punktu.</numerusform>
            <numerusform>Pretējā puse saņemtu %n punktus.</numerusform>
            <numerusform>Pretējā puse saņemtu %n punktu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare %1: claim the deal now</source>
        <translation>Paziņot %1 un uzreiz beigt partiju</translation>
    </message>
    <message>
        <source>declare %1 (D)</source>
        <translation>paziņot %1 (D)</translation>
    </message>
    <message>
        <source>Close the talon now?</source>
        <translation>Aizvērt kavu tagad?</translation>
    </message>
    <message>
        <source>No more cards are drawn and the stricter rules apply. If you do not reach the target with the cards you hold, the other side scores.</source>
        <translation>Kārtis no kavas vairs neņem, un spēkā stājas stingrie noteikumi. Ja ar rokā esošajām kārtīm mērķi nesasniedzat, punktus saņem pretējā puse.</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Aizvērt kavu</translation>
    </message>
</context>
<context>
    <name>Shared</name>
    <message>
        <source>Off</source>
        <translation>Bez animācijas</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ātrs</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normāls</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lēns</translation>
    </message>
    <message>
        <source>Show the &amp;computer&apos;s cards</source>
        <translation>Rādīt &amp;datora kārtis</translation>
    </message>
    <message>
        <source>Ask before announcing a &amp;marriage</source>
        <translation>&amp;Jautāt pirms pāra pieteikšanas</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Treniņš</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variants:</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>&amp;Dators:</translation>
    </message>
    <message>
        <source>Game &amp;target:</source>
        <translation>Spēle &amp;līdz:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>No winner</source>
        <translation>Nav uzvarētāja</translation>
    </message>
    <message>
        <source>Won, %1</source>
        <translation>Uzvara, %1</translation>
    </message>
    <message>
        <source>Lost, %1</source>
        <translation>Zaudējums, %1</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(treniņš)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Vēsture</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analizēt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datums</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variants</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Līmenis</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <source>Double-click a deal to review it.</source>
        <translation>Veiciet dubultklikšķi uz partijas, lai to analizētu.</translation>
    </message>
    <message>
        <source>No finished deal has been kept yet.</source>
        <translation>Vēl nav saglabāta neviena pabeigta partija.</translation>
    </message>
    <message>
        <source>Match not recorded</source>
        <translation>Spēle nav pierakstīta</translation>
    </message>
    <message>
        <source>Won the match, %1</source>
        <translation>Spēle uzvarēta, %1</translation>
    </message>
    <message>
        <source>Lost the match, %1</source>
        <translation>Spēle zaudēta, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Nepabeigta, %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>%1. partija</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Uzdevumi</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Mēģināt vēlreiz</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Rādīt atrisinājumu</translation>
    </message>
    <message>
        <source>Next move of the solution</source>
        <translation>Nākamais atrisinājuma gājiens</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>Puzzle %1 (%2) %3</source>
        <translation type="vanished">Uzdevums %1 (%2) %3</translation>
    </message>
    <message>
        <source>No puzzles could be loaded.</source>
        <translation>Uzdevumus neizdevās ielādēt.</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Mērķis: %1</translation>
    </message>
    <message>
        <source>Solved! Well played.</source>
        <translation>Atrisināts! Labi nospēlēts.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>Tāds ir atrisinājums.</translation>
    </message>
    <message>
        <source>The goal is out of reach now. Try again, or see the solution.</source>
        <translation>Mērķi vairs nevar sasniegt. Mēģiniet vēlreiz vai apskatiet atrisinājumu.</translation>
    </message>
    <message>
        <source>Every card is face up. The computer defends as well as it can.</source>
        <translation>Visas kārtis ir atvērtas. Dators aizsargājas, cik labi vien spēj.</translation>
    </message>
    <message>
        <source>The solution, one move at a time.</source>
        <translation>Atrisinājums pa vienam gājienam.</translation>
    </message>
    <message>
        <source>Move %1: you play %2.</source>
        <translation>%1. gājiens: jūs izspēlējat %2.</translation>
    </message>
    <message>
        <source>Move %1: you play %2, the computer answers %3.</source>
        <translation>%1. gājiens: jūs izspēlējat %2, dators atbild ar %3.</translation>
    </message>
    <message>
        <source>Also winning: %1.</source>
        <translation>Uzvar arī: %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 %2</source>
        <translation>Uzdevums %1 %2</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nākamais uzdevums</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the deal</source>
        <translation>Partijas analīze</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>Visas kārtis atvērtas</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Spēlēt tālāk no šejienes</translation>
    </message>
    <message>
        <source>With the real cards</source>
        <translation>Ar īstajām kārtīm</translation>
    </message>
    <message>
        <source>With the hidden cards dealt again</source>
        <translation>Ar no jauna izdalītām slēptajām kārtīm</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Uz sākumu (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Vienu gājienu atpakaļ (bultiņa pa kreisi)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Vienu gājienu uz priekšu (bultiņa pa labi)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Uz beigām (End)</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Notiek jūsu lēmumu vērtēšana…</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Vērtē lēmumu %1 no %2…</translation>
    </message>
    <message>
        <source>The analysis failed.</source>
        <translation>Analīze neizdevās.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analīze atcelta.</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Lielākā kļūda</translation>
    </message>
    <message>
        <source>Expected game points lost in this deal: %1</source>
        <translation>Sagaidāmais punktu zaudējums šajā partijā: %1</translation>
    </message>
    <message>
        <source>No mistake in this deal</source>
        <translation>Šajā partijā kļūdu nav</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (move %2)</source>
        <translation type="vanished">Lielākā kļūda: %1 (%2. gājiens)</translation>
    </message>
    <message>
        <source>%1. %2: %3 (%4)</source>
        <translation>%1. %2: %3 (%4)</translation>
    </message>
    <message>
        <source>You played %1: %2.</source>
        <translation>Jūsu gājiens: %1 – %2.</translation>
    </message>
    <message>
        <source>With all cards open the best was %1 (%2 more).</source>
        <translation>Ar atvērtām kārtīm labākais gājiens būtu %1 (par %2 vairāk).</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation type="vanished">Izspēlēti gājieni: %1 no %2</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2.</source>
        <translation type="vanished">Labākais gājiens: %1; sagaidāmie zaudētie punkti: %2.</translation>
    </message>
    <message>
        <source>Uncertain: the possible deals of the unseen cards do not settle this.</source>
        <translation>Nav droši: iespējamie neredzamo kāršu sadalījumi to neizšķir.</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2 ± %3.</source>
        <translation>Labākais gājiens: %1; sagaidāmais punktu zaudējums: %2 ± %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>With all cards open play goes on: %1.</source>
        <translation type="vanished">Ar atvērtām kārtīm spēle turpinās: %1.</translation>
    </message>
    <message>
        <source>After %1 instead: %2.</source>
        <translation>Pēc labākā gājiena (%1): %2.</translation>
    </message>
    <message>
        <source>Game points of your move with all cards open: %1.</source>
        <translation>Jūsu gājiena punkti ar atvērtām kārtīm: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Judged over %n possible deal(s) of the unseen cards.</source>
        <translation>
            <numerusform>Novērtēts %n iespējamā neredzamo kāršu sadalījumā.</numerusform>
            <numerusform>Novērtēts %n iespējamos neredzamo kāršu sadalījumos.</numerusform>
            <numerusform>Novērtēts %n iespējamos neredzamo kāršu sadalījumos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The best moves, with the expected game points each loses:</source>
        <translation>Labākie gājieni un katra sagaidāmais punktu zaudējums:</translation>
    </message>
    <message>
        <source>• %1: %2 ± %3</source>
        <translation>• %1: %2 ± %3</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Izspēlēti gājieni: %1 no %2</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (decision %2)</source>
        <translation>Lielākā kļūda: %1 (%2. lēmums)</translation>
    </message>
    <message>
        <source>The review that came with this deal was not used; the deal is judged afresh.</source>
        <translation>Partijai pievienotā analīze netika izmantota; partija tiek vērtēta no jauna.</translation>
    </message>
    <message>
        <source>Best play goes on: %1.</source>
        <translation>Labākais turpinājums: %1.</translation>
    </message>
    <message>
        <source>With the cards as they really lay (you could not see them all), best play goes on: %1.</source>
        <translation>Ar kārtīm, kā tās patiesībā gulēja (jūs tās visas neredzējāt), labākais turpinājums: %1.</translation>
    </message>
    <message>
        <source>After %1 instead, the same moves follow.</source>
        <translation>Pēc labākā gājiena (%1) seko tie paši gājieni.</translation>
    </message>
</context>
<context>
    <name>ReviewMenu</name>
    <message>
        <source>&amp;Review last deal</source>
        <translation>&amp;Pēdējās partijas analīze</translation>
    </message>
    <message>
        <source>See where points were lost in the last finished deal (Ctrl+R)</source>
        <translation>Apskatiet, kur pēdējā pabeigtajā partijā zaudēti punkti (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>Vēs&amp;ture…</translation>
    </message>
    <message>
        <source>&amp;Open deal…</source>
        <translation>&amp;Atvērt partiju…</translation>
    </message>
    <message>
        <source>Sa&amp;ve deal as…</source>
        <translation>Saglabāt partiju &amp;kā…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Uzdevumi…</translation>
    </message>
    <message>
        <source>No finished deal to review yet.</source>
        <translation>Vēl nav pabeigtas partijas, ko analizēt.</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Atvērt partiju</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.json)</source>
        <translation type="vanished">„Sešdesmit seši” partijas (*.json)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Saglabāt partiju</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Sešdesmit seši</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix *.json)</source>
        <translation>„Sešdesmit seši” partijas (*.sixtysix *.json)</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix)</source>
        <translation>„Sešdesmit seši” partijas (*.sixtysix)</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes…</source>
        <translation>&amp;Mācīties no kļūdām…</translation>
    </message>
    <message>
        <source>Retry the mistakes of your reviewed deals</source>
        <translation>Vēlreiz izspēlējiet gājienus, kuros analizētajās partijās kļūdījāties</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>No display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open; to play in this terminal instead, run: %1</source>
        <translation>Displejs nav atrasts (nav iestatīts ne DISPLAY, ne WAYLAND_DISPLAY), tāpēc spēles logu nevar atvērt; lai spēlētu šajā terminālī, palaidiet: %1</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Sešdesmit seši</translation>
    </message>
    <message>
        <source>The data folder %1 is a file, not a folder, so the game has nowhere to keep its saved game; choose another folder with --data-dir.</source>
        <translation>Datu mape %1 ir fails, nevis mape, tāpēc spēlei nav kur glabāt saglabāto spēli; izvēlieties citu mapi ar --data-dir.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2); choose another folder with --data-dir.</source>
        <translation>Datu mapi %1 nevar izveidot (%2); izvēlieties citu mapi ar --data-dir.</translation>
    </message>
    <message>
        <source>The card pictures of the game are missing or damaged (%1); please reinstall Sixty-Six.</source>
        <translation>Spēles kāršu attēlu trūkst vai tie ir bojāti (%1); lūdzu, pārinstalējiet „Sešdesmit seši”.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with this data folder; its window was brought to the front.</source>
        <translation>„Sešdesmit seši” jau darbojas ar šo datu mapi; spēles logs ir parādīts priekšplānā.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics.</source>
        <translation type="vanished">„Sešdesmit seši” jau darbojas ar datu mapi %1 (process %2), tāpēc šī kopija netiek palaista: divas kopijas pārrakstītu viena otras saglabāto spēli un statistiku.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so it was kept aside as %1 and the settings start from their defaults.</source>
        <translation>Iestatījumu fails bija bojāts, tāpēc tas nolikts malā kā %1, un iestatījumiem tiek izmantotas noklusējuma vērtības.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics. If no Sixty-Six is running, remove the file %3 and start again.</source>
        <translation>„Sešdesmit seši” jau darbojas ar datu mapi %1 (process %2), tāpēc šī kopija netiek palaista: divas kopijas pārrakstītu viena otras saglabāto spēli un statistiku. Ja „Sešdesmit seši” nedarbojas, izdzēsiet failu %3 un palaidiet spēli vēlreiz.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running; the deal %1 was opened in its window.</source>
        <translation>„Sešdesmit seši” jau darbojas; partija %1 ir atvērta tās logā.</translation>
    </message>
    <message>
        <source>A program of another user (%1) blocks this game&apos;s local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Cita lietotāja programma (%1) aizņem šīs spēles lokālo savienojumu, tāpēc, vēlreiz palaižot spēli vai atverot partijas failu, šis logs netiks sasniegts; spēle turpinās.</translation>
    </message>
    <message>
        <source>This game could not set up its local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Spēle nevarēja izveidot savu lokālo savienojumu, tāpēc, vēlreiz palaižot spēli vai atverot partijas failu, šis logs netiks sasniegts; spēle turpinās.</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Not saved: a damaged saved game is in the way</source>
        <translation>Spēle netiek saglabāta: traucē bojāta saglabātā spēle</translation>
    </message>
    <message>
        <source>Not saved: the data folder cannot be written</source>
        <translation>Spēle netiek saglabāta: datu mapē nevar ierakstīt</translation>
    </message>
    <message>
        <source>Statistics not recorded: the data folder cannot be written</source>
        <translation>Statistika netiek reģistrēta: datu mapē nevar ierakstīt</translation>
    </message>
    <message>
        <source>A damaged saved game that could not be moved aside is left as it is, and nothing is written over it.</source>
        <translation>Bojātā saglabātā spēle, ko nevarēja nolikt malā, ir atstāta, kā ir, un tai pāri nekas netiek rakstīts.</translation>
    </message>
    <message>
        <source>The game goes on and tries again after every move.</source>
        <translation>Spēle turpinās, un pēc katra gājiena tiek mēģināts vēlreiz.</translation>
    </message>
    <message>
        <source>Not saved: the match is too long to save</source>
        <translation>Spēle netiek saglabāta: tā ir pārāk gara</translation>
    </message>
    <message>
        <source>Not saved: the data folder was moved or replaced</source>
        <translation>Spēle netiek saglabāta: datu mape ir pārvietota vai aizstāta</translation>
    </message>
    <message>
        <source>The data folder was moved, deleted or replaced while the game ran. Nothing more is written there: another game may own a folder of that name now.</source>
        <translation>Datu mape spēles laikā tika pārvietota, izdzēsta vai aizstāta. Tajā vairs nekas netiek ierakstīts: tagad šāda nosaukuma mapi var izmantot cita spēle.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>good</source>
        <translation>labi</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>neprecizitāte</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>kļūda</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>rupja kļūda</translation>
    </message>
    <message>
        <source>Right decision, unlucky cards.</source>
        <translation>Pareizs lēmums, tikai kārtis nebija labvēlīgas.</translation>
    </message>
    <message>
        <source>A mistake, but the cards forgave it.</source>
        <translation>Kļūda, bet kārtis to piedeva.</translation>
    </message>
    <message>
        <source>You played the best move.</source>
        <translation>Jūs izdarījāt labāko gājienu.</translation>
    </message>
    <message>
        <source>Several moves were as good as this one.</source>
        <translation type="vanished">Vairāki gājieni bija tikpat labi kā šis.</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 ar pāra pieteikšanu</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>solījums %1</translation>
    </message>
    <message>
        <source>close the talon</source>
        <translation>kavas aizvēršana</translation>
    </message>
    <message>
        <source>exchange the trump card</source>
        <translation>atvērtā trumpja maiņa</translation>
    </message>
    <message>
        <source>declare 66</source>
        <translation type="vanished">66 paziņošana</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>garām</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Fails nepastāv.</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>Tas nav parasts fails.</translation>
    </message>
    <message>
        <source>The file is too large to be a deal.</source>
        <translation>Fails ir pārāk liels, lai tajā būtu partija.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Failu nevarēja nolasīt.</translation>
    </message>
    <message>
        <source>The file is not a Sixty-Six deal.</source>
        <translation>Tas nav „Sešdesmit seši” partijas fails.</translation>
    </message>
    <message>
        <source>The file holds a whole match, not a single deal.</source>
        <translation>Failā ir visa spēle, nevis viena partija.</translation>
    </message>
    <message>
        <source>The deal was written by a newer version of Sixty-Six.</source>
        <translation>Partiju saglabājusi jaunāka „Sešdesmit seši” versija.</translation>
    </message>
    <message>
        <source>The deal file is damaged: its cards or moves do not make a valid deal.</source>
        <translation>Partijas fails ir bojāts: tā kārtis vai gājieni neveido derīgu partiju.</translation>
    </message>
    <message>
        <source>The deal could not be written there.</source>
        <translation>Partiju tur nevarēja saglabāt.</translation>
    </message>
    <message>
        <source>Reach %1 and win the deal.</source>
        <translation>Sasniedziet %1 un uzvariet partijā.</translation>
    </message>
    <message numerus="yes">
        <source>Win the deal with %n game point(s).</source>
        <translation>
            <numerusform>Uzvariet partijā un iegūstiet %n punktu.</numerusform>
            <numerusform>Uzvariet partijā un iegūstiet %n punktus.</numerusform>
            <numerusform>Uzvariet partijā un iegūstiet %n punktu.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes the face-up trump card for the low trump.</source>
        <translation>Tas maina mazo trumpi pret atvērto trumpi.</translation>
    </message>
    <message>
        <source>It passes.</source>
        <translation>Tas ir „Garām”.</translation>
    </message>
    <message>
        <source>It makes this bid.</source>
        <translation>Tas ir šis solījums.</translation>
    </message>
    <message>
        <source>It gives up the trick with your least valuable card.</source>
        <translation>Tas atdod stiķi ar jūsu mazvērtīgāko kārti.</translation>
    </message>
    <message>
        <source>It leads a trump.</source>
        <translation>Tas iziet ar trumpi.</translation>
    </message>
    <message>
        <source>It leads a card nothing can beat in its suit.</source>
        <translation>Tas iziet ar kārti, ko tās mastā nekas nevar pārsist.</translation>
    </message>
    <message>
        <source>It leads a low card and keeps the strong ones.</source>
        <translation>Tas iziet ar mazu kārti un patur stiprās.</translation>
    </message>
    <message>
        <source>It follows; the players after you decide the trick.</source>
        <translation>Tas liek kārti; stiķi izšķirs spēlētāji pēc jums.</translation>
    </message>
    <message numerus="yes">
        <source>It claims the deal with %n point(s).</source>
        <translation>
            <numerusform>Tas paziņo uzvaru partijā ar %n aci.</numerusform>
            <numerusform>Tas paziņo uzvaru partijā ar %n acīm.</numerusform>
            <numerusform>Tas paziņo uzvaru partijā ar %n acīm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It announces the marriage: %n point(s).</source>
        <translation>
            <numerusform>Tas piesaka pāri: %n acs.</numerusform>
            <numerusform>Tas piesaka pāri: %n acis.</numerusform>
            <numerusform>Tas piesaka pāri: %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It closes the talon with %n point(s) still needed.</source>
        <translation>
            <numerusform>Tas aizver kavu, kad vēl vajag %n aci.</numerusform>
            <numerusform>Tas aizver kavu, kad vēl vajag %n acis.</numerusform>
            <numerusform>Tas aizver kavu, kad vēl vajag %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It leads a card worth %n point(s) that a higher card can still beat.</source>
        <translation>
            <numerusform>Tas iziet ar kārti, kas dod %n aci, bet to vēl var pārsist augstāka kārts.</numerusform>
            <numerusform>Tas iziet ar kārti, kas dod %n acis, bet to vēl var pārsist augstāka kārts.</numerusform>
            <numerusform>Tas iziet ar kārti, kas dod %n acu, bet to vēl var pārsist augstāka kārts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s), and reaches the target.</source>
        <translation>
            <numerusform>Tas paņem stiķi, kas dod %n aci, un sasniedz mērķi.</numerusform>
            <numerusform>Tas paņem stiķi, kas dod %n acis, un sasniedz mērķi.</numerusform>
            <numerusform>Tas paņem stiķi, kas dod %n acu, un sasniedz mērķi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It trumps the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Tas sit ar trumpi stiķi, kas dod %n aci.</numerusform>
            <numerusform>Tas sit ar trumpi stiķi, kas dod %n acis.</numerusform>
            <numerusform>Tas sit ar trumpi stiķi, kas dod %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Tas paņem stiķi, kas dod %n aci.</numerusform>
            <numerusform>Tas paņem stiķi, kas dod %n acis.</numerusform>
            <numerusform>Tas paņem stiķi, kas dod %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick and %n point(s) with it.</source>
        <translation>
            <numerusform>Tas atdod stiķi un līdz ar to %n aci.</numerusform>
            <numerusform>Tas atdod stiķi un līdz ar to %n acis.</numerusform>
            <numerusform>Tas atdod stiķi un līdz ar to %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick, worth %n point(s).</source>
        <translation>
            <numerusform>Tas atdod stiķi, kas dod %n aci.</numerusform>
            <numerusform>Tas atdod stiķi, kas dod %n acis.</numerusform>
            <numerusform>Tas atdod stiķi, kas dod %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed %n more point(s) to reach the target.</source>
        <translation>
            <numerusform>Līdz mērķim jums vajadzēja vēl %n aci.</numerusform>
            <numerusform>Līdz mērķim jums vajadzēja vēl %n acis.</numerusform>
            <numerusform>Līdz mērķim jums vajadzēja vēl %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could count on %n point(s).</source>
        <translation>
            <numerusform>Jūs droši varējāt rēķināties ar %n aci.</numerusform>
            <numerusform>Jūs droši varējāt rēķināties ar %n acīm.</numerusform>
            <numerusform>Jūs droši varējāt rēķināties ar %n acīm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed the deal with only %n point(s).</source>
        <translation>
            <numerusform>Jūs paziņojāt uzvaru, kad bija tikai %n acs.</numerusform>
            <numerusform>Jūs paziņojāt uzvaru, kad bija tikai %n acis.</numerusform>
            <numerusform>Jūs paziņojāt uzvaru, kad bija tikai %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target is %n point(s).</source>
        <translation>
            <numerusform>Mērķis ir %n acs.</numerusform>
            <numerusform>Mērķis ir %n acis.</numerusform>
            <numerusform>Mērķis ir %n acu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing the talon was better.</source>
        <translation>Labāk bija aizvērt kavu.</translation>
    </message>
    <message>
        <source>You left the face-up trump card for later: the exchange was better.</source>
        <translation>Jūs atlikāt atvērtā trumpja maiņu: labāk bija mainīt.</translation>
    </message>
    <message numerus="yes">
        <source>You led the card without announcing the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Jūs izgājāt ar kārti, nepiesakot pāri: zaudēta %n acs.</numerusform>
            <numerusform>Jūs izgājāt ar kārti, nepiesakot pāri: zaudētas %n acis.</numerusform>
            <numerusform>Jūs izgājāt ar kārti, nepiesakot pāri: zaudēts %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You broke the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Jūs izjaucāt pāri: zaudēta %n acs.</numerusform>
            <numerusform>Jūs izjaucāt pāri: zaudētas %n acis.</numerusform>
            <numerusform>Jūs izjaucāt pāri: zaudēts %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had %n point(s): you could have claimed the deal.</source>
        <translation>
            <numerusform>Jums bija %n acs: jūs varējāt paziņot uzvaru.</numerusform>
            <numerusform>Jums bija %n acis: jūs varējāt paziņot uzvaru.</numerusform>
            <numerusform>Jums bija %n acu: jūs varējāt paziņot uzvaru.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You threw %n point(s) under a trick you did not win.</source>
        <translation>
            <numerusform>Jūs atdevāt %n aci stiķī, ko nepaņēmāt.</numerusform>
            <numerusform>Jūs atdevāt %n acis stiķī, ko nepaņēmāt.</numerusform>
            <numerusform>Jūs atdevāt %n acu stiķī, ko nepaņēmāt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best move wins this trick, worth %n point(s).</source>
        <translation>
            <numerusform>Labākais gājiens paņem šo stiķi, kas dod %n aci.</numerusform>
            <numerusform>Labākais gājiens paņem šo stiķi, kas dod %n acis.</numerusform>
            <numerusform>Labākais gājiens paņem šo stiķi, kas dod %n acu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You spent a trump on a trick worth only %n point(s).</source>
        <translation>
            <numerusform>Jūs iztērējāt trumpi stiķim, kas dod tikai %n aci.</numerusform>
            <numerusform>Jūs iztērējāt trumpi stiķim, kas dod tikai %n acis.</numerusform>
            <numerusform>Jūs iztērējāt trumpi stiķim, kas dod tikai %n acu.</numerusform>
        </translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>jūs: %1</translation>
    </message>
    <message>
        <source>opponent: %1</source>
        <translation>pretinieks: %1</translation>
    </message>
    <message>
        <source>With all cards open, this gives the opponent the last trick.</source>
        <translation>Ar atvērtām kārtīm šis gājiens atdod pēdējo stiķi pretiniekam.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precizitāte</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less its margin of error.</source>
        <translation type="vanished">Katrs jūsu lēmums tiek salīdzināts ar labāko gājienu. Ko gājiens atdod, ir tā sagaidāmais zaudējums punktos: precīzs, kad zināmas visas kārtis, citādi vidējais pār daudziem to kāršu dalījumiem, kuras jūs neredzējāt, mīnus tā kļūdas robeža.</translation>
    </message>
    <message>
        <source>A decision&apos;s accuracy is 100 for the best move and falls as the loss grows: 67 for a loss of 0.2 game points, 37 for 0.5, 14 for 1 and almost 0 beyond. The accuracy of a deal is the average over your decisions; a forced move is not a decision.</source>
        <translation>Lēmuma precizitāte ir 100 labākajam gājienam un krītas, zaudējumam augot: 67 pie 0,2 punkta zaudējuma, 37 pie 0,5, 14 pie 1 un gandrīz 0 pie lielāka zaudējuma. Partijas precizitāte ir jūsu lēmumu precizitātes vidējā vērtība; piespiedu gājiens nav lēmums.</translation>
    </message>
    <message>
        <source>Cards and play</source>
        <translation>Kārtis un spēle</translation>
    </message>
    <message>
        <source>Your result is your game points minus the other side&apos;s. From play is what the decisions changed: the expected game points the other side gave away, less those you gave away. From the cards is the rest: the deal and the cards drawn, everything no decision chose.</source>
        <translation>Jūsu rezultāts ir jūsu punkti mīnus otras puses punkti. „Spēles ietekme” ir tas, ko mainīja lēmumi: sagaidāmie punkti, ko atdeva otra puse, mīnus tie, ko atdevāt jūs. „Kāršu ietekme” ir pārējais: dalījums un no kavas paņemtās kārtis, viss, ko neizvēlējās neviens lēmums.</translation>
    </message>
    <message>
        <source>When the talon is closed or used up, the real cards can be solved exactly (the open-card verdicts). The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation type="vanished">Kad kava ir aizvērta vai izsmelta, īstās kārtis var atrisināt precīzi (vērtējums ar atvērtām kārtīm). Rinda ar īstajām kārtīm saskaita, cik gājieni patiešām maksāja ar šīm kārtīm; kur tā atšķiras no spēles, slēptās kārtis lēmumam palīdzēja vai kaitēja.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Kavas aizvēršana</translation>
    </message>
    <message>
        <source>The last trump</source>
        <translation>Pēdējais trumpis</translation>
    </message>
    <message>
        <source>Counting to 66</source>
        <translation>Skaitīšana līdz 66</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Pāri</translation>
    </message>
    <message>
        <source>The computer answers %1.</source>
        <translation>Dators atbild ar %1.</translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you win only %n game point(s).</source>
        <translation>
            <numerusform>Ar labāko spēli no šejienes jūs uzvarat tikai %n punktu.</numerusform>
            <numerusform>Ar labāko spēli no šejienes jūs uzvarat tikai %n punktus.</numerusform>
            <numerusform>Ar labāko spēli no šejienes jūs uzvarat tikai %n punktu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you lose %n game point(s).</source>
        <translation>
            <numerusform>Ar labāko spēli no šejienes jūs zaudējat %n punktu.</numerusform>
            <numerusform>Ar labāko spēli no šejienes jūs zaudējat %n punktus.</numerusform>
            <numerusform>Ar labāko spēli no šejienes jūs zaudējat %n punktu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play goes on: %1 …</source>
        <translation>Labākais turpinājums: %1 …</translation>
    </message>
    <message>
        <source>Try again, or see the solution.</source>
        <translation>Mēģiniet vēlreiz vai apskatiet risinājumu.</translation>
    </message>
    <message>
        <source>Closing too early</source>
        <translation>Kavas aizvēršana par agru</translation>
    </message>
    <message>
        <source>Not closing when you should have</source>
        <translation>Kava netika aizvērta, kad vajadzēja</translation>
    </message>
    <message>
        <source>Missed exchanges of the trump card</source>
        <translation>Palaista garām atvērtā trumpja maiņa</translation>
    </message>
    <message>
        <source>Marriages not announced</source>
        <translation>Nepieteikti pāri</translation>
    </message>
    <message>
        <source>Marriages broken</source>
        <translation>Izjaukti pāri</translation>
    </message>
    <message>
        <source>Failing to declare 66</source>
        <translation type="vanished">Nepieteikti 66</translation>
    </message>
    <message>
        <source>Declaring 66 too soon</source>
        <translation type="vanished">66 pieteikti par agru</translation>
    </message>
    <message>
        <source>Aces and tens thrown away</source>
        <translation>Atdoti dūži un desmitnieki</translation>
    </message>
    <message>
        <source>Other card play</source>
        <translation>Cita kāršu izspēle</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less %1 times its margin of error. The labels (inaccuracy, mistake, blunder) follow the same rule, so a loss those deals cannot tell from chance costs no accuracy and is no mistake.</source>
        <translation>Katrs jūsu lēmums tiek salīdzināts ar labāko gājienu. Ko gājiens atdod, ir tā sagaidāmais zaudējums punktos: precīzs, kad zināmas visas kārtis, citādi vidējā vērtība daudzos neredzēto kāršu sadalījumos, no kuras atņemta kļūdas robeža, reizināta ar %1. Vērtējumus (neprecizitāte, kļūda, rupja kļūda) piešķir pēc tā paša principa, tāpēc zaudējums, ko šie sadalījumi nevar atšķirt no nejaušības, precizitāti nemazina un nav kļūda.</translation>
    </message>
    <message numerus="yes">
        <source>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick(s); with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation>
            <numerusform>Divu spēlētāju partijā īstās kārtis var atrisināt precīzi (vērtējums ar atvērtām kārtīm), kad kava ir aizvērta vai beigusies, un, ja 66 tiek paziņots automātiski, pēdējā %n stiķī; ar vairāk spēlētājiem – beigu tuvumā. Rinda ar īstajām kārtīm saskaita, cik gājieni patiešām maksāja ar šīm kārtīm; kur tā atšķiras no spēles, slēptās kārtis lēmumam palīdzēja vai kaitēja.</numerusform>
            <numerusform>Divu spēlētāju partijā īstās kārtis var atrisināt precīzi (vērtējums ar atvērtām kārtīm), kad kava ir aizvērta vai beigusies, un, ja 66 tiek paziņots automātiski, pēdējos %n stiķos; ar vairāk spēlētājiem – beigu tuvumā. Rinda ar īstajām kārtīm saskaita, cik gājieni patiešām maksāja ar šīm kārtīm; kur tā atšķiras no spēles, slēptās kārtis lēmumam palīdzēja vai kaitēja.</numerusform>
            <numerusform>Divu spēlētāju partijā īstās kārtis var atrisināt precīzi (vērtējums ar atvērtām kārtīm), kad kava ir aizvērta vai beigusies, un, ja 66 tiek paziņots automātiski, pēdējos %n stiķos; ar vairāk spēlētājiem – beigu tuvumā. Rinda ar īstajām kārtīm saskaita, cik gājieni patiešām maksāja ar šīm kārtīm; kur tā atšķiras no spēles, slēptās kārtis lēmumam palīdzēja vai kaitēja.</numerusform>
        </translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>%1 paziņošana</translation>
    </message>
    <message>
        <source>Not declaring when you could have</source>
        <translation>Nokavēta uzvaras paziņošana</translation>
    </message>
    <message>
        <source>Declaring too soon</source>
        <translation>Uzvaras paziņošana par agru</translation>
    </message>
    <message>
        <source>Opponent under 33</source>
        <translation>Pretiniekam mazāk par 33 acīm</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Pēdējais stiķis</translation>
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
        <translation>Spēle beigusies</translation>
    </message>
    <message>
        <source>You won the match, %1.</source>
        <translation>Jūs uzvarējāt spēlē ar rezultātu %1.</translation>
    </message>
    <message>
        <source>%1 won the match, %2.</source>
        <translation>%1 uzvarēja spēlē ar rezultātu %2.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Partija</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <source>&amp;Review the deal</source>
        <translation>&amp;Analizēt partiju</translation>
    </message>
    <message>
        <source>A practice match: it is counted apart from your record.</source>
        <translation>Treniņspēle: statistikā to skaita atsevišķi.</translation>
    </message>
    <message>
        <source>In this variant at this level you have won %1 of %2 matches; winning streak: %3.</source>
        <translation type="vanished">Šajā variantā un līmenī uzvarētas spēles: %1 no %2; uzvaru sērija: %3.</translation>
    </message>
    <message>
        <source>Matches won in this variant at this level: %1 of %2; winning streak: %3.</source>
        <translation>Uzvarētās spēles šajā variantā un līmenī: %1 no %2; uzvaru sērija: %3.</translation>
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
        <translation>Labi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Jā</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nē</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Atjaunot noklusējumus</translation>
    </message>
</context>
<context>
    <name>MatchGuard</name>
    <message>
        <source>Practice: your match (deal %1, %2) is kept and comes back when this deal ends.</source>
        <translation>Treniņš: jūsu spēle (%1. partija, %2) ir saglabāta un atgriezīsies, kad šī partija beigsies.</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Atpakaļ uz jūsu spēli</translation>
    </message>
    <message>
        <source>Your match waits: deal %1, %2</source>
        <translation>Jūsu spēle gaida: %1. partija, %2</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>The deal is over.</source>
        <translation>Partija ir beigusies.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Gaidiet savu gājienu.</translation>
    </message>
    <message>
        <source>First the auction: bid or pass.</source>
        <translation>Vispirms solīšana: soliet vai sakiet „Garām”.</translation>
    </message>
    <message>
        <source>This variant has no such move.</source>
        <translation>Šajā variantā tāda gājiena nav.</translation>
    </message>
    <message>
        <source>Only when you lead: a card has been led.</source>
        <translation>Tikai tad, kad izejat jūs: kārts jau ir izspēlēta.</translation>
    </message>
    <message>
        <source>The talon is closed.</source>
        <translation>Kava ir aizvērta.</translation>
    </message>
    <message>
        <source>Only while the talon has two cards or more.</source>
        <translation>Tikai tad, kad kavā ir vismaz divas kārtis.</translation>
    </message>
    <message>
        <source>Exchange after your first trick.</source>
        <translation>Mainiet pēc sava pirmā paņemtā stiķa.</translation>
    </message>
    <message>
        <source>%1 already lies face up as the trump card.</source>
        <translation>%1 jau ir atvērtais trumpis.</translation>
    </message>
    <message>
        <source>You need %1 to exchange.</source>
        <translation>Lai mainītu, jums vajag %1.</translation>
    </message>
    <message>
        <source>A marriage only after your first trick.</source>
        <translation>Pāri var pieteikt tikai pēc pirmā paņemtā stiķa.</translation>
    </message>
    <message>
        <source>No marriages once the talon is closed or used up.</source>
        <translation>Kad kava ir aizvērta vai beigusies, pārus vairs nepiesaka.</translation>
    </message>
    <message>
        <source>You hold no king and queen of one suit to announce.</source>
        <translation>Jums nav viena masta kunga un dāmas, ko pieteikt.</translation>
    </message>
    <message>
        <source>The claim is made for you automatically.</source>
        <translation>Paziņojums notiek automātiski.</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>Tagad tas nav iespējams.</translation>
    </message>
</context>
<context>
    <name>MoveLogDialog</name>
    <message>
        <source>What happened</source>
        <translation>Kas notika</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>&amp;What happened</source>
        <translation>Kas &amp;notika</translation>
    </message>
    <message>
        <source>The moves of this deal so far, trick by trick (W)</source>
        <translation>Šīs partijas gājieni līdz šim, stiķi pa stiķim (W)</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 exchanged the trump card: took %2, put down %3.</source>
        <translation>%1 mainīja atvērto trumpi: paņēma %2, nolika %3.</translation>
    </message>
    <message>
        <source>%1 closed the talon.</source>
        <translation>%1 aizvēra kavu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 announced a marriage (%n points) and led %2.</source>
        <translation>
            <numerusform>%1 pieteica pāri (%n acs) un izgāja ar %2.</numerusform>
            <numerusform>%1 pieteica pāri (%n acis) un izgāja ar %2.</numerusform>
            <numerusform>%1 pieteica pāri (%n acu) un izgāja ar %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, marriage (%n points)</source>
        <translation>
            <numerusform>%1, pāris (%n acs)</numerusform>
            <numerusform>%1, pāris (%n acis)</numerusform>
            <numerusform>%1, pāris (%n acu)</numerusform>
        </translation>
    </message>
    <message>
        <source>trump card exchanged: took %1, put down %2</source>
        <translation>atvērtais trumpis mainīts: paņemts %1, nolikts %2</translation>
    </message>
    <message>
        <source>talon closed</source>
        <translation>kava aizvērta</translation>
    </message>
    <message>
        <source>claim of %1</source>
        <translation>paziņots %1</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>solījums %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>garām</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Trick to %1: %n card points</source>
        <translation>
            <numerusform>Stiķis – %1: %n acs</numerusform>
            <numerusform>Stiķis – %1: %n acis</numerusform>
            <numerusform>Stiķis – %1: %n acu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 led %2: clubs are trumps.</source>
        <translation>%1 izgāja ar %2: trumpju masts ir kreicis.</translation>
    </message>
    <message>
        <source>%1 led %2: spades are trumps.</source>
        <translation>%1 izgāja ar %2: trumpju masts ir pīķis.</translation>
    </message>
    <message>
        <source>%1 led %2: hearts are trumps.</source>
        <translation>%1 izgāja ar %2: trumpju masts ir ercens.</translation>
    </message>
    <message>
        <source>%1 led %2: diamonds are trumps.</source>
        <translation>%1 izgāja ar %2: trumpju masts ir kāravs.</translation>
    </message>
</context>
<context>
    <name>PracticeNotice</name>
    <message>
        <source>Go ahead</source>
        <translation>Turpināt</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ne tagad</translation>
    </message>
</context>
<context>
    <name>FinishOffer</name>
    <message>
        <source>Play the &amp;rest</source>
        <translation type="vanished">Izspēlēt &amp;pārējo</translation>
    </message>
    <message>
        <source>The rest of this deal is decided: play it out fast (R)</source>
        <translation>Šīs partijas iznākums jau ir izšķirts: izspēlējiet pārējo ātri (R)</translation>
    </message>
    <message>
        <source>Decided: play the rest (R)</source>
        <translation>Izšķirts: izspēlēt pārējo (R)</translation>
    </message>
    <message>
        <source>Play the res&amp;t</source>
        <translation>Izspēlēt pā&amp;rējo</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>Kreiča dūzis</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Kreiča desmitnieks</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Kreiča kungs</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Kreiča dāma</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Kreiča kalps</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Kreiča devītnieks</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Kreiča astotnieks</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Kreiča septītnieks</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Pīķa dūzis</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Pīķa desmitnieks</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Pīķa kungs</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Pīķa dāma</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Pīķa kalps</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Pīķa devītnieks</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Pīķa astotnieks</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Pīķa septītnieks</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Ercena dūzis</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Ercena desmitnieks</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Ercena kungs</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Ercena dāma</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Ercena kalps</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Ercena devītnieks</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Ercena astotnieks</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Ercena septītnieks</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Kārava dūzis</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Kārava desmitnieks</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Kārava kungs</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Kārava dāma</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Kārava kalps</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Kārava devītnieks</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Kārava astotnieks</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Kārava septītnieks</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>Card table</source>
        <translation>Kāršu galds</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Kārts ar aizmuguri uz augšu</translation>
    </message>
    <message>
        <source>%1 (cannot be played now)</source>
        <translation>%1 (tagad nevar izspēlēt)</translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Jūsu kārtis: %1.</translation>
    </message>
    <message>
        <source>In the trick: %1.</source>
        <translation>Stiķī: %1.</translation>
    </message>
    <message>
        <source>The trump card: %1.</source>
        <translation>Atvērtais trumpis: %1.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Partija ir beigusies.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jūsu gājiens.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Gājiens: %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Jauna partija.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 announces a marriage: %2.</source>
        <translation>%1 piesaka pāri: %2.</translation>
    </message>
    <message>
        <source>You announce a marriage: %1.</source>
        <translation>Jūs piesakāt pāri: %1.</translation>
    </message>
    <message>
        <source>You exchange the trump card and take %1.</source>
        <translation>Jūs maināt atvērto trumpi un paņemat %1.</translation>
    </message>
    <message>
        <source>%1 exchanges the trump card and takes %2.</source>
        <translation>%1 maina atvērto trumpi un paņem %2.</translation>
    </message>
    <message>
        <source>You close the talon.</source>
        <translation>Jūs aizverat kavu.</translation>
    </message>
    <message>
        <source>%1 closes the talon.</source>
        <translation>%1 aizver kavu.</translation>
    </message>
</context>
<context>
    <name>DealFigures</name>
    <message>
        <source>What do these figures mean?</source>
        <translation>Ko nozīmē šie skaitļi?</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precizitāte</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jūs</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Dators</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="vanished">Dators&#xa0;%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1%</translation>
    </message>
    <message>
        <source>The other side&apos;s decisions are not judged yet: no split of the result.</source>
        <translation>Otras puses lēmumi vēl nav novērtēti: rezultātu vēl nevar sadalīt.</translation>
    </message>
    <message>
        <source>From the cards: %1.</source>
        <translation>Kāršu ietekme: %1.</translation>
    </message>
    <message>
        <source>From play: %1.</source>
        <translation>Spēles ietekme: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged exactly: %n.</source>
        <translation>
            <numerusform>Precīzi novērtēti lēmumi: %n.</numerusform>
            <numerusform>Precīzi novērtēti lēmumi: %n.</numerusform>
            <numerusform>Precīzi novērtēti lēmumi: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged over sampled deals: %n.</source>
        <translation>
            <numerusform>Lēmumi, novērtēti izlases sadalījumos: %n.</numerusform>
            <numerusform>Lēmumi, novērtēti izlases sadalījumos: %n.</numerusform>
            <numerusform>Lēmumi, novērtēti izlases sadalījumos: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>From play with the real cards (open-card verdicts): %1.</source>
        <translation>Spēles ietekme ar īstajām kārtīm (vērtējums ar atvērtām kārtīm): %1.</translation>
    </message>
    <message>
        <source>Your result in game points: %1.</source>
        <translation>Jūsu rezultāts punktos: %1.</translation>
    </message>
</context>
<context>
    <name>FiguresHelp</name>
    <message>
        <source>Accuracy, cards and play</source>
        <translation>Precizitāte, kārtis un spēle</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Mācieties no savām kļūdām</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Kļūdas</translation>
    </message>
    <message>
        <source>Recurring errors</source>
        <translation>Biežākās kļūdas</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Mēģināt vēlreiz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Aizvērt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Kļūda</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Reizes</translation>
    </message>
    <message>
        <source>%1, decision %2: %3</source>
        <translation>%1, %2. lēmums: %3</translation>
    </message>
    <message>
        <source>No mistakes in the reviewed deals.</source>
        <translation>Analizētajās partijās nav kļūdu.</translation>
    </message>
    <message>
        <source>This deal can no longer be read.</source>
        <translation>Šo partiju vairs nevar nolasīt.</translation>
    </message>
    <message>
        <source>Review your deals (Game &gt; Review) to find mistakes to retry.</source>
        <translation>Analizējiet savas partijas (Spēle &gt; Pēdējās partijas analīze), lai atrastu gājienus, ko izspēlēt vēlreiz.</translation>
    </message>
    <message>
        <source>Your move: what would you play here? Only your own cards are shown.</source>
        <translation>Jūsu gājiens: ko jūs šeit izspēlētu? Redzamas tikai jūsu kārtis.</translation>
    </message>
    <message>
        <source>Right: %1 is the best move here.</source>
        <translation>Pareizi: %1 šeit ir labākais gājiens.</translation>
    </message>
    <message>
        <source>The best move was %1. Expected game points lost by %2: %3.</source>
        <translation>Labākais gājiens bija %1. Sagaidāmais punktu zaudējums ar %2: %3.</translation>
    </message>
    <message>
        <source>In the deal you played %1 (expected game points lost: %2).</source>
        <translation>Partijā jūs izspēlējāt %1 (sagaidāmais punktu zaudējums: %2).</translation>
    </message>
    <message numerus="yes">
        <source>Review %n more kept deal(s)</source>
        <translation>
            <numerusform>Analizēt vēl %n saglabāto partiju</numerusform>
            <numerusform>Analizēt vēl %n saglabātās partijas</numerusform>
            <numerusform>Analizēt vēl %n saglabāto partiju</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing deal %1 of %2…</source>
        <translation>Analizē partiju %1 no %2…</translation>
    </message>
</context>
<context>
    <name>RatingBox</name>
    <message>
        <source>Your rating over time</source>
        <translation>Jūsu reitings laika gaitā</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>vēl nav</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Play Sixty-Six or Schnapsen against the computer to get a rating.</source>
        <translation>Spēlējiet „Sešdesmit seši” vai Šnapsenu pret datoru, lai iegūtu reitingu.</translation>
    </message>
    <message>
        <source>Probably between %1 and %2.</source>
        <translation>Visticamāk starp %1 un %2.</translation>
    </message>
    <message numerus="yes">
        <source>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</source>
        <translation>
            <numerusform>Vērtētās partijas: %n (Sešdesmit seši un Šnapsens, bez treniņa).</numerusform>
            <numerusform>Vērtētās partijas: %n (Sešdesmit seši un Šnapsens, bez treniņa).</numerusform>
            <numerusform>Vērtētās partijas: %n (Sešdesmit seši un Šnapsens, bez treniņa).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Your opponent: %1 (%2)</source>
        <translation>Pretinieks: %1 (%2)</translation>
    </message>
    <message>
        <source>Your opponents: %1 (%2)</source>
        <translation>Pretinieki: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>opponent&apos;s name (level)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Martin, Paul, Simon</source>
        <comment>three names, comma-separated</comment>
        <translation>Mārtiņš, Pauls, Sīmanis</translation>
    </message>
    <message>
        <source>Peter, Andrew, Matthew</source>
        <comment>three names, comma-separated</comment>
        <translation>Pēteris, Andris, Matīss</translation>
    </message>
    <message>
        <source>George, Nicholas, Michael</source>
        <comment>three names, comma-separated</comment>
        <translation>Juris, Nikolajs, Miķelis</translation>
    </message>
    <message>
        <source>John, Jacob, Anthony</source>
        <comment>three names, comma-separated</comment>
        <translation>Jānis, Jēkabs, Antons</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>From the next deal, %1 is declared for you.</source>
        <translation>No nākamās partijas %1 tiks paziņots automātiski.</translation>
    </message>
    <message>
        <source>From the next deal, you declare %1 yourself: the %1! chip or D.</source>
        <translation>No nākamās partijas %1 paziņojat paši: ar žetonu „%1!” vai taustiņu D.</translation>
    </message>
</context>
<context>
    <name>MatchReview</name>
    <message>
        <source>Match at %1 (to %2).</source>
        <translation>Spēles rezultāts %1 (līdz %2).</translation>
    </message>
    <message>
        <source>Match at %1 (to %2): your chance of winning it before this deal was %3.</source>
        <translation>Spēles rezultāts %1 (līdz %2): pirms šīs partijas jūsu izredzes uzvarēt spēlē bija %3.</translation>
    </message>
    <message>
        <source>%1. %2: %3 (for the match)</source>
        <translation>%1. %2: %3 (vērtējot visu spēli)</translation>
    </message>
    <message>
        <source>You closed the talon. Judged for the match: %1.</source>
        <translation>Jūs aizvērāt kavu. Vērtējot visu spēli: %1.</translation>
    </message>
    <message>
        <source>At %1 any win takes the match.</source>
        <translation>Pie %1 jebkura uzvarēta partija uzvar spēli.</translation>
    </message>
    <message>
        <source>At %1 a lost deal ends the match.</source>
        <translation>Pie %1 zaudēta partija nozīmē zaudētu spēli.</translation>
    </message>
    <message>
        <source>The close risked the match for nothing: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Kavas aizvēršana lieki riskēja ar spēli: iespējamos neredzamo kāršu sadalījumos ar to spēle uzvarēta %1 gadījumu, ar %2 – %3 gadījumu.</translation>
    </message>
    <message>
        <source>The close lowered your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Kavas aizvēršana samazināja jūsu izredzes uzvarēt spēlē par %1: iespējamos neredzamo kāršu sadalījumos ar to spēle uzvarēta %2 gadījumu, ar %3 – %4 gadījumu.</translation>
    </message>
    <message>
        <source>The close was the only way to stay in the match: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Kavas aizvēršana bija vienīgais veids palikt spēlē: iespējamos neredzamo kāršu sadalījumos ar to spēle uzvarēta %1 gadījumu, ar %2 – %3 gadījumu.</translation>
    </message>
    <message>
        <source>The close raised your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Kavas aizvēršana palielināja jūsu izredzes uzvarēt spēlē par %1: iespējamos neredzamo kāršu sadalījumos ar to spēle uzvarēta %2 gadījumu, ar %3 – %4 gadījumu.</translation>
    </message>
    <message>
        <source>For the match the close was as good as %1: the match was won in %2 and %3 of the possible deals of the unseen cards.</source>
        <translation>Spēles ziņā kavas aizvēršana bija tikpat laba kā %1: iespējamos neredzamo kāršu sadalījumos spēle uzvarēta attiecīgi %2 un %3 gadījumu.</translation>
    </message>
    <message>
        <source>Below, the same decision in game points of this deal alone:</source>
        <translation>Zemāk tas pats lēmums, vērtējot tikai šīs partijas punktus:</translation>
    </message>
</context>
</TS>
