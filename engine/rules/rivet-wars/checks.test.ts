/**
 * Bad input refused by validation (what `skirmish validate` and the Problems panel show): units that
 * do not fit their grid, a grid holding both sides, a unit outside its deployment zone, a plug
 * outside its territory, an ability without its value, a mission rule naming an unknown effect;
 * each a problem with its pointer and the fix, in French and English.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m10 from '../../../scenarios/rivet-wars-m10.scenario.json';
import { translate } from '../../i18n/index';
import { loadScenario } from '../../scenario/load';
import { problemInWords } from '../../scenario/problem-words';
import { copyOf, scene, type Doc } from './test-support/game';

function problems(doc: Doc): { key: string; pointer: string; severity: string; en: string; fr: string }[] {
  return loadScenario(JSON.stringify(doc)).problems.map((problem) => ({
    key: problem.key,
    pointer: problem.pointer,
    severity: problem.severity,
    en: translate('en', problem.key, problem.params),
    fr: translate('fr', problem.key, problem.params),
  }));
}

function only(doc: Doc, key: string) {
  const found = problems(doc).filter((problem) => problem.key === key);
  expect(found.length, JSON.stringify(problems(doc))).toBeGreaterThan(0);
  for (const problem of found) {
    expect(problem.en).not.toBe(key);
    expect(problem.fr).not.toBe(key);
    expect(problem.en).not.toMatch(/\{\{/);
    expect(problem.fr).not.toMatch(/\{\{/);
  }
  return found;
}

describe('Rivet Wars scenario checks', () => {
  it('pass the ten shipped missions', () => {
    expect(problems(copyOf(m01))).toEqual([]);
    expect(problems(copyOf(m10))).toEqual([]);
  });

  it('refuse units that do not fit their grid: a slot taken, a large model in a row already half full', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '3,1', slot: 1 },
      { side: 'allies', id: 'r2', profile: 'rifleman', at: '3,1', slot: 1 },
      { side: 'allies', id: 'tank', profile: 'm2-wolverine', at: '3,1', slot: 0 },
    ]);
    const found = only(doc, 'rivet-wars.problem.unit.doesNotFit');
    expect(found.map((problem) => problem.pointer)).toEqual(['/sides/0/units/1/slot', '/sides/0/units/2/slot']);
    expect(found[0]?.severity).toBe('error');
    expect(found[0]?.en).toContain('Choose a free slot or another grid');
    expect(found[0]?.fr).toContain('Choisissez un emplacement libre');
  });

  it('warn of a side that can never deploy: no deployment points at the start or each turn, and no unit', () => {
    const doc = copyOf(m01);
    const blight = doc.sides[1] as { resources?: Record<string, { start?: number; perTurn?: number }> };
    blight.resources = { 'deployment-points': { perTurn: 0 }, rivets: { perTurn: 0 } };
    const [found] = only(doc, 'rivet-wars.problem.side.noDeploymentPoints');
    expect(found).toMatchObject({ pointer: '/sides/1/resources', severity: 'warning' });
    expect(found?.en).toBe('The blight side has no deployment points, at the start or each turn, and no unit in play: it can never deploy a unit. Give it deployment points in the Sides panel (mission 1 gives 4 a turn).');
    // Points at the start are enough.
    blight.resources = { 'deployment-points': { start: 6, perTurn: 0 } };
    expect(problems(doc).map((problem) => problem.key)).not.toContain('rivet-wars.problem.side.noDeploymentPoints');
  });

  it('refuse a grid holding both sides', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '3,1' },
      { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '3,1' },
    ]);
    expect(only(doc, 'rivet-wars.problem.unit.bothSides')[0]).toMatchObject({ pointer: '/sides/1/units/0/at', severity: 'error' });
  });

  it('warn of a unit outside its deployment zone, and refuse plugs on a unit outside its territory', () => {
    const doc = scene(m01, [{ side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,4', plugs: ['hacksaw-turret'] }]);
    expect(only(doc, 'rivet-wars.problem.unit.outsideDeployment')[0]).toMatchObject({ pointer: '/sides/0/units/0/at', severity: 'warning' });
    expect(only(doc, 'rivet-wars.problem.unit.plugOutsideTerritory')[0]).toMatchObject({ pointer: '/sides/0/units/0/plugs', severity: 'error' });
  });

  it('refuse infantry on wire and vehicles on objectives', () => {
    const doc = scene(m01, [{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '3,4' }]);
    doc.board.tokens = [{ id: 'o', kind: 'strategic-objective', at: { col: 2, row: 3 } }];
    expect(only(doc, 'rivet-wars.problem.unit.infantryOnly')[0]).toMatchObject({ pointer: '/sides/0/units/0/at' });
  });

  it('refuse an ability without its value, pointing into the house rules', () => {
    const doc = copyOf(m01);
    doc.ruleset = { id: 'rivet-wars', overrides: { unitProfiles: { 'rocket-cycle': { abilities: ['runner'] } } } };
    const found = only(doc, 'problem.ruleset.abilityValueMissing');
    expect(found[0]).toMatchObject({ pointer: '/ruleset/overrides/unitProfiles/rocket-cycle/abilities/0', severity: 'error' });
    expect(found[0]?.en).toContain('{ "id": "runner", "value": 1 }');
  });

  it('refuse a mission rule naming an unknown effect, or an effect without the parameters it needs', () => {
    const doc = copyOf(m01);
    doc.setup = { specialRules: [{ id: 'r', text: 'Parachutes', effect: { kind: 'parachute', params: {} } }] };
    const unknown = only(doc, 'rivet-wars.problem.effect.unknown');
    expect(unknown[0]).toMatchObject({ pointer: '/setup/specialRules/0/effect/kind', severity: 'error' });
    expect(unknown[0]?.en).toContain('“paradrop”');
    const bad = copyOf(m01);
    bad.setup = { specialRules: [{ id: 'r', text: 'Paradrop', effect: { kind: 'paradrop', params: { side: 'allies', profile: 'panzerfaust', count: 0 } } }] };
    expect(only(bad, 'rivet-wars.problem.effect.badParam').map((problem) => problem.pointer)).toEqual(['/setup/specialRules/0/effect/params/profile', '/setup/specialRules/0/effect/params/count']);
  });

  it('refuse a unit past the box’s count without hiding its other problems, and only once (no shared warning for proxies)', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'w1', profile: 'm2-wolverine', at: '1,1' },
      { side: 'allies', id: 'w2', profile: 'm2-wolverine', at: '2,2' },
    ]);
    const all = problems(doc);
    expect(all.map((problem) => [problem.key, problem.pointer])).toEqual(
      expect.arrayContaining([
        ['rivet-wars.problem.unit.boxEmpty', '/sides/0/units/1'],
        ['rivet-wars.problem.unit.infantryOnly', '/sides/0/units/1/at'],
        ['rivet-wars.problem.unit.outsideDeployment', '/sides/0/units/1/at'],
      ]),
    );
    expect(all.map((problem) => problem.key)).not.toContain('problem.supply.units');
    expect(only(doc, 'rivet-wars.problem.unit.boxEmpty')[0]?.fr).toBe('2 × m2-wolverine sont placés, mais la boîte en contient 1 et les règles déploient depuis la boîte. Retirez-en un, ou augmentez la réserve du profil dans les règles maison.');
    expect(only(doc, 'rivet-wars.problem.unit.infantryOnly')[0]?.fr).toContain('sur «\u00a0bunker\u00a0», où seule l’infanterie peut aller');
  });

  it('say a box short once per profile, with how many to remove, and a hero twice only as a hero twice', () => {
    const riflemen = Array.from({ length: 11 }, (_, i) => ({ side: 'allies', id: `r${i}`, profile: 'rifleman', at: ['1,1', '2,1', '3,1'][i % 3] as string }));
    const doc = scene(m01, [...riflemen, { side: 'allies', id: 'p1', profile: 'captain-parman', at: '4,1' }, { side: 'allies', id: 'p2', profile: 'captain-parman', at: '5,1' }]);
    const found = problems(doc);
    const box = found.filter((problem) => problem.key === 'rivet-wars.problem.unit.boxEmpty');
    expect(box.map((problem) => problem.pointer)).toEqual(['/sides/0/units/9']);
    expect(box[0]?.en).toBe('11 × rifleman are placed, but the box holds 9 and the rules deploy from the box. Remove 2, or raise the profile’s supply in the house rules.');
    expect(found.filter((problem) => problem.pointer === '/sides/0/units/12').map((problem) => problem.key)).toEqual(['rivet-wars.problem.unit.heroTwice']);
  });

  it('say the box is empty for a unit whose profile a house rule takes out of it (supply 0)', () => {
    const doc = scene(m01, [{ side: 'allies', id: 'h', profile: 'hammer-65-pounder', at: '2,1' }]);
    doc.ruleset = { id: 'rivet-wars', overrides: { unitProfiles: { 'hammer-65-pounder': { supply: 0 } } } };
    const box = only(doc, 'rivet-wars.problem.unit.boxEmpty');
    expect(box[0]).toMatchObject({ pointer: '/sides/0/units/0', severity: 'error' });
    expect(box[0]?.en).toBe('1 × hammer-65-pounder are placed, but the box holds 0 and the rules deploy from the box. Remove one, or raise the profile’s supply in the house rules.');
  });

  it('refuse plugs a unit cannot carry: more than its sockets, any on a unit without one, another side’s, past the box', () => {
    const crowded = scene(m01, [{ side: 'allies', id: 'w', profile: 'm2-wolverine', at: '1,1', plugs: ['general-patston', 'hacksaw-turret'] }]);
    expect(only(crowded, 'problem.unit.tooManyPlugs')[0]).toMatchObject({ pointer: '/sides/0/units/0/plugs', severity: 'error' });
    expect(only(crowded, 'problem.unit.tooManyPlugs')[0]?.fr).toBe('Cette unité n’a qu’une douille, pour un seul plug, et en porte 2. Retirez les autres dans l’inspecteur (Plug).');
    const bare = scene(m01, [{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,1', plugs: ['hacksaw-turret'] }]);
    expect(only(bare, 'problem.unit.noSockets')[0]).toMatchObject({ pointer: '/sides/0/units/0/plugs' });
    const doc = scene(m01, [
      { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '1,1', plugs: ['general-patston'] },
      { side: 'allies', id: 'o', profile: 'mt1-ostrich', at: '3,1', plugs: ['general-patston'] },
      { side: 'blight', id: 's', profile: 'sturmpanzer', at: '3,6', plugs: ['hacksaw-turret'] },
    ]);
    expect(only(doc, 'rivet-wars.problem.unit.boxEmpty')[0]).toMatchObject({ pointer: '/sides/0/units/1/plugs/0' });
    expect(only(doc, 'rivet-wars.problem.unit.notPlugOfSide')[0]).toMatchObject({ pointer: '/sides/1/units/0/plugs/0' });
    const fitted = scene(m01, [{ side: 'allies', id: 'w', profile: 'm2-wolverine', at: '1,1', plugs: ['general-patston'] }]);
    expect(problems(fitted)).toEqual([]);
  });

  it('warn of a grid in both sides’ deployment zones, naming it as the board labels it', () => {
    const doc = copyOf(m01);
    const zones = doc.board.zones as { id: string; cells: { col: number; row: number }[] }[];
    zones.find((zone) => zone.id === 'allied-deployment')?.cells.push({ col: 0, row: 5 }, { col: 1, row: 5 });
    const found = only(doc, 'problem.zone.sharedDeployment');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pointer: '/board/zones/3/cells', severity: 'warning' });
    const words = loadScenario(JSON.stringify(doc)).problems.find((problem) => problem.key === 'problem.zone.sharedDeployment');
    expect(problemInWords(words!, doc, loadScenario(JSON.stringify(doc)).ruleset, 'fr')).toMatch(/^La zone .+ du camp .+ reprend 2 cases de déploiement du camp .+\u00a0: 1,6, 2,6\. Chaque camp se déploie sur ses propres cases/);
    expect(problems(copyOf(m01)).map((problem) => problem.key)).not.toContain('problem.zone.sharedDeployment');
  });
});

