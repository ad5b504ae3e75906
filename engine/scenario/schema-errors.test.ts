import { describe, expect, it } from 'vitest';
import { validateScenario } from './generated/validators.js';
import { nearestName, problemsFromSchemaErrors } from './schema-errors';
import { renderProblem } from './problems';
import { r6Scenario, type LooseJson } from './test-support/fixtures';

type Json = LooseJson;

function problemsAfter(mutate: (doc: Json) => void) {
  const doc = r6Scenario() as Json;
  mutate(doc);
  expect(validateScenario(doc)).toBe(false);
  return problemsFromSchemaErrors(validateScenario.errors ?? []);
}

describe('schema problems', () => {
  it('accepts the fixture', () => {
    expect(validateScenario(r6Scenario())).toBe(true);
  });

  it('reports a missing field on its object', () => {
    expect(problemsAfter((d) => delete d.meta.title)).toEqual([
      { severity: 'error', pointer: '/meta', key: 'problem.schema.required', params: { property: 'title' } },
    ]);
  });

  it('names the number a value that may also be null should be', () => {
    expect(problemsFromSchemaErrors([{ instancePath: '/terrain/rampart/moveCost/foot', schemaPath: '#/type', keyword: 'type', params: { type: 'number,null' }, data: 'beaucoup' } as never])).toEqual([
      { severity: 'error', pointer: '/terrain/rampart/moveCost/foot', key: 'problem.schema.type.number', params: { found: '"beaucoup"' } },
    ]);
  });

  it('suggests the nearest field name for a typo', () => {
    expect(problemsAfter((d) => { d.sides[0].color = d.sides[0].colour; delete d.sides[0].colour; })).toEqual(
      expect.arrayContaining([{ severity: 'error', pointer: '/sides/0/color', key: 'problem.schema.unknownPropertyDidYouMean', params: { property: 'color', suggestion: 'colour' } }]),
    );
  });

  it('lists the allowed fields for an unknown field far from any', () => {
    const [problem] = problemsAfter((d) => { d.meta.zzzzzz = 1; });
    expect(problem).toMatchObject({ pointer: '/meta/zzzzzz', key: 'problem.schema.unknownProperty' });
    expect(problem?.params.allowed).toContain('“title”');
  });

  it('turns an "exactly one of" union into one message', () => {
    expect(problemsAfter((d) => { d.board.tokens[0].at = { col: 1 }; })).toEqual([
      { severity: 'error', pointer: '/board/tokens/0/at', key: 'problem.schema.needOneOf', params: { options: '“col + row”, “x + y”, “area”, “zone”' } },
    ]);
    expect(problemsAfter((d) => { d.sides[0].units[0].at = { col: 1, row: 1 }; })).toEqual([
      { severity: 'error', pointer: '/sides/0/units/0', key: 'problem.schema.onlyOneOf', params: { options: '“at”, “deployIn”, “reserve”' } },
    ]);
  });

  it('names the allowed tags of a tagged union once', () => {
    const problems = problemsAfter((d) => { d.victory[0].type = 'capture'; });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '/victory/0/type', key: 'problem.schema.enum' });
    expect(problems[0]?.params.allowed).toContain('“hold-zones”');
  });

  it('reports the errors inside the chosen branch of a tagged union', () => {
    expect(problemsAfter((d) => { d.victory[1] = { id: 'hold', side: 'defenders', type: 'survive', turn: 10 }; }).map((p) => [p.key, p.pointer])).toEqual([
      ['problem.schema.required', '/victory/1'],
      ['problem.schema.unknownPropertyDidYouMean', '/victory/1/turn'],
    ]);
  });

  it('explains the free table size fields per unit', () => {
    expect(problemsAfter((d) => { d.board.geometry = { kind: 'free', unit: 'in', widthMm: 600, heightIn: 48 }; }).map((p) => [p.key, p.params])).toEqual([
      ['problem.schema.required', { property: 'widthIn' }],
      ['problem.schema.unknownPropertyDidYouMean', { property: 'widthMm', suggestion: 'widthIn' }],
    ]);
  });

  it('gives type, range and pattern problems with the value found', () => {
    const problems = problemsAfter((d) => { d.board.geometry.columns = 'nine'; d.board.geometry.rows = 0; d.sides[0].colour = 'orange'; d.sides[1].id = 'bad id'; });
    expect(problems.map((p) => [p.pointer, p.key, p.params.found])).toEqual(expect.arrayContaining([
      ['/board/geometry/columns', 'problem.schema.type.integer', '"nine"'],
      ['/board/geometry/rows', 'problem.schema.minimum', '0'],
      ['/sides/0/colour', 'problem.schema.pattern.colour', '"orange"'],
      ['/sides/1/id', 'problem.schema.pattern.id', '"bad id"'],
    ]));
  });

  it('says a needed value left empty cannot stay so, rather than « pas null »', () => {
    const problems = problemsAfter((d) => { d.board.geometry.columns = null; });
    expect(problems.map((p) => [p.pointer, p.key])).toEqual([['/board/geometry/columns', 'problem.schema.empty.integer']]);
    expect(renderProblem(problems[0]!, 'fr')).toBe('Ce champ ne peut pas rester vide\u00a0: écrivez un nombre entier.');
  });

  it('reports a bad map key once, on the key', () => {
    expect(problemsAfter((d) => { d.sides[0].resources = { 'no spaces': { start: 1 } }; })).toEqual([
      { severity: 'error', pointer: '/sides/0/resources/no spaces', key: 'problem.schema.badKey.id', params: { property: 'no spaces' } },
    ]);
  });

  it('finds likely typos only', () => {
    expect(nearestName('colr', ['colour', 'name'])).toBe('colour');
    expect(nearestName('xyz', ['colour', 'name'])).toBeUndefined();
  });
});
