/**
 * The bots' score of an R6 state, on the shipped sample: the clock the defence plays for, the
 * distances to the sites through the walls and doors, a defender in the sight of an attacker who
 * can still shoot, the defence gathering at the bomb the attackers make for. The other terms are
 * checked through the bots' play (core/bots.test.ts, core/mcts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { greedyChoice } from '../core/greedy';
import { Rng, seedRng } from '../core/prng';
import { siteDistances } from './score';
import { cellIndex, engine, placed, start, toAttackPhase, withHands } from './test-support/game';
import type { R6State } from './types';

const score = (state: R6State, side: string) => engine.ruleset.score(state, side);
const inTurn = (state: R6State, turn: number): R6State => ({ ...state, turn });

describe('the R6 score', () => {
  // Ash outside, a few steps from the bomb room of B5; Doc at the other bomb.
  const outside = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'B9' })));

  it('counts the clock for the attackers: the same position is worth less to them each turn, and least once no defusal can end by the last turn', () => {
    const lost = (turn: number) => score(outside, 'attackers') - score(inTurn(outside, turn), 'attackers');
    const losses = [2, 4, 6, 7, 8, 9].map(lost);
    for (let index = 1; index < losses.length; index++) expect(losses[index]).toBeGreaterThan(losses[index - 1] as number);
    // Ash needs the attack phase of a turn to reach the bomb and the whole next turn on it: from turn
    // 9 on it is too late, the biggest step of all, and no later turn makes it worse.
    expect(lost(9) - lost(8)).toBeGreaterThan(lost(8) - lost(7));
    expect(lost(10)).toBe(lost(9));
    // The defence counts the same clock the other way.
    expect(score(inTurn(outside, 10), 'defenders') - score(outside, 'defenders')).toBeCloseTo(lost(10));
  });

  it('counts an attacker who stood on a bomb site since before the turn as defusing at its end, in time even in the last turn', () => {
    const onSite = toAttackPhase(start(placed(sample, { ash: 'B5', doc: 'B9' })));
    const late = score(onSite, 'attackers') - score(inTurn(onSite, 10), 'attackers');
    const farLate = score(outside, 'attackers') - score(inTurn(outside, 10), 'attackers');
    expect(late).toBeLessThan(farLate);
  });

  it('counts a defender in the sight of an attacker who can still shoot: an attacker on the bomb site steps to see the defender beside it, then shoots', () => {
    // Ash and Doc in the bomb room of A4 to C5, on cells that do not see each other.
    const room = toAttackPhase(start(placed(sample, { ash: 'C4', doc: 'A5' })));
    const step = greedyChoice(engine, room, 'attackers', engine.legalActions(room, 'attackers'), new Rng(seedRng(1)));
    expect(step).toEqual({ type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(room, 'C5') });
    const seeing = engine.apply(room, step).state;
    expect(greedyChoice(engine, seeing, 'attackers', engine.legalActions(seeing, 'attackers'), new Rng(seedRng(1)))).toMatchObject({ type: 'attack', unit: 'ash' });
  });

  it('gathers the defence at the bomb the attackers make for, and leaves each defender at its nearest while they are as near to both', () => {
    const docAt = (ash: string, doc: string) => score(toAttackPhase(start(placed(sample, { ash, doc }))), 'defenders');
    // Ash at C1 is near the office and far from the archives: Doc guards better in the office.
    expect(docAt('C1', 'A5') - docAt('C1', 'A9')).toBeGreaterThan(2);
    // Ash at F5, below the middle of the building, has no bomb much nearer than the other.
    expect(docAt('F5', 'A5')).toBeCloseTo(docAt('F5', 'A9'));
  });

  it('counts a wall on the way to a site as breached only with a breaching charge in hand, and a reinforced wall as closed', () => {
    // C3 is outside the bomb room, the wall between it and C4 in the way.
    const wall = outside.fixed.edges.findIndex((edge) => [...edge.cells].sort().join() === [cellIndex(outside, 'C3'), cellIndex(outside, 'C4')].sort().join());
    expect(outside.fixed.edges[wall]?.kind).toBe('wall');
    const withWall = (state: R6State, wallState: string): R6State => ({ ...state, game: { ...state.game, edgeStates: state.game.edgeStates.map((edge, index) => (index === wall ? wallState : edge)) } });
    const from = (state: R6State) => siteDistances(state)[cellIndex(state, 'C3')] as number;
    const charged = withHands(withWall(outside, 'intact'), { attackers: ['breach'] });
    const uncharged = withHands(withWall(outside, 'intact'), { attackers: ['smoke-grenade'] });
    const reinforced = withHands(withWall(outside, 'reinforced'), { attackers: ['breach'] });
    const destroyed = withHands(withWall(outside, 'destroyed'), { attackers: [] });
    expect(from(destroyed)).toBe(1);
    expect(from(charged)).toBeGreaterThan(from(destroyed));
    expect(from(uncharged)).toBeGreaterThan(from(charged));
    expect(from(reinforced)).toBeGreaterThan(from(charged));
    expect(Number.isFinite(from(reinforced))).toBe(true);
  });
});
