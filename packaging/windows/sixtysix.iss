; Inno Setup script: wraps the PyInstaller bundle into a setup .exe.
;
; Build the bundle first (packaging/sixtysix.spec -> build\dist\sixtysix),
; then, from the repository root:
;
;   iscc /DMyAppVersion=<version> packaging\windows\sixtysix.iss
;
; <version> is sixtysix_qt.__version__ of the staged package
; (python packaging\stage.py --version); the release workflow passes it.
; Optional: /DBundleDir=<dir> (default build\dist\sixtysix),
; /DIconFile=<.ico> (default build\icons\sixtysix.ico),
; /DOutputDir=<dir> (default build\dist).
; Result: <OutputDir>\sixtysix-<version>-windows-setup.exe with Start-menu
; and (optional, ticked by default) desktop shortcuts and an uninstaller.

#ifndef MyAppVersion
  #error Pass the version: iscc /DMyAppVersion=X.Y.Z packaging\windows\sixtysix.iss
#endif
#define MyAppName "Sixty-Six"
#define MyAppExeName "sixtysix.exe"
#define MyAppPublisher "The Sixty-Six developers"
#define MyAppId "io.github.sixtysix"
#ifndef BundleDir
  #define BundleDir "..\..\build\dist\sixtysix"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\sixtysix.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\build\dist"
#endif

[Setup]
; AppId must never change between releases: it identifies the installation
; for upgrades and the uninstaller.
AppId={{6B3E6F2A-66A6-4C3B-9E66-5E5A66A66066}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppVerName={#MyAppName} {#MyAppVersion}
AppPublisher={#MyAppPublisher}
VersionInfoVersion={#MyAppVersion}
VersionInfoProductName={#MyAppName}
VersionInfoDescription={#MyAppName} setup
DefaultDirName={autopf}\{#MyAppName}
DefaultGroupName={#MyAppName}
DisableProgramGroupPage=yes
; Per-user install by default (no administrator rights needed); the user may
; choose an all-users install in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; "x64" rather than 6.3's "x64compatible", so that older Inno Setup 6 compiles it too
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
LicenseFile=..\..\LICENSE
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#MyAppExeName}
UninstallDisplayName={#MyAppName}
OutputDir={#OutputDir}
OutputBaseFilename=sixtysix-{#MyAppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
; Bulgarian, Slovenian and Ukrainian wizard texts ship with Inno Setup 6;
; Latvian has no official translation, so Latvian users get English.
Name: "english"; MessagesFile: "compiler:Default.isl"
#define HasLang(str L) FileExists(AddBackslash(CompilerPath) + "Languages\" + L + ".isl")
#if HasLang("Bulgarian")
Name: "bulgarian"; MessagesFile: "compiler:Languages\Bulgarian.isl"
#endif
#if HasLang("Slovenian")
Name: "slovenian"; MessagesFile: "compiler:Languages\Slovenian.isl"
#endif
#if HasLang("Ukrainian")
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"
#endif

[CustomMessages]
english.AppComment=Play the card game Sixty-Six against the computer
#if HasLang("Bulgarian")
bulgarian.AppComment=Играйте Сантасе (66) срещу компютъра
#endif
#if HasLang("Slovenian")
slovenian.AppComment=Igrajte igro s kartami šestinšestdeset proti računalniku
#endif
#if HasLang("Ukrainian")
ukrainian.AppComment=Грайте в карткову гру «Шістдесят шість» проти комп'ютера
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,{#MyAppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#MyAppName}"; Filename: "{app}\{#MyAppExeName}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#MyAppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(MyAppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; the player's settings and saves live in
; the user's profile and are kept.
Type: dirifempty; Name: "{app}"
