import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch';
import { applyOverrides } from './overrides';
import { BUILTIN_RULESETS } from './rulesets';
import type { RulesetData, RulesetOverrides } from './types';

const r6 = BUILTIN_RULESETS.get('r6-onboard') as RulesetData;
const scenarioWith = (overrides: unknown) => ({ ruleset: { id: 'r6-onboard', overrides } });

describe('house rules', () => {
  it('merge by id: change a field, add an entry, remove one', () => {
    const overrides = {
      constants: { actionsPerAgent: 4 },
      terrain: { exterior: { moveCost: { foot: 2 } }, rubble: { name: 'Rubble', colour: '#777777', moveCost: { foot: 2 } } },
      tokens: { flash: null },
    };
    const { ruleset, problems } = applyOverrides(r6, overrides as RulesetOverrides, scenarioWith(overrides));
    expect(problems).toEqual([]);
    expect(ruleset?.constants?.actionsPerAgent).toBe(4);
    expect(ruleset?.terrain.exterior?.moveCost).toEqual({ foot: 2 });
    expect(ruleset?.terrain.exterior?.colour).toBe(r6.terrain.exterior?.colour);
    expect(ruleset?.terrain.rubble?.name).toBe('Rubble');
    expect(ruleset?.tokens && Object.hasOwn(ruleset.tokens, 'flash')).toBe(false);
    expect(r6.constants?.actionsPerAgent).toBe(3);
  });

  it('point problems into the overrides', () => {
    const overrides = { terrain: { floor: { cover: 'heavy', lineOfSight: 'opaque' } } };
    const { problems } = applyOverrides(r6, overrides as unknown as RulesetOverrides, scenarioWith(overrides));
    expect(problems.map((p) => [p.pointer, p.key])).toEqual([['/ruleset/overrides/terrain/floor/lineOfSight', 'problem.schema.enum']]);
    const dangling = { edges: { door: { defaultState: 'ajar' } } };
    expect(applyOverrides(r6, dangling as RulesetOverrides, scenarioWith(dangling)).problems.map((p) => [p.pointer, p.key])).toEqual([
      ['/ruleset/overrides/edges/door/defaultState', 'problem.ruleset.unknown.edgeState'],
    ]);
  });

  it('never write prototype keys', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "a": 1}') as unknown;
    const merged = mergePatch({}, patch) as Record<string, unknown>;
    expect(Object.keys(merged)).toEqual(['a']);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
