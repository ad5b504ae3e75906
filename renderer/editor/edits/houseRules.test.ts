import { afterEach, describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { loadScenario, variantOf } from '../../../engine/scenario';
import type { RulesetData, Table } from '../../../engine/scenario/types';
import { installVariants, installedCatalog } from '../../document/rulesetCatalog';
import { edgePalette, terrainPalette, unitPalette } from '../tools/palette';
import { addHouseRuleEntry, gameDataOf, playOnRuleset, removeHouseRuleEntry, resetHouseRule, rulesetOf, setHouseRule } from './index';
import { withValueAt } from '../../../engine/scenario/json-pointer';
import { houseRuleRefusal } from './houseRules';
import { loaded, refusal, roundTrip } from './test-support';

const siege = loaded(siegeJson);
const r6 = loaded(r6Json);

afterEach(() => installVariants([]));

describe('house rules edits', () => {
  it('raise the moat’s movement cost: one undo step, the smallest override, the palette and the effective data follow', () => {
    const after = roundTrip(siege, setHouseRule(siege, { path: ['terrain', 'moat', 'moveCost', 'foot'], value: 6 }));
    expect(after.ruleset.overrides).toEqual({ terrain: { moat: { moveCost: { foot: 6 } } } });
    expect(after.board).toBe(siege.board);
    expect(rulesetOf(after)?.terrain.moat?.moveCost).toEqual({ foot: 6, mounted: null });
    const edited = siegeJson as unknown as { ruleset: { id: string } };
    expect(edited.ruleset.id).toBe('siege');
    // Reset gives the game's value back, and no override is left.
    const reset = roundTrip(after, resetHouseRule(after, { path: ['terrain', 'moat', 'moveCost', 'foot'] }));
    expect(reset.ruleset.overrides).toBeUndefined();
  });

  it('a wall state crossing at a cost shows in the edge palette at once', () => {
    const after = roundTrip(siege, setHouseRule(siege, { path: ['edges', 'wall', 'states', 'demolished', 'moveCost'], value: 3 }));
    const say = (key: string, params?: Record<string, unknown>) => `${key}${JSON.stringify(params ?? {})}`;
    const wall = edgePalette(rulesetOf(after) as RulesetData, 'en', say).find((edge) => edge.id === 'wall');
    expect(wall?.states.find((state) => state.id === 'demolished')?.summary).toContain('"cost":"+3"');
    const before = edgePalette(rulesetOf(siege) as RulesetData, 'en', say).find((edge) => edge.id === 'wall');
    expect(before?.states.find((state) => state.id === 'demolished')?.summary).toContain('"cost":"+0"');
    const moat = terrainPalette(rulesetOf(roundTrip(siege, setHouseRule(siege, { path: ['terrain', 'moat', 'moveCost', 'foot'], value: 6 }))) as RulesetData, 'en', say).find((swatch) => swatch.id === 'moat');
    expect(moat?.summary).toMatch(/^On foot 6 · Mounted ✕/);
  });

  it('refuses, with the schema’s words, a value the ruleset format refuses; accepts what only the checks flag', () => {
    const tooDear = refusal(setHouseRule(siege, { path: ['terrain', 'moat', 'moveCost', 'foot'], value: 500 }));
    expect(tooDear).toMatchObject({ key: 'problem.schema.maximum', params: { limit: 100 } });
    expect(houseRuleRefusal(siege, ['terrain', 'moat', 'moveCost', 'foot'], 5)).toBeNull();
    expect(houseRuleRefusal(siege, ['terrain', 'moat', 'colour'], 'blue')).not.toBeNull();
    // A cover level that does not exist passes the schema; validation points at it in the overrides.
    const dangling = setHouseRule(siege, { path: ['terrain', 'moat', 'cover'], value: 'thick' });
    expect(dangling.ok).toBe(true);
    const problems = loadScenario(JSON.stringify(dangling.ok ? dangling.scenario : null)).problems;
    expect(problems.map((p) => [p.pointer, p.key])).toContainEqual(['/ruleset/overrides/terrain/moat/cover', 'problem.ruleset.unknown.coverLevel']);
  });

  it('edits one cell of the combat table: the whole row list is the override, the problems point at the cell', () => {
    const path = ['tables', 'combat-foot', 'rows', '6', 'results', '2'];
    const after = roundTrip(siege, setHouseRule(siege, { path, value: 'B' }));
    const table = rulesetOf(after)?.tables?.['combat-foot'] as Table;
    expect(table.rows[6]?.results[2]).toBe('B');
    expect(table.rows[6]?.results[1]).toBe('A');
    const unknown = setHouseRule(siege, { path, value: 'Z' });
    const problems = loadScenario(JSON.stringify(unknown.ok ? unknown.scenario : null)).problems;
    expect(problems.map((p) => [p.pointer, p.key])).toContainEqual(['/ruleset/overrides/tables/combat-foot/rows/6/results/2', 'siege.problem.unknownCode']);
  });

  it('removes a card from an R6 deck and restores it', () => {
    const after = roundTrip(r6, removeHouseRuleEntry(r6, { path: ['decks', 'attack', 'cards', 'breach'] }));
    expect(after.ruleset.overrides).toEqual({ decks: { attack: { cards: { breach: null } } } });
    expect(Object.keys(rulesetOf(after)?.decks?.attack?.cards ?? {})).not.toContain('breach');
    const restored = roundTrip(after, resetHouseRule(after, { path: ['decks', 'attack', 'cards', 'breach'] }));
    expect(restored.ruleset.overrides).toBeUndefined();
  });

  it('adds a unit profile based on another, offered in the unit palette, and a terrain kind', () => {
    const soldier = rulesetOf(siege)?.unitProfiles?.soldier;
    const added = addHouseRuleEntry(siege, { path: ['unitProfiles', 'veteran'], template: { ...soldier, name: { fr: 'Vétéran', en: 'Veteran' } } });
    expect(added.ok && added.created).toBe('veteran');
    const after = roundTrip(siege, added);
    expect(unitPalette(rulesetOf(after) as RulesetData, undefined, 'en').map((unit) => unit.name)).toContain('Veteran');
    const rubble = roundTrip(after, addHouseRuleEntry(after, { path: ['terrain', 'rubble'], template: { name: 'Rubble', colour: '#777777', moveCost: { foot: 3 } } }));
    expect(terrainPalette(rulesetOf(rubble) as RulesetData, 'en').map((swatch) => swatch.id)).toContain('rubble');
    expect(refusal(addHouseRuleEntry(rubble, { path: ['terrain', 'moat'], template: {} })).key).toBe('edit.houseRules.idTaken');
  });

  it('list items: a weapon added and taken out, a table row taken out', () => {
    expect(withValueAt({ a: [1, 2, 3] }, ['a', '1'], undefined)).toEqual({ a: [1, 3] });
    expect(withValueAt({ a: [1, 2, 3] }, ['a', '3'], 4)).toEqual({ a: [1, 2, 3, 4] });
    const shorter = setHouseRule(siege, { path: ['tables', 'combat-foot', 'rows', '9'], value: undefined });
    expect(shorter.ok && (shorter.scenario.ruleset.overrides?.tables?.['combat-foot'] as { rows: unknown[] }).rows).toHaveLength(9);
    const problems = loadScenario(JSON.stringify(shorter.ok ? shorter.scenario : null)).problems;
    expect(problems.map((p) => [p.pointer, p.key, p.params.value])).toContainEqual(['/ruleset/overrides/tables/combat-foot/rows', 'siege.problem.dieMissing', 10]);
  });

  it('a scenario moves onto a variant installed: its house rules now live in the variant', () => {
    const edited = setHouseRule(siege, { path: ['constants', 'wallDamageSteps'], value: 2 });
    if (!edited.ok) throw new Error('refused');
    const variant = variantOf(rulesetOf(edited.scenario) as RulesetData, { id: 'siege-brittle', name: 'Brittle walls' });
    expect(refusal(playOnRuleset(edited.scenario, { id: 'siege-brittle' })).key).toBe('edit.ruleset.unknown');
    installVariants([variant]);
    const moved = playOnRuleset(edited.scenario, { id: 'siege-brittle' });
    if (!moved.ok) throw new Error('refused');
    expect(moved.scenario.ruleset).toEqual({ id: 'siege-brittle' });
    expect(gameDataOf(moved.scenario)?.constants?.wallDamageSteps).toBe(2);
    expect(rulesetOf(moved.scenario)?.mechanics).toBe('siege');
    const checked = loadScenario(JSON.stringify(moved.scenario), { catalog: installedCatalog() });
    expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // House rules on a variant are differences from the variant's data.
    const further = setHouseRule(moved.scenario, { path: ['constants', 'wallDamageSteps'], value: 3 });
    expect(further.ok && further.scenario.ruleset.overrides).toEqual({ constants: { wallDamageSteps: 3 } });
  });
});
