<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg_BG">
<context>
    <name>Game</name>
    <message>
        <source>clubs</source>
        <translation>спатия</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пика</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>купа</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>каро</translation>
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
        <translation>лесно</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средно</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>трудно</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>експертно</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компютър</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компютър&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n победна точка</numerusform>
            <numerusform>%n победни точки</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no trick.</source>
        <translation>%1: без взятка.</translation>
    </message>
    <message>
        <source>%1 stayed under 33 points.</source>
        <translation>%1: под 33 точки.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more.</source>
        <translation>%1: 33 точки или повече.</translation>
    </message>
    <message>
        <source>The best-placed opponent</source>
        <translation>Най-добрият от противниците</translation>
    </message>
    <message>
        <source>%1 closed the talon and made it.</source>
        <translation>%1: успешно затваряне на талона.</translation>
    </message>
    <message>
        <source>%1 had taken no trick when the talon was closed.</source>
        <translation>%1: без взятка при затварянето на талона.</translation>
    </message>
    <message>
        <source>%1 had under 33 points when the talon was closed.</source>
        <translation>%1: под 33 точки при затварянето на талона.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more when the talon was closed.</source>
        <translation>%1: 33 или повече точки при затварянето на талона.</translation>
    </message>
    <message>
        <source>%1 closed the talon and failed.</source>
        <translation>%1: неуспешно затваряне на талона.</translation>
    </message>
    <message>
        <source>%1 took no trick at all.</source>
        <translation>%1: без нито една взятка в раздаването.</translation>
    </message>
    <message>
        <source>%1 declared %2 without having it.</source>
        <translation>%1: грешно обявяване на %2.</translation>
    </message>
    <message>
        <source>Nobody reached %1: the last trick decides.</source>
        <translation>Никой не стигна %1: решава последната взятка.</translation>
    </message>
    <message>
        <source>Both have 65: nobody scores.</source>
        <translation>И двамата имат по 65: никой не получава победни точки.</translation>
    </message>
    <message>
        <source>The winner of the next deal gets one extra game point.</source>
        <translation>Победителят в следващото раздаване получава една победна точка отгоре.</translation>
    </message>
    <message>
        <source>Both reached %1: the deal is replayed.</source>
        <translation>И двамата стигнаха %1: раздаването се преиграва.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Всички казаха пас: раздаването се анулира.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1: обявата е изпълнена.</translation>
    </message>
    <message>
        <source>The bid failed: %1 profit.</source>
        <translation>Обявата не е изпълнена: в полза на %1.</translation>
    </message>
    <message>
        <source>No winner this deal</source>
        <translation>Няма победител в това раздаване</translation>
    </message>
    <message>
        <source>You won the deal</source>
        <translation>Спечелихте раздаването</translation>
    </message>
    <message>
        <source>%1 won the deal</source>
        <translation>Раздаването е за %1</translation>
    </message>
    <message>
        <source>%1 · moon</source>
        <translation>%1 · Луна</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Marriage in clubs: lead %1</source>
        <translation>Анонс в спатия: играйте %1</translation>
    </message>
    <message>
        <source>Marriage in spades: lead %1</source>
        <translation>Анонс в пика: играйте %1</translation>
    </message>
    <message>
        <source>Marriage in hearts: lead %1</source>
        <translation>Анонс в купа: играйте %1</translation>
    </message>
    <message>
        <source>Marriage in diamonds: lead %1</source>
        <translation>Анонс в каро: играйте %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 reached %n point(s).</source>
        <translation>
            <numerusform>%1: събрана %n точка.</numerusform>
            <numerusform>%1: събрани %n точки.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>It is the only move you have.</source>
        <translation>Това е единственият ви възможен ход.</translation>
    </message>
    <message>
        <source>You have reached 66: claim the deal now.</source>
        <translation type="vanished">Имате 66: обявете сега.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to 66.</source>
        <translation type="vanished">С тази взятка стигате 66.</translation>
    </message>
    <message>
        <source>Swap your trump nine for the face-up trump card: it is worth more.</source>
        <translation>Сменете козовата деветка с обърнатия коз: той струва повече.</translation>
    </message>
    <message>
        <source>Swap your trump jack for the face-up trump card: it is worth more.</source>
        <translation>Сменете козовото вале с обърнатия коз: той струва повече.</translation>
    </message>
    <message>
        <source>Announce your marriage while you can: it is worth 20 or 40.</source>
        <translation>Обявете анонса, докато можете: той носи 20 или 40.</translation>
    </message>
    <message>
        <source>Keep the king and queen together for a marriage later.</source>
        <translation>Задръжте попа и дамата заедно за анонс по-късно.</translation>
    </message>
    <message>
        <source>The points you can count on reach 66.</source>
        <translation type="vanished">Сигурните ви точки стигат 66.</translation>
    </message>
    <message>
        <source>Closing scored best over many possible deals of the cards you cannot see.</source>
        <translation>Затварянето даде най-добър резултат при много възможни разпределения на картите, които не виждате.</translation>
    </message>
    <message>
        <source>Lead your top trump to pull the opponent&apos;s trumps.</source>
        <translation>Играйте най-силния си коз, за да изтеглите козовете на противника.</translation>
    </message>
    <message>
        <source>Lead a card nobody can beat in its suit.</source>
        <translation>Играйте карта, която никой не може да бие в нейната боя.</translation>
    </message>
    <message>
        <source>Lead a low card and keep your strong ones for later.</source>
        <translation>Играйте ниска карта и запазете силните за по-късно.</translation>
    </message>
    <message>
        <source>Take the ten (or ace) with a higher card of its suit.</source>
        <translation>Вземете десетката (или асото) с по-силна карта от същата боя.</translation>
    </message>
    <message>
        <source>Win the trick with your ace or ten and bank its points.</source>
        <translation>Вземете взятката с асо или десетка и приберете точките.</translation>
    </message>
    <message>
        <source>Trump it: the trick is worth it.</source>
        <translation>Цакайте: взятката си струва.</translation>
    </message>
    <message>
        <source>Take the trick cheaply.</source>
        <translation>Вземете взятката с евтина карта.</translation>
    </message>
    <message>
        <source>Throw your least useful card.</source>
        <translation>Хвърлете най-малко полезната си карта.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give them points.</source>
        <translation>Взятката е на партньора ви: дайте му точки.</translation>
    </message>
    <message>
        <source>Lead from your strongest suit: it becomes trump.</source>
        <translation>Играйте от най-силната си боя: тя става коз.</translation>
    </message>
    <message>
        <source>Your hand is strong enough for this bid.</source>
        <translation>Ръката ви е достатъчно силна за тази обява.</translation>
    </message>
    <message>
        <source>Your hand is too weak to bid higher.</source>
        <translation>Ръката ви е твърде слаба за по-висока обява.</translation>
    </message>
    <message>
        <source>Your partner holds the bid: leave it to them.</source>
        <translation>Обявата е на партньора ви: оставете я на него.</translation>
    </message>
    <message>
        <source>Every card is known: exact calculation shows this is the best move.</source>
        <translation>Всички карти са известни: точното пресмятане показва, че това е най-добрият ход.</translation>
    </message>
    <message>
        <source>This move did best over many possible deals of the unseen cards.</source>
        <translation>Този ход даде най-добър резултат при много възможни разпределения на картите, които не виждате.</translation>
    </message>
    <message>
        <source>No move stands out: this one is as good as any.</source>
        <translation>Никой ход не изпъква: този е толкова добър, колкото и другите.</translation>
    </message>
    <message>
        <source>This is what the strongest computer level would play.</source>
        <translation>Така би играл компютърът на най-високото ниво.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Играйте %1</translation>
    </message>
    <message>
        <source>Exchange the trump card</source>
        <translation>Сменете коза</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Затворете талона</translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Обявете 66</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Обявете %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Кажете „пас“</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Подсказка: %1. %2</translation>
    </message>
    <message>
        <source>Announce the marriage in clubs and lead %1</source>
        <translation>Обявете анонс в спатия и играйте %1</translation>
    </message>
    <message>
        <source>Announce the marriage in spades and lead %1</source>
        <translation>Обявете анонс в пика и играйте %1</translation>
    </message>
    <message>
        <source>Announce the marriage in hearts and lead %1</source>
        <translation>Обявете анонс в купа и играйте %1</translation>
    </message>
    <message>
        <source>Announce the marriage in diamonds and lead %1</source>
        <translation>Обявете анонс в каро и играйте %1</translation>
    </message>
    <message>
        <source>You have reached %1: claim the deal now.</source>
        <translation>Имате %1: обявете сега.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to %1.</source>
        <translation>С тази взятка стигате %1.</translation>
    </message>
    <message>
        <source>The points you can count on reach %1.</source>
        <translation>Сигурните ви точки стигат %1.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Обявете %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sixty-Six</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>И&amp;зглед</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорост на анимацията</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Език</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Играй &amp;отново</translation>
    </message>
    <message>
        <source>Next &amp;deal</source>
        <translation>&amp;Следващо раздаване</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Отмени хода</translation>
    </message>
    <message>
        <source>Take back your last move of this deal (Ctrl+Z); the match counts as practice</source>
        <translation>Отменете последния си ход в това раздаване (Ctrl+Z); партията ще се брои за тренировъчна</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Повто&amp;ри хода</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <source>Play again the move you took back (Ctrl+Shift+Z)</source>
        <translation>Изиграйте отново отменения ход (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Show the move the strongest computer would make, and why (H)</source>
        <translation>Показва хода, който би избрал най-силният компютър, и защо (H)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Цял екран</translation>
    </message>
    <message>
        <source>Practice: play with the computer&apos;s hand face up; the match counts as practice</source>
        <translation>Тренировка: играйте с открити карти на компютъра; партията ще се брои за тренировъчна</translation>
    </message>
    <message>
        <source>Undo, hints or open cards were used: this match is counted apart in the statistics</source>
        <translation>Използвани са отмяна, подсказки или открити карти: тази партия се отчита отделно в статистиката</translation>
    </message>
    <message>
        <source>&amp;Marriage</source>
        <translation>&amp;Анонс</translation>
    </message>
    <message>
        <source>Announce a marriage (M), or click a king or queen that can be married</source>
        <translation>Обявете анонс (M) или щракнете върху поп или дама, с които може да обявите анонс</translation>
    </message>
    <message>
        <source>&amp;Exchange trump</source>
        <translation>&amp;Смени коза</translation>
    </message>
    <message>
        <source>Swap your trump nine for the trump card (E), or click the trump card</source>
        <translation>Сменете козовата деветка с обърнатия коз (E) или щракнете върху обърнатия коз</translation>
    </message>
    <message>
        <source>&amp;Close talon</source>
        <translation>&amp;Затвори</translation>
    </message>
    <message>
        <source>Close the talon (C), or click the talon</source>
        <translation>Затворете талона (C) или щракнете върху талона</translation>
    </message>
    <message>
        <source>Declare &amp;66</source>
        <translation type="vanished">Обяви &amp;66</translation>
    </message>
    <message>
        <source>Claim that you have reached 66 (D), or click the 66! chip</source>
        <translation type="vanished">Обявете, че имате 66 (D), или щракнете върху жетона „66!“</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Пос&amp;ледна взятка</translation>
    </message>
    <message>
        <source>Show the last trick (L), or click a pile of tricks</source>
        <translation>Вижте последната взятка (L) или щракнете върху купчина взятки</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Sixty-Six</source>
        <translation>&amp;За Сантасе</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Подсказка има само когато сте на ход.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Търси се най-добрият ход…</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Да продължим ли партията?</translation>
    </message>
    <message>
        <source>You have an unfinished match. Do you want to continue it?</source>
        <translation>Имате недовършена партия. Искате ли да я продължите?</translation>
    </message>
    <message>
        <source>Deal %1, game points %2.</source>
        <translation>Раздаване %1, резултат %2.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продължи</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова игра</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Sixty-Six, so it was kept aside as %1 and a new game starts.</source>
        <translation>Запазената партия е създадена с по-нова версия на Сантасе, затова е оставена настрана като %1 и започва нова партия.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was kept aside as %1 and a new game starts.</source>
        <translation>Запазената партия не можа да бъде прочетена, затова е оставена настрана като %1 и започва нова партия.</translation>
    </message>
    <message>
        <source>The saved game was damaged, so it was kept aside as %1 and a new game starts.</source>
        <translation>Запазената партия беше повредена, затова е оставена настрана като %1 и започва нова партия.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Запазена партия</translation>
    </message>
    <message>
        <source>About Sixty-Six</source>
        <translation>За Сантасе</translation>
    </message>
    <message>
        <source>Sixty-Six %1, the card game also known as Schnapsen and Santase.
Free software under the MIT licence.

Card art and icon made for this game. Built with Qt and PySide6 (LGPL). Fonts: DejaVu (Bitstream Vera licence).</source>
        <translation>Сантасе %1, или „66“, игра на карти, известна още като Шнапсен.
Свободен софтуер с лиценз MIT.

Картите и иконата са нарисувани за тази игра. Създадено с Qt и PySide6 (LGPL). Шрифтове: DejaVu (лиценз Bitstream Vera).</translation>
    </message>
    <message>
        <source>The saved game could not be used, and it could not be moved aside either, so it is left as it is and this game will not be saved.</source>
        <translation>Запазената партия не можа нито да се използва, нито да бъде оставена настрана, затова остава както е, а тази партия няма да се запази.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so it was kept aside as %1 and the statistics start again.</source>
        <translation>Файлът със статистиката беше повреден, затова е оставен настрана като %1 и статистиката започва отначало.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be moved aside, so it is left as it is and new results are not recorded.</source>
        <translation>Файлът със статистиката беше повреден и не можа да бъде оставен настрана, затова остава както е и новите резултати не се записват.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Въведение</translation>
    </message>
    <message>
        <source>The goal of the game in three lines, and a guided deal</source>
        <translation>Целта на играта в три реда и раздаване с обяснения</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Да започне ли нова партия?</translation>
    </message>
    <message>
        <source>A new game ends the match you are playing. Start a new one?</source>
        <translation>Нова партия ще прекъсне тази, която играете сега. Да започне ли нова?</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продължи играта</translation>
    </message>
    <message>
        <source>No hint: the computer ran into an error (%1).</source>
        <translation>Няма подсказка: грешка в компютърния играч (%1).</translation>
    </message>
    <message>
        <source>The computer could not move</source>
        <translation>Компютърът не можа да направи ход</translation>
    </message>
    <message>
        <source>The computer player ran into an error and made no move.</source>
        <translation>При компютърния играч възникна грешка и той не направи ход.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Опитай пак</translation>
    </message>
    <message>
        <source>Hints and undo make this match practice: it is kept apart in your statistics</source>
        <translation>Подсказките и отменените ходове правят тази партия тренировъчна: в статистиката тя се отчита отделно</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t tell me again</source>
        <translation>Не показвай &amp;това отново</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">Добре</translation>
    </message>
    <message>
        <source>Declare &amp;%1</source>
        <translation>Обяви &amp;%1</translation>
    </message>
    <message>
        <source>Claim that you have reached %1 (D), or click the %1! chip</source>
        <translation>Обявете, че имате %1 (D), или щракнете върху жетона „%1!“</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>&amp;Звуци</translation>
    </message>
    <message>
        <source>Turn the table&apos;s sounds on or off (S)</source>
        <translation>Включете или изключете звуците в играта (S)</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Звуците са включени.</translation>
    </message>
    <message>
        <source>Sounds off.</source>
        <translation>Звуците са изключени.</translation>
    </message>
    <message>
        <source>Cards &amp;won</source>
        <translation type="vanished">&amp;Взетите карти</translation>
    </message>
    <message>
        <source>Show or hide the cards your side has won (T), or click your pile</source>
        <translation>Покажете или скрийте картите, взети от вашата страна (T), или щракнете върху купчината си</translation>
    </message>
    <message>
        <source>&amp;Guided deal</source>
        <translation>Раздаване с &amp;обяснения</translation>
    </message>
    <message>
        <source>Play one deal with a guide that explains each move</source>
        <translation>Изиграйте едно раздаване с обяснения за всеки ход</translation>
    </message>
    <message>
        <source>Cards w&amp;on</source>
        <translation>&amp;Взетите карти</translation>
    </message>
    <message>
        <source>Sounds unavailable: this copy of the game has no sound library.</source>
        <translation>Звуците не са достъпни: в това копие на играта няма звукова библиотека.</translation>
    </message>
    <message>
        <source>Sounds unavailable: no sound device can be used.</source>
        <translation>Звуците не са достъпни: няма звуково устройство, което може да се използва.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Колко силно играе компютърът.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>The winner of a deal deals the next</source>
        <translation>Победителят в раздаването раздава следващото</translation>
    </message>
    <message>
        <source>Off: the deal passes to the left after every deal.</source>
        <translation>Изключено: след всяко раздаване раздава следващият играч отляво.</translation>
    </message>
    <message>
        <source>Must head the trick when the talon is gone or closed</source>
        <translation>Задължително качване при изчерпан или затворен талон</translation>
    </message>
    <message>
        <source>Once the talon is closed or used up you must follow suit with a higher card if you can; off, any card of the suit will do.</source>
        <translation>Щом талонът е затворен или изчерпан, трябва да отговорите по боя с по-силна карта, ако можете; ако е изключено, стига която и да е карта от боята.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading the queen</source>
        <translation>Анонсът се обявява, като се играе дамата</translation>
    </message>
    <message>
        <source>Only the queen may be led to announce a marriage; the king is played normally.</source>
        <translation>За обявяване на анонс може да се играе само дамата; попът се играе както обикновено.</translation>
    </message>
    <message>
        <source>A marriage needs a trick won first</source>
        <translation>Анонс само след взета взятка</translation>
    </message>
    <message>
        <source>Announcing a marriage needs at least one trick won.</source>
        <translation>За да обявите анонс, трябва да сте взели поне една взятка.</translation>
    </message>
    <message>
        <source>Marriages also after the talon is gone or closed</source>
        <translation>Анонси и след изчерпване или затваряне на талона</translation>
    </message>
    <message>
        <source>Off: no marriage may be announced once the talon is closed or used up.</source>
        <translation>Изключено: след затваряне или изчерпване на талона не може да се обявяват анонси.</translation>
    </message>
    <message>
        <source>Declare %1 automatically</source>
        <translation>Автоматично обявяване на %1</translation>
    </message>
    <message>
        <source>The deal ends as soon as someone reaches %1. Off: you must declare it yourself, and a false claim is punished.</source>
        <translation>Раздаването приключва, щом някой стигне %1. Изключено: трябва да обявите сами, а грешното обявяване се наказва.</translation>
    </message>
    <message>
        <source>False claim of %1:</source>
        <translation>Грешно обявяване на %1:</translation>
    </message>
    <message>
        <source>What a wrong declaration of %1 gives the opponent (with automatic declaring off).</source>
        <translation>Какво получава противникът при грешно обявяване на %1 (при изключено автоматично обявяване).</translation>
    </message>
    <message>
        <source>Old closing penalty (6 if the closer takes no trick)</source>
        <translation>Старо наказание за затваряне (6, ако затворилият е без взятка)</translation>
    </message>
    <message>
        <source>A closer who fails gives away 2 game points, or 6 if they took no trick in the whole deal.</source>
        <translation>Неуспешно затворилият дава 2 победни точки или 6, ако в цялото раздаване не е взел нито една взятка.</translation>
    </message>
    <message>
        <source>Old scoring (no card points counts as no trick)</source>
        <translation>Старо броене (взятки без точки се броят като без взятка)</translation>
    </message>
    <message>
        <source>Tricks holding only nines count as no trick, and a deal in which both reach 66 is replayed.</source>
        <translation>Взятки, в които има само деветки, се броят като без взятка, а раздаване, в което и двамата стигнат 66, се преиграва.</translation>
    </message>
    <message>
        <source>Allow looking at your won tricks</source>
        <translation>Разреши преглед на взетите взятки</translation>
    </message>
    <message>
        <source>Lets you look through the tricks you have won, which the rules forbid.</source>
        <translation>Позволява да разглеждате взетите взятки, което правилата забраняват.</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Показвай точките</translation>
    </message>
    <message>
        <source>Off: count the points in your head, as at a real table.</source>
        <translation>Изключено: броите точките наум, както на истинска маса.</translation>
    </message>
    <message>
        <source>opponent scores what the claim was worth</source>
        <translation>противникът печели вместо обявилия</translation>
    </message>
    <message>
        <source>opponent scores 2</source>
        <translation>противникът получава 2</translation>
    </message>
    <message>
        <source>The match is won by the first to reach this many game points (7 or 11).</source>
        <translation>Партията печели първият, събрал толкова победни точки (7 или 11).</translation>
    </message>
    <message>
        <source>Sixty-Six (24 cards, 6 each)</source>
        <translation>Сантасе (24 карти, по 6)</translation>
    </message>
    <message>
        <source>Schnapsen (20 cards, 5 each)</source>
        <translation>Шнапсен (20 карти, по 5)</translation>
    </message>
    <message>
        <source>Three players (24 cards, 6 each)</source>
        <translation>За трима (24 карти, по 6)</translation>
    </message>
    <message>
        <source>Four players in pairs (48 cards, 7 each)</source>
        <translation>За четирима в два отбора (48 карти, по 7)</translation>
    </message>
    <message>
        <source>Four players with bidding (24 cards, 6 each)</source>
        <translation>За четирима с наддаване (24 карти, по 6)</translation>
    </message>
    <message>
        <source>The pack, the hand size and the number of players. With four, your partner sits across the table.</source>
        <translation>Тестето, броят карти в ръка и броят на играчите. При четирима партньорът ви седи срещу вас.</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <comment>game target spin box, after &apos;Game target:&apos;</comment>
        <translation>
            <numerusform>%n победна точка</numerusform>
            <numerusform>%n победни точки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Schnapsen (20 cards)</source>
        <translation>Шнапсен (20 карти)</translation>
    </message>
    <message>
        <source>Sixty-Six for three players</source>
        <translation>Сантасе за трима</translation>
    </message>
    <message>
        <source>Sixty-Six for four players (partners)</source>
        <translation>Сантасе за четирима (с партньор)</translation>
    </message>
    <message>
        <source>Sixty-Six with bidding</source>
        <translation>Сантасе с наддаване</translation>
    </message>
    <message>
        <source>Classic Sixty-Six</source>
        <translation>Класическо Сантасе</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n точка</numerusform>
            <numerusform>%n точки</numerusform>
        </translation>
    </message>
    <message>
        <source>Strict play: you must head the trick. Follow suit with a card that beats the best card of that suit in the trick if you can; otherwise follow suit with any card. If you have none of the suit, you must trump, overtrumping a trump already in the trick if you can. Only when you can do none of this may you play any card.</source>
        <translation>Строги правила: задължително качване. Ако можете, отговорете по боя с карта, по-силна от най-силната карта от тази боя във взятката; иначе отговорете с която и да е карта от боята. Ако нямате от боята, трябва да цакате, като надцаквате вече изигран коз, ако можете. Само ако не можете нищо от това, може да играете произволна карта.</translation>
    </message>
    <message>
        <source>With more than two players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick, even your partner&apos;s.</source>
        <translation>При повече от двама играчи качване означава да играете карта, по-силна от всички карти от изиграната боя във взятката, дори ако взятката вече е цакана, и да надцакате най-силния коз във взятката, дори ако е на партньора ви.</translation>
    </message>
    <message>
        <source>Strict play: you must follow suit, but you need not beat the cards in the trick. If you have none of the suit, you must trump if you can; otherwise you may play any card.</source>
        <translation>Строги правила: задължително отговаряне по боя, без задължително качване. Ако нямате от боята, трябва да цакате, ако можете; иначе може да играете произволна карта.</translation>
    </message>
    <message>
        <source>This page describes the game exactly as it is set up now, with the rule options currently chosen. Change them in the game settings and the page changes with them.</source>
        <translation>Тази страница описва играта точно както е настроена сега, с избраните в момента правила. Ако ги промените в настройките на играта, страницата също ще се промени.</translation>
    </message>
    <message>
        <source>Aim of the game</source>
        <translation>Цел на играта</translation>
    </message>
    <message numerus="yes">
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Двама играчи играят поредица от раздавания. Във всяко раздаване се стремите първи да съберете %n точка, като броите картите във взетите от вас взятки и обявените анонси. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
            <numerusform>Двама играчи играят поредица от раздавания. Във всяко раздаване се стремите първи да съберете %n точки, като броите картите във взетите от вас взятки и обявените анонси. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Трима играчи играят поредица от раздавания, всеки за себе си. Във всяко раздаване се стремите първи да съберете %n точка, като броите картите във взетите от вас взятки и обявените анонси. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
            <numerusform>Трима играчи играят поредица от раздавания, всеки за себе си. Във всяко раздаване се стремите първи да съберете %n точки, като броите картите във взетите от вас взятки и обявените анонси. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Четирима играчи играят в два отбора; партньорите седят един срещу друг и броят взятките си заедно. Във всяко раздаване вашият отбор се стреми първи да събере %n точка от картите във взятките си и от анонсите си. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
            <numerusform>Четирима играчи играят в два отбора; партньорите седят един срещу друг и броят взятките си заедно. Във всяко раздаване вашият отбор се стреми първи да събере %n точки от картите във взятките си и от анонсите си. Спечеленото раздаване носи 1, 2 или 3 победни точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Four players play in two sides; partners sit opposite each other. Before the play the players bid for how many points their side will take. The side with the highest bid tries to make it; the other side tries to stop them.</source>
        <translation>Четирима играчи играят в два отбора; партньорите седят един срещу друг. Преди играта играчите наддават колко точки ще вземе отборът им. Отборът с най-високата обява се стреми да я изпълни, а другият отбор се опитва да му попречи.</translation>
    </message>
    <message numerus="yes">
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Партията печели отборът, който пръв събере %n победна точка.</numerusform>
            <numerusform>Партията печели отборът, който пръв събере %n победни точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Партията печели играчът, който пръв събере %n победна точка.</numerusform>
            <numerusform>Партията печели играчът, който пръв събере %n победни точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Картите</translation>
    </message>
    <message>
        <source>The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.</source>
        <translation>Играе се с 20 карти: асо, десетка, поп, дама и вале от всяка боя.</translation>
    </message>
    <message>
        <source>The game is played with two packs of 24 cards shuffled together, so every card is there twice. Of two equal cards in a trick, the one played first ranks higher.</source>
        <translation>Играе се с две тестета по 24 карти, разбъркани заедно, така че всяка карта я има два пъти. От две еднакви карти във взятката по-силна е тази, която е изиграна първа.</translation>
    </message>
    <message>
        <source>The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each suit.</source>
        <translation>Играе се с 24 карти: асо, десетка, поп, дама, вале и деветка от всяка боя.</translation>
    </message>
    <message>
        <source>The cards rank from high to low as in this table, which also shows what each card is worth:</source>
        <translation>Картите са подредени от най-силната към най-слабата както в тази таблица, която показва и колко точки струва всяка:</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Асо</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десетка</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Поп</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Вале</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Деветка</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Стойност</translation>
    </message>
    <message>
        <source>All the cards together are worth 120 points, so 66 is just over half.</source>
        <translation>Всички карти заедно струват 120 точки, така че 66 е малко повече от половината.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Първият раздаващ се избира случайно.</translation>
    </message>
    <message>
        <source>Next dealer: the winner of a deal deals the next one.</source>
        <translation>Следващ раздаващ: победителят в раздаването раздава следващото.</translation>
    </message>
    <message>
        <source>Next dealer: the deal passes to the left after every deal.</source>
        <translation>Следващ раздаващ: след всяко раздаване раздава играчът отляво.</translation>
    </message>
    <message>
        <source>The dealer deals out all 24 cards, six to each player, in two rounds of three, starting with the player on the dealer&apos;s left. There is no talon and no turned-up card.</source>
        <translation>Раздаващият раздава всичките 24 карти, по шест на всеки играч, на два пъти по три, като започва от играча отляво. Няма талон и няма обърнат коз.</translation>
    </message>
    <message>
        <source>Trump and talon</source>
        <translation>Коз и талон</translation>
    </message>
    <message>
        <source>After dealing, the next card is turned face up: its suit is trump for the whole deal. The card lies under the rest of the undealt cards, the talon, and is the last card to be drawn.</source>
        <translation>След раздаването следващата карта се обръща с лицето нагоре: нейната боя е коз за цялото раздаване. Тя лежи под останалите неразданени карти — талона — и се тегли последна.</translation>
    </message>
    <message>
        <source>With more than two players the talon cannot be closed.</source>
        <translation>При повече от двама играчи талонът не може да се затваря.</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>Разиграване на взятка</translation>
    </message>
    <message>
        <source>A trick is won by the highest trump in it; if it holds no trump, by the highest card of the suit that was led. The winner of a trick leads to the next one.</source>
        <translation>Взятката се взема от най-силния коз в нея, а ако няма коз — от най-силната карта от изиграната боя. Който вземе взятката, играе пръв в следващата.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick. While the talon is open you may play any card you like: you need not follow suit, trump or win the trick. After each trick its winner draws the top card of the talon, then the other players in turn, clockwise.</source>
        <translation>В първата взятка играе пръв играчът отляво на раздаващия. Докато талонът е отворен, може да играете произволна карта: не е задължително да отговаряте по боя, да цакате или да вземате взятката. След всяка взятка играчът, който я е взел, тегли горната карта от талона, а след него и останалите играчи поред, по посока на часовниковата стрелка.</translation>
    </message>
    <message>
        <source>Once the talon is used up or closed, the strict rules apply to every card played after the lead:</source>
        <translation>Щом талонът свърши или бъде затворен, за всяка карта след първата във взятката важат строгите правила:</translation>
    </message>
    <message>
        <source>In Schnapsen there is no bonus for the last trick.</source>
        <translation>В Шнапсен няма бонус за последната взятка.</translation>
    </message>
    <message>
        <source>When the deal is played out to the last card, the winner of the last trick gets 10 extra points for it.</source>
        <translation>Когато раздаването се изиграе до последната карта, играчът, взел последната взятка, получава за нея още 10 точки.</translation>
    </message>
    <message>
        <source>The highest bidder leads to the first trick, and the suit of that card becomes trump. Every trick is played by the strict rules, from the first card to the last:</source>
        <translation>Играчът с най-високата обява играе пръв в първата взятка и боята на тази карта става коз. Всяка взятка се играе по строгите правила, от първата до последната карта:</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>A king and a queen of the same suit in one hand make a marriage, worth 20 points, or 40 in trumps. Only the player about to lead may announce it, and must then lead one of the two cards at once.</source>
        <translation>Поп и дама от една боя в една ръка образуват анонс, който струва 20 точки, а в козовата боя — 40. Анонс може да обяви само играчът, който е на ход, и той трябва веднага да изиграе една от двете карти.</translation>
    </message>
    <message>
        <source>The points count only once the announcer has taken a trick (in a team game, once the side has): a marriage announced before that is kept and counted with that first trick, and lost if no trick is ever taken.</source>
        <translation>Точките се броят едва когато обявилият е взел взятка (в отборна игра — когато отборът му е взел): анонс, обявен преди това, се запазва и се зачита с първата взятка, а ако взятка така и не бъде взета, се губи.</translation>
    </message>
    <message>
        <source>A marriage counts only if it is shown in the play, and only if that side takes a trick. One announced on the very first lead is in the suit that becomes trump, so it is worth 40.</source>
        <translation>Анонсът се зачита само ако е показан по време на играта и само ако отборът вземе взятка. Анонс, обявен още с първия ход, е в боята, която става коз, затова струва 40.</translation>
    </message>
    <message>
        <source>Leading a marriage: you must lead the queen.</source>
        <translation>При анонс: трябва да изиграете дамата.</translation>
    </message>
    <message>
        <source>Leading a marriage: you may lead either the king or the queen.</source>
        <translation>При анонс: може да изиграете попа или дамата.</translation>
    </message>
    <message>
        <source>Marriage before a trick: not allowed. You may announce a marriage only after you have won a trick.</source>
        <translation>Анонс преди взятка: не е позволен. Анонс може да обявите само след като сте взели взятка.</translation>
    </message>
    <message>
        <source>Marriage before a trick: allowed, even on the very first lead; its points wait for your first trick.</source>
        <translation>Анонс преди взятка: позволен, дори с първия ход; точките му чакат първата ви взятка.</translation>
    </message>
    <message>
        <source>Marriages after the talon: you may still announce marriages once the talon is closed or used up.</source>
        <translation>Анонси след талона: може да обявявате анонси и след като талонът е затворен или свършил.</translation>
    </message>
    <message>
        <source>Marriages after the talon: once the talon is closed or used up, no more marriages may be announced. One announced earlier still counts when its owner takes a trick.</source>
        <translation>Анонси след талона: щом талонът е затворен или свършил, анонси вече не могат да се обявяват. Обявен по-рано анонс пак се зачита, когато притежателят му вземе взятка.</translation>
    </message>
    <message>
        <source>Exchanging the trump jack</source>
        <translation>Смяна на валето</translation>
    </message>
    <message>
        <source>If you hold the jack of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Ако имате козовото вале, може да го смените с обърнатия коз. Това е позволено, когато сте на ход, преди да играете, ако вече сте взели взятка и в талона освен обърнатия коз има поне още една карта с лицето надолу.</translation>
    </message>
    <message>
        <source>Exchanging the trump nine</source>
        <translation>Смяна на деветката</translation>
    </message>
    <message>
        <source>If you hold the nine of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Ако имате козовата деветка, може да я смените с обърнатия коз. Това е позволено, когато сте на ход, преди да играете, ако вече сте взели взятка и в талона освен обърнатия коз има поне още една карта с лицето надолу.</translation>
    </message>
    <message>
        <source>With three players this is possible only when leading to the second trick.</source>
        <translation>При игра за трима това е възможно само когато играете пръв във втората взятка.</translation>
    </message>
    <message>
        <source>It is enough that your side has won a trick. Either of the two trump nines may be exchanged, but only one exchange is allowed in a deal.</source>
        <translation>Достатъчно е отборът ви да е взел взятка. Може да се смени всяка от двете козови деветки, но в едно раздаване е позволена само една смяна.</translation>
    </message>
    <message>
        <source>Closing the talon</source>
        <translation>Затваряне на талона</translation>
    </message>
    <message>
        <source>When it is your lead, before you lead, you may close the talon, as long as it still holds at least one face-down card besides the trump card. The trump card is turned face down, nobody draws any more, the strict rules apply at once, and there is no bonus for the last trick. Close only when you are sure of reaching 66 with the cards you hold: if you fail, your opponent scores.</source>
        <translation>Когато сте на ход, преди да играете, може да затворите талона, стига в него освен обърнатия коз да има поне още една карта с лицето надолу. Козът се обръща с лицето надолу, никой повече не тегли, веднага важат строгите правила и няма бонус за последната взятка. Затваряйте само ако сте сигурни, че ще стигнете 66 с картите в ръката си: ако не успеете, противникът получава победни точки.</translation>
    </message>
    <message>
        <source>Declaring: automatic. As soon as your points reach %1, after a trick or after announcing a marriage, the deal ends and is scored for you.</source>
        <translation>Обявяване: автоматично. Щом точките ви стигнат %1 — след взятка или след обявен анонс — раздаването приключва и се отчита във ваша полза.</translation>
    </message>
    <message>
        <source>Declaring: by hand, as at a real table. Keep count yourself, and when you believe your points have reached %1, declare at any of your turns: the deal ends at once. If a marriage lifts you to %1, declare at your next turn.</source>
        <translation>Обявяване: ръчно, както на истинска маса. Броете сами и когато смятате, че сте стигнали %1, обявете го, когато сте на ход: раздаването приключва веднага. Ако стигнете %1 с анонс, обявете при следващия си ход.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores 2 game points.</source>
        <translation>Грешно обявяване: ако обявите, без да имате достатъчно точки, противникът получава 2 победни точки.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores what you would have scored had you been right, and at least 2 game points.</source>
        <translation>Грешно обявяване: ако обявите, без да имате достатъчно точки, противникът получава толкова победни точки, колкото бихте получили вие, ако бяхте прави, но най-малко 2.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Точкуване</translation>
    </message>
    <message>
        <source>The winner of a deal scores game points according to how well the loser did:</source>
        <translation>Победителят в раздаването получава победни точки според това как се е справил загубилият:</translation>
    </message>
    <message numerus="yes">
        <source>The loser has %n point(s) or more</source>
        <translation>
            <numerusform>Загубилият има %n точка или повече</numerusform>
            <numerusform>Загубилият има %n точки или повече</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation>
            <numerusform>Загубилият има под %n точка, но е взел взятка</numerusform>
            <numerusform>Загубилият има под %n точки, но е взел взятка</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser took no trick</source>
        <translation>Загубилият не е взел нито една взятка</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Положение</translation>
    </message>
    <message>
        <source>Winner scores</source>
        <translation>Победителят получава</translation>
    </message>
    <message>
        <source>With three players the winner is judged against the better of the two opponents: 2 game points only if both are under 33, and 3 only if neither took a trick.</source>
        <translation>При игра за трима победните точки се определят според по-добрия от двамата противници: 2 победни точки само ако и двамата са под 33 точки и 3 само ако никой от тях не е взел взятка.</translation>
    </message>
    <message>
        <source>If the player who closed the talon reaches 66, the deal is scored as in the table, but on the points and tricks the opponent had when the talon was closed.</source>
        <translation>Ако играчът, затворил талона, стигне 66, раздаването се отчита по таблицата, но по точките и взятките, които противникът е имал при затварянето.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 6 if the closer took no trick in the whole deal.</source>
        <translation>Неуспешно затваряне: ако затворилият талона не стигне 66 или противникът го изпревари, противникът получава 2 победни точки или 6, ако затворилият не е взел нито една взятка в цялото раздаване.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 3 if they had no trick when the talon was closed.</source>
        <translation>Неуспешно затваряне: ако затворилият талона не стигне 66 или противникът го изпревари, противникът получава 2 победни точки или 3, ако при затварянето на талона не е имал нито една взятка.</translation>
    </message>
    <message>
        <source>If all cards have been played and nobody has reached %1, the winner of the last trick scores 1 game point.</source>
        <translation>Ако всички карти са изиграни и никой не е стигнал %1, играчът, взел последната взятка, получава 1 победна точка.</translation>
    </message>
    <message>
        <source>If both players end with exactly 65, nobody scores, and the winner of the next deal gets 1 extra game point.</source>
        <translation>Ако и двамата играчи завършат с точно 65 точки, никой не получава нищо, а победителят в следващото раздаване получава 1 допълнителна победна точка.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser without a single card point counts as having no trick, so the winner scores 3 game points, even if the loser took tricks of nines.</source>
        <translation>Отчитане на загубилия: ако загубилият няма нито една точка, той се смята за „без взятка“, затова победителят получава 3 победни точки, дори загубилият да е взел взятки с деветки.</translation>
    </message>
    <message>
        <source>If both players reach 66 in the same deal, the deal is played again by the same dealer, with no score.</source>
        <translation>Ако и двамата играчи стигнат 66 в едно и също раздаване, то се изиграва отново от същия раздаващ, без точки.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser who took any trick has a trick, even if it holds only nines.</source>
        <translation>Отчитане на загубилия: ако загубилият е взел каквато и да е взятка, тя се брои, дори в нея да има само деветки.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left. Each player either bids a higher level than the last bid or passes; a player who passes is out of the auction for this deal. Partners may outbid each other. The auction ends when three players have passed after a bid, or at once when someone bids 5. If all four pass, the deal is thrown in and the next player deals.</source>
        <translation>Наддаването започва от играча отляво на раздаващия. Всеки играч или обявява по-високо ниво от последната обява, или казва „пас“; играч, казал „пас“, не наддава повече в това раздаване. Партньорите могат да наддават и над обявата на партньора си. Наддаването свършва, когато след обява трима играчи са казали „пас“, или веднага щом някой обяви 5. Ако и четиримата кажат „пас“, раздаването се анулира и раздава следващият играч.</translation>
    </message>
    <message>
        <source>Moon: the bidder plays alone, the partner sits out, and must take every trick</source>
        <translation>Луна: обявилият играе сам, партньорът му не участва и трябва да се вземат всички взятки</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>The bidding side must take</source>
        <translation>Наддаващият отбор трябва да вземе</translation>
    </message>
    <message>
        <source>The bidding side counts its card points plus the marriages it showed. If that reaches the bid, it scores as many game points as the level of the bid; if not, it loses that many, and its score may go below zero. The other side scores 1 game point for every full 33 points it took. A moon wins 5 game points if every trick is taken, and loses 5 otherwise. If both sides pass the target in the same deal, the bidding side wins the game.</source>
        <translation>Наддаващият отбор брои точките от картите си и показаните анонси. Ако стигне обявата, получава толкова победни точки, колкото е нивото на обявата; ако не — губи толкова и резултатът му може да стане отрицателен. Другият отбор получава 1 победна точка за всеки пълни 33 точки, които е взел. Луната носи 5 победни точки, ако са взети всички взятки, иначе отнема 5. Ако в едно раздаване и двата отбора стигнат целта на партията, партията печели наддаващият отбор.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>На масата</translation>
    </message>
    <message>
        <source>Score display: the points each side has taken in this deal are shown on the table.</source>
        <translation>Показване на точките: на масата се вижда колко точки е взела всяка страна в това раздаване.</translation>
    </message>
    <message>
        <source>Score display: hidden. Keep count in your head, as at a real card table.</source>
        <translation>Показване на точките: скрито. Броете наум, както на истинска маса.</translation>
    </message>
    <message>
        <source>Looking at tricks: you may look through the tricks you have won.</source>
        <translation>Преглед на взятките: може да разглеждате взетите си взятки.</translation>
    </message>
    <message>
        <source>Looking at tricks: won tricks lie face down; only the last trick may be looked at.</source>
        <translation>Преглед на взятките: взетите взятки лежат с лицето надолу; може да се погледне само последната взятка.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>With three players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick.</source>
        <translation>При игра за трима качване означава да играете карта, по-силна от всички карти от изиграната боя във взятката, дори ако взятката вече е цакана, и да надцакате най-силния коз във взятката.</translation>
    </message>
    <message>
        <source>Declaring %1</source>
        <comment>heading; %1 is 66 or 101</comment>
        <translation>Обявяване на %1</translation>
    </message>
    <message numerus="yes">
        <source>The dealer deals %n card(s) to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</source>
        <translation>
            <numerusform>Раздаващият дава на всеки играч по %n карта на два пъти — първо %1, после %2 — като започва от играча отляво.</numerusform>
            <numerusform>Раздаващият дава на всеки играч по %n карти на два пъти — първо %1, после %2 — като започва от играча отляво.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашни правила</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общи</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Език:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Скорост на анимацията:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Гръб на картите:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Системен език</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Езикът на играта; сменя се веднага.</translation>
    </message>
    <message>
        <source>How strongly the computer plays in new games.</source>
        <translation>Колко силно играе компютърът в новите партии.</translation>
    </message>
    <message>
        <source>How fast the cards move; Off makes them jump into place.</source>
        <translation>Колко бързо се движат картите; при „Изключена“ те веднага застават на мястото си.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Син</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червен</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелен</translation>
    </message>
    <message>
        <source>The picture on the back of the cards.</source>
        <translation>Рисунката на гърба на картите.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Четирицветно тесте</translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so no two suits share a colour.</source>
        <translation>Сини кари и зелени спатии, така че всяка боя да има свой цвят.</translation>
    </message>
    <message>
        <source>Off: leading a king or queen whose partner you hold announces the marriage automatically.</source>
        <translation>Изключено: ако играете поп или дама, чиято двойка е в ръката ви, анонсът се обявява автоматично.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>Closing and scoring</source>
        <translation>Затваряне и точкуване</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Plays with the computer&apos;s hand face up, to study its play.</source>
        <translation>Картите на компютъра са открити, за да изучавате играта му.</translation>
    </message>
    <message>
        <source>Showing the computer&apos;s cards, undoing a move or taking a hint makes the match a practice match, counted apart in the statistics.</source>
        <translation>Ако покажете картите на компютъра, отмените ход или вземете подсказка, партията става тренировъчна и се брои отделно в статистиката.</translation>
    </message>
    <message>
        <source>Changes to the variant, the computer, the rules, trick review and card points apply from the next new game.</source>
        <translation>Промените във варианта, компютъра, правилата, прегледа на взятките и показването на точките важат от следващата нова партия.</translation>
    </message>
    <message>
        <source>Ask before &amp;declaring 66</source>
        <translation>Питай преди &amp;обявяване на 66</translation>
    </message>
    <message>
        <source>When you declare by hand (the 66! chip or D): ask first, with your card points. Off: one click declares.</source>
        <translation>Когато обявявате сами (с жетона „66!“ или D): първо пита, като показва точките ви. Изключено: обявявате с едно щракване.</translation>
    </message>
    <message>
        <source>&amp;Tell me when a hint or an undo makes a match practice</source>
        <translation>&amp;Съобщавай, когато подсказка или отмяна направи партията тренировъчна</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>С&amp;ила на звука:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуци</translation>
    </message>
    <message>
        <source>Soft sounds for dealing, playing, tricks and your turn; S turns them on or off.</source>
        <translation>Тихи звуци при раздаване, игра на карти, взятки и вашия ход; S ги включва или изключва.</translation>
    </message>
    <message>
        <source>How loud the sounds are.</source>
        <translation>Колко силни са звуците.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Цвят на масата:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Размер на картите:</translation>
    </message>
    <message>
        <source>The colour of the cloth on the table.</source>
        <translation>Цветът на сукното на масата.</translation>
    </message>
    <message>
        <source>Larger cards are easier to read; they grow only as far as the window has room.</source>
        <translation>По-големите карти се четат по-лесно; растат само докъдето има място в прозореца.</translation>
    </message>
    <message>
        <source>&amp;Celebrate a won match</source>
        <translation>Празнувай &amp;спечелените партии</translation>
    </message>
    <message>
        <source>A few seconds of suit signs over the table; a click or a key ends it.</source>
        <translation>Няколко секунди над масата се показват знаците на боите; щракване или клавиш ги спира.</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt colour</comment>
        <translation>Зелен</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt colour</comment>
        <translation>Син</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <comment>felt colour</comment>
        <translation>Бордо</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <comment>felt colour</comment>
        <translation>Тъмносив</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>card size</comment>
        <translation>Малък</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation>Нормален</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>Голям</translation>
    </message>
    <message>
        <source>Ask before c&amp;losing the talon</source>
        <translation>Питай преди &amp;затваряне на талона</translation>
    </message>
    <message>
        <source>Clicking the talon (or C) asks first, so a click meant for the trump card beside it does not close the deal. Off: one click closes.</source>
        <translation>Щракване върху талона (или C) първо пита, за да не затвори талона щракване, предназначено за обърнатия коз до него. Изключено: талонът се затваря с едно щракване.</translation>
    </message>
    <message>
        <source>Declaring automatically changes from the next deal of the match on the table; the questions change at once.</source>
        <translation>Автоматичното обявяване се променя от следващото раздаване; въпросите се променят веднага.</translation>
    </message>
    <message>
        <source>Play my &amp;forced cards for me</source>
        <translation>Играй &amp;автоматично единствената ми възможна карта</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it goes by itself after a moment. Off: you play every card yourself.</source>
        <translation>Когато може да се изиграе само една ваша карта, тя се изиграва сама след миг. Изключено: играете всяка карта сами.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 played, %2 won</source>
        <translation type="vanished">изиграни %1, спечелени %2</translation>
    </message>
    <message>
        <source>%1 for, %2 against</source>
        <translation type="vanished">спечелени %1, загубени %2</translation>
    </message>
    <message>
        <source>%1 (current: %2)</source>
        <translation>%1 (текуща: %2)</translation>
    </message>
    <message>
        <source>%1 tried, %2 made</source>
        <translation type="vanished">опити %1, успешни %2</translation>
    </message>
    <message>
        <source>matches won</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>deals won</source>
        <translation>раздавания</translation>
    </message>
    <message>
        <source>No games played yet</source>
        <translation>Още няма изиграни партии</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 от %2</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="vanished">%1 (%2%)</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Шнапсен</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>За трима</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>За четирима</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>С наддаване</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Нулиране на статистиката</translation>
    </message>
    <message>
        <source>Forget all statistics, practice games included? This cannot be undone.</source>
        <translation>Да се изтрие ли цялата статистика, включително тренировъчните партии? Това не може да се отмени.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All counted games</source>
        <translation>Всички отчетени партии</translation>
    </message>
    <message>
        <source>Win rate by computer level</source>
        <translation>Процент победи по ниво на компютъра</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Партии:</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Раздавания:</translation>
    </message>
    <message>
        <source>Game points:</source>
        <translation>Победни точки:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Най-дълга серия победи:</translation>
    </message>
    <message>
        <source>Closings:</source>
        <translation>Затваряния:</translation>
    </message>
    <message>
        <source>By variant and computer level</source>
        <translation>По вариант и ниво на компютъра</translation>
    </message>
    <message>
        <source>Practice games (undo, hints or open cards), counted apart</source>
        <translation>Тренировъчни партии (отменени ходове, подсказки или открити карти), отчитани отделно</translation>
    </message>
    <message>
        <source>No practice games.</source>
        <translation>Няма тренировъчни партии.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ниво</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победи</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздавания</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Победни точки</translation>
    </message>
    <message>
        <source>Closings made</source>
        <translation>Затваряния</translation>
    </message>
    <message>
        <source>Matches won, and their share</source>
        <translation>Спечелени партии и техният дял</translation>
    </message>
    <message>
        <source>Deals won, and their share</source>
        <translation>Спечелени раздавания и техният дял</translation>
    </message>
    <message>
        <source>Game points won : game points lost</source>
        <translation>Спечелени победни точки : загубени победни точки</translation>
    </message>
    <message>
        <source>Closings that made it, of closings tried</source>
        <translation>Успешни затваряния от всички опити</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Нулиране…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Изтриване на цялата статистика</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n изиграна</numerusform>
            <numerusform>%n изиграни</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n спечелена</numerusform>
            <numerusform>%n спечелени</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n изиграно</numerusform>
            <numerusform>%n изиграни</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n спечелено</numerusform>
            <numerusform>%n спечелени</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n спечелена</numerusform>
            <numerusform>%n спечелени</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n against</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n загубена</numerusform>
            <numerusform>%n загубени</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tried</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n опит</numerusform>
            <numerusform>%n опита</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n успешен</numerusform>
            <numerusform>%n успешни</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two counts of one row: 2 played, 1 won</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Рейтинг:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 chosen: Enter or Space plays it, Esc clears the choice.</source>
        <translation>Избрана карта %1: Enter или интервал я изиграва, Esc отменя избора.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Картата %1 не може да се играе сега.</translation>
    </message>
    <message>
        <source>Choose a card first: arrow keys or 1 to 7, then Enter.</source>
        <translation>Първо изберете карта: със стрелките или от 1 до 7, после Enter.</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Обява %1</translation>
    </message>
    <message>
        <source>%1 cannot be bid now: bid higher than the standing bid, or pass.</source>
        <translation>%1 не може да се обяви сега: обявете повече от текущата обява или кажете „пас“.</translation>
    </message>
    <message>
        <source>%1 chosen: Enter or Space calls it, Esc clears the choice.</source>
        <translation>Избрано: %1. Enter или интервал потвърждава, Esc отменя избора.</translation>
    </message>
    <message>
        <source>Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes.</source>
        <translation>Първо изберете: със стрелките, после Enter; или 1 до 5 за обява, P за пас.</translation>
    </message>
    <message>
        <source>You can exchange the trump nine only when you lead, have won a trick and the talon has cards left.</source>
        <translation>Можете да смените деветката само когато сте на ход, имате взета взятка и в талона има карти.</translation>
    </message>
    <message>
        <source>You can close the talon only when you lead and it has cards left.</source>
        <translation>Можете да затворите талона само когато сте на ход и в него има карти.</translation>
    </message>
    <message>
        <source>Declaring is not possible now.</source>
        <translation>Сега обявяването не е възможно.</translation>
    </message>
    <message>
        <source>You can announce a marriage when you lead and hold a king and queen.</source>
        <translation>Можете да обявите анонс, когато сте на ход и имате поп и дама от една боя.</translation>
    </message>
    <message>
        <source>That card cannot be played now: follow suit and take the trick if you can, else play a trump.</source>
        <translation>Тази карта не може да се играе сега: отговорете по боя и качете, ако можете, иначе цакайте.</translation>
    </message>
    <message>
        <source>Announce the marriage (%1)</source>
        <translation>Обяви анонс (%1)</translation>
    </message>
    <message>
        <source>Just play the card</source>
        <translation>Само изиграй картата</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Раздаването приключи.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Моля, изчакайте: не сте на ход.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Коз</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Обява</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Не играе</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>затворен</translation>
    </message>
    <message>
        <source>used up</source>
        <translation>изчерпан</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Талон</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>%1  (to %2)</source>
        <translation>%1  (до&#xa0;%2)</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>none</source>
        <translation>няма</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · раздаващ</translation>
    </message>
    <message>
        <source>%1 · your turn</source>
        <translation>%1 · ваш ход</translation>
    </message>
    <message>
        <source>%1 · thinking…</source>
        <translation>%1 · мисли…</translation>
    </message>
    <message>
        <source>%1 · to play</source>
        <translation>%1 · на ход</translation>
    </message>
    <message>
        <source>%1 · sits out</source>
        <translation>%1 · извън играта</translation>
    </message>
    <message>
        <source>Declare 66: claim the deal now</source>
        <translation type="vanished">Обяви 66 и приключи раздаването</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (партньор)</translation>
    </message>
    <message>
        <source>You &amp; Partner</source>
        <translation>Вие и партньорът</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Your call: bid higher than the standing bid, or pass.</source>
        <translation>Ваш ред: обявете повече от текущата обява или кажете „пас“.</translation>
    </message>
    <message>
        <source>%1 is bidding…</source>
        <translation>%1 наддава…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Bid %1 (key %2; or the arrow keys, then Enter)</source>
        <translation>Обява %1 (клавиш %2 или стрелките и Enter)</translation>
    </message>
    <message>
        <source>Pass (key P or 0; or the arrow keys, then Enter)</source>
        <translation>Пас (клавиш P или 0, или стрелките и Enter)</translation>
    </message>
    <message>
        <source>Keys: 1–5 bid, P pass</source>
        <translation>Клавиши: 1–5 обява, P пас</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Наддаване</translation>
    </message>
    <message>
        <source>Click to exchange your trump nine for this card</source>
        <translation>Щракнете, за да смените козовата деветка с тази карта</translation>
    </message>
    <message>
        <source>Click to close the talon</source>
        <translation>Щракнете, за да затворите талона</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Раздава: %1.</translation>
    </message>
    <message>
        <source>Your call: choose a bid in the auction panel, or pass.</source>
        <translation>Ваш ред: изберете обява в панела за наддаване или кажете „пас“.</translation>
    </message>
    <message>
        <source>you can announce a marriage (M)</source>
        <translation>да обявите анонс (M)</translation>
    </message>
    <message>
        <source>exchange the trump card (E)</source>
        <translation>да смените коза (E)</translation>
    </message>
    <message>
        <source>close the talon (C)</source>
        <translation>да затворите талона (C)</translation>
    </message>
    <message>
        <source>declare 66 (D)</source>
        <translation type="vanished">да обявите 66 (D)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: изиграйте карта.</translation>
    </message>
    <message>
        <source>Your turn: answer the card led.</source>
        <translation>Ваш ход: отговорете на изиграната карта.</translation>
    </message>
    <message>
        <source>Also: %1.</source>
        <translation>Можете също: %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 (Enter plays it).</source>
        <translation>Избрана: %1 (Enter я изиграва).</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 мисли…</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последна взятка</translation>
    </message>
    <message numerus="yes">
        <source>Cards your side has won: %n</source>
        <translation>
            <numerusform>Взетите от вас карти: %n</numerusform>
            <numerusform>Взетите от вас карти: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Това раздаване</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Спечелихте партията!</translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation>Партията е за %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Играй отново</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следващо раздаване</translation>
    </message>
    <message>
        <source>Show me: a guided deal</source>
        <translation>Покажи ми: раздаване с обяснения</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играй</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message numerus="yes">
        <source>These are your %n cards. The computer holds as many, face down.</source>
        <translation>
            <numerusform>Това е вашата %n карта. Компютърът има също толкова, с лицето надолу.</numerusform>
            <numerusform>Това са вашите %n карти. Компютърът има също толкова, с лицето надолу.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trump card: %1 are trumps in this deal. A trump beats every card of another suit.</source>
        <translation>Обърнатият коз: в това раздаване коз е %1. Козът бие всяка карта от друга боя.</translation>
    </message>
    <message>
        <source>The talon: after each trick both players draw a card from it, the winner first.</source>
        <translation>Талонът: след всяка взятка двамата играчи теглят по една карта от него, първо този, който е взел взятката.</translation>
    </message>
    <message>
        <source>When you lead you may close the talon with a click on it. Then nobody draws any more, suit must be followed, and you must reach %1 with the cards you hold.</source>
        <translation>Когато сте на ход, можете да затворите талона с щракване върху него. Тогава никой повече не тегли, трябва да се отговаря по боя, а вие трябва да стигнете %1 с картите в ръката си.</translation>
    </message>
    <message>
        <source>You lead %1. While the talon is open, any card may answer it.</source>
        <translation>Играете %1. Докато талонът е отворен, на нея може да се отговори с коя да е карта.</translation>
    </message>
    <message numerus="yes">
        <source>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</source>
        <translation>
            <numerusform>Имате поп и дама %1: това е анонс за %n точка. Обявявате го, като изиграете едната от двете карти.</numerusform>
            <numerusform>Имате поп и дама %1: това е анонс за %n точки. Обявявате го, като изиграете едната от двете карти.</numerusform>
        </translation>
    </message>
    <message>
        <source>You lead %1 and show its partner: the marriage is announced.</source>
        <translation>Играете %1 и показвате другата карта от двойката: анонсът е обявен.</translation>
    </message>
    <message numerus="yes">
        <source>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</source>
        <translation>
            <numerusform>Това е играта: който пръв събере %n точка, печели раздаването. F1 показва всички правила. „Играй“ започва вашата партия.</numerusform>
            <numerusform>Това е играта: който пръв събере %n точки, печели раздаването. F1 показва всички правила. „Играй“ започва вашата партия.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</source>
        <translation>
            <numerusform>Компютърът отговаря с %1. Вие вземате взятката и нейната %n точка, теглите първи и пак сте на ход.</numerusform>
            <numerusform>Компютърът отговаря с %1. Вие вземате взятката и нейните %n точки, теглите първи и пак сте на ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</source>
        <translation>
            <numerusform>Компютърът отговаря с %1 и взема взятката: %n точка. Той тегли пръв и после е на ход.</numerusform>
            <numerusform>Компютърът отговаря с %1 и взема взятката: %n точки. Той тегли пръв и после е на ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(you have %n card points)</source>
        <translation>
            <numerusform>(имате %n точка)</numerusform>
            <numerusform>(имате %n точки)</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Вие раздавате.</translation>
    </message>
    <message>
        <source>%1 leads: that card chooses trump.</source>
        <translation>%1 играе пръв: тази карта определя коза.</translation>
    </message>
    <message>
        <source>Your turn: lead a card. Its suit becomes trump.</source>
        <translation>Ваш ход: изиграйте карта. Боята ѝ става коз.</translation>
    </message>
    <message>
        <source>chosen by your first card</source>
        <translation>ще го определи първата ви карта</translation>
    </message>
    <message>
        <source>chosen by the first card %1 leads</source>
        <translation>ще го определи първата карта, която изиграе %1</translation>
    </message>
    <message>
        <source>A bid is the card points your side will take: %1.</source>
        <translation>Обявата показва колко точки ще вземе отборът ви: %1.</translation>
    </message>
    <message>
        <source>The highest bidder leads, and the first card led chooses trump.</source>
        <translation>Играчът с най-високата обява играе пръв, а първата изиграна карта определя коза.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n точка)</numerusform>
            <numerusform>%1 (%n точки)</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Обявяване на 66</translation>
    </message>
    <message>
        <source>Declare %1 now?</source>
        <translation>Ще обявите ли %1 сега?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points. With fewer than %1 the claim is false and the other side scores.</source>
        <translation type="vanished">
            <numerusform>Имате %n точка. С по-малко от %1 обявяването е грешно и печели противниковата страна.</numerusform>
            <numerusform>Имате %n точки. С по-малко от %1 обявяването е грешно и печели противниковата страна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If your side has fewer than %n card points the claim is false and the other side scores.</source>
        <translation>
            <numerusform>Ако вашата страна има по-малко от %n точка, обявяването е грешно и печели противниковата страна.</numerusform>
            <numerusform>Ако вашата страна има по-малко от %n точки, обявяването е грешно и печели противниковата страна.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Обяви</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продължи играта</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Не питай повече</translation>
    </message>
    <message numerus="yes">
        <source>The match goes to %n game points.</source>
        <translation>
            <numerusform>Партията е до %n победна точка.</numerusform>
            <numerusform>Партията е до %n победни точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win tricks and be first to %n card points in a deal.</source>
        <translation>
            <numerusform>Вземайте взятки и първи съберете %n точка в раздаването.</numerusform>
            <numerusform>Вземайте взятки и първи съберете %n точки в раздаването.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card values: %1.</source>
        <translation>Стойност на картите: %1.</translation>
    </message>
    <message>
        <source>King and queen of one suit are a marriage: %1, in trumps %2.</source>
        <translation>Поп и дама от една боя са анонс: %1, а в коз — %2.</translation>
    </message>
    <message>
        <source>Click a card to play it. Click the talon to close it, the trump card to exchange it; the buttons below the table do the rest.</source>
        <translation>Щракнете върху карта, за да я изиграете. Щракнете върху талона, за да го затворите, а върху обърнатия коз — за да го смените; останалото правят бутоните под масата.</translation>
    </message>
    <message>
        <source>F1 shows the full rules at any time.</source>
        <translation>F1 показва пълните правила по всяко време.</translation>
    </message>
    <message>
        <source>Welcome to Sixty-Six</source>
        <translation>Добре дошли в Сантасе</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Покажи ми</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Преглед на раздаването</translation>
    </message>
    <message numerus="yes">
        <source>%1 = moon: win all %n tricks alone; your partner sits out.</source>
        <translation>
            <numerusform>%1 = Луна: вземате сами %n взятка; партньорът ви не играе.</numerusform>
            <numerusform>%1 = Луна: вземате сами всички %n взятки; партньорът ви не играе.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim is good.</source>
        <translation>
            <numerusform>Имате %n точка: обявяването е вярно.</numerusform>
            <numerusform>Имате %n точки: обявяването е вярно.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim would be false.</source>
        <translation>
            <numerusform>Имате %n точка: обявяването би било грешно.</numerusform>
            <numerusform>Имате %n точки: обявяването би било грешно.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other side would score %n game points.</source>
        <translation>
            <numerusform>Противниковата страна би спечелила %n победна точка.</numerusform>
            <numerusform>Противниковата страна би спечелила %n победни точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare %1: claim the deal now</source>
        <translation>Обяви %1 и приключи раздаването</translation>
    </message>
    <message>
        <source>declare %1 (D)</source>
        <translation>да обявите %1 (D)</translation>
    </message>
    <message>
        <source>Close the talon now?</source>
        <translation>Ще затворите ли талона сега?</translation>
    </message>
    <message>
        <source>No more cards are drawn and the stricter rules apply. If you do not reach the target with the cards you hold, the other side scores.</source>
        <translation>Вече не се теглят карти и важат строгите правила. Ако не достигнете целта с картите в ръката си, печели противниковата страна.</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Затвори талона</translation>
    </message>
</context>
<context>
    <name>Shared</name>
    <message>
        <source>Off</source>
        <translation>Изключена</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Бърза</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <source>Show the &amp;computer&apos;s cards</source>
        <translation>Показвай картите на &amp;компютъра</translation>
    </message>
    <message>
        <source>Ask before announcing a &amp;marriage</source>
        <translation>&amp;Питай преди обявяване на анонс</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>Ниво на &amp;компютъра:</translation>
    </message>
    <message>
        <source>Game &amp;target:</source>
        <translation>Партия &amp;до:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>No winner</source>
        <translation>Няма победител</translation>
    </message>
    <message>
        <source>Won, %1</source>
        <translation>Победа, %1</translation>
    </message>
    <message>
        <source>Lost, %1</source>
        <translation>Загуба, %1</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(тренировка)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ниво</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Double-click a deal to review it.</source>
        <translation>Щракнете двукратно върху раздаване, за да го прегледате.</translation>
    </message>
    <message>
        <source>No finished deal has been kept yet.</source>
        <translation>Все още няма запазено завършено раздаване.</translation>
    </message>
    <message>
        <source>Match not recorded</source>
        <translation>Партията не е записана</translation>
    </message>
    <message>
        <source>Won the match, %1</source>
        <translation>Спечелена партия, %1</translation>
    </message>
    <message>
        <source>Lost the match, %1</source>
        <translation>Загубена партия, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Незавършена, %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Раздаване %1</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Опитай пак</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Покажи решението</translation>
    </message>
    <message>
        <source>Next move of the solution</source>
        <translation>Следващ ход от решението</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Puzzle %1 (%2) %3</source>
        <translation type="vanished">Задача %1 (%2) %3</translation>
    </message>
    <message>
        <source>No puzzles could be loaded.</source>
        <translation>Задачите не можаха да се заредят.</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Цел: %1</translation>
    </message>
    <message>
        <source>Solved! Well played.</source>
        <translation>Решено! Добре изиграно.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>Това е решението.</translation>
    </message>
    <message>
        <source>The goal is out of reach now. Try again, or see the solution.</source>
        <translation>Целта вече е непостижима. Опитайте пак или вижте решението.</translation>
    </message>
    <message>
        <source>Every card is face up. The computer defends as well as it can.</source>
        <translation>Всички карти са открити. Компютърът се защитава възможно най-добре.</translation>
    </message>
    <message>
        <source>The solution, one move at a time.</source>
        <translation>Решението, ход по ход.</translation>
    </message>
    <message>
        <source>Move %1: you play %2.</source>
        <translation>Ход %1: играете %2.</translation>
    </message>
    <message>
        <source>Move %1: you play %2, the computer answers %3.</source>
        <translation>Ход %1: играете %2, компютърът отговаря с %3.</translation>
    </message>
    <message>
        <source>Also winning: %1.</source>
        <translation>Други печеливши ходове: %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 %2</source>
        <translation>Задача %1 %2</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Следваща задача</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the deal</source>
        <translation>Преглед на раздаването</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>Всички карти открити</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Продължи оттук</translation>
    </message>
    <message>
        <source>With the real cards</source>
        <translation>С истинските карти</translation>
    </message>
    <message>
        <source>With the hidden cards dealt again</source>
        <translation>Със скритите карти, раздадени наново</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Към началото (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Един ход назад (стрелка наляво)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Един ход напред (стрелка надясно)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>До края (End)</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Оценяване на решенията ви…</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Оценяване на решение %1 от %2…</translation>
    </message>
    <message>
        <source>The analysis failed.</source>
        <translation>Анализът завърши с грешка.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Анализът беше прекъснат.</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Най-голямата грешка</translation>
    </message>
    <message>
        <source>Expected game points lost in this deal: %1</source>
        <translation>Очаквани загубени победни точки в това раздаване: %1</translation>
    </message>
    <message>
        <source>No mistake in this deal</source>
        <translation>В това раздаване няма грешки</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (move %2)</source>
        <translation type="vanished">Най-голямата грешка: %1 (ход %2)</translation>
    </message>
    <message>
        <source>%1. %2: %3 (%4)</source>
        <translation>%1. %2: %3 (%4)</translation>
    </message>
    <message>
        <source>You played %1: %2.</source>
        <translation>Вашият ход: %1 — %2.</translation>
    </message>
    <message>
        <source>With all cards open the best was %1 (%2 more).</source>
        <translation>С открити карти най-добрият ход беше %1 (с %2 повече).</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation type="vanished">Изиграни ходове: %1 от %2</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2.</source>
        <translation type="vanished">Най-добрият ход: %1; очаквани загубени победни точки: %2.</translation>
    </message>
    <message>
        <source>Uncertain: the possible deals of the unseen cards do not settle this.</source>
        <translation>Несигурно: възможните разпределения на картите, които не виждате, не решават това.</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2 ± %3.</source>
        <translation>Най-добрият ход: %1; очаквани загубени победни точки: %2 ± %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>With all cards open play goes on: %1.</source>
        <translation type="vanished">С открити карти играта продължава: %1.</translation>
    </message>
    <message>
        <source>After %1 instead: %2.</source>
        <translation>След най-добрия ход (%1): %2.</translation>
    </message>
    <message>
        <source>Game points of your move with all cards open: %1.</source>
        <translation>Победни точки от вашия ход с открити карти: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Judged over %n possible deal(s) of the unseen cards.</source>
        <translation>
            <numerusform>Оценено при %n възможно разпределение на картите, които не виждате.</numerusform>
            <numerusform>Оценено при %n възможни разпределения на картите, които не виждате.</numerusform>
        </translation>
    </message>
    <message>
        <source>The best moves, with the expected game points each loses:</source>
        <translation>Най-добрите ходове и очакваните загубени победни точки за всеки:</translation>
    </message>
    <message>
        <source>• %1: %2 ± %3</source>
        <translation>• %1: %2 ± %3</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Изиграни ходове: %1 от %2</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (decision %2)</source>
        <translation>Най-голямата грешка: %1 (решение %2)</translation>
    </message>
    <message>
        <source>The review that came with this deal was not used; the deal is judged afresh.</source>
        <translation>Прегледът, дошъл с това раздаване, не е използван; раздаването се оценява наново.</translation>
    </message>
    <message>
        <source>Best play goes on: %1.</source>
        <translation>Най-доброто продължение: %1.</translation>
    </message>
    <message>
        <source>With the cards as they really lay (you could not see them all), best play goes on: %1.</source>
        <translation>При истинското разпределение на картите (не ги виждахте всичките) най-доброто продължение е: %1.</translation>
    </message>
    <message>
        <source>After %1 instead, the same moves follow.</source>
        <translation>След най-добрия ход (%1) следват същите ходове.</translation>
    </message>
</context>
<context>
    <name>ReviewMenu</name>
    <message>
        <source>&amp;Review last deal</source>
        <translation>&amp;Преглед на последното раздаване</translation>
    </message>
    <message>
        <source>See where points were lost in the last finished deal (Ctrl+R)</source>
        <translation>Вижте къде са загубени победни точки в последното завършено раздаване (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>Исто&amp;рия…</translation>
    </message>
    <message>
        <source>&amp;Open deal…</source>
        <translation>От&amp;вори раздаване…</translation>
    </message>
    <message>
        <source>Sa&amp;ve deal as…</source>
        <translation>Запази раздаването &amp;като…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Задачи…</translation>
    </message>
    <message>
        <source>No finished deal to review yet.</source>
        <translation>Все още няма завършено раздаване за преглед.</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Отвори раздаване</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.json)</source>
        <translation type="vanished">Раздавания от Сантасе (*.json)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Запази раздаването</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix *.json)</source>
        <translation>Раздавания от Сантасе (*.sixtysix *.json)</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix)</source>
        <translation>Раздавания от Сантасе (*.sixtysix)</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes…</source>
        <translation>&amp;Учете се от грешките си…</translation>
    </message>
    <message>
        <source>Retry the mistakes of your reviewed deals</source>
        <translation>Изиграйте отново ходовете, в които сте сгрешили в прегледаните раздавания</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>No display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open; to play in this terminal instead, run: %1</source>
        <translation>Не е намерен дисплей (не е зададен нито DISPLAY, нито WAYLAND_DISPLAY), затова прозорецът на играта не може да се отвори; за да играете в този терминал, изпълнете: %1</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Сантасе</translation>
    </message>
    <message>
        <source>The data folder %1 is a file, not a folder, so the game has nowhere to keep its saved game; choose another folder with --data-dir.</source>
        <translation>Папката с данни %1 е файл, а не папка, затова играта няма къде да запазва партията; изберете друга папка с --data-dir.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2); choose another folder with --data-dir.</source>
        <translation>Папката с данни %1 не може да бъде създадена (%2); изберете друга папка с --data-dir.</translation>
    </message>
    <message>
        <source>The card pictures of the game are missing or damaged (%1); please reinstall Sixty-Six.</source>
        <translation>Изображенията на картите липсват или са повредени (%1); моля, инсталирайте Сантасе отново.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with this data folder; its window was brought to the front.</source>
        <translation>Сантасе вече работи с тази папка с данни; прозорецът на играта е изведен на преден план.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics.</source>
        <translation type="vanished">Сантасе вече работи с папката с данни %1 (процес %2), затова това копие не се стартира: две копия биха презаписвали едно на друго запазената партия и статистиката.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so it was kept aside as %1 and the settings start from their defaults.</source>
        <translation>Файлът с настройките беше повреден, затова е оставен настрана като %1 и настройките започват от стойностите по подразбиране.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics. If no Sixty-Six is running, remove the file %3 and start again.</source>
        <translation>Сантасе вече работи с папката с данни %1 (процес %2), затова това копие не се стартира: две копия биха презаписвали едно на друго запазената партия и статистиката. Ако Сантасе не работи, изтрийте файла %3 и стартирайте отново.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running; the deal %1 was opened in its window.</source>
        <translation>Сантасе вече работи; раздаването %1 е отворено в прозореца му.</translation>
    </message>
    <message>
        <source>A program of another user (%1) blocks this game&apos;s local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Програма на друг потребител (%1) заема локалната връзка на Сантасе, затова повторно стартиране или отваряне на файл с раздаване няма да стигне до този прозорец; играта продължава.</translation>
    </message>
    <message>
        <source>This game could not set up its local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Сантасе не успя да създаде локалната си връзка, затова повторно стартиране или отваряне на файл с раздаване няма да стигне до този прозорец; играта продължава.</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Not saved: a damaged saved game is in the way</source>
        <translation>Партията не се запазва: пречи повредена запазена партия</translation>
    </message>
    <message>
        <source>Not saved: the data folder cannot be written</source>
        <translation>Партията не се запазва: в папката с данни не може да се записва</translation>
    </message>
    <message>
        <source>Statistics not recorded: the data folder cannot be written</source>
        <translation>Статистиката не се записва: в папката с данни не може да се записва</translation>
    </message>
    <message>
        <source>A damaged saved game that could not be moved aside is left as it is, and nothing is written over it.</source>
        <translation>Повредената запазена партия, която не можа да бъде оставена настрана, остава както е и върху нея нищо не се записва.</translation>
    </message>
    <message>
        <source>The game goes on and tries again after every move.</source>
        <translation>Играта продължава и опитва отново след всеки ход.</translation>
    </message>
    <message>
        <source>Not saved: the match is too long to save</source>
        <translation>Партията не се запазва: твърде дълга е</translation>
    </message>
    <message>
        <source>Not saved: the data folder was moved or replaced</source>
        <translation>Партията не се запазва: папката с данни е преместена или заменена</translation>
    </message>
    <message>
        <source>The data folder was moved, deleted or replaced while the game ran. Nothing more is written there: another game may own a folder of that name now.</source>
        <translation>Папката с данни беше преместена, изтрита или заменена, докато играта работеше. В нея вече нищо не се записва: папка с това име сега може да принадлежи на друго копие на играта.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>good</source>
        <translation>добре</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточност</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>грешка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>груба грешка</translation>
    </message>
    <message>
        <source>Right decision, unlucky cards.</source>
        <translation>Правилно решение, но картите не ви вървяха.</translation>
    </message>
    <message>
        <source>A mistake, but the cards forgave it.</source>
        <translation>Грешка, но картите ви я простиха.</translation>
    </message>
    <message>
        <source>You played the best move.</source>
        <translation>Изиграхте най-добрия ход.</translation>
    </message>
    <message>
        <source>Several moves were as good as this one.</source>
        <translation type="vanished">Няколко хода бяха също толкова добри.</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 с анонс</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>обява %1</translation>
    </message>
    <message>
        <source>close the talon</source>
        <translation>затваряне на талона</translation>
    </message>
    <message>
        <source>exchange the trump card</source>
        <translation>смяна на обърнатия коз</translation>
    </message>
    <message>
        <source>declare 66</source>
        <translation type="vanished">обявяване на 66</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Файлът не съществува.</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>Това не е обикновен файл.</translation>
    </message>
    <message>
        <source>The file is too large to be a deal.</source>
        <translation>Файлът е твърде голям за раздаване.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Файлът не можа да бъде прочетен.</translation>
    </message>
    <message>
        <source>The file is not a Sixty-Six deal.</source>
        <translation>Файлът не е раздаване от Сантасе.</translation>
    </message>
    <message>
        <source>The file holds a whole match, not a single deal.</source>
        <translation>Файлът съдържа цяла партия, а не едно раздаване.</translation>
    </message>
    <message>
        <source>The deal was written by a newer version of Sixty-Six.</source>
        <translation>Раздаването е записано от по-нова версия на Сантасе.</translation>
    </message>
    <message>
        <source>The deal file is damaged: its cards or moves do not make a valid deal.</source>
        <translation>Файлът на раздаването е повреден: картите или ходовете в него не образуват валидно раздаване.</translation>
    </message>
    <message>
        <source>The deal could not be written there.</source>
        <translation>Раздаването не можа да бъде записано там.</translation>
    </message>
    <message>
        <source>Reach %1 and win the deal.</source>
        <translation>Стигнете %1 и спечелете раздаването.</translation>
    </message>
    <message numerus="yes">
        <source>Win the deal with %n game point(s).</source>
        <translation>
            <numerusform>Спечелете раздаването с %n победна точка.</numerusform>
            <numerusform>Спечелете раздаването с %n победни точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes the face-up trump card for the low trump.</source>
        <translation>сменяте малкия коз с обърнатия коз.</translation>
    </message>
    <message>
        <source>It passes.</source>
        <translation>казвате „пас“.</translation>
    </message>
    <message>
        <source>It makes this bid.</source>
        <translation>правите тази обява.</translation>
    </message>
    <message>
        <source>It gives up the trick with your least valuable card.</source>
        <translation>отстъпвате взятката с най-малко ценната си карта.</translation>
    </message>
    <message>
        <source>It leads a trump.</source>
        <translation>започвате взятката с коз.</translation>
    </message>
    <message>
        <source>It leads a card nothing can beat in its suit.</source>
        <translation>започвате с карта, която никоя карта от боята ѝ не може да качи.</translation>
    </message>
    <message>
        <source>It leads a low card and keeps the strong ones.</source>
        <translation>започвате с ниска карта и пазите силните.</translation>
    </message>
    <message>
        <source>It follows; the players after you decide the trick.</source>
        <translation>отговаряте; взятката ще решат играчите след вас.</translation>
    </message>
    <message numerus="yes">
        <source>It claims the deal with %n point(s).</source>
        <translation>
            <numerusform>обявявате победа с %n точка.</numerusform>
            <numerusform>обявявате победа с %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It announces the marriage: %n point(s).</source>
        <translation>
            <numerusform>обявявате анонс: %n точка.</numerusform>
            <numerusform>обявявате анонс: %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It closes the talon with %n point(s) still needed.</source>
        <translation>
            <numerusform>затваряте талона, когато още ви трябва %n точка.</numerusform>
            <numerusform>затваряте талона, когато още ви трябват %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It leads a card worth %n point(s) that a higher card can still beat.</source>
        <translation>
            <numerusform>започвате с карта за %n точка, която още може да бъде качена.</numerusform>
            <numerusform>започвате с карта за %n точки, която още може да бъде качена.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s), and reaches the target.</source>
        <translation>
            <numerusform>вземате взятката (%n точка) и стигате целта.</numerusform>
            <numerusform>вземате взятката (%n точки) и стигате целта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It trumps the trick, worth %n point(s).</source>
        <translation>
            <numerusform>цакате взятката (%n точка).</numerusform>
            <numerusform>цакате взятката (%n точки).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s).</source>
        <translation>
            <numerusform>вземате взятката (%n точка).</numerusform>
            <numerusform>вземате взятката (%n точки).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick and %n point(s) with it.</source>
        <translation>
            <numerusform>отстъпвате взятката и %n точка с нея.</numerusform>
            <numerusform>отстъпвате взятката и %n точки с нея.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick, worth %n point(s).</source>
        <translation>
            <numerusform>отстъпвате взятката (%n точка).</numerusform>
            <numerusform>отстъпвате взятката (%n точки).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed %n more point(s) to reach the target.</source>
        <translation>
            <numerusform>До целта ви трябваше още %n точка.</numerusform>
            <numerusform>До целта ви трябваха още %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could count on %n point(s).</source>
        <translation>
            <numerusform>Можехте да разчитате на %n точка.</numerusform>
            <numerusform>Можехте да разчитате на %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed the deal with only %n point(s).</source>
        <translation>
            <numerusform>Обявихте победа само с %n точка.</numerusform>
            <numerusform>Обявихте победа само с %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target is %n point(s).</source>
        <translation>
            <numerusform>Целта е %n точка.</numerusform>
            <numerusform>Целта е %n точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing the talon was better.</source>
        <translation>По-добре беше да затворите талона.</translation>
    </message>
    <message>
        <source>You left the face-up trump card for later: the exchange was better.</source>
        <translation>Отложихте смяната на обърнатия коз, а беше по-добре да го смените веднага.</translation>
    </message>
    <message numerus="yes">
        <source>You led the card without announcing the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Изиграхте картата, без да обявите анонса: загубена %n точка.</numerusform>
            <numerusform>Изиграхте картата, без да обявите анонса: загубени %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You broke the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Разбихте анонса: загубена %n точка.</numerusform>
            <numerusform>Разбихте анонса: загубени %n точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had %n point(s): you could have claimed the deal.</source>
        <translation>
            <numerusform>Имахте %n точка: можехте да обявите победа.</numerusform>
            <numerusform>Имахте %n точки: можехте да обявите победа.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You threw %n point(s) under a trick you did not win.</source>
        <translation>
            <numerusform>Хвърлихте %n точка във взятка, която не взехте.</numerusform>
            <numerusform>Хвърлихте %n точки във взятка, която не взехте.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best move wins this trick, worth %n point(s).</source>
        <translation>
            <numerusform>Най-добрият ход взема тази взятка (%n точка).</numerusform>
            <numerusform>Най-добрият ход взема тази взятка (%n точки).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You spent a trump on a trick worth only %n point(s).</source>
        <translation>
            <numerusform>Похарчихте коз за взятка само за %n точка.</numerusform>
            <numerusform>Похарчихте коз за взятка само за %n точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>вие: %1</translation>
    </message>
    <message>
        <source>opponent: %1</source>
        <translation>противник: %1</translation>
    </message>
    <message>
        <source>With all cards open, this gives the opponent the last trick.</source>
        <translation>С открити карти този ход дава последната взятка на противника.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точност</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less its margin of error.</source>
        <translation type="vanished">Всяко ваше решение се сравнява с най-добрия ход. Това, което ходът губи, е очакваната му загуба в победни точки: точна, когато всички карти са известни, иначе средната стойност върху много раздавания на картите, които не сте виждали, минус границата на грешката.</translation>
    </message>
    <message>
        <source>A decision&apos;s accuracy is 100 for the best move and falls as the loss grows: 67 for a loss of 0.2 game points, 37 for 0.5, 14 for 1 and almost 0 beyond. The accuracy of a deal is the average over your decisions; a forced move is not a decision.</source>
        <translation>Точността на решение е 100 за най-добрия ход и намалява, колкото по-голяма е загубата: 67 при загуба 0,2 победни точки, 37 при 0,5, 14 при 1 и почти 0 при по-голяма загуба. Точността на раздаването е средната стойност за вашите решения; принудителният ход не е решение.</translation>
    </message>
    <message>
        <source>Cards and play</source>
        <translation>Карти и игра</translation>
    </message>
    <message>
        <source>Your result is your game points minus the other side&apos;s. From play is what the decisions changed: the expected game points the other side gave away, less those you gave away. From the cards is the rest: the deal and the cards drawn, everything no decision chose.</source>
        <translation>Вашият резултат е вашите победни точки минус тези на другата страна. От играта е това, което промениха решенията: очакваните победни точки, загубени от другата страна, минус тези, загубени от вас. От картите е останалото: раздаването и картите, изтеглени от талона, всичко, което не е избрано от решение.</translation>
    </message>
    <message>
        <source>When the talon is closed or used up, the real cards can be solved exactly (the open-card verdicts). The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation type="vanished">Когато талонът е затворен или изчерпан, истинските карти могат да се решат точно (оценката с открити карти). Редът с истинските карти сумира колко наистина струваха ходовете с тези карти; където се различава от играта, скритите карти са помогнали или навредили на решение.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Затваряне на талона</translation>
    </message>
    <message>
        <source>The last trump</source>
        <translation>Последният коз</translation>
    </message>
    <message>
        <source>Counting to 66</source>
        <translation>Броене до 66</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Анонси</translation>
    </message>
    <message>
        <source>The computer answers %1.</source>
        <translation>Компютърът отговаря с %1.</translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you win only %n game point(s).</source>
        <translation>
            <numerusform>С най-добрата игра оттук печелите само %n победна точка.</numerusform>
            <numerusform>С най-добрата игра оттук печелите само %n победни точки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you lose %n game point(s).</source>
        <translation>
            <numerusform>С най-добрата игра оттук губите %n победна точка.</numerusform>
            <numerusform>С най-добрата игра оттук губите %n победни точки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play goes on: %1 …</source>
        <translation>Най-доброто продължение: %1 …</translation>
    </message>
    <message>
        <source>Try again, or see the solution.</source>
        <translation>Опитайте отново или вижте решението.</translation>
    </message>
    <message>
        <source>Closing too early</source>
        <translation>Преждевременно затваряне на талона</translation>
    </message>
    <message>
        <source>Not closing when you should have</source>
        <translation>Талонът не е затворен, когато трябваше</translation>
    </message>
    <message>
        <source>Missed exchanges of the trump card</source>
        <translation>Пропусната смяна на обърнатия коз</translation>
    </message>
    <message>
        <source>Marriages not announced</source>
        <translation>Необявени анонси</translation>
    </message>
    <message>
        <source>Marriages broken</source>
        <translation>Развалени анонси</translation>
    </message>
    <message>
        <source>Failing to declare 66</source>
        <translation type="vanished">Необявени 66</translation>
    </message>
    <message>
        <source>Declaring 66 too soon</source>
        <translation type="vanished">66, обявени твърде рано</translation>
    </message>
    <message>
        <source>Aces and tens thrown away</source>
        <translation>Хвърлени аса и десетки</translation>
    </message>
    <message>
        <source>Other card play</source>
        <translation>Други грешки при разиграването</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less %1 times its margin of error. The labels (inaccuracy, mistake, blunder) follow the same rule, so a loss those deals cannot tell from chance costs no accuracy and is no mistake.</source>
        <translation>Всяко ваше решение се сравнява с най-добрия ход. Това, което ходът губи, е очакваната му загуба в победни точки: точна, когато всички карти са известни, иначе средната стойност при много разпределения на картите, които не сте виждали, минус %1 пъти границата на грешката. Оценките (неточност, грешка, груба грешка) следват същото правило, така че загуба, която тези разпределения не могат да отличат от случайността, не намалява точността и не е грешка.</translation>
    </message>
    <message numerus="yes">
        <source>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick(s); with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation>
            <numerusform>В раздаване с двама играчи истинските карти могат да се решат точно (оценката с открити карти), когато талонът е затворен или изчерпан, и, когато 66 се обявява автоматично, в последната %n взятка; с повече играчи — към края. Редът с истинските карти сумира колко наистина струваха ходовете с тези карти; където се различава от играта, скритите карти са помогнали или навредили на решение.</numerusform>
            <numerusform>В раздаване с двама играчи истинските карти могат да се решат точно (оценката с открити карти), когато талонът е затворен или изчерпан, и, когато 66 се обявява автоматично, в последните %n взятки; с повече играчи — към края. Редът с истинските карти сумира колко наистина струваха ходовете с тези карти; където се различава от играта, скритите карти са помогнали или навредили на решение.</numerusform>
        </translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>обявяване на %1</translation>
    </message>
    <message>
        <source>Not declaring when you could have</source>
        <translation>Пропуснато обявяване на победа</translation>
    </message>
    <message>
        <source>Declaring too soon</source>
        <translation>Преждевременно обявяване на победа</translation>
    </message>
    <message>
        <source>Opponent under 33</source>
        <translation>Противникът под 33 точки</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Последната взятка</translation>
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
        <translation>Край на партията</translation>
    </message>
    <message>
        <source>You won the match, %1.</source>
        <translation>Спечелихте партията с резултат %1.</translation>
    </message>
    <message>
        <source>%1 won the match, %2.</source>
        <translation>Партията е за %1 с резултат %2.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>&amp;Review the deal</source>
        <translation>&amp;Преглед</translation>
    </message>
    <message>
        <source>A practice match: it is counted apart from your record.</source>
        <translation>Тренировъчна партия: отчита се отделно в статистиката.</translation>
    </message>
    <message>
        <source>In this variant at this level you have won %1 of %2 matches; winning streak: %3.</source>
        <translation type="vanished">В този вариант и ниво: спечелени партии %1 от %2, серия победи %3.</translation>
    </message>
    <message>
        <source>Matches won in this variant at this level: %1 of %2; winning streak: %3.</source>
        <translation>Спечелени партии в този вариант и на това ниво: %1 от %2; серия победи: %3.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Buttons</name>
    <message>
        <source>OK</source>
        <translation>Добре</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По подразбиране</translation>
    </message>
</context>
<context>
    <name>MatchGuard</name>
    <message>
        <source>Practice: your match (deal %1, %2) is kept and comes back when this deal ends.</source>
        <translation>Тренировка: вашата партия (раздаване %1, %2) е запазена и се връща, щом това раздаване свърши.</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Обратно към вашата партия</translation>
    </message>
    <message>
        <source>Your match waits: deal %1, %2</source>
        <translation>Вашата партия чака: раздаване %1, %2</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>The deal is over.</source>
        <translation>Раздаването приключи.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Изчакайте своя ход.</translation>
    </message>
    <message>
        <source>First the auction: bid or pass.</source>
        <translation>Първо наддаването: наддайте или кажете „пас“.</translation>
    </message>
    <message>
        <source>This variant has no such move.</source>
        <translation>В този вариант няма такъв ход.</translation>
    </message>
    <message>
        <source>Only when you lead: a card has been led.</source>
        <translation>Само когато играете пръв: вече е изиграна карта.</translation>
    </message>
    <message>
        <source>The talon is closed.</source>
        <translation>Талонът е затворен.</translation>
    </message>
    <message>
        <source>Only while the talon has two cards or more.</source>
        <translation>Само докато в талона има поне две карти.</translation>
    </message>
    <message>
        <source>Exchange after your first trick.</source>
        <translation>Сменете след първата си взятка.</translation>
    </message>
    <message>
        <source>%1 already lies face up as the trump card.</source>
        <translation>%1 вече е обърнатият коз.</translation>
    </message>
    <message>
        <source>You need %1 to exchange.</source>
        <translation>За да смените, ви трябва %1.</translation>
    </message>
    <message>
        <source>A marriage only after your first trick.</source>
        <translation>Анонс само след първата ви взятка.</translation>
    </message>
    <message>
        <source>No marriages once the talon is closed or used up.</source>
        <translation>Без анонси, щом талонът е затворен или изчерпан.</translation>
    </message>
    <message>
        <source>You hold no king and queen of one suit to announce.</source>
        <translation>Нямате поп и дама от една боя за обявяване.</translation>
    </message>
    <message>
        <source>The claim is made for you automatically.</source>
        <translation>Обявяването става автоматично.</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>Сега не е възможно.</translation>
    </message>
</context>
<context>
    <name>MoveLogDialog</name>
    <message>
        <source>What happened</source>
        <translation>Какво се случи</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>&amp;What happened</source>
        <translation>&amp;Какво се случи</translation>
    </message>
    <message>
        <source>The moves of this deal so far, trick by trick (W)</source>
        <translation>Ходовете в това раздаване досега, взятка по взятка (W)</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 exchanged the trump card: took %2, put down %3.</source>
        <translation>%1 смени обърнатия коз: взе %2, остави %3.</translation>
    </message>
    <message>
        <source>%1 closed the talon.</source>
        <translation>%1 затвори талона.</translation>
    </message>
    <message numerus="yes">
        <source>%1 announced a marriage (%n points) and led %2.</source>
        <translation>
            <numerusform>%1 обяви анонс (%n точка) и изигра %2.</numerusform>
            <numerusform>%1 обяви анонс (%n точки) и изигра %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, marriage (%n points)</source>
        <translation>
            <numerusform>%1, анонс (%n точка)</numerusform>
            <numerusform>%1, анонс (%n точки)</numerusform>
        </translation>
    </message>
    <message>
        <source>trump card exchanged: took %1, put down %2</source>
        <translation>обърнатият коз е сменен: взет %1, оставен %2</translation>
    </message>
    <message>
        <source>talon closed</source>
        <translation>талонът е затворен</translation>
    </message>
    <message>
        <source>claim of %1</source>
        <translation>обявено %1</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>обява %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Trick to %1: %n card points</source>
        <translation>
            <numerusform>Взятка (%1): %n точка</numerusform>
            <numerusform>Взятка (%1): %n точки</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 led %2: clubs are trumps.</source>
        <translation>%1 изигра %2: коз е спатия.</translation>
    </message>
    <message>
        <source>%1 led %2: spades are trumps.</source>
        <translation>%1 изигра %2: коз е пика.</translation>
    </message>
    <message>
        <source>%1 led %2: hearts are trumps.</source>
        <translation>%1 изигра %2: коз е купа.</translation>
    </message>
    <message>
        <source>%1 led %2: diamonds are trumps.</source>
        <translation>%1 изигра %2: коз е каро.</translation>
    </message>
</context>
<context>
    <name>PracticeNotice</name>
    <message>
        <source>Go ahead</source>
        <translation>Продължи</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сега</translation>
    </message>
</context>
<context>
    <name>FinishOffer</name>
    <message>
        <source>Play the &amp;rest</source>
        <translation type="vanished">Изиграй &amp;останалото</translation>
    </message>
    <message>
        <source>The rest of this deal is decided: play it out fast (R)</source>
        <translation>Изходът на това раздаване вече е решен: изиграйте останалото бързо (R)</translation>
    </message>
    <message>
        <source>Decided: play the rest (R)</source>
        <translation>Решено: изиграй останалото (R)</translation>
    </message>
    <message>
        <source>Play the res&amp;t</source>
        <translation>&amp;Изиграй останалото</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>Асо спатия</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Десетка спатия</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Поп спатия</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Дама спатия</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Вале спатия</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Деветка спатия</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Осмица спатия</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Седмица спатия</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Асо пика</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Десетка пика</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Поп пика</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Дама пика</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Вале пика</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Деветка пика</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Осмица пика</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Седмица пика</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Асо купа</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Десетка купа</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Поп купа</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Дама купа</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Вале купа</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Деветка купа</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Осмица купа</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Седмица купа</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Асо каро</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Десетка каро</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Поп каро</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Дама каро</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Вале каро</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Деветка каро</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Осмица каро</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Седмица каро</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>Card table</source>
        <translation>Игрална маса</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Карта с гръб нагоре</translation>
    </message>
    <message>
        <source>%1 (cannot be played now)</source>
        <translation>%1 (не може да се играе сега)</translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Вашите карти: %1.</translation>
    </message>
    <message>
        <source>In the trick: %1.</source>
        <translation>Във взятката: %1.</translation>
    </message>
    <message>
        <source>The trump card: %1.</source>
        <translation>Обърнатият коз: %1.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Раздаването приключи.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>На ход: %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Ново раздаване.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 announces a marriage: %2.</source>
        <translation>%1 обявява анонс: %2.</translation>
    </message>
    <message>
        <source>You announce a marriage: %1.</source>
        <translation>Обявявате анонс: %1.</translation>
    </message>
    <message>
        <source>You exchange the trump card and take %1.</source>
        <translation>Сменяте обърнатия коз и вземате %1.</translation>
    </message>
    <message>
        <source>%1 exchanges the trump card and takes %2.</source>
        <translation>%1 сменя обърнатия коз и взема %2.</translation>
    </message>
    <message>
        <source>You close the talon.</source>
        <translation>Затваряте талона.</translation>
    </message>
    <message>
        <source>%1 closes the talon.</source>
        <translation>%1 затваря талона.</translation>
    </message>
</context>
<context>
    <name>DealFigures</name>
    <message>
        <source>What do these figures mean?</source>
        <translation>Какво означават тези числа?</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точност</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вие</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Компютър</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="vanished">Компютър&#xa0;%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1%</translation>
    </message>
    <message>
        <source>The other side&apos;s decisions are not judged yet: no split of the result.</source>
        <translation>Решенията на другата страна още не са оценени: резултатът не може да се раздели.</translation>
    </message>
    <message>
        <source>From the cards: %1.</source>
        <translation>От картите: %1.</translation>
    </message>
    <message>
        <source>From play: %1.</source>
        <translation>От играта: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged exactly: %n.</source>
        <translation>
            <numerusform>Точно оценени решения: %n.</numerusform>
            <numerusform>Точно оценени решения: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged over sampled deals: %n.</source>
        <translation>
            <numerusform>Решения, оценени при случайни разпределения: %n.</numerusform>
            <numerusform>Решения, оценени при случайни разпределения: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>From play with the real cards (open-card verdicts): %1.</source>
        <translation>От играта с истинските карти (оценка с открити карти): %1.</translation>
    </message>
    <message>
        <source>Your result in game points: %1.</source>
        <translation>Вашият резултат в победни точки: %1.</translation>
    </message>
</context>
<context>
    <name>FiguresHelp</name>
    <message>
        <source>Accuracy, cards and play</source>
        <translation>Точност, карти и игра</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Учете се от грешките си</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Преиграване</translation>
    </message>
    <message>
        <source>Recurring errors</source>
        <translation>Повтарящи се грешки</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Опитай пак</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Грешка</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Брой</translation>
    </message>
    <message>
        <source>%1, decision %2: %3</source>
        <translation>%1, решение %2: %3</translation>
    </message>
    <message>
        <source>No mistakes in the reviewed deals.</source>
        <translation>В прегледаните раздавания няма грешки.</translation>
    </message>
    <message>
        <source>This deal can no longer be read.</source>
        <translation>Това раздаване вече не може да се прочете.</translation>
    </message>
    <message>
        <source>Review your deals (Game &gt; Review) to find mistakes to retry.</source>
        <translation>Прегледайте раздаванията си (Игра &gt; Преглед на последното раздаване), за да намерите ходове, които да изиграете отново.</translation>
    </message>
    <message>
        <source>Your move: what would you play here? Only your own cards are shown.</source>
        <translation>Ваш ход: какво бихте играли тук? Виждат се само вашите карти.</translation>
    </message>
    <message>
        <source>Right: %1 is the best move here.</source>
        <translation>Правилно: %1 е най-добрият ход тук.</translation>
    </message>
    <message>
        <source>The best move was %1. Expected game points lost by %2: %3.</source>
        <translation>Най-добрият ход беше %1. Очаквани загубени победни точки с %2: %3.</translation>
    </message>
    <message>
        <source>In the deal you played %1 (expected game points lost: %2).</source>
        <translation>В раздаването играхте %1 (очаквани загубени победни точки: %2).</translation>
    </message>
    <message numerus="yes">
        <source>Review %n more kept deal(s)</source>
        <translation>
            <numerusform>Прегледай още %n запазено раздаване</numerusform>
            <numerusform>Прегледай още %n запазени раздавания</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing deal %1 of %2…</source>
        <translation>Преглед на раздаване %1 от %2…</translation>
    </message>
</context>
<context>
    <name>RatingBox</name>
    <message>
        <source>Your rating over time</source>
        <translation>Как се променя рейтингът ви</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>още няма</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Play Sixty-Six or Schnapsen against the computer to get a rating.</source>
        <translation>Играйте Сантасе или Шнапсен срещу компютъра, за да получите рейтинг.</translation>
    </message>
    <message>
        <source>Probably between %1 and %2.</source>
        <translation>Вероятно между %1 и %2.</translation>
    </message>
    <message numerus="yes">
        <source>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</source>
        <translation>
            <numerusform>Оценени раздавания: %n (Сантасе и Шнапсен, без тренировъчните).</numerusform>
            <numerusform>Оценени раздавания: %n (Сантасе и Шнапсен, без тренировъчните).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Your opponent: %1 (%2)</source>
        <translation>Противник: %1 (%2)</translation>
    </message>
    <message>
        <source>Your opponents: %1 (%2)</source>
        <translation>Противници: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>opponent&apos;s name (level)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Martin, Paul, Simon</source>
        <comment>three names, comma-separated</comment>
        <translation>Мартин, Павел, Симеон</translation>
    </message>
    <message>
        <source>Peter, Andrew, Matthew</source>
        <comment>three names, comma-separated</comment>
        <translation>Петър, Андрей, Матей</translation>
    </message>
    <message>
        <source>George, Nicholas, Michael</source>
        <comment>three names, comma-separated</comment>
        <translation>Георги, Николай, Михаил</translation>
    </message>
    <message>
        <source>John, Jacob, Anthony</source>
        <comment>three names, comma-separated</comment>
        <translation>Иван, Яков, Антон</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>From the next deal, %1 is declared for you.</source>
        <translation>От следващото раздаване %1 се обявява автоматично.</translation>
    </message>
    <message>
        <source>From the next deal, you declare %1 yourself: the %1! chip or D.</source>
        <translation>От следващото раздаване обявявате %1 сами: с жетона „%1!“ или D.</translation>
    </message>
</context>
<context>
    <name>MatchReview</name>
    <message>
        <source>Match at %1 (to %2).</source>
        <translation>Резултат в партията %1 (до %2).</translation>
    </message>
    <message>
        <source>Match at %1 (to %2): your chance of winning it before this deal was %3.</source>
        <translation>Резултат в партията %1 (до %2): преди това раздаване шансът ви да спечелите партията беше %3.</translation>
    </message>
    <message>
        <source>%1. %2: %3 (for the match)</source>
        <translation>%1. %2: %3 (за партията)</translation>
    </message>
    <message>
        <source>You closed the talon. Judged for the match: %1.</source>
        <translation>Затворихте талона. Оценка за партията: %1.</translation>
    </message>
    <message>
        <source>At %1 any win takes the match.</source>
        <translation>При %1 всяко спечелено раздаване печели партията.</translation>
    </message>
    <message>
        <source>At %1 a lost deal ends the match.</source>
        <translation>При %1 загубено раздаване означава загубена партия.</translation>
    </message>
    <message>
        <source>The close risked the match for nothing: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Затварянето на талона рискува партията напразно: при възможните разпределения на картите, които не виждате, то печели партията в %1 от случаите, %2 — в %3.</translation>
    </message>
    <message>
        <source>The close lowered your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Затварянето на талона намали шанса ви да спечелите партията с %1: при възможните разпределения на картите, които не виждате, то печели партията в %2 от случаите, %3 — в %4.</translation>
    </message>
    <message>
        <source>The close was the only way to stay in the match: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Затварянето на талона беше единственият начин да останете в партията: при възможните разпределения на картите, които не виждате, то печели партията в %1 от случаите, %2 — в %3.</translation>
    </message>
    <message>
        <source>The close raised your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Затварянето на талона увеличи шанса ви да спечелите партията с %1: при възможните разпределения на картите, които не виждате, то печели партията в %2 от случаите, %3 — в %4.</translation>
    </message>
    <message>
        <source>For the match the close was as good as %1: the match was won in %2 and %3 of the possible deals of the unseen cards.</source>
        <translation>За партията затварянето на талона беше толкова добро, колкото %1: при възможните разпределения на картите, които не виждате, партията се печели съответно в %2 и %3 от случаите.</translation>
    </message>
    <message>
        <source>Below, the same decision in game points of this deal alone:</source>
        <translation>По-долу същото решение, оценено само в победни точки от това раздаване:</translation>
    </message>
</context>
</TS>
