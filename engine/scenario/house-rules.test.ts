import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import castle from '../../scenarios/siege-castle.scenario.json';
import { loadScenario } from './load';
import { mergePatch } from './merge-patch';
import { renderProblem } from './problems';
import { mergeOverrides, overridesBetween, patchBetween, sameJson } from './house-rules';
import { applyOverrides } from './overrides';
import { BUILTIN_RULESETS } from './rulesets';
import type { RulesetData, RulesetOverrides } from './types';

const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
const r6 = BUILTIN_RULESETS.get('r6-onboard') as RulesetData;

/** JSON without nulls inside objects (a merge patch cannot write them: null removes). */
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b', ''), fc.boolean(), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('x', 'y', 'z', 'w'), tie('value'), { maxKeys: 4 }),
})).value;

describe('house rules as differences', () => {
  it('the smallest patch between two documents takes the first to the second', () => {
    fc.assert(
      fc.property(json, json, (from, to) => {
        const patch = patchBetween(from, to);
        const result = patch === undefined ? from : mergePatch(from, patch);
        expect(sameJson(result, to)).toBe(true);
      }),
    );
  });

  it('a patch holds only what changed', () => {
    expect(patchBetween({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2, d: 4 } })).toEqual({ b: { d: 4 } });
    expect(patchBetween({ a: 1, b: 2 }, { a: 1 })).toEqual({ b: null });
    expect(patchBetween([1, 2, 3], [1, 2, 4])).toEqual([1, 2, 4]);
    expect(patchBetween({ a: [1] }, { a: [1] })).toBeUndefined();
  });

  it('editing the effective data and taking the difference writes the overrides a designer means', () => {
    const effective = mergeOverrides(siege, undefined) as Record<string, Record<string, unknown>>;
    const moat = siege.terrain.moat!;
    const table = siege.tables!['combat-foot']!;
    const edited = {
      ...effective,
      terrain: { ...effective.terrain, moat: { ...moat, moveCost: { ...moat.moveCost, foot: 6 } } },
      tables: { ...effective.tables, 'combat-foot': { ...table, rows: table.rows.map((row, r) => (r === 6 ? { ...row, results: row.results.map((code, c) => (c === 2 ? 'B' : code)) } : row)) } },
      constants: { ...siege.constants, wallDamageSteps: 3 },
    };
    const overrides = overridesBetween(siege, edited);
    expect(Object.keys(overrides).sort()).toEqual(['constants', 'tables', 'terrain']);
    expect(overrides.terrain).toEqual({ moat: { moveCost: { foot: 6 } } });
    expect(overrides.constants).toEqual({ wallDamageSteps: 3 });
    // A table's rows are a list: a merge patch replaces the list whole.
    expect((overrides.tables?.['combat-foot'] as { rows: unknown[] }).rows).toHaveLength(table.rows.length);
    const applied = applyOverrides(siege, overrides, { ruleset: { id: 'siege', overrides } });
    expect(applied.problems).toEqual([]);
    expect(sameJson(applied.ruleset, edited)).toBe(true);
    // Back to the game's data: nothing left to override.
    expect(overridesBetween(siege, mergeOverrides(siege, undefined))).toEqual({});
  });

  it('removes an entry with null and adds one whole', () => {
    const effective = mergeOverrides(r6, undefined) as Record<string, Record<string, unknown>>;
    const { flash: _flash, ...tokens } = effective.tokens as Record<string, unknown>;
    const edited = { ...effective, tokens, terrain: { ...effective.terrain, rubble: { name: 'Rubble', colour: '#777777', moveCost: { foot: 2 } } } };
    expect(overridesBetween(r6, edited)).toEqual({ tokens: { flash: null }, terrain: { rubble: { name: 'Rubble', colour: '#777777', moveCost: { foot: 2 } } } });
  });

  it('refuses a constant removed or given another kind of value, pointing at it', () => {
    const overrides = { constants: { wallDamageSteps: null, ramPoints: 'nine', ladderPushMax: null } } as unknown as RulesetOverrides;
    const { problems } = applyOverrides(siege, overrides, { ruleset: { id: 'siege', overrides } });
    expect(problems.map((p) => [p.pointer, p.key])).toEqual([
      ['/ruleset/overrides/constants/wallDamageSteps', 'problem.constant.required'],
      ['/ruleset/overrides/constants/ramPoints', 'problem.constant.type.number'],
    ]);
  });

  it('an impassable cost is a mode left out: what a merge patch can write', () => {
    const overrides = { terrain: { flat: { moveCost: { mounted: null } } } } as unknown as RulesetOverrides;
    const { ruleset, problems } = applyOverrides(siege, overrides, { ruleset: { id: 'siege', overrides } });
    expect(problems).toEqual([]);
    expect(ruleset?.terrain.flat?.moveCost).toEqual({ foot: 1 });
  });
});

describe('bad house rules', () => {
  /** The castle sample with these house rules, validated as the app and the CLI do: each problem where it lies, in English. */
  const problemsWith = (overrides: unknown) =>
    loadScenario(JSON.stringify({ ...castle, ruleset: { id: 'siege', overrides } })).problems.map((problem) => [problem.pointer, problem.severity, renderProblem(problem, 'en')]);

  it('refuses an override of a field the format does not have, naming it, its place and the fields allowed', () => {
    expect(problemsWith({ terrain: { moat: { depth: 3 } } })).toContainEqual([
      '/ruleset/overrides/terrain/moat/depth',
      'error',
      expect.stringMatching(/^Unknown field “depth”\. Remove it; the fields allowed here are .*“moveCost”/),
    ]);
    expect(problemsWith({ weather: { rain: true } })).toContainEqual(['/ruleset/overrides/weather', 'error', expect.stringMatching(/^Unknown field “weather”.*“terrain”/)]);
  });

  it('refuses a table row short of a column, pointing at the row and saying how many results it needs', () => {
    const rows = (siege.tables?.['combat-foot']?.rows ?? []).map((row, i) => (i === 2 ? { ...row, results: row.results.slice(0, -1) } : row));
    expect(rows).toHaveLength(10);
    expect(problemsWith({ tables: { 'combat-foot': { rows } } })).toContainEqual([
      '/ruleset/overrides/tables/combat-foot/rows/2/results',
      'error',
      'This row has 7 results but the table has 8 columns. Give one result per column, an empty one for no effect.',
    ]);
  });

  it('a house rule the game’s own checks refuse is a problem pointing into the overrides, not a crash', () => {
    expect(problemsWith({ tables: { 'combat-foot': { rows: [{ key: '1', results: ['Z', 'D', 'E', 'F', 'F', 'F', 'F', 'F'] }] } } }).map(([pointer]) => pointer)).toContain('/ruleset/overrides/tables/combat-foot/rows/0/results/0');
  });
});
