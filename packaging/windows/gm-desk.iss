; Inno Setup 6.3+ script for GM Desk on Windows: a per-user install (no administrator rights), a Start
; menu entry, an optional desktop shortcut and an uninstaller listed in Settings > Apps.
; Built by `python packaging\build.py windows`, which passes AppVersion, BundleDir and IconFile.
; The user's data (%LOCALAPPDATA%\gm-desk) lives outside {app}: uninstalling never deletes it.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\gm-desk"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\gm-desk.ico"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{B313D7FF-45A2-47E4-867E-0C802B8AEE08}
AppName=GM Desk
AppVersion={#AppVersion}
AppVerName=GM Desk {#AppVersion}
AppPublisher=The GM Desk team
; Per user: installs into %LOCALAPPDATA%\Programs\GM Desk without asking for elevation.
PrivilegesRequired=lowest
DefaultDirName={autopf}\GM Desk
DefaultGroupName=GM Desk
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=gm-desk-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\gm-desk.exe
UninstallDisplayName=GM Desk
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Excludes: ".gm-desk-inputs"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole bundle: files a newer PyInstaller no longer ships must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\GM Desk"; Filename: "{app}\gm-desk.exe"; Comment: "Combat assistant for tabletop game masters"
Name: "{autodesktop}\GM Desk"; Filename: "{app}\gm-desk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\gm-desk.exe"; Description: "{cm:LaunchProgram,GM Desk}"; Flags: nowait postinstall skipifsilent
