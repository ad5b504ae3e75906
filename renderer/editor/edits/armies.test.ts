/**
 * Army lists on the Rapid' 40000 sample: the points limit, a squad added in its side's deployment
 * zone, models counted up and down, a profile of one's own in the house rules priced by the
 * formula, a whole army from the book; and what validation then says of them.
 */
import { describe, expect, it } from 'vitest';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { rulesetModule } from '../../../engine/rules/index';
import { loadScenario } from '../../../engine/scenario/load';
import type { Scenario } from '../../../engine/scenario/types';
import { addProfile, addSquad, applyArmyPreset, removeUnit, setArmyPoints, setSquadModels } from './index';
import { loaded, refusal, roundTrip } from './test-support';

const rapid = loaded(rapidJson);
const armies = rulesetModule('rapid-40000')?.armies;
const problemKeys = (scenario: Scenario) => loadScenario(JSON.stringify(scenario)).problems.map((problem) => [problem.pointer, problem.key]);

describe('army lists', () => {
  it('sets and clears the points each army may cost, and validation weighs the armies against it', () => {
    const limited = roundTrip(rapid, setArmyPoints(rapid, { points: 1050 }), ['rapid-40000.problem.overPoints']);
    expect(limited.setup?.armyPoints).toBe(1050);
    expect(problemKeys(limited)).toEqual([['/sides/0/units', 'rapid-40000.problem.overPoints']]);
    const cleared = roundTrip(limited, setArmyPoints(limited, { points: null }), []);
    expect(cleared.setup?.armyPoints).toBeUndefined();
    expect(refusal(setArmyPoints(rapid, { points: 0 })).key).toMatch(/^problem\.schema\./);
  });

  it('adds a squad in its side’s deployment zone and counts its points', () => {
    const result = addSquad(rapid, { side: 'marines', name: 'Escouade d’assaut', models: [{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 3 }] });
    const after = roundTrip(rapid, result);
    const squad = after.sides[0]?.units?.at(-1);
    expect(result.ok && result.created).toBe(squad?.id);
    expect(squad?.models).toEqual([{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 3 }]);
    // The marines' zone is the top strip, 12" deep: the squad stands in its middle, clear of the others.
    expect(squad?.at).toMatchObject({ y: 6 });
    expect(armies?.unitPoints(squad as never, rulesetModule('rapid-40000')!.data)).toBe(292);
    expect(problemKeys(after)).toEqual([]);
    expect(refusal(addSquad(rapid, { side: 'marines', name: 'x', models: [{ profile: 'space-wolf', count: 1 }] })).key).toBe('edit.unit.unknownProfile');
  });

  it('counts a squad’s models up and down, and keeps one at least', () => {
    const more = roundTrip(rapid, setSquadModels(rapid, { unit: 'tactical-1', profile: 'sm-marine', count: 4 }));
    expect(more.sides[0]?.units?.[1]?.models).toEqual([{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 4 }, { profile: 'sm-missile', count: 1 }]);
    const none = roundTrip(more, setSquadModels(more, { unit: 'tactical-1', profile: 'sm-missile', count: 0 }));
    expect(none.sides[0]?.units?.[1]?.models).toEqual([{ profile: 'sm-sergeant', count: 1 }, { profile: 'sm-marine', count: 4 }]);
    const flamer = roundTrip(none, setSquadModels(none, { unit: 'tactical-1', profile: 'sm-flamer', count: 2 }), ['rapid-40000.problem.specialWeapons']);
    expect(problemKeys(flamer)).toContainEqual(['/sides/0/units/1/models', 'rapid-40000.problem.specialWeapons']);
    // A lone boy breaks the squad rules: no leader, too few fighters.
    const alone = roundTrip(rapid, addSquad(rapid, { side: 'orks', name: 'Lone boy', models: [{ profile: 'ork-boy', count: 1 }] }), ['rapid-40000.problem.noLeader', 'rapid-40000.problem.squadSize']);
    const id = alone.sides[1]?.units?.at(-1)?.id as string;
    expect(refusal(setSquadModels(alone, { unit: id, profile: 'ork-boy', count: 0 })).key).toBe('edit.army.emptySquad');
    expect(roundTrip(alone, removeUnit(alone, { id })).sides[1]?.units).toHaveLength(3);
  });

  it('keeps a profile of one’s own in the house rules, priced by the formula, and squads may take it', () => {
    const ruleset = rulesetModule('rapid-40000')!.data;
    const profile = { name: 'Vétéran', category: 'infantry', movementMode: 'infantry', stats: { quality: '3+', combat: 4 }, weapons: [armies!.weapons(ruleset)[1]!.weapon], abilities: ['armour'], faction: 'space-marines' };
    const points = armies!.profileCost(profile, ruleset);
    // ⌈(5 × 4 + 19 + 5) × (7 − 3) / 2⌉ = 88.
    expect(points).toBe(88);
    const result = addProfile(rapid, { name: 'Vétéran', profile, points });
    const after = roundTrip(rapid, result);
    expect(result.ok && result.created).toBe('veteran');
    expect(after.ruleset.overrides?.unitProfiles?.veteran).toMatchObject({ cost: { points: 88 }, stats: { combat: 4 } });
    const squad = roundTrip(after, addSquad(after, { side: 'marines', name: 'Vétérans', models: [{ profile: 'sm-sergeant', count: 1 }, { profile: 'veteran', count: 3 }] }));
    expect(problemKeys(squad)).toEqual([]);
  });

  it('starts a side from an army of the book, or adds the vehicles to it', () => {
    const tau = armies!.presets(rulesetModule('rapid-40000')!.data).find((preset) => preset.id === 'tau')!;
    const after = roundTrip(rapid, applyArmyPreset(rapid, { side: 'orks', units: tau.units, faction: 'tau', add: false }));
    expect(after.sides[1]?.faction).toBe('tau');
    expect(after.sides[1]?.units?.map((unit) => unit.id)).toEqual(['tau-command', 'tau-troop-1', 'tau-troop-2']);
    // Each army's squads are named in its own words: two armies of the book never share a squad's name.
    expect(after.sides[1]?.units?.map((unit) => (unit.name as { en: string }).en)).toEqual(['Command team', 'Fire warrior team 1', 'Fire warrior team 2']);
    const names = armies!.presets(rulesetModule('rapid-40000')!.data).flatMap((preset) => (preset.faction ? preset.units.map((unit) => (unit.name as { fr: string }).fr) : []));
    expect(new Set(names).size).toBe(names.length);
    // The same army added twice numbers its squads on, in every language.
    const twice = roundTrip(after, applyArmyPreset(after, { side: 'orks', units: tau.units, faction: 'tau', add: true }));
    expect(twice.sides[1]?.units?.map((unit) => unit.name)).toEqual([
      { fr: 'Équipe de commandement', en: 'Command team' },
      { fr: 'Équipe de guerriers de feu 1', en: 'Fire warrior team 1' },
      { fr: 'Équipe de guerriers de feu 2', en: 'Fire warrior team 2' },
      { fr: 'Équipe de commandement 2', en: 'Command team 2' },
      { fr: 'Équipe de guerriers de feu 3', en: 'Fire warrior team 3' },
      { fr: 'Équipe de guerriers de feu 4', en: 'Fire warrior team 4' },
    ]);
    expect(problemKeys(after)).toEqual([]);
    const vehicles = armies!.presets(rulesetModule('rapid-40000')!.data).find((preset) => preset.id === 'vehicles')!;
    const more = roundTrip(after, applyArmyPreset(after, { side: 'orks', units: vehicles.units, add: true }));
    expect(more.sides[1]?.units?.map((unit) => unit.id)).toEqual(['tau-command', 'tau-troop-1', 'tau-troop-2', 'rhino', 'battle-tank']);
  });
});
