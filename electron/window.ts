/**
 * The main window's options and the guards on its web contents. Written against small interfaces so
 * they are tested in Node without Electron.
 */
import { isAppUrl } from './protocol';

/** The BrowserWindow options that keep the renderer a plain, sandboxed web page. */
export function mainWindowOptions(preloadPath: string, title: string) {
  return {
    width: 1280,
    height: 800,
    minWidth: 720,
    minHeight: 480,
    title,
    show: false,
    backgroundColor: '#f4f1ea',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
      navigateOnDragDrop: false,
    },
  } as const;
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The part of Electron's WebContents the guards use. */
export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
}

export interface PermissionSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: () => boolean): void;
}

/** Denies every navigation away from the app, every new window and every webview. */
export function guardWebContents(contents: GuardedContents): void {
  const stayInApp = (event: PreventableEvent, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

export function denyPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
