/**
 * Electron entry point: wires Electron's objects into the small, tested functions of this folder.
 * No game logic here.
 */
import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron';
import { CHANNELS } from '../engine/app/bridge';
import { MAX_FILE_BYTES } from '../engine/scenario/text-input';
import { DEFAULT_PREFERENCES, type Preferences } from '../engine/app/preferences';
import { languageOf, translate, type Language } from '../engine/i18n';
import { createAutosaveStore } from './autosaveStore';
import { createVariantsStore } from './variantsStore';
import { createCloseGuard, type CloseChoice } from './closeGuard';
import { createDocumentRegistry } from './documentRegistry';
import { readFileLimited, saveDocumentFile, writeFileAtomic } from './files';
import { describeIoError, registerIpcHandlers } from './ipc';
import { jsonFile } from './jsonFile';
import { filesFromArgv } from './launchFiles';
import { buildMenuTemplate } from './menu';
import { preferencesFile } from './preferencesFile';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol';
import { isRecentList, withRecentFile } from './recentFiles';
import { denyPermissions, guardWebContents, mainWindowOptions } from './window';

// The app path is the project folder in development and the asar archive once packaged.
const rendererRoot = path.join(app.getAppPath(), 'dist', 'renderer');
const preloadPath = path.join(app.getAppPath(), 'dist', 'electron', 'preload.cjs');
const SCENARIO_FILTERS = [
  { name: 'Scenario', extensions: ['scenario.json', 'json'] },
  { name: '*', extensions: ['*'] },
];

const VARIANT_FILTERS = [
  { name: 'Variant', extensions: ['ruleset.json', 'json'] },
  { name: '*', extensions: ['*'] },
];

const IMAGE_FILTERS = [{ name: 'PNG, JPEG, SVG', extensions: ['png', 'jpg', 'jpeg', 'svg'] }];

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) app.quit();

const userData = app.getPath('userData');
const preferencesStore = preferencesFile(path.join(userData, 'preferences.json'));
const recentStore = jsonFile(path.join(userData, 'recent-files.json'), isRecentList);
const autosaves = createAutosaveStore(path.join(userData, 'autosave'));
const variants = createVariantsStore(path.join(userData, 'variants'));
const documents = createDocumentRegistry(randomUUID);

let mainWindow: BrowserWindow | null = null;
let preferences: Preferences = DEFAULT_PREFERENCES;
let language: Language = 'en';
let recentFiles: string[] = [];
let documentState = { dirty: false, name: '' };
let pageListening = false;
let filesToOpen = filesFromArgv(process.argv, app.isPackaged);
let pendingSaveBeforeClose: ((saved: boolean) => void) | null = null;

const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);

function installMenu(): void {
  const template = buildMenuTemplate(t, (command) => mainWindow?.webContents.send(CHANNELS.menuCommand, command), process.platform, {
    files: recentFiles,
    open: (filePath) => void openPath(filePath),
    clear: () => {
      recentFiles = [];
      app.clearRecentDocuments();
      void recentStore.write(recentFiles);
      installMenu();
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function rememberFile(filePath: string): void {
  recentFiles = withRecentFile(recentFiles, filePath);
  app.addRecentDocument(filePath);
  void recentStore.write(recentFiles);
  installMenu();
}

/** Opens a file named from outside the page (command line, file manager, Open Recent). */
async function openPath(filePath: string): Promise<void> {
  if (!mainWindow || !pageListening) {
    filesToOpen = [...filesToOpen, filePath];
    return;
  }
  const ref = documents.register(filePath);
  try {
    const bytes = await readFileLimited(filePath, MAX_FILE_BYTES);
    rememberFile(filePath);
    mainWindow.webContents.send(CHANNELS.documentOpened, { ...ref, bytes });
  } catch (error) {
    const failure = describeIoError(error, ref.name);
    await dialog.showMessageBox(mainWindow, { type: 'error', message: t(failure.key, failure.params) });
  }
}

function applyPreferences(next: Preferences): void {
  preferences = next;
  language = next.language === 'system' ? languageOf(app.getLocale()) : next.language;
  installMenu();
}

async function askBeforeClose(window: BrowserWindow): Promise<CloseChoice> {
  const { response } = await dialog.showMessageBox(window, {
    type: 'warning',
    buttons: [t('app.close.save'), t('app.close.discard'), t('app.close.cancel')],
    defaultId: 0,
    cancelId: 2,
    noLink: true,
    message: t('app.close.message', { name: documentState.name }),
    detail: t('app.close.detail'),
  });
  return (['save', 'discard', 'cancel'] as const)[response] ?? 'cancel';
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath, t('app.name')));
  const guard = createCloseGuard({
    isDirty: () => documentState.dirty,
    ask: () => askBeforeClose(window),
    saveInRenderer: () =>
      new Promise<boolean>((resolve) => {
        pendingSaveBeforeClose = resolve;
        window.webContents.send(CHANNELS.saveBeforeClose);
      }),
    close: () => window.close(),
  });
  window.on('close', (event) => guard.onClose(event));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    mainWindow = null;
    pageListening = false;
  });
  window.webContents.on('did-start-loading', () => {
    pageListening = false;
  });
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

app.on('web-contents-created', (_event, contents) => guardWebContents(contents));

app.on('second-instance', (_event, argv) => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
  for (const file of filesFromArgv(argv, app.isPackaged)) void openPath(file);
});

app.on('open-file', (event, filePath) => {
  event.preventDefault();
  void openPath(filePath);
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(async () => {
  applyPreferences(await preferencesStore.read());
  recentFiles = (await recentStore.read()) ?? [];
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererRoot, (file) => fsp.readFile(file)));
  denyPermissions(session.defaultSession);
  registerIpcHandlers({
    ipcMain,
    trustedSenderId: () => mainWindow?.webContents.id,
    documents,
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
    chooseExportFile: async (defaultPath, extension) => {
      const options = { defaultPath, filters: [{ name: extension.toUpperCase(), extensions: [extension] }] };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled ? null : (result.filePath ?? null);
    },
    writeExport: writeFileAtomic,
    readFile: readFileLimited,
    writeFile: (filePath, text) => saveDocumentFile(filePath, text, preferences.keepBackup),
    setTitle: (title) => mainWindow?.setTitle(title),
    setLanguage: (chosen) => {
      language = chosen;
      installMenu();
    },
    setDirty: (dirty, name) => {
      documentState = { dirty, name };
      mainWindow?.setDocumentEdited(dirty);
    },
    onDocumentListening: () => {
      pageListening = true;
      const queued = filesToOpen;
      filesToOpen = [];
      for (const file of queued) void openPath(file);
    },
    rememberFile,
    preferences: preferencesStore,
    onPreferencesChanged: applyPreferences,
    autosaves,
    variants,
    chooseVariantToOpen: async () => {
      const options = { properties: ['openFile' as const], filters: VARIANT_FILTERS };
      const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    chooseAssetFile: async (folder) => {
      const options = { defaultPath: folder, properties: ['openFile' as const], filters: IMAGE_FILTERS };
      const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    onSaveBeforeCloseDone: (saved) => {
      pendingSaveBeforeClose?.(saved);
      pendingSaveBeforeClose = null;
    },
  });
  installMenu();
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});
