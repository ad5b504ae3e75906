import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary, hasDisplay } from './electronBinary';

describe('finding Electron', () => {
  it('finds the binary the electron package recorded, only once it is there', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'skirmish-electron-'));
    const packageDir = path.join(project, 'node_modules', 'electron');
    await mkdir(path.join(packageDir, 'dist'), { recursive: true });
    expect(findElectronBinary(project, {})).toBeNull();
    await writeFile(path.join(packageDir, 'path.txt'), 'electron');
    expect(findElectronBinary(project, {})).toBeNull();
    await writeFile(path.join(packageDir, 'dist', 'electron'), '');
    expect(findElectronBinary(project, {})).toBe(path.join(packageDir, 'dist', 'electron'));
    expect(findElectronBinary(project, { ELECTRON_OVERRIDE_DIST_PATH: path.join(project, 'nowhere') })).toBeNull();
  });

  it('knows when there is no display to open a window on', () => {
    expect(hasDisplay('linux', {})).toBe(false);
    expect(hasDisplay('linux', { DISPLAY: ':0' })).toBe(true);
    expect(hasDisplay('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(hasDisplay('win32', {})).toBe(true);
    expect(hasDisplay('darwin', {})).toBe(true);
  });
});
