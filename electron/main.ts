/**
 * Electron entry point: wires Electron's objects into the small, tested functions of this folder.
 * No game logic here.
 */
import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron';
import { CHANNELS } from '../engine/app/bridge';
import { languageOf, translate, type Language } from '../engine/i18n';
import { createDocumentRegistry } from './documentRegistry';
import { readFileLimited, writeFileAtomic } from './files';
import { registerIpcHandlers } from './ipc';
import { buildMenuTemplate } from './menu';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol';
import { denyPermissions, guardWebContents, mainWindowOptions } from './window';

// The app path is the project folder in development and the asar archive once packaged.
const rendererRoot = path.join(app.getAppPath(), 'dist', 'renderer');
const preloadPath = path.join(app.getAppPath(), 'dist', 'electron', 'preload.cjs');
const SCENARIO_FILTERS = [
  { name: 'Scenario', extensions: ['scenario.json', 'json'] },
  { name: '*', extensions: ['*'] },
];

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) app.quit();

let mainWindow: BrowserWindow | null = null;
let language: Language = 'en';

function installMenu(): void {
  const template = buildMenuTemplate(
    (key) => translate(language, key),
    (command) => mainWindow?.webContents.send(CHANNELS.menuCommand, command),
    process.platform,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath, translate(language, 'app.name')));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
  });
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

app.on('web-contents-created', (_event, contents) => guardWebContents(contents));

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  language = languageOf(app.getLocale());
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererRoot, (file) => fsp.readFile(file)));
  denyPermissions(session.defaultSession);
  registerIpcHandlers({
    ipcMain,
    trustedSenderId: () => mainWindow?.webContents.id,
    documents: createDocumentRegistry(randomUUID),
    chooseFileToOpen: async () => {
      const options = { properties: ['openFile' as const], filters: SCENARIO_FILTERS };
      const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    chooseFileToSave: async (defaultPath) => {
      const options = { defaultPath, filters: SCENARIO_FILTERS };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled ? null : (result.filePath ?? null);
    },
    readFile: readFileLimited,
    writeFile: writeFileAtomic,
    setTitle: (title) => mainWindow?.setTitle(title),
    setLanguage: (chosen) => {
      language = chosen;
      installMenu();
    },
  });
  installMenu();
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});
