import { describe, expect, it } from 'vitest';
import r6 from '../../scenarios/r6-ambassade.scenario.json';
import siege from '../../scenarios/siege-castle.scenario.json';
import { loadScenario } from './load';
import { quickFix } from './quick-fix';

/** A copy of a sample with a value the format refuses at `path`. */
const broken = (path: readonly (string | number)[], value: unknown, sample: unknown = r6): Record<string, unknown> => {
  const doc = JSON.parse(JSON.stringify(sample)) as Record<string, unknown>;
  let node = doc as Record<string | number, unknown>;
  for (const token of path.slice(0, -1)) node = node[token] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return doc;
};

describe('a problem of the format the editor mends itself', () => {
  it('brings a number past its bound to the bound, cuts a text and a list to their size; the file then loads clean of it', () => {
    const cases = [
      broken(['board', 'geometry', 'columns'], 100000),
      broken(['sides', 0, 'units', 0, 'at'], { col: -2, row: 50 }, siege),
      broken(['board', 'geometry', 'rows'], 0, siege),
      broken(['meta', 'title'], 'A'.repeat(5000)),
    ];
    for (const doc of cases) {
      const before = JSON.stringify(doc);
      const problems = loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.key.startsWith('problem.schema.'));
      expect(problems.length).toBeGreaterThan(0);
      let mended: unknown = doc;
      for (const problem of problems) {
        const fix = quickFix(problem, mended);
        expect(fix, problem.key).not.toBeNull();
        mended = fix!.apply();
      }
      // The document given is untouched; the mended one has no problem of the format left.
      expect(JSON.stringify(doc)).toBe(before);
      expect(loadScenario(JSON.stringify(mended)).problems.filter((problem) => problem.key.startsWith('problem.schema.'))).toEqual([]);
    }
  });

  it('cuts a text by characters, not halves of one, and says the bound', () => {
    const doc = broken(['meta', 'title'], '🏰'.repeat(300));
    const problem = loadScenario(JSON.stringify(doc)).problems.find((p) => p.key === 'problem.schema.maxLength')!;
    const fix = quickFix(problem, doc)!;
    expect(fix.key).toBe('fix.shorten');
    expect(Array.from((fix.apply() as { meta: { title: string } }).meta.title)).toHaveLength(fix.limit);
  });

  it('leaves what it cannot mend alone: a wrong type, a missing field', () => {
    expect(quickFix({ key: 'problem.schema.type', pointer: '/meta/title', params: {} }, r6)).toBeNull();
    expect(quickFix({ key: 'problem.schema.maximum', pointer: '/meta/nothing', params: { limit: 3 } }, r6)).toBeNull();
  });
});
