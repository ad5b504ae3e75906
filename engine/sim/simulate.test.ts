import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import { PLAYABLE_RULESETS } from '../rules/index';
import { loadInput } from '../rules/r6-onboard/test-support/game';
import { addTallies, effectiveRuleset, playBatch, playGames, simulate } from './simulate';
import { wilsonInterval } from './wilson';

const { scenario } = loadInput(sample);

describe('Wilson interval', () => {
  it('matches values computed from Wilson’s formula, exactly 0 and 1 at the ends', () => {
    const [low, high] = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('batch simulation', () => {
  it('reports wins per side with intervals, draws, turns and speed, and replays from its seed', () => {
    const report = simulate(scenario, { games: 60, bots: ['random'], seed: 3 });
    expect(report.games).toBe(60);
    expect(report.sides.map((side) => side.side)).toEqual(['attackers', 'defenders']);
    expect(report.sides.reduce((sum, side) => sum + side.wins, 0) + report.draws + report.unfinished).toBe(60);
    for (const side of report.sides) {
      expect(side.rate).toBeCloseTo(side.wins / 60, 10);
      expect(side.ci95[0]).toBeLessThanOrEqual(side.rate);
      expect(side.ci95[1]).toBeGreaterThanOrEqual(side.rate);
    }
    expect(report.averageTurns).toBeGreaterThan(1);
    expect(report.averageTurns).toBeLessThanOrEqual(10);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    const again = simulate(scenario, { games: 60, bots: ['random'], seed: 3 });
    expect(again.sides).toEqual(report.sides);
    expect(again.averageActions).toBe(report.averageActions);
    expect(simulate(scenario, { games: 60, bots: ['random'], seed: 4 }).averageActions).not.toBe(report.averageActions);
  });

  it('tallies the same games alike whatever order they are taken in, as threads sharing a batch take them', () => {
    const options = { games: 30, bots: ['random', 'greedy'] as const, seed: 4 };
    const whole = playBatch(scenario, options, 0, 30);
    // Two takers drawing from one counter, the games handed out last first.
    let taken = 0;
    const take = () => (taken < 30 ? 29 - taken++ : -1);
    const played: number[] = [];
    const first = playGames(scenario, { ...options, onGame: (game) => played.push(game.index) }, () => (played.length < 12 ? take() : -1));
    const second = playGames(scenario, options, take);
    expect(first.games).toBe(12);
    expect(second.games).toBe(18);
    expect(played).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18]);
    expect(addTallies(first, second)).toEqual(whole);
    expect(playGames(scenario, options, () => -1).games).toBe(0);
  });

  it('gives each side its bot', () => {
    const report = simulate(scenario, { games: 20, bots: ['greedy', 'random'], seed: 1 });
    expect(report.sides.map((side) => side.bot)).toEqual(['greedy', 'random']);
  });

  it('refuses what it cannot run', () => {
    expect(() => simulate(scenario, { games: 0, bots: ['random'], seed: 1 })).toThrow(/at least 1/);
    expect(() => simulate(scenario, { games: 1, bots: ['clever' as never], seed: 1 })).toThrow(/random, greedy, mcts:fast, mcts, mcts:strong/);
    // A ruleset whose mechanics the engine does not have.
    expect(PLAYABLE_RULESETS).not.toContain('chess');
    expect(() => simulate({ ...scenario, ruleset: { id: 'chess' } }, { games: 1, bots: ['random'], seed: 1 })).toThrow(/no mechanics module/);
  });
});

describe('house rules in a batch', () => {
  it('plays the scenario’s house rules: other games on the same seeds, the same games as the effective data given outright', () => {
    const houseRules = { ...scenario, ruleset: { id: scenario.ruleset.id, overrides: { decks: { attack: { cards: { breach: null } } } } } } as typeof scenario;
    const outcome = (report: ReturnType<typeof simulate>) => ({ sides: report.sides.map((side) => side.wins), draws: report.draws, turns: report.averageTurns, actions: report.averageActions });
    const options = { games: 12, bots: ['random'] as const, seed: 5 };
    const without = outcome(simulate(scenario, options));
    const withHouseRules = outcome(simulate(houseRules, options));
    expect(withHouseRules).not.toEqual(without);
    const effective = effectiveRuleset(houseRules);
    expect(Object.keys(effective.decks?.attack?.cards ?? {})).not.toContain('breach');
    expect(outcome(simulate(scenario, { ...options, ruleset: effective }))).toEqual(withHouseRules);
  });
});
