import { describe, expect, it } from 'vitest';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import frenchDescriptions from '../../schemas/scenario.descriptions.fr.json';
import schema from '../../schemas/scenario.schema.json';
import { schemaDescription } from './schemaHelp';

const defs = schema.$defs;
const victory = defs.victory.oneOf;

describe('schema help', () => {
  it('reads the description of a field of the scenario', () => {
    expect(schemaDescription('/meta/title', 'en')).toBe('Title of the scenario.');
    expect(schemaDescription('/turns/limit', 'en')).toBe(schema.properties.turns.properties.limit.description);
    expect(schemaDescription('/sides/0/units/3/hidden', 'en', r6Json)).toBe(defs.unit.properties.hidden.description);
    expect(schemaDescription('/board/tokens/1/owner', 'en', r6Json)).toBe(schema.properties.board.properties.tokens.items.properties.owner.description);
    expect(schemaDescription('/sides/1/resources/rivets/start', 'en')).toBe('Amount at the start of the game.');
  });

  it('prefers the words beside a $ref to the definition it points at', () => {
    expect(schemaDescription('/meta/language', 'en')).toBe(schema.properties.meta.properties.language.description);
    expect(schemaDescription('/meta/language', 'en')).not.toBe(defs.language.description);
    expect(schemaDescription('/sides/0/colour', 'en')).toBe('Colour of the side on the board.');
  });

  it('follows the branch of a union the document is in', () => {
    const rows = [
      { id: 'a', side: 'x', type: 'survive', turns: 3 },
      { id: 'b', side: 'x', type: 'hold-zones', zones: ['z'], alone: true, turns: 1, check: 'end-of-turn' },
    ];
    const survive = victory.find((branch) => branch.properties.type.const === 'survive')!;
    const hold = victory.find((branch) => branch.properties.type.const === 'hold-zones')!;
    expect(schemaDescription('/victory/0/turns', 'en', { victory: rows })).toBe((survive.properties as unknown as Record<string, { description: string }>).turns!.description);
    expect(schemaDescription('/victory/1/turns', 'en', { victory: rows })).toBe((hold.properties as unknown as Record<string, { description: string }>).turns!.description);
    expect(schemaDescription('/board/geometry/widthIn', 'en', rapidJson)).toBe('Table width in inches.');
    expect(schemaDescription('/board/geometry/cellSizeMm', 'en', r6Json)).toBe('Side of one cell in millimetres (true print scale).');
  });

  it('says nothing where the schema has no such field', () => {
    expect(schemaDescription('/meta/colour', 'en')).toBeUndefined();
    expect(schemaDescription('/sides/first', 'en')).toBeUndefined();
    expect(schemaDescription('not a pointer', 'en')).toBeUndefined();
  });

  it('has a French wording for every description of the schema, and none for a description gone', () => {
    const descriptions = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'description' && typeof value === 'string') descriptions.add(value);
          else collect(value);
        }
      }
    };
    collect(schema);
    const french: Record<string, string> = frenchDescriptions;
    expect(descriptions.size).toBeGreaterThan(200);
    expect([...descriptions].filter((text) => !Object.hasOwn(french, text) || french[text]!.trim() === ''), 'missing French wordings').toEqual([]);
    expect(Object.keys(french).filter((text) => !descriptions.has(text)), 'French wordings of no schema description').toEqual([]);
  });

  it('speaks the interface language', () => {
    expect(schemaDescription('/meta/title', 'fr')).toBe('Titre du scénario.');
    expect(schemaDescription('/meta/title', 'en')).toBe('Title of the scenario.');
    expect(schemaDescription('/board/geometry/widthIn', 'fr', rapidJson)).toBe('Largeur de la table en pouces.');
    expect(schemaDescription('/sides/0/units/3/hidden', 'fr', r6Json)).toBe(frenchDescriptions[defs.unit.properties.hidden.description as keyof typeof frenchDescriptions]);
    expect(schemaDescription('/meta/colour', 'fr')).toBeUndefined();
  });
});
