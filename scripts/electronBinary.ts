/**
 * Where the Electron binary is, if it is installed. The `electron` package downloads it on first use,
 * which cannot happen offline, so `npm start` looks for it without asking the package to fetch it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function findElectronBinary(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const packageDir = path.join(projectRoot, 'node_modules', 'electron');
  let relative: string;
  try {
    relative = readFileSync(path.join(packageDir, 'path.txt'), 'utf8').trim();
  } catch {
    return null;
  }
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(packageDir, 'dist');
  const binary = path.join(distDir, relative);
  return existsSync(binary) ? binary : null;
}

/** Whether a window can be shown: Windows and macOS always; Linux needs an X11 or Wayland display. */
export function hasDisplay(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): boolean {
  if (platform !== 'linux' && platform !== 'freebsd' && platform !== 'openbsd') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}
