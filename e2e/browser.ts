/** Launches the real Chromium the end-to-end tests drive, and serves the built app to it. */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
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
