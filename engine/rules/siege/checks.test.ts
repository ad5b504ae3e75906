/**
 * SIEGE's own scenario checks run inside validation: what its setup needs (readable tables under
 * house rules, two sides, known steps, a place for every figure) is a problem with its pointer,
 * in French and English, and never a failure when the game starts.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { renderProblem } from '../../scenario/problems';
import { loadScenario } from '../../scenario/load';
import { loadInput } from '../core/test-support/scenario';
import { checkSiegeScenario } from './checks';

function problemsOf(change: (doc: Record<string, unknown> & { sides: { units: Record<string, unknown>[] }[]; board: { zones: unknown[] } }) => void) {
  const doc = JSON.parse(JSON.stringify(sample));
  change(doc);
  return loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.severity === 'error');
}

describe('SIEGE scenario checks', () => {
  it('report a combat table broken by a house rule at its place in the overrides, in both languages', () => {
    const problems = problemsOf((doc) => {
      doc.ruleset = { id: 'siege', overrides: { tables: { pounding: { rows: [{ key: '1', results: ['C'] }] } } } };
    });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.pointer).toMatch(/^\/ruleset\/overrides\/tables\/pounding/);
    for (const language of ['en', 'fr'] as const) for (const problem of problems) expect(renderProblem(problem, language)).not.toBe(problem.key);
  });

  it('report unknown steps and figures with no hex and no zone to be placed in', () => {
    const steps = problemsOf((doc) => {
      doc.turns = { limit: 20, phases: ['move', 'sleep'] };
    });
    expect(steps.map((problem) => problem.pointer)).toEqual(['/turns/phases/1']);
    expect(renderProblem(steps[0]!, 'en')).toMatch(/^“sleep” is not a /);
    // The schema and the shared checks keep such a figure out of a file; the game's own check stands guard behind them.
    const { scenario, ruleset } = loadInput(sample);
    const baron = { ...scenario.sides[0]!.units![0]!, at: undefined };
    const lost = checkSiegeScenario({ scenario: { ...scenario, board: { ...scenario.board, zones: [] }, sides: [{ ...scenario.sides[0]!, units: [baron] }, scenario.sides[1]!] }, ruleset });
    expect(lost.map((problem) => problem.key)).toEqual(['siege.problem.noStart']);
    expect(lost[0]?.pointer).toBe('/sides/0/units/0');
    expect(renderProblem(lost[0]!, 'fr')).toMatch(/^La figurine «\u00a0baron\u00a0» du camp «\u00a0besiegers\u00a0» n’a pas de case/);
  });
});

describe('SIEGE’s siege engines in the scenario', () => {
  it('warn of a siege tower split by a counter dragged away: each part named by its hex, with how many hexes it has of three', () => {
    const doc = JSON.parse(JSON.stringify(sample)) as { board: { tokens: { id: string; at: { col: number; row: number } }[] } };
    (doc.board.tokens.find((token) => token.id === 'siege-tower-3') as { at: { col: number; row: number } }).at = { col: 4, row: 12 };
    const problems = loadScenario(JSON.stringify(doc)).problems.filter((problem) => problem.key === 'siege.problem.engineShort');
    expect(problems.map((problem) => [problem.pointer, problem.params.cell, problem.params.hexes, problem.severity])).toEqual([
      ['/board/tokens/5', '1009', 2, 'warning'],
      ['/board/tokens/7', '0513', 1, 'warning'],
    ]);
    expect(renderProblem(problems[1]!, 'en')).toBe('The siege-tower at 0513 takes 1 hex where it takes 3: its counters lie side by side. Move its other counters next to this one.');
    // The sample's engines, whole, raise nothing.
    expect(loadScenario(JSON.stringify(sample)).problems.filter((problem) => problem.key === 'siege.problem.engineShort')).toEqual([]);
  });
});
