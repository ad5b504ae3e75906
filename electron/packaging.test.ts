import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const config = pkg.build;

describe('electron-builder configuration', () => {
  it('is valid for the installed electron-builder', () => {
    const require = createRequire(import.meta.url);
    const scheme = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(scheme);
    expect(validate(config), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('builds every desktop target with asar and the security fuses', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({ runAsNode: false, grantFileProtocolExtraPrivileges: false, onlyLoadAppFromAsar: true });
    expect(config.fileAssociations[0].ext).toBe('scenario.json');
  });

  it('points at resources that exist', () => {
    for (const icon of [config.linux.icon, config.win.icon, config.mac.icon]) expect(existsSync(path.join(root, icon)), icon).toBe(true);
    expect(pkg.main).toBe('dist/electron/main.cjs');
    expect(readFileSync(path.join(root, 'build', 'icon.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
