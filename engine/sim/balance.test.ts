/**
 * The balance report: who won with the interval, how long games last, how many choices decisions
 * had, where pieces died, went and fought and where traps sprang; shares of a batch add up to the whole; two variants on
 * the same seeds are compared game by game.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import m03 from '../../scenarios/rivet-wars-m03.scenario.json';
import rebellionSample from '../../scenarios/rebellion-standard.scenario.json';
import { engineFor, presenterFor } from '../rules/index';
import type { Engine } from '../rules/core/engine';
import { loadInput } from '../rules/core/test-support/scenario';
import type { Action, GameEvent } from '../rules/core/types';
import { balanceReport, balanceTallyOf, compareBalance, compareEnds, compareLengths, playBalanceGame, playBalanceShare, totalOf, type BalanceOptions, type BalanceTally } from './balance';
import { resultOf, type GameResult } from './play';
import { playBatch } from './simulate';

const engine = engineFor('r6-onboard')!;
const presenter = presenterFor('r6-onboard')!;
const input = loadInput(sample);
const options: BalanceOptions = { games: 40, bots: ['greedy', 'random'], seed: 5 };

describe('the balance report', () => {
  const whole = playBalanceShare(engine, presenter, input, options, 0, 40);
  const report = balanceReport(['attackers', 'defenders'], options.bots, whole);

  it('counts wins with their interval, draws, the length of games and the choices of decisions', () => {
    expect(report.games).toBe(40);
    expect(report.sides.reduce((sum, side) => sum + side.wins, 0) + report.draws + report.unfinished).toBe(40);
    for (const side of report.sides) expect(side.ci95[0] <= side.rate && side.rate <= side.ci95[1]).toBe(true);
    expect(report.turns.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(report.turns.length).toBeLessThanOrEqual(11);
    expect(report.metrics.averageTurns).toBeCloseTo(report.turns.reduce((sum, count, turns) => sum + count * turns, 0) / 40, 9);
    expect(report.metrics.branching).toBeGreaterThan(1);
    expect(report.metrics.forced).toBeGreaterThan(0);
    expect(report.metrics.forced).toBeLessThan(1);
    // Balance reads the decided games only: with two sides, 1 minus the gap between their shares of them.
    const [attackers, defenders] = report.sides.map((side) => side.wins);
    expect(attackers! + defenders!).toBeGreaterThan(0);
    expect(report.metrics.balance).toBeCloseTo(1 - Math.abs(attackers! - defenders!) / (attackers! + defenders!), 9);
    expect(report.list.map((game) => game.index)).toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  it('has no balance when no game was decided, and reads only the decided games otherwise', () => {
    const game = (index: number, winner: string | null, finished = true): GameResult => ({ index, seed: String(index), winner, finished, turns: 1, actions: 1, reason: '', params: {} });
    const tally = (games: GameResult[]) => ({ games, decisions: 1, forced: 0, choices: 1, heat: { deaths: {}, moves: {}, combats: {}, traps: {} } });
    const sides = ['attackers', 'defenders'];
    const undecided = balanceReport(sides, ['random'], tally([game(0, null), game(1, null), game(2, null, false)]));
    expect(undecided.metrics.balance).toBeNull();
    expect(undecided.metrics.decisiveness).toBe(0);
    // One win each and eight draws: the sides win equally often.
    const even = balanceReport(sides, ['random'], tally([game(0, 'attackers'), game(1, 'defenders'), ...Array.from({ length: 8 }, (_, index) => game(index + 2, null))]));
    expect(even.metrics.balance).toBe(1);
    // Every decided game won by the attackers: 0, draws or not.
    const lopsided = balanceReport(sides, ['random'], tally([game(0, 'attackers'), game(1, 'attackers'), game(2, null)]));
    expect(lopsided.metrics.balance).toBe(0);
    // Three sides, 2, 1 and 1 wins: 1 - (|1/2 - 1/3| + 2 |1/4 - 1/3|) / (2 × 2/3) = 0.75.
    const three = balanceReport(['a', 'b', 'c'], ['random'], tally([game(0, 'a'), game(1, 'a'), game(2, 'b'), game(3, 'c'), game(4, null)]));
    expect(three.metrics.balance).toBeCloseTo(0.75, 12);
  });

  it('marks where pieces died, went and fought, at places of the board', () => {
    const deaths = Object.values(report.heat.deaths).reduce((sum, count) => sum + count, 0);
    expect(deaths).toBeGreaterThan(0);
    expect(Object.keys(report.heat.moves).length).toBeGreaterThan(10);
    expect(Object.keys(report.heat.combats).length).toBeGreaterThan(0);
    for (const key of Object.keys(report.heat.moves)) expect(key).toMatch(/^c\d+$/);
  });

  it('adds shares played apart into the whole', () => {
    const parts = [playBalanceShare(engine, presenter, input, options, 20, 20), playBalanceShare(engine, presenter, input, options, 0, 20)];
    expect(totalOf(parts)).toEqual(whole);
  });

  it('tallies each game alone, as the workers hand them over, and they add up to the share', () => {
    const games: BalanceTally[] = [5, 6, 7, 8, 9, 10].map((index) => balanceTallyOf(engine, presenter, input, options, index));
    const share = playBalanceShare(engine, presenter, input, options, 5, 6);
    expect(games.map((game) => game.games.map((played) => played.index))).toEqual([[5], [6], [7], [8], [9], [10]]);
    expect(totalOf(games)).toEqual(share);
    // Any games of the batch, in any order: the same game as in the whole batch.
    expect(totalOf(games.slice(0, 2).reverse()).games).toEqual(whole.games.slice(5, 7));
    expect(totalOf([]).games).toEqual([]);
  });

  it('plays each game of the batch as skirmish simulate plays it: the same seed, winner, length and ending', () => {
    const simulated: GameResult[] = [];
    playBatch(input.scenario, { games: 40, bots: options.bots, seed: 5, ruleset: input.ruleset, onGame: (game) => simulated.push(resultOf(game)) }, 0, 40);
    expect(whole.games).toEqual(simulated);
    expect(new Set(whole.games.map((game) => game.winner)).size).toBeGreaterThan(1);
  });

  it('lists a game the rules leave without a legal action as unfinished, where it stuck, and plays on the next', () => {
    // From its fifth action on, game 3 offers its side nothing to do.
    let seed: unknown = null;
    const stuck: typeof engine = Object.assign(Object.create(engine), {
      setup: (...args: Parameters<typeof engine.setup>) => ((seed = args[1]), engine.setup(...args)),
      legalActions: (...args: Parameters<typeof engine.legalActions>) => (args[0].step >= 5 && seed === whole.games[3]!.seed ? [] : engine.legalActions(...args)),
    });
    const games = playBalanceShare(stuck, presenter, input, options, 2, 3).games;
    expect(games.map((game) => [game.index, game.finished, game.winner, game.reason])).toEqual([
      [2, true, whole.games[2]!.winner, whole.games[2]!.reason],
      [3, false, null, ''],
      [4, true, whole.games[4]!.winner, whole.games[4]!.reason],
    ]);
    expect(games[1]!.actions).toBe(5);
  });

  it('compares two variants on the same seeds: no difference with itself, a significant one where the rules changed', () => {
    const same = compareBalance(['attackers', 'defenders'], whole.games, playBalanceShare(engine, presenter, input, options, 0, 40).games);
    expect(same.map((side) => [side.difference, side.significant])).toEqual([[0, false], [0, false]]);
    // Two turns instead of ten: the greedy attackers no longer have the time to take the bomb sites.
    const short = loadInput({ ...sample, turns: { ...sample.turns, limit: 2 } });
    const hurried = playBalanceShare(engine, presenter, short, options, 0, 40);
    const [attackers] = compareBalance(['attackers', 'defenders'], whole.games, hurried.games);
    expect(attackers!.difference).toBe(report.sides[0]!.rate - hurried.games.filter((game) => game.winner === 'attackers').length / 40);
    expect(attackers!.difference).toBeGreaterThan(0.2);
    expect(attackers!.ci95[0]).toBeGreaterThan(0);
    expect(attackers!.significant).toBe(true);
    expect(attackers!.ci95[1]).toBeLessThanOrEqual(1);
    // Games of two turns against ten: shorter by the mean of each seed's change, beyond doubt.
    const lengths = compareLengths(hurried.games, whole.games);
    const mean = (games: readonly GameResult[]) => games.reduce((sum, played) => sum + played.turns, 0) / games.length;
    expect(lengths.difference).toBeCloseTo(mean(hurried.games) - mean(whole.games), 12);
    expect(lengths.difference).toBeLessThan(-3);
    expect(lengths.ci95[0]).toBeLessThan(lengths.difference);
    expect(lengths.ci95[1]).toBeGreaterThan(lengths.difference);
    expect(lengths.significant).toBe(true);
    expect(compareLengths(whole.games, whole.games)).toEqual({ difference: 0, ci95: [0, 0], significant: false });
    // Paired by game number: a batch stopped early is compared on the games both played.
    expect(compareLengths(hurried.games.slice(0, 10), whole.games).difference).toBeCloseTo(mean(hurried.games.slice(0, 10)) - mean(whole.games.slice(0, 10)), 12);
  });

  it('compares game by game: four games of twenty that changed winner are no proof, twenty of twenty are, and draws have their own change', () => {
    const game = (index: number, winner: string | null, finished = true): GameResult => ({ index, seed: String(index), winner, finished, turns: 1, actions: 1, reason: '', params: {} });
    const before = Array.from({ length: 20 }, (_, index) => game(index, index < 10 ? 'attackers' : 'defenders'));
    // Games 10 to 13 won by the attackers instead: -20 points for them (-39.2 to +2.2), not significant.
    const after = before.map((played) => (played.index >= 10 && played.index < 14 ? game(played.index, 'attackers') : played));
    const [attackers, defenders] = compareBalance(['attackers', 'defenders'], before, after);
    expect(attackers!.difference).toBeCloseTo(-0.2, 12);
    expect(attackers!.ci95.map((bound) => Number(bound.toFixed(3)))).toEqual([-0.392, 0.022]);
    expect([attackers!.significant, defenders!.significant]).toEqual([false, false]);
    // The batches in another order are paired all the same, by game number.
    expect(compareBalance(['attackers', 'defenders'], before, [...after].reverse())).toEqual([attackers, defenders]);
    // Every game won by the attackers against none: +100 points (+71.7 to +100), significant.
    const [all] = compareBalance(['attackers'], before.map((played) => game(played.index, 'attackers')), before.map((played) => game(played.index, 'defenders')));
    expect(all!.difference).toBe(1);
    expect(all!.ci95.map((bound) => Number(bound.toFixed(3)))).toEqual([0.717, 1]);
    expect(all!.significant).toBe(true);
    // Nothing moved: 0, not significant.
    expect(compareBalance(['attackers'], before, before).map((side) => [side.difference, side.significant])).toEqual([[0, false]]);
    // Six defenders' wins turned into draws and two into unfinished games: the draws rose by 30 points.
    const drawn = before.map((played) => (played.index >= 14 ? game(played.index, null) : played.index >= 12 ? game(played.index, null, false) : played));
    const ends = compareEnds(drawn, before);
    expect(ends.draws.difference).toBeCloseTo(0.3, 12);
    expect(ends.draws.significant).toBe(true);
    expect(ends.unfinished.difference).toBeCloseTo(0.1, 12);
    expect(ends.unfinished.significant).toBe(false);
  });

  it('follows stacked units on an area map by their kind: deaths where the events destroy units, moves where units arrive', () => {
    // A Rebellion stack's id names its system, so a fleet that moves off is not a death, and a
    // unit lost from a stack of three is one; the base space counts at the base's system.
    const rules = engineFor('rebellion') as Engine<unknown, unknown, Action, unknown>;
    const played = loadInput(rebellionSample);
    const batch: BalanceOptions = { games: 4, bots: ['random'], seed: 3 };
    const heat = playBalanceShare(rules, presenterFor('rebellion')!, played, batch, 0, batch.games).heat;
    const died: Record<string, number> = {};
    const arrived = new Set<string>();
    for (let index = 0; index < batch.games; index++) {
      playBalanceGame(rules, played, batch, index, ({ before, action }) => {
        const { fixed, game } = before as unknown as { fixed: { systems: { id: string }[] }; game: { base: number } };
        const system = (id: string) => `a:${id === '@base' ? fixed.systems[game.base]?.id : id}`;
        for (const event of rules.apply(before, action, { events: true }).events) {
          if (event.key === 'rebellion.event.destroyed') died[system(String(event.params.system))] = (died[system(String(event.params.system))] ?? 0) + Number(event.params.count);
          if (event.key === 'rebellion.event.moved' && event.params.to !== event.params.from) arrived.add(system(String(event.params.to)));
        }
      });
    }
    expect(Object.values(died).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    expect(heat.deaths).toEqual(died);
    expect(arrived.size).toBeGreaterThan(0);
    for (const key of arrived) expect(heat.moves[key], key).toBeGreaterThan(0);
    const systems = new Set(rebellionSample.board.areas.map((area) => `a:${area.id}`));
    for (const kind of ['deaths', 'moves', 'combats'] as const) for (const key of Object.keys(heat[kind])) expect(systems.has(key), `${kind} ${key}`).toBe(true);
  });

  it('marks where traps sprang, as many times and at the cells the events of the same games name', () => {
    // The games played again with their events: R6's trap cards, and Rivet Wars' minefields (mission 3 has one).
    const cases = [
      { id: 'r6-onboard', input, options: { games: 12, bots: ['greedy'], seed: 5 }, sprang: (event: GameEvent) => (event.key === 'r6-onboard.event.trapSprung' ? String(event.params.cell) : null) },
      { id: 'rivet-wars', input: loadInput(m03), options: { games: 6, bots: ['random'], seed: 5 }, sprang: (event: GameEvent, moved: Map<string, string>) => (event.params.what === 'minefield' ? (moved.get(String(event.params.unit)) ?? '?') : null) },
    ] as const;
    for (const { id, input: played, options: batch, sprang } of cases) {
      const rules = engineFor(id) as Engine<unknown, unknown, Action, unknown>;
      const heat = playBalanceShare(rules, presenterFor(id)!, played, batch, 0, batch.games).heat.traps;
      const expected: Record<string, number> = {};
      for (let index = 0; index < batch.games; index++) {
        playBalanceGame(rules, played, batch, index, ({ before, action }) => {
          const moved = new Map<string, string>();
          for (const event of rules.apply(before, action, { events: true }).events) {
            if (event.key === 'rivet-wars.event.moved') moved.set(String(event.params.unit), String(event.params.to));
            const label = sprang(event, moved);
            if (label === null) continue;
            const key = `c${(before as { fixed: { labels: string[] } }).fixed.labels.indexOf(label)}`;
            expected[key] = (expected[key] ?? 0) + 1;
          }
        });
      }
      expect(Object.values(expected).reduce((sum, count) => sum + count, 0), id).toBeGreaterThan(0);
      expect(heat, id).toEqual(expected);
    }
  });
});
