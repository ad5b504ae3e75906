import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp';
import { denyPermissions, guardWebContents, mainWindowOptions, type GuardedContents } from './window';

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  let openHandler: (() => { action: 'deny' }) | undefined;
  const contents: GuardedContents = {
    on: (event: string, listener: (event: { preventDefault(): void }, url: string) => void) => {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const fire = (event: string, url = '') => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: () => openHandler?.() };
}

describe('main window', () => {
  it('keeps the renderer isolated and sandboxed', () => {
    const { webPreferences } = mainWindowOptions('/app/preload.cjs', 'Skirmish Studio');
    expect(webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('denies navigation away from the app, new windows and webviews', () => {
    const { contents, fire, open } = fakeContents();
    guardWebContents(contents);
    expect(fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'http://127.0.0.1:8080/')).toBe(true);
    expect(fire('will-navigate', 'app://elsewhere/index.html')).toBe(true);
    expect(fire('will-navigate', 'app://bundle/index.html')).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
    expect(open()).toEqual({ action: 'deny' });
  });

  it('refuses every permission request', () => {
    let request: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | undefined;
    let check: (() => boolean) | undefined;
    denyPermissions({
      setPermissionRequestHandler: (handler) => (request = handler),
      setPermissionCheckHandler: (handler) => (check = handler),
    });
    const callback = vi.fn();
    request?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(check?.()).toBe(false);
  });

  it('has a strict content security policy', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline|https?:/);
  });
});
