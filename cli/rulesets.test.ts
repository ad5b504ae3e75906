/** `--rulesets DIR` on the real `skirmish` command: scenarios on variants validated, played, replayed, printed and inspected; bad variants refused with their place and the fix. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILTIN_RULESETS, variantOf } from '../engine/scenario/index';
import type { RulesetData } from '../engine/scenario/types';
import { projectRoot, skirmish, type SimulateJson } from './run.test-support';

const work = mkdtempSync(join(tmpdir(), 'skirmish-rulesets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
const folder = join(work, 'variants');
mkdirSync(folder);
// A variant whose walls fall at the first blow, run on the SIEGE mechanics.
const brittle = variantOf({ ...siege, constants: { ...siege.constants, wallDamageSteps: 1 } }, { id: 'siege-brittle', name: { fr: 'SIEGE, murs fragiles', en: 'SIEGE, brittle walls' } });
writeFileSync(join(folder, 'siege-brittle.ruleset.json'), `${JSON.stringify(brittle, null, 2)}\n`);
const castleText = readFileSync(join(projectRoot, 'scenarios/siege-castle.scenario.json'), 'utf8');
const onBrittle = join(work, 'castle-brittle.scenario.json');
writeFileSync(onBrittle, castleText.replace('"id": "siege"', '"id": "siege-brittle"'));
const onMissing = join(work, 'castle-missing.scenario.json');
writeFileSync(onMissing, castleText.replace('"id": "siege"', '"id": "siege-gentle"'));

describe('skirmish … --rulesets DIR', () => {
  it('validates a scenario on a variant of the folder; without the folder, says which variant is missing and where it looked', () => {
    const valid = skirmish(['validate', '--rulesets', folder, onBrittle]);
    expect(valid.stderr).toBe('');
    expect(valid.code).toBe(0);
    const missing = skirmish(['validate', '--rulesets', folder, onMissing]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('/ruleset/id:');
    expect(missing.stdout).toContain('“siege-gentle”');
    expect(missing.stdout).toContain(folder);
    expect(missing.stdout).toContain('“siege-brittle”');
    const french = skirmish(['validate', '--rulesets', folder, onMissing], { LANG: 'fr_FR.UTF-8' });
    expect(french.stdout).toContain('«\u00a0siege-gentle\u00a0»');
    expect(skirmish(['validate', onBrittle]).stdout).toContain('“siege-brittle”, which is not installed');
  });

  it('plays, records, replays, prints and inspects a scenario on a variant', () => {
    const records = join(work, 'records');
    const run = skirmish(['simulate', onBrittle, '--rulesets', folder, '--games', '2', '--bots', 'random', '--seed', '3', '--record', records, '--json']);
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as SimulateJson;
    expect(report).toMatchObject({ ruleset: 'siege-brittle', games: 2, unfinished: 0 });
    const record = join(records, readdirSync(records)[0] as string);
    const replayed = skirmish(['replay', record, '--rulesets', folder, '--json']);
    expect(replayed.stderr).toBe('');
    expect(JSON.parse(replayed.stdout)).toMatchObject({ ruleset: { id: 'siege-brittle' }, sameEnd: true });
    const unknown = skirmish(['replay', record]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('“siege-brittle”, which are not installed');
    expect(unknown.stderr).toContain('--rulesets DIR');
    const inspect = skirmish(['inspect', onBrittle, '--rulesets', folder, '--from', '1410', '--json']);
    expect(inspect.stderr).toBe('');
    expect(JSON.parse(inspect.stdout)).toMatchObject({ ruleset: 'siege-brittle', from: '1410' });
    const svg = join(work, 'castle.svg');
    const printed = skirmish(['print', onBrittle, '--rulesets', folder, '--svg', '--out', svg]);
    expect(printed.code).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<\?xml|^<svg/);
  }, 240_000);

  it('reports a broken variant file with its place and the fix, in English and French, and goes on without it', () => {
    const broken = join(work, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'siege-odd.ruleset.json'), JSON.stringify({ ...brittle, id: 'siege-odd', mechanics: 'siege-deluxe' }));
    writeFileSync(join(broken, 'siege-huge.ruleset.json'), '');
    truncateSync(join(broken, 'siege-huge.ruleset.json'), 50 * 1024 * 1024);
    const run = skirmish(['validate', '--rulesets', broken, onBrittle]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${join(broken, 'siege-odd.ruleset.json')}:/mechanics: error: “siege-deluxe” is not a game whose mechanics this version of Skirmish Studio has. Name one of`);
    expect(run.stderr).toContain(`${join(broken, 'siege-huge.ruleset.json')}:: error: The file is 50 MB; a variant file is limited to 4 MB`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    const french = skirmish(['validate', '--rulesets', broken, onBrittle], { LANG: 'fr_FR.UTF-8' });
    expect(french.stderr).toContain('«\u00a0siege-deluxe\u00a0» n’est pas un jeu dont cette version de Skirmish Studio a les mécaniques');
    expect(french.stderr).toContain('Le fichier fait 50\u00a0Mo\u00a0; un fichier de variante est limité à 4\u00a0Mo');
    // A variant file is validated like a scenario, with the places of its problems.
    const direct = skirmish(['validate', join(broken, 'siege-odd.ruleset.json'), join(folder, 'siege-brittle.ruleset.json')]);
    expect(direct.code).toBe(1);
    expect(direct.stdout).toContain('siege-odd.ruleset.json:/mechanics:');
    expect(direct.stdout).toContain('siege-brittle.ruleset.json: valid');
  });

  it('says plainly that a folder is missing', () => {
    const run = skirmish(['simulate', onBrittle, '--rulesets', join(work, 'nowhere')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`The folder of rulesets ${join(work, 'nowhere')} does not exist. Give the folder that holds the variants (*.ruleset.json).`);
  });
});
