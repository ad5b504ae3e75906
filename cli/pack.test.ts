/**
 * The `skirmish` command as users get it: `npm pack` makes a tarball that installs into an empty
 * folder, with no development dependency and no network, and runs there from its bundle.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './run.test-support';

const work = mkdtempSync(join(tmpdir(), 'skirmish-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('the packaged command', () => {
  it('installs from the tarball into an empty folder and validates a scenario there', () => {
    const packed = join(work, 'packed');
    const app = join(work, 'app');
    mkdirSync(packed);
    // The bundle test:unit built is packed as it is: its prepare script would rebuild it under the feet of the other CLI tests.
    execFileSync(npm, ['pack', '--pack-destination', packed, '--ignore-scripts', '--silent'], { cwd: projectRoot, stdio: 'pipe' });
    const tarball = readdirSync(packed).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), '{ "private": true }\n');
    execFileSync(npm, ['install', join(packed, tarball as string), '--offline', '--no-audit', '--no-fund', '--silent'], { cwd: app, stdio: 'pipe' });
    copyFileSync(join(projectRoot, 'scenarios', 'siege-castle.scenario.json'), join(app, 'castle.scenario.json'));
    const run = spawnSync(join(app, 'node_modules', '.bin', 'skirmish'), ['validate', 'castle.scenario.json'], { cwd: app, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', LANG: 'fr_FR.UTF-8' } });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^castle\.scenario\.json: valide\n1 fichier vérifié\u00a0: 0 erreur, 0 avertissement\.\n$/);
    expect(run.status).toBe(0);
    // Nothing of the development tree came along: no TypeScript, no tsx, no esbuild.
    expect(readdirSync(join(app, 'node_modules'))).toEqual(['.bin', '.package-lock.json', 'skirmish-studio']);
  }, 120_000);

  it('ends quietly, with no stack trace, when what reads its output stops early (`| head`)', () => {
    const bundle = join(projectRoot, 'dist', 'cli', 'skirmish.mjs');
    const samples = readdirSync(join(projectRoot, 'scenarios')).map((name) => join(projectRoot, 'scenarios', name));
    const files = Array.from({ length: 40 }, () => samples).flat();
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "$0" validate "$@" | head -n 1`, bundle, ...files], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/: valid\n$/);
    expect(run.stderr).toBe('');
  }, 60_000);
});
