import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, MAIN_TO_RENDERER } from '../engine/app/bridge';

// The Electron boundary is the one place this project mocks: the binary cannot run in tests.
const electron = vi.hoisted(() => {
  const ready = { resolve: () => {} };
  const windows: { options: unknown; loadURL: ReturnType<typeof vi.fn> }[] = [];
  class BrowserWindow {
    webContents = { id: 1, send: vi.fn(), on: vi.fn() };
    loadURL = vi.fn(async () => {});
    once = vi.fn();
    on = vi.fn();
    setTitle = vi.fn();
    setDocumentEdited = vi.fn();
    constructor(readonly options: unknown) {
      windows.push(this);
    }
    static getAllWindows = () => windows;
  }
  return {
    ready,
    windows,
    module: {
      BrowserWindow,
      Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => template) },
      app: {
        getAppPath: () => '/opt/skirmish/resources/app.asar',
        getPath: () => '/nonexistent/skirmish-user-data',
        isPackaged: true,
        addRecentDocument: vi.fn(),
        clearRecentDocuments: vi.fn(),
        getLocale: () => 'fr-FR',
        enableSandbox: vi.fn(),
        requestSingleInstanceLock: () => true,
        quit: vi.fn(),
        on: vi.fn(),
        whenReady: () => new Promise<void>((resolve) => (ready.resolve = resolve)),
      },
      dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
      ipcMain: { handle: vi.fn(), on: vi.fn() },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      session: { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
    },
  };
});

vi.mock('electron', () => electron.module);

beforeAll(async () => {
  await import('./main');
  electron.ready.resolve();
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1));
});

describe('main process wiring', () => {
  const { app, protocol, ipcMain, Menu, session } = electron.module;

  it('registers the app scheme as privileged and enables the sandbox before the app is ready', () => {
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(app.enableSandbox).toHaveBeenCalled();
  });

  it('guards every web contents created, and opens files the system hands over', () => {
    const events = app.on.mock.calls.map((call) => call[0]);
    expect(events).toEqual(expect.arrayContaining(['web-contents-created', 'second-instance', 'open-file', 'window-all-closed']));
  });

  it('asks before closing the window', () => {
    const window = electron.windows[0] as unknown as { on: ReturnType<typeof vi.fn> };
    expect(window.on).toHaveBeenCalledWith('close', expect.any(Function));
  });

  it('serves the renderer through app:// and opens one sandboxed window on it', () => {
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(electron.windows).toHaveLength(1);
    const window = electron.windows[0]!;
    expect(window.options).toMatchObject({
      title: 'Skirmish Studio',
      webPreferences: {
        preload: '/opt/skirmish/resources/app.asar/dist/electron/preload.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
      },
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://bundle/index.html');
  });

  it('denies permissions, handles every channel and installs the French menu', () => {
    expect(session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    const channels = [...ipcMain.handle.mock.calls, ...ipcMain.on.mock.calls].map((call) => call[0]);
    expect(channels.sort()).toEqual(Object.values(CHANNELS).filter((c) => !MAIN_TO_RENDERER.includes(c)).sort());
    const template = Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as { label?: string }[];
    expect(template.map((menu) => menu.label)).toContain('Fichier');
  });
});
