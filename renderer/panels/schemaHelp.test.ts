import { describe, expect, it } from 'vitest';
import english from './help.en.json';
import french from './help.fr.json';
import { fieldHelp, helpKey, pointerHelp } from './schemaHelp';

/** What a designer should never have to read: file notation, ids, counting from 0. */
export const DEVELOPER_NOTATION = /[{}[\]"\\/]|\bid\b|\bids\b|0-based|\bJSON\b|\bpointer\b|\bnull\b|\btrue\b|\bfalse\b|\bkey\b|\bschema\b/i;

describe('help for designers', () => {
  it('says the same things in both languages', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('is written without file notation, ids or cells counted from 0', () => {
    for (const [key, text] of [...Object.entries(english), ...Object.entries(french)]) expect(text, key).not.toMatch(DEVELOPER_NOTATION);
  });

  it('finds a scenario field’s help by its place, list positions and resource ids left out', () => {
    expect(helpKey('/victory/2/turns')).toBe('victory.turns');
    expect(helpKey('/sides/1/resources/deployment-points/perTurn')).toBe('sides.resources.perTurn');
    expect(pointerHelp('/turns/limit', 'fr')).toBe(french['turns.limit']);
    expect(pointerHelp('/setup/specialRules/0/text', 'en')).toBe(english['setup.specialRules.text']);
    expect(fieldHelp('token.hidden', 'en')).toContain('face down');
    expect(pointerHelp('/board/nothing', 'en')).toBeUndefined();
    expect(fieldHelp('toString', 'en')).toBeUndefined();
  });
});
