# What packaging/windows/smoke.sh does under Wine, on a real Windows (the release
# workflow's windows-check job, a GitHub windows-2022 runner with a desktop session).
#
#   pwsh packaging/windows/real_windows_check.ps1 -Setup sixtysix-X.Y.Z-windows-setup.exe -Python python
#
#   1. silent install in Bulgarian; files, Start-menu shortcut under the game's Bulgarian
#      name, Apps entry, settings language in the registry;
#   2. the installed game's --self-check (compiled core, sound library, five translations,
#      fonts, the named pipe; a runner without a sound device is only reported);
#   3. a real window: the game started as a player starts it (registry settings,
#      %APPDATA%), three moves played, a picture of the screen (window.png);
#   4. the .sixtysix file type as Windows itself resolves it (HKCR, which Wine cannot
#      show), and a deal file opened with it (ShellExecute, a double-click) reaching the
#      running game through the named pipe;
#   5. the setup and the uninstaller while the game runs: both refuse (exit code 2);
#   6. the game killed, started again: it resumes the saved match (same actions);
#      closed with WM_CLOSE, no process left;
#   7. silent uninstall: program, shortcut and file type gone, data and settings kept.
# The deal file is made with the checkout's own archive code (-Python: a Python 3.11).
# Any failure throws: the job fails.  Cannot run under Wine: written to be read.
param(
    [Parameter(Mandatory = $true)][string]$Setup,
    [string]$Python = 'python',
    [string]$Out = 'windows-check'
)
$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$Out = (Resolve-Path $Out).Path
$root = (Resolve-Path (Join-Path $PSScriptRoot '..\..')).Path
$dir = Join-Path $env:LOCALAPPDATA 'Programs\Sixty-Six'
$game = Join-Path $dir 'sixtysix.exe'
$data = Join-Path $env:APPDATA 'sixtysix\Sixty-Six'
$settingsKey = 'HKCU:\Software\SixtySix\sixtysix'
$uninstKey = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\SixtySix'
$languages = Get-Content (Join-Path $root 'i18n\languages.json') -Encoding UTF8 | ConvertFrom-Json
$bgName = ($languages.languages | Where-Object { $_.code -eq 'bg' }).game_name
$startMenu = Join-Path $env:APPDATA 'Microsoft\Windows\Start Menu\Programs'

function Step([string]$text) { Write-Host "windows check: $text" }
function Fail([string]$text) { throw "windows check: FAILED: $text" }
function Start-Game([string]$name, [string[]]$arguments) {
    # the installed game in the background; its stdout and stderr in $Out\NAME.out/.err
    Start-Process $game -ArgumentList $arguments -PassThru `
        -RedirectStandardOutput (Join-Path $Out "$name.out") -RedirectStandardError (Join-Path $Out "$name.err")
}
function Wait-For([int]$seconds, [scriptblock]$condition) {
    for ($i = 0; $i -lt $seconds * 2; $i++) {
        if (& $condition) { return $true }
        Start-Sleep -Milliseconds 500
    }
    return $false
}
function Read-Out([string]$name) {
    # what a running game has written so far ('' while its file cannot be read)
    $path = Join-Path $Out $name
    try {
        if (Test-Path $path) { return (Get-Content $path -Raw -Encoding UTF8) + '' }
    } catch { }
    return ''
}
function Game-Processes { Get-Process sixtysix -ErrorAction SilentlyContinue }

# ---------------------------------------------------------------- 1. install
$p = Start-Process $Setup -ArgumentList '/S', '/LANG=bg' -Wait -PassThru
if ($p.ExitCode -ne 0) { Fail "setup /S /LANG=bg exited $($p.ExitCode)" }
if (-not (Test-Path $game)) { Fail "setup /S installed nothing in $dir" }
if (-not (Test-Path (Join-Path $startMenu "$bgName.lnk"))) { Fail "no Start-menu shortcut $bgName.lnk" }
if ((Get-ItemProperty $uninstKey).DisplayName -ne $bgName) { Fail 'the Apps entry does not carry the Bulgarian name' }
if ((Get-ItemProperty $settingsKey).language -ne 'bg') { Fail 'the installer did not set the language to bg' }
Step "installed in $dir, shortcut '$bgName', language bg"

# ---------------------------------------------------------------- 2. self-check
$p = Start-Game 'self-check' @('--self-check')
$p.WaitForExit()
Get-Content (Join-Path $Out 'self-check.out')
if ($p.ExitCode -ne 0 -or (Read-Out 'self-check.out') -notmatch 'self-check: passed') {
    Fail "the installed game failed its self-check (exit $($p.ExitCode))"
}
Step 'self-check passed'

# ---------------------------------------------------------------- 3. a real window
$first = Start-Game 'first' @('--new-game', '--play-moves', '3', '--seed', '7', '--speed', 'off')
if (-not (Wait-For 240 { (Read-Out 'first.out') -match '(?m)^played 3' })) { Fail "the match played no 3 moves: $(Read-Out 'first.err')" }
if (-not (Test-Path (Join-Path $data 'current-match.json'))) { Fail "no saved match in $data" }
Add-Type -AssemblyName System.Windows.Forms, System.Drawing
$bounds = [System.Windows.Forms.Screen]::PrimaryScreen.Bounds
$bitmap = New-Object System.Drawing.Bitmap $bounds.Width, $bounds.Height
$graphics = [System.Drawing.Graphics]::FromImage($bitmap)
$graphics.CopyFromScreen($bounds.Location, [System.Drawing.Point]::Empty, $bounds.Size)
$bitmap.Save((Join-Path $Out 'window.png'), [System.Drawing.Imaging.ImageFormat]::Png)
$first.Refresh()
if ($first.MainWindowTitle -notlike "*$bgName*") { Fail "the game's window is titled '$($first.MainWindowTitle)', not '$bgName'" }
Step "a real window '$($first.MainWindowTitle)', 3 moves saved; screen in window.png"

# ---------------------------------------------------------------- 4. the file type, a double-click
$class = (Get-ItemProperty 'Registry::HKEY_CLASSES_ROOT\.sixtysix').'(default)'
$command = (Get-ItemProperty 'Registry::HKEY_CLASSES_ROOT\SixtySix.Deal\shell\open\command').'(default)'
if ($class -ne 'SixtySix.Deal' -or $command -notlike "*sixtysix.exe`" `"%1`"") { Fail ".sixtysix resolves to '$class' / '$command'" }
$deal = Join-Path $Out 'look at this hand.sixtysix'
& $Python -I -B -c @"
import shutil, sys, tempfile
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from sixtysix_qt.engine import new_deal
from sixtysix_qt.review.archive import DealArchive
state = new_deal('classic', seed=5)
while not state.is_over:
    state = state.apply(state.legal_actions()[0])
with tempfile.TemporaryDirectory() as tmp:
    shutil.move(DealArchive(Path(tmp)).add(state, 'easy'), sys.argv[2])
"@ $root $deal
if ($LASTEXITCODE -ne 0 -or -not (Test-Path $deal)) { Fail 'could not make a deal file' }
Start-Process $deal  # what a double-click does: the file type's command, then the named pipe
if (-not (Wait-For 60 { (Read-Out 'first.out') -match '(?m)^review open' })) { Fail 'the running game did not open the double-clicked deal' }
Step '.sixtysix is SixtySix.Deal in HKCR; a double-clicked deal opened in the running game'

# ---------------------------------------------------------------- 5. setup and uninstaller while it runs
$p = Start-Process $Setup -ArgumentList '/S' -Wait -PassThru
if ($p.ExitCode -ne 2) { Fail "setup /S while the game runs exited $($p.ExitCode), not 2" }
$p = Start-Process (Join-Path $dir 'uninstall.exe') -ArgumentList '/S', "_?=$dir" -Wait -PassThru
if ($p.ExitCode -ne 2) { Fail "uninstall /S while the game runs exited $($p.ExitCode), not 2" }
if (-not (Test-Path $game)) { Fail 'the uninstaller removed a running game' }
Step 'setup and uninstaller refused while the game runs (exit 2)'

# ---------------------------------------------------------------- 6. killed, resumed, closed
$saved = Get-Content (Join-Path $data 'current-match.json') -Raw -Encoding UTF8 | ConvertFrom-Json
$actions = $saved.deals[-1].actions.Count
Stop-Process -Id $first.Id -Force
if (-not (Wait-For 30 { -not (Game-Processes) })) { Fail 'the killed game left processes (its worker)' }
$resumed = Start-Game 'resumed' @('--play-moves', '3', '--speed', 'off')
$expected = "match $($saved.seed) deals $($saved.deals.Count) actions $actions"
if (-not (Wait-For 240 { (Read-Out 'resumed.out') -match '(?m)^match ' })) { Fail 'the restart announced no match' }
if ((Read-Out 'resumed.out') -notmatch [regex]::Escape($expected)) { Fail "the restart is not the saved match ($expected)" }
if ((Read-Out 'resumed.out') -notmatch '(?m)^dialog: .*[\u0400-\u04FF]') { Fail 'the resume question was not in Bulgarian' }
Wait-For 120 { (Read-Out 'resumed.out') -match '(?m)^played 2' } | Out-Null
$resumed.CloseMainWindow() | Out-Null
if (-not (Wait-For 90 { -not (Game-Processes) })) { Fail 'WM_CLOSE left processes' }
Step "resumed after a restart ($expected), asked in Bulgarian; closed, nothing left"

# ---------------------------------------------------------------- 7. uninstall
Start-Process (Join-Path $dir 'uninstall.exe') -ArgumentList '/S' -Wait
# the uninstaller runs again from %TEMP%: wait for it
if (-not (Wait-For 60 { -not (Test-Path $game) })) { Fail 'the uninstaller left the game behind' }
if (Test-Path (Join-Path $startMenu "$bgName.lnk")) { Fail 'the Start-menu shortcut is still there' }
if (Test-Path 'HKCU:\Software\Classes\.sixtysix') { Fail 'the file type is still registered' }
if (-not (Test-Path (Join-Path $data 'current-match.json'))) { Fail 'uninstalling removed the saved match' }
if ((Get-ItemProperty $settingsKey).language -ne 'bg') { Fail 'uninstalling removed the settings' }
Step 'uninstalled: program, shortcut, file type gone; data and settings kept'
Step 'PASSED'
