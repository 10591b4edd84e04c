; Sixty-Six for Windows: the per-user setup .exe (NSIS 3, Modern UI 2).
;
; Built on Linux by packaging/windows/build.sh, which passes:
;   makensis -INPUTCHARSET UTF8 -DVERSION=X.Y.Z -DVI_VERSION=X.Y.Z.0 -DBUNDLE=build/windows/dist/sixtysix
;            -DICON=.../sixtysix.ico -DOUTFILE=.../sixtysix-X.Y.Z-windows-setup.exe
;            -DLICENSE=LICENSE -DESTIMATED_KB=NNN packaging/windows/installer.nsi
;
; What it does (no administrator rights, everything under the user's profile):
; - asks for the language (English, Latvian, Slovenian, Bulgarian, Ukrainian;
;   preselected from Windows) and shows every page in it;
; - installs the PyInstaller bundle into %LOCALAPPDATA%\Programs\Sixty-Six;
; - a Start-menu shortcut; a desktop shortcut only if ticked (off by default);
; - an entry in Settings > Apps (HKCU ...\Uninstall\SixtySix);
; - the shared-deal file type: .sixtysix -> SixtySix.Deal, opened by sixtysix.exe;
; - the game's language: the installer's, written where the game reads its
;   setting (QSettings: HKCU\Software\SixtySix\sixtysix, value "language")
;   only if the player has none yet, so the first start speaks the same language.
; The uninstaller removes the program, its shortcuts, the Apps entry and the
; file type, and says that the player's data folder
; (%APPDATA%\sixtysix\Sixty-Six: saved match, statistics, settings) stays.
;
; Silent install: setup.exe /S [/LANG=bg] [/DESKTOP] [/D=C:\path]   (/D last)
; Silent uninstall: "%LOCALAPPDATA%\Programs\Sixty-Six\uninstall.exe" /S

Unicode true
Target amd64-unicode
RequestExecutionLevel user
ManifestDPIAware true
SetCompressor /SOLID lzma
SetCompressorDictSize 32

!ifndef VERSION | BUNDLE | ICON | OUTFILE | LICENSE
  !error "build with packaging/windows/build.sh (it passes VERSION, BUNDLE, ICON, OUTFILE, LICENSE)"
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

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VI_VERSION}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Latvian"
!insertmacro MUI_LANGUAGE "Slovenian"
!insertmacro MUI_LANGUAGE "Bulgarian"
!insertmacro MUI_LANGUAGE "Ukrainian"
!insertmacro MUI_RESERVEFILE_LANGDLL

; ------------------------------------------------------------------ words
; the game's language code for each installer language (sixtysix_qt LANGUAGES)
LangString GameLang ${LANG_ENGLISH} "en"
LangString GameLang ${LANG_LATVIAN} "lv"
LangString GameLang ${LANG_SLOVENIAN} "sl"
LangString GameLang ${LANG_BULGARIAN} "bg"
LangString GameLang ${LANG_UKRAINIAN} "uk"

LangString SecGame ${LANG_ENGLISH} "Sixty-Six"
LangString SecGame ${LANG_LATVIAN} "Sešdesmit seši"
LangString SecGame ${LANG_SLOVENIAN} "Šestinšestdeset"
LangString SecGame ${LANG_BULGARIAN} "Сантасе"
LangString SecGame ${LANG_UKRAINIAN} "Шістдесят шість"

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

LangString DataKept ${LANG_ENGLISH} "Sixty-Six has been removed.$\r$\n$\r$\nYour saved match, statistics and settings are kept in this folder:$\r$\n$APPDATA\sixtysix\Sixty-Six$\r$\n$\r$\nDelete it yourself if you no longer need them."
LangString DataKept ${LANG_LATVIAN} "Spēle „Sešdesmit seši” ir noņemta.$\r$\n$\r$\nJūsu saglabātā spēle, statistika un iestatījumi paliek šajā mapē:$\r$\n$APPDATA\sixtysix\Sixty-Six$\r$\n$\r$\nIzdzēsiet to pats, ja tie vairs nav vajadzīgi."
LangString DataKept ${LANG_SLOVENIAN} "Igra Šestinšestdeset je odstranjena.$\r$\n$\r$\nVaša shranjena partija, statistika in nastavitve ostanejo v tej mapi:$\r$\n$APPDATA\sixtysix\Sixty-Six$\r$\n$\r$\nČe jih ne potrebujete več, jo izbrišite sami."
LangString DataKept ${LANG_BULGARIAN} "Играта Сантасе беше премахната.$\r$\n$\r$\nЗапазената партия, статистиката и настройките остават в тази папка:$\r$\n$APPDATA\sixtysix\Sixty-Six$\r$\n$\r$\nИзтрийте я сами, ако вече не ви трябват."
LangString DataKept ${LANG_UKRAINIAN} "Гру «Шістдесят шість» видалено.$\r$\n$\r$\nЗбережена партія, статистика й налаштування залишаються в цій теці:$\r$\n$APPDATA\sixtysix\Sixty-Six$\r$\n$\r$\nВидаліть її самі, якщо вони вам більше не потрібні."

; ------------------------------------------------------------------ install
Section "!$(SecGame)" SecGame
    SectionIn RO
    SetShellVarContext current
    SetOutPath "$INSTDIR"
    ; an older version's files must not linger next to the new ones
    RMDir /r "$INSTDIR\_internal"
    File "${BUNDLE}/${EXE}"
    File /r "${BUNDLE}/_internal"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
        SW_SHOWNORMAL "" "$(AppComment)"

    WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP}"
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
    CreateShortCut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0 \
        SW_SHOWNORMAL "" "$(AppComment)"
SectionEnd

Function .onInit
    SetShellVarContext current
    ${If} ${Silent}
        ; /LANG=bg chooses the language of a silent install (default: English)
        ${GetParameters} $R0
        ClearErrors
        ${GetOptions} $R0 "/LANG=" $R1
        ${IfNot} ${Errors}
            ${Select} $R1
                ${Case} "lv"
                    StrCpy $LANGUAGE ${LANG_LATVIAN}
                ${Case} "sl"
                    StrCpy $LANGUAGE ${LANG_SLOVENIAN}
                ${Case} "bg"
                    StrCpy $LANGUAGE ${LANG_BULGARIAN}
                ${Case} "uk"
                    StrCpy $LANGUAGE ${LANG_UKRAINIAN}
                ${CaseElse}
                    StrCpy $LANGUAGE ${LANG_ENGLISH}
            ${EndSelect}
        ${EndIf}
        ClearErrors
        ${GetOptions} $R0 "/DESKTOP" $R1
        ${IfNot} ${Errors}
            SectionSetFlags ${SecDesktop} ${SF_SELECTED}
        ${EndIf}
    ${Else}
        !insertmacro MUI_LANGDLL_DISPLAY
    ${EndIf}
FunctionEnd

; ------------------------------------------------------------------ uninstall
Section "Uninstall"
    SetShellVarContext current
    Delete "$SMPROGRAMS\${APP}.lnk"
    Delete "$DESKTOP\${APP}.lnk"
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
    ; the player's settings (HKCU\${SETTINGS_KEY}) and data folder stay
    DetailPrint "$(DataKept)"
SectionEnd

Function un.onInit
    SetShellVarContext current
    ; the installer's language (read here rather than with MUI_UNGETLANGUAGE,
    ; which would ask in a dialog, even in a silent uninstall, if it were missing)
    ReadRegStr $0 HKCU "${UNINST_KEY}" "InstallerLanguage"
    ${If} $0 != ""
        StrCpy $LANGUAGE $0
    ${EndIf}
FunctionEnd

Function un.onUninstSuccess
    MessageBox MB_OK|MB_ICONINFORMATION "$(DataKept)" /SD IDOK
FunctionEnd
