import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderProblem } from './problems';
import { loadScenario } from './load';
import { BUILTIN_RULESETS, catalogWith, mechanicsOf } from './rulesets';
import type { RulesetData } from './types';
import { MAX_VARIANT_BYTES, meantAsVariant, readVariant, variantOf } from './variant';

const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
const castle = readFileSync(new URL('../../scenarios/siege-castle.scenario.json', import.meta.url), 'utf8');
const kinder = variantOf(siege, { id: 'siege-kinder', name: { en: 'SIEGE, kinder walls', fr: 'SIEGE, murs plus tendres' } });
const text = (data: unknown) => JSON.stringify(data, null, 2);
const onVariant = (id: string) => castle.replace('"id": "siege"', `"id": "${id}"`);

describe('variants', () => {
  it('a variant is the effective data under its own id and name, naming the mechanics it runs on', () => {
    expect(kinder.$schema).toBe('https://skirmish-studio.dev/schemas/ruleset.schema.json');
    expect(Object.keys(kinder).slice(0, 5)).toEqual(['$schema', 'id', 'mechanics', 'version', 'name']);
    expect(kinder.mechanics).toBe('siege');
    expect(kinder.tables).toEqual(siege.tables);
    expect(mechanicsOf(kinder)).toBe('siege');
    // A variant of a variant still runs on the shipped mechanics.
    expect(variantOf(kinder, { id: 'siege-kinder-2', name: 'Again' }).mechanics).toBe('siege');
    const read = readVariant(text(kinder));
    expect(read.problems).toEqual([]);
    expect(read.ruleset?.id).toBe('siege-kinder');
  });

  it('a scenario names a variant, is checked by its mechanics and gets its data', () => {
    const table = kinder.tables!['combat-foot']!;
    const broken = { ...kinder, tables: { ...kinder.tables, 'combat-foot': { ...table, columns: ['1-1', 'two to one', ...table.columns.slice(2)] } } };
    const good = loadScenario(onVariant('siege-kinder'), { catalog: catalogWith([kinder]) });
    expect(good.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(good.ruleset?.id).toBe('siege-kinder');
    const bad = loadScenario(onVariant('siege-kinder'), { catalog: catalogWith([broken as RulesetData]) });
    expect(bad.problems.map((p) => [p.pointer, p.key])).toContainEqual(['/ruleset/id', 'siege.problem.oddsColumn']);
  });

  it('a scenario naming a missing variant says which and where it looked', () => {
    const result = loadScenario(onVariant('siege-gentle'), { catalog: catalogWith([kinder], ['/home/ada/variants']) });
    const problem = result.problems.find((p) => p.pointer === '/ruleset/id');
    expect(problem?.key).toBe('problem.ruleset.unknownIn');
    expect(renderProblem(problem!, 'en')).toContain('“siege-gentle”');
    expect(renderProblem(problem!, 'en')).toContain('/home/ada/variants');
    expect(renderProblem(problem!, 'fr')).toContain('«\u00a0siege-gentle\u00a0»');
    expect(problem?.params.known).toContain('siege-kinder');
  });

  it('refuses a variant naming unknown mechanics, taking a built-in id, or naming none', () => {
    const unknown = readVariant(text({ ...kinder, mechanics: 'siege-2' }));
    expect(unknown.ruleset).toBeUndefined();
    expect(unknown.problems.map((p) => [p.pointer, p.key])).toEqual([['/mechanics', 'problem.variant.unknownMechanics']]);
    expect(renderProblem(unknown.problems[0]!, 'en')).toMatch(/“siege-2”.*“siege”/);
    expect(renderProblem(unknown.problems[0]!, 'fr')).toMatch(/«\u00a0siege-2\u00a0».*«\u00a0siege\u00a0»/);
    expect(readVariant(text({ ...kinder, id: 'siege' })).problems.map((p) => [p.pointer, p.key])).toEqual([['/id', 'problem.variant.builtinId']]);
    const { mechanics: _mechanics, ...none } = kinder;
    expect(readVariant(text(none)).problems.map((p) => p.key)).toEqual(['problem.variant.noMechanics']);
  });

  it('a broken variant is a list of problems with pointers, never a crash', () => {
    expect(readVariant('{ "id": ').problems[0]?.key).toMatch(/^problem\.json\./);
    expect(readVariant(new Uint8Array([0x7b, 0xff, 0x7d])).problems[0]?.key).toBe('problem.input.invalidUtf8');
    const moat = kinder.terrain.moat!;
    const bad = readVariant(text({ ...kinder, terrain: { ...kinder.terrain, moat: { ...moat, speed: 3 } }, edges: { ...kinder.edges, gate: { ...kinder.edges!.gate!, defaultState: 'ajar' } } }));
    expect(bad.ruleset).toBeUndefined();
    expect(bad.problems.map((p) => p.pointer)).toEqual(['/terrain/moat/speed']);
    const dangling = readVariant(text({ ...kinder, edges: { ...kinder.edges, gate: { ...kinder.edges!.gate!, defaultState: 'ajar' } } }));
    expect(dangling.problems.map((p) => [p.pointer, p.key])).toEqual([['/edges/gate/defaultState', 'problem.ruleset.unknown.edgeState']]);
  });

  it('refuses a file of 50 MB before reading it, saying the limit', () => {
    const huge = new Uint8Array(50 * 1024 * 1024);
    const read = readVariant(huge);
    expect(read.problems.map((p) => [p.pointer, p.key])).toEqual([['', 'problem.variant.tooLarge']]);
    expect(renderProblem(read.problems[0]!, 'en')).toContain(`50 MB; a variant file is limited to ${MAX_VARIANT_BYTES / 1024 / 1024} MB`);
    expect(renderProblem({ ...read.problems[0]!, params: { ...read.problems[0]!.params, size: 50.5 } }, 'fr')).toMatch(/fait 50,5\sMo/);
  });

  it('tells a file meant as a variant from a game’s own data and from a scenario', () => {
    const bytes = (data: unknown) => new TextEncoder().encode(text(data));
    expect(meantAsVariant(bytes(kinder), 'anything.json')).toBe(true);
    expect(meantAsVariant(bytes({ ...kinder, mechanics: 'chess' }), 'chess.ruleset.json')).toBe(true);
    expect(meantAsVariant(new TextEncoder().encode('{ not json'), 'broken.ruleset.json')).toBe(true);
    expect(meantAsVariant(bytes(siege), 'siege.ruleset.json')).toBe(false);
    expect(meantAsVariant(new TextEncoder().encode(castle), 'castle.scenario.json')).toBe(false);
    expect(meantAsVariant(new Uint8Array(MAX_VARIANT_BYTES + 1), 'huge.ruleset.json')).toBe(true);
  });
});

