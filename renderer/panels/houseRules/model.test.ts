import { describe, expect, it } from 'vitest';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { BUILTIN_RULESETS, mergeOverrides } from '../../../engine/scenario';
import type { RulesetData } from '../../../engine/scenario/types';
import frenchDescriptions from '../../../schemas/ruleset.descriptions.fr.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { formatValue } from './format';
import { changeCount, controlOf, fieldAt, mapKeys, objectFields, shapeOf, skeletonOf } from './model';
import { houseRulePlace } from './place';
import { nodeAt, rulesetDescriptions, rulesetHelp, rulesetPropertyNames } from './rulesetSchema';

const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
const r6 = BUILTIN_RULESETS.get('r6-onboard') as RulesetData;
const say = (key: string, params?: Record<string, unknown>) => {
  const text = (en as Record<string, string>)[key] ?? (params?.defaultValue as string | undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
};

describe('the ruleset schema as the panel reads it', () => {
  it('has a French wording for every description of the ruleset schema, and none for a description gone', () => {
    const descriptions = rulesetDescriptions();
    const french: Record<string, string> = frenchDescriptions;
    expect(descriptions.size).toBeGreaterThan(200);
    expect([...descriptions].filter((text) => !Object.hasOwn(french, text) || french[text]!.trim() === ''), 'missing French wordings').toEqual([]);
    expect(Object.keys(french).filter((text) => !descriptions.has(text)), 'French wordings of no schema description').toEqual([]);
  });

  it('names every field of the format in both languages', () => {
    const missing = (catalog: Record<string, string>) => [...rulesetPropertyNames()].filter((name) => !Object.hasOwn(catalog, `houseRules.field.${name}`));
    expect(missing(en), 'English').toEqual([]);
    expect(missing(fr), 'French').toEqual([]);
  });

  it('gives each field its help, in the interface language', () => {
    expect(rulesetHelp(['terrain', 'moat', 'moveCost'], 'en')).toBe('Movement cost by movement mode; a mode left out, or null, is impassable.');
    expect(rulesetHelp(['terrain', 'moat', 'moveCost'], 'fr')).toBe('Coût de déplacement par mode de déplacement\u00a0; un mode omis, ou null, est infranchissable.');
    expect(rulesetHelp(['tables', 'combat-foot', 'rows', '3', 'results'], 'en')).toBe('One result code per column ("" for no effect).');
    expect(rulesetHelp(['decks', 'attack', 'cards', 'breach', 'count'], 'fr')).toBe('Exemplaires dans le paquet.');
    expect(rulesetHelp(['terrain', 'moat', 'speed'], 'en')).toBeUndefined();
  });
});

describe('fields of the ruleset data', () => {
  const data = mergeOverrides(siege, { terrain: { moat: { moveCost: { foot: 6 } } } });

  it('reads every field of a terrain kind from the schema, each with its control, the game’s value and the scenario’s', () => {
    const fields = objectFields(['terrain', 'moat'], siege, data, 'en');
    expect(fields.map((field) => field.path.at(-1))).toEqual(['name', 'colour', 'pattern', 'icon', 'moveCost', 'cover', 'lineOfSight', 'combat', 'elevation', 'openGround', 'notes', 'source']);
    const byName = Object.fromEntries(fields.map((field) => [field.path.at(-1), field]));
    expect(byName.name?.control.kind).toBe('text');
    expect(byName.colour?.control.kind).toBe('colour');
    expect(byName.cover?.control).toEqual({ kind: 'choice', options: ['none', 'light', 'medium', 'strong', 'total'].map((id) => ({ id, label: id })) });
    expect(byName.lineOfSight?.control).toMatchObject({ kind: 'choice', options: [{ id: 'clear' }, { id: 'hinder' }, { id: 'into' }, { id: 'block' }] });
    expect(byName.combat?.control).toEqual({ kind: 'number', integer: true, min: -10, max: 10, nullable: false });
    expect(byName.moveCost).toMatchObject({ changed: true, base: { foot: 4, mounted: null }, value: { foot: 6, mounted: null } });
    expect(byName.cover?.changed).toBe(false);
    expect(mapKeys(byName.moveCost!)).toEqual([
      { id: 'foot', label: 'On foot' },
      { id: 'mounted', label: 'Mounted' },
    ]);
    expect(fieldAt(['terrain', 'moat', 'moveCost', 'mounted'], siege, data, 'en').control).toMatchObject({ kind: 'number', nullable: true });
    expect(changeCount(siege.terrain, data.terrain)).toBe(1);
  });

  it('offers ids from the catalogue they refer to', () => {
    const r6Data = mergeOverrides(r6, undefined);
    expect(shapeOf(['edges', 'door', 'defaultState'])).toBe('edges/*/defaultState');
    expect(controlOf(nodeAt(['edges', 'door', 'defaultState'])!, ['edges', 'door', 'defaultState'], r6Data, 'en')).toMatchObject({ kind: 'choice', options: expect.arrayContaining([expect.objectContaining({ id: 'closed' })]) });
    // An ability is picked from the catalogue, with the number X it may take.
    const rivets = BUILTIN_RULESETS.get('rivet-wars') as RulesetData;
    const abilities = Object.keys(rivets.abilities ?? {});
    expect(abilities.length).toBeGreaterThan(3);
    expect(controlOf(nodeAt(['unitProfiles', 'x', 'abilities', '0'])!, ['unitProfiles', 'x', 'abilities', '0'], mergeOverrides(rivets, undefined), 'en')).toMatchObject({ kind: 'ability', options: abilities.map((id) => expect.objectContaining({ id })) });
    const cardValues = fieldAt(['decks', 'attack', 'cards', 'breach', 'values'], r6, r6Data, 'en');
    expect(cardValues.control).toMatchObject({ kind: 'map', keys: r6.decks!.attack!.values!.map((id) => ({ id, label: id })) });
    expect(fieldAt(['unitProfiles', 'soldier', 'stats'], siege, data, 'en').control.kind).toBe('map');
  });

  it('offers the format’s own words in the reader’s language: a terrain’s pattern', () => {
    const options = (language: 'en' | 'fr') => (fieldAt(['terrain', 'rampart', 'pattern'], siege, data, language).control as unknown as { options: { id: string; label: string }[] }).options;
    expect(options('fr')).toContainEqual({ id: 'bricks', label: 'briques' });
    expect(options('en')).toContainEqual({ id: 'cross-hatch', label: 'cross-hatch' });
  });

  it('says the game’s value in words', () => {
    const moveCost = fieldAt(['terrain', 'moat', 'moveCost'], siege, data, 'en');
    expect(formatValue(moveCost, moveCost.base, 'en', say)).toBe('On foot 4, Mounted impassable');
    const name = fieldAt(['terrain', 'moat', 'name'], siege, data, 'fr');
    expect(formatValue(name, name.base, 'fr', say)).toBe('Fossé');
    const icon = fieldAt(['terrain', 'moat', 'icon'], siege, data, 'en');
    expect(formatValue(icon, icon.base, 'en', say)).toBe('—');
  });

  it('starts a new entry with the least the format asks', () => {
    expect(skeletonOf(nodeAt(['terrain', 'rubble'])!, 'rubble')).toEqual({ name: 'rubble', colour: '#888888' });
    expect(skeletonOf(nodeAt(['tables', 'new'])!, 'new')).toEqual({ name: 'new', columns: ['1'], rows: [{ key: '1', results: [] }], source: 'rulebook' });
  });

  it('names a place of the house rules in a designer’s words', () => {
    const document = siegeJson;
    expect(houseRulePlace('/ruleset/overrides/tables/combat-foot/rows/6/results/2', document, say, 'en')).toBe('House rules › Tables › Combat against figures on foot › Die roll 7 › Odds 3-1');
    expect(houseRulePlace('/ruleset/overrides/terrain/moat/moveCost/foot', document, say, 'en')).toBe('House rules › Terrain kinds › Moat › Movement cost › On foot');
    expect(houseRulePlace('/ruleset/overrides/constants/wallDamageSteps', document, say, 'en')).toBe('House rules › Constants › wallDamageSteps');
    expect(houseRulePlace('/sides/0', document, say, 'en')).toBeNull();
  });
});
