import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRuleset, checkRulesetReferences, constantProblems } from './ruleset-check';
import { BUILTIN_RULESETS } from './rulesets';
import type { RulesetData } from './types';

const rules = join(dirname(fileURLToPath(import.meta.url)), '../rules');
const IDS = ['r6-onboard', 'rivet-wars', 'siege', 'rapid-40000', 'rebellion'];

describe('shipped rulesets', () => {
  it('registers the five games', () => {
    expect([...BUILTIN_RULESETS.keys()].sort()).toEqual([...IDS].sort());
  });

  it.each(IDS)('%s is valid ruleset data with a README on what was assumed', (id) => {
    const data = JSON.parse(readFileSync(join(rules, id, 'ruleset.json'), 'utf8')) as RulesetData;
    expect(data.id).toBe(id);
    expect(checkRuleset(data)).toEqual([]);
    const readme = join(rules, id, 'README.md');
    expect(existsSync(readme)).toBe(true);
    expect(readFileSync(readme, 'utf8')).toMatch(/assum/i);
  });

  it.each(IDS)('%s labels every entry whose numbers are not in the rulebook', (id) => {
    const data = BUILTIN_RULESETS.get(id) as RulesetData;
    for (const table of Object.values(data.tables ?? {})) expect(['rulebook', 'partial', 'assumed']).toContain(table.source);
    for (const tile of Object.values(data.tiles ?? {})) expect(tile.source).toBeDefined();
    for (const deck of Object.values(data.decks ?? {})) expect(deck.source).toBeDefined();
  });

  it.each(IDS)('%s documents every constant, in French and English, and its value fits its documentation', (id) => {
    const data = BUILTIN_RULESETS.get(id) as RulesetData;
    const docs = data.constantDocs ?? {};
    const undocumented = Object.keys(data.constants ?? {}).filter((constant) => !Object.hasOwn(docs, constant));
    expect(undocumented, 'constants without documentation').toEqual([]);
    for (const [constant, doc] of Object.entries(docs)) {
      expect(typeof doc.text === 'object' && doc.text.fr && doc.text.en, `${constant}: text in fr and en`).toBeTruthy();
      const value = data.constants?.[constant] ?? doc.default;
      expect(value, `${constant}: a value in the data or a default`).toBeDefined();
      expect(constantProblems(`/constants/${constant}`, constant, value as number | string | boolean, doc)).toEqual([]);
    }
  });

  it('checks a constant against its documentation', () => {
    const doc = { text: 'Cards in hand.', min: 1, max: 30, integer: true };
    expect(constantProblems('/constants/handSize', 'handSize', 0, doc).map((p) => p.key)).toEqual(['problem.constant.range']);
    expect(constantProblems('/constants/handSize', 'handSize', 2.5, doc).map((p) => p.key)).toEqual(['problem.constant.integer']);
    expect(constantProblems('/constants/handSize', 'handSize', 'five', doc).map((p) => p.key)).toEqual(['problem.constant.type.number']);
    expect(constantProblems('/constants/cover', 'cover', 'thick', { text: 'Cover.', values: ['none', 'light'] }).map((p) => p.key)).toEqual(['problem.constant.value']);
    expect(constantProblems('/constants/handSize', 'handSize', 7, doc)).toEqual([]);
    const siege = BUILTIN_RULESETS.get('siege') as RulesetData;
    const broken = { ...siege, constants: { ...siege.constants, ramCover: 'thick', wallDamageSteps: 0 } } as RulesetData;
    expect(checkRulesetReferences(broken).map((p) => [p.pointer, p.key])).toEqual([
      ['/constants/ramCover', 'problem.constant.value'],
      ['/constants/wallDamageSteps', 'problem.constant.range'],
    ]);
  });

  it('finds broken references inside ruleset data', () => {
    const r6 = BUILTIN_RULESETS.get('r6-onboard') as RulesetData;
    const broken = {
      ...r6,
      board: { ...r6.board, defaultTerrain: 'lava' },
      edges: { ...r6.edges, wall: { ...r6.edges?.wall, defaultState: 'ajar' } },
    } as RulesetData;
    expect(checkRulesetReferences(broken).map((p) => [p.pointer, p.key])).toEqual([
      ['/board/defaultTerrain', 'problem.ruleset.unknown.terrain'],
      ['/edges/wall/defaultState', 'problem.ruleset.unknown.edgeState'],
    ]);
  });
});
