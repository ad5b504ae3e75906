import { describe, expect, it } from 'vitest';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import schema from '../../schemas/scenario.schema.json';
import { schemaDescription } from './schemaHelp';

const defs = schema.$defs;
const victory = defs.victory.oneOf;

describe('schema help', () => {
  it('reads the description of a field of the scenario', () => {
    expect(schemaDescription('/meta/title')).toBe('Title of the scenario.');
    expect(schemaDescription('/turns/limit')).toBe(schema.properties.turns.properties.limit.description);
    expect(schemaDescription('/sides/0/units/3/hidden', r6Json)).toBe(defs.unit.properties.hidden.description);
    expect(schemaDescription('/board/tokens/1/owner', r6Json)).toBe(schema.properties.board.properties.tokens.items.properties.owner.description);
    expect(schemaDescription('/sides/1/resources/rivets/start')).toBe('Amount at the start of the game.');
  });

  it('prefers the words beside a $ref to the definition it points at', () => {
    expect(schemaDescription('/meta/language')).toBe(schema.properties.meta.properties.language.description);
    expect(schemaDescription('/meta/language')).not.toBe(defs.language.description);
    expect(schemaDescription('/sides/0/colour')).toBe('Colour of the side on the board.');
  });

  it('follows the branch of a union the document is in', () => {
    const rows = [
      { id: 'a', side: 'x', type: 'survive', turns: 3 },
      { id: 'b', side: 'x', type: 'hold-zones', zones: ['z'], alone: true, turns: 1, check: 'end-of-turn' },
    ];
    const survive = victory.find((branch) => branch.properties.type.const === 'survive')!;
    const hold = victory.find((branch) => branch.properties.type.const === 'hold-zones')!;
    expect(schemaDescription('/victory/0/turns', { victory: rows })).toBe((survive.properties as unknown as Record<string, { description: string }>).turns!.description);
    expect(schemaDescription('/victory/1/turns', { victory: rows })).toBe((hold.properties as unknown as Record<string, { description: string }>).turns!.description);
    expect(schemaDescription('/board/geometry/widthIn', rapidJson)).toBe('Table width in inches.');
    expect(schemaDescription('/board/geometry/cellSizeMm', r6Json)).toBe('Side of one cell in millimetres (true print scale).');
  });

  it('says nothing where the schema has no such field', () => {
    expect(schemaDescription('/meta/colour')).toBeUndefined();
    expect(schemaDescription('/sides/first')).toBeUndefined();
    expect(schemaDescription('not a pointer')).toBeUndefined();
  });
});
