/** Launches the real Chromium the end-to-end tests drive, and serves the built app to it. */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { serveApp } from '../scripts/serveApp';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const artifactsDir = path.join(projectRoot, 'e2e', 'artifacts');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The browser to drive: $SKIRMISH_BROWSER, else a system Chromium or Chrome. */
export function browserPath(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.SKIRMISH_BROWSER;
  if (named) {
    if (existsSync(named)) return named;
    throw new Error(`SKIRMISH_BROWSER names ${named}, which does not exist; point it at a Chromium or Chrome executable.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    'No Chromium was found for the end-to-end tests. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set SKIRMISH_BROWSER to a Chromium or Chrome executable.',
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export async function serveBuiltApp() {
  const root = path.join(projectRoot, 'dist', 'renderer');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('The app is not built: run "npm run build" before the end-to-end tests.');
  await mkdir(artifactsDir, { recursive: true });
  return serveApp(root, 0);
}

export interface AppSession {
  readonly browser: () => Browser;
  readonly url: () => string;
  /** A fresh page on the built app in a given system language, recording console errors and page errors. */
  readonly openApp: (locale?: string, init?: () => void) => Promise<{ page: Page; problems: string[]; response: Response | null }>;
}

/**
 * Serves the built app and launches Chromium for the test file that calls it (from its top level):
 * both start before the file's tests and stop after them.
 */
export function useBuiltApp(): AppSession {
  let browser: Browser | undefined;
  let stopServer: (() => Promise<void>) | undefined;
  let appUrl = '';
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const { server, url } = await serveBuiltApp();
    appUrl = url;
    stopServer = () => new Promise((resolve) => server.close(() => resolve()));
    browser = await launchBrowser();
  });

  // A test's pages close with it: a page left open (a bot game, a timer) would go on drawing
  // beside the next tests.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await stopServer?.();
  });

  const running = (): Browser => {
    if (!browser) throw new Error('The browser starts in beforeAll: open pages from tests only.');
    return browser;
  };

  return {
    browser: running,
    url: () => appUrl,
    async openApp(locale = 'en-US', init) {
      const context = await running().newContext({ locale, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      if (init) await page.addInitScript(init);
      const response = await page.goto(appUrl);
      return { page, problems, response };
    },
  };
}
