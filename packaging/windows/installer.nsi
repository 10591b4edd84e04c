; Sixty-Six for Windows: the per-user setup .exe (NSIS 3, Modern UI 2).
;
; Built on Linux by packaging/windows/build.sh in two passes:
;   1. makensis -DINNER=uninstaller-writer.exe ... : a silent program that only writes
;      uninstall.exe (run once under Wine), so the uninstaller carries version words of
;      its own ("Sixty-Six uninstaller"), not the setup's;
;   2. makensis -DUNINSTALLER=.../uninstall.exe -DOUTFILE=.../sixtysix-X.Y.Z-windows-setup.exe
;      -DBUNDLE=build/windows/dist/sixtysix -DICON=.../sixtysix.ico -DWIZARD=.../wizard.bmp
;      -DLANGUAGES=.../languages.nsh -DVERSION=X.Y.Z -DVI_VERSION=X.Y.Z.0 -DESTIMATED_KB=NNN
;   (both with -INPUTCHARSET UTF8).  languages.nsh is written from i18n/languages.json
;   (nsis_languages.py): the languages, the game's name in each (GameName), its code.
;
; What it does (no administrator rights, everything under the user's profile):
; - asks for the language in a dialog in the preselected language (Windows' own, or
;   the installed one on an upgrade), and shows every page in it, naming the game as
;   the game names itself ("Sešdesmit seši", "Сантасе"...), with our own wizard picture;
; - never replaces or removes the files of a running game: it asks to close it first
;   (the game holds the named mutex SixtySix.Running while it runs);
; - installs into %LOCALAPPDATA%\Programs\Sixty-Six, or where the game already is
;   (InstallLocation of the Apps entry): an upgrade reuses the folder; installed
;   elsewhere, the copy in the old folder goes, so no copy is left without an entry;
; - a Start-menu shortcut; a desktop shortcut when ticked (kept on an upgrade);
; - an entry in Settings > Apps (HKCU ...\Uninstall\SixtySix);
; - the shared-deal file type: .sixtysix -> SixtySix.Deal, opened by sixtysix.exe;
; - the game's language: the installer's, written where the game reads its setting
;   (QSettings: HKCU\Software\SixtySix\sixtysix, value "language") only if the player
;   has none yet, so the first start speaks the same language.
; The MIT licence asks for no consent: no licence page (LICENSE travels in the bundle).
; The uninstaller removes the program, its shortcuts, the Apps entry and the file type,
; and says where the player's data folder (%APPDATA%\sixtysix\Sixty-Six) and settings
; (the registry, HKCU\Software\SixtySix\sixtysix) stay.
;
; Silent install: setup.exe /S [/LANG=bg] [/DESKTOP] [/D=C:\path]   (/D last, unquoted)
;   Without /LANG= an upgrade keeps the installed language.  A running game: exit code 2.
; Silent uninstall: "%LOCALAPPDATA%\Programs\Sixty-Six\uninstall.exe" /S

Unicode true
Target amd64-unicode
RequestExecutionLevel user
ManifestDPIAware true
SetCompressor /SOLID lzma
SetCompressorDictSize 32

!ifndef VERSION | ICON | LANGUAGES
  !error "build with packaging/windows/build.sh (it passes VERSION, ICON, LANGUAGES...)"
!endif
!ifndef INNER
  !ifndef BUNDLE | OUTFILE | UNINSTALLER | WIZARD
    !error "build with packaging/windows/build.sh (BUNDLE, OUTFILE, UNINSTALLER, WIZARD)"
  !endif
!endif
!ifndef VI_VERSION
  !define VI_VERSION "0.0.0.0"
!endif
!ifndef ESTIMATED_KB
  !define ESTIMATED_KB 0
!endif

!define APP "Sixty-Six"
!define EXE "sixtysix.exe"
!define PUBLISHER "The Sixty-Six developers"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\SixtySix"
!define SETTINGS_KEY "Software\SixtySix\sixtysix"
!define DEAL_EXT ".sixtysix"
!define DEAL_CLASS "SixtySix.Deal"
; held by the running game (sixtysix_qt/ui/system/running_mark.py, MUTEX_NAME)
!define RUNNING_MUTEX "SixtySix.Running"

Name "$(GameName)"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "$(GameName) ${VERSION}"

VIProductVersion "${VI_VERSION}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"
!ifdef INNER
  OutFile "${INNER}"
  SilentInstall silent
  VIAddVersionKey /LANG=1033 "FileDescription" "${APP} uninstaller"
  VIAddVersionKey /LANG=1033 "OriginalFilename" "uninstall.exe"
!else
  OutFile "${OUTFILE}"
  VIAddVersionKey /LANG=1033 "FileDescription" "${APP} setup"
  VIAddVersionKey /LANG=1033 "OriginalFilename" "sixtysix-${VERSION}-windows-setup.exe"
!endif

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_LANGDLL_ALLLANGUAGES
; the language dialog in the preselected language; an upgrade preselects the installed one
!define MUI_LANGDLL_WINDOWTITLE "$(LangDialogTitle)"
!define MUI_LANGDLL_INFO "$(LangDialogInfo)"
!define MUI_LANGDLL_REGISTRY_ROOT HKCU
!define MUI_LANGDLL_REGISTRY_KEY "${UNINST_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_LANGDLL_ALWAYSSHOW
!ifndef INNER
  !define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD}"
!endif
; our own welcome words: no "close all other applications ... restart" paragraph
!define MUI_WELCOMEPAGE_TEXT "$(WelcomeText)"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!ifndef INNER
  !insertmacro MUI_PAGE_WELCOME
  !insertmacro MUI_PAGE_COMPONENTS
  !insertmacro MUI_PAGE_DIRECTORY
  !insertmacro MUI_PAGE_INSTFILES
  !insertmacro MUI_PAGE_FINISH
!else
  !insertmacro MUI_UNPAGE_CONFIRM
  !insertmacro MUI_UNPAGE_INSTFILES
!endif

!include "${LANGUAGES}"
!insertmacro MUI_RESERVEFILE_LANGDLL

; ------------------------------------------------------------------ words
LangString LangDialogTitle ${LANG_ENGLISH} "Setup language"
LangString LangDialogTitle ${LANG_LATVIAN} "Uzstādīšanas valoda"
LangString LangDialogTitle ${LANG_SLOVENIAN} "Jezik namestitve"
LangString LangDialogTitle ${LANG_BULGARIAN} "Език на инсталацията"
LangString LangDialogTitle ${LANG_UKRAINIAN} "Мова встановлення"

LangString LangDialogInfo ${LANG_ENGLISH} "Choose the language of the setup and of the game."
LangString LangDialogInfo ${LANG_LATVIAN} "Izvēlieties uzstādīšanas un spēles valodu."
LangString LangDialogInfo ${LANG_SLOVENIAN} "Izberite jezik namestitve in igre."
LangString LangDialogInfo ${LANG_BULGARIAN} "Изберете езика на инсталацията и на играта."
LangString LangDialogInfo ${LANG_UKRAINIAN} "Виберіть мову встановлення та гри."

LangString WelcomeText ${LANG_ENGLISH} "This will install $(^NameDA) ${VERSION} for you alone: no administrator rights are needed.$\r$\n$\r$\n$(^ClickNext)"
LangString WelcomeText ${LANG_LATVIAN} "Šis vednis uzstādīs spēli „$(^NameDA)” ${VERSION} tikai jums: administratora tiesības nav vajadzīgas.$\r$\n$\r$\n$(^ClickNext)"
LangString WelcomeText ${LANG_SLOVENIAN} "Čarovnik bo namestil igro $(^NameDA) ${VERSION} samo za vas: skrbniške pravice niso potrebne.$\r$\n$\r$\n$(^ClickNext)"
LangString WelcomeText ${LANG_BULGARIAN} "Съветникът ще инсталира играта $(^NameDA) ${VERSION} само за вас: не са нужни администраторски права.$\r$\n$\r$\n$(^ClickNext)"
LangString WelcomeText ${LANG_UKRAINIAN} "Майстер установить гру «$(^NameDA)» ${VERSION} лише для вас: права адміністратора не потрібні.$\r$\n$\r$\n$(^ClickNext)"

LangString GameRunning ${LANG_ENGLISH} "$(^NameDA) is open. Close it (your match is saved), then try again."
LangString GameRunning ${LANG_LATVIAN} "Spēle „$(^NameDA)” ir atvērta. Aizveriet to (jūsu spēle ir saglabāta) un mēģiniet vēlreiz."
LangString GameRunning ${LANG_SLOVENIAN} "Igra $(^NameDA) je odprta. Zaprite jo (vaša partija je shranjena) in poskusite znova."
LangString GameRunning ${LANG_BULGARIAN} "Играта $(^NameDA) е отворена. Затворете я (партията ви е запазена) и опитайте отново."
LangString GameRunning ${LANG_UKRAINIAN} "Гра «$(^NameDA)» відкрита. Закрийте її (вашу партію збережено) і спробуйте ще раз."

LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_LATVIAN} "Saīsne uz darbvirsmas"
LangString SecDesktop ${LANG_SLOVENIAN} "Bližnjica na namizju"
LangString SecDesktop ${LANG_BULGARIAN} "Пряк път на работния плот"
LangString SecDesktop ${LANG_UKRAINIAN} "Ярлик на робочому столі"

LangString AppComment ${LANG_ENGLISH} "Play the card game Sixty-Six against the computer"
LangString AppComment ${LANG_LATVIAN} "Spēlējiet kāršu spēli „Sešdesmit seši” pret datoru"
LangString AppComment ${LANG_SLOVENIAN} "Igrajte igro s kartami šestinšestdeset proti računalniku"
LangString AppComment ${LANG_BULGARIAN} "Играйте Сантасе (66) срещу компютъра"
LangString AppComment ${LANG_UKRAINIAN} "Грайте в карткову гру «Шістдесят шість» проти комп'ютера"

LangString DealType ${LANG_ENGLISH} "Sixty-Six deal"
LangString DealType ${LANG_LATVIAN} "„Sešdesmit seši” partija"
LangString DealType ${LANG_SLOVENIAN} "Igra Šestinšestdeset"
LangString DealType ${LANG_BULGARIAN} "Раздаване от Сантасе"
LangString DealType ${LANG_UKRAINIAN} "Роздача «Шістдесят шість»"

; what stays after an uninstall: each a line of its own (the details list shows no line breaks)
LangString Removed ${LANG_ENGLISH} "$(^NameDA) has been removed."
LangString Removed ${LANG_LATVIAN} "Spēle „$(^NameDA)” ir noņemta."
LangString Removed ${LANG_SLOVENIAN} "Igra $(^NameDA) je odstranjena."
LangString Removed ${LANG_BULGARIAN} "Играта $(^NameDA) беше премахната."
LangString Removed ${LANG_UKRAINIAN} "Гру «$(^NameDA)» видалено."

LangString KeptData ${LANG_ENGLISH} "Your saved match, statistics and deals stay in the folder $APPDATA\sixtysix\Sixty-Six."
LangString KeptData ${LANG_LATVIAN} "Jūsu saglabātā spēle, statistika un partijas paliek mapē $APPDATA\sixtysix\Sixty-Six."
LangString KeptData ${LANG_SLOVENIAN} "Vaša shranjena partija, statistika in igre ostanejo v mapi $APPDATA\sixtysix\Sixty-Six."
LangString KeptData ${LANG_BULGARIAN} "Запазената партия, статистиката и раздаванията остават в папката $APPDATA\sixtysix\Sixty-Six."
LangString KeptData ${LANG_UKRAINIAN} "Збережена партія, статистика й роздачі залишаються в теці $APPDATA\sixtysix\Sixty-Six."

LangString KeptSettings ${LANG_ENGLISH} "Your settings stay in the registry: HKEY_CURRENT_USER\${SETTINGS_KEY}."
LangString KeptSettings ${LANG_LATVIAN} "Jūsu iestatījumi paliek reģistrā: HKEY_CURRENT_USER\${SETTINGS_KEY}."
LangString KeptSettings ${LANG_SLOVENIAN} "Vaše nastavitve ostanejo v registru: HKEY_CURRENT_USER\${SETTINGS_KEY}."
LangString KeptSettings ${LANG_BULGARIAN} "Настройките остават в регистъра: HKEY_CURRENT_USER\${SETTINGS_KEY}."
LangString KeptSettings ${LANG_UKRAINIAN} "Налаштування залишаються в реєстрі: HKEY_CURRENT_USER\${SETTINGS_KEY}."

LangString KeptDelete ${LANG_ENGLISH} "Delete them yourself if you no longer need them."
LangString KeptDelete ${LANG_LATVIAN} "Ja tie vairs nav vajadzīgi, izdzēsiet tos paši."
LangString KeptDelete ${LANG_SLOVENIAN} "Če jih ne potrebujete več, jih izbrišite sami."
LangString KeptDelete ${LANG_BULGARIAN} "Изтрийте ги сами, ако вече не ви трябват."
LangString KeptDelete ${LANG_UKRAINIAN} "Видаліть їх самі, якщо вони вам більше не потрібні."

; ------------------------------------------------------------------ a running game
!macro CLOSE_GAME_FIRST UN
Function ${UN}CloseGameFirst
    ; its files are locked while it runs: ask to close it; silent: end with exit code 2
  check:
    System::Call 'kernel32::OpenMutex(i 0x00100000, i 0, t "${RUNNING_MUTEX}") p .r0'
    ${If} $0 != 0
        System::Call 'kernel32::CloseHandle(p r0)'
        MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(GameRunning)" /SD IDCANCEL IDRETRY check
        SetErrorLevel 2
        Quit
    ${EndIf}
FunctionEnd
!macroend

!ifndef INNER
; ------------------------------------------------------------------ install
!insertmacro CLOSE_GAME_FIRST ""

Var OldDesktop ; "1" when an earlier install left a desktop shortcut (kept on an upgrade)

Section "!$(GameName)" SecGame
    SectionIn RO
    SetShellVarContext current
    ; installed elsewhere before: that copy goes, so none is left without an Apps entry
    ReadRegStr $R0 HKCU "${UNINST_KEY}" "InstallLocation"
    ${If} $R0 != ""
    ${AndIf} $R0 != $INSTDIR
    ${AndIf} ${FileExists} "$R0\${EXE}"
        DetailPrint "$R0"
        Delete "$R0\${EXE}"
        RMDir /r "$R0\_internal"
        Delete "$R0\uninstall.exe"
        RMDir "$R0"
    ${EndIf}
    SetOutPath "$INSTDIR"
    ; an older version's files must not linger next to the new ones
    RMDir /r "$INSTDIR\_internal"
    File "${BUNDLE}/${EXE}"
    File /r "${BUNDLE}/_internal"
    File "/oname=uninstall.exe" "${UNINSTALLER}"

    ; the shortcuts carry the game's name in the installer's language: any earlier name goes
    !insertmacro DELETE_SHORTCUTS "$SMPROGRAMS"
    !insertmacro DELETE_SHORTCUTS "$DESKTOP"
    CreateShortCut "$SMPROGRAMS\$(GameName).lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
        SW_SHOWNORMAL "" "$(AppComment)"

    WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "$(GameName)"
    WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
    WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" ${ESTIMATED_KB}
    WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
    WriteRegStr HKCU "${UNINST_KEY}" "InstallerLanguage" "$LANGUAGE"

    ; the shared-deal file type, for this user only
    WriteRegStr HKCU "Software\Classes\${DEAL_EXT}" "" "${DEAL_CLASS}"
    WriteRegStr HKCU "Software\Classes\${DEAL_CLASS}" "" "$(DealType)"
    WriteRegStr HKCU "Software\Classes\${DEAL_CLASS}\DefaultIcon" "" "$INSTDIR\${EXE},0"
    WriteRegStr HKCU "Software\Classes\${DEAL_CLASS}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

    ; the game starts in the installer's language, unless the player chose one already
    ClearErrors
    ReadRegStr $0 HKCU "${SETTINGS_KEY}" "language"
    ${If} ${Errors}
        WriteRegStr HKCU "${SETTINGS_KEY}" "language" "$(GameLang)"
    ${EndIf}
SectionEnd

Section /o "$(SecDesktop)" SecDesktop
    SetShellVarContext current
    CreateShortCut "$DESKTOP\$(GameName).lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
        SW_SHOWNORMAL "" "$(AppComment)"
SectionEnd

Function .onInit
    SetShellVarContext current
    ; an upgrade keeps the desktop shortcut the player had
    !insertmacro HAS_SHORTCUT "$DESKTOP" $OldDesktop
    ${If} $OldDesktop == 1
        SectionSetFlags ${SecDesktop} ${SF_SELECTED}
    ${EndIf}
    ${If} ${Silent}
        ; /LANG=bg chooses the language of a silent install; without it an upgrade keeps
        ; the installed language (a first install: English)
        ReadRegStr $R2 HKCU "${UNINST_KEY}" "InstallerLanguage"
        ${If} $R2 != ""
            StrCpy $LANGUAGE $R2
        ${Else}
            StrCpy $LANGUAGE ${LANG_ENGLISH}
        ${EndIf}
        ${GetParameters} $R0
        ClearErrors
        ${GetOptions} $R0 "/LANG=" $R1
        ${IfNot} ${Errors}
            StrCpy $LANGUAGE ${LANG_ENGLISH}
            !insertmacro LANGUAGE_OF_CODE $R1
        ${EndIf}
        ClearErrors
        ${GetOptions} $R0 "/DESKTOP" $R1
        ${IfNot} ${Errors}
            SectionSetFlags ${SecDesktop} ${SF_SELECTED}
        ${EndIf}
    ${Else}
        !insertmacro MUI_LANGDLL_DISPLAY
    ${EndIf}
    Call CloseGameFirst
FunctionEnd

!else
; ------------------------------------------------------------------ the uninstaller's writer
Section
    WriteUninstaller "$EXEDIR\uninstall.exe"
SectionEnd

; ------------------------------------------------------------------ uninstall
!insertmacro CLOSE_GAME_FIRST "un."

Section "Uninstall"
    SetShellVarContext current
    !insertmacro DELETE_SHORTCUTS "$SMPROGRAMS"
    !insertmacro DELETE_SHORTCUTS "$DESKTOP"
    ; only what the installer put there: the folder itself goes only if empty
    Delete "$INSTDIR\${EXE}"
    RMDir /r "$INSTDIR\_internal"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"

    ReadRegStr $0 HKCU "Software\Classes\${DEAL_EXT}" ""
    ${If} $0 == "${DEAL_CLASS}"
        DeleteRegKey HKCU "Software\Classes\${DEAL_EXT}"
    ${EndIf}
    DeleteRegKey HKCU "Software\Classes\${DEAL_CLASS}"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
    DeleteRegKey HKCU "${UNINST_KEY}"
    ; the player's settings (HKCU\${SETTINGS_KEY}) and data folder stay: say where
    DetailPrint "$(KeptData)"
    DetailPrint "$(KeptSettings)"
SectionEnd

Function un.onInit
    SetShellVarContext current
    ; the installer's language (read here rather than with MUI_UNGETLANGUAGE,
    ; which would ask in a dialog, even in a silent uninstall, if it were missing)
    ReadRegStr $0 HKCU "${UNINST_KEY}" "InstallerLanguage"
    ${If} $0 != ""
        StrCpy $LANGUAGE $0
    ${EndIf}
    Call un.CloseGameFirst
FunctionEnd

Function un.onUninstSuccess
    MessageBox MB_OK|MB_ICONINFORMATION "$(Removed)$\r$\n$\r$\n$(KeptData)$\r$\n$(KeptSettings)$\r$\n$\r$\n$(KeptDelete)" /SD IDOK
FunctionEnd
!endif
