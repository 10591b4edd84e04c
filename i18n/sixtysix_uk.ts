<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Game</name>
    <message>
        <source>clubs</source>
        <translation>трефи</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>піки</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубни</translation>
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
        <translation>легкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>середній</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>складний</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>експертний</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп&apos;ютер&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 і %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n бал</numerusform>
            <numerusform>%n бали</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took no trick.</source>
        <translation>%1: жодної взятки.</translation>
    </message>
    <message>
        <source>%1 stayed under 33 points.</source>
        <translation>%1: менше 33 очок.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more.</source>
        <translation>%1: 33 очки або більше.</translation>
    </message>
    <message>
        <source>The best-placed opponent</source>
        <translation>Найкращий із суперників</translation>
    </message>
    <message>
        <source>%1 closed the talon and made it.</source>
        <translation>%1: колоду закрито вдало.</translation>
    </message>
    <message>
        <source>%1 had taken no trick when the talon was closed.</source>
        <translation>%1: у момент закриття колоди — жодної взятки.</translation>
    </message>
    <message>
        <source>%1 had under 33 points when the talon was closed.</source>
        <translation>%1: у момент закриття колоди — менше 33 очок.</translation>
    </message>
    <message>
        <source>%1 had 33 points or more when the talon was closed.</source>
        <translation>%1: у момент закриття колоди — 33 очки або більше.</translation>
    </message>
    <message>
        <source>%1 closed the talon and failed.</source>
        <translation>%1: колоду закрито невдало.</translation>
    </message>
    <message>
        <source>%1 took no trick at all.</source>
        <translation>%1: жодної взятки за всю роздачу.</translation>
    </message>
    <message>
        <source>%1 declared %2 without having it.</source>
        <translation>%1: хибна заява %2.</translation>
    </message>
    <message>
        <source>Nobody reached %1: the last trick decides.</source>
        <translation>Ніхто не набрав %1: вирішує остання взятка.</translation>
    </message>
    <message>
        <source>Both have 65: nobody scores.</source>
        <translation>В обох по 65: ніхто не отримує балів.</translation>
    </message>
    <message>
        <source>The winner of the next deal gets one extra game point.</source>
        <translation>Переможець наступної роздачі отримає один додатковий бал.</translation>
    </message>
    <message>
        <source>Both reached %1: the deal is replayed.</source>
        <translation>Обидва набрали %1: роздачу переграють.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal is thrown in.</source>
        <translation>Усі спасували: роздачу анульовано.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1: заявку виконано.</translation>
    </message>
    <message>
        <source>The bid failed: %1 profit.</source>
        <translation>Заявку не виконано: бали отримують %1.</translation>
    </message>
    <message>
        <source>No winner this deal</source>
        <translation>У цій роздачі немає переможця</translation>
    </message>
    <message>
        <source>You won the deal</source>
        <translation>Ви виграли роздачу</translation>
    </message>
    <message>
        <source>%1 won the deal</source>
        <translation>Перемога в роздачі: %1</translation>
    </message>
    <message>
        <source>%1 · moon</source>
        <translation>%1 · Місяць</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Marriage in clubs: lead %1</source>
        <translation>Трефовий мар&apos;яж: ходіть з %1</translation>
    </message>
    <message>
        <source>Marriage in spades: lead %1</source>
        <translation>Піковий мар&apos;яж: ходіть з %1</translation>
    </message>
    <message>
        <source>Marriage in hearts: lead %1</source>
        <translation>Чирвовий мар&apos;яж: ходіть з %1</translation>
    </message>
    <message>
        <source>Marriage in diamonds: lead %1</source>
        <translation>Бубновий мар&apos;яж: ходіть з %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 reached %n point(s).</source>
        <translation>
            <numerusform>%1: набрано %n очко.</numerusform>
            <numerusform>%1: набрано %n очки.</numerusform>
            <numerusform>%1: набрано %n очок.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>It is the only move you have.</source>
        <translation>Це ваш єдиний можливий хід.</translation>
    </message>
    <message>
        <source>You have reached 66: claim the deal now.</source>
        <translation type="vanished">Ви набрали 66: заявіть це зараз.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to 66.</source>
        <translation type="vanished">Ця взятка доведе вас до 66.</translation>
    </message>
    <message>
        <source>Swap your trump nine for the face-up trump card: it is worth more.</source>
        <translation>Поміняйте козирну дев&apos;ятку на відкритий козир: він цінніший.</translation>
    </message>
    <message>
        <source>Swap your trump jack for the face-up trump card: it is worth more.</source>
        <translation>Поміняйте козирного валета на відкритий козир: він цінніший.</translation>
    </message>
    <message>
        <source>Announce your marriage while you can: it is worth 20 or 40.</source>
        <translation>Оголосіть мар&apos;яж, поки можете: він дає 20 або 40.</translation>
    </message>
    <message>
        <source>Keep the king and queen together for a marriage later.</source>
        <translation>Тримайте короля й даму разом, щоб пізніше оголосити мар&apos;яж.</translation>
    </message>
    <message>
        <source>The points you can count on reach 66.</source>
        <translation type="vanished">Очок, на які можна розраховувати, вже вистачає на 66.</translation>
    </message>
    <message>
        <source>Closing scored best over many possible deals of the cards you cannot see.</source>
        <translation>Закриття колоди дало найкращий результат за багатьох можливих розкладів карт, яких ви не бачите.</translation>
    </message>
    <message>
        <source>Lead your top trump to pull the opponent&apos;s trumps.</source>
        <translation>Ходіть старшим козирем, щоб вибити козирі суперника.</translation>
    </message>
    <message>
        <source>Lead a card nobody can beat in its suit.</source>
        <translation>Ходіть картою, яку в її масті ніхто не переб&apos;є.</translation>
    </message>
    <message>
        <source>Lead a low card and keep your strong ones for later.</source>
        <translation>Ходіть молодшою картою, а старші збережіть на потім.</translation>
    </message>
    <message>
        <source>Take the ten (or ace) with a higher card of its suit.</source>
        <translation>Візьміть десятку (або туза) старшою картою тієї ж масті.</translation>
    </message>
    <message>
        <source>Win the trick with your ace or ten and bank its points.</source>
        <translation>Візьміть взятку тузом чи десяткою і заберіть її очки.</translation>
    </message>
    <message>
        <source>Trump it: the trick is worth it.</source>
        <translation>Бийте козирем: взятка того варта.</translation>
    </message>
    <message>
        <source>Take the trick cheaply.</source>
        <translation>Візьміть взятку дешевою картою.</translation>
    </message>
    <message>
        <source>Throw your least useful card.</source>
        <translation>Скиньте найменш корисну карту.</translation>
    </message>
    <message>
        <source>Your partner holds the trick: give them points.</source>
        <translation>Взятка в партнера: дайте йому очки.</translation>
    </message>
    <message>
        <source>Lead from your strongest suit: it becomes trump.</source>
        <translation>Ходіть з найсильнішої масті: вона стане козирною.</translation>
    </message>
    <message>
        <source>Your hand is strong enough for this bid.</source>
        <translation>Ваші карти досить сильні для цієї заявки.</translation>
    </message>
    <message>
        <source>Your hand is too weak to bid higher.</source>
        <translation>Ваші карти заслабкі, щоб заявляти більше.</translation>
    </message>
    <message>
        <source>Your partner holds the bid: leave it to them.</source>
        <translation>Заявка в партнера: залиште її йому.</translation>
    </message>
    <message>
        <source>Every card is known: exact calculation shows this is the best move.</source>
        <translation>Усі карти відомі: точний розрахунок показує, що це найкращий хід.</translation>
    </message>
    <message>
        <source>This move did best over many possible deals of the unseen cards.</source>
        <translation>Цей хід виявився найкращим за багатьох можливих розкладів невідомих карт.</translation>
    </message>
    <message>
        <source>No move stands out: this one is as good as any.</source>
        <translation>Жоден хід не вирізняється: цей не гірший за інші.</translation>
    </message>
    <message>
        <source>This is what the strongest computer level would play.</source>
        <translation>Так зіграв би комп&apos;ютер найвищого рівня.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Зіграйте %1</translation>
    </message>
    <message>
        <source>Exchange the trump card</source>
        <translation>Поміняйте відкритий козир</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Закрийте колоду</translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Заявіть 66</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Заявіть %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Скажіть «пас»</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <translation>Підказка: %1. %2</translation>
    </message>
    <message>
        <source>Announce the marriage in clubs and lead %1</source>
        <translation>Оголосіть трефовий мар&apos;яж і ходіть з %1</translation>
    </message>
    <message>
        <source>Announce the marriage in spades and lead %1</source>
        <translation>Оголосіть піковий мар&apos;яж і ходіть з %1</translation>
    </message>
    <message>
        <source>Announce the marriage in hearts and lead %1</source>
        <translation>Оголосіть чирвовий мар&apos;яж і ходіть з %1</translation>
    </message>
    <message>
        <source>Announce the marriage in diamonds and lead %1</source>
        <translation>Оголосіть бубновий мар&apos;яж і ходіть з %1</translation>
    </message>
    <message>
        <source>You have reached %1: claim the deal now.</source>
        <translation>Ви набрали %1: заявіть це зараз.</translation>
    </message>
    <message>
        <source>Winning this trick takes you to %1.</source>
        <translation>Ця взятка доведе вас до %1.</translation>
    </message>
    <message>
        <source>The points you can count on reach %1.</source>
        <translation>Очок, на які можна розраховувати, вже вистачає на %1.</translation>
    </message>
    <message>
        <source>Declare %1</source>
        <translation>Заявіть %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sixty-Six</source>
        <translation>Шістдесят шість</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Швидкість анімації</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Грати &amp;ще раз</translation>
    </message>
    <message>
        <source>Next &amp;deal</source>
        <translation>Нова &amp;роздача</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>Take back your last move of this deal (Ctrl+Z); the match counts as practice</source>
        <translation>Скасуйте свій останній хід у цій роздачі (Ctrl+Z); партія вважатиметься тренувальною</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Повто&amp;рити хід</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Play again the move you took back (Ctrl+Shift+Z)</source>
        <translation>Зробіть знову скасований хід (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <source>Show the move the strongest computer would make, and why (H)</source>
        <translation>Показує хід, який зробив би найсильніший комп&apos;ютер, і чому (H)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>Practice: play with the computer&apos;s hand face up; the match counts as practice</source>
        <translation>Тренування: гра з відкритими картами комп&apos;ютера; партія вважатиметься тренувальною</translation>
    </message>
    <message>
        <source>Undo, hints or open cards were used: this match is counted apart in the statistics</source>
        <translation>Використано скасування ходів, підказки або відкриті карти: ця партія в статистиці враховується окремо</translation>
    </message>
    <message>
        <source>&amp;Marriage</source>
        <translation>&amp;Мар&apos;яж</translation>
    </message>
    <message>
        <source>Announce a marriage (M), or click a king or queen that can be married</source>
        <translation>Оголосіть мар&apos;яж (M) або клацніть короля чи даму, з якими можна оголосити мар&apos;яж</translation>
    </message>
    <message>
        <source>&amp;Exchange trump</source>
        <translation>&amp;Поміняти козир</translation>
    </message>
    <message>
        <source>Swap your trump nine for the trump card (E), or click the trump card</source>
        <translation>Поміняйте козирну дев&apos;ятку на відкритий козир (E) або клацніть відкритий козир</translation>
    </message>
    <message>
        <source>&amp;Close talon</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>Close the talon (C), or click the talon</source>
        <translation>Закрийте колоду (C) або клацніть колоду</translation>
    </message>
    <message>
        <source>Declare &amp;66</source>
        <translation type="vanished">Заявити &amp;66</translation>
    </message>
    <message>
        <source>Claim that you have reached 66 (D), or click the 66! chip</source>
        <translation type="vanished">Заявіть, що маєте 66 (D), або клацніть фішку «66!»</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Остання взятка</translation>
    </message>
    <message>
        <source>Show the last trick (L), or click a pile of tricks</source>
        <translation>Перегляньте останню взятку (L) або клацніть стос взяток</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Sixty-Six</source>
        <translation>Про &amp;гру «Шістдесят шість»</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>Підказку можна отримати лише під час свого ходу.</translation>
    </message>
    <message>
        <source>Looking for the best move…</source>
        <translation>Шукаємо найкращий хід…</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Продовжити партію?</translation>
    </message>
    <message>
        <source>You have an unfinished match. Do you want to continue it?</source>
        <translation>У вас є незавершена партія. Бажаєте її продовжити?</translation>
    </message>
    <message>
        <source>Deal %1, game points %2.</source>
        <translation>Роздача %1, бали %2.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Sixty-Six, so it was kept aside as %1 and a new game starts.</source>
        <translation>Збережену партію створено новішою версією гри «Шістдесят шість», тому її відкладено як %1 і починається нова партія.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was kept aside as %1 and a new game starts.</source>
        <translation>Збережену партію не вдалося прочитати, тому її відкладено як %1 і починається нова партія.</translation>
    </message>
    <message>
        <source>The saved game was damaged, so it was kept aside as %1 and a new game starts.</source>
        <translation>Збережена партія була пошкоджена, тому її відкладено як %1 і починається нова партія.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Збережена партія</translation>
    </message>
    <message>
        <source>About Sixty-Six</source>
        <translation>Про гру «Шістдесят шість»</translation>
    </message>
    <message>
        <source>Sixty-Six %1, the card game also known as Schnapsen and Santase.
Free software under the MIT licence.

Card art and icon made for this game. Built with Qt and PySide6 (LGPL). Fonts: DejaVu (Bitstream Vera licence).</source>
        <translation>«Шістдесят шість» %1 — карткова гра, відома також як Шнапсен і Сантасе.
Вільне програмне забезпечення за ліцензією MIT.

Малюнки карт і значок створено для цієї гри. Зроблено на Qt і PySide6 (LGPL). Шрифти: DejaVu (ліцензія Bitstream Vera).</translation>
    </message>
    <message>
        <source>The saved game could not be used, and it could not be moved aside either, so it is left as it is and this game will not be saved.</source>
        <translation>Збережену партію не вдалося ні використати, ні відкласти, тому її залишено як є, а цю партію не буде збережено.</translation>
    </message>
    <message>
        <source>The statistics file was damaged, so it was kept aside as %1 and the statistics start again.</source>
        <translation>Файл статистики був пошкоджений, тому його відкладено як %1, і статистика починається заново.</translation>
    </message>
    <message>
        <source>The statistics file was damaged and could not be moved aside, so it is left as it is and new results are not recorded.</source>
        <translation>Файл статистики був пошкоджений, і його не вдалося відкласти, тому його залишено як є, а нові результати не записуються.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>&amp;Вступ</translation>
    </message>
    <message>
        <source>The goal of the game in three lines, and a guided deal</source>
        <translation>Мета гри у трьох рядках і роздача з поясненнями</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Почати нову партію?</translation>
    </message>
    <message>
        <source>A new game ends the match you are playing. Start a new one?</source>
        <translation>Нова партія перерве ту, яку ви зараз граєте. Почати нову?</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>Грати &amp;далі</translation>
    </message>
    <message>
        <source>No hint: the computer ran into an error (%1).</source>
        <translation>Підказки немає: у комп&apos;ютера сталася помилка (%1).</translation>
    </message>
    <message>
        <source>The computer could not move</source>
        <translation>Комп&apos;ютер не зміг зробити хід</translation>
    </message>
    <message>
        <source>The computer player ran into an error and made no move.</source>
        <translation>У комп&apos;ютерного гравця сталася помилка, і він не зробив ходу.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Спробувати ще раз</translation>
    </message>
    <message>
        <source>Hints and undo make this match practice: it is kept apart in your statistics</source>
        <translation>Підказки та скасовані ходи роблять цю партію тренувальною: у статистиці вона враховується окремо</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t tell me again</source>
        <translation>&amp;Більше не показувати</translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="vanished">OK</translation>
    </message>
    <message>
        <source>Declare &amp;%1</source>
        <translation>Заявити &amp;%1</translation>
    </message>
    <message>
        <source>Claim that you have reached %1 (D), or click the %1! chip</source>
        <translation>Заявіть, що маєте %1 (D), або клацніть фішку «%1!»</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>Turn the table&apos;s sounds on or off (S)</source>
        <translation>Увімкніть чи вимкніть звуки гри (S)</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Звуки увімкнено.</translation>
    </message>
    <message>
        <source>Sounds off.</source>
        <translation>Звуки вимкнено.</translation>
    </message>
    <message>
        <source>Cards &amp;won</source>
        <translation type="vanished">&amp;Виграні карти</translation>
    </message>
    <message>
        <source>Show or hide the cards your side has won (T), or click your pile</source>
        <translation>Покажіть чи сховайте карти, взяті вашою стороною (T), або клацніть свою купку</translation>
    </message>
    <message>
        <source>&amp;Guided deal</source>
        <translation>&amp;Роздача з поясненнями</translation>
    </message>
    <message>
        <source>Play one deal with a guide that explains each move</source>
        <translation>Зіграйте одну роздачу з поясненням кожного ходу</translation>
    </message>
    <message>
        <source>Cards w&amp;on</source>
        <translation>&amp;Взяті карти</translation>
    </message>
    <message>
        <source>Sounds unavailable: this copy of the game has no sound library.</source>
        <translation>Звуки недоступні: у цій копії гри немає звукової бібліотеки.</translation>
    </message>
    <message>
        <source>Sounds unavailable: no sound device can be used.</source>
        <translation>Звуки недоступні: немає звукового пристрою, яким можна скористатися.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>How strongly the computer plays.</source>
        <translation>Наскільки сильно грає комп&apos;ютер.</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>The winner of a deal deals the next</source>
        <translation>Переможець роздачі роздає наступну</translation>
    </message>
    <message>
        <source>Off: the deal passes to the left after every deal.</source>
        <translation>Якщо вимкнено: після кожної роздачі роздає наступний гравець ліворуч.</translation>
    </message>
    <message>
        <source>Must head the trick when the talon is gone or closed</source>
        <translation>Обов&apos;язково бити старшою, коли колоду закрито або вичерпано</translation>
    </message>
    <message>
        <source>Once the talon is closed or used up you must follow suit with a higher card if you can; off, any card of the suit will do.</source>
        <translation>Коли колоду закрито або вичерпано, треба класти в масть старшу карту, якщо можете; якщо вимкнено, досить будь-якої карти цієї масті.</translation>
    </message>
    <message>
        <source>A marriage is announced by leading the queen</source>
        <translation>Мар&apos;яж оголошують ходом з дами</translation>
    </message>
    <message>
        <source>Only the queen may be led to announce a marriage; the king is played normally.</source>
        <translation>Щоб оголосити мар&apos;яж, можна ходити лише з дами; королем ходять як звичайною картою.</translation>
    </message>
    <message>
        <source>A marriage needs a trick won first</source>
        <translation>Мар&apos;яж лише після взятої взятки</translation>
    </message>
    <message>
        <source>Announcing a marriage needs at least one trick won.</source>
        <translation>Щоб оголосити мар&apos;яж, треба взяти щонайменше одну взятку.</translation>
    </message>
    <message>
        <source>Marriages also after the talon is gone or closed</source>
        <translation>Мар&apos;яжі й тоді, коли колоду закрито або вичерпано</translation>
    </message>
    <message>
        <source>Off: no marriage may be announced once the talon is closed or used up.</source>
        <translation>Якщо вимкнено: коли колоду закрито або вичерпано, мар&apos;яж оголосити не можна.</translation>
    </message>
    <message>
        <source>Declare %1 automatically</source>
        <translation>Заявляти %1 автоматично</translation>
    </message>
    <message>
        <source>The deal ends as soon as someone reaches %1. Off: you must declare it yourself, and a false claim is punished.</source>
        <translation>Роздача закінчується, щойно хтось набирає %1. Якщо вимкнено: заявляти треба самому, а хибна заява карається.</translation>
    </message>
    <message>
        <source>False claim of %1:</source>
        <translation>Хибна заява %1:</translation>
    </message>
    <message>
        <source>What a wrong declaration of %1 gives the opponent (with automatic declaring off).</source>
        <translation>Що отримує суперник за хибну заяву %1 (коли автоматичну заяву вимкнено).</translation>
    </message>
    <message>
        <source>Old closing penalty (6 if the closer takes no trick)</source>
        <translation>Старий штраф за закриття (6, якщо той, хто закрив, без взятки)</translation>
    </message>
    <message>
        <source>A closer who fails gives away 2 game points, or 6 if they took no trick in the whole deal.</source>
        <translation>Хто невдало закрив колоду, віддає 2 бали, або 6, якщо за всю роздачу не взяв жодної взятки.</translation>
    </message>
    <message>
        <source>Old scoring (no card points counts as no trick)</source>
        <translation>Старий підрахунок (взятки без очок — як без жодної взятки)</translation>
    </message>
    <message>
        <source>Tricks holding only nines count as no trick, and a deal in which both reach 66 is replayed.</source>
        <translation>Якщо у взятках лише дев&apos;ятки, вважається, що взяток немає; роздачу, в якій обидва набрали 66, переграють.</translation>
    </message>
    <message>
        <source>Allow looking at your won tricks</source>
        <translation>Дозволити переглядати свої взятки</translation>
    </message>
    <message>
        <source>Lets you look through the tricks you have won, which the rules forbid.</source>
        <translation>Дає змогу переглядати взяті взятки, хоч правила це забороняють.</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Показувати очки</translation>
    </message>
    <message>
        <source>Off: count the points in your head, as at a real table.</source>
        <translation>Якщо вимкнено: рахуйте очки подумки, як за справжнім столом.</translation>
    </message>
    <message>
        <source>opponent scores what the claim was worth</source>
        <translation>суперник отримує вартість заяви</translation>
    </message>
    <message>
        <source>opponent scores 2</source>
        <translation>суперник отримує 2</translation>
    </message>
    <message>
        <source>The match is won by the first to reach this many game points (7 or 11).</source>
        <translation>Партію виграє той, хто першим набере стільки балів (7 або 11).</translation>
    </message>
    <message>
        <source>Sixty-Six (24 cards, 6 each)</source>
        <translation>Шістдесят шість (24 карти, по 6)</translation>
    </message>
    <message>
        <source>Schnapsen (20 cards, 5 each)</source>
        <translation>Шнапсен (20 карт, по 5)</translation>
    </message>
    <message>
        <source>Three players (24 cards, 6 each)</source>
        <translation>Утрьох (24 карти, по 6)</translation>
    </message>
    <message>
        <source>Four players in pairs (48 cards, 7 each)</source>
        <translation>Учотирьох, дві команди (48 карт, по 7)</translation>
    </message>
    <message>
        <source>Four players with bidding (24 cards, 6 each)</source>
        <translation>Учотирьох з торгівлею (24 карти, по 6)</translation>
    </message>
    <message>
        <source>The pack, the hand size and the number of players. With four, your partner sits across the table.</source>
        <translation>Колода, кількість карт у руці та кількість гравців. Учотирьох партнер сидить навпроти вас.</translation>
    </message>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <comment>game target spin box, after &apos;Game target:&apos;</comment>
        <translation>
            <numerusform>%n бала</numerusform>
            <numerusform>%n балів</numerusform>
            <numerusform>%n балів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Schnapsen (20 cards)</source>
        <translation>Шнапсен (20 карт)</translation>
    </message>
    <message>
        <source>Sixty-Six for three players</source>
        <translation>Шістдесят шість утрьох</translation>
    </message>
    <message>
        <source>Sixty-Six for four players (partners)</source>
        <translation>Шістдесят шість учотирьох (з партнером)</translation>
    </message>
    <message>
        <source>Sixty-Six with bidding</source>
        <translation>Шістдесят шість з торгівлею</translation>
    </message>
    <message>
        <source>Classic Sixty-Six</source>
        <translation>Класична гра «Шістдесят шість»</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очки</numerusform>
            <numerusform>%n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>Strict play: you must head the trick. Follow suit with a card that beats the best card of that suit in the trick if you can; otherwise follow suit with any card. If you have none of the suit, you must trump, overtrumping a trump already in the trick if you can. Only when you can do none of this may you play any card.</source>
        <translation>Сувора гра: треба бити старшою картою. Якщо можете, кладіть у масть карту, старшу за найстаршу карту цієї масті у взятці; інакше кладіть будь-яку карту цієї масті. Якщо цієї масті немає, треба бити козирем, а якщо у взятці вже є козир — перебити його старшим козирем, якщо можете. Лише коли нічого з цього зробити не можна, можна класти будь-яку карту.</translation>
    </message>
    <message>
        <source>With more than two players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick, even your partner&apos;s.</source>
        <translation>Коли грають більше двох гравців, бити старшою означає покласти карту, старшу за всі карти масті ходу у взятці, навіть якщо взятку вже побито козирем, і перебити найстаршого козиря у взятці, навіть якщо це козир вашого партнера.</translation>
    </message>
    <message>
        <source>Strict play: you must follow suit, but you need not beat the cards in the trick. If you have none of the suit, you must trump if you can; otherwise you may play any card.</source>
        <translation>Сувора гра: треба класти в масть, але перебивати не обов&apos;язково. Якщо цієї масті немає, треба бити козирем, якщо можете; інакше можна класти будь-яку карту.</translation>
    </message>
    <message>
        <source>This page describes the game exactly as it is set up now, with the rule options currently chosen. Change them in the game settings and the page changes with them.</source>
        <translation>Ця сторінка описує гру саме так, як її налаштовано зараз, з обраними правилами. Якщо змінити їх у налаштуваннях гри, зміниться й ця сторінка.</translation>
    </message>
    <message>
        <source>Aim of the game</source>
        <translation>Мета гри</translation>
    </message>
    <message numerus="yes">
        <source>Two players play a series of deals. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Двоє гравців грають кілька роздач поспіль. У кожній роздачі ви намагаєтеся першим набрати %n очко, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Двоє гравців грають кілька роздач поспіль. У кожній роздачі ви намагаєтеся першим набрати %n очки, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Двоє гравців грають кілька роздач поспіль. У кожній роздачі ви намагаєтеся першим набрати %n очок, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Three players play a series of deals, each for themselves. In each deal you try to be the first to collect %n point(s), counting the cards in the tricks you take and the marriages you announce. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Троє гравців грають кілька роздач поспіль, кожен сам за себе. У кожній роздачі ви намагаєтеся першим набрати %n очко, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Троє гравців грають кілька роздач поспіль, кожен сам за себе. У кожній роздачі ви намагаєтеся першим набрати %n очки, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Троє гравців грають кілька роздач поспіль, кожен сам за себе. У кожній роздачі ви намагаєтеся першим набрати %n очок, рахуючи карти у взятих вами взятках і оголошені мар&apos;яжі. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Four players play in two sides; partners sit opposite each other and count their tricks together. In each deal your side tries to be the first to collect %n point(s) from the cards in its tricks and its marriages. Winning a deal earns 1, 2 or 3 game points.</source>
        <translation>
            <numerusform>Четверо гравців грають двома командами; партнери сидять один навпроти одного й рахують взятки разом. У кожній роздачі ваша команда намагається першою набрати %n очко з карт у своїх взятках і своїх мар&apos;яжів. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Четверо гравців грають двома командами; партнери сидять один навпроти одного й рахують взятки разом. У кожній роздачі ваша команда намагається першою набрати %n очки з карт у своїх взятках і своїх мар&apos;яжів. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
            <numerusform>Четверо гравців грають двома командами; партнери сидять один навпроти одного й рахують взятки разом. У кожній роздачі ваша команда намагається першою набрати %n очок з карт у своїх взятках і своїх мар&apos;яжів. Виграна роздача приносить 1, 2 або 3 бали.</numerusform>
        </translation>
    </message>
    <message>
        <source>Four players play in two sides; partners sit opposite each other. Before the play the players bid for how many points their side will take. The side with the highest bid tries to make it; the other side tries to stop them.</source>
        <translation>Четверо гравців грають двома командами; партнери сидять один навпроти одного. Перед грою гравці торгуються, скільки очок візьме їхня команда. Команда з найвищою заявкою намагається її виконати, а інша команда — їй завадити.</translation>
    </message>
    <message numerus="yes">
        <source>The first side to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Партію виграє команда, яка першою набере %n бал.</numerusform>
            <numerusform>Партію виграє команда, яка першою набере %n бали.</numerusform>
            <numerusform>Партію виграє команда, яка першою набере %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first player to reach %n game point(s) wins the game.</source>
        <translation>
            <numerusform>Партію виграє гравець, який першим набере %n бал.</numerusform>
            <numerusform>Партію виграє гравець, який першим набере %n бали.</numerusform>
            <numerusform>Партію виграє гравець, який першим набере %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>The game is played with 20 cards: the ace, ten, king, queen and jack of each suit.</source>
        <translation>Грають колодою з 20 карт: туз, десятка, король, дама й валет кожної масті.</translation>
    </message>
    <message>
        <source>The game is played with two packs of 24 cards shuffled together, so every card is there twice. Of two equal cards in a trick, the one played first ranks higher.</source>
        <translation>Грають двома колодами по 24 карти, перетасованими разом, тож кожна карта є двічі. З двох однакових карт у взятці старша та, яку поклали першою.</translation>
    </message>
    <message>
        <source>The game is played with 24 cards: the ace, ten, king, queen, jack and nine of each suit.</source>
        <translation>Грають колодою з 24 карт: туз, десятка, король, дама, валет і дев&apos;ятка кожної масті.</translation>
    </message>
    <message>
        <source>The cards rank from high to low as in this table, which also shows what each card is worth:</source>
        <translation>Карти йдуть від старшої до молодшої, як у цій таблиці, де показано й скільки варта кожна:</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Дев&apos;ятка</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>All the cards together are worth 120 points, so 66 is just over half.</source>
        <translation>Усі карти разом варті 120 очок, тож 66 — трохи більше за половину.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>The first dealer is chosen at random.</source>
        <translation>Першим роздає випадково обраний гравець.</translation>
    </message>
    <message>
        <source>Next dealer: the winner of a deal deals the next one.</source>
        <translation>Хто роздає далі: переможець попередньої роздачі.</translation>
    </message>
    <message>
        <source>Next dealer: the deal passes to the left after every deal.</source>
        <translation>Хто роздає далі: після кожної роздачі — наступний гравець ліворуч.</translation>
    </message>
    <message>
        <source>The dealer deals out all 24 cards, six to each player, in two rounds of three, starting with the player on the dealer&apos;s left. There is no talon and no turned-up card.</source>
        <translation>Роздають усі 24 карти, по шість кожному, у два заходи по три, починаючи з гравця ліворуч від того, хто роздає. Колоди на столі й відкритого козиря немає.</translation>
    </message>
    <message>
        <source>Trump and talon</source>
        <translation>Козир і колода</translation>
    </message>
    <message>
        <source>After dealing, the next card is turned face up: its suit is trump for the whole deal. The card lies under the rest of the undealt cards, the talon, and is the last card to be drawn.</source>
        <translation>Після роздачі наступну карту відкривають: її масть — козирна на всю роздачу. Ця карта лежить під рештою нерозданих карт — колодою — і її беруть останньою.</translation>
    </message>
    <message>
        <source>With more than two players the talon cannot be closed.</source>
        <translation>Коли грають більше двох гравців, закрити колоду не можна.</translation>
    </message>
    <message>
        <source>Playing a trick</source>
        <translation>Розіграш взятки</translation>
    </message>
    <message>
        <source>A trick is won by the highest trump in it; if it holds no trump, by the highest card of the suit that was led. The winner of a trick leads to the next one.</source>
        <translation>Взятку бере найстарший козир у ній, а якщо козирів немає — найстарша карта масті ходу. Хто взяв взятку, той ходить першим у наступній.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads to the first trick. While the talon is open you may play any card you like: you need not follow suit, trump or win the trick. After each trick its winner draws the top card of the talon, then the other players in turn, clockwise.</source>
        <translation>У першій взятці ходить гравець ліворуч від того, хто роздавав. Поки колоду не закрито і в ній є карти, можна класти будь-яку карту: не обов&apos;язково класти в масть, бити козирем чи брати взятку. Після кожної взятки той, хто її взяв, бере верхню карту з колоди, а за ним решта гравців по черзі за годинниковою стрілкою.</translation>
    </message>
    <message>
        <source>Once the talon is used up or closed, the strict rules apply to every card played after the lead:</source>
        <translation>Щойно колоду вичерпано або закрито, для кожної карти після ходу діють суворі правила:</translation>
    </message>
    <message>
        <source>In Schnapsen there is no bonus for the last trick.</source>
        <translation>У Шнапсені за останню взятку бонусу немає.</translation>
    </message>
    <message>
        <source>When the deal is played out to the last card, the winner of the last trick gets 10 extra points for it.</source>
        <translation>Якщо роздачу зіграно до останньої карти, той, хто взяв останню взятку, отримує за неї 10 додаткових очок.</translation>
    </message>
    <message>
        <source>The highest bidder leads to the first trick, and the suit of that card becomes trump. Every trick is played by the strict rules, from the first card to the last:</source>
        <translation>У першій взятці ходить гравець із найвищою заявкою, і масть цієї карти стає козирною. Кожну взятку грають за суворими правилами, від першої карти до останньої:</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>A king and a queen of the same suit in one hand make a marriage, worth 20 points, or 40 in trumps. Only the player about to lead may announce it, and must then lead one of the two cards at once.</source>
        <translation>Король і дама однієї масті в одній руці утворюють мар&apos;яж, вартий 20 очок, а в козирній масті — 40. Оголосити його може лише гравець, чий хід, і він мусить одразу піти з однієї з цих двох карт.</translation>
    </message>
    <message>
        <source>The points count only once the announcer has taken a trick (in a team game, once the side has): a marriage announced before that is kept and counted with that first trick, and lost if no trick is ever taken.</source>
        <translation>Очки зараховуються лише тоді, коли той, хто оголосив мар&apos;яж, уже взяв взятку (у командній грі — коли її взяла команда): мар&apos;яж, оголошений раніше, зберігається й зараховується з першою взяткою, а якщо взятки так і не буде, пропадає.</translation>
    </message>
    <message>
        <source>A marriage counts only if it is shown in the play, and only if that side takes a trick. One announced on the very first lead is in the suit that becomes trump, so it is worth 40.</source>
        <translation>Мар&apos;яж зараховується, лише якщо його показано під час гри і лише якщо ця команда візьме взятку. Мар&apos;яж, оголошений першим же ходом, — у масті, яка стає козирною, тож він вартий 40.</translation>
    </message>
    <message>
        <source>Leading a marriage: you must lead the queen.</source>
        <translation>Хід із мар&apos;яжу: треба ходити з дами.</translation>
    </message>
    <message>
        <source>Leading a marriage: you may lead either the king or the queen.</source>
        <translation>Хід із мар&apos;яжу: можна ходити як з короля, так і з дами.</translation>
    </message>
    <message>
        <source>Marriage before a trick: not allowed. You may announce a marriage only after you have won a trick.</source>
        <translation>Мар&apos;яж до взятки: не дозволено. Оголосити мар&apos;яж можна лише після того, як ви взяли взятку.</translation>
    </message>
    <message>
        <source>Marriage before a trick: allowed, even on the very first lead; its points wait for your first trick.</source>
        <translation>Мар&apos;яж до взятки: дозволено, навіть першим ходом; його очки чекають на вашу першу взятку.</translation>
    </message>
    <message>
        <source>Marriages after the talon: you may still announce marriages once the talon is closed or used up.</source>
        <translation>Мар&apos;яжі без колоди: оголошувати мар&apos;яжі можна й тоді, коли колоду закрито або вичерпано.</translation>
    </message>
    <message>
        <source>Marriages after the talon: once the talon is closed or used up, no more marriages may be announced. One announced earlier still counts when its owner takes a trick.</source>
        <translation>Мар&apos;яжі без колоди: щойно колоду закрито або вичерпано, мар&apos;яжі оголошувати вже не можна. Мар&apos;яж, оголошений раніше, усе одно зараховується, коли його власник бере взятку.</translation>
    </message>
    <message>
        <source>Exchanging the trump jack</source>
        <translation>Заміна козирного валета</translation>
    </message>
    <message>
        <source>If you hold the jack of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Якщо у вас козирний валет, ви можете поміняти його на відкритого козиря. Це можна зробити, коли ваш хід, перш ніж ходити, якщо ви вже взяли взятку і в колоді, крім відкритого козиря, є ще хоча б одна закрита карта.</translation>
    </message>
    <message>
        <source>Exchanging the trump nine</source>
        <translation>Заміна козирної дев&apos;ятки</translation>
    </message>
    <message>
        <source>If you hold the nine of trumps, you may swap it for the turned-up trump card. You may do this when it is your lead, before you lead, once you have won a trick, and while the talon still holds at least one face-down card besides the trump card.</source>
        <translation>Якщо у вас козирна дев&apos;ятка, ви можете поміняти її на відкритого козиря. Це можна зробити, коли ваш хід, перш ніж ходити, якщо ви вже взяли взятку і в колоді, крім відкритого козиря, є ще хоча б одна закрита карта.</translation>
    </message>
    <message>
        <source>With three players this is possible only when leading to the second trick.</source>
        <translation>Утрьох це можливо лише тоді, коли ви ходите в другій взятці.</translation>
    </message>
    <message>
        <source>It is enough that your side has won a trick. Either of the two trump nines may be exchanged, but only one exchange is allowed in a deal.</source>
        <translation>Досить, щоб взятку взяла ваша команда. Поміняти можна будь-яку з двох козирних дев&apos;яток, але в одній роздачі дозволено лише одну заміну.</translation>
    </message>
    <message>
        <source>Closing the talon</source>
        <translation>Закриття колоди</translation>
    </message>
    <message>
        <source>When it is your lead, before you lead, you may close the talon, as long as it still holds at least one face-down card besides the trump card. The trump card is turned face down, nobody draws any more, the strict rules apply at once, and there is no bonus for the last trick. Close only when you are sure of reaching 66 with the cards you hold: if you fail, your opponent scores.</source>
        <translation>Коли ваш хід, перш ніж ходити, ви можете закрити колоду, якщо в колоді, крім відкритого козиря, є ще хоча б одна закрита карта. Козир перевертають сорочкою догори, ніхто більше не бере карт, одразу діють суворі правила, і бонусу за останню взятку немає. Закривайте колоду, лише коли ви певні, що наберете 66 картами, які маєте на руці: якщо не вдасться, бали отримає суперник.</translation>
    </message>
    <message>
        <source>Declaring: automatic. As soon as your points reach %1, after a trick or after announcing a marriage, the deal ends and is scored for you.</source>
        <translation>Заява: автоматична. Щойно ви наберете %1 — після взятки чи після оголошення мар&apos;яжу, — роздача закінчується і зараховується вам.</translation>
    </message>
    <message>
        <source>Declaring: by hand, as at a real table. Keep count yourself, and when you believe your points have reached %1, declare at any of your turns: the deal ends at once. If a marriage lifts you to %1, declare at your next turn.</source>
        <translation>Заява: вручну, як за справжнім столом. Рахуйте самі, і коли вважаєте, що набрали %1, заявіть це під час будь-якого свого ходу: роздача одразу закінчується. Якщо до %1 вас доведе мар&apos;яж, заявіть під час наступного ходу.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores 2 game points.</source>
        <translation>Хибна заява: якщо ви заявили, не маючи досить очок, суперник отримує 2 бали.</translation>
    </message>
    <message>
        <source>A wrong declaration: if you declare without having enough points, your opponent scores what you would have scored had you been right, and at least 2 game points.</source>
        <translation>Хибна заява: якщо ви заявили, не маючи досить очок, суперник отримує стільки балів, скільки отримали б ви, якби мали рацію, але не менше 2.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>The winner of a deal scores game points according to how well the loser did:</source>
        <translation>Переможець роздачі отримує бали залежно від того, як зіграв той, хто програв:</translation>
    </message>
    <message numerus="yes">
        <source>The loser has %n point(s) or more</source>
        <translation>
            <numerusform>У того, хто програв, %n очко або більше</numerusform>
            <numerusform>У того, хто програв, %n очки або більше</numerusform>
            <numerusform>У того, хто програв, %n очок або більше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The loser has fewer than %n point(s) but took a trick</source>
        <translation>
            <numerusform>У того, хто програв, менше ніж %n очко, але він узяв взятку</numerusform>
            <numerusform>У того, хто програв, менше ніж %n очки, але він узяв взятку</numerusform>
            <numerusform>У того, хто програв, менше ніж %n очок, але він узяв взятку</numerusform>
        </translation>
    </message>
    <message>
        <source>The loser took no trick</source>
        <translation>Той, хто програв, не взяв жодної взятки</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Ситуація</translation>
    </message>
    <message>
        <source>Winner scores</source>
        <translation>Переможець отримує</translation>
    </message>
    <message>
        <source>With three players the winner is judged against the better of the two opponents: 2 game points only if both are under 33, and 3 only if neither took a trick.</source>
        <translation>Утрьох бали переможця визначають за кращим із двох суперників: 2 бали — лише якщо в обох менше ніж 33 очки, а 3 — лише якщо жоден не взяв взятки.</translation>
    </message>
    <message>
        <source>If the player who closed the talon reaches 66, the deal is scored as in the table, but on the points and tricks the opponent had when the talon was closed.</source>
        <translation>Якщо гравець, який закрив колоду, набирає 66, роздачу рахують за таблицею, але за очками й взятками, які мав суперник у момент закриття.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 6 if the closer took no trick in the whole deal.</source>
        <translation>Невдале закриття: якщо гравець, який закрив колоду, не набере 66 або суперник випередить його, суперник отримує 2 бали, або 6, якщо той, хто закрив, за всю роздачу не взяв жодної взятки.</translation>
    </message>
    <message>
        <source>Failed closing: if the player who closed does not make 66, or the opponent gets there first, the opponent scores 2 game points, or 3 if they had no trick when the talon was closed.</source>
        <translation>Невдале закриття: якщо гравець, який закрив колоду, не набере 66 або суперник випередить його, суперник отримує 2 бали, або 3, якщо в момент закриття він не мав жодної взятки.</translation>
    </message>
    <message>
        <source>If all cards have been played and nobody has reached %1, the winner of the last trick scores 1 game point.</source>
        <translation>Якщо всі карти зіграно і ніхто не набрав %1, той, хто взяв останню взятку, отримує 1 бал.</translation>
    </message>
    <message>
        <source>If both players end with exactly 65, nobody scores, and the winner of the next deal gets 1 extra game point.</source>
        <translation>Якщо в обох гравців наприкінці рівно по 65 очок, ніхто нічого не отримує, а переможець наступної роздачі отримує 1 додатковий бал.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser without a single card point counts as having no trick, so the winner scores 3 game points, even if the loser took tricks of nines.</source>
        <translation>Підрахунок того, хто програв: гравець без жодного очка вважається таким, що не взяв жодної взятки, тож переможець отримує 3 бали, навіть якщо той, хто програв, узяв взятки з дев&apos;ятками.</translation>
    </message>
    <message>
        <source>If both players reach 66 in the same deal, the deal is played again by the same dealer, with no score.</source>
        <translation>Якщо обидва гравці наберуть 66 в одній роздачі, її переграють без балів, і роздає той самий гравець.</translation>
    </message>
    <message>
        <source>Counting the loser: a loser who took any trick has a trick, even if it holds only nines.</source>
        <translation>Підрахунок того, хто програв: будь-яка взята ним взятка зараховується, навіть якщо в ній лише дев&apos;ятки.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торгівля</translation>
    </message>
    <message>
        <source>Bidding starts with the player on the dealer&apos;s left. Each player either bids a higher level than the last bid or passes; a player who passes is out of the auction for this deal. Partners may outbid each other. The auction ends when three players have passed after a bid, or at once when someone bids 5. If all four pass, the deal is thrown in and the next player deals.</source>
        <translation>Торгівлю починає гравець ліворуч від того, хто роздавав. Кожен або робить заявку, вищу за останню, або каже «пас»; хто спасував, у цій роздачі більше не торгується. Партнери можуть перебивати заявки одне одного. Торгівля закінчується, коли після заявки троє гравців скажуть «пас», або одразу, коли хтось заявить 5. Якщо всі четверо спасують, роздачу анулюють, і роздає наступний гравець.</translation>
    </message>
    <message>
        <source>Moon: the bidder plays alone, the partner sits out, and must take every trick</source>
        <translation>Місяць: той, хто заявив, грає сам, партнер не грає, і треба взяти всі взятки</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>The bidding side must take</source>
        <translation>Команда із заявкою має набрати</translation>
    </message>
    <message>
        <source>The bidding side counts its card points plus the marriages it showed. If that reaches the bid, it scores as many game points as the level of the bid; if not, it loses that many, and its score may go below zero. The other side scores 1 game point for every full 33 points it took. A moon wins 5 game points if every trick is taken, and loses 5 otherwise. If both sides pass the target in the same deal, the bidding side wins the game.</source>
        <translation>Команда із заявкою рахує очки своїх карт і показані мар&apos;яжі. Якщо заявку виконано, вона отримує стільки балів, скільки становить рівень заявки; якщо ні — стільки ж втрачає, і її рахунок може стати від&apos;ємним. Інша команда отримує 1 бал за кожні повні 33 очки, які вона взяла. Місяць приносить 5 балів, якщо взято всі взятки, а інакше команда втрачає 5. Якщо в одній роздачі обидві команди наберуть потрібну для перемоги кількість балів, партію виграє команда із заявкою.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Score display: the points each side has taken in this deal are shown on the table.</source>
        <translation>Показ очок: на столі видно, скільки очок узяла кожна сторона в цій роздачі.</translation>
    </message>
    <message>
        <source>Score display: hidden. Keep count in your head, as at a real card table.</source>
        <translation>Показ очок: приховано. Рахуйте подумки, як за справжнім картковим столом.</translation>
    </message>
    <message>
        <source>Looking at tricks: you may look through the tricks you have won.</source>
        <translation>Перегляд взяток: ви можете переглядати свої взяті взятки.</translation>
    </message>
    <message>
        <source>Looking at tricks: won tricks lie face down; only the last trick may be looked at.</source>
        <translation>Перегляд взяток: взяті взятки лежать сорочкою догори; переглянути можна лише останню взятку.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>With three players, heading means beating every card of the suit led, even when the trick has been trumped, and overtrumping the highest trump in the trick.</source>
        <translation>Утрьох бити старшою означає покласти карту, старшу за всі карти масті ходу у взятці, навіть якщо взятку вже побито козирем, і перебити найстаршого козиря у взятці.</translation>
    </message>
    <message>
        <source>Declaring %1</source>
        <comment>heading; %1 is 66 or 101</comment>
        <translation>Заява %1</translation>
    </message>
    <message numerus="yes">
        <source>The dealer deals %n card(s) to each player in two rounds, %1 and then %2, starting with the player on the dealer&apos;s left.</source>
        <translation>
            <numerusform>Кожному гравцеві роздають по %n карті у два заходи — спершу %1, потім %2, — починаючи з гравця ліворуч від того, хто роздає.</numerusform>
            <numerusform>Кожному гравцеві роздають по %n карти у два заходи — спершу %1, потім %2, — починаючи з гравця ліворуч від того, хто роздає.</numerusform>
            <numerusform>Кожному гравцеві роздають по %n карт у два заходи — спершу %1, потім %2, — починаючи з гравця ліворуч від того, хто роздає.</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Домашні правила</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Швидкість анімації:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Сорочка карт:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Мова гри; змінюється одразу.</translation>
    </message>
    <message>
        <source>How strongly the computer plays in new games.</source>
        <translation>Наскільки сильно грає комп&apos;ютер у нових партіях.</translation>
    </message>
    <message>
        <source>How fast the cards move; Off makes them jump into place.</source>
        <translation>Як швидко рухаються карти; «Вимкнено» — вони одразу стають на місце.</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синя</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червона</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <source>The picture on the back of the cards.</source>
        <translation>Малюнок на сорочці карт.</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Чотириколірні масті</translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so no two suits share a colour.</source>
        <translation>Сині бубни й зелені трефи, щоб кожна масть мала свій колір.</translation>
    </message>
    <message>
        <source>Off: leading a king or queen whose partner you hold announces the marriage automatically.</source>
        <translation>Якщо вимкнено: хід королем чи дамою, до яких у вас є пара, автоматично оголошує мар&apos;яж.</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>Closing and scoring</source>
        <translation>Закриття й підрахунок</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Партія</translation>
    </message>
    <message>
        <source>Plays with the computer&apos;s hand face up, to study its play.</source>
        <translation>Карти комп&apos;ютера відкриті, щоб вивчати його гру.</translation>
    </message>
    <message>
        <source>Showing the computer&apos;s cards, undoing a move or taking a hint makes the match a practice match, counted apart in the statistics.</source>
        <translation>Якщо показати карти комп&apos;ютера, скасувати хід або взяти підказку, партія стає тренувальною і в статистиці враховується окремо.</translation>
    </message>
    <message>
        <source>Changes to the variant, the computer, the rules, trick review and card points apply from the next new game.</source>
        <translation>Зміни варіанта, комп&apos;ютера, правил, перегляду взяток і показу очок діють з наступної нової партії.</translation>
    </message>
    <message>
        <source>Ask before &amp;declaring 66</source>
        <translation>Питати перед &amp;заявою 66</translation>
    </message>
    <message>
        <source>When you declare by hand (the 66! chip or D): ask first, with your card points. Off: one click declares.</source>
        <translation>Коли ви заявляєте самі (фішкою «66!» або клавішею D): гра спершу запитає й покаже ваші очки. Якщо вимкнено: заява одним клацанням.</translation>
    </message>
    <message>
        <source>&amp;Tell me when a hint or an undo makes a match practice</source>
        <translation>&amp;Повідомляти, коли підказка чи скасування ходу робить партію тренувальною</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Гучність:</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>Soft sounds for dealing, playing, tricks and your turn; S turns them on or off.</source>
        <translation>Тихі звуки під час роздачі, ходу картою, взяток і вашого ходу; S вмикає чи вимикає їх.</translation>
    </message>
    <message>
        <source>How loud the sounds are.</source>
        <translation>Наскільки гучні звуки.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Колір столу:</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Розмір карт:</translation>
    </message>
    <message>
        <source>The colour of the cloth on the table.</source>
        <translation>Колір сукна на столі.</translation>
    </message>
    <message>
        <source>Larger cards are easier to read; they grow only as far as the window has room.</source>
        <translation>Більші карти легше читати; вони збільшуються лише настільки, наскільки є місце у вікні.</translation>
    </message>
    <message>
        <source>&amp;Celebrate a won match</source>
        <translation>&amp;Святкувати виграну партію</translation>
    </message>
    <message>
        <source>A few seconds of suit signs over the table; a click or a key ends it.</source>
        <translation>Кілька секунд над столом кружляють знаки мастей; клацання чи будь-яка клавіша це зупиняє.</translation>
    </message>
    <message>
        <source>Green</source>
        <comment>felt colour</comment>
        <translation>Зелений</translation>
    </message>
    <message>
        <source>Blue</source>
        <comment>felt colour</comment>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <comment>felt colour</comment>
        <translation>Бордовий</translation>
    </message>
    <message>
        <source>Charcoal</source>
        <comment>felt colour</comment>
        <translation>Графітовий</translation>
    </message>
    <message>
        <source>Small</source>
        <comment>card size</comment>
        <translation>Малий</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>card size</comment>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>card size</comment>
        <translation>Великий</translation>
    </message>
    <message>
        <source>Ask before c&amp;losing the talon</source>
        <translation>Питати перед закриттям &amp;колоди</translation>
    </message>
    <message>
        <source>Clicking the talon (or C) asks first, so a click meant for the trump card beside it does not close the deal. Off: one click closes.</source>
        <translation>Клацання по колоді (або C) спершу запитає, щоб клацання, призначене для відкритого козиря поруч, не закрило колоду. Якщо вимкнено: колода закривається одним клацанням.</translation>
    </message>
    <message>
        <source>Declaring automatically changes from the next deal of the match on the table; the questions change at once.</source>
        <translation>Автоматична заява змінюється з наступної роздачі; запитання змінюються одразу.</translation>
    </message>
    <message>
        <source>Play my &amp;forced cards for me</source>
        <translation>&amp;Автоматично грати мою єдину можливу карту</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it goes by itself after a moment. Off: you play every card yourself.</source>
        <translation>Коли можна зіграти лише одну вашу карту, вона зіграється сама за мить. Якщо вимкнено: кожну карту ви граєте самі.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 played, %2 won</source>
        <translation type="vanished">зіграно %1, виграно %2</translation>
    </message>
    <message>
        <source>%1 for, %2 against</source>
        <translation type="vanished">здобуто %1, втрачено %2</translation>
    </message>
    <message>
        <source>%1 (current: %2)</source>
        <translation>%1 (поточна: %2)</translation>
    </message>
    <message>
        <source>%1 tried, %2 made</source>
        <translation type="vanished">спроб %1, вдалих %2</translation>
    </message>
    <message>
        <source>matches won</source>
        <translation>виграні партії</translation>
    </message>
    <message>
        <source>deals won</source>
        <translation>виграні роздачі</translation>
    </message>
    <message>
        <source>No games played yet</source>
        <translation>Ще не зіграно жодної партії</translation>
    </message>
    <message>
        <source>%1 : %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation type="vanished">%1 (%2%)</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Шістдесят шість</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Шнапсен</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Утрьох</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Учотирьох</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>З торгівлею</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <source>Forget all statistics, practice games included? This cannot be undone.</source>
        <translation>Стерти всю статистику, зокрема тренувальні партії? Цю дію не можна скасувати.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>All counted games</source>
        <translation>Усі зараховані партії</translation>
    </message>
    <message>
        <source>Win rate by computer level</source>
        <translation>Частка перемог за рівнем комп&apos;ютера</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Партії:</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Роздачі:</translation>
    </message>
    <message>
        <source>Game points:</source>
        <translation>Бали:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Найдовша серія перемог:</translation>
    </message>
    <message>
        <source>Closings:</source>
        <translation>Закриття колоди:</translation>
    </message>
    <message>
        <source>By variant and computer level</source>
        <translation>За варіантом і рівнем комп&apos;ютера</translation>
    </message>
    <message>
        <source>Practice games (undo, hints or open cards), counted apart</source>
        <translation>Тренувальні партії (скасовані ходи, підказки або відкриті карти), враховуються окремо</translation>
    </message>
    <message>
        <source>No practice games.</source>
        <translation>Тренувальних партій немає.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Комп&apos;ютер</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Роздачі</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <source>Closings made</source>
        <translation>Вдалі закриття</translation>
    </message>
    <message>
        <source>Matches won, and their share</source>
        <translation>Виграні партії та їхня частка</translation>
    </message>
    <message>
        <source>Deals won, and their share</source>
        <translation>Виграні роздачі та їхня частка</translation>
    </message>
    <message>
        <source>Game points won : game points lost</source>
        <translation>Здобуті бали : втрачені бали</translation>
    </message>
    <message>
        <source>Closings that made it, of closings tried</source>
        <translation>Вдалі закриття з усіх спроб</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Стерти всю статистику</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n зіграна</numerusform>
            <numerusform>%n зіграні</numerusform>
            <numerusform>%n зіграних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>matches</comment>
        <translation>
            <numerusform>%n виграна</numerusform>
            <numerusform>%n виграні</numerusform>
            <numerusform>%n виграних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n played</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n зіграна</numerusform>
            <numerusform>%n зіграні</numerusform>
            <numerusform>%n зіграних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <comment>deals</comment>
        <translation>
            <numerusform>%n виграна</numerusform>
            <numerusform>%n виграні</numerusform>
            <numerusform>%n виграних</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n for</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n здобутий</numerusform>
            <numerusform>%n здобуті</numerusform>
            <numerusform>%n здобутих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n against</source>
        <comment>game points</comment>
        <translation>
            <numerusform>%n втрачений</numerusform>
            <numerusform>%n втрачені</numerusform>
            <numerusform>%n втрачених</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tried</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n спроба</numerusform>
            <numerusform>%n спроби</numerusform>
            <numerusform>%n спроб</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>closings</comment>
        <translation>
            <numerusform>%n вдала</numerusform>
            <numerusform>%n вдалі</numerusform>
            <numerusform>%n вдалих</numerusform>
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
        <translation>Вибрано карту %1: Enter або пробіл — зіграти, Esc — скасувати вибір.</translation>
    </message>
    <message>
        <source>%1 cannot be played now.</source>
        <translation>Карту %1 зараз не можна зіграти.</translation>
    </message>
    <message>
        <source>Choose a card first: arrow keys or 1 to 7, then Enter.</source>
        <translation>Спершу виберіть карту: стрілками або 1–7, потім Enter.</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Заявка %1</translation>
    </message>
    <message>
        <source>%1 cannot be bid now: bid higher than the standing bid, or pass.</source>
        <translation>%1 зараз заявити не можна: заявіть більше за поточну заявку або скажіть «пас».</translation>
    </message>
    <message>
        <source>%1 chosen: Enter or Space calls it, Esc clears the choice.</source>
        <translation>Вибрано: %1. Enter або пробіл — підтвердити, Esc — скасувати вибір.</translation>
    </message>
    <message>
        <source>Choose a call first: arrow keys, then Enter; or 1 to 5 bids, P passes.</source>
        <translation>Спершу виберіть: стрілками, потім Enter; або 1–5 — заявка, P — пас.</translation>
    </message>
    <message>
        <source>You can exchange the trump nine only when you lead, have won a trick and the talon has cards left.</source>
        <translation>Поміняти козирну дев&apos;ятку можна лише тоді, коли ходите ви, у вас є взятка і в колоді ще є карти.</translation>
    </message>
    <message>
        <source>You can close the talon only when you lead and it has cards left.</source>
        <translation>Закрити колоду можна лише тоді, коли ходите ви і в ній ще є карти.</translation>
    </message>
    <message>
        <source>Declaring is not possible now.</source>
        <translation>Заява зараз неможлива.</translation>
    </message>
    <message>
        <source>You can announce a marriage when you lead and hold a king and queen.</source>
        <translation>Мар&apos;яж можна оголосити, коли ходите ви і маєте короля й даму однієї масті.</translation>
    </message>
    <message>
        <source>That card cannot be played now: follow suit and take the trick if you can, else play a trump.</source>
        <translation>Цю карту зараз не можна зіграти: кладіть у масть і бийте старшою, якщо можете, інакше бийте козирем.</translation>
    </message>
    <message>
        <source>Announce the marriage (%1)</source>
        <translation>Оголосити мар&apos;яж (%1)</translation>
    </message>
    <message>
        <source>Just play the card</source>
        <translation>Просто зіграти карту</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Роздачу закінчено.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Зачекайте, будь ласка: зараз не ваш хід.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козир</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Не грає</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>закрита</translation>
    </message>
    <message>
        <source>used up</source>
        <translation>вичерпана</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <source>%1  (to %2)</source>
        <translation>%1  (до&#xa0;%2)</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 · dealer</source>
        <translation>%1 · на роздачі</translation>
    </message>
    <message>
        <source>%1 · your turn</source>
        <translation>%1 · ваш хід</translation>
    </message>
    <message>
        <source>%1 · thinking…</source>
        <translation>%1 · думає…</translation>
    </message>
    <message>
        <source>%1 · to play</source>
        <translation>%1 · ходить</translation>
    </message>
    <message>
        <source>%1 · sits out</source>
        <translation>%1 · поза грою</translation>
    </message>
    <message>
        <source>Declare 66: claim the deal now</source>
        <translation type="vanished">Заявити 66 і одразу закінчити роздачу</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1 (партнер)</translation>
    </message>
    <message>
        <source>You &amp; Partner</source>
        <translation>Ви й партнер</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Суперники</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Your call: bid higher than the standing bid, or pass.</source>
        <translation>Ваша черга: заявіть більше за поточну заявку або скажіть «пас».</translation>
    </message>
    <message>
        <source>%1 is bidding…</source>
        <translation>%1 торгується…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Bid %1 (key %2; or the arrow keys, then Enter)</source>
        <translation>Заявка %1 (клавіша %2 або стрілки й Enter)</translation>
    </message>
    <message>
        <source>Pass (key P or 0; or the arrow keys, then Enter)</source>
        <translation>Пас (клавіша P або 0, або стрілки й Enter)</translation>
    </message>
    <message>
        <source>Keys: 1–5 bid, P pass</source>
        <translation>Клавіші: 1–5 заявка, P пас</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торгівля</translation>
    </message>
    <message>
        <source>Click to exchange your trump nine for this card</source>
        <translation>Клацніть, щоб поміняти козирну дев&apos;ятку на цю карту</translation>
    </message>
    <message>
        <source>Click to close the talon</source>
        <translation>Клацніть, щоб закрити колоду</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Роздає: %1.</translation>
    </message>
    <message>
        <source>Your call: choose a bid in the auction panel, or pass.</source>
        <translation>Ваша черга: виберіть заявку на панелі торгівлі або скажіть «пас».</translation>
    </message>
    <message>
        <source>you can announce a marriage (M)</source>
        <translation>оголосити мар&apos;яж (M)</translation>
    </message>
    <message>
        <source>exchange the trump card (E)</source>
        <translation>поміняти відкритий козир (E)</translation>
    </message>
    <message>
        <source>close the talon (C)</source>
        <translation>закрити колоду (C)</translation>
    </message>
    <message>
        <source>declare 66 (D)</source>
        <translation type="vanished">заявити 66 (D)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш хід: зіграйте карту.</translation>
    </message>
    <message>
        <source>Your turn: answer the card led.</source>
        <translation>Ваш хід: відповідайте на зіграну карту.</translation>
    </message>
    <message>
        <source>Also: %1.</source>
        <translation>Також можна: %1.</translation>
    </message>
    <message>
        <source>Chosen: %1 (Enter plays it).</source>
        <translation>Вибрано: %1 (Enter — зіграти).</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думає…</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Остання взятка</translation>
    </message>
    <message numerus="yes">
        <source>Cards your side has won: %n</source>
        <translation>
            <numerusform>Взяті вами карти: %n</numerusform>
            <numerusform>Взяті вами карти: %n</numerusform>
            <numerusform>Взяті вами карти: %n</numerusform>
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
        <translation>Ця роздача</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Ви виграли партію!</translation>
    </message>
    <message>
        <source>%1 won the match</source>
        <translation>Перемога в партії: %1</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Грати ще раз</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Наступна роздача</translation>
    </message>
    <message>
        <source>Show me: a guided deal</source>
        <translation>Приклад: роздача з поясненнями</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далі</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message numerus="yes">
        <source>These are your %n cards. The computer holds as many, face down.</source>
        <translation>
            <numerusform>Це ваша %n карта. У комп&apos;ютера їх стільки ж, сорочкою догори.</numerusform>
            <numerusform>Це ваші %n карти. У комп&apos;ютера їх стільки ж, сорочкою догори.</numerusform>
            <numerusform>Це ваші %n карт. У комп&apos;ютера їх стільки ж, сорочкою догори.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trump card: %1 are trumps in this deal. A trump beats every card of another suit.</source>
        <translation>Відкритий козир: у цій роздачі козирі — %1. Козир б&apos;є будь-яку карту іншої масті.</translation>
    </message>
    <message>
        <source>The talon: after each trick both players draw a card from it, the winner first.</source>
        <translation>Колода: після кожної взятки обидва гравці беруть з неї по карті, першим — той, хто взяв взятку.</translation>
    </message>
    <message>
        <source>When you lead you may close the talon with a click on it. Then nobody draws any more, suit must be followed, and you must reach %1 with the cards you hold.</source>
        <translation>Коли ходите ви, можна закрити колоду, клацнувши по ній. Тоді ніхто більше не бере карт, треба класти в масть, а ви маєте набрати %1 тими картами, що у вас на руці.</translation>
    </message>
    <message>
        <source>You lead %1. While the talon is open, any card may answer it.</source>
        <translation>Ви ходите з %1. Поки колода відкрита, на неї можна відповісти будь-якою картою.</translation>
    </message>
    <message numerus="yes">
        <source>You hold the king and queen of %1: a marriage, worth %n points. Leading one of them announces it.</source>
        <translation>
            <numerusform>У вас король і дама однієї масті (%1): це мар&apos;яж, він дає %n очко. Хід королем або дамою оголошує мар&apos;яж.</numerusform>
            <numerusform>У вас король і дама однієї масті (%1): це мар&apos;яж, він дає %n очки. Хід королем або дамою оголошує мар&apos;яж.</numerusform>
            <numerusform>У вас король і дама однієї масті (%1): це мар&apos;яж, він дає %n очок. Хід королем або дамою оголошує мар&apos;яж.</numerusform>
        </translation>
    </message>
    <message>
        <source>You lead %1 and show its partner: the marriage is announced.</source>
        <translation>Ви ходите з %1 і показуєте другу карту пари: мар&apos;яж оголошено.</translation>
    </message>
    <message numerus="yes">
        <source>That is the game: be first to %n card points. F1 shows all the rules. Play starts your own match.</source>
        <translation>
            <numerusform>Ось і вся гра: роздачу виграє той, хто першим набере %n очко. F1 показує всі правила. «Грати» починає вашу власну партію.</numerusform>
            <numerusform>Ось і вся гра: роздачу виграє той, хто першим набере %n очки. F1 показує всі правила. «Грати» починає вашу власну партію.</numerusform>
            <numerusform>Ось і вся гра: роздачу виграє той, хто першим набере %n очок. F1 показує всі правила. «Грати» починає вашу власну партію.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1. You take the trick and its %n card points, draw first and lead again.</source>
        <translation>
            <numerusform>Комп&apos;ютер відповідає картою %1. Ви берете взятку і її %n очко, першим берете карту з колоди й знову ходите.</numerusform>
            <numerusform>Комп&apos;ютер відповідає картою %1. Ви берете взятку і її %n очки, першим берете карту з колоди й знову ходите.</numerusform>
            <numerusform>Комп&apos;ютер відповідає картою %1. Ви берете взятку і її %n очок, першим берете карту з колоди й знову ходите.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer answers with %1 and takes the trick: %n card points. It draws first and leads next.</source>
        <translation>
            <numerusform>Комп&apos;ютер відповідає картою %1 і бере взятку: %n очко. Він першим бере карту з колоди й ходить далі.</numerusform>
            <numerusform>Комп&apos;ютер відповідає картою %1 і бере взятку: %n очки. Він першим бере карту з колоди й ходить далі.</numerusform>
            <numerusform>Комп&apos;ютер відповідає картою %1 і бере взятку: %n очок. Він першим бере карту з колоди й ходить далі.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(you have %n card points)</source>
        <translation>
            <numerusform>(у вас %n очко)</numerusform>
            <numerusform>(у вас %n очки)</numerusform>
            <numerusform>(у вас %n очок)</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Ви роздаєте.</translation>
    </message>
    <message>
        <source>%1 leads: that card chooses trump.</source>
        <translation>%1 ходить: ця карта визначить козир.</translation>
    </message>
    <message>
        <source>Your turn: lead a card. Its suit becomes trump.</source>
        <translation>Ваш хід: зіграйте карту. Її масть стане козирною.</translation>
    </message>
    <message>
        <source>chosen by your first card</source>
        <translation>визначить ваша перша карта</translation>
    </message>
    <message>
        <source>chosen by the first card %1 leads</source>
        <translation>визначить перша карта, яку зіграє %1</translation>
    </message>
    <message>
        <source>A bid is the card points your side will take: %1.</source>
        <translation>Заявка — це кількість очок, яку візьме ваша команда: %1.</translation>
    </message>
    <message>
        <source>The highest bidder leads, and the first card led chooses trump.</source>
        <translation>Першим ходить гравець із найвищою заявкою, і перша зіграна карта визначає козир.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n points)</source>
        <translation>
            <numerusform>%1 (%n очко)</numerusform>
            <numerusform>%1 (%n очки)</numerusform>
            <numerusform>%1 (%n очок)</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare 66</source>
        <translation type="vanished">Заява 66</translation>
    </message>
    <message>
        <source>Declare %1 now?</source>
        <translation>Заявити %1 зараз?</translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points. With fewer than %1 the claim is false and the other side scores.</source>
        <translation type="vanished">
            <numerusform>У вас %n очко. Якщо їх менше ніж %1, заява хибна, і бали отримує інша сторона.</numerusform>
            <numerusform>У вас %n очки. Якщо їх менше ніж %1, заява хибна, і бали отримує інша сторона.</numerusform>
            <numerusform>У вас %n очок. Якщо їх менше ніж %1, заява хибна, і бали отримує інша сторона.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If your side has fewer than %n card points the claim is false and the other side scores.</source>
        <translation>
            <numerusform>Якщо у вашої сторони менше %n очка, заява хибна, і бали отримує інша сторона.</numerusform>
            <numerusform>Якщо у вашої сторони менше %n очок, заява хибна, і бали отримує інша сторона.</numerusform>
            <numerusform>Якщо у вашої сторони менше %n очок, заява хибна, і бали отримує інша сторона.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Заявити</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Грати далі</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Більше не питати</translation>
    </message>
    <message numerus="yes">
        <source>The match goes to %n game points.</source>
        <translation>
            <numerusform>Партію грають до %n бала.</numerusform>
            <numerusform>Партію грають до %n балів.</numerusform>
            <numerusform>Партію грають до %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win tricks and be first to %n card points in a deal.</source>
        <translation>
            <numerusform>Беріть взятки й наберіть у роздачі %n очко раніше за суперника.</numerusform>
            <numerusform>Беріть взятки й наберіть у роздачі %n очки раніше за суперника.</numerusform>
            <numerusform>Беріть взятки й наберіть у роздачі %n очок раніше за суперника.</numerusform>
        </translation>
    </message>
    <message>
        <source>Card values: %1.</source>
        <translation>Вартість карт: %1.</translation>
    </message>
    <message>
        <source>King and queen of one suit are a marriage: %1, in trumps %2.</source>
        <translation>Король і дама однієї масті — це мар&apos;яж: %1, козирний — %2.</translation>
    </message>
    <message>
        <source>Click a card to play it. Click the talon to close it, the trump card to exchange it; the buttons below the table do the rest.</source>
        <translation>Клацніть карту, щоб зіграти її. Клацніть колоду, щоб закрити її, а відкритий козир — щоб поміняти його; решту роблять кнопки під столом.</translation>
    </message>
    <message>
        <source>F1 shows the full rules at any time.</source>
        <translation>F1 будь-коли показує повні правила.</translation>
    </message>
    <message>
        <source>Welcome to Sixty-Six</source>
        <translation>Вітаємо в грі «Шістдесят шість»</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Показати приклад</translation>
    </message>
    <message>
        <source>Review this deal</source>
        <translation>Розібрати цю роздачу</translation>
    </message>
    <message numerus="yes">
        <source>%1 = moon: win all %n tricks alone; your partner sits out.</source>
        <translation>
            <numerusform>%1 = Місяць: ви самі берете всі %n взятку; партнер не грає.</numerusform>
            <numerusform>%1 = Місяць: ви самі берете всі %n взятки; партнер не грає.</numerusform>
            <numerusform>%1 = Місяць: ви самі берете всі %n взяток; партнер не грає.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim is good.</source>
        <translation>
            <numerusform>У вас %n очко: заява правильна.</numerusform>
            <numerusform>У вас %n очки: заява правильна.</numerusform>
            <numerusform>У вас %n очок: заява правильна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n card points: the claim would be false.</source>
        <translation>
            <numerusform>У вас %n очко: заява була б хибною.</numerusform>
            <numerusform>У вас %n очки: заява була б хибною.</numerusform>
            <numerusform>У вас %n очок: заява була б хибною.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other side would score %n game points.</source>
        <translation>
            <numerusform>Інша сторона отримала б %n бал.</numerusform>
            <numerusform>Інша сторона отримала б %n бали.</numerusform>
            <numerusform>Інша сторона отримала б %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Declare %1: claim the deal now</source>
        <translation>Заявити %1 і одразу закінчити роздачу</translation>
    </message>
    <message>
        <source>declare %1 (D)</source>
        <translation>заявити %1 (D)</translation>
    </message>
    <message>
        <source>Close the talon now?</source>
        <translation>Закрити колоду зараз?</translation>
    </message>
    <message>
        <source>No more cards are drawn and the stricter rules apply. If you do not reach the target with the cards you hold, the other side scores.</source>
        <translation>Карти з колоди більше не беруть, і діють суворі правила. Якщо з картами на руці ви не досягнете мети, бали отримує інша сторона.</translation>
    </message>
    <message>
        <source>Close the talon</source>
        <translation>Закрити колоду</translation>
    </message>
</context>
<context>
    <name>Shared</name>
    <message>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидка</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайна</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільна</translation>
    </message>
    <message>
        <source>Show the &amp;computer&apos;s cards</source>
        <translation>Показувати карти &amp;комп&apos;ютера</translation>
    </message>
    <message>
        <source>Ask before announcing a &amp;marriage</source>
        <translation>&amp;Питати перед оголошенням мар&apos;яжу</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренування</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варіант:</translation>
    </message>
    <message>
        <source>&amp;Computer:</source>
        <translation>&amp;Комп&apos;ютер:</translation>
    </message>
    <message>
        <source>Game &amp;target:</source>
        <translation>Партія &amp;до:</translation>
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
        <translation>Без переможця</translation>
    </message>
    <message>
        <source>Won, %1</source>
        <translation>Перемога, %1</translation>
    </message>
    <message>
        <source>Lost, %1</source>
        <translation>Поразка, %1</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(тренування)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Розібрати</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Double-click a deal to review it.</source>
        <translation>Двічі клацніть роздачу, щоб її розібрати.</translation>
    </message>
    <message>
        <source>No finished deal has been kept yet.</source>
        <translation>Ще не збережено жодної завершеної роздачі.</translation>
    </message>
    <message>
        <source>Match not recorded</source>
        <translation>Партію не записано</translation>
    </message>
    <message>
        <source>Won the match, %1</source>
        <translation>Партію виграно, %1</translation>
    </message>
    <message>
        <source>Lost the match, %1</source>
        <translation>Партію програно, %1</translation>
    </message>
    <message>
        <source>Unfinished, %1</source>
        <translation>Незавершена, %1</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Роздача %1</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Задачі</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ще раз</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Розв&apos;язок</translation>
    </message>
    <message>
        <source>Next move of the solution</source>
        <translation>Наступний хід</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Puzzle %1 (%2) %3</source>
        <translation type="vanished">Задача %1 (%2) %3</translation>
    </message>
    <message>
        <source>No puzzles could be loaded.</source>
        <translation>Не вдалося завантажити задачі.</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Мета: %1</translation>
    </message>
    <message>
        <source>Solved! Well played.</source>
        <translation>Розв&apos;язано! Гарна гра.</translation>
    </message>
    <message>
        <source>That is the solution.</source>
        <translation>Ось і розв&apos;язок.</translation>
    </message>
    <message>
        <source>The goal is out of reach now. Try again, or see the solution.</source>
        <translation>Мети вже не досягти. Спробуйте ще раз або перегляньте розв&apos;язок.</translation>
    </message>
    <message>
        <source>Every card is face up. The computer defends as well as it can.</source>
        <translation>Усі карти відкриті. Комп&apos;ютер захищається якнайкраще.</translation>
    </message>
    <message>
        <source>The solution, one move at a time.</source>
        <translation>Розв&apos;язок, хід за ходом.</translation>
    </message>
    <message>
        <source>Move %1: you play %2.</source>
        <translation>Хід %1: ви граєте %2.</translation>
    </message>
    <message>
        <source>Move %1: you play %2, the computer answers %3.</source>
        <translation>Хід %1: ви граєте %2, комп&apos;ютер відповідає: %3.</translation>
    </message>
    <message>
        <source>Also winning: %1.</source>
        <translation>Інші виграшні ходи: %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 %2</source>
        <translation>Задача %1 %2</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Наступна задача</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the deal</source>
        <translation>Розбір роздачі</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>All hands face up</source>
        <translation>Усі карти відкриті</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Грати далі звідси</translation>
    </message>
    <message>
        <source>With the real cards</source>
        <translation>Зі справжніми картами</translation>
    </message>
    <message>
        <source>With the hidden cards dealt again</source>
        <translation>Із заново розданими прихованими картами</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>На початок (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>На хід назад (стрілка ліворуч)</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>На хід уперед (стрілка праворуч)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>У кінець (End)</translation>
    </message>
    <message>
        <source>Judging your decisions…</source>
        <translation>Оцінювання ваших рішень…</translation>
    </message>
    <message>
        <source>Judging decision %1 of %2…</source>
        <translation>Оцінювання рішення %1 з %2…</translation>
    </message>
    <message>
        <source>The analysis failed.</source>
        <translation>Аналіз не вдався.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Аналіз скасовано.</translation>
    </message>
    <message>
        <source>Biggest mistake</source>
        <translation>Найбільша помилка</translation>
    </message>
    <message>
        <source>Expected game points lost in this deal: %1</source>
        <translation>Очікувана втрата балів у цій роздачі: %1</translation>
    </message>
    <message>
        <source>No mistake in this deal</source>
        <translation>У цій роздачі помилок немає</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (move %2)</source>
        <translation type="vanished">Найбільша помилка: %1 (хід %2)</translation>
    </message>
    <message>
        <source>%1. %2: %3 (%4)</source>
        <translation>%1. %2: %3 (%4)</translation>
    </message>
    <message>
        <source>You played %1: %2.</source>
        <translation>Ваш хід: %1 — %2.</translation>
    </message>
    <message>
        <source>With all cards open the best was %1 (%2 more).</source>
        <translation>З відкритими картами найкращий хід — %1 (на %2 більше).</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation type="vanished">Зіграно ходів: %1 з %2</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2.</source>
        <translation type="vanished">Найкращий хід: %1; очікувана втрата балів: %2.</translation>
    </message>
    <message>
        <source>Uncertain: the possible deals of the unseen cards do not settle this.</source>
        <translation>Непевно: можливі розклади невідомих карт цього не вирішують.</translation>
    </message>
    <message>
        <source>Best was %1; expected game points lost: %2 ± %3.</source>
        <translation>Найкращий хід: %1; очікувана втрата балів: %2 ± %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>With all cards open play goes on: %1.</source>
        <translation type="vanished">З відкритими картами гра йде далі: %1.</translation>
    </message>
    <message>
        <source>After %1 instead: %2.</source>
        <translation>Після найкращого ходу (%1): %2.</translation>
    </message>
    <message>
        <source>Game points of your move with all cards open: %1.</source>
        <translation>Бали вашого ходу з відкритими картами: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Judged over %n possible deal(s) of the unseen cards.</source>
        <translation>
            <numerusform>Оцінено на %n можливому розкладі невідомих карт.</numerusform>
            <numerusform>Оцінено на %n можливих розкладах невідомих карт.</numerusform>
            <numerusform>Оцінено на %n можливих розкладах невідомих карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The best moves, with the expected game points each loses:</source>
        <translation>Найкращі ходи й очікувані бали, які кожен втрачає:</translation>
    </message>
    <message>
        <source>• %1: %2 ± %3</source>
        <translation>• %1: %2 ± %3</translation>
    </message>
    <message>
        <source>Moves played: %1 of %2</source>
        <translation>Зіграно ходів: %1 з %2</translation>
    </message>
    <message>
        <source>Biggest mistake: %1 (decision %2)</source>
        <translation>Найбільша помилка: %1 (рішення %2)</translation>
    </message>
    <message>
        <source>The review that came with this deal was not used; the deal is judged afresh.</source>
        <translation>Розбір, що надійшов із цією роздачею, не використано; роздача оцінюється заново.</translation>
    </message>
    <message>
        <source>Best play goes on: %1.</source>
        <translation>Найкраще продовження: %1.</translation>
    </message>
    <message>
        <source>With the cards as they really lay (you could not see them all), best play goes on: %1.</source>
        <translation>За справжнього розкладу карт (ви бачили не всі) найкраще продовження: %1.</translation>
    </message>
    <message>
        <source>After %1 instead, the same moves follow.</source>
        <translation>Після найкращого ходу (%1) йдуть ті самі ходи.</translation>
    </message>
</context>
<context>
    <name>ReviewMenu</name>
    <message>
        <source>&amp;Review last deal</source>
        <translation>Р&amp;озбір останньої роздачі</translation>
    </message>
    <message>
        <source>See where points were lost in the last finished deal (Ctrl+R)</source>
        <translation>Подивіться, де втрачено бали в останній завершеній роздачі (Ctrl+R)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Історія…</translation>
    </message>
    <message>
        <source>&amp;Open deal…</source>
        <translation>Від&amp;крити роздачу…</translation>
    </message>
    <message>
        <source>Sa&amp;ve deal as…</source>
        <translation>Зберегти роздачу &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Задачі…</translation>
    </message>
    <message>
        <source>No finished deal to review yet.</source>
        <translation>Ще немає завершеної роздачі для розбору.</translation>
    </message>
    <message>
        <source>Open deal</source>
        <translation>Відкрити роздачу</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.json)</source>
        <translation type="vanished">Роздачі «Шістдесят шість» (*.json)</translation>
    </message>
    <message>
        <source>Save deal</source>
        <translation>Зберегти роздачу</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Шістдесят шість</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix *.json)</source>
        <translation>Роздачі «Шістдесят шість» (*.sixtysix *.json)</translation>
    </message>
    <message>
        <source>Sixty-Six deals (*.sixtysix)</source>
        <translation>Роздачі «Шістдесят шість» (*.sixtysix)</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes…</source>
        <translation>Вчіться на своїх &amp;помилках…</translation>
    </message>
    <message>
        <source>Retry the mistakes of your reviewed deals</source>
        <translation>Переграйте ходи, у яких ви помилилися в розібраних роздачах</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>No display was found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open; to play in this terminal instead, run: %1</source>
        <translation>Дисплей не знайдено (не задано ні DISPLAY, ні WAYLAND_DISPLAY), тому вікно гри не може відкритися; щоб грати в цьому терміналі, виконайте: %1</translation>
    </message>
    <message>
        <source>Sixty-Six</source>
        <translation>Шістдесят шість</translation>
    </message>
    <message>
        <source>The data folder %1 is a file, not a folder, so the game has nowhere to keep its saved game; choose another folder with --data-dir.</source>
        <translation>Тека даних %1 — це файл, а не тека, тож гра не має де зберігати партію; виберіть іншу теку через --data-dir.</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created (%2); choose another folder with --data-dir.</source>
        <translation>Не вдається створити теку даних %1 (%2); виберіть іншу теку через --data-dir.</translation>
    </message>
    <message>
        <source>The card pictures of the game are missing or damaged (%1); please reinstall Sixty-Six.</source>
        <translation>Зображення карт гри відсутні або пошкоджені (%1); перевстановіть «Шістдесят шість».</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with this data folder; its window was brought to the front.</source>
        <translation>Гра «Шістдесят шість» уже працює з цією текою даних; вікно гри виведено на передній план.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics.</source>
        <translation type="vanished">Гра «Шістдесят шість» уже працює з текою даних %1 (процес %2), тому ця копія не запускається: дві копії перезаписували б одна одній збережену партію і статистику.</translation>
    </message>
    <message>
        <source>The settings file was damaged, so it was kept aside as %1 and the settings start from their defaults.</source>
        <translation>Файл налаштувань був пошкоджений, тому його відкладено як %1, і налаштування починаються зі стандартних значень.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running with the data folder %1 (process %2), so this copy does not start: two games would overwrite each other&apos;s saved game and statistics. If no Sixty-Six is running, remove the file %3 and start again.</source>
        <translation>Гра «Шістдесят шість» уже працює з текою даних %1 (процес %2), тому ця копія не запускається: дві копії перезаписували б одна одній збережену партію і статистику. Якщо гра «Шістдесят шість» не працює, видаліть файл %3 і запустіть її знову.</translation>
    </message>
    <message>
        <source>Sixty-Six is already running; the deal %1 was opened in its window.</source>
        <translation>Гра «Шістдесят шість» уже працює; роздачу %1 відкрито в її вікні.</translation>
    </message>
    <message>
        <source>A program of another user (%1) blocks this game&apos;s local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Програма іншого користувача (%1) займає локальне з’єднання гри, тому повторний запуск гри чи відкриття файлу роздачі не дійде до цього вікна; гра триває.</translation>
    </message>
    <message>
        <source>This game could not set up its local connection, so starting the game again or opening a deal file will not reach this window; the game goes on.</source>
        <translation>Гра не змогла створити своє локальне з’єднання, тому повторний запуск гри чи відкриття файлу роздачі не дійде до цього вікна; гра триває.</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Not saved: a damaged saved game is in the way</source>
        <translation>Партія не зберігається: заважає пошкоджена збережена партія</translation>
    </message>
    <message>
        <source>Not saved: the data folder cannot be written</source>
        <translation>Партія не зберігається: до теки даних не можна записати</translation>
    </message>
    <message>
        <source>Statistics not recorded: the data folder cannot be written</source>
        <translation>Статистика не записується: до теки даних не можна записати</translation>
    </message>
    <message>
        <source>A damaged saved game that could not be moved aside is left as it is, and nothing is written over it.</source>
        <translation>Пошкоджену збережену партію, яку не вдалося відкласти, залишено як є, і поверх неї нічого не записується.</translation>
    </message>
    <message>
        <source>The game goes on and tries again after every move.</source>
        <translation>Гра триває, і після кожного ходу спроба повторюється.</translation>
    </message>
    <message>
        <source>Not saved: the match is too long to save</source>
        <translation>Партія не зберігається: вона задовга</translation>
    </message>
    <message>
        <source>Not saved: the data folder was moved or replaced</source>
        <translation>Партія не зберігається: теку даних переміщено або замінено</translation>
    </message>
    <message>
        <source>The data folder was moved, deleted or replaced while the game ran. Nothing more is written there: another game may own a folder of that name now.</source>
        <translation>Теку даних переміщено, видалено або замінено, поки гра працювала. У неї більше нічого не записується: теку з такою назвою тепер може використовувати інша копія гри.</translation>
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
        <translation>неточність</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>груба помилка</translation>
    </message>
    <message>
        <source>Right decision, unlucky cards.</source>
        <translation>Правильне рішення, але не пощастило з картами.</translation>
    </message>
    <message>
        <source>A mistake, but the cards forgave it.</source>
        <translation>Помилка, але карти її пробачили.</translation>
    </message>
    <message>
        <source>You played the best move.</source>
        <translation>Ви зробили найкращий хід.</translation>
    </message>
    <message>
        <source>Several moves were as good as this one.</source>
        <translation type="vanished">Кілька ходів були не гірші за цей.</translation>
    </message>
    <message>
        <source>%1 with the marriage</source>
        <translation>%1 з оголошенням мар&apos;яжу</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>заявка %1</translation>
    </message>
    <message>
        <source>close the talon</source>
        <translation>закриття колоди</translation>
    </message>
    <message>
        <source>exchange the trump card</source>
        <translation>заміна відкритого козиря</translation>
    </message>
    <message>
        <source>declare 66</source>
        <translation type="vanished">заява 66</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Файлу не існує.</translation>
    </message>
    <message>
        <source>This is not a regular file.</source>
        <translation>Це не звичайний файл.</translation>
    </message>
    <message>
        <source>The file is too large to be a deal.</source>
        <translation>Файл завеликий для запису роздачі.</translation>
    </message>
    <message>
        <source>The file could not be read.</source>
        <translation>Не вдалося прочитати файл.</translation>
    </message>
    <message>
        <source>The file is not a Sixty-Six deal.</source>
        <translation>Файл не є роздачею гри «Шістдесят шість».</translation>
    </message>
    <message>
        <source>The file holds a whole match, not a single deal.</source>
        <translation>У файлі ціла партія, а не одна роздача.</translation>
    </message>
    <message>
        <source>The deal was written by a newer version of Sixty-Six.</source>
        <translation>Роздачу записано новішою версією гри «Шістдесят шість».</translation>
    </message>
    <message>
        <source>The deal file is damaged: its cards or moves do not make a valid deal.</source>
        <translation>Файл роздачі пошкоджено: його карти чи ходи не складаються в правильну роздачу.</translation>
    </message>
    <message>
        <source>The deal could not be written there.</source>
        <translation>Туди не вдалося записати роздачу.</translation>
    </message>
    <message>
        <source>Reach %1 and win the deal.</source>
        <translation>Наберіть %1 і виграйте роздачу.</translation>
    </message>
    <message numerus="yes">
        <source>Win the deal with %n game point(s).</source>
        <translation>
            <numerusform>Виграйте роздачу й отримайте %n бал.</numerusform>
            <numerusform>Виграйте роздачу й отримайте %n бали.</numerusform>
            <numerusform>Виграйте роздачу й отримайте %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes the face-up trump card for the low trump.</source>
        <translation>ви міняєте молодший козир на відкритий козир.</translation>
    </message>
    <message>
        <source>It passes.</source>
        <translation>ви кажете «пас».</translation>
    </message>
    <message>
        <source>It makes this bid.</source>
        <translation>ви робите цю заявку.</translation>
    </message>
    <message>
        <source>It gives up the trick with your least valuable card.</source>
        <translation>ви віддаєте взятку найменш цінною картою.</translation>
    </message>
    <message>
        <source>It leads a trump.</source>
        <translation>ви ходите козирем.</translation>
    </message>
    <message>
        <source>It leads a card nothing can beat in its suit.</source>
        <translation>ви ходите картою, яку в її масті ніщо не переб&apos;є.</translation>
    </message>
    <message>
        <source>It leads a low card and keeps the strong ones.</source>
        <translation>ви ходите молодшою картою й зберігаєте сильні.</translation>
    </message>
    <message>
        <source>It follows; the players after you decide the trick.</source>
        <translation>ви кладете карту; взятку вирішать гравці після вас.</translation>
    </message>
    <message numerus="yes">
        <source>It claims the deal with %n point(s).</source>
        <translation>
            <numerusform>ви заявляєте перемогу в роздачі з %n очком.</numerusform>
            <numerusform>ви заявляєте перемогу в роздачі з %n очками.</numerusform>
            <numerusform>ви заявляєте перемогу в роздачі з %n очками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It announces the marriage: %n point(s).</source>
        <translation>
            <numerusform>ви оголошуєте мар&apos;яж: %n очко.</numerusform>
            <numerusform>ви оголошуєте мар&apos;яж: %n очки.</numerusform>
            <numerusform>ви оголошуєте мар&apos;яж: %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It closes the talon with %n point(s) still needed.</source>
        <translation>
            <numerusform>ви закриваєте колоду, коли ще бракує %n очка.</numerusform>
            <numerusform>ви закриваєте колоду, коли ще бракує %n очок.</numerusform>
            <numerusform>ви закриваєте колоду, коли ще бракує %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It leads a card worth %n point(s) that a higher card can still beat.</source>
        <translation>
            <numerusform>ви ходите картою на %n очко, яку ще може перебити старша карта.</numerusform>
            <numerusform>ви ходите картою на %n очки, яку ще може перебити старша карта.</numerusform>
            <numerusform>ви ходите картою на %n очок, яку ще може перебити старша карта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s), and reaches the target.</source>
        <translation>
            <numerusform>ви берете взятку на %n очко й досягаєте мети.</numerusform>
            <numerusform>ви берете взятку на %n очки й досягаєте мети.</numerusform>
            <numerusform>ви берете взятку на %n очок і досягаєте мети.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It trumps the trick, worth %n point(s).</source>
        <translation>
            <numerusform>ви б&apos;єте козирем взятку на %n очко.</numerusform>
            <numerusform>ви б&apos;єте козирем взятку на %n очки.</numerusform>
            <numerusform>ви б&apos;єте козирем взятку на %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It wins the trick, worth %n point(s).</source>
        <translation>
            <numerusform>ви берете взятку на %n очко.</numerusform>
            <numerusform>ви берете взятку на %n очки.</numerusform>
            <numerusform>ви берете взятку на %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick and %n point(s) with it.</source>
        <translation>
            <numerusform>ви віддаєте взятку, а з нею %n очко.</numerusform>
            <numerusform>ви віддаєте взятку, а з нею %n очки.</numerusform>
            <numerusform>ви віддаєте взятку, а з нею %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It gives up the trick, worth %n point(s).</source>
        <translation>
            <numerusform>ви віддаєте взятку на %n очко.</numerusform>
            <numerusform>ви віддаєте взятку на %n очки.</numerusform>
            <numerusform>ви віддаєте взятку на %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You needed %n more point(s) to reach the target.</source>
        <translation>
            <numerusform>До мети вам бракувало ще %n очка.</numerusform>
            <numerusform>До мети вам бракувало ще %n очок.</numerusform>
            <numerusform>До мети вам бракувало ще %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You could count on %n point(s).</source>
        <translation>
            <numerusform>Ви могли розраховувати на %n очко.</numerusform>
            <numerusform>Ви могли розраховувати на %n очки.</numerusform>
            <numerusform>Ви могли розраховувати на %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You claimed the deal with only %n point(s).</source>
        <translation>
            <numerusform>Ви заявили перемогу, маючи лише %n очко.</numerusform>
            <numerusform>Ви заявили перемогу, маючи лише %n очки.</numerusform>
            <numerusform>Ви заявили перемогу, маючи лише %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target is %n point(s).</source>
        <translation>
            <numerusform>Мета — %n очко.</numerusform>
            <numerusform>Мета — %n очки.</numerusform>
            <numerusform>Мета — %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Closing the talon was better.</source>
        <translation>Краще було закрити колоду.</translation>
    </message>
    <message>
        <source>You left the face-up trump card for later: the exchange was better.</source>
        <translation>Ви відклали заміну відкритого козиря, а краще було поміняти одразу.</translation>
    </message>
    <message numerus="yes">
        <source>You led the card without announcing the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Ви походили картою, не оголосивши мар&apos;яж: втрачено %n очко.</numerusform>
            <numerusform>Ви походили картою, не оголосивши мар&apos;яж: втрачено %n очки.</numerusform>
            <numerusform>Ви походили картою, не оголосивши мар&apos;яж: втрачено %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You broke the marriage: %n point(s) lost.</source>
        <translation>
            <numerusform>Ви розбили мар&apos;яж: втрачено %n очко.</numerusform>
            <numerusform>Ви розбили мар&apos;яж: втрачено %n очки.</numerusform>
            <numerusform>Ви розбили мар&apos;яж: втрачено %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had %n point(s): you could have claimed the deal.</source>
        <translation>
            <numerusform>Ви мали %n очко: могли заявити перемогу.</numerusform>
            <numerusform>Ви мали %n очки: могли заявити перемогу.</numerusform>
            <numerusform>Ви мали %n очок: могли заявити перемогу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You threw %n point(s) under a trick you did not win.</source>
        <translation>
            <numerusform>Ви скинули %n очко у взятку, яку не взяли.</numerusform>
            <numerusform>Ви скинули %n очки у взятку, яку не взяли.</numerusform>
            <numerusform>Ви скинули %n очок у взятку, яку не взяли.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best move wins this trick, worth %n point(s).</source>
        <translation>
            <numerusform>Найкращий хід бере цю взятку на %n очко.</numerusform>
            <numerusform>Найкращий хід бере цю взятку на %n очки.</numerusform>
            <numerusform>Найкращий хід бере цю взятку на %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You spent a trump on a trick worth only %n point(s).</source>
        <translation>
            <numerusform>Ви витратили козир на взятку лише на %n очко.</numerusform>
            <numerusform>Ви витратили козир на взятку лише на %n очки.</numerusform>
            <numerusform>Ви витратили козир на взятку лише на %n очок.</numerusform>
        </translation>
    </message>
    <message>
        <source>you: %1</source>
        <translation>ви: %1</translation>
    </message>
    <message>
        <source>opponent: %1</source>
        <translation>суперник: %1</translation>
    </message>
    <message>
        <source>With all cards open, this gives the opponent the last trick.</source>
        <translation>З відкритими картами цей хід віддає останню взятку суперникові.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less its margin of error.</source>
        <translation type="vanished">Кожне ваше рішення порівнюється з найкращим ходом. Те, що хід втрачає, — це його очікувана втрата в балах: точна, коли відомі всі карти, інакше середнє за багатьма роздачами карт, яких ви не бачили, мінус похибка.</translation>
    </message>
    <message>
        <source>A decision&apos;s accuracy is 100 for the best move and falls as the loss grows: 67 for a loss of 0.2 game points, 37 for 0.5, 14 for 1 and almost 0 beyond. The accuracy of a deal is the average over your decisions; a forced move is not a decision.</source>
        <translation>Точність рішення — 100 для найкращого ходу, і вона падає зі зростанням втрати: 67 при втраті 0,2 бала, 37 при 0,5, 14 при 1 і майже 0 при більшій втраті. Точність роздачі — середня точність ваших рішень; вимушений хід не є рішенням.</translation>
    </message>
    <message>
        <source>Cards and play</source>
        <translation>Карти і гра</translation>
    </message>
    <message>
        <source>Your result is your game points minus the other side&apos;s. From play is what the decisions changed: the expected game points the other side gave away, less those you gave away. From the cards is the rest: the deal and the cards drawn, everything no decision chose.</source>
        <translation>Ваш результат — ваші бали мінус бали іншої сторони. Від гри — те, що змінили рішення: очікувані бали, які втратила інша сторона, мінус ті, які втратили ви. Від карт — решта: роздача і взяті з колоди карти, усе, чого не вибирало жодне рішення.</translation>
    </message>
    <message>
        <source>When the talon is closed or used up, the real cards can be solved exactly (the open-card verdicts). The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation type="vanished">Коли колоду закрито або вичерпано, справжні карти можна розв&apos;язати точно (оцінка з відкритими картами). Рядок зі справжніми картами підсумовує, скільки ходи справді коштували з цими картами; де він відрізняється від гри, приховані карти допомогли або зашкодили рішенню.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>Закриття колоди</translation>
    </message>
    <message>
        <source>The last trump</source>
        <translation>Останній козир</translation>
    </message>
    <message>
        <source>Counting to 66</source>
        <translation>Рахунок до 66</translation>
    </message>
    <message>
        <source>Marriages</source>
        <translation>Мар&apos;яжі</translation>
    </message>
    <message>
        <source>The computer answers %1.</source>
        <translation>Комп&apos;ютер відповідає: %1.</translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you win only %n game point(s).</source>
        <translation>
            <numerusform>За найкращої гри з цієї позиції ви виграєте лише %n бал.</numerusform>
            <numerusform>За найкращої гри з цієї позиції ви виграєте лише %n бали.</numerusform>
            <numerusform>За найкращої гри з цієї позиції ви виграєте лише %n балів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play from here you lose %n game point(s).</source>
        <translation>
            <numerusform>За найкращої гри з цієї позиції ви програєте %n бал.</numerusform>
            <numerusform>За найкращої гри з цієї позиції ви програєте %n бали.</numerusform>
            <numerusform>За найкращої гри з цієї позиції ви програєте %n балів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play goes on: %1 …</source>
        <translation>Найкраще продовження: %1 …</translation>
    </message>
    <message>
        <source>Try again, or see the solution.</source>
        <translation>Спробуйте ще раз або подивіться розв&apos;язок.</translation>
    </message>
    <message>
        <source>Closing too early</source>
        <translation>Передчасне закриття колоди</translation>
    </message>
    <message>
        <source>Not closing when you should have</source>
        <translation>Колоду не закрито, коли слід було</translation>
    </message>
    <message>
        <source>Missed exchanges of the trump card</source>
        <translation>Пропущена заміна відкритого козиря</translation>
    </message>
    <message>
        <source>Marriages not announced</source>
        <translation>Неоголошені мар&apos;яжі</translation>
    </message>
    <message>
        <source>Marriages broken</source>
        <translation>Розбиті мар&apos;яжі</translation>
    </message>
    <message>
        <source>Failing to declare 66</source>
        <translation type="vanished">Не заявлено 66</translation>
    </message>
    <message>
        <source>Declaring 66 too soon</source>
        <translation type="vanished">66 заявлено зарано</translation>
    </message>
    <message>
        <source>Aces and tens thrown away</source>
        <translation>Віддані тузи й десятки</translation>
    </message>
    <message>
        <source>Other card play</source>
        <translation>Інші помилки в розіграші</translation>
    </message>
    <message>
        <source>Each of your decisions is compared with the best move. What a move gives away is its expected loss in game points: exact once every card is known, otherwise the average over many deals of the cards you could not see, less %1 times its margin of error. The labels (inaccuracy, mistake, blunder) follow the same rule, so a loss those deals cannot tell from chance costs no accuracy and is no mistake.</source>
        <translation>Кожне ваше рішення порівнюється з найкращим ходом. Те, що хід втрачає, — це його очікувана втрата в балах: точна, коли відомі всі карти, інакше середнє за багатьма розкладами карт, яких ви не бачили, мінус похибка, помножена на %1. Оцінки (неточність, помилка, груба помилка) йдуть за тим самим правилом, тож втрата, яку ці розклади не можуть відрізнити від випадковості, не знижує точності й не є помилкою.</translation>
    </message>
    <message numerus="yes">
        <source>In a two-player deal the real cards can be solved exactly (the open-card verdicts) once the talon is closed or used up, and, when 66 is claimed for you automatically, in the last %n trick(s); with more players, near the end. The line with the real cards adds up what the moves really cost with these cards; where it differs from play, the hidden cards helped or hurt a decision.</source>
        <translation>
            <numerusform>У грі вдвох справжні карти можна розв&apos;язати точно (оцінка з відкритими картами), коли колоду закрито або вичерпано, і, коли 66 заявляється автоматично, в останній %n взятці; з більшою кількістю гравців — ближче до кінця. Рядок зі справжніми картами підсумовує, скільки ходи справді коштували з цими картами; де він відрізняється від гри, приховані карти допомогли або зашкодили рішенню.</numerusform>
            <numerusform>У грі вдвох справжні карти можна розв&apos;язати точно (оцінка з відкритими картами), коли колоду закрито або вичерпано, і, коли 66 заявляється автоматично, в останніх %n взятках; з більшою кількістю гравців — ближче до кінця. Рядок зі справжніми картами підсумовує, скільки ходи справді коштували з цими картами; де він відрізняється від гри, приховані карти допомогли або зашкодили рішенню.</numerusform>
            <numerusform>У грі вдвох справжні карти можна розв&apos;язати точно (оцінка з відкритими картами), коли колоду закрито або вичерпано, і, коли 66 заявляється автоматично, в останніх %n взятках; з більшою кількістю гравців — ближче до кінця. Рядок зі справжніми картами підсумовує, скільки ходи справді коштували з цими картами; де він відрізняється від гри, приховані карти допомогли або зашкодили рішенню.</numerusform>
        </translation>
    </message>
    <message>
        <source>declare %1</source>
        <translation>заява %1</translation>
    </message>
    <message>
        <source>Not declaring when you could have</source>
        <translation>Пропущена заява</translation>
    </message>
    <message>
        <source>Declaring too soon</source>
        <translation>Передчасна заява</translation>
    </message>
    <message>
        <source>Opponent under 33</source>
        <translation>Суперник: менше 33 очок</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Остання взятка</translation>
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
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <source>You won the match, %1.</source>
        <translation>Ви виграли партію з рахунком %1.</translation>
    </message>
    <message>
        <source>%1 won the match, %2.</source>
        <translation>Перемога в партії: %1, рахунок %2.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>&amp;Review the deal</source>
        <translation>&amp;Розібрати роздачу</translation>
    </message>
    <message>
        <source>A practice match: it is counted apart from your record.</source>
        <translation>Тренувальна партія: у статистиці вона враховується окремо.</translation>
    </message>
    <message>
        <source>In this variant at this level you have won %1 of %2 matches; winning streak: %3.</source>
        <translation type="vanished">У цьому варіанті на цьому рівні виграно партій: %1 з %2; серія перемог: %3.</translation>
    </message>
    <message>
        <source>Matches won in this variant at this level: %1 of %2; winning streak: %3.</source>
        <translation>Виграно партій у цьому варіанті на цьому рівні: %1 з %2; серія перемог: %3.</translation>
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
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Так</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Відновити типові</translation>
    </message>
</context>
<context>
    <name>MatchGuard</name>
    <message>
        <source>Practice: your match (deal %1, %2) is kept and comes back when this deal ends.</source>
        <translation>Тренування: ваша партія (роздача %1, %2) збережена й повернеться, коли ця роздача закінчиться.</translation>
    </message>
    <message>
        <source>Back to your match</source>
        <translation>Назад до вашої партії</translation>
    </message>
    <message>
        <source>Your match waits: deal %1, %2</source>
        <translation>Ваша партія чекає: роздача %1, %2</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>The deal is over.</source>
        <translation>Роздачу закінчено.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Дочекайтеся свого ходу.</translation>
    </message>
    <message>
        <source>First the auction: bid or pass.</source>
        <translation>Спершу торгівля: зробіть заявку або скажіть «пас».</translation>
    </message>
    <message>
        <source>This variant has no such move.</source>
        <translation>У цьому варіанті такого ходу немає.</translation>
    </message>
    <message>
        <source>Only when you lead: a card has been led.</source>
        <translation>Лише коли ходите ви: карту вже зіграно.</translation>
    </message>
    <message>
        <source>The talon is closed.</source>
        <translation>Колоду закрито.</translation>
    </message>
    <message>
        <source>Only while the talon has two cards or more.</source>
        <translation>Лише поки в колоді щонайменше дві карти.</translation>
    </message>
    <message>
        <source>Exchange after your first trick.</source>
        <translation>Міняйте після своєї першої взятки.</translation>
    </message>
    <message>
        <source>%1 already lies face up as the trump card.</source>
        <translation>%1 уже лежить як відкритий козир.</translation>
    </message>
    <message>
        <source>You need %1 to exchange.</source>
        <translation>Щоб поміняти, треба мати %1.</translation>
    </message>
    <message>
        <source>A marriage only after your first trick.</source>
        <translation>Мар&apos;яж лише після вашої першої взятки.</translation>
    </message>
    <message>
        <source>No marriages once the talon is closed or used up.</source>
        <translation>Коли колоду закрито або вичерпано, мар&apos;яжів немає.</translation>
    </message>
    <message>
        <source>You hold no king and queen of one suit to announce.</source>
        <translation>У вас немає короля й дами однієї масті, щоб оголосити.</translation>
    </message>
    <message>
        <source>The claim is made for you automatically.</source>
        <translation>Заява робиться автоматично.</translation>
    </message>
    <message>
        <source>Not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
</context>
<context>
    <name>MoveLogDialog</name>
    <message>
        <source>What happened</source>
        <translation>Що сталося</translation>
    </message>
</context>
<context>
    <name>MoveLog</name>
    <message>
        <source>&amp;What happened</source>
        <translation>&amp;Що сталося</translation>
    </message>
    <message>
        <source>The moves of this deal so far, trick by trick (W)</source>
        <translation>Усі ходи цієї роздачі дотепер, взятка за взяткою (W)</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>%1 exchanged the trump card: took %2, put down %3.</source>
        <translation>%1 поміняв відкритий козир: узяв %2, поклав %3.</translation>
    </message>
    <message>
        <source>%1 closed the talon.</source>
        <translation>%1 закрив колоду.</translation>
    </message>
    <message numerus="yes">
        <source>%1 announced a marriage (%n points) and led %2.</source>
        <translation>
            <numerusform>%1 оголосив мар&apos;яж (%n очко) і пішов з %2.</numerusform>
            <numerusform>%1 оголосив мар&apos;яж (%n очки) і пішов з %2.</numerusform>
            <numerusform>%1 оголосив мар&apos;яж (%n очок) і пішов з %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, marriage (%n points)</source>
        <translation>
            <numerusform>%1, мар&apos;яж (%n очко)</numerusform>
            <numerusform>%1, мар&apos;яж (%n очки)</numerusform>
            <numerusform>%1, мар&apos;яж (%n очок)</numerusform>
        </translation>
    </message>
    <message>
        <source>trump card exchanged: took %1, put down %2</source>
        <translation>відкритий козир поміняно: узято %1, покладено %2</translation>
    </message>
    <message>
        <source>talon closed</source>
        <translation>колоду закрито</translation>
    </message>
    <message>
        <source>claim of %1</source>
        <translation>заявлено %1</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>заявка %1</translation>
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
            <numerusform>Взятка (%1): %n очко</numerusform>
            <numerusform>Взятка (%1): %n очки</numerusform>
            <numerusform>Взятка (%1): %n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 led %2: clubs are trumps.</source>
        <translation>%1 пішов з %2: козирі — трефи.</translation>
    </message>
    <message>
        <source>%1 led %2: spades are trumps.</source>
        <translation>%1 пішов з %2: козирі — піки.</translation>
    </message>
    <message>
        <source>%1 led %2: hearts are trumps.</source>
        <translation>%1 пішов з %2: козирі — чирви.</translation>
    </message>
    <message>
        <source>%1 led %2: diamonds are trumps.</source>
        <translation>%1 пішов з %2: козирі — бубни.</translation>
    </message>
</context>
<context>
    <name>PracticeNotice</name>
    <message>
        <source>Go ahead</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не зараз</translation>
    </message>
</context>
<context>
    <name>FinishOffer</name>
    <message>
        <source>Play the &amp;rest</source>
        <translation type="vanished">Дограти &amp;решту</translation>
    </message>
    <message>
        <source>The rest of this deal is decided: play it out fast (R)</source>
        <translation>Результат цієї роздачі вже вирішено: дограйте решту швидко (R)</translation>
    </message>
    <message>
        <source>Decided: play the rest (R)</source>
        <translation>Вирішено: дограти решту (R)</translation>
    </message>
    <message>
        <source>Play the res&amp;t</source>
        <translation>&amp;Дограти решту</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>Туз треф</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Десятка треф</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Король треф</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Дама треф</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Валет треф</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Дев&apos;ятка треф</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Вісімка треф</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Сімка треф</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Туз пік</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Десятка пік</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Король пік</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Дама пік</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Валет пік</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Дев&apos;ятка пік</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Вісімка пік</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Сімка пік</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Туз чирв</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Десятка чирв</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Король чирв</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Дама чирв</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Валет чирв</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Дев&apos;ятка чирв</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Вісімка чирв</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Сімка чирв</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Туз бубон</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Десятка бубон</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Король бубон</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Дама бубон</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Валет бубон</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Дев&apos;ятка бубон</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Вісімка бубон</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Сімка бубон</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>Card table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Карта сорочкою догори</translation>
    </message>
    <message>
        <source>%1 (cannot be played now)</source>
        <translation>%1 (зараз не можна зіграти)</translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Ваші карти: %1.</translation>
    </message>
    <message>
        <source>In the trick: %1.</source>
        <translation>У взятці: %1.</translation>
    </message>
    <message>
        <source>The trump card: %1.</source>
        <translation>Відкритий козир: %1.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Роздачу закінчено.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш хід.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Хід: %1.</translation>
    </message>
    <message>
        <source>A new deal.</source>
        <translation>Нова роздача.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 announces a marriage: %2.</source>
        <translation>%1 оголошує мар&apos;яж: %2.</translation>
    </message>
    <message>
        <source>You announce a marriage: %1.</source>
        <translation>Ви оголошуєте мар&apos;яж: %1.</translation>
    </message>
    <message>
        <source>You exchange the trump card and take %1.</source>
        <translation>Ви міняєте відкритий козир і берете %1.</translation>
    </message>
    <message>
        <source>%1 exchanges the trump card and takes %2.</source>
        <translation>%1 міняє відкритий козир і бере %2.</translation>
    </message>
    <message>
        <source>You close the talon.</source>
        <translation>Ви закриваєте колоду.</translation>
    </message>
    <message>
        <source>%1 closes the talon.</source>
        <translation>%1 закриває колоду.</translation>
    </message>
</context>
<context>
    <name>DealFigures</name>
    <message>
        <source>What do these figures mean?</source>
        <translation>Що означають ці числа?</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Комп&apos;ютер</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="vanished">Комп&apos;ютер&#xa0;%1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="vanished">%1%</translation>
    </message>
    <message>
        <source>The other side&apos;s decisions are not judged yet: no split of the result.</source>
        <translation>Рішення іншої сторони ще не оцінено: результат поки не розділити.</translation>
    </message>
    <message>
        <source>From the cards: %1.</source>
        <translation>Від карт: %1.</translation>
    </message>
    <message>
        <source>From play: %1.</source>
        <translation>Від гри: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged exactly: %n.</source>
        <translation>
            <numerusform>Точно оцінені рішення: %n.</numerusform>
            <numerusform>Точно оцінені рішення: %n.</numerusform>
            <numerusform>Точно оцінені рішення: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decisions judged over sampled deals: %n.</source>
        <translation>
            <numerusform>Рішення, оцінені на випадкових розкладах: %n.</numerusform>
            <numerusform>Рішення, оцінені на випадкових розкладах: %n.</numerusform>
            <numerusform>Рішення, оцінені на випадкових розкладах: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>From play with the real cards (open-card verdicts): %1.</source>
        <translation>Від гри зі справжніми картами (оцінка з відкритими картами): %1.</translation>
    </message>
    <message>
        <source>Your result in game points: %1.</source>
        <translation>Ваш результат у балах: %1.</translation>
    </message>
</context>
<context>
    <name>FiguresHelp</name>
    <message>
        <source>Accuracy, cards and play</source>
        <translation>Точність, карти і гра</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Вчіться на своїх помилках</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Перегравання</translation>
    </message>
    <message>
        <source>Recurring errors</source>
        <translation>Повторювані помилки</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ще раз</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Скільки разів</translation>
    </message>
    <message>
        <source>%1, decision %2: %3</source>
        <translation>%1, рішення %2: %3</translation>
    </message>
    <message>
        <source>No mistakes in the reviewed deals.</source>
        <translation>У розібраних роздачах помилок немає.</translation>
    </message>
    <message>
        <source>This deal can no longer be read.</source>
        <translation>Цю роздачу більше не вдається прочитати.</translation>
    </message>
    <message>
        <source>Review your deals (Game &gt; Review) to find mistakes to retry.</source>
        <translation>Розберіть свої роздачі (Гра &gt; Розбір останньої роздачі), щоб знайти ходи, які можна переграти.</translation>
    </message>
    <message>
        <source>Your move: what would you play here? Only your own cards are shown.</source>
        <translation>Ваш хід: що б ви зіграли тут? Видно лише ваші карти.</translation>
    </message>
    <message>
        <source>Right: %1 is the best move here.</source>
        <translation>Правильно: %1 — найкращий хід тут.</translation>
    </message>
    <message>
        <source>The best move was %1. Expected game points lost by %2: %3.</source>
        <translation>Найкращий хід був %1. Очікувана втрата балів через %2: %3.</translation>
    </message>
    <message>
        <source>In the deal you played %1 (expected game points lost: %2).</source>
        <translation>У роздачі ви зіграли %1 (очікувана втрата балів: %2).</translation>
    </message>
    <message numerus="yes">
        <source>Review %n more kept deal(s)</source>
        <translation>
            <numerusform>Розібрати ще %n збережену роздачу</numerusform>
            <numerusform>Розібрати ще %n збережені роздачі</numerusform>
            <numerusform>Розібрати ще %n збережених роздач</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing deal %1 of %2…</source>
        <translation>Розбір роздачі %1 з %2…</translation>
    </message>
</context>
<context>
    <name>RatingBox</name>
    <message>
        <source>Your rating over time</source>
        <translation>Зміна вашого рейтингу</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ще немає</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Play Sixty-Six or Schnapsen against the computer to get a rating.</source>
        <translation>Грайте в «Шістдесят шість» або Шнапсен проти комп&apos;ютера, щоб отримати рейтинг.</translation>
    </message>
    <message>
        <source>Probably between %1 and %2.</source>
        <translation>Імовірно між %1 і %2.</translation>
    </message>
    <message numerus="yes">
        <source>Rated deals: %n (Sixty-Six and Schnapsen, practice apart).</source>
        <translation>
            <numerusform>Оцінені роздачі: %n (Шістдесят шість і Шнапсен, без тренувальних).</numerusform>
            <numerusform>Оцінені роздачі: %n (Шістдесят шість і Шнапсен, без тренувальних).</numerusform>
            <numerusform>Оцінені роздачі: %n (Шістдесят шість і Шнапсен, без тренувальних).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Opponents</name>
    <message>
        <source>Your opponent: %1 (%2)</source>
        <translation>Суперник: %1 (%2)</translation>
    </message>
    <message>
        <source>Your opponents: %1 (%2)</source>
        <translation>Суперники: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>opponent&apos;s name (level)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Martin, Paul, Simon</source>
        <comment>three names, comma-separated</comment>
        <translation>Мартин, Павло, Семен</translation>
    </message>
    <message>
        <source>Peter, Andrew, Matthew</source>
        <comment>three names, comma-separated</comment>
        <translation>Петро, Андрій, Матвій</translation>
    </message>
    <message>
        <source>George, Nicholas, Michael</source>
        <comment>three names, comma-separated</comment>
        <translation>Юрій, Микола, Михайло</translation>
    </message>
    <message>
        <source>John, Jacob, Anthony</source>
        <comment>three names, comma-separated</comment>
        <translation>Іван, Яків, Антон</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>From the next deal, %1 is declared for you.</source>
        <translation>З наступної роздачі %1 заявлятиметься автоматично.</translation>
    </message>
    <message>
        <source>From the next deal, you declare %1 yourself: the %1! chip or D.</source>
        <translation>З наступної роздачі ви заявляєте %1 самі: фішкою «%1!» або клавішею D.</translation>
    </message>
</context>
<context>
    <name>MatchReview</name>
    <message>
        <source>Match at %1 (to %2).</source>
        <translation>Рахунок партії %1 (до %2).</translation>
    </message>
    <message>
        <source>Match at %1 (to %2): your chance of winning it before this deal was %3.</source>
        <translation>Рахунок партії %1 (до %2): перед цією роздачею ваш шанс виграти партію становив %3.</translation>
    </message>
    <message>
        <source>%1. %2: %3 (for the match)</source>
        <translation>%1. %2: %3 (для партії)</translation>
    </message>
    <message>
        <source>You closed the talon. Judged for the match: %1.</source>
        <translation>Ви закрили колоду. Оцінка для партії: %1.</translation>
    </message>
    <message>
        <source>At %1 any win takes the match.</source>
        <translation>При %1 будь-яка виграна роздача виграє партію.</translation>
    </message>
    <message>
        <source>At %1 a lost deal ends the match.</source>
        <translation>При %1 програна роздача означає програну партію.</translation>
    </message>
    <message>
        <source>The close risked the match for nothing: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Закриття колоди даремно ризикувало партією: у можливих розкладах невідомих карт воно вигравало партію в %1 випадків, %2 — у %3.</translation>
    </message>
    <message>
        <source>The close lowered your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Закриття колоди зменшило ваш шанс виграти партію на %1: у можливих розкладах невідомих карт воно вигравало партію в %2 випадків, %3 — у %4.</translation>
    </message>
    <message>
        <source>The close was the only way to stay in the match: it won the match in %1 of the possible deals of the unseen cards, %2 in %3.</source>
        <translation>Закриття колоди було єдиним способом залишитися в партії: у можливих розкладах невідомих карт воно вигравало партію в %1 випадків, %2 — у %3.</translation>
    </message>
    <message>
        <source>The close raised your chance of winning the match by %1: it won the match in %2 of the possible deals of the unseen cards, %3 in %4.</source>
        <translation>Закриття колоди збільшило ваш шанс виграти партію на %1: у можливих розкладах невідомих карт воно вигравало партію в %2 випадків, %3 — у %4.</translation>
    </message>
    <message>
        <source>For the match the close was as good as %1: the match was won in %2 and %3 of the possible deals of the unseen cards.</source>
        <translation>Для партії закриття колоди було так само добрим, як %1: у можливих розкладах невідомих карт партію вигравали відповідно в %2 і %3 випадків.</translation>
    </message>
    <message>
        <source>Below, the same decision in game points of this deal alone:</source>
        <translation>Нижче те саме рішення, оцінене лише в балах цієї роздачі:</translation>
    </message>
</context>
</TS>
